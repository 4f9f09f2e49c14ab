"""Lessons: a fixed position, a task, and feedback checked by the rules.

Every step ends in something the learner *does*: a move on the table (checked by the rules, so
an illegal move is explained by the rule it breaks) or an answer to a question whose right answer
the rules compute. Game-specific steps are the lessons in each game's UI package
(``widgets/games/<game>/lessons.py``); notebooks show them with one line,
``Lesson.of("colour_bazaar", "suit_match")``.

How a step teaches (the same for every game):

* each wrong answer is a :class:`Choice` whose ``why`` names the misreading that produces it,
  and a wrong legal move gets the ``check``'s own sentence;
* after a second wrong try the table shows the step's ``working``, the reasoning step by step;
  a right answer says why, and shows the working too (a score comes with its breakdown);
* markers that would give a move away are off until the first try
  (:attr:`~widgets.table.scene.UIState.reveal_moves`);
* "Another one" deals a fresh position of the same kind from the step's ``practice``
  generator (seeded, so the same lesson deals the same positions), and the subtitle keeps
  score ("3 of 4 right, 2 in a row").

>>> from fashion_core.games.colour_bazaar.positions import arrange
>>> step = Question("How many markets are there?",
...                 lambda: arrange(hands=[["the Sea"], ["the Mill"]]),
...                 choices=lambda s: [Choice("3", "The draw pile is not a market."), "4"],
...                 answer=lambda s: str(len(s.stacks)))
>>> lesson = Lesson("colour_bazaar", [step])
>>> lesson.table.click("lesson:answer:0"); lesson.table.scene["notice"]["text"]
'The draw pile is not a market.'
>>> lesson.table.click("lesson:answer:1"); lesson.solved
True
"""

from __future__ import annotations

import json
import logging
import random
import zlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as w

from fashion_core import GAMES, Action, IllegalAction, State
from widgets.registry import ui_for
from widgets.table.scene import UIState
from widgets.table.widget import Table

log = logging.getLogger(__name__)

Text = str | Callable[[State], str]
Working = Callable[[State], list[str]]
"""The reasoning of a step, one line per step, computed from the starting position."""


def sentence(text: str) -> str:
    """Capitalise the first letter only ("plays the Sea" -> "Plays the Sea")."""
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Choice:
    """An answer button. For a wrong answer, ``why`` says which misreading gives it and what
    the rule really says; for the right one, why it is right.

    >>> Choice("10", "10 would be right if Crowns counted; they are skipped.").text
    '10'
    """

    text: str
    """What the button says (compared with the step's ``answer``)."""
    why: str = ""
    """The explanation shown when this answer is chosen."""
    at: str = ""
    """Where on the table this answer can be clicked too: a zone id (``"display-1"``) or a
    card's face id; the button stays for the keyboard and screen readers."""


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


def readings(right: int, why_right: str, misreadings: dict[str, int], off: str) -> list[Choice]:
    """Number answers from named misreadings: ``{"if Crowns counted": 10}``. Each wrong
    number says the reading that gives it; numbers no reading gives get ``off`` (formatted
    with ``{n}``, the number; never with the right one, which a wrong try must not give
    away). Sorted by value, at least four buttons.

    >>> [c.text for c in readings(9, "ok", {"if Crowns counted": 10}, "{n} is off by one.")]
    ['8', '9', '10', '11']
    """
    why: dict[int, str] = {right: why_right}
    for reading, value in misreadings.items():
        if value != right and value not in why:
            why[value] = f"{value} would be right {reading}."
    for value in map(int, choices_around(right, *why)):
        why.setdefault(value, off.format(n=value))
    return [Choice(str(v), why[v]) for v in sorted(why)]


def explained(
    options: Sequence[str],
    why: Callable[[str], str],
    at: Callable[[str], str] | None = None,
) -> list[Choice]:
    """Answer buttons for named answers (players, colours, styles), in the order given, each
    with its own explanation ``why(option)`` (the right one says why it is right) and, with
    ``at``, the zone or card that answers it on the table.

    >>> [c.why for c in explained(["Ada", "Coco"], lambda name: f"{name} leads.")]
    ['Ada leads.', 'Coco leads.']
    """
    return [Choice(o, why(o), at(o) if at is not None else "") for o in options]


