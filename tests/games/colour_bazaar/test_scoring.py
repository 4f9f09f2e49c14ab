"""Colour Bazaar rules: scoring."""

from __future__ import annotations

from fashion_core.decks.decktet import BASIC_DECK, PAWNS, Suit, card, ids
from fashion_core.games.colour_bazaar import (
    contribution,
    suit_value,
)
from fashion_core.games.colour_bazaar.explain import breakdown, why_value
from fashion_core.games.colour_bazaar.positions import arrange
from tests.games.colour_bazaar.helpers import WORKED_EXAMPLE, position


def test_the_worked_example_stack():
    stack = ids(*WORKED_EXAMPLE)
    got = {suit: contribution(stack, suit) for suit in Suit}
    assert got == {
        Suit.MOONS: 0,
        Suit.SUNS: 5,
        Suit.WAVES: 9,
        Suit.LEAVES: 0,
        Suit.WYRMS: 9,
        Suit.KNOTS: 0,
    }


def test_crowns_do_not_count_and_do_not_block():
    stack = ids("the Light Keeper", "the Darkness", "the Calamity")
    assert contribution(stack, Suit.WYRMS) == 9


def test_the_crowns_count_option_gives_crowns_ten():
    stack = ids(*WORKED_EXAMPLE)
    assert contribution(stack, Suit.WYRMS, crowns_count=True) == 10


def test_a_game_skips_crowns_unless_the_crowns_count_option_is_on():
    # CB-2: the recommended reading is the default of a game, not just of contribution().
    markets = [["the Darkness", "the Calamity"], [], [], []]
    default = arrange(hands=[["the Mill"], ["the Sea"]], markets=markets)
    assert default.values()[Suit.WYRMS] == 9
    crowns = arrange(
        hands=[["the Mill"], ["the Sea"]], markets=markets, options={"crowns_count": True}
    )
    assert crowns.values()[Suit.WYRMS] == 10


def test_pawns_never_count_for_a_suit_value():
    assert contribution(ids("the Light Keeper"), Suit.KNOTS) == 0


def test_courts_score_nothing_and_do_not_block():
    # decktet.md 3.8: with the extended option a Court is played like any card, but it is no
    # number card, so scoring looks past it (even when Crowns count 10).
    stack = ids("the Harvest", "the Pact", "the Window")  # the Window: Suns, Leaves, Knots
    assert contribution(stack, Suit.SUNS) == 9
    assert contribution(stack, Suit.SUNS, crowns_count=True) == 9
    assert contribution(stack, Suit.KNOTS) == 0


def test_aces_count_one():
    assert contribution(ids("the Harvest", "Ace of Moons"), Suit.MOONS) == 1


def test_only_the_topmost_counting_card_of_a_suit_counts():
    stack = ids("the Harvest", "the Pact", "the Mountain")  # Moons+Suns 9, then Moons+Suns 4
    assert contribution(stack, Suit.MOONS) == 4


def test_a_suits_value_is_the_sum_over_the_four_markets():
    stacks = [
        ids("the Harvest", "the Pact"),
        ids("the Watchman", "the Author"),
        ids("the Light Keeper"),
        ids("the Borderland"),
    ]
    assert suit_value(stacks, Suit.MOONS) == 9 + 2


def test_each_chip_scores_its_suits_value_and_ties_are_shared():
    state = position([[], []], phase="over")
    state.current_player = -1
    state.stacks = [[PAWNS[0], card("the Pact").id], [PAWNS[1]], [PAWNS[2]], [PAWNS[3]]]
    state.deck = [c for c in BASIC_DECK if c != card("the Pact").id]
    state.supply = [0] * 6
    state.chips = [[5, 0, 3, 2, 2, 3], [0, 5, 2, 3, 3, 2]]
    assert state.scores() == [45.0, 45.0]
    assert state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5]


def test_the_breakdown_explains_the_worked_example():
    view = {
        "stacks": [list(WORKED_EXAMPLE), ["the Harvest"], ["the Watchman"], ["the Borderland"]],
        "chips": [[0, 2, 1, 0, 1, 0], [1, 0, 0, 0, 0, 0]],
        "names": ["Ada", "Bo"],
        "options": {"crowns_count": False},
    }
    result = breakdown(view)
    assert result["values"] == [0, 5, 9, 0, 9, 0]
    assert [p["total"] for p in result["players"]] == [2 * 5 + 9 + 9, 0]
    waves = result["markets"][0]["suits"][Suit.WAVES]
    assert waves == {"suit": "Waves", "card": "the Darkness", "value": 9}
    assert "the Calamity above it" in why_value(list(WORKED_EXAMPLE), Suit.WYRMS)
