"""Colori card faces, drawn by us: dyes, basic dyes, fabrics, garments, a back, colour tokens.

Colour is never the only cue. Every colour is a swatch whose *shape* says its family
(primaries are circles, secondaries squares, tertiaries triangles) and whose *letter* names it
(R V O A Y C G T B I P M, one letter each). Fabrics carry a woven motif and their name;
garments show their stars as shapes and their cost as "swatch + count + colour name" lines.

Faces are looked up by card key ("Kermes#2": the copy number is ignored), by kind name,
``"back"`` or ``"colour:Red"``.

>>> face_for("Kermes#2") == face_for("Kermes")
True
>>> "<text" in face_for("colour:Vermilion")
True
"""

from __future__ import annotations

import math
from functools import cache

from fashion_core.games.colori.cards import (
    ABILITY,
    ABILITY_N,
    ABILITY_NAME,
    DESTROY,
    DRAW,
    GARMENT,
    GARMENT_COST,
    GARMENT_FABRIC,
    GARMENT_STARS,
    IS_FABRIC,
    IS_GARMENT,
    KIND_BY_NAME,
    MIX,
    NAME,
    NO_ABILITY,
    PIPS,
    STORE,
)
from fashion_core.games.colori.wheel import COLOUR_INDEX, COLOURS, PRIMARIES, SECONDARIES
from fashion_core.words import STARS, amount
from widgets.cards.svg import INK, frame, place, svg, text

# Hues chosen to stay apart for common colour-vision types *and* to carry a letter legibly.
HEX = {
    "Red": "#cf1f2e",
    "Vermilion": "#e5512a",
    "Orange": "#f08a1c",
    "Amber": "#f5b324",
    "Yellow": "#f6dc1c",
    "Chartreuse": "#a4cd2c",
    "Green": "#2a9a48",
    "Teal": "#14918c",
    "Blue": "#2360c4",
    "Indigo": "#3b3898",
    "Purple": "#7a3ea5",
    "Magenta": "#c2288a",
}
LETTER = {name: name[0] for name in COLOURS}  # all twelve initials differ
_LIGHT = {"Orange", "Amber", "Yellow", "Chartreuse"}  # dark letters on these
MUTED = "#5b5766"


def family(colour: str) -> str:
    """ "primary", "secondary" or "tertiary"."""
    index = COLOUR_INDEX[colour]
    if index in PRIMARIES:
        return "primary"
    return "secondary" if index in SECONDARIES else "tertiary"


def swatch(colour: str, cx: float, cy: float, size: float) -> str:
    """A colour as a shape (family) with its letter, centred on (cx, cy)."""
    fill, r = HEX[colour], size / 2
    kind = family(colour)
    if kind == "primary":
        shape = f'<circle cx="{cx:g}" cy="{cy:g}" r="{r:g}"'
        ty = cy + size * 0.18
    elif kind == "secondary":
        s = size * 0.88
        shape = (
            f'<rect x="{cx - s / 2:g}" y="{cy - s / 2:g}" width="{s:g}" height="{s:g}" '
            f'rx="{size * 0.08:g}"'
        )
        ty = cy + size * 0.18
    else:  # a triangle pointing up; the letter sits low where it is widest
        h = size * 0.95
        top, base = cy - h * 0.55, cy + h * 0.45
        shape = (
            f'<path d="M{cx:g} {top:g}L{cx + r * 1.08:g} {base:g}L{cx - r * 1.08:g} {base:g}Z" '
            f'stroke-linejoin="round"'
        )
        ty = cy + size * 0.3
    letter_fill = INK if colour in _LIGHT else "#fff"
    return f'{shape} fill="{fill}" stroke="{INK}" stroke-width="{max(size / 18, 0.8):g}"/>' + text(
        cx, ty, LETTER[colour], size * 0.5, weight="bold", anchor="middle", fill=letter_fill
    )


# -- ability icons (24x24 boxes) ----------------------------------------------------------

