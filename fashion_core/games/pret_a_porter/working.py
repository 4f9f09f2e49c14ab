"""The working round (§5.3): Planning, then the Actions location by location.

A working round deals the displays and the design row, lets the players place their pawns
(the left-most open space of a location, or a card-only space a card opens), then resolves
the locations 1-9 in order: each pawn (and each ability that works without a pawn) is a step,
and a step's pending decision is the state's ``task`` (bank, contract, building, employee,
design, market, offer, and the choices cards add: design_trigger, extra_design, fabric,
freelance). Here are the legal-move function of each of those decisions, the steps that
resolve them, and the refusals of their moves, each a function taking the state first (as a
method would); :mod:`~fashion_core.games.pret_a_porter.rules` puts them in its move and
applier tables. When the last step is resolved, Growth begins (``state._start_growth()``: a
later stage, reached through the state).
"""

from __future__ import annotations

from itertools import compress
from typing import TYPE_CHECKING, Any

from fashion_core.engine import Action, IllegalAction
from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import (
    ACTION,
    CARD_ONLY,
    DONE,
    PLANNING,
    TOP_OF_DECK,
    BuyCube,
    ChooseMaterial,
    PlacePawn,
    TakeCard,
    TakeCredit,
    TakeDesign,
    TakeOffer,
)
from fashion_core.games.pret_a_porter.cards import (
    CARDS,
    CREDIT_UNIT,
    DESIGNS,
    EXHIBITION_ROUNDS,
    LAST_QUARTER_ROUND,
    LOCATIONS,
    MATERIALS,
    OFFERS,
    PAWNS,
    PRICES,
    QUALITY_PER_VISIT,
    WAREHOUSE,
    name_of,
)
from fashion_core.games.pret_a_porter.tables import (
    AFFORDABLE,
    BUY_CUBE,
    CHOOSE_MATERIAL,
    CLOCKWISE,
    DEAREST,
    FRESH_VISIT,
    HIRE_FIRING,
    KIND,
    LOCATED_AT,
    PAWNLESS,
    PLACE,
    PLANNERS,
    SPACES,
    TAKE_CARD,
    TAKE_CREDIT,
    TAKE_DESIGN,
    TAKE_OFFER,
    WEIGHT,
    open_spaces,
    pawn_code,
    warehouse_moves,
)
from fashion_core.words import amount

if TYPE_CHECKING:
    from fashion_core.games.pret_a_porter.rules import PretAPorterState

DECK_OF_LOCATION = {2: 0, 3: 1, 4: 2}
"""Locations 2-4 and the index of their card deck / display."""

TASK_OF_LOCATION = {
    1: "bank",
    2: "contract",
    3: "building",
    4: "employee",
    5: "design",
    6: "market",
    7: "market",
    8: "market",
    9: "offer",
}

PAWN, TRIGGER = 0, 1


def roman(n: int) -> str:
    return ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")[n - 1]


def place_moves(state: PretAPorterState) -> list[Action]:
    # Worked out from the pawns themselves (a position may have been edited by hand),
    # and kept for the placement that follows (see placed_moves).
    code = state._listed = pawn_code(state.pawns)
    return placed_moves(state, code)


def placed_moves(state: PretAPorterState, code: int) -> list[Action]:
    """The Planning moves when ``code`` is the pawn code (see ``pawn_code``)."""
    seat = state.current_player
    n = state.num_players
    out: list[Action] = [*(SPACES[n].get(code) or open_spaces(n, code))]
    # Only some buildings open a card-only space: look their abilities up only then.
    buildings = state.buildings[seat]
    if buildings and not PLANNERS.isdisjoint(buildings):
        locs = state.company(seat).extra_space
        # Loops, not any() over a generator and a comprehension: 3.11 makes a function
        # of each, and a company with such a building asks at each of its placements.
        for pawns in state.extra_pawns:
            if seat in pawns:  # its card-only space is used this round
                return out
        for loc in locs:
            out.append(PLACE[loc][CARD_ONLY])
    return out


