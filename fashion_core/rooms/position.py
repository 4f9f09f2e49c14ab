"""Position: a room's game rebuilt by replaying its log through the engine.

Every kernel in a room holds one. It checks an entry before the kernel appends it, and applies
the entries other kernels appended, so all of them reach the same state from the same log.
"""

from __future__ import annotations

from fashion_core.engine import IllegalAction, SaveFileError
from fashion_core.games import GAMES
from fashion_core.match import Match
from fashion_core.rooms.room import ENTRY_KINDS, Entry, Room


class Position:
    """The game after a prefix of a room's log, with any open undo request.

    An undo is a request in the log: ``undo-ask`` by the seat that wants its last move back,
    then ``undo-yes`` from every other friend's seat (bots never object), or one ``undo-no``.
    Any move closes an open request. The undo obeys the usual rule (never past a reveal).

    >>> from fashion_core.rooms.room import Room, Seat
    >>> seats = tuple(Seat(i, f"P{i}", None, None, None, None, False) for i in range(2))
    >>> room = Room("r" * 12, "colour_bazaar", {}, 5, seats, 60, 0)
    >>> p = Position(room)
    >>> move = p.match.state.legal_actions()[0]
    >>> p.apply(Entry(1, p.match.state.current_player, "move", move.to_json()))
    >>> p.number
    1
    """

    def __init__(self, room: Room) -> None:
        game = GAMES.get(room.game)
        if game is None:
            raise SaveFileError(f"This room is for an unknown game {room.game!r}")
        self.room = room
        self.match = Match(
            game, len(room.seats), room.seed, room.options, [s.name for s in room.seats]
        )
        self.number = 0
        """How many log entries have been applied."""
        self.undo_asker: int | None = None
        """The seat whose undo request is open, if any."""
        self.undo_yes: set[int] = set()
        """The seats that accepted the open request."""

    def check(self, entry: Entry) -> None:
        """Raise :class:`IllegalAction` (naming the rule) unless ``entry`` may come next."""
        if entry.number != self.number + 1:
            raise IllegalAction(
                "One move at a time",
                f"entry {entry.number} cannot follow entry {self.number}",
            )
        if entry.kind not in ENTRY_KINDS:
            raise IllegalAction("Moves only", f"{entry.kind!r} is not a kind of log entry")
        if not 0 <= entry.seat < len(self.room.seats):
            raise IllegalAction("Seats only", f"this game has no seat {entry.seat}")
        getattr(self, "_check_" + entry.kind.replace("-", "_"))(entry)

    def _check_move(self, entry: Entry) -> None:
        try:
            action = self.match.game.action_from_json(entry.data)
        except ValueError as exc:
            raise IllegalAction("Moves of this game only", str(exc)) from exc
        state = self.match.state
        if entry.seat != state.current_player:
            whose = "nobody's" if state.is_over else f"{self.match.names[state.current_player]}'s"
            raise IllegalAction("Wait your turn", f"it is {whose} turn")
        state.clone().apply(action)

    def _check_undo_ask(self, entry: Entry) -> None:
        if self.match.state.is_over:
            raise IllegalAction("No undo after the end", "the game is over")
        if self.undo_asker is not None:
            raise IllegalAction("One undo request at a time", "a request is already open")
        if not self.match.can_undo(entry.seat):
            raise IllegalAction(
                "No undo past a reveal",
                "there is no move of yours that can still be taken back",
            )

    def _check_undo_yes(self, entry: Entry) -> None:
        if self.undo_asker is None:
            raise IllegalAction("Answer an open request", "nobody has asked to undo")
        if entry.seat == self.undo_asker or entry.seat not in self.room.friends:
            raise IllegalAction("The others answer", "only the other players answer a request")

    _check_undo_no = _check_undo_yes

    def apply(self, entry: Entry) -> None:
        """Check ``entry`` and play it; an illegal entry raises and changes nothing."""
        self.check(entry)
        self.number = entry.number
        if entry.kind == "move":
            self.match.apply(self.match.game.action_from_json(entry.data), entry.seat)
            self._close_request()
        elif entry.kind == "undo-ask":
            self.undo_asker = entry.seat
            self._grant_if_agreed()
        elif entry.kind == "undo-yes":
            self.undo_yes.add(entry.seat)
            self._grant_if_agreed()
        else:
            self._close_request()

    def _grant_if_agreed(self) -> None:
        asker = self.undo_asker
        assert asker is not None
        if all(seat in self.undo_yes for seat in self.room.friends if seat != asker):
            self._close_request()
            if self.match.can_undo(asker):  # a reveal may have come in between
                self.match.undo(asker)

    def _close_request(self) -> None:
        self.undo_asker = None
        self.undo_yes = set()

    def replay(self, entries: list[Entry]) -> None:
        """Apply entries read from the store; a damaged log raises :class:`SaveFileError`."""
        for entry in entries:
            if entry.number <= self.number:
                continue
            try:
                self.apply(entry)
            except IllegalAction as exc:
                raise SaveFileError(
                    f"This room's log is damaged at entry {entry.number}: {exc}"
                ) from exc
