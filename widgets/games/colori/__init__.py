"""Colori's UI manifest: its card faces and what the gallery says about it.

The package holds the rest of its UI: ``scene.py`` (a player's view -> the table's scene) and
``lessons.py`` (the learn notebook's lessons); :mod:`widgets.registry` reads ``UI`` from here.
"""

from widgets.registry import GameUI

UI = GameUI(
    faces=f"{__name__}.faces:face_for",
    minutes="45",
    blurb=(
        "Build a deck of dyes and fabrics, store and mix colours on your wheel, and make "
        "garments worth stars."
    ),
    deck="Colori cards",
    screenshot_clicks=14,
)
