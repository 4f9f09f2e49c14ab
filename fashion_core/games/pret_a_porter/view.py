"""What one seat may see of a Prêt-à-Porter game, as JSON for the UI.

Everything is public (companies, displays, the design row, the calendar) except the order of
the decks: the face-up card decks show only their top card, the design deck only its size.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fashion_core.engine import Action
from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import BuyCube, Flip, TakeCard
from fashion_core.games.pret_a_porter.cards import (
    CARDS,
    CLOTHING_TYPES,
    DESIGNS,
    KEY,
    MATERIALS,
    PRICES,
    SHOW_TILES,
    STYLES,
)
from fashion_core.games.pret_a_porter.growth import flip_price
from fashion_core.games.pret_a_porter.words import (
    LOCATION_HELP,
    forecast,
    score_breakdown,
)
from fashion_core.games.pret_a_porter.working import (
    building_cost,
    freelance_choices,
    purchase_discount_left,
    step_location,
)

if TYPE_CHECKING:
    from fashion_core.games.pret_a_porter.rules import PretAPorterState


NO_WINNER = "every company is bankrupt, and a company still owing a loan at the end cannot win"
"""Why nobody won, when every company ends the year bankrupt (§5.5.2)."""


def card_view(state: PretAPorterState, card: int) -> dict[str, Any]:
    c = CARDS[card]
    flipped = bool(state.flipped[card])
    return {
        "key": c.key,
        "id": card,
        "name": c.name,
        "deck": c.deck,
        "cost": c.cost,
        "upkeep": c.upkeep_for(flipped),
        "flip_cost": c.flip_cost,
        "flipped": flipped,
    }


def design_view(card: int) -> dict[str, Any]:
    d = DESIGNS[card]
    return {
        "key": d.key,
        "id": card,
        "style": STYLES[d.style],
        "clothing": CLOTHING_TYPES[d.clothing],
        "materials": [MATERIALS[m] for m in d.materials],
        "price": d.price,
        "bonus": d.bonus,
    }


def company_view(state: PretAPorterState, seat: int) -> dict[str, Any]:
    return {
        "name": state.player_name(seat),
        "cash": state.cash[seat],
        "vp": state.vp[seat],
        "prestige": state.prestige[seat],
        "q": state.q[seat],
        "t": state.t[seat],
        "pr": state.pr[seat],
        "cubes": list(state.cubes[seat]),
        "clothing": CLOTHING_TYPES[state.clothing[seat]],
        "designs": [design_view(d) for d in state.designs[seat]],
        "buildings": [card_view(state, c) for c in state.buildings[seat]],
        "employees": [card_view(state, c) for c in state.employees[seat]],
        "contracts": [card_view(state, c) for c in state.contracts[seat]],
        "capacity": state.capacity(seat),
        "upkeep": state.upkeep(seat),
        "credit": 10 * (state.credit[seat] + state.credit_free[seat]),
        "loans": state.loans[seat],
        "pawns_left": state.pawns_left[seat] if state.phase.value == "planning" else 0,
        "collection": [KEY[d] for d in state.collection[seat]],
        "bankrupt": state.bankrupt[seat],
        "credit_room": 10 * fx.credit_room(state.designs[seat], 0, []),
    }


def cost_warning(state: PretAPorterState, action: Action) -> str:
    """A warning when ``action`` would leave too little cash for this round's upkeep."""
    seat = state.current_player
    spend = 0
    if isinstance(action, TakeCard) and CARDS.get(action.card) and state.task == "building":
        spend = building_cost(state, action.card)
    elif isinstance(action, BuyCube) and state.task == "market":
        loc = step_location(state)
        effects = fx.owned(state.visit_cards, state.flipped)
        left = purchase_discount_left(state)
        spend = fx.cube_price(PRICES[loc][action.material], left, effects, loc)
    elif isinstance(action, Flip):
        spend = flip_price(state, action.card, state.effects(seat))
    if not spend:
        return ""
    due = state.upkeep(seat)
    if state.cash[seat] - spend < due:
        return f"After this you cannot pay ${due} upkeep: a forced $20 loan will follow."
    return ""


def growth_view(state: PretAPorterState) -> dict[str, int] | None:
    """While a company takes its Growth: what it has flipped so far and the extra flips its
    cards allow (a Headquarters), which the prompt words."""
    if state.task != "growth":
        return None
    seat = state.current_player
    return {
        "trained": state.growth[1],
        "upgraded": state.growth[2],
        "extra_flips": state.ability_sum(seat, "GROWTH", "extra_flip"),
    }


def player_view(state: PretAPorterState, seat: int | None) -> dict[str, Any]:
    """The view of ``seat`` (None: a spectator); see :meth:`State.view`."""
    is_turn = seat is not None and seat == state.current_player and not state.is_over
    legal: list[dict[str, Any]] = []
    if is_turn:
        for action in state.legal_actions():
            entry = {"action": action.to_json(), "label": action.describe(state)}
            warning = cost_warning(state, action)
            if warning:
                entry["warning"] = warning
            legal.append(entry)
    step = None
    if state.phase.value == "action" and 0 <= state.step < len(state.queue):
        loc, who, _ = state.queue[state.step]
        step = {"location": loc, "seat": who}
    return {
        **state.view_header(seat),
        "round": state.round,
        "phase": state.phase.value,
        "task": state.task,
        "first": state.first,
        "step": step,
        "locations": [
            {
                "number": loc,
                "spaces": state.space_count(loc),
                "pawns": list(state.pawns[loc - 1]),
                "card_only": list(state.extra_pawns[loc - 1]),
                "help": LOCATION_HELP[loc - 1],
            }
            for loc in range(1, 10)
        ],
        "displays": [[card_view(state, c) for c in d] for d in state.displays],
        "deck_tops": [KEY[t[-1]] if t else None for t in state.deck_tops],
        "deck_sizes": [len(t) + len(d) for t, d in zip(state.deck_tops, state.decks, strict=True)],
        "design_row": [design_view(d) for d in state.design_row],
        "design_deck_size": len(state.design_deck),
        "design_discard": [KEY[d] for d in state.design_discard],
        "offers": list(state.offers),
        "calendar": [
            [{"name": SHOW_TILES[t].name, "lines": list(SHOW_TILES[t].lines)} for t in tiles]
            for tiles in state.tiles
        ],
        "companies": [company_view(state, s) for s in range(state.num_players)],
        # The outlook looks ahead to rounds to come: none once the year is over.
        "forecast": None if seat is None or state.is_over else forecast(state, seat),
        "last_awards": [list(line) for line in state.last_awards],
        "style": state.style,
        "growth": growth_view(state),
        # A Freelance Designer's search shows its owner the designs of their type in the
        # deck (one of each kind), and only while they choose.
        "freelance": [design_view(d) for d in freelance_choices(state, seat)]
        if is_turn and state.task == "freelance"
        else [],
        "archive": list(state.archive[state.current_player])
        if state.task == "archive" and not state.is_over
        else [],
        "is_over": state.is_over,
        "winners": state.winners() if state.is_over else [],
        "no_winner": NO_WINNER,
        "scores": state.scores(),
        "breakdown": score_breakdown(state),
        "legal": legal,
        "options": dict(state.options),
    }
