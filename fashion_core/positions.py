"""Positions set up by card names, for lessons and tests, in every game.

:func:`arrange` starts a game, puts the named cards into the named zones, moves every card
not named into one zone (the draw pile, usually), sets the plain fields given, and checks
the result against the game's invariants, so a lesson or a test can never build a position
the rules could not reach by card counts. Each game wraps it in its own
``fashion_core/games/<game>/positions.py`` ``arrange``, all with one signature (:class:`Arrange`).

>>> from fashion_core import GAMES
>>> state = arrange(GAMES["moonscrown"], 2, rest="draw_pile",
...                 hands=[["the Sea"], ["the Mill"]], displays=[["the Author"], ["the Savage"]],
...                 pile=["Ace of Moons", "the Journey"], phase="start")
>>> state.view(0)["pile_top"], len(state.draw_pile)
('the Journey', 30)
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from fashion_core.engine import TERMINAL, Action, State
from fashion_core.game import Game
from fashion_core.zones import Field, Zone


def walk(state: State, rng: random.Random, steps: int) -> State:
    """Play up to ``steps`` random legal moves on ``state`` (fewer if the game ends) and
    return it: a reproducible position from anywhere in a game, for property tests.

    >>> from fashion_core import GAMES
    >>> walk(GAMES["colour_bazaar"].new(2, seed=3), random.Random(3), 5).moves
    5
    """
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


S = TypeVar("S", bound=State)


def play(state: S, *actions: Action) -> S:
    """Apply ``actions`` to ``state`` in turn and return it: the few scripted moves of a
    lesson or a test in one line (an illegal one raises, naming its rule).

    >>> from fashion_core import GAMES
    >>> state = GAMES["colour_bazaar"].new(2, seed=3)
    >>> play(state, state.legal_actions()[0]).moves
    1
    """
    for action in actions:
        state.apply(action)
    return state


def card_ids(state: State) -> dict[str, list[int]]:
    """Card key -> the ids of the cards shown by that key (copies share a key in some games)."""
    ids: dict[str, list[int]] = {}
    for card in state.card_supply():
        ids.setdefault(state.card_key(card), []).append(card)
    return ids


class Arrange(Protocol):
    """The one signature of every game's ``positions.arrange`` (checked over ``GAMES`` by
    ``tests/template/test_contract.py``): keywords only, ``players`` (``None``: as many as the
    per-seat zones given, else the game's fewest), ``names`` for the seats, the game's
    ``options``, then the game's own zones and fields by name. It returns the game's state."""

    def __call__(
        self,
        *,
        players: int | None = None,
        names: Sequence[str] | None = None,
        options: Mapping[str, Any] | None = None,
        **given: Any,
    ) -> State: ...


def arrange(
    game: Game,
    players: int,
    *,
    rest: str,
    names: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    current: int = 0,
    **given: Any,
) -> State:
    """A position of ``game`` for ``players`` seats built from card names.

    Keyword arguments name zones (lists of card keys; per-seat zones and stacks as lists of
    such lists) or plain fields (values as stored; a phase may be given by its value). Every
    card of the game that no named zone holds goes to zone ``rest``; zones neither named nor
    ``rest`` are emptied. The log starts empty and ``current`` is the seat to move
    (:data:`~fashion_core.engine.TERMINAL` when the phase is over).
    """
    state = game.new(players, seed=0, names=names, **(options or {}))
    declared: dict[str, Zone | Field] = {f.name: f for f in state.fields}
    unknown = set(given) - set(declared)
    if unknown:
        raise ValueError(f"{game.title} has no zone or field {', '.join(sorted(unknown))}")
    pool = card_ids(state)
    for zone in state.zones:
        if zone.name == rest:
            continue
        names_in = given.get(zone.name)
        empty: Any = [] if not (zone.per_seat or zone.stacks) else [[] for _ in range(players)]
        if zone.stacks and not zone.per_seat:
            empty = [[] for _ in getattr(state, zone.name)]
        setattr(state, zone.name, empty if names_in is None else _take(names_in, pool, zone))
    for name, value in given.items():
        field = declared[name]
        if isinstance(field, Field):
            setattr(state, name, field.kind(value) if field.kind is not None else value)
    setattr(state, rest, [card for ids in pool.values() for card in ids])
    state.current_player = TERMINAL if getattr(state, "is_over", False) else current
    state.log = []
    state.edited()
    state.check_invariants()
    return state


def per_seat(given: list[list[str]] | None, players: int | None, game: Game) -> list[list[str]]:
    """A per-seat zone given to a game's ``arrange`` (its hands): as given, one list a seat,
    which makes the player count; or empty lists for ``players`` seats (by default the game's
    fewest). A ``players`` that disagrees with the lists given is refused."""
    if given is None:
        return [[] for _ in range(players or game.min_players)]
    if players is not None and players != len(given):
        raise ValueError(f"{game.title}: {players} players, but {len(given)} seats' cards given")
    return given


def _take(value: Any, pool: dict[str, list[int]], zone: Zone) -> Any:
    """Replace card keys by card ids (nested as given), removing them from ``pool``."""
    if isinstance(value, str):
        ids = pool.get(value)
        if not ids:
            raise ValueError(f"zone {zone.name!r}: no card {value!r} is left to place")
        return ids.pop(0)
    return [_take(item, pool, zone) for item in value]
