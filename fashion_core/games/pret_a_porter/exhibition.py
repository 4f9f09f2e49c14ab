"""The exhibition (§5.4): the Prestige exchange, the show, awards, sales and upkeep.

Every third round is an exhibition. Prestige turns into VP, then in turn order each company
chooses a style and builds a collection of its designs (each design takes two cubes; cards
allow restyles, substitutions and outlet sales), the show tiles' award lines hand out
Prestige, the collections are sold, upkeep is paid, credit and loans fall due and contracts
flip or expire. The choices it leaves (an Archive's tokens, whom an expired Temp Agency lets
go) come last, then the next round or the year's end. Here are the show's legal moves, its
resolution and the refusals of its moves.
"""

from __future__ import annotations

import operator
from itertools import compress
from typing import TYPE_CHECKING, Any

from fashion_core.engine import Action, IllegalAction
from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import (
    DONE,
    SHOW,
    AddDesign,
    ChooseStyle,
    KeepToken,
    SellExtra,
    UseCube,
)
from fashion_core.games.pret_a_porter.awards import award_rows
from fashion_core.games.pret_a_porter.cards import (
    CARDS,
    CREDIT_UNIT,
    DESIGNS,
    LOAN_REPAY,
    LOAN_UPKEEP,
    PRESTIGE_RATE,
    ROUNDS,
    STYLES,
    name_of,
)
from fashion_core.games.pret_a_porter.growth import (
    fire_moves,
    pay,
)
from fashion_core.games.pret_a_porter.tables import (
    ADD_DESIGN,
    CHOOSE_STYLE,
    CUBE_A,
    CUBE_B,
    FIRE,
    FLIP_ABILITY,
    KEEP_TOKEN,
    SELL_EXTRA,
    STYLE_OF,
    USE_CUBE,
)
from fashion_core.games.pret_a_porter.words import DESIGN_UNIT
from fashion_core.games.pret_a_porter.working import (
    instant,
    start_round,
)
from fashion_core.words import amount

if TYPE_CHECKING:
    from fashion_core.games.pret_a_porter.rules import PretAPorterState


def cubes_for(design: int, avail: list[int], subst_left: int) -> tuple[int, int] | None:
    """The two cubes ``design`` would use from ``avail`` (left unchanged), with a
    substitution if one is left and needed; ``None`` if the cubes are not there."""
    a, b = DESIGNS[design].materials
    if avail[a] and avail[b]:
        return a, b
    if subst_left <= 0:
        return None
    for have in (a, b):
        if avail[have]:
            rest = avail[:]
            rest[have] -= 1
            other = rest.index(max(rest))  # the most plentiful; ties: the lowest material
            return (have, other) if rest[other] else None
    return None


def substitutions_needed(designs: list[int], cubes: list[int], allowed: int) -> int | None:
    """How many substitutions a collection of ``designs`` needs from ``cubes`` (§5.4.2: a
    cube serves one design; a substitution replaces one required cube of one design by any
    other cube), or ``None`` if no assignment of the cubes with at most ``allowed``
    substitutions makes every design. Found by search, so the order the designs were picked
    in does not matter: each cube missing must be the one a distinct design gives up, and
    the cubes left over stand in for them.

    >>> d24, d27 = 23, 26  # Cotton + Wool, Denim + Wool
    >>> substitutions_needed([d24, d27], [2, 1, 1, 0, 0, 0], 2)
    2
    >>> substitutions_needed([d24, d27], [2, 1, 1, 0, 0, 0], 1) is None
    True
    """
    need = [0, 0, 0, 0, 0, 0]
    for d in designs:
        need[CUBE_A[d]] += 1
        need[CUBE_B[d]] += 1
    if 2 * len(designs) > sum(cubes):
        return None
    missing = [m for m in range(6) for _ in range(need[m] - cubes[m])]
    if len(missing) > allowed:
        return None
    return len(missing) if give_up(missing, designs, set()) else None


