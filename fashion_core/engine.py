"""The game protocol every Fashion Games title implements.

A state answers the OpenSpiel-style questions: whose turn it is, which actions are legal,
what a given seat may see; and it changes only through :meth:`State.apply`. The
:class:`~fashion_core.game.Game` (in ``game.py``) names a title and makes its states;
:class:`~fashion_core.match.Match` (in ``match.py``) keeps a game's history, undo and saves.

>>> from fashion_core import GAMES
>>> state = GAMES["colour_bazaar"].new(players=2, seed=7)
>>> action = state.legal_actions()[0]
>>> state.apply(action)
>>> state.moves
1

A game *declares* its state (``fields``: :class:`~fashion_core.zones.Zone` and
:class:`~fashion_core.zones.Field` entries) and the engine derives copies, snapshots, hidden
cards, the default ``determinize`` and the card-conservation check from that declaration.
Legal moves come from one function per phase (``moves_by_phase``); ``legal_actions()`` is the
only legality source, and ``apply`` accepts exactly its members.

Randomness: a state holds one 64-bit seed (see :mod:`fashion_core.rng`); :meth:`State.randbelow`,
:meth:`State.shuffle` and :meth:`State.chance` draw from it and move it on. The same seed and
the same actions therefore give the same game.

Actions are small frozen dataclasses whose fields are ints, strs or bools (or tuples of ints),
so they can be saved as ``["PlayCard", 17, 2]`` and checked on the way back in.
"""

from __future__ import annotations

import dataclasses
import enum
import random
from abc import ABC, ABCMeta, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from fashion_core import rng as _rng
from fashion_core import zones as _zones
from fashion_core.zones import Field, Zone

if TYPE_CHECKING:
    from fashion_core.game import Game

TERMINAL = -1
"""``State.current_player`` once the game is over."""

SAVE_FORMAT = "fashion-games/save"
STATE_FORMAT = "fashion-games/state"


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


class PhaseEnum(str, enum.Enum):
    """Base of every game's phase enum; a member is saved (and printed) as its value.

    >>> class Demo(PhaseEnum):
    ...     PLAY = "play"
    >>> str(Demo.PLAY), Demo.PLAY == "play", Demo("play") is Demo.PLAY
    ('play', True, True)
    """

    def __str__(self) -> str:
        return str(self.value)


# --------------------------------------------------------------------------------------
# Actions, events and pending decisions


_FIELD_KINDS: dict[type, tuple[tuple[str, str], ...]] = {}


def field_kinds(cls: type[Action]) -> tuple[tuple[str, str], ...]:
    """``(field name, kind)`` of an action class, the kind being its annotation as text."""
    kinds = _FIELD_KINDS.get(cls)
    if kinds is None:
        kinds = tuple((f.name, str(f.type).replace(" ", "")) for f in dataclasses.fields(cls))
        _FIELD_KINDS[cls] = kinds
    return kinds


def _is_int(value: Any) -> bool:
    # An IntEnum member (a suit) is a fine int; True is not a card number.
    return isinstance(value, int) and not isinstance(value, bool)


def value_fits(kind: str, value: Any) -> bool:
    """Whether ``value`` has the type an action field of ``kind`` takes (``bool`` is no ``int``)."""
    if kind == "int":
        return _is_int(value)
    if kind == "bool":
        return type(value) is bool
    if kind == "str":
        return isinstance(value, str)
    if kind in ("int|None", "Optional[int]"):
        return value is None or _is_int(value)
    if kind == "tuple[int,...]":
        return type(value) is tuple and all(_is_int(v) for v in value)
    return False


