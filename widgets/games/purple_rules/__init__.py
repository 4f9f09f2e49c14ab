"""Trick-taking with contracts in a deck of seven colours: bid, name a trump colour, then follow
suit, and follow colour to win."""

# The gallery shows the docstring above; widgets/registry.py reads this manifest.
from widgets.registry import GameUI

# Its picture passes in the auction, then plays cards: it shows a trick.
UI = GameUI(
    faces="widgets.cards.purple_pack:face_for",
    minutes="45",
    deck="Purple Poker Pack",
    screenshot_clicks=7,
    screenshot_targets=(
        "[data-testid=zone-hand] button.fg-item.is-playable",
        "[data-testid=table] .fg-buttons button.fg-button.is-primary:not([disabled])",
    ),
    blurb=__doc__,
)
