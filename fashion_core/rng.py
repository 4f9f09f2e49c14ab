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

import _random
import random
import struct
from collections.abc import Callable
from typing import Any, NamedTuple

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


def fisher_yates(seed: int, cards: list[Any]) -> int:
    """Shuffle ``cards`` in place (Fisher-Yates, one LCG step per card); return the new seed.

    The definition of our shuffle, step by step; :func:`shuffle` gives the same order and
    seed faster (a property test holds the two together).

    >>> cards = list(range(10))
    >>> seed = fisher_yates(7, cards)
    >>> sorted(cards) == list(range(10)), seed == fisher_yates(7, list(range(10)))
    (True, True)
    """
    for top in range(len(cards) - 1, 0, -1):
        seed = (seed * MULTIPLIER + INCREMENT) & MASK64
        pick = (seed >> 33) % (top + 1)
        cards[top], cards[pick] = cards[pick], cards[top]
    return seed


# How shuffle() takes all of a shuffle's steps at once. After k steps the seed is an affine
# function of the first one, s_k = (A_k * s + C_k) mod 2**64, so the k-th draw needs no
# earlier draw. Written LANE bits apart in one big integer, the A_k times s (each below
# 2**129) are one multiplication and the C_k one addition; a shift and a mask then leave
# each step's draw, bits 33-63 of s_k, alone in the low 31 bits of its lane, and one
# struct.unpack reads them all from the result's bytes. This does in a few big-integer
# operations what cost five per card: the step-by-step shuffle was a fifth of a two-player
# Moonscrown play-out, which shuffles 35 cards every four decisions or so.

LANE_BYTES = 17
"""Bytes per step in the packed integers: the 129 bits of A_k * s + C_k, rounded up."""


class _Plan(NamedTuple):
    """What :func:`shuffle` needs for lists of one length (worked out once per length)."""

    multipliers: int  # A_1 ... A_{n-1}, one per lane
    increments: int  # C_1 ... C_{n-1}
    draw_bits: int  # bits 0-30 of every lane, where the draws land after the shift
    size: int  # bytes up to the last draw
    read_draws: Callable[[bytes], tuple[int, ...]]  # the first 4 bytes of every lane
    tops: range  # the place each step fills, n-1 down to 1
    last: tuple[int, int]  # A and C of the last step: the seed after the shuffle


_PLANS: dict[int, _Plan] = {}


def _plan(length: int) -> _Plan:
    lane = 8 * LANE_BYTES
    multipliers = increments = draw_bits = 0
    a, c = 1, 0
    for step in range(length - 1):
        a = a * MULTIPLIER & MASK64
        c = (c * MULTIPLIER + INCREMENT) & MASK64
        multipliers |= a << (lane * step)
        increments |= c << (lane * step)
        draw_bits |= ((1 << 31) - 1) << (lane * step)
    skip = LANE_BYTES - 4
    layout = "<" + f"I{skip}x" * (length - 2) + "I"  # little-endian, like to_bytes below
    plan = _Plan(
        multipliers,
        increments,
        draw_bits,
        struct.calcsize(layout),
        struct.Struct(layout).unpack,
        range(length - 1, 0, -1),
        (a, c),
    )
    _PLANS[length] = plan
    return plan


def shuffle(seed: int, cards: list[Any]) -> int:
    """Shuffle ``cards`` in place; return the new seed: exactly :func:`fisher_yates`, with
    every step's draw taken from one packed multiplication (see ``LANE_BYTES`` above).

    About ten times cheaper than seeding a ``random.Random`` for one shuffle, which matters
    where play-outs deal every round.

    >>> cards, same = list(range(10)), list(range(10))
    >>> shuffle(7, cards) == fisher_yates(7, same), cards == same
    (True, True)
    """
    length = len(cards)
    if length < 2:
        return seed
    plan = _PLANS.get(length) or _plan(length)
    multipliers, increments, draw_bits, size, read_draws, tops, (a, c) = plan
    seed &= MASK64  # the lanes have room for the products of a 64-bit seed only
    packed = (multipliers * seed + increments) >> 33 & draw_bits
    draws = read_draws(packed.to_bytes(size, "little"))
    for top, draw in zip(tops, draws, strict=True):
        pick = draw % (top + 1)
        cards[top], cards[pick] = cards[pick], cards[top]
    return (a * seed + c) & MASK64


def generator(seed: int) -> tuple[int, random.Random]:
    """``(new seed, a random.Random)`` for one larger chance event such as a full shuffle."""
    return next_seed(seed), random.Random(seed)


def bit_generator(seed: int) -> tuple[int, _random.Random]:
    """:func:`generator` for a caller that only asks ``getrandbits``: the C generator that
    ``random.Random`` is built on, seeded with the same integer, so it draws the same bits,
    without ``random.Random``'s ``__init__`` and ``seed`` in Python (a fifth of the time it
    takes; Prêt-à-Porter seeds one for every deal).

    >>> _, a = generator(99)
    >>> _, b = bit_generator(99)
    >>> [a.getrandbits(k) for k in (1, 5, 32, 70)] == [b.getrandbits(k) for k in (1, 5, 32, 70)]
    True
    """
    return next_seed(seed), _random.Random(seed)


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
    left = len(pile)  # counted down here: len() and min() per card showed in Colori profiles
    for _ in range(count if count < left else left):
        seed = (seed * MULTIPLIER + INCREMENT) & MASK64
        i = (seed >> 33) % left
        pile[i], pile[-1] = pile[-1], pile[i]
        taken.append(pile.pop())
        left -= 1
    return seed, taken
