"""The UI of every game, read from its own package: ``widgets/games/<game>/__init__.py``.

Each game of :data:`fashion_core.GAMES` has one UI package, whose ``UI = GameUI(...)`` is its
*UI manifest*: its card faces, its gallery facts (minutes, blurb, deck) and the clicks that show
it a few moves in for the README's picture. Its scene builder (``scene.py``), its lessons
(``lessons.py``), its rules notes (``fashion_core.games.<game>.explain``) and its notebooks
(``notebooks/<game>/``) sit at their usual places, so the manifest names them only when they
do not. Nothing here names a game: :data:`UI` follows the registration list
(:data:`fashion_core.games.GAME_MODULES`), and a game without its package fails
``tests/widgets/test_registry.py`` by name instead of being skipped.

Parts are named as ``"module:attribute"`` strings and imported on first use: opening one game's
play page does not import every other game's lessons.

>>> UI["colour_bazaar"].notebooks  # the defaults
('notebooks/colour_bazaar/learn.ipynb', 'notebooks/colour_bazaar/play.ipynb')
>>> UI["colour_bazaar"].lessons
'widgets.games.colour_bazaar.lessons:LESSONS'
>>> UI["colour_bazaar"].build.__module__
'widgets.games.colour_bazaar.scene'
>>> UI["colour_bazaar"].players
'2–3'
"""

from __future__ import annotations

import dataclasses
import importlib
import pathlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from fashion_core.game import rule_notes
from fashion_core.games import GAME_MODULES, GAMES, Registry
from widgets.table.scene import Built, UIState

ROOT = pathlib.Path(__file__).resolve().parent.parent
"""The repository (notebook paths below are relative to it)."""


def load(ref: str) -> Any:
    """Import ``"package.module:attribute"`` and return the attribute."""
    module, _, attribute = ref.partition(":")
    return getattr(importlib.import_module(module), attribute)


@dataclass(frozen=True)
class GameUI:
    """A game's UI manifest: where its UI parts live and what the gallery says about it."""

    faces: str
    """``face_for(face_id) -> svg``: the card faces and tokens the scene names."""
    minutes: str
    """How long a game takes, for the gallery ("about 30 min")."""
    blurb: str
    """The gallery's one or two sentences about the game, in our own words."""
    deck: str
    """What it is played with, for the gallery ("Decktet", "Board game")."""
    screenshot_clicks: int = 5
    """How many clicks show the table a few moves in (``scripts/screenshots.py``)."""
    screenshot_targets: tuple[str, ...] = ()
    """CSS selectors to click for the picture, best first (default: the script's own)."""
    game: str = field(default="", compare=False)
    """The game's registry name (filled in from the registration list)."""
    scene: str = ""
    """``build(view, ui) -> Built``: the table scene of a player's view (default:
    ``widgets.games.<game>.scene:build``)."""
    lessons: str = ""
    """``{name: (title, steps)}``: the learn notebook's lessons (default:
    ``widgets.games.<game>.lessons:LESSONS``)."""
    rules_notes: str = ""
    """``RULES_NOTES``: the rules we had to settle, ``(title, choice, alternative)`` tuples
    (:data:`fashion_core.game.RuleNote`), for the learn notebook (default:
    ``fashion_core.games.<game>.explain:RULES_NOTES``)."""
    learn: str = ""
    """The learn notebook if not ``notebooks/<game>/learn.ipynb`` (relative to the repo)."""
    play: str = ""
    """The play notebook if not ``notebooks/<game>/play.ipynb``."""

    @property
    def build(self) -> Callable[[dict[str, Any], UIState], Built]:
        return load(self.scene)

    @property
    def face_for(self) -> Callable[[str], str]:
        return load(self.faces)

    @property
    def lesson_sets(self) -> dict[str, tuple[str, list[Any]]]:
        return load(self.lessons)

    @property
    def notes(self) -> list[dict[str, str]]:
        return rule_notes(load(self.rules_notes))

    @property
    def title(self) -> str:
        """The game's title, from its engine manifest."""
        return GAMES[self.game].title

    @property
    def players(self) -> str:
        """The player counts as the gallery shows them ("2–4"), from the engine manifest."""
        game = GAMES[self.game]
        return f"{game.min_players}–{game.max_players}"

    @property
    def notebooks(self) -> tuple[str, str]:
        """The learn and play notebooks, relative to the repository."""
        return (
            self.learn or f"notebooks/{self.game}/learn.ipynb",
            self.play or f"notebooks/{self.game}/play.ipynb",
        )

    @property
    def bench_page(self) -> str:
        """The play page as Voila serves it from ``notebooks/`` (the UI benchmark plays it)."""
        return self.notebooks[1].removeprefix("notebooks/")


def package(game: str) -> str:
    """The UI package of ``game``."""
    return f"widgets.games.{game}"


def _named(name: str, entry: GameUI) -> GameUI:
    """``entry`` with its game's name, and the parts it leaves blank at their usual places."""
    return dataclasses.replace(
        entry,
        game=name,
        blurb=" ".join(entry.blurb.split()),  # a docstring's line breaks are not the gallery's
        scene=entry.scene or f"{package(name)}.scene:build",
        lessons=entry.lessons or f"{package(name)}.lessons:LESSONS",
        rules_notes=entry.rules_notes or f"fashion_core.games.{name}.explain:RULES_NOTES",
    )


def _manifest(name: str) -> GameUI:
    """The UI manifest of registered game ``name``, read from its package."""
    try:
        module = importlib.import_module(package(name))
    except ModuleNotFoundError as exc:
        if exc.name != package(name):
            raise  # a broken import inside the package: show it as it is
        module = None
    entry = getattr(module, "UI", None)
    if not isinstance(entry, GameUI):
        raise KeyError(
            f"{name!r} has no UI registration: add a GameUI entry, UI = GameUI(...), "
            f"to widgets/games/{name}/__init__.py"
        )
    return _named(name, entry)


UI: Mapping[str, GameUI] = Registry("UI", GAME_MODULES, _manifest)
"""Every game's UI manifest, by the game's name in :data:`fashion_core.GAMES`."""


def ui_for(game: str) -> GameUI:
    """The UI manifest of ``game``, or a clear error naming what to add."""
    if game not in GAME_MODULES:
        raise KeyError(
            f"{game!r} has no UI registration: add a GameUI entry (UI = GameUI(...)) to "
            f"widgets/games/{game}/__init__.py and the game to fashion_core/games/"
        )
    return UI[game]
