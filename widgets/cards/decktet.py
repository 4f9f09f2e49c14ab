"""Decktet card faces: our own drawings of the six suit symbols, rank, name and type.

The top band (rank, suit symbols, name) identifies a card on its own, so cards cascaded in a
market stack stay readable. Suits differ by shape first and colour second.

>>> face("the Sea").startswith("<svg")
True
"""

from __future__ import annotations

from functools import cache

from fashion_core.decks.decktet import CARD_BY_NAME, Suit
from widgets.cards.svg import INK, esc, frame, lattice_back, place, svg, text, text_width

SUIT_COLOUR = {
    Suit.MOONS: "#4b3f9e",  # violet
    Suit.SUNS: "#b97800",  # amber
    Suit.WAVES: "#0b72b5",  # blue
    Suit.LEAVES: "#1b7d45",  # green
    Suit.WYRMS: "#c2410c",  # vermilion
    Suit.KNOTS: "#6f4a2e",  # brown
}

# Each symbol is drawn in a 24x24 box with `currentColor`-free explicit colours.
_SHAPES = {
    # A crescent: the outer circle (12,12; r 9.5) minus a circle at (15.5,9.5; r 8).
    Suit.MOONS: '<path d="M11.61 2.51A9.5 9.5 0 1 0 20.85 15.45A8 8 0 1 1 11.61 2.51Z" '
    'fill="{c}"/>',
    Suit.SUNS: (
        '<circle cx="12" cy="12" r="5.2" fill="{c}"/>'
        '<g stroke="{c}" stroke-width="2.2" stroke-linecap="round">'
        '<path d="M12 1.5V4.5M12 19.5V22.5M1.5 12H4.5M19.5 12H22.5M4.6 4.6L6.7 6.7'
        'M17.3 17.3L19.4 19.4M4.6 19.4L6.7 17.3M17.3 6.7L19.4 4.6"/></g>'
    ),
    Suit.WAVES: (
        '<g fill="none" stroke="{c}" stroke-width="2.4" stroke-linecap="round">'
        '<path d="M2 6.5q2.5-3.2 5 0t5 0t5 0t5 0"/><path d="M2 12q2.5-3.2 5 0t5 0t5 0t5 0"/>'
        '<path d="M2 17.5q2.5-3.2 5 0t5 0t5 0t5 0"/></g>'
    ),
    Suit.LEAVES: (
        '<path d="M3.5 20.5C3.5 10 10 3.5 20.5 3.5C20.5 14 14 20.5 3.5 20.5Z" fill="{c}"/>'
        '<path d="M5 19L16.5 7.5" stroke="#fff" stroke-width="1.6" stroke-linecap="round"/>'
    ),
    Suit.WYRMS: (
        '<path d="M3 20.5C9.5 21 8 13.5 12 12.5S15.5 4.5 19 4.2" fill="none" stroke="{c}" '
        'stroke-width="3.4" stroke-linecap="round"/><circle cx="19.6" cy="4.4" r="2.9" '
        'fill="{c}"/><circle cx="20.4" cy="3.8" r="0.8" fill="#fff"/>'
    ),
    Suit.KNOTS: (
        '<path d="M12 12C15 6 21.5 6 21.5 12S15 18 12 12S3 6 2.5 12S9 18 12 12Z" fill="none" '
        'stroke="{c}" stroke-width="2.8"/>'
    ),
}
_CROWN = (
    '<path d="M3 19L2 7L8 12L12 4L16 12L22 7L21 19Z" fill="{c}" stroke="#1d1b22" '
    'stroke-width="1"/><rect x="3" y="19.5" width="18" height="2.6" fill="{c}"/>'
)
_KIND_LINE = {
    1: "ace",
    10: "pawn",
    11: "court",
    12: "crown",
}


def symbol(suit: Suit) -> str:
    """The suit's symbol (24x24 units, to be placed with ``svg.place``)."""
    return _SHAPES[suit].format(c=SUIT_COLOUR[suit])


NAME_SIZE = 12
"""The name's size on the face: 10 px on a card 84 px wide (12 units of its 100), a crown's
too (a crown has no rank: its name is its heading)."""


