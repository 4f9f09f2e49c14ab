"""The Decktet: 45 cards (36 basic, plus Pawns, Courts and the Excuse) as plain data.

Card ids are small ints (0-44) so game engines can use them in hot paths; everything about a
card is looked up in the tuples below. Suits are bits in a mask.

>>> card = CARD_BY_NAME["the Mill"]
>>> card.rank_label, [s.label for s in card.suits]
('8', ['Waves', 'Leaves'])
>>> CARDS[ORDER[0]].name, CARDS[ORDER[-1]].name  # the lowest and highest of all 45
('the Excuse', 'the Huntress')
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Suit(enum.IntEnum):
    """The six suits in their standard (print) order; Moons rank highest in tie-breaks."""

    MOONS = 0
    SUNS = 1
    WAVES = 2
    LEAVES = 3
    WYRMS = 4
    KNOTS = 5

    @property
    def label(self) -> str:
        return self.name.capitalize()

    @property
    def bit(self) -> int:
        return 1 << self.value


SUITS: tuple[Suit, ...] = tuple(Suit)
ALL_SUITS_MASK = (1 << 6) - 1


class Kind(enum.IntFlag):
    """A card's divinatory type (Moonscrown's "places / personalities / events / aces")."""

    ACE = 1
    PERSONALITY = 2
    LOCATION = 4
    EVENT = 8


# Ordinal ranks (for ordering) of the extended cards.
EXCUSE_ORDINAL, PAWN_ORDINAL, COURT_ORDINAL, CROWN_ORDINAL = 0, 10, 11, 12


@dataclass(frozen=True, slots=True)
class DecktetCard:
    """One Decktet card. ``face`` is its point value (None for Pawns, Courts, the Excuse)."""

    id: int
    name: str
    ordinal: int
    face: int | None
    suits: tuple[Suit, ...]
    kinds: Kind
    basic: bool

    @property
    def key(self) -> str:
        """The card's unique key in views and scenes: its name."""
        return self.name

    @property
    def suit_mask(self) -> int:
        mask = 0
        for suit in self.suits:
            mask |= suit.bit
        return mask

    @property
    def is_ace(self) -> bool:
        return self.ordinal == 1

    @property
    def is_crown(self) -> bool:
        return self.ordinal == CROWN_ORDINAL

    @property
    def is_number(self) -> bool:
        """A number card: ranks 2-9 (Aces, Crowns and extended cards are not)."""
        return 2 <= self.ordinal <= 9

    @property
    def is_pawn(self) -> bool:
        return self.ordinal == PAWN_ORDINAL

    @property
    def is_court(self) -> bool:
        return self.ordinal == COURT_ORDINAL

    @property
    def rank_label(self) -> str:
        return {0: "Excuse", 1: "Ace", 10: "Pawn", 11: "Court", 12: "Crown"}.get(
            self.ordinal, str(self.ordinal)
        )

    @property
    def title(self) -> str:
        """Name with rank and suits, e.g. ``"the Mill (8: Waves, Leaves)"``."""
        suits = ", ".join(s.label for s in self.suits) or "no suit"
        return f"{self.name} ({self.rank_label}: {suits})"

    @property
    def kind_labels(self) -> list[str]:
        names = {
            Kind.ACE: "ace",
            Kind.PERSONALITY: "personality",
            Kind.LOCATION: "place",
            Kind.EVENT: "event",
        }
        return [label for flag, label in names.items() if self.kinds & flag]


