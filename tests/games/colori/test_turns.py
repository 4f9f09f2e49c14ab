"""Action turns and rounds: the end of a turn, turn order (rule T1), eight rounds."""

from __future__ import annotations

from fashion_core.games.colori import GAME
from fashion_core.games.colori.actions import END_TURN
from tests.games.colori.positions import action_position, names


def test_end_of_turn_discards_undestroyed_drafted_and_drawn_cards():
    state = action_position(drawn=["Basic Red"], drafted=["Weld", "Woad"])
    state.apply(END_TURN)
    assert names(state.discards[0]) == ["Basic Red", "Weld", "Woad"]
    assert state.current_player == 1


def test_the_game_ends_after_eight_rounds():
    state = GAME.new(2, seed=11)
    rounds = set()
    while not state.is_over:
        rounds.add(state.round)
        state.apply(state.legal_actions()[-1])
    assert rounds == set(range(1, 9))


def test_action_turns_go_in_seat_order_by_default():
    state = GAME.new(3, seed=12)
    order = []
    while state.round < 3:
        if (
            state.phase == "action"
            and state.choice == "turn"
            and (not order or order[-1] != (state.round, state.current_player))
        ):
            order.append((state.round, state.current_player))
        state.apply(state.legal_actions()[-1])
    assert [s for r, s in order if r == 2] == [0, 1, 2]


def test_rotate_first_player_variant_moves_the_first_seat_each_round():
    state = GAME.new(3, seed=12, rotate_first_player=True)
    firsts = {}
    while state.round < 4:
        if state.phase == "action":
            firsts.setdefault(state.round, state.current_player)
        state.apply(state.legal_actions()[-1])
    assert firsts == {1: 0, 2: 1, 3: 2}
