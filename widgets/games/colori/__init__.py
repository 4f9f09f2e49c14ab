"""Build a deck of dyes and fabrics, store and mix colours on your wheel, and make garments worth
stars."""

# The gallery shows the docstring above; widgets/registry.py reads this manifest.
from widgets.registry import GameUI

FACES = f"{__name__}.faces:face_for"  # where its card faces are drawn
UI = GameUI(faces=FACES, minutes="45", deck="Colori cards", screenshot_clicks=14, blurb=__doc__)
