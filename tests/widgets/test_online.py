"""The online page without a browser: friends' tables share a room and see only their own."""

from __future__ import annotations

import importlib.util
import random
import re
import time

import ipywidgets as w
import pytest

from fashion_core import GAMES
from fashion_core.rooms import SeatSpec, StoreUnavailable, open_store
from tests.widgets.conftest import card_mentions
from tests.widgets.drive import click_one_move, legal_act_keys
from widgets.pages.online import OnlineTable, room_page
from widgets.pages.review import ReviewApp

SCENE_GAMES = [g for g in GAMES if importlib.util.find_spec(f"widgets.games.{g}.scene") is not None]


@pytest.fixture
def store(tmp_path):
    store = open_store(str(tmp_path / "rooms.sqlite3"))
    yield store
    store.close()


def room(store, game: str, seats: list[SeatSpec], seed: int):
    invites = store.create_room(game, seats, seed=seed)
    return invites


def to_move(tables: list[OnlineTable]) -> OnlineTable:
    current = tables[0].match.state.current_player
    return next(t for t in tables if t.session.seat == current)


@pytest.mark.parametrize("game", SCENE_GAMES)
def test_two_friends_and_a_bot_finish_a_game_by_clicking(store, game):
    spec = GAMES[game]
    seats = [SeatSpec("Ada"), SeatSpec("Bo")]
    if spec.max_players > 2:
        seats.append(SeatSpec("Cy", "heuristic"))
    invites = room(store, game, seats, seed=4)
    tables = [OnlineTable(store, invites.room_id, invites.seat_keys[i]) for i in (0, 1)]
    rng = random.Random(1)
    for _ in range(3000):
        if tables[0].match.state.is_over:
            break
        if tables[0].session.play_bot() is None:
            assert click_one_move(to_move(tables), rng)
        for t in tables:
            t._on_change()  # what the store's watcher does in a kernel
    assert all(t.match.state.is_over for t in tables)
    assert all(t.table.scene["prompt"].startswith("Game over") for t in tables)
    assert tables[0].match.state.to_json() == tables[1].match.state.to_json()


@pytest.mark.parametrize("game", SCENE_GAMES)
def test_each_page_receives_only_its_own_seat_and_never_the_seed(store, game, wire):
    invites = room(store, game, [SeatSpec("Ada"), SeatSpec("Bo")], seed=987654321987654321)
    tables = [OnlineTable(store, invites.room_id, invites.seat_keys[i]) for i in (0, 1)]
    tables.append(OnlineTable(store, invites.room_id, invites.spectator_key))
    rng = random.Random(2)
    for _ in range(25):
        if tables[0].match.state.is_over:
            break
        assert click_one_move(to_move(tables[:2]), rng)
        for t in tables:
            mark = wire.mark()
            t._on_change()
            sent = wire.since(mark)
            hidden = t.match.state.hidden_cards(t.session.seat)  # in the position just drawn
            for name in hidden:
                assert not card_mentions(sent, name), f"{name} reached seat {t.session.seat}"
    everything = wire.all()
    assert "987654321987654321" not in everything
    assert invites.spectator_key not in everything
    assert all(key not in everything for key in invites.seat_keys.values())
    assert tables[2].table.scene and legal_act_keys(tables[2]) == []
    assert tables[2].tools.layout.display == "none"  # a spectator has no undo or hand-over


def test_a_move_made_at_the_same_time_elsewhere_is_explained(store):
    invites = room(store, "colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo")], seed=4)
    tables = [OnlineTable(store, invites.room_id, invites.seat_keys[i]) for i in (0, 1)]
    slow = to_move(tables)
    seat = slow.session.seat
    while not legal_act_keys(slow):  # choose a card: the page now offers the moves
        slow.table.click(next(k for k, (kind, _) in slow._intents.items() if kind == "select"))
    key = legal_act_keys(slow)[0]
    # Meanwhile the same seat moves from another kernel (say, a second tab that lost a race).
    fast = slow.session
    other = type(fast)(store, invites.room_id, invites.seat_keys[seat], page=fast.page)
    other.play(other.position.match.state.legal_actions()[-1])
    slow.table.click(key)
    assert "Another move came first" in slow.table.scene["notice"]["text"]
    assert [e.number for e in store.entries(invites.room_id)] == [1]
    assert slow.match.state.to_json() == other.position.match.state.to_json()


