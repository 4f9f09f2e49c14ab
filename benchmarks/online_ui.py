"""Online play in the browser: click in one friend's page to the move shown in the other's.

Voila runs as ``scripts/run`` runs it (the UI benchmark's server, with its bare notebook, so
the floor of any widget click is measured in the same run). Rooms of two friends are made in
the store; each seat's page opens in its own browser context. A move is clicked in the page
whose turn it is; the time runs from the click (``performance.timeOrigin + now()``, one clock
for every page of the browser) until the other page's table shows a newer scene.
"""

from __future__ import annotations

import functools
import math
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks import ui
from benchmarks.common import SAMPLE_GAME
from fashion_core.rooms import SeatSpec, open_store
from widgets.server.serve import launch_chromium

PLAY = f"/voila/render/{SAMPLE_GAME}/play.ipynb"
TABLE = "[data-testid=table][data-ready='1']"
LOST_MS = 60_000
"""A move not shown in the other page after this long counts as lost."""

_RECORD = """() => {
  const table = document.querySelector('.fg-online [data-testid=table]');
  window.__fgSeen = [];
  new MutationObserver(() => window.__fgSeen.push(performance.timeOrigin + performance.now()))
    .observe(table, {attributes: true, attributeFilter: ['data-v']});
}"""

# Clicks the first element matching one of the selectors; returns the click's time or null.
_CLICK = """(selectors) => {
  const table = document.querySelector('.fg-online [data-testid=table]');
  for (const s of selectors) {
    const el = table.querySelector(s);
    if (el) { const t = performance.timeOrigin + performance.now(); el.click(); return t; }
  }
  return null;
}"""

MOVES = ["button[data-key^='chip:']", ".is-target > button[data-key^='play:']"]
CARDS = [
    "[data-testid=zone-hand].is-active button.is-playable",
    "[data-testid=zone-hand].is-active button.is-warn",
]


def _open(browser: Any, url: str) -> Any:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(url, timeout=180_000)  # each room page starts a kernel: slow with 20 at once
    # A preheated kernel shows the one-screen game first and swaps in the room once the
    # request names it: record the room's table, not the one it replaces.
    page.wait_for_selector(f".fg-online {TABLE}", timeout=180_000)
    page.evaluate(_RECORD)
    return page


def _one_move(pages: tuple[Any, Any], logged: Callable[[], int]) -> float | None:
    """Click one move in whichever page may move; ms until the other page shows it
    (infinite if the move was written but never shown there; None if no move was made,
    e.g. a click on a page whose scene was a moment out of date, which the room refuses)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

    for mover, other in (pages, pages[::-1]):
        before = logged()
        clicked = mover.evaluate(_CLICK, MOVES)
        if clicked is None and mover.evaluate(_CLICK, CARDS) is not None:
            mover.wait_for_selector(MOVES[1], timeout=30_000)  # choosing a card is local
            before = logged()
            clicked = mover.evaluate(_CLICK, MOVES)
        if clicked is None:
            continue
        try:
            seen = other.wait_for_function(
                "t => window.__fgSeen.find(x => x > t) || null", arg=clicked, timeout=LOST_MS
            ).json_value()
        except PlaywrightTimeoutError:
            # Reported as "lost", never dropped from the figures, if the move is in the log.
            return math.inf if logged() > before else None
        return float(seen) - float(clicked)
    return None


def measure_rooms(browser: Any, url: str, database: str, rooms: int, moves: int) -> list[float]:
    store = open_store(database)
    pairs, logs = [], []
    for i in range(rooms):
        invites = store.create_room(SAMPLE_GAME, [SeatSpec("Ada"), SeatSpec("Bo")], seed=i)
        links = [f"{url}{PLAY}?room={invites.room_id}&key={k}" for k in invites.seat_keys.values()]
        pairs.append(tuple(_open(browser, link) for link in links))
        logs.append(functools.partial(_moves_logged, store, invites.room_id))
    delays: list[float] = []
    for _ in range(moves):
        for pair, logged in zip(pairs, logs, strict=True):
            if any("Game over" in p.inner_text("[data-testid=prompt]") for p in pair):
                continue
            delay = _one_move(pair, logged)
            if delay is not None:
                delays.append(delay)
            else:
                pair[0].wait_for_timeout(50)
    store.close()
    for pair in pairs:
        for page in pair:
            page.context.close()
    return delays


def _moves_logged(store: Any, room_id: str) -> int:
    return len(store.entries(room_id))


def run_browser(quick: bool) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    counts = (1,) if quick else (1, 10)
    moves = 6 if quick else 30
    results: dict[str, Any] = {"rooms": {}}
    with tempfile.TemporaryDirectory(prefix="fg-online-bench-") as tmp:
        database = str(Path(tmp) / "rooms.sqlite3")
        os.environ["FASHION_GAMES_DATABASE"] = database  # inherited by the Voila server
        try:
            with ui.serve(quiet=not quick) as (url, _pid), sync_playwright() as playwright:
                browser = launch_chromium(playwright, "the online benchmark")
                try:
                    bare = ui.measure_bare(browser, f"{url}/voila/render/bare.ipynb", 1, moves)
                    results["bare_click_ms"] = ui.summary(bare["click_ms"])
                    for rooms in counts:
                        start = time.monotonic()
                        delays = measure_rooms(browser, url, database, rooms, moves // rooms + 3)
                        shown = [d for d in delays if math.isfinite(d)]
                        results["rooms"][str(rooms)] = {
                            **ui.summary(shown),
                            "lost": len(delays) - len(shown),
                            "seconds": time.monotonic() - start,
                        }
                finally:
                    browser.close()
        finally:
            os.environ.pop("FASHION_GAMES_DATABASE", None)
    return results
