"""Colori invariants over many random games (hypothesis), at every player count."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fashion_core.games.colori import GAME, HeuristicBot, evaluate, rollout_policy
from fashion_core.games.colori.cards import KIND, cards_in_play

quick = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PLAYERS = st.integers(2, 5)
MAX_STEPS = 5_000


def random_position(players: int, seed: int, steps: int):
    state = GAME.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


@quick
@given(players=PLAYERS, seed=st.integers(0, 2**32))
def test_cards_are_conserved_and_colours_never_go_negative(players, seed):
    state = GAME.new(players, seed=seed)
    rng = random.Random(seed)
    while not state.is_over:
        state.check_invariants()  # every card in exactly one zone, wheel counts >= 0
        state.apply(rng.choice(state.legal_actions()))
    state.check_invariants()
    assert len(cards_in_play(players)) == 172 + 78 - 2 * (5 - players)


@quick
@given(players=PLAYERS, seed=st.integers(0, 2**32), steps=st.integers(0, 400))
def test_every_enumerated_action_applies(players, seed, steps):
    state = random_position(players, seed, steps)
    if state.is_over:
        return
    for action in state.legal_actions():
        copy = state.clone()
        copy.apply(action)  # the checked path: raises IllegalAction if the list lied
        copy.check_invariants()


@quick
@given(players=PLAYERS, seed=st.integers(0, 2**32))
def test_the_same_seed_and_moves_give_the_same_game(players, seed):
    first = random_position(players, seed, 10_000)
    second = random_position(players, seed, 10_000)
    assert first.to_json() == second.to_json()
    assert first.is_over and first.stars == second.stars


def test_no_random_game_soft_locks_at_any_player_count():
    rng = random.Random(2024)
    for players in range(2, 6):
        for _ in range(120):
            state = GAME.new(players, seed=rng.getrandbits(63))
            state.log = None
            for _ in range(MAX_STEPS):
                if state.is_over:
                    break
                legal = state.legal_actions()
                assert legal, "a running game must always offer a move"
                state.apply_legal(rng.choice(legal))
            assert state.is_over and state.round == 8


@quick
@given(players=PLAYERS, seed=st.integers(0, 2**32), steps=st.integers(0, 30))
def test_determinizing_the_draft_keeps_what_the_seat_has_seen(players, seed, steps):
    state = random_position(players, seed, steps)
    if state.phase != "draft":
        return
    seat = state.current_player
    det = state.determinize(seat, random.Random(seed))
    det.check_invariants()
    assert sorted(det.own_hand(seat)) == sorted(state.own_hand(seat))
    assert det.drafted[seat] == state.drafted[seat]
    assert [len(d) for d in det.drafted] == [len(d) for d in state.drafted]
    assert det.wheels == state.wheels and det.drawn == state.drawn


def test_a_two_player_determinization_keeps_the_pick_it_can_deduce():
    # With two seats, the hand seat 0 passed comes back one card short: seat 1's pick from it
    # is known, so every determinization must keep it; seat 1's first pick is not.
    state = GAME.new(2, seed=31)
    for _ in range(4):  # two picks each
        state.apply(state.legal_actions()[0])
    assert state.step == 2 and state.current_player == 0
    known = state.drafted[1][1]
    firsts = set()
    for salt in range(40):
        det = state.determinize(0, random.Random(salt))
        assert det.drafted[1][1] == known
        firsts.add(KIND[det.drafted[1][0]])
    assert len(firsts) > 1


@quick
@given(players=PLAYERS, seed=st.integers(0, 2**32), steps=st.integers(0, 400))
def test_search_helpers_are_legal_and_well_scaled(players, seed, steps):
    state = random_position(players, seed, steps)
    if state.is_over:
        assert evaluate(state) == state.returns()
        return
    values = evaluate(state)
    assert len(values) == players and all(0.0 <= v <= 1.0 for v in values)
    assert abs(sum(values) - 1.0) < 1e-9
    assert rollout_policy(state.clone()) in state.legal_actions()
    assert HeuristicBot(seed=seed).choose(state) in state.legal_actions()


def test_a_three_player_determinization_keeps_the_cards_gone_from_a_seen_hand():
    # Seat 0 sees its first hand again at step 3: the two cards seats 1 and 2 took from it are
    # known as a set, but not who took which.
    state = GAME.new(3, seed=32)
    first_hand = list(state.own_hand(0))
    for _ in range(9):  # three picks each
        state.apply(state.legal_actions()[0])
    assert state.step == 3 and state.own_hand(0) is state.hands[0]
    gone = set(first_hand) - {state.drafted[0][0]} - set(state.hands[0])
    assert len(gone) == 2
    assignments = set()
    for salt in range(40):
        det = state.determinize(0, random.Random(salt))
        taken = (det.drafted[1][1], det.drafted[2][2])  # who held hand 0 at steps 1 and 2
        assert set(taken) == gone
        assignments.add(taken)
    assert len(assignments) == 2
