"""Play a friend online: a room's page, and the "Play online" panel under every play page.

A page in a room shows one seat's view (or the public view for a spectator link), who is
connected, whose turn it is and which invites are unused. It never receives the seed, the
raw log or another seat's cards: the scene is built from ``RoomSession.view()``, as on one
screen. There is no save, download or free undo until the game ends: undo is a request the
others accept. Pages wake when the room changes (``fashion_core.rooms`` watchers), send a
heartbeat every few seconds, and drive the bots' moves (every page proposes the same move).
"""

from __future__ import annotations

import html
import logging
import os
import threading
import time
from collections.abc import Callable, Iterable
from typing import Any
from urllib.parse import parse_qs, urlencode

import ipywidgets as w

from fashion_core import GAMES, IllegalAction
from fashion_core.rooms import (
    RoomError,
    RoomSession,
    RoomStore,
    SeatSpec,
    StoreUnavailable,
    open_store,
)
from fashion_core.rooms.session import HEARTBEAT
from widgets.lite import IN_BROWSER, NO_STORE_NOTE, SERVER_ONLY_NOTE, browser_store
from widgets.pages.app import (
    EndingButton,
    GameApp,
    ReviewInPlace,
    answer_click,
    offer_ending,
)
from widgets.pages.shared import LOG_LINES, bot_pause, log_line, running_loop
from widgets.registry import ui_for
from widgets.server.voila_request import preheated, wait_for_request
from widgets.table.scene import UIState
from widgets.table.widget import Table

log = logging.getLogger(__name__)

BOT_DELAY = 0.4
"""Seconds a bot's move waits, so people see whose turn it was."""

RETRY = 2.0
"""Seconds between two tries while the room database is unreachable."""


ENDING_BUTTONS: dict[str, list[EndingButton]] = {
    "round": [("ui:dismiss", "Hide this", "primary", "dismiss")],
    "game": [("ui:dismiss", "See the table", None, "dismiss")],
}
"""An online room's endings: nobody waits for anyone's "Next round", so a page only hides what
its player has read (and a move of theirs hides it too)."""

PLAYER_ENDING_BUTTONS: dict[str, list[EndingButton]] = {
    **ENDING_BUTTONS,
    "game": [*ENDING_BUTTONS["game"], ("ui:review", "Review this game", "primary", "review")],
}
"""A seated player's: the game's end also opens the review of their own decisions."""


