"""Prêt-à-Porter in the browser: a whole game against a bot by clicking (twelve working rounds
and four exhibitions), checking the first quarter's awards and sales as the page shows them,
and the ending."""

from __future__ import annotations

import re

from playwright.sync_api import Locator, Page, expect

from tests.browser.conftest import click_until_game_over, first_found, open_dashboard, prompt

# A simple human plan: pawns on designs, the warehouse and the offers; buy two cubes per
# visit; take what is offered; show the first style offered with every design that fits.
PLACES = ["place:7", "place:5", "place:9", "place:6", "place:2"]
TAKES = ["style:", "add:", "design:", "offer:", "take:"]


def check_the_first_quarter(page: Page) -> None:
    """At round IV: the first exhibition's awards line by line, with every seat's value, and
    its sales and upkeep in the log."""
    awards = page.locator("[data-testid=panel-awards] li")
    expect(awards.first).to_be_visible()
    assert awards.count() == 4  # quarter 1: one show tile, all four lines count
    first_line = awards.first.inner_text()
    assert re.search(r"line 1 \((Q|T|PR|X2): Ada \d+, Coco \d+\)", first_line), first_line
    log = page.locator("[data-testid=panel-log]").inner_text()
    assert "upkeep" in log
    assert "sells" in log or "shows no collection" in log or "Round IV" in log


def test_a_whole_game_against_a_bot_by_clicking(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/pret_a_porter/play.ipynb")
    table = page.locator("[data-testid=table]")
    subtitle = page.locator("[data-testid=subtitle], .fg-subtitle").first
    seen = {"bought": 0, "quarter": False}

    def choose() -> Locator | None:
        if not seen["quarter"] and "Round IV" in subtitle.inner_text():
            check_the_first_quarter(page)
            seen["quarter"] = True
        text = prompt(page)
        if "thinking" in text or text.startswith("Coco"):
            return None
        target = first_found(table, [f"button[data-key='{k}']" for k in PLACES])
        buys = table.locator("button[data-key^='buy:']")
        if target is None and buys.count() and seen["bought"] < 2:
            seen["bought"] += 1
            return buys.first
        if target is None:
            target = first_found(table, [f"button[data-key^='{k}']" for k in TAKES])
        if target is None:
            seen["bought"] = 0
            # The round's and the quarter's ends wait for "Next round" (ui:dismiss).
            keys = ["done", "ui:dismiss"]
            target = first_found(table, [f"button[data-key='{k}']" for k in keys])
            target = target or first_found(table, ["button[data-key^='credit:']"])
        return target

    clicks = click_until_game_over(page, choose, limit=3000)
    assert seen["quarter"] and clicks >= 40
    # The ending names the winner (or says that nobody won, and why) with every score.
    ending = page.locator("[data-testid=ending]")
    expect(ending).to_be_visible()
    expect(ending).to_contain_text("Ada")
    expect(ending).to_contain_text("Coco")
