"""Moonscrown rules: winning a round and scoring (4.6)."""

from __future__ import annotations

import random

import pytest

from fashion_core import IllegalAction
from fashion_core.decks.decktet import card, ids
from fashion_core.games.moonscrown import (
    GAME,
    DeclineScore,
    EndTurn,
    Fold,
    MoonscrownState,
    ScoreCard,
)
from fashion_core.games.moonscrown.rules import (
    FAILED,
    IN,
    SCORING,
    START,
)
from fashion_core.positions import play
from tests.games.moonscrown.helpers import position, show, winner_position


def test_last_player_standing_wins_the_round():
    state = position(
        [["the Sea"], ["the Mill"], ["the Bard"]], [["Ace of Knots"], ["the Pact"], ["the Author"]]
    )
    play(state, Fold())
    assert state.phase == START and state.current_player == 1
    play(state, Fold())
    assert state.phase == SCORING and state.current_player == 2
    assert state.round_wins == [0, 0, 1]


def test_the_round_is_won_at_the_start_of_the_winners_turn_after_an_elimination():
    state = position([["Ace of Knots"], ["the Sea"]], [["the Author"], ["the Pact"]])
    play(state, show("the Author"), EndTurn())
    assert state.status == [FAILED, IN] and state.phase == SCORING and state.current_player == 1


def test_the_winner_may_score_one_card_from_a_winning_subset():
    state = winner_position(["the Mill", "the Sea", "the Sailor"], top="the Journey")
    # Moons: the Sea; Waves: the Mill and the Sailor (even).
    assert set(state.eligible_to_score()) == set(ids("the Mill", "the Sea", "the Sailor"))
    state.apply(ScoreCard(card("the Sea").id))
    assert state.scored[0] == ids("the Sea") and state.scores() == [10.0, 0.0]
    assert state.round == 2


def test_scoring_refuses_a_card_in_no_winning_subset():
    state = winner_position(["the Mill", "the Sea", "the Huntress"])
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(ScoreCard(card("the Mill").id))
    assert str(info.value) == "Scoring: the Mill is in no winning subset of the current conditions"
    assert state.to_json() == before
    assert state.legal_actions() == [ScoreCard(card("the Huntress").id), DeclineScore()]


def test_scoring_is_judged_on_the_winners_own_display():
    # The folded rival's Sea would beat the Mill; alone, the winner's Mill is the highest.
    state = position([["the Mill", "the Author"], ["the Sea"]], [[], []], None, 1)
    state.apply(Fold())
    assert state.eligible_to_score() == ids("the Mill")


def test_leaves_scoring_takes_only_cards_of_a_minimal_cover_unless_the_option_says_any():
    # MS-5: {Huntress, Author, Forest} shows Moons, Knots, Leaves; the Author and the Forest
    # cover them, and the Huntress adds no suit, so she is in no minimal cover.
    display = ["the Huntress", "the Author", "the Forest"]
    state = winner_position(display, top="the End")  # the End: Leaves alone
    assert state.eligible_to_score() == ids("the Author", "the Forest")
    state = winner_position(display, top="the End", leaves_any_card=True)
    assert state.eligible_to_score() == ids(*display)


def test_the_winner_may_decline_to_score():
    state = winner_position(["the Mill", "the Huntress"])
    state.apply(DeclineScore())
    assert state.scored == [[], []] and state.results == [[0, -1]] and state.round == 2


def test_with_nothing_eligible_only_declining_is_left():
    state = winner_position(["the Huntress", "the Bard"], top="the Sea")  # no even card
    assert state.legal_actions() == [DeclineScore()]


@pytest.mark.parametrize(
    ("name", "points"), [("Ace of Suns", 1), ("the Darkness", 9), ("the Huntress", 10)]
)
def test_aces_score_one_numbers_their_rank_crowns_ten(name, points):
    state = winner_position([name])
    state.apply(ScoreCard(card(name).id))
    assert state.scores()[0] == points


def test_scored_cards_leave_the_game():
    state = winner_position(["the Huntress"])
    huntress = card("the Huntress").id
    state.apply(ScoreCard(huntress))
    rng = random.Random(4)
    while not state.is_over:
        in_play = (
            state.pile + state.draw_pile + [c for z in state.hands + state.displays for c in z]
        )
        assert huntress not in in_play
        state.apply(rng.choice(state.legal_actions()))
    assert huntress in state.scored[0]


def test_the_game_ends_after_seven_rounds():
    state = GAME.new(2, seed=12)
    rng = random.Random(12)
    while not state.is_over:
        assert state.round <= 7
        state.apply(rng.choice(state.legal_actions()))
    assert state.round == 7 and len(state.results) == 7 and sum(state.round_wins) == 7
    assert state.legal_actions() == []


def finished(scored: list[list[str]], wins: list[int], **options: bool) -> MoonscrownState:
    state = GAME.new(len(scored), seed=3, **options)
    state.scored = [ids(*s) for s in scored]
    state.round_wins = wins
    state.phase = "over"
    return state


def test_highest_total_wins_and_ties_are_shared():
    assert finished([["the Sea"], ["the Mill"]], [4, 3]).winners() == [0]
    assert finished([["the Sea"], ["the Mill", "the Journey"]], [4, 3]).winners() == [1]
    tied = finished([["the Sea"], ["the Mill", "the Origin"]], [1, 6])
    assert tied.winners() == [0, 1] and tied.returns() == [0.5, 0.5]


def test_tie_break_option_prefers_more_rounds_won_then_the_best_scored_card():
    more_wins = finished([["the Sea"], ["the Mill", "the Origin"]], [1, 6], tie_break=True)
    assert more_wins.winners() == [1]
    same_wins = finished([["the Sea"], ["the Bard"]], [3, 3], tie_break=True)
    assert same_wins.winners() == [1]  # the Bard (Suns) outranks the Sea (Waves)
