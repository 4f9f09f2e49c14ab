"""GameApp: the one app shell for every game.

Seats (human or bot), the turn loop (bots move on their own after a short visible pause), legal
moves highlighted by the game's scene, an event log, undo, hints, new game, save and load, and a
privacy curtain between human seats.

>>> app = GameApp("colour_bazaar", seats=["human", "heuristic"], seed=3, bot_delay=0)
>>> app.match.state.is_over
False
"""

from __future__ import annotations

import dataclasses
import gc
import logging
import pathlib
import random
import secrets
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NamedTuple

import ipywidgets as w

from fashion_core import GAMES, Game, IllegalAction, Match, SaveFileError
from fashion_core.bots import BOT_LABELS, Bot, make_bot
from widgets.pages.chrome import DEFAULT_NAMES, Chrome
from widgets.pages.shared import LOG_LINES, SEAT_KINDS, bot_pause, log_line, running_loop
from widgets.registry import ui_for
from widgets.server.server_log import keep_logs_on_the_server
from widgets.storage.saves import (
    MAX_SAVE_BYTES,
    default_save_dir,
    list_saves,
    load_match,
    save_match,
    visitor_folder,
)
from widgets.table.predict import known_position, play_ahead
from widgets.table.scene import Built, UIState
from widgets.table.widget import Table

log = logging.getLogger(__name__)

SEARCH_SECONDS = 1.0
"""The longest a search bot thinks on a play page (its iterations may end it sooner)."""
SEAT_LABELS = {"human": "Human", **BOT_LABELS}
TABLE_ANCHOR = "fg-play-table"
"""The table's element id: the target of the "Skip to the table" link."""


def settle_the_heap() -> None:
    """Take what the kernel holds so far (Python, IPython, the widget libraries, this page)
    out of the garbage collector's full passes, which walk every tracked object.

    A full pass over a process holding the same libraries and one game (about 38,000 tracked
    objects) took 9 ms, and nothing once they were frozen; a kernel holds more, and the click
    that triggers a full pass waits for it. Frozen objects are still freed by reference
    counting; only cycles among them would stay, and the libraries loaded once per kernel do
    not come and go. Later objects (new games) are collected as before. Once per process: a
    kernel builds its page once, and a test run that builds hundreds of apps must not keep
    the garbage of each.
    """
    if not gc.get_freeze_count():
        gc.freeze()


NEW_GAME_QUESTION = "Start a new game? This game will be lost unless you save it first."

REPLACE_QUESTION = "Load that game? The game on the table is not saved and will be lost."


class Composed(NamedTuple):
    """A scene as :meth:`GameApp.compose` makes it, with what its clicks mean."""

    scene: dict[str, Any]
    intents: dict[str, Any]
    """Each clickable key's meaning: ``(kind, value)``, kind "act", "select" or "ui"."""
    confirms: dict[str, str]
    """Keys whose move asks first, with the question."""
    waiting: bool
    """A round's ending is on screen: the bots wait for "Next round"."""


class ToolRefused(Exception):
    """A tool (undo, hint, save, load) cannot be used now; the message says why.

    Tools raise it instead of each showing its own warning: the one place that runs a tool
    turns it into a notice and leaves the game as it was.
    """


