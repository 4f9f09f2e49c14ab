"""Prêt-à-Porter faces, drawn by us: designs, buildings, employees, contracts, show tiles,
material cubes, pawns, pawn spaces and the location-9 offers.

Colour is never the only cue: styles carry their name and initial, materials a two-letter
abbreviation, pawns their player number, decks their name in the header.

Face ids: card keys (``"D07"``, ``"B12"``), ``"D07+"``-style keys are not used; flipped cards
use ``"B12^"``. Tokens: ``"cube:Silk"``, ``"pawn:2"``, ``"space:open"``, ``"space:unused"``,
``"tile:Milan"``, ``"offer:0"``, ``"back"`` (the design deck).

>>> "<svg" in face_for("D01") and "Silk" in face_for("D01")
True
>>> "P3" in face_for("pawn:2")
True
"""

from __future__ import annotations

from functools import cache

from fashion_core.games.pret_a_porter.cards import (
    CARDS,
    CLOTHING_TYPES,
    DESIGNS,
    KEY,
    MATERIALS,
    OFFERS,
    SHOW_TILES,
    STYLES,
)
from fashion_core.games.pret_a_porter.words import card_effects_text
from widgets.cards.svg import INK, frame, svg, text

STYLE_HEX = ("#5b2a86", "#22577a", "#c97b1a", "#1f1f1f", "#2a9a48")
"""Evening, Business, Casual, Rock, Sport."""

MATERIAL_HEX = ("#f4f1ea", "#f1d36b", "#5f9e5a", "#3f6fb5", "#2b2b2b", "#c9302c")
MATERIAL_ABBR = ("Co", "Li", "Wo", "De", "Le", "Si")
_DARK_MATERIAL = {3, 4, 5}

PLAYER_HEX = ("#d1495b", "#2e86ab", "#e0a100", "#6a994e")
"""Pawn colours per seat (each pawn also shows P1-P4)."""

DECK_HEX = {"contract": "#6c757d", "building": "#b23a48", "employee": "#2e6ea6"}
DECK_NAME = {"contract": "CONTRACT", "building": "BUILDING", "employee": "EMPLOYEE"}

TOKEN_VIEWBOX = "0 0 40 40"