@pytest.mark.parametrize(
    ("failure", "told"),
    [
        (StoreUnavailable("The game store cannot be reached; retrying."), "cannot be reached"),
        (RuntimeError("a bug"), "Something went wrong with that click"),
    ],
)
def test_a_click_never_shows_a_traceback_and_changes_nothing(store, monkeypatch, failure, told):
    invites = room(store, "colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo")], seed=4)
    tables = [OnlineTable(store, invites.room_id, invites.seat_keys[i]) for i in (0, 1)]
    mover = to_move(tables)
    before = mover.match.state.to_json()
    mover.table.click("act:forged")
    assert "not something you can choose" in mover.table.scene["notice"]["text"]
    while not legal_act_keys(mover):
        mover.table.click(next(k for k, (kind, _) in mover._intents.items() if kind == "select"))

    def fail(action):
        raise failure

    monkeypatch.setattr(mover.session, "play", fail)
    mover.table.click(legal_act_keys(mover)[0])
    assert told in mover.table.scene["notice"]["text"]
    assert mover.match.state.to_json() == before
    assert store.entries(invites.room_id) == []


def test_a_bad_key_gets_a_message_and_no_table(store):
    invites = room(store, "colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo")], seed=4)
    for query in (
        f"room={invites.room_id}&key={'A' * 22}",
        f"room={invites.room_id}&key=short",
        f"room=nosuchroom12&key={invites.seat_keys[0]}",
        "room=&key=",
        "room=" + "x" * 5000,
    ):
        page = room_page(query, store)
        assert not isinstance(page, OnlineTable)
        assert "online-error" in page.value


def test_undo_is_asked_and_accepted_by_the_other_page(store):
    invites = room(store, "colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo")], seed=6)
    tables = [OnlineTable(store, invites.room_id, invites.seat_keys[i]) for i in (0, 1)]
    mover = to_move(tables)
    other = tables[1 - tables.index(mover)]
    before = mover.match.state.to_json()
    assert click_one_move(mover, random.Random(4))
    other._on_change()
    assert other.accept_undo.layout.display == "none"  # nothing to answer yet
    if mover.ask_undo.disabled:  # the move revealed a card: no undo, as on one screen
        assert not mover.match.can_undo(mover.session.seat)
        return
    mover.ask_undo.click()
    other._on_change()
    assert not other.accept_undo.disabled and other.accept_undo.layout.display != "none"
    assert "asks to undo" in other.table.scene["notice"]["text"]
    other.accept_undo.click()
    mover._on_change()
    assert mover.match.state.to_json() == before


@pytest.mark.parametrize("game", ["colour_bazaar", "colori"])
def test_the_one_screen_page_explains_itself_and_a_room_page_does_not(game, monkeypatch, tmp_path):
    from fashion_core.rooms import DATABASE_SETTING
    from widgets.pages.app import GameApp
    from widgets.pages.online import OnlineHost, play_page

    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.delenv("QUERY_STRING", raising=False)
    page = play_page(game, save_dir=tmp_path)
    app, intro, host = page.children  # the table first: the intro pushed it down
    assert "against the computer" in intro.value and "Play online" in intro.value
    assert isinstance(app, GameApp) and isinstance(host, OnlineHost)
    # A friend's link: the room (here a bad key: its message), without the one-screen intro.
    monkeypatch.setenv(DATABASE_SETTING, str(tmp_path / "rooms.sqlite3"))
    monkeypatch.setenv("QUERY_STRING", "room=nosuchroom12&key=" + "A" * 22)
    room_link = play_page(game)
    assert "online-error" in room_link.value and "against the computer" not in room_link.value


