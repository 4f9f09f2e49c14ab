"""Moonscrown's moves, the steps of a turn, and why a move may be refused.

A turn starts with a pile card, a display card or a fold; after one card the other kind may
follow, or the turn ends. The round winner then scores a card or declines.

>>> PlayToPile(card=0).to_json()
['PlayToPile', 0]
>>> MOVE_OF[EndTurn]
'end'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from fashion_core.decks.decktet import FACE, NAME
from fashion_core.engine import Action, IllegalAction, State

if TYPE_CHECKING:
    from fashion_core.games.moonscrown.rules import MoonscrownState

# Seat status within a round (ints: compared on every turn).
IN, FOLDED, FAILED = 0, 1, 2
STATUS_LABELS = ("in", "folded", "failed")

# Phases: the start of a turn, after a card went to the pile / the display, the round
# winner's scoring decision, and the end of the game.
START, AFTER_PILE, AFTER_DISPLAY, SCORING, OVER = "start", "pile", "display", "score", "over"
PHASES = (START, AFTER_PILE, AFTER_DISPLAY, SCORING, OVER)

# -- actions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PlayToPile(Action):
    """Put ``card`` from hand on top of the pile: its suits become the conditions."""

    card: int

    def describe(self, state: State) -> str:
        return f"puts {NAME[self.card]} on the pile"


@dataclass(frozen=True, slots=True)
class AddToDisplay(Action):
    """Add ``card`` from hand to your own face-up display."""

    card: int

    def describe(self, state: State) -> str:
        return f"adds {NAME[self.card]} to their display"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """Stop after one card; the end-of-turn check follows."""

    def describe(self, state: State) -> str:
        return "ends the turn"


@dataclass(frozen=True, slots=True)
class Fold(Action):
    """Drop out of the round instead of placing cards (the only move with an empty hand)."""

    def describe(self, state: State) -> str:
        return "folds and drops out of the round"


@dataclass(frozen=True, slots=True)
class ScoreCard(Action):
    """Round winner: set ``card`` from your display aside as points."""

    card: int

    def describe(self, state: State) -> str:
        return f"scores {NAME[self.card]} for {FACE[self.card]} points"


@dataclass(frozen=True, slots=True)
class DeclineScore(Action):
    """Round winner: score no card this round."""

    def describe(self, state: State) -> str:
        return "scores no card this round"


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


# -- refusals ------------------------------------------------------------------------------


def check_move(state: MoonscrownState, action: Action) -> None:
    """Raise :class:`IllegalAction`, naming the rule, unless ``action`` is allowed now."""
    phase = state.phase
    seat = state.current_player
    kind = type(action)
    if kind not in MOVE_OF:
        raise IllegalAction("Moonscrown moves", f"{type(action).__name__} is not a Moonscrown move")
    if phase == SCORING:
        if kind is ScoreCard:
            card = action.card  # type: ignore[attr-defined]
            if card not in state.displays[seat]:
                raise IllegalAction(
                    "Score from your display", f"{_name(card)} is not in your display"
                )
            if card not in state.eligible_to_score():
                raise IllegalAction(
                    "Scoring",
                    f"{NAME[card]} is in no winning subset of the current conditions",
                )
        elif kind is not DeclineScore:
            raise IllegalAction(
                "Round over",
                f"{state.player_name(seat)} won round {state.round} and now scores a card "
                "(or none); no more cards are played this round",
            )
        return
    if kind in (ScoreCard, DeclineScore):
        raise IllegalAction(
            "Scoring comes at the end of a round",
            "only the last player standing scores, once the round is won",
        )
    hand = state.hands[seat]
    if kind is PlayToPile or kind is AddToDisplay:
        card = action.card  # type: ignore[attr-defined]
        if kind is PlayToPile and phase == AFTER_PILE:
            raise IllegalAction(
                "One card to the pile per turn",
                f"you already put {NAME[state.pile[-1]]} on the pile this turn",
            )
        if kind is AddToDisplay and phase == AFTER_DISPLAY:
            raise IllegalAction(
                "One card to your display per turn",
                f"you already added {NAME[state.displays[seat][-1]]} to your display",
            )
        if not hand and phase == START:
            raise IllegalAction("An empty hand can only fold", "you have no cards left to place")
        if card not in hand:
            raise IllegalAction("Play from your hand", f"{_name(card)} is not in your hand")
    elif kind is Fold:
        if phase != START:
            raise IllegalAction(
                "Fold instead of a move",
                "you have already placed a card this turn; end your turn instead",
            )
    elif kind is EndTurn and phase == START:
        raise IllegalAction(
            "Make a move first",
            "put a card on the pile or on your display (or fold) before ending the turn",
        )
    # Every other move is legal: the property tests compare this with legal_actions().


def _name(card: object) -> str:
    return NAME[card] if isinstance(card, int) and 0 <= card < len(NAME) else f"card {card!r}"
