"""The Store Colors, Destroy Cards and Draw Cards abilities (rules S1, G2)."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.games.colori.actions import (
    END_TURN,
    STOP_DESTROYING,
    STOP_STORING,
    DestroyDrafted,
    DestroyDrawn,
    StoreCard,
)
from tests.games.colori.positions import action_position, kind, names, wheel_of


def test_store_colors_stores_all_pips_of_chosen_drawn_cards():
    state = action_position(
        drawn=["Venetian Red Earth", "Basic Blue"], drafted=["Linen", "Turnsole"]
    )
    state.apply(DestroyDrafted(kind("Linen")))
    state.apply(StoreCard(kind("Venetian Red Earth")))
    assert state.wheels[0] == wheel_of(Red=1, Vermilion=1, Amber=1)
    assert names(state.discards[0]) == ["Venetian Red Earth"]
    assert names(state.drawn[0]) == ["Basic Blue"]


def test_store_colors_does_not_store_the_destroyed_cards_own_pips():
    state = action_position(drawn=["Basic Blue"], drafted=["Madder"])
    state.apply(DestroyDrafted(kind("Madder")))  # 2 Red, 1 Vermilion; Store Colors x2
    state.apply(StoreCard(kind("Basic Blue")))
    assert state.wheels[0] == wheel_of(Blue=1)


def test_store_colors_may_store_fewer_than_n():
    state = action_position(drawn=["Basic Red", "Basic Blue", "Weld"], drafted=["Saxon Green"])
    state.apply(DestroyDrafted(kind("Saxon Green")))
    assert STOP_STORING in state.legal_actions()
    state.apply(StoreCard(kind("Weld")))
    state.apply(STOP_STORING)
    assert state.wheels[0] == wheel_of(Yellow=3)
    assert state.choice == "turn"


def test_store_colors_stores_at_most_n_cards():
    # Madder: Store Colors x2. Three drawn cards with pips, but the third stays drawn.
    state = action_position(
        drawn=["Basic Red", "Basic Blue", "Weld"], drafted=["Madder", "Turnsole"]
    )
    state.apply(DestroyDrafted(kind("Madder")))
    state.apply(StoreCard(kind("Basic Red")))
    state.apply(StoreCard(kind("Basic Blue")))
    assert state.choice == "turn" and StoreCard(kind("Weld")) not in state.legal_actions()
    assert state.wheels[0] == wheel_of(Red=1, Blue=1) and names(state.drawn[0]) == ["Weld"]


def test_store_colors_offers_only_cards_with_pips():
    state = action_position(drawn=["Wool", "Basic Red"], drafted=["Linen"])
    state.apply(DestroyDrafted(kind("Linen")))
    assert set(state.legal_actions()) == {StoreCard(kind("Basic Red")), STOP_STORING}
    with pytest.raises(IllegalAction, match="Store Colors: Wool has no colour pips"):
        state.apply(StoreCard(kind("Wool")))


def test_lenient_store_variant_lets_store_take_pipless_cards():
    state = action_position(drawn=["Wool"], drafted=["Linen"], lenient_store=True)
    state.apply(DestroyDrafted(kind("Linen")))
    state.apply(StoreCard(kind("Wool")))
    assert names(state.discards[0]) == ["Wool"] and sum(state.wheels[0]) == 0


def test_store_with_an_empty_drawn_area_does_not_soft_lock():
    # colori.md 3a defect 1: the ability simply does nothing.
    state = action_position(drawn=[], drafted=["Woad", "Linen"])
    state.apply(DestroyDrafted(kind("Woad")))
    assert state.choice == "turn"
    assert set(state.legal_actions()) == {DestroyDrafted(kind("Linen")), END_TURN}
    assert any("does nothing" in e.text for e in state.log)


def test_destroy_with_an_empty_drawn_area_does_not_soft_lock():
    state = action_position(drawn=[], drafted=["Smalt", "Linen"])
    state.apply(DestroyDrafted(kind("Smalt")))
    assert state.choice == "turn" and END_TURN in state.legal_actions()


def test_destroy_cards_may_destroy_fewer_than_n():
    state = action_position(drawn=["Basic Red", "Basic Blue"], drafted=["Iron Black", "Turnsole"])
    state.apply(DestroyDrafted(kind("Iron Black")))
    assert STOP_DESTROYING in state.legal_actions()
    state.apply(STOP_DESTROYING)
    assert names(state.drawn[0]) == ["Basic Blue", "Basic Red"]


def test_garments_are_never_destroy_targets():
    state = action_position(
        drawn=["Basic Red", "Kermes Crimson Robe"], drafted=["Smalt"], deck=["Basic Blue"]
    )
    state.apply(DestroyDrafted(kind("Smalt")))
    assert DestroyDrawn(kind("Kermes Crimson Robe")) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Destroy Cards: garments cannot be destroyed"):
        state.apply(DestroyDrawn(kind("Kermes Crimson Robe")))


def test_draw_cards_draws_n_from_the_personal_deck():
    state = action_position(drafted=["Silk", "Turnsole"], deck=["Woad", "Weld", "Basic Red"])
    state.apply(DestroyDrafted(kind("Silk")))
    assert len(state.drawn[0]) == 2 and len(state.decks[0]) == 1
