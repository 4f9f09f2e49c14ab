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
import json
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Sequence
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


@dataclasses.dataclass(frozen=True)
class Option:
    """A named rules option of a game, with its allowed values and a one-line explanation."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] = (False, True)


# --------------------------------------------------------------------------------------
# Game


S = TypeVar("S", bound="State")


class Game:
    """A game title: its name, player counts, options and the state class that plays it.

    ``bots`` maps a bot kind (``"random"``, ``"heuristic"``, ``"ismcts"``) to a factory
    ``(seed) -> Bot``; each game module fills it in.
    """

    def __init__(
        self,
        *,
        name: str,
        title: str,
        state_cls: type[State],
        min_players: int,
        max_players: int,
        action_types: Sequence[type[Action]],
        options: Sequence[Option] = (),
        version: int = 1,
        summary: str = "",
    ) -> None:
        self.name = name
        self.title = title
        self.state_cls = state_cls
        self.min_players = min_players
        self.max_players = max_players
        self.options = tuple(options)
        self.version = version
        self.summary = summary
        self.action_types = {cls.__name__: cls for cls in action_types}
        self.bots: dict[str, Callable[..., Any]] = {}
        state_cls.game = self

    def __repr__(self) -> str:
        return f"<Game {self.name}>"

    def resolve_options(self, options: dict[str, Any] | None = None) -> dict[str, Any]:
        """All options with defaults filled in; unknown names or values raise ``ValueError``."""
        given = dict(options or {})
        out: dict[str, Any] = {}
        for opt in self.options:
            value = given.pop(opt.name, opt.default)
            if value not in opt.choices or type(value) is not type(opt.default):
                allowed = ", ".join(repr(c) for c in opt.choices)
                raise ValueError(
                    f"{self.title}: option {opt.name!r} cannot be {value!r} (allowed: {allowed})"
                )
            out[opt.name] = value
        if given:
            names = ", ".join(sorted(given))
            known = ", ".join(o.name for o in self.options) or "none"
            raise ValueError(f"{self.title} has no option {names} (its options: {known})")
        return out

    def new(
        self,
        players: int,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        **options: Any,
    ) -> State:
        """A new game for ``players`` seats. Without a seed, one is drawn at random.

        ``names`` are the players' names, used in the log (default "Player 1", ...).
        """
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players}-{self.max_players} players, "
                f"not {players!r}"
            )
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        if names is not None and len(names) != players:
            raise ValueError(f"{players} players need {players} names, not {len(names)}")
        return self.state_cls(players, seed, self.resolve_options(options), names)

    def action_from_json(self, data: Any) -> Action:
        """Decode ``["PlayCard", 17, 2]``; anything malformed raises ``ValueError``.

        Only the shape is checked here; whether the move is legal is the state's business.
        """
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"not an action: {data!r}")
        cls = self.action_types.get(data[0])
        if cls is None:
            raise ValueError(f"{self.title} has no action called {data[0]!r}")
        fields = dataclasses.fields(cls)
        if len(data) - 1 != len(fields):
            raise ValueError(f"{data[0]} takes {len(fields)} values, not {len(data) - 1}")
        values = [_decode_field(cls.__name__, f, v) for f, v in zip(fields, data[1:], strict=True)]
        return cls(*values)


def _decode_field(action: str, field: dataclasses.Field[Any], value: Any) -> Any:
    kind = str(field.type).replace(" ", "")
    if kind == "int" and type(value) is int:
        return value
    if kind == "bool" and type(value) is bool:
        return value
    if kind == "str" and type(value) is str:
        return value
    if kind in ("int|None", "Optional[int]") and (value is None or type(value) is int):
        return value
    if kind == "tuple[int,...]" and isinstance(value, list) and all(type(v) is int for v in value):
        return tuple(value)
    raise ValueError(f"{action}.{field.name} cannot be {value!r} (expected {kind})")


# --------------------------------------------------------------------------------------
# State


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


# --------------------------------------------------------------------------------------
# Match: a game with its history, undo and save files


class Match:
    """A game being played: the seed, the options, the seats and every action so far.

    Undo replays the game without the undone actions, so it is always exact. ``undo(seat)``
    takes back that seat's last action and everything after it. In ``"play"`` mode it never
    crosses a reveal to that seat (a card it drew, a card another seat played), so nobody can
    peek and take the move back; ``"free"`` mode (lessons) allows any undo.

    >>> from fashion_core import GAMES
    >>> m = Match(GAMES["colour_bazaar"], players=2, seed=1)
    >>> m.apply(m.state.legal_actions()[0])
    >>> m.can_undo(0)
    True
    >>> m.undo(0); len(m.actions)
    0
    """

    def __init__(
        self,
        game: Game,
        players: int,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        names: Sequence[str] | None = None,
        undo_policy: str = "play",
    ) -> None:
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        self.game = game
        self.players = players
        self.seed = seed
        self.options = game.resolve_options(options)
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(players)]
        if len(self.names) != players:
            raise ValueError(f"{players} players need {players} names, not {len(self.names)}")
        self.undo_policy = undo_policy
        self.actions: list[Action] = []
        self.actors: list[int] = []
        self.state = game.new(players, seed, self.names, **self.options)

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Play ``action`` (checked by the rules) and record it.

        With ``seat``, the action is refused unless it is that seat's turn.
        """
        actor = self.state.current_player
        if seat is not None and seat != actor:
            whose = (
                "nobody's (the game is over)" if self.state.is_over else f"{self.names[actor]}'s"
            )
            raise IllegalAction("Wait your turn", f"it is {whose} turn, not {self.names[seat]}'s")
        self.state.apply(action)
        self.actions.append(action)
        self.actors.append(actor)

    def _last_move_of(self, seat: int | None) -> int | None:
        if seat is None:
            return len(self.actions) - 1 if self.actions else None
        for index in range(len(self.actors) - 1, -1, -1):
            if self.actors[index] == seat:
                return index
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: whoever moved last) may take back its last action."""
        index = self._last_move_of(seat)
        if index is None:
            return False
        if self.undo_policy == "free":
            return True
        who = self.actors[index] if seat is None else seat
        return self.state.last_reveal[who] <= index

    def undo(self, seat: int | None = None) -> None:
        """Take back ``seat``'s last action (and all after it), if the undo policy allows."""
        if not self.can_undo(seat):
            raise IllegalAction(
                "No undo past a reveal",
                "you have seen a new card since that move, so it cannot be taken back",
            )
        index = self._last_move_of(seat)
        assert index is not None
        self.replay(self.actions[:index])

    def undo_to(self, length: int) -> None:
        """Go back to the position after the first ``length`` actions."""
        self.replay(self.actions[:length])

    def replay(self, actions: Iterable[Action]) -> None:
        state = self.game.new(self.players, self.seed, self.names, **self.options)
        done: list[Action] = []
        actors: list[int] = []
        for number, action in enumerate(actions, start=1):
            actor = state.current_player
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise SaveFileError(f"Move {number} cannot be replayed: {exc}") from exc
            done.append(action)
            actors.append(actor)
        self.state, self.actions, self.actors = state, done, actors

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.game.name,
            "version": self.game.version,
            "options": dict(self.options),
            "seed": self.seed,
            "players": self.players,
            "names": list(self.names),
            "actions": [a.to_json() for a in self.actions],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(
        cls, data: Any, games: dict[str, Game] | None = None, expect: Game | None = None
    ) -> Match:
        """Load a save made by :meth:`to_json`; anything wrong raises :class:`SaveFileError`.

        ``expect`` names the game the caller wants (a save for another game is refused);
        otherwise the game is looked up in ``games`` (the registry by default).
        """
        if games is None:
            from fashion_core.games import GAMES as games
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveFileError("This is not a Fashion Games save file")
        name = data.get("game")
        game = expect if expect is not None else games.get(name) if isinstance(name, str) else None
        if game is None:
            raise SaveFileError(f"This save is for an unknown game {name!r}")
        _expect_header(data, SAVE_FORMAT, game, "save file")
        try:
            players = data["players"]
            seed = data["seed"]
            if not isinstance(seed, int):
                raise SaveFileError("The save file's seed is not a whole number")
            names = data.get("names")
            if names is not None and not (
                isinstance(names, list) and all(isinstance(n, str) for n in names)
            ):
                raise SaveFileError("The save file's player names are not a list of text")
            match = cls(game, players, seed, data.get("options"), names)
            raw = data["actions"]
            if not isinstance(raw, list):
                raise SaveFileError("The save file's moves are not a list")
            actions = []
            for number, item in enumerate(raw, start=1):
                try:
                    actions.append(game.action_from_json(item))
                except ValueError as exc:
                    raise SaveFileError(
                        f"Move {number} in the save file is unreadable: {exc}"
                    ) from exc
            match.replay(actions)
        except SaveFileError:
            raise
        except KeyError as exc:
            raise SaveFileError(f"The save file has no {exc.args[0]!r} entry") from exc
        except (TypeError, ValueError) as exc:
            raise SaveFileError(f"The save file is damaged: {exc}") from exc
        return match

    @classmethod
    def loads(
        cls, text: str | bytes, games: dict[str, Game] | None = None, expect: Game | None = None
    ) -> Match:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise SaveFileError("This is not a Fashion Games save file (not JSON)") from exc
        return cls.from_json(data, games, expect)
