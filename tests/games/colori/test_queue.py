"""Destroying cards and the ability queue (rule Q1): first in, first out, one at a time."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.games.colori import GAME
from fashion_core.games.colori.actions import (
    END_TURN,
    STOP_STORING,
    DestroyDrafted,
    DestroyDrawn,
    Mix,
    StoreCard,
)
from fashion_core.games.colori.cards import KIND, NAME
from fashion_core.games.colori.wheel import RED, YELLOW
from tests.games.colori.positions import ROBE, action_position, kind, names, wheel_of


def test_a_destroyed_drafted_card_goes_to_the_shared_destroyed_pile():
    state = action_position(drawn=["Basic Red"], drafted=["Woad", "Weld"])
    state.apply(DestroyDrafted(kind("Woad")))
    assert [NAME[KIND[c]] for c in state.destroyed] == ["Woad"]


def test_the_queue_must_be_empty_before_destroying_another_card():
    state = action_position(drawn=["Basic Red", "Basic Blue"], drafted=["Woad", "Weld"])
    state.apply(DestroyDrafted(kind("Woad")))
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Queue first: resolve Store Colors before"):
        state.apply(DestroyDrafted(kind("Weld")))
    with pytest.raises(IllegalAction, match="Queue first"):
        state.apply(END_TURN)
    assert state.to_json() == before


def test_destroyed_abilities_join_the_back_of_the_queue():
    # Iron Black destroys two drawn cards; their abilities resolve in the order chosen.
    state = action_position(
        drawn=["Basic Red", "Cotton", "Wool", "Basic Yellow"],
        drafted=["Iron Black", "Turnsole"],
        wheel=wheel_of(Red=1, Yellow=1),
        deck=["Basic Blue"],
    )
    state.apply(DestroyDrafted(kind("Iron Black")))
    state.apply(DestroyDrawn(kind("Cotton")))  # Mix Colors x1
    state.apply(DestroyDrawn(kind("Wool")))  # Draw Cards x1
    # Cotton's mix resolves first; Wool's draw waits behind it in the queue.
    assert NAME[KIND[state.resolving]] == "Cotton" and state.choice == "mix"
    assert [NAME[KIND[c]] for c in state.queue] == ["Wool"]
    assert names(state.drawn[0]) == ["Basic Red", "Basic Yellow"]
    state.apply(Mix(RED, YELLOW))
    assert names(state.drawn[0]) == ["Basic Blue", "Basic Red", "Basic Yellow"]


def test_destroy_cards_can_fire_a_drawn_make_garment_dye():
    state = action_position(
        drawn=["Wool", "Kermes"],
        drafted=["Smalt", "Turnsole"],
        wheel=wheel_of(Red=4),
        display=[ROBE],
    )
    state.apply(DestroyDrafted(kind("Smalt")))  # Destroy Cards x1
    state.apply(DestroyDrawn(kind("Kermes")))  # its Make Garment joins the queue and resolves
    assert state.stars[0] == 2
    assert "Kermes" in names(state.destroyed)


def decision(state):
    """The decision waited for: (the choice, who makes it, how many more, which card asked)."""
    return state.choice, state.current_player, state.remaining, state.resolving


def test_a_resolving_ability_is_the_pending_decision():
    state = action_position(drawn=["Basic Red", "Basic Blue", "Weld"], drafted=["Saxon Green"])
    assert state.choice == "turn"  # a plain turn: destroy a drafted card or end it
    state.apply(DestroyDrafted(kind("Saxon Green")))  # Store Colors x3
    saxon = state.destroyed[-1]
    assert decision(state) == ("store", 0, 3, saxon)
    state.apply(StoreCard(kind("Weld")))
    assert decision(state) == ("store", 0, 2, saxon)
    state.apply(STOP_STORING)
    assert state.choice == "turn"


def test_there_is_no_pending_decision_during_the_draft():
    state = GAME.new(3, seed=2)
    assert state.phase == "draft" and state.choice == "turn"
    assert {type(a).__name__ for a in state.legal_actions()} == {"DraftPick"}