def named(names: Sequence[str], unknown: str = "?") -> Callable[[Any], str]:
    """How a field holding an index into ``names`` reads in words (an ``Action.words``
    entry, or an explanation's): the name, or ``unknown`` (``{}`` standing for the value)
    for anything else, since a hand-made move may name no card at all.

    >>> card = named(("the Ace", "the Sea"), "card {!r}")
    >>> card(1), card(7), card("1")
    ('the Sea', 'card 7', "card '1'")
    """

    def name(value: Any) -> str:
        if isinstance(value, int) and 0 <= value < len(names):
            return names[value]
        return unknown.format(value)

    return name


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base class of every move. Subclasses are frozen dataclasses with JSON-able fields.

    Fields must be annotated as ``int``, ``bool``, ``str``, ``int | None`` or
    ``tuple[int, ...]``: the engine checks a move's field types before anything else, so a
    hand-made ``PlayCard(card=True, stack=0)`` is refused instead of passing for card 1.
    """

    says: ClassVar[str] = ""
    """What the move does, as data: a template completing "<player> ...", where ``{field}``
    stands for that field in words (``"plays {card} on market {stack}"``)."""
    words: ClassVar[Mapping[str, Callable[[Any], Any]]] = {}
    """How a field reads in ``says`` (field name -> function of its value); a game sets it
    once on its own move base class. A field not named here reads as its value."""

    def describe(self, state: State) -> str:
        """Plain English, completing "<player> ...": ``"plays the Sea on market 2"``.

        ``says`` with ``words`` answers; a move whose words depend on more than its fields
        (on the state, or on several fields at once) writes its own ``describe``.
        """
        if not self.says:
            return type(self).__name__
        words = self.words
        return self.says.format_map(
            {
                f.name: words[f.name](value) if f.name in words else value
                for f in dataclasses.fields(self)  # type: ignore[arg-type]
                for value in (getattr(self, f.name),)
            }
        )

    def to_json(self) -> list[Any]:
        """``[type name, field values...]`` with tuples written as lists."""
        out: list[Any] = [type(self).__name__]
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out.append(list(value) if isinstance(value, tuple) else value)
        return out

    def field_error(self) -> str | None:
        """What is wrong with this move's field types, or ``None``."""
        for name, kind in field_kinds(type(self)):
            value = getattr(self, name)
            if not value_fits(kind, value):
                return f"{type(self).__name__}.{name} cannot be {value!r} (expected {kind})"
        return None


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
MoveFunction = Callable[[Any], list[Action]]
Moves = Mapping[Any, MoveFunction]
"""The type of ``State.moves_by_phase``: phase -> legal-move function."""


class Declared(ABCMeta):
    """The type of every state class: it gives the class ``__slots__`` made of the names its
    ``fields`` declare (those a base class has not declared already).

    A state therefore holds exactly its declared attributes, in slots, with no ``__dict__``:
    CPython reads and writes a slot at a fixed place, where a state of 30-60 attributes in a
    dictionary is looked up by name every time (3.11 shares dictionary keys only up to 30
    attributes). A value the class body gives a declared name (``is_over = False``) becomes
    that field's starting value (``_starts``), set on every new state before ``setup()`` and
    on every restored snapshot; it must be immutable, since all states share it. A class that
    writes its own ``__slots__`` is left as it is.
    """

    def __new__(
        mcls, name: str, bases: tuple[type, ...], namespace: dict[str, Any], **kwargs: Any
    ) -> Declared:
        if "__slots__" not in namespace:
            taken = {
                slot
                for base in bases
                for klass in base.__mro__
                for slot in klass.__dict__.get("__slots__", ())
            }
            own = tuple(f.name for f in namespace.get("fields", ()) if f.name not in taken)
            namespace["__slots__"] = own
            starts: dict[str, Any] = {}
            for base in reversed(bases):
                starts.update(getattr(base, "_starts", {}))
            for slot in own:
                if slot in namespace:
                    value = namespace.pop(slot)
                    if hasattr(value, "__get__"):
                        raise TypeError(f"{name}.{slot} is a declared field and a method")
                    starts[slot] = value
            namespace["_starts"] = starts
        return super().__new__(mcls, name, bases, namespace, **kwargs)