_ICON = {
    # Store: a drop falling into a ring (the wheel).
    STORE: '<circle cx="12" cy="16" r="6.5" fill="none" stroke="{c}" stroke-width="2.2"/>'
    '<path d="M12 1.5C14.5 5 15.5 6.8 15.5 8.4A3.5 3.5 0 0 1 8.5 8.4C8.5 6.8 9.5 5 12 1.5Z" '
    'fill="{c}"/>',
    # Draw: two cards, the top one lifted.
    DRAW: '<rect x="3" y="7" width="11" height="15" rx="2" fill="#fff" stroke="{c}" '
    'stroke-width="1.8"/><rect x="10" y="2" width="11" height="15" rx="2" fill="#fff" '
    'stroke="{c}" stroke-width="1.8" transform="rotate(12 15 9)"/>',
    # Mix: two overlapping drops of paint.
    MIX: '<circle cx="9" cy="12" r="6.8" fill="none" stroke="{c}" stroke-width="2"/>'
    '<circle cx="15" cy="12" r="6.8" fill="none" stroke="{c}" stroke-width="2"/>'
    '<path d="M12 6.6A6.8 6.8 0 0 1 12 17.4A6.8 6.8 0 0 1 12 6.6Z" fill="{c}"/>',
    # Destroy: a flame.
    DESTROY: '<path d="M12 2C13 7 18.5 9 18.5 15A6.5 6.5 0 0 1 5.5 15C5.5 11 8 9.5 8.5 7'
    'C9.5 9.5 10.5 10 11 10C11 7 11 5 12 2Z" fill="{c}"/>',
    # Make Garment: a shirt.
    GARMENT: '<path d="M8 3L3 6.5L5.5 11L7.5 10V21H16.5V10L18.5 11L21 6.5L16 3Q12 6.5 8 3Z" '
    'fill="none" stroke="{c}" stroke-width="2" stroke-linejoin="round"/>',
}
_ABILITY_INK = {STORE: "#0b5cad", DRAW: "#1f6f3f", MIX: "#7a3ea5", DESTROY: "#a2142b",
                GARMENT: "#8a5a00"}  # fmt: skip
_SHORT = {STORE: "Store", DRAW: "Draw", MIX: "Mix", DESTROY: "Destroy", GARMENT: "Make"}


def ability_icon(code: int) -> str:
    return _ICON[code].format(c=_ABILITY_INK[code])


def _ability_band(kind: int) -> str:
    """The bottom band: "when destroyed" + icon + the ability, e.g. "Store Colors ×2"."""
    code = ABILITY[kind]
    if code == NO_ABILITY:
        return ""
    ink = _ABILITY_INK[code]
    what = "Garment" if code == GARMENT else ABILITY_NAME[code].split()[1]
    times = "" if code == GARMENT else f"×{ABILITY_N[kind]}"
    return (
        f'<rect x="5" y="103" width="90" height="32" rx="5" fill="#f4efe6" stroke="{ink}" '
        'stroke-width="1.2"/>'
        + text(50, 111, "WHEN DESTROYED", 7, anchor="middle", fill=MUTED, weight="bold")
        + place(ability_icon(code), 8, 112, 20)
        + text(31, 122, _SHORT[code], 10.5, weight="bold", fill=ink)
        + text(31, 132, what, 8.5, fill=ink)
        + text(91, 130, times, 15, weight="bold", anchor="end", fill=ink)
    )


# -- fabrics --------------------------------------------------------------------------------

_FABRIC_INK = {"Wool": "#7b5a3a", "Silk": "#8a3f74", "Linen": "#6b6b45", "Cotton": "#3f6a8a"}


# One tile of each weave, repeated by an SVG <pattern>: a few hundred bytes per face instead of
# dozens of shapes. Pattern ids are page-wide; every face defines the same tile under the same
# id, so whichever definition the browser finds first draws the same thing.
_TILE = {
    "Wool": (10, 9, '<path d="M1 1Q2 7 5 8Q8 7 9 1" fill="none" stroke="{c}" stroke-width="1.6"/>'),
    "Silk": (
        12,
        12,
        '<path d="M-3 12Q4 8 6 6T15 0M3 15Q10 11 12 9T21 3M-9 9Q-2 5 0 3T9 -3" fill="none" '
        'stroke="{c}" stroke-width="1.4" stroke-opacity="0.85"/>',
    ),
    "Linen": (
        6,
        6,
        '<path d="M0 2H6" stroke="{c}" stroke-width="1.6"/>'
        '<path d="M2 3V6M5 0V2" stroke="{c}" stroke-width="1"/>',
    ),
    "Cotton": (
        16,
        14,
        '<g fill="#fff" stroke="{c}" stroke-width="1.2"><circle cx="5" cy="8.5" r="3.6"/>'
        '<circle cx="11" cy="8.5" r="3.6"/><circle cx="8" cy="4.5" r="3.6"/></g>',
    ),
}


