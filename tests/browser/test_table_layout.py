"""The table's own drawing, without a kernel: ``table.js`` and ``table.css`` as they ship, in a
blank page, rendering scenes handed to it by a stand-in for the widget model."""

from __future__ import annotations

import itertools
import json

import pytest
from playwright.sync_api import Page

from fashion_core import GAMES
from tests.widgets.test_scene_patch import _play
from widgets.pages.app import GameApp
from widgets.registry import UI
from widgets.table.patch import diff
from widgets.table.widget import STATIC

# A stand-in for anywidget: the synced scene, custom messages from the "kernel", and what the
# table sends back. Like anywidget, it hands initialize() and render() each their own proxy
# object of the one model.
_MOUNT = """async ([source, css, scene, faces, late]) => {
  const url = URL.createObjectURL(new Blob([source], {type: "text/javascript"}));
  const table = (await import(url)).default;
  const style = document.createElement("style");
  style.textContent = css;
  document.head.appendChild(style);
  const handlers = {};
  const sent = window.sent = [];
  const proxy = () => ({
    get: (key) => ({scene_json: JSON.stringify(scene), table_id: "t1"})[key],
    on: (name, fn) => { (handlers[name] = handlers[name] || []).push(fn); },
    off: () => {},
    send: (msg) => sent.push(msg),
  });
  table.initialize({model: proxy()});
  const kernel = window.kernel = (msg) => (handlers["msg:custom"] || []).forEach((fn) => fn(msg));
  // The faces come before the table is drawn, as they do when the page loads; or ``late``,
  // when the test sends them itself (the answer to hello, after the first draw).
  if (!late) kernel({type: "faces", faces});
  const el = document.createElement("div");
  document.body.appendChild(el);
  table.render({model: proxy(), el});
}"""

FACE = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 140">'
    '<rect width="100" height="140"/></svg>'
)


def stack_scene(cards: int) -> dict:
    items = [{"card": f"c{i}", "label": f"card {i}"} for i in range(cards)]
    zone = {"id": "market", "label": "Market", "layout": "stack", "items": items}
    return {"v": 1, "title": "Stacks", "areas": [{"id": "a", "zones": [zone]}]}


def mount(page: Page, scene: dict, faces: dict[str, str], late: bool = False) -> None:
    page.set_content("<!doctype html><title>table</title>")
    source, css = (STATIC / "table.js").read_text(), (STATIC / "table.css").read_text()
    page.evaluate(_MOUNT, [source, css, scene, faces, late])


def overlap(page: Page, cards: int) -> float:
    """How much of a card the next card in a stack of ``cards`` covers (0.72 = 72 %)."""
    mount(page, stack_scene(cards), {f"c{i}": FACE for i in range(cards)})
    tops = page.eval_on_selector_all(
        "[data-testid=zone-market] .fg-card",
        "nodes => nodes.map(n => n.getBoundingClientRect().top)",
    )
    height = page.eval_on_selector(
        "[data-testid=zone-market] .fg-card .fg-face", "n => n.getBoundingClientRect().height"
    )
    assert len(tops) == cards, json.dumps(tops)
    return round(1 - (tops[-1] - tops[-2]) / height, 2)


@pytest.mark.parametrize(("cards", "covered"), [(6, 0.72), (7, 0.78), (10, 0.78), (11, 0.82)])
def test_market_stacks_get_more_compact_as_they_grow_tall(page: Page, cards: int, covered: float):
    assert overlap(page, cards) == covered


# How far anything in a side panel reaches past the panel's right edge (the side column cuts
# it off there), in pixels.
_PANEL_OVERFLOW = """() => [...document.querySelectorAll('.fg-panel')].map((panel) => {
  const edge = panel.getBoundingClientRect().right;
  const parts = [...panel.querySelectorAll('*')].map((n) => n.getBoundingClientRect().right);
  return [panel.dataset.testid, Math.max(0, Math.ceil(Math.max(edge, ...parts) - edge))];
})"""


