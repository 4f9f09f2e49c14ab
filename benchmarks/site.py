"""Site: the static site (Voici + Pyodide, ``scripts/build-site``) in real Chromium, beside a bare
Voici page with one ipywidgets button built into the same site, in the same run.

* **Open to usable**: from navigation until the page can be used: a play page's table is drawn
  with a move to click; the bare page's button is drawn. *Cold* is a fresh browser context (no
  cache, no service worker); *warm* reloads the page in the same context (files from the
  browser's cache). Every page still starts its own Python: that is most of the time.
* **Where the time goes** (cold, play page): when the runtime was asked for, when the last
  wheel was asked for (all load while the runtime boots), and when the page was usable.
* **Click to update**: timed inside the page, from ``click()`` until the table shows a newer
  scene, as in the ``ui`` section.
* **First visit**: every file the cold play page fetched, in bytes as served and gzipped (what a
  host with compression sends).
"""

from __future__ import annotations

import gzip
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import urlparse

from benchmarks.common import SAMPLE_GAME, Config, fmt, table, target
from widgets.server.serve import ROOT, free_port, launch_chromium

TITLE = "Static site (Voici + Pyodide in Chromium, loopback)"
BARE = Path(__file__).parent / "notebooks" / "bare.ipynb"
PLAY = f"voici/render/{SAMPLE_GAME}/play.html"
BARE_PAGE = "voici/render/bare.html"
USABLE = {
    PLAY: "[data-testid=table][data-ready='1'] button.fg-item.is-playable",
    BARE_PAGE: ".widget-button",
}
SLOWER_THAN_BARE = 1.2
COLD_PLAY_SECONDS = 8.0

_CLICK = """async (selector) => {
  const table = document.querySelector('[data-testid=table]');
  const before = Number(table.dataset.v);
  const start = performance.now();
  const done = new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (Number(table.dataset.v) > before) { seen.disconnect(); resolve(); }
    });
    seen.observe(table, {attributes: true, subtree: true, childList: true});
  });
  document.querySelector(selector).click();
  await done;
  return performance.now() - start;
}"""


@contextmanager
def built_site() -> Iterator[Path]:
    """The site with the bare page added, built as ``scripts/build-site`` builds it."""
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        subprocess.run(
            [
                sys.executable,
                str(ROOT / "static_site" / "build.py"),
                str(site),
                "--extra",
                str(BARE),
            ],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        yield site


@contextmanager
def served(site: Path) -> Iterator[str]:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, str(ROOT / "static_site" / "serve.py"), str(site), "--port", str(port)]
    )
    try:
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(url + "/" + BARE_PAGE, timeout=5).close()
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.2)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=10)


def open_page(context: Any, url: str, page_path: str) -> tuple[Any, float, list[tuple[float, str]]]:
    """Open a page in ``context``; return it, seconds to usable, and its requests' times."""
    page = context.new_page()
    requests: list[tuple[float, str]] = []
    start = time.perf_counter()
    context.on("request", lambda r: requests.append((time.perf_counter() - start, r.url)))
    page.goto(f"{url}/{page_path}", timeout=300_000)
    page.wait_for_selector(USABLE[page_path], timeout=300_000)
    return page, time.perf_counter() - start, requests


def reload_time(page: Any, page_path: str) -> float:
    start = time.perf_counter()
    page.reload(timeout=300_000)
    page.wait_for_selector(USABLE[page_path], timeout=300_000)
    return time.perf_counter() - start


def first_visit_bytes(site: Path, requests: list[tuple[float, str]]) -> tuple[int, int, int]:
    """Files fetched (each once), their bytes as served, and gzipped."""
    paths = {urlparse(u).path for _, u in requests if u.startswith("http")}
    raw = packed = count = 0
    for path in paths:
        file = site / path.lstrip("/")
        if path.endswith("/"):
            file = file / "index.html"
        if file.is_file():
            data = file.read_bytes()
            raw += len(data)
            packed += len(gzip.compress(data, 6))
            count += 1
    return count, raw, packed


def milestones(requests: list[tuple[float, str]], usable: float) -> dict[str, float]:
    def first(part: str) -> float | None:
        return next((t for t, u in requests if part in u), None)

    wheels = [t for t, u in requests if u.endswith(".whl")]
    return {
        "pyodide.js asked": first("pyodide.js") or 0.0,
        "runtime (wasm) asked": first("pyodide.asm.wasm") or 0.0,
        "last wheel asked": max(wheels) if wheels else 0.0,
        "usable": usable,
    }