def bank_moves(state: PretAPorterState) -> list[Action]:
    seat = state.current_player
    at_work = state.visit_cards  # most visits have no card ability to read
    room = fx.credit_room(
        state.designs[seat],
        state.credit[seat] + state.credit_free[seat],
        fx.owned(at_work, state.flipped) if at_work else [],
    )
    if room < len(TAKE_CREDIT):  # always with our cards: 10 designs a style, +$40 of limits
        return [*TAKE_CREDIT[1 : room + 1], DONE]
    return [*(TakeCredit(k) for k in range(1, room + 1)), DONE]


def card_moves(state: PretAPorterState) -> list[Action]:
    seat = state.current_player
    display = state.displays[DECK_OF_LOCATION[state.queue[state.step][0]]]
    out: list[Action] = []
    # map() rather than comprehensions where no card is left out: a comprehension is a
    # function made and called at each listing.
    if state.task == "contract":
        return [*map(TAKE_CARD.__getitem__, display), DONE]
    elif state.task == "building":
        cash = state.cash[seat]
        for c in display:  # a loop, not a comprehension (see style_moves)
            if building_cost(state, c) <= cash:
                out.append(TAKE_CARD[c])
    else:
        if len(state.employees[seat]) < state.capacity(seat):
            return [*map(TAKE_CARD.__getitem__, display), DONE]
        else:
            fireable = [
                e
                for e in state.employees[seat]
                if 2 * CARDS[e].upkeep_for(bool(state.flipped[e])) <= state.cash[seat]
            ]
            out = [HIRE_FIRING[c, e] for c in display for e in fireable]
    return [*out, DONE]


def design_moves(state: PretAPorterState) -> list[Action]:
    out: list[Action] = []
    kinds = design_sources(state)
    if "row" in kinds:
        for d in state.design_row:  # a loop, not a comprehension (see style_moves)
            out.append(TAKE_DESIGN[d])
    if "deck" in kinds and (state.design_deck or state.design_discard):
        out.append(TAKE_DESIGN[TOP_OF_DECK])
    return [*out, DONE]


def market_moves(state: PretAPorterState) -> list[Action]:
    seat = state.current_player
    cash = state.cash[seat]
    if cash < 1:  # no cube costs less than $1
        return [DONE]
    loc = state.queue[state.step][0]
    visit = state.visit
    # Most visits have no card ability at work: no discount to read then.
    effects = fx.owned(state.visit_cards, state.flipped) if state.visit_cards else []
    if effects:
        budget = cash + fx.cube_discount(purchase_discount_left(state), effects, loc)
    else:
        budget = cash
    if budget > DEAREST:  # the tables stop at the dearest cube (min() is a call)
        budget = DEAREST
    if visit[0] == -1 and loc != WAREHOUSE:  # Local and Import: any colour first
        return [*AFFORDABLE[loc][budget]]
    if loc == WAREHOUSE and not effects:  # one cube of each colour
        return [*warehouse_moves(budget, tuple(visit[3:9]))]
    prices = PRICES[loc]
    out: list[Action]
    if loc == WAREHOUSE:  # two of a colour with some cards
        counts = visit[3:9]
        two = 2 in counts
        out = []
        for m in range(6):  # a loop, not a comprehension (see style_moves)
            if prices[m] <= budget and fx.warehouse_limit(counts[m], two, effects):
                out.append(BUY_CUBE[m])
    else:  # Local and Import after the first cube: only that colour
        out = [BUY_CUBE[visit[0]]] if prices[visit[0]] <= budget else []
    out.append(DONE)
    return out


def freelance_moves(state: PretAPorterState) -> list[Action]:
    return [*map(TAKE_DESIGN.__getitem__, freelance_choices(state, state.current_player))]


def fabric_moves(state: PretAPorterState) -> list[Action]:
    return [*CHOOSE_MATERIAL, DONE]


