"""Moonscrown rules: setup (4.2)."""

from __future__ import annotations

import random

import pytest

from fashion_core.decks.decktet import BASIC_DECK, NAME, STRENGTH, ids
from fashion_core.games.moonscrown import (
    GAME,
)
from fashion_core.games.moonscrown.rules import (
    ACE_OF_MOONS,
)
from tests.games.moonscrown.helpers import ACE, named


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_round_starts_with_the_ace_of_moons_alone_on_the_pile(players):
    state = GAME.new(players, seed=players)
    assert state.pile == [ACE_OF_MOONS] == [ACE]


@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 7), (4, 6)])
def test_hands_are_seven_cards_or_six_with_four_players(players, size):
    state = GAME.new(players, seed=5)
    assert [len(h) for h in state.hands] == [size] * players


@pytest.mark.parametrize(("players", "left"), [(2, 19), (3, 11), (4, 7)])
def test_each_player_gets_one_face_up_display_card_and_the_rest_is_the_draw_pile(players, left):
    state = GAME.new(players, seed=6)
    assert [len(d) for d in state.displays] == [1] * players
    assert len(state.draw_pile) == left


def test_only_the_basic_deck_is_used():
    state = GAME.new(4, seed=2)
    every = state.pile + state.draw_pile + [c for z in state.hands + state.displays for c in z]
    assert sorted(every) == sorted(BASIC_DECK)


def test_the_card_order_breaks_ties_rank_first_then_suit():
    order = sorted(BASIC_DECK, key=STRENGTH.__getitem__)
    assert NAME[order[0]] == "Ace of Knots" and NAME[order[-1]] == "the Huntress"
    three = sorted(ids("the Journey", "the Painter", "the Savage"), key=STRENGTH.__getitem__)
    assert named(three) == ["the Savage", "the Painter", "the Journey"]


def round_starts(players: int, seed: int, **options: bool):
    """Each fresh deal of a random game: (state, round number) at the first turn of a round."""
    state = GAME.new(players, seed=seed, **options)
    rng = random.Random(seed)
    seen = 0
    while not state.is_over:
        if state.round != seen:
            seen = state.round
            yield state
        state.apply(rng.choice(state.legal_actions()))


def test_first_player_holds_the_lowest_display_card():
    starts = 0
    for seed in range(10):
        for state in round_starts(3, seed):
            lowest = min(range(3), key=lambda s: STRENGTH[state.displays[s][0]])
            assert state.current_player == lowest
            starts += 1
    assert starts == 70  # in every one of the seven rounds


def test_winner_starts_option_lets_the_last_round_winner_begin():
    checked = 0
    for state in round_starts(3, 8, winner_starts=True):
        if state.results:
            assert state.current_player == state.results[-1][0]
            checked += 1
    assert checked == 6


def test_a_save_from_before_the_new_shuffle_is_refused_clearly():
    """Format 2 deals with the state's own generator: a format-1 save would replay other deals."""
    from fashion_core import GAMES, Match, SaveFileError

    match = Match(GAMES["moonscrown"], 2, seed=5)
    old = match.to_json() | {"version": 1}
    with pytest.raises(SaveFileError, match="older version of Moonscrown"):
        Match.from_json(old)
