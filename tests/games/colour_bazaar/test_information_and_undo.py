"""Colour Bazaar rules: information and undo."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction, Match
from fashion_core.decks.decktet import Suit, card
from fashion_core.games.colour_bazaar import (
    GAME,
    Discard,
    TakeChip,
)
from tests.games.colour_bazaar.helpers import position


def test_a_view_shows_your_hand_and_only_the_size_of_the_others():
    state = position([["the Mill", "the Sea"], ["the Bard", "the Pact"]])
    view = state.view(0)
    assert view["hand"] == ["the Mill", "the Sea"]
    assert view["hand_sizes"] == [2, 2]
    assert "the Bard" not in str(view) and "the Pact" not in str(view)
    assert state.view(None)["hand"] is None


def test_chips_discards_and_the_draw_pile_size_are_public():
    # decktet.md CB-8, CB-9 and 3.4: only hands (and the draw pile's order) are hidden.
    state = position(
        [["the Mill", "Ace of Moons"], ["the Sea"]],
        stacks=[["the Calamity"], ["Ace of Wyrms"], ["the Windfall"], ["the Bard"]],
    )
    state.apply(Discard(card("the Mill").id))
    state.apply(TakeChip(Suit.KNOTS))
    for viewer in (1, None):
        view = state.view(viewer)
        assert view["discards"] == ["the Mill"]
        assert view["chips"][0][Suit.KNOTS] == 1 and view["supply"][Suit.KNOTS] == 4
        assert view["draw_pile_size"] == len(state.deck) == 36 - 3 - 4 - 1


def test_you_can_undo_your_card_play_but_not_past_your_draw():
    match = Match(GAME, 2, seed=4)
    seat = match.state.current_player
    match.apply(match.state.legal_actions()[0])
    assert match.can_undo(seat)
    match.apply(match.state.legal_actions()[0])  # the chip, then the draw
    assert not match.can_undo(seat)


def test_an_illegal_action_from_the_wrong_seat_is_refused():
    match = Match(GAME, 2, seed=4, names=["Ada", "Bo"])
    other = 1 - match.state.current_player
    with pytest.raises(IllegalAction, match="Wait your turn"):
        match.apply(match.state.legal_actions()[0], seat=other)
