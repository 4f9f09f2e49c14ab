"""Colour Bazaar positions set up by card names, for lessons and tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fashion_core import positions
from fashion_core.decks.decktet import NAME, PAWNS, SUITS
from fashion_core.games.colour_bazaar.rules import CHIPS_PER_SUIT, GAME, ColourBazaarState


def arrange(
    *,
    players: int | None = None,
    names: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    hands: list[list[str]] | None = None,
    markets: list[list[str]] | None = None,
    chips: list[list[int]] | None = None,
    supply: list[int] | None = None,
    phase: str = "influence",
    current: int = 0,
    deck: list[str] | None = None,
) -> ColourBazaarState:
    """A position set up by card names, for lessons and tests (:class:`positions.Arrange`).

    ``markets`` lists the cards placed on each Pawn (bottom to top). Unless ``deck`` is
    given, every other basic card forms the draw pile. Chips default to a full supply.

    >>> s = arrange(hands=[["the Mill"], ["the Sea"]], markets=[["the Sailor"], [], [], []])
    >>> s.view(0)["stacks"][0]
    ['the Harvest', 'the Sailor']
    """
    hands = positions.per_seat(hands, players, GAME)
    placed = markets or [[] for _ in PAWNS]
    zones: dict[str, Any] = {
        "hands": hands,
        "stacks": [[NAME[pawn], *cards] for pawn, cards in zip(PAWNS, placed, strict=True)],
    }
    if deck is None:
        rest, zones["discards"] = "deck", []
    else:
        rest, zones["deck"] = "discards", deck
    chips = chips or [[0] * len(SUITS) for _ in hands]
    supply = supply or [CHIPS_PER_SUIT - sum(c[s] for c in chips) for s in range(len(SUITS))]
    state = positions.arrange(
        GAME,
        len(hands),
        rest=rest,
        names=names,
        options=options,
        current=current,
        chips=chips,
        supply=supply,
        phase=phase,
        **zones,
    )
    assert isinstance(state, ColourBazaarState)
    return state