def face_name(name: str) -> str:
    """The name as the face prints it: without its "the" when that would squeeze it narrower
    than 95% of its width, so that its letters keep their shape (the Chance Meeting, the
    Light Keeper). The card's label still says its full name.

    >>> face_name("the Chance Meeting"), face_name("the Borderland")
    ('Chance Meeting', 'the Borderland')
    """
    if text_width(name, NAME_SIZE, "bold") > 90 / 0.95 and name.startswith("the "):
        return name[4:]
    return name


@cache
def face(name: str) -> str:
    """The face of the Decktet card called ``name``."""
    card = CARD_BY_NAME[name]
    parts = [frame()]
    # Top band: rank, suit symbols, name.
    rank = {1: "A", 10: "P", 11: "C", 0: "—"}.get(card.ordinal, str(card.ordinal))
    if card.is_crown:
        colour = SUIT_COLOUR[card.suits[0]]
        parts.append(place(_CROWN.format(c=colour), 5, 5, 20))
    else:
        parts.append(text(14.5, 23, rank, 21, weight="bold", anchor="middle"))
    for i, suit in enumerate(card.suits):
        parts.append(place(symbol(suit), 29 + i * 22, 6, 19))
    parts.append(
        text(50, 38, face_name(card.name), NAME_SIZE, weight="bold", anchor="middle", fit=90)
    )
    parts.append('<line x1="8" y1="43" x2="92" y2="43" stroke="#d8d0c2" stroke-width="1"/>')
    # Body: the suits large.
    n = len(card.suits)
    layouts = {
        0: [],
        1: [(28, 50, 44) if card.is_crown else (26, 56, 48)],
        2: [(14, 50, 38), (48, 84, 38)],
        3: [(32, 48, 32), (12, 86, 32), (56, 86, 32)],
    }
    for (x, y, size), suit in zip(layouts[n], card.suits, strict=True):
        parts.append(place(symbol(suit), x, y, size))
    if card.is_crown:
        parts.append(place(_CROWN.format(c=SUIT_COLOUR[card.suits[0]]), 39, 99, 22))
    # Footer: type words, so the type never depends on colour.
    kinds = _KIND_LINE.get(card.ordinal) or " · ".join(card.kind_labels)
    if card.ordinal in (10, 11, 12):
        kinds = f"{_KIND_LINE[card.ordinal]} · {' · '.join(k for k in card.kind_labels)}"
    parts.append(text(50, 134, kinds, 8.5, anchor="middle", fill="#5b5766", fit=88))
    return svg("".join(parts))


@cache
def back() -> str:
    """The back of a card: a lattice with the FG monogram, the same for every card."""
    return lattice_back("#3a3350", "#8f86b8")


@cache
def chip(suit: Suit) -> str:
    """A suit chip: the symbol on a disc with the suit's initial (W for Wyrms is Y)."""
    colour = SUIT_COLOUR[suit]
    return svg(
        f'<circle cx="20" cy="20" r="18.5" fill="#fff" stroke="{colour}" stroke-width="3"/>'
        f'<circle cx="20" cy="20" r="14.5" fill="none" stroke="{colour}" stroke-width="1" '
        f'stroke-dasharray="2 2"/>' + place(symbol(suit), 9, 8, 22),
        viewbox="0 0 40 40",
    )


def face_for(face_id: str) -> str:
    """Face provider for the Table: card names, ``"back"``, ``"chip:Waves"``, ``"suit:Waves"``."""
    if face_id == "back":
        return back()
    if face_id.startswith("chip:"):
        return chip(Suit[face_id[5:].upper()])
    if face_id.startswith("suit:"):
        return svg(place(symbol(Suit[face_id[5:].upper()]), 0, 0, 24), viewbox="0 0 24 24")
    return face(face_id)


@cache  # a scene names dozens of cards; their titles never change
def card_label(name: str) -> str:
    """The Decktet card called ``name`` read out: ``"the Mill (8: Waves, Leaves)"``."""
    return CARD_BY_NAME[name].title


def suit_symbol_html(suit: Suit) -> str:
    """Inline SVG of a suit symbol (for labels rendered as HTML)."""
    return f'<span title="{esc(suit.label)}">{svg(symbol(suit), viewbox="0 0 24 24")}</span>'


__all__ = ["INK", "SUIT_COLOUR", "back", "card_label", "chip", "face", "face_for", "symbol"]
