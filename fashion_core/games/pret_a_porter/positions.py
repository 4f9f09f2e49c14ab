"""Prêt-à-Porter positions set up by card keys, for lessons and tests.

>>> s = arrange(players=2, seed=1, designs=[["D03", "D04"], []], cash=[30, 40])
>>> [s.cash[0], len(s.designs[0]), len(s.designs[1])]
[30, 2, 0]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fashion_core.games.pret_a_porter.cards import KEY
from fashion_core.games.pret_a_porter.rules import GAME, Phase, PretAPorterState

_ZONES = ("designs", "buildings", "employees", "contracts")


def card(key: str) -> int:
    """The id of the card printed ``key`` (``"B04"``)."""
    return KEY.index(key)


def _lift(state: PretAPorterState, cid: int) -> None:
    for group in (
        state.designs,
        state.buildings,
        state.employees,
        state.contracts,
        state.decks,
        state.deck_tops,
        state.reserves,
        state.displays,
    ):
        for zone in group:
            if cid in zone:
                zone.remove(cid)
                return
    for zone in (state.design_deck, state.design_row, state.design_discard, state.card_discard):
        if cid in zone:
            zone.remove(cid)
            return


def give(state: PretAPorterState, seat: int, zone: str, keys: Sequence[str]) -> None:
    """Move the cards ``keys`` into ``seat``'s ``zone`` (designs, buildings, ...)."""
    for key in keys:
        cid = card(key)
        _lift(state, cid)
        getattr(state, zone)[seat].append(cid)
    state.edited()


def display(state: PretAPorterState, deck: int, keys: Sequence[str]) -> None:
    """Make ``keys`` the display of deck ``deck`` (0 contracts, 1 buildings, 2 employees)."""
    state.card_discard += state.displays[deck]
    state.displays[deck] = []
    for key in keys:
        cid = card(key)
        _lift(state, cid)
        state.displays[deck].append(cid)
    state.edited()  # a card lifted from a company changes that company


def arrange(
    *,
    players: int | None = None,
    names: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    seed: int = 1,
    **fields: Any,
) -> PretAPorterState:
    """A new game (``players`` seats, two by default) where ``designs`` / ``buildings`` /
    ``employees`` / ``contracts`` (per seat, lists of keys) replace the dealt cards, and any
    other keyword sets a field directly (:class:`fashion_core.positions.Arrange`)."""
    players = players or GAME.min_players
    state = GAME.new(players, seed=seed, names=names, **(options or {}))
    assert isinstance(state, PretAPorterState)
    for zone in _ZONES:
        if zone in fields:
            for seat in range(players):
                for cid in list(getattr(state, zone)[seat]):
                    getattr(state, zone)[seat].remove(cid)
                    (state.design_discard if zone == "designs" else state.card_discard).append(cid)
            for seat, keys in enumerate(fields.pop(zone)):
                give(state, seat, zone, keys)
    for name, value in fields.items():
        setattr(state, name, value)
    if "first" in fields and "turn_order" not in fields:
        state.turn_order = [(state.first + i) % players for i in range(players)]
    state.edited()
    state.check_invariants()
    return state


def visit(state: PretAPorterState, pawns: dict[int, Sequence[int]]) -> PretAPorterState:
    """Skip Planning: ``pawns`` maps locations to the seats placed there, in order; the
    Action phase starts at once."""
    state.pawns = [list(pawns.get(loc, ())) for loc in range(1, 10)]
    state.extra_pawns = [[] for _ in range(9)]
    state.pawns_left = [0] * state.num_players
    state._start_actions()
    state._settle()
    return state


def to_exhibition(state: PretAPorterState, round: int = 3) -> PretAPorterState:
    """Jump to the start of exhibition round ``round`` (its Show phase)."""
    state.round = round
    state.phase = Phase.SHOW
    state._start_exhibition()
    state._settle()
    return state
