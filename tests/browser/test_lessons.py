"""A whole lesson in the browser: a wrong answer explained, the working, "Another one" and the
score line, on the real learn page (Colour Bazaar's "What a market adds").

The expected texts come from the same lesson driven in Python (lessons are deterministic by
seed), so the page is checked against what the rules compute, not against typed-in answers.
"""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.conftest import click_and_wait, open_dashboard
from widgets.pages.lesson import Lesson

TITLE = "What a market adds"


def _answers(mirror: Lesson) -> tuple[str, list[tuple[str, str]]]:
    """The right answer and the (text, why) of each wrong one, for the mirror's current step."""
    right = mirror.step.answer(mirror.start)
    choices = [(c.text, c.why) for c in mirror.step.choices(mirror.start)]
    return right, [c for c in choices if c[0] != right]


def test_a_whole_lesson_with_a_wrong_answer_another_one_and_the_score(
    page: Page, voila_url: str
) -> None:
    open_dashboard(page, voila_url + "/voila/render/colour_bazaar/learn.ipynb")
    lesson = page.locator("[data-testid=table]").filter(has_text=f"{TITLE} ·")
    expect(lesson).to_have_count(1)
    notice = lesson.locator("[data-testid=notice]")
    mirror = Lesson.of("colour_bazaar", "topmost_card")

    # Step 1: a wrong answer gets its own explanation, then the right one says why.
    right, wrong = _answers(mirror)
    click_and_wait(page, lesson.get_by_role("button", name=wrong[0][0], exact=True))
    expect(notice).to_contain_text(wrong[0][1])
    click_and_wait(page, lesson.get_by_role("button", name=wrong[1][0], exact=True))
    expect(lesson.locator("[data-testid=panel-working]")).to_be_visible()  # step by step
    click_and_wait(page, lesson.get_by_role("button", name=right, exact=True))
    expect(notice).to_contain_text(f"Right: {right}")
    expect(lesson).to_contain_text("0 of 1 right")

    # "Another one": a fresh market from random play, the same question, scored.
    click_and_wait(page, lesson.get_by_role("button", name="↻ Another one"))
    mirror.another()
    expect(lesson.locator("[data-testid=prompt]")).to_contain_text(mirror.step.prompt)
    right, _ = _answers(mirror)
    click_and_wait(page, lesson.get_by_role("button", name=right, exact=True))
    expect(notice).to_contain_text(f"Right: {right}")
    expect(lesson).to_contain_text("1 of 2 right")

    # The two remaining steps, to the end of the lesson.
    for index in (1, 2):
        click_and_wait(page, lesson.get_by_role("button", name="Next step →"))
        mirror.goto(index)
        right, _ = _answers(mirror)
        click_and_wait(page, lesson.get_by_role("button", name=right, exact=True))
        expect(notice).to_contain_text(f"Right: {right}")
    expect(lesson).to_contain_text("3 of 4 right, 3 in a row")
    expect(lesson.get_by_role("button", name="Next step →")).to_have_count(0)  # the last step


def test_a_new_games_question_is_answered_by_clicking_the_player_on_the_table(
    page: Page, voila_url: str
) -> None:
    """Purple Rules' "Who calls first?": a wrong player clicked on the table is explained, the
    right one solves it, and "Another one" deals a fresh hand, scored."""
    open_dashboard(page, voila_url + "/voila/render/purple_rules/learn.ipynb")
    mirror = Lesson.of("purple_rules", "the_deal")
    lesson = page.locator("[data-testid=table]").filter(has_text=f"{mirror.title} ·")
    expect(lesson).to_have_count(1)
    notice = lesson.locator("[data-testid=notice]")
    texts = [c.text for c in mirror.step.choices(mirror.start)]
    right = texts.index(mirror.step.answer(mirror.start))
    wrong = next(i for i, c in enumerate(mirror.step.choices(mirror.start)) if i != right and c.at)

    click_and_wait(page, lesson.locator(f"[data-key='lesson:pick:{wrong}']"))
    expect(notice).to_contain_text(mirror.step.choices(mirror.start)[wrong].why)
    click_and_wait(page, lesson.locator(f"[data-key='lesson:pick:{right}']"))
    expect(notice).to_contain_text(f"Right: {texts[right]}")
    expect(lesson).to_contain_text("0 of 1 right")

    click_and_wait(page, lesson.get_by_role("button", name="↻ Another one"))
    mirror.another()
    answer = mirror.step.answer(mirror.start)
    click_and_wait(page, lesson.get_by_role("button", name=answer, exact=True))
    expect(notice).to_contain_text(f"Right: {answer}")
    expect(lesson).to_contain_text("1 of 2 right")
