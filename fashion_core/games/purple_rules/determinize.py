"""Dealing hidden cards for search so that every void a seat has shown is respected.

A seat that played off-suit without trumping holds no card of the led suit. Search deals must
agree, or a bot would "see" a Club in a hand that has shown it has none. The constraint is per
suit, so a deal exists exactly when, for every set of suits, the cards of those suits fit into
the places that may hold them (Hall's condition on a small transport problem).

>>> rng = random.Random(1)
>>> from fashion_core.decks.purple_pack import SUIT
>>> hands = deal_consistently(list(range(14)), [7, 7], [1 << 0, 0], rng)  # seat 0: no Clubs
>>> any(SUIT[c] == 0 for c in hands[0])
False
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from fashion_core.decks.purple_pack import SUIT, SUIT_NAMES

_SUITS = len(SUIT_NAMES)
_SUBSETS = range(1, 1 << _SUITS)


def deal_consistently(
    pool: Sequence[int], sizes: Sequence[int], voids: Sequence[int], rng: random.Random
) -> list[list[int]]:
    """Deal ``pool`` into places of ``sizes`` so that no place gets a suit whose bit is set in
    its ``voids`` mask. Raises ``ValueError`` if that is impossible."""
    cards = list(pool)
    draw = rng.random
    cards.sort(key=lambda _: draw())  # a uniform shuffle, faster than rng.shuffle
    if not any(voids):
        out, start = [], 0
        for size in sizes:
            out.append(cards[start : start + size])
            start += size
        return out
    # Fast path: a plain shuffle often fits already; check it, then fall back.
    for _ in range(3):
        out = _greedy(cards, sizes, voids)
        if out is not None:
            return out
        cards.sort(key=lambda _: draw())
    return _hall_deal(cards, sizes, voids, rng)


def _greedy(cards: list[int], sizes: Sequence[int], voids: Sequence[int]) -> list[list[int]] | None:
    """Most constrained place first, each takes the first cards it may hold."""
    order = sorted(range(len(sizes)), key=lambda p: -bin(voids[p]).count("1"))
    out: list[list[int]] = [[] for _ in sizes]
    left = cards[:]
    for place in order:
        mask = voids[place]
        need = sizes[place]
        mine, rest = [], []
        for c in left:
            if len(mine) < need and not mask >> SUIT[c] & 1:
                mine.append(c)
            else:
                rest.append(c)
        if len(mine) < need:
            return None
        out[place] = mine
        left = rest
    return out


def _hall_deal(
    cards: list[int], sizes: Sequence[int], voids: Sequence[int], rng: random.Random
) -> list[list[int]]:
    """Card by card, to a random place that may hold it and leaves the rest dealable."""
    count = [0] * _SUITS
    for c in cards:
        count[SUIT[c]] += 1
    room = list(sizes)
    out: list[list[int]] = [[] for _ in sizes]
    if not _feasible(count, room, voids):
        raise ValueError("no deal of these cards respects the voids shown")
    for c in cards:
        suit = SUIT[c]
        places = [p for p in range(len(room)) if room[p] and not voids[p] >> suit & 1]
        rng.shuffle(places)
        count[suit] -= 1
        for place in places:
            room[place] -= 1
            if _feasible(count, room, voids):
                out[place].append(c)
                break
            room[place] += 1
        else:  # pragma: no cover - Hall's condition guarantees a place
            raise AssertionError("dealing consistently got stuck")
    return out


def _feasible(count: Sequence[int], room: Sequence[int], voids: Sequence[int]) -> bool:
    """Hall's condition: every set of suits fits into the places open to any of them."""
    for subset in _SUBSETS:
        need = sum(count[s] for s in range(_SUITS) if subset >> s & 1)
        if need == 0:
            continue
        space = sum(r for r, v in zip(room, voids, strict=True) if subset & ~v)
        if need > space:
            return False
    return True
