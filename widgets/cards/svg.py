"""Small helpers for building SVG card faces as strings."""

from __future__ import annotations

from html import escape

CARD_VIEWBOX = "0 0 100 140"
PAPER = "#fffdf8"
INK = "#1d1b22"


def esc(text: str) -> str:
    return escape(text, quote=True)


def svg(body: str, viewbox: str = CARD_VIEWBOX) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{viewbox}" '
        f'focusable="false" aria-hidden="true">{body}</svg>'
    )


def text(
    x: float,
    y: float,
    content: str,
    size: float,
    *,
    weight: str = "normal",
    anchor: str = "start",
    fill: str = INK,
    fit: float | None = None,
) -> str:
    """A line of text; ``fit`` squeezes it into that width when it would be longer."""
    squeeze = ""
    if fit is not None and len(content) * size * 0.55 > fit:
        squeeze = f' textLength="{fit:g}" lengthAdjust="spacingAndGlyphs"'
    return (
        f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" font-weight="{weight}" '
        f'text-anchor="{anchor}" fill="{fill}" font-family="Liberation Sans, Arial, '
        f'sans-serif"{squeeze}>{esc(content)}</text>'
    )


def frame(border: str = "#8d8577", fill: str = PAPER) -> str:
    return (
        f'<rect x="1.5" y="1.5" width="97" height="137" rx="8" fill="{fill}" '
        f'stroke="{border}" stroke-width="2"/>'
    )


def place(symbol: str, x: float, y: float, size: float) -> str:
    """Put a 24x24 symbol drawing at (x, y) (its top-left corner), scaled to ``size``."""
    return f'<g transform="translate({x:g} {y:g}) scale({size / 24:g})">{symbol}</g>'


def lattice_back(ground: str, lines: str) -> str:
    """A card back: a diagonal lattice in ``lines`` on ``ground`` with the gold FG monogram
    (the Decktet and the Purple pack share the drawing, each in its own colours)."""
    lattice = "".join(
        f'<path d="M{x} 0L{x + 70} 140M{x + 70} 0L{x} 140" stroke="{lines}" stroke-width="1.2"/>'
        for x in range(-70, 100, 14)
    )
    return svg(
        frame(fill=ground) + f'<g clip-path="inset(6px round 6px)">{lattice}</g>'
        f'<circle cx="50" cy="70" r="19" fill="{ground}" stroke="#e6c15a" stroke-width="2"/>'
        + text(50, 76.5, "FG", 17, weight="bold", anchor="middle", fill="#e6c15a")
    )
