"""Colori positions for the rule tests: the engine's position builder plus a few shorthands."""

from __future__ import annotations

from fashion_core.games.colori.cards import KEY, KIND, KIND_BY_NAME, NAME
from fashion_core.games.colori.positions import action_position, take
from fashion_core.games.colori.positions import wheel_of as _wheel_of

__all__ = ["action_position", "keys", "kind", "names", "take", "wheel_of"]


def kind(name: str) -> int:
    return KIND_BY_NAME[name]


def wheel_of(**colours: int) -> list[int]:
    """``wheel_of(Red=2)`` -> a 12-count wheel."""
    return _wheel_of(colours)


def keys(cards: list[int]) -> list[str]:
    return [KEY[c] for c in cards]


def names(cards: list[int]) -> list[str]:
    return sorted(NAME[KIND[c]] for c in cards)
