"""The game protocol every Fashion Games title implements.

A game is a :class:`Game` (name, player counts, options) that makes :class:`State` objects.
A state answers the OpenSpiel-style questions: whose turn it is, which actions are legal,
what a given seat may see; and it changes only through :meth:`State.apply`.

>>> from fashion_core import GAMES
>>> state = GAMES["colour_bazaar"].new(players=2, seed=7)
>>> action = state.legal_actions()[0]
>>> state.apply(action)
>>> state.moves
1

Randomness: a state holds one 64-bit seed. Each chance event (a shuffle, a deal) takes a fresh
generator from :meth:`State.chance`, which also advances the seed. The same seed and the same
actions therefore give the same game, and cloning or saving a state costs two integers instead
of a whole Mersenne Twister.

Actions are small frozen dataclasses whose fields are ints, strs or bools (or tuples of ints),
so they can be saved as ``["PlayCard", 17, 2]`` and checked on the way back in.
"""

from __future__ import annotations

import dataclasses
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from typing import Any, ClassVar, TypeVar

TERMINAL = -1
"""``State.current_player`` once the game is over."""

SAVE_FORMAT = "fashion-games/save"
STATE_FORMAT = "fashion-games/state"

_MASK64 = (1 << 64) - 1
_SEED_MULT = 6364136223846793005
_SEED_INC = 1442695040888963407


class IllegalAction(ValueError):
    """An action the rules forbid.

    ``rule`` is the short name of the broken rule, ``detail`` says what went wrong with this
    move. The state that refused the action is unchanged.

    >>> str(IllegalAction("Suit match", "the Sea shares no suit with the Mill"))
    'Suit match: the Sea shares no suit with the Mill'
    """

    def __init__(self, rule: str, detail: str) -> None:
        super().__init__(f"{rule}: {detail}")
        self.rule = rule
        self.detail = detail


class SaveFileError(ValueError):
    """A save file (or state snapshot) that cannot be loaded; the message says why."""


