"""Colori's scene: exactly the legal moves are clickable, secrets stay secret, marks are right."""

from __future__ import annotations

import json
import random

import pytest

from fashion_core import GAMES
from fashion_core.games.colori.actions import DestroyDrafted, DestroyDrawn, Mix
from fashion_core.games.colori.cards import KEY, KIND_BY_NAME
from fashion_core.games.colori.positions import action_position, draft_position, then
from widgets.games.colori import scene as colori
from widgets.pages.app import GameApp
from widgets.table.scene import UIState

GAME = GAMES["colori"]


def build(state, seat=0, hide=(), lesson=False):
    ui = UIState(seat_kinds=["human"] * state.num_players, lesson=lesson)
    ui.extra["hide"] = hide
    return colori.build(state.view(seat), ui)


def clickable_actions(built):
    return {GAME.action_from_json(value) for kind, value in built.intents.values() if kind == "act"}


def items(scene):
    for area in scene["areas"]:
        for zone in area["zones"]:
            for item in zone["items"]:
                yield zone, item


def mixing(**wheel):
    state = action_position(drafted=["Cotton"], drawn=["Wool"], wheel=wheel)
    return then(state, DestroyDrafted(KIND_BY_NAME["Cotton"]))


@pytest.mark.parametrize("seed", range(6))
def test_every_legal_move_and_nothing_else_is_clickable(seed):
    rng = random.Random(seed)
    state = GAME.new(2 + seed % 3, seed=seed)
    checked = 0
    while not state.is_over and checked < 400:
        seat = state.current_player
        built = build(state, seat)
        assert clickable_actions(built) == set(state.legal_actions())
        for other in range(state.num_players):
            if other != seat:  # a seat waiting for its turn can click nothing
                assert not clickable_actions(build(state, other))
        state.apply(rng.choice(state.legal_actions()))
        checked += 1


def test_the_mix_helper_offers_exactly_the_legal_pairs_with_their_result():
    state = mixing(Red=2, Yellow=1, Blue=1, Orange=1, Teal=3)
    built = build(state)
    buttons = {b["key"]: b["label"] for b in built.scene["buttons"]}
    mixes = {k: v for k, v in buttons.items() if k.startswith("mix:")}
    legal = {a for a in state.legal_actions() if isinstance(a, Mix)}
    assert {GAME.action_from_json(built.intents[k][1]) for k in mixes} == legal
    assert "Red + Yellow → Orange" in mixes.values()
    assert "Red + Orange → Vermilion" in mixes.values()
    assert not any("Teal" in label for label in mixes.values())  # Teal mixes with nothing here
    assert buttons["stop:StopMixing"] == "Done mixing"


def test_the_strict_variant_changes_the_offered_pairs():
    wheel = {"Red": 1, "Yellow": 1, "Orange": 1}
    state = action_position(drafted=["Cotton"], drawn=["Wool"], wheel=wheel, strict_two_apart=True)
    then(state, DestroyDrafted(KIND_BY_NAME["Cotton"]))
    labels = [b["label"] for b in build(state).scene["buttons"]]
    assert "Red + Orange → Vermilion" in labels
    assert "Red + Yellow → Orange" not in labels  # four steps apart: no mix in this reading


def test_during_the_draft_no_other_hand_or_pick_reaches_the_scene():
    state = GAME.new(3, seed=7)
    rng = random.Random(1)
    for _ in range(7):  # into the second pick step: everyone holds a passed hand
        state.apply(rng.choice(state.legal_actions()))
    assert state.phase == "draft"
    for seat in range(3):
        text = json.dumps(build(state, seat).scene)
        for key in state.hidden_cards(seat):
            assert json.dumps(key) not in text, f"{key} shown to seat {seat}"
        own = state.view(seat)["draft"]["hand"]
        assert all(json.dumps(key) in text for key in own)


def test_rivals_picks_are_backs_until_the_draft_ends():
    state = GAME.new(2, seed=3)
    state.apply(state.legal_actions()[0])  # seat 0 picks
    state.apply(state.legal_actions()[0])  # seat 1 picks
    zone = next(z for z, _ in items(build(state, 0).scene) if z["id"] == "drafted-1")
    assert zone["items"] and all(item.get("back") for item in zone["items"])


def test_affordability_marks_match_the_view():
    state = action_position(
        drawn=["Wool", "Basic Blue"],
        drafted=["Kermes"],
        wheel={"Red": 4, "Blue": 3},
        display=["Brazilwood Rose Cloak", "Woad Blue Workman's Apron", "Kermes Crimson Robe"],
    )
    view = state.view(0)
    marks = {
        item["card"]: item["note"]
        for zone, item in items(build(state).scene)
        if zone["id"] == "display"
    }
    for entry in view["display"]:
        assert marks[entry["card"]].startswith("✓" if entry["affordable"] else "✖")
    assert marks[view["display"][1]["card"]] == "✖ Linen · 1 Blue"
    drafted = next(item for zone, item in items(build(state).scene) if zone["id"] == "drafted")
    assert drafted["note"] == "✓ can make one"


def test_hide_flags_keep_answers_off_the_table():
    state = mixing(Red=1, Yellow=1)
    scene = build(state, hide=("affordable", "mixing")).scene
    notes = [item.get("note") or "" for zone, item in items(scene) if zone["id"] == "display"]
    assert not any(n.startswith(("✓", "✖")) for n in notes)
    assert all(panel["id"] != "mixing" for panel in scene["side"])
    assert "→ ?" in " ".join(b["label"] for b in scene["buttons"])


def test_the_queue_shows_the_ability_resolving_now_first():
    k = KIND_BY_NAME
    state = action_position(drawn=["Linen", "Cotton", "Basic Red"], drafted=["Vermilion (Mineral)"])
    then(state, DestroyDrafted(k["Vermilion (Mineral)"]), DestroyDrawn(k["Linen"]))
    queue = next(z for z, _ in items(build(state).scene) if z["id"] == "queue")
    now, waiting = queue["items"]
    assert now["state"] == "current" and now["card"].startswith("Vermilion (Mineral)")
    assert waiting["card"].startswith("Linen") and waiting["note"] == "next"


def test_a_draft_hand_is_picked_by_clicking_its_cards():
    state = draft_position(["Kermes", "Woad", "Saffron", "Linen", "Basic Blue"])
    built = build(state)
    picks = [k for k in built.intents if k.startswith("pick:")]
    assert len(picks) == 5 and any(k.startswith("pick:Kermes#") for k in picks)


def test_hot_seat_draft_curtain_hides_both_hands():
    app = GameApp("colori", seats=["human", "human"], seed=5, bot_delay=0)
    if "ui:reveal" in app._intents:
        app.table.click("ui:reveal")
    pick = next(k for k in app._intents if k.startswith("pick:"))
    app.table.click(pick)
    scene = app.table.scene
    assert scene.get("curtain") and set(app._intents) == {"ui:reveal"}
    text = json.dumps(scene)
    for hand in app.match.state.hands:
        for card in hand:
            assert json.dumps(KEY[card]) not in text


def test_scenes_stay_small_through_a_five_player_game():
    # Build time is a benchmark figure (scripts/bench), never a timed assertion here.
    state = GAME.new(5, seed=2)
    rng = random.Random(3)
    sizes = []
    while not state.is_over:
        sizes.append(len(json.dumps(build(state, state.current_player).scene)))
        state.apply(rng.choice(state.legal_actions()))
    assert max(sizes) < 50_000
