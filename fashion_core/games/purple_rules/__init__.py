"""Purple Rules trick-taking (Purple Poker Pack), after purplepokerpack.com's rules page.

=================  ======================================================================
Players            2-4. With 4, two fixed partnerships sit opposite (seats 0 & 2 against
                   1 & 3); with 2 or 3 everyone plays alone
Deck               the 49-card Purple Pack (7 colours x 7 ranks, each colour inside one suit),
                   no Jokers; the point values and three colour names are a reconstruction
                   (provisional deck): :mod:`fashion_core.decks.purple_pack`
Phases             ``auction`` (bid a level and a trump colour or No Trump, or pass), ``play``
                   (12 tricks: follow suit or trump; once another player follows the lead's
                   colour, the highest card of that colour beats even higher cards of the
                   suit's other colour), ``over``
Hidden             every hand (its owner only); with 2-3 players the left-over cards (nobody)
Public             the auction, the contract, the trick, tricks won; with 4 players the one
                   spare card
Options            ``scoring`` ("contract", the default, or "points"), ``one_hand``
Score              a made contract scores its level x the trick value, a failed one gives
                   the defenders the tricks short x the trick value (``scoring.py``); or
                   the card points of the tricks won, with ``scoring="points"``
Reference          the project's Purple Rules rules reference (its recommended resolutions are
                   used); our readings: ``explain.RULES_NOTES``
=================  ======================================================================
"""

from fashion_core.bots import standard_bots
from fashion_core.games.purple_rules.actions import Bid, Pass, PlayCard
from fashion_core.games.purple_rules.bot import ISMCTS_DEFAULTS, HeuristicBot, make_search_bot
from fashion_core.games.purple_rules.explain import RULES_NOTES, hand_results, score_breakdown
from fashion_core.games.purple_rules.rules import GAME, Phase, PurpleRulesState

GAME.bots.update(standard_bots(HeuristicBot, **ISMCTS_DEFAULTS))
GAME.bots["ismcts"] = make_search_bot  # the generic search for the play; heuristic calls

__all__ = [
    "GAME",
    "RULES_NOTES",
    "Bid",
    "HeuristicBot",
    "Pass",
    "Phase",
    "PlayCard",
    "PurpleRulesState",
    "hand_results",
    "score_breakdown",
]
