"""Issue 38: every move a player can click is in view and not covered, at laptop sizes.

Each play page opens at 1280x800 and 1024x700; as it loads and after each of several moves,
every enabled control of the table (cards, zone targets, bids, confirmations, Hint and Undo)
must lie inside the window with nothing drawn over its centre (``elementFromPoint``), and the
page must not have scrolled. The moves are clicked with the element's own ``click()``, which
never scrolls the page (Playwright's click would scroll a hidden target into view and hide
the problem).

Every card that is a move must also be legible, in every game: the headings of its face
(names, styles, prices, colour words: words of at least 12% of the face's width; a face without
any, its largest words) read at 10 px or more; the preview shows the fine print.

Prêt-à-Porter's late phases (growth, the exhibition's choices) are reached without clicking
through a year: a real game of random legal moves, cut where the player meets that decision,
is opened through the page's own Open file (as a player opens a save), and checked the same.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Page

from fashion_core import GAMES, Match
from tests.browser.conftest import open_dashboard, replace_game

PLAY = "/voila/render/{}/play.ipynb"
SIZES = ((1280, 800), (1024, 700))
MOVES = 3

# Every enabled control of the table: in the window (1 px of rounding allowed) and on top at
# its centre. A control with no box at all is not drawn, so nobody can click it: reported too.
# Resolves once the table has been still for two frames. A check must wait for it: a bot's
# move drawn just before would be measured before the frame that fits it to the window (the
# player never sees that: the fitting runs before the frame is painted).
STILL_JS = """async (table) => {
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
}"""

COUNT_JS = (
    """async () => {
  const table = document.querySelector('[data-testid=table]');
  await ("""
    + STILL_JS
    + """)(table);
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
)

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

# Cards that are moves, with words too small to read: a face is an image of our SVG, so its
# words are read from the image's source (a data: URL) and scaled by the width it is drawn at.
# Its headings are the words of at least 12% of the face's width (a face without any: its
# largest words).
LEGIBLE_JS = """() => {
  const table = document.querySelector('[data-testid=table]');
  const read = new Map();
  const headings = (src) => {
    if (!read.has(src)) {
      const svg = new DOMParser().parseFromString(
        decodeURIComponent(src.slice(src.indexOf(',') + 1)), 'image/svg+xml').documentElement;
      const width = Number((svg.getAttribute('viewBox') || '0 0 100 100').split(/\\s+/)[2]);
      const sizes = [...svg.querySelectorAll('text')]
        .map((t) => Number(t.getAttribute('font-size'))).filter(Boolean);
      const big = sizes.filter((size) => size >= 0.12 * width);
      read.set(src, {width, least: big.length ? Math.min(...big) : Math.max(0, ...sizes)});
    }
    return read.get(src);
  };
  const small = [];
  for (const node of table.querySelectorAll('[data-key]:not([disabled])')) {
    const img = node.querySelector('img');
    if (!img || !img.src.startsWith('data:')) continue;
    const {width, least} = headings(img.src);
    const px = (least * img.getBoundingClientRect().width) / width;
    if (least && px < 9.95) small.push(`${node.getAttribute('data-key')} (${px.toFixed(1)} px)`);
  }
  return small;
}"""


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


def problems_now(page: Page, when: str, legible: bool = False) -> list[str]:
    """What is out of view, covered or (``legible``) too small to read now, as sentences."""
    seen = page.evaluate(COUNT_JS)
    problems = []
    if seen["scrollY"]:
        problems.append(f"{when}: the page scrolled by {seen['scrollY']} px")
    if seen["ok"] < seen["total"]:
        problems.append(f"{when}: {seen['ok']} of {seen['total']}: {seen['bad']}")
    small = page.evaluate(LEGIBLE_JS) if legible else []
    if small:
        problems.append(f"{when}: names under 10 px: {small}")
    return problems


# -- Prêt-à-Porter's late phases, from saves of real games -----------------------------------

PAP = GAMES["pret_a_porter"]


def _words(state: object, actions: list) -> set[str]:
    return {action.describe(state).split()[0] for action in actions}


def _growing(state: object, actions: list) -> bool:
    """Growth with each of its choices at once: train, upgrade, fire."""
    return {"trains", "upgrades", "fires"} <= _words(state, actions)


def _hiring(state: object, actions: list) -> list:
    """Ada's moves towards a Temp Agency and more staff than her slots (else any but firing):
    random play alone never met a Temp Agency letting anyone go in 3,000 games."""
    wanted = [
        a
        for a in actions
        if any(w in a.describe(state) for w in ("Temp Agency", "2 Contracts", "4 Employees"))
        or (state.task == "employee" and a.describe(state).startswith("takes"))  # type: ignore[attr-defined]
    ]
    return wanted or [a for a in actions if "fires" not in a.describe(state)] or actions


# Each late decision of Ada's (seat 0): the task it is, what else must hold, and how Ada plays
# until then (random legal moves unless steered).
MOMENTS: dict[str, tuple[str, Callable[..., bool] | None, Callable[..., list] | None]] = {
    "growth: train, upgrade or fire": ("growth", _growing, None),
    "the exhibition's styles": ("style", None, None),
    "building a collection": ("collection", None, None),
    "a substitution's stand-in cube": ("substitute", None, None),
    "the Freelance Designer's design": ("freelance", None, None),
    "the outlet": ("outlet", None, None),
    "an Archive's tokens": ("archive", None, None),
    "a Temp Agency's let-go": ("let_go", None, _hiring),
}


def pap_save(moment: str, seeds: int = 3000) -> bytes:
    """A save of a two-player game, Ada human and Coco a bot, stopped where Ada meets
    ``moment``: the first seed whose game of random legal moves gets there (milliseconds)."""
    task, also, steer = MOMENTS[moment]
    for seed in range(seeds):
        match = Match(PAP, 2, seed=seed, names=["Ada", "Coco"])
        rng = random.Random(seed)
        while not match.state.is_over:
            state = match.state
            actions = state.legal_actions()
            if (
                state.current_player == 0
                and state.task == task
                and (also is None or also(state, actions))
            ):
                return json.dumps({**match.to_json(), "seats": ["human", "heuristic"]}).encode()
            if steer is not None and state.current_player == 0:
                actions = steer(state, actions)
            match.apply(rng.choice(actions))
    raise LookupError(f"no game of {seeds} seeds reaches {moment}")


def open_save(page: Page, save: bytes) -> None:
    """Open ``save`` with the page's Open file, answer Yes if asked to replace the game on the
    table, and wait until the player can act in it."""
    files = [{"name": "position.json", "mimeType": "application/json", "buffer": save}]
    # Yes is pressed without scrolling, as the moves are.
    replace_game(
        page, lambda: page.set_input_files("[data-testid=open-file-input]", files=files), "js"
    )
    settle(page)


def pap_moments(page: Page) -> Iterator[str]:
    """Open each late-phase save in turn; yields its moment's name once it is on the table."""
    for moment in MOMENTS:
        open_save(page, pap_save(moment))
        yield moment


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
        problems += problems_now(page, f"move {step}", legible=True)
        if step < MOVES and play_a_move(page, step) is None:
            problems.append(f"move {step}: nothing to click")
            break
    if game == "pret_a_porter":
        for moment in pap_moments(page):
            problems += problems_now(page, moment, legible=True)
            if moment.startswith("the Freelance"):  # a zone never seen on screen before
                freelance = page.locator("[data-testid=zone-freelance]")
                if not freelance.is_visible():
                    problems.append(f"{moment}: no Freelance Designer zone")
    assert not problems, "\n".join(problems)
