"""Four fashion markets, one card at a time. Push up the styles you have invested in, and buy
shares in the ones you think will be in demand."""

# The gallery shows the docstring above; widgets/registry.py reads this manifest.
from widgets.registry import GameUI

FACES = "widgets.cards.decktet:face_for"  # where its card faces are drawn
UI = GameUI(faces=FACES, minutes="30", deck="Decktet", screenshot_clicks=9, blurb=__doc__)
