"""Moonscrown rules: the six conditions (4.3, 4.4)."""

from __future__ import annotations

import pytest

from fashion_core.decks.decktet import NAME, Suit, card, ids
from fashion_core.games.moonscrown import (
    EndTurn,
    condition_report,
    is_leaves_subset,
    meets,
    qualifying_cards,
    strength,
)
from fashion_core.games.moonscrown.conditions import is_below_five, is_even
from fashion_core.games.moonscrown.rules import (
    FAILED,
)
from fashion_core.positions import play
from tests.games.moonscrown.helpers import P1, P2, named, position, show


def test_each_suit_on_the_top_card_sets_one_condition():
    report = condition_report([P1, P2], "the Journey")
    assert [c["suit"] for c in report["conditions"]] == ["Moons", "Waves"]
    assert [c["condition"] for c in report["conditions"]] == ["highest card", "most even cards"]
    assert len(condition_report([P1, P2], "the Sea")["conditions"]) == 1


def test_moons_is_the_highest_card():
    display = ids("the Author", "the Sea", "the Mill")
    assert strength(display, Suit.MOONS) == (1, card("the Sea").id)
    assert strength([], Suit.MOONS) == (0, None)


def test_suns_is_the_most_cards_of_one_suit():
    # Waves: Sea, Mill, Journey (3); Leaves: Mill only.
    n, best = strength(ids("the Sea", "the Mill", "the Journey", "Ace of Knots"), Suit.SUNS)
    assert (n, NAME[best]) == (3, "the Sea")


def test_two_suit_cards_count_for_both_suits():
    display = ids("the Mill", "the Sailor")  # both Waves and Leaves
    assert strength(display, Suit.SUNS)[0] == 2
    assert set(qualifying_cards(display, Suit.SUNS)) == set(display)


def test_suns_ties_between_suits_take_the_best_card_of_either_group():
    # Moons: Huntress, Author; Knots: Author, Windfall. Both groups have 2.
    display = ids("the Huntress", "the Author", "the Windfall")
    assert strength(display, Suit.SUNS) == (2, card("the Huntress").id)
    assert set(qualifying_cards(display, Suit.SUNS)) == set(display)


def test_waves_counts_the_even_cards_2_4_6_8():
    display = ids("the Author", "the Sailor", "the Market", "the Mill", "the Pact")
    assert strength(display, Suit.WAVES) == (4, card("the Mill").id)


def test_crowns_are_not_even_cards():
    assert not any(is_even(c) for c in ids("the Sea", "the Bard", "the Huntress"))
    assert strength(ids("the Sea", "the Bard"), Suit.WAVES) == (0, None)
    assert strength(ids("the Sea", "the Author"), Suit.WAVES) == (1, card("the Author").id)


def test_leaves_is_the_number_of_different_suits():
    display = ids("the Author", "the Cave", "the Chance Meeting")  # Mo Kn, Wa Wy, Mo Le
    assert strength(display, Suit.LEAVES)[0] == 5


def test_leaves_subsets_must_be_minimal_the_author_cave_chance_meeting_example():
    display = ids("the Author", "the Cave", "the Chance Meeting", "the Calamity", "the Sea")
    display += ids("the Market")
    assert is_leaves_subset(ids("the Author", "the Cave", "the Chance Meeting"), display[:3])
    four = ids("the Author", "the Calamity", "the Sea", "the Chance Meeting")
    assert is_leaves_subset(four, four)
    with_market = ids("the Author", "the Cave", "the Chance Meeting", "the Market")
    assert not is_leaves_subset(with_market, with_market)
    assert is_leaves_subset(ids("the Cave", "the Chance Meeting", "the Market"), with_market)
    assert is_leaves_subset(ids("the Author", "the Cave", "the Market"), with_market)
    assert sorted(qualifying_cards(display, Suit.LEAVES)) == sorted(display)


def test_leaves_subsets_need_not_be_the_smallest():
    display = ids("the Author", "the Cave", "the Chance Meeting", "the Calamity", "the Sea")
    four = ids("the Author", "the Calamity", "the Sea", "the Chance Meeting")
    assert is_leaves_subset(four, display)  # 4 cards, although 3 would do


