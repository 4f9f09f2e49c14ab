"""Online play in real Chromium: friends in separate browser contexts share one room.

Every page of a room costs a kernel of its own (tens of seconds on a busy 2-core machine), so
one room carries the whole story: the host's "Play online" for three seats (the host, a
friend and a bot), a friend's invite, a spectator, a page closed mid-game and reopened, and
the game played to its end, the bot moving from whichever kernel drives it. A bad key and
every other game are covered without a browser (``tests/widgets/test_online.py``,
``tests/rooms``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.conftest import ARTIFACTS_DIR, click_and_wait, prompt
from tests.widgets.conftest import card_mentions

PLAY = "/voila/render/colour_bazaar/play.ipynb"
TABLE = "[data-testid=table][data-ready='1']"

# What the seat on this page can do now, in the order a player does it: invest in a chip,
# play the chosen card to a market, choose a card. Empty when it is not this seat's turn.
NEXT_MOVE = """() => {
  const t = document.querySelector("[data-testid=table]");
  if (!t) return "";
  const first = (css) => { const b = t.querySelector(css); return b ? b.dataset.key : ""; };
  return first("button[data-key^='chip:']") || first(".is-target > button[data-key^='play:']")
    || first("[data-testid=zone-hand].is-active button.is-playable")
    || first("[data-testid=zone-hand].is-active button.is-warn");
}"""
CAN_MOVE_OR_OVER = f"""() => ({NEXT_MOVE})() !== "" || (document.querySelector(
  "[data-testid=prompt]")?.textContent || "").startsWith("Game over")"""
# The seat the page's status line says is to move; -1 once the game is over.
SEAT_TO_MOVE = """() => {
  const rows = [...document.querySelectorAll("[data-testid=online-status] li")];
  const row = rows.find((li) => li.textContent.includes("to move"));
  return row ? Number(row.dataset.seat) : -1;
}"""


class Visitor:
    """One person's browser (its own context: cookies, storage) and everything it received."""

    def __init__(self, browser: Browser) -> None:
        self.context: BrowserContext = browser.new_context(viewport={"width": 1280, "height": 800})
        self.received: list[str] = []
        self.page = self.open_tab()

    def open_tab(self) -> Page:
        page = self.context.new_page()
        page.on("websocket", lambda ws: ws.on("framereceived", self._keep))
        return page

    def _keep(self, payload: str | bytes) -> None:
        text = payload if isinstance(payload, str) else payload.decode("utf-8", "replace")
        self.received.append(text)

    def go(self, url: str) -> Page:
        self.page.goto(url, timeout=180_000)  # a page beyond the preheated one starts a kernel
        # A preheated page shows the one-screen game until it learns the link, then the room.
        ready = f".fg-online {TABLE}" if "room=" in url else TABLE
        self.page.wait_for_selector(ready, timeout=180_000)
        return self.page

    def everything(self) -> str:
        """Every websocket frame (widget state and updates) since the room's page came, and
        the page's HTML now.

        Before the room, a page may have shown a one-screen game of its own (the host's page,
        or a preheated kernel's), dealt from another shuffle: its cards are no leak. The room's
        page announces itself with its class ``fg-online`` before it sends any scene.
        """
        starts = [i for i, text in enumerate(self.received) if '"fg-online"' in text]
        assert starts, "the room's page never arrived over the websocket"
        return "\n".join([*self.received[starts[0] :], self.page.content()])


@pytest.fixture
def visitors(browser: Browser) -> Iterator[list[Visitor]]:
    made: list[Visitor] = []

    def make() -> Visitor:
        made.append(Visitor(browser))
        return made[-1]

    yield make  # type: ignore[misc]
    for visitor in made:
        visitor.context.close()


def host_room(host: Visitor, voila_url: str) -> list[str]:
    """Open the play page, choose three seats: the host, a friend (seat 2, human) and a bot
    (seat 3, the setup bar's default for an added seat); press "Play online"; the invite links."""
    page = host.go(voila_url + PLAY)
    page.locator(".fg-setup").get_by_role("button", name="3", exact=True).click()
    page.locator(".fg-setup select").nth(1).select_option(label="Human")
    page.get_by_role("button", name="Play online").click()
    expect(page.locator("[data-testid=online-invites]")).to_be_visible(timeout=60_000)
    links = page.locator("[data-testid=online-invites] a")
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    # Whole addresses, to copy and send: the page's own address as the browser sees it (a
    # proxy in front of the server would change what Voila reports), with the room's query.
    own = page.evaluate("location.origin + location.pathname")
    assert own.startswith(voila_url)
    assert all(
        h == link.inner_text() and h.startswith(own + "?room=")
        for h, link in zip(hrefs, links.all(), strict=True)
    ), hrefs
    return hrefs


def hand_names(page: Page) -> list[str]:
    hand = page.locator("[data-testid=zone-hand] [aria-label]")
    labels = [hand.nth(i).get_attribute("aria-label") for i in range(hand.count())]
    return [label.split(" (")[0] for label in labels]  # "the Sea (Crown: Waves)"


