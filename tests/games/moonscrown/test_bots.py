"""Moonscrown rules: bots."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fashion_core.decks.decktet import card
from fashion_core.games.moonscrown import (
    GAME,
    EndTurn,
    Fold,
    HeuristicBot,
    MoonscrownState,
    ScoreCard,
)
from fashion_core.games.moonscrown.rules import (
    AFTER_DISPLAY,
    AFTER_PILE,
    FOLDED,
    IN,
    START,
)
from fashion_core.positions import walk
from tests.games.moonscrown.helpers import pile, position, winner_position


def safe_turn_exists(state: MoonscrownState) -> bool:
    """Try every whole turn on copies of the position, with the real rules."""
    seat = state.current_player
    for first in state.legal_actions():
        if isinstance(first, Fold):
            continue
        copy = state.clone()
        copy.apply(first)
        for second in copy.legal_actions():
            trial = copy.clone()
            trial.apply(second)
            if trial.status[seat] == IN:
                return True
    return False


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 60), players=st.sampled_from([2, 3, 4]))
def test_heuristic_never_eliminates_itself_when_a_safe_turn_exists(seed, steps, players):
    rng = random.Random(seed)
    state = walk(GAME.new(players, seed=seed), rng, steps)
    while state.phase != START:  # find the start of a turn
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player
    safe = safe_turn_exists(state)
    bot = HeuristicBot(seed=1)
    first = bot.choose(state)
    state.apply(first)
    while state.current_player == seat and state.phase in (AFTER_PILE, AFTER_DISPLAY):
        state.apply(bot.choose(state))
    if safe:
        assert state.status[seat] == IN
    else:
        assert isinstance(first, Fold) and state.status[seat] == FOLDED


def test_heuristic_prefers_the_pile_when_it_is_safe():
    # Both adding the Huntress and putting the Pact on the pile are safe.
    state = position([["the Sea"], ["the Mill"]], [["the Pact", "the Huntress"], ["the Bard"]])
    bot = HeuristicBot(seed=1)
    assert bot.choose(state) == pile("the Pact")
    state.apply(pile("the Pact"))
    assert bot.choose(state) == EndTurn()


def test_heuristic_scores_the_most_valuable_eligible_card():
    state = winner_position(["the Mill", "the Sailor", "the Author"], top="the Origin")
    assert HeuristicBot(seed=1).choose(state) == ScoreCard(card("the Mill").id)


def test_the_view_says_when_no_move_survives():
    stuck = position([["Ace of Knots"], ["the Huntress"]], [["Ace of Suns"], ["the Sea"]])
    assert stuck.view(0)["no_safe_move"]
    free = position([["the Sea"], ["the Mill"]], [["the Pact", "the Huntress"], ["the Bard"]])
    assert not free.view(0)["no_safe_move"]


def test_heuristic_folds_only_when_nothing_is_safe():
    state = position([["Ace of Knots"], ["the Huntress"]], [["Ace of Suns"], ["the Sea"]])
    bot = HeuristicBot(seed=1)
    assert bot.choose(state) == Fold()
    assert "Fold" in bot.explain(state, Fold())
