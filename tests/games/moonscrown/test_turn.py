"""Moonscrown rules: the turn (4.5)."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.decks.decktet import NAME
from fashion_core.games.moonscrown import (
    EndTurn,
    Fold,
)
from fashion_core.games.moonscrown.rules import (
    AFTER_DISPLAY,
    AFTER_PILE,
    FAILED,
    FOLDED,
    IN,
    START,
)
from fashion_core.positions import play
from tests.games.moonscrown.helpers import P1, P2, RIVAL, pile, position, show


def test_worked_check_the_journey_on_top_needs_only_one_condition_for_a_display_move():
    state = position([list(P1), list(P2)], [["Ace of Knots", "the Desert"], []], top="the Journey")
    play(state, show("Ace of Knots"), EndTurn())
    assert state.status[0] == IN  # still leads most even cards; loses highest card


def test_worked_check_putting_the_journey_on_the_pile_needs_both_conditions():
    state = position([list(P1), list(P2)], [["the Journey", "Ace of Knots"], ["the Sea"]])
    play(state, pile("the Journey"), EndTurn())
    assert state.status[0] == FAILED


def test_adding_to_the_display_needs_at_least_one_condition_of_the_unchanged_top():
    state = position([["the Mill"], ["the Sea"]], [["Ace of Knots", "the Bard"], ["the Pact"]])
    play(state, show("Ace of Knots"), EndTurn())  # the Sea still beats the Mill
    assert state.status[0] == FAILED
    state = position([["the Mill"], ["the Sea"]], [["the Huntress", "the Bard"], ["the Pact"]])
    play(state, show("the Huntress"), EndTurn())
    assert state.status[0] == IN and state.current_player == 1


def test_playing_to_the_pile_needs_all_conditions_of_the_new_top():
    # The Pact (Moons, Suns): P1 has the highest card and the most of one suit (Waves 2).
    ok = position([["the Sea", "the Mill"], ["the Savage"]], [["the Pact"], []])
    play(ok, pile("the Pact"), EndTurn())
    assert ok.status[0] == IN
    # Here she keeps the highest card but the rival has two Waves: one of two is not enough.
    bad = position([["the Sea"], ["the Mill", "the Sailor"]], [["the Pact"], []])
    play(bad, pile("the Pact"), EndTurn())
    assert bad.status[0] == FAILED


# The Pact (Moons, Suns) on the pile: the rival's Painter and Castle are two Suns and two
# Knots, so the Mill alone loses "most of one suit"; the Mill and the Sea (two Waves) win it.


def test_pile_and_display_in_one_turn_needs_all_conditions_of_the_new_top():
    alone = position([["the Mill"], RIVAL], [["the Pact", "the Sea"], []])
    play(alone, pile("the Pact"), EndTurn())
    assert alone.status[0] == FAILED
    both = position([["the Mill"], RIVAL], [["the Pact", "the Sea"], []])
    play(both, pile("the Pact"), show("the Sea"))  # the check runs on the second card
    assert both.status[0] == IN and both.current_player == 1 and both.phase == START


def test_the_order_of_pile_and_display_does_not_change_the_check():
    for extra, survives in (("the Sea", True), ("Ace of Knots", False)):
        for order in ((pile("the Pact"), show(extra)), (show(extra), pile("the Pact"))):
            state = position([["the Mill"], RIVAL], [["the Pact", extra], ["the Bard"]])
            play(state, *order)
            assert (state.status[0] == IN) is survives


def test_a_pile_card_may_repeat_the_suits_of_the_top_card():
    state = position([["the Sea"], ["the Mill"]], [["the Diplomat"], ["the Bard"]], top="the Pact")
    assert pile("the Diplomat") in state.legal_actions()  # Moons and Suns again


def test_the_first_step_offers_pile_display_or_fold_and_the_second_the_other_kind_or_end():
    state = position([["the Sea"], ["the Mill"]], [["the Pact", "the Author"], ["the Bard"]])
    assert set(state.legal_actions()) == {
        pile("the Pact"),
        pile("the Author"),
        show("the Pact"),
        show("the Author"),
        Fold(),
    }
    state.apply(pile("the Pact"))
    assert state.phase == AFTER_PILE
    assert set(state.legal_actions()) == {show("the Author"), EndTurn()}
    other = position([["the Sea"], ["the Mill"]], [["the Pact", "the Author"], ["the Bard"]])
    other.apply(show("the Author"))
    assert other.phase == AFTER_DISPLAY
    assert set(other.legal_actions()) == {pile("the Pact"), EndTurn()}


def test_failing_the_check_eliminates():
    state = position([["Ace of Knots"], ["the Sea"], ["the Mill"]], [["the Author"], [], []])
    play(state, show("the Author"), EndTurn())
    assert state.status == [FAILED, IN, IN]
    assert state.current_player == 1
    assert Fold() in state.legal_actions()


def test_failed_moves_leave_their_cards_where_they_were_placed():
    state = position([list(P1), list(P2)], [["the Journey", "Ace of Knots"], ["the Sea"]])
    play(state, pile("the Journey"), show("Ace of Knots"))
    assert state.status[0] == FAILED
    assert NAME[state.pile[-1]] == "the Journey"
    assert NAME[state.displays[0][-1]] == "Ace of Knots"


def test_eliminated_players_are_skipped_and_no_longer_count():
    # The Sea on top: most even cards. Seat 0's Diplomat and Battle would beat everyone.
    state = position(
        [["the Diplomat", "the Battle"], ["the Author"], ["the Mountain"]],
        [["Ace of Suns"], ["the Sailor"], ["the Mill"]],
        top="the Sea",
    )
    play(state, Fold())
    play(state, show("the Sailor"), EndTurn())  # Author and Sailor: 2 even cards
    play(state, show("the Mill"), EndTurn())  # Mountain and Mill: 2, and the Mill is higher
    assert state.status == [FOLDED, IN, IN]
    assert state.current_player == 1  # seat 0 is skipped


def test_folding_is_a_whole_turn_chosen_instead_of_placing_cards():
    state = position([["the Sea"], ["the Mill"]], [["the Pact", "the Author"], ["the Bard"]])
    state.apply(pile("the Pact"))
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"^Fold instead of a move: "):
        state.apply(Fold())
    assert state.to_json() == before


def test_a_player_with_an_empty_hand_can_only_fold():
    state = position([["the Sea"], ["the Mill"], ["the Bard"]], [[], ["the Author"], []])
    assert state.legal_actions() == [Fold()]
    with pytest.raises(IllegalAction, match=r"^An empty hand can only fold"):
        state.apply(show("the Author"))


def test_end_turn_needs_a_card_placed_first():
    state = position([["the Sea"], ["the Mill"]], [["the Pact"], ["the Bard"]])
    with pytest.raises(IllegalAction, match=r"^Make a move first: "):
        state.apply(EndTurn())


def test_play_from_your_hand():
    state = position([["the Mill"], ["the Bard"]], [["the Pact"], ["the Sea"]])
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(pile("the Sea"))
    assert str(info.value) == "Play from your hand: the Sea is not in your hand"
    assert state.to_json() == before


def test_one_card_to_the_pile_per_turn():
    state = position([["the Mill"], ["the Bard"]], [["the Pact", "the Sea"], ["the Author"]])
    state.apply(pile("the Pact"))
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(pile("the Sea"))
    assert str(info.value) == (
        "One card to the pile per turn: you already put the Pact on the pile this turn"
    )
    assert state.to_json() == before


def test_one_card_to_the_display_per_turn():
    state = position([["the Mill"], ["the Bard"]], [["the Pact", "the Sea"], ["the Author"]])
    state.apply(show("the Sea"))
    with pytest.raises(IllegalAction, match=r"^One card to your display per turn: "):
        state.apply(show("the Pact"))