def play_turn(page: Page) -> int:
    """Click through this page's whole turn (card, market, chip); returns the clicks."""
    clicks = 0
    while key := page.evaluate(NEXT_MOVE):
        button = page.locator(f"[data-testid=table] [data-key='{key}']").first
        try:
            button.element_handle(timeout=5_000)
        except PlaywrightTimeoutError:
            continue  # the table was redrawn between the look and the click: look again
        click_and_wait(page, button, 30_000)
        clicks += 1
    return clicks


def past_the_bot(pages: list[Page], seat: int) -> int:
    """The seat to move once no bot is to move (the seats beyond ``pages`` are bots')."""
    while seat >= len(pages):
        for page in pages:  # every page shows the bot's move before a friend plays on
            page.wait_for_function(f"() => ({SEAT_TO_MOVE})() !== {seat}", timeout=60_000)
        seat = pages[0].evaluate(SEAT_TO_MOVE)
    return seat


def play_turns(pages: list[Page], seat: int, turns: int | None = None) -> tuple[int, int]:
    """Play whole turns on the pages (one per friend's seat) from ``seat``'s turn, until
    ``turns`` of the friends' or the game's end; returns the clicks and the friend's seat to
    move next (-1: the game is over)."""
    clicks = done = 0
    while (seat := past_the_bot(pages, seat)) >= 0 and (turns is None or done < turns):
        mover = pages[seat]
        mover.wait_for_function(CAN_MOVE_OR_OVER, timeout=60_000)  # the last move arrived
        clicks += play_turn(mover)
        done += 1
        mover.wait_for_function(f"() => ({SEAT_TO_MOVE})() !== {seat}", timeout=60_000)
        seat = mover.evaluate(SEAT_TO_MOVE)
    return clicks, past_the_bot(pages, seat)


def test_two_friends_play_a_whole_game_a_spectator_sees_no_hand_and_a_closed_page_resumes(
    visitors, voila_url
):
    host, friend, spectator = visitors(), visitors(), visitors()
    links = host_room(host, voila_url)
    # The host's hand is in view at 1280x800: the table comes first, the invite links under it.
    hand = host.page.locator("[data-testid=zone-hand]").bounding_box()
    invites = host.page.locator("[data-testid=online-invites]").bounding_box()
    assert hand is not None and invites is not None
    assert hand["y"] + hand["height"] <= 800 - 60 and invites["y"] > hand["y"], (hand, invites)
    friend.go(links[0])
    spectator.go(links[1])
    seat_2 = host.page.locator("[data-testid=online-status] li[data-seat='1'] b").inner_text()
    expect(friend.page.locator("[data-testid=online-status]")).to_contain_text(f"You play {seat_2}")
    expect(spectator.page.locator("[data-testid=online-status]")).to_contain_text("You watch")
    expect(host.page.locator("[data-testid=online-status] li[data-seat='1']")).to_contain_text(
        "connected", timeout=30_000
    )
    # Nothing of a hand reached another browser, in the widget state or the page: checked
    # before anyone plays a card (a played card is public).
    assert spectator.page.locator("[data-testid=zone-hand]").count() == 0
    for seat, others in ((host, [friend, spectator]), (friend, [host, spectator])):
        names = hand_names(seat.page)
        assert len(names) >= 3, names
        for other in others:
            held = other.everything()
            assert not [n for n in names if card_mentions(held, n)], "a hand card leaked"
    ARTIFACTS_DIR.mkdir(exist_ok=True)
    for name, shown in (("host", host), ("friend", friend), ("spectator", spectator)):
        shown.page.screenshot(path=str(ARTIFACTS_DIR / f"online-{name}.png"))

    pages = [host.page, friend.page]  # seats 0 and 1
    clicks, seat = play_turns(pages, host.page.evaluate(SEAT_TO_MOVE), turns=4)
    # The friend's page closes mid-game; the link opens the same seat at the same position
    # (read once the friend's page shows the last move: the host may have made it).
    friend.page.wait_for_function(f"() => ({SEAT_TO_MOVE})() === {seat}", timeout=60_000)
    subtitle = friend.page.inner_text("[data-testid=table] .fg-subtitle")
    hand = sorted(hand_names(friend.page))
    friend.page.close()
    friend.page = friend.open_tab()
    friend.go(links[0])
    expect(friend.page.locator("[data-testid=online-status]")).to_contain_text(f"You play {seat_2}")
    assert friend.page.inner_text("[data-testid=table] .fg-subtitle") == subtitle
    assert sorted(hand_names(friend.page)) == hand

    more, seat = play_turns([host.page, friend.page], seat)
    clicks += more
    assert seat == -1 and prompt(host.page).startswith("Game over")
    assert clicks >= 30, "both friends played and invested on each of their turns"
    expect(spectator.page.locator("[data-testid=prompt]")).to_contain_text(
        "Game over", timeout=30_000
    )
    # The game's end: each player may review it; a spectator is not offered one seat's cards.
    review = host.page.locator("[data-testid=ending]").get_by_role(
        "button", name="Review this game"
    )
    expect(review).to_be_visible()
    host.page.screenshot(path=str(ARTIFACTS_DIR / "online-host-end.png"))
    expect(spectator.page.locator("[data-testid=ending]")).to_be_visible()
    assert spectator.page.get_by_role("button", name="Review this game").count() == 0
