"""Playing the tricks in a game (purple_rules.md section 4 through the state): refusals that
name the rule, trick-winner sentences, the winner leads, voids, and what each seat sees."""

import json
import random

import pytest

from fashion_core import IllegalAction
from fashion_core.decks.purple_pack import SUIT, SUIT_NAMES, card
from fashion_core.games.purple_rules import GAME, Bid, Pass, PlayCard
from fashion_core.games.purple_rules.positions import arrange

CLUBS = SUIT_NAMES.index("Clubs")


def three_way() -> object:
    """3 players, 1 Black by seat 0; seat 1 leads; two cards left each."""
    hands = [["Bronze 8♣", "Black A♠"], ["Green 9♣", "Red 8♥"], ["Silver 9♦", "Bronze A♣"]]
    return arrange(hands=hands, contract="1 Black", declarer=0, leader=1)


def test_follow_suit_refusal_names_the_rule_and_changes_nothing():
    state = arrange(
        hands=[["Bronze 8♣", "Silver 9♦"], ["Green Q♣", "Red 8♥"]],
        contract="1 Black",
        declarer=1,
        leader=1,
    )
    state.apply(PlayCard(card("Green Q♣")))
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(PlayCard(card("Silver 9♦")))
    assert info.value.rule == "Follow suit"
    assert "you hold a Club (Bronze 8♣): follow suit or play a trump (Black)" in str(info.value)
    assert state.to_json() == before


def test_a_card_not_in_hand_is_refused():
    state = three_way()
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"^Play from your hand: Black A♠ is not in your hand"):
        state.apply(PlayCard(card("Black A♠")))
    with pytest.raises(IllegalAction, match=r"^Play from your hand"):
        state.apply(PlayCard(99))
    assert state.to_json() == before


def test_every_finished_trick_says_who_won_and_by_which_tier():
    state = three_way()
    for name in ("Green 9♣", "Bronze A♣", "Bronze 8♣"):
        state.apply(PlayCard(card(name)))
    texts = [e.text for e in state.log if e.kind == "trick"]
    assert texts == [
        "Bronze A♣ wins: nobody followed Green, so the highest Club wins. Player 3 takes the trick."
    ]


def test_the_trick_winner_leads_the_next_trick():
    state = three_way()
    for name in ("Green 9♣", "Bronze A♣", "Bronze 8♣"):
        state.apply(PlayCard(card(name)))
    assert state.current_player == state.leader == 2
    assert state.tricks[2] == 1 + 3  # three earlier tricks were given to seat 2 by arrange()
    # A winner who is not the next seat round the table: seat 0 trumps seat 1's lead.
    state = three_way()
    for name in ("Green 9♣", "Bronze A♣", "Black A♠"):
        state.apply(PlayCard(card(name)))
    assert state.current_player == state.leader == 0


def test_the_last_trick_can_be_looked_at_again():
    state = three_way()
    for name in ("Green 9♣", "Bronze A♣", "Bronze 8♣"):
        state.apply(PlayCard(card(name)))
    last = state.view(0)["last_trick"]
    assert [p["card"] for p in last["cards"]] == ["Green 9♣", "Bronze A♣", "Bronze 8♣"]
    assert last["winner"] == 2 and last["reason"].startswith("Bronze A♣ wins")


def test_playing_off_suit_without_trumping_shows_a_void():
    state = arrange(
        hands=[["Bronze 8♣", "Silver 9♦"], ["Red 9♥", "Gold A♦"], ["Black 8♠", "Green K♣"]],
        contract="1 Black",
        declarer=0,
        leader=0,
    )
    state.apply(PlayCard(card("Bronze 8♣")))
    state.apply(PlayCard(card("Red 9♥")))  # no Club: seat 1 is void in Clubs
    state.apply(PlayCard(card("Black 8♠")))  # a trump: says nothing about Clubs
    assert state.voids[1] == 1 << CLUBS
    assert state.voids[2] == 0


def test_determinize_respects_the_voids_shown():
    rng = random.Random(3)
    for seed in range(30):
        state = GAME.new(4, seed=seed)
        while not state.is_over and state.hand_number == 1:
            state.apply(rng.choice(state.legal_actions()))
            if any(state.voids):
                seat = state.current_player
                for salt in range(3):
                    det = state.determinize(seat, random.Random(salt))
                    det.check_invariants()  # also checks no hand holds a suit it showed void
                    for other in range(4):
                        for c in det.hands[other]:
                            assert not state.voids[other] >> SUIT[c] & 1


def test_views_never_name_another_seats_cards_or_unseen_spares():
    for players in (2, 3, 4):
        state = GAME.new(players, seed=players)
        rng = random.Random(players)
        for _ in range(40):
            for seat in (None, *range(players)):
                text = json.dumps(state.view(seat))
                for key in state.hidden_cards(seat):
                    assert json.dumps(key) not in text
            state.apply(rng.choice(state.legal_actions()))


def test_a_whole_game_with_bids_and_passes_runs_to_the_end():
    state = GAME.new(2, seed=12, one_hand=True)
    state.apply(Bid(1, -1))
    state.apply(Pass())
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    assert sum(state.tricks) == 12 and len(state.history) == 1
    assert state.log[-1].text == "The game is over."


def test_there_is_no_dummy_every_player_plays_their_own_hand():
    # Section 6.6: the declarer's partner plays too, each seat from its own hand.
    state = GAME.new(4, seed=3)
    while state.phase.value == "auction":
        state.apply(state.legal_actions()[1] if not state.calls else Pass())
    seats = []
    for _ in range(4):
        seat = state.current_player
        seats.append(seat)
        assert all(move.card in state.hands[seat] for move in state.legal_actions())
        state.apply(state.legal_actions()[0])
    assert sorted(seats) == [0, 1, 2, 3] and (state.declarer + 2) % 4 in seats