@pytest.mark.parametrize("name", sorted(UI))
def test_side_panels_fit_the_side_column_with_the_most_players(page: Page, name: str):
    players = GAMES[name].max_players
    app = GameApp(name, seats=["human"] + ["heuristic"] * (players - 1), seed=4, bot_delay=0)
    _play(app, 25)  # some money, chips, tricks or garments on the score tables
    mount(page, app.table.scene, dict(app.table._sent))
    overflow = dict(page.evaluate(_PANEL_OVERFLOW))
    assert overflow and not any(overflow.values()), overflow


_SIDE_HEIGHTS = """() => [...document.querySelectorAll('.fg-side > *')].map((panel) => {
  const max = parseFloat(getComputedStyle(panel).maxHeight);  // NaN for "none"
  const wants = Number.isNaN(max) ? panel.scrollHeight : Math.min(panel.scrollHeight, max);
  return [panel.dataset.testid || panel.className, panel.getBoundingClientRect().height, wants];
})"""


@pytest.mark.parametrize("name", sorted(UI))
def test_side_panels_keep_their_height_when_the_side_column_is_full(page: Page, name: str):
    """A full side column scrolls; none of its panels is squeezed (the log once shrank to a
    14 px sliver once an exhibition's awards, scores or a long log filled the column)."""
    players = GAMES[name].max_players
    app = GameApp(name, seats=["human"] + ["heuristic"] * (players - 1), seed=4, bot_delay=0)
    _play(app, 120)
    page.set_viewport_size({"width": 1280, "height": 800})
    mount(page, app.table.scene, dict(app.table._sent))
    panels = page.evaluate(_SIDE_HEIGHTS)
    assert len(panels) >= 2, panels
    squeezed = [p for p in panels if p[1] + 1 < p[2]]
    assert not squeezed, squeezed


def test_a_view_drawn_after_the_faces_came_shows_them(page: Page):
    """The faces answer the table's hello before its view is drawn; the view must use them,
    and the table says hello once (anywidget gives the view another proxy of the model)."""
    mount(page, stack_scene(3), {f"c{i}": FACE for i in range(3)})
    assert page.locator(".fg-card .fg-face img").count() == 3
    assert page.locator(".fg-face-missing").count() == 0
    assert [m["type"] for m in page.evaluate("window.sent")] == ["hello"]


def test_faces_that_come_after_the_draw_fill_the_same_cards_and_the_pointed_one_zooms(
    page: Page,
):
    """The answer to hello can come after the first draw: the cards already drawn get their
    faces in place (the same elements, so the pointer stays on its card), and the card under
    the pointer shows its zoom although its pointerover found no face."""
    faces = {f"c{i}": FACE for i in range(3)}
    mount(page, stack_scene(3), faces, late=True)
    assert page.locator(".fg-face-missing").count() == 3
    page.evaluate("window.before = [...document.querySelectorAll('.fg-card')]")
    page.locator(".fg-card").last.hover()
    assert page.locator("[data-testid=zoom]").is_hidden()
    page.evaluate("(faces) => window.kernel({type: 'faces', faces, all: true})", faces)
    assert page.locator(".fg-face-missing").count() == 0
    assert page.locator(".fg-card .fg-face img").count() == 3
    same = "window.before.every((card, i) => card === document.querySelectorAll('.fg-card')[i])"
    assert page.evaluate(same)
    assert page.locator("[data-testid=zoom] svg").is_visible()


def turn_scene(v: int, my_turn: bool) -> dict:
    """A hand of two cards, playable on the player's turn and not between, with an Undo that
    greys out and a prompt and badge that change every turn."""
    items = [
        {"card": f"c{i}", "label": f"card {i}"}
        | ({"key": f"card:c{i}", "state": "playable"} if my_turn else {})
        for i in range(2)
    ]
    zone = {
        "id": "hand",
        "label": "Your hand",
        "badge": f"turn {v}",
        "layout": "row",
        "items": items,
    }
    undo = {"key": "ui:undo", "label": "Undo"} | ({} if my_turn else {"state": "disabled"})
    prompt = "Your turn: play a card." if my_turn else f"Ada is thinking ({v})."
    return {
        "v": v,
        "title": "Turns",
        "prompt": prompt,
        "tools": [undo],
        "areas": [{"id": "a", "zones": [zone]}],
    }


