"""GameApp on every game with a scene: play by clicking, privacy, bad clicks, tools."""

from __future__ import annotations

import json
import random

import ipywidgets
import pytest

from fashion_core import GAMES, Match
from tests.widgets.conftest import card_mentions
from tests.widgets.drive import click_one_move, legal_act_keys, play_to_the_end, tool_offered
from widgets.pages.app import SEARCH_SECONDS, GameApp

# Every game: the registry test fails for a game without a scene, so none is skipped here.
SCENE_GAMES = sorted(GAMES)


@pytest.mark.parametrize("game", SCENE_GAMES)
def test_a_human_finishes_a_game_against_a_bot_by_clicking(game):
    app = GameApp(game, seats=["human", "heuristic"], seed=4, bot_delay=0)
    play_to_the_end(app, seed=1)
    state = app.match.state
    assert state.is_over
    assert app.table.scene["prompt"].startswith("Game over")
    assert legal_act_keys(app) == []


def test_a_search_bot_on_a_play_page_thinks_at_most_search_seconds():
    app = GameApp("colori", seats=["human", "ismcts"], seed=4, bot_delay=0)
    assert app.bots[1].seconds == SEARCH_SECONDS
    assert app.bots[1].iterations == GAMES["colori"].bots["ismcts"]().iterations
    tuned = GameApp("colori", seats=["human", "ismcts"], bot_options={"ismcts": {"iterations": 7}})
    assert (tuned.bots[1].iterations, tuned.bots[1].seconds) == (7, SEARCH_SECONDS)
    free = GameApp("colori", seats=["human", "ismcts"], bot_options={"ismcts": {"seconds": None}})
    assert free.bots[1].seconds is None


@pytest.mark.parametrize("game", SCENE_GAMES)
def test_the_browser_never_receives_the_bots_hidden_cards(game, wire):
    app = GameApp(game, seats=["human", "heuristic"], seed=9, bot_delay=0)
    render = app._render
    renders = []

    def checked_render() -> None:
        # Everything sent while drawing one position, against what is hidden at that moment.
        hidden = app.match.state.hidden_cards(0)
        mark = wire.mark()
        render()
        sent = wire.since(mark)
        renders.append(len(sent))
        for name in hidden:
            assert not card_mentions(sent, name), f"{name} reached the browser while hidden"

    app._render = checked_render
    rng = random.Random(2)
    for seed in range(9, 29):  # a short game: play another, until there are enough positions
        app.new_game(seed=seed)
        while not app.match.state.is_over:
            assert click_one_move(app, rng)
        if len(renders) > 10:
            break
    assert len(renders) > 10 and sum(renders) > 0


@pytest.mark.parametrize("game", SCENE_GAMES)
def test_the_curtain_scene_holds_no_private_cards(game, wire):
    app = GameApp(game, seats=["human", "human"], seed=5, bot_delay=0)
    rng = random.Random(3)
    curtains = 0
    secrets = 0  # positions where the two seats may not see the same cards
    for _ in range(40):
        if app.match.state.is_over:
            break
        state = app.match.state
        secrets += state.hidden_cards(0) != state.hidden_cards(1)
        scene = app.table.scene
        if scene.get("curtain"):
            curtains += 1
            text = json.dumps(scene)
            for name in app.match.state.hidden_cards(None):
                assert not card_mentions(text, name)
            assert set(app._intents) == {"ui:reveal"}
        click_one_move(app, rng)
    # A game whose information is all public (Prêt-à-Porter) never needs the curtain.
    assert curtains >= 2 if secrets else curtains == 0


def test_a_market_without_a_shared_suit_is_refused_with_the_rule():
    app = GameApp("colour_bazaar", seats=["human", "heuristic"], seed=1, bot_delay=0)
    _turn_to_human(app)
    before = app.match.state.to_json()
    for key in [k for k, (kind, _) in app._intents.items() if kind == "select"]:
        app.table.click(key)
        bad = [k for k in app._intents if k.startswith("play:") and k not in legal_act_keys(app)]
        if bad:
            app.table.click(bad[0])
            notice = app.table.scene["notice"]
            assert notice["kind"] == "error" and notice["text"].startswith("Suit match")
            assert app.match.state.to_json() == before
            return
        app.table.click(key)  # deselect
    pytest.fail("every market accepted every card in this position")


