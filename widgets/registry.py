"""The UI parts of every game, registered explicitly in one place.

Each game of :data:`fashion_core.GAMES` has one :class:`GameUI` entry in :data:`UI`: its scene
builder, its card faces, its lessons, its rules notes, its notebooks and the notebook the UI
benchmark plays. Every game needs its entry, so a game that lacks one, or a part, fails
``tests/widgets/test_registry.py`` by name instead of being skipped.

Parts are named as ``"module:attribute"`` strings and imported on first use: opening one game's
play page does not import every other game's lessons.

Adding a game is one entry, naming its card faces (a deck may serve several games); the other
parts default to the game's own modules, written out from the entry's key so that a copied
entry cannot load another game's lessons::

    "purple_rules": GameUI(faces="widgets.cards.purple_pack:face_for"),

>>> UI["colour_bazaar"].notebooks  # the defaults
('notebooks/colour_bazaar/learn.ipynb', 'notebooks/colour_bazaar/play.ipynb')
>>> UI["colour_bazaar"].lessons
'widgets.lessons.colour_bazaar:LESSONS'
>>> UI["colour_bazaar"].build.__module__
'widgets.scenes.colour_bazaar'
"""

from __future__ import annotations

import dataclasses
import importlib
import pathlib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from fashion_core.game import rule_notes
from widgets.scene import Built, UIState

ROOT = pathlib.Path(__file__).resolve().parent.parent
"""The repository (notebook paths below are relative to it)."""


def load(ref: str) -> Any:
    """Import ``"package.module:attribute"`` and return the attribute."""
    module, _, attribute = ref.partition(":")
    return getattr(importlib.import_module(module), attribute)


@dataclass(frozen=True)
class GameUI:
    """Where the UI parts of one game live."""

    game: str = field(default="", compare=False)
    """The game's registry name (filled in from the key of :data:`UI`)."""
    scene: str = ""
    """``build(view, ui) -> Built``: the table scene of a player's view (default:
    ``widgets.scenes.<game>:build``)."""
    faces: str = ""
    """``face_for(face_id) -> svg``: the card faces and tokens the scene names."""
    lessons: str = ""
    """``{name: (title, steps)}``: the learn notebook's lessons (default:
    ``widgets.lessons.<game>:LESSONS``)."""
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


def _named(entries: dict[str, GameUI]) -> dict[str, GameUI]:
    """Each entry with its game's name, and the parts it leaves blank at their usual places."""
    return {
        name: dataclasses.replace(
            entry,
            game=name,
            scene=entry.scene or f"widgets.scenes.{name}:build",
            lessons=entry.lessons or f"widgets.lessons.{name}:LESSONS",
            rules_notes=entry.rules_notes or f"fashion_core.games.{name}.explain:RULES_NOTES",
        )
        for name, entry in entries.items()
    }


UI: dict[str, GameUI] = _named(
    {
        "colour_bazaar": GameUI(faces="widgets.cards.decktet:face_for"),
        "moonscrown": GameUI(faces="widgets.cards.decktet:face_for"),
        "colori": GameUI(faces="widgets.cards.colori:face_for"),
        "purple_rules": GameUI(faces="widgets.cards.purple_pack:face_for"),
        "pret_a_porter": GameUI(faces="widgets.cards.pret_a_porter:face_for"),
    }
)
"""Every game's UI parts, by the game's name in :data:`fashion_core.GAMES`."""


def ui_for(game: str) -> GameUI:
    """The UI entry of ``game``, or a clear error naming what to add."""
    try:
        return UI[game]
    except KeyError:
        raise KeyError(
            f"{game!r} has no UI registration: add a GameUI entry to widgets/registry.py"
        ) from None