# The table's elements that a new turn must change in place rather than build again: the ones
# drawn first are remembered (by identity: the table owns their attributes), and a rebuilt one
# shows up as new.
_PARTS = ".fg-card, .fg-card img, [data-testid=prompt], .fg-button, .fg-zone-head"
_REMEMBER = f"() => {{ window.kept = new Set(document.querySelectorAll('{_PARTS}')); }}"
_NEW = f"""() => [...document.querySelectorAll('{_PARTS}')]
  .filter((n) => !window.kept.has(n)).map((n) => n.className || n.tagName)"""


def test_a_new_turn_changes_cards_buttons_and_words_in_place(page: Page):
    """A card that stops being playable stays the same button, disabled, with no key to send,
    and is playable again next turn; Undo, the prompt and the zone's badge change in place.
    Rebuilding them every turn made the browser style and lay out new elements and images,
    garbage that set the pace of the page's full collections (benchmarks/README.md)."""
    faces = {f"c{i}": FACE for i in range(2)}
    scenes = [turn_scene(v, my_turn=v % 2 == 1) for v in range(1, 6)]
    mount(page, scenes[0], faces)
    page.evaluate(_REMEMBER)
    for old, new in itertools.pairwise(scenes):
        message = {"type": "scene", "base": old["v"], "patch": diff(old, new)}
        page.evaluate("(msg) => window.kernel(msg)", message)
        table = page.locator("[data-testid=table]")
        assert table.get_attribute("data-v") == str(new["v"])
        assert page.evaluate(_NEW) == [], new["v"]
        cards = page.locator(".fg-card")
        assert cards.count() == 2
        playable = "key" in new["areas"][0]["zones"][0]["items"][0]
        for i in range(2):
            card = cards.nth(i)
            assert card.evaluate("n => n.tagName") == "BUTTON"
            assert card.is_enabled() == playable
            assert (card.get_attribute("data-key") is not None) == playable
        assert page.locator("[data-testid=prompt]").text_content() == new["prompt"]
        assert page.locator(".fg-zone-badge").text_content() == f"turn {new['v']}"
        assert page.locator("[data-testid='button-ui:undo']").is_enabled() == playable


def trick_scene(v: int, hand: list[str], trick: list[str], last: list[str]) -> dict:
    """A hand of playable cards (buttons), a trick and a last trick (plain cards)."""

    def cards(ids: list[str], playable: bool) -> list[dict]:
        return [
            {"card": c, "label": c}
            | ({"key": f"card:{c}", "state": "playable"} if playable else {})
            for c in ids
        ]

    zones = [
        {"id": "trick", "label": "Trick", "layout": "row", "items": cards(trick, False)},
        {"id": "last", "label": "Last trick", "layout": "row", "items": cards(last, False)},
    ]
    hand_zone = {"id": "hand", "label": "Hand", "layout": "row", "items": cards(hand, True)}
    return {
        "v": v,
        "title": "Tricks",
        "areas": [{"id": "table", "zones": zones}, {"id": "mine", "zones": [hand_zone]}],
    }


# Each card's element and image by its name, before a redraw; then which cards shown after it
# kept their image, and which kept their element too.
_REMEMBER_CARDS = """() => {
  window.before = {};
  window.images = {};
  for (const card of document.querySelectorAll('.fg-card')) {
    const name = card.getAttribute('aria-label');
    window.before[name] = card;
    window.images[name] = card.querySelector('img');
  }
}"""
_KEPT = """() => {
  const out = {image: [], element: []};
  for (const card of document.querySelectorAll('.fg-card')) {
    const name = card.getAttribute('aria-label');
    if (window.images[name] === card.querySelector('img')) out.image.push(name);
    if (window.before[name] === card) out.element.push(name);
  }
  return out;
}"""


