"""What one seat may see of a Colour Bazaar game, as JSON for the UI.

Public: the markets, chips, the supply, hand sizes, discards, the draw pile's size. Private: the
seat's own hand and, on its turn, its legal moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fashion_core.decks.decktet import NAME
from fashion_core.games.colour_bazaar.actions import Discard, PlayCard, TakeChip

if TYPE_CHECKING:
    from fashion_core.games.colour_bazaar.rules import ColourBazaarState


def player_view(state: ColourBazaarState, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (None: a spectator); see :meth:`State.view`."""
    from fashion_core.games.colour_bazaar.rules import chip_score

    values = state.values()
    is_turn = seat is not None and seat == state.current_player
    legal: list[dict[str, Any]] = []
    if is_turn:
        for action in state.legal_actions():
            entry: dict[str, Any] = {"action": action.to_json(), "label": action.describe(state)}
            if isinstance(action, (PlayCard, Discard)):
                entry["card"] = NAME[action.card]
            if isinstance(action, PlayCard):
                entry["stack"] = action.stack
            if isinstance(action, TakeChip):
                entry["suit"] = action.suit
            legal.append(entry)
    return {
        "game": state.game.name,
        "seat": seat,
        "players": state.num_players,
        "names": [state.player_name(s) for s in range(state.num_players)],
        "current_player": state.current_player,
        "phase": state.phase,
        "turn": state.turn,
        "stacks": [[NAME[c] for c in stack] for stack in state.stacks],
        "hand": None if seat is None else [NAME[c] for c in state.hands[seat]],
        "hand_sizes": [len(h) for h in state.hands],
        "deck_size": len(state.deck),
        "discards": [NAME[c] for c in state.discards],
        "chips": [list(c) for c in state.chips],
        "supply": list(state.supply),
        "values": values,
        "scores": [chip_score(c, values) for c in state.chips],
        "is_over": state.is_over,
        "winners": state.winners() if state.is_over else [],
        "must_discard": bool(
            is_turn and state.phase == "influence" and legal and legal[0]["action"][0] == "Discard"
        ),
        "legal": legal,
        "options": dict(state.options),
    }
