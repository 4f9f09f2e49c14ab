"""The card on top of the pile decides what is fashionable this moment. Stay ahead of the trend
with your display, or drop out of the round."""

# The gallery shows the docstring above; widgets/registry.py reads this manifest.
from widgets.registry import GameUI

FACES = "widgets.cards.decktet:face_for"  # where its card faces are drawn
UI = GameUI(faces=FACES, minutes="20", deck="Decktet", screenshot_clicks=4, blurb=__doc__)
