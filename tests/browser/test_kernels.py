"""Pages free their kernels, and a full server says "busy" instead of running out of memory.

A server of its own (the same settings as ``scripts/run`` with a low kernel limit), so the
kernels can be counted as processes under it.
"""

from __future__ import annotations

import os
import re
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest
from playwright.sync_api import Browser, Page

from tests.browser.conftest import click_and_wait, open_dashboard, scene_version
from widgets.server.serve import close_like_a_tab, preheated_pages, running_voila

PLAY = "/voila/render/colour_bazaar/play.ipynb"
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
# One preheated kernel per notebook but the lab's and the review's (counted, so a new game's
# pages add theirs).
POOL = preheated_pages(NOTEBOOKS)
BASE = POOL + 1  # and the kernel of the request that checked the server was up (no page)
LIMIT = BASE + 2


def kernels(pid: int) -> int:
    children = psutil.Process(pid).children(recursive=True)
    return sum(any("ipykernel" in part for part in _cmdline(c)) for c in children)


def _cmdline(process: psutil.Process) -> list[str]:
    try:
        return process.cmdline()
    except psutil.Error:
        return []


def wait_for_kernels(pid: int, count: int, timeout: float = 90) -> int:
    deadline = time.monotonic() + timeout
    while (now := kernels(pid)) != count and time.monotonic() < deadline:
        time.sleep(0.5)
    return now


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, int]]:
    env = dict(os.environ, FASHION_GAMES_SAVES=str(tmp_path_factory.mktemp("saves")))
    with running_voila(env=env, max_kernels=LIMIT) as (url, pid):
        assert wait_for_kernels(pid, BASE) == BASE
        yield url, pid


def test_a_full_server_answers_busy_and_recovers(browser: Browser, server: tuple[str, int]) -> None:
    url, pid = server
    context = browser.new_context()
    pages = [context.new_page() for _ in range(2)]
    for page in pages:
        open_dashboard(page, url + PLAY)
    assert wait_for_kernels(pid, LIMIT) == LIMIT
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(url + PLAY, timeout=60)
    assert refused.value.code == 503
    assert refused.value.headers["Retry-After"] == "60"
    assert "try again in a minute" in refused.value.read().decode()
    assert kernels(pid) == LIMIT  # no kernel was started for the refused page
    for page in pages:
        close_like_a_tab(page)  # unload run before the context goes
    context.close()
    # Closed pages free their kernels at once (their shutdown requests), not at the idle cull.
    assert wait_for_kernels(pid, BASE, timeout=60) == BASE
    # The kernel manager forgets a kernel a moment after its process ends, and the preheated
    # pool refills, so "recovers" means: within the minute the busy page asks people to wait.
    assert page_status_within(url + PLAY, seconds=60) == 200


def page_status_within(url: str, seconds: float) -> int:
    """The page's status, asked again every second while it answers 503 (busy)."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            with urllib.request.urlopen(url, timeout=60) as response:
                return response.status
        except urllib.error.HTTPError as busy:
            if busy.code != 503 or time.monotonic() > deadline:
                return busy.code
        time.sleep(1)


def test_unknown_host_names_are_refused(server: tuple[str, int]) -> None:
    url, _ = server
    request = urllib.request.Request(url + PLAY, headers={"Host": "rebound.example"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=60)
    assert refused.value.code == 403


IDLE = 10
"""Seconds: the idle timeout of the server below, so a test can outwait it. Not much less: a
page that took its kernel must connect within it, and on a busy 2-core machine running two
browser tests at once that took more than 3 s (the kernel was culled under the page)."""


@pytest.fixture
def quick_cull_server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """A server with one play page whose kernels are culled after IDLE seconds without a page."""
    root = tmp_path / "notebooks"
    root.mkdir()
    (root / "play.ipynb").write_text((NOTEBOOKS / "colour_bazaar" / "play.ipynb").read_text())
    (root / "index.ipynb").write_text((NOTEBOOKS / "index.ipynb").read_text())
    log = tmp_path / "voila.log"
    env = dict(os.environ, FASHION_GAMES_SAVES=str(tmp_path / "saves"))
    cull = {"MappingKernelManager": {"cull_idle_timeout": IDLE, "cull_interval": 1}}
    with running_voila(root, env=env, log_path=log, settings=cull) as (url, _pid):
        yield url, log


def test_a_kernel_that_waited_long_in_the_pool_is_not_culled_when_a_page_takes_it(
    quick_cull_server: tuple[str, Path], page: Page
) -> None:  # the server first, so it outlives the page at teardown
    url, log = quick_cull_server
    deadline = time.monotonic() + 120
    while "Kernel pool of play.ipynb is filled" not in log.read_text():
        assert time.monotonic() < deadline, "the play page's kernel was never preheated"
        time.sleep(0.5)
    # What is being tested: the spare kernel has waited in the pool longer than the idle
    # timeout, as one does on a quiet server, before a visitor takes it.
    time.sleep(IDLE + 2)
    open_dashboard(page, url + "/voila/render/play.ipynb")
    # Several cull rounds later the page still plays: its kernel was not culled under it.
    page.wait_for_selector("[data-testid=zone-hand].is-active", timeout=60_000)
    start = scene_version(page)
    click_and_wait(page, page.locator("[data-testid=zone-hand] button.is-playable").first)
    assert scene_version(page) > start
    taken = re.findall(r"Using pre-heated kernel: (\S+) for play.ipynb", log.read_text())
    assert taken, "the page did not get the preheated kernel"
    assert f"({taken[0]}) with" not in log.read_text(), "the page's kernel was culled"
