"""Moonscrown in the browser: seven rounds against a bot by clicking, and a lesson."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.conftest import (
    click_and_wait,
    click_until_game_over,
    first_found,
    open_dashboard,
    prompt,
)
from widgets.games.moonscrown.lessons import LESSONS

# What a careful human clicks, in order of preference (all of it is marked on the table).
# The app's own steps on the way: answer its question, read the round's end.
STEPS = "[data-key='confirm:yes'], [data-key='ui:dismiss']"
PRIORITIES = [
    "button[data-key^='score:']",
    "button[data-key='move:end'].is-primary",
    ".is-target > button.fg-zone-target",
    "[data-testid=zone-hand] button.fg-item.is-playable",
    "button[data-key='move:decline']",
    "button[data-key='move:fold']",
]


def test_seven_rounds_against_a_bot_by_clicking(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/moonscrown/play.ipynb")
    table = page.locator("[data-testid=table]")

    def choose():
        mine = "thinking" not in prompt(page) and "'s turn" not in prompt(page)
        if table.locator(STEPS).count():
            return table.locator(STEPS).first
        return first_found(table, PRIORITIES) if mine else None

    clicks = click_until_game_over(page, choose, limit=1500)
    assert clicks > 7
    rounds = page.locator("[data-testid=panel-rounds] li")
    expect(rounds).to_have_count(7)
    expect(page.locator("[data-testid=subtitle], .fg-subtitle").first).to_contain_text("Round 7")


def test_a_condition_question_in_the_learn_notebook(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/moonscrown/learn.ipynb")
    lesson = page.locator("[data-testid=table]").filter(has_text="The six conditions ·")
    _, steps = LESSONS["conditions"]
    right = steps[0].answer(steps[0].position())  # computed by the rules, as the lesson does
    expect(lesson).not_to_contain_text("leader:")  # the answer is not shown before answering
    click_and_wait(page, lesson.get_by_role("button", name=right, exact=True))
    expect(lesson.locator("[data-testid=notice]")).to_contain_text(f"Right: {right}")
    expect(lesson).to_contain_text("leader:")
    click_and_wait(page, lesson.get_by_role("button", name="Next step →"))
    expect(lesson.locator("[data-testid=prompt]")).to_contain_text("The Bard on top")
