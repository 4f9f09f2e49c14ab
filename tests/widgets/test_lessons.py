"""Every lesson step of every game: it can be solved, and wrong answers are explained."""

from __future__ import annotations

import pytest

from fashion_core import GAMES, IllegalAction
from widgets.lesson import Lesson, Question, Task
from widgets.registry import ui_for

# Every registered game: one without lessons fails the registry test, it is not skipped here.
STEPS = [
    (game, lesson, index)
    for game in sorted(GAMES)
    for lesson, (_, steps) in ui_for(game).lesson_sets.items()
    for index in range(len(steps))
]


def ids(param):
    return "-".join(map(str, param)) if isinstance(param, tuple) else str(param)


@pytest.mark.parametrize("where", STEPS, ids=ids)
def test_every_step_can_be_solved_and_explains_mistakes(where):
    game, name, index = where
    lesson = Lesson.of(game, name)
    lesson.goto(index)
    step = lesson.step
    if isinstance(step, Question):
        choices = step.choices(lesson.start)
        right = step.answer(lesson.start)
        assert right in choices, f"the right answer {right} is not offered"
        assert len(set(choices)) == len(choices) >= 2
        wrong = next(i for i, c in enumerate(choices) if c != right)
        lesson.table.click(f"lesson:answer:{wrong}")
        assert not lesson.solved and lesson.table.scene["notice"]["kind"] == "error"
        lesson.table.click(f"lesson:answer:{choices.index(right)}")
    else:
        assert isinstance(step, Task)
        legal = lesson.state.legal_actions()
        assert legal, "a task position must offer a move"
        good = [a for a in legal if step.check is None or step.check(lesson.state.clone(), a)[0]]
        assert good, "no legal move solves this task"
        lesson._move(good[0])
    assert lesson.solved
    assert lesson.table.scene["notice"]["kind"] == "ok"
    if index + 1 < len(lesson.steps):
        lesson.table.click("lesson:next")
        assert lesson.index == index + 1 and not lesson.solved


TASKS = [
    (game, name, index)
    for game, name, index in STEPS
    if isinstance(ui_for(game).lesson_sets[name][1][index], Task)
]


@pytest.mark.parametrize("where", TASKS, ids=ids)
def test_a_task_rejects_illegal_moves_with_the_rule(where):
    game, name, index = where
    lesson = Lesson.of(game, name)
    lesson.goto(index)
    state = lesson.state
    legal = set(state.legal_actions())
    before = state.to_json()
    for action in _other_actions(lesson):
        if action in legal:
            continue
        lesson._move(action)
        notice = lesson.table.scene["notice"]
        assert notice["kind"] == "error" and notice["text"].startswith("Not allowed.")
        assert lesson.state.to_json() == before and not lesson.solved
        with pytest.raises(IllegalAction):
            state.clone().apply(action)
        return
    pytest.fail("no illegal move was found to try")


def _other_actions(lesson):
    """Actions of the same game seen in other lessons' positions."""
    seen = []
    for _, steps in ui_for(lesson.game.name).lesson_sets.values():
        for step in steps:
            seen.extend(step.position().legal_actions())
    return seen


def test_the_lesson_for_suit_matching_names_the_rule_when_a_market_does_not_match():
    lesson = Lesson.of("colour_bazaar", "suit_match")
    lesson.table.click("card:the Mill")
    bad = [
        k
        for k in lesson._intents
        if k.startswith("play:") and "no shared suit" in _target_text(lesson, k)
    ]
    assert bad
    lesson.table.click(bad[0])
    assert "Suit match" in lesson.table.scene["notice"]["text"]
    assert not lesson.solved


def test_retry_restores_the_starting_position():
    lesson = Lesson.of("colour_bazaar", "invest")
    start = lesson.state.to_json()
    lesson._move(lesson.state.legal_actions()[0])
    lesson.table.click("lesson:retry")
    assert lesson.state.to_json() == start


def _target_text(lesson, key):
    for area in lesson.table.scene["areas"]:
        for zone in area["zones"]:
            if zone.get("key") == key:
                return zone.get("target_text", "")
    return ""
