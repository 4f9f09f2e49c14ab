"""Rooms: friends in different browsers play one game, kept in a shared database.

A room holds the game, its options, the seed, the seats and an append-only log keyed by
(room, number). The log is the truth: each page's kernel replays it through the engine
(:class:`Position`), checks a move before appending it at the next number, and re-reads when
another kernel took that number first (:class:`RoomSession`). The store is an SQLite file by
default (:class:`SQLiteStore`, one machine) or PostgreSQL when ``FASHION_GAMES_DATABASE``
holds a ``postgresql://`` URL (:class:`~fashion_core.rooms.postgres.PostgresStore`).

Only hashes of the invite keys are stored, and the seed and the raw log never leave the
server: together they reveal every card.
"""

from __future__ import annotations

import os
import pathlib

from fashion_core.rooms.position import Position
from fashion_core.rooms.room import (
    Entry,
    Invites,
    Room,
    RoomError,
    Seat,
    SeatSpec,
    StoreUnavailable,
)
from fashion_core.rooms.session import Outcome, RoomSession
from fashion_core.rooms.sqlite import SQLiteStore
from fashion_core.rooms.store import SCHEMA_VERSION, RoomStore, Watcher

DATABASE_SETTING = "FASHION_GAMES_DATABASE"
"""The one setting: a ``postgresql://`` URL, or a path to an SQLite file."""


def default_database() -> str:
    """The configured database, or the SQLite file in the server's data folder."""
    configured = os.environ.get(DATABASE_SETTING, "").strip()
    if configured:
        return configured
    return str(pathlib.Path.home() / ".fashion-games" / "rooms.sqlite3")


def open_store(database: str | None = None) -> RoomStore:
    """The store for ``database`` (default: :func:`default_database`).

    >>> import tempfile
    >>> open_store(tempfile.mkdtemp() + "/rooms.sqlite3").__class__.__name__
    'SQLiteStore'
    """
    database = database or default_database()
    if database.startswith(("postgresql://", "postgres://")):
        try:
            from fashion_core.rooms.postgres import PostgresStore
        except ImportError as exc:
            raise StoreUnavailable(
                "PostgreSQL rooms need psycopg: pip install 'fashion-games[online]'"
            ) from exc
        return PostgresStore(database)
    return SQLiteStore(database)


__all__ = [
    "DATABASE_SETTING",
    "SCHEMA_VERSION",
    "Entry",
    "Invites",
    "Outcome",
    "Position",
    "Room",
    "RoomError",
    "RoomSession",
    "RoomStore",
    "SQLiteStore",
    "Seat",
    "SeatSpec",
    "StoreUnavailable",
    "Watcher",
    "default_database",
    "open_store",
]
