"""Colour Bazaar's moves: play a card on a market, discard when stuck, take a chip."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from fashion_core.decks.decktet import CARDS, NAME, SUITS, Suit
from fashion_core.engine import Action

MARKETS = 4


class BazaarMove(Action):
    """A Colour Bazaar move: how its fields read in ``says``."""

    __slots__ = ()  # its moves are slotted dataclasses: no __dict__ per move

    words: ClassVar[Mapping[str, Callable[[Any], Any]]] = {
        "card": NAME.__getitem__,
        "stack": lambda stack: stack + 1,  # markets are numbered from 1 on the table
        "suit": lambda suit: Suit(suit).label,
    }


@dataclass(frozen=True, slots=True)
class PlayCard(BazaarMove):
    """Play ``card`` from hand on top of market ``stack`` (0-3); it must share a suit."""

    card: int
    stack: int
    says = "plays {card} on market {stack}"


@dataclass(frozen=True, slots=True)
class Discard(BazaarMove):
    """Discard ``card`` face up: allowed only when no card in hand can be played anywhere."""

    card: int
    says = "discards {card}"


@dataclass(frozen=True, slots=True)
class TakeChip(BazaarMove):
    """Take one chip of ``suit`` (0-5) from the supply."""

    suit: int
    says = "takes a {suit} chip"


# Actions are interned: legal_actions() hands out these shared objects instead of new ones.
_PLAY = [[PlayCard(card, stack) for stack in range(MARKETS)] for card in range(len(CARDS))]
_DISCARD = [Discard(card) for card in range(len(CARDS))]
_TAKE = [TakeChip(suit) for suit in range(len(SUITS))]