def _text(value: Text, state: State) -> str:
    return value(state) if callable(value) else value


Practice = Callable[[random.Random], "Step"]
"""A generator of fresh steps of the same kind: it plays random legal moves with the engine
from ``rng`` and returns a step whose answer is unique (and instructive)."""


@dataclass
class Task:
    """Make a move. ``check(before, action)`` returns ``(correct, feedback)`` for a legal move;
    without it, any legal move is right. Illegal moves are explained by the rules.

    A task of several moves (a whole turn) sets ``done``: moves go on until ``done(state)``
    holds, then ``judge(start, end)`` decides and the position returns to the start if wrong.
    """

    prompt: Text
    position: Callable[[], State]
    check: Callable[[State, Action], tuple[bool, str]] | None = None
    explain: Text = ""
    seat: int = 0
    hide: tuple[str, ...] = ()
    working: Working | None = None
    practice: Practice | None = None
    done: Callable[[State], bool] | None = None
    judge: Callable[[State, State], tuple[bool, str]] | None = None


@dataclass
class Question:
    """Answer a question; the right answer is computed from the position by the rules."""

    prompt: Text
    position: Callable[[], State]
    choices: Callable[[State], Sequence[str | Choice]]
    answer: Callable[[State], str]
    explain: Text = ""
    seat: int = 0
    hide: tuple[str, ...] = ()
    """Parts of the scene to hide until solved (they would give the answer away)."""
    working: Working | None = None
    practice: Practice | None = None


Step = Task | Question

PRACTICE_REDEALS = 20
"""How many practice positions "Another one" draws, at most, to find one not seen just now."""


def _fingerprint(step: Step) -> tuple[str, str]:
    """What a learner sees of a step: its words and the learner's view of its position (the
    same twice is a repeat, even if cards nobody sees were dealt otherwise)."""
    state = step.position()
    return _text(step.prompt, state), json.dumps(state.view(step.seat), sort_keys=True)


MOVE_MARKS = frozenset({"playable", "target", "warn", "dim"})
"""Item and zone states that tell legal or good moves apart (``selected`` stays)."""


def conceal_moves(scene: dict[str, Any]) -> None:
    """Take the move markers off every clickable item and zone: their states, notes and
    badges, and the words on targets. The keys stay, so every click still reaches the rules."""
    for area in scene.get("areas", ()):
        for zone in area.get("zones", ()):
            if zone.get("key"):
                if zone.get("state") in MOVE_MARKS:
                    zone.pop("state")
                zone["target_text"] = "Here"
            for item in zone.get("items", ()):
                if item.get("key"):
                    if item.get("state") in MOVE_MARKS:
                        item.pop("state")
                    item.pop("note", None)
                    item.pop("badge", None)


def _answer_on_table(scene: dict[str, Any], choice: Choice, index: int) -> bool:
    """Make the zone or card named by ``choice.at`` answer the question when clicked."""
    if not choice.at:
        return False
    key = f"lesson:pick:{index}"
    for area in scene.get("areas", ()):
        for zone in area.get("zones", ()):
            if zone.get("id") == choice.at and not zone.get("key"):
                zone["key"] = key
                zone["target_text"] = choice.text
                zone["target_label"] = f"Answer: {choice.text}"
                return True
            for item in zone.get("items", ()):
                if item.get("card") == choice.at and not item.get("key"):
                    item["key"] = key
                    item["label"] = f"Answer: {choice.text}. {item.get('label', '')}".strip()
                    return True
    return False


def _each_zone(scene: dict[str, Any], do: Callable[[dict[str, Any]], object]) -> None:
    for area in scene.get("areas", ()):
        for zone in area.get("zones", ()):
            do(zone)


