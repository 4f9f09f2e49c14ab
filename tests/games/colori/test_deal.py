"""Rule R1: how the draft deck is refilled (colori.md section 4, issue 16).

The deal takes what the draft deck holds; only when the deck is empty are the destroyed cards
shuffled in, and the deal goes on from them. If the two together are still short, everyone
gets the same smaller hand.
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fashion_core.games.colori import GAME
from fashion_core.games.colori.actions import END_TURN
from fashion_core.games.colori.cards import KEY
from fashion_core.games.colori.rules import ColoriState
from tests.games.colori.positions import counted, deal_position

# The position of the issue (4 players): 18 cards left in the draft deck, among them the eight
# that used to go undealt, and 54 cards in the destroyed pile.
OLD_DECK = [
    *("Basic Blue", "Chestnut", "Gall Nuts", "Linen", "Silk", "Smalt", "Wool", "Wool"),
    *("Basic Red", "Basic Red", "Basic Yellow", "Kermes", "Madder", "Woad", "Saffron"),
    *("Turnsole", "Weld", "Cotton"),
]
DYE_PAIRS = ("Cochineal", "Brazilwood", "Lac", "Safflower", "Alkanet", "Indigo", "Azurite",
             "Logwood", "Turmeric", "Orchil", "Elderberry", "Verdigris", "Oak Bark")  # fmt: skip
DESTROYED = counted(
    {"Basic Red": 8, "Basic Yellow": 8, "Basic Blue": 8, "Cotton": 4} | dict.fromkeys(DYE_PAIRS, 2)
)


def issue_position() -> ColoriState:
    return deal_position(OLD_DECK, DESTROYED)


def deal(state: ColoriState) -> ColoriState:
    """End the last turn of round 1, which deals round 2's draft."""
    state.apply(END_TURN)
    assert state.phase == "draft" and state.round == 2
    return state


def dealt_cards(state: ColoriState) -> list[int]:
    return [c for hand in state.hands for c in hand]


def dealt_hands(state: ColoriState) -> list[list[int]]:
    """Each hand as it was dealt: what it holds now plus the picks taken from it."""
    players = state.num_players
    hands = [list(hand) for hand in state.hands]
    for seat, picks in enumerate(state.drafted):
        for k, card in enumerate(picks):
            hands[(seat - state.direction * k) % players].append(card)
    return hands


def old_deck_counts(state: ColoriState) -> list[int]:
    """How many old-deck cards (not reshuffled destroyed cards) each dealt hand holds."""
    reshuffled = set(state.reshuffled)
    return [sum(c not in reshuffled for c in hand) for hand in dealt_hands(state)]


# -- the deal -----------------------------------------------------------------------------------


def test_r1_old_deck_is_dealt_before_destroyed_cards():
    state = issue_position()
    old = list(state.draft_deck)
    deal(state)
    assert set(old) <= set(dealt_cards(state))


def test_r1_only_destroyed_cards_are_left_in_the_deck_after_the_deal():
    state = issue_position()
    destroyed = set(state.destroyed)
    deal(state)
    assert state.destroyed == []
    assert set(state.draft_deck) <= destroyed
    assert len(state.draft_deck) == 18 + 54 - 20


def test_r1_the_log_says_in_which_deal_the_destroyed_cards_are_shuffled_in():
    state = issue_position()
    start = len(state.log)
    deal(state)
    events = state.events_for(None, start)
    shuffle = (
        "Round 2's deal: the draft deck runs out after 18 cards, so the 54 destroyed cards are "
        "shuffled in and the deal goes on."
    )
    assert shuffle in events
    assert events.index("Round 2 of 8 begins.") < events.index(shuffle)


def test_r1_the_old_deck_is_shared_out_round_the_table():
    # 18 old cards for 4 hands: 5, 5, 4 and 4; the destroyed cards fill up the rest.
    state = deal(issue_position())
    assert old_deck_counts(state) == [5, 5, 4, 4]


def test_r1_a_deck_one_hand_short_is_dealt_out_and_five_destroyed_cards_complete_the_deal():
    state = deal_position(OLD_DECK[:15], DESTROYED[:10])
    old, destroyed = set(state.draft_deck), set(state.destroyed)
    deal(state)
    dealt = dealt_cards(state)
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5]
    assert old <= set(dealt)
    assert sum(c in destroyed for c in dealt) == 5
    assert len(state.draft_deck) == 5 and set(state.draft_deck) <= destroyed


def test_r1_deck_and_destroyed_pile_together_short_deal_equal_short_hands():
    # 4 + 3 = 7 cards for 3 players: everyone gets 2, the whole deck is dealt, one card is left.
    state = deal_position(OLD_DECK[:4], DESTROYED[:3], players=3)
    old, destroyed = set(state.draft_deck), set(state.destroyed)
    deal(state)
    assert state.picks == 2 and [len(hand) for hand in state.hands] == [2, 2, 2]
    assert old <= set(dealt_cards(state))
    assert len(state.draft_deck) == 1 and set(state.draft_deck) <= destroyed
    state.check_invariants()


