"""'Another one' deals a fresh position: never the step's own example, never the one just shown."""

from __future__ import annotations

import dataclasses
import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.widgets.test_lessons import STEPS, _step_at, ids
from widgets.pages.lesson import Lesson, Question


def seen(lesson: Lesson) -> tuple[str, str]:
    """What the learner sees: the prompt and the view of the position."""
    prompt = lesson.table.scene["prompt"]
    return prompt, json.dumps(lesson.start.view(lesson.step.seat), sort_keys=True)


PRACTISED = [where for where in STEPS if _step_at(*where).practice is not None]


def test_another_one_never_deals_the_fixed_example_again():
    fixed = _step_at("colori", "the_end", 0)
    fresh = fixed.practice(random.Random(0))
    dealt = iter([fixed, fixed, fresh])  # a generator that comes back to the example

    step = dataclasses.replace(fixed, practice=lambda _rng: next(dealt))
    lesson = Lesson("colori", [step])
    lesson.another()
    assert lesson.step is fresh


@pytest.mark.parametrize("where", PRACTISED, ids=ids)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_each_another_one_is_new_to_the_learner(where, seed):
    game, name, index = where
    lesson = Lesson.of(game, name, seed=seed)
    lesson.goto(index)
    shown = [seen(lesson)]
    for _ in range(2):
        lesson.another()
        now = seen(lesson)
        assert now != shown[0], "the step's own example again"
        assert now != shown[-1], "the same position twice in a row"
        shown.append(now)


QUESTIONS = [where for where in STEPS if isinstance(_step_at(*where), Question)]


def _questions_of(where, seeds=range(4)):
    step = _step_at(*where)
    yield step
    if step.practice is not None:
        for seed in seeds:
            practised = step.practice(random.Random(seed))
            if isinstance(practised, Question):
                yield practised


@pytest.mark.parametrize("where", QUESTIONS, ids=ids)
def test_a_wrong_number_with_no_named_misreading_does_not_give_the_answer(where):
    # "8 is no card of this market that counts for Wyrms; the answer is 9" told a learner the
    # answer after one wrong click.
    for question in _questions_of(where):
        state = question.position()
        right = question.answer(state)
        if not right.lstrip("-").isdigit():
            continue
        for choice in question.choices(state):
            text, why = getattr(choice, "text", choice), getattr(choice, "why", "")
            if text == right or why.startswith(f"{text} would be right"):
                continue  # a named misreading explains itself, and may work the number out
            assert not re.search(rf"(?<![\w$.]){re.escape(right)}(?![\w])", why), why


def _rule(step) -> tuple:
    """What decides a step: for a question the function computing its answer, for a task its
    check and its judge (compared by their code, so two closures of one factory are equal)."""

    def code(fn):
        return None if fn is None else fn.__code__

    if isinstance(step, Question):
        return ("question", code(step.answer))
    return ("task", code(step.check), code(step.judge))


@pytest.mark.parametrize("where", PRACTISED, ids=ids)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_another_one_practises_the_same_skill_as_its_step(where, seed):
    # Colori's tasks dealt "What does X do when you destroy it?"; Colour Bazaar's "What is your
    # score?" dealt "What is one Leaves chip worth?". The same rule must decide the answer.
    step = _step_at(*where)
    practised = step.practice(random.Random(seed))
    assert _rule(practised) == _rule(step)


@pytest.mark.parametrize(
    "where",
    [
        ("purple_rules", "the_deck", 1),
        ("purple_rules", "the_deal", 0),
        ("pret_a_porter", "the_year", 0),  # "It is round 4..." again
    ],
    ids=ids,
)
@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_practice_never_asks_the_example_s_question_with_its_answer(where, seed):
    # "Which other colour is a Diamonds colour?" and "Yves is the dealer. Who makes the first
    # call?" came back word for word, with the same answer, in a fresh deal.
    step = _step_at(*where)
    example = step.position()
    practised = step.practice(random.Random(seed))
    state = practised.position()
    words = practised.prompt(state) if callable(practised.prompt) else practised.prompt
    own = step.prompt(example) if callable(step.prompt) else step.prompt
    assert (words, practised.answer(state)) != (own, step.answer(example))
