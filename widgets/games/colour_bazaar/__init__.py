"""Colour Bazaar's UI manifest: its card faces and what the gallery says about it.

The package holds the rest of its UI: ``scene.py`` (a player's view -> the table's scene) and
``lessons.py`` (the learn notebook's lessons); :mod:`widgets.registry` reads ``UI`` from here.
"""

from widgets.registry import GameUI

UI = GameUI(
    faces="widgets.cards.decktet:face_for",
    minutes="30",
    blurb=(
        "Four fashion markets, one card at a time. Push up the styles you have invested in, and"
        " buy shares in the ones you think will be in demand."
    ),
    deck="Decktet",
    screenshot_clicks=9,
)
