"""Shared positions and card sets for the moonscrown rule tests."""

from __future__ import annotations

from fashion_core.decks.decktet import BASIC_DECK, NAME, card, ids
from fashion_core.games.moonscrown import (
    GAME,
    AddToDisplay,
    Fold,
    MoonscrownState,
    PlayToPile,
)
from fashion_core.games.moonscrown.rules import (
    IN,
    START,
)

ACE = card("Ace of Moons").id
# The two-player example of decktet.md 4.7.
P1 = ("the Author", "the Lunatic")
P2 = ("the Savage", "the Mill")


def position(
    displays: list[list[str]],
    hands: list[list[str]] | None = None,
    top: str | None = None,
    current: int = 0,
    draw: list[str] | None = None,
    **options: bool,
) -> MoonscrownState:
    """A round-1 position with these displays and hands (and ``top`` on the pile).

    Every other basic card goes to the draw pile; ``draw`` lists cards to put on its top,
    the last one drawn first.
    """
    players = len(displays)
    state = GAME.new(players, seed=1, **options)
    state.log = []
    hands = hands if hands is not None else [[] for _ in displays]
    state.displays = [ids(*d) for d in displays]
    state.hands = [ids(*h) for h in hands]
    state.pile = [ACE] + (ids(top) if top and top != "Ace of Moons" else [])
    used = {c for zone in state.displays + state.hands + [state.pile] for c in zone}
    on_top = ids(*(draw or []))
    state.draw_pile = [c for c in BASIC_DECK if c not in used and c not in on_top] + on_top
    state.status = [IN] * players
    state.current_player = current
    state.phase = START
    state.check_invariants()
    return state


def named(cards: list[int]) -> list[str]:
    return [NAME[c] for c in cards]


def pile(name: str) -> PlayToPile:
    return PlayToPile(card(name).id)


def show(name: str) -> AddToDisplay:
    return AddToDisplay(card(name).id)


RIVAL = ["the Painter", "the Castle"]


def winner_position(display: list[str], top: str | None = None, **options: bool):
    """Seat 0 holds ``display``; seat 1 folds at once, so seat 0 wins the round."""
    state = position([display, ["Ace of Knots"]], [[], []], top, 1, **options)
    state.apply(Fold())
    return state
