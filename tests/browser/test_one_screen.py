"""Issue 38: every move a player can click is in view and not covered, at laptop sizes.

Each play page opens at 1280x800 and 1024x700; as it loads and after each of several moves,
every enabled control of the table (cards, zone targets, bids, confirmations, Hint and Undo)
must lie inside the window with nothing drawn over its centre (``elementFromPoint``), and the
page must not have scrolled. The moves are clicked with the element's own ``click()``, which
never scrolls the page (Playwright's click would scroll a hidden target into view and hide
the problem).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from fashion_core import GAMES
from tests.browser.conftest import open_dashboard

PLAY = "/voila/render/{}/play.ipynb"
SIZES = ((1280, 800), (1024, 700))
MOVES = 6

# Every enabled control of the table: in the window (1 px of rounding allowed) and on top at
# its centre. A control with no box at all is not drawn, so nobody can click it: reported too.
COUNT_JS = """async () => {
  const table = document.querySelector('[data-testid=table]');
  // Counted once the table has been still for two frames: a bot's move drawn just before
  // would be counted before the frame that fits it to the window (the player never sees
  // that: the fitting runs before the frame is painted).
  const frame = () => new Promise((done) => requestAnimationFrame(done));
  for (let tries = 0; tries < 100; tries += 1) {
    let changed = false;
    const watch = new MutationObserver(() => { changed = true; });
    watch.observe(table, {subtree: true, childList: true, attributes: true, characterData: true});
    await frame();
    await frame();
    watch.disconnect();
    if (!changed) break;
  }
  const width = document.documentElement.clientWidth, height = window.innerHeight;
  const bad = [];
  let total = 0, ok = 0;
  for (const node of table.querySelectorAll('[data-key]:not([disabled])')) {
    total += 1;
    const r = node.getBoundingClientRect();
    const key = node.getAttribute('data-key');
    if (!r.width || !r.height) { bad.push(key + ' (not drawn)'); continue; }
    if (r.left < -1 || r.top < -1 || r.right > width + 1 || r.bottom > height + 1) {
      bad.push(`${key} (out of view at ${Math.round(r.left)},${Math.round(r.top)})`);
      continue;
    }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === node || node.contains(hit))) {
      const by = hit ? (hit.closest('[data-testid]') || hit).getAttribute('data-testid') : null;
      bad.push(`${key} (covered by ${by || (hit && hit.className) || 'nothing'})`);
      continue;
    }
    ok += 1;
  }
  return {total, ok, bad, scrollY: window.scrollY,
          scrollable: document.documentElement.scrollHeight > window.innerHeight};
}"""

# A legal move, chosen without knowing the game: an ending's or a question's way on, the
# target of a chosen card, a playable card, a zone that takes a move, or a move button; the
# `step`th of its kind, so that the moves vary. None while the player cannot act (a bot moves).
_CHOOSE = """(step) => {
  const table = document.querySelector('[data-testid=table]');
  if (table.hasAttribute('data-guess')) return null; // a click is on its way
  const all = (selector) => [...table.querySelectorAll(selector)];
  const pick = (nodes) => nodes.length ? nodes[step % nodes.length] : null;
  const targets = '.fg-zone:not(.is-dim) > .fg-zone-target, button.fg-item.is-target:enabled';
  return pick(all('.fg-ending [data-key]:not([disabled])')) ||
    table.querySelector("[data-key='confirm:yes']") ||
    (table.querySelector('.fg-item.is-selected') && pick(all(targets))) ||
    pick(all('button.fg-item.is-playable:enabled')) ||
    pick(all(targets)) ||
    pick(all(".fg-status .fg-buttons [data-key]:not([disabled]):not([data-key^='ui:'])"));
}"""

# Clicked with click(), which does not scroll; the key is read first, as a guess drawn at
# once may take it away.
MOVE_JS = f"""step => {{
  const choice = ({_CHOOSE})(step);
  if (!choice) return null;
  const key = choice.getAttribute('data-key');
  choice.click();
  return key;
}}"""

READY_JS = f"() => Boolean(({_CHOOSE})(0))"


def settle(page: Page) -> None:
    """Wait until the player can act again and two frames have been drawn since."""
    page.wait_for_function(READY_JS, timeout=60_000)
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def play_a_move(page: Page, step: int) -> str | None:
    """Make a move (or a selection) and wait for its answer; the key clicked, or None."""
    before = int(page.get_attribute("[data-testid=table]", "data-v") or 0)
    key = page.evaluate(MOVE_JS, step)
    if key is None:
        return None
    page.wait_for_function(
        "v => Number(document.querySelector('[data-testid=table]').dataset.v) > v",
        arg=before,
        timeout=30_000,
    )
    settle(page)
    return key


@pytest.mark.parametrize(("width", "height"), SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_move_is_in_view_and_not_covered(
    page: Page, voila_url: str, game: str, width: int, height: int
) -> None:
    page.set_viewport_size({"width": width, "height": height})
    open_dashboard(page, voila_url + PLAY.format(game))
    settle(page)
    problems = []
    for step in range(MOVES + 1):
        seen = page.evaluate(COUNT_JS)
        if seen["scrollY"]:
            problems.append(f"move {step}: the page scrolled by {seen['scrollY']} px")
        if seen["ok"] < seen["total"]:
            problems.append(f"move {step}: {seen['ok']} of {seen['total']}: {seen['bad']}")
        if step < MOVES and play_a_move(page, step) is None:
            problems.append(f"move {step}: nothing to click")
            break
    assert not problems, "\n".join(problems)
