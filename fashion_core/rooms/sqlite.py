"""SQLiteStore: rooms in one SQLite file (WAL mode), for kernels on one machine.

Nothing to install and nothing to run: the default store. WAL mode lets pages read while one
writes; writers queue on ``BEGIN IMMEDIATE``. SQLite has no push notification, so a write
that changes a room touches a signal file beside the database after its commit, and waiting
pages sleep on that file with Linux inotify (:mod:`fashion_core.rooms.filewatch`): a waiting
kernel does nothing until a room changes, and then reads one counter. Polling every 20 ms
instead cost about 5 ms of CPU a second per waiting kernel; it remains the fallback where
inotify is missing (``benchmarks/online.py`` measures both). WAL needs every process on one
host: use PostgreSQL when kernels run on several machines.
"""

from __future__ import annotations

import contextlib
import pathlib
import sqlite3
import threading
import time
from collections.abc import Iterator
from typing import Any

from fashion_core.rooms.filewatch import FileWatch, file_watch, touch
from fashion_core.rooms.room import StoreUnavailable
from fashion_core.rooms.store import RoomStore, Watcher

POLL_INTERVAL = 0.02
"""Seconds between two looks at SQLite's change counter where inotify is missing."""

SAFETY_LOOK = 1.0
"""Seconds a page sleeps on the signal file before it looks at the database anyway (a
writer that died between its commit and the touch must not stall the room for long)."""


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
        self.signal = self.path.with_name(self.path.name + "-signal")
        self._lock = threading.Lock()
        self._conn = _connect(self.path)
        self._touched = False
        self.create_schema()

    def __repr__(self) -> str:
        return f"<SQLiteStore {self.path}>"

    @contextlib.contextmanager
    def transaction(self, write: bool = True) -> Iterator[Any]:
        with self._lock:
            cur = self._conn.cursor()
            self._touched = False  # a rolled-back transaction before this one changed nothing
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
            finally:
                touched, self._touched = self._touched, False
            if touched:  # after the commit, so a woken page reads the new rows
                with contextlib.suppress(OSError):
                    touch(self.signal)

    def _notify(self, cur: Any, room_id: str) -> None:
        """Remember to touch the signal file once this transaction has committed."""
        self._touched = True

    def watch(self, room_id: str) -> SQLiteWatcher:
        return SQLiteWatcher(self.path, self.signal, room_id, self.interval)

    def close(self) -> None:
        with self._lock:
            self._conn.close()


class SQLiteWatcher(Watcher):
    """Wakes when ``room_id``'s change counter moved.

    It sleeps on the store's signal file (inotify) and reads the counter only when a writer
    touched it, or every :data:`SAFETY_LOOK` seconds; without inotify it polls SQLite's
    ``PRAGMA data_version`` (shared memory, no disk read) every ``interval`` seconds. Either
    way other rooms' moves and heartbeats do not wake the page.
    """

    def __init__(self, path: pathlib.Path, signal: pathlib.Path, room_id: str, interval: float):
        self.room_id = room_id
        self.interval = interval
        self._conn = _connect(path)
        self._version = self._data_version()
        self._changes = self._room_changes()
        self._file: FileWatch | None = file_watch(signal)

    def _data_version(self) -> int:
        return self._conn.execute("PRAGMA data_version").fetchone()[0]

    def _room_changes(self) -> int | None:
        row = self._conn.execute(
            "SELECT changes FROM fg_rooms WHERE room = ?", (self.room_id,)
        ).fetchone()
        return None if row is None else int(row[0])

    def _moved(self, touched: bool) -> bool:
        """Whether the room changed; the counter is read only if the file changed at all."""
        try:
            version = self._data_version()
            if not touched and version == self._version:
                return False
            self._version = version
            changes = self._room_changes()
        except sqlite3.Error as exc:
            raise StoreUnavailable(f"The room database cannot be read ({exc})") from exc
        if changes == self._changes:
            return False
        self._changes = changes
        return True

    def wait(self, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            if self._file is not None:
                touched = self._file.wait(min(left, SAFETY_LOOK))
            else:
                time.sleep(min(self.interval, left))
                touched = False
            if self._moved(touched):
                return True
        return False

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
        self._conn.close()
