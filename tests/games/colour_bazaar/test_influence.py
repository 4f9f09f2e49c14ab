"""Colour Bazaar rules: influence fashion."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.decks.decktet import BASIC_DECK, card, ids
from fashion_core.games.colour_bazaar import (
    GAME,
    Discard,
    PlayCard,
    can_play_on,
)
from tests.games.colour_bazaar.helpers import position


def test_a_card_may_go_on_a_stack_that_shares_a_suit():
    assert can_play_on(card("the Mill").id, card("the Sea").id)  # Waves
    assert not can_play_on(card("the Mill").id, card("the Bard").id)


def test_a_pawn_accepts_any_card_sharing_one_of_its_three_suits():
    harvest = card("the Harvest").id  # Moons, Suns, Leaves
    assert can_play_on(card("the Forest").id, harvest)
    assert can_play_on(card("Ace of Suns").id, harvest)
    assert not can_play_on(card("the Cave").id, harvest)  # Waves, Wyrms


def test_every_basic_card_can_be_played_at_the_start():
    state = GAME.new(2, seed=0)
    for c in BASIC_DECK:
        assert any(can_play_on(c, s[-1]) for s in state.stacks), card(c).name


def test_playing_a_card_that_shares_no_suit_is_refused_with_the_rule():
    state = position([["the Mill", "the Sea"], ["the Bard"]], stacks=[["the Calamity"], [], [], []])
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Suit match: the Mill cannot go on market 1"):
        state.apply(PlayCard(card("the Mill").id, 0))
    assert state.to_json() == before


def test_you_may_only_play_cards_from_your_own_hand():
    state = position([["the Mill"], ["the Sea"]])
    with pytest.raises(IllegalAction, match="Play from your hand"):
        state.apply(PlayCard(card("the Sea").id, 0))


def test_you_must_play_if_any_card_can_be_played():
    state = position([["the Mill", "Ace of Moons"], ["the Sea"]])
    legal = state.legal_actions()
    assert legal and all(isinstance(a, PlayCard) for a in legal)
    with pytest.raises(IllegalAction, match="Discard only when stuck"):
        state.apply(Discard(card("the Mill").id))


def test_you_must_discard_when_no_card_fits_any_market():
    # The market tops show only Wyrms, Knots and Suns; the hand has Waves, Leaves and Moons.
    state = position(
        [["the Mill", "Ace of Moons"], ["the Sea"]],
        stacks=[["the Calamity"], ["Ace of Wyrms"], ["the Windfall"], ["the Bard"]],
    )
    legal = state.legal_actions()
    assert {type(a) for a in legal} == {Discard}
    assert {a.card for a in legal} == set(ids("the Mill", "Ace of Moons"))
    state.apply(Discard(card("the Mill").id))
    assert state.discards == ids("the Mill")
    assert state.phase == "invest", "you still take a chip after discarding"


def test_only_one_card_may_be_played_per_turn():
    state = position([["the Mill", "the Sailor"], ["the Sea"]])
    state.apply(PlayCard(card("the Mill").id, 3))  # Borderland has Waves
    with pytest.raises(IllegalAction, match="One card per turn"):
        state.apply(PlayCard(card("the Sailor").id, 3))
