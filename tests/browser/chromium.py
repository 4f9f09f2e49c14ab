"""What the Voila pages' browser tests and the static site's share: the session's headless
Chromium (the ``browser`` fixture, which both conftests name), a desktop-sized context per test,
and a screenshot of each test's page left in ``test-artifacts/`` for a person to look at."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from widgets.server.serve import ROOT, launch_chromium

ARTIFACTS = ROOT / "test-artifacts"
DESKTOP = {"width": 1280, "height": 800}


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """Debian's Chromium, one for the session."""
    with sync_playwright() as playwright:
        browser = launch_chromium(playwright, "the browser tests (make test installs it)")
        yield browser
        browser.close()


def desktop_context(browser: Browser) -> BrowserContext:
    return browser.new_context(viewport=DESKTOP)


def keep_screenshot(page: Page, name: str) -> None:
    """Save the page as ``test-artifacts/NAME.png``; a screenshot is a courtesy, not a test,
    so a page that can no longer be captured fails nothing."""
    ARTIFACTS.mkdir(exist_ok=True)
    with contextlib.suppress(Exception):
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)