# id, name, ordinal, face, suits (initials), kinds, basic. Facts from the Decktet charts.
_M, _S, _W, _L, _Y, _K = Suit.MOONS, Suit.SUNS, Suit.WAVES, Suit.LEAVES, Suit.WYRMS, Suit.KNOTS
_A, _P, _LO, _E = Kind.ACE, Kind.PERSONALITY, Kind.LOCATION, Kind.EVENT
_TABLE: tuple[tuple[str, int, int | None, tuple[Suit, ...], Kind], ...] = (
    ("Ace of Moons", 1, 1, (_M,), _A),
    ("Ace of Suns", 1, 1, (_S,), _A),
    ("Ace of Waves", 1, 1, (_W,), _A),
    ("Ace of Leaves", 1, 1, (_L,), _A),
    ("Ace of Wyrms", 1, 1, (_Y,), _A),
    ("Ace of Knots", 1, 1, (_K,), _A),
    ("the Author", 2, 2, (_M, _K), _P),
    ("the Desert", 2, 2, (_S, _Y), _LO),
    ("the Origin", 2, 2, (_W, _L), _LO | _E),
    ("the Journey", 3, 3, (_M, _W), _E),
    ("the Painter", 3, 3, (_S, _K), _P),
    ("the Savage", 3, 3, (_L, _Y), _P),
    ("the Mountain", 4, 4, (_M, _S), _LO),
    ("the Sailor", 4, 4, (_W, _L), _P),
    ("the Battle", 4, 4, (_Y, _K), _E),
    ("the Forest", 5, 5, (_M, _L), _LO),
    ("the Discovery", 5, 5, (_S, _W), _E),
    ("the Soldier", 5, 5, (_Y, _K), _P),
    ("the Lunatic", 6, 6, (_M, _W), _P),
    ("the Penitent", 6, 6, (_S, _Y), _P),
    ("the Market", 6, 6, (_L, _K), _LO | _E),
    ("the Chance Meeting", 7, 7, (_M, _L), _E),
    ("the Castle", 7, 7, (_S, _K), _LO),
    ("the Cave", 7, 7, (_W, _Y), _LO),
    ("the Diplomat", 8, 8, (_M, _S), _P),
    ("the Mill", 8, 8, (_W, _L), _LO),
    ("the Betrayal", 8, 8, (_Y, _K), _E),
    ("the Pact", 9, 9, (_M, _S), _E),
    ("the Darkness", 9, 9, (_W, _Y), _LO),
    ("the Merchant", 9, 9, (_L, _K), _P),
    ("the Huntress", 12, 10, (_M,), _P),
    ("the Bard", 12, 10, (_S,), _P),
    ("the Sea", 12, 10, (_W,), _LO),
    ("the End", 12, 10, (_L,), _LO | _E),
    ("the Calamity", 12, 10, (_Y,), _E),
    ("the Windfall", 12, 10, (_K,), _E),
    ("the Harvest", 10, None, (_M, _S, _L), _E),
    ("the Watchman", 10, None, (_M, _Y, _K), _P),
    ("the Light Keeper", 10, None, (_S, _W, _K), _P),
    ("the Borderland", 10, None, (_W, _L, _Y), _LO),
    ("the Consul", 11, None, (_M, _W, _K), _P),
    ("the Rite", 11, None, (_M, _L, _Y), _E),
    ("the Island", 11, None, (_S, _W, _Y), _LO),
    ("the Window", 11, None, (_S, _L, _K), _LO),
    ("the Excuse", 0, None, (), Kind(0)),
)

CARDS: tuple[DecktetCard, ...] = tuple(
    DecktetCard(i, name, ordinal, face, suits, kinds, basic=i < 36)
    for i, (name, ordinal, face, suits, kinds) in enumerate(_TABLE)
)
CARD_BY_NAME: dict[str, DecktetCard] = {c.name: c for c in CARDS}

BASIC_DECK: tuple[int, ...] = tuple(c.id for c in CARDS if c.basic)
ACES: tuple[int, ...] = tuple(c.id for c in CARDS if c.is_ace)
CROWNS: tuple[int, ...] = tuple(c.id for c in CARDS if c.is_crown)
PAWNS: tuple[int, ...] = tuple(c.id for c in CARDS if c.is_pawn)
COURTS: tuple[int, ...] = tuple(c.id for c in CARDS if c.is_court)
EXCUSE: int = CARD_BY_NAME["the Excuse"].id

# Hot-path lookup tables, indexed by card id.
SUIT_MASK: tuple[int, ...] = tuple(c.suit_mask for c in CARDS)
ORDINAL: tuple[int, ...] = tuple(c.ordinal for c in CARDS)
FACE: tuple[int, ...] = tuple(c.face or 0 for c in CARDS)
KINDS: tuple[int, ...] = tuple(int(c.kinds) for c in CARDS)
NAME: tuple[str, ...] = tuple(c.name for c in CARDS)


def order_key(card: DecktetCard) -> tuple[int, tuple[int, ...]]:
    """The total order of cards: ordinal rank first, then suit lists compared like words
    with Moons the best suit. Every card gets a distinct key."""
    return card.ordinal, tuple(len(SUITS) - s for s in card.suits)


ORDER: tuple[int, ...] = tuple(c.id for c in sorted(CARDS, key=order_key))
"""Card ids from lowest to highest."""
STRENGTH: tuple[int, ...] = tuple(ORDER.index(c.id) for c in CARDS)
"""``STRENGTH[id]``: the card's position in the total order (a bigger number beats a smaller)."""


def card(name_or_id: str | int) -> DecktetCard:
    """Look a card up by name ("the Sea", "Ace of Moons") or id."""
    if isinstance(name_or_id, int):
        return CARDS[name_or_id]
    try:
        return CARD_BY_NAME[name_or_id]
    except KeyError:
        lowered = {n.lower().removeprefix("the "): c for n, c in CARD_BY_NAME.items()}
        key = name_or_id.lower().removeprefix("the ")
        if key in lowered:
            return lowered[key]
        raise KeyError(f"no Decktet card called {name_or_id!r}") from None


def name_of(card_id: object) -> str:
    """A card's name, or a readable stand-in for a number that is no card (for refusals).

    >>> name_of(0), name_of(99)
    ('Ace of Moons', 'card 99')
    """
    if isinstance(card_id, int) and 0 <= card_id < len(NAME):
        return NAME[card_id]
    return f"card {card_id!r}"


def ids(*names: str) -> list[int]:
    """Card ids for names, in the given order: ``ids("the Sea", "the Mill")``."""
    return [card(n).id for n in names]


def suits_in(mask: int) -> list[Suit]:
    """The suits whose bits are set in ``mask``, in standard order."""
    return [s for s in SUITS if mask & s.bit]
