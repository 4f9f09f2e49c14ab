"""Scene builders, one module per game: ``build(view, ui) -> Built`` and ``FACES``.

A scene module sees only a player's view (never the state), so hidden cards cannot reach the
browser by construction.
"""

from __future__ import annotations

import importlib
from types import ModuleType


def scene_module(game_name: str) -> ModuleType:
    """The scene module of a game (``widgets.scenes.<game_name>``)."""
    return importlib.import_module(f"widgets.scenes.{game_name}")
