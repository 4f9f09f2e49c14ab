"""Shared positions and names for the Prêt-à-Porter rule and scene tests."""

from __future__ import annotations

from typing import Any

from fashion_core.games.pret_a_porter.cards import MATERIALS, STYLES
from fashion_core.games.pret_a_porter.positions import arrange, to_exhibition
from fashion_core.games.pret_a_porter.rules import PretAPorterState

COTTON, LINEN, WOOL, DENIM, LEATHER, SILK = range(len(MATERIALS))
EVENING, BUSINESS, CASUAL, ROCK, SPORT = range(len(STYLES))


def cubes(**counts: int) -> list[int]:
    """A cube count per material, in the engine's order: ``cubes(silk=2, wool=1)``."""
    return [counts.get(material.lower(), 0) for material in MATERIALS]


def show(players: int = 2, **fields: Any) -> PretAPorterState:
    """An exhibition round's Show (round 3 unless ``round`` is given), seat 0 first, from a
    position :func:`arrange` builds with ``fields``."""
    fields.setdefault("first", 0)
    s = arrange(players=players, seed=1, **fields)
    return to_exhibition(s, fields.get("round", 3))
