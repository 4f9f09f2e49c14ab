"""Purple Rules' review shows the chance to win the game, not the hand (issue 38): the search
estimates the chance to win the hand being played, and the running scores turn it into a game
chance; the verdicts still compare the hand chances of moves in one position."""

from hypothesis import given, settings
from hypothesis import strategies as st

from fashion_core.games.purple_rules.auction import LADDER
from fashion_core.games.purple_rules.bot import SearchBot
from fashion_core.games.purple_rules.outlook import chance_from, hand_to_game
from fashion_core.games.purple_rules.positions import arrange
from fashion_core.review import rate_decision

HANDS = [
    ["Bronze A♣", "Red 9♥", "Gold 8♦", "Green Q♣"],
    ["Green 10♣", "Silver 9♦", "Purple J♥", "Black 8♠"],
]


def position(totals: list[int], **options: object):
    state = arrange(hands=HANDS, contract="1 Black", declarer=1, leader=0, options=options)
    state.totals = list(totals)
    return state


def test_a_seat_far_ahead_has_a_higher_game_chance_than_with_the_same_hand_at_level_scores():
    level, ahead, behind = position([0, 0]), position([120, 20]), position([20, 120])
    lines = [SearchBot().game_line(s) for s in (behind, level, ahead)]
    for p in (0.0, 0.3, 0.7, 1.0):
        chances = [lost + (won - lost) * p for lost, won in lines]  # type: ignore[misc]
        assert chances[0] < chances[1] < chances[2]
    # Ahead by 100 with 150 to reach, even a lost hand leaves seat 0 the likely winner.
    assert lines[2][0] > 0.75  # type: ignore[index]


def test_the_review_converts_the_estimate_but_its_verdict_compares_the_moves_in_the_position():
    level, ahead = position([0, 0]), position([120, 20])
    played = level.legal_actions()[0]
    at_level = rate_decision(level, played, 40, iterations=60, seed=3)
    when_ahead = rate_decision(ahead, played, 40, iterations=60, seed=3)
    # Same hidden-card worlds, same search: the same hand chances, the same best move and
    # the same verdict; only the game chance read from the scores differs.
    assert when_ahead.value_played == at_level.value_played
    assert when_ahead.best == at_level.best and when_ahead.verdict is at_level.verdict
    assert when_ahead.game_chance > at_level.game_chance
    assert "to win the hand" in at_level.explanation
    assert 0.0 <= at_level.game_chance <= 1.0 and 0.0 <= when_ahead.game_chance <= 1.0


def test_a_one_hand_game_and_the_points_option_keep_the_hand_chance():
    assert SearchBot().game_line(position([0, 0], one_hand=True)) is None
    assert SearchBot().game_line(position([0, 0], scoring="points")) is None


@settings(deadline=None)  # the first three-side call fills the model's cache (~0.3 s)
@given(
    players=st.sampled_from([2, 3, 4]),
    totals=st.lists(st.integers(0, 200), min_size=3, max_size=3),
    contract=st.integers(0, len(LADDER) - 1),
    declaring=st.integers(0, 2),
    side=st.integers(0, 2),
    p=st.floats(0.0, 1.0),
)
def test_property_the_game_chance_is_a_chance(players, totals, contract, declaring, side, p):
    sides = 2 if players == 4 else players
    totals, declaring, side = totals[:sides], declaring % sides, side % sides
    lost, won = hand_to_game(totals, contract, declaring, side, 150)
    # A defender among three sides shares a defeat, so its hand chance is at most a half.
    # (The line may fall: with three sides, a defeat can carry the other defender over the
    # target, so a defender far behind may prefer the contract made.)
    top = 1.0 if side == declaring or sides == 2 else 1.0 / (sides - 1)
    for chance in (lost, lost + (won - lost) * top, lost + (won - lost) * p * top):
        assert -1e-9 <= chance <= 1.0 + 1e-9


def test_the_game_chances_of_all_sides_add_up_to_one():
    for totals in ([0, 0], [140, 20], [60, 90, 30], [150, 150]):
        total = sum(chance_from(totals, s, len(totals), 150) for s in range(len(totals)))
        assert abs(total - 1.0) < 1e-9, totals
