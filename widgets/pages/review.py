"""The review page: step through a finished game (or a save) and see its moves rated.

:class:`ReviewApp` shows the table as the reviewed seat saw it after each move (the game's own
scene builder on that seat's view, nothing else), with first / back / forward / last buttons, a
slider and the arrow keys. After the game, "Show all cards" adds what every other seat could
see and the reviewed seat could not (from ``State.hidden_cards``), as a replay on a game site.

The analysis (:mod:`fashion_core.review`) runs in the background: an asyncio task in the
kernel hands the decisions to worker processes and updates a progress bar as each verdict
comes in, so the review can be browsed meanwhile. The chart of winning chances is a picture;
the worst moves are listed beside it as buttons that jump to them (clicks on the picture
itself would need a plotting widget we do not ship).

>>> from fashion_core import GAMES, Match
>>> match = Match(GAMES["colour_bazaar"], players=2, seed=2)
>>> for _ in range(3):
...     match.apply(match.state.legal_actions()[0])
>>> app = ReviewApp(match, seat=0, analyse=False)
>>> app.step, app.last_step
(3, 3)
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import io
import logging
import multiprocessing
import os
import pathlib
import tempfile
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import anywidget
import ipywidgets as w
import traitlets

from widgets.lite import IN_BROWSER

try:
    import fcntl
except ImportError:  # Pyodide (the static site): one kernel in one browser, no slots to share
    fcntl = None  # type: ignore[assignment]
try:
    from matplotlib.figure import Figure
except ImportError:  # the static site has no matplotlib (no Pyodide build on PyPI): no chart
    Figure = None  # type: ignore[assignment,misc]

from fashion_core import GAMES, Match, SaveFileError
from fashion_core.bots import make_bot
from fashion_core.engine import State
from fashion_core.review import (
    DEFAULT_ITERATIONS,
    MoveReview,
    Review,
    Verdict,
    finish,
    is_choice,
    iter_review,
    rate_saved_move,
    unjudged,
)
from fashion_core.words import amount
from widgets.pages.shared import LOG_LINES, SEAT_KINDS, log_line, running_loop
from widgets.registry import ui_for
from widgets.server.server_log import keep_logs_on_the_server
from widgets.storage.saves import (
    MAX_SAVE_BYTES,
    SavedGame,
    default_save_dir,
    list_saves,
    load_match,
    visitor_folder,
)
from widgets.storage.visitor import Visitor
from widgets.table.scene import UIState
from widgets.table.widget import Table

log = logging.getLogger(__name__)

VERDICT_STYLE = {  # colour and a shape: never colour alone
    Verdict.BEST: ("#1a7f37", "✓ best"),
    Verdict.AS_GOOD: ("#2d6a4f", "= as good as best"),
    Verdict.GOOD: ("#4b6b8a", "good"),
    Verdict.INACCURACY: ("#9a6700", "?! inaccuracy"),
    Verdict.MISTAKE: ("#bc4c00", "? mistake"),
    Verdict.BLUNDER: ("#b3261e", "?? blunder"),
}
WORST_SHOWN = 5


def scene_parts(game_name: str) -> tuple[Callable[..., Any], Callable[[str], str]]:
    """The game's scene builder and card faces, as registered in :mod:`widgets.registry` (a
    new game's review needs nothing more than its registration)."""
    parts = ui_for(game_name)
    return parts.build, parts.face_for


class KeyNav(anywidget.AnyWidget):
    """Arrow keys anywhere on the page (but in a text field or on a card) step the review."""

    _esm = """
    const STEPS = {ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last"};
    export default { render({ model, el }) {
      el.className = "fg-keynav";
      el.textContent = "Keys: ← → step, Home / End jump to the start / end.";
      const onKey = (event) => {
        const step = STEPS[event.key];
        if (!step || event.altKey || event.ctrlKey || event.metaKey) return;
        const t = event.target;
        if (t && t.closest && t.closest(
          "input, textarea, select, [contenteditable], .widget-slider, .fg-table [data-key]"
        )) return;
        event.preventDefault();
        model.send({ type: "key", step });
      };
      document.addEventListener("keydown", onKey);
      return () => document.removeEventListener("keydown", onKey);
    } };
    """
    _css = ".fg-keynav { color: #5b5766; font-size: 12px; padding: 2px 6px; }"
    enabled = traitlets.Bool(True).tag(sync=True)

    def __init__(self, on_step: Callable[[str], None]) -> None:
        super().__init__()
        self._on_step = on_step
        self.on_msg(self._message)

    def _message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") == "key":
            step = content.get("step")
            if step in ("first", "back", "forward", "last"):
                self._on_step(step)