def offer_moves(state: PretAPorterState) -> list[Action]:
    return [*compress(TAKE_OFFER, state.offers), DONE]


def step_location(state: PretAPorterState) -> int:
    # The moves read ``state.queue[state.step][0]`` written out: a call costs more.
    return state.queue[state.step][0]


def building_cost(state: PretAPorterState, card: int) -> int:
    if not state.visit_cards:  # the common visit: no card ability to read
        return CARDS[card].cost
    discount = fx.total(fx.owned(state.visit_cards, state.flipped), "LOC", "building_discount", 3)
    return max(0, CARDS[card].cost - discount)


def spend_abilities(state: PretAPorterState) -> None:
    """The abilities at work on this step were used: each works once a round (§4.1).
    Only a use spends one, so a visit that takes or buys nothing leaves them for a later
    visit; use is kept by ability (card and kind), not by card."""
    loc, _, kind = state.queue[state.step]
    pawn = kind == PAWN
    used = state.used
    for card in state.visit_cards:
        for e in CARDS[card].effects(bool(state.flipped[card])):
            if e.trigger == "LOC" and e.pawn == pawn and loc in e.locs:
                used.append(card * 64 + KIND[e.kind])


def purchase_discount_left(state: PretAPorterState) -> bool:
    """Whether this market visit's per-purchase discount (if any) is still to be given:
    the cubes bought so far cost what their per-cube prices say (a cube already at $1
    takes nothing off it)."""
    visit = state.visit
    if not visit[1]:
        return True
    loc = state.queue[state.step][0]
    per_cube = fx.total(fx.owned(state.visit_cards, state.flipped), "LOC", "discount_cube", loc)
    full = 0
    prices = PRICES[loc]
    for m in range(6):
        if visit[3 + m]:
            price = prices[m] - per_cube
            full += visit[3 + m] * (price if price > 1 else 1)
    return visit[2] >= full


def design_sources(state: PretAPorterState) -> tuple[str, ...]:
    if state.task == "design":
        return ("row", "deck")
    effects = fx.owned(state.visit_cards, state.flipped)
    if state.task == "design_trigger":
        return ("row", "deck") if fx.has(effects, "LOC", "design_any", 5) else ("deck",)
    return ("row", "deck") if fx.has(effects, "LOC", "extra_design_any", 5) else ("deck",)


def start_round(state: PretAPorterState) -> None:
    r = state.round
    if state.log is not None:
        state._event(f"Round {roman(r)} begins.", None, "round")
    if r in EXHIBITION_ROUNDS:
        state._start_exhibition()
        return
    if r == LAST_QUARTER_ROUND:
        for k in range(3):
            state.card_discard += state.deck_tops[k] + state.decks[k]
            deck = state.reserves[k]
            state.shuffle(deck)
            state.deck_tops[k] = [deck.pop()] if deck else []
            state.decks[k], state.reserves[k] = deck, []
        state._event("The last-quarter cards replace the decks at locations 2-4.", None)
    refill_displays(state)
    deal_design_row(state)
    state.offers = [True] * 4
    n = state.num_players
    if state.options["turn_order_track"]:
        # Variant (§5.6): fewest VP first; ties: less cash first, then the previous order.
        previous = state.turn_order
        state.turn_order = sorted(
            previous, key=lambda s: (state.vp[s], state.cash[s], previous.index(s))
        )
        state.first = state.turn_order[0]
    else:
        state.first = first = (state.first + 1) % n
        state.turn_order = [*CLOCKWISE[n][first]]
    state._reveal()
    if state.log is not None:
        state._event(f"{state.player_name(state.first)} takes the first-player marker.", None)
    begin_planning(state)


