"""Purple Rules in the browser: a whole hand against bots by clicking, auction included, the
hot-seat curtain, and a lesson question."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from tests.browser.conftest import click_and_wait, new_game, open_dashboard, prompt
from widgets.games.purple_rules.lessons import LESSONS
from widgets.pages.lesson import Lesson

PLAY = "/voila/render/purple_rules/play.ipynb"


def table(page: Page):
    return page.locator("[data-testid=table]")


def test_a_whole_hand_with_a_bot_partner_by_clicking(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + PLAY)
    page.get_by_label("One hand").check()
    new_game(page)
    t = table(page)
    calls = cards = 0
    refused = False
    for _ in range(1500):
        text = prompt(page)
        if text.startswith("Game over"):
            break
        next_hand = t.locator("[data-key='ui:dismiss']")
        if next_hand.count():  # a thrown-in hand's ending: read it, then go on
            click_and_wait(page, next_hand.first)
            continue
        if text.startswith("Your call"):
            bids = t.locator("[data-testid^=zone-level-] button.fg-item.is-playable")
            # Open with the lowest bid on the ladder, then pass: a contract gets played.
            target = (
                bids.first
                if calls == 0 and bids.count()
                else t.get_by_role("button", name="Pass", exact=True)
            )
            click_and_wait(page, target)
            calls += 1
        elif text.startswith("Your"):
            hand = t.locator("[data-testid=zone-hand]")
            dim = hand.locator("button.fg-item.is-dim")
            if not refused and dim.count():
                # A card the rules forbid is refused with the rule's name; nothing changes.
                click_and_wait(page, dim.first)
                expect(t.locator("[data-testid=notice]")).to_contain_text("Follow suit")
                refused = True
                continue
            click_and_wait(page, hand.locator("button.fg-item.is-playable").first)
            cards += 1
        else:
            page.wait_for_timeout(150)  # a bot is thinking
    assert prompt(page).startswith("Game over"), prompt(page)
    assert calls >= 1 and cards >= 10, (calls, cards)
    expect(page.locator("[data-testid=panel-hands]")).to_contain_text("Hand ")
    expect(page.locator("[data-testid=panel-hands]")).to_contain_text("tricks")
    expect(page.locator("[data-testid=panel-scores]")).to_contain_text("Ada & Yves")
    expect(page.locator("[data-testid=panel-deck]")).to_contain_text("Provisional deck")


def test_hot_seat_shows_a_curtain_without_hands(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + PLAY)
    page.locator(".fg-setup select").nth(2).select_option(label="Human")  # partner Yves
    new_game(page)
    curtain = page.locator("[data-testid=curtain]")
    expect(curtain).to_be_visible(timeout=30_000)
    expect(page.locator("[data-testid=zone-hand]")).to_have_count(0)
    click_and_wait(page, page.locator("[data-testid=button-ui\\:reveal]"))
    expect(page.locator("[data-testid=zone-hand]")).to_have_count(1)
    expect(page.locator("[data-testid=zone-hand] .fg-card")).to_have_count(12)


def test_who_wins_the_trick_in_the_learn_notebook(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/purple_rules/learn.ipynb")
    title, _ = LESSONS["three_tiers"]
    lesson = page.locator("[data-testid=table]").filter(has_text=f"{title} ·")
    expect(lesson).to_have_count(1)
    # The same lesson in Python (lessons are deterministic): its answers come from the rules.
    mirror = Lesson.of("purple_rules", "three_tiers")
    right = mirror.step.answer(mirror.start)
    wrong = next(c for c in mirror.step.choices(mirror.start) if c.text != right)
    expect(lesson.locator("[data-testid=prompt]")).to_contain_text("Who took the last trick")
    click_and_wait(page, lesson.get_by_role("button", name=wrong.text, exact=True))
    expect(lesson.locator("[data-testid=notice]")).to_contain_text(wrong.why)
    click_and_wait(page, lesson.get_by_role("button", name=right, exact=True))
    expect(lesson.locator("[data-testid=notice]")).to_contain_text(f"Right: {right}")
    expect(lesson).to_contain_text("the only trump")
