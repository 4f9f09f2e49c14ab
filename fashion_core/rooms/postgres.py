"""PostgresStore: rooms in PostgreSQL, for kernels spread over several machines (JupyterHub).

The same tables as SQLite. Every write sends ``NOTIFY fg_rooms, '<room>'`` inside its
transaction, so waiting pages wake when it commits and never poll. Needs the ``online``
extra (``psycopg``); the import happens only when a PostgreSQL URL is configured.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from typing import Any

import psycopg
from psycopg import errors

from fashion_core.rooms.room import StoreUnavailable
from fashion_core.rooms.store import RoomStore, Watcher

CHANNEL = "fg_rooms"
"""The notification channel; the payload is the room's name."""

_DOWN = (psycopg.OperationalError, psycopg.InterfaceError)


def _unavailable(exc: Exception) -> StoreUnavailable:
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else type(exc).__name__
    return StoreUnavailable(
        f"The room database cannot be reached ({first}); the game carries on when it is back"
    )


def _connect(url: str) -> psycopg.Connection:
    try:
        return psycopg.connect(url, autocommit=True, connect_timeout=5)
    except _DOWN as exc:
        raise _unavailable(exc) from exc


class PostgresStore(RoomStore):
    """Rooms in the PostgreSQL database at ``url`` (``postgresql://...``).

    A lost connection is dropped and made again on the next call, so the game resumes when
    the server is back.
    """

    placeholder = "%s"
    conflict_errors = (errors.UniqueViolation,)

    def __init__(self, url: str) -> None:
        self.url = url
        self._lock = threading.Lock()
        self._conn: psycopg.Connection | None = None
        self.create_schema()

    def __repr__(self) -> str:
        return "<PostgresStore>"  # the URL may hold a password

    @contextlib.contextmanager
    def transaction(self, write: bool = True) -> Iterator[Any]:
        with self._lock:
            if self._conn is None or self._conn.closed:
                self._conn = _connect(self.url)
            conn = self._conn
            try:
                with conn.transaction(), conn.cursor() as cur:
                    if write:
                        # One writer at a time, as in SQLite: keeps the schema creation and
                        # the counters simple; the log's key alone already stops doubles.
                        cur.execute("SELECT pg_advisory_xact_lock(1852270963)")
                    yield cur
            except _DOWN as exc:
                conn.close()
                self._conn = None
                raise _unavailable(exc) from exc

    def _notify(self, cur: Any, room_id: str) -> None:
        cur.execute("SELECT pg_notify(%s, %s)", (CHANNEL, room_id))

    def watch(self, room_id: str) -> NotifyWatcher:
        return NotifyWatcher(self.url, room_id)

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()


class NotifyWatcher(Watcher):
    """Waits on ``LISTEN fg_rooms`` for a notification naming its room."""

    def __init__(self, url: str, room_id: str) -> None:
        self.url = url
        self.room_id = room_id
        self._conn: psycopg.Connection | None = None
        self._listen()

    def _listen(self) -> None:
        self._conn = _connect(self.url)
        try:
            self._conn.execute(f"LISTEN {CHANNEL}")
        except _DOWN as exc:
            raise _unavailable(exc) from exc

    def wait(self, timeout: float) -> bool:
        try:
            if self._conn is None or self._conn.closed:
                self._listen()
                return True  # anything may have happened while the connection was down
            assert self._conn is not None
            for note in self._conn.notifies(timeout=timeout):
                if note.payload == self.room_id:
                    return True
            return False
        except _DOWN as exc:
            if self._conn is not None:
                self._conn.close()
            self._conn = None
            raise _unavailable(exc) from exc

    def close(self) -> None:
        if self._conn is not None:
            self._conn.close()