# --------------------------------------------------------------------------------------
# Actions and events


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base class of every move. Subclasses are frozen dataclasses with JSON-able fields.

    Fields must be annotated as ``int``, ``bool``, ``str``, ``int | None`` or
    ``tuple[int, ...]`` so that :meth:`Game.action_from_json` can check a decoded action.
    """

    def describe(self, state: State) -> str:
        """Plain English, completing "<player> ...": ``"plays the Sea on market 2"``."""
        return type(self).__name__

    def to_json(self) -> list[Any]:
        """``[type name, field values...]`` with tuples written as lists."""
        out: list[Any] = [type(self).__name__]
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out.append(list(value) if isinstance(value, tuple) else value)
        return out


@dataclasses.dataclass(frozen=True, slots=True)
class Event:
    """One line of the game log.

    ``text`` is what every seat may read. ``private`` holds (seat, text) pairs that replace
    ``text`` for that seat only ("You draw the Sea" versus "Bea draws a card").
    """

    text: str
    actor: int | None = None
    kind: str = ""
    private: tuple[tuple[int, str], ...] = ()

    def for_seat(self, seat: int | None) -> str:
        """The line as ``seat`` may read it (``None``: a spectator)."""
        for who, text in self.private:
            if who == seat:
                return text
        return self.text


# --------------------------------------------------------------------------------------
# State


S = TypeVar("S", bound="State")


class State(ABC):
    """The position of one game. Subclasses implement the abstract methods.

    Conventions every game follows:

    * ``current_player`` is a seat index, or :data:`TERMINAL` once ``is_over``.
    * ``apply`` first checks the action (``_check``, raising :class:`IllegalAction` and
      touching nothing), then performs it (``_apply``). Games override ``_check`` with
      messages that name the rule; the default refuses anything not in ``legal_actions()``.
    * ``_apply`` calls :meth:`_reveal` whenever a seat learns something it did not know (a
      card it draws, a card another seat plays from a hidden hand), so that in play mode that
      seat cannot undo back across it.
    * ``view(seat)`` is JSON-able and holds only what ``seat`` may know (``None``: a
      spectator, who sees only public information). Cards are named there by their key, a
      unique string, so tests can check that no hidden card ever appears.
    * Events go to ``self.log`` through :meth:`_event`; search copies switch logging off.
    """

    game: ClassVar[Game]
    snapshot_fields: ClassVar[tuple[str, ...]] = ()
    """Attributes that, with the seed and the counters, fully describe the position."""

    def __init__(
        self, players: int, seed: int, options: dict[str, Any], names: Sequence[str] | None = None
    ) -> None:
        self.num_players = players
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(players)]
        self.options = options
        self.seed = seed & _MASK64
        self.moves = 0
        self.last_reveal = [0] * players
        self.log: list[Event] | None = []
        self.current_player = 0
        self.setup()

    # -- to implement -------------------------------------------------------------------

    @abstractmethod
    def setup(self) -> None:
        """Deal the opening position (use :meth:`chance` for shuffles)."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Exactly the actions ``current_player`` may take now (empty once over)."""

    @abstractmethod
    def _apply(self, action: Action) -> None:
        """Perform an action already known to be legal."""

    @property
    @abstractmethod
    def is_over(self) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def scores(self) -> list[float]:
        """Each seat's score so far (final once ``is_over``)."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may know, as JSON-able data (``None``: public information only)."""

    @abstractmethod
    def determinize(self, seat: int, rng: random.Random) -> State:
        """A copy in which everything hidden from ``seat`` is resampled consistently."""

    @abstractmethod
    def hidden_cards(self, seat: int | None) -> set[str]:
        """Keys of the cards whose identity ``seat`` must not learn from a view right now."""

    # -- provided ------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Check ``action`` against the rules, then play it.

        Raises :class:`IllegalAction` (naming the rule) and leaves the state unchanged if
        the action is not allowed now.
        """
        if self.is_over:
            raise IllegalAction("Game over", "the game has ended; no more moves")
        self._check(action)
        self.moves += 1
        self._apply(action)

    def apply_legal(self, action: Action) -> None:
        """Play an action just taken from ``legal_actions()``, skipping the check (bots)."""
        self.moves += 1
        self._apply(action)

    def _check(self, action: Action) -> None:
        if action not in self.legal_actions():
            raise IllegalAction("Legal moves", f"{action.describe(self)} is not allowed now")

    def winners(self) -> list[int]:
        """Seats with the best score; a tie is a shared win."""
        scores = self.scores()
        best = max(scores)
        return [seat for seat, score in enumerate(scores) if score == best]

    def returns(self) -> list[float]:
        """Win = 1, loss = 0, a k-way shared win = 1/k each (used by bots)."""
        if not self.is_over:
            raise ValueError("returns() is only defined for a finished game")
        win = self.winners()
        share = 1.0 / len(win)
        return [share if seat in win else 0.0 for seat in range(self.num_players)]

    def chance(self) -> random.Random:
        """A generator for one chance event; advances the state's seed."""
        rng = random.Random(self.seed)
        self.seed = (self.seed * _SEED_MULT + _SEED_INC) & _MASK64
        return rng

    def _reveal(self, seats: Iterable[int] | None = None) -> None:
        """Mark that ``seats`` (default: everyone) learned something new in this move."""
        marks = self.last_reveal
        for seat in range(self.num_players) if seats is None else seats:
            marks[seat] = self.moves

    def _reveal_to_others(self, seat: int) -> None:
        """Mark that every seat but ``seat`` learned something (e.g. a card played from hand)."""
        marks = self.last_reveal
        for other in range(self.num_players):
            if other != seat:
                marks[other] = self.moves

    def _event(
        self,
        text: str,
        actor: int | None = None,
        kind: str = "",
        private: tuple[tuple[int, str], ...] = (),
    ) -> None:
        if self.log is not None:
            self.log.append(Event(text, actor, kind, private))

    def events_for(self, seat: int | None, start: int = 0) -> list[str]:
        """The log from ``start`` on, as ``seat`` may read it."""
        if self.log is None:
            return []
        return [e.for_seat(seat) for e in self.log[start:]]

    def clone(self) -> State:
        """An independent copy (logging stays as it is). Games override this for speed."""
        new = self.__class__.__new__(self.__class__)
        new.__dict__.update(self.__dict__)
        for name in self.snapshot_fields:
            setattr(new, name, _deep_copy(getattr(self, name)))
        new.last_reveal = list(self.last_reveal)
        new.log = None if self.log is None else list(self.log)
        return new

    def _blank_copy(self: S) -> S:
        """A new state of the same class holding only the engine's own fields (no log).

        Games' fast ``clone_for_search`` start from this and copy their own zones.
        """
        new = self.__class__.__new__(self.__class__)
        new.num_players = self.num_players
        new.names = self.names  # presentation only, never changed during a game
        new.options = self.options
        new.seed = self.seed
        new.moves = self.moves
        new.last_reveal = self.last_reveal[:]
        new.log = None
        new.current_player = self.current_player
        return new

    def search_copy(self) -> State:
        """A clone without a log, for bots that play ahead."""
        log, self.log = self.log, None
        try:
            return self.clone()
        finally:
            self.log = log

    @abstractmethod
    def check_invariants(self) -> None:
        """Raise ``AssertionError`` if the position breaks a rule invariant (e.g. card count)."""

    def player_name(self, seat: int) -> str:
        # Fast search copies may skip the names; the log is off for them anyway.
        names = self.__dict__.get("names")
        return names[seat] if names else f"Player {seat + 1}"

    # -- snapshots -------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """A complete, versioned snapshot of the position (not the log)."""
        return {
            "format": STATE_FORMAT,
            "game": self.game.name,
            "version": self.game.version,
            "players": self.num_players,
            "options": dict(self.options),
            "seed": self.seed,
            "moves": self.moves,
            "last_reveal": list(self.last_reveal),
            "current_player": self.current_player,
            "fields": {name: _to_jsonable(getattr(self, name)) for name in self.snapshot_fields},
        }

    @classmethod
    def from_json(cls: type[S], data: Any) -> S:
        """Rebuild a snapshot made by :meth:`to_json`; a bad one raises :class:`SaveFileError`."""
        game = cls.game
        _expect_header(data, STATE_FORMAT, game, "state snapshot")
        fields = data.get("fields")
        if not isinstance(fields, dict) or set(fields) != set(cls.snapshot_fields):
            raise SaveFileError(f"This {game.title} snapshot does not list the expected fields")
        try:
            options = game.resolve_options(data["options"])
            players = data["players"]
            if not isinstance(players, int) or not game.min_players <= players <= game.max_players:
                raise SaveFileError(f"A {game.title} snapshot cannot have {players!r} players")
            new = cls.__new__(cls)
            new.num_players = players
            new.names = [f"Player {i + 1}" for i in range(players)]
            new.options = options
            new.seed = int(data["seed"]) & _MASK64
            new.moves = int(data["moves"])
            marks = data["last_reveal"]
            if not isinstance(marks, list) or len(marks) != players:
                raise SaveFileError(f"This {game.title} snapshot has a damaged undo record")
            new.last_reveal = [int(m) for m in marks]
            new.current_player = int(data["current_player"])
            new.log = []
            new.restore(fields)
            new.check_invariants()
        except SaveFileError:
            raise
        except (KeyError, TypeError, ValueError, AssertionError, IndexError) as exc:
            raise SaveFileError(f"This {game.title} snapshot is damaged: {exc}") from exc
        return new

    def restore(self, fields: dict[str, Any]) -> None:
        """Set snapshot fields from JSON data. Override when a field needs its own type back."""
        for name in self.snapshot_fields:
            setattr(self, name, _deep_copy(fields[name]))


