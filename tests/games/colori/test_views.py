"""What each seat sees, and refused moves: views, legal-move entries, hidden cards."""

from __future__ import annotations

import json

import pytest

from fashion_core import IllegalAction
from fashion_core.games.colori import GAME
from fashion_core.games.colori.actions import END_TURN, DestroyDrafted, DestroyDrawn, DraftPick, Mix
from fashion_core.games.colori.cards import KIND
from tests.games.colori.positions import APRON, ROBE, action_position, kind, wheel_of


def test_illegal_moves_name_the_rule_and_change_nothing():
    state = GAME.new(2, seed=14)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Draft first"):
        state.apply(END_TURN)
    with pytest.raises(IllegalAction, match="Draft: there is no"):
        missing = next(k for k in range(40) if k not in {KIND[c] for c in state.own_hand(0)})
        state.apply(DraftPick(missing))
    assert state.to_json() == before


def test_view_lists_legal_moves_with_their_cards():
    state = action_position(drawn=["Basic Red", "Basic Red"], drafted=["Woad"])
    view = state.view(0)
    entry = next(e for e in view["legal"] if e["action"][0] == "DestroyDrafted")
    assert entry["card"].startswith("Woad#") and "Store Colors ×2" in entry["label"]
    state.apply(DestroyDrafted(kind("Woad")))
    view = state.view(0)
    assert view["resolving"]["ability"] == "Store Colors ×2"
    store = [e for e in view["legal"] if e["action"][0] == "StoreCard"]
    assert len(store) == 1 and len(store[0]["cards"]) == 2
    assert state.view(1)["legal"] == []


def test_view_shows_the_queue_and_the_display_with_affordable_flags():
    state = action_position(
        drawn=["Wool", "Cotton", "Basic Red"],
        drafted=["Vermilion (Mineral)"],
        wheel=wheel_of(Red=4),
        display=[ROBE, APRON],
    )
    state.apply(DestroyDrafted(kind("Vermilion (Mineral)")))
    state.apply(DestroyDrawn(kind("Basic Red")))
    view = state.view(0)
    assert [q["ability"] for q in view["queue"]] == ["Store Colors ×1"]
    flags = {d["name"]: d["affordable"] for d in view["display"]}
    assert flags == {ROBE: True, APRON: False}
    assert view["seats"][0]["wheel_by_colour"]["Red"] == 4
    json.dumps(view)


def test_personal_decks_show_their_contents_but_never_their_keys():
    state = GAME.new(2, seed=15)
    view = state.view(1)
    deck = view["seats"][0]["deck"]
    assert deck == sorted(deck) and len(deck) == 3
    assert all("#" not in name for name in deck)
    text = json.dumps(view)
    assert not any(json.dumps(key) in text for key in state.hidden_cards(1))


def test_a_move_with_wrongly_typed_fields_is_refused_and_changes_nothing():
    state = action_position(drawn=["Basic Red"], drafted=["Woad"])
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Move format"):
        state.apply(DestroyDrafted(True))  # type: ignore[arg-type] - True is no card kind
    with pytest.raises(IllegalAction, match="Move format"):
        state.apply(Mix(0, "2"))  # type: ignore[arg-type]
    assert state.to_json() == before


def test_every_card_is_in_exactly_one_zone():
    state = action_position(drawn=["Basic Red"], drafted=["Woad"])
    state.check_invariants()
    state.drawn[0][0] = state.drafted[0][0]  # the Woad lies in two places, the Red nowhere
    with pytest.raises(AssertionError, match="a card appears twice or a card is missing"):
        state.check_invariants()
    state.drawn[0].append(state.drafted[0][0])  # and one card too many
    with pytest.raises(AssertionError, match="245 cards in play, expected 244"):
        state.check_invariants()
