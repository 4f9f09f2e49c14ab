"""The game registry: ``GAMES["moonscrown"]`` imports and returns that game.

Each game lives in its own folder here and exposes ``GAME``. Games are imported on first use,
so a broken or slow game module never stops the others from loading.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping

from fashion_core.game import Game

GAME_MODULES: tuple[str, ...] = (
    "colour_bazaar",
    "moonscrown",
    "purple_rules",
    "colori",
    "pret_a_porter",
)
"""Registered games, in gallery order: the one list in the code that names every game. Adding a
game is adding its folder name here; everything else (the gallery, the UI registry, the CLI,
the benchmarks, the screenshots) reads its two manifests, ``fashion_core/games/<game>/``'s
``GAME`` and ``widgets/games/<game>/``'s ``UI``."""


class _Registry(Mapping[str, Game]):
    def __init__(self, names: tuple[str, ...]) -> None:
        self._names = names
        self._loaded: dict[str, Game] = {}

    def __getitem__(self, name: str) -> Game:
        if name not in self._names:
            known = ", ".join(self._names)
            raise KeyError(f"no game called {name!r} (known games: {known})")
        if name not in self._loaded:
            module = importlib.import_module(f"fashion_core.games.{name}")
            self._loaded[name] = module.GAME
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def __repr__(self) -> str:
        return f"GAMES({', '.join(self._names)})"


GAMES: Mapping[str, Game] = _Registry(GAME_MODULES)
