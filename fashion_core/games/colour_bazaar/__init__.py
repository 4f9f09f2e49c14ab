"""Colour Bazaar (P.D. Magnus, Decktet): the fashion markets of Sapphire.

=================  ==============================================================
Players            2-3
Phases             ``influence`` (play a card on a market, or discard when stuck),
                   ``invest`` (take a chip); ``over`` when the last chip is taken
Hidden             each hand (its owner only), the draw pile (nobody)
Public             the four markets, the discards, everyone's chips, the supply
Options            ``extended`` (the four Courts join the deck), ``crowns_count``
                   (Crowns count 10 for their suit)
Score              each chip is worth its suit's value: the sum over the four markets
                   of the topmost counting card of that suit; ties are shared wins
Reference          the project's Decktet rules reference, section 3 (rules
                   CB-1 ... CB-10); our readings: ``explain.RULES_NOTES``
=================  ==============================================================
"""

from fashion_core.bots import standard_bots
from fashion_core.games.colour_bazaar.bot import HeuristicBot
from fashion_core.games.colour_bazaar.rules import (
    GAME,
    ColourBazaarState,
    Discard,
    PlayCard,
    TakeChip,
    can_play_on,
    chip_score,
    contribution,
    suit_value,
    suit_values,
)

GAME.bots.update(standard_bots(HeuristicBot, iterations=1000))

__all__ = [
    "GAME",
    "ColourBazaarState",
    "Discard",
    "HeuristicBot",
    "PlayCard",
    "TakeChip",
    "can_play_on",
    "chip_score",
    "contribution",
    "suit_value",
    "suit_values",
]
