"""Colori in the browser: a whole game against a bot by clicking (draft included), and a lesson."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.conftest import (
    click_and_wait,
    click_until_game_over,
    first_found,
    open_dashboard,
)
from widgets.games.colori.lessons import LESSONS

# What a careful human clicks, in order of preference. Only legal moves are clickable, so
# whatever is found is a legal move; nothing is found while the bot is to move.
# The app's own steps on the way: answer its question, read the round's end.
STEPS = "[data-key='confirm:yes'], [data-key='ui:dismiss']"
PRIORITIES = [
    "[data-testid=zone-hand] button.fg-item[data-key]",  # a draft pick
    "[data-testid=zone-display] button.fg-item[data-key]",  # make a garment
    "[data-testid=zone-drawn] button.fg-item[data-key]",  # store or destroy a drawn card
    "button[data-key^='mix:']",  # the mix helper
    "[data-testid=zone-drafted] button.fg-item[data-key]",  # destroy a drafted card
    "button[data-key^='stop:']",  # done / end turn
]


def test_a_whole_game_against_a_bot_by_clicking(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/colori/play.ipynb")
    table = page.locator("[data-testid=table]")
    picks = 0

    def choose():
        nonlocal picks
        if table.locator(STEPS).count():
            return table.locator(STEPS).first
        pick = table.locator(PRIORITIES[0])
        if pick.count():
            picks += 1
            return pick.first
        return first_found(table, PRIORITIES[1:])

    clicks = click_until_game_over(page, choose, limit=3000, idle_ms=100)
    assert picks == 8 * 4  # eight drafts of five picks; the last card of a hand is automatic
    assert clicks > picks
    expect(table.locator(".fg-subtitle")).to_have_text("All 8 rounds played")
    expect(table.locator("[data-testid=panel-final]")).to_contain_text("stars")
    expect(table.locator("[data-testid=panel-log]")).to_contain_text("Eight rounds are over.")


def test_a_mixing_question_and_task_in_the_learn_notebook(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/colori/learn.ipynb")
    lesson = page.locator("[data-testid=table]").filter(has_text="The colour wheel and mixing")
    _, steps = LESSONS["wheel"]
    right = steps[0].answer(steps[0].position())  # computed by the rules, as the lesson does
    expect(lesson.locator("[data-testid=panel-mixing]")).to_have_count(0)  # hidden until solved
    click_and_wait(page, lesson.get_by_role("button", name=right, exact=True))
    expect(lesson.locator("[data-testid=notice]")).to_contain_text(f"Right: {right}")
    expect(lesson.locator("[data-testid=panel-mixing]")).to_be_visible()
    click_and_wait(page, lesson.get_by_role("button", name="Next step →"))
    expect(lesson.locator("[data-testid=prompt]")).to_contain_text("Which pair mixes into Green")
    right = steps[1].answer(steps[1].position())
    click_and_wait(page, lesson.get_by_role("button", name=right, exact=True))
    click_and_wait(page, lesson.get_by_role("button", name="Next step →"))
    # The task: mix one more Orange with the mix helper.
    click_and_wait(page, lesson.get_by_role("button", name="Red + Yellow → Orange"))
    expect(lesson.locator("[data-testid=notice]")).to_contain_text("Right!")
    expect(lesson.get_by_role("img", name="Orange: 2 stored (secondary)")).to_be_visible()