def test_a_warmed_up_page_that_becomes_a_room_sends_nothing_of_its_warm_up_game(
    store, tmp_path, monkeypatch
):
    # A preheated kernel deals a one-screen game before anyone asks for the page; when the
    # link names a room, that game's widgets must not reach the friend's browser, which asks
    # the kernel for every open widget's state when it connects.
    import ipywidgets

    from fashion_core.rooms import DATABASE_SETTING
    from widgets.pages.online import _one_screen, show_room_instead

    monkeypatch.setenv(DATABASE_SETTING, str(tmp_path / "rooms.sqlite3"))  # the store's file

    box = _one_screen("colour_bazaar", save_dir=tmp_path)
    warm_up = box.children[0]
    old_ids = {warm_up.table.model_id, warm_up.model_id}
    invites = room(store, "colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo")], seed=5)
    key = invites.seat_keys[1]
    show_room_instead(box, f"room={invites.room_id}&key={key}")
    (online,) = box.children
    assert isinstance(online, OnlineTable)
    assert warm_up.table.comm is None and warm_up.comm is None
    states = ipywidgets.Widget.get_manager_state(drop_defaults=True)["state"]
    assert not old_ids & set(states)  # what a connecting browser would be sent
    assert online.table.model_id in states and box.model_id in states


def test_invite_links_wait_for_a_preheated_kernel_to_learn_the_page_address(monkeypatch):
    """A preheated kernel hears the page's address from Voila a moment after the page opens;
    "Play online" pressed before that must still write whole links, not "?room=..."."""
    import threading

    from widgets.pages import online

    monkeypatch.setattr(online, "REQUEST_KNOWN", threading.Event())
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    for name in ("SERVER_NAME", "SERVER_PORT", "SCRIPT_NAME"):
        monkeypatch.delenv(name, raising=False)

    def voila_answers() -> None:  # what voila.utils.wait_for_request does, then play_page
        monkeypatch.setenv("SERVER_NAME", "example.org")
        monkeypatch.setenv("SERVER_PORT", "8866")
        monkeypatch.setenv("SCRIPT_NAME", "/voila/render/moonscrown/play.ipynb")
        online.REQUEST_KNOWN.set()

    threading.Timer(0.2, voila_answers).start()
    link = online.page_link({"room": "r", "key": "k"})
    assert link == "http://example.org:8866/voila/render/moonscrown/play.ipynb?room=r&key=k"


def test_invite_links_use_the_page_address_the_browser_reports(store, tmp_path, monkeypatch):
    """Behind a proxy (https, a JupyterHub prefix) only the browser knows the page's real
    address; Voila's request details have no scheme at all."""
    from widgets.pages.app import GameApp
    from widgets.pages.online import OnlineHost

    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    monkeypatch.setenv("SERVER_NAME", "10.0.0.7")  # what the server behind the proxy sees
    monkeypatch.setenv("SERVER_PORT", "8866")
    app = GameApp("moonscrown", seats=["human", "human"], save_dir=tmp_path, bot_delay=0)
    box = w.VBox()
    address = "https://hub.example.org/user/ada/voila/render/moonscrown/play.ipynb"
    app.chrome.visitor.receive({"type": "visitor", "key": "ab" * 32, "page": address})
    OnlineHost(app, box, store=store).create()
    invites = box.children[-1].value
    links = re.findall(r"href='([^']+)'", invites)
    assert links and all(link.startswith(address + "?room=") for link in links)
    assert "10.0.0.7" not in invites


@pytest.mark.parametrize(
    "page",
    [
        "javascript:alert(1)",
        "https://example.org/a b",
        "https://example.org/p?room=x",
        "https://example.org/'><script>",
        "https://example.org/" + "p" * 2100,
        42,
    ],
)
def test_a_page_address_that_is_not_a_plain_web_address_is_ignored(page):
    from widgets.storage.visitor import Visitor

    visitor = Visitor()
    visitor.receive({"type": "visitor", "key": "ab" * 32, "page": page})
    assert visitor.page is None and visitor.key == "ab" * 32
    visitor.receive({"type": "visitor", "page": "https://example.org/p"})
    assert visitor.page == "https://example.org/p"
    visitor.receive({"type": "visitor", "page": "https://other.example/q"})
    assert visitor.page == "https://example.org/p"  # the first address a page reports stays


