"""The contract every game follows, checked over ``GAMES`` (a new game is checked too).

Same names, same kinds of value: ``explain.score_breakdown(view) -> list[ScoreLine]`` whose lines
add up to each seat's score; a move base class shared by all of a game's moves; ``is_over`` a
read-only property, a plain truth value that is true exactly when nobody has a move; no
``pending`` (the app never read it; a multi-step turn is the state's own phase or choice);
prompts worded by the scene module from the view's facts, never by the view; one fact-sheet
format (the package docstring's two-column table, with the same rows in every game, naming
only files the repository holds); rules notes; and scene tests of its own.
"""

from __future__ import annotations

import importlib
import inspect
import random
import re
import typing
from pathlib import Path

import pytest

from fashion_core import GAMES, positions
from fashion_core.engine import Action
from fashion_core.game import ScoreLine
from fashion_core.positions import walk
from widgets.registry import ui_for
from widgets.table.scene import UIState

ROOT = Path(__file__).resolve().parents[2]
VIEW_KEYS = {"game", "seat", "players", "names", "current_player", "phase", "legal", "scores"}
VIEW_KEYS |= {"is_over", "winners", "options"}
"""The keys every view has: the same idea has the same name in every game."""
RETIRED = {"hand_number": "round", "deck_size": "draw_pile_size", "round_number": "round"}
"""Other names once used for those ideas, and the name to use."""
FACT_ROWS = ("Players", "Phases", "Hidden", "Public", "Options", "Score", "Reference")
"""The rows every fact sheet has, in this order (a game may add others, e.g. ``Deck``)."""


def fact_sheet(name: str) -> dict[str, str]:
    """The rows of a game's fact sheet: the table in its package's docstring."""
    doc = importlib.import_module(f"fashion_core.games.{name}").__doc__ or ""
    rule = re.compile(r"^=+ +=+$")
    lines = doc.splitlines()
    edges = [i for i, line in enumerate(lines) if rule.match(line)]
    assert len(edges) == 2, f"{name}: the fact sheet is one table between two rules of '='"
    width = lines[edges[0]].index(" ")
    rows: dict[str, str] = {}
    key = ""
    for line in lines[edges[0] + 1 : edges[1]]:
        head, text = line[:width].strip(), line[width:].strip()
        if head:
            key = head
            rows[key] = text
        else:
            rows[key] += " " + text
    return rows


@pytest.mark.parametrize("name", list(GAMES))
def test_the_score_breakdown_adds_up_to_every_seats_score(name):
    game = GAMES[name]
    explain = importlib.import_module(f"fashion_core.games.{name}.explain")
    for players in (game.min_players, game.max_players):
        state = walk(game.new(players, seed=players), random.Random(players), 10**6)
        for seat in (None, 0):
            lines = explain.score_breakdown(state.view(seat))
            assert all(set(line) == set(ScoreLine.__annotations__) for line in lines)
            assert all(isinstance(line["text"], str) and line["text"] for line in lines)
            totals = [
                sum(line["points"] for line in lines if line["seat"] == s) for s in range(players)
            ]
            assert totals == state.scores(), f"{name}: the lines do not add up to the scores"
            assert {line["seat"] for line in lines} == set(range(players))


@pytest.mark.parametrize("name", list(GAMES))
def test_views_name_the_same_ideas_the_same_way(name):
    game = GAMES[name]
    state = walk(game.new(game.min_players, seed=2), random.Random(2), 20)
    for seat in (None, 0):
        view = state.view(seat)
        assert set(view) >= VIEW_KEYS, f"{name} lacks {VIEW_KEYS - set(view)}"
        for old, new in RETIRED.items():
            assert old not in view, f"{name}'s view says {old!r} where the others say {new!r}"


SHARED_PARAMETERS = ("players", "names", "options")
"""What every ``positions.arrange`` accepts first (``fashion_core.positions.Arrange``)."""


@pytest.mark.parametrize("name", list(GAMES))
def test_positions_arrange_has_the_one_signature(name):
    arrange = importlib.import_module(f"fashion_core.games.{name}.positions").arrange
    parameters = list(inspect.signature(arrange).parameters.values())
    assert [p.name for p in parameters[:3]] == list(SHARED_PARAMETERS), f"{name}: {parameters}"
    for p in parameters:
        assert p.kind in (p.KEYWORD_ONLY, p.VAR_KEYWORD), f"{name}: {p.name} is not keyword-only"
    assert all(p.default is None for p in parameters[:3]), f"{name}: players, names, options"
    hints = typing.get_type_hints(arrange)
    expected = typing.get_type_hints(positions.Arrange.__call__)
    for shared in SHARED_PARAMETERS:
        assert hints[shared] == expected[shared], f"{name}: {shared} is {hints[shared]}"
    state_type = type(GAMES[name].new(GAMES[name].min_players, seed=1))
    assert hints["return"] is state_type, f"{name}: arrange returns {hints['return']}"


