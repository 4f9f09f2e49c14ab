"""The Purple Poker Pack: 49 cards, seven colours of seven cards, each colour inside one suit.

PROVISIONAL DECK. The publisher's deck chart is lost (it was a picture), so the point numbers
and three of the colour names below are the reconstruction R1 of ``shared/rules/purple_rules.md``
section 3. What is known for certain: 49 cards; 7 colours x 7 cards; each colour wholly inside
one suit; Clubs = Green + Bronze; Black is Spades; Silver is Diamonds; Bronze, Green and Silver
each have an 8. What is reconstructed: the names Gold, Red and Purple and their suits, the rank
labels 8-A, every Rank Point (RPN) and Colour Point (CPN) number.

:data:`TABLE` is the ONE place those values live: one row per card. Replace its rows with the
real deck and no rule code changes (every rule reads suit, colour, RPN and CPN through the
tuples derived below). The two Jokers are not in the table: no Purple Rules game uses them.

Card ids are the row numbers 0-48.

>>> NAME[0], NAME[48]
('Bronze 8♣', 'Black A♠')
>>> SUIT_NAMES[SUIT[CARD_BY_NAME["Silver 8♦"]]], RPN[48], CPN[48], POINTS[48]
('Diamonds', 7, 7, 14)
>>> [COLOUR_NAMES[c] for c in COLOURS_BY_CPN]
['Bronze', 'Silver', 'Green', 'Gold', 'Red', 'Purple', 'Black']
"""

from __future__ import annotations

PROVISIONAL_NOTE = (
    "Provisional deck: the point numbers and the colours Gold, Red and Purple are a "
    "reconstruction; the publisher's chart is lost."
)
"""Shown wherever the deck is shown (the UI, the learn notebook)."""

SUIT_NAMES: tuple[str, ...] = ("Clubs", "Diamonds", "Hearts", "Spades")
"""The four suits, in Bridge order (low to high); a card's ``SUIT`` indexes this."""

SUIT_SYMBOLS: tuple[str, ...] = ("♣", "♦", "♥", "♠")

TABLE: tuple[tuple[str, str, str, int, int], ...] = (
    # colour, suit, rank label, Rank Point Number, Colour Point Number  (reconstruction R1)
    ("Bronze", "Clubs", "8", 1, 1),
    ("Bronze", "Clubs", "9", 2, 1),
    ("Bronze", "Clubs", "10", 3, 1),
    ("Bronze", "Clubs", "J", 4, 1),
    ("Bronze", "Clubs", "Q", 5, 1),
    ("Bronze", "Clubs", "K", 6, 1),
    ("Bronze", "Clubs", "A", 7, 1),
    ("Silver", "Diamonds", "8", 1, 2),
    ("Silver", "Diamonds", "9", 2, 2),
    ("Silver", "Diamonds", "10", 3, 2),
    ("Silver", "Diamonds", "J", 4, 2),
    ("Silver", "Diamonds", "Q", 5, 2),
    ("Silver", "Diamonds", "K", 6, 2),
    ("Silver", "Diamonds", "A", 7, 2),
    ("Green", "Clubs", "8", 1, 3),
    ("Green", "Clubs", "9", 2, 3),
    ("Green", "Clubs", "10", 3, 3),
    ("Green", "Clubs", "J", 4, 3),
    ("Green", "Clubs", "Q", 5, 3),
    ("Green", "Clubs", "K", 6, 3),
    ("Green", "Clubs", "A", 7, 3),
    ("Gold", "Diamonds", "8", 1, 4),
    ("Gold", "Diamonds", "9", 2, 4),
    ("Gold", "Diamonds", "10", 3, 4),
    ("Gold", "Diamonds", "J", 4, 4),
    ("Gold", "Diamonds", "Q", 5, 4),
    ("Gold", "Diamonds", "K", 6, 4),
    ("Gold", "Diamonds", "A", 7, 4),
    ("Red", "Hearts", "8", 1, 5),
    ("Red", "Hearts", "9", 2, 5),
    ("Red", "Hearts", "10", 3, 5),
    ("Red", "Hearts", "J", 4, 5),
    ("Red", "Hearts", "Q", 5, 5),
    ("Red", "Hearts", "K", 6, 5),
    ("Red", "Hearts", "A", 7, 5),
    ("Purple", "Hearts", "8", 1, 6),
    ("Purple", "Hearts", "9", 2, 6),
    ("Purple", "Hearts", "10", 3, 6),
    ("Purple", "Hearts", "J", 4, 6),
    ("Purple", "Hearts", "Q", 5, 6),
    ("Purple", "Hearts", "K", 6, 6),
    ("Purple", "Hearts", "A", 7, 6),
    ("Black", "Spades", "8", 1, 7),
    ("Black", "Spades", "9", 2, 7),
    ("Black", "Spades", "10", 3, 7),
    ("Black", "Spades", "J", 4, 7),
    ("Black", "Spades", "Q", 5, 7),
    ("Black", "Spades", "K", 6, 7),
    ("Black", "Spades", "A", 7, 7),
)
"""The whole deck, one row per card; the row number is the card id."""

