"""Moonscrown rules: information."""

from __future__ import annotations

import json
import random

from fashion_core.decks.decktet import card
from fashion_core.games.moonscrown import (
    GAME,
    DeclineScore,
    EndTurn,
)
from fashion_core.positions import play
from tests.games.moonscrown.helpers import P1, P2, pile, position, winner_position


def test_copies_keep_the_players_names():
    state = GAME.new(2, seed=1, names=["Ada", "Bo"])
    assert state.clone().player_name(1) == "Bo"
    assert state.determinize(0, random.Random(1)).view(0)["names"] == ["Ada", "Bo"]


def test_hidden_cards_are_the_other_hands_and_the_draw_pile():
    state = position([["the Sea"], ["the Mill"]], [["the Pact"], ["the Bard"]])
    hidden = state.hidden_cards(0)
    assert "the Bard" in hidden and "the Pact" not in hidden and "the Sea" not in hidden
    assert "the Darkness" in hidden  # in the draw pile
    assert {"the Pact", "the Bard"} <= state.hidden_cards(None)


def test_the_view_names_cards_and_lists_each_legal_move_with_a_warning():
    state = position([list(P1), list(P2)], [["the Journey", "Ace of Knots"], ["the Sea"]])
    view = state.view(0)
    json.dumps(view)
    assert view["pile_top"] == "Ace of Moons" and view["pile_size"] == 1
    assert view["displays"] == [list(P1), list(P2)]
    entries = {tuple(e["action"]): e for e in view["legal"]}
    journey = entries[("PlayToPile", card("the Journey").id)]
    assert journey["card"] == "the Journey" and journey["eliminates"]
    assert "out of this round" in journey["warning"]
    assert entries[("Fold",)]["move"] == "fold"
    assert state.view(1)["legal"] == [] and state.view(1)["hand"] == ["the Sea"]


def test_only_the_top_card_of_the_pile_is_shown():
    # MS-20: the cards under the top are out of play; the view gives the top and a count.
    state = position([["the Sea"], ["the Mill"]], [["the Pact"], ["the Bard"]], top="the Journey")
    for seat in (0, 1, None):
        view = state.view(seat)
        assert view["pile_top"] == "the Journey" and view["pile_size"] == 2
        assert "Ace of Moons" not in json.dumps(view)


def test_the_view_reports_the_current_conditions():
    state = position([list(P1), list(P2)], [["Ace of Knots"], ["the Sea"]], top="the Journey")
    conditions = state.view(None)["conditions"]["conditions"]
    assert [c["leader"] for c in conditions] == [1, 0]


def test_playing_a_card_reveals_it_to_the_others_only():
    state = position([["the Sea"], ["the Mill"], ["the Bard"]], [["the Pact"], ["the Author"], []])
    state.last_reveal = [0, 0, 0]
    state.apply(pile("the Pact"))
    assert state.last_reveal == [0, 1, 1]


def test_a_drawn_card_is_revealed_to_its_owner_only():
    state = position([["the Huntress"], ["Ace of Knots"]], [["the Mountain"], ["the Sea"]])
    state.last_reveal = [0, 0]
    play(state, pile("the Mountain"), EndTurn())
    assert state.last_reveal == [2, 1]


def test_a_new_deal_is_revealed_to_everybody():
    state = winner_position(["the Mill"])
    state.last_reveal = [0, 0]
    state.apply(DeclineScore())
    assert state.last_reveal == [state.moves, state.moves]
