"""Load: a class opening the same game at once, next to one visitor alone, in one run.

Voila is started as ``scripts/run`` starts it. Each visitor is a fresh Chromium context (its
own cookies and storage, like a separate computer) opening the Colour Bazaar play page.

* **Page ready**: from navigation until the table is drawn (``data-ready``), per page, timed in
  the page; first one visitor alone, then N visitors who all start at the same moment.
* **Click -> update**: timed inside each page (a MutationObserver on the table's version), all
  visitors clicking at the same time.
* **RSS per kernel** while the pages are open (median over the server's kernels).
* **Kernels left**: kernels beyond the preheated pool, 60 s after every page was closed (a closed
  page must free its kernel at once; the idle cull would take minutes).

Both with ``scripts/run``'s default settings (one preheated kernel per page) and, in a full
run, with the setting for a class (``--preheat colour_bazaar/play.ipynb=N``).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from benchmarks.common import SAMPLE_GAME, Config, fmt, table, target
from benchmarks.server import cpu_split, kernel_pids, wait_until_quiet
from benchmarks.ui import _CANDIDATES, _CLICK_BUTTON, _CLICK_TABLE, BARE, summary
from widgets.server.serve import (
    NOTEBOOKS,
    close_like_a_tab_async,
    launch_chromium,
    preheated_pages,
    running_voila,
)

TITLE = "Load: many visitors at once (Voila + Chromium, loopback)"
GAME = SAMPLE_GAME
READY = "[data-testid=table][data-ready='1']"
BARE_READY = "button.widget-button"
"""The bare notebook (one button, ``benchmarks/notebooks/bare.ipynb``) is ready."""
PAGES, QUICK_PAGES = 20, 2
CLICKS, QUICK_CLICKS = 10, 4
PAGES_WITH_SPARES = preheated_pages()
"""The gallery, and learn and play for each game (counted, so new games' pages add theirs; the
lab and the review have no spare)."""
LINGER, QUICK_LINGER = 60.0, 30.0
"""Seconds after closing the pages before kernels are counted."""


def run(cfg: Config) -> dict[str, Any]:
    pages = QUICK_PAGES if cfg.quick else PAGES
    clicks = QUICK_CLICKS if cfg.quick else CLICKS
    linger = QUICK_LINGER if cfg.quick else LINGER
    # "default": scripts/run as it is; "class": scripts/run --preheat <page>=N, what a teacher
    # sets before a class opens one game (README, "Serving a class").
    settings = {"default": None} if cfg.quick else {"default": None, "class": pages}
    result: dict[str, Any] = {"game": GAME, "pages": pages, "linger_s": linger, "settings": {}}
    for name, pool_size in settings.items():
        pools = {f"{GAME}/play.ipynb": pool_size} if pool_size else None
        # Spare kernels: one per page (none for the lab), the class page's pool, and the lab
        # page's own kernel from the check that the server is up (the lab has no spare, so
        # that check leaves no refill behind to blur the count).
        pool = PAGES_WITH_SPARES - 1 + (pool_size or 1) + 1
        with serve(pools) as (url, pid):
            page_url = f"{url}/voila/render/{GAME}/play.ipynb"
            settle(pid, pool, 300)
            single = asyncio.run(visit(page_url, 1, clicks, pid))
            settle(pid, pool, 120)  # the used spare is replaced 30 s later
            crowd = asyncio.run(visit(page_url, pages, clicks, pid))
            left = max(0, wait_for_kernels(pid, pool, linger) - pool)
        result["settings"][name] = {
            "pool_kernels": pool,
            "page_pool": pool_size or 1,
            "single": single,
            "crowd": crowd,
            "kernels_left": left,
        }
    if not cfg.quick:
        # The peer in the same run: the bare notebook (one button), a preheated kernel ready for
        # every visitor, so what remains is Voila's page and the visitors' browsers.
        with serve({"bare.ipynb": pages}, bare=True) as (url, pid):
            settle(pid, pages + 1, 300)  # the pool and the readiness check's kernel
            bare_url = f"{url}/voila/render/bare.ipynb"
            crowd = asyncio.run(visit(bare_url, pages, clicks, pid, BARE_READY))
        result["bare"] = {"page_pool": pages, "crowd": crowd}
    result["targets"] = targets(result)
    return result


@contextlib.contextmanager
def serve(pools: dict[str, int] | None, bare: bool = False) -> Iterator[tuple[str, int]]:
    """Voila as ``scripts/run`` starts it; ``bare``: on the bare notebook alone (and a copy of
    it as ``lab.ipynb``, which has no spare kernel, for the check that the server is up)."""
    with tempfile.TemporaryDirectory(prefix="fg-load-bench-") as tmp:
        env = dict(os.environ, FASHION_GAMES_SAVES=str(Path(tmp) / "saves"))
        root = NOTEBOOKS
        if bare:
            root = Path(tmp) / "bare"
            root.mkdir()
            for name in ("bare.ipynb", "lab.ipynb"):
                shutil.copy(BARE, root / name)
        with running_voila(
            root,
            ready_path="lab.ipynb",
            env=env,
            log_path=Path(tmp) / "voila.log",
            pools=pools,
            timeout=300,
        ) as (url, pid):
            yield url, pid


async def visit(
    url: str, count: int, clicks: int, pid: int, ready_when: str = READY
) -> dict[str, Any]:
    """``count`` visitors open ``url`` at once, click, then close their pages."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await launch_chromium(playwright, "the load benchmark")
        try:
            contexts = [
                await browser.new_context(viewport={"width": 1280, "height": 800})
                for _ in range(count)
            ]
            pages = [await context.new_page() for context in contexts]
            started, cpu_before = time.monotonic(), cpu_split(pid)
            ready = await asyncio.gather(*(open_page(page, url, ready_when) for page in pages))
            wall, cpu_after = time.monotonic() - started, cpu_split(pid)
            rss = kernel_rss(pid)
            bare = ready_when == BARE_READY
            latencies = await asyncio.gather(*(click(page, clicks, bare) for page in pages))
            # Each tab closed and its unload run before the contexts go (see the helper).
            await asyncio.gather(*(close_like_a_tab_async(page) for page in pages))
            for context in contexts:
                await context.close()
        finally:
            await browser.close()
    return {
        "ready_ms": [r for r in ready if r is not None],
        "failed": sum(r is None for r in ready),
        "all_ready_s": wall,
        # Processor time spent while the pages opened, by whom: the visitors' browsers run on
        # this machine too, and on two cores they can take most of it.
        "cpu_s": {part: cpu_after[part] - cpu_before[part] for part in cpu_after},
        "click_ms": [x for page in latencies for x in page],
        "kernel_rss_bytes": rss,
    }


