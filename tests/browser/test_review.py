"""The review page in the browser: open a finished game's save, step through it with the
buttons and the arrow keys, and see the analysis fill the chart."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Page, expect

from fashion_core import GAMES, Match
from fashion_core.bots import make_bot
from widgets.saves import save_match


def finished_game() -> Match:
    game = GAMES["colour_bazaar"]
    match = Match(game, 2, seed=7, names=["Ada", "Coco"])
    bots = [make_bot(game, "heuristic", seed=s) for s in range(2)]
    while not match.state.is_over:
        match.apply(bots[match.state.current_player].choose(match.state))
    return match


def test_review_a_finished_game_step_through_it_and_see_the_chart(
    page: Page, voila_url: str, saves_dir: Path
) -> None:
    match = finished_game()
    path = save_match(match, ["human", "heuristic"], saves_dir)
    moves = len(match.actions)
    page.goto(voila_url + "/voila/render/review.ipynb")
    page.wait_for_selector("select", timeout=90_000)
    page.select_option("select", label=path.stem)
    page.get_by_role("button", name="Review").click()
    page.wait_for_selector("[data-testid=table][data-ready='1']", timeout=60_000)
    expect(page.locator("[data-testid=prompt]")).to_contain_text(f"Move {moves} of {moves}")

    page.get_by_role("button", name="« First").click()
    expect(page.locator("[data-testid=prompt]")).to_contain_text("The deal", timeout=15_000)
    page.get_by_role("button", name="Forward ▶").click()
    expect(page.locator("[data-testid=prompt]")).to_contain_text(f"Move 1 of {moves}")
    page.locator(".fg-review-title").click()  # focus on the page, not in a field
    page.keyboard.press("ArrowRight")
    expect(page.locator("[data-testid=prompt]")).to_contain_text(f"Move 2 of {moves}")
    page.keyboard.press("End")
    expect(page.locator("[data-testid=prompt]")).to_contain_text(f"Move {moves} of {moves}")
    page.keyboard.press("ArrowLeft")
    expect(page.locator("[data-testid=prompt]")).to_contain_text(f"Move {moves - 1} of")

    # The analysis runs in the background; the page stayed usable meanwhile (above).
    expect(page.locator(".fg-review-side")).to_contain_text("decisions rated", timeout=30_000)
    expect(page.locator(".fg-review-side")).to_contain_text("All ", timeout=180_000)
    chart = page.locator(".fg-review-chart")
    expect(chart).to_be_visible()
    assert chart.evaluate("img => img.naturalWidth") > 100
    worst = page.locator(".fg-review-side button", has_text="Move ")
    if worst.count():
        label = worst.first.inner_text()
        number = int(label.split(":")[0].removeprefix("Move "))
        worst.first.click()
        expect(page.locator("[data-testid=prompt]")).to_contain_text(f"Move {number} of")

    # After the game, "Show all cards" adds what Coco could see.
    page.get_by_text("Show all cards").click()
    expect(page.locator("[data-testid=area-revealed]")).to_be_visible(timeout=15_000)
    expect(page.locator("[data-testid=area-revealed]")).to_contain_text("Coco could see")
