"""The Decktet as data: the structural facts of decktet.md 2.3-2.6."""

from collections import Counter
from itertools import combinations

from fashion_core.decks.decktet import (
    BASIC_DECK,
    CARD_BY_NAME,
    CARDS,
    ORDER,
    PAWNS,
    STRENGTH,
    Kind,
    Suit,
    card,
)

BASIC = [CARDS[i] for i in BASIC_DECK]


def test_the_full_deck_has_45_cards_and_the_basic_deck_36():
    assert len(CARDS) == 45
    assert len(BASIC) == 36
    assert len({c.name for c in CARDS}) == 45


def test_the_basic_deck_has_6_aces_24_numbers_and_6_crowns():
    assert sum(c.is_ace for c in BASIC) == 6
    assert sum(c.is_number for c in BASIC) == 24
    assert sum(c.is_crown for c in BASIC) == 6


def test_each_suit_is_on_ten_basic_cards():
    counts = Counter(s for c in BASIC for s in c.suits)
    assert counts == {suit: 10 for suit in Suit}


def test_each_number_rank_uses_all_six_suits_once():
    for rank in range(2, 10):
        suits = [s for c in BASIC if c.ordinal == rank for s in c.suits]
        assert sorted(suits) == list(Suit), f"rank {rank}"


def test_types_are_11_personalities_11_locations_11_events_6_aces():
    def count(kind: Kind) -> int:
        return sum(bool(c.kinds & kind) for c in BASIC)

    assert count(Kind.PERSONALITY) == 11
    assert count(Kind.LOCATION) == 11
    assert count(Kind.EVENT) == 11
    assert count(Kind.ACE) == 6


def test_market_origin_and_end_are_both_location_and_event():
    dual = {c.name for c in BASIC if c.kinds & Kind.LOCATION and c.kinds & Kind.EVENT}
    assert dual == {"the Market", "the Origin", "the End"}


def test_suit_pairs_occur_three_times_once_twice_or_never():
    pairs = Counter(frozenset(c.suits) for c in BASIC if c.is_number)
    three = {(Suit.MOONS, Suit.SUNS), (Suit.WAVES, Suit.LEAVES), (Suit.WYRMS, Suit.KNOTS)}
    once = {(Suit.MOONS, Suit.KNOTS), (Suit.SUNS, Suit.WAVES), (Suit.LEAVES, Suit.WYRMS)}
    never = {(Suit.MOONS, Suit.WYRMS), (Suit.SUNS, Suit.LEAVES), (Suit.WAVES, Suit.KNOTS)}
    for a, b in combinations(Suit, 2):
        n = pairs[frozenset((a, b))]
        if (a, b) in three:
            assert n == 3
        elif (a, b) in once:
            assert n == 1
        elif (a, b) in never:
            assert n == 0
        else:
            assert n == 2, (a, b)


def test_every_suit_is_on_exactly_two_pawns():
    counts = Counter(s for i in PAWNS for s in CARDS[i].suits)
    assert counts == {suit: 2 for suit in Suit}
    assert all(len(CARDS[i].suits) == 3 for i in PAWNS)


def test_the_lowest_basic_card_is_the_ace_of_knots_and_the_highest_the_huntress():
    basic_order = [i for i in ORDER if CARDS[i].basic]
    assert CARDS[basic_order[0]].name == "Ace of Knots"
    assert CARDS[basic_order[-1]].name == "the Huntress"


def test_ties_in_rank_break_on_the_first_printed_suit():
    expected = {
        2: ["the Origin", "the Desert", "the Author"],
        3: ["the Savage", "the Painter", "the Journey"],
        4: ["the Battle", "the Sailor", "the Mountain"],
        5: ["the Soldier", "the Discovery", "the Forest"],
        6: ["the Market", "the Penitent", "the Lunatic"],
        7: ["the Cave", "the Castle", "the Chance Meeting"],
        8: ["the Betrayal", "the Mill", "the Diplomat"],
        9: ["the Merchant", "the Darkness", "the Pact"],
    }
    for rank, names in expected.items():
        strengths = [STRENGTH[CARD_BY_NAME[n].id] for n in names]
        assert strengths == sorted(strengths), rank


def test_every_card_has_a_distinct_place_in_the_order():
    assert sorted(STRENGTH) == list(range(45))


def test_ordinal_and_face_value_of_crowns_pawns_and_courts():
    assert (card("the Sea").ordinal, card("the Sea").face) == (12, 10)
    assert card("the Harvest").ordinal == 10 and card("the Harvest").face is None
    assert card("the Island").ordinal == 11 and card("the Island").face is None
    assert card("the Excuse").suits == ()


def test_cards_can_be_looked_up_loosely_by_name():
    assert card("Sea") is card("the Sea") is card("THE SEA")
