"""Moonscrown positions set up by card names, for lessons and tests.

>>> s = arrange(hands=[["the Sea"], ["the Mill"]], displays=[["the Author"], ["the Savage"]],
...             pile=["the Journey"])
>>> s.view(0)["pile_top"], s.view(0)["displays"]
('the Journey', [['the Author'], ['the Savage']])
"""

from __future__ import annotations

from fashion_core.decks.decktet import BASIC_DECK
from fashion_core.decks.decktet import card as find
from fashion_core.games.moonscrown.actions import FOLDED, IN, SCORING, START, Phase
from fashion_core.games.moonscrown.rules import ACE_OF_MOONS, GAME, MoonscrownState


def arrange(
    hands: list[list[str]],
    displays: list[list[str]],
    pile: list[str] = (),  # type: ignore[assignment]
    *,
    current: int = 0,
    phase: str = START,
    status: list[int] | None = None,
    names: list[str] | None = None,
    **options: bool,
) -> MoonscrownState:
    """A round-1 position: the hands, the displays and the cards on the Ace of Moons.

    Every other basic card makes the draw pile. With ``phase="score"``, ``current`` is the
    last player in the round (the others folded unless ``status`` says otherwise).
    """
    players = len(hands)
    state = GAME.new(players, seed=0, names=names, **options)
    state.hands = [[find(n).id for n in hand] for hand in hands]
    state.displays = [[find(n).id for n in shown] for shown in displays]
    state.pile = [ACE_OF_MOONS, *(find(n).id for n in pile)]
    used = {c for zone in (*state.hands, *state.displays, state.pile) for c in zone}
    state.draw_pile = [c for c in BASIC_DECK if c not in used]
    state.phase = Phase(phase)
    state.current_player = current
    if status is not None:
        state.status = list(status)
    elif phase == SCORING:
        state.status = [IN if s == current else FOLDED for s in range(players)]
    else:
        state.status = [IN] * players
    state.round_wins = [1 if phase == SCORING and s == current else 0 for s in range(players)]
    state.log = []
    state.check_invariants()
    return state
