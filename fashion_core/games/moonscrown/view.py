"""What one seat may see of a Moonscrown game, as JSON for the UI.

Public: displays, who is still in, the pile's top card and size, the current conditions with
who leads them, scores, scored cards and round results. Private: the seat's own hand and, on
its turn, each legal move with a warning when the move would knock it out.

>>> from fashion_core.games.moonscrown.rules import GAME
>>> view = GAME.new(2, seed=3).view(0)
>>> view["pile_top"], view["conditions"]["conditions"][0]["condition"], len(view["hand"])
('Ace of Moons', 'highest card', 7)
>>> view["legal"][-1]["label"]
'folds and drops out of the round'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fashion_core.decks.decktet import FACE, NAME
from fashion_core.games.moonscrown.actions import (
    AFTER_DISPLAY,
    AFTER_PILE,
    MOVE_OF,
    SCORING,
    START,
    STATUS_LABELS,
)
from fashion_core.games.moonscrown.explain import condition_report, scoring_report, turn_outcome
from fashion_core.games.moonscrown.explain import warning as warning_for

if TYPE_CHECKING:
    from fashion_core.games.moonscrown.rules import MoonscrownState


def player_view(state: MoonscrownState, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (None: a spectator); see :meth:`State.view`."""
    names = [state.player_name(s) for s in range(state.num_players)]
    active = state.in_round()
    top = state.pile[-1]
    leaves_any = state.leaves_any
    phase = state.phase
    current = state.current_player
    is_turn = seat is not None and seat == current
    legal: list[dict[str, Any]] = []
    if is_turn:
        hand = state.hands[current]
        for action in state.legal_actions():
            move = MOVE_OF[type(action)]
            card = getattr(action, "card", None)
            outcome, helper = turn_outcome(
                state.displays, active, current, top, hand, phase, move, card, leaves_any
            )
            legal.append(
                {
                    "action": action.to_json(),
                    "label": action.describe(state),
                    "move": move,
                    "card": None if card is None else NAME[card],
                    "outcome": outcome,
                    "eliminates": outcome == "eliminated",
                    "warning": warning_for(outcome, helper),
                }
            )
    scoring = None
    if phase == SCORING:
        scoring = scoring_report(state.displays[current], top, leaves_any)
    points = [int(s) for s in state.scores()]
    return {
        "game": state.game.name,
        "seat": seat,
        "players": state.num_players,
        "names": names,
        "current_player": current,
        "phase": phase,
        "round": state.round,
        "rounds": state.rounds,
        "pile_top": NAME[top],
        "pile_size": len(state.pile),
        "conditions": condition_report(state.displays, top, active, names, leaves_any),
        "check": "all" if phase == AFTER_PILE else "one" if phase == AFTER_DISPLAY else None,
        "placed": {
            "pile": NAME[top] if phase == AFTER_PILE else None,
            "display": NAME[state.displays[current][-1]] if phase == AFTER_DISPLAY else None,
        },
        "displays": [[NAME[c] for c in d] for d in state.displays],
        "status": [STATUS_LABELS[s] for s in state.status],
        "in_round": active,
        "hand": None if seat is None else [NAME[c] for c in state.hands[seat]],
        "hand_sizes": [len(h) for h in state.hands],
        "draw_pile_size": len(state.draw_pile) if state.options["draw_pile"] else 0,
        "scored": [[NAME[c] for c in s] for s in state.scored],
        "scores": points,
        "round_wins": list(state.round_wins),
        "results": [
            {
                "round": number,
                "winner": winner,
                "card": None if card < 0 else NAME[card],
                "points": 0 if card < 0 else FACE[card],
            }
            for number, (winner, card) in enumerate(state.results, start=1)
        ],
        "round_winner": current if phase == SCORING else None,
        "scoring": scoring,
        "is_over": state.is_over,
        "winners": state.winners() if state.is_over else [],
        "legal": legal,
        # On a turn's first step: no card move survives, so folding loses nothing.
        "no_safe_move": bool(
            legal and phase == START and all(e["outcome"] in ("eliminated", "out") for e in legal)
        ),
        "options": dict(state.options),
    }
