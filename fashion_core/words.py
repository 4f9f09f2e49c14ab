"""English for counts and places, shared by every game's log and by the widgets.

>>> amount(1, ("garment", "garments")), amount(3, ("garment", "garments"))
('1 garment', '3 garments')
>>> ordinal(1), ordinal(12), ordinal(23)
('1st', '12th', '23rd')
"""

from __future__ import annotations

CARDS = ("card", "cards")
"""The unit most counts on a table are in."""
POINTS = ("point", "points")
STARS = ("star", "stars")
TRICKS = ("trick", "tricks")


def amount(n: float, unit: tuple[str, str]) -> str:
    """ "1 point", "12 points", "1 card" (never "1 cards")."""
    return f"{n:g} {unit[0] if n == 1 else unit[1]}"


def ordinal(n: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"
