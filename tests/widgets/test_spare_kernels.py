"""Spare kernels: a page never waits for a fixed refill delay, and a rush of pages taking
spares is not slowed by their replacements starting at the same time.

The kernel manager's own logic, with kernel processes replaced by a record of when each
would have started (starting real kernels is what the browser tests do).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

from widgets import voila_guard
from widgets.serve import SETTINGS
from widgets.voila_guard import LimitedKernelManager

SPARE = {"env": {"VOILA_PREHEAT": "True"}}
CALM = 0.3


@pytest.fixture
def starts(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, float]]:
    started: list[tuple[str, float]] = []

    async def start(self: Any, *args: Any, **kwargs: Any) -> str:
        kind = "spare" if kwargs.get("env") else "page"
        started.append((kind, time.monotonic()))
        return f"{kind}-{len(started)}"

    monkeypatch.setattr(AsyncMappingKernelManager, "start_kernel", start)
    return started


def manager(started_ago: float) -> LimitedKernelManager:
    kernels = LimitedKernelManager(spare_calm=CALM)
    kernels._created -= started_ago
    return kernels


def test_no_fixed_refill_delay_makes_the_next_page_wait() -> None:
    # Voila puts the replacement in the pool at once and the next page waits for it: a
    # delay there is a delay for that visitor.
    assert SETTINGS["VoilaKernelManager"]["fill_delay"] == 0


def test_the_first_fill_when_the_server_starts_is_not_held_back(starts: list) -> None:
    kernels = manager(started_ago=0)

    async def fill() -> float:
        begun = time.monotonic()
        await asyncio.gather(*(kernels.start_kernel(**SPARE) for _ in range(4)))
        return time.monotonic() - begun

    assert asyncio.run(fill()) < CALM
    assert [kind for kind, _ in starts] == ["spare"] * 4


def test_replacements_start_once_pages_stop_taking_spares(starts: list) -> None:
    kernels = manager(started_ago=voila_guard.STARTUP_FILL_S + 1)

    async def rush() -> tuple[float, float]:
        # Three pages take spares a little apart; each asks for a replacement.
        tasks = []
        for _ in range(3):
            await asyncio.sleep(CALM / 3)
            tasks.append(asyncio.ensure_future(kernels.start_kernel(**SPARE)))
        last_taken = time.monotonic()
        # A page that finds no spare starts its own kernel at once, even now.
        await kernels.start_kernel()
        await asyncio.gather(*tasks)
        return last_taken, time.monotonic()

    last_taken, _ = asyncio.run(rush())
    kinds = [kind for kind, _ in starts]
    assert kinds == ["page", "spare", "spare", "spare"]
    spare_times = [at for kind, at in starts if kind == "spare"]
    assert min(spare_times) >= last_taken + CALM * 0.9


def test_a_page_that_finds_no_spare_ready_starts_the_held_back_ones(starts: list) -> None:
    async def visit(ready_spare: bool) -> None:
        kernels = manager(started_ago=voila_guard.STARTUP_FILL_S + 1)
        kernels.spare_calm = 60  # far longer than this test may take
        spare = asyncio.ensure_future(kernels.start_kernel(**SPARE))
        await asyncio.sleep(0.05)
        waiting = asyncio.get_running_loop().create_future()  # a spare still starting
        ready = asyncio.get_running_loop().create_future()
        ready.set_result({})
        kernels._pools = {"play.ipynb": [ready, waiting] if ready_spare else [waiting]}
        kernels.page_asks_for("other.ipynb")  # another page's pool: not this one's business
        kernels.page_asks_for("play.ipynb")
        await asyncio.wait([spare], timeout=1)
        spare.cancel()

    asyncio.run(visit(ready_spare=True))
    assert starts == []  # the page takes the ready spare: nothing is started
    asyncio.run(visit(ready_spare=False))
    assert [kind for kind, _ in starts] == ["spare"]
