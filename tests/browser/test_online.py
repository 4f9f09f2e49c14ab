"""Online play in real Chromium: friends in separate browser contexts share one room."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tests.browser.conftest import ARTIFACTS_DIR, click_and_wait, prompt

PLAY = "/voila/render/colour_bazaar/play.ipynb"
TABLE = "[data-testid=table][data-ready='1']"


@pytest.fixture
def contexts(browser: Browser) -> Iterator[list[BrowserContext]]:
    made: list[BrowserContext] = []

    def make() -> BrowserContext:
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        made.append(context)
        return context

    yield make  # type: ignore[misc]
    for context in made:
        context.close()


def open_page(make, url: str) -> Page:
    page = make().new_page()
    page.goto(url, timeout=120_000)  # a page that is not preheated starts its own kernel
    # A preheated page shows the one-screen game until it learns the link, then the room.
    ready = ".fg-online [data-testid=table][data-ready='1']" if "room=" in url else TABLE
    page.wait_for_selector(ready, timeout=120_000)
    return page


def host_room(make, voila_url: str, seats: list[str]) -> tuple[Page, list[str]]:
    """Open the play page, set the seats, press "Play online"; returns the invite links."""
    host = open_page(make, voila_url + PLAY)
    selects = host.locator(".fg-setup select")
    if len(seats) > 2:
        host.locator(".fg-setup").get_by_role("button", name=str(len(seats)), exact=True).click()
    for i, label in enumerate(seats):
        selects.nth(i).select_option(label=label)
    host.get_by_role("button", name="Play online").click()
    expect(host.locator("[data-testid=online-invites]")).to_be_visible(timeout=60_000)
    links = host.locator("[data-testid=online-invites] a")
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    return host, [h if h.startswith("http") else voila_url + PLAY + h for h in hrefs]


def my_turn(page: Page) -> bool:
    return page.locator("[data-testid=table] [data-testid=zone-hand].is-active").count() > 0 or (
        page.locator("[data-testid=table] button[data-key^='chip:']").count() > 0
    )


def one_move(page: Page) -> bool:
    """Make one click of a move on ``page`` if it is this page's turn; True if it clicked."""
    t = page.locator("[data-testid=table]")
    chips = t.locator("button[data-key^='chip:']")
    targets = t.locator(".is-target > button[data-key^='play:']")
    cards = t.locator(
        "[data-testid=zone-hand] button.is-playable, [data-testid=zone-hand] button.is-warn"
    )
    for locator in (chips, targets):
        if locator.count():
            click_and_wait(page, locator.first, timeout=30_000)
            return True
    if t.locator("[data-testid=zone-hand].is-active").count() and cards.count():
        click_and_wait(page, cards.first, timeout=30_000)
        return True
    return False


def play_to_the_end(pages: list[Page], limit: int = 600) -> int:
    clicks = 0
    for _ in range(limit):
        if all(prompt(p).startswith("Game over") for p in pages):
            return clicks
        moved = False
        for page in pages:
            if not prompt(page).startswith("Game over") and one_move(page):
                clicks += 1
                moved = True
        if not moved:
            pages[0].wait_for_timeout(100)  # the other page or a bot is moving
    raise AssertionError(f"no end after {limit} rounds: {[prompt(p) for p in pages]}")


def test_two_friends_play_a_whole_game_and_a_spectator_sees_no_hand(contexts, voila_url):
    host, links = host_room(contexts, voila_url, ["Human", "Human"])
    friend = open_page(contexts, links[0])
    watcher = open_page(contexts, links[1])
    seat_2 = host.locator("[data-testid=online-status] li[data-seat='1'] b").inner_text()
    expect(friend.locator("[data-testid=online-status]")).to_contain_text(f"You play {seat_2}")
    expect(watcher.locator("[data-testid=online-status]")).to_contain_text("You watch")
    expect(host.locator("[data-testid=online-status]")).to_contain_text("connected", timeout=30_000)
    assert watcher.locator("[data-testid=zone-hand]").count() == 0
    # Nothing of either hand reached the spectator's page (the scene and the card faces it
    # holds), nor the friend's hand the host's page: checked before anyone plays a card.
    for seat_page, others in ((host, [friend, watcher]), (friend, [host, watcher])):
        hand = seat_page.locator("[data-testid=zone-hand] [aria-label]")
        labels = [hand.nth(i).get_attribute("aria-label") for i in range(hand.count())]
        names = [label.split(" (")[0] for label in labels]  # "the Sea (Crown: Waves)"
        assert len(names) >= 3, labels
        for other in others:
            held = other.content()
            assert not [n for n in names if f'"{n}"' in held or f">{n}<" in held]
    ARTIFACTS_DIR.mkdir(exist_ok=True)
    for name, shown in (("host", host), ("friend", friend), ("spectator", watcher)):
        shown.screenshot(path=str(ARTIFACTS_DIR / f"online-{name}.png"), full_page=True)
    clicks = play_to_the_end([host, friend])
    assert clicks >= 30
    expect(watcher.locator("[data-testid=prompt]")).to_contain_text("Game over", timeout=30_000)


def test_two_friends_and_a_bot_play_a_whole_game(contexts, voila_url):
    host, links = host_room(contexts, voila_url, ["Human", "Human", "Heuristic bot"])
    friend = open_page(contexts, links[0])
    expect(host.locator("[data-testid=online-status]")).to_contain_text("bot")
    play_to_the_end([host, friend])
    log = host.locator("[data-testid=panel-log]").inner_text()
    assert log.strip()


def test_a_page_closed_mid_game_resumes_at_the_same_position(contexts, voila_url):
    host, links = host_room(contexts, voila_url, ["Human", "Human"])
    friend = open_page(contexts, links[0])
    for _ in range(6):
        for page in (host, friend):
            one_move(page)
    subtitle = friend.inner_text("[data-testid=table] .fg-subtitle")
    hand = friend.locator("[data-testid=zone-hand] [data-key^='card:']")
    cards = sorted(hand.nth(i).get_attribute("data-key") for i in range(hand.count()))
    friend.context.close()
    again = open_page(contexts, links[0])
    expect(again.locator("[data-testid=online-status]")).to_contain_text("You play")
    assert again.inner_text("[data-testid=table] .fg-subtitle") == subtitle
    hand = again.locator("[data-testid=zone-hand] [data-key^='card:']")
    assert sorted(hand.nth(i).get_attribute("data-key") for i in range(hand.count())) == cards


def test_a_bad_key_gets_a_message_and_no_seat(contexts, voila_url):
    _host, links = host_room(contexts, voila_url, ["Human", "Human"])
    room = links[0].split("room=")[1].split("&")[0]
    page = contexts().new_page()
    page.goto(f"{voila_url}{PLAY}?room={room}&key={'A' * 22}", timeout=120_000)
    expect(page.locator("[data-testid=online-error]")).to_contain_text(
        "opens no seat", timeout=60_000
    )
    assert page.locator("[data-testid=table]").count() == 0