class GameApp(w.VBox):
    """Play ``game`` on one screen against bots or friends.

    ``seats`` lists each seat's kind ("human", "random", "heuristic", "ismcts"); ``names`` the
    players' names. ``bot_delay`` is the visible pause before a bot moves (0: move at once;
    by default 0.6 s, or the server's ``FASHION_GAMES_BOT_PAUSE``).
    ``bot_options`` tune bots per kind, e.g. ``{"ismcts": {"iterations": 500}}``; a search bot
    thinks at most :data:`SEARCH_SECONDS` unless ``{"ismcts": {"seconds": None}}`` lifts that.
    ``predict``: offer the table what each click will show, so it draws it before the kernel
    answers (:mod:`widgets.table.predict`).
    """

    def __init__(
        self,
        game: str | Game,
        seats: Sequence[str] | None = None,
        *,
        names: Sequence[str] | None = None,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        bot_delay: float | None = None,
        bot_options: dict[str, dict[str, Any]] | None = None,
        save_dir: Any = None,
        show_setup: bool = True,
        predict: bool = True,
    ) -> None:
        keep_logs_on_the_server()  # a traceback must not travel to the page
        self.game = GAMES[game] if isinstance(game, str) else game
        self.parts = ui_for(self.game.name)
        self.bot_delay = bot_pause(0.6) if bot_delay is None else bot_delay
        self.predict = predict
        # A search bot stops after SEARCH_SECONDS even if its game's budget is not used up:
        # waiting longer than that for a card reads as a hang (Prêt-à-Porter took up to 3 s).
        self.bot_options = {"ismcts": {"seconds": SEARCH_SECONDS}}
        for kind, tuning in (bot_options or {}).items():
            self.bot_options[kind] = {**self.bot_options.get(kind, {}), **tuning}
        # Saves live in the visitor's own folder under this one, known once the page opens.
        self.save_root = pathlib.Path(default_save_dir() if save_dir is None else save_dir)
        self.save_folder: pathlib.Path | None = None
        self.saved_path: pathlib.Path | None = None
        self._saved_text = ""
        self._hint_cache: tuple[str, Any, str] | None = None  # (position, move, advice)
        self.table = Table(faces=self.parts.face_for)
        # The play table fills the window, cards scaled to fit (table.js, fitter).
        self.table.add_class("fg-fit")
        self.table.on_click(self._on_click)
        self.table.on_stale(self._on_stale)
        seats = list(seats or ["human"] + ["heuristic"] * (self.game.min_players - 1))
        self.chrome = Chrome(
            self.game, seats, names or _default_names(seats), options or {}, SEAT_KINDS, SEAT_LABELS
        )
        self.chrome.on_new_game(self._ask_new_game)
        self.chrome.on_tool(self._on_tool)
        self.chrome.show_saves([], "(your saved games appear here)")
        self.chrome.visitor.on_key(self._on_visitor)
        # Keyboard users jump past the page's links straight to the cards.
        skip = w.HTML(f'<a class="fg-skip" href="#{TABLE_ANCHOR}">Skip to the table</a>')
        # Also below the table: the game-over panel, once put aside, is not the only way in.
        self.review_button = w.Button(
            description="Review this game",
            tooltip="Step through the game and see each of your moves rated by the search bot",
            layout=w.Layout(display="none", width="auto"),
        )
        self.review_button.on_click(lambda _: self._ui("review"))
        super().__init__(
            # The table first: the game is what the page is for, and at 1280x800 a setup
            # bar above it (up to 190 px with four seats and options) pushed the hand below
            # the fold. The setup bar is for the next game, so it comes after this one's tools.
            [
                skip,
                self.table,
                self.chrome.tool_box,
                self.review_button,
                self.chrome.setup_box if show_setup else w.HBox(),
            ],
            layout=w.Layout(width="100%"),
        )
        self.add_class("fg-app")
        self.review_options: dict[str, Any] = {}  # for its ReviewApp (budget, workers...)
        self._review = ReviewInPlace(self)
        self.ui = UIState()
        self._intents: dict[str, tuple[str, Any]] = {}
        self._notice: tuple[str, str] | None = None
        self._confirms: dict[str, str] = {}
        self._asking: tuple[str, str] | None = None  # (key, question) awaiting Yes / Cancel
        self._replacing: tuple[Any, ...] | None = None  # a loaded game awaiting that Yes
        self._confirmed: str | None = None
        self._dismissed: set[str] = set()  # endings already read
        self._waiting = False  # a round ending is on screen: bots wait for "Next round"
        self._hint: Any = None  # the hinted action while its position lasts
        self._hint_select: str | None = None
        self._epoch = 0
        self.new_game(seed=seed)
        settle_the_heap()

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

    def _start(
        self,
        match: Match,
        seats: list[str],
        message: str,
        game_id: str | None = None,
        saved_path: pathlib.Path | None = None,
    ) -> None:
        self._epoch += 1
        self.match = match
        self.seats = seats
        self.game_id = game_id or secrets.token_hex(8)
        self.saved_path = saved_path  # once saved, the save follows the game
        self._saved_text = match.dumps() if saved_path else ""
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
        self._dismissed = set()
        self._asking = None
        self._forget_hint()
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
        if self._waiting:  # the player reads the round's end first; "Next round" resumes
            self.ui.thinking = None
            self._render()
            return
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
        loop = running_loop()
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
            viewer_hidden = state.hidden_cards(self.viewer)
            if viewer_hidden - state.hidden_cards(current):
                return None  # the next seat would see cards the one at the screen may not
            self.viewer = current  # nothing is secret between them: no curtain needed
        return self.viewer

    def _render(self) -> None:
        self._follow_save()
        state = self.match.state
        seat = self._seat_on_screen()
        self.ui.curtain = seat is None and bool(self.humans) and not state.is_over
        hint = self._hint is not None
        composed = self.compose(self.match, seat, self.ui, self._notice, self._asking, hint)
        self._confirms = composed.confirms
        self._waiting = composed.waiting
        self._intents = composed.intents
        self.table.show(composed.scene)
        self.chrome.show_finished(self.match.dumps() if state.is_over else None, self.game.name)
        self.review_button.layout.display = "" if state.is_over else "none"
        self._predict_later()

    def compose(
        self,
        match: Match,
        seat: int | None,
        ui: UIState,
        notice: tuple[str, str] | None,
        asking: tuple[str, str] | None,
        hint: bool,
    ) -> Composed:
        """The scene of ``match`` as ``seat`` sees it (None: the curtain or spectators), with
        the app's own parts: curtain, ending buttons, hint, question, notice, log and tools.

        It changes nothing: the table shows what :meth:`_render` composes, and the predictions
        (:mod:`widgets.table.predict`) compose what a click would show next in the same way.
        """
        state = match.state
        built: Built = self.parts.build(state.view(seat), ui)
        scene, intents = built.scene, dict(built.intents)
        confirms = {} if ui.curtain else built.confirms
        if ui.curtain:
            # Replace, not cover: the public scene keeps nothing clickable but the reveal.
            current = state.current_player
            name = match.names[current]
            bot = self.seats[current] != "human"
            prompt = f"{name} is thinking…" if bot else f"Pass the screen to {name}."
            scene = {**scene, "buttons": [], "prompt": prompt}
            for area in scene.get("areas", ()):
                for zone in area.get("zones", ()):
                    zone.pop("key", None)
                    for item in zone.get("items", ()):
                        item.pop("key", None)
            if bot:
                # No one has looked yet and a bot is to move: its cards are nobody's to see.
                scene["curtain"] = {
                    "title": f"{name} is thinking…",
                    "text": "The cards stay hidden until it is one of you to move.",
                }
                intents = {}
            else:
                scene["curtain"] = {
                    "title": f"{name}'s turn",
                    "text": f"Everyone else, look away. {name}, press the button to see "
                    "your cards.",
                    "button": {
                        "key": "ui:reveal",
                        "label": f"I am {name}: show my cards",
                        "state": "primary",
                    },
                }
                intents = {"ui:reveal": ("ui", "reveal")}
        elif ui.thinking is not None:
            scene["prompt"] = f"{match.names[ui.thinking]} is thinking…"
        waiting = self._add_ending(scene, intents, ui) and bool(self.humans)
        if hint and not ui.curtain:
            _mark(scene, self._hint_keys(intents), "hint")
        if asking is not None:
            scene["confirm"] = {
                "text": asking[1],
                "buttons": [
                    {"key": "confirm:yes", "label": "Yes", "state": "warn"},
                    {"key": "confirm:no", "label": "Cancel", "state": "primary"},
                ],
            }
            intents.update({"confirm:yes": ("ui", "yes"), "confirm:no": ("ui", "no")})
        if notice is not None:
            scene["notice"] = {"kind": notice[0], "text": notice[1]}
        me = match.names[seat] if seat is not None else ""
        lines = [log_line(text, me) for text in state.events_for(seat)[-LOG_LINES:]]
        scene.setdefault("side", []).append(
            {"id": "log", "title": "What happened", "kind": "log", "lines": lines[::-1]}
        )
        if lines:
            scene["announce"] = lines[-1]
        can_undo = (
            seat is not None
            and not state.is_over
            and match.can_undo(seat)
            and self.seats[seat] == "human"
        )
        can_hint = seat is not None and not state.is_over and state.current_player == seat
        if not ui.curtain:  # behind the curtain only "show my cards" is clickable
            scene["tools"] = [
                {
                    "key": "ui:undo",
                    "label": "↶ Undo",
                    "title": "Take back your last move (not past a card you drew)",
                    "state": None if can_undo else "disabled",
                },
                {
                    "key": "ui:hint",
                    "label": "? Hint",
                    "title": "Ask the heuristic bot what it would do, and why",
                    "state": None if can_hint else "disabled",
                },
            ]
            intents.update({"ui:undo": ("ui", "undo"), "ui:hint": ("ui", "hint")})
        scene["anchor"] = TABLE_ANCHOR
        scene["game"] = self.game_id
        return Composed(scene, intents, confirms, waiting)

    def _predict_later(self) -> None:
        """Offer the table the scenes its clicks will show, once this scene has gone out."""
        if not (self.predict and self.table.offers_wanted):
            return
        version = self.table.version

        def offer() -> None:
            if self.table.version == version:  # no newer scene meanwhile
                self.table.offer(self.predictions())

        loop = running_loop()
        if loop is None:  # no event loop (a script or a test): at once
            offer()
        else:
            loop.call_soon(offer)

    def predictions(self) -> dict[str, dict[str, Any]]:
        """The scene each click on the table would show next, for the clicks whose outcome the
        player on screen can already know (see :mod:`widgets.table.predict`), by key."""
        state = self.match.state
        seat = self.viewer
        if (
            seat is None
            or self.ui.curtain
            or self.ui.thinking is not None
            or state.is_over
            or state.current_player != seat
        ):
            return {}
        hint = self._hint is not None
        known = None
        out: dict[str, dict[str, Any]] = {}
        for key, (kind, value) in self._intents.items():
            if key == "confirm:yes" and self._asking is not None:
                key_asked = self._asking[0]
                kind, value = self._intents.get(key_asked, ("ui", None))
                if kind != "act":
                    continue
            elif kind == "act" and key in self._confirms:
                question = (key, self._confirms[key])
                out[key] = self.compose(self.match, seat, self.ui, None, question, hint).scene
                continue
            if kind == "select":
                selected = None if value == self.ui.selected else value
                ui = dataclasses.replace(self.ui, selected=selected)
                out[key] = self.compose(self.match, seat, ui, None, None, hint).scene
            elif key == "confirm:no":
                out[key] = self.compose(self.match, seat, self.ui, self._notice, None, hint).scene
            elif kind == "act":
                if known is None:
                    known = known_position(state, seat, random.Random())
                scene = self._predict_move(seat, value, known)
                if scene is not None:
                    out[key] = scene
        return out

    def _predict_move(self, seat: int, value: Any, known: Any) -> dict[str, Any] | None:
        """What the table shows right after ``seat`` makes the move ``value``, as ``_click``
        and ``_advance`` would show it, if the move reveals nothing (see :func:`play_ahead`)."""
        try:
            action = self.game.action_from_json(value)
        except (ValueError, TypeError):
            return None
        ahead = play_ahead(self.match, seat, action, known)
        if ahead is None:
            return None
        after = ahead.state
        thinking = None
        if not after.is_over and self.seats[after.current_player] != "human":
            thinking = after.current_player
        elif not after.is_over and after.current_player != seat:
            return None  # another human's turn: the screen may be handed over
        ui = dataclasses.replace(self.ui, selected=None, thinking=thinking)
        return self.compose(ahead, seat, ui, None, None, False).scene

    def _add_ending(self, scene: dict[str, Any], intents: dict[str, Any], ui: UIState) -> bool:
        """Give the scene's ending its buttons (or drop it once read); True while a round's
        ending waits for "Next round"."""
        if ui.curtain:
            scene.pop("ending", None)
            return False
        return offer_ending(scene, intents, self._dismissed, ENDING_BUTTONS) == "round"

    def _hint_keys(self, intents: dict[str, Any]) -> list[str]:
        """The keys that lead to the hinted move: the move itself, or the card to select."""
        keys = [k for k, (kind, v) in intents.items() if kind == "act" and self._is_hint(v)]
        if not keys and self._hint_select in intents:
            keys = [self._hint_select]
        return keys

    def _is_hint(self, value: Any) -> bool:
        try:
            return self.game.action_from_json(value) == self._hint
        except (ValueError, TypeError):
            return False

    def _forget_hint(self) -> None:
        self._hint = None
        self._hint_select = None

    def _say(self, kind: str, text: str) -> None:
        self._notice = (kind, text)
        self._render()

    # -- clicks -------------------------------------------------------------------------

    def _on_stale(self, key: str) -> None:
        # A bot's move may redraw the table between a question and its answer. The answer
        # still means the same while that question is open (a move clicked on an older
        # scene does not: the position it was chosen in is gone).
        if key.startswith("confirm:") and self._asking is not None and key in self._intents:
            self._on_click(key)
            return
        self._say("warn", "That click was meant for an earlier position, so nothing happened.")

    def _on_click(self, key: str) -> None:
        answer_click(key, self._intents, self._click, self._say)

    def _click(self, key: str, kind: str, value: Any) -> None:
        if self._asking is not None and key not in ("confirm:yes", self._asking[0]):
            self._asking = None  # anything else than "Yes" (or asking again) cancels
        if kind == "ui":
            self._ui(value)
        elif kind == "act" and key in self._confirms and self._confirmed != key:
            # Only "Yes" makes this move: a second press of Fold (or Enter) only asks again.
            self._asking = (key, self._confirms[key])
            self._notice = None
            self._render()
        elif kind == "select":
            self.ui.selected = None if value == self.ui.selected else value
            self._notice = None
            self._render()
        elif kind == "act":
            if self.match.state.is_over:
                self._say("warn", "The game is over; press New game to play again.")
                return
            seat = self._seat_on_screen()
            if seat is None or self.seats[self.match.state.current_player] != "human":
                self._say("warn", "It is not your turn yet.")
                return
            action = self.game.action_from_json(value)
            self.match.apply(action, seat=seat)
            self.ui.selected = None
            self._notice = None
            self._asking = None
            self._forget_hint()
            self._advance()

    def _reveal(self) -> None:
        """Lift the curtain for the person to move (never for a bot: its cards stay hidden)."""
        current = self.match.state.current_player
        if self.seats[current] != "human" or not self.ui.curtain:
            self._say("warn", "There is no one to show cards to: it is not a person's turn.")
            return
        self.viewer = current
        self._notice = None
        self._render()

    def _ui(self, name: str) -> None:
        """The app's own controls: reveal, tools, endings and the Yes / Cancel question."""
        if name == "reveal":
            self._reveal()
        elif name in ("undo", "hint"):
            self._on_tool(name)
        elif name == "dismiss":
            ending = self.table.scene.get("ending")
            if ending is not None:
                self._dismissed.add(ending["id"])
            self._advance()
        elif name == "new":
            self.new_game()
        elif name == "review":
            self.open_review()
        elif name == "no":
            self._asking = None
            self._replacing = None
            self._render()
        elif name == "yes" and self._asking is not None:
            key, _ = self._asking
            if key == "ui:new":
                self._asking = None
                self.new_game()
            elif key == "ui:replace" and self._replacing is not None:
                replacing, self._replacing, self._asking = self._replacing, None, None
                self._replace(*replacing)
            elif key in self._intents:
                self._confirmed = key  # the question is answered: this time the move is made
                try:
                    self._click(key, *self._intents[key])
                finally:
                    self._confirmed = None
            else:
                self._asking = None
                self._say("warn", "That move is no longer possible, so nothing happened.")

    def _ask_new_game(self) -> None:
        """New game from the setup bar: ask first while a game with moves is running."""
        state = self.match.state
        if state.is_over or not self.match.actions or not self.humans:
            self.new_game()
            return
        self._asking = ("ui:new", NEW_GAME_QUESTION)
        self._render()

    # -- tools --------------------------------------------------------------------------

    def _on_tool(self, name: str, payload: Any = None) -> None:
        try:
            getattr(self, f"_tool_{name}")(payload)
        except ToolRefused as exc:
            self._say("warn", str(exc))
        except SaveFileError as exc:
            self._say("error", str(exc))
        except IllegalAction as exc:
            self._say("error", str(exc))
        except Exception:
            log.exception("tool %s failed", name)
            self._say("error", f"Sorry, {name} did not work; the game is unchanged.")

    def _tool_undo(self, _: Any) -> None:
        state = self.match.state
        seat = self._seat_on_screen()
        if state.is_over:
            raise ToolRefused("The game is over and its result stands; moves cannot be taken back.")
        if seat is None or self.seats[seat] != "human":
            raise ToolRefused("Undo is for the player whose cards are on the screen.")
        self.match.undo(seat)  # refuses past a revealed card, naming the rule
        self._epoch += 1
        self._forget_hint()
        self.ui.selected = None
        self._notice = ("info", "Your last move was taken back.")
        self._advance()

    def _tool_hint(self, _: Any) -> None:
        state = self.match.state
        seat = self._seat_on_screen()
        if state.is_over:
            raise ToolRefused("The game is over; hints are for games still being played.")
        if seat is None or state.current_player != seat:
            raise ToolRefused("Hints are for the player whose turn it is.")
        position = self.match.dumps()
        if self._hint_cache is None or self._hint_cache[0] != position:  # asking again is free
            advice = make_bot(self.game, "heuristic", seed=state.moves).advise(state)
            self._hint_cache = (position, *advice)
        _, action, reason = self._hint_cache
        self._hint, self._hint_select = action, None
        if not any(kind == "act" and self._is_hint(v) for kind, v in self._intents.values()):
            # Two-step moves: find the card whose selection offers the hinted move.
            view = state.view(seat)
            for key, (kind, value) in self._intents.items():
                if kind != "select" or value is None:
                    continue
                ui = UIState(**{**self.ui.__dict__, "selected": value})
                if any(
                    k == "act" and self._is_hint(v)
                    for k, v in self.parts.build(view, ui).intents.values()
                ):
                    self._hint_select = key
                    break
        self._say("info", f"Hint: {reason}")

    # -- saves: the visitor's own, one per game, following it -----------------------------

    def _on_visitor(self, key: str) -> None:
        """The page has opened and its browser told us its key: read *its* saves now."""
        self.save_folder = visitor_folder(self.save_root, key)
        self._list_saves()

    def _list_saves(self) -> None:
        self.chrome.show_saves(list_saves(self.game, self.save_folder))

    def _follow_save(self) -> None:
        if self.saved_path is None or self.save_folder is None:
            return
        text = self.match.dumps()
        if text != self._saved_text:
            self.saved_path = save_match(self.match, self.seats, self.save_folder, self.game_id)
            self._saved_text = text

    def _tool_save(self, _: Any) -> None:
        if self.save_folder is None:
            raise ToolRefused(
                "Saving needs the page to have finished opening, with this site allowed to "
                "keep data in your browser; try again in a moment."
            )
        self.saved_path = save_match(self.match, self.seats, self.save_folder, self.game_id)
        self._saved_text = self.match.dumps()
        self._list_saves()
        self._say("ok", "Saved. From now on the save follows this game move by move.")

    def _tool_load(self, path: Any) -> None:
        if path is None:
            raise ToolRefused("Choose a saved game from the list first.")
        mine = {save.path for save in list_saves(self.game, self.save_folder)}
        if path not in mine:  # only this visitor's own saves, whatever the page sends
            raise ToolRefused("That save is not in your list.")
        match, seats, _ = load_match(path.read_bytes(), self.game, SEAT_KINDS)
        game_id = path.stem.rpartition("-")[2]  # the file it came from goes on following it
        self._adopt(match, seats, "Loaded your saved game.", game_id, path)

    def _tool_upload(self, raw: Any) -> None:
        # A file from this computer becomes a game of its own (it is saved only if asked).
        match, seats, _ = load_match(raw, self.game, SEAT_KINDS)
        self._adopt(match, seats, "Loaded the game from your file.", None, None)

    def _tool_too_big(self, size: Any) -> None:
        self._say(
            "error",
            f"That file is {int(size) // 1000:,} kB; a Fashion Games save is at most "
            f"{MAX_SAVE_BYTES // 1000:,} kB, so it was not sent.",
        )

    def _adopt(
        self,
        match: Match,
        seats: list[str] | None,
        message: str,
        game_id: str | None,
        path: pathlib.Path | None,
    ) -> None:
        seats = seats or ["human"] * match.players
        if self._would_lose_game():
            # Like New game: a running game nobody saved is not thrown away on one click.
            self._replacing = (match, seats, message, game_id, path)
            self._asking = ("ui:replace", REPLACE_QUESTION)
            self._notice = None
            self._render()
            return
        self._replace(match, seats, message, game_id, path)

    def _would_lose_game(self) -> bool:
        """True while a human has moved in the game on the table, it is not over, and it is
        saved nowhere (a game of the bots' opening moves only is no loss)."""
        humans = set(self.humans)
        return (
            self.saved_path is None
            and not self.match.state.is_over
            and any(seat in humans for seat in self.match.actors)
        )

    def _replace(
        self,
        match: Match,
        seats: list[str],
        message: str,
        game_id: str | None,
        path: pathlib.Path | None,
    ) -> None:
        self.chrome.set_setup(seats, match.names, match.options)
        self._start(match, seats, message, game_id, path)

    # -- review (issue 14): the finished game in a ReviewApp, in place of the table ------------

    def open_review(self, **options: Any) -> Any:
        """Show the finished game in a :class:`~widgets.pages.review.ReviewApp` ("Back to the game"
        returns); ``options`` go to the ReviewApp. Refused (with a notice) before the end."""
        if not self.match.state.is_over:
            self._say("warn", "A game can be reviewed once it is over.")
            return None
        seat = self._seat_on_screen()
        if seat is None:
            seat = self.humans[0] if self.humans else 0
        return self._review.open(self.match, seat, **{**self.review_options, **options})

    def close_review(self) -> None:
        """Back from the review to the table."""
        self._review.close()

    @property
    def review_view(self) -> Any:
        """The ReviewApp shown in place of the table, if any."""
        return self._review.view


