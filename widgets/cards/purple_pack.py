"""Purple Pack card faces: our own drawings. Colour is never alone: every card carries its
colour's two-letter code and name, and its suit symbol; bid tokens carry the same codes.

>>> face("Green 8♣").startswith("<svg") and ">GR<" in face("Green 8♣")
True
>>> "NT" in face_for("bid:2:NT")
True
"""

from __future__ import annotations

from functools import cache

from fashion_core.decks.purple_pack import (
    CARD_BY_NAME,
    COLOUR,
    COLOUR_NAMES,
    CPN,
    RANK_LABEL,
    RPN,
    SUIT,
    SUIT_SYMBOLS,
)
from widgets.cards.svg import frame, lattice_back, svg, text

COLOUR_INK: dict[str, str] = {
    "Bronze": "#8c5a2b",
    "Silver": "#6b7785",
    "Green": "#1b7d45",
    "Gold": "#a57c00",
    "Red": "#c0262d",
    "Purple": "#6a3d9a",
    "Black": "#1d1b22",
}
"""The ink of each colour (contrast >= 4.5:1 on the card's paper)."""

COLOUR_CODE: dict[str, str] = {
    "Bronze": "BR",
    "Silver": "SI",
    "Green": "GR",
    "Gold": "GO",
    "Red": "RD",
    "Purple": "PU",
    "Black": "BK",
}
"""Each colour's own letters, printed on every card: the colours differ without colour."""

_FALLBACK_INK = "#444444"


def ink(colour: str) -> str:
    return COLOUR_INK.get(colour, _FALLBACK_INK)


def code(colour: str) -> str:
    return COLOUR_CODE.get(colour, colour[:2].upper())


@cache
def face(name: str) -> str:
    """The face of the card called ``name`` (e.g. ``"Green 8♣"``)."""
    card = CARD_BY_NAME[name]
    colour = COLOUR_NAMES[COLOUR[card]]
    colour_ink = ink(colour)
    suit = SUIT_SYMBOLS[SUIT[card]]
    rank = RANK_LABEL[card]
    parts = [frame(border=colour_ink)]
    # A band in the colour with its code in white: the colour is named, not only shown.
    parts.append(f'<rect x="1.5" y="1.5" width="97" height="30" rx="8" fill="{colour_ink}"/>')
    parts.append('<rect x="1.5" y="20" width="97" height="11.5" fill="' + colour_ink + '"/>')
    parts.append(text(10, 24, rank, 20, weight="bold", fill="#ffffff"))
    parts.append(text(90, 24, code(colour), 15, weight="bold", anchor="end", fill="#ffffff"))
    # The suit symbol large in the middle, the rank over it.
    parts.append(text(50, 88, suit, 54, anchor="middle", fill=colour_ink))
    # The colour word reads at 10 px on a snug hand's card (70 px wide: 14.5 units of 100).
    parts.append(text(50, 113, colour, 14.5, weight="bold", anchor="middle", fill=colour_ink))
    # Rank and colour points (provisional values) at the foot.
    parts.append(
        text(50, 131, f"{RPN[card]} + {CPN[card]} pts", 9.5, anchor="middle", fill="#5b5766")
    )
    parts.append(text(8, 46, suit, 16, fill=colour_ink))
    return svg("".join(parts))


@cache
def back() -> str:
    """The back: a purple lattice with the FG monogram, the same for every card."""
    return lattice_back("#43306b", "#a58fd0")


@cache
def bid_token(level: int, denomination: str) -> str:
    """A bidding-box card: the level over the denomination's code (NT for No Trump)."""
    colour_ink = "#0b5cad" if denomination == "NT" else ink(denomination)
    label = "NT" if denomination == "NT" else code(denomination)
    return svg(
        f'<rect x="1" y="1" width="34" height="34" rx="5" fill="#fff" stroke="{colour_ink}" '
        f'stroke-width="2"/><rect x="1" y="1" width="34" height="17" rx="5" fill="{colour_ink}"/>'
        + text(18, 15.5, str(level), 15, weight="bold", anchor="middle", fill="#ffffff")
        + text(18, 32, label, 13, weight="bold", anchor="middle", fill=colour_ink),
        viewbox="0 0 36 36",
    )


def face_for(face_id: str) -> str:
    """Face provider for the Table: card names, ``"back"``, ``"bid:3:Gold"``."""
    if face_id == "back":
        return back()
    if face_id.startswith("bid:"):
        _, level, denomination = face_id.split(":")
        return bid_token(int(level), denomination)
    return face(face_id)


__all__ = ["COLOUR_CODE", "COLOUR_INK", "back", "bid_token", "face", "face_for"]
