"""Prêt-à-Porter: a year (12 rounds) of a fashion house, as one State.

Rules as specified in ``shared/rules/pret_a_porter.md`` §5 with the [R] resolutions of §7.
The round flow is a procedure that runs by itself until a player must decide something; the
decision waiting is ``task`` (the pending decision's kind) and ``legal_actions()`` lists
exactly its moves (one function per task, table dispatch). A task whose only move would be
Done (nothing affordable, nothing makeable) is forfeited automatically, with a log line.

>>> state = GAME.new(players=2, seed=3)
>>> state.phase.value, state.round, state.task, state.cash
('planning', 1, 'place', [40, 40])
"""

from __future__ import annotations

import _random
import functools
import operator
import random
from collections.abc import Callable
from itertools import compress, filterfalse
from typing import Any, ClassVar

from fashion_core.engine import TERMINAL, Action, IllegalAction, Moves, PhaseEnum, State
from fashion_core.game import Game, Option
from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import (
    ACTION_TYPES,
    CARD_ONLY,
    DONE,
    TOP_OF_DECK,
    AddDesign,
    BuyCube,
    ChooseMaterial,
    ChooseStyle,
    Done,
    Fire,
    Flip,
    KeepToken,
    PlacePawn,
    SellExtra,
    TakeCard,
    TakeCredit,
    TakeDesign,
    TakeOffer,
    UseCube,
)
from fashion_core.games.pret_a_porter.awards import award_rows
from fashion_core.games.pret_a_porter.cards import (
    CAPACITY,
    CARD_COUNT,
    CARDS,
    CLOTHING_TYPES,
    CREDIT_UNIT,
    DECKS,
    DESIGNS,
    EXHIBITION_ROUNDS,
    KEY,
    LAST_QUARTER_ROUND,
    LOAN_CASH,
    LOAN_REPAY,
    LOAN_UPKEEP,
    LOCATIONS,
    MATERIALS,
    OFFERS,
    PAWNS,
    PRESTIGE_RATE,
    PRICES,
    QUALITY_PER_VISIT,
    ROUNDS,
    SHOW_TILES,
    START_CASH,
    STARTING_DESIGNS,
    WAREHOUSE,
    name_of,
)
from fashion_core.games.pret_a_porter.view import player_view
from fashion_core.games.pret_a_porter.words import DESIGN_UNIT, LOAN_UNIT, prompt, why_illegal
from fashion_core.rng import bit_generator
from fashion_core.words import amount
from fashion_core.zones import NOBODY, Field, Zone


class Phase(PhaseEnum):
    """The phase of the round; its value is what snapshots store."""

    PLANNING = "planning"
    ACTION = "action"
    GROWTH = "growth"
    SHOW = "show"
    OVER = "over"


# The phases under plain module names: reading a member as an attribute of its Enum class
# goes through the enum's metaclass (about 0.08 us in CPython 3.11), and the engine asks for
# a phase at nearly every step of every playout.
PLANNING, ACTION, GROWTH, SHOW, OVER = (
    Phase.PLANNING,
    Phase.ACTION,
    Phase.GROWTH,
    Phase.SHOW,
    Phase.OVER,
)

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

_PLACE = {
    loc: {space: PlacePawn(loc, space) for space in (*range(max(CAPACITY[4])), CARD_ONLY)}
    for loc in range(1, 10)
}
"""Every pawn placement, made once: moves are immutable, and the Planning moves are asked
for at every step of every search playout."""
_PLACES = tuple(_PLACE[loc] for loc in range(1, 10))
"""``_PLACE`` by location index (0 = location 1), to walk beside ``pawns``."""


_WEIGHT = tuple(1 << 3 * i for i in range(9))
"""What a pawn on a printed space of location 1-9 (index 0-8) adds to the pawn code: three
bits a location, as no location has more than four spaces."""


def _pawn_code(pawns: list[list[int]]) -> int:
    """The pawn counts at locations 1-9 as one number (see ``_WEIGHT``)."""
    return sum(map(operator.mul, map(len, pawns), _WEIGHT))


_COUNTS = tuple((c & 7, c >> 3 & 7, c >> 6) for c in range(512))
"""The pawn counts of three locations by their nine bits of a pawn code (a comprehension
over the nine locations cost more: CPython 3.11 makes and calls a function for each)."""

_SPACES: dict[int, dict[int, tuple[PlacePawn, ...]]] = {n: {} for n in CAPACITY}
"""By player count and pawn code: :func:`_open_spaces` of the positions met so far."""
_SPACES_KEPT = 1 << 16
"""At most this many a player count (random four-player games meet some 13,000 pawn codes in
300 games, a third of the look-ups still missing then)."""


def _open_spaces(players: int, code: int) -> tuple[PlacePawn, ...]:
    """The left-most open space of every location that has one, when the pawn counts are
    ``code``: over a third of a game's decisions place a pawn, and a look-up in ``_SPACES``
    is cheaper than walking the nine locations. The walk is made in C, by ``map`` and
    ``compress``, for a code not met yet: a full location's space (``get`` gives ``None``
    past the last) is left out."""
    counts = _COUNTS[code & 511] + _COUNTS[code >> 9 & 511] + _COUNTS[code >> 18]
    spaces = tuple(
        compress(map(dict.get, _PLACES, counts), map(operator.lt, counts, CAPACITY[players]))
    )
    known = _SPACES[players]
    if len(known) < _SPACES_KEPT:
        known[code] = spaces
    return spaces


_PLANNERS = frozenset(
    c.id
    for c in CARDS.values()
    for eff in (*c.front, *c.back)
    if eff.trigger == "PLANNING" and eff.kind == "extra_space"
)
"""Cards with a card-only-space ability on either side."""
_LOCATED_AT = {
    loc: frozenset(
        c.id
        for c in CARDS.values()
        for eff in (*c.front, *c.back)
        if eff.trigger == "LOC" and loc in eff.locs
    )
    for loc in range(1, 10)
}
"""Cards with a location ability working at each location, on either side."""
_PAWNLESS = frozenset(
    c.id
    for c in CARDS.values()
    for eff in (*c.front, *c.back)
    if eff.trigger == "LOC" and not eff.pawn
)
"""Cards with a location ability that works without a pawn, on either side."""
_FRESH_VISIT = (-1, 0, 0) + (0,) * 6
"""``visit`` at the start of a step."""
_BUY = tuple(BuyCube(m) for m in range(len(MATERIALS)))
_DEAREST = max(max(p) for p in PRICES.values())
_AFFORDABLE = {
    loc: tuple(
        (*(_BUY[m] for m, price in enumerate(prices) if price <= budget), DONE)
        for budget in range(_DEAREST + 1)
    )
    for loc, prices in PRICES.items()
}
"""A market's first moves by budget (capped at the dearest cube): every colour the budget
pays for, then Done. Over a quarter of a game's decisions are made at the markets."""


@functools.cache
def _warehouse_moves(budget: int, bought: tuple[int, ...]) -> tuple[Action, ...]:
    """The Warehouse's moves when no card ability works there: each colour not bought yet on
    this visit that ``budget`` (capped at the dearest cube) pays for, then Done. Looked up by
    the visit's counts rather than worked out colour by colour at each purchase."""
    prices = PRICES[WAREHOUSE]
    return (*(_BUY[m] for m in range(6) if prices[m] <= budget and not bought[m]), DONE)


_KIND = {
    kind: i
    for i, kind in enumerate(sorted({e.kind for c in CARDS.values() for e in (*c.front, *c.back)}))
}
"""Each ability kind's number: ``used`` holds ``card * 64 + _KIND[kind]`` for each location
ability used this round (a card's abilities have different kinds)."""
assert len(_KIND) < 64

_STYLE = tuple(ChooseStyle(s) for s in range(5))
# Every other move the rules list, made once as well (building a frozen dataclass costs
# about a microsecond, and the Action and Show phases list their moves at every step).
_TAKE = {c: TakeCard(c, None) for c in CARDS}
_FIRING = {(c, e): TakeCard(c, e) for c in DECKS["employee"] for e in DECKS["employee"] if c != e}
"""Hiring ``c`` while firing ``e`` (only employees are ever fired)."""
_CREDIT = tuple(TakeCredit(k) for k in range(32))
"""Credit moves by number of cards (index 0 unused); more room than this is listed afresh."""
_TAKE_DESIGN = {d: TakeDesign(d) for d in (*range(len(DESIGNS)), TOP_OF_DECK)}
_CHOOSE_MATERIAL = tuple(ChooseMaterial(m) for m in range(len(MATERIALS)))
_OFFER = tuple(TakeOffer(k) for k in range(len(OFFERS)))
_FLIP = {c: Flip(c) for c in CARDS}
_TRAINED = frozenset(DECKS["employee"])
"""The cards a Growth phase trains (the others are upgraded)."""
_FLIP_COST = {c: max(0, CARDS[c].flip_cost) for c in CARDS}
"""What flipping each card costs a company without GROWTH discounts (fx.flip_cost_with)."""
_FLIP_ABILITY = frozenset(c for c in CARDS if any(e.trigger == "FLIP" for e in CARDS[c].back))
"""Contracts whose back has an ability that works when it is turned (FLIP)."""
_ADD = tuple(AddDesign(d) for d in range(len(DESIGNS)))
_USE_CUBE = tuple(UseCube(m) for m in range(len(MATERIALS)))
_KEEP = tuple(KeepToken(k) for k in range(3))
_FIRE = {e: Fire(e) for e in DECKS["employee"]}
_SEVERANCE = {e: (2 * CARDS[e].upkeep_for(False), 2 * CARDS[e].upkeep_for(True)) for e in _FIRE}
"""Twice each employee's upkeep, untrained (0) and trained (1): what firing them costs."""
_SELL = tuple(SellExtra(d) for d in range(len(DESIGNS)))
_SETUP_DECKS = tuple(
    (
        tuple(c for c in ids if not CARDS[c].last_quarter),
        tuple(c for c in ids if CARDS[c].last_quarter),
    )
    for ids in DECKS.values()
)
"""Each card deck's regular and last-quarter cards, in id order (the deal shuffles copies:
every search playout and benchmark game starts with a deal)."""
_SETUP_TILES = (
    tuple(t.id for t in SHOW_TILES if not t.last_quarter),
    tuple(t.id for t in SHOW_TILES if t.last_quarter),
)
"""The regular and last-quarter show tiles."""


_CLOCKWISE = {
    n: tuple(tuple((first + i) % n for i in range(n)) for first in range(n)) for n in (2, 3, 4)
}
"""The clockwise turn order by player count and first player (a new one every round)."""


_STYLE_OF = tuple(d.style for d in DESIGNS)
_CUBE_A = tuple(d.materials[0] for d in DESIGNS)
_CUBE_B = tuple(d.materials[1] for d in DESIGNS)
"""Each design's style and two materials by id, read in the show's move lists: whether
both cubes are there is asked of every design of a company, most often with no
substitution left, and then needs no call of :func:`_cubes_for`."""


