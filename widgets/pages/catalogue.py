"""The gallery: one card per game, with links to learn and play (or "coming soon").

Every fact on a card comes from the game's two manifests: its title and player counts from its
``Game(...)``, the rest from its UI manifest (:mod:`widgets.registry`); the cards follow the
registration list. A registered game without a UI package yet shows as coming soon.
"""

from __future__ import annotations

from html import escape

import ipywidgets as w

from fashion_core import GAMES
from widgets.lite import BROWSER_NOTE, IN_BROWSER, href
from widgets.registry import UI, GameUI

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
.fg-footer { font-size: 15px; line-height: 1.5; max-width: 60em; }
.fg-footer a { text-decoration: underline; color: #0b5cad; }
.fg-gallery .soon { font-size: 13px; font-style: italic; color: #5b5766; margin-top: 4px; }
</style>
"""


def gallery_html() -> str:
    cards = []
    for name in GAMES:
        entry = UI.get(name)
        title = escape(entry.title if entry else GAMES[name].title)
        cards.append(
            f'<article data-game="{name}"><h2>{title}</h2>'
            + (_card(entry, title) if entry else _coming_soon())
            + "</article>"
        )
    note = f'<p data-testid="in-browser">{BROWSER_NOTE}</p>' if IN_BROWSER else ""
    gallery = '<div class="fg-gallery">' + "".join(cards) + "</div>"
    return _STYLE + note + gallery + footer_html(IN_BROWSER)


def footer_html(in_browser: bool) -> str:
    """What comes after the games: how pages work here, and the other pages. It says where
    the games run, so the static site (``in_browser``) and the server each say their own."""
    review = f'<a href="{href("review.ipynb", in_browser)}">game review</a>'
    if in_browser:
        text = (
            "New to notebooks? Every page here starts Python inside your browser and runs the "
            "games there; you install nothing, and nothing you play leaves this computer. "
            f"The {review} rates the moves of a game saved in this browser, or of a sample "
            "game if you have none yet. Playing friends online and the strategy lab (bots "
            "playing each other) need the server version; see the project's README."
        )
    else:
        lab = f'<a href="{href("lab.ipynb", in_browser)}">strategy lab</a>'
        text = (
            "New to notebooks? Every page here works in your browser as it is; you install "
            "nothing (the games run on the server that sent the page). Each play page can also "
            f"invite friends to play online, each in their own browser. The {lab} lets bots "
            f"play each other and shows who wins; the {review} rates the moves of a saved "
            "game, or of a sample game if you have none yet."
        )
    return f'<p class="fg-footer" data-testid="gallery-footer">{text}</p>'


def _card(entry: GameUI, title: str) -> str:
    # Each fact stays on one line: a narrow card breaks between them, never inside one.
    facts = (f"{entry.players} players", f"about {entry.minutes} min", entry.deck)
    meta = " · ".join(f"<span>{escape(fact)}</span>" for fact in facts)
    # Links are relative to notebooks/, where the gallery notebook runs.
    # In the static site each notebook is an .html page of the same name.
    learn, play = (href(p.removeprefix("notebooks/")) for p in entry.notebooks)
    links = (
        f'<div class="links"><a class="learn" href="{learn}" '
        f'aria-label="Learn {title}">Learn</a>'
        f'<a class="play" href="{play}" '
        f'aria-label="Play {title}">Play</a></div>'
    )
    return f'<div class="meta">{meta}</div><p>{escape(entry.blurb)}</p>{links}'


def _coming_soon() -> str:
    return '<p class="soon">Coming soon: not playable yet.</p>'


def gallery() -> w.HTML:
    """The gallery as a widget (links are relative to ``notebooks/``)."""
    return w.HTML(gallery_html())