def refill_displays(state: PretAPorterState) -> None:
    """Locations 2-4: the top card and the next two slide into the display."""
    for k in range(3):
        top, deck = state.deck_tops[k], state.decks[k]
        if len(top) == 1 and len(deck) >= 3:
            # The common case of the loop below written out (every search playout
            # refills the displays each round): the top card and the next two slide in,
            # the third becomes the new top.
            display = [top[0], deck.pop(), deck.pop()]
            top[0] = deck.pop()
        elif len(top) == 1:  # the deck runs out: it all follows the top card
            display = [top.pop(), *reversed(deck)]
            deck.clear()
        else:
            display = []
            while len(display) < 3 and top:
                display.append(top.pop())
                if deck:
                    top.append(deck.pop())
        state.displays[k] = display


def deal_design_row(state: PretAPorterState) -> None:
    """Location 5: four designs from the design deck. The caller marks the reveal
    (:func:`start_round` reveals the new round to everyone in the same move)."""
    if len(state.design_deck) >= 4:
        # draw_design four times over, without the empty-deck checks and the reveal.
        deck = state.design_deck
        state.design_row = [deck.pop(), deck.pop(), deck.pop(), deck.pop()]
    else:
        state.design_row = []
        for _ in range(4):
            d = draw_design(state)
            if d is None:
                break
            state.design_row.append(d)


def begin_planning(state: PretAPorterState) -> None:
    n = state.num_players
    state.phase = PLANNING
    state.task = "place"
    # Nine empty lists written out: a comprehension costs twice as much, every round.
    state.pawns = [[], [], [], [], [], [], [], [], []]
    if any(state.extra_pawns):  # most rounds no card-only space is used: kept as they are
        state.extra_pawns = [[], [], [], [], [], [], [], [], []]
    state.pawns_left = [PAWNS] * n
    state.used = []
    state.current_player = state.first


def place(state: PretAPorterState, seat: int, action: PlacePawn) -> None:
    loc = action.location
    if action.space == CARD_ONLY:
        state.extra_pawns[loc - 1].append(seat)
    else:
        state.pawns[loc - 1].append(seat)
        code = state._listed
        if code is not None:  # the position listed before this move, plus this pawn
            state._listed = code + WEIGHT[loc - 1]
    left = state.pawns_left
    left[seat] -= 1
    if state.log is not None:  # bots and searches play with the log off: skip the text
        state._event(f"{state.player_name(seat)} {action.describe(state)}.", seat, "place")
    order = state.turn_order
    n = state.num_players
    at = order.index(seat)
    nxt = order[(at + 1) % n]
    if left[nxt]:  # the common case, asked first: the next seat has a pawn left
        state.current_player = nxt
        return
    for i in range(2, n + 1):
        nxt = order[(at + i) % n]
        if left[nxt]:
            state.current_player = nxt
            return
    start_actions(state)


def pawnless_companies(state: PretAPorterState) -> list[tuple[int, frozenset[int]]]:
    """(seat, locations) in turn order, for each company with abilities that need no
    pawn: where they work (read once, not per location)."""
    pawnless: list[tuple[int, frozenset[int]]] = []
    for seat in state.turn_order:
        # Only a few cards have such abilities: a company known already says at once;
        # one to be worked out again is only if it owns such a card.
        co = state._companies[seat]
        if co is None:
            if (
                PAWNLESS.isdisjoint(state.buildings[seat])
                and PAWNLESS.isdisjoint(state.employees[seat])
                and PAWNLESS.isdisjoint(state.contracts[seat])
            ):
                continue
            co = state.company(seat)
        locs = co.pawnless
        if locs:
            pawnless.append((seat, locs))
    return pawnless


def start_actions(state: PretAPorterState) -> None:
    state.phase = ACTION
    state._listed = None  # the next Planning starts from other pawns
    queue: list[list[int]] = []
    pawnless = pawnless_companies(state)
    if not pawnless and not any(state.extra_pawns):
        # The common round: only pawns on the printed spaces, resolved location by location
        # (the loop below, without its per-location checks; loops, not a comprehension,
        # which 3.11 makes a function of at each call).
        for loc, seats in enumerate(state.pawns, 1):
            for seat in seats:
                queue.append([loc, seat, PAWN])
        state.queue = queue
        state.step = -1
        next_step(state)
        return
    for loc, pawns, extra in zip(range(1, 10), state.pawns, state.extra_pawns, strict=True):
        for seat, locs in pawnless:  # abilities that need no pawn fire first, in turn order
            if loc in locs:
                queue.append([loc, seat, TRIGGER])
        for seat in pawns:
            queue.append([loc, seat, PAWN])
        for seat in extra:
            queue.append([loc, seat, PAWN])
    state.queue = queue
    state.step = -1
    next_step(state)


