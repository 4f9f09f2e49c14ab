"""Fashion Games engine: rules, bots and save files for five fashion-themed games.

Pure Python with no dependencies; it never imports UI code.

>>> from fashion_core import GAMES
>>> sorted(GAMES)[:2]
['colori', 'colour_bazaar']
"""

from fashion_core.engine import (
    TERMINAL,
    Action,
    Event,
    Field,
    IllegalAction,
    PhaseEnum,
    SaveFileError,
    State,
    Zone,
)
from fashion_core.game import Game, Option
from fashion_core.games import GAMES
from fashion_core.match import Match

__all__ = [
    "GAMES",
    "TERMINAL",
    "Action",
    "Event",
    "Field",
    "Game",
    "IllegalAction",
    "Match",
    "Option",
    "PhaseEnum",
    "SaveFileError",
    "State",
    "Zone",
]
__version__ = "0.1.0"
