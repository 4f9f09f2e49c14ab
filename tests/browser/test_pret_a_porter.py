"""Prêt-à-Porter in the browser: a whole quarter against a bot by clicking (two working rounds
and an exhibition), checking the awards and sales the page shows."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from tests.browser.conftest import click_and_wait, first_found, open_dashboard, prompt

# A simple human plan: pawns on designs, the warehouse and the offers; buy two cubes per
# visit; take what is offered; show the first style offered with every design that fits.
PLACES = ["place:7", "place:5", "place:9", "place:6", "place:2"]
TAKES = ["style:", "add:", "design:", "offer:", "take:"]


def test_a_full_quarter_against_a_bot_by_clicking(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + "/voila/render/pret_a_porter/play.ipynb")
    table = page.locator("[data-testid=table]")
    subtitle = page.locator("[data-testid=subtitle], .fg-subtitle").first
    bought = 0
    clicks = 0
    for _ in range(600):
        if "Round IV" in subtitle.inner_text():
            break
        text = prompt(page)
        if (
            "thinking" in text
            or text.startswith("Coco")
            or not table.locator("button[data-key]:not([disabled])").count()
        ):
            page.wait_for_timeout(150)
            continue
        target = first_found(table, [f"button[data-key='{k}']" for k in PLACES])
        if target is None and table.locator("button[data-key^='buy:']").count() and bought < 2:
            target = table.locator("button[data-key^='buy:']").first
            bought += 1
        if target is None:
            target = first_found(table, [f"button[data-key^='{k}']" for k in TAKES])
        if target is None:
            target = first_found(table, ["button[data-key='done']", "button[data-key^='credit:']"])
            bought = 0
        if target is None:
            page.wait_for_timeout(150)
            continue
        click_and_wait(page, target, timeout=60_000)
        clicks += 1
    expect(subtitle).to_contain_text("Round IV", timeout=60_000)
    assert clicks >= 10
    # The exhibition's awards are explained line by line, with every seat's value.
    awards = page.locator("[data-testid=panel-awards] li")
    expect(awards.first).to_be_visible()
    assert awards.count() == 4  # quarter 1: one show tile, all four lines count
    first_line = awards.first.inner_text()
    assert re.search(r"line 1 \((Q|T|PR|X2): Ada \d+, Coco \d+\)", first_line), first_line
    # Sales and upkeep are in the log.
    log = page.locator("[data-testid=panel-log]").inner_text()
    assert "upkeep" in log
    assert "sells" in log or "shows no collection" in log or "Round IV" in log
