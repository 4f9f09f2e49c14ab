"""What one seat may see of a Purple Rules game, as JSON for the UI.

Public: the auction, the contract and trump, the trick on the table and the last one, tricks
and scores per side, the spare card with 4 players, hand sizes. Private: the seat's own hand
(sorted by suit, then colour, then rank) and, on its turn, its legal moves.

>>> from fashion_core.games.purple_rules.rules import GAME
>>> view = GAME.new(4, seed=2).view(0)
>>> view["phase"], len(view["hand"]), len(view["ladder"]), view["partner"]
('auction', 12, 48, 2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fashion_core.decks.purple_pack import (
    COLOUR,
    COLOUR_NAMES,
    NAME,
    PROVISIONAL_NOTE,
    SUIT,
    SUIT_NAMES,
)
from fashion_core.games.purple_rules.auction import (
    LADDER,
    PASS,
    bid_meaning,
    bid_name,
    denomination_name,
    highest_bid,
)
from fashion_core.games.purple_rules.explain import score_breakdown, side_name
from fashion_core.games.purple_rules.scoring import trick_value, tricks_needed
from fashion_core.games.purple_rules.tricks import NO_TRUMP, trick_winner, winner_reason

if TYPE_CHECKING:
    from fashion_core.games.purple_rules.rules import PurpleRulesState


def _played(cards: list[int], leader: int, players: int) -> list[dict[str, Any]]:
    return [{"seat": (leader + i) % players, "card": NAME[c]} for i, c in enumerate(cards)]


def player_view(state: PurpleRulesState, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (None: a spectator); see :meth:`State.view`."""
    players = state.num_players
    phase = state.phase.value
    current = state.current_player
    first = state.first_caller
    high = highest_bid(state.calls)
    legal: list[dict[str, Any]] = []
    if seat is not None and seat == current and not state.is_over:
        legal = [{"action": a.to_json(), "label": a.describe(state)} for a in state.legal_actions()]
    contract = None
    if state.contract != PASS:
        level, trump = LADDER[state.contract]
        contract = {
            "name": bid_name(state.contract),
            "meaning": bid_meaning(state.contract),
            "level": level,
            "trump": denomination_name(trump),
            "declarer": state.declarer,
            "declaring_side": state.side(state.declarer),
            "need": tricks_needed(level),
            "trick_value": trick_value(trump),
        }
    last = None
    if state.last_trick:
        index, tier = trick_winner(state.last_trick, state.last_trump)
        last = {
            "cards": _played(state.last_trick, state.last_leader, players),
            "winner": (state.last_leader + index) % players,
            "tier": int(tier),
            "reason": winner_reason(state.last_trick, state.last_trump),
        }
    trick = state.trick
    return {
        "game": state.game.name,
        "seat": seat,
        "players": players,
        "names": [state.player_name(s) for s in range(players)],
        "partners": state.partners,
        "side_of": [state.side(s) for s in range(players)],
        "side_names": [side_name(state, s) for s in range(state.sides)],
        "partner": None if seat is None or not state.partners else (seat + 2) % players,
        "current_player": current,
        "phase": phase,
        "hand_number": state.hand_number,
        "dealer": state.dealer,
        "hand": None if seat is None else [NAME[c] for c in state.sorted_hand(seat)],
        "hand_sizes": [len(h) for h in state.hands],
        "spare": [NAME[c] for c in state.spare] if state.partners else None,
        "spare_count": len(state.spare),
        "calls": [
            {"seat": (first + i) % players, "call": "Pass" if c == PASS else bid_name(c)}
            for i, c in enumerate(state.calls)
        ],
        "highest_bid": None if high == PASS else bid_name(high),
        "ladder": [
            {
                "level": level,
                "trump": trump,
                "name": bid_name(b),
                "meaning": bid_meaning(b),
                "open": phase == "auction" and b > high,
            }
            for b, (level, trump) in enumerate(LADDER)
        ],
        "contract": contract,
        "trump": None if contract is None else contract["trump"],
        "trick": _played(trick, state.leader, players) if phase == "play" else [],
        "leader": state.leader,
        "lead_suit": SUIT_NAMES[SUIT[trick[0]]] if trick else None,
        "lead_colour": COLOUR_NAMES[COLOUR[trick[0]]] if trick else None,
        "winning": (
            (state.leader + trick_winner(trick, state.trump)[0]) % players if trick else None
        ),
        "last_trick": last,
        "tricks": list(state.tricks),
        "side_tricks": [state.side_tricks(s) for s in range(state.sides)],
        "totals": list(state.totals),
        "scores": [int(s) for s in state.scores()],
        "target": state.target,
        "hands": score_breakdown(state),
        "is_over": state.is_over,
        "winners": state.winners() if state.is_over else [],
        "legal": legal,
        "options": dict(state.options),
        "provisional": PROVISIONAL_NOTE,
        "no_trump": NO_TRUMP,
    }
