"""Colori positions for the rule tests: the engine's position builder, shorthands, garments."""

from __future__ import annotations

from fashion_core.games.colori.cards import KEY, KIND, KIND_BY_NAME, NAME
from fashion_core.games.colori.positions import action_position, take
from fashion_core.games.colori.positions import wheel_of as _wheel_of
from fashion_core.games.colori.rules import ColoriState

__all__ = [
    "APRON",
    "ROBE",
    "SHAWL",
    "action_position",
    "counted",
    "deal_position",
    "keys",
    "kind",
    "names",
    "take",
    "wheel_of",
]


def kind(name: str) -> int:
    return KIND_BY_NAME[name]


def wheel_of(**colours: int) -> list[int]:
    """``wheel_of(Red=2)`` -> a 12-count wheel."""
    return _wheel_of(colours)


def keys(cards: list[int]) -> list[str]:
    return [KEY[c] for c in cards]


def names(cards: list[int]) -> list[str]:
    return sorted(NAME[KIND[c]] for c in cards)


def deal_position(deck: list[str], destroyed: list[str], players: int = 4) -> ColoriState:
    """The last seat of round 1 about to end its turn, so that ending it deals round 2.

    The draft deck holds exactly ``deck`` and the destroyed pile exactly ``destroyed`` (card
    names); the rest of the draft supply lies in the first seat's discard pile, out of the way.
    """
    state = action_position(players=players, seat=players - 1, others=())
    old = [take(state, name, state.draft_deck) for name in deck]
    state.destroyed = [take(state, name, state.draft_deck) for name in destroyed]
    state.discards[0] += state.draft_deck
    state.draft_deck = old
    state.check_invariants()
    return state


def counted(counts: dict[str, int]) -> list[str]:
    """``{"Wool": 2, "Silk": 1}`` -> ``["Wool", "Wool", "Silk"]``."""
    return [name for name, n in counts.items() for _ in range(n)]


ROBE = "Brazilwood Rose Cloak"  # Wool, 4 Red, 2 stars
SHAWL = "Spanish Broom Sunlight Shawl"  # Wool, 4 Yellow, 2 stars
APRON = "Woad Blue Workman's Apron"  # Linen, 4 Blue
