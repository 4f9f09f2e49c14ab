"""Purple Rules moves: a bid, a pass, a card.

>>> Bid(3, 2).to_json(), Pass().to_json(), PlayCard(14).to_json()
(['Bid', 3, 2], ['Pass'], ['PlayCard', 14])
>>> BID[bid_index(1, NO_TRUMP)]
Bid(level=1, trump=-1)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from fashion_core.decks.purple_pack import DECK, NAME
from fashion_core.engine import Action, State, named
from fashion_core.games.purple_rules.auction import LADDER, bid_index, bid_meaning, bid_name
from fashion_core.games.purple_rules.tricks import NO_TRUMP


class PurpleMove(Action):
    """A Purple Rules move: how its fields read in ``says``."""

    __slots__ = ()  # its moves are slotted dataclasses: no __dict__ per move

    words: ClassVar[Mapping[str, Callable[[Any], Any]]] = {"card": named(NAME, "card {!r}")}


@dataclass(frozen=True, slots=True)
class Bid(PurpleMove):
    """Promise to win 6 + ``level`` tricks with colour ``trump`` as trump (-1: No Trump)."""

    level: int
    """1-6."""
    trump: int
    """A colour id, or -1 for No Trump."""

    def describe(self, state: State) -> str:
        if (self.level, self.trump) in LADDER:
            return f"bids {bid_name(bid_index(self.level, self.trump))}"
        return f"bids level {self.level} in denomination {self.trump}"

    def meaning(self) -> str:
        """``"3 Gold: win 9 of 12 tricks with Gold as trump"``."""
        return bid_meaning(bid_index(self.level, self.trump))


@dataclass(frozen=True, slots=True)
class Pass(PurpleMove):
    """Make no bid this time round (you may bid again later)."""

    says = "passes"


@dataclass(frozen=True, slots=True)
class PlayCard(PurpleMove):
    """Play ``card`` from your hand to the trick."""

    card: int
    says = "plays {card}"


# Interned: legal_actions() hands out these shared objects.
BID: tuple[Bid, ...] = tuple(Bid(level, trump) for level, trump in LADDER)
"""Every bid, indexed by ladder position."""
PASS_CALL = Pass()
PLAY: tuple[PlayCard, ...] = tuple(PlayCard(card) for card in DECK)

__all__ = ["BID", "NO_TRUMP", "PASS_CALL", "PLAY", "Bid", "Pass", "PlayCard"]
