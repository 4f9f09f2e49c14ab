"""Lessons: a fixed position, a task, and feedback checked by the rules.

Every step ends in something the learner *does*: a move on the table (checked by the rules, so
an illegal move is explained by the rule it breaks) or an answer to a question whose right answer
the rules compute. Game-specific steps are the lessons each game registers in
``widgets/registry.py``; notebooks show them with one line,
``Lesson.of("colour_bazaar", "suit_match")``.

>>> from fashion_core.games.colour_bazaar.positions import arrange
>>> step = Question("How many markets are there?",
...                 lambda: arrange([["the Sea"], ["the Mill"]]),
...                 choices=lambda s: ["3", "4"], answer=lambda s: str(len(s.stacks)))
>>> lesson = Lesson("colour_bazaar", [step])
>>> lesson.table.click("lesson:answer:1"); lesson.solved
True
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as w

from fashion_core import GAMES, Action, IllegalAction, State
from widgets.registry import ui_for
from widgets.scene import UIState
from widgets.table import Table

log = logging.getLogger(__name__)

Text = str | Callable[[State], str]


def sentence(text: str) -> str:
    """Capitalise the first letter only ("plays the Sea" -> "Plays the Sea")."""
    return text[:1].upper() + text[1:]


def choices_around(right: int, *wrong: int, spread: int = 3) -> list[str]:
    """Answer buttons: the right number, the given wrong readings, and neighbours, sorted."""
    values = {right, *wrong}
    step = 1
    while len(values) < spread + 1:
        values.add(right + step)
        if right - step >= 0 and len(values) < spread + 1:
            values.add(right - step)
        step += 1
    return [str(v) for v in sorted(values)]


def _text(value: Text, state: State) -> str:
    return value(state) if callable(value) else value


@dataclass
class Task:
    """Make a move. ``check(before, action)`` returns ``(correct, feedback)`` for a legal move;
    without it, any legal move is right. Illegal moves are explained by the rules."""

    prompt: Text
    position: Callable[[], State]
    check: Callable[[State, Action], tuple[bool, str]] | None = None
    explain: Text = ""
    seat: int = 0
    hide: tuple[str, ...] = ()


@dataclass
class Question:
    """Answer a question; the right answer is computed from the position by the rules."""

    prompt: Text
    position: Callable[[], State]
    choices: Callable[[State], list[str]]
    answer: Callable[[State], str]
    explain: Text = ""
    seat: int = 0
    hide: tuple[str, ...] = ()
    """Parts of the scene to hide until solved (they would give the answer away)."""


Step = Task | Question


class Lesson(w.VBox):
    """A sequence of steps on a card table, with "Next" once a step is solved."""

    def __init__(self, game: str, steps: Sequence[Step], title: str = "") -> None:
        if not steps:
            raise ValueError("a lesson needs at least one step")
        self.game = GAMES[game]
        self.parts = ui_for(game)
        self.steps = list(steps)
        self.title = title or self.game.title
        self.table = Table(faces=self.parts.face_for)
        self.table.on_click(self._on_click)
        self.table.on_stale(
            lambda key: self._render(("warn", "That click was for an earlier position; try again."))
        )
        super().__init__([self.table])
        self.add_class("fg-lesson")
        self.index = 0
        self._start_step()

    @classmethod
    def of(cls, game: str, name: str) -> Lesson:
        """The lesson called ``name`` from the game's registered lessons."""
        title, steps = ui_for(game).lesson_sets[name]
        return cls(game, steps, title)

    # -- steps --------------------------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.steps[self.index]

    def _start_step(self) -> None:
        self.state = self.step.position()
        self.start = self.state.clone()
        self.ui = UIState(seat_kinds=["human"] * self.state.num_players, lesson=True)
        self.solved = False
        self.tries = 0
        self._render(None)

    def _render(self, notice: tuple[str, str] | None) -> None:
        step = self.step
        view = self.state.view(step.seat)
        if self.solved or isinstance(step, Question):
            view = {**view, "legal": []}  # the table is for looking once the task is done
        self.ui.extra["hide"] = () if self.solved else step.hide
        built = self.parts.build(view, self.ui)
        scene = built.scene
        intents: dict[str, tuple[str, Any]] = {} if self.solved else dict(built.intents)
        if self.solved:
            for area in scene.get("areas", ()):
                for zone in area.get("zones", ()):
                    zone.pop("key", None)
                    for item in zone.get("items", ()):
                        item.pop("key", None)
        progress = f"{self.title} · step {self.index + 1} of {len(self.steps)}"
        scene["title"], scene["subtitle"] = progress, ""
        scene["prompt"] = _text(step.prompt, self.start)
        buttons: list[dict[str, Any]] = []
        if isinstance(step, Question) and not self.solved:
            for i, choice in enumerate(step.choices(self.start)):
                buttons.append({"key": f"lesson:answer:{i}", "label": choice})
                intents[f"lesson:answer:{i}"] = ("answer", choice)
        elif not self.solved:
            buttons = list(scene.get("buttons", ()))
        if self.tries or self.solved:
            buttons.append({"key": "lesson:retry", "label": "↺ Start this step again"})
            intents["lesson:retry"] = ("lesson", "retry")
        if self.index > 0:
            buttons.append({"key": "lesson:back", "label": "← Previous step"})
            intents["lesson:back"] = ("lesson", "back")
        if self.solved and self.index + 1 < len(self.steps):
            buttons.append({"key": "lesson:next", "label": "Next step →", "state": "primary"})
            intents["lesson:next"] = ("lesson", "next")
        scene["buttons"] = buttons
        scene["side"] = [p for p in scene.get("side", ()) if p.get("id") != "log"]
        if notice is not None:
            scene["notice"] = {"kind": notice[0], "text": notice[1]}
            scene["announce"] = notice[1]
        self._intents = intents
        self.table.show(scene)

    # -- clicks -------------------------------------------------------------------------

    def _on_click(self, key: str) -> None:
        try:
            self._click(key)
        except Exception:  # a lesson must never show a traceback
            log.exception("lesson click %r failed", key)
            self._render(("error", "Something went wrong; press “Start this step again”."))

    def _click(self, key: str) -> None:
        intent = self._intents.get(key)
        if intent is None:
            self._render(("warn", "That is not part of this exercise."))
            return
        kind, value = intent
        if kind == "lesson":
            if value == "next":
                self.index += 1
            elif value == "back":
                self.index -= 1
            self._start_step()
        elif kind == "select":
            self.ui.selected = None if value == self.ui.selected else value
            self._render(None)
        elif kind == "answer":
            self._answer(value)
        elif kind == "act":
            self._move(self.game.action_from_json(value))

    def _answer(self, choice: str) -> None:
        step = self.step
        assert isinstance(step, Question)
        self.tries += 1
        right = step.answer(self.start)
        if choice == right:
            self.solved = True
            self._render(("ok", f"Right: {right}. {_text(step.explain, self.start)}".strip()))
        else:
            self._render(("error", f"Not {choice}. Look again and try another answer."))

    def _move(self, action: Action) -> None:
        step = self.step
        assert isinstance(step, Task)
        self.tries += 1
        before = self.state.clone()
        try:
            self.state.apply(action)
        except IllegalAction as exc:
            self._render(("error", f"Not allowed. {exc}"))
            return
        self.ui.selected = None
        correct, feedback = (True, "") if step.check is None else step.check(before, action)
        if correct:
            self.solved = True
            said = " ".join(part for part in (feedback, _text(step.explain, before)) if part)
            self._render(("ok", f"Right! {sentence(said)}".strip()))
        else:
            self.state = before
            self._render(("warn", f"That move is legal, but {feedback} Try again."))

    # -- for tests and notebooks ---------------------------------------------------------

    def goto(self, index: int) -> None:
        self.index = index
        self._start_step()