def give_up(missing: list[int], designs: list[int], taken: set[int]) -> bool:
    """Whether each missing cube can be given up by a distinct design that needs it."""
    if not missing:
        return True
    m = missing[0]
    for i, d in enumerate(designs):
        if i not in taken and (CUBE_A[d] == m or CUBE_B[d] == m):
            taken.add(i)
            if give_up(missing[1:], designs, taken):
                return True
            taken.discard(i)
    return False


def archive_moves(state: PretAPorterState) -> list[Action]:
    offer = state.archive[state.current_player]
    return [*compress(KEEP_TOKEN, offer[1:])]


def let_go_moves(state: PretAPorterState) -> list[Action]:
    return [*map(FIRE.__getitem__, state.employees[state.current_player])]


def style_moves(state: PretAPorterState) -> list[Action]:
    seat = state.current_player
    restyle_left, subst_left = show_allowances(state, seat)
    avail = available(state, seat)
    # Whether a design's cubes are there does not depend on the style: ask once per
    # design, not once per design and style (what cube_plan would do); cubes_for is
    # called only when they are not both there and a substitution is left. Loops and
    # compress, not comprehensions (each is a function made and called in 3.11).
    makeable = [0] * 5  # by style: 1 if a design of that style can be made
    for d in state.designs[seat]:
        if (avail[CUBE_A[d]] and avail[CUBE_B[d]]) or (
            subst_left > 0 and cubes_for(d, avail, subst_left)
        ):
            makeable[STYLE_OF[d]] = 1
    fire = fire_moves(state, seat) if state.employees[seat] else []
    if restyle_left > 0 and 1 in makeable:  # a restyle lets any style be shown
        return [*CHOOSE_STYLE, *fire, DONE]
    return [*compress(CHOOSE_STYLE, makeable), *fire, DONE]


def collection_moves(state: PretAPorterState) -> list[Action]:
    seat = state.current_player
    chosen = state.collection[seat]
    allowed = (state._companies[seat] or state.company(seat)).sums.get(("SHOW", "substitute"))
    if allowed:  # substitutions: a search over the whole collection (see searched_moves)
        return searched_moves(state, seat, allowed)
    restyle_left, subst_left = show_allowances(state, seat)
    avail = available(state, seat)
    style = state.style
    out: list[Action] = []
    for d in state.designs[seat]:  # a loop, not a comprehension (see style_moves)
        if (
            d not in chosen
            and (STYLE_OF[d] == style or restyle_left > 0)
            and (
                (avail[CUBE_A[d]] and avail[CUBE_B[d]])  # cubes_for's first answer
                or (subst_left > 0 and cubes_for(d, avail, subst_left))
            )
        ):
            out.append(ADD_DESIGN[d])
    out.append(DONE)
    return out


def searched_moves(state: PretAPorterState, seat: int, allowed: int) -> list[Action]:
    """The collection's moves for a company with substitution abilities: each design of
    the style (or restyled) with which some assignment of cubes still makes the whole
    collection."""
    chosen = state.collection[seat]
    restyle_left = state.visit[1]
    cubes = state.cubes[seat]
    style = state.style
    out: list[Action] = []
    for d in state.designs[seat]:
        if (
            d not in chosen
            and (STYLE_OF[d] == style or restyle_left > 0)
            and substitutions_needed([*chosen, d], cubes, allowed) is not None
        ):
            out.append(ADD_DESIGN[d])
    out.append(DONE)
    return out


def substitute_moves(state: PretAPorterState) -> list[Action]:
    seat = state.current_player
    spare = map(operator.sub, state.cubes[seat], state.used_cubes[seat])
    return [*compress(USE_CUBE, spare)]


def outlet_moves(state: PretAPorterState) -> list[Action]:
    seat = state.current_player
    return [SELL_EXTRA[d] for d in outlet_candidates(state, seat)] + [DONE]


def show_allowances(state: PretAPorterState, seat: int) -> tuple[int, int]:
    """Restyles and substitutions ``seat`` may still use in the collection being chosen."""
    if state.task == "style":
        sums = (state._companies[seat] or state.company(seat)).sums
        return sums.get(("SHOW", "restyle"), 0), sums.get(("SHOW", "substitute"), 0)
    return state.visit[1], state.visit[2]


