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
    Game,
    IllegalAction,
    Match,
    Option,
    SaveFileError,
    State,
)
from fashion_core.games import GAMES

__all__ = [
    "GAMES",
    "TERMINAL",
    "Action",
    "Event",
    "Game",
    "IllegalAction",
    "Match",
    "Option",
    "SaveFileError",
    "State",
]
__version__ = "0.1.0"
