"""Play a GameApp by clicking only what its scene offers, as a person would."""

from __future__ import annotations

import random

from widgets.app import GameApp


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
        if "ui:reveal" in app._intents:
            app.table.click("ui:reveal")
            continue
        keys = legal_act_keys(app)
        if keys:
            app.table.click(rng.choice(keys))
            return True
        selects = [k for k, (kind, _) in app._intents.items() if kind == "select"]
        if not selects:
            return False
        app.table.click(rng.choice(selects))
    return False


def play_to_the_end(app: GameApp, seed: int = 0, limit: int = 5000) -> int:
    rng = random.Random(seed)
    moves = 0
    while not app.match.state.is_over and moves < limit:
        assert click_one_move(app, rng), f"no legal move offered: {app.table.scene.get('prompt')}"
        moves += 1
    return moves