def _deep_copy(value: Any) -> Any:
    if isinstance(value, list):
        return [_deep_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _deep_copy(v) for k, v in value.items()}
    if isinstance(value, set):
        return set(value)
    return value  # ints, strs, tuples and frozen values are immutable


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return [_to_jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(_to_jsonable(v) for v in value)
    if isinstance(value, dict):
        return {str(k): _to_jsonable(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _to_jsonable(dataclasses.astuple(value))
    return value


def _expect_header(data: Any, fmt: str, game: Game | None, what: str) -> None:
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise SaveFileError(f"This is not a Fashion Games {what}")
    if game is not None and data.get("game") != game.name:
        raise SaveFileError(f"This {what} is for {data.get('game')!r}, not {game.title}")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveFileError(f"This {what} has no format version")
    if game is not None and version > game.version:
        raise SaveFileError(
            f"This {what} was written by a newer version of {game.title} "
            f"(format {version}); this version reads up to format {game.version}"
        )


# Game and Match live in their own modules; they are part of the protocol, so they are
# reachable from here too.
from fashion_core.game import Game, Option  # noqa: E402
from fashion_core.match import Match  # noqa: E402

__all__ = [
    "TERMINAL",
    "Action",
    "Event",
    "Game",
    "IllegalAction",
    "Match",
    "Option",
    "SaveFileError",
    "State",
]