def next_step(state: PretAPorterState) -> None:
    step = state.step = state.step + 1
    queue = state.queue
    if step >= len(queue):
        state._start_growth()
        return
    loc, seat, kind = queue[step]
    state.current_player = seat
    state.visit = [*FRESH_VISIT]
    cards = []
    # Only some cards have abilities at this location: a company known already says
    # at once; one to be worked out again is only if it owns such a card (it may
    # change before anything else asks for it).
    co = state._companies[seat]
    if co is None:
        located = LOCATED_AT[loc]
        if not (
            located.isdisjoint(state.buildings[seat])
            and located.isdisjoint(state.employees[seat])
            and located.isdisjoint(state.contracts[seat])
        ):
            co = state.company(seat)
    if co is not None and loc in co.at:
        pawn = kind == PAWN
        used = state.used
        for card, eff in co.at[loc]:
            if eff.pawn == pawn and card not in cards and card * 64 + KIND[eff.kind] not in used:
                cards.append(card)
    state.visit_cards = cards
    state.task = "design_trigger" if kind == TRIGGER else TASK_OF_LOCATION[loc]


def take_credit(state: PretAPorterState, seat: int, action: TakeCredit) -> None:
    cards = action.cards
    at_work = state.visit_cards  # most visits have no card ability to read
    free = bool(at_work) and fx.has(fx.owned(at_work, state.flipped), "LOC", "credit_free", 1)
    if at_work:
        spend_abilities(state)
    if free:
        state.credit_free[seat] += cards
    else:
        state.credit[seat] += cards
    state.cash[seat] += CREDIT_UNIT * cards
    if state.log is not None:
        state._event(
            f"{state.player_name(seat)} takes ${CREDIT_UNIT * cards} of credit"
            + (" at no upkeep." if free else f" (+${cards} upkeep per round)."),
            seat,
            "bank",
        )
    next_step(state)


def take_card(state: PretAPorterState, seat: int, action: TakeCard) -> None:
    k = DECK_OF_LOCATION[state.queue[state.step][0]]
    card = CARDS[action.card]
    state.displays[k].remove(card.id)
    co = state._companies[seat]
    if co is None or action.fire is not None:
        state._changed(seat)
    else:  # one card joins: the company follows from what it was
        state._companies[seat] = fx.company_with(
            co, card.id, state.flipped[card.id], len(state.employees[seat])
        )
    name = state.player_name(seat) if state.log is not None else ""  # for the log only
    if card.deck == "contract":
        state.contracts[seat].append(card.id)
        if state.log is not None:
            state._event(f"{name} signs the {card.name} contract.", seat, "contract")
        if instant(state, seat, card.id, card.front, "INSTANT"):
            return
    elif card.deck == "building":
        cost = building_cost(state, card.id)
        if state.visit_cards:
            spend_abilities(state)
        state.cash[seat] -= cost
        state.buildings[seat].append(card.id)
        if state.log is not None:
            state._event(f"{name} buys the {card.name} for ${cost}.", seat, "building")
        if card.id in PAWNLESS:  # e.g. a Design Studio: it works from now on
            queue_triggers(state, seat, card.id)
    else:
        if action.fire is not None:
            fired = CARDS[action.fire]
            pay = 2 * fired.upkeep_for(bool(state.flipped[fired.id]))
            state.cash[seat] -= pay
            state.employees[seat].remove(fired.id)
            state.card_discard.append(fired.id)
            if state.log is not None:
                state._event(f"{name} fires the {fired.name} (severance ${pay}).", seat, "fire")
        state.employees[seat].append(card.id)
        if state.log is not None:
            state._event(f"{name} hires the {card.name}.", seat, "employee")
    next_step(state)


