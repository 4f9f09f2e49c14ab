"""The room store on SQLite and on a real PostgreSQL server: keys, seats, the log, races."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import sqlite3
import time

import psycopg
import pytest

from fashion_core import GAMES, IllegalAction
from fashion_core.rooms import (
    Entry,
    Invites,
    Position,
    RoomError,
    RoomSession,
    SeatSpec,
    StoreUnavailable,
    open_store,
)
from fashion_core.rooms import sqlite as sqlite_module
from fashion_core.rooms.room import MAX_NAME
from tests.rooms import workers

TWO_FRIENDS = [SeatSpec("Ada"), SeatSpec("Bo")]


@pytest.fixture
def store(database):
    store = open_store(database)
    yield store
    store.close()


def mover(*sessions: RoomSession) -> RoomSession:
    state = sessions[0].position.match.state
    return next(s for s in sessions if s.seat == state.current_player)


def two_friends(store, seed: int) -> tuple[Invites, RoomSession, RoomSession]:
    """A Colour Bazaar room of two friends, each with a page open: the invites, the page
    whose seat moves first, and the other page."""
    invites = store.create_room("colour_bazaar", TWO_FRIENDS, seed=seed)
    a = RoomSession(store, invites.room_id, invites.seat_keys[0])
    b = RoomSession(store, invites.room_id, invites.seat_keys[1])
    first = mover(a, b)
    return invites, first, b if first is a else a


def dump_database(database: str) -> str:
    """Every value in every table, as text (to look for what must not be stored)."""
    if database.startswith("postgresql://"):
        with psycopg.connect(database) as conn:
            rows = [
                conn.execute(f"SELECT * FROM {t}").fetchall()
                for t in ("fg_meta", "fg_rooms", "fg_seats", "fg_log")
            ]
    else:
        with sqlite3.connect(database) as conn:
            rows = [
                conn.execute(f"SELECT * FROM {t}").fetchall()
                for t in ("fg_meta", "fg_rooms", "fg_seats", "fg_log")
            ]
    return repr(rows)


# -- keys and seats ---------------------------------------------------------------------------


def test_keys_are_stored_only_as_hashes(store, database):
    invites = store.create_room("colour_bazaar", TWO_FRIENDS, seed=1)
    RoomSession(store, invites.room_id, invites.seat_keys[0])
    stored = dump_database(database)
    for key in [*invites.seat_keys.values(), invites.spectator_key]:
        assert key not in stored
    assert invites.room_id in stored


def test_each_invite_opens_its_own_seat_and_the_spectator_link_none(store):
    invites = store.create_room("colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bot", "random")])
    assert set(invites.seat_keys) == {0}  # bots get no invite
    assert store.open_seat(invites.room_id, invites.seat_keys[0], "page-1") == 0
    assert store.open_seat(invites.room_id, invites.spectator_key, "page-2") is None


def test_wrong_key_opens_nothing(store):
    one = store.create_room("colour_bazaar", TWO_FRIENDS)
    other = store.create_room("colour_bazaar", TWO_FRIENDS)
    with pytest.raises(RoomError, match="opens no seat in this room"):
        store.open_seat(one.room_id, other.seat_keys[0], "page")  # another room's key


@pytest.mark.parametrize("key", ["", "short", "x" * 23, "a" * 21 + "!", None, 7, "é" * 22])
def test_malformed_key_is_refused_before_the_database(store, key):
    invites = store.create_room("colour_bazaar", TWO_FRIENDS)
    with pytest.raises(RoomError, match="key is malformed"):
        store.open_seat(invites.room_id, key, "page")


@pytest.mark.parametrize("room", ["nosuchroom12", "short", "../../etc/pa", "x" * 500])
def test_unknown_or_malformed_room_says_so(store, room):
    invites = store.create_room("colour_bazaar", TWO_FRIENDS)
    with pytest.raises(RoomError, match=r"no such room|room name is malformed"):
        store.open_seat(room, invites.seat_keys[0], "page")


def test_room_setup_is_bounded(store):
    with pytest.raises(RoomError, match="at most 40"):
        store.create_room("colour_bazaar", [SeatSpec("A" * (MAX_NAME + 1)), SeatSpec("Bo")])
    with pytest.raises(RoomError, match="for 2-"):
        store.create_room("colour_bazaar", [SeatSpec("Ada")])
    with pytest.raises(RoomError, match="at least one friend"):
        store.create_room("colour_bazaar", [SeatSpec("A", "random"), SeatSpec("B", "random")])
    with pytest.raises(RoomError, match="no option"):
        store.create_room("colour_bazaar", TWO_FRIENDS, options={"nonsense": True})
    with pytest.raises(RoomError, match="no game"):
        store.create_room("chess", TWO_FRIENDS)


def test_newest_page_holds_the_seat_and_the_old_page_only_watches(store):
    invites = store.create_room("colour_bazaar", TWO_FRIENDS, seed=2)
    first = RoomSession(store, invites.room_id, invites.seat_keys[0], page="tab-1")
    assert first.heartbeat()
    again = RoomSession(store, invites.room_id, invites.seat_keys[0], page="tab-2")  # refresh
    assert again.seat == 0 and again.heartbeat()
    assert not first.heartbeat() and first.lost_seat
    with pytest.raises(IllegalAction, match="Players only"):
        first.play(first.position.match.state.legal_actions()[0])


# -- the log ---------------------------------------------------------------------------------


def test_out_of_turn_move_is_refused_and_nothing_written(store):
    invites, _, waiting = two_friends(store, seed=4)
    action = waiting.position.match.state.legal_actions()[0]
    with pytest.raises(IllegalAction, match="Wait your turn"):
        waiting.play(action)
    assert store.entries(invites.room_id) == []


def test_forged_move_is_refused_with_the_rule_named(store):
    invites, s, _ = two_friends(store, seed=4)
    for forged in (["NoSuchMove"], ["PlayCard", "one", 2], "x" * 50):
        entry = Entry(1, s.seat, "move", forged)
        with pytest.raises(IllegalAction, match="Moves of this game only"):
            s.position.check(entry)
    assert store.entries(invites.room_id) == []


def test_spectator_cannot_play(store):
    invites = store.create_room("colour_bazaar", TWO_FRIENDS, seed=4)
    watcher = RoomSession(store, invites.room_id, invites.spectator_key)
    with pytest.raises(IllegalAction, match="Players only"):
        watcher.play(watcher.position.match.state.legal_actions()[0])


def test_two_pages_moving_at_once_keep_exactly_one_and_the_other_is_told(store):
    invites, first, _ = two_friends(store, seed=5)
    # A second kernel on the same seat, as after a refresh, still holding the old position.
    stale = RoomSession(store, invites.room_id, invites.seat_keys[first.seat], page=first.page)
    moves = first.position.match.state.legal_actions()
    assert first.play(moves[0]).kept
    outcome = stale.play(moves[-1])  # written against the old position
    assert not outcome.kept
    assert f"{first.room.seats[first.seat].name} moved" in outcome.message
    assert "not played" in outcome.message
    assert [e.number for e in store.entries(invites.room_id)] == [1]
    assert stale.position.match.state.to_json() == first.position.match.state.to_json()


def test_same_bot_move_from_every_kernel(store):
    seats = [SeatSpec("Ada"), SeatSpec("Bo"), SeatSpec("Cy", "heuristic")]
    invites = store.create_room("colour_bazaar", seats, seed=11)
    a = RoomSession(store, invites.room_id, invites.seat_keys[0])
    b = RoomSession(store, invites.room_id, invites.seat_keys[1])
    bot_moves = 0
    while not a.position.match.state.is_over and bot_moves < 6:
        if a.bot_to_move() is None:
            mover(a, b).play(a.position.match.state.legal_actions()[0])
        else:
            # Both kernels propose before either reads the other's write.
            proposals = [s.bot_to_move() and s.position.match.state.clone() for s in (a, b)]
            assert all(proposals)
            outcomes = [a.play_bot(), b.play_bot()]
            assert all(o is not None and o.kept for o in outcomes), outcomes
            bot_moves += 1
        a.sync()
        b.sync()
    log = store.entries(invites.room_id)
    assert sum(e.by_bot for e in log) == bot_moves >= 1
    assert [e.number for e in log] == list(range(1, len(log) + 1))


def test_undo_is_a_request_the_others_accept(store):
    invites, first, other = two_friends(store, seed=6)
    before = first.position.match.state.to_json()
    first.play(first.position.match.state.legal_actions()[0])
    other.sync()
    with pytest.raises(IllegalAction, match="Answer an open request"):
        other.answer_undo(True)  # nothing asked yet
    assert first.ask_undo().kept
    other.sync()
    assert other.position.undo_asker == first.seat
    with pytest.raises(IllegalAction, match="The others answer"):
        first.answer_undo(True)  # nobody accepts their own request
    assert other.answer_undo(True).kept
    first.sync()
    assert first.position.match.state.to_json() == before
    assert len(store.entries(invites.room_id)) == 3  # the log only grows


def test_refused_undo_changes_nothing(store):
    _, first, other = two_friends(store, seed=6)
    first.play(first.position.match.state.legal_actions()[0])
    after = first.position.match.state.to_json()
    first.ask_undo()
    other.sync()
    other.answer_undo(False)
    first.sync()
    assert first.position.match.state.to_json() == after and first.position.undo_asker is None


def test_a_seat_whose_invite_was_never_opened_is_not_away(store):
    invites = store.create_room("colour_bazaar", TWO_FRIENDS, seed=7, timeout=30)
    a = RoomSession(store, invites.room_id, invites.seat_keys[0])
    with pytest.raises(RoomError, match="not opened their invite"):
        a.hand_to_bot(1, now=time.time() + 24 * 3600)
    assert not a.room.seats[1].stand_in


def test_away_seat_goes_to_a_bot_and_comes_back(store):
    invites = store.create_room("colour_bazaar", TWO_FRIENDS, seed=7, timeout=30)
    a = RoomSession(store, invites.room_id, invites.seat_keys[0])
    b_key = invites.seat_keys[1]
    RoomSession(store, invites.room_id, b_key, page="bo-1")  # Bo came once, then left
    with pytest.raises(RoomError, match="away 30 s"):
        a.hand_to_bot(1)
    a.hand_to_bot(1, now=time.time() + 31)
    assert a.room.seats[1].stand_in
    while a.position.match.state.current_player != 1 or a.bot_to_move() is None:
        if a.position.match.state.current_player == 0:
            a.play(a.position.match.state.legal_actions()[0])
        else:  # pragma: no cover - seat 1 with a stand-in is always the bot's
            break
    assert a.play_bot().kept
    assert store.entries(invites.room_id)[-1].by_bot
    bo = RoomSession(store, invites.room_id, b_key, page="bo-2")  # Bo returns
    assert bo.seat == 1 and not bo.room.seats[1].stand_in
    a.sync()
    assert a.bot_to_move() is None


def test_replay_equals_every_readers_state(store):
    invites = store.create_room("colour_bazaar", [SeatSpec("A"), SeatSpec("B")], seed=8)
    pages = [RoomSession(store, invites.room_id, k) for k in invites.seat_keys.values()]
    pages.append(RoomSession(store, invites.room_id, invites.spectator_key))
    while not pages[0].position.match.state.is_over:
        mover(*pages[:2]).play(pages[0].position.match.state.legal_actions()[-1])
        for p in pages:
            p.sync()
    fresh = Position(store.load_room(invites.room_id))
    fresh.replay(store.entries(invites.room_id))
    for p in pages:
        assert p.position.match.state.to_json() == fresh.match.state.to_json()
    assert pages[2].view() == fresh.match.state.view(None)


def test_watcher_wakes_on_a_write_by_another_connection(database):
    writer, reader = open_store(database), open_store(database)
    invites = writer.create_room("colour_bazaar", TWO_FRIENDS, seed=9)
    watcher = reader.watch(invites.room_id)
    assert not watcher.wait(0.05)
    writer.open_seat(invites.room_id, invites.seat_keys[0], "p")
    assert watcher.wait(5.0)
    watcher.close()
    writer.close()
    reader.close()


# -- many processes ---------------------------------------------------------------------------


def check_logs(
    store, rooms: list[str], results: list[dict], before: dict[str, int] | None = None
) -> None:
    """Exactly one move per number, none lost, and every reader's state equals the replay.

    ``before`` is how long each log was before these results' processes started.
    """
    for room in rooms:
        log = store.entries(room)
        numbers = [e.number for e in log]
        assert numbers == list(range(1, len(log) + 1))
        won = sorted(n for r in results for n in r[room]["won"])
        start = before[room] if before else 0
        assert won == numbers[start:], "a move was lost or written twice"
        fresh = Position(store.load_room(room))
        fresh.replay(log)
        assert fresh.match.state.is_over
        for r in results:
            assert r[room]["state"] == fresh.match.state.to_json()


def test_racing_processes_write_each_number_once(store, database):
    rooms = [store.create_room("colour_bazaar", TWO_FRIENDS, seed=20 + i).room_id for i in range(3)]
    ctx = multiprocessing.get_context("spawn")
    with ctx.Manager() as manager, ctx.Pool(4) as pool:
        start = manager.Barrier(4)
        results = pool.starmap(workers.race, [(database, rooms, seed, start) for seed in range(4)])
    assert sum(len(r[room]["won"]) for r in results for room in rooms) > 0
    assert sum(1 for r in results if any(r[room]["won"] for room in rooms)) >= 2  # a real race
    check_logs(store, rooms, results)


def test_killed_writers_lose_and_double_nothing(store, database):
    rooms = [store.create_room("colour_bazaar", TWO_FRIENDS, seed=40 + i).room_id for i in range(2)]
    ctx = multiprocessing.get_context("spawn")
    go = ctx.Event()
    victims = []
    for seed in range(3):
        loaded, wrote = ctx.Event(), ctx.Event()
        proc = ctx.Process(
            target=workers.play_forever, args=(database, rooms, seed, loaded, go, wrote)
        )
        proc.start()
        victims.append((proc, loaded, wrote))
    for _proc, loaded, _wrote in victims:
        assert loaded.wait(120), "a writer never started"
    go.set()
    for _proc, _loaded, wrote in victims:
        assert wrote.wait(60), "a writer never wrote"
    for proc, _loaded, _wrote in victims:
        os.kill(proc.pid, signal.SIGKILL)  # mid-game, maybe mid-transaction
        proc.join()
    mid_game = [Position(store.load_room(room)) for room in rooms]
    for position, room in zip(mid_game, rooms, strict=True):
        position.replay(store.entries(room))
    assert not all(p.match.state.is_over for p in mid_game), "the writers were killed too late"
    before = {room: len(store.entries(room)) for room in rooms}
    assert sum(before.values()) >= len(victims)
    survivor = workers.race(database, rooms, seed=99)
    check_logs(store, rooms, [survivor], before)


# -- the database itself -------------------------------------------------------------------------


def test_another_schema_version_is_refused(database):
    open_store(database).close()
    if database.startswith("postgresql://"):
        with psycopg.connect(database, autocommit=True) as conn:
            conn.execute("UPDATE fg_meta SET value = '99' WHERE name = 'schema'")
    else:
        with sqlite3.connect(database) as conn:
            conn.execute("UPDATE fg_meta SET value = '99' WHERE name = 'schema'")
    with pytest.raises(RoomError, match="schema version 99"):
        open_store(database)


def test_unreachable_sqlite_file_gives_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(StoreUnavailable, match="cannot be"):
        open_store(str(blocker / "rooms.sqlite3"))


def test_unreachable_postgres_gives_a_clear_error(tmp_path):
    with pytest.raises(StoreUnavailable, match="cannot be reached"):
        open_store(f"postgresql:///postgres?host={tmp_path}&user=fg")


def test_game_resumes_when_postgres_is_back(postgres):
    from tests.rooms.conftest import fresh_postgres_database

    url = fresh_postgres_database(postgres)
    store = open_store(url)
    invites = store.create_room("colour_bazaar", TWO_FRIENDS, seed=12)
    a = RoomSession(store, invites.room_id, invites.seat_keys[0])
    b = RoomSession(store, invites.room_id, invites.seat_keys[1])
    s = mover(a, b)
    postgres.stop()
    try:
        with pytest.raises(StoreUnavailable, match="cannot be reached"):
            s.play(s.position.match.state.legal_actions()[0])
        assert s.position.number == 0  # nothing half-applied
    finally:
        postgres.start()
    assert s.play(s.position.match.state.legal_actions()[0]).kept
    other = b if s is a else a
    assert len(other.sync()) == 1
    store.close()


def test_options_are_kept_with_the_room(store):
    option = GAMES["colour_bazaar"].options[0]
    other = next(c for c in option.choices if c != option.default)
    invites = store.create_room("colour_bazaar", TWO_FRIENDS, options={option.name: other})
    room = store.load_room(invites.room_id)
    assert room.options[option.name] == other
    assert json.dumps(room.options)


def test_presence_follows_heartbeats(store):
    invites = store.create_room("colour_bazaar", TWO_FRIENDS, seed=13)
    a = RoomSession(store, invites.room_id, invites.seat_keys[0])
    seat_b = a.room.seats[1]
    assert seat_b.claimed is None  # an unused invite
    b = RoomSession(store, invites.room_id, invites.seat_keys[1])
    a.sync()
    here = dict((s.number, up) for s, up in a.seat_status())
    assert here == {0: True, 1: True}
    later = time.time() + 60
    assert dict((s.number, up) for s, up in a.seat_status(now=later)) == {0: False, 1: False}
    before = a.room.seats[1].seen
    assert b.heartbeat()  # writes no log entry and no change count: still seen by readers
    a.sync()
    assert a.room.seats[1].seen > before


def test_a_full_log_says_so_and_writes_nothing(store, monkeypatch):
    import fashion_core.rooms.store as store_module

    invites = store.create_room("colour_bazaar", TWO_FRIENDS, seed=14)
    a = RoomSession(store, invites.room_id, invites.seat_keys[0])
    b = RoomSession(store, invites.room_id, invites.seat_keys[1])
    s = mover(a, b)
    monkeypatch.setattr(store_module, "MAX_ENTRIES", 0)
    with pytest.raises(RoomError, match="log is full"):
        s.play(s.position.match.state.legal_actions()[0])
    assert store.entries(invites.room_id) == [] and s.position.number == 0


def test_pages_wake_only_for_their_own_room(database):
    store = open_store(database)
    mine = store.create_room("colour_bazaar", TWO_FRIENDS, seed=15)
    other = store.create_room("colour_bazaar", TWO_FRIENDS, seed=16)
    seat = store.open_seat(mine.room_id, mine.seat_keys[0], "p")
    watcher = store.watch(mine.room_id)
    store.open_seat(other.room_id, other.seat_keys[0], "p")
    store.heartbeat(mine.room_id, seat, "p")  # presence is read on the page's own beat
    assert not watcher.wait(0.3)
    store.open_seat(mine.room_id, mine.seat_keys[1], "q")
    assert watcher.wait(5.0)
    watcher.close()
    store.close()


def test_sqlite_without_inotify_polls_and_still_wakes(tmp_path, monkeypatch):
    monkeypatch.setattr(sqlite_module, "file_watch", lambda _path: None)
    writer, reader = (
        open_store(str(tmp_path / "r.sqlite3")),
        open_store(str(tmp_path / "r.sqlite3")),
    )
    invites = writer.create_room("colour_bazaar", TWO_FRIENDS, seed=9)
    watcher = reader.watch(invites.room_id)
    assert watcher._file is None
    assert not watcher.wait(0.1)
    writer.open_seat(invites.room_id, invites.seat_keys[0], "p")
    assert watcher.wait(5.0)
    for closing in (watcher, writer, reader):
        closing.close()


def test_sqlite_page_looks_anyway_when_a_writer_never_touched_the_signal(tmp_path, monkeypatch):
    monkeypatch.setattr(sqlite_module, "SAFETY_LOOK", 0.05)
    writer, reader = (
        open_store(str(tmp_path / "r.sqlite3")),
        open_store(str(tmp_path / "r.sqlite3")),
    )
    invites = writer.create_room("colour_bazaar", TWO_FRIENDS, seed=9)
    watcher = reader.watch(invites.room_id)
    assert watcher._file is not None
    monkeypatch.setattr(sqlite_module, "touch", lambda _path: None)  # as if killed in between
    writer.open_seat(invites.room_id, invites.seat_keys[0], "p")
    assert watcher.wait(5.0)
    for closing in (watcher, writer, reader):
        closing.close()
