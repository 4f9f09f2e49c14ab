"""Every control checks its own precondition in Python: a disabled button is no guard.

The browser can send any widget message (a click on a greyed-out button, a click on a key the
scene never offered), so each handler is tried here exactly as the comm would call it, in the
positions where the control is switched off on the page.
"""

from __future__ import annotations

import importlib.util
import random

import pytest

from fashion_core import GAMES, IllegalAction, Match
from tests.widgets.drive import click_one_move, play_to_the_end, tool_offered
from widgets.pages.app import GameApp

SCENE_GAMES = [g for g in GAMES if importlib.util.find_spec(f"widgets.games.{g}.scene") is not None]


def forge_tool(app: GameApp, key: str) -> None:
    """A click on a status-bar tool sent by the page for the current scene, shown greyed
    out or not shown at all (a browser can send any message)."""
    app.table._handle_message(app.table, {"type": "click", "key": key, "v": app.table.version}, [])


def finished_app(game: str, seed: int, tmp_path) -> GameApp:
    app = GameApp(game, seats=["human", "heuristic"], seed=seed, bot_delay=0, save_dir=tmp_path)
    play_to_the_end(app, seed=seed)
    assert app.match.state.is_over
    return app


@pytest.mark.parametrize("game", SCENE_GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_forged_undo_after_the_game_ends_changes_nothing(game, seed, tmp_path):
    app = finished_app(game, seed, tmp_path)
    before = app.match.state.to_json()
    assert not tool_offered(app, "ui:undo")
    forge_tool(app, "ui:undo")
    assert app.match.state.to_json() == before
    assert app.match.state.is_over
    notice = app.table.scene["notice"]
    assert notice["kind"] in ("warn", "error") and "over" in notice["text"]


@pytest.mark.parametrize("game", SCENE_GAMES)
def test_a_finished_game_takes_no_forged_move_or_hint(game, tmp_path):
    app = finished_app(game, 4, tmp_path)
    state = app.match.state
    before = state.to_json()
    # Whatever the last playing position offered, replayed as forged clicks.
    replay = Match(app.game, app.match.players, app.match.seed, app.match.options)
    replay.replay(app.match.actions[:-1])
    for action in replay.state.legal_actions()[:10]:
        app._intents["forged"] = ("act", action.to_json())
        app.table.click("forged")
        assert app.match.state.to_json() == before
    forge_tool(app, "ui:hint")
    assert app.match.state.to_json() == before
    assert "over" in app.table.scene["notice"]["text"]


@pytest.mark.parametrize("game", SCENE_GAMES)
def test_a_forged_undo_past_a_reveal_changes_nothing(game, tmp_path):
    app = GameApp(game, seats=["human", "heuristic"], seed=8, bot_delay=0, save_dir=tmp_path)
    rng = random.Random(5)
    for _ in range(60):
        if app.match.state.is_over:
            break
        if not tool_offered(app, "ui:undo") and app.match.actions:
            before = app.match.state.to_json()
            forge_tool(app, "ui:undo")
            assert app.match.state.to_json() == before
            return
        click_one_move(app, rng)
    pytest.fail("no position with undo switched off was reached")


def test_a_forged_undo_on_the_bots_seat_under_the_curtain_changes_nothing(tmp_path):
    app = GameApp("colour_bazaar", seats=["human", "human"], seed=5, bot_delay=0, save_dir=tmp_path)
    rng = random.Random(1)
    app.table.click("ui:reveal")
    for _ in range(20):
        click_one_move(app, rng)
        if "ui:reveal" in app._intents:
            break
    assert "ui:reveal" in app._intents and app.match.actions
    before = app.match.state.to_json()
    forge_tool(app, "ui:undo")
    assert app.match.state.to_json() == before


def test_loading_a_path_outside_the_visitors_saves_is_refused(tmp_path):
    other = tmp_path / "someone-else"
    other.mkdir()
    match = Match(GAMES["colour_bazaar"], 2, seed=3)
    foreign = other / "colour_bazaar x.json"
    foreign.write_text(match.dumps())
    mine = tmp_path / "mine"
    app = GameApp("colour_bazaar", seats=["human", "random"], seed=1, bot_delay=0, save_dir=mine)
    before = app.match.state.to_json()
    app._on_tool("load", foreign)
    assert app.match.state.to_json() == before
    assert app.table.scene["notice"]["kind"] in ("warn", "error")


@pytest.mark.parametrize("game", SCENE_GAMES)
def test_match_undo_refuses_once_the_game_is_over(game):
    match = Match(GAMES[game], 2, seed=11)
    rng = random.Random(0)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    before = match.state.to_json()
    for seat in (None, 0, 1):
        assert not match.can_undo(seat)
        with pytest.raises(IllegalAction, match="over"):
            match.undo(seat)
        assert match.state.to_json() == before


def test_free_undo_in_lessons_may_still_step_back_from_the_end():
    match = Match(GAMES["colour_bazaar"], 2, seed=11, undo_policy="free")
    rng = random.Random(0)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    match.undo()
    assert not match.state.is_over


def test_repeated_face_requests_are_answered_once_per_scene_or_second(wire, monkeypatch):
    import widgets.table.widget as table_module

    clock = [1000.0]  # the kernel's clock, moved by hand: nothing here may depend on speed
    monkeypatch.setattr(table_module, "monotonic", lambda: clock[0])
    app = GameApp("colour_bazaar", seats=["human", "random"], seed=1, bot_delay=0)

    def answers_to(hellos: int) -> int:
        mark = wire.mark()
        for _ in range(hellos):
            app.table._handle_message(app.table, {"type": "hello", "v": None}, [])
        return wire.since(mark).count('"all": true')

    assert answers_to(200) == 1
    click_one_move(app, random.Random(1))  # a new scene may ask once more
    assert answers_to(5) == 1
    clock[0] += table_module.FACES_AGAIN_AFTER * 0.9
    assert answers_to(5) == 0
    # A browser tab reloaded on the same scene a moment later gets its faces again.
    clock[0] += table_module.FACES_AGAIN_AFTER * 0.2
    assert answers_to(5) == 1


def test_repeated_hints_are_answered_from_a_cache(monkeypatch):
    app = GameApp("colour_bazaar", seats=["human", "random"], seed=3, bot_delay=0)
    import widgets.pages.app as app_module

    calls = []
    real = app_module.make_bot

    def counting(*args, **kwargs):
        calls.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(app_module, "make_bot", counting)
    for _ in range(50):
        forge_tool(app, "ui:hint")
    assert len(calls) == 1
    assert app.table.scene["notice"]["text"].startswith("Hint: ")