@pytest.mark.parametrize("name", list(GAMES))
def test_every_move_shares_the_games_move_class(name):
    game = GAMES[name]
    bases = {cls.__mro__[cls.__mro__.index(Action) - 1] for cls in game.action_types.values()}
    assert len(bases) == 1, f"{name}: its moves have no one base class ({bases})"
    (base,) = bases
    assert base not in game.action_types.values(), f"{name}: {base.__name__} is a move itself"


@pytest.mark.parametrize("name", list(GAMES))
def test_moves_are_slotted_with_no_dict(name):
    """Bots and play-outs make and compare moves all the time: every move is a slotted frozen
    dataclass, and its base class adds no ``__dict__`` (a base without ``__slots__ = ()``
    gives every move one)."""
    for move_type in GAMES[name].action_types.values():
        for klass in move_type.__mro__[:-1]:
            assert "__slots__" in vars(klass), f"{name}: {klass.__name__} has no __slots__"


@pytest.mark.parametrize("name", list(GAMES))
def test_is_over_is_a_truth_value_true_exactly_when_nobody_moves(name):
    game = GAMES[name]
    rng = random.Random(name)
    state = game.new(game.min_players, seed=1)
    assert "pending" not in dir(state), f"{name} still has pending"
    for _ in range(3):
        state = walk(state, rng, rng.randrange(1, 80))
        assert isinstance(state.is_over, bool)
        assert state.is_over == (not state.legal_actions())
    walk(state, rng, 10**6)
    assert state.is_over is True and state.legal_actions() == []


@pytest.mark.parametrize("name", list(GAMES))
def test_is_over_is_a_read_only_property_of_the_state(name):
    """Asked the same way in every game, and derived from the phase, so it cannot disagree
    with it (nor be saved or set by mistake)."""
    state_type = type(GAMES[name].new(GAMES[name].min_players, seed=1))
    found = inspect.getattr_static(state_type, "is_over")
    assert isinstance(found, property), f"{name}: is_over is a {type(found).__name__}"
    assert found.fset is None, f"{name}: is_over can be set"


@pytest.mark.parametrize("name", list(GAMES))
def test_the_fact_sheet_has_the_same_rows_in_every_game(name):
    rows = fact_sheet(name)
    assert [row for row in rows if row in FACT_ROWS] == list(FACT_ROWS)
    game = GAMES[name]
    assert rows["Players"].startswith(f"{game.min_players}-{game.max_players}")
    for option in game.options:
        assert f"``{option.name}``" in rows["Options"], f"{name}: {option.name} is not listed"
    # Files it names are in the repository (rules references outside it are named in words).
    for path in re.findall(r"``([\w./-]+\.(?:md|py|ipynb))``", " ".join(rows.values())):
        assert (ROOT / path).exists() or (ROOT / "fashion_core/games" / name / path).exists(), path


@pytest.mark.parametrize("name", list(GAMES))
def test_every_game_has_rules_notes_and_scene_tests_of_its_own(name):
    explain = importlib.import_module(f"fashion_core.games.{name}.explain")
    assert explain.RULES_NOTES, f"{name} settles no rule in explain.RULES_NOTES"
    tests = ROOT / "tests" / "widgets" / name / "test_scene.py"
    assert tests.exists(), f"{name} has no scene tests ({tests.relative_to(ROOT)})"
    assert "def test_" in tests.read_text(encoding="utf-8")


@pytest.mark.parametrize("name", list(GAMES))
def test_prompts_are_worded_by_the_scene_from_the_view(name):
    """A view carries no prompt and the state words none: the scene builder asks the player
    to move, in the player's own view and in everyone else's while they wait."""
    game = GAMES[name]
    rng = random.Random(name)
    state = game.new(game.min_players, seed=1)
    assert not hasattr(state, "prompt"), f"{name}'s state words a prompt"
    build = ui_for(name).build
    for _ in range(4):
        state = walk(state, rng, rng.randrange(1, 40))
        if state.is_over:
            break
        assert "prompt" not in state.view(None), f"{name}'s spectator view carries a prompt"
        for seat in range(state.num_players):
            view = state.view(seat)
            assert "prompt" not in view, f"{name}'s view carries a prompt"
            assert build(view, UIState()).scene["prompt"], f"{name}'s scene asks nothing"
