"""Issue 38 on a phone (390x844): the hand and the status bar stay reachable without
scrolling back and forth for each move.

What "reachable" means here, checked on each play page as it loads and after a few moves:
- the page itself never scrolls, and the status (what to do now, its buttons, Hint and Undo)
  is wholly in the window;
- every move on the table is in the window and nothing covers its centre, all at once, so a
  move never needs a scroll (the board scrolls itself to the moves; the player does not);
- the one exception: while a chosen card waits for its target, the rest of the hand is one row
  at the bottom of the board that the player swipes sideways; each of its cards must then lie
  within that row's height on screen, and the row's visible part must be in the window and
  on top, so a swipe of the row alone reaches any of them;
- in a game with a hand, some of the hand is always in view: its heading and the top of its
  first row (60 px);
- every card that is a move is legible as at laptop sizes (its headings at 10 px or more; see
  test_one_screen): a phone's cards that are moves keep their full size too.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from fashion_core import GAMES
from tests.browser.conftest import open_dashboard
from tests.browser.test_one_screen import LEGIBLE_JS, PLAY, STILL_JS, play_a_move, settle

PHONE = {"width": 390, "height": 844}
MOVES = 2

REACH_JS = (
    """async () => {
  const table = document.querySelector('[data-testid=table]');
  await ("""
    + STILL_JS
    + """)(table);  // a bot's move may be drawn but not yet fitted
  const width = document.documentElement.clientWidth, height = window.innerHeight;
  const inside = (r) =>
    r.left >= -1 && r.top >= -1 && r.right <= width + 1 && r.bottom <= height + 1;
  const onTop = (node, x, y) => {
    const hit = document.elementFromPoint(x, y);
    return Boolean(hit) && (hit === node || node.contains(hit));
  };
  const bad = [];
  const status = table.querySelector('[data-testid=status]');
  if (!inside(status.getBoundingClientRect())) bad.push('the status is not wholly in view');
  const strip = table.querySelector('.is-aiming [data-testid=zone-hand] > .fg-items');
  const swiped = strip && strip.scrollWidth > strip.clientWidth + 1;
  for (const node of table.querySelectorAll('[data-key]:not([disabled])')) {
    const key = node.getAttribute('data-key');
    const r = node.getBoundingClientRect();
    if (!r.width || !r.height) { bad.push(key + ' (not drawn)'); continue; }
    if (swiped && strip.contains(node)) {
      const s = strip.getBoundingClientRect();
      const left = Math.max(s.left, 0), right = Math.min(s.right, width);
      if (!(r.top >= s.top - 1 && r.bottom <= s.bottom + 1 && s.top >= -1 && s.bottom <= height + 1
            && right > left && onTop(strip, (left + right) / 2, (r.top + r.bottom) / 2)))
        bad.push(key + ' (not in the hand row in view)');
      continue;
    }
    if (!inside(r)) {
      bad.push(`${key} (out of view at ${Math.round(r.left)},${Math.round(r.top)})`);
      continue;
    }
    if (!onTop(node, r.left + r.width / 2, r.top + r.height / 2)) bad.push(key + ' (covered)');
  }
  const hand = table.querySelector('[data-testid=zone-hand]');
  if (hand) {
    const r = hand.getBoundingClientRect();
    const shown = r.top >= -1 && r.top + Math.min(60, r.height) <= height + 1;
    if (!shown) bad.push('the hand is out of view');
  }
  return {bad, scrollY: window.scrollY};
}"""
)


def unreachable(page: Page, when: str) -> list[str]:
    seen = page.evaluate(REACH_JS)
    problems = [f"{when}: {what}" for what in seen["bad"]]
    if seen["scrollY"]:
        problems.append(f"{when}: the page scrolled by {seen['scrollY']} px")
    small = page.evaluate(LEGIBLE_JS)
    if small:
        problems.append(f"{when}: names under 10 px: {small}")
    return problems


@pytest.mark.parametrize("game", sorted(GAMES))
def test_on_a_phone_the_moves_the_hand_and_the_status_stay_in_reach(
    page: Page, voila_url: str, game: str
) -> None:
    page.set_viewport_size(PHONE)
    open_dashboard(page, voila_url + PLAY.format(game))
    settle(page)
    problems = []
    for step in range(MOVES + 1):
        problems += unreachable(page, f"move {step}")
        if step < MOVES and play_a_move(page, step) is None:
            problems.append(f"move {step}: nothing to click")
            break
    assert not problems, "\n".join(problems)
