"""Every scene of every game follows the scene contract (``widgets.table.scene.Scene``).

Scenes are built from many random positions (random legal play), for every seat and for a
spectator, with and without a selection; each is validated against the declared TypedDicts,
and every "act" key of a scene is one of the position's legal moves (or a dimmed "why not"
target that the rules will explain).
"""

from __future__ import annotations

import random
import re
import typing
from pathlib import Path

import pytest

import widgets.table.scene as scene_module
from fashion_core import GAMES
from tests.widgets.drive import click_one_move
from widgets.pages.app import GameApp
from widgets.registry import UI
from widgets.table.scene import SceneError, UIState, check_scene

GAMES_PER_TITLE = 6
POSITIONS_PER_GAME = 40  # sampled evenly along each game


def _zones_with_key(scene):
    for area in scene["areas"]:
        for zone in area["zones"]:
            if "key" in zone:
                yield zone


def _check_built(game, state, seat, ui):
    view = state.view(seat)
    built = UI[game.name].build(view, ui)
    check_scene(built.scene)
    legal = set(state.legal_actions()) if seat == state.current_player else set()
    dim_targets = {zone["key"] for zone in _zones_with_key(built.scene) if zone["state"] == "dim"}
    for key, (kind, value) in built.intents.items():
        if kind == "act" and key not in dim_targets:
            assert game.action_from_json(value) in legal, f"{key} offers an illegal move"
    return built


@pytest.mark.parametrize("name", sorted(GAMES))
def test_scenes_of_random_positions_follow_the_contract(name):
    game = GAMES[name]
    rng = random.Random(name)
    checked = 0
    for _g in range(GAMES_PER_TITLE):
        players = rng.randint(game.min_players, game.max_players)
        state = game.new(players, seed=rng.randrange(10**6))
        history = [state.clone()]
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            history.append(state.clone())
        step = max(1, len(history) // POSITIONS_PER_GAME)
        for position in [*history[::step], history[-1]]:
            for seat in [*range(players), None]:
                ui = UIState(seat_kinds=["human"] * players)
                built = _check_built(game, position, seat, ui)
                selects = [v for kind, v in built.intents.values() if kind == "select"]
                if selects:  # and once more with something selected (targets appear)
                    ui.selected = rng.choice(selects)
                    _check_built(game, position, seat, ui)
                checked += 1
    assert checked > GAMES_PER_TITLE * 20


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_app_adds_only_declared_keys(name):
    """What the app adds (curtain, notice, log, announce) follows the contract too."""
    app = GameApp(
        name,
        seats=["human", "human"] + ["heuristic"] * (GAMES[name].min_players - 2),
        seed=3,
        bot_delay=0,
    )
    rng = random.Random(5)
    for _ in range(60):
        check_scene(app.table.scene)
        if app.match.state.is_over or not click_one_move(app, rng):
            break
    app._on_tool("hint")  # the way the page asks (a refusal is a notice too)
    check_scene(app.table.scene)


def _scene(areas: list[dict]) -> dict:
    """A scene with nothing but these areas."""
    return {"title": "T", "prompt": "", "subtitle": "", "buttons": [], "side": [], "areas": areas}


def test_the_validator_names_what_is_wrong():
    zone = {"id": "z", "label": "Z", "layout": "row", "items": [{"label": "x", "count": "2"}]}
    scene = _scene([{"id": "a", "label": "", "zones": [zone]}])
    with pytest.raises(SceneError, match=r"areas\[0\].zones\[0\].items\[0\].count"):
        check_scene(scene)
    scene["areas"][0]["zones"][0]["items"][0] = {"label": "x", "state": "shiny"}
    with pytest.raises(SceneError, match="shiny"):
        check_scene(scene)
    del scene["areas"][0]["zones"][0]["layout"]
    with pytest.raises(SceneError, match="missing key 'layout'"):
        check_scene(scene)


def test_an_area_or_zone_id_used_twice_is_refused():
    """The table keeps a zone's cards by the zone's id, and a card that changes zones takes its
    element along: two zones (or areas) of one id would swap cards between them."""

    def zone(zone_id: str) -> dict:
        return {"id": zone_id, "label": zone_id, "layout": "row", "items": []}

    def scene(*areas: tuple[str, list[str]]) -> dict:
        return _scene(
            [{"id": a, "label": "", "zones": [zone(z) for z in zones]} for a, zones in areas]
        )

    check_scene(scene(("a", ["hand", "pile"]), ("b", ["trick"])))
    with pytest.raises(SceneError, match="zone id 'hand' is used twice"):
        check_scene(scene(("a", ["hand", "pile"]), ("b", ["hand"])))
    with pytest.raises(SceneError, match="area id 'a' is used twice"):
        check_scene(scene(("a", ["hand"]), ("a", ["pile"])))


def test_table_js_reads_only_declared_keys():
    """Every ``scene.x``, ``zone.x``, ... that table.js reads is declared in
    widgets/table/scene.py."""
    source = (Path(scene_module.__file__).parent / "static" / "table.js").read_text()
    source = re.sub(r"//.*", "", source)  # comments may name files ("scene.py")
    # CSS selectors in quoted strings (".fg-zone.is-dim") are class names, not scene keys.
    source = re.sub(r"\"[^\"\n]*\"|'[^'\n]*'", '""', source)
    kinds = {
        "scene": scene_module.Scene,
        "area": scene_module.Area,
        "zone": scene_module.Zone,
        "item": scene_module.Item,
        "button": scene_module.Button,
        "panel": scene_module.Panel,
        "line": scene_module.Line,
        "curtain": scene_module.Curtain,
        "scene.notice": scene_module.Notice,
        "ending": scene_module.Ending,
        "confirm": scene_module.Confirm,
    }
    read = re.findall(
        r"\b(scene\.notice|scene|area|zone|item|button|panel|line|curtain|ending|confirm)\.(\w+)",
        source,
    )
    assert len(read) > 50
    undeclared = {
        f"{var}.{key}" for var, key in read if key not in typing.get_type_hints(kinds[var])
    }
    assert not undeclared, f"table.js reads keys the contract does not declare: {undeclared}"