def _not_active(zone: dict[str, Any]) -> None:
    """Whose turn it is must not show when the question is who begins."""
    if zone.get("state") == "active":
        zone.pop("state")


def _take_keys(zone: dict[str, Any]) -> None:
    """Nothing on a solved step's table is clickable any more."""
    zone.pop("key", None)
    for item in zone.get("items", ()):
        item.pop("key", None)


@dataclass
class Tally:
    """The practice score of one lesson: first-try successes, and the current run of them."""

    done: int = 0
    right: int = 0
    run: int = 0

    def record(self, first_try: bool) -> None:
        self.done += 1
        self.right += first_try
        self.run = self.run + 1 if first_try else 0

    def line(self) -> str:
        """ "3 of 4 right, 2 in a row" (counting steps solved at the first try)."""
        if not self.done:
            return ""
        text = f"{self.right} of {self.done} right"
        return text + (f", {self.run} in a row" if self.run > 1 else "")


class Lesson(w.VBox):
    """A sequence of steps on a card table, with "Next" once a step is solved."""

    def __init__(
        self, game: str, steps: Sequence[Step], title: str = "", seed: int | None = None
    ) -> None:
        if not steps:
            raise ValueError("a lesson needs at least one step")
        self.game = GAMES[game]
        self.parts = ui_for(game)
        self.steps = list(steps)
        self.title = title or self.game.title
        self.seed = zlib.crc32(f"{game}:{self.title}".encode()) if seed is None else seed
        self.tally = Tally()
        self.dealt = 0  # practice positions dealt so far (each is seeded by its number)
        self.table = Table(faces=self.parts.face_for)
        self.table.on_click(self._on_click)
        self.table.on_stale(
            lambda key: self._render(("warn", "That click was for an earlier position; try again."))
        )
        super().__init__([self.table])
        self.add_class("fg-lesson")
        self.index = 0
        self.extra: Step | None = None  # a practice step dealt by "Another one"
        self._start_step()

    @classmethod
    def of(cls, game: str, name: str, seed: int | None = None) -> Lesson:
        """The lesson called ``name`` from the game's registered lessons."""
        title, steps = ui_for(game).lesson_sets[name]
        return cls(game, steps, title, seed)

    # -- steps --------------------------------------------------------------------------

    @property
    def step(self) -> Step:
        return self.extra or self.steps[self.index]

    def _start_step(self) -> None:
        self.state = self.step.position()
        self.start = self.state.clone()
        self.ui = UIState(seat_kinds=["human"] * self.state.num_players, lesson=True)
        self.solved = False
        self.tries = 0
        self._render(None)

    def another(self) -> None:
        """Deal a fresh position of the current step's kind (its ``practice`` generator)."""
        practice = self.steps[self.index].practice
        if practice is None:
            raise ValueError("this step has no practice positions")
        # Never the step's own example again, nor the position just shown ("Another one"
        # repeated Purple Rules' and Colori's fixed examples word for word).
        seen = {_fingerprint(self.steps[self.index]), _fingerprint(self.step)}
        for _ in range(PRACTICE_REDEALS):
            rng = random.Random(f"{self.seed}:{self.index}:{self.dealt}")
            self.dealt += 1
            dealt = practice(rng)
            if _fingerprint(dealt) not in seen:
                break
        self.extra = dealt
        self._start_step()

    def _render(self, notice: tuple[str, str] | None, working: bool = False) -> None:
        """Show the step: the game's own table, made into an exercise, with the lesson's
        buttons, the working beside it and the latest feedback."""
        step = self.step
        scene, intents = self._table_scene(step)
        where = "another one" if self.extra else f"step {self.index + 1} of {len(self.steps)}"
        scene["title"] = f"{self.title} · {where}"
        scene["subtitle"] = self.tally.line()
        scene["prompt"] = _text(step.prompt, self.start)
        scene["buttons"] = self._answers(step, scene, intents) + self._navigation(intents)
        scene["side"] = [p for p in scene.get("side", ()) if p.get("id") != "log"]
        if (working or self.solved) and step.working is not None:
            title = "Why" if self.solved else "Step by step"
            lines = step.working(self.start)
            scene["side"].insert(0, {"id": "working", "title": title, "lines": lines})
        if notice is not None:
            scene["notice"] = {"kind": notice[0], "text": notice[1]}
            scene["announce"] = notice[1]
        self._intents = intents
        self.table.show(scene)

    def _table_scene(self, step: Step) -> tuple[dict[str, Any], dict[str, tuple[str, Any]]]:
        """The game's scene of the position, with what would give the answer away taken off
        until the learner has tried (or, for what ``hide`` names, until solved), and no
        clicks left on it once solved."""
        view = self.state.view(step.seat)
        if self.solved or isinstance(step, Question):
            view = {**view, "legal": []}  # the table is for looking once the task is done
        hide = () if self.solved else step.hide
        self.ui.extra["hide"] = hide
        self.ui.reveal_moves = self.tries > 0 or self.solved
        built = self.parts.build(view, self.ui)
        scene = built.scene
        if not self.ui.reveal_moves:
            conceal_moves(scene)
        if "turn" in hide:  # "who begins?" must not be shown by the table
            _each_zone(scene, _not_active)
        if "ending" in hide:  # the game-over panel names the winner and the scores
            scene.pop("ending", None)
        if self.solved:
            _each_zone(scene, _take_keys)
            return scene, {}
        return scene, dict(built.intents)

    def _answers(
        self, step: Step, scene: dict[str, Any], intents: dict[str, tuple[str, Any]]
    ) -> list[dict[str, Any]]:
        """A question's answer buttons (and the table spots that answer it), or a task's own
        move buttons; none once solved."""
        if self.solved:
            return []
        if not isinstance(step, Question):
            return list(scene.get("buttons", ()))
        buttons = []
        for i, choice in enumerate(step.choices(self.start)):
            label = choice.text if isinstance(choice, Choice) else choice
            buttons.append({"key": f"lesson:answer:{i}", "label": label})
            intents[f"lesson:answer:{i}"] = ("answer", i)
            if isinstance(choice, Choice) and _answer_on_table(scene, choice, i):
                intents[f"lesson:pick:{i}"] = ("answer", i)
        return buttons

    def _navigation(self, intents: dict[str, tuple[str, Any]]) -> list[dict[str, Any]]:
        """Start again, back, "Another one" and next, each when it applies."""
        offered = [
            (
                bool(self.tries or self.solved or self.state.to_json() != self.start.to_json()),
                "retry",
                "↺ Start this step again",
            ),
            (self.index > 0, "back", "← Previous step"),
            (
                self.solved and self.steps[self.index].practice is not None,
                "another",
                "↻ Another one",
            ),
            (self.solved and self.index + 1 < len(self.steps), "next", "Next step →"),
        ]
        buttons = []
        for shown, where, label in offered:
            if shown:
                button = {"key": f"lesson:{where}", "label": label}
                if where == "next":
                    button["state"] = "primary"
                buttons.append(button)
                intents[f"lesson:{where}"] = ("lesson", where)
        return buttons

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
            self._navigate(value)
        elif kind == "select":
            self.ui.selected = None if value == self.ui.selected else value
            self._render(None)
        elif kind == "answer":
            self._answer(value)
        elif kind == "act":
            self._move(self.game.action_from_json(value))

    def _navigate(self, where: str) -> None:
        if where == "another":
            self.another()
            return
        if where in ("next", "back"):
            self.extra = None
            self.index += 1 if where == "next" else -1
        self._start_step()

    def _solve(self, text: str) -> None:
        self.solved = True
        self.tally.record(self.tries == 1)
        self._render(("ok", text))

    def _wrong(self, kind: str, text: str) -> None:
        if self.tries >= 2 and self.step.working is not None:
            # Feedback may end without a full stop ("... a Evening plan"): one goes in first.
            text = text.rstrip()
            if not text.endswith((".", "!", "?")):
                text += "."
            text += " Step by step, the reasoning is beside the table."
        self._render((kind, text), working=self.tries >= 2)

    def _answer(self, index: int) -> None:
        step = self.step
        if not isinstance(step, Question) or self.solved:
            self._render(("warn", "That is not part of this exercise."))
            return
        self.tries += 1
        choice = step.choices(self.start)[index]
        text, why = (choice.text, choice.why) if isinstance(choice, Choice) else (choice, "")
        right = step.answer(self.start)
        if text == right:
            because = sentence(why or _text(step.explain, self.start))
            self._solve(f"Right: {right}. {because}".strip())
        else:
            self._wrong("error", sentence(why) or f"“{text}” is not it. Look at the table again.")

    def _move(self, action: Action) -> None:
        step = self.step
        if not isinstance(step, Task) or self.solved:
            self._render(("warn", "That is not part of this exercise."))
            return
        before = self.state.clone()
        try:
            self.state.apply(action)
        except IllegalAction as exc:
            self.tries += 1
            self._wrong("error", f"Not allowed. {exc}")
            return
        self.ui.selected = None
        if step.done is not None:
            self._turn_move(step, before, action)
            return
        self.tries += 1
        correct, feedback = (True, "") if step.check is None else step.check(before, action)
        if correct:
            said = " ".join(part for part in (feedback, _text(step.explain, before)) if part)
            self._solve(f"Right! {sentence(said)}".strip())
        else:
            self.state = before
            self._wrong("warn", f"That move is legal, but not this step's answer: {feedback}")

    def _turn_move(self, step: Task, before: State, action: Action) -> None:
        """One move of a task of several moves: judge only when the task is done."""
        assert step.done is not None
        if not step.done(self.state):
            said = sentence(action.describe(before))
            self._render(("info", f"{said}. Go on: the turn is not over yet."))
            return
        self.tries += 1
        correct, feedback = (True, "") if step.judge is None else step.judge(self.start, self.state)
        if correct:
            said = " ".join(part for part in (feedback, _text(step.explain, self.start)) if part)
            self._solve(f"Right! {sentence(said)}".strip())
        else:
            self.state = self.start.clone()
            self._wrong("warn", f"{feedback} The position is back as it was: try another way.")

    # -- for tests and notebooks ---------------------------------------------------------

    def goto(self, index: int) -> None:
        self.index = index
        self.extra = None
        self._start_step()


