"""Growth and upkeep (§5.3 steps 3-4): train and upgrade, fire, then pay the round's upkeep.

In turn order each company may train one employee and upgrade one building (more with a
Headquarters), and fire a hired employee (twice their upkeep, any time the rules allow);
then every company pays its upkeep, with forced $20 loans when the cash runs short
(:func:`pay`, which the exhibition's upkeep uses too), and the next round begins. Here are
Growth's legal moves, its resolution and the refusals of its moves.
"""

from __future__ import annotations

from itertools import filterfalse
from typing import TYPE_CHECKING, Any

from fashion_core.engine import Action, IllegalAction
from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import (
    DONE,
    GROWTH,
    Fire,
    Flip,
)
from fashion_core.games.pret_a_porter.cards import (
    CARDS,
    LOAN_CASH,
    LOAN_UPKEEP,
)
from fashion_core.games.pret_a_porter.tables import (
    FIRE,
    FLIP,
    FLIP_COST,
    SEVERANCE,
    TRAINED,
)
from fashion_core.games.pret_a_porter.words import LOAN_UNIT
from fashion_core.games.pret_a_porter.working import (
    start_round,
)
from fashion_core.words import amount

if TYPE_CHECKING:
    from fashion_core.games.pret_a_porter.rules import PretAPorterState


def fire_moves(state: PretAPorterState, seat: int) -> list[Action]:
    """Firing a hired employee, which the rules allow at any time (§4.3): offered on the
    company's Growth and show turns, the moments before an upkeep is paid."""
    cash, flipped = state.cash[seat], state.flipped
    out: list[Action] = []
    for e in state.employees[seat]:
        if SEVERANCE[e][flipped[e]] <= cash:
            out.append(FIRE[e])
    return out


def growth_moves(state: PretAPorterState) -> list[Action]:
    # may_flip and flip_price written out: their limits and discounts are the same
    # for every card of the company, so they are read once, not once per card.
    seat = state.current_player
    mine = state.employees[seat] + state.buildings[seat]
    cards = [*filterfalse(state.flipped.__getitem__, mine)]
    if not cards:
        return [*fire_moves(state, seat), DONE] if state.employees[seat] else [DONE]
    sums = (state._companies[seat] or state.company(seat)).sums
    extra = sums.get(("GROWTH", "extra_flip"), 0)
    trains, upgrades = state.growth[1], state.growth[2]
    if trains + upgrades >= 2 + extra:
        return [*fire_moves(state, seat), DONE] if state.employees[seat] else [DONE]
    may_train, may_upgrade = trains < 1 + extra, upgrades < 1 + extra
    discount = sums.get(("GROWTH", "flip_discount"), 0)
    free = sums.get(("GROWTH", "free_training"), 0)
    train_discount = sums.get(("GROWTH", "train_discount"), 0)
    cash = state.cash[seat]
    printed = not (discount or free or train_discount)  # most companies
    out: list[Action] = []
    for card in cards:  # a loop: 3.11 makes a function of every comprehension, each call
        if not (may_train if card in TRAINED else may_upgrade):
            continue
        if printed:
            price = FLIP_COST[card]
        else:
            price = fx.flip_cost_with(card, discount, free, train_discount, trains)
        if price <= cash:
            out.append(FLIP[card])
    if state.employees[seat]:
        out += fire_moves(state, seat)
    out.append(DONE)
    return out


def may_flip(state: PretAPorterState, seat: int, card: int, effects: fx.Owned) -> bool:
    if state.flipped[card]:
        return False
    extra = state.ability_sum(seat, "GROWTH", "extra_flip")
    trains, upgrades = state.growth[1], state.growth[2]
    if trains + upgrades >= 2 + extra:
        return False
    if CARDS[card].deck == "employee":
        return trains < 1 + extra
    return upgrades < 1 + extra


def flip_price(state: PretAPorterState, card: int, effects: fx.Owned) -> int:
    return fx.flip_cost(card, effects, state.growth[1])


def start_growth(state: PretAPorterState) -> None:
    state.phase = GROWTH
    state.task = "growth"
    state.growth = [0, 0, 0]
    next_growth(state)


def next_growth(state: PretAPorterState) -> None:
    growth, order, flipped = state.growth, state.turn_order, state.flipped
    n = state.num_players
    # A company whose every card is flipped (or that has none, as all have early in the
    # year) can only be Done: pass it here, as settling would after listing that one
    # move (a Done the engine takes logs nothing in Growth).
    start = growth[0]
    while growth[0] < n:
        seat = order[growth[0]]
        if (
            not all(map(flipped.__getitem__, state.employees[seat]))
            or not all(map(flipped.__getitem__, state.buildings[seat]))
            or (state.employees[seat] and fire_moves(state, seat))  # it may fire someone
        ):
            break
        growth[0] += 1
    if growth[0] < n or growth[0] > start:  # a company's Growth began: nothing flipped yet
        growth[1] = growth[2] = 0
    if growth[0] >= n:
        working_upkeep(state)
        return
    state.current_player = order[growth[0]]
    state.task = "growth"


