"""Issue 38: a short keyboard path through the play page.

The table comes before the page's links, tools and setup bar in Tab order; from a chosen card
the places it can go are the next Tab stops; the arrows move to the nearest control in their
direction (Left/Right between markets side by side); the focus ring shows, after a move too.
"""

from __future__ import annotations

from playwright.sync_api import Page

from tests.browser.conftest import open_dashboard

PLAY = "/voila/render/{}/play.ipynb"

# Where the focus is: on the table or not, its key, what kind of control, its centre, the top
# of its zone (zones side by side share it), and whether a ring is drawn around it (an
# outline of 2 px or more).
FOCUS_JS = """() => {
  const node = document.activeElement;
  const style = getComputedStyle(node);
  const r = node.getBoundingClientRect();
  return {
    table: Boolean(node.closest('[data-testid=table]')),
    key: node.getAttribute('data-key'),
    target: node.matches('.fg-zone-target, .fg-item.is-target'),
    text: (node.getAttribute('aria-label') || node.textContent || node.tagName).trim().slice(0, 40),
    x: r.left + r.width / 2, y: r.top + r.height / 2,
    row: node.closest('.fg-zone') && node.closest('.fg-zone').getBoundingClientRect().top,
    ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
  };
}"""


def focus(page: Page) -> dict:
    return page.evaluate(FOCUS_JS)


def press_and_wait(page: Page, key: str) -> None:
    """Press ``key`` and wait until the table shows the kernel's answer."""
    before = int(page.get_attribute("[data-testid=table]", "data-v") or 0)
    page.keyboard.press(key)
    page.wait_for_function(
        "v => Number(document.querySelector('[data-testid=table]').dataset.v) > v",
        arg=before,
        timeout=30_000,
    )


def test_the_table_comes_before_links_tools_and_setup_in_tab_order(page: Page, voila_url: str):
    open_dashboard(page, voila_url + PLAY.format("colour_bazaar"))
    stops = []
    for _ in range(60):
        page.keyboard.press("Tab")
        here = focus(page)
        stops.append("table" if here["table"] else here["text"])
        if "All games" in here["text"]:
            break
    first = stops.index("table")
    assert stops[:first] == ["Skip to the table"], stops
    for later in ("Save", "Load", "Learn it first", "All games", "New game"):
        assert later in stops[first:], (later, stops)


def test_from_a_chosen_card_tab_and_arrows_reach_the_markets(page: Page, voila_url: str):
    open_dashboard(page, voila_url + PLAY.format("colour_bazaar"))
    page.locator("[data-testid=zone-hand] button.fg-item.is-playable").first.focus()
    page.keyboard.press("ArrowRight")  # a key press: the player is on the keyboard now
    press_and_wait(page, "Enter")
    page.wait_for_selector("[data-testid=zone-hand] .fg-item.is-selected")
    chosen = focus(page)
    assert chosen["table"] and chosen["ring"], chosen

    page.keyboard.press("Tab")
    first = focus(page)
    assert first["target"] and first["ring"], f"Tab from the chosen card went to {first}"
    page.keyboard.press("ArrowRight")
    right = focus(page)
    assert right["target"] and right["x"] > first["x"], (first, right)
    assert right["row"] == first["row"], "Right went to a market in another row"
    page.keyboard.press("ArrowLeft")
    assert focus(page)["key"] == first["key"]
    page.keyboard.press("ArrowDown")
    down = focus(page)
    assert down["table"] and down["y"] > first["y"] and not down["target"], down
    page.keyboard.press("ArrowUp")
    assert focus(page)["target"]
    for _ in range(4):  # back through the markets to the card
        if not focus(page)["target"]:
            break
        page.keyboard.press("Shift+Tab")
    assert focus(page)["key"] == chosen["key"], "Shift+Tab did not lead back to the card"

    page.keyboard.press("Tab")
    assert focus(page)["key"] == first["key"]
    press_and_wait(page, "Enter")  # the card goes to the first market
    after = focus(page)
    assert after["table"] and after["ring"], f"no ring after the move: {after}"
