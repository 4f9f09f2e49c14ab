"""The one random number generator every game draws from: a 64-bit seed stepped by an LCG.

A state holds a single integer seed. Every chance event takes its randomness from that seed
and moves it on, so the same seed and the same moves give the same game, and copying or
saving a state costs one integer instead of a whole Mersenne Twister (copying a
``random.Random`` costs about 22 µs, too much for search bots that copy states thousands of
times a second).

>>> seed, i = draw_index(12345, 10)
>>> 0 <= i < 10, seed == next_seed(12345)
(True, True)
"""

from __future__ import annotations

import random
from typing import Any

MASK64 = (1 << 64) - 1
MULTIPLIER = 6364136223846793005
INCREMENT = 1442695040888963407
"""Knuth's MMIX constants: a full-period 64-bit linear congruential generator."""


def next_seed(seed: int) -> int:
    """The seed after one step."""
    return (seed * MULTIPLIER + INCREMENT) & MASK64


def draw_index(seed: int, n: int) -> tuple[int, int]:
    """One step: ``(new seed, a uniform index below n)``.

    The index comes from the high bits, which are the well-mixed ones in an LCG.
    """
    seed = (seed * MULTIPLIER + INCREMENT) & MASK64
    return seed, (seed >> 33) % n


def shuffle(seed: int, cards: list[Any]) -> int:
    """Shuffle ``cards`` in place (Fisher-Yates, one LCG step per card); return the new seed.

    About ten times cheaper than seeding a ``random.Random`` for one shuffle, which matters
    where play-outs deal every round.

    >>> cards = list(range(10))
    >>> seed = shuffle(7, cards)
    >>> sorted(cards) == list(range(10)), seed == shuffle(7, list(range(10)))
    (True, True)
    """
    for top in range(len(cards) - 1, 0, -1):
        seed = (seed * MULTIPLIER + INCREMENT) & MASK64
        pick = (seed >> 33) % (top + 1)
        cards[top], cards[pick] = cards[pick], cards[top]
    return seed


def generator(seed: int) -> tuple[int, random.Random]:
    """``(new seed, a random.Random)`` for one larger chance event such as a full shuffle."""
    return next_seed(seed), random.Random(seed)


def take_random(seed: int, pile: list[Any], count: int) -> tuple[int, list[Any]]:
    """Take ``count`` random members out of an unordered ``pile`` (all of them if it holds
    fewer): ``(new seed, the members in the order taken)``.

    One step per member, exactly as :func:`draw_index` picks it (the last member fills the
    gap), in one call: games with unordered piles draw several cards at a time, and a call
    per card costs more than the arithmetic.

    >>> pile = [10, 11, 12, 13]
    >>> seed, taken = take_random(7, pile, 3)
    >>> len(taken), sorted(taken + pile) == [10, 11, 12, 13]
    (3, True)
    """
    taken = []
    for _ in range(min(count, len(pile))):
        seed = (seed * MULTIPLIER + INCREMENT) & MASK64
        i = (seed >> 33) % len(pile)
        pile[i], pile[-1] = pile[-1], pile[i]
        taken.append(pile.pop())
    return seed, taken
