"""The command line: list, simulate and a whole terminal game."""

from __future__ import annotations

import json

import pytest

from fashion_core import GAMES
from fashion_core.cli import main, play_in_terminal


def test_help_keeps_the_examples_one_per_line(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "\n    python -m fashion_core list\n" in out


def test_list_names_every_game(capsys):
    assert main(["list"]) == 0
    out = capsys.readouterr().out
    for name in GAMES:
        assert name in out


def test_simulate_prints_one_record_per_game(capsys):
    args = [
        "simulate",
        "colour_bazaar",
        "--bots",
        "random,heuristic",
        "--games",
        "2",
        "--workers",
        "1",
        "--json",
    ]
    assert main(args) == 0
    records = json.loads(capsys.readouterr().out)
    assert len(records) == 2
    assert {tuple(r["seats"]) for r in records} == {
        ("random", "heuristic"),
        ("heuristic", "random"),
    }


def test_a_terminal_game_can_be_played_to_the_end(capsys):
    answers = iter(["x", "99"] + ["1"] * 200)  # two bad answers first, then always move 1
    assert (
        play_in_terminal(
            "colour_bazaar", ["human", "random"], seed=2, read=lambda prompt: next(answers)
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "Please type one of the numbers above." in out
    assert "Final scores: Human 1" in out