def test_a_card_that_moves_to_another_zone_takes_its_element_along(page: Page):
    """A card played from the hand keeps its face image in the trick, and a gathered trick
    keeps its cards' elements in the last trick: a new image parses the face's long data: URL
    again, the largest single part of drawing a move (benchmarks/README.md)."""
    faces = {c: FACE for c in ("a", "b", "c", "d")}
    scenes = [
        trick_scene(1, ["a", "b"], ["c"], []),
        trick_scene(2, ["b"], ["c", "a"], []),  # a: hand (button) -> trick (plain card)
        trick_scene(3, ["b"], [], ["c", "a"]),  # the trick is gathered
        trick_scene(4, [], ["b"], ["c", "a"]),
    ]
    mount(page, scenes[0], faces)
    for old, new in itertools.pairwise(scenes):
        page.evaluate(_REMEMBER_CARDS)
        message = {"type": "scene", "base": old["v"], "patch": diff(old, new)}
        page.evaluate("(msg) => window.kernel(msg)", message)
        assert page.locator("[data-testid=table]").get_attribute("data-v") == str(new["v"])
        shown = {
            zone["id"]: [item["card"] for item in zone["items"]]
            for area in new["areas"]
            for zone in area["zones"]
        }
        for zone, cards in shown.items():
            labels = page.locator(f"[data-testid=zone-{zone}] .fg-card").evaluate_all(
                "cards => cards.map((c) => c.getAttribute('aria-label'))"
            )
            assert labels == cards, (new["v"], zone)
        every = sorted(c for cards in shown.values() for c in cards)
        assert page.locator(".fg-card img").count() == len(every)
        kept = page.evaluate(_KEPT)
        # Every card shown before and after keeps its image, whichever zone it is in now.
        assert sorted(kept["image"]) == every, new["v"]
        # A plain card that stays plain (the gathered trick) is the very same element; a
        # button that becomes a plain card is a new element around its old face.
        if new["v"] == 2:
            assert "a" not in kept["element"] and "c" in kept["element"]
        if new["v"] == 3:
            assert sorted(kept["element"]) == ["a", "b", "c"]


def test_a_zone_that_comes_back_brings_its_cards_elements(page: Page):
    """A zone the scene stops showing (Purple Rules' bidding box once the play starts) shows the
    same elements and images when it comes back, and a card taken from it elsewhere meanwhile
    is not shown twice."""
    faces = {c: FACE for c in ("a", "b", "c", "d")}
    scenes = [
        trick_scene(1, ["d"], ["a", "b"], ["c"]),
        {**trick_scene(2, ["d"], [], []), "areas": trick_scene(2, ["d"], [], [])["areas"][1:]},
        trick_scene(3, ["d"], ["a", "b"], []),  # the table's area is back, without c
        trick_scene(4, ["d", "c"], ["a", "b"], []),  # c comes back, in the hand
    ]
    mount(page, scenes[0], faces)
    page.evaluate(_REMEMBER_CARDS)
    for old, new in itertools.pairwise(scenes):
        message = {"type": "scene", "base": old["v"], "patch": diff(old, new)}
        page.evaluate("(msg) => window.kernel(msg)", message)
        assert page.locator("[data-testid=table]").get_attribute("data-v") == str(new["v"])
        shown = sorted(i["card"] for a in new["areas"] for z in a["zones"] for i in z["items"])
        labels = page.locator(".fg-card").evaluate_all(
            "cards => cards.map((c) => c.getAttribute('aria-label'))"
        )
        assert sorted(labels) == shown, new["v"]
        assert page.locator(".fg-card img").count() == len(shown)
        kept = page.evaluate(_KEPT)
        assert sorted(kept["image"]) == shown, new["v"]
    assert sorted(kept["element"]) == ["a", "b", "d"]  # c became a button: a new element


def test_the_bidding_box_puts_two_levels_side_by_side_at_1280(page: Page):
    """Small zones draw their tokens narrower: Purple Rules' six levels of eight bids take three
    rows of two, not six rows (which pushed the rest of the auction below the fold)."""
    app = GameApp("purple_rules", seats=["human"] + ["heuristic"] * 3, seed=4, bot_delay=0)
    assert app.match.state.phase.name.lower() == "auction"
    page.set_viewport_size({"width": 1280, "height": 800})
    mount(page, app.table.scene, dict(app.table._sent))
    tops = page.eval_on_selector_all(
        "[data-testid^=zone-level-]", "zones => zones.map(z => z.getBoundingClientRect().top)"
    )
    assert len(tops) == 6, tops
    assert tops[0] == tops[1] and tops[2] == tops[3] and tops[4] == tops[5], tops