def queue_triggers(state: PretAPorterState, seat: int, card: int) -> None:
    """``card``, just taken, has an ability that needs no pawn: it fires at each of its
    locations still to resolve this round (§5.3.2: at each location, such abilities fire
    first, in turn order, then the pawns), as if it had been owned when the round began.
    The queue is made anew, never changed in place: copies share it."""
    here = state.queue[state.step][0]
    order = state.turn_order
    rank = order.index(seat)
    queue = state.queue[: state.step + 1]
    rest = state.queue[state.step + 1 :]
    face = CARDS[card].effects(bool(state.flipped[card]))
    locs = sorted({loc for e in face if e.trigger == "LOC" and not e.pawn for loc in e.locs})
    for loc in locs:
        if loc <= here:
            continue
        at = 0  # after the steps of earlier locations and earlier seats' triggers there
        while at < len(rest) and (
            rest[at][0] < loc
            or (rest[at][0] == loc and rest[at][2] == TRIGGER and order.index(rest[at][1]) < rank)
        ):
            at += 1
        rest.insert(at, [loc, seat, TRIGGER])
    state.queue = queue + rest


def instant(
    state: PretAPorterState, seat: int, card: int, effects: tuple[fx.Effect, ...], trigger: str
) -> bool:
    """Fire a contract's INSTANT (taken) or FLIP abilities; True if a choice is pending."""
    name = state.player_name(seat) if state.log is not None else ""  # for the log only
    for eff in effects:
        if eff.trigger != trigger:
            continue
        if eff.kind == "cash":
            state.cash[seat] += eff.amount
            state._event(f"{name} receives ${eff.amount} ({CARDS[card].name}).", seat)
        elif eff.kind == "top_design":
            d = draw_design(state)
            if d is not None:
                state.designs[seat].append(d)
                state._event(f"{name} takes the top design, {name_of(d)}.", seat)
        elif eff.kind == "search_design":
            mine = freelance_choices(state, seat)
            if len(mine) > 1:  # the player looks through the deck and picks one
                state.task = "freelance"
                return True
            if mine:  # one design of your type (or only alike ones): nothing to choose
                find_design(state, seat, mine[0])
        elif eff.kind == "cubes":
            if trigger == "FLIP":
                m = state.note[card]
                if m >= 0:
                    state.cubes[seat][m] += eff.amount
                    state._event(f"{name} receives {eff.amount} {MATERIALS[m]} cube.", seat)
            else:
                state.visit[1] = eff.amount
                state.visit[2] = card
                state.task = "fabric"
                return True
    return False


def freelance_choices(state: PretAPorterState, seat: int) -> list[int]:
    """The designs of ``seat``'s clothing type in the design deck that a Freelance
    Designer may take, one of each kind (alike designs are one choice), in id order."""
    clothing = state.clothing[seat]
    seen: set[tuple[Any, ...]] = set()
    out = []
    for d in sorted(state.design_deck):
        design = DESIGNS[d]
        if design.clothing == clothing:
            kind = (design.style, design.materials, design.price, design.bonus)
            if kind not in seen:
                seen.add(kind)
                out.append(d)
    return out


def find_design(state: PretAPorterState, seat: int, design: int) -> None:
    """A Freelance Designer's design, taken from the deck, which is then shuffled."""
    state.design_deck.remove(design)
    state.designs[seat].append(design)
    state.shuffle(state.design_deck)
    state._reveal()
    if state.log is not None:
        state._event(f"{state.player_name(seat)} finds {name_of(design)} in the design deck.", seat)


