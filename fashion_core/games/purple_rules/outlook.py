"""Purple Rules: a side's chance to win the game, from the running scores and its chance in
the hand being played.

The review's search plays out only the current hand (the card play decides the hand), so what
it estimates is the chance to win that hand: for the declaring side, to make the contract; for
a defender, to defeat it. Shown as it is, that chance jumps at every new deal (from about 100%
at the end of a hand won to a fresh guess at the next one), although the game changed little.
This module turns it into the chance to win the *game*, with a small, explained model:

1. **This hand.** A made contract gives the declaring side level x trick value, plus
   :data:`OVERTRICKS` on average; a failed one gives every defending side trick value x
   :data:`UNDERTRICKS` on average (the averages of heuristic games, 2-4 players).
2. **The hands after it.** Each is alike for every side: a side chosen at random declares and
   makes its contract with probability :data:`MADE`, scoring :data:`MADE_POINTS`; otherwise
   every other side scores :data:`FAILED_POINTS`. The game ends after the hand in which a side
   reaches the target with the lead alone (a tied lead plays on), as the rules say.
3. The chance to win the game is then the chance of each outcome of this hand times the chance
   of winning the game from the scores it leaves (:func:`chance_from`, exact for the model).

The result is a straight line in the hand chance: ``lost + (won - lost) x hand chance``
(:func:`hand_to_game`), so of two moves in one position the one with the better hand chance
keeps the better game chance; the review's verdicts still compare hand chances. A seat far
ahead thus has a high game chance even in a hand it is losing, and the last hand decides
everything. Scores are counted in steps of :data:`STEP` points to keep the model small. In the
"points" scoring option (game to 1000, every side scores every hand) and in a one-hand game
the estimate stays the hand chance.

>>> round(chance_from((100, 20), 0, 2, 150), 2) > 0.9 > round(chance_from((20, 100), 0, 2, 150), 2)
True
"""

from __future__ import annotations

import functools

from fashion_core.games.purple_rules.auction import LADDER
from fashion_core.games.purple_rules.scoring import trick_value

STEP = 5
"""Scores are counted in steps of this many points (the model's lattice)."""
OVERTRICKS = 1.0
"""Overtricks of a made contract, on average (heuristic games: 0.6-1.2)."""
UNDERTRICKS = 1.7
"""Tricks short of a failed contract, on average (heuristic games: 1.6-2.0)."""
MADE = 0.65
"""The chance that a future hand's contract is made (heuristic games: 0.43 with three players,
0.77-0.82 with two or four)."""
MADE_POINTS = 17
"""What a future made contract scores (mostly level 1: 11-18, plus overtricks)."""
FAILED_POINTS = 25
"""What a future failed contract gives each defending side (trick value x tricks short)."""


def _steps(points: float) -> int:
    return round(points / STEP)


@functools.lru_cache(maxsize=200_000)
def _chance(mine: int, others: tuple[int, ...], target: int) -> float:
    """The model's chance that the side with ``mine`` steps wins against ``others`` (sorted),
    all in steps, before the next hand."""
    top = max(mine, *others)
    leaders = (mine == top) + others.count(top)
    if top >= target and leaders == 1:
        return 1.0 if mine == top else 0.0
    if top >= 2 * target:
        # A tied lead that the model's hands cannot break (with three sides, failed contracts
        # can raise both leaders alike): call it the shared win it is by then.
        return 1.0 / leaders if mine == top else 0.0
    sides = 1 + len(others)
    made, failed = _steps(MADE_POINTS), _steps(FAILED_POINTS)
    total = 0.0
    # Our side declares: made, or every other side scores.
    total += MADE * _chance(mine + made, others, target)
    total += (1 - MADE) * _chance(mine, tuple(o + failed for o in others), target)
    # Another side declares (each alike; others sorted, so equal scores share one state).
    for k in range(len(others)):
        up = tuple(sorted(o + made if i == k else o for i, o in enumerate(others)))
        total += MADE * _chance(mine, up, target)
        rest = tuple(sorted(o if i == k else o + failed for i, o in enumerate(others)))
        total += (1 - MADE) * _chance(mine + failed, rest, target)
    return total / sides


def chance_from(totals: tuple[int, ...] | list[int], side: int, sides: int, target: int) -> float:
    """The chance that ``side`` wins the game from ``totals`` (one per side) before a new hand,
    under the model's future hands (in [0, 1])."""
    others = tuple(sorted(_steps(t) for s, t in enumerate(totals) if s != side))
    assert len(others) == sides - 1
    return _chance(_steps(totals[side]), others, _steps(target))


def hand_outcomes(
    totals: list[int], contract: int, declaring: int, sides: int
) -> tuple[list[int], list[int]]:
    """The totals after this hand if its contract is made, and if it fails (model point 1)."""
    level, trump = LADDER[contract]
    value = trick_value(trump)
    made = [
        t + (round(level * value + OVERTRICKS) if s == declaring else 0)
        for s, t in enumerate(totals)
    ]
    failed = [
        t + (0 if s == declaring else round(value * UNDERTRICKS)) for s, t in enumerate(totals)
    ]
    return made, failed


def hand_to_game(
    totals: list[int], contract: int, declaring: int, side: int, target: int
) -> tuple[float, float]:
    """``(lost, won)``: the side's game chance when it loses this hand and when it wins it.
    A hand chance ``p`` reads as the game chance ``lost + (won - lost) * p``.

    The hand chance of a play-out is the side's share of the hand's win: the declarers win a
    made contract; a failed one is shared by the defending sides (with three players, two
    defenders share it, so a defender's hand chance is at most one half).
    """
    sides = len(totals)
    made, failed = hand_outcomes(totals, contract, declaring, sides)
    if_made = chance_from(made, side, sides, target)
    if_failed = chance_from(failed, side, sides, target)
    if side == declaring:
        return if_failed, if_made  # winning the hand is making it
    defenders = sides - 1
    # A defender's hand chance p = P(fail) / defenders, so P(fail) = defenders * p; the line
    # through p = 0 (made for sure) and p = 1 / defenders (failed for sure), read at p = 1.
    return if_made, if_made + defenders * (if_failed - if_made)