def cube_plan(
    state: PretAPorterState,
    seat: int,
    design: int,
    style: int,
    allowed: tuple[int, int] | None = None,
) -> tuple[int, int, bool] | None:
    """How ``design`` would join a collection of ``style`` now: the two cubes it uses and
    whether it needs a restyle; ``None`` if it cannot. A substitution replaces one
    missing cube by the most plentiful other cube (ties: lower material) [R].
    ``allowed``: :func:`show_allowances`, when the caller has it already."""
    restyle = DESIGNS[design].style != style
    restyle_left, subst_left = allowed or show_allowances(state, seat)
    if restyle and restyle_left <= 0:
        return None
    cubes = cubes_for(design, available(state, seat), subst_left)
    return None if cubes is None else (cubes[0], cubes[1], restyle)


def available(state: PretAPorterState, seat: int) -> list[int]:
    """Cubes ``seat`` holds that no design of the collection (or outlet) uses yet."""
    return list(map(operator.sub, state.cubes[seat], state.used_cubes[seat]))


def outlet_candidates(state: PretAPorterState, seat: int) -> list[int]:
    chosen = set(state.collection[seat]) | set(state.outlet[seat])
    avail = available(state, seat)
    out = []
    for d in state.designs[seat]:  # a loop, not a comprehension (see style_moves)
        if d not in chosen and avail[CUBE_A[d]] and avail[CUBE_B[d]]:
            out.append(d)
    return out


def choose_style(state: PretAPorterState, seat: int, action: ChooseStyle) -> None:
    state.style = action.style
    state.task = "collection"
    sums = state.company(seat).sums
    restyles = sums.get(("SHOW", "restyle"), 0)
    state.visit = [-1, restyles, sums.get(("SHOW", "substitute"), 0)] + [0] * 6
    if state.log is not None:
        state._event(f"{state.player_name(seat)} {action.describe(state)}.", seat, "show")


def sell_extra(state: PretAPorterState, seat: int, action: SellExtra) -> None:
    d = DESIGNS[action.card]
    state.outlet[seat].append(d.id)
    for m in d.materials:
        state.used_cubes[seat][m] += 1
    state.visit[0] -= 1
    if state.visit[0] <= 0:
        next_show_seat(state)


def start_exhibition(state: PretAPorterState) -> None:
    exchange(state)
    for seat in state.turn_order:
        gain = state.ability_sum(seat, "EXHIBITION", "pr")
        if gain:
            state.pr[seat] += gain
            if state.log is not None:
                state._event(f"{state.player_name(seat)} gains {gain} PR before the show.", seat)
    state.phase = SHOW
    state.show_index = 0
    begin_show_seat(state)


def exchange(state: PretAPorterState) -> None:
    rate = PRESTIGE_RATE[state.num_players]
    for seat in state.turn_order:
        if state.prestige[seat]:
            gain = rate * state.prestige[seat]
            state.vp[seat] += gain
            if state.log is not None:
                state._event(
                    f"{state.player_name(seat)} exchanges {state.prestige[seat]} Prestige for "
                    f"{gain} VP.",
                    seat,
                    "exchange",
                )
            state.prestige[seat] = 0


def begin_show_seat(state: PretAPorterState) -> None:
    if state.show_index >= state.num_players:
        finish_exhibition(state)
        return
    seat = state.turn_order[state.show_index]
    state.current_player = seat
    # Empty since the last sales (or the deal) unless a position was edited by hand:
    # made anew only then, not at every exhibition of every playout.
    if state.collection[seat]:
        state.collection[seat] = []
    if state.outlet[seat]:
        state.outlet[seat] = []
    if any(state.used_cubes[seat]):
        state.used_cubes[seat] = [0] * 6
    state.style = -1
    state.task = "style"


