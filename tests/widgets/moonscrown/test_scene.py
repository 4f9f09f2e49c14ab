"""Moonscrown's scene: every legal move can be clicked and nothing else, in every phase of a
round; no rival's hand reaches the table."""

from __future__ import annotations

import json
import random

from fashion_core import GAMES
from fashion_core.positions import walk
from tests.widgets.drive import offered_moves
from widgets.games.moonscrown import scene
from widgets.table.scene import UIState

GAME = GAMES["moonscrown"]


def test_every_legal_move_is_offered_and_nothing_else():
    rng = random.Random(7)
    phases = set()
    for seed in range(10):
        players = rng.randint(GAME.min_players, GAME.max_players)
        state = walk(GAME.new(players, seed=seed), rng, rng.randrange(60))
        if state.is_over:
            continue
        phases.add(state.view(state.current_player)["phase"])
        view = state.view(state.current_player)
        offered, dimmed = offered_moves(GAME, scene.build, view, players)
        legal = set(state.legal_actions())
        assert offered <= legal and legal <= offered | dimmed
    assert len(phases) >= 2  # not only the start of a turn


def test_a_rivals_hand_never_reaches_the_table():
    state = GAME.new(3, seed=4)
    rivals = {state.card_key(card) for seat in (1, 2) for card in state.hands[seat]}
    rivals -= {state.card_key(card) for card in state.hands[0]}
    text = json.dumps(scene.build(state.view(0), UIState(seat_kinds=["human"] * 3)).scene)
    assert rivals and not any(f'"{name}"' in text for name in rivals)
