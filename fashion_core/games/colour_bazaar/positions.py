"""Colour Bazaar positions set up by card names, for lessons and tests."""

from __future__ import annotations

from typing import Any

from fashion_core.decks.decktet import BASIC_DECK, COURTS, PAWNS, SUITS
from fashion_core.decks.decktet import card as find
from fashion_core.engine import TERMINAL
from fashion_core.games.colour_bazaar.rules import CHIPS_PER_SUIT, GAME, ColourBazaarState, Phase


def arrange(
    hands: list[list[str]],
    markets: list[list[str]] | None = None,
    *,
    chips: list[list[int]] | None = None,
    supply: list[int] | None = None,
    phase: str = "influence",
    current: int = 0,
    names: list[str] | None = None,
    deck: list[str] | None = None,
    **options: Any,
) -> ColourBazaarState:
    """A position set up by card names, for lessons and tests.

    ``markets`` lists the cards placed on each Pawn (bottom to top). Unless ``deck`` is
    given, every other basic card forms the draw pile. Chips default to a full supply.

    >>> s = arrange([["the Mill"], ["the Sea"]], [["the Sailor"], [], [], []])
    >>> s.view(0)["stacks"][0]
    ['the Harvest', 'the Sailor']
    """
    state = GAME.new(len(hands), seed=0, names=names, **options)
    state.hands = [[find(n).id for n in hand] for hand in hands]
    placed = markets or [[] for _ in PAWNS]
    state.stacks = [
        [pawn] + [find(n).id for n in cards] for pawn, cards in zip(PAWNS, placed, strict=True)
    ]
    used = {c for h in state.hands for c in h} | {c for s in state.stacks for c in s}
    pool = list(BASIC_DECK) + (list(COURTS) if state.options["extended"] else [])
    if deck is None:
        state.deck = [c for c in pool if c not in used]
        state.discards = []
    else:
        state.deck = [find(n).id for n in deck]
        state.discards = [c for c in pool if c not in used and c not in state.deck]
    state.chips = chips or [[0] * len(SUITS) for _ in hands]
    state.supply = supply or [
        CHIPS_PER_SUIT - sum(c[s] for c in state.chips) for s in range(len(SUITS))
    ]
    state.phase = Phase(phase)
    state.current_player = TERMINAL if phase == "over" else current
    state.log = []
    state.check_invariants()
    return state
