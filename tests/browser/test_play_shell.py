"""Issue 17 in the real page: the pinned status bar, keyboard focus, the skip link, endings."""

from __future__ import annotations

from playwright.sync_api import Page

from tests.browser.conftest import click_and_wait, open_dashboard

PLAY = "/voila/render/{}/play.ipynb"

# The smallest text of an SVG face as drawn: its font size times the face's scale on screen.
SMALLEST_TEXT_PX = """svg => {
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const sizes = [...svg.querySelectorAll('text')].map(t => Number(t.getAttribute('font-size')));
  return Math.min(...sizes) * scale;
}"""


def in_view(page: Page, selector: str) -> bool:
    """Whether the element is entirely inside the window (not scrolled away)."""
    return page.eval_on_selector(
        selector,
        """el => { const r = el.getBoundingClientRect();
                   return r.top >= 0 && r.bottom <= window.innerHeight && r.height > 0; }""",
    )


def test_hint_and_its_message_are_in_view_at_1024x700(page: Page, voila_url: str) -> None:
    page.set_viewport_size({"width": 1024, "height": 700})
    open_dashboard(page, voila_url + PLAY.format("colori"))
    # Look at the top of the table, as a player reading the garments would.
    page.eval_on_selector("[data-testid=table]", "el => el.scrollIntoView({block: 'start'})")
    for part in ("[data-testid=prompt]", "[data-key='ui:hint']", "[data-key='ui:undo']"):
        assert in_view(page, part), f"{part} is off-screen"
    click_and_wait(page, page.locator("[data-key='ui:hint']"))
    assert page.inner_text("[data-testid=notice]").startswith("Hint")
    assert in_view(page, "[data-testid=notice]")
    assert page.locator("[data-testid=table] .is-hint").count() >= 1


def test_keyboard_focus_stays_on_the_table_after_a_move(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + PLAY.format("colori"))
    card = page.locator("[data-testid=table] button.fg-item.is-playable").first
    card.focus()
    before = int(page.get_attribute("[data-testid=table]", "data-v"))
    page.keyboard.press("Enter")
    page.wait_for_function(
        "v => Number(document.querySelector('[data-testid=table]').dataset.v) > v",
        arg=before,
        timeout=30_000,
    )
    focused = page.evaluate("() => Boolean(document.activeElement.closest('[data-testid=table]'))")
    assert focused, "focus dropped to the page after the move"
    # Once the bot has moved, the focus is back in the hand and the arrows walk along it.
    page.wait_for_function(
        "() => document.activeElement.closest('[data-testid=zone-hand]')", timeout=60_000
    )
    key = page.evaluate("() => document.activeElement.getAttribute('data-key')")
    page.keyboard.press("ArrowRight")
    assert page.evaluate("() => document.activeElement.getAttribute('data-key')") not in (None, key)


def test_the_skip_link_jumps_to_the_table(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + PLAY.format("moonscrown"))
    link = page.locator("a.fg-skip")
    link.focus()
    assert link.is_visible()  # shown while it has the focus
    page.keyboard.press("Enter")
    page.wait_for_function("() => document.activeElement.closest('[data-testid=table]')")
    page.keyboard.press("Tab")
    inside = page.evaluate("() => document.activeElement.closest('[data-testid=table]') !== null")
    assert inside, "the next Tab stop after the skip link is not on the table"


def test_fold_asks_before_it_folds(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + PLAY.format("moonscrown"))
    fold = page.locator("[data-key='move:fold']")
    click_and_wait(page, fold)
    assert "Fold" in page.inner_text("[data-testid=confirm]")
    assert in_view(page, "[data-testid=confirm]")
    focused = page.evaluate("() => document.activeElement.getAttribute('data-key')")
    assert focused in (None, "confirm:no")  # never on "Yes": a second Enter must not fold
    click_and_wait(page, page.locator("[data-key='confirm:no']"))
    assert page.locator("[data-testid=confirm]").count() == 0


def test_every_word_on_a_pointed_card_reads_at_ten_pixels(page: Page, voila_url: str) -> None:
    open_dashboard(page, voila_url + PLAY.format("colori"))
    sizes = []
    for card in page.locator("[data-testid=table] .fg-card").all()[:8]:
        card.hover()
        page.wait_for_selector("[data-testid=zoom]:not([hidden]) svg")
        sizes.append(
            page.eval_on_selector(
                "[data-testid=zoom] svg",
                SMALLEST_TEXT_PX,
            )
        )
    assert sizes and min(sizes) >= 10, f"smallest card text {min(sizes):.1f} px"