def free_cubes(state: PretAPorterState, seat: int, action: ChooseMaterial) -> None:
    material = action.material
    free, card = state.visit[1], state.visit[2]
    state.cubes[seat][material] += free
    state.note[card] = material
    if state.log is not None:
        cubes = amount(free, (f"{MATERIALS[material]} cube", f"{MATERIALS[material]} cubes"))
        state._event(f"{state.player_name(seat)} receives {cubes}.", seat)
    next_step(state)


def take_design(state: PretAPorterState, seat: int, action: TakeDesign) -> None:
    card = action.card
    if state.task == "freelance":
        find_design(state, seat, card)
        next_step(state)
        return
    if card == TOP_OF_DECK:
        d = draw_design(state)
        assert d is not None
        if state.log is not None:
            state._event(
                f"{state.player_name(seat)} takes the top design of the deck: {name_of(d)}.",
                seat,
            )
    else:
        d = card
        state.design_row.remove(d)
        if state.log is not None:
            state._event(f"{state.player_name(seat)} takes {name_of(d)} from the row.", seat)
    state.designs[seat].append(d)
    if state.task != "design" and state.visit_cards:  # a card's design, taken: spent
        spend_abilities(state)
    if state.task == "design" and state.visit_cards:  # only a card gives another design
        effects = fx.owned(state.visit_cards, state.flipped)
        if fx.has(effects, "LOC", "extra_design_top", 5) or fx.has(
            effects, "LOC", "extra_design_any", 5
        ):
            state.task = "extra_design"
            return
    next_step(state)


def draw_design(state: PretAPorterState) -> int | None:
    if not state.design_deck and state.design_discard:
        state.design_deck, state.design_discard = state.design_discard, []
        state.shuffle(state.design_deck)
        state._event("The design deck is empty: the discards are reshuffled.", None)
    if not state.design_deck:
        return None
    state._reveal()
    return state.design_deck.pop()


def buy_cube(state: PretAPorterState, seat: int, action: BuyCube) -> list[Action] | None:
    """Buy a cube; return the next moves when no card works on this visit (what
    market_moves would list), for :meth:`apply_legal`: a fifth of a game's decisions
    buy a cube."""
    material = action.material
    loc = state.queue[state.step][0]
    visit = state.visit
    price = PRICES[loc][material]
    cards = state.visit_cards
    if cards:  # the common visit has no discount to read
        left = purchase_discount_left(state)
        price = fx.cube_price(price, left, fx.owned(cards, state.flipped), loc)
    cash = state.cash
    cash[seat] -= price
    state.cubes[seat][material] += 1
    visit[0] = material
    visit[1] += 1
    visit[2] += price
    visit[3 + material] += 1
    if cards:
        return None
    if loc != WAREHOUSE:  # Local and Import: that colour again at the same price, or Done
        return [BUY_CUBE[material], DONE] if price <= cash[seat] else [DONE]
    budget = cash[seat] if cash[seat] < DEAREST else DEAREST  # as min(), without a call
    return [*warehouse_moves(budget, tuple(visit[3:9]))]


def end_market(state: PretAPorterState, seat: int) -> None:
    loc = state.queue[state.step][0]
    name = state.player_name(seat) if state.log is not None else ""
    bought = state.visit[1]
    if bought:
        gain = QUALITY_PER_VISIT[loc]
        if state.visit_cards:
            spend_abilities(state)
            gain += fx.total(fx.owned(state.visit_cards, state.flipped), "LOC", "q", loc)
        state.q[seat] += gain
        if state.log is not None:
            what = ", ".join(
                f"{state.visit[3 + m]} {MATERIALS[m]}" for m in range(6) if state.visit[3 + m]
            )
            state._event(
                f"{name} buys {what} at {LOCATIONS[loc - 1]} for ${state.visit[2]} and gains "
                f"{gain} Q.",
                seat,
                "market",
            )
    else:
        if state.log is not None:
            state._event(f"{name} buys nothing at {LOCATIONS[loc - 1]}.", seat, "forfeit")
    next_step(state)


