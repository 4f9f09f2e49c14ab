"""Fast copies of a Moonscrown position for search: a plain copy, and a resampled one."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fashion_core.games.moonscrown.rules import MoonscrownState


def clone_for_search(state: MoonscrownState) -> MoonscrownState:
    """A fast copy without the log (what bots play ahead on)."""
    new = state._blank_copy()
    new.round = state.round
    new.pile = state.pile[:]
    new.hands = [h[:] for h in state.hands]
    new.displays = [d[:] for d in state.displays]
    new.draw_pile = state.draw_pile[:]
    new.scored = [s[:] for s in state.scored]
    new.status = state.status[:]
    new.phase = state.phase
    new.round_wins = state.round_wins[:]
    new.results = state.results[:]  # its [winner, card] entries are never changed
    return new


def determinize(state: MoonscrownState, seat: int, rng: random.Random) -> MoonscrownState:
    """A copy with everything hidden from ``seat`` (other hands, the draw pile) dealt anew."""
    new = clone_for_search(state)
    pool = list(new.draw_pile)
    hands = new.hands
    for other in range(new.num_players):
        if other != seat:
            pool += hands[other]
    draw = rng.random
    pool.sort(key=lambda _: draw())  # a uniform shuffle, faster than rng.shuffle
    start = 0
    for other in range(new.num_players):
        if other != seat:
            size = len(hands[other])
            hands[other] = pool[start : start + size]
            start += size
    new.draw_pile = pool[start:]
    new.seed = rng.getrandbits(64)
    return new
