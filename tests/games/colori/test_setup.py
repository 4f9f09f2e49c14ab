"""Colori setup and drawing: the display, the first draw, an empty deck (rule E1)."""

from __future__ import annotations

from fashion_core.games.colori import GAME
from fashion_core.games.colori.actions import DestroyDrafted, StoreCard
from fashion_core.games.colori.cards import GARMENT_INSTANCES
from tests.games.colori.positions import action_position, kind, names


def test_setup_displays_six_garments_and_each_seat_draws_five():
    state = GAME.new(3, seed=5)
    assert len(state.display) == 6 and all(c in GARMENT_INSTANCES for c in state.display)
    assert [len(d) for d in state.drawn] == [5, 5, 5]
    assert [len(d) for d in state.decks] == [3, 3, 3]
    assert state.round == 1 and state.phase == "draft"


def test_drawing_takes_the_discard_pile_when_the_deck_runs_out():
    state = action_position(
        drafted=["Silk", "Turnsole"], deck=["Basic Red"], discard=["Woad", "Weld"]
    )
    state.apply(DestroyDrafted(kind("Silk")))  # Draw Cards x2
    assert names(state.drawn[0]) == ["Basic Red", "Woad"] or names(state.drawn[0]) == [
        "Basic Red",
        "Weld",
    ]
    assert len(state.decks[0]) == 1 and state.discards[0] == []


def test_drawing_with_empty_deck_and_discard_draws_what_it_can():
    state = action_position(drafted=["Saffron", "Turnsole"], deck=["Basic Red"])  # Draw Cards x3
    state.apply(DestroyDrafted(kind("Saffron")))
    assert names(state.drawn[0]) == ["Basic Red"]
    assert any("draws Basic Red" in e.text for e in state.log)


def test_redrawing_a_card_stored_earlier_this_turn_is_allowed():
    # Stored cards are discarded at once; Draw Cards may take the discard pile back (E2).
    state = action_position(drawn=["Woad"], drafted=["Linen", "Wool", "Turnsole"], deck=[])
    state.apply(DestroyDrafted(kind("Linen")))
    state.apply(StoreCard(kind("Woad")))
    state.apply(DestroyDrafted(kind("Wool")))
    assert names(state.drawn[0]) == ["Woad"]
