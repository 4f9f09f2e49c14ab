"""Play a GameApp by clicking only what its scene offers, as a person would."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from fashion_core import Game
from widgets.pages.app import GameApp
from widgets.table.scene import Built, UIState

SceneBuild = Callable[[dict[str, Any], UIState], Built]


def legal_act_keys(app: GameApp) -> list[str]:
    state = app.match.state
    legal = set(state.legal_actions())
    keys = []
    for key, (kind, value) in app._intents.items():
        if kind == "act":
            try:
                action = app.game.action_from_json(value)
            except ValueError:
                continue
            if action in legal:
                keys.append(key)
    return keys


def click_one_move(app: GameApp, rng: random.Random) -> bool:
    """Click through to one legal move (selecting first if needed); False if none offered."""
    for _ in range(12):
        # The app's own steps a person takes on the way: reveal, answer "Yes", next round.
        step = next(
            (k for k in ("ui:reveal", "confirm:yes", "ui:dismiss") if k in app._intents), None
        )
        if step is not None:
            app.table.click(step)
            if step == "confirm:yes":
                return True
            continue
        keys = legal_act_keys(app)
        if keys:
            app.table.click(rng.choice(keys))
            return True
        selects = [k for k, (kind, _) in app._intents.items() if kind == "select"]
        if not selects:
            return False
        # A person picks a card the table marks as playable, not one it marks "fits none".
        marked = [k for k in selects if _state_of(app.table.scene, k) in ("playable", "warn")]
        app.table.click(rng.choice(marked or selects))
    return False


def play_to_the_end(app: GameApp, seed: int = 0, limit: int = 5000) -> int:
    rng = random.Random(seed)
    moves = 0
    while not app.match.state.is_over and moves < limit:
        assert click_one_move(app, rng), f"no legal move offered: {app.table.scene.get('prompt')}"
        moves += 1
    return moves


def tool_offered(app: GameApp, key: str) -> bool:
    """Whether the status bar offers the tool ``key`` ("ui:undo", "ui:hint") as clickable."""
    tools = {tool["key"]: tool for tool in app.table.scene.get("tools", ())}
    return key in tools and tools[key].get("state") != "disabled"


def _state_of(scene: dict, key: str) -> str | None:
    for area in scene["areas"]:
        for zone in area["zones"]:
            for item in zone["items"]:
                if item.get("key") == key:
                    return item.get("state")
    return None


def offered_moves(game: Game, build: SceneBuild, view: dict[str, Any], seats: int) -> tuple:
    """The moves a scene lets a player click, directly or after selecting something (a card,
    then where it goes): ``(offered, dimmed)``, where ``dimmed`` are the moves of targets drawn
    dim (a refused move that explains itself, or a legal one the scene warns against)."""
    offered: set = set()
    dimmed: set = set()
    ui = UIState(seat_kinds=["human"] * seats)
    built = build(view, ui)
    selections = [value for kind, value in built.intents.values() if kind == "select"]
    for selected in [None, *selections]:
        ui.selected = selected
        built = build(view, ui)
        dim = {
            zone["key"]
            for area in built.scene["areas"]
            for zone in area["zones"]
            if "key" in zone and zone["state"] == "dim"
        }
        for key, (kind, value) in built.intents.items():
            if kind == "act":
                (dimmed if key in dim else offered).add(game.action_from_json(value))
    return offered, dimmed