async def open_page(page: Any, url: str, ready: str = READY) -> float | None:
    try:
        await page.goto(url, wait_until="commit", timeout=180_000)
        handle = await page.wait_for_function(
            f"() => document.querySelector({ready!r}) ? performance.now() : null",
            timeout=180_000,
            polling=50,
        )
        return float(await handle.json_value())
    except Exception:  # a page that never became ready is counted, not fatal
        return None


async def click(page: Any, clicks: int, bare: bool = False) -> list[float]:
    """Click the table (or the bare notebook's button) ``clicks`` times; ms to each update."""
    latencies: list[float] = []
    deadline = time.monotonic() + 60 + clicks * 5
    button = await page.query_selector(BARE_READY) if bare else None
    while len(latencies) < clicks and time.monotonic() < deadline:
        try:
            if button is not None:
                latency = await page.evaluate(_CLICK_BUTTON, button)
            else:
                click = await page.evaluate(_CLICK_TABLE, _CANDIDATES)
                latency = click and click["ms"]  # until the answer, as the bare page's
        except Exception:
            break
        if latency is not None:
            latencies.append(float(latency))
        else:
            await page.wait_for_timeout(50)  # a bot is moving
    return latencies


def kernel_rss(pid: int) -> int | None:
    import psutil

    sizes = []
    for child in kernel_pids(pid):
        with contextlib.suppress(psutil.Error):
            sizes.append(child.memory_info().rss)
    return int(statistics.median(sizes)) if sizes else None