def test_leaves_best_card_comes_from_a_minimal_cover_only():
    display = ids("the Huntress", "the Author", "the Forest")
    assert named(qualifying_cards(display, Suit.LEAVES)) == ["the Author", "the Forest"]
    assert strength(display, Suit.LEAVES) == (3, card("the Forest").id)


def test_leaves_any_card_option_uses_the_highest_card():
    display = ids("the Huntress", "the Author", "the Forest")
    assert strength(display, Suit.LEAVES, leaves_any=True) == (3, card("the Huntress").id)
    assert sorted(qualifying_cards(display, Suit.LEAVES, True)) == sorted(display)


def test_wyrms_is_the_most_cards_of_one_type():
    display = ids("the Author", "the Painter", "the Huntress", "the Sea")  # 3 personalities
    assert strength(display, Suit.WYRMS) == (3, card("the Huntress").id)
    assert named(qualifying_cards(display, Suit.WYRMS)) == [
        "the Author",
        "the Painter",
        "the Huntress",
    ]


def test_market_origin_end_count_as_location_and_event():
    # Three events only if the Market is one; three places only if the Origin is one.
    assert strength(ids("the Market", "the Calamity", "the Windfall"), Suit.WYRMS)[0] == 3
    assert strength(ids("the Origin", "the Cave", "the Sea"), Suit.WYRMS)[0] == 3
    assert strength(ids("the End", "the Sea", "the Calamity"), Suit.WYRMS)[0] == 2


def test_aces_are_a_type_of_their_own():
    display = ids("Ace of Suns", "Ace of Knots", "the Sea")
    assert strength(display, Suit.WYRMS) == (2, card("Ace of Suns").id)


def test_knots_is_the_most_cards_below_five():
    assert [is_below_five(c) for c in ids("Ace of Waves", "the Author", "the Mountain")] == [
        True,
        True,
        True,
    ]
    assert not is_below_five(card("the Forest").id)  # a 5 is not below 5
    display = ids("Ace of Waves", "the Journey", "the Forest", "the Sea")
    assert strength(display, Suit.KNOTS) == (2, card("the Journey").id)


def test_strength_compares_the_count_before_the_best_card():
    displays = [ids("the Huntress"), ids("Ace of Knots", "the Author")]  # two Knots cards
    assert meets(displays, 1, Suit.SUNS) and not meets(displays, 0, Suit.SUNS)


def test_ties_are_broken_by_the_best_card_in_the_qualifying_subset():
    displays = [ids("the Author", "the Sea"), ids("the Sailor", "the Bard")]
    # One even card each: the Sailor (4) beats the Author (2).
    assert not meets(displays, 0, Suit.WAVES)
    assert meets(displays, 1, Suit.WAVES)


def test_nobody_meets_a_condition_with_zero_qualifying_cards():
    displays = [ids("the Sea"), ids("the Bard")]  # no even card anywhere
    assert not meets(displays, 0, Suit.WAVES) and not meets(displays, 1, Suit.WAVES)
    state = position([["the Huntress"], ["the Bard"]], [["Ace of Knots"], []], top="the Sea")
    play(state, show("Ace of Knots"), EndTurn())
    assert state.status[0] == FAILED  # leading nobody is not leading


def test_players_out_of_the_round_do_not_compete():
    displays = [ids("the Mill"), ids("the Sea")]
    assert not meets(displays, 0, Suit.MOONS)
    assert meets(displays, 0, Suit.MOONS, active=[True, False])


@pytest.mark.parametrize(
    ("suit", "p1", "p2", "winner"),
    [
        (Suit.MOONS, (1, "the Lunatic"), (1, "the Mill"), 1),
        (Suit.SUNS, (2, "the Lunatic"), (2, "the Mill"), 1),
        (Suit.WAVES, (2, "the Lunatic"), (1, "the Mill"), 0),
        (Suit.LEAVES, (3, "the Lunatic"), (3, "the Mill"), 1),
        (Suit.WYRMS, (2, "the Lunatic"), (1, "the Mill"), 0),
        (Suit.KNOTS, (1, "the Author"), (1, "the Savage"), 1),
    ],
)
def test_worked_check_table(suit, p1, p2, winner):
    displays = [ids(*P1), ids(*P2)]
    assert strength(displays[0], suit) == (p1[0], card(p1[1]).id)
    assert strength(displays[1], suit) == (p2[0], card(p2[1]).id)
    assert meets(displays, winner, suit) and not meets(displays, 1 - winner, suit)
