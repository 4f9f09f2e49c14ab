"""Moonscrown's invariants: what must hold in every position (checked by the tests)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fashion_core.decks.decktet import BASIC_DECK
from fashion_core.engine import TERMINAL
from fashion_core.games.moonscrown.actions import (
    AFTER_PILE,
    FAILED,
    FOLDED,
    IN,
    OVER,
    PHASES,
    SCORING,
)

if TYPE_CHECKING:
    from fashion_core.games.moonscrown.rules import MoonscrownState


def check_invariants(state: MoonscrownState) -> None:
    """Raise ``AssertionError`` when a rule invariant is broken."""
    from fashion_core.games.moonscrown.rules import ACE_OF_MOONS, ROUNDS, hand_size

    players = state.num_players
    zones = [*state.pile, *state.draw_pile]
    for seat in range(players):
        zones += state.hands[seat] + state.displays[seat] + state.scored[seat]
    assert sorted(zones) == sorted(BASIC_DECK), "every basic card is in exactly one place"
    assert state.pile and state.pile[0] == ACE_OF_MOONS, "the Ace of Moons starts the pile"
    assert 1 <= state.round <= ROUNDS, f"there is no round {state.round}"
    assert state.phase in PHASES, f"unknown phase {state.phase!r}"
    assert len(state.status) == players and all(s in (IN, FOLDED, FAILED) for s in state.status)
    assert len(state.results) == state.round - (state.phase != OVER), "one result per round"
    assert all(len(h) <= hand_size(players) for h in state.hands), "hands never grow"
    for seat in range(players):
        won = sum(1 for winner, _ in state.results if winner == seat)
        if state.phase == SCORING and seat == state.current_player:
            won += 1
        assert state.round_wins[seat] == won, "round wins match the results"
        assert state.scored[seat] == [c for w, c in state.results if w == seat and c >= 0]
    left = state.status.count(IN)
    if state.phase == OVER:
        assert state.current_player == TERMINAL
    elif state.phase == SCORING:
        assert left == 1 and state.status[state.current_player] == IN, "one winner is left"
    else:
        assert left >= 2, "a turn is only played while two or more players are in"
        assert state.status[state.current_player] == IN, "only players in the round move"
        assert all(state.displays[s] for s in range(players)), "each display has a card"
    if state.phase == AFTER_PILE:
        assert len(state.pile) >= 2, "a card was put on the pile this turn"
