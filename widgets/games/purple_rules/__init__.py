"""Purple Rules' UI manifest: its card faces and what the gallery says about it.

The package holds the rest of its UI: ``scene.py`` (a player's view -> the table's scene) and
``lessons.py`` (the learn notebook's lessons); :mod:`widgets.registry` reads ``UI`` from here.
"""

from widgets.registry import GameUI

UI = GameUI(
    faces="widgets.cards.purple_pack:face_for",
    minutes="45",
    blurb=(
        "Trick-taking with contracts in a deck of seven colours: bid, name a trump colour, then"
        " follow suit, and follow colour to win."
    ),
    deck="Purple Poker Pack",
    screenshot_clicks=7,
    # It passes in the auction, then plays cards: the picture shows a trick.
    screenshot_targets=(
        "[data-testid=zone-hand] button.fg-item.is-playable",
        "[data-testid=table] .fg-buttons button.fg-button.is-primary:not([disabled])",
    ),
)
