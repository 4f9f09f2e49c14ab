"""Moonscrown rules: the draw-pile variant (4.8)."""

from __future__ import annotations

import pytest

from fashion_core.decks.decktet import ids
from fashion_core.games.moonscrown import (
    EndTurn,
)
from fashion_core.games.moonscrown.rules import (
    FAILED,
    IN,
)
from fashion_core.positions import play
from tests.games.moonscrown.helpers import pile, position, show


def test_draw_variant_draws_suits_minus_one():
    mountain = position(
        [["the Huntress"], ["Ace of Knots"]], [["the Mountain"], ["the Sea"]], draw=["the Mill"]
    )
    play(mountain, pile("the Mountain"), EndTurn())
    assert mountain.status[0] == IN and mountain.hands[0] == ids("the Mill")


@pytest.mark.parametrize(
    ("single", "shown"), [("the Huntress", "the Pact"), ("Ace of Suns", "the Bard")]
)
def test_one_suit_cards_on_the_pile_draw_nothing(single, shown):
    state = position([[shown], ["Ace of Knots"]], [[single], ["the Sea"]])
    play(state, pile(single), EndTurn())
    assert state.status[0] == IN and state.hands[0] == []


def test_the_draw_comes_at_the_end_of_the_turn():
    state = position(
        [["the Huntress"], ["Ace of Knots"]],
        [["the Mountain", "the Sea"], ["the Bard"]],
        draw=["the Mill"],
    )
    state.apply(pile("the Mountain"))
    assert state.hands[0] == ids("the Sea")  # nothing drawn yet: it cannot be used this turn
    state.apply(show("the Sea"))
    assert state.hands[0] == ids("the Mill")


def test_no_draw_after_a_failed_check():
    state = position([["Ace of Knots"], ["the Huntress"]], [["the Mountain"], ["the Sea"]])
    play(state, pile("the Mountain"), EndTurn())
    assert state.status[0] == FAILED and state.hands[0] == []


def test_an_empty_draw_pile_draws_what_is_left():
    state = position([["the Huntress"], ["Ace of Knots"]], [["the Mountain"], ["the Sea"]])
    state.draw_pile = []  # as if every card had been drawn already
    play(state, pile("the Mountain"), EndTurn())
    assert state.status[0] == IN and state.hands[0] == [] and state.current_player == 1


def test_without_the_draw_variant_nobody_draws():
    state = position(
        [["the Huntress"], ["Ace of Knots"]], [["the Mountain"], ["the Sea"]], draw_pile=False
    )
    play(state, pile("the Mountain"), EndTurn())
    assert state.status[0] == IN and state.hands[0] == []
    assert state.view(0)["draw_pile_size"] == 0