def test_a_round_ending_can_be_hidden_and_a_move_hides_it(store):
    """Online nobody waits for "Next round", and a round's ending used to stay in the status
    bar, over the table, all through the next round: each page hides it for its own player."""
    invites = room(store, "moonscrown", [SeatSpec("Ada"), SeatSpec("Bo")], seed=4)
    tables = [OnlineTable(store, invites.room_id, invites.seat_keys[i]) for i in (0, 1)]
    rng = random.Random(1)
    while "ending" not in tables[0].table.scene:
        assert click_one_move(to_move(tables), rng)
        for t in tables:
            t._on_change()
    mover = to_move(tables)
    reader = next(t for t in tables if t is not mover)
    ending = reader.table.scene["ending"]
    assert ending["kind"] == "round"
    assert [b["key"] for b in ending["buttons"]] == ["ui:dismiss"]
    reader.table.click("ui:dismiss")
    assert "ending" not in reader.table.scene
    assert mover.table.scene["ending"]["id"] == ending["id"]  # the other page still has it
    assert click_one_move(mover, rng)  # a move of its player hides it on that page too
    assert mover.table.scene.get("ending", {}).get("id") != ending["id"]
    for t in tables:
        t.close()


def test_each_player_can_review_the_finished_game_and_come_back(store):
    invites = room(store, "colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo")], seed=4)
    tables = [OnlineTable(store, invites.room_id, invites.seat_keys[i]) for i in (0, 1)]
    watcher = OnlineTable(store, invites.room_id, invites.spectator_key)
    tables[1].table.click("ui:review")  # a forged click before the end: refused
    assert "not something you can choose" in tables[1].table.scene["notice"]["text"]
    assert tables[1].open_review(analyse=False) is None  # and the method checks it too
    assert "once it is over" in tables[1].table.scene["notice"]["text"]
    rng = random.Random(1)
    while not tables[0].match.state.is_over:
        assert click_one_move(to_move(tables), rng)
        for t in [*tables, watcher]:
            t._on_change()
    keys = [b["key"] for b in tables[1].table.scene["ending"]["buttons"]]
    assert keys == ["ui:dismiss", "ui:review"]
    # A spectator is not offered one seat's cards move by move.
    assert [b["key"] for b in watcher.table.scene["ending"]["buttons"]] == ["ui:dismiss"]
    assert watcher.open_review(analyse=False) is None
    playing = tables[1].children
    tables[1].review_options = {"analyse": False}
    tables[1].table.click("ui:review")
    review = tables[1].children[0]
    assert isinstance(review, ReviewApp) and review.seat == 1 and review.finished
    back = [b for b in review.header.children if getattr(b, "description", "").startswith("←")]
    back[0].click()  # "← Back to the game"
    assert tables[1].children == playing
    for t in [*tables, watcher]:
        t.close()


class Clock:
    """The page's clock, moved by hand: two minutes pass without waiting for them."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


def stand_ins(store, room_id: str) -> list[bool]:
    return [seat.stand_in for seat in store.load_room(room_id).seats]


def test_no_bot_is_offered_for_a_friend_who_never_opened_the_invite(store):
    invites = room(store, "colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo")], seed=3)
    clock = Clock()
    host = OnlineTable(store, invites.room_id, invites.seat_keys[0], clock=clock)
    for later in (3, 24 * 3600):  # pressed at once (as seen), or a day later
        clock.now += later
        host._beat()
        assert host.hand_over.disabled
        host.hand_over.click()  # a browser can send the click of a disabled button
        assert stand_ins(store, invites.room_id) == [False, False]
        assert host.table.scene["notice"]["kind"] == "error"
    assert not any(e.by_bot for e in store.entries(invites.room_id))


def test_a_bot_is_offered_once_a_friend_has_been_away_longer_than_the_room_allows(store):
    invites = store.create_room(
        "colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo")], seed=3, timeout=120
    )
    clock = Clock()
    host = OnlineTable(store, invites.room_id, invites.seat_keys[0], clock=clock)
    OnlineTable(store, invites.room_id, invites.seat_keys[1]).close()  # Bo came, then left
    clock.now += 119
    host._beat()
    assert host.hand_over.disabled
    clock.now += 2
    host._beat()  # time alone, no move and no other change, makes the button live
    assert not host.hand_over.disabled
    host.hand_over.click()
    assert stand_ins(store, invites.room_id) == [False, True]