class ReviewApp(w.VBox):
    """Step through ``match`` as ``seat`` saw it, with the search's verdict on each decision.

    ``seat`` (default 0) is the seat reviewed; another seat can be chosen once the game is over.
    ``iterations`` and ``seed`` set the analysis (same save + same seed = same verdicts);
    ``workers`` processes do it (0: a thread of this kernel). ``on_close`` adds a "Back to the
    game" button. ``analyse=False`` leaves the analysis to :meth:`start_analysis`.
    """

    def __init__(
        self,
        match: Match,
        seat: int = 0,
        *,
        iterations: int = DEFAULT_ITERATIONS,
        seed: int = 0,
        workers: int | None = None,
        on_close: Callable[[], None] | None = None,
        analyse: bool = True,
    ) -> None:
        keep_logs_on_the_server()  # a traceback must not travel to the page
        if not 0 <= seat < match.players:
            raise ValueError(f"this game has seats 1 to {match.players}, not {seat + 1}")
        self.match = match
        self.game = match.game
        self.seat = seat
        self.iterations = iterations
        self.seed = seed
        self.workers = default_workers() if workers is None else workers
        self.finished = match.state.is_over
        self.states, self.actors, self.texts = _positions(match)
        self.step = len(match.actions)
        self.show_all = False
        self.review: Review | None = None
        self.verdicts: dict[int, MoveReview] = {}
        self._decisions: list[int] = []
        self._unrated = 0
        self._list_decisions()
        self._task: asyncio.Task[Any] | None = None
        self._generation = 0
        self._build, faces = scene_parts(self.game.name)
        self.table = Table(faces=faces)
        self._make_controls(on_close)
        super().__init__(
            [self.header, self.nav, w.HBox([self.table, self.side], layout=_row())],
            layout=w.Layout(width="100%"),
        )
        self.add_class("fg-review")
        self._render()
        if analyse:
            self.start_analysis()

    @classmethod
    def from_save(cls, raw: bytes | str, seat: int | None = None, **kwargs: Any) -> ReviewApp:
        """A review of a save file (any game); ``seat`` defaults to its first human seat.

        Anything but a save this app could have written raises :class:`SaveFileError`."""
        match, seats, _ = load_match(raw, None, SEAT_KINDS)
        if seat is None:
            humans = [i for i, kind in enumerate(seats or []) if kind == "human"]
            seat = humans[0] if humans else 0
        return cls(match, seat, **kwargs)

    # -- the parts ------------------------------------------------------------------------

    def _make_controls(self, on_close: Callable[[], None] | None) -> None:
        names = self.match.names
        title = w.HTML(f"<h3 class='fg-review-title'>Review: {self.game.title}</h3>")
        self.seat_picker = w.Dropdown(
            options=[(name, i) for i, name in enumerate(names)],
            value=self.seat,
            description="Moves of",
            disabled=not self.finished,
            tooltip="Whose decisions are rated (any seat once the game is over)",
            layout=w.Layout(width="220px"),
        )
        self.seat_picker.observe(self._guard(self._on_seat), "value")
        self.show_all_box = w.Checkbox(
            value=False,
            description="Show all cards",
            disabled=not self.finished,
            indent=False,
            tooltip="Every hand, as on a replay (only once the game is over)",
            layout=w.Layout(width="150px"),
        )
        self.show_all_box.observe(self._guard(self._on_show_all), "value")
        parts: list[w.Widget] = [title, self.seat_picker, self.show_all_box]
        if not self.finished:
            parts.append(w.HTML("<i>The game is not over: you see only this seat's cards.</i>"))
        if on_close is not None:
            back = w.Button(description="← Back to the game")
            back.on_click(self._guard(lambda _: on_close()))
            parts.append(back)
        self.header = w.HBox(parts, layout=w.Layout(align_items="center", flex_flow="row wrap"))

        def button(label: str, tip: str, step: str) -> w.Button:
            b = w.Button(description=label, tooltip=tip, layout=w.Layout(width="auto"))
            b.on_click(self._guard(lambda _: self.go(step)))
            return b

        self.first_button = button("« First", "The deal, before any move", "first")
        self.back_button = button("◀ Back", "One move back", "back")
        self.forward_button = button("Forward ▶", "One move forward", "forward")
        self.last_button = button("Last »", "The last position", "last")
        self.slider = w.IntSlider(
            value=self.step,
            min=0,
            max=self.last_step,
            description="Move",
            continuous_update=False,
            readout=True,
            layout=w.Layout(width="360px"),
        )
        self.slider.observe(self._guard(self._on_slider), "value")
        self.keynav = KeyNav(self._guard(self.go))
        self.nav = w.HBox(
            [
                self.first_button,
                self.back_button,
                self.slider,
                self.forward_button,
                self.last_button,
                self.keynav,
            ],
            layout=w.Layout(align_items="center", flex_flow="row wrap"),
        )
        self.nav.add_class("fg-review-nav")
        self.verdict_html = w.HTML()
        self.progress = w.IntProgress(
            value=0, min=0, max=1, description="Analysis", layout=w.Layout(width="100%")
        )
        self.progress_text = w.HTML()
        # Hidden until it has a picture: an empty image shows as a broken one.
        self.chart = w.Image(format="png", layout=w.Layout(width="100%", display="none"))
        self.chart.add_class("fg-review-chart")
        self.worst_note = w.HTML()
        self.worst_buttons = [
            w.Button(layout=w.Layout(width="auto", display="none")) for _ in range(WORST_SHOWN)
        ]
        for rank, b in enumerate(self.worst_buttons):
            b.on_click(self._guard(lambda _, rank=rank: self._jump_to_worst(rank)))
        self._worst_steps: list[int] = []
        self.worst_box = w.VBox([self.worst_note, *self.worst_buttons])
        self.summary = w.HTML()
        self.side = w.VBox(
            [
                self.verdict_html,
                self.progress,
                self.progress_text,
                self.chart,
                self.summary,
                self.worst_box,
            ],
            layout=w.Layout(width="380px", min_width="320px", padding="0 0 0 10px"),
        )
        self.side.add_class("fg-review-side")

    def _guard(self, handler: Callable[..., None]) -> Callable[..., None]:
        """``handler`` for a message from the page: a failure is logged on the server and
        explained on the page, never raised into it."""

        def guarded(*args: Any) -> None:
            try:
                handler(*args)
            except Exception:
                log.exception("review: a control failed")
                self.verdict_html.value = (
                    "<p class='fg-verdict'>Sorry, that did not work; the review is unchanged.</p>"
                )

        return guarded

    @property
    def last_step(self) -> int:
        return len(self.match.actions)

    # -- stepping -------------------------------------------------------------------------

    def go(self, where: str | int) -> None:
        """Show a step: ``"first"``, ``"back"``, ``"forward"``, ``"last"`` or a number of moves."""
        targets = {
            "first": 0,
            "back": self.step - 1,
            "forward": self.step + 1,
            "last": self.last_step,
        }
        step = targets.get(where, where) if isinstance(where, str) else where
        if not isinstance(step, int):
            return
        step = max(0, min(self.last_step, step))
        if step != self.step:
            self.step = step
            self._render()

    def _on_slider(self, change: dict[str, Any]) -> None:
        self.go(int(change["new"]))

    def _on_show_all(self, change: dict[str, Any]) -> None:
        if change["new"] and not self.finished:  # the switch is no guard on its own
            self.show_all_box.value = False
            return
        self.show_all = bool(change["new"])
        self._render()

    def _on_seat(self, change: dict[str, Any]) -> None:
        if not self.finished:
            self.seat_picker.value = self.seat
            return
        self.seat = int(change["new"])
        self._render()
        self.start_analysis()

    # -- drawing --------------------------------------------------------------------------

    def scene_at(self, step: int) -> dict[str, Any]:
        """The table after ``step`` moves as the reviewed seat saw it (read-only)."""
        state = self.states[step]
        view = state.view(self.seat)
        built = self._build(view, UIState(seat_kinds=["human"] * self.match.players))
        scene = _read_only(built.scene)
        scene["prompt"] = self._caption(step)
        me = self.match.names[self.seat]
        lines = [log_line(text, me) for text in state.events_for(self.seat)[-LOG_LINES:]]
        scene.setdefault("side", []).append(
            {"id": "log", "title": "What happened", "kind": "log", "lines": lines[::-1]}
        )
        if self.show_all and self.finished:
            scene["areas"] = [*scene.get("areas", []), *self._hidden_areas(state)]
        return scene

    def _caption(self, step: int) -> str:
        if step == 0:
            return f"The deal. {self.last_step} moves follow."
        index = step - 1
        actor = self.actors[index]
        who = self.match.names[actor]
        head = f"Move {step} of {self.last_step}:"
        if actor == self.seat or (self.show_all and self.finished):
            # The seat's own move (or every card is shown anyway).
            return f"{head} {who} — {self.texts[index]}"
        # Another seat's move in the words the seat read in its log: the move itself could
        # name a card the seat never saw (a card taken into a hidden hand).
        before = self.states[index].log or []
        seen = self.states[step].events_for(self.seat, start=len(before))
        what = " ".join(log_line(text, self.match.names[self.seat]) for text in seen)
        return f"{head} {what}" if what else f"{head} {who} made a move you could not see."

    def _hidden_areas(self, state: State) -> list[dict[str, Any]]:
        """One zone per other seat: the cards it could see and the reviewed seat could not."""
        mine = state.hidden_cards(self.seat)
        zones = []
        for other in range(self.match.players):
            if other == self.seat:
                continue
            cards = sorted(mine - state.hidden_cards(other))
            name = self.match.names[other]
            zones.append(
                {
                    "id": f"revealed-{other}",
                    "label": f"{name} could see ({len(cards)})",
                    "layout": "row",
                    "size": "small",
                    "items": [{"card": c, "label": f"{c}, seen by {name}"} for c in cards],
                }
            )
        return [{"id": "revealed", "label": "All cards (after the game)", "zones": zones}]

    def _render(self) -> None:
        self.slider.value = self.step
        self.first_button.disabled = self.back_button.disabled = self.step == 0
        self.forward_button.disabled = self.last_button.disabled = self.step == self.last_step
        self.table.show(self.scene_at(self.step))
        self.verdict_html.value = self._verdict_text()
        self._mark_current()

    def _verdict_text(self) -> str:
        if self.step == 0:
            return "<p class='fg-verdict'>Step through the game with the buttons or arrow keys.</p>"
        index = self.step - 1
        name = self.match.names[self.seat]
        if self.actors[index] != self.seat:
            return f"<p class='fg-verdict'>Not {_esc(name)}'s move.</p>"
        move = self.verdicts.get(index)
        if move is None:
            if index in self._decisions:
                return "<p class='fg-verdict'>This move is still being analysed…</p>"
            state = self.states[index]
            reason = unjudged(state) if is_choice(state, self.seat) else None
            if reason is not None:
                return f"<p class='fg-verdict'>{_esc(reason)}</p>"
            return "<p class='fg-verdict'>The only legal move: nothing to rate.</p>"
        colour, label = VERDICT_STYLE[move.verdict]
        return (
            f"<div class='fg-verdict' data-verdict='{move.verdict.value}'>"
            f"<b style='color:{colour}'>{_esc(label)}</b> · "
            f"{move.game_chance:.0%} to win the game after this move<br>"
            f"{_esc(move.explanation)}</div>"
        )

    def _draw_worst(self) -> None:
        """Fill the fixed list of worst-move buttons (updated in place, never rebuilt)."""
        review = self.review
        worst = review.worst(WORST_SHOWN) if review is not None else []
        self._worst_steps = [move.index + 1 for move in worst]
        for i, button in enumerate(self.worst_buttons):
            if i < len(worst):
                move = worst[i]
                _, label = VERDICT_STYLE[move.verdict]
                button.description = f"Move {move.index + 1}: {label} (−{move.loss:.0%})"
                button.tooltip = move.explanation
                button.layout.display = ""
            else:
                button.layout.display = "none"
        complete = review is not None and len(review.moves) == len(self._decisions)
        if worst:
            self.worst_note.value = "<b>Worst moves</b> (click one to see it)"
        elif complete:
            self.worst_note.value = "No inaccuracies, mistakes or blunders found."
        else:
            self.worst_note.value = ""
        self._mark_current()

    def _mark_current(self) -> None:
        for button, step in zip(self.worst_buttons, self._worst_steps, strict=False):
            button.button_style = "info" if step == self.step else ""

    def _jump_to_worst(self, rank: int) -> None:
        if rank < len(self._worst_steps):
            self.go(self._worst_steps[rank])

    # -- the analysis -----------------------------------------------------------------------

    def start_analysis(self) -> None:
        """Rate the reviewed seat's decisions: in the background when the kernel's event loop
        runs (the page stays usable), else at once."""
        self._generation += 1
        if self._task is not None:
            self._task.cancel()
        self._list_decisions()
        self.verdicts = {}
        self.review = finish(self.match, self.seat, (), self.iterations, self.seed)
        self.progress.max = max(1, len(self._decisions))
        self.progress.value = 0
        self._progress_note()
        self.chart.layout.display = "none"  # the last seat's chart and lists go with it
        self.summary.value = ""
        self._draw_worst()
        loop = running_loop()
        if loop is None:
            moves = iter_review(self.match, self.seat, iterations=self.iterations, seed=self.seed)
            for move in moves:
                self._add(move)
            self._done()
            return
        if IN_BROWSER:
            loop.call_soon(self._rate_next, loop, self.match.dumps(), self._generation, 0)
            return
        self._task = loop.create_task(self._analyse(self._generation))

    async def _analyse(self, generation: int) -> None:
        save = self.match.dumps()
        with worker_slot() as may_start_workers:
            await self._rate_all(save, generation, self.workers if may_start_workers else 0)

    async def _rate_all(self, save: str, generation: int, workers: int) -> None:
        executor = _executor(workers)
        try:
            loop = asyncio.get_running_loop()
            futures = [
                loop.run_in_executor(
                    executor, rate_saved_move, save, index, self.iterations, self.seed
                )
                for index in self._decisions
            ]
            for future in futures:  # in game order, so the chart grows from the left
                move = await future
                if generation != self._generation:
                    return
                self._add(move)
            self._done()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("review analysis failed")
            self.progress_text.value = (
                "The analysis stopped with an error; the moves stay browsable."
            )
        finally:
            executor.shutdown(wait=False, cancel_futures=True)

    def _rate_next(
        self, loop: asyncio.AbstractEventLoop, save: str, generation: int, position: int
    ) -> None:
        """Pyodide has no threads or processes: rate one move, then let the page's clicks in
        before the next. A chain of plain callbacks, as the play page's bots move: an asyncio
        task started from the Review button's click made no progress in the browser's kernel
        (the page stayed at "0 of N decisions rated"), though the same task ran in Pyodide
        under Node."""
        if generation != self._generation:
            return
        if position == len(self._decisions):
            self._done()
            return
        try:
            move = rate_saved_move(save, self._decisions[position], self.iterations, self.seed)
        except Exception:
            log.exception("review analysis failed")
            self.progress_text.value = (
                "The analysis stopped with an error; the moves stay browsable."
            )
            return
        self._add(move)
        loop.call_soon(self._rate_next, loop, save, generation, position + 1)

    def _add(self, move: MoveReview) -> None:
        self.verdicts[move.index] = move
        moves = tuple(self.verdicts[i] for i in self._decisions if i in self.verdicts)
        self.review = finish(self.match, self.seat, moves, self.iterations, self.seed)
        self.progress.value = len(moves)
        self._progress_note()
        if len(moves) % 8 == 0:
            self._draw_chart()
        if move.index == self.step - 1:
            self.verdict_html.value = self._verdict_text()
        self._draw_worst()

    def _done(self) -> None:
        self._progress_note()
        self._draw_chart()
        self._draw_worst()
        self.verdict_html.value = self._verdict_text()
        review = self.review
        if review is not None:
            counts = ", ".join(
                f"{n} {VERDICT_STYLE[v][1]}" for v, n in review.counts().items() if n
            )
            self.summary.value = f"<p class='fg-review-summary'>{_esc(counts)}</p>"

    def stop(self) -> None:
        """Stop the analysis (the page is closing or another game is shown)."""
        self._generation += 1
        if self._task is not None:
            self._task.cancel()
            self._task = None

    def _list_decisions(self) -> None:
        """The seat's decisions to rate, and how many of its other choices the game's search
        cannot judge (each says why when stepped to)."""
        # The positions are at hand: no replay of the game (as decisions() would do).
        positions = self.states[:-1]
        choices = [i for i, state in enumerate(positions) if is_choice(state, self.seat)]
        self._decisions = [i for i in choices if unjudged(positions[i]) is None]
        self._unrated = len(choices) - len(self._decisions)

    def _progress_note(self) -> None:
        done, total = self.progress.value, len(self._decisions)
        if total == 0:
            text = "No decisions to rate."
        elif done < total:
            text = f"{done} of {total} decisions rated…"
        else:
            text = f"All {total} decisions rated."
        if self._unrated:
            text += (
                f" {amount(self._unrated, ('other choice', 'other choices'))} cannot be rated "
                "by the search (step to one to see why)."
            )
        self.progress_text.value = text

    def _draw_chart(self) -> None:
        if self.review is None or not self.review.moves or Figure is None:
            return
        complete = len(self.review.moves) == len(self._decisions)
        name = self.match.names[self.seat]
        self.chart.value = chart_png(self.review, name, self.last_step, complete=complete)
        self.chart.layout.display = ""


