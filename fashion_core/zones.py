"""What a game's state is made of, declared once: zones of cards and plain fields.

A game lists its state as :class:`Zone` and :class:`Field` entries. From that one
declaration the engine derives everything that used to be written per game, each in its own
way: the copy a search bot plays ahead on, ``to_json`` / ``from_json``, which cards a seat
may not see, the default ``determinize`` and the card-conservation check.

>>> hands = Zone("hands", per_seat=True, seen_by=OWNER)
>>> hands.depth, hands.visible_to(owner=0, seat=1), hands.visible_to(owner=0, seat=0)
(2, False, True)
>>> Field("turn").depth
0
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any

ALL = "all"
"""Face up: every seat (and a spectator) sees these cards."""
OWNER = "owner"
"""Only the seat the zone belongs to sees them (a hand)."""
NOBODY = "nobody"
"""Face down: nobody sees them (a draw pile, cards set aside unseen)."""

_VISIBILITIES = (ALL, OWNER, NOBODY)


@dataclasses.dataclass(frozen=True, slots=True)
class Zone:
    """A place where cards lie: a hand, a deck, a market stack, a trick."""

    name: str
    """The state attribute that holds the cards (a list of card ids)."""
    per_seat: bool = False
    """One list per seat (``state.hands[seat]``) instead of one shared list."""
    seen_by: str = ALL
    """Who may see which cards are there: :data:`ALL`, :data:`OWNER` or :data:`NOBODY`."""
    ordered: bool = True
    """Whether the order matters (a pile drawn from its end); unordered piles draw at random."""
    stacks: bool = False
    """A row of stacks (``state.stacks[k]`` is one stack), e.g. four markets."""
    counted: bool = True
    """Whether the cards here take part in the card-conservation check."""

    def __post_init__(self) -> None:
        if self.seen_by not in _VISIBILITIES:
            raise ValueError(f"zone {self.name!r}: seen_by must be one of {_VISIBILITIES}")
        if self.seen_by == OWNER and not self.per_seat:
            raise ValueError(f"zone {self.name!r}: only a per-seat zone can have an owner")

    @property
    def depth(self) -> int:
        """How many list levels to copy: 1 for a pile, 2 for one pile per seat or stack."""
        return 1 + self.per_seat + self.stacks

    def visible_to(self, owner: int | None, seat: int | None) -> bool:
        """Whether ``seat`` (``None``: a spectator) sees the cards of this zone's ``owner``."""
        if self.seen_by == ALL:
            return True
        return self.seen_by == OWNER and seat is not None and owner == seat


@dataclasses.dataclass(frozen=True, slots=True)
class Field:
    """A piece of state that is not a zone of cards: a phase, a counter, a score list."""

    name: str
    kind: Callable[[Any], Any] | None = None
    """Converts the saved JSON value back (e.g. a ``Phase`` enum); ``None`` keeps it as is."""
    depth: int = 0
    """0: an immutable value; 1: a flat list copied with ``[:]``; 2: a list of lists."""
    saved: bool = True
    """False for a value derived from the others (a cache): copied, but not saved."""
    copied: bool = True
    """False for a value only this very position may use (moves listed ahead for the next
    question): a copy starts from the class's starting value instead (unsaved fields only)."""

    def __post_init__(self) -> None:
        if not self.copied and self.saved:
            raise ValueError(f"field {self.name!r}: a field that is not copied cannot be saved")


Declaration = Sequence[Zone | Field]


def copier(fields: Declaration, starts: dict[str, Any] | None = None) -> Callable[[Any, Any], None]:
    """A function ``copy(src, dst)`` that copies every declared attribute, list levels included.

    A field that is not ``copied`` gets its starting value from ``starts`` (name -> value)
    instead.

    The function is generated as straight-line code, one assignment per field, because search
    bots copy states thousands of times a second and a loop of ``getattr`` / ``setattr`` would
    cost about a microsecond more per copy (``dataclasses`` builds its methods the same way).
    """
    lines = ["def copy(src, dst):"]
    namespace: dict[str, Any] = {}
    for f in fields:
        name = f.name
        if not name.isidentifier():
            raise ValueError(f"not a field name: {name!r}")
        if isinstance(f, Field) and not f.copied:
            if starts is None or name not in starts:
                raise ValueError(f"field {name!r} is not copied but has no starting value")
            namespace[f"start_{name}"] = starts[name]
            lines.append(f"    dst.{name} = start_{name}")
            continue
        expression = {
            0: f"src.{name}",
            1: f"src.{name}[:]",
            2: f"[x[:] for x in src.{name}]",
            3: f"[[y[:] for y in x] for x in src.{name}]",
        }[f.depth]
        lines.append(f"    dst.{name} = {expression}")
    if len(lines) == 1:
        lines.append("    pass")
    # The source is built above from declared identifiers only.
    exec("\n".join(lines), namespace)
    return namespace["copy"]


def zones_of(fields: Declaration) -> tuple[Zone, ...]:
    return tuple(f for f in fields if isinstance(f, Zone))


def piles(state: Any, zone: Zone) -> Iterator[tuple[int | None, list[int]]]:
    """``(owner, cards)`` for every list of a zone (owner ``None`` for shared lists)."""
    value = getattr(state, zone.name)
    if zone.per_seat:
        for owner, cards in enumerate(value):
            if zone.stacks:
                for stack in cards:
                    yield owner, stack
            else:
                yield owner, cards
    elif zone.stacks:
        for stack in value:
            yield None, stack
    else:
        yield None, value


def hidden_piles(state: Any, zones: Sequence[Zone], seat: int | None) -> list[list[int]]:
    """Every list of cards ``seat`` cannot see, in declaration order."""
    return [
        cards
        for zone in zones
        if zone.seen_by != ALL
        for owner, cards in piles(state, zone)
        if not zone.visible_to(owner, seat)
    ]


def hidden_from(state: Any, zones: Sequence[Zone], seat: int | None) -> list[int]:
    """Every card in a zone that ``seat`` cannot see, in declaration order."""
    return [card for cards in hidden_piles(state, zones, seat) for card in cards]


def redeal_hidden(state: Any, zones: Sequence[Zone], seat: int, rng: random.Random) -> None:
    """Shuffle every card hidden from ``seat`` and deal them back into the same places.

    Each pile keeps its size, so the copy is one of the positions ``seat`` cannot tell from
    the real one (when nothing else is known about where those cards are).
    """
    places = hidden_piles(state, zones, seat)
    pool = [card for cards in places for card in cards]
    draw = rng.random
    pool.sort(key=lambda _: draw())  # a uniform shuffle, faster than rng.shuffle
    start = 0
    for cards in places:
        size = len(cards)
        cards[:] = pool[start : start + size]
        start += size


def conservation_error(state: Any, zones: Sequence[Zone], supply: Sequence[int]) -> str | None:
    """Why the cards in the counted zones are not exactly ``supply``, or ``None``."""
    cards: list[int] = []
    for zone in zones:
        if zone.counted:
            for _, pile in piles(state, zone):
                cards += pile
    if sorted(cards) == sorted(supply):
        return None
    if len(cards) != len(supply):
        return f"{len(cards)} cards in play, expected {len(supply)}"
    return "a card appears twice or a card is missing"
