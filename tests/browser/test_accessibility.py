"""Accessibility: axe-core finds no serious or critical problem on any page of ours.

Moderate findings about the page's landmarks come from Voila's own page template.
"""

from __future__ import annotations

import pytest
from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import Page

from fashion_core import GAMES
from tests.browser.conftest import open_dashboard
from widgets.registry import ui_for

GAME_PAGES = [
    notebook.removeprefix("notebooks/")
    for game in sorted(GAMES)
    for notebook in ui_for(game).notebooks
]
PAGES = ["index.ipynb", *GAME_PAGES]


@pytest.mark.parametrize("path", PAGES)
def test_no_serious_accessibility_problems(page: Page, voila_url: str, path: str) -> None:
    url = f"{voila_url}/voila/render/{path}"
    if path == "index.ipynb":
        page.goto(url, timeout=180_000)
        page.wait_for_selector(".fg-gallery", timeout=60_000)
    else:
        open_dashboard(page, url)
    results = Axe().run(page)
    serious = [
        f"{v['impact']} {v['id']}: {v['help']} ({[n['target'] for n in v['nodes'][:3]]})"
        for v in results.response["violations"]
        if v["impact"] in ("serious", "critical")
    ]
    assert not serious, "\n".join(serious)
