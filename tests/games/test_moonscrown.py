"""Moonscrown rules, one behaviour per test (decktet.md section 4 and the vectors of section 5)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fashion_core import IllegalAction, Match
from fashion_core.decks.decktet import BASIC_DECK, NAME, STRENGTH, Suit, card, ids
from fashion_core.games.moonscrown import (
    GAME,
    AddToDisplay,
    DeclineScore,
    EndTurn,
    Fold,
    HeuristicBot,
    MoonscrownState,
    PlayToPile,
    ScoreCard,
    condition_report,
    is_leaves_subset,
    meets,
    move_outcome,
    passes_check,
    qualifying_cards,
    rules_notes,
    scoring_cards,
    scoring_report,
    strength,
)
from fashion_core.games.moonscrown.conditions import is_below_five, is_even
from fashion_core.games.moonscrown.rules import (
    ACE_OF_MOONS,
    AFTER_DISPLAY,
    AFTER_PILE,
    FAILED,
    FOLDED,
    IN,
    SCORING,
    START,
)

ACE = card("Ace of Moons").id
# The two-player example of decktet.md 4.7.
P1 = ("the Author", "the Lunatic")
P2 = ("the Savage", "the Mill")


def position(
    displays: list[list[str]],
    hands: list[list[str]] | None = None,
    top: str | None = None,
    current: int = 0,
    draw: list[str] | None = None,
    **options: bool,
) -> MoonscrownState:
    """A round-1 position with these displays and hands (and ``top`` on the pile).

    Every other basic card goes to the draw pile; ``draw`` lists cards to put on its top,
    the last one drawn first.
    """
    players = len(displays)
    state = GAME.new(players, seed=1, **options)
    state.log = []
    hands = hands if hands is not None else [[] for _ in displays]
    state.displays = [ids(*d) for d in displays]
    state.hands = [ids(*h) for h in hands]
    state.pile = [ACE] + (ids(top) if top and top != "Ace of Moons" else [])
    used = {c for zone in state.displays + state.hands + [state.pile] for c in zone}
    on_top = ids(*(draw or []))
    state.draw_pile = [c for c in BASIC_DECK if c not in used and c not in on_top] + on_top
    state.status = [IN] * players
    state.current_player = current
    state.phase = START
    state.check_invariants()
    return state


def named(cards: list[int]) -> list[str]:
    return [NAME[c] for c in cards]


def play(state: MoonscrownState, *actions: object) -> None:
    for action in actions:
        state.apply(action)  # type: ignore[arg-type]


def pile(name: str) -> PlayToPile:
    return PlayToPile(card(name).id)


def show(name: str) -> AddToDisplay:
    return AddToDisplay(card(name).id)


# -- setup (4.2) ---------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_round_starts_with_the_ace_of_moons_alone_on_the_pile(players):
    state = GAME.new(players, seed=players)
    assert state.pile == [ACE_OF_MOONS] == [ACE]


@pytest.mark.parametrize(("players", "size"), [(2, 7), (3, 7), (4, 6)])
def test_hands_are_seven_cards_or_six_with_four_players(players, size):
    state = GAME.new(players, seed=5)
    assert [len(h) for h in state.hands] == [size] * players


@pytest.mark.parametrize(("players", "left"), [(2, 19), (3, 11), (4, 7)])
def test_each_player_gets_one_face_up_display_card_and_the_rest_is_the_draw_pile(players, left):
    state = GAME.new(players, seed=6)
    assert [len(d) for d in state.displays] == [1] * players
    assert len(state.draw_pile) == left


def test_only_the_basic_deck_is_used():
    state = GAME.new(4, seed=2)
    every = state.pile + state.draw_pile + [c for z in state.hands + state.displays for c in z]
    assert sorted(every) == sorted(BASIC_DECK)


def test_the_card_order_breaks_ties_rank_first_then_suit():
    order = sorted(BASIC_DECK, key=STRENGTH.__getitem__)
    assert NAME[order[0]] == "Ace of Knots" and NAME[order[-1]] == "the Huntress"
    three = sorted(ids("the Journey", "the Painter", "the Savage"), key=STRENGTH.__getitem__)
    assert named(three) == ["the Savage", "the Painter", "the Journey"]


def round_starts(players: int, seed: int, **options: bool):
    """Each fresh deal of a random game: (state, round number) at the first turn of a round."""
    state = GAME.new(players, seed=seed, **options)
    rng = random.Random(seed)
    seen = 0
    while not state.is_over:
        if state.round != seen:
            seen = state.round
            yield state
        state.apply(rng.choice(state.legal_actions()))


def test_first_player_holds_the_lowest_display_card():
    starts = 0
    for seed in range(10):
        for state in round_starts(3, seed):
            lowest = min(range(3), key=lambda s: STRENGTH[state.displays[s][0]])
            assert state.current_player == lowest
            starts += 1
    assert starts == 70  # in every one of the seven rounds


def test_winner_starts_option_lets_the_last_round_winner_begin():
    checked = 0
    for state in round_starts(3, 8, winner_starts=True):
        if state.results:
            assert state.current_player == state.results[-1][0]
            checked += 1
    assert checked == 6


# -- the six conditions (4.3, 4.4) --------------------------------------------------------


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


# -- the turn (4.5) ------------------------------------------------------------------------


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
RIVAL = ["the Painter", "the Castle"]


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


# -- winning a round and scoring (4.6) ------------------------------------------------------


def winner_position(display: list[str], top: str | None = None, **options: bool):
    """Seat 0 holds ``display``; seat 1 folds at once, so seat 0 wins the round."""
    state = position([display, ["Ace of Knots"]], [[], []], top, 1, **options)
    state.apply(Fold())
    return state


def test_last_player_standing_wins_the_round():
    state = position(
        [["the Sea"], ["the Mill"], ["the Bard"]], [["Ace of Knots"], ["the Pact"], ["the Author"]]
    )
    play(state, Fold())
    assert state.phase == START and state.current_player == 1
    play(state, Fold())
    assert state.phase == SCORING and state.current_player == 2
    assert state.round_wins == [0, 0, 1]


def test_the_round_is_won_at_the_start_of_the_winners_turn_after_an_elimination():
    state = position([["Ace of Knots"], ["the Sea"]], [["the Author"], ["the Pact"]])
    play(state, show("the Author"), EndTurn())
    assert state.status == [FAILED, IN] and state.phase == SCORING and state.current_player == 1


def test_the_winner_may_score_one_card_from_a_winning_subset():
    state = winner_position(["the Mill", "the Sea", "the Sailor"], top="the Journey")
    # Moons: the Sea; Waves: the Mill and the Sailor (even).
    assert set(state.eligible_to_score()) == set(ids("the Mill", "the Sea", "the Sailor"))
    state.apply(ScoreCard(card("the Sea").id))
    assert state.scored[0] == ids("the Sea") and state.scores() == [10.0, 0.0]
    assert state.round == 2


def test_scoring_refuses_a_card_in_no_winning_subset():
    state = winner_position(["the Mill", "the Sea", "the Huntress"])
    before = state.to_json()
    with pytest.raises(IllegalAction) as info:
        state.apply(ScoreCard(card("the Mill").id))
    assert str(info.value) == "Scoring: the Mill is in no winning subset of the current conditions"
    assert state.to_json() == before
    assert state.legal_actions() == [ScoreCard(card("the Huntress").id), DeclineScore()]


def test_scoring_is_judged_on_the_winners_own_display():
    # The folded rival's Sea would beat the Mill; alone, the winner's Mill is the highest.
    state = position([["the Mill", "the Author"], ["the Sea"]], [[], []], None, 1)
    state.apply(Fold())
    assert state.eligible_to_score() == ids("the Mill")


def test_the_winner_may_decline_to_score():
    state = winner_position(["the Mill", "the Huntress"])
    state.apply(DeclineScore())
    assert state.scored == [[], []] and state.results == [[0, -1]] and state.round == 2


def test_with_nothing_eligible_only_declining_is_left():
    state = winner_position(["the Huntress", "the Bard"], top="the Sea")  # no even card
    assert state.legal_actions() == [DeclineScore()]


@pytest.mark.parametrize(
    ("name", "points"), [("Ace of Suns", 1), ("the Darkness", 9), ("the Huntress", 10)]
)
def test_aces_score_one_numbers_their_rank_crowns_ten(name, points):
    state = winner_position([name])
    state.apply(ScoreCard(card(name).id))
    assert state.scores()[0] == points


def test_scored_cards_leave_the_game():
    state = winner_position(["the Huntress"])
    huntress = card("the Huntress").id
    state.apply(ScoreCard(huntress))
    rng = random.Random(4)
    while not state.is_over:
        in_play = (
            state.pile + state.draw_pile + [c for z in state.hands + state.displays for c in z]
        )
        assert huntress not in in_play
        state.apply(rng.choice(state.legal_actions()))
    assert huntress in state.scored[0]


def test_the_game_ends_after_seven_rounds():
    state = GAME.new(2, seed=12)
    rng = random.Random(12)
    while not state.is_over:
        assert state.round <= 7
        state.apply(rng.choice(state.legal_actions()))
    assert state.round == 7 and len(state.results) == 7 and sum(state.round_wins) == 7
    assert state.legal_actions() == []


def finished(scored: list[list[str]], wins: list[int], **options: bool) -> MoonscrownState:
    state = GAME.new(len(scored), seed=3, **options)
    state.scored = [ids(*s) for s in scored]
    state.round_wins = wins
    state.phase = "over"
    return state


def test_highest_total_wins_and_ties_are_shared():
    assert finished([["the Sea"], ["the Mill"]], [4, 3]).winners() == [0]
    assert finished([["the Sea"], ["the Mill", "the Journey"]], [4, 3]).winners() == [1]
    tied = finished([["the Sea"], ["the Mill", "the Origin"]], [1, 6])
    assert tied.winners() == [0, 1] and tied.returns() == [0.5, 0.5]


def test_tie_break_option_prefers_more_rounds_won_then_the_best_scored_card():
    more_wins = finished([["the Sea"], ["the Mill", "the Origin"]], [1, 6], tie_break=True)
    assert more_wins.winners() == [1]
    same_wins = finished([["the Sea"], ["the Bard"]], [3, 3], tie_break=True)
    assert same_wins.winners() == [1]  # the Bard (Suns) outranks the Sea (Waves)


# -- the draw-pile variant (4.8) -------------------------------------------------------------


def test_draw_variant_draws_suits_minus_one():
    mountain = position(
        [["the Huntress"], ["Ace of Knots"]], [["the Mountain"], ["the Sea"]], draw=["the Mill"]
    )
    play(mountain, pile("the Mountain"), EndTurn())
    assert mountain.status[0] == IN and mountain.hands[0] == ids("the Mill")


@pytest.mark.parametrize(
    ("single", "shown"), [("the Huntress", "the Pact"), ("Ace of Suns", "the Bard")]
)
def test_one_suit_cards_on_the_pile_draw_nothing(single, shown):
    state = position([[shown], ["Ace of Knots"]], [[single], ["the Sea"]])
    play(state, pile(single), EndTurn())
    assert state.status[0] == IN and state.hands[0] == []


def test_the_draw_comes_at_the_end_of_the_turn():
    state = position(
        [["the Huntress"], ["Ace of Knots"]],
        [["the Mountain", "the Sea"], ["the Bard"]],
        draw=["the Mill"],
    )
    state.apply(pile("the Mountain"))
    assert state.hands[0] == ids("the Sea")  # nothing drawn yet: it cannot be used this turn
    state.apply(show("the Sea"))
    assert state.hands[0] == ids("the Mill")


def test_no_draw_after_a_failed_check():
    state = position([["Ace of Knots"], ["the Huntress"]], [["the Mountain"], ["the Sea"]])
    play(state, pile("the Mountain"), EndTurn())
    assert state.status[0] == FAILED and state.hands[0] == []


def test_an_empty_draw_pile_draws_what_is_left():
    state = position([["the Huntress"], ["Ace of Knots"]], [["the Mountain"], ["the Sea"]])
    state.draw_pile = []  # as if every card had been drawn already
    play(state, pile("the Mountain"), EndTurn())
    assert state.status[0] == IN and state.hands[0] == [] and state.current_player == 1


def test_without_the_draw_variant_nobody_draws():
    state = position(
        [["the Huntress"], ["Ace of Knots"]], [["the Mountain"], ["the Sea"]], draw_pile=False
    )
    play(state, pile("the Mountain"), EndTurn())
    assert state.status[0] == IN and state.hands[0] == []
    assert state.view(0)["draw_pile_size"] == 0


# -- information ----------------------------------------------------------------------------


def test_copies_keep_the_players_names():
    state = GAME.new(2, seed=1, names=["Ada", "Bo"])
    assert state.clone().player_name(1) == "Bo"
    assert state.determinize(0, random.Random(1)).view(0)["names"] == ["Ada", "Bo"]


def test_hidden_cards_are_the_other_hands_and_the_draw_pile():
    state = position([["the Sea"], ["the Mill"]], [["the Pact"], ["the Bard"]])
    hidden = state.hidden_cards(0)
    assert "the Bard" in hidden and "the Pact" not in hidden and "the Sea" not in hidden
    assert "the Darkness" in hidden  # in the draw pile
    assert {"the Pact", "the Bard"} <= state.hidden_cards(None)


def test_the_view_names_cards_and_lists_each_legal_move_with_a_warning():
    state = position([list(P1), list(P2)], [["the Journey", "Ace of Knots"], ["the Sea"]])
    view = state.view(0)
    json.dumps(view)
    assert view["pile_top"] == "Ace of Moons" and view["pile_size"] == 1
    assert view["displays"] == [list(P1), list(P2)]
    entries = {tuple(e["action"]): e for e in view["legal"]}
    journey = entries[("PlayToPile", card("the Journey").id)]
    assert journey["card"] == "the Journey" and journey["eliminates"]
    assert "out of this round" in journey["warning"]
    assert entries[("Fold",)]["move"] == "fold"
    assert state.view(1)["legal"] == [] and state.view(1)["hand"] == ["the Sea"]


def test_the_view_reports_the_current_conditions():
    state = position([list(P1), list(P2)], [["Ace of Knots"], ["the Sea"]], top="the Journey")
    conditions = state.view(None)["conditions"]["conditions"]
    assert [c["leader"] for c in conditions] == [1, 0]


def test_playing_a_card_reveals_it_to_the_others_only():
    state = position([["the Sea"], ["the Mill"], ["the Bard"]], [["the Pact"], ["the Author"], []])
    state.last_reveal = [0, 0, 0]
    state.apply(pile("the Pact"))
    assert state.last_reveal == [0, 1, 1]


def test_a_drawn_card_is_revealed_to_its_owner_only():
    state = position([["the Huntress"], ["Ace of Knots"]], [["the Mountain"], ["the Sea"]])
    state.last_reveal = [0, 0]
    play(state, pile("the Mountain"), EndTurn())
    assert state.last_reveal == [2, 1]


def test_a_new_deal_is_revealed_to_everybody():
    state = winner_position(["the Mill"])
    state.last_reveal = [0, 0]
    state.apply(DeclineScore())
    assert state.last_reveal == [state.moves, state.moves]


# -- explanations ---------------------------------------------------------------------------


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
    notes = rules_notes()
    assert all(n["title"] and n["choice"] and n["alternative"] for n in notes)
    text = " ".join(n["alternative"] for n in notes)
    for option in GAME.options:
        assert option.name in text


# -- bots ------------------------------------------------------------------------------------


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
    state = GAME.new(players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
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


# -- properties -------------------------------------------------------------------------------

options_strategy = st.fixed_dictionaries({o.name: st.sampled_from(o.choices) for o in GAME.options})
props = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@props
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]), options=options_strategy)
def test_random_games_with_any_options_end_and_conserve_every_card(seed, players, options):
    state = GAME.new(players, seed=seed, **options)
    rng = random.Random(seed)
    scored_so_far: set[int] = set()
    while not state.is_over:
        state.check_invariants()  # includes: every basic card in exactly one zone
        now = {c for s in state.scored for c in s}
        assert scored_so_far <= now
        scored_so_far = now
        in_play = (
            state.pile + state.draw_pile + [c for z in state.hands + state.displays for c in z]
        )
        assert not now & set(in_play), "a scored card came back"
        state.apply(rng.choice(state.legal_actions()))
    state.check_invariants()
    assert len(state.results) == 7 and sum(state.round_wins) == 7


ALL_ACTIONS = [
    *(PlayToPile(c) for c in BASIC_DECK),
    *(AddToDisplay(c) for c in BASIC_DECK),
    *(ScoreCard(c) for c in BASIC_DECK),
    EndTurn(),
    Fold(),
    DeclineScore(),
]


@props
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 200), options=options_strategy)
def test_exactly_the_illegal_actions_are_refused_and_change_nothing(seed, steps, options):
    state = GAME.new(3, seed=seed, **options)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
    legal = set(state.legal_actions())
    before = state.to_json()
    for action in ALL_ACTIONS:
        if action in legal:
            state.clone().apply(action)  # the checked path accepts every legal move
            continue
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.to_json() == before


@props
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 150), options=options_strategy)
def test_save_and_load_round_trip_with_any_options(seed, steps, options):
    match = Match(GAME, 2, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(steps):
        if match.state.is_over:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    loaded = Match.loads(match.dumps())
    assert loaded.state.to_json() == match.state.to_json()
    restored = MoonscrownState.from_json(json.loads(json.dumps(match.state.to_json())))
    assert restored.to_json() == match.state.to_json()


@props
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 150))
def test_determinize_only_reshuffles_what_the_seat_cannot_see(seed, steps):
    state = GAME.new(3, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))
    seat = state.current_player if not state.is_over else 0
    det = state.determinize(seat, random.Random(seed + 1))
    assert det.hands[seat] == state.hands[seat]
    assert det.displays == state.displays and det.pile == state.pile
    assert det.scored == state.scored
    assert [len(h) for h in det.hands] == [len(h) for h in state.hands]
    assert len(det.draw_pile) == len(state.draw_pile)
    unseen = sorted(
        state.draw_pile + [c for s, h in enumerate(state.hands) if s != seat for c in h]
    )
    det_unseen = sorted(
        det.draw_pile + [c for s, h in enumerate(det.hands) if s != seat for c in h]
    )
    assert unseen == det_unseen


def test_passes_check_agrees_with_the_rules_state():
    displays = [ids(*P1), ids(*P2)]
    journey = card("the Journey").id
    assert passes_check(displays, 0, journey, need_all=False)
    assert not passes_check(displays, 0, journey, need_all=True)
    assert scoring_cards(displays[0], journey) == ids("the Author", "the Lunatic")
