"""Colori's rules options: each names the alternative reading of one ambiguity (colori.md 4).

The defaults follow the recommendations; ``explain.RULES_NOTES`` says why.

>>> [o.name for o in OPTIONS if o.default]
['garments_to_discard']
"""

from __future__ import annotations

from fashion_core.game import Option

OPTIONS: tuple[Option, ...] = (
    Option(
        "strict_two_apart",
        False,
        "Mix any two colours exactly two steps apart (12 pairs) instead of the 9-pair table.",
    ),
    Option(
        "lenient_store",
        False,
        "Store Colors may also take drawn cards without pips (they are simply discarded).",
    ),
    Option(
        "garments_to_discard",
        True,
        "Made garments go to your discard pile and clog your deck (off: a completed area).",
    ),
    Option(
        "four_picks",
        False,
        "Draft four cards of each hand; the fifth goes to the destroyed pile unused.",
    ),
    Option(
        "tie_breakers",
        False,
        "Break ties by most garments, then most colours on the wheel (else a shared win).",
    ),
    Option(
        "rotate_first_player",
        False,
        "The first seat of the action phase moves one seat on each round.",
    ),
)
