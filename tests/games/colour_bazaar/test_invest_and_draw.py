"""Colour Bazaar rules: invest and draw."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.decks.decktet import Suit, card
from fashion_core.games.colour_bazaar import (
    GAME,
    PlayCard,
    TakeChip,
)
from fashion_core.games.colour_bazaar.positions import arrange
from tests.games.colour_bazaar.helpers import position


def test_you_take_a_chip_only_after_influencing_fashion():
    state = position([["the Mill"], ["the Sea"]])
    with pytest.raises(IllegalAction, match="Play before you invest"):
        state.apply(TakeChip(Suit.MOONS))


def test_any_suit_left_in_the_supply_may_be_taken_whatever_card_was_played():
    state = position([["the Mill"], ["the Sea"]])
    state.apply(PlayCard(card("the Mill").id, 3))
    assert {a.suit for a in state.legal_actions()} == set(range(6))
    state.apply(TakeChip(Suit.MOONS))
    assert state.chips[0][Suit.MOONS] == 1 and state.supply[Suit.MOONS] == 4


def test_an_exhausted_chip_suit_cannot_be_taken():
    state = position([["the Mill"], ["the Sea"]], phase="invest")
    state.supply[Suit.KNOTS] = 0
    state.chips[1][Suit.KNOTS] = 5
    assert TakeChip(Suit.KNOTS) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Chips run out: no Knots chips"):
        state.apply(TakeChip(Suit.KNOTS))


def test_after_the_chip_you_draw_and_play_passes_to_the_left():
    state = position([["the Mill"], ["the Sea"]])
    top = state.deck[-1]
    state.apply(PlayCard(card("the Mill").id, 3))
    state.apply(TakeChip(Suit.WAVES))
    assert state.hands[0] == [top]
    assert state.current_player == 1 and state.phase == "influence"


def test_no_card_is_drawn_from_an_empty_draw_pile():
    state = position([["the Mill"], ["the Sea"]])
    state.deck = []
    state.apply(PlayCard(card("the Mill").id, 3))
    state.apply(TakeChip(Suit.WAVES))
    assert state.hands[0] == []


def test_the_game_ends_when_the_last_chip_is_taken_without_a_draw():
    state = position([["the Mill"], ["the Sea"]])
    state.supply = [0, 0, 0, 0, 0, 1]
    state.chips = [[3, 2, 3, 2, 2, 2], [2, 3, 2, 3, 3, 2]]
    deck_before = list(state.deck)
    state.apply(PlayCard(card("the Mill").id, 3))
    state.apply(TakeChip(Suit.KNOTS))
    assert state.is_over
    assert state.deck == deck_before
    assert state.legal_actions() == []


def test_a_player_with_no_cards_skips_the_card_and_still_takes_a_chip():
    # decktet.md 3.5: never happens with the basic deck, but a game must not stall on it.
    state = arrange(hands=[["the Mill"], []], deck=[])
    state.apply(PlayCard(card("the Mill").id, 3))
    state.apply(TakeChip(Suit.WAVES))
    assert state.current_player == 1 and state.phase == "invest"
    assert {type(a) for a in state.legal_actions()} == {TakeChip}
    state.apply(TakeChip(Suit.MOONS))
    assert state.chips[1][Suit.MOONS] == 1 and state.current_player == 0


@pytest.mark.parametrize(("players", "each"), [(2, 15), (3, 10)])
def test_a_game_always_lasts_thirty_turns(players, each):
    import random

    state = GAME.new(players, seed=players)
    rng = random.Random(1)
    takes = 0
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        takes += isinstance(action, TakeChip)
        state.apply(action)
    assert takes == 30
    assert [sum(c) for c in state.chips] == [each] * players
