"""Prêt-à-Porter's UI manifest: its card faces and what the gallery says about it.

The package holds the rest of its UI: ``scene.py`` (a player's view -> the table's scene) and
``lessons.py`` (the learn notebook's lessons); :mod:`widgets.registry` reads ``UI`` from here.
"""

from widgets.registry import GameUI

UI = GameUI(
    faces=f"{__name__}.faces:face_for",
    minutes="120",
    blurb=("Twelve months of a fashion house: designs, materials, shows, staff and loans."),
    deck="Board game",
)
