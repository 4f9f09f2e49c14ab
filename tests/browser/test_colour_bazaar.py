"""Colour Bazaar in the browser: a full game against a bot by clicking, and a lesson."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from fashion_core.decks.decktet import CARD_BY_NAME
from fashion_core.games.colour_bazaar import can_play_on
from tests.browser.conftest import (
    click_and_wait,
    click_until_game_over,
    new_game,
    open_dashboard,
)
from widgets.games.colour_bazaar.lessons import LESSONS


def table(page: Page):
    return page.locator("[data-testid=table]")


def test_a_full_two_player_game_against_a_bot_by_clicking(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/colour_bazaar/play.ipynb")
    t = table(page)
    moves = 0

    def choose():
        nonlocal moves
        chips = t.locator("button[data-key^='chip:']")
        targets = t.locator("button[data-key^='play:']")
        cards = t.locator("[data-testid=zone-hand] button[data-key^='card:']")
        if chips.count():
            moves += 1
            return chips.first
        if targets.count():
            moves += 1
            playable = t.locator(".is-target > button[data-key^='play:']")
            return playable.first if playable.count() else targets.first
        if t.locator("[data-testid=zone-hand].is-active").count() and cards.count():
            # When no card fits any market, the turn's card is discarded instead of played
            # (a hand card marked as a warning): that is the turn's card move too.
            discards = t.locator("[data-testid=zone-hand] button.is-warn")
            if discards.count():
                moves += 1
                return discards.first
            return t.locator("[data-testid=zone-hand] button.is-playable").first
        return None  # the bot is thinking

    click_until_game_over(page, choose, limit=400)
    assert moves >= 30, "a human plays (or discards) and invests on each of their turns"
    final = page.locator("[data-testid=panel-final]")
    expect(final).to_contain_text("Market 1 adds")
    expect(final).to_contain_text("=")
    names = re.findall(r"^(\w+): ", final.inner_text(), flags=re.M)
    assert {"Ada", "Coco"} <= set(names)


def test_cards_can_be_chosen_with_the_keyboard(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/colour_bazaar/play.ipynb")
    t = table(page)
    page.wait_for_selector("[data-testid=zone-hand].is-active", timeout=30_000)
    cards = t.locator("[data-testid=zone-hand] button[data-key^='card:']")
    cards.first.focus()
    page.keyboard.press("ArrowRight")
    second = cards.nth(1).get_attribute("data-key")
    focused = page.evaluate("document.activeElement.getAttribute('data-key')")
    assert focused == second
    page.keyboard.press("Enter")
    expect(t.locator(f"[data-key='{second}'][aria-pressed='true']")).to_have_count(1)
    expect(t.locator("[data-testid=prompt]")).to_contain_text("Now choose a market")


def test_hot_seat_shows_a_curtain_without_hands(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/colour_bazaar/play.ipynb")
    page.locator(".fg-setup select").nth(1).select_option(label="Human")
    new_game(page)
    curtain = page.locator("[data-testid=curtain]")
    expect(curtain).to_be_visible(timeout=15_000)
    expect(page.locator("[data-testid=zone-hand]")).to_have_count(0)
    expect(page.locator("[data-testid=table] .fg-card[data-key]")).to_have_count(0)
    click_and_wait(page, page.locator("[data-testid=button-ui\\:reveal]"))
    expect(page.locator("[data-testid=zone-hand]")).to_have_count(1)


def test_a_lesson_exercise_in_the_learn_notebook(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/colour_bazaar/learn.ipynb")
    first = table(page).filter(has_text="The four markets ·")
    _, steps = LESSONS["the_markets"]
    right = steps[0].answer(steps[0].position())  # computed by the rules, as the lesson does
    wrong = next(c for c in steps[0].choices(steps[0].position()) if c.text != right)
    click_and_wait(page, first.get_by_role("button", name=wrong.text, exact=True))
    expect(first.locator("[data-testid=notice]")).to_contain_text(wrong.why)
    click_and_wait(page, first.get_by_role("button", name=right, exact=True))
    expect(first.locator("[data-testid=notice]")).to_contain_text(f"Right: {right}")

    lesson = table(page).filter(has_text="Playing a card ·")  # the Mill, then a market
    state = steps[0].position()
    mill = CARD_BY_NAME["the Mill"].id
    market = next(k for k, s in enumerate(state.stacks) if can_play_on(mill, s[-1]))
    click_and_wait(page, lesson.get_by_role("button", name=re.compile(r"^the Mill \(8")))
    expect(lesson.locator(".is-target")).to_have_count(0)  # no marker before the first try
    click_and_wait(page, lesson.locator(f"button[data-key='play:{market}']"))
    expect(lesson.locator("[data-testid=notice]")).to_contain_text("Right!")