def chart_png(review: Review, name: str, moves: int, *, complete: bool = True) -> bytes:
    """The seat's winning chances after each analysed move, with a band for the search's
    margin of error, worst moves marked; the game's result once every move is analysed."""
    fig = Figure(figsize=(4.6, 2.6), dpi=100, layout="constrained")
    ax = fig.subplots()
    series = review.chances()
    xs = [x for x, _, _ in series]
    ys = [100 * y for _, y, _ in series]
    low = [max(0.0, 100 * (y - e)) for _, y, e in series]
    high = [min(100.0, 100 * (y + e)) for _, y, e in series]
    ax.axhline(50, color="#999999", linestyle="--", linewidth=0.8)
    ax.fill_between(
        xs, low, high, color="#0b5cad", alpha=0.18, linewidth=0, label="margin of error"
    )
    ax.plot(xs, ys, color="#0b5cad", linewidth=1.4, marker=".", markersize=4, label="estimate")
    final = review.final()
    if complete and final is not None:
        ax.plot(
            [final[0]],
            [100 * final[1]],
            marker="*",
            markersize=10,
            color="#333333",
            linestyle="none",
            label="result",
        )
    for rank, move in enumerate(review.worst(WORST_SHOWN)):
        colour, _ = VERDICT_STYLE[move.verdict]
        x, y = move.index + 1, 100 * move.game_chance
        ax.plot([x], [y], marker="v", markersize=8, color=colour, linestyle="none")
        # Marks of nearby moves would overprint each other: alternate above and below.
        ax.annotate(
            move.verdict.mark,
            (x, y),
            textcoords="offset points",
            xytext=(0, 9 if rank % 2 else -15),
            ha="center",
            fontsize=9,
            fontweight="bold",
            color=colour,
        )
    ax.set_xlim(0, max(moves, 1))
    ax.set_ylim(-5, 105)
    ax.set_xlabel("move")
    ax.set_ylabel("chance to win (%)")
    ax.set_title(f"{name}'s winning chances", fontsize=10)
    ax.legend(loc="lower left", fontsize=7, frameon=False)
    out = io.BytesIO()
    fig.savefig(out, format="png")
    return out.getvalue()