class OnlineTable(w.VBox):
    """A page in a room, opened with a seat's invite key or the spectator key.

    A bad key raises :class:`RoomError` before anything is shown (see :func:`room_page`).
    ``clock`` gives the time in seconds (tests pass their own to be two minutes later).
    """

    def __init__(
        self,
        store: RoomStore,
        room_id: str,
        key: str,
        *,
        page: str | None = None,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self._stop = threading.Event()
        self._clock = clock
        self.store = store
        self.session = RoomSession(store, room_id, key, page)
        self.game = self.session.position.match.game
        self.parts = ui_for(self.game.name)
        self.table = Table(faces=self.parts.face_for)
        self.table.add_class("fg-fit")  # fills the window, as the one-screen table does
        self.table.on_click(self._on_click)
        self.table.on_stale(lambda _key: self._say("warn", "That click was for an earlier view."))
        self.status = w.HTML()
        self.status.add_class("fg-online-status")
        self.ask_undo = w.Button(description="Ask to undo my last move")
        self.accept_undo = w.Button(description="Agree to undo", button_style="success")
        self.refuse_undo = w.Button(description="Refuse undo")
        self.hand_over = w.Button(description="Let a bot play for away players")
        self.ask_undo.on_click(lambda _b: self._tool(lambda: self.session.ask_undo()))
        self.accept_undo.on_click(lambda _b: self._tool(lambda: self.session.answer_undo(True)))
        self.refuse_undo.on_click(lambda _b: self._tool(lambda: self.session.answer_undo(False)))
        self.hand_over.on_click(lambda _b: self._tool(self._hand_away_seats))
        for button in (self.ask_undo, self.accept_undo, self.refuse_undo, self.hand_over):
            button.layout.width = "auto"  # the whole description, not "Ask to undo my la…"
        self.tools = w.HBox([self.ask_undo, self.accept_undo, self.refuse_undo, self.hand_over])
        self.tools.add_class("fg-online-tools")
        super().__init__([self.status, self.table, self.tools], layout=w.Layout(width="100%"))
        self.add_class("fg-online")
        self.ui = UIState()
        self._intents: dict[str, tuple[str, Any]] = {}
        self._notice: tuple[str, str] | None = None
        self._down: str | None = None
        self._dismissed: set[str] = set()  # endings this page's player has read
        self._review = ReviewInPlace(self)
        self.review_options: dict[str, Any] = {}  # for its ReviewApp (budget, workers...)
        self._loop = running_loop()
        self._render()
        if self._loop is not None:
            self._watcher = threading.Thread(target=self._watch, daemon=True)
            self._watcher.start()
            self._loop.call_later(HEARTBEAT, self._beat)
            self._loop.call_soon(self._drive_bots)

    @property
    def match(self) -> Any:
        """The replayed game (server side only: it holds the seed)."""
        return self.session.position.match

    # -- waking --------------------------------------------------------------------------

    def _watch(self) -> None:
        """Thread: wait on the store, and hand every wake-up to the kernel's loop."""
        watcher = None
        while not self._stop.is_set():
            try:
                if watcher is None:
                    watcher = self.store.watch(self.session.room_id)
                if watcher.wait(1.0):
                    self._soon(self._on_change)
            except StoreUnavailable as exc:
                watcher = None
                self._soon(lambda exc=exc: self._on_down(str(exc)))
                self._stop.wait(RETRY)
            except Exception:  # the page must keep working; the next wake-up retries
                log.exception("room watcher failed")
                self._stop.wait(RETRY)
        if watcher is not None:
            watcher.close()

    def _soon(self, callback: Any) -> None:
        if self._loop is not None and not self._loop.is_closed():
            self._loop.call_soon_threadsafe(callback)

    def _on_down(self, message: str) -> None:
        self._down = message
        self._render()

    def _on_change(self) -> None:
        """The store woke this page: redraw only if this room changed (SQLite wakes every
        page on any write to the file)."""
        before = self.session.room.changes
        try:
            new = self.session.sync()
        except StoreUnavailable as exc:
            self._on_down(str(exc))
            return
        recovered, self._down = self._down is not None, None
        if new:
            self._notice = None
            self.ui.selected = None
        if new or recovered or self.session.room.changes != before:
            self._render()
        self._schedule_bots()

    def _beat(self) -> None:
        down = self._down
        try:
            self.session.heartbeat()
            new = self.session.sync()
            self._down = None
        except StoreUnavailable as exc:
            new, self._down = [], str(exc)
        # Time alone makes a friend "away" and the hand-over possible: check both each beat.
        if new or down != self._down or self._status_html() != self.status.value:
            self._render()
        else:
            self._update_hand_over()
        self._schedule_bots()
        if not self._stop.is_set() and self._loop is not None:
            self._loop.call_later(HEARTBEAT, self._beat)

    def _schedule_bots(self) -> None:
        if self._loop is not None and self.session.bot_to_move() is not None:
            self._loop.call_later(bot_pause(BOT_DELAY), self._drive_bots)

    def _drive_bots(self) -> None:
        try:
            if self.session.play_bot() is not None:
                self._render()
                self._schedule_bots()
        except StoreUnavailable as exc:
            self._on_down(str(exc))
        except Exception:
            log.exception("bot move failed")

    def close(self) -> None:
        self._stop.set()
        super().close()

    # -- showing -------------------------------------------------------------------------

    def _render(self) -> None:
        s = self.session
        state = s.position.match.state
        view = s.view()
        self.ui.seat_kinds = [
            "human" if seat.bot is None and not seat.stand_in else seat.bot or "heuristic"
            for seat in s.room.seats
        ]
        built = self.parts.build(view, self.ui)
        scene, self._intents = built.scene, dict(built.intents)
        # A round's ending used to stay in the status bar, over the table, all through the
        # next round: the one-screen app's "Next round" has no meaning here.
        seated = s.seat is not None and not s.lost_seat
        buttons = PLAYER_ENDING_BUTTONS if seated else ENDING_BUTTONS
        offer_ending(scene, self._intents, self._dismissed, buttons)
        notice = self._notice
        if self._down:
            notice = ("error", self._down)
        elif s.lost_seat:
            notice = ("warn", "This seat was opened in another window; this page now watches.")
        elif s.position.undo_asker is not None:
            asker = s.room.seats[s.position.undo_asker].name
            notice = ("info", f"{asker} asks to undo their last move.")
        if notice is not None:
            scene["notice"] = {"kind": notice[0], "text": notice[1]}
        me = s.room.seats[s.seat].name if s.seat is not None else ""
        lines = [log_line(text, me) for text in state.events_for(s.seat)[-LOG_LINES:]]
        scene.setdefault("side", []).append(
            {"id": "log", "title": "What happened", "kind": "log", "lines": lines[::-1]}
        )
        if lines:
            scene["announce"] = lines[-1]
        self.table.show(scene)
        self.status.value = self._status_html()
        playing = s.seat is not None and not s.lost_seat and not state.is_over
        asker = s.position.undo_asker
        self.ask_undo.disabled = not (
            playing and asker is None and s.position.match.can_undo(s.seat)
        )
        answering = playing and asker is not None and asker != s.seat
        self.accept_undo.disabled = self.refuse_undo.disabled = not answering
        self._update_hand_over()
        # A spectator has no tools, and an answer is shown only while a request waits for it.
        self.tools.layout.display = "flex" if playing else "none"
        for button in (self.accept_undo, self.refuse_undo):
            button.layout.display = "" if answering else "none"

    def _status_html(self) -> str:
        s = self.session
        state = s.position.match.state
        now = self._clock()
        rows = []
        for seat, here in s.seat_status(now):
            if seat.bot is not None:
                who = "bot"
            elif seat.stand_in:
                who = "away: a bot plays for now"
            elif seat.claimed is None:
                who = "invite not used yet"
            else:
                who = "connected" if here else "away"
            you = " (you)" if seat.number == s.seat else ""
            turn = ", to move" if not state.is_over and state.current_player == seat.number else ""
            rows.append(
                f"<li data-seat='{seat.number}'><b>{html.escape(seat.name)}</b>{you}: "
                f"{who}{turn}</li>"
            )
        role = (
            "You watch this game."
            if s.seat is None or s.lost_seat
            else f"You play {html.escape(s.room.seats[s.seat].name)}."
        )
        # One line above the table (CSS sets the list inline): at 1280x800 a paragraph and a
        # list of seats pushed the hand under the status bar.
        return (
            f"<div data-testid='online-status'><span>Online game · {role}</span> "
            f"<ul aria-label='Seats'>{''.join(rows)}</ul></div>"
        )

    def _say(self, kind: str, text: str) -> None:
        self._notice = (kind, text)
        self._render()

    # -- acting --------------------------------------------------------------------------

    def _on_click(self, key: str) -> None:
        answer_click(key, self._intents, self._click, self._say, (IllegalAction, RoomError))

    def _click(self, key: str, kind: str, value: Any) -> None:
        try:
            if kind == "ui" and value == "dismiss":
                self._dismiss_ending()
                self._render()
            elif kind == "ui" and value == "review":
                self.open_review(**self.review_options)
            elif kind == "select":
                self.ui.selected = None if value == self.ui.selected else value
                self._notice = None
                self._render()
            elif kind == "act":
                self._dismiss_ending()  # moving on means it was read
                outcome = self.session.play(self.game.action_from_json(value))
                self.ui.selected = None
                self._notice = None if outcome.kept else ("warn", outcome.message)
                self._render()
                self._schedule_bots()
        except StoreUnavailable as exc:
            self._on_down(str(exc))

    def open_review(self, **options: Any) -> Any:
        """The finished game's review, for this page's seat, in place of the table ("Back to
        the game" returns). Refused before the end, and to spectators (it shows one seat's
        cards move by move)."""
        s = self.session
        if not s.position.match.state.is_over or s.seat is None or s.lost_seat:
            self._say("warn", "Each player can review the game once it is over.")
            return None
        return self._review.open(s.position.match, s.seat, **options)

    def _dismiss_ending(self) -> None:
        ending = self.table.scene.get("ending")
        if ending is not None:
            self._dismissed.add(ending["id"])

    def _tool(self, act: Any) -> None:
        try:
            outcome = act()
            if outcome is not None and not outcome.kept:
                self._notice = ("warn", outcome.message)
            self._render()
            self._schedule_bots()
        except (IllegalAction, RoomError) as exc:
            self._say("error", str(exc))
        except StoreUnavailable as exc:
            self._on_down(str(exc))

    def _update_hand_over(self) -> None:
        s = self.session
        playing = s.seat is not None and not s.lost_seat and not s.position.match.state.is_over
        self.hand_over.disabled = not (playing and self._away_seats())

    def _away_seats(self) -> list[int]:
        """Friends' seats a bot may take: claimed, and away longer than the room allows."""
        now = self._clock()
        room = self.session.room
        return [
            seat.number
            for seat in room.seats
            if seat.number != self.session.seat and seat.away_too_long(now, room.timeout)
        ]

    def _hand_away_seats(self) -> None:
        # Checked again here: a browser can send the click of a disabled button.
        away = self._away_seats()
        if not away:
            raise RoomError("Nobody has been away long enough to hand their seat to a bot")
        for seat in away:
            self.session.hand_to_bot(seat, now=self._clock())


# -- the "Play online" panel and the page entry point ----------------------------------------


REQUEST_KNOWN = threading.Event()
"""Set once this kernel knows the page's request (its address and query string): at once for a
kernel Voila started for the request, later for a preheated one (:func:`play_page`)."""

REQUEST_WAIT = 5.0
"""Seconds "Play online" waits, at the most, for a preheated kernel to learn the page's address:
invite links without it would read "?room=..." and be useless to copy."""


def page_link(query: dict[str, str], page: str | None = None) -> str:
    """A link to this page with ``query``: from the page's address as its browser reported it
    (``page``), else from what Voila told the kernel about the request (which has no scheme:
    it reads http)."""
    if page:
        return f"{page}?{urlencode(query)}"
    if preheated():
        REQUEST_KNOWN.wait(REQUEST_WAIT)
    name = os.environ.get("SERVER_NAME", "")
    port = os.environ.get("SERVER_PORT", "")
    path = os.environ.get("SCRIPT_NAME", "")
    origin = f"http://{name}{':' + port if port else ''}" if name else ""
    return f"{origin}{path}?{urlencode(query)}"


INVITES_ANCHOR = "fg-invites"
"""The id of the invite links under the host's table (the line above it links there)."""


class OnlineHost(w.VBox):
    """The "Play online" panel: makes a room from the app's seats and shows the links.

    Human seats become friends' seats (the host plays the first one), bot seats stay bots.
    """

    def __init__(self, app: Any, container: w.Box, store: RoomStore | None = None) -> None:
        self.app = app
        self.container = container
        self._store = store
        self.button = w.Button(description="Play online", icon="globe")
        self.button.add_class("fg-play-online")
        self.button.on_click(lambda _b: self.create())
        self.message = w.HTML()
        super().__init__([self.button, self.message])
        self.add_class("fg-online-host")

    def create(self) -> None:
        try:
            seats, names, options = self.app.chrome.read_setup()
            specs = [
                SeatSpec(name, None if kind == "human" else kind)
                for kind, name in zip(seats, names, strict=True)
            ]
            store = self._store or open_store()
            invites = store.create_room(self.app.game.name, specs, options)
            host_seat = min(invites.seat_keys)
            table = OnlineTable(store, invites.room_id, invites.seat_keys[host_seat])
        except (RoomError, StoreUnavailable, ValueError) as exc:
            self.message.value = f"<p class='fg-error'>{html.escape(str(exc))}</p>"
            return
        links = [
            (f"{specs[seat].name}'s invite", {"room": invites.room_id, "key": key})
            for seat, key in sorted(invites.seat_keys.items())
            if seat != host_seat
        ]
        links.append(("Spectators", {"room": invites.room_id, "key": invites.spectator_key}))
        links.append(
            (
                "Your own link (to come back)",
                {"room": invites.room_id, "key": invites.seat_keys[host_seat]},
            )
        )
        page = self.app.chrome.visitor.page
        hrefs = [html.escape(page_link(query, page)) for _label, query in links]
        items = "".join(
            f"<li>{html.escape(label)}: <a data-testid='invite-{i}' href='{href}' "
            f"target='_blank'>{href}</a></li>"
            for i, ((label, _query), href) in enumerate(zip(links, hrefs, strict=True))
        )
        # The links go under the table, so the host's hand is in view at once; one line
        # above the table points to them.
        pointer = w.HTML(
            "<p class='fg-online-pointer'>Your room is ready. Send each friend their own "
            f"link: <a href='#{INVITES_ANCHOR}'>invite links</a> (under the table).</p>"
        )
        invites_html = w.HTML(
            f"<div data-testid='online-invites' id='{INVITES_ANCHOR}'>"
            "<h3>Invite links</h3><p>Send each friend their own link; each link opens one seat."
            f"</p><ul>{items}</ul></div>"
        )
        invites_html.add_class("fg-online-invites")
        self.container.children = (pointer, table, invites_html)


def room_page(query: str, store: RoomStore | None = None) -> w.Widget:
    """The page for a room link's query string; a bad link gets a clear message, no seat."""
    params = parse_qs(query.lstrip("?"), max_num_fields=10)
    room = (params.get("room") or [""])[0]
    key = (params.get("key") or [""])[0]
    try:
        return OnlineTable(store or open_store(), room, key)
    except (RoomError, StoreUnavailable) as exc:
        return w.HTML(f"<p class='fg-error' data-testid='online-error'>{html.escape(str(exc))}</p>")


def play_page(game: str, **app_options: Any) -> w.Widget:
    """A play page: the room named in the link's query string, or the one-screen app with
    "Play online" under it.

    A preheated Voila kernel runs the notebook before anyone asks for the page, so it cannot
    know the query string yet, and it must not block for it (the cell time limit would stop
    the page): it shows the one-screen app, waits for the request in a thread
    (:func:`widgets.server.voila_request.wait_for_request`), and swaps in the room if the link
    names one.
    """
    if game not in GAMES:
        raise ValueError(f"There is no game called {game!r}")
    if not preheated():
        REQUEST_KNOWN.set()
        query = os.environ.get("QUERY_STRING", "")
        return room_page(query) if "room=" in query else _one_screen(game, **app_options)
    box = _one_screen(game, **app_options)
    loop = running_loop()

    def wait_for_the_visitor() -> None:
        wait_for_request()
        REQUEST_KNOWN.set()
        query = os.environ.get("QUERY_STRING", "")
        if "room=" in query and loop is not None:
            loop.call_soon_threadsafe(lambda: show_room_instead(box, query))

    threading.Thread(target=wait_for_the_visitor, daemon=True).start()
    return box


ONE_SCREEN_INTRO = (
    "A game against the computer is on the table above. To play with other seats (you, friends "
    "on this screen, or bots), choose them in the bar below and press <b>New game</b>; to play "
    "friends in their own browsers, press <b>Play online</b>."
)
"""What the page says under a one-screen game's table and tools (a room page says who you play
instead); above the table it pushed the cards down, and the table fills the window now."""

BROWSER_INTRO = (
    "A game against the computer is on the table above. To play with other seats (you, friends "
    "on this screen, or bots), choose them in the bar below and press <b>New game</b>."
)
"""The same, in the static site (which has no online rooms)."""


def show_room_instead(box: w.Box, query: str) -> None:
    """Put the room named in ``query`` in ``box`` in place of the one-screen app, and close
    that app's widgets: a browser that connects asks the kernel for every open widget's state,
    and the app's table holds the hand of a game that was dealt only to warm the kernel up."""
    old = box.children
    box.children = (room_page(query),)
    close_tree(old)


def close_tree(roots: Iterable[w.Widget]) -> None:
    """Close these widgets and every widget they hold in their synced traits (children,
    layouts, styles), so none of their state reaches a browser any more."""
    seen: set[int] = set()
    stack = list(roots)
    while stack:
        widget = stack.pop()
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        for name in widget.keys:
            value = getattr(widget, name, None)
            values = value if isinstance(value, (tuple, list)) else (value,)
            stack.extend(v for v in values if isinstance(v, w.Widget))
        widget.close()


def _one_screen(game: str, **app_options: Any) -> w.VBox:
    app = GameApp(game, **app_options)
    box = w.VBox()
    if IN_BROWSER:  # the static site: no server to hold a room, so no "Play online"
        intro = w.HTML(f"<p data-testid='page-intro' style='margin: 0'>{BROWSER_INTRO}</p>")
        said = SERVER_ONLY_NOTE if browser_store() else f"{SERVER_ONLY_NOTE} {NO_STORE_NOTE}"
        note = w.HTML(f"<p data-testid='server-only' class='fg-server-only'>{said}</p>")
        box.children = (app, intro, note)
        return box
    intro = w.HTML(f"<p data-testid='page-intro' style='margin: 0'>{ONE_SCREEN_INTRO}</p>")
    box.children = (app, intro, OnlineHost(app, box))
    return box