def add_design(state: PretAPorterState, seat: int, action: AddDesign) -> None:
    card = action.card
    if STYLE_OF[card] != state.style:
        state.visit[1] -= 1
    chosen = state.collection[seat]
    chosen.append(card)
    allowed = (state._companies[seat] or state.company(seat)).sums.get(("SHOW", "substitute"))
    used = state.used_cubes[seat]
    if not allowed:  # every design uses its own two cubes
        used[CUBE_A[card]] += 1
        used[CUBE_B[card]] += 1
        return
    # The required cubes held, by search over the whole collection; the cubes that
    # stand in for the missing ones are chosen when the collection is complete.
    needed = substitutions_needed(chosen, state.cubes[seat], allowed)
    assert needed is not None
    state.visit[2] = allowed - needed
    need = [0, 0, 0, 0, 0, 0]
    for d in chosen:
        need[CUBE_A[d]] += 1
        need[CUBE_B[d]] += 1
    state.used_cubes[seat] = [min(n, c) for n, c in zip(need, state.cubes[seat], strict=True)]


def stand_ins(state: PretAPorterState, seat: int) -> None:
    """The collection is complete: the cubes that stand in for missing ones (§4.1
    substitution). The player picks each when their spare cubes differ in colour; with
    one colour to spare there is nothing to choose."""
    while True:
        used = state.used_cubes[seat]
        if 2 * len(state.collection[seat]) <= sum(used):
            end_collection(state, seat)
            return
        spare = [m for m in range(6) if state.cubes[seat][m] > used[m]]
        if len(spare) > 1:
            state.task = "substitute"
            return
        used[spare[0]] += 1


def use_cube(state: PretAPorterState, seat: int, action: UseCube) -> None:
    state.used_cubes[seat][action.material] += 1
    if state.log is not None:
        state._event(f"{state.player_name(seat)} {action.describe(state)}.", seat, "show")
    stand_ins(state, seat)


def end_collection(state: PretAPorterState, seat: int) -> None:
    chosen = state.collection[seat]
    size = len(chosen)
    q, t, pr, cash = fx.design_bonuses(chosen, state.clothing[seat])
    co = state._companies[seat] or state.company(seat)
    sq, st, spr = fx.show_tokens(co.owned, size) if co.shows else (0, 0, 0)
    state.q[seat] += q + sq
    state.t[seat] += t + st
    state.pr[seat] += pr + spr
    state.cash[seat] += cash
    if state.log is not None and not size and (sq or st or spr or cash):
        state._event(
            f"{state.player_name(seat)} shows no design; its cards still bring "
            f"+{sq} Q, +{st} T, +{spr} PR.",
            seat,
            "show",
        )
    if size and state.log is not None:
        names = ", ".join(name_of(d) for d in chosen)
        state._event(
            f"{state.player_name(seat)} shows {amount(size, DESIGN_UNIT)} "
            f"({names}): +{q + sq} Q, +{t + st} T, +{pr + spr} PR"
            + (f", +${cash}" if cash else "")
            + ".",
            seat,
            "show",
        )
    outlet = co.sums.get(("SALES", "outlet"), 0)
    if outlet and outlet_candidates(state, seat):
        state.task = "outlet"
        state.visit[0] = outlet
        return
    next_show_seat(state)


def next_show_seat(state: PretAPorterState) -> None:
    state.show_index += 1
    begin_show_seat(state)


def finish_exhibition(state: PretAPorterState) -> None:
    # Each company as the show left it, worked out once for awards, sales and upkeep: no
    # card changes hands or flips before a company's own contracts flip, after its upkeep.
    companies = state._companies[:]
    for seat, co in enumerate(companies):
        if co is None:
            companies[seat] = state.company(seat)
    award_prestige(state, companies)
    sell_collections(state, companies)
    exhibition_upkeep(state, companies)
    close_exhibition(state)


def close_exhibition(state: PretAPorterState) -> None:
    """The choices the exhibition leaves, in turn order (the tokens an Archive keeps,
    whom an expiring Temp Agency lets go), then the next round."""
    for seat in state.turn_order:
        if state.archive[seat]:
            state.current_player = seat
            state.task = "archive"
            return
        if len(state.employees[seat]) > state.capacity(seat):
            state.current_player = seat
            state.task = "let_go"
            return
    state.round += 1
    if state.round > ROUNDS:
        state._end_game()
    else:
        start_round(state)