def default_workers() -> int:
    """Worker processes for the analysis: both cores of a small machine, at most two."""
    return min(2, os.cpu_count() or 1) if (os.cpu_count() or 1) > 1 else 0


ANALYSIS_SLOTS = 1
"""Reviews on one server that may analyse with worker processes at the same time. Each
visitor's page has a kernel process of its own, so without a limit across them twenty reviews
would start forty workers beside forty kernels; the others analyse in a thread of their own
kernel (slower, but no new process)."""
ANALYSIS_FOLDER = pathlib.Path(tempfile.gettempdir()) / f"fashion-games-analysis-{os.getuid()}"
"""Where the slots' lock files are: one folder for every kernel of the server's user."""


@contextlib.contextmanager
def worker_slot(folder: pathlib.Path | None = None, slots: int = ANALYSIS_SLOTS) -> Iterator[bool]:
    """Whether this analysis may start worker processes: it holds one of ``slots`` lock files
    shared by every kernel of the server's user. A kernel that dies frees its slot with it.

    >>> import tempfile, pathlib
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> with worker_slot(folder) as first, worker_slot(folder) as second:
    ...     first, second
    (True, False)
    """
    if fcntl is None:  # no worker processes in Pyodide anyway
        yield False
        return
    folder = folder or ANALYSIS_FOLDER
    folder.mkdir(mode=0o700, exist_ok=True)
    for slot in range(slots):
        handle = open(folder / f"slot-{slot}", "a")  # noqa: SIM115 - held while the analysis runs
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:  # taken by another analysis
            handle.close()
            continue
        try:
            yield True
        finally:
            handle.close()  # closing the file releases its lock
        return
    yield False


