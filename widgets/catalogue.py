"""The gallery: one card per game, with links to learn and play (or "coming soon")."""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

import ipywidgets as w

from fashion_core import GAMES
from widgets.lite import BROWSER_NOTE, IN_BROWSER, href
from widgets.registry import UI


@dataclass(frozen=True)
class Entry:
    name: str
    title: str
    players: str
    minutes: str
    blurb: str
    deck: str


CATALOGUE = (
    Entry(
        "colour_bazaar",
        "Colour Bazaar",
        "2–3",
        "30",
        "Four fashion markets, one card at a time. Push up the styles you have invested in, "
        "and buy shares in the ones you think will be in demand.",
        "Decktet",
    ),
    Entry(
        "moonscrown",
        "Moonscrown",
        "2–4",
        "20",
        "The card on top of the pile decides what is fashionable this moment. Stay ahead of "
        "the trend with your display, or drop out of the round.",
        "Decktet",
    ),
    Entry(
        "purple_rules",
        "Purple Rules",
        "2–4",
        "45",
        "Trick-taking with contracts in a deck of seven colours: bid, name a trump colour, "
        "then follow suit, and follow colour to win.",
        "Purple Poker Pack",
    ),
    Entry(
        "colori",
        "Colori",
        "2–5",
        "45",
        "Build a deck of dyes and fabrics, store and mix colours on your wheel, and make "
        "garments worth stars.",
        "Colori cards",
    ),
    Entry(
        "pret_a_porter",
        "Prêt-à-Porter",
        "2–4",
        "120",
        "Twelve months of a fashion house: designs, materials, shows, staff and loans.",
        "Board game",
    ),
)

_STYLE = """
<style>
.fg-gallery { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 14px; font-family: "Liberation Sans", Arial, sans-serif; max-width: 1240px; }
.fg-gallery article { background: #fbf8f2; border: 1px solid #d8d0c2; border-radius: 10px;
  padding: 12px 14px; display: flex; flex-direction: column; gap: 6px; color: #1d1b22; }
.fg-gallery h2 { font-size: 19px; margin: 0; }
.fg-gallery .meta { font-size: 13px; color: #5b5766; line-height: 1.35; }
.fg-gallery .meta span { white-space: nowrap; }
.fg-gallery p { font-size: 14px; margin: 0; flex: 1; line-height: 1.35; }
.fg-gallery .links { display: flex; gap: 8px; margin-top: 4px; }
.fg-gallery a { display: inline-block; padding: 6px 14px; border-radius: 6px; font-weight: 700;
  text-decoration: none; border: 2px solid #0b5cad; color: #0b5cad; font-size: 14px; }
.fg-gallery a.play { background: #0b5cad; color: #fff; }
.jp-Cell .jp-RenderedMarkdown a:link, .jp-Cell .jp-RenderedMarkdown a:visited {
  text-decoration: underline; }
.fg-gallery .soon { font-size: 13px; font-style: italic; color: #5b5766; margin-top: 4px; }
</style>
"""


def gallery_html() -> str:
    cards = []
    for entry in CATALOGUE:
        title = escape(entry.title)
        # Each fact stays on one line: a narrow card breaks between them, never inside one.
        facts = (f"{entry.players} players", f"about {entry.minutes} min", entry.deck)
        meta = " · ".join(f"<span>{escape(fact)}</span>" for fact in facts)
        if entry.name in GAMES and entry.name in UI:
            # Links are relative to notebooks/, where the gallery notebook runs.
            # In the static site each notebook is an .html page of the same name.
            learn, play = (href(p.removeprefix("notebooks/")) for p in UI[entry.name].notebooks)
            links = (
                f'<div class="links"><a class="learn" href="{learn}" '
                f'aria-label="Learn {title}">Learn</a>'
                f'<a class="play" href="{play}" '
                f'aria-label="Play {title}">Play</a></div>'
            )
        else:
            links = '<p class="soon">Coming soon: not playable yet.</p>'
        cards.append(
            f'<article data-game="{entry.name}"><h2>{title}</h2>'
            f'<div class="meta">{meta}</div><p>{escape(entry.blurb)}</p>{links}'
            "</article>"
        )
    note = f'<p data-testid="in-browser">{BROWSER_NOTE}</p>' if IN_BROWSER else ""
    return _STYLE + note + '<div class="fg-gallery">' + "".join(cards) + "</div>"


def gallery() -> w.HTML:
    """The gallery as a widget (links are relative to ``notebooks/``)."""
    return w.HTML(gallery_html())
