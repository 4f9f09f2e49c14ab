"""The standard-widget chrome around the table: seat setup, options and the tool bar.

A fixed widget tree (about 30 widgets) that is updated in place, never rebuilt per move.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from fashion_core import Game
from widgets.storage.names import NAME_LIMIT, clean_name
from widgets.storage.saves import SavedGame
from widgets.storage.visitor import Visitor

DEFAULT_NAMES = ("Ada", "Coco", "Yves", "Elsa", "Karl")
"""Names for seats nobody named (a bot added by raising the player count gets one too)."""


class Chrome:
    """Setup bar (players, seats, options, New game) and tool bar (undo, hint, save, load)."""

    def __init__(
        self,
        game: Game,
        seats: Sequence[str],
        names: Sequence[str],
        options: dict[str, Any],
        kinds: Sequence[str],
        labels: dict[str, str],
    ) -> None:
        self.game = game
        self.kinds = list(kinds)
        self._new_game: list[Callable[[], None]] = []
        self._tool: list[Callable[[str, Any], None]] = []
        counts = list(range(game.min_players, game.max_players + 1))
        self.players = w.ToggleButtons(
            options=[(str(n), n) for n in counts],
            value=len(seats),
            description="Players",
            style={"button_width": "38px"},
            layout=w.Layout(display="none" if len(counts) == 1 else "flex", width="auto"),
        )
        self.players.observe(lambda _: self._show_rows(), "value")
        self.names = [
            w.Text(
                description=f"Seat {i + 1}",
                style={"description_width": "initial"},
                layout=w.Layout(width="150px"),
                placeholder=f"Player {i + 1}",
                continuous_update=False,
            )
            for i in range(game.max_players)
        ]
        self.kind_pickers = [
            w.Dropdown(
                options=[(labels[k], k) for k in kinds],
                description="as",
                style={"description_width": "initial"},
                layout=w.Layout(width="165px"),
                tooltip=f"Who plays seat {i + 1}",
            )
            for i in range(game.max_players)
        ]
        self.rows = [
            w.HBox([n, k], layout=w.Layout(margin="0 8px 0 0"))
            for n, k in zip(self.names, self.kind_pickers, strict=True)
        ]
        self.option_widgets: dict[str, w.ValueWidget] = {}
        for opt in game.options:
            label = opt.name.replace("_", " ").capitalize()
            if opt.choices == (False, True):
                widget: w.ValueWidget = w.Checkbox(
                    value=opt.default,
                    description=label,
                    indent=False,
                    tooltip=opt.help,
                    layout=w.Layout(width="auto"),
                )
            else:
                widget = w.Dropdown(
                    options=list(opt.choices),
                    value=opt.default,
                    description=label,
                    tooltip=opt.help,
                )
            self.option_widgets[opt.name] = widget
        self.new_button = w.Button(
            description="New game",
            button_style="primary",
            tooltip="Deal a new game with these seats",
        )
        self.new_button.on_click(lambda _: self._fire_new())
        # What each option does, in words next to the checkboxes (a tooltip alone is missed).
        helps = "".join(
            f"<li><b>{html.escape(opt.name.replace('_', ' ').capitalize())}</b>: "
            f"{html.escape(opt.help)}</li>"
            for opt in game.options
            if opt.help
        )
        option_help = w.HTML(f'<ul class="fg-option-help">{helps}</ul>' if helps else "")
        options_box = w.VBox(
            [
                w.HBox(list(self.option_widgets.values()), layout=w.Layout(flex_flow="row wrap")),
                option_help,
            ]
        )
        self.setup_box = w.VBox(
            [
                w.HBox(
                    [self.players, *self.rows, self.new_button],
                    layout=w.Layout(flex_flow="row wrap", align_items="center"),
                ),
                options_box,
            ],
            layout=w.Layout(margin="0 0 6px 0"),
        )
        self.setup_box.add_class("fg-setup")
        self.set_setup(list(seats), list(names), options)

        self.save = w.Button(
            description="Save", tooltip="Save this game on the server to continue later"
        )
        self.saves = w.Dropdown(
            options=[("(no saved games)", None)],
            index=0,  # shown; ipywidgets selects nothing for a None value: an empty list box
            description="Saved",
            style={"description_width": "initial"},
            layout=w.Layout(width="290px"),
            tooltip="Saved games",
        )
        self.load = w.Button(
            description="Load", tooltip="Continue the saved game chosen in the list"
        )
        self.visitor = Visitor()  # the browser's private key, and the "Open file…" button
        self.visitor.on_file(lambda text: self._fire_tool("upload", text))
        self.visitor.on_too_big(lambda size: self._fire_tool("too_big", size))
        self.download = w.HTML()
        self.save.on_click(lambda _: self._fire_tool("save"))
        self.load.on_click(lambda _: self._fire_tool("load", self.saves.value))
        # Undo and Hint live in the table's status bar (always in view), not here.
        self.tool_box = w.HBox(
            [self.save, self.saves, self.load, self.visitor, self.download],
            layout=w.Layout(flex_flow="row wrap", align_items="center", margin="6px 0 0 0"),
        )
        self.tool_box.add_class("fg-tools")

    # -- setup ----------------------------------------------------------------------------

    def set_setup(self, seats: list[str], names: list[str], options: dict[str, Any]) -> None:
        """Show these seats, names and options in the setup bar."""
        self.players.value = len(seats)
        for i in range(self.game.max_players):
            self.kind_pickers[i].value = seats[i] if i < len(seats) else "heuristic"
            if i < len(names):
                self.names[i].value = names[i]
            elif not self.names[i].value:
                self.names[i].value = DEFAULT_NAMES[i % len(DEFAULT_NAMES)]
        for name, widget in self.option_widgets.items():
            if name in options:
                widget.value = options[name]
        self._show_rows()

    def _show_rows(self) -> None:
        for i, row in enumerate(self.rows):
            row.layout.display = "flex" if i < self.players.value else "none"

    def read_setup(self) -> tuple[list[str], list[str], dict[str, Any]]:
        count = self.players.value
        seats = [self.kind_pickers[i].value for i in range(count)]
        names = []
        for i in range(count):
            name = clean_name(self.names[i].value)[:NAME_LIMIT].strip() or f"Player {i + 1}"
            base, number = name, 2
            while name in names:  # one name per seat, and still within the limit
                name = f"{base[: NAME_LIMIT - 3].strip()} {number}"
                number += 1
            names.append(name)
        options = {name: widget.value for name, widget in self.option_widgets.items()}
        return seats, names, options

    # -- tools ----------------------------------------------------------------------------

    def show_finished(self, finished: str | None, game_name: str) -> None:
        """Offer the finished game (its saved JSON) as a download, or nothing while it runs."""
        if finished is None:
            self.download.value = ""
        else:
            # A finished game hides nothing any more, so it may travel to the browser.
            data = base64.b64encode(finished.encode()).decode()
            name = html.escape(f"{game_name}-finished.json", quote=True)
            self.download.value = (
                f'<a download="{name}" href="data:application/json;base64,'
                f'{data}">Download this finished game</a>'
            )

    def show_saves(self, saves: Sequence[SavedGame], note: str = "(no saved games)") -> None:
        """List these saves (the visitor's own), or ``note`` when there are none."""
        listed = [(s.label, s.path) for s in saves]
        # A first entry that loads nothing: Load must not replace the game on the table until
        # the player has chosen a save. It is selected, because ipywidgets selects nothing
        # for a None value and the list box then looked empty, as if broken.
        self.saves.options = [("Choose a saved game…", None), *listed] if listed else [(note, None)]
        self.saves.index = 0

    # -- callbacks ------------------------------------------------------------------------

    def on_new_game(self, callback: Callable[[], None]) -> None:
        self._new_game.append(callback)

    def on_tool(self, callback: Callable[[str, Any], None]) -> None:
        self._tool.append(callback)

    def _fire_new(self) -> None:
        for callback in self._new_game:
            callback()

    def _fire_tool(self, name: str, payload: Any = None) -> None:
        for callback in self._tool:
            callback(name, payload)