def random_position(
    game: str,
    rng: random.Random,
    *,
    players: int,
    keep: Callable[[State], bool],
    names: Sequence[str] | None = None,
    tries: int = 200,
    prefer: Callable[[Action], bool] | None = None,
    **options: Any,
) -> State:
    """A position reached by random legal play: a new game seeded from ``rng``, then random
    moves until ``keep(state)`` holds (a practice generator's "is this instructive?"). Tries
    new games until one does; deterministic for a given ``rng``. With ``prefer``, a legal move
    it likes is taken when there is one (say, making a garment), so rare positions come up."""
    for _ in range(tries):
        seats = list(names)[:players] if names else None
        state = GAMES[game].new(players, seed=rng.randrange(2**31), names=seats, **options)
        for _ in range(5000):  # far more than any game lasts
            if state.is_over:
                break
            if keep(state) and rng.random() < 0.15:
                return state
            moves = state.legal_actions()
            liked = [m for m in moves if prefer(m)] if prefer is not None else []
            pool = liked or moves
            state.apply(pool[rng.randrange(len(pool))])
        if keep(state):
            return state
    raise RuntimeError(f"no instructive {game} position found in {tries} random games")


def fixed(state: State) -> Callable[[], State]:
    """A step's ``position`` for a generated state (a fresh copy each time it starts)."""
    return state.clone


def to_move(make: Callable[[Callable[[], State]], Step], state: State) -> Step:
    """The step ``make(position)`` builds on a generated ``state``, seen by the player to
    move there (random play stops on anyone's turn)."""
    step = make(fixed(state))
    step.seat = state.current_player
    return step