class ReviewInPlace:
    """Shows a finished game's :class:`~widgets.pages.review.ReviewApp` in place of a box's
    children, and puts them back on "Back to the game" (the one-screen app and an online room)."""

    def __init__(self, box: w.Box) -> None:
        self.box = box
        self.view: Any = None
        self._children: tuple[w.Widget, ...] | None = None

    def open(self, match: Match, seat: int, **options: Any) -> Any:
        from widgets.pages.review import ReviewApp  # matplotlib and the analysis: only when asked

        self.close()
        self.view = ReviewApp(match, seat, on_close=self.close, **options)
        self._children = self.box.children
        self.box.children = (self.view,)
        return self.view

    def close(self) -> None:
        if self.view is not None:
            self.view.stop()
            self.view = None
        if self._children is not None:
            self.box.children = self._children
            self._children = None


EndingButton = tuple[str, str, str | None, str]
"""A button of a round's or the game's ending: key, label, state, and the app control it
presses (``("ui:new", "New game", "primary", "new")``)."""

ENDING_BUTTONS: dict[str, list[EndingButton]] = {
    "round": [("ui:dismiss", "Next round →", "primary", "dismiss")],
    "game": [
        ("ui:table", "See the table", None, "dismiss"),
        ("ui:review", "Review this game", None, "review"),
        ("ui:new", "New game", "primary", "new"),
    ],
}
"""The one-screen app's endings: bots wait for "Next round"."""


