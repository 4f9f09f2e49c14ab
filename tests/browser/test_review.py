"""The review in the browser: a finished game's "Review this game" on the play page, stepping
with the buttons and the arrow keys, and the analysis filling the chart."""

from __future__ import annotations

import json
import re

from playwright.sync_api import Page, expect

from fashion_core import GAMES, Match
from fashion_core.bots import make_bot
from tests.browser.conftest import open_dashboard, page_url

PLAY = "/voila/render/colour_bazaar/play.ipynb"


def finished_save() -> tuple[bytes, int]:
    """A finished game between two heuristic bots, saved with Ada as the human seat."""
    game = GAMES["colour_bazaar"]
    match = Match(game, 2, seed=7, names=["Ada", "Coco"])
    bots = [make_bot(game, "heuristic", seed=s) for s in range(2)]
    while not match.state.is_over:
        match.apply(bots[match.state.current_player].choose(match.state))
    data = {**match.to_json(), "seats": ["human", "heuristic"]}
    return json.dumps(data).encode(), len(match.actions)


def test_review_a_finished_game_step_through_it_and_see_the_chart(
    page: Page, voila_url: str
) -> None:
    save, moves = finished_save()
    open_dashboard(page, voila_url + PLAY)
    page.set_input_files(
        "[data-testid=open-file-input]",
        files=[{"name": "finished.json", "mimeType": "application/json", "buffer": save}],
    )
    ending = page.locator("[data-testid=ending]")
    expect(ending).to_be_visible(timeout=30_000)
    # The score table: a header cell a column, and each seat's row headed by its name.
    expect(ending.locator("thead th[scope=col]").first).to_be_visible()
    expect(ending.locator("tbody th[scope=row]")).to_have_text(["Ada", "Coco"])
    ending.get_by_role("button", name="Review this game").click()

    prompt = page.locator("[data-testid=prompt]")
    expect(prompt).to_contain_text(f"Move {moves} of {moves}", timeout=60_000)
    page.get_by_role("button", name="« First").click()
    expect(prompt).to_contain_text("The deal", timeout=15_000)
    page.get_by_role("button", name="Forward ▶").click()
    expect(prompt).to_contain_text(f"Move 1 of {moves}")
    page.locator(".fg-review-title").click()  # focus on the page, not in a field
    page.keyboard.press("ArrowRight")
    expect(prompt).to_contain_text(f"Move 2 of {moves}")
    page.keyboard.press("End")
    expect(prompt).to_contain_text(f"Move {moves} of {moves}")
    page.keyboard.press("ArrowLeft")
    expect(prompt).to_contain_text(f"Move {moves - 1} of")

    # The analysis runs in the background; the page stayed usable meanwhile (above).
    side = page.locator(".fg-review-side")
    expect(side).to_contain_text("decisions rated", timeout=30_000)
    expect(side).to_contain_text("All ", timeout=180_000)
    chart = page.locator(".fg-review-chart")
    expect(chart).to_be_visible()
    assert chart.evaluate("img => img.naturalWidth") > 100
    worst = side.get_by_role("button", name="Move ")
    if worst.count():  # a game without a bad move has nothing to jump to
        number = int(worst.first.inner_text().split(":")[0].removeprefix("Move "))
        worst.first.click()
        expect(prompt).to_contain_text(f"Move {number} of")

    # After the game, "Show all cards" adds what Coco could see.
    page.get_by_text("Show all cards").click()
    revealed = page.locator("[data-testid=area-revealed]")
    expect(revealed).to_contain_text("Coco could see", timeout=15_000)


def test_the_review_page_reviews_a_sample_game(page: Page, voila_url: str) -> None:
    """The gallery's review page: with no saves yet, a sample game is offered, opens at its
    end and is rated move by move (the static site runs this too, in Pyodide, where the page
    once failed to import at all)."""
    page.goto(page_url(voila_url + "/voila/render/review.ipynb"), timeout=180_000)
    picker = page.get_by_role("combobox", name="Saved game")
    expect(picker).to_be_visible(timeout=180_000)
    # The list is filled again once the page has told the kernel its browser's key: choose
    # after that, or the choice is reset.
    # (ipywidgets writes an option's spaces as no-break spaces: \s matches both.)
    expect(picker.locator("option").first).to_have_text(
        re.compile(r"no\ssaved\sgames\syet"), timeout=60_000
    )
    labels = [" ".join(text.split()) for text in picker.locator("option").all_inner_texts()]
    picker.select_option(index=labels.index("Sample game: Colour Bazaar, between heuristic bots"))
    page.get_by_role("button", name="Review", exact=True).click()
    prompt = page.locator("[data-testid=prompt]")
    expect(prompt).to_contain_text(re.compile(r"Move (\d+) of \1\b"), timeout=60_000)
    page.get_by_role("button", name="« First").click()
    expect(prompt).to_contain_text("The deal", timeout=15_000)
    side = page.locator(".fg-review-side")
    expect(side).to_contain_text(
        re.compile(r"[1-9]\d* of \d+ decisions rated|All \d+ decisions"), timeout=120_000
    )
