"""Colori positions for the rule tests: the engine's position builder, shorthands, garments."""

from __future__ import annotations

from fashion_core.games.colori.cards import KEY, KIND, KIND_BY_NAME, NAME
from fashion_core.games.colori.positions import action_position, take
from fashion_core.games.colori.positions import wheel_of as _wheel_of

__all__ = ["APRON", "ROBE", "SHAWL", "action_position", "keys", "kind", "names", "take", "wheel_of"]


def kind(name: str) -> int:
    return KIND_BY_NAME[name]


def wheel_of(**colours: int) -> list[int]:
    """``wheel_of(Red=2)`` -> a 12-count wheel."""
    return _wheel_of(colours)


def keys(cards: list[int]) -> list[str]:
    return [KEY[c] for c in cards]


def names(cards: list[int]) -> list[str]:
    return sorted(NAME[KIND[c]] for c in cards)


ROBE = "Brazilwood Rose Cloak"  # Wool, 4 Red, 2 stars
SHAWL = "Spanish Broom Sunlight Shawl"  # Wool, 4 Yellow, 2 stars
APRON = "Woad Blue Workman's Apron"  # Linen, 4 Blue
