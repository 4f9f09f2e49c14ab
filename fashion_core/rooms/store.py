"""RoomStore: rooms, seats and move logs in a SQL database, the same schema on every backend.

The move log's primary key is (room, number): when two kernels append the same number, the
database keeps exactly one and the other learns it lost. Nothing is ever updated or deleted
in the log; a room's ``changes`` counter rises with every write so that waiting pages wake.
Backends differ only in how they connect, lock and wake (``sqlite.py``, ``postgres.py``).
"""

from __future__ import annotations

import contextlib
import json
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from typing import Any

from fashion_core.games import GAMES
from fashion_core.rooms.room import (
    DEFAULT_TIMEOUT,
    MAX_ENTRIES,
    MAX_OPTIONS_BYTES,
    Entry,
    Invites,
    Room,
    RoomError,
    Seat,
    SeatSpec,
    check_key,
    check_name,
    check_room_id,
    hash_key,
    new_key,
    new_room_id,
)

SCHEMA_VERSION = 1
"""Raised whenever the tables change; a store refuses a database of another version."""

SCHEMA = (
    "CREATE TABLE IF NOT EXISTS fg_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    """CREATE TABLE IF NOT EXISTS fg_rooms (
        room TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        options TEXT NOT NULL,
        seed BIGINT NOT NULL,
        spectator_hash TEXT NOT NULL,
        timeout INTEGER NOT NULL,
        created DOUBLE PRECISION NOT NULL,
        changes BIGINT NOT NULL DEFAULT 0
    )""",
    """CREATE TABLE IF NOT EXISTS fg_seats (
        room TEXT NOT NULL REFERENCES fg_rooms (room),
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        bot TEXT,
        key_hash TEXT,
        claimed DOUBLE PRECISION,
        seen DOUBLE PRECISION,
        holder TEXT,
        stand_in INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (room, seat)
    )""",
    """CREATE TABLE IF NOT EXISTS fg_log (
        room TEXT NOT NULL REFERENCES fg_rooms (room),
        number INTEGER NOT NULL CHECK (number >= 1),
        seat INTEGER NOT NULL,
        kind TEXT NOT NULL,
        data TEXT NOT NULL,
        by_bot INTEGER NOT NULL DEFAULT 0,
        created DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (room, number)
    )""",
)


class RoomStore(ABC):
    """Rooms in a database. Subclasses say how to connect, run a transaction and wake pages.

    Every method is safe to call from several threads; each opens what it needs.
    """

    #: Errors of the driver that mean "another writer took that key first".
    conflict_errors: tuple[type[Exception], ...] = ()

    @abstractmethod
    @contextlib.contextmanager
    def transaction(self, write: bool = True) -> Iterator[Any]:
        """A cursor inside one transaction (holding the write lock if ``write``); commits on exit.

        An unreachable database raises :class:`StoreUnavailable`.
        """

    @abstractmethod
    def _notify(self, cur: Any, room_id: str) -> None:
        """Tell waiting pages that ``room_id`` changed (within the transaction)."""

    @abstractmethod
    def watch(self, room_id: str) -> Watcher:
        """A :class:`Watcher` that wakes when ``room_id`` may have changed."""

    @abstractmethod
    def close(self) -> None:
        """Close the store's connections."""

    placeholder = "?"

    def _sql(self, text: str) -> str:
        return text if self.placeholder == "?" else text.replace("?", self.placeholder)

    def _execute(self, cur: Any, text: str, params: Sequence[Any] = ()) -> Any:
        cur.execute(self._sql(text), tuple(params))
        return cur

    def create_schema(self) -> None:
        """Create the tables if missing; refuse a database written by another schema version."""
        with self.transaction() as cur:
            for statement in SCHEMA:
                self._execute(cur, statement)
            row = self._execute(cur, "SELECT value FROM fg_meta WHERE name = 'schema'").fetchone()
            if row is None:
                self._execute(
                    cur,
                    "INSERT INTO fg_meta (name, value) VALUES ('schema', ?)",
                    (str(SCHEMA_VERSION),),
                )
            elif row[0] != str(SCHEMA_VERSION):
                raise RoomError(
                    f"The room database has schema version {row[0]}; this version of "
                    f"Fashion Games reads version {SCHEMA_VERSION}"
                )

    # -- rooms -----------------------------------------------------------------------------

    def create_room(
        self,
        game: str,
        seats: Sequence[SeatSpec],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
        timeout: int = DEFAULT_TIMEOUT,
    ) -> Invites:
        """A new room; the returned keys are the only copy (the store keeps their hashes)."""
        spec = GAMES.get(game)
        if spec is None:
            raise RoomError(f"There is no game called {game!r}")
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise RoomError(
                f"{spec.title} is for {spec.min_players}-{spec.max_players} players, "
                f"not {len(seats)}"
            )
        try:
            resolved = spec.resolve_options(options)
        except ValueError as exc:
            raise RoomError(str(exc)) from exc
        options_json = json.dumps(resolved, sort_keys=True)
        if len(options_json) > MAX_OPTIONS_BYTES:
            raise RoomError("These options are too large for a room")
        for seat in seats:
            if seat.bot is not None and seat.bot not in spec.bots:
                raise RoomError(f"{spec.title} has no {seat.bot!r} bot")
        if not any(seat.bot is None for seat in seats):
            raise RoomError("A room needs at least one friend's seat")
        if not isinstance(timeout, int) or not 10 <= timeout <= 7 * 24 * 3600:
            raise RoomError("The away timeout is between 10 seconds and a week")
        names = [check_name(seat.name) for seat in seats]
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        room_id = new_room_id()
        keys = {i: new_key() for i, seat in enumerate(seats) if seat.bot is None}
        spectator = new_key()
        with self.transaction() as cur:
            self._execute(
                cur,
                "INSERT INTO fg_rooms (room, game, options, seed, spectator_hash, timeout, "
                "created) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (room_id, game, options_json, seed, hash_key(spectator), timeout, time.time()),
            )
            for i, seat in enumerate(seats):
                key_hash = hash_key(keys[i]) if i in keys else None
                self._execute(
                    cur,
                    "INSERT INTO fg_seats (room, seat, name, bot, key_hash) VALUES (?, ?, ?, ?, ?)",
                    (room_id, i, names[i], seat.bot, key_hash),
                )
        return Invites(room_id, keys, spectator)

    def load_room(self, room_id: str) -> Room:
        """The room's setup and seats; an unknown room raises :class:`RoomError`."""
        check_room_id(room_id)
        with self.transaction(write=False) as cur:
            return self._load_room(cur, room_id)

    def _load_room(self, cur: Any, room_id: str) -> Room:
        row = self._execute(
            cur,
            "SELECT game, options, seed, timeout, changes FROM fg_rooms WHERE room = ?",
            (room_id,),
        ).fetchone()
        if row is None:
            raise RoomError("There is no such room: the link may be old or mistyped")
        seats = self._execute(
            cur,
            "SELECT seat, name, bot, claimed, seen, holder, stand_in FROM fg_seats "
            "WHERE room = ? ORDER BY seat",
            (room_id,),
        ).fetchall()
        return Room(
            room_id=room_id,
            game=row[0],
            options=json.loads(row[1]),
            seed=int(row[2]),
            seats=tuple(Seat(s[0], s[1], s[2], s[3], s[4], s[5], bool(s[6])) for s in seats),
            timeout=int(row[3]),
            changes=int(row[4]),
        )

    def changes(self, room_id: str) -> int:
        """The room's change counter (cheap: pages compare it after every wake-up)."""
        with self.transaction(write=False) as cur:
            row = self._execute(
                cur, "SELECT changes FROM fg_rooms WHERE room = ?", (room_id,)
            ).fetchone()
        if row is None:
            raise RoomError("There is no such room: the link may be old or mistyped")
        return int(row[0])

    def _touch(self, cur: Any, room_id: str) -> None:
        self._execute(cur, "UPDATE fg_rooms SET changes = changes + 1 WHERE room = ?", (room_id,))
        self._notify(cur, room_id)

    # -- seats -----------------------------------------------------------------------------

    def open_seat(self, room_id: str, key: str, page: str) -> int | None:
        """The seat ``key`` opens for ``page`` (``None``: the spectator link).

        The newest page to open a seat holds it (a refreshed page takes its seat back); a key
        that is not this room's raises :class:`RoomError` and opens nothing.
        """
        check_room_id(room_id)
        digest = hash_key(check_key(key))
        with self.transaction() as cur:
            room = self._execute(
                cur, "SELECT spectator_hash FROM fg_rooms WHERE room = ?", (room_id,)
            ).fetchone()
            if room is None:
                raise RoomError("There is no such room: the link may be old or mistyped")
            if room[0] == digest:
                return None
            row = self._execute(
                cur,
                "SELECT seat FROM fg_seats WHERE room = ? AND key_hash = ?",
                (room_id, digest),
            ).fetchone()
            if row is None:
                raise RoomError(
                    "This key opens no seat in this room: ask the host for your own link"
                )
            now = time.time()
            self._execute(
                cur,
                "UPDATE fg_seats SET claimed = COALESCE(claimed, ?), seen = ?, holder = ?, "
                "stand_in = 0 WHERE room = ? AND seat = ?",
                (now, now, page, room_id, row[0]),
            )
            self._touch(cur, room_id)
            return int(row[0])

    def heartbeat(self, room_id: str, seat: int, page: str) -> bool:
        """Mark ``seat`` as present; ``False`` if another page has taken the seat over."""
        with self.transaction() as cur:
            cur = self._execute(
                cur,
                "UPDATE fg_seats SET seen = ? WHERE room = ? AND seat = ? AND holder = ?",
                (time.time(), room_id, seat, page),
            )
            return bool(cur.rowcount)

    def set_stand_in(self, room_id: str, seat: int, on: bool) -> None:
        """Let a bot play a friend's away seat (``on``), or give the seat back."""
        with self.transaction() as cur:
            self._execute(
                cur,
                "UPDATE fg_seats SET stand_in = ? WHERE room = ? AND seat = ? AND bot IS NULL",
                (int(on), room_id, seat),
            )
            self._touch(cur, room_id)

    # -- the log ---------------------------------------------------------------------------

    def entries(self, room_id: str, after: int = 0) -> list[Entry]:
        """The room's log entries numbered above ``after``, in order."""
        with self.transaction(write=False) as cur:
            rows = self._execute(
                cur,
                "SELECT number, seat, kind, data, by_bot FROM fg_log "
                "WHERE room = ? AND number > ? ORDER BY number",
                (room_id, after),
            ).fetchall()
        return [Entry(r[0], r[1], r[2], json.loads(r[3]), bool(r[4])) for r in rows]

    def append(self, room_id: str, entry: Entry) -> bool:
        """Write ``entry`` at its number; ``False`` if another writer had that number first.

        The caller has checked the entry against the position after ``entry.number - 1``.
        """
        if entry.number > MAX_ENTRIES:
            raise RoomError(f"This room's log is full ({MAX_ENTRIES} entries)")
        try:
            with self.transaction() as cur:
                self._execute(
                    cur,
                    "INSERT INTO fg_log (room, number, seat, kind, data, by_bot, created) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        room_id,
                        entry.number,
                        entry.seat,
                        entry.kind,
                        json.dumps(entry.data),
                        int(entry.by_bot),
                        time.time(),
                    ),
                )
                self._touch(cur, room_id)
        except self.conflict_errors:
            return False
        return True


class Watcher(ABC):
    """Wakes a page when its room may have changed."""

    @abstractmethod
    def wait(self, timeout: float) -> bool:
        """Block up to ``timeout`` seconds; ``True`` if the room may have changed."""

    @abstractmethod
    def close(self) -> None:
        """Stop watching and free the connection."""
