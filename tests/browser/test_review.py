"""The review in the browser: a finished game's "Review this game" on the play page, stepping
with the buttons and the arrow keys, and the analysis filling the chart."""

from __future__ import annotations

import json

from playwright.sync_api import Page, expect

from fashion_core import GAMES, Match
from fashion_core.bots import make_bot
from tests.browser.conftest import open_dashboard

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
