"""Colori (2-5 players): draft dyes and fabrics, mix colours on a 12-colour wheel, make garments."""

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