def _executor(workers: int) -> concurrent.futures.Executor:
    # The pools are reached through the package, which imports each on first use: Pyodide (the
    # static site) has no _multiprocessing, so importing ProcessPoolExecutor there fails, and
    # with it the whole review page. The browser never gets here (see _rate_next).
    if workers <= 0:
        return concurrent.futures.ThreadPoolExecutor(1)
    # forkserver: forking a kernel that runs threads is unsafe; spawn would re-run more.
    return concurrent.futures.ProcessPoolExecutor(
        workers, mp_context=multiprocessing.get_context("forkserver")
    )


def _positions(match: Match) -> tuple[list[State], list[int], list[str]]:
    """Every position of the game (after 0, 1, ... moves), who made each move, and its words."""
    state = match.game.new(match.players, match.seed, match.names, **match.options)
    states, actors, texts = [state.clone()], [], []
    for action in match.actions:
        actors.append(state.current_player)
        texts.append(state.describe_safely(action))
        state.apply(action)
        states.append(state.clone())
    return states, actors, texts


def _read_only(scene: dict[str, Any]) -> dict[str, Any]:
    """The scene without anything clickable: a review shows positions, it does not play."""
    scene = {**scene, "buttons": []}
    for key in ("curtain", "confirm", "ending", "tools"):
        scene.pop(key, None)
    for area in scene.get("areas", ()):
        for zone in area.get("zones", ()):
            for field in ("key", "target_text", "target_label"):
                zone.pop(field, None)
            for item in zone.get("items", ()):
                if item.pop("key", None) is not None:
                    item.pop("state", None)  # "you may play this": not here, not now
    return scene