def take_offer(state: PretAPorterState, seat: int, action: TakeOffer) -> None:
    offer = action.offer
    state.offers[offer] = False
    if offer == 0:
        state.q[seat] += 2
    elif offer == 1:
        state.pr[seat] += 1
    elif offer == 2:
        state.t[seat] += 1
    else:
        state.cash[seat] += 5
    if state.log is not None:
        state._event(f"{state.player_name(seat)} takes {OFFERS[offer]}.", seat, "offer")
    next_step(state)


# -- refusals: why a move of this stage is not legal now ------------------------------


def why_not_place_pawn(state: PretAPorterState, action: Any) -> IllegalAction:
    if not 1 <= action.location <= 9:
        return IllegalAction("Nine locations", f"there is no location {action.location}")
    taken = len(state.pawns[action.location - 1])
    if action.space == CARD_ONLY:
        return IllegalAction(
            "Card-only spaces",
            "the card-only space is usable only with a card that allows it, once a round",
        )
    if taken >= state.space_count(action.location):
        return IllegalAction(
            "Full location",
            f"{LOCATIONS[action.location - 1]} has no open space with {state.num_players} players",
        )
    return IllegalAction(
        "Left-most open space",
        f"the next open space at {LOCATIONS[action.location - 1]} is space {taken + 1}",
    )


def why_not_take_credit(state: PretAPorterState, action: Any) -> IllegalAction:
    return IllegalAction(
        "Credit limit",
        "outstanding credit may not exceed $10 per design of your largest style",
    )


def why_not_take_card(state: PretAPorterState, action: Any) -> IllegalAction:
    task, seat = state.task, state.current_player
    display = state.displays[{"contract": 0, "building": 1, "employee": 2}[task]]
    if action.card not in display:
        return IllegalAction("Displayed cards only", "take one of the 3 displayed cards")
    if task == "building":
        return IllegalAction(
            "Pay in full",
            f"the {CARDS[action.card].name} costs ${building_cost(state, action.card)}; "
            f"you have ${state.cash[seat]}",
        )
    if task == "employee":
        if action.fire is None:
            return IllegalAction(
                "Employee slots", "no free slot: fire an employee (twice their upkeep)"
            )
        if action.fire not in state.employees[seat]:
            return IllegalAction("Firing", "you can fire only an employee card you have")
        if len(state.employees[seat]) < state.capacity(seat):
            return IllegalAction("Firing", "you have a free slot: no need to fire anyone")
        return IllegalAction("Severance", "you cannot pay twice that employee's upkeep")
    return IllegalAction("Contracts", "a contract cannot fire anyone")


def why_not_take_design(state: PretAPorterState, action: Any) -> IllegalAction:
    if action.card == TOP_OF_DECK:
        return IllegalAction("Design deck", "the design deck and discards are empty")
    return IllegalAction(
        "Design row", "take a design shown in the row (or, if allowed, the deck top)"
    )


def why_not_buy_cube(state: PretAPorterState, action: Any) -> IllegalAction:
    seat = state.current_player
    if not 0 <= action.material < 6:
        return IllegalAction("Six materials", f"there is no material {action.material}")
    loc = step_location(state)
    if loc != 7 and state.visit[0] not in (-1, action.material):
        return IllegalAction(
            "One material",
            f"{LOCATIONS[loc - 1]} sells one material per visit; "
            f"you chose {MATERIALS[state.visit[0]]}",
        )
    if loc == 7 and state.visit[3 + action.material]:
        return IllegalAction("One cube per colour", "the Warehouse sells 1 cube per colour")
    return IllegalAction("Pay in full", f"you have ${state.cash[seat]}, not enough for that cube")


def why_not_choose_material(state: PretAPorterState, action: Any) -> IllegalAction:
    return IllegalAction("Free cubes", "no card offers free cubes now")


def why_not_take_offer(state: PretAPorterState, action: Any) -> IllegalAction:
    return IllegalAction("Offers once per round", "that offer has been taken this round")
