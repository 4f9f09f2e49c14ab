"""Prêt-à-Porter's scene: the board's spaces, the money outlook, the collection builder and
the awards, built from views only; and a whole game driven through GameApp by clicks."""

from __future__ import annotations

import random

from fashion_core.games.pret_a_porter.actions import ChooseStyle
from fashion_core.games.pret_a_porter.positions import arrange, card, to_exhibition, visit
from tests.games.pret_a_porter.helpers import show
from tests.widgets.drive import click_one_move
from widgets.games.pret_a_porter.scene import build
from widgets.pages.app import GameApp
from widgets.table.scene import UIState


def zone(scene: dict, zone_id: str) -> dict:
    return next(z for a in scene["areas"] for z in a["zones"] if z["id"] == zone_id)


def panel(scene: dict, panel_id: str) -> dict:
    return next(p for p in scene["side"] if p["id"] == panel_id)


def test_unused_spaces_are_greyed_for_the_player_count():
    s = arrange(players=2, seed=1, first=0, current_player=0)
    scene = build(s.view(0), UIState()).scene
    items = zone(scene, "loc-9")["items"][:4]
    assert [i.get("state") for i in items] == ["playable", None, "dim", "dim"]
    assert "not used with 2 players" in items[2]["label"]
    s4 = arrange(players=4, seed=1, first=0, current_player=0)
    items4 = zone(build(s4.view(0), UIState()).scene, "loc-9")["items"][:4]
    assert all(i.get("state") != "dim" for i in items4)


def test_each_open_space_describes_its_location_before_placing():
    s = arrange(players=2, seed=1, first=0, current_player=0)
    built = build(s.view(0), UIState())
    label = zone(built.scene, "loc-1")["items"][0]["label"]
    assert "credit" in label and built.intents["place:1"] == ("act", ["PlacePawn", 1, 0])


def test_the_money_outlook_warns_before_a_forced_loan():
    s = arrange(players=2, seed=1, cash=[3, 40], first=0)
    visit(s, {6: [0], 9: [1]})
    view = s.view(0)
    lines = panel(build(view, UIState()).scene, "forecast")["lines"]
    assert any("upkeep this round $3" in line for line in lines)
    # Buying a $2 cube would leave $1 for $3 of upkeep: the move carries a warning.
    assert any("forced $20 loan" in e.get("warning", "") for e in view["legal"])
    assert any(line.startswith("⚠") for line in lines)


def test_the_collection_builder_shows_which_designs_can_join():
    s = show(
        designs=[["D01", "D03"], []],
        cubes=[[1, 0, 0, 0, 0, 1], [0] * 6],
    )
    s.apply(ChooseStyle(0))
    lines = panel(build(s.view(0), UIState()).scene, "builder")["lines"]
    assert any(line.startswith("D01") and "can join" in line for line in lines)
    assert any(line.startswith("D03") and "—" in line for line in lines)


def test_the_awards_are_explained_line_by_line_after_an_exhibition():
    s = show(q=[3, 1])
    lines = panel(build(s.view(0), UIState()).scene, "awards")["lines"]
    assert len(lines) == 4
    q_line = next(line for line in lines if "(Q:" in line)
    assert "Player 1 3, Player 2 1" in q_line


def test_gameapp_plays_a_whole_three_player_game_by_clicks():
    app = GameApp("pret_a_porter", seats=["human", "heuristic", "random"], seed=5, bot_delay=0)
    rng = random.Random(5)
    clicks = 0
    while not app.match.state.is_over:
        assert click_one_move(app, rng), app.table.scene.get("prompt")
        clicks += 1
    assert clicks > 20
    assert app.table.scene["prompt"].startswith("Game over")
    assert panel(app.table.scene, "final")["lines"]


def test_the_finished_year_shows_its_last_quarter_no_outlook_and_a_score_in_points():
    app = GameApp("pret_a_porter", seats=["human", "heuristic"], seed=3, bot_delay=0)
    rng = random.Random(3)
    while not app.match.state.is_over:
        assert click_one_move(app, rng)
    scene = app.table.scene
    assert zone(scene, "calendar")["label"] == "Quarter 4 shows"
    assert "forecast" not in {p["id"] for p in scene["side"]}
    best = max(app.match.state.scores()[s] for s in app.match.state.winners())
    assert scene["prompt"].endswith(f"with {best:g} points.")


