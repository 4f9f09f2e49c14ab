"""Colori (2-5 players): draft dyes and fabrics, mix colours on a 12-colour wheel, make garments."""

from fashion_core.games.colori.rules import GAME, ColoriState

__all__ = ["GAME", "ColoriState"]