def test_a_twelve_card_hand_fits_one_row_and_the_bids_show_at_1280x800(page: Page):
    """Purple Rules deals twelve cards: drawn snug they fit one row, and in the auction the
    left-over card sits beside the seats, so the first two rows of the bidding box (levels 1-4)
    are in view at 1280x800. Before, the hand took two rows and the whole box was below the
    fold, under the status bar. The page puts the table 123 px down, 1,240 px wide, and the
    status bar covers the bottom 95 px: 800 - 123 - 95 = 582 px of table in view."""
    app = GameApp("purple_rules", seats=["human"] + ["heuristic"] * 3, seed=4, bot_delay=0)
    assert app.match.state.phase.name.lower() == "auction"
    page.set_viewport_size({"width": 1240 + 16, "height": 800})  # the body's 8 px margins
    mount(page, app.table.scene, dict(app.table._sent))
    tops = page.eval_on_selector_all(
        "[data-testid=zone-hand] .fg-card", "cards => cards.map(c => c.getBoundingClientRect().top)"
    )
    assert len(tops) == 12 and len(set(tops)) == 1, tops
    seen = page.evaluate(
        """() => {
          const table = document.querySelector("[data-testid=table]").getBoundingClientRect();
          const level = document.querySelector("[data-testid=zone-level-3]");
          return level.getBoundingClientRect().bottom - table.top;
        }"""
    )
    assert seen <= 582, seen


def _kernel(page: Page, message: dict, after_ms: float = 0) -> None:
    """The kernel's message, ``after_ms`` after the last click (a kernel that far away)."""
    if after_ms:
        page.wait_for_function(
            "(ms) => performance.now() - window.lastClick >= ms", arg=after_ms, polling="raf"
        )
    page.evaluate("(msg) => window.kernel(msg)", message)


def _click(page: Page, key: str) -> None:
    page.locator(f"[data-key='{key}']").click()
    page.evaluate("window.lastClick = performance.now()")


def _shown(page: Page) -> tuple[str | None, bool, str]:
    """The table's version, whether a guess is on screen, and the prompt shown."""
    table = page.locator("[data-testid=table]")
    prompt = page.locator("[data-testid=prompt]").text_content() or ""
    return table.get_attribute("data-v"), table.get_attribute("data-guess") is not None, prompt


FAR = 40  # ms: the kernel answers slower than a frame, as across the internet


def test_an_offered_click_is_drawn_at_once_and_the_answer_only_confirms_it(page: Page):
    """The kernel offers what a click brings (widgets/table/predict.py): the table draws it in the
    click itself, under the old version; the answer confirms it without drawing it again. A
    click nobody answers with a scene drops the guess; a different answer replaces it."""
    faces = {f"c{i}": FACE for i in range(2)}
    one, two, three = (turn_scene(v, my_turn=v != 2) for v in (1, 2, 3))
    mount(page, one, faces)
    _kernel(page, {"type": "offer", "base": 1, "patches": {"card:c0": diff(one, two)}})
    page.evaluate(_REMEMBER)
    _click(page, "card:c0")
    # Before any answer: the offered scene, still version 1 (the kernel's), marked a guess.
    assert _shown(page) == ("1", True, two["prompt"])
    sent = {"type": "click", "key": "card:c0", "v": 1, "guess": True}
    assert page.evaluate("window.sent.at(-1)") == sent
    page.evaluate(_REMEMBER)
    _kernel(page, {"type": "scene", "base": 1, "confirm": "card:c0"}, FAR)
    assert _shown(page) == ("2", False, two["prompt"])
    assert page.evaluate(_NEW) == []  # confirmed in place: nothing drawn again

    # A click that brings no scene: the guess goes, the scene on screen is the kernel's again.
    _kernel(page, {"type": "scene", "base": 2, "patch": diff(two, three)})
    _kernel(page, {"type": "offer", "base": 3, "patches": {"card:c1": diff(three, two)}})
    _click(page, "card:c1")
    assert _shown(page) == ("3", True, two["prompt"])
    _kernel(page, {"type": "scene", "base": 3, "drop": True}, FAR)
    assert _shown(page) == ("3", False, three["prompt"])

    # A different answer than the guess (it skips the guess's version): the answer shows.
    _kernel(page, {"type": "offer", "base": 3, "patches": {"card:c1": diff(three, two)}})
    _click(page, "card:c1")
    five = turn_scene(5, my_turn=True)
    _kernel(page, {"type": "scene", "base": 3, "patch": diff(three, five)}, FAR)
    assert _shown(page) == ("5", False, five["prompt"])

    # An offer for another version than the one on screen is ignored: the click only goes.
    _kernel(page, {"type": "offer", "base": 4, "patches": {"card:c1": diff(five, two)}})
    _click(page, "card:c1")
    assert _shown(page) == ("5", False, five["prompt"])


