"""Sentences for people about a Prêt-à-Porter game: the final score breakdown from a view.

(The rules' own sentences, such as prompts and why a move is refused, live in ``words.py``,
which the rules import.)
"""

from __future__ import annotations

from typing import Any

from fashion_core.games.pret_a_porter.rules import PretAPorterState
from fashion_core.games.pret_a_porter.words import score_breakdown as _breakdown


def score_breakdown(view_or_state: dict[str, Any] | PretAPorterState) -> list[str]:
    """One line per company: VP (from Prestige) + cash = score, and bankruptcy.

    >>> from fashion_core.games.pret_a_porter.rules import GAME
    >>> score_breakdown(GAME.new(2, seed=1))[0]
    'Player 1: 0 VP + $40 = 40'
    """
    rows = view_or_state["scores"] if isinstance(view_or_state, dict) else _breakdown(view_or_state)
    return [
        f"{r['name']}: {r['vp']} VP + ${r['cash']} = {r['total']}"
        + (" (bankrupt: cannot win)" if r["bankrupt"] else "")
        for r in rows
    ]
