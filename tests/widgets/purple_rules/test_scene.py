"""Purple Rules' scene: the whole bid ladder with exactly the legal bids clickable, the hand
with exactly the legal cards marked, a refused card explained, contract and tricks shown."""

from __future__ import annotations

from fashion_core import GAMES
from fashion_core.decks.purple_pack import card
from fashion_core.games.purple_rules import Bid, Pass
from fashion_core.games.purple_rules.positions import arrange
from widgets.games.purple_rules import scene as purple_rules
from widgets.pages.app import GameApp
from widgets.table.scene import UIState

GAME = GAMES["purple_rules"]


def build(state, seat=0):
    return purple_rules.build(state.view(seat), UIState(seat_kinds=["human"] * state.num_players))


def items(scene, zone_prefix):
    for area in scene["areas"]:
        for zone in area["zones"]:
            if zone["id"].startswith(zone_prefix):
                yield from zone["items"]


def clickable_actions(built):
    return {GAME.action_from_json(v) for kind, v in built.intents.values() if kind == "act"}


def test_the_bidding_box_shows_the_whole_ladder_and_only_legal_bids_are_clickable():
    state = GAME.new(4, seed=3)
    state.apply(Bid(2, -1))  # 2 NT
    seat = state.current_player
    built = build(state, seat)
    tokens = list(items(built.scene, "level-"))
    assert len(tokens) == 48
    open_tokens = [t for t in tokens if t.get("key")]
    assert all(t["state"] == "playable" for t in open_tokens)
    assert {t["state"] for t in tokens if not t.get("key")} == {"dim"}
    assert clickable_actions(built) == set(state.legal_actions())
    assert len(open_tokens) == 48 - 16  # everything up to 2 NT is outbid
    assert any(b["key"] == "call:pass" for b in built.scene["buttons"])


def test_in_the_play_exactly_the_legal_cards_are_marked_and_a_forbidden_one_explains_itself():
    hands = [["Bronze 8♣", "Silver 9♦", "Black A♠"], ["Red 9♥", "Red 10♥"], ["Gold 8♦", "Gold 9♦"]]
    state = arrange(
        hands=hands, contract="1 Black", declarer=2, leader=1, trick=["Green Q♣", "Gold 10♦"]
    )
    built = build(state, 0)
    marks = {i["card"]: i["state"] for i in items(built.scene, "hand")}
    assert marks == {"Bronze 8♣": "playable", "Black A♠": "playable", "Silver 9♦": "dim"}
    app = GameApp("purple_rules", seats=["human", "heuristic", "heuristic"], seed=1, bot_delay=0)
    app.match.state = state
    app._render()
    before = state.to_json()
    app.table.click("card:Silver 9♦")
    notice = app.table.scene["notice"]
    assert notice["kind"] == "error" and notice["text"].startswith("Follow suit: you hold a Club")
    assert app.match.state.to_json() == before


def test_contract_trump_and_tricks_per_side_are_always_in_view():
    state = GAME.new(4, seed=5)
    state.apply(Bid(1, card("Gold 8♦") // 7))
    for _ in range(3):
        state.apply(Pass())
    scene = build(state, 1).scene
    assert "contract 1 Gold" in scene["subtitle"] and "trump Gold" in scene["subtitle"]
    panels = {p["id"]: p for p in scene["side"]}
    assert panels["contract"]["lines"][0].startswith("1 Gold: win 7 of 12 tricks")
    assert [row[0] for row in panels["scores"]["rows"]] == [
        "Player 1 & Player 3",
        "Player 2 & Player 4",
    ]
    assert "Provisional" in panels["deck"]["text"]
    partner = next(z for a in scene["areas"] for z in a["zones"] if z["id"] == "player-3")
    assert "your partner" in partner["label"]
