"""The static site in headless Chromium: built by ``scripts/build-site``, served by Python's own
file server on loopback, and driven through the same browser tests as the Voila pages.

``FASHION_GAMES_SITE=DIR`` tests a site built before instead of building one (the build's
downloads are cached either way, see static_site/build.py). Every request that would leave this
host is refused and fails the test, and so does any page error or console error.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Page, Response, Route

from tests.browser import chromium
from tests.browser.chromium import desktop_context, keep_screenshot
from tests.browser.conftest import STATIC_SITES
from widgets.server.serve import ROOT, free_port

pytestmark = pytest.mark.browser

browser = chromium.browser
"""The session's Chromium, shared with the other browser suite (tests/browser/chromium.py)."""

LOCAL = ("http://127.0.0.1:", "data:", "blob:")
"""What a page may load: the site itself, and what it makes in memory."""
STORE_PROBE = re.compile(r"/api/contents/(.+/)?all\.json$")
"""JupyterLite asks the host for the listing of each folder a page makes in the browser's
store (a save's folder), in case the site ships files there; the host answers 404, which the
browser also logs. Expected, and allowed only while every 404 of the page is one of these."""


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    built = os.environ.get("FASHION_GAMES_SITE")
    if built:
        return Path(built)
    site = tmp_path_factory.mktemp("site") / "site"
    subprocess.run([str(ROOT / "scripts" / "build-site"), str(site)], check=True)
    return site


@pytest.fixture(scope="session")
def site_url(site_dir: Path) -> Iterator[str]:
    port = free_port()
    # The folder above the site is served, so the site lives in a subfolder, as on GitHub
    # Pages (https://USER.github.io/REPO/): no link may lead to the host's root.
    served = str(site_dir.parent)
    server = subprocess.Popen(
        [sys.executable, str(ROOT / "static_site" / "serve.py"), served, "--port", str(port)]
    )
    url = f"http://127.0.0.1:{port}/{site_dir.name}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(url + "/voici/render/index.html", timeout=5).close()
                break
            except OSError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.2)
        STATIC_SITES.add(url)
        yield url
    finally:
        STATIC_SITES.discard(url)
        server.terminate()
        server.wait(timeout=10)


@pytest.fixture(scope="session")
def voila_url(site_url: str) -> str:
    """The server tests' base URL, here the static site's: their pages open as its ``.html``
    pages (:func:`tests.browser.conftest.page_url`)."""
    return site_url


@pytest.fixture
def page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    context = desktop_context(browser)
    off_host: list[str] = []

    def only_this_host(route: Route) -> None:
        if route.request.url.startswith(LOCAL):
            route.continue_()
        else:
            off_host.append(route.request.url)
            route.abort()

    # Context-wide, so the kernel's worker and the service worker are covered too.
    context.route("**/*", only_this_host)
    page = context.new_page()
    problems: list[str] = []
    missing: list[str] = []
    page.on("pageerror", lambda exc: problems.append(f"page error: {exc}"))

    def on_console(message: ConsoleMessage) -> None:
        if message.type != "error":
            return
        text = message.text
        if "status of 404" in text and missing and all(STORE_PROBE.search(u) for u in missing):
            return
        problems.append(f"console error: {text}")

    def on_response(response: Response) -> None:
        if response.status == 404 and STORE_PROBE.search(response.url):
            missing.append(response.url)
        elif response.status >= 400:
            problems.append(f"{response.status}: {response.url}")

    page.on("console", on_console)
    page.on("response", on_response)
    yield page
    keep_screenshot(page, f"site-{request.node.name}")
    context.close()
    assert not off_host, f"requests that would leave this host: {off_host}"
    assert not problems, "\n".join(problems)
