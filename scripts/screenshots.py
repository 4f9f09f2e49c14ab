"""Refresh the README's screenshots: each game's table a few moves in, and the gallery.

    .venv/bin/python scripts/screenshots.py

Serves Voila like scripts/run, drives Debian's Chromium, and writes palette PNGs to
docs/screenshots/ (documentation images, small on purpose).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from widgets.serve import launch_chromium, running_voila  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
CLICKABLE = (
    "[data-testid=table] .is-target > button.fg-zone-target, "
    "[data-testid=table] button.fg-item.is-playable, "
    "[data-testid=table] button[data-key^='chip:']"
)


def shrink(path: Path) -> None:
    image = Image.open(path).convert("RGB")
    image.quantize(colors=192, method=Image.Quantize.MEDIANCUT).save(path, optimize=True)


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
            for game, clicks in (("colour_bazaar", 9), ("moonscrown", 4), ("colori", 14)):
                page.goto(f"{base}/{game}/play.ipynb")
                page.wait_for_selector("[data-testid=table][data-ready='1']", timeout=60_000)
                done = 0
                for _ in range(200):
                    if done >= clicks:
                        break
                    target = page.locator(CLICKABLE).first
                    if target.count() and "thinking" not in page.inner_text("[data-testid=prompt]"):
                        target.click()
                        done += 1
                    page.wait_for_timeout(700)
                page.wait_for_timeout(1200)
                page.locator("[data-testid=table]").screenshot(path=str(OUT / f"{game}.png"))
            browser.close()
    for path in OUT.glob("*.png"):
        shrink(path)
        print(path.relative_to(ROOT), path.stat().st_size // 1024, "kB")


if __name__ == "__main__":
    main()
