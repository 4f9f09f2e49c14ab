"""Saves belong to the visitor who made them; one save per running game; uploads are checked."""

from __future__ import annotations

import json
import random

import pytest

from fashion_core import GAMES, Match
from tests.widgets.drive import click_one_move, play_to_the_end
from widgets.pages.app import GameApp
from widgets.storage.saves import MAX_SAVE_BYTES, list_saves

ADA = "a1" * 32
BO = "b2" * 32


def opened(tmp_path, key: str | None = ADA, seed: int = 6) -> GameApp:
    app = GameApp(
        "colour_bazaar", seats=["human", "random"], seed=seed, bot_delay=0, save_dir=tmp_path
    )
    if key:
        app.chrome.visitor.receive({"type": "visitor", "key": key})
    return app


def listed(app: GameApp) -> list:
    return [value for _, value in app.chrome.saves.options if value is not None]


def notice(app: GameApp) -> dict:
    return app.table.scene["notice"]


def test_one_visitor_never_sees_anothers_saves(tmp_path):
    ada = opened(tmp_path, ADA)
    ada.chrome.save.click()
    assert len(listed(ada)) == 1
    bo = opened(tmp_path, BO)
    assert listed(bo) == []
    before = bo.match.state.to_json()
    bo._on_tool("load", ada.saved_path)  # a forged choice of Ada's file
    assert bo.match.state.to_json() == before
    assert notice(bo)["text"] == "That save is not in your list."


def test_the_key_is_not_stored_and_is_taken_once(tmp_path):
    app = opened(tmp_path, ADA)
    app.chrome.save.click()
    assert ADA not in str(app.saved_path)
    assert not any(ADA in p.read_text() for p in tmp_path.rglob("*.json"))
    folder = app.save_folder
    app.chrome.visitor.receive({"type": "visitor", "key": BO})  # a page cannot switch visitor
    assert app.save_folder == folder


@pytest.mark.parametrize("key", ["", "ab", "../../etc", "g" * 64, "AB" * 32, None, 7])
def test_malformed_keys_give_no_folder(tmp_path, key):
    app = opened(tmp_path, None)
    app.chrome.visitor.receive({"type": "visitor", "key": key})
    assert app.save_folder is None
    app.chrome.save.click()
    assert notice(app)["kind"] == "warn"
    assert not list(tmp_path.rglob("*.json"))


def test_a_running_game_has_one_save_that_follows_it(tmp_path):
    app = opened(tmp_path)
    rng = random.Random(2)
    click_one_move(app, rng)
    app.chrome.save.click()
    for _ in range(6):
        click_one_move(app, rng)
    app.chrome.save.click()
    assert len(list(tmp_path.rglob("*.json"))) == 1
    saved = Match.loads(app.saved_path.read_text())
    assert saved.state.to_json() == app.match.state.to_json()


def test_save_see_the_next_card_load_does_not_take_the_move_back(tmp_path):
    app = opened(tmp_path, seed=9)
    rng = random.Random(3)
    app.chrome.save.click()
    moves = len(app.match.actions)
    for _ in range(4):  # a card, a chip, a draw: new cards seen
        click_one_move(app, rng)
    assert len(app.match.actions) > moves
    now = app.match.state.to_json()
    app.chrome.saves.value = listed(app)[0]
    app.chrome.load.click()
    assert app.match.state.to_json() == now


def test_loading_continues_to_follow_the_same_file(tmp_path):
    app = opened(tmp_path)
    app.chrome.save.click()
    path = app.saved_path
    app.new_game(seed=3)
    app.chrome.saves.value = path
    app.chrome.load.click()
    click_one_move(app, random.Random(1))
    assert app.saved_path == path
    assert Match.loads(path.read_text()).state.to_json() == app.match.state.to_json()


def test_saves_say_what_they_are(tmp_path):
    app = opened(tmp_path)
    app.chrome.save.click()
    label = app.chrome.saves.options[1][0]  # after "Choose a saved game…"
    assert label.startswith("Ada vs Coco (bot) · move ")
    play_to_the_end(app, seed=1)
    app._list_saves()
    assert app.chrome.saves.options[1][0].endswith("· finished")


def test_the_list_is_read_when_the_page_opens_not_when_the_kernel_was_prepared(tmp_path):
    spare = opened(tmp_path, None)  # a preheated kernel: no visitor yet
    ada = opened(tmp_path, ADA)
    ada.chrome.save.click()
    spare.chrome.visitor.receive({"type": "visitor", "key": ADA})
    assert listed(spare) == listed(ada)