def settle(pid: int, count: int, timeout: float) -> None:
    """Wait until the server has ``count`` kernels and has gone quiet: a preheated kernel's
    process exists seconds before it has run its notebook, and visitors who arrive meanwhile
    queue behind that preparation instead of finding a page ready."""
    deadline = time.monotonic() + timeout
    while len(kernel_pids(pid)) != count:
        if time.monotonic() > deadline:
            raise RuntimeError(f"the server has {len(kernel_pids(pid))} kernels, not {count}")
        time.sleep(0.5)
    wait_until_quiet(pid, deadline - time.monotonic())


def wait_for_kernels(pid: int, count: int, timeout: float) -> int:
    deadline = time.monotonic() + timeout
    while (now := len(kernel_pids(pid))) > count and time.monotonic() < deadline:
        time.sleep(0.5)
    return now


def targets(result: dict[str, Any]) -> list[dict[str, Any]]:
    pages, out = result["pages"], []
    for name, run in result["settings"].items():
        crowd = run["crowd"]
        label = f"{name} settings, {pages} pages at once"
        ready = summary(crowd["ready_ms"])["p95"] if not crowd["failed"] else None
        clicks = summary(crowd["click_ms"])["p95"]
        ready_target = target(
            GAME, f"{label}: ready p95 <= 15 s", ready, 15_000, unit=" ms", at_most=True
        )
        click_target = target(
            GAME, f"{label}: click p95 <= 100 ms", clicks, 100, unit=" ms", at_most=True
        )
        if "bare" in result:  # what Voila and the browsers alone cost, in the same run
            bare = result["bare"]["crowd"]
            for kind, row in (("ready_ms", ready_target), ("click_ms", click_target)):
                p95 = summary(bare[kind])["p95"]
                row["note"] = f"bare notebook, {pages} at once: p95 {fmt(p95)} ms"
        out += [
            ready_target,
            click_target,
            target(
                GAME,
                f"{name} settings: kernels left {result['linger_s']:.0f} s after closing",
                run["kernels_left"],
                0,
                at_most=True,
            ),
        ]
    return out


def render(result: dict[str, Any]) -> str:
    rows = []
    runs = [
        (f"{name} (pool {setting['page_pool']})", label, run, setting)
        for name, setting in result["settings"].items()
        for label, run in (("1", setting["single"]), (str(result["pages"]), setting["crowd"]))
    ]
    if "bare" in result:  # the peer: the bare notebook, as many visitors, a kernel ready for each
        bare = result["bare"]
        runs.append(
            (f"bare notebook (pool {bare['page_pool']})", str(result["pages"]), bare["crowd"], None)
        )
    for title, label, run, setting in runs:
        ready, clicks = summary(run["ready_ms"]), summary(run["click_ms"])
        rss = run["kernel_rss_bytes"]
        rows.append(
            [
                title,
                label,
                fmt(ready["median"]),
                fmt(ready["p95"]),
                str(run["failed"]),
                fmt(clicks["median"]),
                fmt(clicks["p95"]),
                fmt(clicks["max"]),
                "-" if rss is None else f"{rss / 2**20:.0f}",
                _cpu(run, "server", "kernels"),
                _cpu(run, "browsers"),
            ]
        )
        if setting is not None and label != "1":
            rows.append(["", "kernels left", str(setting["kernels_left"]), *[""] * 8])
    return table(
        [
            "settings",
            "pages",
            "ready p50 ms",
            "ready p95 ms",
            "not ready",
            "click p50 ms",
            "click p95 ms",
            "click max ms",
            "RSS/kernel MiB",
            "server CPU s/page",
            "browser CPU s/page",
        ],
        rows,
    )


def _cpu(run: dict[str, Any], *parts: str) -> str:
    """CPU seconds per page while the pages opened (older reports lack the split)."""
    cpu, pages = run.get("cpu_s"), len(run["ready_ms"]) + run["failed"]
    if not cpu or not pages:
        return "-"
    return f"{sum(cpu[part] for part in parts) / pages:.2f}"