def _row() -> w.Layout:
    return w.Layout(width="100%", align_items="flex-start")


def _esc(text: str) -> str:
    import html

    return html.escape(text)


# -- the review notebook's page: a save of this visitor's, or a file -----------------------------


SAMPLE_SEED = 1
"""The deal of every sample game (the same sample for every visitor: nothing of theirs)."""

SAMPLE_NAMES = ("Ada", "Coco", "Yves", "Elsa")


def sample_match(game_name: str, seed: int = SAMPLE_SEED) -> Match:
    """A whole game of ``game_name`` between heuristic bots at its fewest seats: something to
    review before you have saved a game of your own.

    >>> sample_match("colour_bazaar").state.is_over
    True
    """
    game = GAMES[game_name]
    players = game.min_players
    match = Match(game, players, seed=seed, names=list(SAMPLE_NAMES[:players]))
    bots = [make_bot(game, "heuristic", seed=seed + seat) for seat in range(players)]
    while not match.state.is_over:
        match.apply(bots[match.state.current_player].choose(match.state))
    return match


def _sample_options() -> list[tuple[str, str]]:
    return [
        (f"Sample game: {game.title}, between heuristic bots", f"sample:{name}")
        for name, game in GAMES.items()
    ]


class ReviewPage(w.VBox):
    """Pick one of *your* saved games (any game), a sample game, or open a save file, and
    review it.

    The list is the visitor's own save folder
    (:func:`widgets.storage.saves.visitor_folder`), read once the page has told the kernel its
    browser's key; nothing is listed before that. After it come a sample game of each game
    (:func:`sample_match`), so a first visit has something to review. ``options`` go to each
    :class:`ReviewApp`.
    """

    def __init__(self, save_dir: pathlib.Path | None = None, **options: Any) -> None:
        keep_logs_on_the_server()
        self.save_root = pathlib.Path(default_save_dir() if save_dir is None else save_dir)
        self.save_folder: pathlib.Path | None = None
        self.options = options
        self.review: ReviewApp | None = None
        self.picker = w.Dropdown(
            options=[("(your saved games appear here)", None), *_sample_options()],
            index=0,  # shown; ipywidgets selects nothing for a None value: an empty list box
            description="Saved game",
            style={"description_width": "initial"},
            layout=w.Layout(width="600px"),  # the whole label: game, players, move, date
            tooltip="Your saved games, of every game, newest first; then a sample of each game",
        )
        self.open_button = w.Button(description="Review", button_style="primary")
        self.open_button.on_click(lambda _: self._guarded(self._open_chosen))
        self.visitor = Visitor()  # the browser's key, and the "Open file…" button
        self.visitor.on_key(lambda key: self._guarded(self._on_visitor, key))
        self.visitor.on_file(lambda text: self._guarded(self._open_file, text))
        self.visitor.on_too_big(lambda size: self._guarded(self._too_big, size))
        self.message = w.HTML()
        self.holder = w.VBox()
        bar = w.HBox(
            [self.picker, self.open_button, self.visitor],
            layout=w.Layout(align_items="center", flex_flow="row wrap"),
        )
        super().__init__([bar, self.message, self.holder], layout=w.Layout(width="100%"))
        self.add_class("fg-review-page")

    def saves(self) -> list[tuple[str, SavedGame]]:
        """This visitor's saves of every game, with the game's title (none before the page
        has sent its key)."""
        return [
            (game.title, save)
            for game in GAMES.values()
            for save in list_saves(game, self.save_folder)
        ]

    def _on_visitor(self, key: str) -> None:
        self.save_folder = visitor_folder(self.save_root, key)
        saves = self.saves()
        if saves:
            first = [("Choose a saved game…", None)] + [
                (f"{title}: {save.label}", save.path) for title, save in saves
            ]
        else:
            first = [("(you have no saved games yet: try a sample)", None)]
        self.picker.options = [*first, *_sample_options()]
        self.picker.index = 0

    def _open_chosen(self) -> None:
        path = self.picker.value
        if path is None:
            self._say("Choose a saved game (or a sample game) from the list first.")
            return
        if isinstance(path, str) and path.startswith("sample:"):
            name = path.removeprefix("sample:")
            if name not in GAMES:  # whatever the page sends
                self._say("There is no sample of that game.")
                return
            self._show(sample_match(name).dumps())
            return
        if path not in {save.path for _, save in self.saves()}:  # whatever the page sends
            self._say("That save is not in your list.")
            return
        self._show(path.read_bytes())

    def _open_file(self, text: str | bytes) -> None:
        self._show(text)

    def _too_big(self, size: int) -> None:
        self._say(
            f"That file is {int(size) // 1000:,} kB; a Fashion Games save is at most "
            f"{MAX_SAVE_BYTES // 1000:,} kB, so it was not sent."
        )

    def _show(self, raw: str | bytes) -> None:
        try:
            review = ReviewApp.from_save(raw, **self.options)
        except SaveFileError as exc:
            self._say(str(exc))
            return
        if self.review is not None:
            self.review.stop()
        self.review = review
        self.holder.children = (review,)
        self.message.value = ""

    def _say(self, text: str) -> None:
        self.message.value = f"<p class='fg-review-message' role='alert'>{_esc(text)}</p>"

    def _guarded(self, handler: Callable[..., None], *args: Any) -> None:
        try:
            handler(*args)
        except Exception:  # the page must never see a traceback
            log.exception("review page: %s failed", handler.__name__)
            self._say("Sorry, that did not work; try another save.")


def review_page(save_dir: pathlib.Path | None = None, **options: Any) -> ReviewPage:
    """The review notebook's page (see :class:`ReviewPage`)."""
    return ReviewPage(save_dir, **options)


__all__: Sequence[str] = ("ReviewApp", "ReviewPage", "chart_png", "review_page")
