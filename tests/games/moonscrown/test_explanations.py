"""Moonscrown rules: explanations."""

from __future__ import annotations

import random

from fashion_core.decks.decktet import card
from fashion_core.engine import Action
from fashion_core.game import rule_notes
from fashion_core.games.moonscrown import (
    GAME,
    RULES_NOTES,
    EndTurn,
    MoonscrownState,
    ScoreCard,
    condition_report,
    move_outcome,
    scoring_report,
)
from fashion_core.games.moonscrown.rules import AFTER_DISPLAY, AFTER_PILE, IN, START
from tests.games.moonscrown.helpers import P1, P2, RIVAL, pile, position


def test_condition_report_names_the_leader_and_the_tie_break():
    report = condition_report([P1, P2], "the Chance Meeting", names=["Ada", "Bo"])
    moons, leaves = report["conditions"]
    assert moons["leader"] == 1 and "the Mill" in moons["text"]
    assert leaves["leader"] == 1
    assert "wins the tie with the Mill" in leaves["text"]
    assert [s["n"] for s in leaves["standings"]] == [3, 3]


def test_condition_report_says_when_nobody_meets_a_condition():
    report = condition_report([["the Sea"], ["the Bard"]], "the Cave")
    waves = report["conditions"][0]
    assert waves["leader"] is None and "nobody meets it" in waves["text"]


def test_move_outcome_warns_before_a_move_that_eliminates():
    state = position([list(P1), list(P2)], [["the Journey", "Ace of Knots"], ["the Sea"]])
    view = state.view(0)
    assert move_outcome(view, pile("the Journey"))["eliminates"]
    assert move_outcome(view, ["Fold"])["outcome"] == "out"


def test_move_outcome_names_a_second_card_that_can_save_the_turn():
    state = position([["the Mill"], RIVAL], [["the Pact", "the Sea"], []])
    result = move_outcome(state.view(0), pile("the Pact"))
    assert result["outcome"] == "needs_display" and result["helper"] == "the Sea"
    assert not result["eliminates"]
    assert move_outcome(state, pile("the Pact")) == result  # a state works as well


def test_scoring_report_explains_each_card():
    rows = scoring_report(["the Mill", "the Sea", "the Huntress"], "Ace of Moons")
    assert [r["eligible"] for r in rows] == [False, False, True]
    assert [r["points"] for r in rows] == [8, 10, 10]
    assert "highest card" in rows[2]["reason"] and "cannot be scored" in rows[0]["reason"]


def test_rules_notes_cover_every_option_in_our_own_words():
    notes = rule_notes(RULES_NOTES)
    assert all(n["title"] and n["choice"] and n["alternative"] for n in notes)
    text = " ".join(n["alternative"] for n in notes)
    for option in GAME.options:
        assert option.name in text


def _survives(state: MoonscrownState, *moves: Action) -> bool:
    """Whether the mover is still in the round after ``moves`` (the turn ends with EndTurn
    unless the moves already ended it)."""
    seat = state.current_player
    trial = state.clone()
    for move in moves:
        trial.apply(move)
    if trial.current_player == seat and trial.phase in (AFTER_PILE, AFTER_DISPLAY):
        trial.apply(EndTurn())
    return trial.status[seat] == IN


def _check_warnings(state: MoonscrownState) -> int:
    """Every move's warning in the view against what the move then really does."""
    checked = 0
    view = state.view(state.current_player)
    for entry in view["legal"]:
        action = state.game.action_from_json(entry["action"])
        result = move_outcome(view, entry["action"])
        outcome = entry["outcome"]
        assert result["outcome"] == outcome
        if outcome in ("out", "none"):
            continue
        second = state.clone()
        second.apply(action)
        followers = second.legal_actions() if second.phase in (AFTER_PILE, AFTER_DISPLAY) else []
        if outcome == "safe":
            assert _survives(state, action), entry
        elif outcome == "eliminated":
            assert not _survives(state, action), entry
            assert not any(_survives(state, action, f) for f in followers), entry
        else:  # needs_pile or needs_display: ending now fails, the named helper saves it
            assert not _survives(state, action), entry
            helper = card(result["helper"]).id
            rescue = next(f for f in followers if getattr(f, "card", None) == helper)
            assert _survives(state, action, rescue), entry
        checked += 1
    return checked


def test_the_warning_before_each_move_matches_what_the_move_does():
    # MS-10: any move is allowed, and the app says beforehand which ones knock you out.
    checked = 0
    for seed in range(12):
        state = GAME.new(2 + seed % 3, seed=seed)
        rng = random.Random(seed)
        while not state.is_over and state.round <= 2:
            if state.phase in (START, AFTER_PILE, AFTER_DISPLAY):
                checked += _check_warnings(state)
            state.apply(rng.choice(state.legal_actions()))
    assert checked > 500


def test_a_scored_card_says_point_or_points_by_its_value():
    state = GAME.new(2, seed=1)
    ace, nine = card("Ace of Suns").id, card("the Merchant").id
    assert ScoreCard(ace).describe(state).endswith("for 1 point")
    assert ScoreCard(nine).describe(state).endswith("for 9 points")
