"""Spare kernels: a page never waits for a fixed refill delay, a rush of pages taking spares
is not slowed by their replacements starting while they load, and a lone visitor's
replacement is ready for the next visitor.

The kernel manager's own logic, with kernel processes replaced by a record of when each
would have started (starting real kernels is what the browser tests do).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

from widgets.server import voila_guard
from widgets.server.serve import SETTINGS
from widgets.server.voila_guard import LimitedKernelManager

SPARE = {"env": {"VOILA_PREHEAT": "True"}}
CALM = 0.3
LOADING = 0.2  # how long a connected page still loads its widgets (connect_calm)


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
    kernels = LimitedKernelManager(spare_calm=CALM, connect_calm=LOADING)
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


def pool(ready: bool) -> list[asyncio.Future]:
    """A preheated pool as Voila keeps it: one kernel task, finished when the kernel is ready."""
    task = asyncio.get_running_loop().create_future()
    if ready:
        task.set_result({})
    return [task]


def test_replacements_wait_until_the_pages_still_loading_have_connected(starts: list) -> None:
    kernels = manager(started_ago=voila_guard.STARTUP_FILL_S + 1)
    kernels.spare_calm = 60  # far longer than this test may take

    async def rush() -> list[int]:
        kernels._pools = {"play.ipynb": pool(ready=True)}
        kernels._kernels.update(dict.fromkeys("abc"))  # the pages' kernels, handed out
        started_after = []
        replacements = []
        for _ in range(3):  # three pages each take a ready spare; each asks for a replacement
            kernels.page_asks_for("play.ipynb")
            replacements.append(asyncio.ensure_future(kernels.start_kernel(**SPARE)))
        await asyncio.sleep(0.1)
        started_after.append(len(starts))
        for kernel in ("a", "b"):
            kernels.notify_connect(kernel)  # two of the three pages are up
        kernels.notify_connect("a")  # a page reconnecting (a network blip) was not loading
        await asyncio.sleep(LOADING + 0.1)  # those two have drawn their widgets
        started_after.append(len(starts))
        kernels.notify_connect("c")  # the last page is up: nothing is loading any more
        await asyncio.wait_for(asyncio.gather(*replacements), 5)
        started_after.append(len(starts))
        return started_after

    assert asyncio.run(rush()) == [0, 0, 3]


def test_a_lone_visitors_replacement_starts_once_the_page_has_drawn_its_widgets(
    starts: list,
) -> None:
    kernels = manager(started_ago=voila_guard.STARTUP_FILL_S + 1)
    kernels.spare_calm = 60

    async def visit() -> float:
        kernels._pools = {"play.ipynb": pool(ready=True)}
        kernels.page_asks_for("play.ipynb")
        replacement = asyncio.ensure_future(kernels.start_kernel(**SPARE))
        await asyncio.sleep(0.05)
        connected = time.monotonic()
        kernels.notify_connect("visitor")
        await asyncio.wait_for(replacement, 5)
        return connected

    connected = asyncio.run(visit())
    assert [kind for kind, _ in starts] == ["spare"]
    # Not while the page fetches its widgets, and not spare_calm (60 s) later.
    assert LOADING * 0.9 <= starts[0][1] - connected < LOADING + 1


def test_a_page_that_never_connects_holds_replacements_for_spare_calm_at_most(
    starts: list,
) -> None:
    kernels = manager(started_ago=voila_guard.STARTUP_FILL_S + 1)

    async def visit() -> float:
        kernels._pools = {"play.ipynb": pool(ready=True)}
        kernels.page_asks_for("play.ipynb")  # and then the visitor closes the tab at once
        asked = time.monotonic()
        await asyncio.wait_for(kernels.start_kernel(**SPARE), 5)
        return asked

    asked = asyncio.run(visit())
    assert [kind for kind, _ in starts] == ["spare"]
    assert CALM * 0.9 <= starts[0][1] - asked < 5


def test_a_page_that_finds_no_spare_ready_starts_the_held_back_ones(starts: list) -> None:
    async def visit(ready_spare: bool) -> None:
        kernels = manager(started_ago=voila_guard.STARTUP_FILL_S + 1)
        kernels.spare_calm = 60  # far longer than this test may take
        kernels._pools = {"play.ipynb": pool(ready=True)}
        kernels.page_asks_for("play.ipynb")  # a first page takes the ready spare, still loading
        spare = asyncio.ensure_future(kernels.start_kernel(**SPARE))
        await asyncio.sleep(0.05)
        kernels._pools = {"play.ipynb": pool(ready=ready_spare)}
        kernels.page_asks_for("other.ipynb")  # a notebook without a pool: it waits for no spare
        kernels.page_asks_for("play.ipynb")  # a second page for the same notebook
        await asyncio.wait([spare], timeout=1)
        spare.cancel()

    asyncio.run(visit(ready_spare=True))
    assert starts == []  # the second page takes a ready spare: nothing is started
    asyncio.run(visit(ready_spare=False))
    assert [kind for kind, _ in starts] == ["spare"]


def test_a_script_checking_the_server_holds_no_replacement_back(starts: list) -> None:
    # scripts/run asks for a page until the server answers; no browser ever connects for it.
    kernels = manager(started_ago=voila_guard.STARTUP_FILL_S + 1)
    kernels.spare_calm = 60

    async def probe() -> None:
        kernels._pools = {"play.ipynb": pool(ready=True)}
        kernels.page_asks_for("play.ipynb", browser=False)
        await asyncio.wait_for(kernels.start_kernel(**SPARE), 5)

    asyncio.run(probe())
    assert [kind for kind, _ in starts] == ["spare"]
