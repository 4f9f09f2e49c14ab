"""SQLiteStore: rooms in one SQLite file (WAL mode), for kernels on one machine.

Nothing to install and nothing to run: the default store. WAL mode lets pages read while one
writes; writers queue on ``BEGIN IMMEDIATE``. SQLite has no push notification, so a
:class:`PollingWatcher` reads ``PRAGMA data_version`` (a counter SQLite keeps in shared
memory, no disk read) every ``interval`` seconds. At the default 20 ms a waiting kernel
spends well under a millisecond of CPU per second on it (``benchmarks/online.py`` measures it).
WAL needs every process on one host: use PostgreSQL when kernels run on several machines.
"""

from __future__ import annotations

import contextlib
import pathlib
import sqlite3
import threading
import time
from collections.abc import Iterator
from typing import Any

from fashion_core.rooms.room import StoreUnavailable
from fashion_core.rooms.store import RoomStore, Watcher

POLL_INTERVAL = 0.02
"""Seconds between two looks at SQLite's change counter while a page waits."""


def _connect(path: pathlib.Path) -> sqlite3.Connection:
    try:
        conn = sqlite3.connect(
            str(path), timeout=10.0, isolation_level=None, check_same_thread=False
        )
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=NORMAL")
        conn.execute("PRAGMA foreign_keys=ON")
    except sqlite3.Error as exc:
        raise StoreUnavailable(
            f"The room database {path} cannot be opened ({exc}); "
            "the game carries on when it is back"
        ) from exc
    return conn


class SQLiteStore(RoomStore):
    """Rooms in the SQLite file at ``path`` (created with its folder if missing).

    >>> import tempfile, pathlib
    >>> store = SQLiteStore(pathlib.Path(tempfile.mkdtemp()) / "rooms.sqlite3")
    >>> from fashion_core.rooms.room import SeatSpec
    >>> invites = store.create_room("colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo", "random")])
    >>> store.open_seat(invites.room_id, invites.seat_keys[0], page="p1")
    0
    >>> store.close()
    """

    conflict_errors = (sqlite3.IntegrityError,)

    def __init__(self, path: str | pathlib.Path, interval: float = POLL_INTERVAL) -> None:
        self.path = pathlib.Path(path)
        self.interval = interval
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreUnavailable(f"The folder for {self.path} cannot be made ({exc})") from exc
        self._lock = threading.Lock()
        self._conn = _connect(self.path)
        self.create_schema()

    def __repr__(self) -> str:
        return f"<SQLiteStore {self.path}>"

    @contextlib.contextmanager
    def transaction(self, write: bool = True) -> Iterator[Any]:
        with self._lock:
            cur = self._conn.cursor()
            try:
                cur.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            except sqlite3.OperationalError as exc:
                raise StoreUnavailable(
                    f"The room database is busy or unreachable ({exc}); "
                    "the game carries on when it is back"
                ) from exc
            try:
                yield cur
            except BaseException:
                cur.execute("ROLLBACK")
                raise
            try:
                cur.execute("COMMIT")
            except sqlite3.OperationalError as exc:
                cur.execute("ROLLBACK")
                raise StoreUnavailable(f"The room database refused a write ({exc})") from exc

    def _notify(self, cur: Any, room_id: str) -> None:
        """Nothing to send: watchers see SQLite's own change counter move."""

    def watch(self, room_id: str) -> PollingWatcher:
        return PollingWatcher(self.path, self.interval)

    def close(self) -> None:
        with self._lock:
            self._conn.close()


class PollingWatcher(Watcher):
    """Waits by reading ``PRAGMA data_version`` every ``interval`` seconds.

    The counter moves when any other connection commits to the file, so a wake-up says only
    that some room may have changed; the page then compares its room's ``changes``.
    """

    def __init__(self, path: pathlib.Path, interval: float) -> None:
        self.interval = interval
        self._conn = _connect(path)
        self._version = self._read()

    def _read(self) -> int:
        return self._conn.execute("PRAGMA data_version").fetchone()[0]

    def wait(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while True:
            try:
                version = self._read()
            except sqlite3.Error as exc:
                raise StoreUnavailable(f"The room database cannot be read ({exc})") from exc
            if version != self._version:
                self._version = version
                return True
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            time.sleep(min(self.interval, left))

    def close(self) -> None:
        self._conn.close()
