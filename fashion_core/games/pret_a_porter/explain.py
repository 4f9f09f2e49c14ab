"""Sentences for people about a Prêt-à-Porter game: the final score breakdown from a view.

(The rules' own sentences, such as prompts and why a move is refused, live in ``words.py``,
which the rules import.)
"""

from __future__ import annotations

from typing import Any

from fashion_core.game import RuleNote, ScoreLine


def score_breakdown(view: dict[str, Any]) -> list[ScoreLine]:
    """Each company's VP (from Prestige) and cash; a bankrupt company is named so (it still
    scores, but cannot win).

    >>> from fashion_core.games.pret_a_porter.rules import GAME
    >>> score_breakdown(GAME.new(2, seed=1).view(None))[:2]
    [{'seat': 0, 'text': '0 VP', 'points': 0}, {'seat': 0, 'text': '$40 cash', 'points': 40}]
    """
    lines: list[ScoreLine] = []
    for row in view["breakdown"]:
        seat, broke = row["seat"], " (bankrupt: cannot win)" if row["bankrupt"] else ""
        lines.append({"seat": seat, "text": f"{row['vp']} VP", "points": row["vp"]})
        lines.append({"seat": seat, "text": f"${row['cash']} cash{broke}", "points": row["cash"]})
    return lines


RULES_NOTES: tuple[RuleNote, ...] = (
    (
        "Our own card set",
        "The real card texts are not public: every building, employee, contract, design, price "
        "and show tile is our own design, kept to the published counts.",
        "Replace cards.py with the printed cards if they become available.",
    ),
    (
        "Spaces per location",
        "2 spaces at every location with 2 or 3 players (3 at location 9 with 3), 3 with 4 "
        "players (4 at location 9).",
        "Other grids are one table (CAPACITY) away.",
    ),
    (
        "Credit limit",
        "$10 cards, $1 upkeep each; outstanding credit at most $10 per design of your largest "
        "style (style-changing cards do not count).",
        "Count the designs of every style.",
    ),
    (
        "Quality needs a purchase",
        "A market visit gives its Q only if you buy at least one cube; discounts never take a "
        "cube below $1.",
        "Q for the visit alone.",
    ),
    (
        "Design row",
        "Not refilled until the next round; an empty deck is refilled by shuffling the discards.",
        "Refill the row at once.",
    ),
    (
        "Show lines",
        "Lines 1-4 of each tile count in the first quarter, 1-3 in the second, 1-2 afterwards.",
        "Every line counts in every quarter.",
    ),
    (
        "Empty collections and card abilities",
        "An empty collection is allowed; show and sales abilities (and X2 bonuses) need at "
        "least one design shown.",
        "Abilities without a collection.",
    ),
    (
        "Automatic small choices",
        "A substitution uses your most plentiful other cube; the Archive keeps the tokens you "
        "hold most of; a Freelance Designer takes the dearest design of your type; an expiring "
        "Temp Agency lets the cheapest employee go; contracts flip for free.",
        "Ask the player each time.",
    ),
    (
        "Bankruptcy",
        "A loan still held after round XII's upkeep and repayments means bankruptcy; if "
        "everyone is bankrupt, the best score still wins.",
        "Nobody wins.",
    ),
    (
        "Balance changes",
        "After simulated games, eleven weak buildings pay $1 less upkeep (two also cost $2 "
        "less), and five strong employees pay more (the BALANCE table in cards.py).",
        "The reference numbers of the rules file.",
    ),
)
"""Every rule we had to settle ourselves, in our own words: (title, the choice made, the
alternative). The learn notebook shows them (``fashion_core.game.rule_notes``)."""
