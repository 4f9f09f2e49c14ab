"""A state's declaration is its whole set of attributes (``fashion_core.engine.Declared``):
slots made from ``fields``, starting values from the class body, and fields a copy must not
inherit. Every real game is checked by the conformance suite; these cases pin the mechanism's
own rules on a small state."""

from __future__ import annotations

import types
from typing import Any

import pytest

from fashion_core.engine import Action, State
from fashion_core.zones import Field, copier


class Counter(State):
    """A one-field game with a cache that copies inherit and one that they must not."""

    fields = (
        Field("count"),
        Field("seen", depth=1, saved=False),
        Field("ahead", saved=False, copied=False),
    )
    ahead = None  # a declared field's value in the class body is its starting value

    def setup(self) -> None:
        self.count = 0
        self.seen = []

    def _apply(self, action: Action) -> None:
        self.count += 1

    @property
    def is_over(self) -> bool:
        return False

    def scores(self) -> list[float]:
        return [0.0] * self.num_players

    def view(self, seat: int | None) -> dict[str, Any]:
        return {}

    def card_supply(self) -> list[int]:
        return []

    def card_key(self, card: int) -> str:
        return str(card)


def test_declared_fields_are_the_slots_and_nothing_else_can_be_set():
    state = Counter(2, seed=1, options={})
    assert not hasattr(state, "__dict__")
    assert {"count", "seen", "ahead"} <= set(Counter.__slots__)
    with pytest.raises(AttributeError):
        state.undeclared = 1


def test_a_value_in_the_class_body_is_the_starting_value_of_every_state():
    assert isinstance(Counter.__dict__["ahead"], types.MemberDescriptorType)  # a slot now
    assert Counter._starts == {"ahead": None}
    assert Counter(2, seed=1, options={}).ahead is None


def test_a_field_that_is_not_copied_starts_afresh_in_every_copy():
    state = Counter(2, seed=1, options={})
    state.ahead = ("listed", "moves")
    state.seen.append(3)
    for copy in (state.clone(), state.search_copy()):
        assert copy.ahead is None
        assert copy.seen == [3] and copy.seen is not state.seen
    assert state.ahead == ("listed", "moves")


def test_a_field_that_is_not_copied_cannot_be_saved():
    with pytest.raises(ValueError, match="cannot be saved"):
        Field("ahead", copied=False)


def test_a_field_that_is_not_copied_needs_a_starting_value():
    with pytest.raises(ValueError, match="no starting value"):
        copier([Field("ahead", saved=False, copied=False)])


def test_a_declared_field_cannot_also_be_a_method():
    with pytest.raises(TypeError, match="declared field and a method"):

        class Broken(State):
            fields = (Field("count"),)

            def count(self) -> int:
                return 0
