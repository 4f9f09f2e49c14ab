"""The game registry: ``GAMES["moonscrown"]`` imports and returns that game.

Each game lives in its own folder here and exposes ``GAME``. Games are imported on first use,
so a broken or slow game module never stops the others from loading.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import TypeVar

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


T = TypeVar("T")


class Registry(Mapping[str, T]):
    """The registered games in their order, each one's entry loaded by ``load(name)`` on first
    use (the engine's ``GAME`` here, the UI manifest in :mod:`widgets.registry`), so a broken
    or slow game never stops the others from loading."""

    def __init__(self, what: str, names: tuple[str, ...], load: Callable[[str], T]) -> None:
        self._what = what
        self._names = names
        self._load = load
        self._loaded: dict[str, T] = {}

    def __getitem__(self, name: str) -> T:
        if name not in self._loaded:
            if name not in self._names:
                known = ", ".join(self._names)
                raise KeyError(f"no game called {name!r} (known games: {known})")
            self._loaded[name] = self._load(name)
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)

    def __repr__(self) -> str:
        return f"{self._what}({', '.join(self._names)})"


def _game(name: str) -> Game:
    return importlib.import_module(f"fashion_core.games.{name}").GAME


GAMES: Mapping[str, Game] = Registry("GAMES", GAME_MODULES, _game)
