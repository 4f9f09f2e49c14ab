"""The invariants every Colori position keeps (checked by the tests after every move).

Every card of the game is in exactly one zone, colour counts are never negative, made garments
stay with their maker and match the stars, and a running game always offers a move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fashion_core.engine import TERMINAL
from fashion_core.games.colori.cards import (
    DISPLAY_SIZE,
    GARMENT_STARS,
    IS_GARMENT,
    KIND,
    ROUNDS,
    cards_in_play,
)
from fashion_core.games.colori.wheel import NUM_COLOURS

if TYPE_CHECKING:
    from fashion_core.games.colori.rules import ColoriState

_IS_GARMENT_I = [IS_GARMENT[k] for k in KIND]


def check_invariants(self: ColoriState) -> None:
    """Raise AssertionError if the position breaks an invariant of the rules."""
    players = self.num_players
    zones = [*self.decks, *self.discards, *self.drawn, *self.drafted, *self.completed]
    zones += [*self.hands, self.draft_deck, self.destroyed, self.garment_deck, self.display]
    cards = [c for zone in zones for c in zone]
    expected = cards_in_play(players)
    assert sorted(cards) == sorted(expected), (
        f"{len(cards)} cards in the zones, expected {len(expected)} (or a card is duplicated)"
    )
    for seat in range(players):
        wheel = self.wheels[seat]
        assert len(wheel) == NUM_COLOURS and min(wheel) >= 0, "a colour count went negative"
        mine = set(self.decks[seat] + self.discards[seat] + self.drawn[seat])
        mine |= set(self.completed[seat])
        assert all(g in mine for g in self.owned[seat]), "a made garment left its owner"
        assert self.stars[seat] == sum(GARMENT_STARS[KIND[g]] for g in self.owned[seat])
        assert all(_IS_GARMENT_I[c] for c in self.completed[seat])
    assert not any(_IS_GARMENT_I[c] for c in self.draft_deck + self.destroyed)
    assert len(self.display) <= DISPLAY_SIZE
    assert all(c in self.destroyed for c in self.queue), (
        "queued abilities come from destroyed cards"
    )
    assert self.phase in ("draft", "action", "over"), f"unknown phase {self.phase!r}"
    if self.reshuffled:
        assert self.phase == "draft", "reshuffled cards are only remembered during the draft"
        assert set(self.draft_deck) <= set(self.reshuffled), (
            "the old draft deck is dealt out before any destroyed card (R1)"
        )
    if self.phase == "over":
        assert self.current_player == TERMINAL
    else:
        assert 0 <= self.current_player < players
        assert 1 <= self.round <= ROUNDS
        assert self.legal_actions(), "a running game always offers a move"
