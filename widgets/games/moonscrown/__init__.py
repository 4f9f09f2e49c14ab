"""Moonscrown's UI manifest: its card faces and what the gallery says about it.

The package holds the rest of its UI: ``scene.py`` (a player's view -> the table's scene) and
``lessons.py`` (the learn notebook's lessons); :mod:`widgets.registry` reads ``UI`` from here.
"""

from widgets.registry import GameUI

UI = GameUI(
    faces="widgets.cards.decktet:face_for",
    minutes="20",
    blurb=(
        "The card on top of the pile decides what is fashionable this moment. Stay ahead of the"
        " trend with your display, or drop out of the round."
    ),
    deck="Decktet",
    screenshot_clicks=4,
)