def fabric_motif(name: str, x: float, y: float, w: float, h: float) -> str:
    """A woven motif in the box: knit loops, silk sheen, linen weave or cotton bolls."""
    ink = _FABRIC_INK[name]
    tw, th, tile = _TILE[name]
    pattern = (
        f'<pattern id="fp-{name}" width="{tw}" height="{th}" patternUnits="userSpaceOnUse">'
        f'<rect width="{tw}" height="{th}" fill="#f3ead8"/>{tile.format(c=ink)}</pattern>'
    )
    return (
        f"<defs>{pattern}</defs>"
        f'<rect x="{x:g}" y="{y:g}" width="{w:g}" height="{h:g}" rx="5" fill="url(#fp-{name})" '
        f'stroke="{ink}" stroke-width="1.2"/>'
    )


# -- the faces ----------------------------------------------------------------------------


def _wrap(words: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in words.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _kind_line(label: str) -> str:
    return text(50, 29, label, 7, anchor="middle", fill=MUTED, weight="bold")


def _pip_colours(kind: int) -> list[str]:
    return [COLOURS[c] for c, n in PIPS[kind] for _ in range(n)]


def dye_face(kind: int) -> str:
    name = NAME[kind]
    pips = _pip_colours(kind)
    basic = name.startswith("Basic ")
    parts = [frame()]
    # A stripe of the pip colours along the top edge: a quick glance, never the only cue.
    stripe_w = 86 / len(pips)
    for i, colour in enumerate(pips):
        parts.append(
            f'<rect x="{7 + i * stripe_w:g}" y="4" width="{stripe_w:g}" height="4" '
            f'fill="{HEX[colour]}"/>'
        )
    parts.append(text(50, 21, name, 11.5, weight="bold", anchor="middle", fit=88))
    parts.append(_kind_line("BASIC DYE" if basic else f"DYE · {len(pips)} PIPS"))
    size = 34 if len(pips) == 1 else 26
    gap = size + 4
    x0 = 50 - gap * (len(pips) - 1) / 2
    for i, colour in enumerate(pips):
        parts.append(swatch(colour, x0 + i * gap, 56, size))
    # The colour names in words under the swatches (one line, grouped: "2 Red · 1 Magenta").
    words = " · ".join(f"{n} {COLOURS[c]}" for c, n in PIPS[kind])
    parts.append(text(50, 88, words, 8.5, anchor="middle", fill=INK, fit=90))
    parts.append(_ability_band(kind))
    return svg("".join(parts))


def fabric_face(kind: int) -> str:
    name = NAME[kind]
    parts = [frame(border=_FABRIC_INK[name])]
    parts.append(text(50, 21, name, 13, weight="bold", anchor="middle"))
    parts.append(_kind_line("FABRIC"))
    parts.append(fabric_motif(name, 12, 35, 76, 58))
    parts.append(_ability_band(kind))
    return svg("".join(parts))


def star(cx: float, cy: float, r: float, fill: str = "#e0a800") -> str:
    points = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = math.pi / 2 + k * math.pi / 5
        points.append(f"{cx + radius * math.cos(angle):.2f},{cy - radius * math.sin(angle):.2f}")
    return f'<polygon points="{" ".join(points)}" fill="{fill}" stroke="{INK}" stroke-width="0.8"/>'


def garment_face(kind: int) -> str:
    name = NAME[kind]
    fabric = NAME[GARMENT_FABRIC[kind]]
    parts = [frame(border="#a67c00", fill="#fffaf0")]
    parts.append(
        '<rect x="4.5" y="4.5" width="91" height="131" rx="6" fill="none" stroke="#d9b95c" '
        'stroke-width="1"/>'
    )
    lines = _wrap(name, 17)
    for i, line in enumerate(lines[:3]):
        parts.append(text(50, 15 + i * 10.5, line, 9.8, weight="bold", anchor="middle", fit=86))
    stars = GARMENT_STARS[kind]
    y_star = 15 + min(len(lines), 3) * 10.5 + 2
    for i in range(stars):
        parts.append(star(50 + (i - (stars - 1) / 2) * 14, y_star, 6.2))
    y = y_star + 18
    for c, n in GARMENT_COST[kind]:
        colour = COLOURS[c]
        parts.append(swatch(colour, 17, y - 4, 16))
        parts.append(text(28, y + 0.5, f"{n} {colour}", 11, weight="bold", fit=64))
        y += 18
    free = 112 - y
    if free >= 22:  # a faint garment outline fills the room left by a short cost
        size = min(free - 2, 36)
        parts.append(place(_ICON[GARMENT].format(c="#d9c48a"), 50 - size / 2, y - 6, size))
    # Fabric band: motif swatch and the word.
    parts.append(fabric_motif(fabric, 8, 115, 20, 17))
    parts.append(text(33, 124, "needs", 7, fill=MUTED))
    parts.append(text(33, 132.5, fabric, 10.5, weight="bold", fill=_FABRIC_INK[fabric]))
    parts.append(text(92, 131, f"{stars}★", 11, weight="bold", anchor="end", fill="#8a5a00"))
    return svg("".join(parts))


@cache
def face(name: str) -> str:
    """The face of the card kind called ``name``."""
    kind = KIND_BY_NAME[name]
    if IS_GARMENT[kind]:
        return garment_face(kind)
    if IS_FABRIC[kind]:
        return fabric_face(kind)
    return dye_face(kind)


@cache
def back() -> str:
    """The common card back: a small colour wheel (its twelve swatches) on deep indigo."""
    parts = [
        '<rect x="1.5" y="1.5" width="97" height="137" rx="8" fill="#2f2a4a" stroke="#8d8577" '
        'stroke-width="2"/><rect x="7" y="7" width="86" height="126" rx="5" fill="none" '
        'stroke="#e6c15a" stroke-width="1"/>'
    ]
    for i, colour in enumerate(COLOURS):
        angle = -math.pi / 2 + i * math.pi / 6
        parts.append(
            f'<circle cx="{50 + 27 * math.cos(angle):.2f}" cy="{66 + 27 * math.sin(angle):.2f}" '
            f'r="6" fill="{HEX[colour]}" stroke="#fff" stroke-width="0.8"/>'
        )
    parts.append(text(50, 71, "C", 16, weight="bold", anchor="middle", fill="#e6c15a"))
    parts.append(text(50, 122, "COLORI", 10, weight="bold", anchor="middle", fill="#e6c15a"))
    return svg("".join(parts))


@cache
def colour_token(colour: str) -> str:
    return svg(swatch(colour, 20, 20, 34), viewbox="0 0 40 40")


def card_name(key: str) -> str:
    """``"Kermes#2"`` -> ``"Kermes"`` (a kind name stays as it is)."""
    return key.rsplit("#", 1)[0] if "#" in key else key


def face_for(face_id: str) -> str:
    """Face provider for the Table: card keys or names, ``"back"``, ``"colour:<name>"``."""
    if face_id == "back":
        return back()
    if face_id.startswith("colour:"):
        return colour_token(face_id[7:])
    return face(card_name(face_id))


def describe_card(key: str) -> str:
    """A card in words, for aria labels and tooltips (the face is hidden from screen readers)."""
    name = card_name(key)
    kind = KIND_BY_NAME[name]
    if IS_GARMENT[kind]:
        cost = ", ".join(f"{n} {COLOURS[c]}" for c, n in GARMENT_COST[kind])
        fabric = NAME[GARMENT_FABRIC[kind]]
        stars = GARMENT_STARS[kind]
        return f"{name}: garment, {amount(stars, STARS)}, needs {fabric} and {cost}"
    parts = [name]
    if PIPS[kind]:
        parts.append(", ".join(f"{n} {COLOURS[c]}" for c, n in PIPS[kind]))
    elif IS_FABRIC[kind]:
        parts.append("fabric")
    code = ABILITY[kind]
    if code != NO_ABILITY:
        n = "" if code == GARMENT else f" ×{ABILITY_N[kind]}"
        parts.append(f"destroy: {ABILITY_NAME[code]}{n}")
    return ": ".join(parts[:2]) + ("; " + parts[2] if len(parts) > 2 else "")
