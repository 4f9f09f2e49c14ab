"""Moonscrown positions set up by card names, for lessons and tests.

>>> s = arrange(hands=[["the Sea"], ["the Mill"]], displays=[["the Author"], ["the Savage"]],
...             pile=["the Journey"])
>>> s.view(0)["pile_top"], s.view(0)["displays"]
('the Journey', [['the Author'], ['the Savage']])
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fashion_core import positions
from fashion_core.decks.decktet import NAME
from fashion_core.games.moonscrown.actions import FOLDED, IN, SCORING, START
from fashion_core.games.moonscrown.rules import ACE_OF_MOONS, GAME, MoonscrownState


def arrange(
    *,
    players: int | None = None,
    names: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    hands: list[list[str]] | None = None,
    displays: list[list[str]] | None = None,
    pile: Sequence[str] = (),
    current: int = 0,
    phase: str = START,
    status: list[int] | None = None,
) -> MoonscrownState:
    """A round-1 position: the hands, the displays and the cards on the Ace of Moons
    (:class:`positions.Arrange`).

    Every other basic card makes the draw pile. With ``phase="score"``, ``current`` is the
    last player in the round (the others folded unless ``status`` says otherwise).
    """
    hands = positions.per_seat(hands, players, GAME)
    displays = displays if displays is not None else [[] for _ in hands]
    players = len(hands)
    if status is None:
        status = [IN if s == current or phase != SCORING else FOLDED for s in range(players)]
    state = positions.arrange(
        GAME,
        players,
        rest="draw_pile",
        names=names,
        options=options,
        current=current,
        hands=hands,
        displays=displays,
        pile=[NAME[ACE_OF_MOONS], *pile],
        phase=phase,
        status=list(status),
        round_wins=[1 if phase == SCORING and s == current else 0 for s in range(players)],
    )
    assert isinstance(state, MoonscrownState)
    return state
