"""The static site works as the server does: every game played to its end by clicking, a lesson
with a wrong and a right answer, links that reach every page, and the server-only parts
replaced by one line. The game and lesson tests are the server's own (tests/browser), run here
against the site's pages (tests/site/conftest.py)."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from playwright.sync_api import Page, expect

from tests.browser.conftest import open_dashboard
from tests.browser.test_colori import test_a_whole_game_against_a_bot_by_clicking as _colori
from tests.browser.test_colour_bazaar import (
    test_a_full_two_player_game_against_a_bot_by_clicking as _colour_bazaar,
)
from tests.browser.test_lessons import (
    test_a_whole_lesson_with_a_wrong_answer_another_one_and_the_score as _lesson,
)
from tests.browser.test_moonscrown import test_seven_rounds_against_a_bot_by_clicking as _moonscrown
from tests.browser.test_pret_a_porter import test_a_whole_game_against_a_bot_by_clicking as _pret
from tests.browser.test_purple_rules import (
    test_a_whole_hand_with_a_bot_partner_by_clicking as _purple_rules,
)
from tests.browser.test_review import test_the_review_page_reviews_a_sample_game as _review

CONFIG = re.compile(r'<script id="jupyter-config-data"[^>]*>(.*?)</script>', re.S)
MARKDOWN_LINK = re.compile(r"\]\(([^)\s]+)\)")


def test_colour_bazaar_a_whole_game(page: Page, site_url: str) -> None:
    _colour_bazaar(page, site_url)


def test_moonscrown_a_whole_game(page: Page, site_url: str) -> None:
    _moonscrown(page, site_url)


def test_colori_a_whole_game(page: Page, site_url: str) -> None:
    _colori(page, site_url)


def test_purple_rules_a_whole_game_of_one_hand(page: Page, site_url: str) -> None:
    _purple_rules(page, site_url)


def test_pret_a_porter_a_whole_game(page: Page, site_url: str) -> None:
    _pret(page, site_url)


def test_a_lesson_with_a_wrong_and_a_right_answer(page: Page, site_url: str) -> None:
    _lesson(page, site_url)


def test_the_review_page_reviews_a_sample_game(page: Page, site_url: str) -> None:
    _review(page, site_url)


def test_the_gallery_links_reach_every_page(page: Page, site_url: str) -> None:
    page.goto(site_url + "/voici/render/index.html", timeout=180_000)
    links = page.locator(".fg-gallery a")
    expect(links.first).to_be_visible(timeout=180_000)
    expect(page.get_by_test_id("in-browser")).to_contain_text("runs entirely in your browser")
    hrefs = links.evaluate_all("links => links.map(a => a.href)")
    assert len(hrefs) == 10, hrefs  # learn and play of five games
    # The words below the games say where they run, and link only to pages the site has.
    footer = page.get_by_test_id("gallery-footer")
    expect(footer).to_contain_text("inside your browser")
    expect(footer).not_to_contain_text("server that sent")
    hrefs += footer.locator("a").evaluate_all("links => links.map(a => a.href)")
    assert len(hrefs) == 11, hrefs  # and the review
    for href in hrefs:
        assert href.endswith(".html"), href
        assert page.request.get(href).ok, href


def test_every_notebook_link_in_the_pages_reaches_a_page(site_dir: Path) -> None:
    pages = sorted((site_dir / "voici" / "render").rglob("*.html"))
    assert len(pages) >= 12, pages  # the gallery, the review, and learn and play of five games
    checked = 0
    for page in pages:
        config = json.loads(CONFIG.search(page.read_text()).group(1))  # type: ignore[union-attr]
        for cell in config["notebookSrc"]["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            for target in MARKDOWN_LINK.findall("".join(cell["source"])):
                if target.startswith(("http", "#")):
                    continue
                assert ".ipynb" not in target, (page, target)
                assert (page.parent / target.split("#")[0].split("?")[0]).is_file(), (page, target)
                checked += 1
    assert checked >= 10


def test_play_online_is_replaced_by_one_line(page: Page, site_url: str) -> None:
    page.goto(site_url + "/voici/render/moonscrown/play.html", timeout=180_000)
    page.wait_for_selector("[data-testid=table][data-ready='1']", timeout=180_000)
    expect(page.get_by_test_id("server-only")).to_have_count(1)
    expect(page.get_by_test_id("server-only")).to_contain_text("server version")
    expect(page.locator(".fg-play-online")).to_have_count(0)


def test_a_save_stays_in_the_browser_across_a_reload(page: Page, site_url: str) -> None:
    open_dashboard(page, site_url + "/voila/render/colour_bazaar/play.ipynb")
    page.get_by_role("button", name="Save", exact=True).click()
    expect(page.locator("[data-testid=notice]").first).to_contain_text("Saved", timeout=60_000)
    options = page.locator(".fg-tools select option")
    expect(options).to_have_count(2)
    # The save follows its game move by move (the bot may move after the click): its label
    # names the players and the move it got to.
    # (The list separates its parts with non-breaking spaces.)
    label = re.compile(r"^Ada\s+vs\s+Coco\s+\(bot\)\s+·\s+move\s+\d+\s+·\s+")
    expect(options.nth(1)).to_have_text(label)
    # A new start of the page: a new Python, which finds the save in the browser's own store.
    page.reload(timeout=180_000)
    page.wait_for_selector("[data-testid=table][data-ready='1']", timeout=180_000)
    expect(page.locator(".fg-tools select option").nth(1)).to_have_text(label, timeout=60_000)


def test_the_front_door_leads_to_the_gallery(page: Page, site_url: str) -> None:
    page.goto(site_url + "/", timeout=180_000)
    expect(page.locator(".fg-gallery a").first).to_be_visible(timeout=180_000)
    assert page.url.endswith("/voici/render/index.html"), page.url


def test_every_module_a_page_imports_at_start_ships_as_bytecode(
    site_dir: Path, tmp_path: Path
) -> None:
    """static_site/startup-modules.txt (what the build compiles) must still cover what the
    pages import at start: run them in the site's own Pyodide in Node and compare."""
    root = Path(__file__).resolve().parents[2]
    out = tmp_path / "startup.txt"
    subprocess.run(
        ["node", root / "static_site" / "startup_modules.js", site_dir, root / "notebooks", out],
        check=True,
        capture_output=True,
        timeout=600,
    )
    imported = set(out.read_text().split())
    listed = set((root / "static_site" / "startup-modules.txt").read_text().split())
    assert "widgets/pages/online.py" in imported
    assert imported <= listed, sorted(imported - listed)