def _cubes_for(design: int, avail: list[int], subst_left: int) -> tuple[int, int] | None:
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
        need[_CUBE_A[d]] += 1
        need[_CUBE_B[d]] += 1
    if 2 * len(designs) > sum(cubes):
        return None
    missing = [m for m in range(6) for _ in range(need[m] - cubes[m])]
    if len(missing) > allowed:
        return None
    return len(missing) if _give_up(missing, designs, set()) else None


def _give_up(missing: list[int], designs: list[int], taken: set[int]) -> bool:
    """Whether each missing cube can be given up by a distinct design that needs it."""
    if not missing:
        return True
    m = missing[0]
    for i, d in enumerate(designs):
        if i not in taken and (_CUBE_A[d] == m or _CUBE_B[d] == m):
            taken.add(i)
            if _give_up(missing[1:], designs, taken):
                return True
            taken.discard(i)
    return False


def _shuffle_as_random(pile: list[int], rng: random.Random | _random.Random) -> None:
    """``rng.shuffle(pile)`` draw for draw (the same ``getrandbits`` calls as CPython's
    ``Random.shuffle`` and its ``_randbelow``), without two method calls per card: a search
    reshuffles the hidden decks at every iteration (that was half of ``determinize``), and
    each deal shuffles about 110 cards. The example below checks the replica against the
    running Python's own shuffle (the golden games would catch a difference in the deal too).

    >>> a, b = list(range(30)), list(range(30))
    >>> random.Random(5).shuffle(a); _shuffle_as_random(b, random.Random(5)); a == b
    True
    """
    getrandbits = rng.getrandbits
    size = len(pile)
    draws = _DRAWS[len(_DRAWS) - size + 1 :] if size <= len(_DRAWS) else _draws(size)
    for i, n, k in draws:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        pile[i], pile[j] = pile[j], pile[i]