def flip(state: PretAPorterState, seat: int, action: Flip) -> None:
    card = action.card
    # flip_price from the company's sums (what fx.total would add up over its abilities).
    co = state._companies[seat] or state.company(seat)
    sums = co.sums
    discount = sums.get(("GROWTH", "flip_discount"), 0)
    free = sums.get(("GROWTH", "free_training"), 0)
    train_discount = sums.get(("GROWTH", "train_discount"), 0)
    if discount or free or train_discount:
        price = fx.flip_cost_with(card, discount, free, train_discount, state.growth[1])
    else:  # most companies: the printed price (what flip_cost_with gives for no discount)
        price = FLIP_COST[card]
    state.cash[seat] -= price
    state.flipped[card] = 1
    # The company follows from what it was: Growth asks for it again at once.
    cards = (state.buildings[seat], state.employees[seat], state.contracts[seat])
    state._companies[seat] = fx.company_flipped(co, card, state.flipped, cards)
    c = CARDS[card]
    if c.deck == "employee":
        state.growth[1] += 1
        verb = "trains"
    else:
        state.growth[2] += 1
        verb = "upgrades"
    if state.log is not None:
        state._event(f"{state.player_name(seat)} {verb} the {c.name} for ${price}.", seat, "growth")


def pay(state: PretAPorterState, seat: int, due: int, what: str) -> None:
    """Pay ``due``, taking forced $20 loans (each adding its $2 this round) if short.
    ``what`` names the payment for the log, ``{due}`` standing for the sum (formatted
    only when a loan is logged: searches pay upkeep at every round end)."""
    if state.cash[seat] >= due:  # the common case: no loan to work out
        state.cash[seat] -= due
        return
    loans = fx.loans_needed(state.cash[seat], due)
    if loans:
        state.loans[seat] += loans
        state.cash[seat] += LOAN_CASH * loans
        due += LOAN_UPKEEP * loans
        if state.log is not None:
            what = what.format(due=due - LOAN_UPKEEP * loans)
            state._event(
                f"{state.player_name(seat)} cannot pay {what} and takes "
                f"{amount(loans, LOAN_UNIT)} of $20.",
                seat,
                "loan",
            )
    state.cash[seat] -= due


def working_upkeep(state: PretAPorterState) -> None:
    cash, companies, credit, loans = state.cash, state._companies, state.credit, state.loans
    for seat in state.turn_order:
        co = companies[seat] or state.company(seat)
        if ("UPKEEP", "income_per_last_card") in co.sums:  # only a Retail Outlet earns
            income = fx.upkeep_income(co.owned, state.last_sold[seat])
            if income:
                cash[seat] += income
                if state.log is not None:
                    state._event(f"{state.player_name(seat)} earns ${income} from retail.", seat)
        # upkeep() and pay()'s common case written out: every round end of every
        # playout pays each company's upkeep.
        due = co.upkeep + credit[seat] + LOAN_UPKEEP * loans[seat] - co.upkeep_cut
        if due < 0:  # as max(0, ...): CPython 3.11's max() parses keywords at every call
            due = 0
        if cash[seat] >= due:
            cash[seat] -= due
        else:
            pay(state, seat, due, "${due} upkeep")
        if state.log is not None:
            state._event(f"{state.player_name(seat)} pays ${due} upkeep.", seat, "upkeep")
    for k in range(3):
        state.card_discard += state.displays[k]
        state.displays[k] = []
    state.design_discard += state.design_row
    state.design_row = []
    state.round += 1
    start_round(state)


def fire(state: PretAPorterState, seat: int, action: Fire) -> None:
    card = action.card
    severance = SEVERANCE[card][state.flipped[card]]
    co = state._companies[seat]
    state.employees[seat].remove(card)
    if co is None:
        state._changed(seat)
    else:  # the company follows from what it was (as for a flip)
        left = len(state.employees[seat])
        state._companies[seat] = fx.company_fired(co, card, state.flipped, left)
    state.card_discard.append(card)
    pay(state, seat, severance, "${due} of severance")
    if state.log is not None:
        state._event(f"{state.player_name(seat)} {action.describe(state)}.", seat, "fire")
    if state.task == "let_go" and len(state.employees[seat]) <= state.capacity(seat):
        state._close_exhibition()


# -- refusals: why a move of this stage is not legal now ------------------------------


def why_not_flip(state: PretAPorterState, action: Any) -> IllegalAction:
    seat = state.current_player
    if action.card not in state.employees[seat] + state.buildings[seat]:
        return IllegalAction("Your cards", "you can flip only your own employees and buildings")
    if state.flipped[action.card]:
        return IllegalAction("Once per card", "that card has already been flipped")
    if not may_flip(state, seat, action.card, state.effects(seat)):
        return IllegalAction(
            "One training, one upgrade", "you have used this Growth phase's flip of that kind"
        )
    return IllegalAction("Pay in full", "you cannot pay that training or upgrade")


def why_not_fire(state: PretAPorterState, action: Any) -> IllegalAction:
    seat = state.current_player
    if action.card not in state.employees[seat]:
        return IllegalAction("Firing", "only your own hired employees can be fired")
    return IllegalAction("Firing", "the severance (twice their upkeep) is paid in cash at once")