def offer_ending(
    scene: dict[str, Any],
    intents: dict[str, Any],
    dismissed: set[str],
    buttons: Mapping[str, list[EndingButton]],
) -> str | None:
    """Give the scene's ending (a round's or the game's) the ``buttons`` of its kind, or drop it
    once read (its id in ``dismissed``); the kind of the ending left on screen, if any."""
    ending = scene.get("ending")
    if ending is None:
        return None
    if ending["id"] in dismissed:
        del scene["ending"]
        return None
    ending["buttons"] = [
        {"key": key, "label": label, **({"state": state} if state else {})}
        for key, label, state, _ in buttons[ending["kind"]]
    ]
    intents.update({key: ("ui", control) for key, _, _, control in buttons[ending["kind"]]})
    return ending["kind"]


def _default_names(seats: Sequence[str]) -> list[str]:
    names = []
    for i, kind in enumerate(seats):
        if kind == "human" and i == 0:
            names.append(DEFAULT_NAMES[0])
        else:
            names.append(DEFAULT_NAMES[i] if kind != "human" else f"Player {i + 1}")
    return names


def _mark(scene: dict[str, Any], keys: list[str], state: str) -> None:
    """Draw the elements with these keys in ``state`` (e.g. what the hint suggests)."""
    wanted = set(keys)
    for area in scene.get("areas", ()):
        for zone in area.get("zones", ()):
            if zone.get("key") in wanted:
                zone["state"] = state
            for item in zone.get("items", ()):
                if item.get("key") in wanted:
                    item["state"] = state
    for button in scene.get("buttons", ()):
        if button.get("key") in wanted:
            button["state"] = state


def answer_click(
    key: str,
    intents: Mapping[str, tuple[str, Any]],
    act: Callable[[str, str, Any], None],
    say: Callable[[str, str], None],
    refused: tuple[type[Exception], ...] = (IllegalAction,),
) -> None:
    """Answer a click on a play table (a local or an online game) without ever showing the
    page a traceback: a key the current scene does not offer is explained, any other goes to
    ``act(key, kind, value)``; a ``refused`` move is told with its rule, anything unexpected
    is logged on the server and the page hears that the game is unchanged."""
    try:
        intent = intents.get(key)
        if intent is None:
            say("warn", "That is not something you can choose right now.")
            return
        act(key, *intent)
    except refused as exc:
        say("error", str(exc))
    except Exception:  # the page must never see a traceback
        log.exception("click on %r failed", key)
        say("error", "Something went wrong with that click; the game is unchanged.")
