"""The one effect interpreter: what a company's cards add up to at each moment of the round.

Pure functions over card data (:mod:`.cards`); the state passes in which cards a company owns
and which of them are flipped. Every card ability in the game is read here by its trigger and
kind, so a new card is a new table row, not new code.

Effect kinds by trigger:

* ``SHOW``: ``q`` / ``t`` / ``pr`` (tokens, optionally only for a collection of ``size`` or
  more), ``t_per_cards`` (1 T per ``per`` collection designs), ``substitute`` (designs that may
  replace one required cube by any cube), ``restyle`` (designs whose style may change).
* ``AWARDS``: ``x2`` (added to the collection size for the X2 criterion only).
* ``SALES``: ``cash``, ``cash_per_card``, ``outlet`` (sell extra non-collection designs).
* ``UPKEEP``: ``upkeep_cut`` (never below $0), ``income_per_last_card`` (per design of the last
  sold collection, at most ``size``; working rounds only).
* ``LOC``: ``discount_visit`` (-$1 on one purchase), ``discount_cube`` (-$1 per cube, never
  below $1), ``q`` (Q when the market visit buys), ``credit_limit``, ``credit_free`` (credit
  taken on that visit costs no upkeep), ``warehouse_two_one`` / ``warehouse_two_all`` (buy two
  cubes of one / every colour at the Warehouse), ``building_discount``, ``extra_design_top`` /
  ``extra_design_any`` (one more design with a pawn at location 5), ``design_top`` /
  ``design_any`` (a design at location 5 without a pawn).
* ``GROWTH``: ``extra_flip``, ``flip_discount``, ``train_discount``, ``free_training``.
* ``PASSIVE``: ``houses`` (a building that houses that many employees), ``slot``.
* ``INSTANT`` (when taken) and ``FLIP`` (when a contract flips): ``cash``, ``cubes`` (of one
  colour), ``search_design`` (a design of your clothing type from the deck), ``top_design``.
* ``EXHIBITION``: ``pr`` at the start of each exhibition round.
* ``KEEP``: ``keep_tokens`` Q/T/PR tokens kept after Sales.
* ``PLANNING``: ``extra_space`` (a pawn on the card-only space of ``locs``).

>>> from fashion_core.games.pret_a_porter.cards import BUILDING_IDS
>>> boutique = BUILDING_IDS[0]
>>> total(owned([boutique], [0] * 200), "SALES", "cash_per_card")
1
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from fashion_core.games.pret_a_porter.cards import (
    CARDS,
    CREDIT_UNIT,
    DECKS,
    DESIGNS,
    LOAN_CASH,
    LOAN_UPKEEP,
    PRINTED_EMPLOYEES,
    Effect,
)

Owned = list[tuple[int, Effect]]
"""(card id, effect) pairs of the abilities a company has now."""


def owned(cards: Iterable[int], flipped: Sequence[int]) -> Owned:
    """The active abilities of ``cards``, each from the side that is face up: the (card,
    ability) pairs of its face in ``_SIDES``. A loop, not a comprehension: CPython 3.11
    makes and calls a function for each comprehension, which cost more than the few cards
    walked here (a visit where a card works asks at every move)."""
    out: Owned = []
    for card in cards:
        out += _SIDES[card][1 if flipped[card] else 0][0]
    return out


class Company(NamedTuple):
    """What a company's cards add up to, worked out once per set of cards (see
    :func:`company`): the rules ask for these at nearly every move, and a company's cards
    change only a few times a game. A NamedTuple, not a frozen dataclass: random games meet
    a new company at every card taken, and building the tuple costs a fifth as much."""

    owned: Owned
    """Every active ability, buildings first, then employees, then contracts."""
    capacity: int
    """Employee cards the company may keep (:func:`employee_capacity`)."""
    upkeep: int
    """Upkeep of its employees (uncovered printed slots included) and buildings."""
    upkeep_cut: int
    """The sum of its UPKEEP ``upkeep_cut`` abilities."""
    extra_space: tuple[int, ...]
    """Locations whose card-only space a PLANNING ``extra_space`` ability opens (the first
    such ability's)."""
    pawnless: frozenset[int]
    """Locations where a LOC ability works without a pawn."""
    at: Mapping[int, tuple[tuple[int, Effect], ...]]
    """Location -> the LOC abilities working there, in ``owned`` order."""
    sums: Mapping[tuple[str, str], int]
    """(trigger, kind) -> :func:`total` of those abilities with no location or size
    condition asked: growth, shows, sales and upkeep ask these at every step, and a lookup
    costs a fraction of a walk over ``owned``."""
    shows: bool
    """Whether any SHOW ability is among them (most companies have none: the show then
    needs no walk over ``owned``)."""


_tuple_new = tuple.__new__
"""``_tuple_new(Company, fields)`` is ``Company(*fields)`` (the nine fields in order) without
the NamedTuple's ``__new__``, a Python function that makes this very call: random games
build a new company at most cards taken or flipped, and calling ``tuple.__new__`` directly
costs about half as many instructions."""


class _Side(NamedTuple):
    """What one face of one card adds to a company, worked out once from the card data:
    random games and searches meet a new company at nearly every card taken."""

    pairs: tuple[tuple[int, Effect], ...]
    """(card, ability) for each ability on this face."""
    sums: tuple[tuple[tuple[str, str], int], ...]
    """((trigger, kind), amount) for each ability, in order."""
    at: tuple[tuple[int, tuple[int, Effect], bool], ...]
    """(location, (card, ability), needs a pawn) for each LOC ability and location."""
    extra_space: tuple[int, ...] | None
    """The locations of its first PLANNING ``extra_space`` ability, if any."""
    shows: bool
    houses: int
    """Employees it houses if it is a building (1 unless its ``houses`` says otherwise)."""
    upkeep: int


def _side(card: int, flipped: bool) -> _Side:
    face = CARDS[card].effects(flipped)
    return _Side(
        tuple((card, e) for e in face),
        tuple(((e.trigger, e.kind), e.amount) for e in face),
        tuple((loc, (card, e), e.pawn) for e in face if e.trigger == "LOC" for loc in e.locs),
        next((e.locs for e in face if e.trigger == "PLANNING" and e.kind == "extra_space"), None),
        any(e.trigger == "SHOW" for e in face),
        next((e.amount for e in face if e.kind == "houses"), 1),
        CARDS[card].upkeep_for(flipped),
    )


_SIDES = {c: (_side(c, False), _side(c, True)) for c in CARDS}
"""Each card's :class:`_Side` face down (0) and flipped (1)."""


@functools.lru_cache(maxsize=512)
def company(
    buildings: tuple[int, ...],
    employees: tuple[int, ...],
    contracts: tuple[int, ...],
    flips: tuple[int, ...],
) -> Company:
    """The :class:`Company` owning these cards; ``flips`` gives each card's flipped mark, in
    the order buildings, employees, contracts. Cached: the key is cheap to build from the
    state every time, so no cache can go stale when a lesson edits a company by hand. A small
    cache: random games seldom meet a company again (the state keeps its own, and a card
    taken extends it by :func:`company_with`), and thousands of kept companies only gave the
    garbage collector more to walk (1.4% of a random game's instructions).

    >>> from fashion_core.games.pret_a_porter.cards import BUILDING_IDS
    >>> company((BUILDING_IDS[0],), (), (), (0,)).upkeep  # three uncovered slots + the shop
    4
    """
    # One walk over the cards' precomputed faces gathers everything the fields below are
    # made of (what employee_capacity and upkeep_due would work out from the abilities).
    effects: Owned = []
    sums: dict[tuple[str, str], int] = {}
    extra_space: tuple[int, ...] | None = None
    at: dict[int, list[tuple[int, Effect]]] = {}
    pawnless: set[int] = set()
    shows = False
    capacity = PRINTED_EMPLOYEES
    upkeep = max(0, PRINTED_EMPLOYEES - len(employees))
    housing = len(buildings)  # buildings come first: they house employees
    paying = housing + len(employees)  # contracts carry no upkeep
    for i, (card, flip) in enumerate(zip(buildings + employees + contracts, flips, strict=True)):
        # Unpacked at once: each field read by name goes through a NamedTuple descriptor,
        # which CPython 3.11 does not specialize (a quarter of the walk's time).
        face = _SIDES[card][1 if flip else 0]
        pairs, side_sums, side_at, side_extra, side_shows, houses, side_upkeep = face
        if i < housing:
            capacity += houses
        if i < paying:
            upkeep += side_upkeep
        if not pairs:
            continue
        effects += pairs
        for key, amount in side_sums:
            sums[key] = sums.get(key, 0) + amount
        for loc, pair, pawn in side_at:
            at.setdefault(loc, []).append(pair)
            if not pawn:
                pawnless.add(loc)
        if extra_space is None:
            extra_space = side_extra
        shows = shows or side_shows
    return _tuple_new(  # (owned, capacity, upkeep, upkeep_cut, extra_space, pawnless,
        Company,  # at, sums, shows)
        (
            effects,
            capacity + sums.get(("PASSIVE", "slot"), 0),
            upkeep,
            sums.get(("UPKEEP", "upkeep_cut"), 0),
            extra_space or (),
            frozenset(pawnless),
            {loc: tuple(pairs) for loc, pairs in at.items()},
            sums,
            shows,
        ),
    )


_RANK = {c: ("building", "employee", "contract").index(CARDS[c].deck) for c in CARDS}
"""Each card's place in a company's order: buildings (0), employees (1), contracts (2)."""


def company_with(co: Company, card: int, flip: int, employees: int) -> Company:
    """What :func:`company` gives once ``card`` (face ``flip``) joins the company ``co`` after
    the cards of its own kind, worked out from ``co`` and that card's face alone (the rules
    take a card at nearly every Action step of a random game, and walking the whole company
    again each time cost a tenth of a game). ``employees``: the company's employees before.

    >>> from fashion_core.games.pret_a_porter.cards import BUILDING_IDS, EMPLOYEE_IDS
    >>> b, e = BUILDING_IDS[3], EMPLOYEE_IDS[22]
    >>> company_with(company((b,), (), (), (0,)), e, 0, 0) == company((b,), (e,), (), (0, 0))
    True
    """
    # Both tuples unpacked at once, not read field by field (see company()).
    new_pairs, side_sums, side_at, side_extra, side_shows, houses, side_upkeep = _SIDES[card][flip]
    owned, capacity, upkeep, _, extra_space, pawnless, at, old_sums, shows = co
    rank = _RANK[card]
    if rank == 0:
        capacity += houses
    if rank < 2:  # contracts carry no upkeep; an employee may cover a printed slot
        upkeep += side_upkeep
        if rank == 1 and employees < PRINTED_EMPLOYEES:
            upkeep -= 1
    if not new_pairs:
        return _tuple_new(Company, (owned, capacity, upkeep, *co[3:]))
    at_end = len(owned)  # after the abilities of cards of its kind or an earlier kind
    while at_end and _RANK[owned[at_end - 1][0]] > rank:
        at_end -= 1
    owned = [*owned[:at_end], *new_pairs, *owned[at_end:]]
    sums = dict(old_sums)
    for key, amount in side_sums:
        sums[key] = sums.get(key, 0) + amount
    capacity += sums.get(("PASSIVE", "slot"), 0) - old_sums.get(("PASSIVE", "slot"), 0)
    if side_extra is not None:  # the first card's in company order
        extra_space = next(
            e.locs for _, e in owned if e.trigger == "PLANNING" and e.kind == "extra_space"
        )
    if side_at:
        at = dict(at)
        for loc, pair, pawn in side_at:
            pairs = at.get(loc, ())
            i = len(pairs)
            while i and _RANK[pairs[i - 1][0]] > rank:
                i -= 1
            at[loc] = (*pairs[:i], pair, *pairs[i:])
            if not pawn:
                pawnless = pawnless | {loc}
    return _tuple_new(
        Company,
        (
            owned,
            capacity,
            upkeep,
            sums.get(("UPKEEP", "upkeep_cut"), 0),
            extra_space,
            pawnless,
            at,
            sums,
            shows or side_shows,
        ),
    )


class _Flip(NamedTuple):
    """What flipping one card changes in a company, worked out once from its two faces."""

    old: tuple[tuple[int, Effect], ...]
    """The face-down side's (card, ability) pairs, as company() puts them in ``owned``."""
    new: tuple[tuple[int, Effect], ...]
    """The face-up side's."""
    deltas: tuple[tuple[tuple[str, str], int], ...]
    """(trigger, kind) -> the change of its sum, for the keys whose sum changes."""
    leaving: tuple[tuple[str, str], ...]
    """Keys only the face-down side gives: gone unless another ability gives them."""
    capacity: int
    """The change of the employee capacity (a building's housing, ``slot`` abilities)."""
    upkeep: int
    """The change of the upkeep (buildings and employees)."""
    upkeep_cut: int
    located: bool
    """Whether either side has a LOC ability (``at`` and ``pawnless`` change)."""
    extra_space: bool
    """Whether either side opens a card-only space."""
    shows: bool | None
    """True if the face-up side has a SHOW ability, None if only the face-down side has."""


def _flip_change(down: _Side, up: _Side, rank: int) -> _Flip:
    """What turning a card of ``rank`` from its side ``down`` to its side ``up`` changes."""
    change: dict[tuple[str, str], int] = {}
    for key, amount in down.sums:
        change[key] = change.get(key, 0) - amount
    for key, amount in up.sums:
        change[key] = change.get(key, 0) + amount
    up_keys = {key for key, _ in up.sums}
    return _Flip(
        down.pairs,
        up.pairs,
        tuple((key, delta) for key, delta in change.items() if delta),
        tuple({key for key, _ in down.sums if key not in up_keys}),
        (up.houses - down.houses if rank == 0 else 0) + change.get(("PASSIVE", "slot"), 0),
        up.upkeep - down.upkeep if rank < 2 else 0,
        change.get(("UPKEEP", "upkeep_cut"), 0),
        bool(down.at or up.at),
        down.extra_space is not None or up.extra_space is not None,
        True if up.shows else None if down.shows else False,
    )


_FLIPS = {c: _flip_change(*_SIDES[c], _RANK[c]) for c in CARDS}
"""Each card's :class:`_Flip`."""
_EXPIRIES = {
    c: _flip_change(_SIDES[c][1], _Side((), (), (), None, False, 1, 0), _RANK[c])
    for c in DECKS["contract"]
}
"""Each contract's :class:`_Flip` for leaving a company face up (expiring at an exhibition):
a turn to a side with no abilities (contracts house nobody and carry no upkeep)."""
_LEAVES = {
    c: tuple(
        _flip_change(_SIDES[c][side], _Side((), (), (), None, False, 1, 0), 1) for side in (0, 1)
    )
    for c in DECKS["employee"]
}
"""Each employee's :class:`_Flip` for leaving a company (fired), untrained (0) or trained
(1): a turn to a side with no abilities and no upkeep."""
assert all(e.amount > 0 for c in CARDS.values() for e in (*c.front, *c.back)), (
    "company_flipped reads a sum of 0 as no ability giving it: every amount must be positive"
)


def company_flipped(
    co: Company,
    card: int,
    flipped: Sequence[int],
    cards: Sequence[Sequence[int]],
    expires: bool = False,
    change: _Flip | None = None,
) -> Company:
    """What :func:`company` gives once ``card``, face down in the company ``co``, is flipped
    (upgraded, trained or a contract turned), worked out from ``co`` and what the flip
    changes (``_FLIPS``): a Growth phase asks for the company right after each flip, and
    working it all out again cost about 29,000 instructions each time. ``flipped``: the
    flip marks; ``cards``: the company's buildings, employees and contracts (their order
    places the card's abilities when its face-down side has none). ``expires``: ``card``
    is a face-up contract that leaves the company instead (``_EXPIRIES``), at an
    exhibition's end, where the company would otherwise be worked out again.

    >>> from fashion_core.games.pret_a_porter.cards import BUILDING_IDS, CONTRACT_IDS, EMPLOYEE_IDS
    >>> b, e = BUILDING_IDS[3], EMPLOYEE_IDS[22]
    >>> co = company((b,), (e,), (), (0, 0))
    >>> company_flipped(co, e, [1] * 200, ((b,), (e,), ())) == company((b,), (e,), (), (0, 1))
    True
    >>> k = CONTRACT_IDS[0]
    >>> gone = company_flipped(company((b,), (), (k,), (0, 1)), k, [1] * 200, ((b,), (), ()), True)
    >>> gone == company((b,), (), (), (0,))
    True
    """
    # Both tuples unpacked at once, not read field by field (see company()).
    if change is None:
        change = _EXPIRIES[card] if expires else _FLIPS[card]
    old, new, deltas, leaving, d_capacity, d_upkeep, d_cut, located, extra, up_shows = change
    owned, capacity, upkeep, upkeep_cut, extra_space, pawnless, at, sums, shows = co
    if not (old or new):
        return _tuple_new(Company, (owned, capacity + d_capacity, upkeep + d_upkeep, *co[3:]))
    # Where the face's abilities stand: found by its own ability objects (company() and
    # company_with put those very tuples in ``owned``), or counted when it has none.
    i = owned.index(old[0]) if old else _abilities_before(card, flipped, cards)
    owned = [*owned[:i], *new, *owned[i + len(old) :]]
    if deltas or leaving:
        sums = dict(sums)
        for key, delta in deltas:
            sums[key] = sums.get(key, 0) + delta
        for key in leaving:
            if not sums[key]:  # every amount is positive: no ability gives it any more
                del sums[key]
    if extra:  # the first such ability's, in company order
        extra_space = next(
            (e.locs for _, e in owned if e.trigger == "PLANNING" and e.kind == "extra_space"), ()
        )
    if located:
        at, pawnless = _located(owned)
    if up_shows is not False:
        shows = up_shows or any(e.trigger == "SHOW" for _, e in owned)
    return _tuple_new(
        Company,
        (
            owned,
            capacity + d_capacity,
            upkeep + d_upkeep,
            upkeep_cut + d_cut,
            extra_space,
            pawnless,
            at,
            sums,
            shows,
        ),
    )


def company_fired(co: Company, card: int, flipped: Sequence[int], employees_left: int) -> Company:
    """What :func:`company` gives once employee ``card`` is fired from the company ``co``
    (``employees_left``: its employees after), worked out from ``co`` like a flip: random
    play fires often now that firing is offered on every Growth and show turn.

    >>> from fashion_core.games.pret_a_porter.cards import EMPLOYEE_IDS
    >>> e, f = EMPLOYEE_IDS[5], EMPLOYEE_IDS[1]  # the Accountant and the Model
    >>> fired = company_fired(company((), (e, f), (), (0, 0)), e, [0] * 200, 1)
    >>> fired == company((), (f,), (), (0,))
    True
    """
    co = company_flipped(co, card, flipped, ((), (), ()), change=_LEAVES[card][flipped[card]])
    if employees_left < PRINTED_EMPLOYEES:  # a printed slot is uncovered again: its $1
        return _tuple_new(Company, (co[0], co[1], co[2] + 1, *co[3:]))
    return co


def _abilities_before(card: int, flipped: Sequence[int], cards: Sequence[Sequence[int]]) -> int:
    """How many abilities the cards before ``card`` in company order have face up."""
    count = 0
    for other in (*cards[0], *cards[1], *cards[2]):
        if other == card:
            break
        count += len(_SIDES[other][1 if flipped[other] else 0][0])
    return count


def _located(
    owned: Owned,
) -> tuple[dict[int, tuple[tuple[int, Effect], ...]], frozenset[int]]:
    """:attr:`Company.at` and :attr:`Company.pawnless` of the abilities ``owned``."""
    at: dict[int, list[tuple[int, Effect]]] = {}
    pawnless: set[int] = set()
    for card, e in owned:
        if e.trigger == "LOC":
            for loc in e.locs:
                at.setdefault(loc, []).append((card, e))
                if not e.pawn:
                    pawnless.add(loc)
    return {loc: tuple(pairs) for loc, pairs in at.items()}, frozenset(pawnless)


def total(
    effects: Owned, trigger: str, kind: str, loc: int | None = None, size: int | None = None
) -> int:
    """The summed amount of every matching ability (``loc``: only those working there;
    ``size``: only those whose collection-size condition is met)."""
    out = 0
    for _, eff in effects:
        if eff.trigger != trigger or eff.kind != kind:
            continue
        if loc is not None and loc not in eff.locs:
            continue
        if size is not None and size < eff.size:
            continue
        out += eff.amount
    return out


def has(effects: Owned, trigger: str, kind: str, loc: int | None = None) -> bool:
    # A loop rather than any() over a generator, which CPython 3.11 builds at each call
    # (the markets ask at every move of a visit where a card works).
    for _, e in effects:
        if e.trigger == trigger and e.kind == kind and (loc is None or loc in e.locs):
            return True
    return False


# -- employees and upkeep ----------------------------------------------------------------


_HOUSES = {
    c.id: tuple(
        next((e.amount for e in c.effects(side) if e.kind == "houses"), 1) for side in (False, True)
    )
    for c in CARDS.values()
}
"""Employees each card houses, by side (a building houses 1 unless its ``houses`` says
otherwise), worked out once from the card data: every new company asks for it."""
_UPKEEP = {c.id: (c.upkeep_for(False), c.upkeep_for(True)) for c in CARDS.values()}
"""Each card's upkeep, by side."""


def employee_capacity(
    buildings: Iterable[int], effects: Owned, flipped: Sequence[int] | Mapping[int, int]
) -> int:
    """Employee cards a company may keep: 3 printed slots, each building houses 1 (or what
    its PASSIVE ``houses`` says), plus any ``slot`` abilities."""
    capacity = PRINTED_EMPLOYEES
    for card in buildings:
        capacity += _HOUSES[card][1 if flipped[card] else 0]
    return capacity + total(effects, "PASSIVE", "slot")


def upkeep_due(
    employees: Sequence[int],
    buildings: Sequence[int],
    credit: int,
    loans: int,
    effects: Owned,
    flipped: Sequence[int] | Mapping[int, int],
) -> int:
    """Upkeep for one round (§5.3 step 4): employees (uncovered printed slots at $1),
    buildings, $1 per $10 credit card (``credit`` counts only cards that carry upkeep),
    $2 per loan, minus UPKEEP cuts; never below $0.

    >>> upkeep_due([], [], 0, 0, [], [0] * 200)
    3
    """
    due = max(0, PRINTED_EMPLOYEES - len(employees)) + credit + LOAN_UPKEEP * loans
    for c in employees:
        due += _UPKEEP[c][1 if flipped[c] else 0]
    for c in buildings:
        due += _UPKEEP[c][1 if flipped[c] else 0]
    return max(0, due - total(effects, "UPKEEP", "upkeep_cut"))


def upkeep_income(effects: Owned, last_sold: int) -> int:
    """Working-round income from ``income_per_last_card`` abilities (e.g. the Retail Outlet)."""
    out = 0
    for _, eff in effects:
        if eff.trigger == "UPKEEP" and eff.kind == "income_per_last_card":
            out += eff.amount * min(last_sold, eff.size)
    return out


def loans_needed(cash: int, due: int) -> int:
    """Forced $20 loans to pay ``due``: each adds $2 that applies this round (§5.3 step 4.2).

    >>> loans_needed(5, 10), loans_needed(0, 19), loans_needed(10, 10), loans_needed(0, 18)
    (1, 2, 0, 1)
    """
    # Each loan closes the gap by its $20 less its $2: as many loans as $18 steps cover the
    # gap (counted, not looped: an exhibition's repayment may need several).
    if cash >= due:
        return 0
    return (due - cash + LOAN_CASH - LOAN_UPKEEP - 1) // (LOAN_CASH - LOAN_UPKEEP)


# -- bank ---------------------------------------------------------------------------------


def eligible_designs(designs: Iterable[int]) -> int:
    """E: the largest number of a company's designs sharing one style (§5.3 step 2.1)."""
    counts = [0] * 5
    most = 0  # counted as they go: CPython 3.11's max() parses keywords at every call
    for d in designs:
        style = DESIGNS[d].style
        counts[style] += 1
        if counts[style] > most:
            most = counts[style]
    return most


def credit_room(designs: Iterable[int], outstanding_cards: int, effects: Owned) -> int:
    """How many $10 credit cards a Bank visit may take: outstanding credit after the visit
    stays within $10 x E plus the visit's ``credit_limit`` abilities."""
    limit = CREDIT_UNIT * eligible_designs(designs) + total(effects, "LOC", "credit_limit", 1)
    room = limit // CREDIT_UNIT - outstanding_cards
    return room if room > 0 else 0  # max(0, room) without its call (see eligible_designs)


# -- markets ------------------------------------------------------------------------------


def cube_price(base: int, purchase_discount: bool, effects: Owned, loc: int) -> int:
    """The price of the next cube: per-cube discounts, then, while ``purchase_discount`` (a
    per-purchase discount not given yet on this visit), the per-purchase discount on the
    first cube it can lower; never below $1 (§4.1). The per-purchase discount comes off the
    purchase, not off whichever cube happens to be bought first (§4.2 B04, §4.3 E05).

    >>> from fashion_core.games.pret_a_porter.cards import EMPLOYEE_IDS
    >>> buyer = owned([EMPLOYEE_IDS[4]], [0] * 200)  # the E05: -$1 on the purchase
    >>> cube_price(1, True, buyer, 7), cube_price(2, True, buyer, 7), cube_price(2, False, buyer, 7)
    (1, 1, 2)
    """
    price = base - total(effects, "LOC", "discount_cube", loc)
    if purchase_discount and price > 1:
        price -= total(effects, "LOC", "discount_visit", loc)
    return price if price > 1 else 1  # max(1, price) without its call (see eligible_designs)


def cube_discount(purchase_discount: bool, effects: Owned, loc: int) -> int:
    """The most :func:`cube_price` can take off any material's price at ``loc`` (the same for
    all six, so a market's moves ask once for the budget)."""
    discount = total(effects, "LOC", "discount_cube", loc)
    if purchase_discount:
        discount += total(effects, "LOC", "discount_visit", loc)
    return discount


def warehouse_limit(material_bought: int, any_two_bought: bool, effects: Owned) -> bool:
    """May one more cube of a colour already bought ``material_bought`` times be bought at the
    Warehouse? One per colour; ``warehouse_two_all``: two of every colour;
    ``warehouse_two_one``: two of a single colour."""
    if material_bought == 0:
        return True
    if material_bought >= 2:
        return False
    if has(effects, "LOC", "warehouse_two_all", 7):
        return True
    return has(effects, "LOC", "warehouse_two_one", 7) and not any_two_bought


# -- growth -------------------------------------------------------------------------------


def flip_cost(card: int, effects: Owned, trainings_done: int) -> int:
    """Cost to upgrade a building or train an employee in this Growth phase."""
    return flip_cost_with(
        card,
        total(effects, "GROWTH", "flip_discount"),
        total(effects, "GROWTH", "free_training"),
        total(effects, "GROWTH", "train_discount"),
        trainings_done,
    )


def flip_cost_with(
    card: int, flip_discount: int, free_trainings: int, train_discount: int, trainings_done: int
) -> int:
    """:func:`flip_cost` from the company's GROWTH sums, for a caller that has them already
    (the Growth moves price every card of a company with the same sums).

    >>> from fashion_core.games.pret_a_porter.cards import EMPLOYEE_IDS
    >>> trainee = EMPLOYEE_IDS[0]  # the E01, trained for $5
    >>> flip_cost_with(trainee, 1, 0, 2, 0), flip_cost_with(trainee, 1, 1, 2, 0)
    (2, 0)
    """
    c = CARDS[card]
    cost = c.flip_cost - flip_discount
    if c.deck == "employee":
        if trainings_done < free_trainings:
            return 0
        cost -= train_discount
    return max(0, cost)


# -- show and sales -----------------------------------------------------------------------


def show_tokens(effects: Owned, size: int) -> tuple[int, int, int]:
    """(Q, T, PR) gained from SHOW abilities for a collection of ``size`` designs.

    An empty collection fires them too (§5.4.2 [R]); only a size condition can hold one back.
    """
    q = total(effects, "SHOW", "q", size=size)
    t = total(effects, "SHOW", "t", size=size)
    pr = total(effects, "SHOW", "pr", size=size)
    for _, eff in effects:
        if eff.trigger == "SHOW" and eff.kind == "t_per_cards":
            t += eff.amount * (size // eff.per)
    return q, t, pr


def design_bonuses(collection: Iterable[int], clothing: int) -> tuple[int, int, int, int]:
    """(Q, T, PR, cash) from the collection designs' show bonuses, plus 1 T per design of
    the company's clothing type."""
    q = t = pr = cash = 0
    for d in collection:
        design = DESIGNS[d]
        q += design.bonus == "Q"
        t += (design.bonus == "T") + (design.clothing == clothing)
        pr += design.bonus == "PR"
        cash += 3 if design.bonus == "$3" else 0
    return q, t, pr, cash


def sales_cash(collection: Sequence[int], prestige: int, effects: Owned) -> int:
    """Sales (§5.4 step 4): Prestige held x collection size + printed prices + SALES
    abilities (flat ones even for an empty collection: the formula has no size condition)."""
    return sales_cash_with(
        collection,
        prestige,
        total(effects, "SALES", "cash"),
        total(effects, "SALES", "cash_per_card"),
    )


def sales_cash_with(collection: Sequence[int], prestige: int, cash: int, per_card: int) -> int:
    """:func:`sales_cash` from the company's SALES ``cash`` and ``cash_per_card`` sums, for a
    caller that has them already (the end of every exhibition).

    >>> sales_cash_with([0, 1], 2, 3, 1)  # 2 x 2 Prestige, two $9 designs, $3 + 2 x $1
    27
    >>> sales_cash_with([], 2, 3, 1)  # nothing shown: the flat $3 still comes
    3
    """
    size = len(collection)
    if size == 0:
        return cash
    printed = 0
    for d in collection:  # a loop, not sum() over a generator (3.11 builds one per call)
        printed += DESIGNS[d].price
    return prestige * size + printed + cash + size * per_card


def keep_tokens(q: int, t: int, pr: int, keep: int) -> tuple[int, int, int]:
    """Tokens an Archive keeps after Sales: ``keep`` tokens, taken from the kinds held most
    (ties: Q, then T, then PR) [R: the card gives no choice order]."""
    left = [q, t, pr]
    kept = [0, 0, 0]
    for _ in range(keep):
        most = max(left)
        if most <= 0:
            break
        best = left.index(most)  # the kind held most; ties: the first of Q, T, PR
        left[best] -= 1
        kept[best] += 1
    return kept[0], kept[1], kept[2]
