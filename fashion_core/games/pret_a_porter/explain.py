"""Sentences for people about a Prêt-à-Porter game: the final score breakdown from a view.

(Why a move is refused is each stage module's ``why_not_*``; the prompt is worded by the
scene, ``widgets/games/pret_a_porter/scene.py``; card and award texts are in ``words.py``.)
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
        "An empty collection is allowed, and show abilities, flat sales abilities and X2 "
        "bonuses still work (the rules put no size condition on them; cards that ask for a "
        "collection of 3 or 4 still do). Changed in issue 36: they used to need a design.",
        "Abilities only with a collection.",
    ),
    (
        "Your choices",
        "You choose the Freelance Designer's design (of your type, from the deck), the spare "
        "cube each substitution uses, the tokens an Archive keeps and whom an expiring Temp "
        "Agency lets go; the game decides alone only when every option gives the same result. "
        "Contracts flip for free. Changed in issue 36: these were decided for you.",
        "Decide automatically (the dearest design, the most plentiful cube, ...).",
    ),
    (
        "Firing",
        "You may fire a hired employee (twice their upkeep at once) on your Growth turn and on "
        "your show turn, the moments before each upkeep, and when hiring into a full company. "
        "Firing at any other moment would change nothing these do not.",
        "A fire button at every decision.",
    ),
    (
        "Collections and cubes",
        "A collection is legal when some assignment of your cubes (substitutions included) "
        "makes every design, whatever order you add them in.",
        "Each design takes its cubes as it is added.",
    ),
    (
        "Once a round",
        "A card's location ability works once a round and is spent only when used: a visit "
        "that takes or buys nothing leaves it for a later visit. A card bought during the "
        "Action phase works at the locations still to come (a Design Studio bought at 3 gives "
        "its design at 5). A per-purchase discount comes off the purchase, never taking a cube "
        "below $1.",
        "Spend an ability at every visit to its location.",
    ),
    (
        "Growth with a new upgrade",
        "A Headquarters or Fashion Academy upgraded during a Growth already works in that same "
        "Growth (its extra flip, discount or free training). The rules text does not say.",
        "From the next Growth only.",
    ),
    (
        "Bankruptcy",
        "A loan still held after round XII's upkeep and repayments means bankruptcy, and a "
        "bankrupt company cannot win: if every company is bankrupt, nobody wins.",
        "The best score wins anyway.",
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
