"""Colori: draft dyes and fabrics, mix colours on a 12-colour wheel, make garments.

=================  ======================================================================
Players            2-5. Most stars after eight rounds wins; ties are shared (option
                   ``tie_breakers``)
Phases             ``draft`` (every seat draws five cards from its own deck, then picks one
                   card at a time from a hand of five that passes on: left in odd rounds,
                   right in even ones), ``action`` (each seat in turn destroys drafted cards
                   one by one, their abilities resolving through a first-in first-out queue;
                   an ability that asks for a choice, store, mix, destroy or make which
                   garment, is the state's ``choice``), ``over``
Hidden             the draft deck and the garment deck (nobody); during the draft, the hand a
                   seat does not hold and the other seats' picks; which copy of a card lies in
                   a personal deck (its contents are known by name)
Public             everything else: wheels, garments, the garment display, personal decks by
                   name
Options            ``strict_two_apart``, ``lenient_store``, ``garments_to_discard`` (on by
                   default), ``four_picks``, ``tie_breakers``, ``rotate_first_player``: the
                   alternative readings of the rules' ambiguities (``options.OPTIONS``)
Score              the stars of the garments made; most stars wins
Modules            ``cards`` (card tables), ``wheel`` (the colour wheel and mixing),
                   ``actions``, ``abilities`` (what an ability can act on), ``draft`` (who
                   holds which hand, what a seat can know), ``rules`` (``ColoriState``),
                   ``bot`` / ``plan`` (the heuristic bot), ``search`` (play-outs and the
                   evaluation for ISMCTS), ``explain`` (rules notes, helpers), ``positions``
Reference          the project's Colori rules reference, section 4 (its ambiguities); our
                   readings: ``explain.RULES_NOTES``
=================  ======================================================================
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