DECK: tuple[int, ...] = tuple(range(len(TABLE)))
"""Every card id."""

COLOUR_NAMES: tuple[str, ...] = tuple(dict.fromkeys(row[0] for row in TABLE))
"""The colours in table order; a card's ``COLOUR`` indexes this."""

COLOUR: tuple[int, ...] = tuple(COLOUR_NAMES.index(row[0]) for row in TABLE)
SUIT: tuple[int, ...] = tuple(SUIT_NAMES.index(row[1]) for row in TABLE)
RANK_LABEL: tuple[str, ...] = tuple(row[2] for row in TABLE)
RPN: tuple[int, ...] = tuple(row[3] for row in TABLE)
"""Rank Point Number: the card's rank; higher beats lower in a trick."""
CPN: tuple[int, ...] = tuple(row[4] for row in TABLE)
"""Colour Point Number of the card's colour: orders the colours on the bid ladder."""
POINTS: tuple[int, ...] = tuple(r + c for r, c in zip(RPN, CPN, strict=True))
"""A card's worth in point-trick scoring: RPN + CPN."""

NAME: tuple[str, ...] = tuple(
    f"{row[0]} {row[2]}{SUIT_SYMBOLS[SUIT_NAMES.index(row[1])]}" for row in TABLE
)
"""Each card's unique display name and key, e.g. ``"Green 8♣"``."""

CARD_BY_NAME: dict[str, int] = {name: card for card, name in enumerate(NAME)}

COLOUR_CPN: tuple[int, ...] = tuple(
    next(CPN[card] for card in DECK if COLOUR[card] == colour)
    for colour in range(len(COLOUR_NAMES))
)
"""Each colour's single Colour Point Number."""

COLOUR_SUIT: tuple[int, ...] = tuple(
    next(SUIT[card] for card in DECK if COLOUR[card] == colour)
    for colour in range(len(COLOUR_NAMES))
)
"""The suit each colour belongs to."""

COLOURS_BY_CPN: tuple[int, ...] = tuple(
    sorted(range(len(COLOUR_NAMES)), key=COLOUR_CPN.__getitem__)
)
"""Colours from the lowest Colour Point Number to the highest (the bid ladder's order)."""

CARDS_OF_COLOUR: tuple[tuple[int, ...], ...] = tuple(
    tuple(card for card in DECK if COLOUR[card] == colour) for colour in range(len(COLOUR_NAMES))
)
CARDS_OF_SUIT: tuple[tuple[int, ...], ...] = tuple(
    tuple(card for card in DECK if SUIT[card] == suit) for suit in range(len(SUIT_NAMES))
)

SORT_KEY: tuple[tuple[int, int, int], ...] = tuple(
    (SUIT[card], CPN[card], RPN[card]) for card in DECK
)
"""How a hand is sorted for display: by suit, then colour, then rank."""


def card(name: str) -> int:
    """The id of the card called ``name``.

    >>> card("Green 8♣")
    14
    """
    try:
        return CARD_BY_NAME[name]
    except KeyError:
        raise KeyError(f"no Purple Pack card called {name!r}") from None


def cards(*names: str) -> list[int]:
    """Several ids at once: ``cards("Green 8♣", "Black A♠")``."""
    return [card(name) for name in names]


def cut_order(card_id: int) -> tuple[int, int]:
    """How cut cards compare when choosing the first dealer: rank first, then colour points."""
    return (RPN[card_id], CPN[card_id])
