"""Colour Bazaar (P.D. Magnus, 2-3 players): the fashion markets of Sapphire."""

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