def test_a_shortfall_in_the_outlook_reads_minus_dollars():
    state = arrange(players=2, seed=1)
    state.cash[0] = 1
    state.loans[0] = 3  # $6 of loan upkeep against $1: the round ends $-something short
    scene = build(state.view(0), UIState()).scene
    after = next(line for line in panel(scene, "forecast")["lines"] if "after" in line)
    assert "-$" in after and "$-" not in after


def test_the_growth_prompt_says_what_an_upgraded_headquarters_allows():
    # The scene words it from the view's growth figures; the waiting seat reads the same ask.
    s = arrange(players=2, seed=1, first=0, employees=[["E02", "E03"], []], buildings=[["B13"], []])
    visit(s, {})  # no pawns: straight to Growth
    s.flipped[card("B13")] = 1
    s.edited()
    asked = build(s.view(0), UIState()).scene["prompt"]
    assert "up to 3 flips" in asked and "at most 2 trainings" in asked
    assert "(0 trained, 0 upgraded so far)" in asked
    waiting = build(s.view(1), UIState()).scene["prompt"]
    assert waiting == f"{s.view(1)['names'][0]}: {asked}"
    s = arrange(players=2, seed=1, first=0, employees=[["E02"], []])
    visit(s, {})
    asked = build(s.view(0), UIState()).scene["prompt"]
    assert asked.startswith("Growth: train one employee and/or upgrade one building")


def _buttons(built) -> dict[str, str]:
    return {b["key"]: b["label"] for b in built.scene["buttons"]}


def test_the_new_choices_are_clickable_with_clear_prompts():
    from fashion_core.games.pret_a_porter.actions import AddDesign, TakeCard
    from fashion_core.games.pret_a_porter.positions import display

    # Freelance Designer: the designs found are clickable cards, shown only to the chooser.
    s = arrange(players=2, seed=1, first=0)
    display(s, 0, ["C04", "C05", "C06"])
    visit(s, {2: [0, 1]})
    s.apply(TakeCard(card("C04")))
    built = build(s.view(0), UIState())
    finds = zone(built.scene, "freelance")["items"]
    assert finds and all(i.get("state") == "playable" for i in finds)
    assert built.scene["prompt"].startswith("Freelance Designer: choose")
    assert not any(
        z["id"] == "freelance"
        for a in build(s.view(1), UIState()).scene["areas"]
        for z in a["zones"]
    )
    # Substitution: one button per spare colour.
    s = show(
        designs=[["D01"], []],
        employees=[["E10"], []],
        cubes=[[1, 1, 1, 0, 0, 0], [0] * 6],
    )
    s.apply(ChooseStyle(0))
    s.apply(AddDesign(card("D01")))
    buttons = _buttons(build(s.view(0), UIState()))
    assert buttons["standin:1"] == "Use a Linen cube" and buttons["standin:2"] == "Use a Wool cube"
    # Firing on the show turn: a button naming the severance.
    s = show(
        designs=[["D01"], []],
        employees=[["E02"], []],
        cubes=[[1, 0, 0, 0, 0, 1], [0] * 6],
    )
    buttons = _buttons(build(s.view(0), UIState()))
    assert buttons[f"fire:{card('E02')}"] == "Fire the Model (severance $4)"


def test_the_end_panel_says_nobody_won_when_every_company_is_bankrupt():
    from fashion_core.games.pret_a_porter.actions import DONE

    s = arrange(players=2, seed=1, first=0, cash=[0, 0], loans=[3, 3])
    to_exhibition(s, 12)
    while not s.is_over:
        s.apply(DONE)
    built = build(s.view(0), UIState())
    assert "nobody wins" in built.scene["prompt"]
    assert "every company is bankrupt" in built.scene["prompt"]
    text = str(built.scene)
    assert "Nobody won" in text and "Nobody wins: every company is bankrupt" in text