def test_a_near_kernel_gets_no_guesses_and_is_told_to_stop_offering(page: Page):
    """Answers within a frame (one computer): a guess would come no sooner than the answer,
    so the table draws none once the kernel has answered so fast, and its clicks say so."""
    faces = {f"c{i}": FACE for i in range(2)}
    mine, theirs = turn_scene(1, my_turn=True), turn_scene(2, my_turn=False)
    mount(page, mine, faces)
    # The page's clock stands still, so every answer comes 0 ms after its click whatever the
    # machine's load: Playwright's own round trips between a click and the kernel's message
    # took longer than a frame on a busy two-core machine, and the test measured those.
    page.evaluate("() => { performance.now = () => 1000; }")
    v = 1
    for _ in range(5):  # five quick answers: each click answered at once
        mine, theirs = {**mine, "v": v}, {**theirs, "v": v + 1}
        offer = {"card:c0": diff(mine, theirs)}
        _kernel(page, {"type": "offer", "base": v, "patches": offer})
        _click(page, "card:c0")
        _kernel(page, {"type": "scene", "base": v, "confirm": "card:c0"})
        _kernel(page, {"type": "scene", "base": v + 1, "patch": diff(theirs, {**mine, "v": v + 2})})
        v += 2
    mine, theirs = {**mine, "v": v}, {**theirs, "v": v + 1}
    _kernel(page, {"type": "offer", "base": v, "patches": {"card:c0": diff(mine, theirs)}})
    _click(page, "card:c0")
    assert _shown(page) == (str(v), False, mine["prompt"])  # no guess drawn
    assert page.evaluate("window.sent.at(-1)")["guess"] is False
    _kernel(page, {"type": "scene", "base": v, "confirm": "card:c0"})  # from the offer
    assert _shown(page) == (str(v + 1), False, theirs["prompt"])


@pytest.mark.parametrize("text", ["Play here", "✖ no shared suit", "To display ⚠ then 1 more"])
def test_a_zone_targets_words_stay_inside_its_button_and_zone(page: Page, text: str):
    """A narrow zone's target (a 132 px market stack) holds its words, on two lines if need
    be: "✖ no shared suit" and Moonscrown's longer answers spilled out of a 27 px button."""
    items = [{"card": "c0", "label": "card 0"}]
    zone = {
        "id": "market",
        "label": "Market 1",
        "layout": "stack",
        "caption": "adds nothing",
        "key": "play:0",
        "target_text": text,
        "items": items,
    }
    mount(page, {"v": 1, "title": "T", "areas": [{"id": "a", "zones": [zone]}]}, {"c0": FACE})
    box = page.evaluate("""() => {
      const rect = (n) => n.getBoundingClientRect();
      const button = document.querySelector('.fg-zone-target');
      const [b, w, z, c] = [button, button.querySelector('span'),
        document.querySelector('[data-testid=zone-market]'), document.querySelector('.fg-caption')]
        .map(rect);
      return {overflow: button.scrollHeight - button.clientHeight, inside: w.left >= b.left &&
        w.right <= b.right && w.top >= b.top && w.bottom <= b.bottom, inZone: b.bottom <= z.bottom
        && b.left >= z.left && b.right <= z.right, belowCaption: b.top >= c.bottom};
    }""")
    assert box == {"overflow": 0, "inside": True, "inZone": True, "belowCaption": True}