def test_r1_destroyed_cards_stay_put_while_the_deck_covers_a_short_deal():
    # 6 + 2 = 8 cards for 3 players: hands of 2, all from the deck, which is then empty.
    state = deal_position(OLD_DECK[:6], DESTROYED[:2], players=3)
    destroyed = list(state.destroyed)
    deal(state)
    assert state.picks == 2 and state.draft_deck == []
    assert state.destroyed == destroyed and state.reshuffled == []


def test_r1_a_deck_that_runs_out_exactly_needs_no_destroyed_cards():
    state = deal_position(OLD_DECK[: 20 - 18] + OLD_DECK, DESTROYED[:10])
    destroyed = list(state.destroyed)
    deal(state)
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5] and state.draft_deck == []
    assert state.destroyed == destroyed and state.reshuffled == []


def test_r1_the_reshuffled_cards_are_forgotten_once_the_draft_is_over():
    state = deal(issue_position())
    assert len(state.reshuffled) == 54
    while state.phase == "draft":
        state.apply(state.legal_actions()[0])
    assert state.reshuffled == []


# -- what each seat may know --------------------------------------------------------------------


def test_r1_views_still_hide_the_other_hands_and_the_deck_after_a_reshuffle():
    state = deal(issue_position())
    for seat in range(4):
        text = json.dumps(state.view(seat))
        others = [c for hand in state.hands if hand is not state.own_hand(seat) for c in hand]
        secret = {KEY[c] for c in others + state.draft_deck}
        assert secret <= state.hidden_cards(seat)
        assert not any(json.dumps(key) in text for key in secret)


def test_r1_determinizing_after_a_reshuffle_keeps_the_old_deck_in_the_hands():
    state = deal(issue_position())
    reshuffled = set(state.reshuffled)
    for salt in range(30):
        det = state.determinize(0, random.Random(salt))
        det.check_invariants()
        assert set(det.draft_deck) <= reshuffled
        assert old_deck_counts(det) == [5, 5, 4, 4]
        assert sorted(det.own_hand(0)) == sorted(state.own_hand(0))


def test_r1_determinizing_after_a_reshuffle_still_resamples_the_hidden_hands_and_deck():
    state = deal(issue_position())
    seen_hands, seen_decks = set(), set()
    for salt in range(30):
        det = state.determinize(0, random.Random(salt))
        seen_hands.add(tuple(sorted(det.hands[1])))
        seen_decks.add(tuple(sorted(det.draft_deck)))
    assert len(seen_hands) > 1 and len(seen_decks) > 1


# -- over many random games ----------------------------------------------------------------------

quick = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# Only four- and five-player games run through the draft deck (two and three never do).
RUNS_OUT = st.integers(4, 5)


@quick
@given(players=RUNS_OUT, seed=st.integers(0, 2**32))
def test_r1_no_card_of_the_old_deck_is_left_undealt_when_the_destroyed_pile_is_shuffled_in(
    players, seed
):
    state = GAME.new(players, seed=seed)
    state.log = None
    rng = random.Random(seed)
    while not state.is_over:
        old, destroyed, round_number = list(state.draft_deck), list(state.destroyed), state.round
        state.apply_legal(rng.choice(state.legal_actions()))
        if state.round != round_number and state.reshuffled:
            assert set(old) <= set(dealt_cards(state))
            # The move may destroy more cards before the round ends: all of them are reshuffled.
            assert set(destroyed) <= set(state.reshuffled) and state.destroyed == []
            assert set(state.draft_deck) <= set(state.reshuffled)


def first_reshuffle(players: int, seed: int, picks: int) -> ColoriState | None:
    """A random game just after its first reshuffling deal, ``picks`` picks into the draft."""
    state = GAME.new(players, seed=seed)
    state.log = None
    rng = random.Random(seed)
    while not state.is_over and not state.reshuffled:
        state.apply_legal(rng.choice(state.legal_actions()))
    for _ in range(picks):
        if state.phase != "draft":
            return None
        state.apply_legal(rng.choice(state.legal_actions()))
    return state if state.phase == "draft" else None


@quick
@given(players=RUNS_OUT, seed=st.integers(0, 2**32), picks=st.integers(0, 24))
def test_r1_determinizing_after_a_reshuffle_conserves_cards_and_keeps_public_facts(
    players, seed, picks
):
    state = first_reshuffle(players, seed, picks)
    if state is None:
        return
    seat = state.current_player
    det = state.determinize(seat, random.Random(seed))
    det.check_invariants()  # every card in exactly one zone: nothing invented, nothing lost
    assert det.reshuffled == state.reshuffled
    assert set(det.draft_deck) <= set(state.reshuffled)
    assert old_deck_counts(det) == old_deck_counts(state)
    assert sorted(det.own_hand(seat)) == sorted(state.own_hand(seat))
    assert det.drafted[seat] == state.drafted[seat]
    assert [len(d) for d in det.drafted] == [len(d) for d in state.drafted]
    assert det.destroyed == state.destroyed
