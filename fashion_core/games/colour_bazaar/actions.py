"""Colour Bazaar's moves: play a card on a market, discard when stuck, take a chip."""

from __future__ import annotations

from dataclasses import dataclass

from fashion_core.decks.decktet import CARDS, NAME, SUITS, Suit
from fashion_core.engine import Action, State

MARKETS = 4


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Play ``card`` from hand on top of market ``stack`` (0-3); it must share a suit."""

    card: int
    stack: int

    def describe(self, state: State) -> str:
        return f"plays {NAME[self.card]} on market {self.stack + 1}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard ``card`` face up: allowed only when no card in hand can be played anywhere."""

    card: int

    def describe(self, state: State) -> str:
        return f"discards {NAME[self.card]}"


@dataclass(frozen=True, slots=True)
class TakeChip(Action):
    """Take one chip of ``suit`` (0-5) from the supply."""

    suit: int

    def describe(self, state: State) -> str:
        return f"takes a {Suit(self.suit).label} chip"


# Actions are interned: legal_actions() hands out these shared objects instead of new ones.
_PLAY = [[PlayCard(card, stack) for stack in range(MARKETS)] for card in range(len(CARDS))]
_DISCARD = [Discard(card) for card in range(len(CARDS))]
_TAKE = [TakeChip(suit) for suit in range(len(SUITS))]
