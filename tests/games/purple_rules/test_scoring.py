"""Scoring (purple_rules.md section 7): Mode A contract scoring (default), Mode B point-trick
scoring (option), the target and ties."""

from fashion_core.decks.purple_pack import COLOUR_NAMES, POINTS, cards
from fashion_core.games.purple_rules import GAME, Phase, hand_results
from fashion_core.games.purple_rules.positions import arrange
from fashion_core.games.purple_rules.scoring import (
    contract_result,
    point_result,
    trick_value,
)
from fashion_core.games.purple_rules.tricks import NO_TRUMP

GOLD, BLACK, BRONZE = (COLOUR_NAMES.index(n) for n in ("Gold", "Black", "Bronze"))


def test_trick_value_is_ten_plus_colour_points_and_18_in_no_trump():
    assert [trick_value(c) for c in (BRONZE, GOLD, BLACK)] == [11, 14, 17]
    assert trick_value(NO_TRUMP) == 18


def test_a_made_contract_scores_level_times_trick_value_plus_one_per_overtrick():
    assert contract_result(2, BLACK, 8) == (34, 0)
    assert contract_result(2, BLACK, 10) == (36, 0)


def test_a_grand_slam_scores_fifty_more():
    assert contract_result(6, NO_TRUMP, 12) == (6 * 18 + 50, 0)
    assert contract_result(5, NO_TRUMP, 12) == (5 * 18 + 1, 0)  # all 12, but not bid


def test_a_failed_contract_pays_the_defenders_trick_value_per_trick_short():
    assert contract_result(4, GOLD, 7) == (0, 3 * 14)


def test_point_trick_scoring_counts_card_points_and_a_failed_contract_hands_them_over():
    assert point_result([120, 80], 0, made=True) == [120, 80]
    assert point_result([120, 80], 0, made=False) == [0, 200]
    assert point_result([31, 40, 50], 0, made=False) == [0, 56, 65]


def last_trick_position(players: int = 2, **options: object):
    """Two cards left each in 2 players; the declarer (seat 0, 1 Black) has won 6 tricks."""
    hands = [["Black A♠", "Black K♠"], ["Red 8♥", "Red 9♥"]]
    return arrange(
        hands=hands, contract="1 Black", declarer=0, leader=0, tricks=[6, 4], options=options
    )


def play_out(state) -> None:
    while state.phase is Phase.PLAY:
        state.apply(state.legal_actions()[0])


def test_the_hand_is_scored_and_broken_down_in_words():
    state = last_trick_position(one_hand=True)
    play_out(state)
    assert state.is_over and state.totals == [17 + 1, 0]
    (row,) = hand_results(state.view(None))
    assert row["contract"] == "1 Black" and row["tricks"] == 8 and row["need"] == 7
    assert row["made"] and row["overtricks"] == 1 and row["points"] == [18, 0]
    assert "Contract made: 1 x 17 + 1 overtrick" in row["text"]
    assert state.winners() == [0]


def test_mode_b_scores_the_card_points_of_the_tricks_won():
    state = last_trick_position(one_hand=True, scoring="points")
    before = [sum(POINTS[c] for c in state.taken[s]) for s in range(2)]
    play_out(state)
    gained = sum(POINTS[c] for c in cards("Black A♠", "Black K♠", "Red 8♥", "Red 9♥"))
    assert state.totals == [before[0] + gained, before[1]]


def test_the_game_goes_on_until_a_side_reaches_the_target():
    state = last_trick_position()
    state.totals = [100, 0]
    play_out(state)
    assert state.phase is Phase.AUCTION and state.hand_number == 2  # 118 < 150
    state = last_trick_position()
    state.totals = [140, 0]
    play_out(state)
    assert state.is_over and state.totals == [158, 0]


def test_a_tied_lead_at_the_target_plays_another_hand():
    state = last_trick_position()
    state.totals = [140, 158]
    play_out(state)
    assert state.totals == [158, 158] and not state.is_over


def test_partners_share_their_side_score():
    state = GAME.new(4, seed=1)
    state.totals = [30, 12]
    assert state.scores() == [30.0, 12.0, 30.0, 12.0]


def test_in_three_players_every_defender_scores_a_failed_contract():
    hands = [["Black A♠", "Black K♠"], ["Red 8♥", "Red 9♥"], ["Gold 8♦", "Gold 9♦"]]
    state = arrange(
        hands=hands,
        contract="3 Black",
        declarer=0,
        leader=0,
        tricks=[6, 2, 2],
        options={"one_hand": True},
    )
    play_out(state)
    assert state.totals == [0, 17, 17]  # 8 won of 9 needed


def test_the_target_is_150_in_contract_scoring_and_1000_in_point_scoring():
    assert GAME.new(2, seed=1).target == 150
    assert GAME.new(2, seed=1, scoring="points").target == 1000
