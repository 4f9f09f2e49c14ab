"""GameApp: the one app shell for every game.

Seats (human or bot), the turn loop (bots move on their own after a short visible pause), legal
moves highlighted by the game's scene, an event log, undo, hints, new game, save and load, and a
privacy curtain between human seats.

>>> app = GameApp("colour_bazaar", seats=["human", "heuristic"], seed=3, bot_delay=0)
>>> app.match.state.is_over
False
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as w

from fashion_core import GAMES, Game, IllegalAction, Match, SaveFileError
from fashion_core.bots import BOT_LABELS, Bot, make_bot
from widgets.chrome import Chrome
from widgets.saves import default_save_dir, load_match, save_match
from widgets.scene import Built, UIState
from widgets.scenes import scene_module
from widgets.table import Table

log = logging.getLogger(__name__)

SEAT_KINDS = ("human", "random", "heuristic", "ismcts")
SEAT_LABELS = {"human": "Human", **BOT_LABELS}
DEFAULT_NAMES = ("Ada", "Coco", "Yves", "Elsa", "Karl")
LOG_LINES = 14


class GameApp(w.VBox):
    """Play ``game`` on one screen against bots or friends.

    ``seats`` lists each seat's kind ("human", "random", "heuristic", "ismcts"); ``names`` the
    players' names. ``bot_delay`` is the visible pause before a bot moves (0: move at once).
    ``bot_options`` tune bots per kind, e.g. ``{"ismcts": {"iterations": 500}}``.
    """

    def __init__(
        self,
        game: str | Game,
        seats: Sequence[str] | None = None,
        *,
        names: Sequence[str] | None = None,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        bot_delay: float = 0.6,
        bot_options: dict[str, dict[str, Any]] | None = None,
        save_dir: Any = None,
        show_setup: bool = True,
    ) -> None:
        self.game = GAMES[game] if isinstance(game, str) else game
        self.scenes = scene_module(self.game.name)
        self.bot_delay = bot_delay
        self.bot_options = bot_options or {}
        self.save_dir = default_save_dir() if save_dir is None else save_dir
        self.table = Table(faces=self.scenes.FACES)
        self.table.on_click(self._on_click)
        self.table.on_stale(self._on_stale)
        seats = list(seats or ["human"] + ["heuristic"] * (self.game.min_players - 1))
        self.chrome = Chrome(
            self.game, seats, names or _default_names(seats), options or {}, SEAT_KINDS, SEAT_LABELS
        )
        self.chrome.on_new_game(lambda: self.new_game())
        self.chrome.on_tool(self._on_tool)
        self.chrome.refresh_saves(self.game, self.save_dir)  # games saved in earlier sessions
        self.review_button = _review_button(self)
        super().__init__(
            [
                self.chrome.setup_box if show_setup else w.HBox(),
                self.table,
                self.chrome.tool_box,
                self.review_button,
            ],
            layout=w.Layout(width="100%"),
        )
        self._play_children: tuple[w.Widget, ...] | None = None
        self.review_view: Any = None
        self.add_class("fg-app")
        self.ui = UIState()
        self._intents: dict[str, tuple[str, Any]] = {}
        self._notice: tuple[str, str] | None = None
        self._epoch = 0
        self.new_game(seed=seed)

    # -- games --------------------------------------------------------------------------

    def new_game(self, seed: int | None = None) -> None:
        """Start a new game with the seats, names and options chosen in the setup bar."""
        seats, names, options = self.chrome.read_setup()
        try:
            match = Match(self.game, len(seats), seed=seed, options=options, names=names)
        except ValueError as exc:
            self._say("error", str(exc))
            return
        self._start(match, seats, "A new game begins.")

    def _start(self, match: Match, seats: list[str], message: str) -> None:
        self._epoch += 1
        self.match = match
        self.seats = seats
        self.bots: dict[int, Bot] = {
            seat: make_bot(
                self.game, kind, seed=match.seed + seat, **self.bot_options.get(kind, {})
            )
            for seat, kind in enumerate(seats)
            if kind != "human"
        }
        humans = self.humans
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self.ui = UIState(seat_kinds=list(seats))
        self.chrome.set_setup(seats, match.names, match.options)
        self._notice = ("info", message)
        self._advance()

    @property
    def humans(self) -> list[int]:
        return [seat for seat, kind in enumerate(self.seats) if kind == "human"]

    @property
    def state(self) -> Any:
        return self.match.state

    # -- the turn loop ------------------------------------------------------------------

    def _advance(self) -> None:
        """Show the position; if a bot is to move, let it move after a short pause."""
        state = self.match.state
        if state.is_over or self.seats[state.current_player] == "human":
            self.ui.thinking = None
            self._render()
            return
        self.ui.thinking = state.current_player
        self._render()
        epoch = self._epoch
        self._later(lambda: self._bot_move(epoch))

    def _bot_move(self, epoch: int) -> None:
        if epoch != self._epoch or self.match.state.is_over:
            return
        seat = self.match.state.current_player
        bot = self.bots.get(seat)
        if bot is None:
            return
        try:
            action = bot.choose(self.match.state)
            self.match.apply(action)
        except Exception:  # a broken bot must not freeze the table
            log.exception("bot move failed")
            self._say("error", "The bot could not move; start a new game or undo.")
            return
        self._advance()

    def _later(self, callback: Callable[[], None]) -> None:
        if self.bot_delay <= 0:
            callback()
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if loop is None:
            callback()
        else:
            loop.call_later(self.bot_delay, callback)

    # -- rendering ----------------------------------------------------------------------

    def _seat_on_screen(self) -> int | None:
        """The seat whose private view is shown, or None (curtain or spectators)."""
        state = self.match.state
        humans = self.humans
        if not humans:
            return None
        if state.is_over:
            return self.viewer if self.viewer is not None else humans[0]
        current = state.current_player
        if self.seats[current] == "human" and len(humans) > 1 and current != self.viewer:
            return None
        return self.viewer

    def _render(self) -> None:
        state = self.match.state
        seat = self._seat_on_screen()
        self.ui.curtain = seat is None and bool(self.humans) and not state.is_over
        built: Built = self.scenes.build(state.view(seat), self.ui)
        scene, intents = built.scene, dict(built.intents)
        if self.ui.curtain:
            # Replace, not cover: the public scene keeps nothing clickable but the reveal.
            current = state.current_player
            name = self.match.names[current]
            scene = {**scene, "buttons": [], "prompt": f"Pass the screen to {name}."}
            for area in scene.get("areas", ()):
                for zone in area.get("zones", ()):
                    zone.pop("key", None)
                    for item in zone.get("items", ()):
                        item.pop("key", None)
            scene["curtain"] = {
                "title": f"{name}'s turn",
                "text": f"Everyone else, look away. {name}, press the button to see your cards.",
                "button": {
                    "key": "ui:reveal",
                    "label": f"I am {name}: show my cards",
                    "state": "primary",
                },
            }
            intents = {"ui:reveal": ("ui", "reveal")}
        elif self.ui.thinking is not None:
            scene["prompt"] = f"{self.match.names[self.ui.thinking]} is thinking…"
        if self._notice is not None:
            scene["notice"] = {"kind": self._notice[0], "text": self._notice[1]}
        lines = state.events_for(seat)[-LOG_LINES:]
        scene.setdefault("side", []).append(
            {"id": "log", "title": "What happened", "kind": "log", "lines": lines[::-1]}
        )
        if lines:
            scene["announce"] = lines[-1]
        self._intents = intents
        self.table.show(scene)
        self.chrome.update_tools(
            can_undo=seat is not None
            and not state.is_over
            and self.match.can_undo(seat)
            and self.seats[seat] == "human",
            can_hint=seat is not None and not state.is_over and state.current_player == seat,
            finished=self.match.dumps() if state.is_over else None,
            game_name=self.game.name,
        )
        self.review_button.layout.display = "" if state.is_over else "none"

    def _say(self, kind: str, text: str) -> None:
        self._notice = (kind, text)
        self._render()

    # -- clicks -------------------------------------------------------------------------

    def _on_stale(self, key: str) -> None:
        self._say("warn", "That click was meant for an earlier position, so nothing happened.")

    def _on_click(self, key: str) -> None:
        try:
            self._click(key)
        except IllegalAction as exc:
            self._say("error", str(exc))
        except Exception:  # the page must never see a traceback
            log.exception("click on %r failed", key)
            self._say("error", "Something went wrong with that click; the game is unchanged.")

    def _click(self, key: str) -> None:
        intent = self._intents.get(key)
        if intent is None:
            self._say("warn", "That is not something you can choose right now.")
            return
        kind, value = intent
        if kind == "ui" and value == "reveal":
            self.viewer = self.match.state.current_player
            self._notice = None
            self._render()
        elif kind == "select":
            self.ui.selected = None if value == self.ui.selected else value
            self._notice = None
            self._render()
        elif kind == "act":
            seat = self._seat_on_screen()
            if seat is None or self.seats[self.match.state.current_player] != "human":
                self._say("warn", "It is not your turn yet.")
                return
            action = self.game.action_from_json(value)
            self.match.apply(action, seat=seat)
            self.ui.selected = None
            self._notice = None
            self._advance()

    # -- tools --------------------------------------------------------------------------

    def _on_tool(self, name: str, payload: Any = None) -> None:
        try:
            getattr(self, f"_tool_{name}")(payload)
        except SaveFileError as exc:
            self._say("error", str(exc))
        except IllegalAction as exc:
            self._say("error", str(exc))
        except Exception:
            log.exception("tool %s failed", name)
            self._say("error", f"Sorry, {name} did not work; the game is unchanged.")

    def _tool_undo(self, _: Any) -> None:
        seat = self._seat_on_screen()
        if seat is None:
            return
        self.match.undo(seat)
        self._epoch += 1
        self.ui.selected = None
        self._notice = ("info", "Your last move was taken back.")
        self._advance()

    def _tool_hint(self, _: Any) -> None:
        state = self.match.state
        seat = self._seat_on_screen()
        if seat is None or state.is_over or state.current_player != seat:
            self._say("warn", "Hints are for the player whose turn it is.")
            return
        _, reason = make_bot(self.game, "heuristic", seed=state.moves).advise(state)
        self._say("info", f"Hint: {reason}")

    def _tool_save(self, _: Any) -> None:
        path = save_match(self.match, self.seats, self.save_dir)
        self.chrome.refresh_saves(self.game, self.save_dir)
        self._say("ok", f"Saved as “{path.stem}”. Load it from the list any time.")

    def _tool_load(self, path: Any) -> None:
        if path is None:
            self._say("warn", "Choose a saved game from the list first.")
            return
        self._load_bytes(path.read_bytes(), f"Loaded “{path.stem}”.")

    def _tool_upload(self, raw: Any) -> None:
        self._load_bytes(raw, "Loaded the game from your file.")

    def _load_bytes(self, raw: bytes, message: str) -> None:
        match, seats = load_match(raw, self.game)
        seats = seats or ["human"] * match.players
        self.chrome.set_setup(seats, match.names, match.options)
        self._start(match, seats, message)

    # -- review (issue 14) ------------------------------------------------------------------
    # The game-over panel's "Review this game" calls open_review(); nothing else here
    # depends on the review, so the panel can be wired to it in one line.

    def open_review(self, **options: Any) -> Any:
        """Show the finished game in a :class:`~widgets.review.ReviewApp` in place of the
        table ("Back to the game" returns); ``options`` go to the ReviewApp."""
        if not self.match.state.is_over:
            self._say("warn", "A game can be reviewed once it is over.")
            return None
        from widgets.review import ReviewApp

        seat = self._seat_on_screen()
        if seat is None:
            seat = self.humans[0] if self.humans else 0
        self.close_review()
        self.review_view = ReviewApp(self.match, seat, on_close=self.close_review, **options)
        self._play_children = self.children
        self.children = (self.review_view,)
        return self.review_view

    def close_review(self) -> None:
        """Back from the review to the table."""
        if self.review_view is not None:
            self.review_view.stop()
            self.review_view = None
        if self._play_children is not None:
            self.children = self._play_children
            self._play_children = None


def _review_button(app: GameApp) -> w.Button:
    button = w.Button(
        description="Review this game",
        tooltip="Step through the game and see each of your moves rated by the search bot",
        layout=w.Layout(display="none", width="auto"),
    )
    button.on_click(lambda _: app.open_review())
    return button


def _default_names(seats: Sequence[str]) -> list[str]:
    names = []
    for i, kind in enumerate(seats):
        if kind == "human" and i == 0:
            names.append(DEFAULT_NAMES[0])
        else:
            names.append(DEFAULT_NAMES[i] if kind != "human" else f"Player {i + 1}")
    return names
