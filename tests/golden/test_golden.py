"""Golden recordings: every recorded random game replays to the same digest and length.

The recordings (``tests/golden/<game>.json``, written by ``python -m tests.golden.record``)
hash every position and every log event of 300 random games per game. If this test fails
after a change meant to keep behaviour (a refactor), the change did alter a game; if the
change is meant to alter behaviour, record again and say so in the commit.
"""

from __future__ import annotations

import json

import pytest

from fashion_core import GAMES
from tests.golden.record import SEEDS, games_for, path_for, play

CHUNK = 50  # games per test item, so that xdist can share a game's recordings out


def recorded(game: str) -> list[dict]:
    path = path_for(game)
    if not path.exists():  # a new game: say what to run, not a bare FileNotFoundError
        pytest.fail(f"{game} has no golden recording: run python -m tests.golden.record {game}")
    return json.loads(path.read_text())


@pytest.mark.parametrize("game", list(GAMES))
def test_every_registered_game_has_its_full_recording(game):
    records = recorded(game)
    assert len(records) == SEEDS >= 200
    assert [(r["players"], r["seed"]) for r in records] == games_for(game)


@pytest.mark.parametrize(
    ("game", "start"), [(game, start) for game in GAMES for start in range(0, SEEDS, CHUNK)]
)
def test_recorded_games_replay_to_the_same_digest(game, start):
    for record in recorded(game)[start : start + CHUNK]:
        again = play(game, record["players"], record["seed"])
        assert again == record, f"{game} with {record['players']} players, seed {record['seed']}"
