"""Twelve months of a fashion house: designs, materials, shows, staff and loans."""

# The gallery shows the docstring above; widgets/registry.py reads this manifest.
from widgets.registry import GameUI

UI = GameUI(faces=f"{__name__}.faces:face_for", minutes="120", deck="Board game", blurb=__doc__)
