"""Moonscrown's options: the named alternatives to our default readings of the rules."""

from __future__ import annotations

from fashion_core.game import Option

OPTIONS = (
    Option(
        "draw_pile",
        True,
        "Draw variant (recommended): after a good turn, a card put on the pile draws one "
        "card fewer than its suits.",
    ),
    Option(
        "winner_starts",
        False,
        "From round 2 on, the last round's winner starts (instead of the lowest display card).",
    ),
    Option(
        "leaves_any_card",
        False,
        "Leaves: every display card counts, not just minimal sets showing all your suits.",
    ),
    Option(
        "tie_break",
        False,
        "Break a tied total by rounds won, then by the best single scored card.",
    ),
)
