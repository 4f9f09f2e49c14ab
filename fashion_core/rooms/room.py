"""A room's value types: its seats, its log entries, its keys and the limits on all of them.

Keys are random and stored only as hashes: the database never holds what a link holds, so a
leaked database cannot open a seat.

>>> key = new_key()
>>> len(key) == KEY_LENGTH and check_key(key) == key
True
>>> hash_key(key) != key
True
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import secrets
from typing import Any

KEY_LENGTH = 22
"""Length of an invite or spectator key: 16 random bytes in URL-safe base64."""

ROOM_ID_LENGTH = 12
"""Length of a room's public name: 9 random bytes in URL-safe base64."""

MAX_NAME = 40
"""Longest player name a room accepts."""

MAX_ENTRIES = 5000
"""Longest move log a room accepts (the longest game plays about 300 moves)."""

MAX_OPTIONS_BYTES = 2000
"""Largest options record, as JSON, a room accepts."""

DEFAULT_TIMEOUT = 120
"""Seconds a seat may be away before the others can hand it to a bot."""

_TOKEN = re.compile(r"[A-Za-z0-9_-]+")


class RoomError(ValueError):
    """A room cannot be opened or changed: unknown room, wrong key, full log, bad setup.

    The message is written for the person at the page: it says what is wrong and what to do.
    """


class StoreUnavailable(RuntimeError):
    """The room database cannot be reached; the page says so and retries."""


def new_key() -> str:
    """A fresh random key for an invite or a spectator link."""
    return secrets.token_urlsafe(16)


def new_room_id() -> str:
    """A fresh random public name for a room."""
    return secrets.token_urlsafe(9)


def hash_key(key: str) -> str:
    """What the store keeps of a key: its SHA-256, in hex."""
    return hashlib.sha256(key.encode("ascii")).hexdigest()


def _check_token(value: Any, length: int, what: str) -> str:
    if not isinstance(value, str) or len(value) != length or not _TOKEN.fullmatch(value):
        raise RoomError(f"This link's {what} is malformed: check that the whole link was copied")
    return value


def check_key(key: Any) -> str:
    """``key`` if it has the shape of a key; a malformed one raises :class:`RoomError`."""
    return _check_token(key, KEY_LENGTH, "key")


def check_room_id(room: Any) -> str:
    """``room`` if it has the shape of a room name; otherwise :class:`RoomError`."""
    return _check_token(room, ROOM_ID_LENGTH, "room name")


def check_name(name: Any) -> str:
    """A player name, trimmed; empty, too long or non-text names raise :class:`RoomError`."""
    if not isinstance(name, str) or not name.strip():
        raise RoomError("Each seat needs a name")
    name = " ".join(name.split())
    if len(name) > MAX_NAME or not name.isprintable():
        raise RoomError(f"A name has at most {MAX_NAME} printable characters")
    return name


def bot_seed(room_seed: int, number: int) -> int:
    """The seed of the bot that proposes log entry ``number``.

    Derived from the room's seed and the entry number only, so every kernel in the room
    proposes the same bot move and the unique (room, number) key keeps exactly one of them.

    >>> bot_seed(7, 3) == bot_seed(7, 3) != bot_seed(7, 4)
    True
    """
    digest = hashlib.sha256(f"fashion-games bot {room_seed} {number}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


@dataclasses.dataclass(frozen=True, slots=True)
class SeatSpec:
    """How a room's seat is filled when the room is created."""

    name: str
    """The name shown for the seat and written in the log."""
    bot: str | None = None
    """``None`` for a friend who joins by invite; otherwise the bot kind that plays it."""


@dataclasses.dataclass(frozen=True, slots=True)
class Seat:
    """A seat as the store holds it now."""

    number: int
    """The seat's index in the game (0 is the first player)."""
    name: str
    """The name shown for the seat."""
    bot: str | None
    """The bot kind for a bot seat; ``None`` for a friend's seat."""
    claimed: float | None
    """When the invite was first opened (``None``: not used yet)."""
    seen: float | None
    """The last heartbeat of the page holding the seat."""
    holder: str | None
    """Which page holds the seat now (a random page id); a newer page takes the seat over."""
    stand_in: bool
    """A bot plays this friend's seat while the friend is away."""

    def connected(self, now: float, window: float) -> bool:
        """Whether a page held the seat within ``window`` seconds of ``now``."""
        return self.seen is not None and now - self.seen <= window

    def away_too_long(self, now: float, timeout: float) -> bool:
        """Whether the others may let a bot play this friend's seat: its invite was used, and
        no page has held it for ``timeout`` seconds. An invite nobody opened yet is not an
        away player (a bot played a friend's first turn before the link was even sent)."""
        if self.bot is not None or self.stand_in or self.claimed is None:
            return False
        last = self.seen if self.seen is not None else self.claimed
        return now - last >= timeout

    @property
    def played_by_bot(self) -> bool:
        """Whether a bot chooses this seat's moves (a bot seat, or a friend's stand-in)."""
        return self.bot is not None or self.stand_in


@dataclasses.dataclass(frozen=True, slots=True)
class Room:
    """A room's fixed setup and its seats. The seed never leaves the server."""

    room_id: str
    """The public name in the room's links."""
    game: str
    """The registry name of the game."""
    options: dict[str, Any]
    """The game's options, resolved."""
    seed: int
    """The game's seed: with the log it reveals every card, so no page ever receives it."""
    seats: tuple[Seat, ...]
    """One per player."""
    timeout: int
    """Seconds a seat may be away before the others can hand it to a bot."""
    changes: int
    """A counter the store raises on every write to the room; pages wait on it."""

    @property
    def friends(self) -> tuple[int, ...]:
        """The seats played by people (bots never vote on undo)."""
        return tuple(s.number for s in self.seats if s.bot is None)


@dataclasses.dataclass(frozen=True, slots=True)
class Entry:
    """One line of a room's append-only log.

    ``kind`` is ``"move"`` (``data`` is the action as JSON), ``"undo-ask"``, ``"undo-yes"``
    or ``"undo-no"`` (``data`` is ``None``).
    """

    number: int
    """Its place in the log, from 1; unique within the room."""
    seat: int
    """The seat that wrote it."""
    kind: str
    """What it is: a move or a step of an undo request."""
    data: Any
    """The action as JSON for a move."""
    by_bot: bool = False
    """Whether a bot chose the move (for a bot seat or a stand-in)."""


ENTRY_KINDS = ("move", "undo-ask", "undo-yes", "undo-no")


@dataclasses.dataclass(frozen=True, slots=True)
class Invites:
    """What the host receives when a room is created: the only copy of its keys."""

    room_id: str
    """The room's public name."""
    seat_keys: dict[int, str]
    """One key per friend's seat (the host's own seat included)."""
    spectator_key: str
    """The key of the spectator link."""
