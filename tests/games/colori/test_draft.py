"""The Colori draft: passing (rule P1), hidden picks, the deal from a short supply (rule R1)."""

from __future__ import annotations

import json

import pytest

from fashion_core.games.colori import GAME
from fashion_core.games.colori.actions import END_TURN
from fashion_core.games.colori.cards import NAME


def play_draft_pick(state):
    state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("round_number, giver", [(1, 2), (2, 1), (3, 2), (8, 1)])
def test_draft_passes_left_on_odd_rounds_right_on_even(round_number, giver):
    # Passing left (to seat + 1) means seat 0 receives seat 2's hand; passing right, seat 1's.
    state = GAME.new(3, seed=2)
    while state.round < round_number:
        state.apply(state.legal_actions()[-1])
    assert state.phase == "draft" and state.round == round_number
    dealt = [set(state.own_hand(seat)) for seat in range(3)]
    for _ in range(3):  # one pick each, then the hands move on
        play_draft_pick(state)
    received = set(state.own_hand(0))
    assert len(received) == 4 and received < dealt[giver]
    assert state.view(0)["pass_direction"] == ("left" if round_number % 2 else "right")


def test_each_seat_drafts_five_cards_and_no_card_is_left_over():
    state = GAME.new(4, seed=3)
    deck_before = len(state.draft_deck)
    while state.phase == "draft":
        play_draft_pick(state)
    assert [len(d) for d in state.drafted] == [5, 5, 5, 5]
    assert len(state.draft_deck) == deck_before
    assert all(not h for h in state.hands)


def test_the_last_card_of_each_hand_is_taken_without_asking():
    state = GAME.new(2, seed=4)
    decisions = 0
    while state.phase == "draft":
        play_draft_pick(state)
        decisions += 1
    assert decisions == 2 * 4


def test_four_picks_variant_destroys_the_last_card_of_each_hand_unused():
    # colori.md R3's alternative: draft four of the five, the fifth goes to the destroyed pile
    # without its ability. The fourth pick is a real choice between two cards.
    state = GAME.new(2, seed=4, four_picks=True)
    assert state.picks == 4 and state.view(0)["draft"]["picks"] == 4
    decisions = 0
    while state.phase == "draft":
        assert len(state.own_hand(state.current_player)) >= 2
        play_draft_pick(state)
        decisions += 1
    assert decisions == 2 * 4
    assert [len(d) for d in state.drafted] == [4, 4]
    assert len(state.destroyed) == 2 and state.queue == [] and state.choice == "turn"
    assert all(not h for h in state.hands)
    assert any("destroyed unused" in e.text for e in state.log)
    state.check_invariants()


def test_four_picks_variant_with_short_hands_still_destroys_the_last_card():
    state = GAME.new(2, seed=9, four_picks=True)
    while state.phase == "draft":
        play_draft_pick(state)
    # 4 cards left to draft, none destroyed: hands of 2, one pick each.
    state.drafted[0] += state.draft_deck[4:] + state.destroyed
    del state.draft_deck[4:]
    state.destroyed = []
    while state.phase == "action":
        state.apply(END_TURN)
    assert state.round == 2 and state.picks == 1
    assert len(state.own_hand(0)) == 2  # a real choice: the other card is destroyed
    play_draft_pick(state)
    play_draft_pick(state)
    assert [len(d) for d in state.drafted] == [1, 1] and len(state.destroyed) == 2
    state.check_invariants()


def test_picks_stay_hidden_until_the_draft_ends():
    state = GAME.new(3, seed=6)
    play_draft_pick(state)
    picked = state.drafted[0][0]
    key = json.dumps(state.view(0)["seats"][0]["drafted"])
    assert key != "null"
    for seat in (1, 2, None):
        view = state.view(seat)
        assert view["seats"][0]["drafted"] is None
        assert view["seats"][0]["drafted_count"] == 1
        assert json.dumps(_key(picked)) not in json.dumps(view)
        assert _key(picked) in state.hidden_cards(seat)
    while state.phase == "draft":
        play_draft_pick(state)
    for seat in (1, 2, None):
        assert _key(picked) in state.view(seat)["seats"][0]["drafted"]
        assert _key(picked) not in state.hidden_cards(seat)


def _key(card):
    from fashion_core.games.colori.cards import KEY

    return KEY[card]


def test_draft_hands_are_private_to_their_holder():
    state = GAME.new(2, seed=7)
    mine = [_key(c) for c in state.own_hand(0)]
    theirs = [_key(c) for c in state.own_hand(1)]
    assert sorted(state.view(0)["draft"]["hand"]) == sorted(mine)
    text = json.dumps(state.view(0))
    assert not any(json.dumps(k) in text for k in theirs)
    assert set(theirs) <= state.hidden_cards(0)


def test_destroyed_pile_refills_the_draft_deck():
    state = GAME.new(2, seed=8)
    while state.phase == "draft":
        play_draft_pick(state)
    # Leave only 3 cards in the draft deck; the rest of the supply sits in the destroyed pile.
    state.destroyed += state.draft_deck[3:]
    del state.draft_deck[3:]
    destroyed = len(state.destroyed)
    while state.phase == "action":
        state.apply(END_TURN)
    assert state.round == 2
    assert [len(h) for h in state.hands] == [5, 5]
    assert state.destroyed == []
    assert len(state.draft_deck) == 3 + destroyed - 10
    state.check_invariants()


def test_a_short_supply_deals_equal_short_hands():
    state = GAME.new(3, seed=9)
    while state.phase == "draft":
        play_draft_pick(state)
    state.destroyed += state.draft_deck[4:]  # 4 in the deck, plus 3 destroyed = 7 cards
    del state.draft_deck[4:]
    spare = state.destroyed[3:]
    del state.destroyed[3:]
    state.drafted[0] += spare  # park the surplus with seat 0 (it is discarded at end of turn)
    while state.phase == "action":
        state.apply(END_TURN)
    assert state.picks == 2 and [len(h) for h in state.hands] == [2, 2, 2]
    assert len(state.draft_deck) == 1
    state.check_invariants()


def test_an_empty_draft_supply_does_not_soft_lock():
    # colori.md 3a defect 3: no draft deck and no destroyed cards.
    state = GAME.new(2, seed=10)
    while state.phase == "draft":
        play_draft_pick(state)
    state.drafted[1] += state.draft_deck + state.destroyed
    state.draft_deck, state.destroyed = [], []
    while not state.is_over:
        legal = state.legal_actions()
        assert legal
        state.apply(legal[-1])
    assert state.round == 8


def test_the_log_keeps_draft_picks_private():
    state = GAME.new(2, seed=16)
    picked = state.legal_actions()[0]
    state.apply(picked)
    event = state.log[-1]
    assert event.for_seat(1) == "Player 1 drafts a card."
    assert event.for_seat(0) == f"You draft {NAME[picked.card]}."


def test_the_pass_direction_is_only_shown_with_three_or_more_players():
    assert GAME.new(2, seed=17).view(0)["pass_direction"] is None
    assert GAME.new(3, seed=17).view(0)["pass_direction"] == "left"