def _draws(size: int) -> tuple[tuple[int, int, int], ...]:
    """The steps of shuffling ``size`` cards, last position first: (position, number of
    positions it may swap with, bits drawn for a choice among them), as ``Random.shuffle``
    and its ``_randbelow`` work them out for each card."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


_DRAWS = _draws(64)
"""The shuffle's steps for up to 64 cards (the design deck holds 50); a pile of ``size``
cards takes the last ``size - 1``."""


@functools.cache
def _design_deck(tiles: frozenset[int]) -> tuple[int, ...]:
    """The design deck before its shuffle when ``tiles`` are the Clothing Types drawn: every
    design but their starting designs, in id order (the same few decks at every deal)."""
    taken = {d for tile in tiles for d in STARTING_DESIGNS[tile]}
    return tuple(d for d in range(len(DESIGNS)) if d not in taken)


def roman(n: int) -> str:
    return ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")[n - 1]


class PretAPorterState(State):
    """A game of Prêt-à-Porter. Card lists hold global card ids (see ``cards.py``); every
    deck's top card is its last element."""

    fields = (
        Zone("designs", per_seat=True),
        Zone("buildings", per_seat=True),
        Zone("employees", per_seat=True),
        Zone("contracts", per_seat=True),
        Zone("deck_tops", stacks=True),
        Zone("decks", stacks=True, seen_by=NOBODY),
        Zone("reserves", stacks=True, seen_by=NOBODY),
        Zone("displays", stacks=True),
        Zone("design_deck", seen_by=NOBODY),
        Zone("design_row"),
        Zone("design_discard"),
        Zone("card_discard"),
        Zone("collection", per_seat=True, counted=False),
        Zone("outlet", per_seat=True, counted=False),
        Field("round"),
        Field("phase", Phase),
        Field("task"),
        Field("first"),
        Field("turn_order", depth=1),
        Field("cash", depth=1),
        Field("vp", depth=1),
        Field("prestige", depth=1),
        Field("q", depth=1),
        Field("t", depth=1),
        Field("pr", depth=1),
        Field("cubes", depth=2),
        Field("clothing", depth=1),
        Field("flipped", depth=1),
        Field("note", depth=1),
        Field("credit", depth=1),
        Field("credit_free", depth=1),
        Field("loans", depth=1),
        Field("last_sold", depth=1),
        Field("bankrupt", depth=1),
        Field("tiles"),  # dealt once, never changed in place: copies share it
        Field("offers", depth=1),
        Field("pawns", depth=2),
        Field("extra_pawns", depth=2),
        Field("pawns_left", depth=1),
        Field("queue"),  # replaced whole each Action phase, never changed in place
        Field("step"),
        Field("visit", depth=1),
        Field("visit_cards", depth=1),
        Field("used", depth=1),
        Field("growth", depth=1),
        Field("show_index"),
        Field("style"),
        Field("used_cubes", depth=2),
        Field("archive", depth=2),
        Field("last_awards"),  # replaced whole after each exhibition, never changed in place
        Field("_companies", depth=1, saved=False),  # a cache: see company()
        Field("is_over", saved=False),  # phase is OVER, kept as a plain attribute
        Field("_ready", saved=False, copied=False),  # moves listed ahead: see legal_actions()
        Field("_listed", saved=False, copied=False),  # the pawn code: see _place_moves()
    )

    is_over = False
    """True once the game has ended (``phase is OVER``): a plain attribute, set by
    :meth:`_end_game` and :meth:`restore`, because bots and playouts ask it after every move
    and a property costs a call each time (as Colori's)."""
    round: int
    """1-12 (I-XII); 13 once the game is over."""
    phase: Phase
    task: str
    """The pending decision: place, bank, contract, building, employee, design,
    design_trigger, extra_design, market, fabric, offer, growth, style, collection, outlet."""
    first: int
    """Seat holding the first-player marker."""
    turn_order: list[int]
    """Seats in turn order, the first player first (clockwise unless the turn-order track
    variant is on)."""
    cash: list[int]
    vp: list[int]
    prestige: list[int]
    q: list[int]
    t: list[int]
    pr: list[int]
    cubes: list[list[int]]
    """Material cubes per seat, indexed by material."""
    designs: list[list[int]]
    clothing: list[int]
    """Each seat's Clothing Type tile."""
    buildings: list[list[int]]
    employees: list[list[int]]
    contracts: list[list[int]]
    flipped: list[int]
    """Per card id: 1 once upgraded / trained / extended."""
    note: list[int]
    """Per card id: the material chosen for a Fabric Fair (-1: none)."""
    credit: list[int]
    """$10 credit cards per seat that carry $1 upkeep."""
    credit_free: list[int]
    """$10 credit cards per seat taken with a $0-upkeep ability."""
    loans: list[int]
    last_sold: list[int]
    """Size of each seat's last sold collection (Retail Outlet)."""
    bankrupt: list[bool]
    deck_tops: list[list[int]]
    """The face-up top card of the contract, building and employee decks (locations 2-4)."""
    decks: list[list[int]]
    """The rest of those decks: their order is hidden under the top card."""
    reserves: list[list[int]]
    """The last-quarter cards of each deck, set aside until round X."""
    displays: list[list[int]]
    design_deck: list[int]
    design_row: list[int]
    design_discard: list[int]
    card_discard: list[int]
    tiles: list[list[int]]
    """Show tiles of quarters 1-4."""
    offers: list[bool]
    """Location 9's offers still available this round."""
    pawns: list[list[int]]
    """Per location (index 0 = location 1), seats in placement order."""
    extra_pawns: list[list[int]]
    """Per location, pawns on the card-only space."""
    pawns_left: list[int]
    queue: list[list[int]]
    """The Action phase's steps in resolution order: [location, seat, PAWN or TRIGGER]."""
    step: int
    visit: list[int]
    """Current step's scratch: [fixed material or -1, cubes bought, designs taken,
    cubes per material x6]."""
    visit_cards: list[int]
    """Cards whose location abilities work for the current step."""
    used: list[int]
    """Location abilities used this round, as ``card * 64 + _KIND[kind]``: each works once
    a round, and only a use spends it."""
    growth: list[int]
    """[turn-order index, trainings done, upgrades done]."""
    show_index: int
    style: int
    collection: list[list[int]]
    used_cubes: list[list[int]]
    """Cubes committed to the collection (and outlet sales) per seat."""
    outlet: list[list[int]]
    archive: list[list[int]]
    """Per seat, while an Archive's choice waits after Sales: [tokens still to keep, Q, T, PR
    on offer]; [] otherwise."""
    last_awards: list[list[Any]]
    """The last exhibition's award lines: [tile, line, criterion, values, prestige]."""

    # -- setup ---------------------------------------------------------------------------

    def setup(self) -> None:
        n = self.num_players
        # self.chance() without random.Random's Python layer (the same seed, the same bits):
        # the deal only asks getrandbits, through _shuffle_as_random and the draw below.
        self.seed, rng = bit_generator(self.seed)
        self.round = 1
        self.cash = [START_CASH] * n
        self.vp = [0] * n
        self.prestige = [0] * n
        self.q = [0] * n
        self.t = [0] * n
        self.pr = [0] * n
        self.flipped = [0] * CARD_COUNT
        self.note = [-1] * CARD_COUNT
        self.credit = [0] * n
        self.credit_free = [0] * n
        self.loans = [0] * n
        self.last_sold = [0] * n
        self.bankrupt = [False] * n
        # Each seat's own lists, made in one loop: CPython 3.11 makes and calls a function
        # for every comprehension, and every search playout and benchmark game starts here.
        self.cubes, self.used_cubes = [], []
        self.buildings, self.employees, self.contracts = [], [], []
        self.collection, self.outlet = [], []
        for _ in range(n):
            self.cubes.append([0] * 6)
            self.used_cubes.append([0] * 6)
            self.buildings.append([])
            self.employees.append([])
            self.contracts.append([])
            self.collection.append([])
            self.outlet.append([])
        # Setup 2-4: regular cards shuffled face up, 3 slid into each display.
        self.decks, self.deck_tops, self.reserves, self.displays = [], [], [], []
        for ids, reserve in _SETUP_DECKS:
            regular = [*ids]
            _shuffle_as_random(regular, rng)
            pop = regular.pop
            self.displays.append([pop(), pop(), pop()])
            self.deck_tops.append([pop()])
            self.decks.append(regular)
            self.reserves.append([*reserve])
        # Setup 6-7: Clothing Type tiles and their starting designs; the rest is the deck.
        tiles = [0, 1, 2, 3, 4]
        _shuffle_as_random(tiles, rng)
        self.clothing = tiles[:n]
        self.designs = []
        for tile in self.clothing:
            self.designs.append([*STARTING_DESIGNS[tile]])
        self.design_deck = deck = [*_design_deck(frozenset(self.clothing))]
        _shuffle_as_random(deck, rng)
        self.design_row = [deck.pop(), deck.pop(), deck.pop(), deck.pop()]
        self.design_discard = []
        self.card_discard = []
        # Setup 8: 4 last-quarter tiles on Q4, the other 6 as 1 / 2 / 3.
        regular, last = [*_SETUP_TILES[0]], [*_SETUP_TILES[1]]
        _shuffle_as_random(regular, rng)
        _shuffle_as_random(last, rng)
        self.tiles = [regular[:1], regular[1:3], regular[3:6], last]
        self.offers = [True] * 4
        # rng.randrange(n) draw for draw, as Random._randbelow draws: n's own bit length
        # (not n - 1's), again until the number is below n.
        bits = n.bit_length()
        first = rng.getrandbits(bits)
        while first >= n:
            first = rng.getrandbits(bits)
        self.first = first
        self.turn_order = [*_CLOCKWISE[n][first]]
        self.step = 0
        self.queue = []
        self.extra_pawns = [[], [], [], [], [], [], [], [], []]  # the pawns: _begin_planning
        self.visit = list(_FRESH_VISIT)
        self.visit_cards = []
        self.growth = [0, 0, 0]
        self.show_index = 0
        self.style = -1
        self.last_awards = []
        self.archive = [[] for _ in range(n)]
        self._companies = [None] * n
        if self.log is not None:
            self._event(
                f"Round I. {self.player_name(self.first)} holds the first-player marker.",
                None,
                "round",
            )
        for seat in range(n):
            tile = CLOTHING_TYPES[self.clothing[seat]]
            if self.log is not None:
                self._event(f"{self.player_name(seat)} draws the {tile} tile.", seat, "setup")
        self._begin_planning()  # the phase, the task, the pawns, the first player to place

    def restore(self, fields: dict[str, Any]) -> None:
        super().restore(fields)
        self.edited()
        self.is_over = self.phase is OVER

    # -- small queries -------------------------------------------------------------------

    @property
    def order(self) -> list[int]:
        """Seats in turn order, starting with the first player."""
        return self.turn_order

    @property
    def quarter(self) -> int:
        """0-3."""
        r = self.round  # 13 once the game is over: the last quarter still
        return ((r if r < ROUNDS else ROUNDS) - 1) // 3  # min() parses keywords in 3.11

    _companies: list[fx.Company | None]
    """Per seat: its :meth:`company`, or ``None`` until it is next asked for. The rules, the
    heuristic and the search ask for a company at nearly every step, and its cards change
    only a few times a game: each move that changes a company's cards or flips one of them
    forgets that company (:meth:`_changed`), and a position edited by hand is forgotten
    whole by :meth:`edited`. A declared, unsaved field: copies (a search makes one per
    iteration) start with their original's entries, which are never changed in place, and
    :meth:`invariants` checks every kept company against its cards."""

    def company(self, seat: int) -> fx.Company:
        """What ``seat``'s cards add up to (abilities, employee capacity, upkeep). The hot
        callers read ``self._companies[seat] or self.company(seat)``: the company is known
        about five times in six in random games, and then the call is most of the cost."""
        co = self._companies[seat]
        if co is None:
            co = self._companies[seat] = self._work_out(seat)
        return co

    def _work_out(self, seat: int) -> fx.Company:
        """``seat``'s company worked out from its cards and their flip marks."""
        b, e, c = self.buildings[seat], self.employees[seat], self.contracts[seat]
        flips = tuple(map(self.flipped.__getitem__, b + e + c))
        return fx.company(tuple(b), tuple(e), tuple(c), flips)

    def _changed(self, seat: int) -> None:
        """A move changed ``seat``'s cards or flipped one: work its company out when next
        asked."""
        self._companies[seat] = None

    def edited(self) -> None:
        """After a change by hand (see :meth:`State.edited`): every company is worked out
        again from its cards when next asked, and the pawns are counted again."""
        self._companies = [None] * self.num_players
        self._ready = self._listed = None

    def ability_sum(self, seat: int, trigger: str, kind: str) -> int:
        """``fx.total(self.effects(seat), trigger, kind)``, read from the company's sums."""
        return (self._companies[seat] or self.company(seat)).sums.get((trigger, kind), 0)

    def effects(self, seat: int) -> fx.Owned:
        """Every active ability of ``seat``'s company."""
        return self.company(seat).owned

    def capacity(self, seat: int) -> int:
        return (self._companies[seat] or self.company(seat)).capacity

    def upkeep(self, seat: int, co: fx.Company | None = None) -> int:
        """The upkeep ``seat`` pays this round if nothing changes (§5.3 step 4); ``co``: its
        :meth:`company`, when the caller has it already."""
        if co is None:
            co = self.company(seat)
        due = co.upkeep + self.credit[seat] + LOAN_UPKEEP * self.loans[seat]
        return max(0, due - co.upkeep_cut)

    def repayment(self, seat: int) -> int:
        """Credit principal plus $28 per loan, due at the next exhibition's upkeep."""
        return (
            CREDIT_UNIT * (self.credit[seat] + self.credit_free[seat])
            + LOAN_REPAY * self.loans[seat]
        )

    def space_count(self, location: int) -> int:
        return CAPACITY[self.num_players][location - 1]

    def scores(self) -> list[float]:
        return [float(self.vp[s] + self.cash[s]) for s in range(self.num_players)]

    def winners(self) -> list[int]:
        """Highest VP + cash; ties go to more VP; a bankrupt company cannot win (§5.5), so
        when every company is bankrupt nobody wins (an empty list)."""
        seats = [s for s in range(self.num_players) if not self.bankrupt[s]]
        if not seats:
            return []
        best = max((self.vp[s] + self.cash[s], self.vp[s]) for s in seats)
        return [s for s in seats if (self.vp[s] + self.cash[s], self.vp[s]) == best]

    def returns(self) -> list[float]:
        """As :meth:`State.returns`, but when every company is bankrupt nobody wins: every
        seat gets 0 (a search then avoids that ending like any loss)."""
        if self.is_over and not self.winners():
            return [0.0] * self.num_players
        return super().returns()

    # -- legal moves: one function per pending decision ------------------------------------

    def _task_moves(self) -> list[Action]:
        # The Action and Show phases hold several kinds of pending decision: the task says
        # which one is waiting, and each has its own move function.
        return _MOVES_BY_TASK[self.task](self)

    def _place_moves(self) -> list[Action]:
        # Worked out from the pawns themselves (a position may have been edited by hand),
        # and kept for the placement that follows (see _placed_moves).
        code = self._listed = _pawn_code(self.pawns)
        return self._placed_moves(code)

    def _placed_moves(self, code: int) -> list[Action]:
        """The Planning moves when ``code`` is the pawn code (see ``_pawn_code``)."""
        seat = self.current_player
        n = self.num_players
        out: list[Action] = [*(_SPACES[n].get(code) or _open_spaces(n, code))]
        # Only some buildings open a card-only space: look their abilities up only then.
        buildings = self.buildings[seat]
        if buildings and not _PLANNERS.isdisjoint(buildings):
            locs = self.company(seat).extra_space
            # Loops, not any() over a generator and a comprehension: 3.11 makes a function
            # of each, and a company with such a building asks at each of its placements.
            for pawns in self.extra_pawns:
                if seat in pawns:  # its card-only space is used this round
                    return out
            for loc in locs:
                out.append(_PLACE[loc][CARD_ONLY])
        return out

    def _bank_moves(self) -> list[Action]:
        seat = self.current_player
        at_work = self.visit_cards  # most visits have no card ability to read
        room = fx.credit_room(
            self.designs[seat],
            self.credit[seat] + self.credit_free[seat],
            fx.owned(at_work, self.flipped) if at_work else [],
        )
        if room < len(_CREDIT):  # always with our cards: 10 designs a style, +$40 of limits
            return [*_CREDIT[1 : room + 1], DONE]
        return [*(TakeCredit(k) for k in range(1, room + 1)), DONE]

    def _card_moves(self) -> list[Action]:
        seat = self.current_player
        display = self.displays[DECK_OF_LOCATION[self.queue[self.step][0]]]
        out: list[Action] = []
        # map() rather than comprehensions where no card is left out: a comprehension is a
        # function made and called at each listing.
        if self.task == "contract":
            return [*map(_TAKE.__getitem__, display), DONE]
        elif self.task == "building":
            cash = self.cash[seat]
            for c in display:  # a loop, not a comprehension (see _style_moves)
                if self._building_cost(c) <= cash:
                    out.append(_TAKE[c])
        else:
            if len(self.employees[seat]) < self.capacity(seat):
                return [*map(_TAKE.__getitem__, display), DONE]
            else:
                fireable = [
                    e
                    for e in self.employees[seat]
                    if 2 * CARDS[e].upkeep_for(bool(self.flipped[e])) <= self.cash[seat]
                ]
                out = [_FIRING[c, e] for c in display for e in fireable]
        return [*out, DONE]

    def _design_moves(self) -> list[Action]:
        out: list[Action] = []
        kinds = self._design_sources()
        if "row" in kinds:
            for d in self.design_row:  # a loop, not a comprehension (see _style_moves)
                out.append(_TAKE_DESIGN[d])
        if "deck" in kinds and (self.design_deck or self.design_discard):
            out.append(_TAKE_DESIGN[TOP_OF_DECK])
        return [*out, DONE]

    def _market_moves(self) -> list[Action]:
        seat = self.current_player
        cash = self.cash[seat]
        if cash < 1:  # no cube costs less than $1
            return [DONE]
        loc = self.queue[self.step][0]
        visit = self.visit
        # Most visits have no card ability at work: no discount to read then.
        effects = fx.owned(self.visit_cards, self.flipped) if self.visit_cards else []
        if effects:
            budget = cash + fx.cube_discount(self._purchase_discount_left(), effects, loc)
        else:
            budget = cash
        if budget > _DEAREST:  # the tables stop at the dearest cube (min() is a call)
            budget = _DEAREST
        if visit[0] == -1 and loc != WAREHOUSE:  # Local and Import: any colour first
            return [*_AFFORDABLE[loc][budget]]
        if loc == WAREHOUSE and not effects:  # one cube of each colour
            return [*_warehouse_moves(budget, tuple(visit[3:9]))]
        prices = PRICES[loc]
        out: list[Action]
        if loc == WAREHOUSE:  # two of a colour with some cards
            counts = visit[3:9]
            two = 2 in counts
            out = []
            for m in range(6):  # a loop, not a comprehension (see _style_moves)
                if prices[m] <= budget and fx.warehouse_limit(counts[m], two, effects):
                    out.append(_BUY[m])
        else:  # Local and Import after the first cube: only that colour
            out = [_BUY[visit[0]]] if prices[visit[0]] <= budget else []
        out.append(DONE)
        return out

    def _freelance_moves(self) -> list[Action]:
        return [*map(_TAKE_DESIGN.__getitem__, self.freelance_choices(self.current_player))]

    def _archive_moves(self) -> list[Action]:
        offer = self.archive[self.current_player]
        return [*compress(_KEEP, offer[1:])]

    def _let_go_moves(self) -> list[Action]:
        return [*map(_FIRE.__getitem__, self.employees[self.current_player])]

    def _fire_moves(self, seat: int) -> list[Action]:
        """Firing a hired employee, which the rules allow at any time (§4.3): offered on the
        company's Growth and show turns, the moments before an upkeep is paid."""
        cash, flipped = self.cash[seat], self.flipped
        out: list[Action] = []
        for e in self.employees[seat]:
            if _SEVERANCE[e][flipped[e]] <= cash:
                out.append(_FIRE[e])
        return out

    def _fabric_moves(self) -> list[Action]:
        return [*_CHOOSE_MATERIAL, DONE]

    def _offer_moves(self) -> list[Action]:
        return [*compress(_OFFER, self.offers), DONE]

    def _growth_moves(self) -> list[Action]:
        # _may_flip and _flip_price written out: their limits and discounts are the same
        # for every card of the company, so they are read once, not once per card.
        seat = self.current_player
        mine = self.employees[seat] + self.buildings[seat]
        cards = [*filterfalse(self.flipped.__getitem__, mine)]
        if not cards:
            return [*self._fire_moves(seat), DONE] if self.employees[seat] else [DONE]
        sums = (self._companies[seat] or self.company(seat)).sums
        extra = sums.get(("GROWTH", "extra_flip"), 0)
        trains, upgrades = self.growth[1], self.growth[2]
        if trains + upgrades >= 2 + extra:
            return [*self._fire_moves(seat), DONE] if self.employees[seat] else [DONE]
        may_train, may_upgrade = trains < 1 + extra, upgrades < 1 + extra
        discount = sums.get(("GROWTH", "flip_discount"), 0)
        free = sums.get(("GROWTH", "free_training"), 0)
        train_discount = sums.get(("GROWTH", "train_discount"), 0)
        cash = self.cash[seat]
        printed = not (discount or free or train_discount)  # most companies
        out: list[Action] = []
        for card in cards:  # a loop: 3.11 makes a function of every comprehension, each call
            if not (may_train if card in _TRAINED else may_upgrade):
                continue
            if printed:
                price = _FLIP_COST[card]
            else:
                price = fx.flip_cost_with(card, discount, free, train_discount, trains)
            if price <= cash:
                out.append(_FLIP[card])
        if self.employees[seat]:
            out += self._fire_moves(seat)
        out.append(DONE)
        return out

    def _style_moves(self) -> list[Action]:
        seat = self.current_player
        restyle_left, subst_left = self._show_allowances(seat)
        avail = self._available(seat)
        # Whether a design's cubes are there does not depend on the style: ask once per
        # design, not once per design and style (what _cube_plan would do); _cubes_for is
        # called only when they are not both there and a substitution is left. Loops and
        # compress, not comprehensions (each is a function made and called in 3.11).
        makeable = [0] * 5  # by style: 1 if a design of that style can be made
        for d in self.designs[seat]:
            if (avail[_CUBE_A[d]] and avail[_CUBE_B[d]]) or (
                subst_left > 0 and _cubes_for(d, avail, subst_left)
            ):
                makeable[_STYLE_OF[d]] = 1
        fire = self._fire_moves(seat) if self.employees[seat] else []
        if restyle_left > 0 and 1 in makeable:  # a restyle lets any style be shown
            return [*_STYLE, *fire, DONE]
        return [*compress(_STYLE, makeable), *fire, DONE]

    def _collection_moves(self) -> list[Action]:
        seat = self.current_player
        chosen = self.collection[seat]
        allowed = (self._companies[seat] or self.company(seat)).sums.get(("SHOW", "substitute"))
        if allowed:  # substitutions: a search over the whole collection (see _searched_moves)
            return self._searched_moves(seat, allowed)
        restyle_left, subst_left = self._show_allowances(seat)
        avail = self._available(seat)
        style = self.style
        out: list[Action] = []
        for d in self.designs[seat]:  # a loop, not a comprehension (see _style_moves)
            if (
                d not in chosen
                and (_STYLE_OF[d] == style or restyle_left > 0)
                and (
                    (avail[_CUBE_A[d]] and avail[_CUBE_B[d]])  # _cubes_for's first answer
                    or (subst_left > 0 and _cubes_for(d, avail, subst_left))
                )
            ):
                out.append(_ADD[d])
        out.append(DONE)
        return out

    def _searched_moves(self, seat: int, allowed: int) -> list[Action]:
        """The collection's moves for a company with substitution abilities: each design of
        the style (or restyled) with which some assignment of cubes still makes the whole
        collection."""
        chosen = self.collection[seat]
        restyle_left = self.visit[1]
        cubes = self.cubes[seat]
        style = self.style
        out: list[Action] = []
        for d in self.designs[seat]:
            if (
                d not in chosen
                and (_STYLE_OF[d] == style or restyle_left > 0)
                and substitutions_needed([*chosen, d], cubes, allowed) is not None
            ):
                out.append(_ADD[d])
        out.append(DONE)
        return out

    def _substitute_moves(self) -> list[Action]:
        seat = self.current_player
        spare = map(operator.sub, self.cubes[seat], self.used_cubes[seat])
        return [*compress(_USE_CUBE, spare)]

    def _outlet_moves(self) -> list[Action]:
        seat = self.current_player
        return [_SELL[d] for d in self._outlet_candidates(seat)] + [DONE]

    moves_by_task: ClassVar[dict[str, Callable[[PretAPorterState], list[Action]]]] = {
        "place": _place_moves,
        "bank": _bank_moves,
        "contract": _card_moves,
        "building": _card_moves,
        "employee": _card_moves,
        "design": _design_moves,
        "design_trigger": _design_moves,
        "extra_design": _design_moves,
        "market": _market_moves,
        "fabric": _fabric_moves,
        "offer": _offer_moves,
        "growth": _growth_moves,
        "style": _style_moves,
        "collection": _collection_moves,
        "outlet": _outlet_moves,
        "substitute": _substitute_moves,
        "freelance": _freelance_moves,
        "archive": _archive_moves,
        "let_go": _let_go_moves,
    }
    """The legal-move function of each pending decision (``task``)."""

    moves_by_phase: ClassVar[Moves] = {
        Phase.PLANNING: _place_moves,
        Phase.ACTION: _task_moves,
        Phase.GROWTH: _growth_moves,
        Phase.SHOW: _task_moves,
        Phase.OVER: State.no_moves,
    }

    _listed: int | None = None
    """The pawn code (``_pawn_code``) of the Planning position last listed, and then of the
    one each pawn placed leads to (:meth:`_place` adds the pawn): :meth:`apply_legal` lists
    the next placement's moves from it, without counting the pawns of nine locations again.
    Like ``_ready``, only for the move just taken from :meth:`legal_actions`: a listing
    counts afresh, and copies, snapshots and :meth:`apply` start without it."""

    _ready: list[Action] | None = None
    """The moves :meth:`_settle` worked out for the position it stopped at, handed out by the
    next :meth:`legal_actions` call (once: a caller may keep or change the list it gets).
    Settling has to list the moves anyway to see whether Done is the only one, and a bot asks
    for the same list right after: keeping it saves a third of a random playout's move
    listing. Copies and snapshots start without it; :meth:`apply` never uses it."""

    def legal_actions(self) -> list[Action]:
        ready = self._ready
        if ready is not None:
            self._ready = None
            return ready
        return _MOVES_BY_PHASE[self.phase](self)

    def apply(self, action: Action) -> None:
        # A checked move (a person's) is compared with moves listed afresh: a lesson or a
        # test may have edited the position by hand since the last move settled.
        self._ready = self._listed = None
        super().apply(action)

    # -- helpers for the moves -----------------------------------------------------------

    def _location(self) -> int:
        # The moves read ``self.queue[self.step][0]`` written out: a call costs more.
        return self.queue[self.step][0]

    def _building_cost(self, card: int) -> int:
        if not self.visit_cards:  # the common visit: no card ability to read
            return CARDS[card].cost
        discount = fx.total(fx.owned(self.visit_cards, self.flipped), "LOC", "building_discount", 3)
        return max(0, CARDS[card].cost - discount)

    def _spend_abilities(self) -> None:
        """The abilities at work on this step were used: each works once a round (§4.1).
        Only a use spends one, so a visit that takes or buys nothing leaves them for a later
        visit; use is kept by ability (card and kind), not by card."""
        loc, _, kind = self.queue[self.step]
        pawn = kind == PAWN
        used = self.used
        for card in self.visit_cards:
            for e in CARDS[card].effects(bool(self.flipped[card])):
                if e.trigger == "LOC" and e.pawn == pawn and loc in e.locs:
                    used.append(card * 64 + _KIND[e.kind])

    def _purchase_discount_left(self) -> bool:
        """Whether this market visit's per-purchase discount (if any) is still to be given:
        the cubes bought so far cost what their per-cube prices say (a cube already at $1
        takes nothing off it)."""
        visit = self.visit
        if not visit[1]:
            return True
        loc = self.queue[self.step][0]
        per_cube = fx.total(fx.owned(self.visit_cards, self.flipped), "LOC", "discount_cube", loc)
        full = 0
        prices = PRICES[loc]
        for m in range(6):
            if visit[3 + m]:
                price = prices[m] - per_cube
                full += visit[3 + m] * (price if price > 1 else 1)
        return visit[2] >= full

    def _design_sources(self) -> tuple[str, ...]:
        if self.task == "design":
            return ("row", "deck")
        effects = fx.owned(self.visit_cards, self.flipped)
        if self.task == "design_trigger":
            return ("row", "deck") if fx.has(effects, "LOC", "design_any", 5) else ("deck",)
        return ("row", "deck") if fx.has(effects, "LOC", "extra_design_any", 5) else ("deck",)

    def _may_flip(self, seat: int, card: int, effects: fx.Owned) -> bool:
        if self.flipped[card]:
            return False
        extra = self.ability_sum(seat, "GROWTH", "extra_flip")
        trains, upgrades = self.growth[1], self.growth[2]
        if trains + upgrades >= 2 + extra:
            return False
        if CARDS[card].deck == "employee":
            return trains < 1 + extra
        return upgrades < 1 + extra

    def _flip_price(self, card: int, effects: fx.Owned) -> int:
        return fx.flip_cost(card, effects, self.growth[1])

    def _show_allowances(self, seat: int) -> tuple[int, int]:
        """Restyles and substitutions ``seat`` may still use in the collection being chosen."""
        if self.task == "style":
            sums = (self._companies[seat] or self.company(seat)).sums
            return sums.get(("SHOW", "restyle"), 0), sums.get(("SHOW", "substitute"), 0)
        return self.visit[1], self.visit[2]

    def _cube_plan(
        self, seat: int, design: int, style: int, allowed: tuple[int, int] | None = None
    ) -> tuple[int, int, bool] | None:
        """How ``design`` would join a collection of ``style`` now: the two cubes it uses and
        whether it needs a restyle; ``None`` if it cannot. A substitution replaces one
        missing cube by the most plentiful other cube (ties: lower material) [R].
        ``allowed``: :meth:`_show_allowances`, when the caller has it already."""
        restyle = DESIGNS[design].style != style
        restyle_left, subst_left = allowed or self._show_allowances(seat)
        if restyle and restyle_left <= 0:
            return None
        cubes = _cubes_for(design, self._available(seat), subst_left)
        return None if cubes is None else (cubes[0], cubes[1], restyle)

    def _available(self, seat: int) -> list[int]:
        """Cubes ``seat`` holds that no design of the collection (or outlet) uses yet."""
        return list(map(operator.sub, self.cubes[seat], self.used_cubes[seat]))

    def _outlet_candidates(self, seat: int) -> list[int]:
        chosen = set(self.collection[seat]) | set(self.outlet[seat])
        avail = self._available(seat)
        out = []
        for d in self.designs[seat]:  # a loop, not a comprehension (see _style_moves)
            if d not in chosen and avail[_CUBE_A[d]] and avail[_CUBE_B[d]]:
                out.append(d)
        return out

    # -- checking ------------------------------------------------------------------------

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not legal now, naming the rule it breaks."""
        return why_illegal(self, action)

    # -- applying ------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        _APPLIERS[type(action)](self, self.current_player, action)
        self._settle()

    def apply_legal(self, action: Action) -> None:
        # State.apply_legal with _apply and the first look of _settle written out: bots
        # and searches play every move through here, and most moves leave a decision with
        # a choice. A pawn placement (over a third of all moves) needs no settling either:
        # Planning never has to be forfeited.
        self.moves += 1
        # An applier may return the next decision's moves when it knows them at once.
        moves = _APPLIERS[type(action)](self, self.current_player, action)
        task = self.task
        if task == "place":  # the next placement's moves follow from the pawn placed
            code = self._listed
            self._ready = None if code is None else self._placed_moves(code)
            return
        if self.phase is OVER:
            self._ready = None
            return
        if moves is None:
            moves = _MOVES_BY_TASK[task](self)
        if len(moves) != 1 or moves[0] is not DONE:
            self._ready = moves
            return
        self._done(self.current_player, None)  # only Done: forfeit, and settle what follows
        self._settle()

    def _choose_style(self, seat: int, action: ChooseStyle) -> None:
        self.style = action.style
        self.task = "collection"
        sums = self.company(seat).sums
        restyles = sums.get(("SHOW", "restyle"), 0)
        self.visit = [-1, restyles, sums.get(("SHOW", "substitute"), 0)] + [0] * 6
        if self.log is not None:
            self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "show")

    def _sell_extra(self, seat: int, action: SellExtra) -> None:
        d = DESIGNS[action.card]
        self.outlet[seat].append(d.id)
        for m in d.materials:
            self.used_cubes[seat][m] += 1
        self.visit[0] -= 1
        if self.visit[0] <= 0:
            self._next_show_seat()

    def _settle(self) -> None:
        """Forfeit automatically every decision whose only move is Done."""
        self._ready = None
        while self.phase is not OVER:
            if self.task == "place":  # a free space is always left (capacity > pawns): no Done
                return
            moves = _MOVES_BY_TASK[self.task](self)
            if len(moves) != 1 or moves[0] is not DONE:
                self._ready = moves
                return
            self._done(self.current_player, None)

    def _done(self, seat: int, action: Done | None) -> None:
        """Done: ``action`` is the move a player chose, or ``None`` when the engine forfeits
        a decision that had no other move."""
        task = self.task
        if task == "market":  # the commonest Done, asked first
            self._end_market(seat)
            return
        automatic = action is None
        logging = self.log is not None  # searches play with the log off: skip the text
        name = self.player_name(seat) if logging else ""
        if task in ("bank", "contract", "building", "employee", "design", "offer"):
            if logging:
                where = LOCATIONS[self._location() - 1]
                if automatic:
                    self._event(f"{name} can do nothing at {where}.", seat, "forfeit")
                else:
                    self._event(f"{name} forfeits the action at {where}.", seat, "forfeit")
            self._next_step()
        elif task in ("design_trigger", "extra_design", "fabric"):
            self._next_step()
        elif task == "growth":
            self.growth[0] += 1
            self._next_growth()
        elif task == "style":
            if not automatic and logging:
                self._event(f"{name} shows no collection.", seat, "show")
            self._end_collection(seat)
        elif task == "collection":
            self._stand_ins(seat)
        elif task == "outlet":
            self._next_show_seat()
        else:  # pragma: no cover - place never offers Done
            raise AssertionError(task)

    # -- working round ---------------------------------------------------------------------

    def _start_round(self) -> None:
        r = self.round
        if self.log is not None:
            self._event(f"Round {roman(r)} begins.", None, "round")
        if r in EXHIBITION_ROUNDS:
            self._start_exhibition()
            return
        if r == LAST_QUARTER_ROUND:
            for k in range(3):
                self.card_discard += self.deck_tops[k] + self.decks[k]
                deck = self.reserves[k]
                self.shuffle(deck)
                self.deck_tops[k] = [deck.pop()] if deck else []
                self.decks[k], self.reserves[k] = deck, []
            self._event("The last-quarter cards replace the decks at locations 2-4.", None)
        self._refill_displays()
        self._deal_design_row()
        self.offers = [True] * 4
        n = self.num_players
        if self.options["turn_order_track"]:
            # Variant (§5.6): fewest VP first; ties: less cash first, then the previous order.
            previous = self.turn_order
            self.turn_order = sorted(
                previous, key=lambda s: (self.vp[s], self.cash[s], previous.index(s))
            )
            self.first = self.turn_order[0]
        else:
            self.first = first = (self.first + 1) % n
            self.turn_order = [*_CLOCKWISE[n][first]]
        self._reveal()
        if self.log is not None:
            self._event(f"{self.player_name(self.first)} takes the first-player marker.", None)
        self._begin_planning()

    def _refill_displays(self) -> None:
        """Locations 2-4: the top card and the next two slide into the display."""
        for k in range(3):
            top, deck = self.deck_tops[k], self.decks[k]
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
            self.displays[k] = display

    def _deal_design_row(self) -> None:
        """Location 5: four designs from the design deck. The caller marks the reveal
        (:meth:`_start_round` reveals the new round to everyone in the same move)."""
        if len(self.design_deck) >= 4:
            # _draw_design four times over, without the empty-deck checks and the reveal.
            deck = self.design_deck
            self.design_row = [deck.pop(), deck.pop(), deck.pop(), deck.pop()]
        else:
            self.design_row = []
            for _ in range(4):
                d = self._draw_design()
                if d is None:
                    break
                self.design_row.append(d)

    def _begin_planning(self) -> None:
        n = self.num_players
        self.phase = PLANNING
        self.task = "place"
        # Nine empty lists written out: a comprehension costs twice as much, every round.
        self.pawns = [[], [], [], [], [], [], [], [], []]
        if any(self.extra_pawns):  # most rounds no card-only space is used: kept as they are
            self.extra_pawns = [[], [], [], [], [], [], [], [], []]
        self.pawns_left = [PAWNS] * n
        self.used = []
        self.current_player = self.first

    def _place(self, seat: int, action: PlacePawn) -> None:
        loc = action.location
        if action.space == CARD_ONLY:
            self.extra_pawns[loc - 1].append(seat)
        else:
            self.pawns[loc - 1].append(seat)
            code = self._listed
            if code is not None:  # the position listed before this move, plus this pawn
                self._listed = code + _WEIGHT[loc - 1]
        left = self.pawns_left
        left[seat] -= 1
        if self.log is not None:  # bots and searches play with the log off: skip the text
            self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "place")
        order = self.turn_order
        n = self.num_players
        at = order.index(seat)
        nxt = order[(at + 1) % n]
        if left[nxt]:  # the common case, asked first: the next seat has a pawn left
            self.current_player = nxt
            return
        for i in range(2, n + 1):
            nxt = order[(at + i) % n]
            if left[nxt]:
                self.current_player = nxt
                return
        self._start_actions()

    def _pawnless(self) -> list[tuple[int, frozenset[int]]]:
        """(seat, locations) in turn order, for each company with abilities that need no
        pawn: where they work (read once, not per location)."""
        pawnless: list[tuple[int, frozenset[int]]] = []
        for seat in self.turn_order:
            # Only a few cards have such abilities: a company known already says at once;
            # one to be worked out again is only if it owns such a card.
            co = self._companies[seat]
            if co is None:
                if (
                    _PAWNLESS.isdisjoint(self.buildings[seat])
                    and _PAWNLESS.isdisjoint(self.employees[seat])
                    and _PAWNLESS.isdisjoint(self.contracts[seat])
                ):
                    continue
                co = self.company(seat)
            locs = co.pawnless
            if locs:
                pawnless.append((seat, locs))
        return pawnless

    def _start_actions(self) -> None:
        self.phase = ACTION
        self._listed = None  # the next Planning starts from other pawns
        queue: list[list[int]] = []
        pawnless = self._pawnless()
        if not pawnless and not any(self.extra_pawns):
            # The common round: only pawns on the printed spaces, resolved location by location
            # (the loop below, without its per-location checks; loops, not a comprehension,
            # which 3.11 makes a function of at each call).
            for loc, seats in enumerate(self.pawns, 1):
                for seat in seats:
                    queue.append([loc, seat, PAWN])
            self.queue = queue
            self.step = -1
            self._next_step()
            return
        for loc, pawns, extra in zip(range(1, 10), self.pawns, self.extra_pawns, strict=True):
            for seat, locs in pawnless:  # abilities that need no pawn fire first, in turn order
                if loc in locs:
                    queue.append([loc, seat, TRIGGER])
            for seat in pawns:
                queue.append([loc, seat, PAWN])
            for seat in extra:
                queue.append([loc, seat, PAWN])
        self.queue = queue
        self.step = -1
        self._next_step()

    def _next_step(self) -> None:
        step = self.step = self.step + 1
        queue = self.queue
        if step >= len(queue):
            self._start_growth()
            return
        loc, seat, kind = queue[step]
        self.current_player = seat
        self.visit = [*_FRESH_VISIT]
        cards = []
        # Only some cards have abilities at this location: a company known already says
        # at once; one to be worked out again is only if it owns such a card (it may
        # change before anything else asks for it).
        co = self._companies[seat]
        if co is None:
            located = _LOCATED_AT[loc]
            if not (
                located.isdisjoint(self.buildings[seat])
                and located.isdisjoint(self.employees[seat])
                and located.isdisjoint(self.contracts[seat])
            ):
                co = self.company(seat)
        if co is not None and loc in co.at:
            pawn = kind == PAWN
            used = self.used
            for card, eff in co.at[loc]:
                if (
                    eff.pawn == pawn
                    and card not in cards
                    and card * 64 + _KIND[eff.kind] not in used
                ):
                    cards.append(card)
        self.visit_cards = cards
        self.task = "design_trigger" if kind == TRIGGER else TASK_OF_LOCATION[loc]

    def _take_credit(self, seat: int, action: TakeCredit) -> None:
        cards = action.cards
        at_work = self.visit_cards  # most visits have no card ability to read
        free = bool(at_work) and fx.has(fx.owned(at_work, self.flipped), "LOC", "credit_free", 1)
        if at_work:
            self._spend_abilities()
        if free:
            self.credit_free[seat] += cards
        else:
            self.credit[seat] += cards
        self.cash[seat] += CREDIT_UNIT * cards
        if self.log is not None:
            self._event(
                f"{self.player_name(seat)} takes ${CREDIT_UNIT * cards} of credit"
                + (" at no upkeep." if free else f" (+${cards} upkeep per round)."),
                seat,
                "bank",
            )
        self._next_step()

    def _take_card(self, seat: int, action: TakeCard) -> None:
        k = DECK_OF_LOCATION[self.queue[self.step][0]]
        card = CARDS[action.card]
        self.displays[k].remove(card.id)
        co = self._companies[seat]
        if co is None or action.fire is not None:
            self._changed(seat)
        else:  # one card joins: the company follows from what it was
            self._companies[seat] = fx.company_with(
                co, card.id, self.flipped[card.id], len(self.employees[seat])
            )
        name = self.player_name(seat) if self.log is not None else ""  # for the log only
        if card.deck == "contract":
            self.contracts[seat].append(card.id)
            if self.log is not None:
                self._event(f"{name} signs the {card.name} contract.", seat, "contract")
            if self._instant(seat, card.id, card.front, "INSTANT"):
                return
        elif card.deck == "building":
            cost = self._building_cost(card.id)
            if self.visit_cards:
                self._spend_abilities()
            self.cash[seat] -= cost
            self.buildings[seat].append(card.id)
            if self.log is not None:
                self._event(f"{name} buys the {card.name} for ${cost}.", seat, "building")
            if card.id in _PAWNLESS:  # e.g. a Design Studio: it works from now on
                self._queue_triggers(seat, card.id)
        else:
            if action.fire is not None:
                fired = CARDS[action.fire]
                pay = 2 * fired.upkeep_for(bool(self.flipped[fired.id]))
                self.cash[seat] -= pay
                self.employees[seat].remove(fired.id)
                self.card_discard.append(fired.id)
                if self.log is not None:
                    self._event(f"{name} fires the {fired.name} (severance ${pay}).", seat, "fire")
            self.employees[seat].append(card.id)
            if self.log is not None:
                self._event(f"{name} hires the {card.name}.", seat, "employee")
        self._next_step()

    def _queue_triggers(self, seat: int, card: int) -> None:
        """``card``, just taken, has an ability that needs no pawn: it fires at each of its
        locations still to resolve this round (§5.3.2: at each location, such abilities fire
        first, in turn order, then the pawns), as if it had been owned when the round began.
        The queue is made anew, never changed in place: copies share it."""
        here = self.queue[self.step][0]
        order = self.turn_order
        rank = order.index(seat)
        queue = self.queue[: self.step + 1]
        rest = self.queue[self.step + 1 :]
        face = CARDS[card].effects(bool(self.flipped[card]))
        locs = sorted({loc for e in face if e.trigger == "LOC" and not e.pawn for loc in e.locs})
        for loc in locs:
            if loc <= here:
                continue
            at = 0  # after the steps of earlier locations and earlier seats' triggers there
            while at < len(rest) and (
                rest[at][0] < loc
                or (
                    rest[at][0] == loc
                    and rest[at][2] == TRIGGER
                    and order.index(rest[at][1]) < rank
                )
            ):
                at += 1
            rest.insert(at, [loc, seat, TRIGGER])
        self.queue = queue + rest

    def _instant(self, seat: int, card: int, effects: tuple[fx.Effect, ...], trigger: str) -> bool:
        """Fire a contract's INSTANT (taken) or FLIP abilities; True if a choice is pending."""
        name = self.player_name(seat) if self.log is not None else ""  # for the log only
        for eff in effects:
            if eff.trigger != trigger:
                continue
            if eff.kind == "cash":
                self.cash[seat] += eff.amount
                self._event(f"{name} receives ${eff.amount} ({CARDS[card].name}).", seat)
            elif eff.kind == "top_design":
                d = self._draw_design()
                if d is not None:
                    self.designs[seat].append(d)
                    self._event(f"{name} takes the top design, {name_of(d)}.", seat)
            elif eff.kind == "search_design":
                mine = self.freelance_choices(seat)
                if len(mine) > 1:  # the player looks through the deck and picks one
                    self.task = "freelance"
                    return True
                if mine:  # one design of your type (or only alike ones): nothing to choose
                    self._find_design(seat, mine[0])
            elif eff.kind == "cubes":
                if trigger == "FLIP":
                    m = self.note[card]
                    if m >= 0:
                        self.cubes[seat][m] += eff.amount
                        self._event(f"{name} receives {eff.amount} {MATERIALS[m]} cube.", seat)
                else:
                    self.visit[1] = eff.amount
                    self.visit[2] = card
                    self.task = "fabric"
                    return True
        return False

    def freelance_choices(self, seat: int) -> list[int]:
        """The designs of ``seat``'s clothing type in the design deck that a Freelance
        Designer may take, one of each kind (alike designs are one choice), in id order."""
        clothing = self.clothing[seat]
        seen: set[tuple[Any, ...]] = set()
        out = []
        for d in sorted(self.design_deck):
            design = DESIGNS[d]
            if design.clothing == clothing:
                kind = (design.style, design.materials, design.price, design.bonus)
                if kind not in seen:
                    seen.add(kind)
                    out.append(d)
        return out

    def _find_design(self, seat: int, design: int) -> None:
        """A Freelance Designer's design, taken from the deck, which is then shuffled."""
        self.design_deck.remove(design)
        self.designs[seat].append(design)
        self.shuffle(self.design_deck)
        self._reveal()
        if self.log is not None:
            self._event(
                f"{self.player_name(seat)} finds {name_of(design)} in the design deck.", seat
            )

    def hidden_cards(self, seat: int | None) -> set[str]:
        # A Freelance Designer's search shows its owner the designs of their type in the deck.
        hidden = super().hidden_cards(seat)
        if self.task == "freelance" and seat == self.current_player and not self.is_over:
            hidden -= {
                KEY[d] for d in self.design_deck if DESIGNS[d].clothing == self.clothing[seat]
            }
        return hidden

    def _free_cubes(self, seat: int, action: ChooseMaterial) -> None:
        material = action.material
        free, card = self.visit[1], self.visit[2]
        self.cubes[seat][material] += free
        self.note[card] = material
        if self.log is not None:
            cubes = amount(free, (f"{MATERIALS[material]} cube", f"{MATERIALS[material]} cubes"))
            self._event(f"{self.player_name(seat)} receives {cubes}.", seat)
        self._next_step()

    def _take_design(self, seat: int, action: TakeDesign) -> None:
        card = action.card
        if self.task == "freelance":
            self._find_design(seat, card)
            self._next_step()
            return
        if card == TOP_OF_DECK:
            d = self._draw_design()
            assert d is not None
            if self.log is not None:
                self._event(
                    f"{self.player_name(seat)} takes the top design of the deck: {name_of(d)}.",
                    seat,
                )
        else:
            d = card
            self.design_row.remove(d)
            if self.log is not None:
                self._event(f"{self.player_name(seat)} takes {name_of(d)} from the row.", seat)
        self.designs[seat].append(d)
        if self.task != "design" and self.visit_cards:  # a card's design, taken: spent
            self._spend_abilities()
        if self.task == "design" and self.visit_cards:  # only a card gives another design
            effects = fx.owned(self.visit_cards, self.flipped)
            if fx.has(effects, "LOC", "extra_design_top", 5) or fx.has(
                effects, "LOC", "extra_design_any", 5
            ):
                self.task = "extra_design"
                return
        self._next_step()

    def _draw_design(self) -> int | None:
        if not self.design_deck and self.design_discard:
            self.design_deck, self.design_discard = self.design_discard, []
            self.shuffle(self.design_deck)
            self._event("The design deck is empty: the discards are reshuffled.", None)
        if not self.design_deck:
            return None
        self._reveal()
        return self.design_deck.pop()

    def _buy_cube(self, seat: int, action: BuyCube) -> list[Action] | None:
        """Buy a cube; return the next moves when no card works on this visit (what
        _market_moves would list), for :meth:`apply_legal`: a fifth of a game's decisions
        buy a cube."""
        material = action.material
        loc = self.queue[self.step][0]
        visit = self.visit
        price = PRICES[loc][material]
        cards = self.visit_cards
        if cards:  # the common visit has no discount to read
            left = self._purchase_discount_left()
            price = fx.cube_price(price, left, fx.owned(cards, self.flipped), loc)
        cash = self.cash
        cash[seat] -= price
        self.cubes[seat][material] += 1
        visit[0] = material
        visit[1] += 1
        visit[2] += price
        visit[3 + material] += 1
        if cards:
            return None
        if loc != WAREHOUSE:  # Local and Import: that colour again at the same price, or Done
            return [_BUY[material], DONE] if price <= cash[seat] else [DONE]
        budget = cash[seat] if cash[seat] < _DEAREST else _DEAREST  # as min(), without a call
        return [*_warehouse_moves(budget, tuple(visit[3:9]))]

    def _end_market(self, seat: int) -> None:
        loc = self.queue[self.step][0]
        name = self.player_name(seat) if self.log is not None else ""
        bought = self.visit[1]
        if bought:
            gain = QUALITY_PER_VISIT[loc]
            if self.visit_cards:
                self._spend_abilities()
                gain += fx.total(fx.owned(self.visit_cards, self.flipped), "LOC", "q", loc)
            self.q[seat] += gain
            if self.log is not None:
                what = ", ".join(
                    f"{self.visit[3 + m]} {MATERIALS[m]}" for m in range(6) if self.visit[3 + m]
                )
                self._event(
                    f"{name} buys {what} at {LOCATIONS[loc - 1]} for ${self.visit[2]} and gains "
                    f"{gain} Q.",
                    seat,
                    "market",
                )
        else:
            if self.log is not None:
                self._event(f"{name} buys nothing at {LOCATIONS[loc - 1]}.", seat, "forfeit")
        self._next_step()

    def _take_offer(self, seat: int, action: TakeOffer) -> None:
        offer = action.offer
        self.offers[offer] = False
        if offer == 0:
            self.q[seat] += 2
        elif offer == 1:
            self.pr[seat] += 1
        elif offer == 2:
            self.t[seat] += 1
        else:
            self.cash[seat] += 5
        if self.log is not None:
            self._event(f"{self.player_name(seat)} takes {OFFERS[offer]}.", seat, "offer")
        self._next_step()

    # -- growth and upkeep -----------------------------------------------------------------

    def _start_growth(self) -> None:
        self.phase = GROWTH
        self.task = "growth"
        self.growth = [0, 0, 0]
        self._next_growth()

    def _next_growth(self) -> None:
        growth, order, flipped = self.growth, self.turn_order, self.flipped
        n = self.num_players
        # A company whose every card is flipped (or that has none, as all have early in the
        # year) can only be Done: pass it here, as settling would after listing that one
        # move (a Done the engine takes logs nothing in Growth).
        start = growth[0]
        while growth[0] < n:
            seat = order[growth[0]]
            if (
                not all(map(flipped.__getitem__, self.employees[seat]))
                or not all(map(flipped.__getitem__, self.buildings[seat]))
                or (self.employees[seat] and self._fire_moves(seat))  # it may fire someone
            ):
                break
            growth[0] += 1
        if growth[0] < n or growth[0] > start:  # a company's Growth began: nothing flipped yet
            growth[1] = growth[2] = 0
        if growth[0] >= n:
            self._working_upkeep()
            return
        self.current_player = order[growth[0]]
        self.task = "growth"

    def _flip(self, seat: int, action: Flip) -> None:
        card = action.card
        # _flip_price from the company's sums (what fx.total would add up over its abilities).
        co = self._companies[seat] or self.company(seat)
        sums = co.sums
        discount = sums.get(("GROWTH", "flip_discount"), 0)
        free = sums.get(("GROWTH", "free_training"), 0)
        train_discount = sums.get(("GROWTH", "train_discount"), 0)
        if discount or free or train_discount:
            price = fx.flip_cost_with(card, discount, free, train_discount, self.growth[1])
        else:  # most companies: the printed price (what flip_cost_with gives for no discount)
            price = _FLIP_COST[card]
        self.cash[seat] -= price
        self.flipped[card] = 1
        # The company follows from what it was: Growth asks for it again at once.
        cards = (self.buildings[seat], self.employees[seat], self.contracts[seat])
        self._companies[seat] = fx.company_flipped(co, card, self.flipped, cards)
        c = CARDS[card]
        if c.deck == "employee":
            self.growth[1] += 1
            verb = "trains"
        else:
            self.growth[2] += 1
            verb = "upgrades"
        if self.log is not None:
            self._event(
                f"{self.player_name(seat)} {verb} the {c.name} for ${price}.", seat, "growth"
            )

    def _pay(self, seat: int, due: int, what: str) -> None:
        """Pay ``due``, taking forced $20 loans (each adding its $2 this round) if short.
        ``what`` names the payment for the log, ``{due}`` standing for the sum (formatted
        only when a loan is logged: searches pay upkeep at every round end)."""
        if self.cash[seat] >= due:  # the common case: no loan to work out
            self.cash[seat] -= due
            return
        loans = fx.loans_needed(self.cash[seat], due)
        if loans:
            self.loans[seat] += loans
            self.cash[seat] += LOAN_CASH * loans
            due += LOAN_UPKEEP * loans
            if self.log is not None:
                what = what.format(due=due - LOAN_UPKEEP * loans)
                self._event(
                    f"{self.player_name(seat)} cannot pay {what} and takes "
                    f"{amount(loans, LOAN_UNIT)} of $20.",
                    seat,
                    "loan",
                )
        self.cash[seat] -= due

    def _working_upkeep(self) -> None:
        cash, companies, credit, loans = self.cash, self._companies, self.credit, self.loans
        for seat in self.turn_order:
            co = companies[seat] or self.company(seat)
            if ("UPKEEP", "income_per_last_card") in co.sums:  # only a Retail Outlet earns
                income = fx.upkeep_income(co.owned, self.last_sold[seat])
                if income:
                    cash[seat] += income
                    if self.log is not None:
                        self._event(f"{self.player_name(seat)} earns ${income} from retail.", seat)
            # upkeep() and _pay()'s common case written out: every round end of every
            # playout pays each company's upkeep.
            due = co.upkeep + credit[seat] + LOAN_UPKEEP * loans[seat] - co.upkeep_cut
            if due < 0:  # as max(0, ...): CPython 3.11's max() parses keywords at every call
                due = 0
            if cash[seat] >= due:
                cash[seat] -= due
            else:
                self._pay(seat, due, "${due} upkeep")
            if self.log is not None:
                self._event(f"{self.player_name(seat)} pays ${due} upkeep.", seat, "upkeep")
        for k in range(3):
            self.card_discard += self.displays[k]
            self.displays[k] = []
        self.design_discard += self.design_row
        self.design_row = []
        self.round += 1
        self._start_round()

    # -- exhibition round ------------------------------------------------------------------

    def _start_exhibition(self) -> None:
        self._exchange()
        for seat in self.turn_order:
            gain = self.ability_sum(seat, "EXHIBITION", "pr")
            if gain:
                self.pr[seat] += gain
                if self.log is not None:
                    self._event(f"{self.player_name(seat)} gains {gain} PR before the show.", seat)
        self.phase = SHOW
        self.show_index = 0
        self._begin_show_seat()

    def _exchange(self) -> None:
        rate = PRESTIGE_RATE[self.num_players]
        for seat in self.turn_order:
            if self.prestige[seat]:
                gain = rate * self.prestige[seat]
                self.vp[seat] += gain
                if self.log is not None:
                    self._event(
                        f"{self.player_name(seat)} exchanges {self.prestige[seat]} Prestige for "
                        f"{gain} VP.",
                        seat,
                        "exchange",
                    )
                self.prestige[seat] = 0

    def _begin_show_seat(self) -> None:
        if self.show_index >= self.num_players:
            self._finish_exhibition()
            return
        seat = self.turn_order[self.show_index]
        self.current_player = seat
        # Empty since the last sales (or the deal) unless a position was edited by hand:
        # made anew only then, not at every exhibition of every playout.
        if self.collection[seat]:
            self.collection[seat] = []
        if self.outlet[seat]:
            self.outlet[seat] = []
        if any(self.used_cubes[seat]):
            self.used_cubes[seat] = [0] * 6
        self.style = -1
        self.task = "style"

    def _add_design(self, seat: int, action: AddDesign) -> None:
        card = action.card
        if _STYLE_OF[card] != self.style:
            self.visit[1] -= 1
        chosen = self.collection[seat]
        chosen.append(card)
        allowed = (self._companies[seat] or self.company(seat)).sums.get(("SHOW", "substitute"))
        used = self.used_cubes[seat]
        if not allowed:  # every design uses its own two cubes
            used[_CUBE_A[card]] += 1
            used[_CUBE_B[card]] += 1
            return
        # The required cubes held, by search over the whole collection; the cubes that
        # stand in for the missing ones are chosen when the collection is complete.
        needed = substitutions_needed(chosen, self.cubes[seat], allowed)
        assert needed is not None
        self.visit[2] = allowed - needed
        need = [0, 0, 0, 0, 0, 0]
        for d in chosen:
            need[_CUBE_A[d]] += 1
            need[_CUBE_B[d]] += 1
        self.used_cubes[seat] = [min(n, c) for n, c in zip(need, self.cubes[seat], strict=True)]

    def _stand_ins(self, seat: int) -> None:
        """The collection is complete: the cubes that stand in for missing ones (§4.1
        substitution). The player picks each when their spare cubes differ in colour; with
        one colour to spare there is nothing to choose."""
        while True:
            used = self.used_cubes[seat]
            if 2 * len(self.collection[seat]) <= sum(used):
                self._end_collection(seat)
                return
            spare = [m for m in range(6) if self.cubes[seat][m] > used[m]]
            if len(spare) > 1:
                self.task = "substitute"
                return
            used[spare[0]] += 1

    def _use_cube(self, seat: int, action: UseCube) -> None:
        self.used_cubes[seat][action.material] += 1
        if self.log is not None:
            self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "show")
        self._stand_ins(seat)

    def _end_collection(self, seat: int) -> None:
        chosen = self.collection[seat]
        size = len(chosen)
        q, t, pr, cash = fx.design_bonuses(chosen, self.clothing[seat])
        co = self._companies[seat] or self.company(seat)
        sq, st, spr = fx.show_tokens(co.owned, size) if co.shows else (0, 0, 0)
        self.q[seat] += q + sq
        self.t[seat] += t + st
        self.pr[seat] += pr + spr
        self.cash[seat] += cash
        if self.log is not None and not size and (sq or st or spr or cash):
            self._event(
                f"{self.player_name(seat)} shows no design; its cards still bring "
                f"+{sq} Q, +{st} T, +{spr} PR.",
                seat,
                "show",
            )
        if size and self.log is not None:
            names = ", ".join(name_of(d) for d in chosen)
            self._event(
                f"{self.player_name(seat)} shows {amount(size, DESIGN_UNIT)} "
                f"({names}): +{q + sq} Q, +{t + st} T, +{pr + spr} PR"
                + (f", +${cash}" if cash else "")
                + ".",
                seat,
                "show",
            )
        outlet = co.sums.get(("SALES", "outlet"), 0)
        if outlet and self._outlet_candidates(seat):
            self.task = "outlet"
            self.visit[0] = outlet
            return
        self._next_show_seat()

    def _next_show_seat(self) -> None:
        self.show_index += 1
        self._begin_show_seat()

    def _finish_exhibition(self) -> None:
        # Each company as the show left it, worked out once for awards, sales and upkeep: no
        # card changes hands or flips before a company's own contracts flip, after its upkeep.
        companies = self._companies[:]
        for seat, co in enumerate(companies):
            if co is None:
                companies[seat] = self.company(seat)
        self._award_prestige(companies)
        self._sell_collections(companies)
        self._exhibition_upkeep(companies)
        self._close_exhibition()

    def _close_exhibition(self) -> None:
        """The choices the exhibition leaves, in turn order (the tokens an Archive keeps,
        whom an expiring Temp Agency lets go), then the next round."""
        for seat in self.turn_order:
            if self.archive[seat]:
                self.current_player = seat
                self.task = "archive"
                return
            if len(self.employees[seat]) > self.capacity(seat):
                self.current_player = seat
                self.task = "let_go"
                return
        self.round += 1
        if self.round > ROUNDS:
            self._end_game()
        else:
            self._start_round()

    def _keep_token(self, seat: int, action: KeepToken) -> None:
        offer = self.archive[seat]
        kind = action.kind
        offer[0] -= 1
        offer[1 + kind] -= 1
        (self.q, self.t, self.pr)[kind][seat] += 1
        if self.log is not None:
            self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "sales")
        kinds = sum(1 for n in offer[1:] if n)
        if offer[0] and kinds == 1:  # one kind left: keep what the Archive still allows
            for k in range(3):
                (self.q, self.t, self.pr)[k][seat] += min(offer[0], offer[1 + k])
        if not offer[0] or kinds <= 1:
            self.archive[seat] = []
            self._close_exhibition()

    def _fire(self, seat: int, action: Fire) -> None:
        card = action.card
        pay = _SEVERANCE[card][self.flipped[card]]
        co = self._companies[seat]
        self.employees[seat].remove(card)
        if co is None:
            self._changed(seat)
        else:  # the company follows from what it was (as for a flip)
            left = len(self.employees[seat])
            self._companies[seat] = fx.company_fired(co, card, self.flipped, left)
        self.card_discard.append(card)
        self._pay(seat, pay, "${due} of severance")
        if self.log is not None:
            self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "fire")
        if self.task == "let_go" and len(self.employees[seat]) <= self.capacity(seat):
            self._close_exhibition()

    def _award_prestige(self, companies: list[fx.Company]) -> None:
        n = self.num_players
        x2 = []
        for seat in range(n):
            size = len(self.collection[seat])
            # The X2 value is the collection size plus AWARDS bonuses, whatever the size.
            x2.append(size + companies[seat].sums.get(("AWARDS", "x2"), 0))
        # The token lists themselves: award_rows records copies of them.
        values = {"Q": self.q, "T": self.t, "PR": self.pr, "X2": x2}
        quarter = self.quarter
        totals, self.last_awards = award_rows(n, quarter, self.tiles[quarter], values)
        if self.log is not None:  # searches play with the log off: skip the text
            for tile, line, crit, _, won in self.last_awards:
                winners = [f"{self.player_name(s)} +{p}" for s, p in enumerate(won) if p]
                self._event(
                    f"{tile} line {line} ({crit}): "
                    + (", ".join(winners) or "nobody places")
                    + ".",
                    None,
                    "award",
                )
        for seat in range(n):
            self.prestige[seat] += totals[seat]

    def _sell_collections(self, companies: list[fx.Company]) -> None:
        # What follows skips, for a company that shows nothing (often in random playouts),
        # the work that would leave its numbers as they are.
        q, t, pr = self.q, self.t, self.pr
        for seat in self.turn_order:
            sums = companies[seat].sums
            chosen = self.collection[seat]
            outlet = self.outlet[seat]
            sold = chosen + outlet
            flat = sums.get(("SALES", "cash"), 0)
            cash = 0
            if sold or flat:  # flat SALES abilities pay even for an empty collection
                cash = fx.sales_cash_with(
                    chosen, self.prestige[seat], flat, sums.get(("SALES", "cash_per_card"), 0)
                )
                if outlet:
                    cash += sum(DESIGNS[d].price for d in outlet)
                self.cash[seat] += cash
                designs = self.designs[seat]
                for d in sold:
                    designs.remove(d)
                self.design_discard += sold
            used = self.used_cubes[seat]
            if any(used):
                cubes = self.cubes[seat]
                cubes[:] = map(operator.sub, cubes, used)
                self.used_cubes[seat] = [0] * 6
            if (sold or cash) and self.log is not None:
                self._event(
                    f"{self.player_name(seat)} sells {amount(len(sold), DESIGN_UNIT)} for ${cash}.",
                    seat,
                    "sales",
                )
            self.last_sold[seat] = len(chosen)
            keep = sums.get(("KEEP", "keep_tokens"), 0)
            held = (q[seat], t[seat], pr[seat])
            if keep and self.round < ROUNDS and sum(held) > keep and held.count(0) < 2:
                # The Archive's owner chooses which tokens stay (see _close_exhibition).
                self.archive[seat] = [keep, *held]
                q[seat] = t[seat] = pr[seat] = 0
            elif keep:  # every choice keeps the same tokens (or the year is over)
                q[seat], t[seat], pr[seat] = fx.keep_tokens(q[seat], t[seat], pr[seat], keep)
            else:  # what keep_tokens gives for 0: no token is kept
                q[seat] = t[seat] = pr[seat] = 0
            self.collection[seat] = []
            self.outlet[seat] = []

    def _exhibition_upkeep(self, companies: list[fx.Company]) -> None:
        """Upkeep, then credit and loans fall due; contracts flip or expire."""
        cash, credit, credit_free, loans = self.cash, self.credit, self.credit_free, self.loans
        for seat in self.turn_order:
            old_loans = loans[seat]
            # The loans this upkeep forces are not repaid at once, only the old ones.
            # upkeep() and _pay()'s common case written out, as in _working_upkeep.
            co = companies[seat]
            due = co.upkeep + credit[seat] + LOAN_UPKEEP * old_loans - co.upkeep_cut
            if due < 0:  # as max(0, ...), without its call (see _working_upkeep)
                due = 0
            if cash[seat] >= due:
                cash[seat] -= due
            else:
                self._pay(seat, due, "${due} upkeep")
            repay = CREDIT_UNIT * (credit[seat] + credit_free[seat]) + LOAN_REPAY * old_loans
            credit[seat] = credit_free[seat] = 0
            loans[seat] -= old_loans
            if repay:
                self._pay(seat, repay, "${due} of credit and loans")
            if self.log is not None:
                self._event(
                    f"{self.player_name(seat)} pays ${due} upkeep"
                    + (f" and repays ${repay}." if repay else "."),
                    seat,
                    "upkeep",
                )
            if self.contracts[seat]:
                self._flip_contracts(seat)

    def _flip_contracts(self, seat: int) -> None:
        companies, flipped = self._companies, self.flipped
        for card in list(self.contracts[seat]):
            if flipped[card]:
                self.contracts[seat].remove(card)
                co = companies[seat]
                if co is not None:  # known: it follows from what it was, as for a flip
                    cards = (self.buildings[seat], self.employees[seat], self.contracts[seat])
                    companies[seat] = fx.company_flipped(co, card, flipped, cards, expires=True)
                self.card_discard.append(card)
                name = CARDS[card].name
                if self.log is not None:
                    self._event(f"{self.player_name(seat)}'s {name} contract expires.", seat)
                # Too many employees now (a Temp Agency expired): the player chooses whom
                # to let go once the exhibition's upkeep is paid (_close_exhibition).
            else:
                flipped[card] = 1
                co = companies[seat]
                if co is not None:  # known: it follows from what it was (see _flip)
                    cards = (self.buildings[seat], self.employees[seat], self.contracts[seat])
                    companies[seat] = fx.company_flipped(co, card, flipped, cards)
                if card in _FLIP_ABILITY:  # 3 contracts of 24 do something when turned
                    self._instant(seat, card, CARDS[card].back, "FLIP")

    def _end_game(self) -> None:
        self._event("The year is over: the final Prestige exchange.", None, "end")
        self._exchange()
        for seat in range(self.num_players):
            loans = self.loans[seat]
            if loans and self.cash[seat] >= LOAN_REPAY * loans:
                self.cash[seat] -= LOAN_REPAY * loans
                self.loans[seat] = 0
            elif loans:
                self.bankrupt[seat] = True
                if self.log is not None:
                    self._event(
                        f"{self.player_name(seat)} cannot repay {amount(loans, LOAN_UNIT)} "
                        "and is bankrupt.",
                        seat,
                        "end",
                    )
        self.phase = OVER
        self.is_over = True
        self.task = ""
        self.current_player = TERMINAL
        for seat in range(self.num_players):
            if self.log is not None:
                self._event(
                    f"{self.player_name(seat)}: {self.vp[seat]} VP + ${self.cash[seat]} = "
                    f"{self.vp[seat] + self.cash[seat]}.",
                    seat,
                    "score",
                )

    # -- information -----------------------------------------------------------------------

    def prompt(self) -> str:
        return prompt(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        return player_view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> PretAPorterState:
        """Every hidden pile keeps its own cards, in a new order: what a company cannot see
        is only the order of the design deck and of the card decks under their top card
        (which cards they hold follows from what is in sight)."""
        new = self.search_copy()
        exact = type(rng) is random.Random  # a subclass may draw differently: let it shuffle
        for pile in (new.design_deck, *new.decks, *new.reserves):
            if exact:
                _shuffle_as_random(pile, rng)
            else:
                rng.shuffle(pile)
        new.seed = rng.getrandbits(64)
        return new

    def card_supply(self) -> list[int]:
        return list(range(CARD_COUNT))

    def card_key(self, card: int) -> str:
        return KEY[card]

    def invariants(self) -> None:
        n = self.num_players
        assert sorted(self.turn_order) == list(range(n)), "turn order lists every seat once"
        assert self.turn_order[0] == self.first, "the first player holds the marker"
        for seat in range(n):
            assert self.cash[seat] >= 0, "cash never goes below $0 (loans cover it)"
            for tokens in (self.q, self.t, self.pr, self.prestige, self.credit, self.loans):
                assert tokens[seat] >= 0, "token and card counts are never negative"
            assert all(c >= 0 for c in self.cubes[seat]), "cube counts are never negative"
            assert all(
                u <= c for u, c in zip(self.used_cubes[seat], self.cubes[seat], strict=True)
            ), "a collection uses only cubes its company holds"
            kept = self._companies[seat]
            assert kept is None or kept == self._work_out(seat), "a kept company is stale"
            assert (
                len(self.employees[seat]) <= self.capacity(seat)
                or self.phase is OVER
                or self.task == "let_go"
            )
            assert set(self.collection[seat]) <= set(self.designs[seat])
        assert 1 <= self.round <= ROUNDS + 1
        for loc in range(1, 10):
            assert len(self.pawns[loc - 1]) <= self.space_count(loc), "a location overflows"
        assert (
            sum(self.pawns_left)
            + sum(len(p) for p in self.pawns)
            + sum(len(p) for p in self.extra_pawns)
            == PAWNS * n
            or self.phase is not PLANNING
        )
        assert self.phase is OVER or self.task in self.moves_by_task

    _appliers: ClassVar[dict[type, Callable[[Any, int, Any], list[Action] | None]]] = {
        Done: _done,
        PlacePawn: _place,
        TakeCredit: _take_credit,
        TakeCard: _take_card,
        TakeDesign: _take_design,
        BuyCube: _buy_cube,
        ChooseMaterial: _free_cubes,
        TakeOffer: _take_offer,
        Flip: _flip,
        ChooseStyle: _choose_style,
        AddDesign: _add_design,
        SellExtra: _sell_extra,
        UseCube: _use_cube,
        KeepToken: _keep_token,
        Fire: _fire,
    }
    """Each move type and the method that performs it, called as ``(state, seat, move)``:
    the methods themselves, not wrappers around them (one call less at every move). A method
    may return the moves of the decision that follows (see :meth:`_buy_cube`), else None."""


# The class's tables under module names: the hot paths above (every decision of every
# playout) read a global, which costs less than a class attribute looked up through the
# instance (CPython 3.11 does not specialize that look-up; Colori does the same).
_MOVES_BY_PHASE = PretAPorterState.moves_by_phase
_MOVES_BY_TASK = PretAPorterState.moves_by_task
_APPLIERS = PretAPorterState._appliers


GAME = Game(
    name="pret_a_porter",
    title="Prêt-à-Porter",
    state_cls=PretAPorterState,
    min_players=2,
    max_players=4,
    action_types=ACTION_TYPES,
    options=(
        Option(
            "turn_order_track",
            False,
            "Variant: from round II, each working round's turn order follows VP, fewest first "
            "(ties: less cash first, then the previous order).",
        ),
    ),
    summary="Run a fashion house for a year: place your pawns, buy materials, pay your "
    "staff, and win the four quarters' fashion shows without going bankrupt.",
)
