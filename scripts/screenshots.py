"""Refresh the README's screenshots: every game's table a few moves in, and the gallery.

    .venv/bin/python scripts/screenshots.py

Serves Voila like scripts/run, drives Debian's Chromium, and writes palette PNGs to
docs/screenshots/ (documentation images, small on purpose).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image
from playwright.sync_api import Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from widgets.registry import UI  # noqa: E402
from widgets.server.serve import launch_chromium, running_voila  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
TABLE = "[data-testid=table]"
# What to click on a game's table to show it a few moves in, best first: the first match of
# the first selector that matches is clicked. How many clicks, and other selectors where a game
# needs them, are in its UI manifest (widgets/games/<game>/__init__.py).
TARGETS = (
    "[data-testid=table] .fg-confirm button[data-key='confirm:yes']",
    "[data-testid=table] .is-target > button.fg-zone-target",
    "[data-testid=table] button.fg-item.is-playable",
    "[data-testid=table] button[data-key^='chip:']",
    "[data-testid=table] .fg-buttons button.fg-button.is-primary:not([disabled])",
    "[data-testid=table] .fg-buttons button.fg-button.is-good:not([disabled])",
    "[data-testid=table] .fg-buttons button.fg-button:not([disabled]):not([data-key^='ui:'])",
)
# Resolves when one of the selectors matches and no bot is thinking (its move would redraw
# the table under the click).
READY = """(selectors) => {
  const prompt = document.querySelector('[data-testid=table] [data-testid=prompt]');
  if (prompt && prompt.textContent.includes('thinking')) return false;
  return selectors.some((s) => document.querySelector(s));
}"""


def shrink(path: Path) -> None:
    image = Image.open(path).convert("RGB")
    image.quantize(colors=192, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)


def play(page: Page, clicks: int, selectors: tuple[str, ...]) -> None:
    """Click ``clicks`` times, each time on the best target, waiting for each new scene."""
    for _ in range(clicks):
        page.wait_for_function(READY, arg=list(selectors), timeout=60_000)
        target = next(page.locator(s).first for s in selectors if page.locator(s).count())
        before = page.evaluate(f"() => Number(document.querySelector('{TABLE}').dataset.v)")
        target.click()
        page.wait_for_function(
            f"v => Number(document.querySelector('{TABLE}').dataset.v) > v",
            arg=before,
            timeout=60_000,
        )
    # The bots answer the last click: wait until it is a human's turn again.
    page.wait_for_function(READY, arg=list(selectors), timeout=60_000)


def shoot(page: Page, path: Path) -> None:
    """The whole table as a player sees it at 1280x800 (a play table fills the window), without
    the card preview the last click left open."""
    page.mouse.move(0, 0)
    page.evaluate("() => document.activeElement && document.activeElement.blur()")
    page.wait_for_selector("[data-testid=zoom]", state="hidden", timeout=10_000)
    page.locator(TABLE).screenshot(path=str(path))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    with running_voila() as (url, _pid):
        base = f"{url}/voila/render"
        with sync_playwright() as p:
            browser = launch_chromium(p, "the README screenshots")
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            page.goto(f"{base}/index.ipynb")
            page.wait_for_selector(".fg-gallery", timeout=60_000)
            page.locator(".fg-gallery").screenshot(path=str(OUT / "gallery.png"))
            for game, ui in UI.items():
                clicks, selectors = ui.screenshot_clicks, ui.screenshot_targets or TARGETS
                page.goto(f"{base}/{game}/play.ipynb")
                page.wait_for_selector(f"{TABLE}[data-ready='1']", timeout=60_000)
                play(page, clicks, selectors)
                shoot(page, OUT / f"{game}.png")
            browser.close()
    for path in OUT.glob("*.png"):
        shrink(path)
        print(path.relative_to(ROOT), path.stat().st_size // 1024, "kB")


if __name__ == "__main__":
    main()