def run(cfg: Config) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    loads = 2 if cfg.quick else 3
    clicks = 5 if cfg.quick else 20
    result: dict[str, Any] = {"cold": {}, "warm": {}, "targets": []}
    build_start = time.perf_counter()
    with built_site() as site, served(site) as url, sync_playwright() as playwright:
        result["build_seconds"] = time.perf_counter() - build_start
        result["site_bytes"] = sum(f.stat().st_size for f in site.rglob("*") if f.is_file())
        browser = launch_chromium(playwright, "the site benchmark")
        try:
            for _ in range(loads):  # alternate, so both meet the same moments of the machine
                for page_path in (BARE_PAGE, PLAY):
                    context = browser.new_context(viewport={"width": 1280, "height": 800})
                    page, cold, requests = open_page(context, url, page_path)
                    requests = list(requests)  # the cold load's only, not the reload's
                    result["cold"].setdefault(page_path, []).append(cold)
                    result["warm"].setdefault(page_path, []).append(reload_time(page, page_path))
                    if page_path == PLAY and "first_visit" not in result:
                        result["first_visit"] = first_visit_bytes(site, requests)
                        result["milestones"] = milestones(requests, cold)
                        result["click_ms"] = _clicks(page, clicks)
                    context.close()
        finally:
            browser.close()
    cold_play = statistics.median(result["cold"][PLAY])
    cold_bare = statistics.median(result["cold"][BARE_PAGE])
    result["targets"] = [
        target("site", "cold play page (s)", cold_play, COLD_PLAY_SECONDS, unit="s", at_most=True),
        target(
            "site",
            "cold play / bare Voici",
            cold_play / cold_bare,
            SLOWER_THAN_BARE,
            unit="x",
            at_most=True,
        ),
    ]
    return result


CLICKABLE = (
    "[data-testid=table] button[data-key^='chip:']",
    "[data-testid=table] .is-target > button[data-key^='play:']",
    "[data-testid=table] button[data-key^='play:']",
    "[data-testid=zone-hand].is-active button.is-playable",
)
"""A Colour Bazaar turn, in order of preference: invest, play the chosen card, choose a card."""


def _clicks(page: Any, count: int) -> list[float]:
    """Play ``count`` clicks of the game, each timed in the page (a bot's turn is waited out,
    not timed)."""
    times: list[float] = []
    for _ in range(count * 20):
        if len(times) >= count or page.inner_text("[data-testid=prompt]").startswith("Game over"):
            break
        found = next((s for s in CLICKABLE if page.locator(s).count()), None)
        if found is None:
            page.wait_for_timeout(100)  # the bot is to move
            continue
        times.append(page.evaluate(_CLICK, found))
    return times


def render(result: dict[str, Any]) -> str:
    rows = []
    for page_path in (BARE_PAGE, PLAY):
        cold, warm = result["cold"][page_path], result["warm"][page_path]
        rows.append(
            [
                page_path,
                fmt(statistics.median(cold)) + " s",
                fmt(min(cold)) + "-" + fmt(max(cold)) + " s",
                fmt(statistics.median(warm)) + " s",
            ]
        )
    parts = [table(["page", "cold (median)", "cold range", "warm (median)"], rows)]
    stones = result.get("milestones", {})
    parts.append(table(["cold play page", "seconds"], [[k, fmt(v)] for k, v in stones.items()]))
    clicks = sorted(result.get("click_ms", []))
    if clicks:
        parts.append(
            f"click to update: median {fmt(statistics.median(clicks))} ms, "
            f"max {fmt(clicks[-1])} ms over {len(clicks)} clicks"
        )
    count, raw, packed = result.get("first_visit", (0, 0, 0))
    parts.append(
        f"first visit: {count} files, {raw / 1e6:.1f} MB as served, {packed / 1e6:.1f} MB gzipped; "
        f"site on disk {result['site_bytes'] / 1e6:.1f} MB; "
        f"built in {result['build_seconds']:.0f} s"
    )
    return "\n\n".join(parts)


__all__ = ["render", "run"]