def keep_token(state: PretAPorterState, seat: int, action: KeepToken) -> None:
    offer = state.archive[seat]
    kind = action.kind
    offer[0] -= 1
    offer[1 + kind] -= 1
    (state.q, state.t, state.pr)[kind][seat] += 1
    if state.log is not None:
        state._event(f"{state.player_name(seat)} {action.describe(state)}.", seat, "sales")
    kinds = sum(1 for n in offer[1:] if n)
    if offer[0] and kinds == 1:  # one kind left: keep what the Archive still allows
        for k in range(3):
            (state.q, state.t, state.pr)[k][seat] += min(offer[0], offer[1 + k])
    if not offer[0] or kinds <= 1:
        state.archive[seat] = []
        close_exhibition(state)


def award_prestige(state: PretAPorterState, companies: list[fx.Company]) -> None:
    n = state.num_players
    x2 = []
    for seat in range(n):
        size = len(state.collection[seat])
        # The X2 value is the collection size plus AWARDS bonuses, whatever the size.
        x2.append(size + companies[seat].sums.get(("AWARDS", "x2"), 0))
    # The token lists themselves: award_rows records copies of them.
    values = {"Q": state.q, "T": state.t, "PR": state.pr, "X2": x2}
    quarter = state.quarter
    totals, state.last_awards = award_rows(n, quarter, state.tiles[quarter], values)
    if state.log is not None:  # searches play with the log off: skip the text
        for tile, line, crit, _, won in state.last_awards:
            winners = [f"{state.player_name(s)} +{p}" for s, p in enumerate(won) if p]
            state._event(
                f"{tile} line {line} ({crit}): " + (", ".join(winners) or "nobody places") + ".",
                None,
                "award",
            )
    for seat in range(n):
        state.prestige[seat] += totals[seat]


def sell_collections(state: PretAPorterState, companies: list[fx.Company]) -> None:
    # What follows skips, for a company that shows nothing (often in random playouts),
    # the work that would leave its numbers as they are.
    q, t, pr = state.q, state.t, state.pr
    for seat in state.turn_order:
        sums = companies[seat].sums
        chosen = state.collection[seat]
        outlet = state.outlet[seat]
        sold = chosen + outlet
        flat = sums.get(("SALES", "cash"), 0)
        cash = 0
        if sold or flat:  # flat SALES abilities pay even for an empty collection
            cash = fx.sales_cash_with(
                chosen, state.prestige[seat], flat, sums.get(("SALES", "cash_per_card"), 0)
            )
            if outlet:
                cash += sum(DESIGNS[d].price for d in outlet)
            state.cash[seat] += cash
            designs = state.designs[seat]
            for d in sold:
                designs.remove(d)
            state.design_discard += sold
        used = state.used_cubes[seat]
        if any(used):
            cubes = state.cubes[seat]
            cubes[:] = map(operator.sub, cubes, used)
            state.used_cubes[seat] = [0] * 6
        if (sold or cash) and state.log is not None:
            state._event(
                f"{state.player_name(seat)} sells {amount(len(sold), DESIGN_UNIT)} for ${cash}.",
                seat,
                "sales",
            )
        state.last_sold[seat] = len(chosen)
        keep = sums.get(("KEEP", "keep_tokens"), 0)
        held = (q[seat], t[seat], pr[seat])
        if keep and state.round < ROUNDS and sum(held) > keep and held.count(0) < 2:
            # The Archive's owner chooses which tokens stay (see close_exhibition).
            state.archive[seat] = [keep, *held]
            q[seat] = t[seat] = pr[seat] = 0
        elif keep:  # every choice keeps the same tokens (or the year is over)
            q[seat], t[seat], pr[seat] = fx.keep_tokens(q[seat], t[seat], pr[seat], keep)
        else:  # what keep_tokens gives for 0: no token is kept
            q[seat] = t[seat] = pr[seat] = 0
        state.collection[seat] = []
        state.outlet[seat] = []


