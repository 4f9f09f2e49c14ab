"""Moonscrown's moves, the steps of a turn, and why a move may be refused.

A turn starts with a pile card, a display card or a fold; after one card the other kind may
follow, or the turn ends. The round winner then scores a card or declines.

>>> PlayToPile(card=0).to_json()
['PlayToPile', 0]
>>> MOVE_OF[EndTurn]
'end'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from fashion_core.decks.decktet import FACE, NAME
from fashion_core.engine import Action, PhaseEnum
from fashion_core.words import POINTS, amount

# Seat status within a round (ints: compared on every turn).
IN, FOLDED, FAILED = 0, 1, 2
STATUS_LABELS = ("in", "folded", "failed")


class Phase(PhaseEnum):
    """The steps of a turn, the round winner's decision, and the end of the game."""

    START = "start"
    """A turn begins: a card to the pile or the display, or fold."""
    AFTER_PILE = "pile"
    """A card went to the pile: add one to the display too, or end the turn."""
    AFTER_DISPLAY = "display"
    """A card went to the display: put one on the pile too, or end the turn."""
    SCORING = "score"
    """The last player standing scores a display card (or none)."""
    OVER = "over"


START, AFTER_PILE, AFTER_DISPLAY, SCORING, OVER = Phase
PHASES = tuple(Phase)

# -- actions -------------------------------------------------------------------------------


class MoonscrownMove(Action):
    """A Moonscrown move: how its fields read in ``says``."""

    __slots__ = ()  # its moves are slotted dataclasses: no __dict__ per move

    words: ClassVar[Mapping[str, Callable[[Any], Any]]] = {"card": NAME.__getitem__}


@dataclass(frozen=True, slots=True)
class PlayToPile(MoonscrownMove):
    """Put ``card`` from hand on top of the pile: its suits become the conditions."""

    card: int
    says = "puts {card} on the pile"


@dataclass(frozen=True, slots=True)
class AddToDisplay(MoonscrownMove):
    """Add ``card`` from hand to your own face-up display."""

    card: int
    says = "adds {card} to their display"


@dataclass(frozen=True, slots=True)
class EndTurn(MoonscrownMove):
    """Stop after one card; the end-of-turn check follows."""

    says = "ends the turn"


@dataclass(frozen=True, slots=True)
class Fold(MoonscrownMove):
    """Drop out of the round instead of placing cards (the only move with an empty hand)."""

    says = "folds and drops out of the round"


@dataclass(frozen=True, slots=True)
class ScoreCard(MoonscrownMove):
    """Round winner: set ``card`` from your display aside as points."""

    card: int

    def describe(self, state: Any) -> str:
        return f"scores {NAME[self.card]} for {amount(FACE[self.card], POINTS)}"


@dataclass(frozen=True, slots=True)
class DeclineScore(MoonscrownMove):
    """Round winner: score no card this round."""

    says = "scores no card this round"


# Interned: legal_actions() hands out these shared objects instead of building new ones.
PILE = tuple(PlayToPile(c) for c in range(len(NAME)))
DISPLAY = tuple(AddToDisplay(c) for c in range(len(NAME)))
SCORE = tuple(ScoreCard(c) for c in range(len(NAME)))
END_TURN, FOLD, DECLINE = EndTurn(), Fold(), DeclineScore()
FOLD_ONLY: list[Action] = [FOLD]
MOVE_OF = {
    PlayToPile: "pile",
    AddToDisplay: "display",
    EndTurn: "end",
    Fold: "fold",
    ScoreCard: "score",
    DeclineScore: "decline",
}
