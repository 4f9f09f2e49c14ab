"""Planning helpers shared by the bot and the search evaluation: how close is a garment?

Everything here reads only what the seat may know: its own wheel, drawn and drafted cards,
the garment display and its own (publicly known) deck contents.

>>> from fashion_core.games.colori.cards import KIND_BY_NAME
>>> wheel = [0] * 12
>>> wheel[0] = 4  # four Red
>>> distance(wheel, KIND_BY_NAME["Brazilwood Rose Cloak"])  # costs 4 Red
0.0
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from fashion_core.games.colori.cards import (
    ABILITY,
    ABILITY_N,
    DESTROY,
    GARMENT,
    GARMENT_COST,
    GARMENT_FABRIC,
    GARMENT_STARS,
    KIND,
    MIX,
    PIPS,
    STORE,
)
from fashion_core.games.colori.rules import ColoriState
from fashion_core.games.colori.wheel import shortfall

MIX_WEIGHT = 0.5
"""A planned mix counts as half a missing pip: it costs an ability, not a card."""


def distance(wheel: Sequence[int], garment: int, strict: bool = False) -> float:
    """Missing primary pips plus half the mixes still needed for ``garment``'s colours."""
    missing, mixes = shortfall(wheel, GARMENT_COST[garment], strict)
    return missing + MIX_WEIGHT * mixes


def affordable_with_mixes(
    wheel: Sequence[int], garment: int, mixes: int, strict: bool = False
) -> bool:
    """Whether the colours can be paid after at most ``mixes`` mixes (by the usual recipe)."""
    missing, needed = shortfall(wheel, GARMENT_COST[garment], strict)
    return missing == 0 and needed <= mixes


def add_pips(wheel: Sequence[int], kinds: Sequence[int]) -> list[int]:
    out = list(wheel)
    for k in kinds:
        for c, n in PIPS[k]:
            out[c] += n
    return out


def capacities(kinds: Sequence[int]) -> tuple[int, int, int, int]:
    """(stores, mixes, garments, destroys) the destroy abilities of ``kinds`` offer."""
    store = mix = garment = destroy = 0
    for k in kinds:
        code = ABILITY[k]
        if code == STORE:
            store += ABILITY_N[k]
        elif code == MIX:
            mix += ABILITY_N[k]
        elif code == GARMENT:
            garment += 1
        elif code == DESTROY:
            destroy += ABILITY_N[k]
    return store, mix, garment, destroy


def best_reachable(
    wheel: Sequence[int],
    drawn: Sequence[int],
    stores: int,
    mixes: int,
    display: Sequence[int],
    strict: bool = False,
) -> tuple[int, int, list[int]]:
    """The best garment this turn's resources can pay for: (stars, garment kind or -1, the
    drawn kinds to store). ``drawn`` and ``display`` are kinds; a Make Garment is assumed."""
    fabrics = set(drawn)
    pip_cards = [k for k in drawn if PIPS[k]]
    size = min(stores, len(pip_cards))
    if size == len(pip_cards):
        choices: list[tuple[int, ...]] = [tuple(pip_cards)]
    else:
        choices = list(itertools.combinations(pip_cards, size))
    best = (0, -1, [])
    for g in set(display):
        if GARMENT_FABRIC[g] not in fabrics or GARMENT_STARS[g] <= best[0]:
            continue
        for chosen in choices:
            if affordable_with_mixes(add_pips(wheel, chosen), g, mixes, strict):
                best = (GARMENT_STARS[g], g, list(chosen))
                break
    return best


def fabric_odds(state: ColoriState, seat: int, fabric: int) -> float:
    """Chance-like weight that ``fabric`` will be among this seat's drawn cards on a turn."""
    if any(KIND[c] == fabric for c in state.drawn[seat]):
        return 1.0
    pile = state.decks[seat] + state.discards[seat]
    if not pile:
        return 0.0
    have = sum(1 for c in pile if KIND[c] == fabric)
    if not have:
        return 0.1
    # The chance that five cards from the pile include at least one of them.
    return 1.0 - (1.0 - have / len(pile)) ** 5


def target(state: ColoriState, seat: int) -> tuple[int, float]:
    """The displayed garment this seat should aim for: (kind or -1, its attraction)."""
    wheel = state.wheels[seat]
    strict = state.options["strict_two_apart"]
    best, value = -1, 0.0
    for g in {KIND[c] for c in state.display}:
        score = GARMENT_STARS[g] / (1.0 + distance(wheel, g, strict))
        score *= 0.4 + 0.6 * fabric_odds(state, seat, GARMENT_FABRIC[g])
        if score > value:
            best, value = g, score
    return best, value