def exhibition_upkeep(state: PretAPorterState, companies: list[fx.Company]) -> None:
    """Upkeep, then credit and loans fall due; contracts flip or expire."""
    cash, credit, credit_free, loans = state.cash, state.credit, state.credit_free, state.loans
    for seat in state.turn_order:
        old_loans = loans[seat]
        # The loans this upkeep forces are not repaid at once, only the old ones.
        # upkeep() and pay()'s common case written out, as in working_upkeep.
        co = companies[seat]
        due = co.upkeep + credit[seat] + LOAN_UPKEEP * old_loans - co.upkeep_cut
        if due < 0:  # as max(0, ...), without its call (see working_upkeep)
            due = 0
        if cash[seat] >= due:
            cash[seat] -= due
        else:
            pay(state, seat, due, "${due} upkeep")
        repay = CREDIT_UNIT * (credit[seat] + credit_free[seat]) + LOAN_REPAY * old_loans
        credit[seat] = credit_free[seat] = 0
        loans[seat] -= old_loans
        if repay:
            pay(state, seat, repay, "${due} of credit and loans")
        if state.log is not None:
            state._event(
                f"{state.player_name(seat)} pays ${due} upkeep"
                + (f" and repays ${repay}." if repay else "."),
                seat,
                "upkeep",
            )
        if state.contracts[seat]:
            flip_contracts(state, seat)


def flip_contracts(state: PretAPorterState, seat: int) -> None:
    companies, flipped = state._companies, state.flipped
    for card in list(state.contracts[seat]):
        if flipped[card]:
            state.contracts[seat].remove(card)
            co = companies[seat]
            if co is not None:  # known: it follows from what it was, as for a flip
                cards = (state.buildings[seat], state.employees[seat], state.contracts[seat])
                companies[seat] = fx.company_flipped(co, card, flipped, cards, expires=True)
            state.card_discard.append(card)
            name = CARDS[card].name
            if state.log is not None:
                state._event(f"{state.player_name(seat)}'s {name} contract expires.", seat)
            # Too many employees now (a Temp Agency expired): the player chooses whom
            # to let go once the exhibition's upkeep is paid (close_exhibition).
        else:
            flipped[card] = 1
            co = companies[seat]
            if co is not None:  # known: it follows from what it was (see flip)
                cards = (state.buildings[seat], state.employees[seat], state.contracts[seat])
                companies[seat] = fx.company_flipped(co, card, flipped, cards)
            if card in FLIP_ABILITY:  # 3 contracts of 24 do something when turned
                instant(state, seat, card, CARDS[card].back, "FLIP")


# -- refusals: why a move of this stage is not legal now ------------------------------


def why_not_choose_style(state: PretAPorterState, action: Any) -> IllegalAction:
    return IllegalAction(
        "Collections need cubes", "none of your designs of that style can be made now"
    )


def why_not_add_design(state: PretAPorterState, action: Any) -> IllegalAction:
    seat = state.current_player
    if action.card not in state.designs[seat]:
        return IllegalAction("Your designs", "that design is not yours")
    if action.card in state.collection[seat]:
        return IllegalAction("Collections", "that design is already in the collection")
    d = DESIGNS[action.card] if 0 <= action.card < 50 else None
    if d is not None and d.style != state.style and state.visit[1] <= 0:
        return IllegalAction(
            "One style per collection",
            f"your collection is {STYLES[state.style]}; that design is {STYLES[d.style]}",
        )
    return IllegalAction(
        "Collections need cubes", "you do not have the two cubes that design needs"
    )


def why_not_sell_extra(state: PretAPorterState, action: Any) -> IllegalAction:
    return IllegalAction("Outlet Shop", "only an Outlet Shop sells extra designs, with cubes")


def why_not_use_cube(state: PretAPorterState, action: Any) -> IllegalAction:
    return IllegalAction("Substitution", "only a spare cube you hold can stand in")


def why_not_keep_token(state: PretAPorterState, action: Any) -> IllegalAction:
    return IllegalAction("Archive", "keep only a kind of token you held at Sales")
