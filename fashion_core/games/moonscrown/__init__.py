"""Moonscrown (Johannes Hüsing, after Red7; 2-4 players): the nobles of Jacynth out-dress
each other while the rules of fashion change every turn."""

from fashion_core.bots import standard_bots
from fashion_core.games.moonscrown.actions import (
    AddToDisplay,
    DeclineScore,
    EndTurn,
    Fold,
    PlayToPile,
    ScoreCard,
)
from fashion_core.games.moonscrown.bot import ISMCTS_DEFAULTS, HeuristicBot
from fashion_core.games.moonscrown.conditions import (
    CONDITIONS,
    is_leaves_subset,
    meets,
    passes_check,
    qualifying_cards,
    scoring_cards,
    strength,
)
from fashion_core.games.moonscrown.explain import (
    condition_report,
    move_outcome,
    rules_notes,
    scoring_report,
)
from fashion_core.games.moonscrown.rules import GAME, MoonscrownState

GAME.bots.update(standard_bots(HeuristicBot, **ISMCTS_DEFAULTS))

__all__ = [
    "CONDITIONS",
    "GAME",
    "AddToDisplay",
    "DeclineScore",
    "EndTurn",
    "Fold",
    "HeuristicBot",
    "MoonscrownState",
    "PlayToPile",
    "ScoreCard",
    "condition_report",
    "is_leaves_subset",
    "meets",
    "move_outcome",
    "passes_check",
    "qualifying_cards",
    "rules_notes",
    "scoring_cards",
    "scoring_report",
    "strength",
]
