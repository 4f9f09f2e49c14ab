"""Colori (2-5 players): draft dyes and fabrics, mix colours on a 12-colour wheel, make garments.

Fact sheet
----------
Players
    2 to 5. Most stars after eight rounds wins; ties are shared (option ``tie_breakers``).
Phases (``rules.Phase``)
    ``draft``: every seat draws five cards from its own deck, then picks one card at a time
    from a hand of five that passes on (left in odd rounds, right in even ones);
    ``action``: each seat in turn destroys drafted cards one by one, their abilities
    resolving through a first-in first-out queue; an ability that asks for a choice (store,
    mix, destroy, make which garment) is the pending decision (``state.pending``);
    ``over``.
Hidden information
    The draft deck and the garment deck (from everyone); during the draft, the hand a seat
    does not hold and the other seats' picks; which copy of a card lies in a personal deck
    (its contents are known by name). Everything else is face up.
Options (``options.OPTIONS``)
    ``strict_two_apart``, ``lenient_store``, ``garments_to_discard`` (on by default),
    ``four_picks``, ``tie_breakers``, ``rotate_first_player``: the alternative readings of
    the ambiguities in ``shared/rules/colori.md`` section 4.
Modules
    ``cards`` (card tables), ``wheel`` (the colour wheel and mixing), ``actions``,
    ``abilities`` (what an ability can act on), ``draft`` (who holds which hand, what a seat
    can know), ``rules`` (``ColoriState``), ``bot`` / ``plan`` (the heuristic bot),
    ``search`` (play-outs and the evaluation for ISMCTS), ``explain`` (rules notes, helpers),
    ``positions`` (positions by card names).
"""

from fashion_core.bots import standard_bots
from fashion_core.games.colori.bot import HeuristicBot
from fashion_core.games.colori.rules import GAME, ColoriState
from fashion_core.games.colori.search import evaluate, rollout_policy

SEARCH_DEFAULTS = {
    "iterations": 1000,
    "c": 0.35,
    "rollout_depth": 30,
    "rollout": rollout_policy,
    "evaluate": evaluate,
}
"""ISMCTS settings: short, sensible play-outs scored by the shaped evaluation.

The shaped values of sibling moves differ by a few points only, so the usual exploration
constant (0.7) spreads the visits almost evenly; 0.35 lets the better move stand out (against
the heuristic bot: 64% of 400 games at 0.35, 57% of 200 at 0.7; see benchmarks/README.md)."""

GAME.bots.update(standard_bots(HeuristicBot, **SEARCH_DEFAULTS))

__all__ = ["GAME", "SEARCH_DEFAULTS", "ColoriState", "HeuristicBot", "evaluate", "rollout_policy"]