def save_text(**changes) -> bytes:
    match = Match(GAMES["colour_bazaar"], 2, seed=12, names=["Ada", "Bo"])
    rng = random.Random(0)
    for _ in range(5):
        match.apply(rng.choice(match.state.legal_actions()))
    data = {**match.to_json(), "seats": ["human", "random"], **changes}
    return json.dumps(data).encode()


def deep(levels: int):
    value: object = 1
    for _ in range(levels):
        value = [value]
    return value


@pytest.mark.parametrize(
    ("raw", "message"),
    [
        (save_text(names=["x" * 5600, "Bo"]), "player 1's name is longer than 24 characters"),
        (save_text(names=["Ada", "Ada"]), "two players are both called 'Ada'"),
        (save_text(names=["Ada", ""]), "player 2's name is empty"),
        (save_text(names=["Ada", "Bo\u202e"]), "player 2's name has control characters"),
        (save_text(names=["Ada", 3]), "player 2's name is not text"),
        (save_text(seats=["human", "wizard"]), "Seat 2 in the save is 'wizard'"),
        (save_text(seats=["human"]), "seats do not match its number of players"),
        (save_text(players=9, names=None, seats=None), "is for 2-3 players"),
        (save_text(seed=10**4000), "seed is out of range"),
        (save_text(seed=-1), "seed is out of range"),
        (save_text().replace(b'"seed": 12', b'"seed": 1' + b"0" * 5000), "thousands of digits"),
        (b"[" * 100_000 + b"]" * 100_000, "nests its data far deeper"),
        (save_text(extra=deep(40)), "nests its data far deeper"),
        (save_text(actions=[["PlayCard", "x", 0]] * 30_000), "30,000 moves"),
        (save_text(id="../../x"), "game id is damaged"),
        (b"\xff\xfe\x00", "not text"),
        (b"x" * (MAX_SAVE_BYTES + 1), "a save is at most 1,000 kB"),
    ],
)
def test_every_rejected_upload_says_why(tmp_path, raw, message):
    app = opened(tmp_path)
    before = app.match.state.to_json()
    app._on_tool("upload", raw)
    assert notice(app)["kind"] == "error"
    assert message in notice(app)["text"]
    assert app.match.state.to_json() == before


def test_a_good_upload_is_played_on(tmp_path):
    app = opened(tmp_path)
    app._on_tool("upload", save_text().decode())
    assert app.match.names == ["Ada", "Bo"]
    assert app.seats == ["human", "random"]


def test_a_file_too_big_to_send_gets_a_clear_message(tmp_path):
    app = opened(tmp_path)
    app.chrome.visitor.receive({"type": "too-big", "name": "huge.json", "size": 30_000_000})
    assert notice(app)["kind"] == "error"
    assert "30,000 kB" in notice(app)["text"] and "at most 1,000 kB" in notice(app)["text"]


def test_saves_of_another_game_are_not_listed(tmp_path):
    app = opened(tmp_path)
    app.chrome.save.click()
    assert list_saves(GAMES["moonscrown"], app.save_folder) == []


def test_loading_over_a_game_nobody_saved_asks_first(tmp_path):
    """Load and Open file replace the game on the table: like New game, they ask before
    throwing away a running game a human has moved in and nobody saved."""
    other = Match(GAMES["colour_bazaar"], 2, seed=3)
    other.apply(other.state.legal_actions()[0])
    app = opened(tmp_path)
    rng = random.Random(2)
    for _ in range(3):
        click_one_move(app, rng)
    playing = app.match.state.to_json()
    app.chrome.visitor.receive({"type": "file", "text": other.dumps()})
    assert "not saved" in app.table.scene["confirm"]["text"]
    assert app.match.state.to_json() == playing
    app.table.click("confirm:no")  # Cancel: the game stays, the question goes
    assert "confirm" not in app.table.scene and app.match.state.to_json() == playing
    app.chrome.visitor.receive({"type": "file", "text": other.dumps()})
    app.table.click("confirm:yes")
    assert app.match.state.to_json() == other.state.to_json()
    # A saved game is kept by its save: loading over it asks nothing.
    app.chrome.save.click()
    app.chrome.visitor.receive({"type": "file", "text": other.dumps()})
    assert "confirm" not in app.table.scene and "Loaded" in notice(app)["text"]