class State(ABC, metaclass=Declared):
    """The position of one game. A game subclasses it once, in its ``rules.py``.

    What a game writes:

    * ``fields``: the declaration of its state (zones of cards and plain fields), once;
    * ``setup()``: the opening deal; ``_apply(action)`` for an action known to be legal;
    * ``moves_by_phase``: one legal-move function per phase (table dispatch);
    * ``explain_illegal(action)``: the rule a move that is not legal breaks;
    * ``is_over``, ``scores()``, ``view(seat)``, ``card_supply()``, ``card_key(card)``.

    Conventions every game follows:

    * ``current_player`` is a seat index, or :data:`TERMINAL` once ``is_over``.
    * ``_apply`` calls :meth:`_reveal` whenever a seat learns something it did not know (a
      card it draws, a card another seat plays from a hidden hand), so that in play mode that
      seat cannot undo back across it.
    * ``view(seat)`` is JSON-able and holds only what ``seat`` may know (``None``: a
      spectator, who sees only public information). Cards are named there by their key, a
      unique string, so tests can check that no hidden card ever appears.
    * Events go to ``self.log`` through :meth:`_event`; search copies switch logging off.
    * A state holds only the engine's attributes below and its declared ``fields`` (they are
      its ``__slots__``, see :class:`Declared`): a cache or a figure kept ahead is declared
      too, as an unsaved :class:`~fashion_core.zones.Field`.
    """

    __slots__ = (
        "current_player",
        "last_reveal",
        "log",
        "moves",
        "names",
        "num_players",
        "options",
        "phase",
        "seed",
    )

    game: ClassVar[Game]
    fields: ClassVar[tuple[Zone | Field, ...]] = ()
    """The state's own attributes, declared once (see :mod:`fashion_core.zones`)."""
    snapshot_fields: ClassVar[tuple[str, ...]] = ()
    """Names of the saved fields, in declaration order (derived from ``fields``)."""
    zones: ClassVar[tuple[Zone, ...]] = ()
    """The zones among ``fields`` (derived)."""
    moves_by_phase: ClassVar[Moves] = {}
    """Phase -> the function listing that phase's legal moves."""
    _copy_fields: ClassVar[Callable[[Any, Any], None]]
    _starts: ClassVar[dict[str, Any]] = {}
    """Starting values of declared fields, from the class body (see :class:`Declared`)."""

    phase: Any
    num_players: int
    names: list[str]
    options: dict[str, Any]
    seed: int
    moves: int
    last_reveal: list[int]
    log: list[Event] | None
    current_player: int

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "fields" in cls.__dict__:
            names = [f.name for f in cls.fields]
            if len(set(names)) != len(names):
                raise TypeError(f"{cls.__name__}.fields names a field twice")
            cls.snapshot_fields = tuple(
                f.name for f in cls.fields if isinstance(f, Zone) or f.saved
            )
            cls.zones = _zones.zones_of(cls.fields)
            cls._copy_fields = staticmethod(  # type: ignore[assignment]
                _zones.copier(cls.fields, cls._starts)
            )

    def __init__(
        self, players: int, seed: int, options: dict[str, Any], names: Sequence[str] | None = None
    ) -> None:
        self.num_players = players
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(players)]
        self.options = options
        self.seed = seed & _rng.MASK64
        self.moves = 0
        self.last_reveal = [0] * players
        self.log = []
        self.current_player = 0
        for name, value in self._starts.items():
            setattr(self, name, value)
        self.setup()

    # -- to implement -------------------------------------------------------------------

    @abstractmethod
    def setup(self) -> None:
        """Deal the opening position (draw randomness with :meth:`shuffle` / :meth:`randbelow`)."""

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
    def card_supply(self) -> list[int]:
        """Every card this game is played with (given its options), for the conservation check."""

    @abstractmethod
    def card_key(self, card: int) -> str:
        """The unique key a card is shown by in views (its name, or name and copy number)."""

    @staticmethod
    def no_moves(state: Any) -> list[Action]:
        """The legal-move function of a phase in which nobody moves (the game is over)."""
        return []

    def legal_actions(self) -> list[Action]:
        """Exactly the actions ``current_player`` may take now (empty once over).

        The current phase's move function answers (``moves_by_phase``).
        """
        return self.moves_by_phase[self.phase](self)

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not legal now, naming the rule. Games say it in their words."""
        return IllegalAction("Legal moves", f"{self.describe_safely(action)} is not allowed now")

    def invariants(self) -> None:
        """Raise ``AssertionError`` if the position breaks one of the game's own invariants."""

    def edited(self) -> None:
        """Say that the position was changed by hand, not by a move: a lesson, a test or a
        positions helper that edits fields directly calls this afterwards, so that a game
        which keeps figures worked out from its fields (Prêt-à-Porter's companies) works
        them out again. Moves keep such figures up to date themselves."""

    # -- provided ------------------------------------------------------------------------

    def apply(self, action: Action) -> None:
        """Check ``action`` against the rules, then play it.

        Raises :class:`IllegalAction` (naming the rule) and leaves the state unchanged if
        the action is not allowed now.
        """
        if self.is_over:
            raise IllegalAction("Game over", "the game has ended; no more moves")
        game = self.game
        if not isinstance(action, Action) or game.action_types.get(type(action).__name__) is not (
            type(action)
        ):
            raise IllegalAction("Move format", f"{action!r} is not a {game.title} move")
        problem = action.field_error()
        if problem is not None:
            raise IllegalAction("Move format", problem)
        if action not in self.legal_actions():
            raise self.explain_illegal(action)
        self.moves += 1
        self._apply(action)

    def apply_legal(self, action: Action) -> None:
        """Play an action just taken from ``legal_actions()``, skipping the check (bots)."""
        self.moves += 1
        self._apply(action)

    def describe_safely(self, action: Action) -> str:
        """``action.describe(self)``, or its repr when a hand-made action cannot be described."""
        try:
            return action.describe(self)
        except (IndexError, KeyError, TypeError, ValueError):
            return repr(action)

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

    # -- randomness: the one seeded generator ---------------------------------------------

    def randbelow(self, n: int) -> int:
        """A uniform index below ``n``; moves the seed one step."""
        self.seed, index = _rng.draw_index(self.seed, n)
        return index

    def chance(self) -> random.Random:
        """A generator for one larger chance event (a full shuffle); moves the seed one step."""
        self.seed, generator = _rng.generator(self.seed)
        return generator

    def shuffle(self, cards: list[Any]) -> None:
        """Shuffle ``cards`` in place with the state's own generator (one step per card)."""
        self.seed = _rng.shuffle(self.seed, cards)

    # -- reveals and the log --------------------------------------------------------------

    def _reveal(self, seats: Iterable[int] | None = None) -> None:
        """Mark that ``seats`` (default: everyone) learned something new in this move."""
        marks = self.last_reveal
        if seats is None:  # everyone, in one slice (Prêt-à-Porter reveals at every deal)
            n = self.num_players
            marks[:n] = [self.moves] * n
            return
        for seat in seats:
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

    def player_name(self, seat: int) -> str:
        return self.names[seat]

    def view_header(self, seat: int | None) -> dict[str, Any]:
        """The keys every game's ``view(seat)`` starts with, in this order."""
        return {
            "game": self.game.name,
            "seat": seat,
            "players": self.num_players,
            "names": [self.player_name(s) for s in range(self.num_players)],
            "current_player": self.current_player,
        }

    # -- copies, derived from the declaration ---------------------------------------------

    def clone(self: S) -> S:
        """An independent copy; the log is copied too (logging stays as it is)."""
        new = self.search_copy()
        new.log = None if self.log is None else list(self.log)
        return new

    def search_copy(self: S) -> S:
        """A fast copy without a log, for bots that play ahead."""
        new = self.__class__.__new__(self.__class__)
        new.num_players = self.num_players
        new.names = self.names  # presentation only, never changed during a game
        new.options = self.options
        new.seed = self.seed
        new.moves = self.moves
        new.last_reveal = self.last_reveal[:]
        new.log = None
        new.current_player = self.current_player
        self._copy_fields(self, new)
        return new

    # -- information, derived from the declaration ----------------------------------------

    def hidden_cards(self, seat: int | None) -> set[str]:
        """Keys of the cards whose identity ``seat`` must not learn from a view right now."""
        key = self.card_key
        return {key(card) for card in _zones.hidden_from(self, self.zones, seat)}

    def zone_view(self, name: str, seat: int | None) -> list[str] | int:
        """A zone as ``seat`` may see it: the card keys, or only how many cards lie there.

        Per-seat zones give one entry per seat.
        """
        zone = next(z for z in self.zones if z.name == name)
        value = getattr(self, name)
        key = self.card_key
        if zone.per_seat:
            return [  # type: ignore[return-value]
                [key(c) for c in cards] if zone.visible_to(owner, seat) else len(cards)
                for owner, cards in enumerate(value)
            ]
        return [key(c) for c in value] if zone.visible_to(None, seat) else len(value)

    def determinize(self: S, seat: int, rng: random.Random) -> S:
        """A copy in which everything hidden from ``seat`` is dealt anew, pile sizes kept.

        Games whose play reveals more (a seat that showed it has no Clubs) override this and
        add their constraints.
        """
        new = self.search_copy()
        _zones.redeal_hidden(new, self.zones, seat, rng)
        new.seed = rng.getrandbits(64)
        return new

    def check_invariants(self) -> None:
        """Raise ``AssertionError`` if the position breaks a rule invariant (e.g. card count)."""
        problem = _zones.conservation_error(self, self.zones, self.card_supply())
        assert problem is None, problem
        self.invariants()

    # -- snapshots, derived from the declaration -------------------------------------------

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
        expect_header(data, STATE_FORMAT, game, "state snapshot")
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
            new.seed = int(data["seed"]) & _rng.MASK64
            new.moves = int(data["moves"])
            marks = data["last_reveal"]
            if not isinstance(marks, list) or len(marks) != players:
                raise SaveFileError(f"This {game.title} snapshot has a damaged undo record")
            new.last_reveal = [int(m) for m in marks]
            new.current_player = int(data["current_player"])
            new.log = []
            for name, value in cls._starts.items():
                setattr(new, name, value)
            new.restore(fields)
            new.check_invariants()
        except SaveFileError:
            raise
        except (KeyError, TypeError, ValueError, AssertionError, IndexError) as exc:
            raise SaveFileError(f"This {game.title} snapshot is damaged: {exc}") from exc
        return new

    def restore(self, fields: dict[str, Any]) -> None:
        """Set the declared fields from snapshot data; games extend it to rebuild caches."""
        for f in self.fields:
            if isinstance(f, Field) and not f.saved:
                continue
            value = _deep_copy(fields[f.name])
            if isinstance(f, Field) and f.kind is not None:
                value = f.kind(value)
            setattr(self, f.name, value)


