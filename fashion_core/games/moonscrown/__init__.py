"""Moonscrown (Johannes Hüsing, Decktet, after Red7): the nobles of Jacynth out-dress each
other while the rules of fashion change every turn.

=================  ==============================================================
Players            2-4 (six cards each with four, seven otherwise)
Phases             ``start`` (a pile card, a display card, or fold), ``pile`` /
                   ``display`` (the other kind may follow, or end the turn),
                   ``score`` (the round winner scores a display card or none),
                   ``over`` after seven rounds
Hidden             each hand (its owner only), the draw pile / set-aside cards (nobody)
Public             the pile, every display, who is still in, scored cards, results
Options            ``draw_pile`` (the draw variant, on), ``winner_starts``,
                   ``leaves_any_card``, ``tie_break``
Score              the face value of the cards each player scored (Aces 1, Crowns 10)
Reference          the project's Decktet rules reference, section 4 (rules
                   MS-1 ... MS-20); our readings: ``explain.RULES_NOTES``
=================  ==============================================================
"""

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
    RULES_NOTES,
    condition_report,
    move_outcome,
    scoring_report,
)
from fashion_core.games.moonscrown.rules import GAME, MoonscrownState

GAME.bots.update(standard_bots(HeuristicBot, **ISMCTS_DEFAULTS))

__all__ = [
    "CONDITIONS",
    "GAME",
    "RULES_NOTES",
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
    "scoring_cards",
    "scoring_report",
    "strength",
]
