"""RoomSession: one page's handle on a room: its seat, the replayed game, and its moves.

A session never trusts its own copy: before writing it checks the entry against the position
it has replayed, appends at the next number, and if another page took that number first it
re-reads the log and reports what was played instead.
"""

from __future__ import annotations

import dataclasses
import secrets
import time
from typing import Any

from fashion_core.bots import make_bot
from fashion_core.engine import Action, IllegalAction
from fashion_core.rooms.position import Position
from fashion_core.rooms.room import Entry, RoomError, Seat, bot_seed
from fashion_core.rooms.store import RoomStore

PRESENCE_WINDOW = 15.0
"""A seat counts as connected if its page sent a heartbeat this many seconds ago or less."""

HEARTBEAT = 5.0
"""Seconds between a page's heartbeats."""


@dataclasses.dataclass(frozen=True, slots=True)
class Outcome:
    """What became of an entry a page tried to write."""

    kept: bool
    """Whether the page's own entry is in the log."""
    message: str
    """A sentence for the page: what was played, or what happened instead."""


class RoomSession:
    """A page in a room: ``seat`` is its seat, or ``None`` for a spectator.

    >>> import pathlib, tempfile
    >>> from fashion_core.rooms import SQLiteStore, SeatSpec
    >>> store = SQLiteStore(pathlib.Path(tempfile.mkdtemp()) / "rooms.sqlite3")
    >>> inv = store.create_room("colour_bazaar", [SeatSpec("Ada"), SeatSpec("Bo")], seed=3)
    >>> ada = RoomSession(store, inv.room_id, inv.seat_keys[0])
    >>> bo = RoomSession(store, inv.room_id, inv.seat_keys[1])
    >>> mover, other = (ada, bo) if ada.position.match.state.current_player == 0 else (bo, ada)
    >>> mover.play(mover.position.match.state.legal_actions()[0]).kept
    True
    >>> len(other.sync()), other.position.number
    (1, 1)
    """

    def __init__(self, store: RoomStore, room_id: str, key: str, page: str | None = None) -> None:
        self.store = store
        self.page = page or secrets.token_urlsafe(9)
        self.seat = store.open_seat(room_id, key, self.page)
        self.room = store.load_room(room_id)
        self.position = Position(self.room)
        self.lost_seat = False
        """Set when another page opened this seat's link: this page then only watches."""
        self.sync()

    @property
    def room_id(self) -> str:
        return self.room.room_id

    # -- reading ---------------------------------------------------------------------------

    def sync(self) -> list[Entry]:
        """Read what other pages wrote since the last sync; returns the new entries."""
        room = self.store.load_room(self.room_id)
        new = self.store.entries(self.room_id, after=self.position.number)
        self.room = room  # always: heartbeats change who is connected, not ``changes``
        self.position.room = room
        self.position.replay(new)
        return new

    def view(self) -> dict[str, Any]:
        """What this page may see: its own seat's view, or the public view."""
        return self.position.match.state.view(self.seat)

    def seat_status(self, now: float | None = None) -> list[tuple[Seat, bool]]:
        """Each seat with whether a page holds it now."""
        now = time.time() if now is None else now
        return [
            (s, s.bot is not None or s.connected(now, PRESENCE_WINDOW)) for s in self.room.seats
        ]

    def heartbeat(self) -> bool:
        """Tell the others this page is here; ``False`` once another page took the seat."""
        if self.seat is None or self.lost_seat:
            return False
        if not self.store.heartbeat(self.room_id, self.seat, self.page):
            self.lost_seat = True
        return not self.lost_seat

    # -- writing ---------------------------------------------------------------------------

    def _write(self, kind: str, data: Any, seat: int, by_bot: bool = False) -> Outcome:
        if by_bot is False and (self.seat is None or self.lost_seat):
            raise IllegalAction("Players only", "a spectator cannot play")
        entry = Entry(self.position.number + 1, seat, kind, data, by_bot)
        self.position.check(entry)  # raises, naming the rule, and writes nothing
        if self.store.append(self.room_id, entry):
            self.position.apply(entry)
            return Outcome(True, "")
        new = self.sync()
        if new and new[0] == entry:
            return Outcome(True, "")  # the same bot move, proposed by another page too
        what = "; ".join(self._describe(e) for e in new) or "the room changed"
        return Outcome(False, f"Another move came first: {what}. Yours was not played.")

    def _describe(self, entry: Entry) -> str:
        name = self.room.seats[entry.seat].name
        if entry.kind == "move":
            return f"{name} moved"
        return {
            "undo-ask": f"{name} asked to undo",
            "undo-yes": f"{name} agreed to undo",
            "undo-no": f"{name} refused to undo",
        }[entry.kind]

    def play(self, action: Action) -> Outcome:
        """Play ``action`` for this page's seat (checked, then appended)."""
        return self._write("move", action.to_json(), self._own_seat())

    def ask_undo(self) -> Outcome:
        """Ask the others to let this seat take back its last move."""
        return self._write("undo-ask", None, self._own_seat())

    def answer_undo(self, yes: bool) -> Outcome:
        """Accept or refuse the open undo request."""
        return self._write("undo-yes" if yes else "undo-no", None, self._own_seat())

    def _own_seat(self) -> int:
        if self.seat is None or self.lost_seat:
            raise IllegalAction("Players only", "this page watches; it plays no seat")
        return self.seat

    def bot_to_move(self) -> int | None:
        """The seat a bot must play now (a bot seat or a friend's stand-in), if any."""
        state = self.position.match.state
        if state.is_over or self.position.undo_asker is not None:
            return None
        seat = self.room.seats[state.current_player]
        return seat.number if seat.played_by_bot else None

    def play_bot(self) -> Outcome | None:
        """Propose the bot's move, if a bot is to move. Every page proposes the same move."""
        seat = self.bot_to_move()
        if seat is None:
            return None
        number = self.position.number + 1
        kind = self.room.seats[seat].bot or "heuristic"
        bot = make_bot(self.position.match.game, kind, seed=bot_seed(self.room.seed, number))
        action = bot.choose(self.position.match.state.clone())
        return self._write("move", action.to_json(), seat, by_bot=True)

    def hand_to_bot(self, seat: int, now: float | None = None) -> None:
        """Let a bot play ``seat``, whose player has been away longer than the room allows."""
        now = time.time() if now is None else now
        self.sync()
        target = self.room.seats[seat]
        if target.bot is not None or target.stand_in:
            raise RoomError(f"{target.name}'s seat is already played by a bot")
        if target.claimed is None:
            raise RoomError(
                f"{target.name} has not opened their invite yet: a bot takes over only a seat "
                "whose player came and went"
            )
        if not target.away_too_long(now, self.room.timeout):
            raise RoomError(
                f"{target.name} may be away {self.room.timeout} s before a bot takes over"
            )
        if self.seat is None:
            raise RoomError("Only a player can hand a seat to a bot")
        self.store.set_stand_in(self.room_id, seat, True)
        self.sync()

    def close(self) -> None:
        """Nothing to free: the seat stays held until its heartbeats stop."""
