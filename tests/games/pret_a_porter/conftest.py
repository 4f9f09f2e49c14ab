"""Shared helpers for the Prêt-à-Porter rule tests."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.games.pret_a_porter.rules import PretAPorterState


def refuse(state: PretAPorterState, action, rule: str) -> None:
    """``action`` raises IllegalAction naming ``rule`` and leaves the state byte-identical."""
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.rule == rule, str(info.value)
    assert state.to_json() == before
