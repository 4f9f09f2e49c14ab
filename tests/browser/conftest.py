"""Browser tests: the real Voila pages in headless Debian Chromium, driven by Playwright.

One Voila server per session, started with the same settings as ``make run`` on a free
loopback port and stopped by its own process id. Any page error or console error fails the
test, except the one request Voila's page template always makes to a CDN for an icon font
(there is no network here; nothing of ours uses those icons).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page

from tests.browser import chromium
from tests.browser.chromium import ARTIFACTS, desktop_context, keep_screenshot
from widgets.server.serve import close_like_a_tab, running_voila

pytestmark = pytest.mark.browser

browser = chromium.browser
"""The session's Chromium, shared with the other browser suite (tests/browser/chromium.py)."""

KNOWN_OFFLINE = ("cdn.jsdelivr.net/npm/@fortawesome",)


@pytest.fixture(scope="session")
def voila_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    log_path = tmp_path_factory.mktemp("voila") / "voila.log"
    env = dict(
        os.environ,
        FASHION_GAMES_SAVES=str(tmp_path_factory.mktemp("saves")),
        FASHION_GAMES_DATABASE=str(tmp_path_factory.mktemp("rooms") / "rooms.sqlite3"),
        # Bots move after 0.1 s, not 0.6 s: the pause is for people watching, and whole games
        # by clicking spent most of their time in it.
        FASHION_GAMES_BOT_PAUSE="0.1",
    )
    with running_voila(log_path=log_path, env=env) as (url, _pid):
        yield url


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    context = desktop_context(browser)
    page = context.new_page()
    problems: list[str] = []
    failed: list[str] = []
    page.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))
    page.on("requestfailed", lambda req: failed.append(req.url))

    def on_console(message) -> None:
        if message.type != "error":
            return
        text = message.text
        if (
            "Failed to load resource" in text
            and failed
            and all(any(k in url for k in KNOWN_OFFLINE) for url in failed)
        ):
            return
        problems.append(f"console error: {text}")

    page.on("console", on_console)
    yield page
    keep_screenshot(page, request.node.name.replace("/", "_"))
    close_like_a_tab(page)
    context.close()
    unexpected = [url for url in failed if not any(k in url for k in KNOWN_OFFLINE)]
    assert not unexpected, f"requests failed: {unexpected}"
    assert not problems, "\n".join(problems)


STATIC_SITES: set[str] = set()
"""Base URLs of static sites under test (tests/site): their pages are Voici's ``.html``."""


def page_url(url: str) -> str:
    """``url`` as the server names it, or the same page in a static site being tested.

    >>> STATIC_SITES.add("http://h:1")
    >>> page_url("http://h:1/voila/render/colori/play.ipynb")
    'http://h:1/voici/render/colori/play.html'
    >>> page_url("http://other/voila/render/colori/play.ipynb")
    'http://other/voila/render/colori/play.ipynb'
    """
    if any(url.startswith(base + "/") for base in STATIC_SITES):
        return re.sub(r"/voila/render/(.+)\.ipynb\b", r"/voici/render/\1.html", url)
    return url


def open_dashboard(page: Page, url: str) -> None:
    """Open a page and wait for its table.

    Generous: the first load of a notebook waits for its preheated kernel on a busy machine
    (or, in the static site, for Pyodide to start in the browser).
    """
    page.goto(page_url(url), timeout=180_000)
    page.wait_for_selector("[data-testid=table][data-ready='1']", timeout=180_000)


def scene_version(page: Page) -> int:
    value = page.get_attribute("[data-testid=table]", "data-v")
    return int(value or 0)


def click_and_wait(page: Page, locator, timeout: float = 15_000) -> None:
    """Click and wait until the clicked element's table shows a newer scene.

    The table's root element stays while every draw replaces what is inside it, so hold the
    root: a handle on the button itself would be detached by any redraw before the click.
    """
    table = locator.evaluate_handle("el => el.closest('[data-testid=table]')", timeout=timeout)
    before = table.evaluate("t => Number(t.dataset.v)")
    locator.click()
    page.wait_for_function(
        "([t, v]) => Number(t.dataset.v) > v", arg=[table, before], timeout=timeout
    )


def new_game(page: Page) -> None:
    """Press the setup bar's New game and wait for the new deal on the table.

    A game with moves in it (a bot may have moved first) is not thrown away without asking, so
    answer Yes when the app asks.
    """
    replace_game(page, page.locator(".fg-setup").get_by_role("button", name="New game").click)


def replace_game(page: Page, start: Callable[[], None], press: str = "click") -> None:
    """Call ``start`` (New game, Open file, ...) and wait for another game on the table,
    answering Yes when the app asks before it replaces the game (``press`` is ``"click"``, a
    real click, or ``"js"``, a click that scrolls nothing)."""
    table = "document.querySelector('[data-testid=table]')"
    before = page.evaluate(f"() => {table}.dataset.game")
    start()
    changed = f"g => {table}.dataset.game !== g"
    # The question, or the new game at once; a bot's move meanwhile redraws the old game.
    page.wait_for_function(
        f"g => document.querySelector(\"[data-key='confirm:yes']\") || ({changed})(g)",
        arg=before,
        timeout=30_000,
    )
    yes = page.locator("[data-key='confirm:yes']")
    if yes.count():
        if press == "js":
            yes.first.evaluate("button => button.click()")
        else:
            yes.first.click()
        page.wait_for_function(changed, arg=before, timeout=30_000)


def prompt(page: Page) -> str:
    return page.inner_text("[data-testid=prompt]")


def first_found(table: Locator, selectors: Sequence[str]) -> Locator | None:
    """The first element matching the earliest of ``selectors`` that matches any, or ``None``."""
    for selector in selectors:
        found = table.locator(selector)
        if found.count():
            return found.first
    return None


def click_until_game_over(
    page: Page, choose: Callable[[], Locator | None], limit: int, idle_ms: float = 150
) -> int:
    """Click whatever ``choose`` finds until the prompt says the game is over, and return
    how many clicks that took; while it finds nothing (a bot is to move), look again soon."""
    clicks = 0
    for _ in range(limit):
        if prompt(page).startswith("Game over"):
            break
        target = choose()
        if target is None:
            page.wait_for_timeout(idle_ms)
            continue
        click_and_wait(page, target)
        clicks += 1
    assert prompt(page).startswith("Game over"), prompt(page)
    return clicks


ARTIFACTS_DIR: Path = ARTIFACTS
