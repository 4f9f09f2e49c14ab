"""Fashion Games widgets: the card Table, the GameApp shell and Lessons, on ipywidgets.

Imports are lazy so that the Voila server can load ``widgets.server.voila_nodelay`` without pulling
in the whole widget stack.

In a notebook cell::

    from widgets import GameApp
    GameApp("colour_bazaar")
"""

from __future__ import annotations

from typing import Any

__all__ = ["GameApp", "Lesson", "Table", "gallery"]


def __getattr__(name: str) -> Any:
    if name == "GameApp":
        from widgets.pages.app import GameApp

        return GameApp
    if name == "Table":
        from widgets.table.widget import Table

        return Table
    if name == "Lesson":
        from widgets.pages.lesson import Lesson

        return Lesson
    if name == "gallery":
        from widgets.pages.catalogue import gallery

        return gallery
    raise AttributeError(name)