def test_unknown_and_stale_clicks_change_nothing_and_explain():
    app = GameApp("colour_bazaar", seats=["human", "heuristic"], seed=2, bot_delay=0)
    _turn_to_human(app)
    before = app.match.state.to_json()
    app.table.click("card:the Excuse")
    assert "not something you can choose" in app.table.scene["notice"]["text"]
    app.table.click(legal_act_keys(app)[0] if legal_act_keys(app) else "x", version=0)
    assert "earlier position" in app.table.scene["notice"]["text"]
    assert app.match.state.to_json() == before


def test_a_forged_action_is_checked_by_the_rules():
    app = GameApp("colour_bazaar", seats=["human", "heuristic"], seed=2, bot_delay=0)
    _turn_to_human(app)
    state = app.match.state
    before = state.to_json()
    opponent_card = state.hands[1][0]
    app._intents["forged"] = ("act", ["PlayCard", opponent_card, 0])
    app.table.click("forged")
    assert app.table.scene["notice"]["text"].startswith("Play from your hand")
    assert state.to_json() == before


def test_undo_takes_back_a_card_play_but_not_a_draw():
    app = GameApp("colour_bazaar", seats=["human", "heuristic"], seed=3, bot_delay=0)
    _turn_to_human(app)
    before = app.match.state.to_json()
    assert click_one_move(app, random.Random(1))  # the card
    assert tool_offered(app, "ui:undo")
    app.table.click("ui:undo")
    assert app.match.state.to_json() == before
    assert click_one_move(app, random.Random(1))
    assert click_one_move(app, random.Random(1))  # the chip, then a draw
    if not app.match.state.is_over:
        assert not tool_offered(app, "ui:undo")


def test_the_hint_gives_a_reason():
    app = GameApp("colour_bazaar", seats=["human", "heuristic"], seed=3, bot_delay=0)
    _turn_to_human(app)
    app.table.click("ui:hint")
    notice = app.table.scene["notice"]
    assert notice["kind"] == "info" and notice["text"].startswith("Hint: ")


def test_save_and_load_continue_the_same_game(tmp_path):
    app = GameApp(
        "colour_bazaar", seats=["human", "random"], seed=6, bot_delay=0, save_dir=tmp_path
    )
    rng = random.Random(4)
    for _ in range(7):
        click_one_move(app, rng)
    saved = app.match.state.to_json()
    app.chrome.visitor.receive({"type": "visitor", "key": "ab" * 32})  # the page has opened
    app.chrome.save.click()
    assert "Saved" in app.table.scene["notice"]["text"]
    app.new_game(seed=99)
    assert app.match.state.to_json() != saved
    app.chrome.saves.value = app.chrome.saves.options[1][1]
    app.chrome.load.click()
    assert app.match.state.to_json() == saved
    assert app.seats == ["human", "random"]


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (b"not json at all", "not a Fashion Games save"),
        (b'{"format": "fashion-games/save", "game": "moonscrown", "version": 1}', "not Colour"),
        (b'{"format": "fashion-games/save", "game": "colour_bazaar", "version": 99}', "newer"),
    ],
)
def test_a_bad_upload_is_refused_with_a_clear_message(raw, message):
    app = GameApp("colour_bazaar", seats=["human", "random"], seed=6, bot_delay=0)
    before = app.match.state.to_json()
    app.chrome._fire_tool("upload", raw)
    notice = app.table.scene["notice"]
    assert notice["kind"] == "error" and message in notice["text"]
    assert app.match.state.to_json() == before


def test_an_uploaded_save_resumes_the_game():
    match = Match(GAMES["colour_bazaar"], 2, seed=12, names=["Ada", "Bo"])
    rng = random.Random(0)
    for _ in range(9):
        match.apply(rng.choice(match.state.legal_actions()))
    app = GameApp("colour_bazaar", seats=["human", "random"], seed=1, bot_delay=0)
    app.chrome._fire_tool("upload", match.dumps().encode())
    assert app.match.state.to_json() == match.state.to_json()
    assert app.match.names == ["Ada", "Bo"]


def test_player_names_are_plain_text_and_never_html():
    app = GameApp(
        "colour_bazaar",
        seats=["human", "random"],
        bot_delay=0,
        names=["<img src=x onerror=1>", "Bo"],
    )
    assert app.match.names[0] == "<img src=x onerror=1>"
    play_to_the_end(app, seed=2)
    assert "<img" not in app.chrome.download.value  # the only raw HTML we build


