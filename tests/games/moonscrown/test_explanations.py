"""Moonscrown rules: explanations."""

from __future__ import annotations

from fashion_core.game import rule_notes
from fashion_core.games.moonscrown import (
    GAME,
    RULES_NOTES,
    condition_report,
    move_outcome,
    scoring_report,
)
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
