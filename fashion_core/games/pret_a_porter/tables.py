"""Prêt-à-Porter's speed tables: every move made once, pawn codes, a replica of the shuffle.

Nothing here is a rule. The rules (``working``, ``growth``, ``exhibition``) list and play
moves at every step of every search playout, and these tables let them look an answer up
instead of working it out: each move the rules can offer is built once (moves are frozen and
building a dataclass costs about a microsecond), the pawns of the nine locations are counted
as one number (:func:`pawn_code`) whose open spaces are remembered, the cards whose abilities
work at each location are known ahead, and the deal shuffles with :func:`shuffle_as_random`,
the very draws of ``random.Random.shuffle`` without its method calls. Each table says what it
stands for; a table that ever disagreed with the rules would show in the golden games.
"""

from __future__ import annotations

import _random
import functools
import operator
import random
from itertools import compress

from fashion_core.engine import Action
from fashion_core.games.pret_a_porter.actions import (
    CARD_ONLY,
    DONE,
    TOP_OF_DECK,
    AddDesign,
    BuyCube,
    ChooseMaterial,
    ChooseStyle,
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
from fashion_core.games.pret_a_porter.cards import (
    CAPACITY,
    CARDS,
    DECKS,
    DESIGNS,
    MATERIALS,
    OFFERS,
    PRICES,
    SHOW_TILES,
    STARTING_DESIGNS,
    WAREHOUSE,
)

PLACE = {
    loc: {space: PlacePawn(loc, space) for space in (*range(max(CAPACITY[4])), CARD_ONLY)}
    for loc in range(1, 10)
}
"""Every pawn placement, made once: moves are immutable, and the Planning moves are asked
for at every step of every search playout."""
PLACES = tuple(PLACE[loc] for loc in range(1, 10))
"""``PLACE`` by location index (0 = location 1), to walk beside ``pawns``."""


WEIGHT = tuple(1 << 3 * i for i in range(9))
"""What a pawn on a printed space of location 1-9 (index 0-8) adds to the pawn code: three
bits a location, as no location has more than four spaces."""


def pawn_code(pawns: list[list[int]]) -> int:
    """The pawn counts at locations 1-9 as one number (see ``WEIGHT``)."""
    return sum(map(operator.mul, map(len, pawns), WEIGHT))


COUNTS = tuple((c & 7, c >> 3 & 7, c >> 6) for c in range(512))
"""The pawn counts of three locations by their nine bits of a pawn code (a comprehension
over the nine locations cost more: CPython 3.11 makes and calls a function for each)."""

SPACES: dict[int, dict[int, tuple[PlacePawn, ...]]] = {n: {} for n in CAPACITY}
"""By player count and pawn code: :func:`open_spaces` of the positions met so far."""
SPACES_KEPT = 1 << 16
"""At most this many a player count (random four-player games meet some 13,000 pawn codes in
300 games, a third of the look-ups still missing then)."""


def open_spaces(players: int, code: int) -> tuple[PlacePawn, ...]:
    """The left-most open space of every location that has one, when the pawn counts are
    ``code``: over a third of a game's decisions place a pawn, and a look-up in ``SPACES``
    is cheaper than walking the nine locations. The walk is made in C, by ``map`` and
    ``compress``, for a code not met yet: a full location's space (``get`` gives ``None``
    past the last) is left out."""
    counts = COUNTS[code & 511] + COUNTS[code >> 9 & 511] + COUNTS[code >> 18]
    spaces = tuple(
        compress(map(dict.get, PLACES, counts), map(operator.lt, counts, CAPACITY[players]))
    )
    known = SPACES[players]
    if len(known) < SPACES_KEPT:
        known[code] = spaces
    return spaces


PLANNERS = frozenset(
    c.id
    for c in CARDS.values()
    for eff in (*c.front, *c.back)
    if eff.trigger == "PLANNING" and eff.kind == "extra_space"
)
"""Cards with a card-only-space ability on either side."""
LOCATED_AT = {
    loc: frozenset(
        c.id
        for c in CARDS.values()
        for eff in (*c.front, *c.back)
        if eff.trigger == "LOC" and loc in eff.locs
    )
    for loc in range(1, 10)
}
"""Cards with a location ability working at each location, on either side."""
PAWNLESS = frozenset(
    c.id
    for c in CARDS.values()
    for eff in (*c.front, *c.back)
    if eff.trigger == "LOC" and not eff.pawn
)
"""Cards with a location ability that works without a pawn, on either side."""
FRESH_VISIT = (-1, 0, 0) + (0,) * 6
"""``visit`` at the start of a step."""
BUY_CUBE = tuple(BuyCube(m) for m in range(len(MATERIALS)))
DEAREST = max(max(p) for p in PRICES.values())
AFFORDABLE = {
    loc: tuple(
        (*(BUY_CUBE[m] for m, price in enumerate(prices) if price <= budget), DONE)
        for budget in range(DEAREST + 1)
    )
    for loc, prices in PRICES.items()
}
"""A market's first moves by budget (capped at the dearest cube): every colour the budget
pays for, then Done. Over a quarter of a game's decisions are made at the markets."""


@functools.cache
def warehouse_moves(budget: int, bought: tuple[int, ...]) -> tuple[Action, ...]:
    """The Warehouse's moves when no card ability works there: each colour not bought yet on
    this visit that ``budget`` (capped at the dearest cube) pays for, then Done. Looked up by
    the visit's counts rather than worked out colour by colour at each purchase."""
    prices = PRICES[WAREHOUSE]
    return (*(BUY_CUBE[m] for m in range(6) if prices[m] <= budget and not bought[m]), DONE)


KIND = {
    kind: i
    for i, kind in enumerate(sorted({e.kind for c in CARDS.values() for e in (*c.front, *c.back)}))
}
"""Each ability kind's number: ``used`` holds ``card * 64 + KIND[kind]`` for each location
ability used this round (a card's abilities have different kinds)."""
assert len(KIND) < 64

CHOOSE_STYLE = tuple(ChooseStyle(s) for s in range(5))
# Every other move the rules list, made once as well (building a frozen dataclass costs
# about a microsecond, and the Action and Show phases list their moves at every step).
TAKE_CARD = {c: TakeCard(c, None) for c in CARDS}
HIRE_FIRING = {
    (c, e): TakeCard(c, e) for c in DECKS["employee"] for e in DECKS["employee"] if c != e
}
"""Hiring ``c`` while firing ``e`` (only employees are ever fired)."""
TAKE_CREDIT = tuple(TakeCredit(k) for k in range(32))
"""Credit moves by number of cards (index 0 unused); more room than this is listed afresh."""
TAKE_DESIGN = {d: TakeDesign(d) for d in (*range(len(DESIGNS)), TOP_OF_DECK)}
CHOOSE_MATERIAL = tuple(ChooseMaterial(m) for m in range(len(MATERIALS)))
TAKE_OFFER = tuple(TakeOffer(k) for k in range(len(OFFERS)))
FLIP = {c: Flip(c) for c in CARDS}
TRAINED = frozenset(DECKS["employee"])
"""The cards a Growth phase trains (the others are upgraded)."""
FLIP_COST = {c: max(0, CARDS[c].flip_cost) for c in CARDS}
"""What flipping each card costs a company without GROWTH discounts (fx.flip_cost_with)."""
FLIP_ABILITY = frozenset(c for c in CARDS if any(e.trigger == "FLIP" for e in CARDS[c].back))
"""Contracts whose back has an ability that works when it is turned (FLIP)."""
ADD_DESIGN = tuple(AddDesign(d) for d in range(len(DESIGNS)))
USE_CUBE = tuple(UseCube(m) for m in range(len(MATERIALS)))
KEEP_TOKEN = tuple(KeepToken(k) for k in range(3))
FIRE = {e: Fire(e) for e in DECKS["employee"]}
SEVERANCE = {e: (2 * CARDS[e].upkeep_for(False), 2 * CARDS[e].upkeep_for(True)) for e in FIRE}
"""Twice each employee's upkeep, untrained (0) and trained (1): what firing them costs."""
SELL_EXTRA = tuple(SellExtra(d) for d in range(len(DESIGNS)))
SETUP_DECKS = tuple(
    (
        tuple(c for c in ids if not CARDS[c].last_quarter),
        tuple(c for c in ids if CARDS[c].last_quarter),
    )
    for ids in DECKS.values()
)
"""Each card deck's regular and last-quarter cards, in id order (the deal shuffles copies:
every search playout and benchmark game starts with a deal)."""
SETUP_TILES = (
    tuple(t.id for t in SHOW_TILES if not t.last_quarter),
    tuple(t.id for t in SHOW_TILES if t.last_quarter),
)
"""The regular and last-quarter show tiles."""


CLOCKWISE = {
    n: tuple(tuple((first + i) % n for i in range(n)) for first in range(n)) for n in (2, 3, 4)
}
"""The clockwise turn order by player count and first player (a new one every round)."""


STYLE_OF = tuple(d.style for d in DESIGNS)
CUBE_A = tuple(d.materials[0] for d in DESIGNS)
CUBE_B = tuple(d.materials[1] for d in DESIGNS)
"""Each design's style and two materials by id, read in the show's move lists: whether
both cubes are there is asked of every design of a company, most often with no
substitution left, and then needs no call of :func:`cubes_for`."""


def shuffle_as_random(pile: list[int], rng: random.Random | _random.Random) -> None:
    """``rng.shuffle(pile)`` draw for draw (the same ``getrandbits`` calls as CPython's
    ``Random.shuffle`` and its ``_randbelow``), without two method calls per card: a search
    reshuffles the hidden decks at every iteration (that was half of ``determinize``), and
    each deal shuffles about 110 cards. The example below checks the replica against the
    running Python's own shuffle (the golden games would catch a difference in the deal too).

    >>> a, b = list(range(30)), list(range(30))
    >>> random.Random(5).shuffle(a); shuffle_as_random(b, random.Random(5)); a == b
    True
    """
    getrandbits = rng.getrandbits
    size = len(pile)
    draws = (
        SHUFFLE_STEPS[len(SHUFFLE_STEPS) - size + 1 :]
        if size <= len(SHUFFLE_STEPS)
        else shuffle_steps(size)
    )
    for i, n, k in draws:
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        pile[i], pile[j] = pile[j], pile[i]


def shuffle_steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """The steps of shuffling ``size`` cards, last position first: (position, number of
    positions it may swap with, bits drawn for a choice among them), as ``Random.shuffle``
    and its ``_randbelow`` work them out for each card."""
    return tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))


SHUFFLE_STEPS = shuffle_steps(64)
"""The shuffle's steps for up to 64 cards (the design deck holds 50); a pile of ``size``
cards takes the last ``size - 1``."""


@functools.cache
def regular_design_deck(tiles: frozenset[int]) -> tuple[int, ...]:
    """The design deck before its shuffle when ``tiles`` are the Clothing Types drawn: every
    design but their starting designs, in id order (the same few decks at every deal)."""
    taken = {d for tile in tiles for d in STARTING_DESIGNS[tile]}
    return tuple(d for d in range(len(DESIGNS)) if d not in taken)
