"""Strangers share one server: forged clicks, private saves, oversized files (issue 18)."""

from __future__ import annotations

import json
import random

from playwright.sync_api import Browser, Page, expect

from fashion_core import GAMES, Match
from tests.browser.conftest import new_game, open_dashboard, prompt, scene_version

PLAY = "/voila/render/colour_bazaar/play.ipynb"


def finished_save(seed: int = 3) -> bytes:
    match = Match(GAMES["colour_bazaar"], 2, seed=seed, names=["Ada", "Coco"])
    rng = random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    data = {**match.to_json(), "seats": ["human", "heuristic"]}
    return json.dumps(data).encode()


def open_file(page: Page, name: str, content: bytes) -> None:
    page.set_input_files(
        "[data-testid=open-file-input]",
        files=[{"name": name, "mimeType": "application/json", "buffer": content}],
    )


def notice(page: Page):
    return page.locator("[data-testid=table] [data-testid=notice]")


def test_a_forged_undo_click_after_the_game_ends_changes_nothing(
    page: Page, voila_url: str
) -> None:
    open_dashboard(page, voila_url + PLAY)
    before = scene_version(page)
    open_file(page, "finished.json", finished_save())
    page.wait_for_function(
        "v => Number(document.querySelector('[data-testid=table]').dataset.v) > v", arg=before
    )
    assert prompt(page).startswith("Game over")
    final = page.inner_text("[data-testid=panel-final]")
    undo = page.get_by_role("button", name="↶ Undo")
    expect(undo).to_be_disabled()
    # What DevTools allows: switch the button back on and click it. The click travels to the
    # kernel as {"event": "click"} on the button's comm, exactly like a real one.
    undo.evaluate("b => { b.disabled = false; b.removeAttribute('disabled'); }")
    version = scene_version(page)
    undo.click()
    page.wait_for_function(
        "v => Number(document.querySelector('[data-testid=table]').dataset.v) > v", arg=version
    )
    expect(notice(page)).to_contain_text("result stands")
    assert prompt(page).startswith("Game over")
    assert page.inner_text("[data-testid=panel-final]") == final


def saved_labels(page: Page) -> list[str]:
    """The saves listed (without the first entry, "Choose a saved game…")."""
    texts = page.locator(".fg-tools select option").all_inner_texts()
    return [t.replace("\xa0", " ") for t in texts][1:]


def save_as(page: Page, name: str) -> None:
    field = page.locator(".fg-setup input[type=text]").first
    field.fill(name)
    # Leave the field with Tab, not Enter: Enter first sends the widget's "submit" message, and
    # ipywidgets then holds the value update back until the kernel answers it, so a quick click
    # on New game could reach the kernel before the name does (seen once on a loaded CI machine).
    field.press("Tab")
    new_game(page)
    page.get_by_role("button", name="Save", exact=True).click()
    expect(notice(page)).to_contain_text("Saved", timeout=30_000)


def test_two_browsers_cannot_see_each_others_saves(browser: Browser, voila_url: str) -> None:
    first = browser.new_context(viewport={"width": 1280, "height": 800})
    second = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        anna = first.new_page()
        open_dashboard(anna, voila_url + PLAY)
        save_as(anna, "Anna")
        expect(anna.locator(".fg-tools select option")).to_have_count(2)
        assert saved_labels(anna)[0].startswith("Anna vs ")

        bea = second.new_page()
        open_dashboard(bea, voila_url + PLAY)
        save_as(bea, "Bea")
        labels = saved_labels(bea)
        assert len(labels) == 1 and labels[0].startswith("Bea vs "), labels

        # Anna comes back in a new page of the same browser: her list, read as the page opens.
        again = first.new_page()
        open_dashboard(again, voila_url + PLAY)
        again.wait_for_function(
            "() => [...document.querySelectorAll('.fg-tools select option')]"
            ".some(o => o.textContent.startsWith('Anna'))",
            timeout=30_000,
        )
        assert not any(label.startswith("Bea") for label in saved_labels(again))
    finally:
        first.close()
        second.close()


def test_a_file_too_big_is_refused_before_it_is_sent(page: Page, voila_url: str) -> None:
    sent: list[int] = []  # the size of every message the page sends to the kernel
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(len(frame))))
    open_dashboard(page, voila_url + PLAY)
    # Three times the limit: were it sent, one message would carry it (the kernel's own
    # refusal says "This file is", the page's "so it was not sent").
    open_file(page, "huge.json", b" " * 3_000_000)
    expect(notice(page)).to_contain_text("at most 1,000 kB, so it was not sent", timeout=30_000)
    assert sent and max(sent) < 100_000, max(sent, default=0)
    # The connection is still there: the next click is answered.
    version = scene_version(page)
    page.get_by_role("button", name="? Hint").click()
    page.wait_for_function(
        "v => Number(document.querySelector('[data-testid=table]').dataset.v) > v", arg=version
    )