def _wrap(words: str, width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for word in words.split():
        if len(line) + len(word) + 1 > width and line:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        lines.append(line)
    return lines


def _swatch(x: float, y: float, m: int) -> str:
    fill = MATERIAL_HEX[m]
    ink = "#ffffff" if m in _DARK_MATERIAL else INK
    return (
        f'<rect x="{x:g}" y="{y:g}" width="40" height="20" rx="4" fill="{fill}" '
        f'stroke="{INK}" stroke-width="1"/>'
        + text(x + 20, y + 14, MATERIALS[m], 9, anchor="middle", fill=ink, weight="bold", fit=36)
    )


def design_face(card: int) -> str:
    d = DESIGNS[card]
    colour = STYLE_HEX[d.style]
    body = frame(border=colour)
    body += f'<rect x="1.5" y="1.5" width="97" height="26" rx="8" fill="{colour}"/>'
    body += text(50, 19, f"{STYLES[d.style]}", 13, anchor="middle", fill="#fff", weight="bold")
    body += text(8, 44, d.key, 9, fill="#666")
    body += text(50, 62, CLOTHING_TYPES[d.clothing], 14, anchor="middle", weight="bold")
    body += _swatch(7, 74, d.materials[0]) + _swatch(53, 74, d.materials[1])
    body += text(10, 128, f"${d.price}", 18, weight="bold")
    if d.bonus:
        body += (
            '<circle cx="78" cy="121" r="14" fill="#fff3c4" stroke="#9a7b00" stroke-width="1.5"/>'
            + text(78, 126, d.bonus, 12, anchor="middle", weight="bold")
        )
    return svg(body)


def card_face(card: int, flipped: bool = False) -> str:
    c = CARDS[card]
    colour = DECK_HEX[c.deck]
    body = frame(border=colour, fill="#f7f4ee" if flipped else "#fffdf8")
    body += f'<rect x="1.5" y="1.5" width="97" height="20" rx="8" fill="{colour}"/>'
    side = " (flipped)" if flipped else ""
    body += text(50, 15, DECK_NAME[c.deck] + side, 8.5, anchor="middle", fill="#fff", weight="bold")
    body += text(50, 36, c.name, 12, anchor="middle", weight="bold", fit=92)
    y = 50
    if c.deck == "building":
        body += text(6, y, f"${c.cost}", 12, weight="bold")
    if c.deck != "contract":
        body += text(94, y, f"upkeep ${c.upkeep_for(flipped)}", 10.5, anchor="end")
    for line in _wrap(card_effects_text(card, flipped), 15)[:6]:
        y += 13.5
        body += text(6, y, line, 11, fit=88)
    foot = {
        "building": f"Upgrade to: ${c.flip_cost}",
        "employee": f"Train to: ${c.flip_cost}",
        "contract": "flips after next show",
    }[c.deck]
    if not flipped:
        body += text(50, 132, foot, 10, anchor="middle", fill="#555", fit=90)
    return svg(body)


def tile_face(name: str) -> str:
    tile = next(t for t in SHOW_TILES if t.name == name)
    body = frame(border="#7a5c00", fill="#fff8e1")
    body += text(50, 20, tile.name, 12, anchor="middle", weight="bold")
    for i, crit in enumerate(tile.lines):
        y = 40 + 24 * i
        body += (
            f'<rect x="10" y="{y - 14}" width="80" height="20" rx="4" fill="#fff" '
            'stroke="#7a5c00"/>'
        )
        body += text(16, y, f"{i + 1}.", 10) + text(55, y, crit, 12, anchor="middle", weight="bold")
    if tile.last_quarter:
        body += text(50, 134, "last quarter", 8, anchor="middle", fill="#555")
    return svg(body)


def cube_face(m: int) -> str:
    ink = "#ffffff" if m in _DARK_MATERIAL else INK
    body = (
        f'<rect x="4" y="4" width="32" height="32" rx="5" fill="{MATERIAL_HEX[m]}" '
        f'stroke="{INK}" stroke-width="1.5"/>'
        + text(20, 26, MATERIAL_ABBR[m], 14, anchor="middle", fill=ink, weight="bold")
    )
    return svg(body, TOKEN_VIEWBOX)


def pawn_face(seat: int) -> str:
    body = (
        f'<circle cx="20" cy="13" r="9" fill="{PLAYER_HEX[seat]}" stroke="{INK}"/>'
        f'<path d="M7 37 Q20 14 33 37 Z" fill="{PLAYER_HEX[seat]}" stroke="{INK}"/>'
        + text(20, 34, f"P{seat + 1}", 10, anchor="middle", fill="#fff", weight="bold")
    )
    return svg(body, TOKEN_VIEWBOX)


def space_face(kind: str) -> str:
    if kind == "open":
        body = '<circle cx="20" cy="20" r="15" fill="#fff" stroke="#555" stroke-dasharray="4 3"/>'
    else:
        body = (
            '<circle cx="20" cy="20" r="15" fill="#ddd" stroke="#aaa"/>'
            '<path d="M10 10 L30 30 M30 10 L10 30" stroke="#999" stroke-width="2"/>'
        )
    return svg(body, TOKEN_VIEWBOX)


def offer_face(k: int) -> str:
    body = '<rect x="3" y="3" width="34" height="34" rx="6" fill="#fff3c4" stroke="#9a7b00"/>'
    body += text(20, 25, OFFERS[k].replace(" ", ""), 11, anchor="middle", weight="bold")
    return svg(body, TOKEN_VIEWBOX)


def back_face() -> str:
    body = frame(border="#444", fill="#3a3145")
    body += text(50, 70, "DESIGNS", 12, anchor="middle", fill="#fff", weight="bold")
    body += text(50, 88, "P-à-P", 10, anchor="middle", fill="#d8c8f0")
    return svg(body)


@cache
def face_for(face: str) -> str:
    """The SVG of a face id (see the module docstring)."""
    if face == "back":
        return back_face()
    kind, _, rest = face.partition(":")
    if rest:
        if kind == "cube":
            return cube_face(MATERIALS.index(rest))
        if kind == "pawn":
            return pawn_face(int(rest))
        if kind == "space":
            return space_face(rest)
        if kind == "tile":
            return tile_face(rest)
        if kind == "offer":
            return offer_face(int(rest))
    flipped = face.endswith("^")
    key = face.rstrip("^")
    if key in KEY:
        cid = KEY.index(key)
        return design_face(cid) if key.startswith("D") else card_face(cid, flipped)
    return svg(frame() + text(50, 70, face[:12], 10, anchor="middle"))