def _deep_copy(value: Any) -> Any:
    if isinstance(value, list):
        return [_deep_copy(v) for v in value]
    if isinstance(value, dict):
        return {k: _deep_copy(v) for k, v in value.items()}
    if isinstance(value, set):
        return set(value)
    return value  # ints, strs, tuples and frozen values are immutable


def _to_jsonable(value: Any) -> Any:
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (list, tuple)):
        return [_to_jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(_to_jsonable(v) for v in value)
    if isinstance(value, dict):
        return {str(k): _to_jsonable(v) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return _to_jsonable(dataclasses.astuple(value))
    return value


def expect_header(data: Any, fmt: str, game: Game | None, what: str) -> None:
    """Check a save file's or snapshot's format, game and version (``SaveFileError`` if off)."""
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise SaveFileError(f"This is not a Fashion Games {what}")
    if game is not None and data.get("game") != game.name:
        raise SaveFileError(f"This {what} is for {data.get('game')!r}, not {game.title}")
    version = data.get("version")
    if not isinstance(version, int):
        raise SaveFileError(f"This {what} has no format version")
    if game is not None and version < game.oldest_version:
        raise SaveFileError(
            f"This {what} was written by an older version of {game.title} (format {version}) "
            f"that deals differently; this version reads formats {game.oldest_version} to "
            f"{game.version}"
        )
    if game is not None and version > game.version:
        raise SaveFileError(
            f"This {what} was written by a newer version of {game.title} "
            f"(format {version}); this version reads up to format {game.version}"
        )


__all__ = [
    "TERMINAL",
    "Action",
    "Event",
    "Field",
    "IllegalAction",
    "PhaseEnum",
    "SaveFileError",
    "State",
    "Zone",
]
