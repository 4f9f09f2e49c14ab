"""Colour Bazaar rules: setup."""

from __future__ import annotations

import pytest

from fashion_core.decks.decktet import COURTS, PAWNS
from fashion_core.games.colour_bazaar import (
    GAME,
)


@pytest.mark.parametrize("players", [2, 3])
def test_setup_deals_four_cards_each_and_lays_out_the_four_pawns(players):
    state = GAME.new(players, seed=3)
    assert [len(h) for h in state.hands] == [4] * players
    assert [s[0] for s in state.stacks] == list(PAWNS)
    assert len(state.deck) == 36 - 4 * players
    assert state.supply == [5] * 6


def test_the_first_player_is_chosen_by_chance():
    firsts = {GAME.new(3, seed=s).current_player for s in range(30)}
    assert firsts == {0, 1, 2}


def test_the_extended_option_adds_the_four_courts_to_the_deck():
    state = GAME.new(2, seed=2, extended=True)
    in_play = state.deck + [c for h in state.hands for c in h]
    assert set(COURTS) <= set(in_play)
    assert len(in_play) == 40
