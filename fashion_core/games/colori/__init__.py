"""Colori (2-5 players): draft dyes and fabrics, mix colours on a 12-colour wheel, make garments."""

from fashion_core.bots import standard_bots
from fashion_core.games.colori.bot import HeuristicBot
from fashion_core.games.colori.rules import GAME, ColoriState
from fashion_core.games.colori.search import evaluate, rollout_policy

SEARCH_DEFAULTS = {
    "iterations": 1000,
    "rollout_depth": 30,
    "rollout": rollout_policy,
    "evaluate": evaluate,
}
"""ISMCTS settings: short, sensible play-outs scored by the shaped evaluation."""

GAME.bots.update(standard_bots(HeuristicBot, **SEARCH_DEFAULTS))

__all__ = ["GAME", "SEARCH_DEFAULTS", "ColoriState", "HeuristicBot", "evaluate", "rollout_policy"]