def test_new_games_do_not_pile_up_widgets():
    app = GameApp("colour_bazaar", seats=["human", "random"], seed=1, bot_delay=0)
    before = len(ipywidgets.widgets.widget._instances)
    for seed in range(30):
        app.new_game(seed=seed)
    assert len(ipywidgets.widgets.widget._instances) == before


def test_the_page_stays_under_forty_widgets():
    before = set(ipywidgets.widgets.widget._instances)
    GameApp("colour_bazaar", seats=["human", "random"], seed=1, bot_delay=0)
    new = [w for k, w in ipywidgets.widgets.widget._instances.items() if k not in before]
    assert sum(isinstance(w, ipywidgets.DOMWidget) for w in new) <= 40


def test_a_failing_bot_is_reported_not_raised(monkeypatch):
    app = GameApp("colour_bazaar", seats=["random", "human"], seed=1, bot_delay=0)

    def broken(state):
        raise RuntimeError("bot bug")

    monkeypatch.setattr(app.bots[0], "choose", broken)
    app.new_game(seed=5)  # new bots, so patch again and force a bot turn
    monkeypatch.setattr(app.bots[0], "choose", broken)
    app.match.state.current_player = 0
    app._advance()
    assert app.table.scene["notice"]["kind"] == "error"


def _turn_to_human(app: GameApp) -> None:
    assert app.match.state.current_player == 0 or app.seats[0] == "human"
    assert legal_act_keys(app) or any(
        k for k, (kind, _) in app._intents.items() if kind == "select"
    )


@pytest.mark.parametrize("game", SCENE_GAMES)
def test_a_new_game_uses_the_games_default_options(game):
    app = GameApp(game, bot_delay=0)
    defaults = {option.name: option.default for option in GAMES[game].options}
    assert app.match.options == defaults
    app.new_game(seed=3)
    assert app.match.options == defaults


def test_games_saved_earlier_are_listed_when_the_page_opens(tmp_path):
    first = GameApp(
        "colour_bazaar", seats=["human", "random"], seed=6, bot_delay=0, save_dir=tmp_path
    )
    first.chrome.visitor.receive({"type": "visitor", "key": "ab" * 32})
    first.chrome.save.click()
    again = GameApp(
        "colour_bazaar", seats=["human", "random"], seed=7, bot_delay=0, save_dir=tmp_path
    )
    assert [value for _, value in again.chrome.saves.options] == [None]  # not yet known
    again.chrome.visitor.receive({"type": "visitor", "key": "ab" * 32})
    assert [value for _, value in again.chrome.saves.options] == [None, first.saved_path]


def test_the_saved_games_list_always_shows_an_entry(tmp_path):
    """ipywidgets selects nothing when a Dropdown's value is None, and the browser then shows
    an empty list box: a first entry is always selected, and it loads nothing, so Load never
    replaces the game on the table before a save is chosen."""
    app = GameApp("moonscrown", seats=["human", "random"], seed=6, bot_delay=0, save_dir=tmp_path)
    assert app.chrome.saves.index == 0  # "(your saved games appear here)"
    app.chrome.visitor.receive({"type": "visitor", "key": "ab" * 32})
    assert app.chrome.saves.index == 0 and app.chrome.saves.label == "(no saved games)"
    app.chrome.save.click()
    assert app.chrome.saves.index == 0 and app.chrome.saves.value is None
    assert [value for _, value in app.chrome.saves.options][1:] == [app.saved_path]
    moves = len(app.match.actions)
    app.chrome.load.click()
    assert "Choose a saved game" in app.table.scene["notice"]["text"]
    assert len(app.match.actions) == moves


def test_the_first_app_takes_the_kernel_heap_out_of_full_collections():
    import gc

    import widgets.pages.app

    # Another test may have built an app already: start from an unfrozen heap.
    gc.unfreeze()
    assert gc.get_freeze_count() == 0
    widgets.pages.app.GameApp("moonscrown", seats=["human", "heuristic"], seed=1, bot_delay=0)
    frozen = gc.get_freeze_count()
    assert frozen > 10_000  # the libraries and the page, not a handful of objects
    widgets.pages.app.GameApp("moonscrown", seats=["human", "heuristic"], seed=2, bot_delay=0)
    assert gc.get_freeze_count() == frozen  # once per process
