"""Predictions (widgets/table/predict.py): the scene a click brings, offered before the click.

Every game, played to the end by clicks: each offered scene is exactly what its click then
shows, no offered move shows the player a card hidden from them, and offering plays nothing
on the real game.
"""

from __future__ import annotations

import json
import random

import pytest

from fashion_core import GAMES
from tests.widgets.drive import click_one_move, legal_act_keys
from tests.widgets.test_scene_patch import _scene_messages
from widgets.pages.app import GameApp
from widgets.table.widget import face_ids

GAMES_WITH_PLAY_PAGES = sorted(GAMES)


def _first_scene_message(wire, mark: int) -> dict:
    messages = _scene_messages(wire, mark)
    assert messages, "the click brought no scene"
    return messages[0]


@pytest.mark.parametrize("seats", [("human", "heuristic"), ("human", "human")])
@pytest.mark.parametrize("game", GAMES_WITH_PLAY_PAGES)
def test_every_offered_scene_is_the_scene_its_click_brings(game, seats, wire):
    """Against a bot, and hot-seat, where a move that hands the screen to the other player
    (its curtain) is never offered."""
    app = GameApp(game, seats=list(seats), seed=11, bot_delay=0)
    rng = random.Random(4)
    confirmed = 0
    for turn in range(400):
        if app.match.state.is_over:
            if confirmed >= 10:
                break
            app.new_game(seed=11 + turn)  # a short game: another, until there are enough
        offered = dict(app.table._offered)
        if "ui:hint" in app._intents and rng.random() < 0.15:  # hint marks go into guesses too
            app.table.click("ui:hint")
            offered = dict(app.table._offered)
        if "ui:reveal" in app._intents:  # hot-seat: the next player takes the screen
            app.table.click("ui:reveal")
            continue
        if not offered or rng.random() < 0.3:  # and now and then a click nobody offered
            assert click_one_move(app, rng)
            continue
        key = rng.choice(sorted(offered))
        mark = wire.mark()
        app.table.click(key)
        message = _first_scene_message(wire, mark)
        assert message.get("confirm") == key, f"{key}: the click brought another scene"
        confirmed += 1
    assert confirmed >= 10


def _click_once(app: GameApp, rng: random.Random) -> None:
    """One click as a player makes it: an answer or step the app asks for, else a move, else
    a card to choose (so that positions with a card chosen come up too)."""
    step = next((k for k in ("ui:reveal", "confirm:yes", "ui:dismiss") if k in app._intents), None)
    selects = [k for k, (kind, _) in app._intents.items() if kind == "select"]
    keys = legal_act_keys(app)
    if step is None and keys and selects and app.ui.selected is None:
        keys = selects  # the move buttons beside a hand: choose a card first, now and then
    app.table.click(step or rng.choice(keys or selects))


@pytest.mark.parametrize("game", GAMES_WITH_PLAY_PAGES)
def test_no_offered_move_shows_the_player_a_hidden_card(game):
    """Played on the real position, an offered move leaves the cards hidden from the player
    as they were; and the offered scenes show no face of a card hidden from them."""
    app = GameApp(game, seats=["human", "heuristic"], seed=12, bot_delay=0)
    rng = random.Random(5)
    offered_moves = refused = 0
    for turn in range(300):
        state = app.match.state
        if state.is_over:
            if offered_moves >= 10:
                break
            app.new_game(seed=12 + turn)  # a short game: another, until there are enough
            state = app.match.state
        seat = app.viewer
        hidden = state.hidden_cards(seat)
        predictions = app.predictions()
        for key, scene in predictions.items():
            assert not hidden & set(face_ids(scene)), f"{key} shows a hidden card"
        for key, (kind, value) in app._intents.items():
            if kind != "act" or key in app._confirms:
                continue
            after = state.clone()
            try:
                after.apply(app.game.action_from_json(value))
            except ValueError:
                continue
            reveals = after.hidden_cards(seat) != hidden
            if key in predictions:
                offered_moves += 1
                assert not reveals, f"{key} was offered but shows a hidden card"
            refused += reveals
        _click_once(app, rng)
    assert offered_moves >= 10
    if game in ("colour_bazaar", "colori", "purple_rules"):  # moves that draw or deal
        assert refused, "no move that shows a new card was met: the check above proved nothing"


@pytest.mark.parametrize("game", GAMES_WITH_PLAY_PAGES)
def test_offering_plays_nothing_on_the_real_game(game):
    app = GameApp(game, seats=["human", "heuristic"], seed=13, bot_delay=0)
    rng = random.Random(6)
    for _ in range(40):
        if app.match.state.is_over:
            break
        before = (app.match.dumps(), json.dumps(app.match.state.to_json()), app.table.version)
        log = list(app.match.state.log)
        app.predictions()
        after = (app.match.dumps(), json.dumps(app.match.state.to_json()), app.table.version)
        assert after == before and app.match.state.log == log
        click_one_move(app, rng)


def test_a_click_that_changes_nothing_drops_the_scene_drawn_for_it(wire):
    """An offered click whose answer is no new scene tells the browser to drop its guess."""
    app = GameApp("moonscrown", seats=["human", "heuristic"], seed=3, bot_delay=0)
    key = next(iter(app.table._offered))
    app.table._click_handlers.clear()  # a click that does nothing at all
    mark = wire.mark()
    app.table.click(key)
    assert _first_scene_message(wire, mark) == {
        "type": "scene",
        "base": app.table.version,
        "drop": True,
    }


def test_a_wrong_guess_is_replaced_under_a_version_it_never_had(wire):
    """If a click brings another scene than the one offered (a wrong guess), the real one
    skips the guess's version: a click made on the guess meanwhile counts as stale."""
    app = GameApp("moonscrown", seats=["human", "heuristic"], seed=3, bot_delay=0)
    key = next(iter(app.table._offered))
    version = app.table.version
    app.table._click_handlers[:] = [lambda _: app.table.show({"title": "elsewhere"})]
    mark = wire.mark()
    app.table.click(key)
    message = _first_scene_message(wire, mark)
    assert "confirm" not in message and message["patch"]["set"]["v"] == version + 2
    assert app.table.version == version + 2


def test_predictions_can_be_turned_off(wire):
    app = GameApp("moonscrown", seats=["human", "heuristic"], seed=3, predict=False)
    assert app.table._offered == {} and app.predictions()  # offered on demand only


def test_no_offers_are_made_while_the_browser_draws_none():
    """A browser near its kernel draws no guesses and says so with its clicks ("guess":
    false); the kernel then stops computing offers, and starts again when told."""
    app = GameApp("colori", seats=["human", "heuristic"], seed=3, bot_delay=0)
    table = app.table

    def click(guess: bool) -> None:
        key = next(k for k in table._offered) if table._offered else next(iter(app._intents))
        table._handle_message(
            table, {"type": "click", "key": key, "v": table.version, "guess": guess}, []
        )

    assert table._offered
    click(guess=False)
    assert not table.offers_wanted and table._offered == {}
    click(guess=True)
    assert table.offers_wanted and table._offered
