"""Shared helpers for the Prêt-à-Porter rule tests."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.games.pret_a_porter.cards import MATERIALS, STYLES
from fashion_core.games.pret_a_porter.rules import PretAPorterState

COTTON, LINEN, WOOL, DENIM, LEATHER, SILK = range(len(MATERIALS))
EVENING, BUSINESS, CASUAL, ROCK, SPORT = range(len(STYLES))


def refuse(state: PretAPorterState, action, rule: str) -> None:
    """``action`` raises IllegalAction naming ``rule`` and leaves the state byte-identical."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == rule, str(info.value)
    assert state.to_json() == before


def cubes(**counts: int) -> list[int]:
    """A cube count per material, in the engine's order: ``cubes(silk=2, wool=1)``."""
    return [counts.get(material.lower(), 0) for material in MATERIALS]
