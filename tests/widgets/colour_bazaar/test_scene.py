"""Colour Bazaar's scene: a selected card offers exactly the markets it may go on (the others
say why not), every legal move can be clicked and nothing else, and no rival's hand reaches
the table."""

from __future__ import annotations

import json
import random

from fashion_core import GAMES
from fashion_core.games.colour_bazaar.positions import arrange
from fashion_core.positions import walk
from tests.widgets.drive import offered_moves
from widgets.games.colour_bazaar import scene
from widgets.table.scene import UIState

GAME = GAMES["colour_bazaar"]


def test_a_selected_card_offers_exactly_the_markets_it_shares_a_suit_with():
    # The Sailor (Waves, Leaves) fits the market topped by the Sea (Waves), not the others.
    state = arrange(hands=[["the Sailor"], ["the Mill"]], markets=[["the Sea"], [], [], []])
    view = state.view(0)
    built = scene.build(view, UIState(selected="the Sailor", seat_kinds=["human", "human"]))
    markets = {
        zone["key"]: zone["state"]
        for area in built.scene["areas"]
        for zone in area["zones"]
        if zone.get("key", "").startswith("play:")
    }
    legal = {a.stack for a in state.legal_actions() if getattr(a, "card", None) is not None}
    assert {key for key, mark in markets.items() if mark != "dim"} == {f"play:{k}" for k in legal}
    assert {key for key, mark in markets.items() if mark == "dim"}  # the others say why not


def test_every_legal_move_is_offered_and_nothing_else():
    rng = random.Random(5)
    for seed in range(6):
        state = walk(GAME.new(2, seed=seed), rng, rng.randrange(40))
        if state.is_over:
            continue
        seat = state.current_player
        offered, dimmed = offered_moves(GAME, scene.build, state.view(seat), 2)
        legal = set(state.legal_actions())
        assert offered <= legal and legal <= offered | dimmed


def test_a_rivals_hand_never_reaches_the_table():
    state = GAME.new(2, seed=11)
    rival = {state.card_key(card) for card in state.hands[1]}
    text = json.dumps(scene.build(state.view(0), UIState(seat_kinds=["human"] * 2)).scene)
    assert rival and not any(f'"{name}"' in text for name in rival)
