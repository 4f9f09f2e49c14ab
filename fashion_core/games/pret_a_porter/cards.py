"""Prêt-à-Porter's game facts as data: cards, tiles, board prices and capacities.

Everything here is the original card set proposed in ``shared/rules/pret_a_porter.md`` §3-§4
(the printed cards are not public). A card's ability is a tuple of :class:`Effect` records in
the fixed vocabulary of §4.1 (a trigger, an effect kind and its numbers), read by the one small
interpreter in :mod:`fashion_core.games.pret_a_porter.effects`; no card has code of its own.

Card ids are global ints: designs 0-49, buildings 50-73, employees 74-97, contracts 98-121.
Each card has a unique key (``"D01"``, ``"B17"``, ...) used in views.

>>> CARDS[BUILDING_IDS[4]].name, CARDS[BUILDING_IDS[4]].cost
('Quality Lab', 8)
>>> len(DESIGN_IDS), len(BUILDING_IDS), len(EMPLOYEE_IDS), len(CONTRACT_IDS)
(50, 24, 24, 24)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

# -- the vocabulary ------------------------------------------------------------------------

STYLES = ("Evening", "Business", "Casual", "Rock", "Sport")
"""The five design styles (3rd edition)."""

CLOTHING_TYPES = ("Dress", "Suit", "Shirt", "Jacket", "Trousers")
"""The five Clothing Type tiles [R names]."""

MATERIALS = ("Cotton", "Linen", "Wool", "Denim", "Leather", "Silk")
"""The six material (cube) colours [R names]."""

MATERIAL_COLOURS = ("white", "yellow", "green", "blue", "black", "red")
"""The cube colour of each material, for the board."""

LOCATIONS = (
    "Bank",
    "Contracts",
    "Buildings",
    "Employees",
    "New Designs",
    "Local Materials",
    "Warehouse Materials",
    "Import Materials",
    "Last-Minute Preparations",
)
"""The nine action locations; location n is ``LOCATIONS[n - 1]``."""

BANK, CONTRACTS, BUILDINGS, EMPLOYEES, DESIGNS, LOCAL, WAREHOUSE, IMPORT, PREPARATIONS = range(
    1, 10
)

CAPACITY = {
    2: (2, 2, 2, 2, 2, 2, 2, 2, 2),
    3: (2, 2, 2, 2, 2, 2, 2, 2, 3),
    4: (3, 3, 3, 3, 3, 3, 3, 3, 4),
}
"""Pawn spaces per location (1-9) by player count (§3 [R] grid). Spaces beyond are greyed."""

MAX_SPACES = (3, 3, 3, 3, 3, 3, 3, 3, 4)
"""Spaces printed on the board per location (the 4-player grid)."""

PRICES = {
    LOCAL: (1, 2, 2, 2, 3, 4),
    WAREHOUSE: (1, 1, 2, 2, 3, 3),
    IMPORT: (2, 3, 3, 3, 4, 5),
}
"""Price per cube of each material at the three markets (§3.1 [R])."""

QUALITY_PER_VISIT = {LOCAL: 1, WAREHOUSE: 2, IMPORT: 3}
"""Q tokens gained once per market visit that buys at least one cube."""

OFFERS = ("2 Q", "1 PR", "1 T", "$5")
"""Location 9's four offers, each taken once per round."""

START_CASH = 40
PAWNS = 3
PRINTED_EMPLOYEES = 3
"""Printed starting employees: $1 upkeep each while no hired employee covers them."""

CREDIT_UNIT = 10
"""Credit is taken in $10 cards, each $1 upkeep per round (§4.8)."""

LOAN_CASH = 20
LOAN_UPKEEP = 2
LOAN_REPAY = 28

EXHIBITION_ROUNDS = (3, 6, 9, 12)
LAST_QUARTER_ROUND = 10
ROUNDS = 12

PRESTIGE_RATE = {2: 1, 3: 2, 4: 3}
"""VP per Prestige token at an exchange, by player count."""

AWARDS = {
    2: ((4, 1), (3, 0), (2, 0), (1, 0)),
    3: ((4, 2), (3, 1), (2, 1), (1, 0)),
    4: ((4, 2), (3, 2), (2, 1), (1, 0)),
}
"""Prestige for 1st / 2nd place on each show-tile line, by player count (§5.4.3)."""

ACTIVE_LINES = (4, 3, 2, 2)
"""How many lines of each show tile count in quarters 1-4 (§4.7 recommended mask)."""

TILES_PER_QUARTER = (1, 2, 3, 4)

Q, T, PR, X2 = "Q", "T", "PR", "X2"
CRITERIA = (Q, T, PR, X2)


# -- effects as data -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Effect:
    """One ability in the vocabulary of §4.1.

    >>> Effect("SHOW", "pr", 1)
    Effect(trigger='SHOW', kind='pr', amount=1, locs=(), pawn=True, size=0, per=1)
    """

    trigger: str
    """When it works: INSTANT, FLIP, LOC, UPKEEP, GROWTH, SHOW, AWARDS, SALES, PASSIVE,
    EXHIBITION (start of an exhibition round), PLANNING, KEEP (end of Sales)."""
    kind: str
    """What it does (see effects.py for every kind)."""
    amount: int = 0
    """The number on the card (dollars, tokens, cubes, designs...)."""
    locs: tuple[int, ...] = ()
    """For LOC and PLANNING: the locations it works at."""
    pawn: bool = True
    """For LOC: the owner needs a pawn there (False: it fires before the pawns)."""
    size: int = 0
    """For SHOW: only if the collection has at least this many designs."""
    per: int = 1
    """For per-card kinds: per this many collection designs."""


def E(trigger: str, kind: str, amount: int = 0, **more: object) -> Effect:
    return Effect(trigger, kind, amount, **more)  # type: ignore[arg-type]


MATS = (6, 7, 8)


@dataclass(frozen=True, slots=True)
class Card:
    """A building, employee or contract: two sides (basic/fresh and upgraded/trained/extended)."""

    id: int
    """Global card id."""
    key: str
    """Printed code, e.g. ``"B04"``."""
    deck: str
    """``"building"``, ``"employee"`` or ``"contract"``."""
    name: str
    cost: int
    """Buildings: purchase cost (0 for the others)."""
    upkeep: int
    """Upkeep per round of the basic side (contracts: 0)."""
    flip_cost: int
    """Upgrade / train cost (contracts flip for free)."""
    flipped_upkeep: int
    front: tuple[Effect, ...]
    back: tuple[Effect, ...]
    last_quarter: bool
    """One of the 6 cards set aside for rounds X-XII."""

    def effects(self, flipped: bool) -> tuple[Effect, ...]:
        return self.back if flipped else self.front

    def upkeep_for(self, flipped: bool) -> int:
        return self.flipped_upkeep if flipped else self.upkeep


@dataclass(frozen=True, slots=True)
class Design:
    """A design card: style, clothing type, two materials, sale price and show bonus."""

    id: int
    key: str
    style: int
    """Index into STYLES."""
    clothing: int
    """Index into CLOTHING_TYPES."""
    materials: tuple[int, int]
    """Two different materials (indexes into MATERIALS), one cube each."""
    price: int
    bonus: str
    """Show bonus: ``""``, ``"Q"``, ``"T"``, ``"PR"`` or ``"$3"``."""
    start_of: int
    """Clothing Type tile this is a starting design of (-1: none)."""


# -- buildings (§4.2) -----------------------------------------------------------------------
# (key, name, cost, upkeep, basic effects, upgrade cost, upgraded upkeep, upgraded effects)

_BUILDINGS = (
    (
        "B01",
        "Boutique",
        10,
        2,
        (E("SALES", "cash_per_card", 1),),
        6,
        3,
        (E("SALES", "cash_per_card", 2),),
    ),
    (
        "B02",
        "Retail Outlet",
        12,
        2,
        (E("UPKEEP", "income_per_last_card", 1, size=5),),
        8,
        3,
        (E("UPKEEP", "income_per_last_card", 2, size=5),),
    ),
    (
        "B03",
        "Design Studio",
        14,
        3,
        (E("LOC", "design_top", 1, locs=(5,), pawn=False),),
        7,
        3,
        (E("LOC", "design_any", 1, locs=(5,), pawn=False),),
    ),
    (
        "B04",
        "Fabric Store",
        6,
        1,
        (E("LOC", "discount_visit", 1, locs=(6,)),),
        4,
        1,
        (E("LOC", "discount_cube", 1, locs=(6,)),),
    ),
    ("B05", "Quality Lab", 8, 2, (E("SHOW", "q", 1),), 5, 2, (E("SHOW", "q", 2),)),
    ("B06", "Trend Studio", 8, 2, (E("SHOW", "t", 1),), 5, 2, (E("SHOW", "t", 2),)),
    ("B07", "Press Office", 8, 2, (E("SHOW", "pr", 1),), 5, 2, (E("SHOW", "pr", 2),)),
    ("B08", "Showroom", 9, 2, (E("AWARDS", "x2", 1),), 6, 2, (E("AWARDS", "x2", 2),)),
    ("B09", "Office Block", 8, 1, (E("PASSIVE", "houses", 2),), 6, 2, (E("PASSIVE", "houses", 3),)),
    (
        "B10",
        "Sewing Workshop",
        10,
        2,
        (E("SHOW", "substitute", 1),),
        6,
        2,
        (E("SHOW", "substitute", 2),),
    ),
    ("B11", "Flagship Store", 12, 2, (E("SALES", "cash", 4),), 8, 3, (E("SALES", "cash", 8),)),
    (
        "B12",
        "Logistics Hub",
        10,
        2,
        (E("LOC", "discount_cube", 1, locs=(8,)),),
        5,
        2,
        (E("LOC", "discount_cube", 1, locs=(8,)), E("LOC", "q", 1, locs=(8,))),
    ),
    (
        "B13",
        "Headquarters",
        12,
        2,
        (E("GROWTH", "extra_flip", 1),),
        6,
        2,
        (E("GROWTH", "extra_flip", 1), E("GROWTH", "flip_discount", 2)),
    ),
    (
        "B14",
        "Photo Studio",
        9,
        2,
        (E("SHOW", "pr", 1, size=4), E("SHOW", "t", 1, size=4)),
        5,
        2,
        (E("SHOW", "pr", 1, size=3), E("SHOW", "t", 1, size=3)),
    ),
    ("B15", "Outlet Shop", 8, 1, (E("SALES", "outlet", 1),), 5, 1, (E("SALES", "outlet", 2),)),
    (
        "B16",
        "Bank Branch",
        6,
        1,
        (E("LOC", "credit_limit", 10, locs=(1,)),),
        4,
        1,
        (E("LOC", "credit_limit", 20, locs=(1,)),),
    ),
    ("B17", "Archive", 7, 1, (E("KEEP", "keep_tokens", 1),), 5, 1, (E("KEEP", "keep_tokens", 2),)),
    (
        "B18",
        "Members' Lounge",
        10,
        2,
        (E("PLANNING", "extra_space", 1, locs=(6, 7, 8, 9)),),
        6,
        2,
        (E("PLANNING", "extra_space", 1, locs=tuple(range(1, 10))),),
    ),
    (
        "B19",
        "Fashion Academy",
        8,
        1,
        (E("GROWTH", "train_discount", 3),),
        4,
        1,
        (E("GROWTH", "free_training", 1),),
    ),
    (
        "B20",
        "Luxury Atelier",
        16,
        3,
        (E("SALES", "cash_per_card", 3),),
        8,
        3,
        (E("SALES", "cash_per_card", 4),),
    ),
    ("B21", "Media House", 12, 2, (E("SHOW", "pr", 2),), 6, 2, (E("SHOW", "pr", 3),)),
    ("B22", "Trend Lab", 12, 2, (E("SHOW", "t", 2),), 6, 2, (E("SHOW", "t", 3),)),
    ("B23", "Certification Centre", 12, 2, (E("SHOW", "q", 2),), 6, 2, (E("SHOW", "q", 3),)),
    ("B24", "Concept Store", 12, 2, (E("AWARDS", "x2", 2),), 6, 2, (E("AWARDS", "x2", 3),)),
)

# -- employees (§4.3) -----------------------------------------------------------------------
# (key, name, upkeep, basic effects, train cost, trained upkeep, trained effects)

_EMPLOYEES = (
    (
        "E01",
        "Tailor",
        2,
        (E("SALES", "cash_per_card", 1),),
        5,
        3,
        (E("SALES", "cash_per_card", 2),),
    ),
    ("E02", "Model", 2, (E("SHOW", "pr", 1),), 4, 3, (E("SHOW", "pr", 2),)),
    ("E03", "Quality Inspector", 2, (E("SHOW", "q", 1),), 4, 3, (E("SHOW", "q", 2),)),
    ("E04", "Trend Scout", 2, (E("SHOW", "t", 1),), 4, 3, (E("SHOW", "t", 2),)),
    (
        "E05",
        "Buyer",
        1,
        (E("LOC", "discount_visit", 1, locs=MATS),),
        4,
        2,
        (E("LOC", "discount_cube", 1, locs=MATS),),
    ),
    (
        "E06",
        "Accountant",
        1,
        (E("UPKEEP", "upkeep_cut", 2),),
        6,
        1,
        (E("UPKEEP", "upkeep_cut", 3),),
    ),
    (
        "E07",
        "Assistant Designer",
        2,
        (E("LOC", "extra_design_top", 1, locs=(5,)),),
        5,
        3,
        (E("LOC", "extra_design_any", 1, locs=(5,)),),
    ),
    ("E08", "Stylist", 2, (E("SHOW", "restyle", 1),), 5, 3, (E("SHOW", "restyle", 2),)),
    ("E09", "PR Assistant", 1, (E("EXHIBITION", "pr", 1),), 4, 2, (E("EXHIBITION", "pr", 2),)),
    ("E10", "Seamstress", 2, (E("SHOW", "substitute", 1),), 5, 3, (E("SHOW", "substitute", 2),)),
    (
        "E11",
        "Financial Advisor",
        1,
        (E("LOC", "credit_limit", 10, locs=(1,)),),
        4,
        2,
        (E("LOC", "credit_limit", 10, locs=(1,)), E("LOC", "credit_free", 1, locs=(1,))),
    ),
    ("E12", "Pattern Maker", 2, (E("AWARDS", "x2", 1),), 5, 3, (E("AWARDS", "x2", 2),)),
    (
        "E13",
        "Logistics Clerk",
        1,
        (E("LOC", "warehouse_two_one", 1, locs=(7,)),),
        4,
        2,
        (E("LOC", "warehouse_two_all", 1, locs=(7,)),),
    ),
    (
        "E14",
        "Negotiator",
        1,
        (E("LOC", "building_discount", 2, locs=(3,)),),
        4,
        2,
        (E("LOC", "building_discount", 4, locs=(3,)),),
    ),
    ("E15", "Intern", 0, (), 3, 1, (E("SHOW", "t", 1),)),
    ("E16", "Photographer", 1, (E("SHOW", "pr", 1, size=3),), 4, 2, (E("SHOW", "pr", 2, size=3),)),
    (
        "E17",
        "Fabric Technologist",
        1,
        (E("LOC", "q", 1, locs=(6, 8)),),
        4,
        2,
        (E("LOC", "q", 2, locs=(6, 8)),),
    ),
    ("E18", "Sales Rep", 1, (E("SALES", "cash", 3),), 5, 2, (E("SALES", "cash", 6),)),
    (
        "E19",
        "Star Designer",
        3,
        (E("SHOW", "t_per_cards", 1, per=2),),
        6,
        4,
        (E("SHOW", "t_per_cards", 1, per=1),),
    ),
    ("E20", "Top Model", 3, (E("SHOW", "pr", 2),), 5, 4, (E("SHOW", "pr", 3),)),
    (
        "E21",
        "Master Tailor",
        3,
        (E("SALES", "cash_per_card", 2),),
        6,
        4,
        (E("SALES", "cash_per_card", 3),),
    ),
    ("E22", "Creative Director", 3, (E("SHOW", "restyle", 2),), 5, 4, (E("SHOW", "restyle", 3),)),
    (
        "E23",
        "Chief Buyer",
        2,
        (E("LOC", "discount_cube", 1, locs=MATS),),
        5,
        3,
        (E("LOC", "discount_cube", 1, locs=MATS), E("LOC", "q", 1, locs=MATS)),
    ),
    ("E24", "CFO", 1, (E("UPKEEP", "upkeep_cut", 3),), 5, 1, (E("UPKEEP", "upkeep_cut", 5),)),
)

# -- contracts (§4.4): (key, name, fresh effects, extended effects) --------------------------

_CONTRACTS = (
    (
        "C01",
        "Local Supplier Deal",
        (E("LOC", "discount_cube", 1, locs=(6,)),),
        (E("LOC", "discount_visit", 1, locs=(6,)),),
    ),
    (
        "C02",
        "Warehouse Agreement",
        (E("LOC", "warehouse_two_all", 1, locs=(7,)),),
        (E("LOC", "warehouse_two_one", 1, locs=(7,)),),
    ),
    (
        "C03",
        "Import Licence",
        (E("LOC", "q", 1, locs=(8,)),),
        (E("LOC", "discount_visit", 1, locs=(8,)),),
    ),
    (
        "C04",
        "Freelance Designer",
        (E("INSTANT", "search_design", 1),),
        (E("FLIP", "top_design", 1),),
    ),
    ("C05", "Media Partnership", (E("SHOW", "pr", 2),), (E("SHOW", "pr", 1),)),
    ("C06", "Trend Magazine", (E("SHOW", "t", 2),), (E("SHOW", "t", 1),)),
    ("C07", "Quality Certificate", (E("SHOW", "q", 2),), (E("SHOW", "q", 1),)),
    ("C08", "Celebrity Endorsement", (E("AWARDS", "x2", 1),), (E("SHOW", "pr", 1),)),
    (
        "C09",
        "Credit Line",
        (E("LOC", "credit_limit", 10, locs=(1,)), E("LOC", "credit_free", 1, locs=(1,))),
        (E("LOC", "credit_limit", 10, locs=(1,)),),
    ),
    ("C10", "Subcontractor", (E("SHOW", "substitute", 1),), (E("SHOW", "substitute", 1),)),
    (
        "C11",
        "Department Store Order",
        (E("SALES", "cash_per_card", 2),),
        (E("SALES", "cash_per_card", 1),),
    ),
    ("C12", "Style Consultant", (E("SHOW", "restyle", 1),), (E("SHOW", "restyle", 1),)),
    ("C13", "Temp Agency", (E("PASSIVE", "slot", 1),), (E("PASSIVE", "slot", 1),)),
    ("C14", "Cost Consultant", (E("UPKEEP", "upkeep_cut", 2),), (E("UPKEEP", "upkeep_cut", 1),)),
    ("C15", "Event Sponsor", (E("INSTANT", "cash", 6),), (E("FLIP", "cash", 3),)),
    ("C16", "Fabric Fair", (E("INSTANT", "cubes", 2),), (E("FLIP", "cubes", 1),)),
    ("C17", "Fashion Blogger", (E("SHOW", "t", 1), E("SHOW", "pr", 1)), (E("SHOW", "t", 1),)),
    ("C18", "Exclusive Distributor", (E("SALES", "cash", 5),), (E("SALES", "cash", 3),)),
    ("C19", "Gala Invitation", (E("SHOW", "pr", 3),), None),
    ("C20", "Global Trend Report", (E("SHOW", "t", 3),), None),
    ("C21", "Premium Mill", (E("LOC", "q", 2, locs=MATS),), None),
    ("C22", "Angel Investor", (E("INSTANT", "cash", 10),), None),
    ("C23", "Couture Week", (E("AWARDS", "x2", 2),), None),
    ("C24", "Chain Store Deal", (E("SALES", "cash_per_card", 3),), None),
)

# -- designs (§4.6): (style, type, material, material, price, bonus) ------------------------

_C, _LI, _W, _DE, _LE, _S = range(6)
_DESIGNS = (
    (0, 0, _C, _S, 9, ""),
    (0, 0, _C, _S, 9, ""),
    (0, 1, _S, _LE, 12, ""),
    (0, 1, _S, _W, 10, "T"),
    (0, 2, _LE, _W, 10, ""),
    (0, 2, _S, _LI, 10, "PR"),
    (0, 3, _LE, _LI, 10, ""),
    (0, 3, _W, _LI, 8, "T"),
    (0, 4, _S, _C, 10, ""),
    (0, 4, _LE, _C, 8, "PR"),
    (1, 0, _W, _C, 8, ""),
    (1, 0, _W, _S, 10, "Q"),
    (1, 1, _C, _W, 7, ""),
    (1, 1, _C, _W, 7, ""),
    (1, 2, _C, _S, 10, ""),
    (1, 2, _W, _LI, 8, "T"),
    (1, 3, _C, _LI, 8, ""),
    (1, 3, _S, _LI, 10, "PR"),
    (1, 4, _W, _LE, 10, ""),
    (1, 4, _C, _LE, 8, "$3"),
    (2, 0, _C, _DE, 8, ""),
    (2, 0, _C, _LI, 7, "T"),
    (2, 1, _DE, _LI, 9, ""),
    (2, 1, _C, _W, 7, "PR"),
    (2, 2, _C, _DE, 7, ""),
    (2, 2, _C, _DE, 7, ""),
    (2, 3, _DE, _W, 9, ""),
    (2, 3, _LI, _W, 8, "Q"),
    (2, 4, _C, _LE, 9, ""),
    (2, 4, _DE, _LE, 9, "T"),
    (3, 0, _LE, _DE, 10, ""),
    (3, 0, _LE, _C, 8, "PR"),
    (3, 1, _DE, _C, 8, ""),
    (3, 1, _LE, _S, 11, "Q"),
    (3, 2, _DE, _S, 11, ""),
    (3, 2, _C, _S, 9, "T"),
    (3, 3, _DE, _LE, 9, ""),
    (3, 3, _DE, _LE, 9, ""),
    (3, 4, _LE, _W, 10, ""),
    (3, 4, _DE, _W, 8, "PR"),
    (4, 0, _C, _LI, 8, ""),
    (4, 0, _C, _DE, 7, "$3"),
    (4, 1, _LI, _DE, 9, ""),
    (4, 1, _C, _W, 7, "T"),
    (4, 2, _LI, _W, 9, ""),
    (4, 2, _DE, _W, 8, "PR"),
    (4, 3, _C, _LE, 9, ""),
    (4, 3, _LI, _LE, 9, "Q"),
    (4, 4, _C, _LI, 7, ""),
    (4, 4, _C, _LI, 7, ""),
)

STARTING_DESIGNS = ((0, 1), (12, 13), (24, 25), (36, 37), (48, 49))
"""Design ids of the two starting designs on the back of each Clothing Type tile."""

DESIGNS: tuple[Design, ...] = tuple(
    Design(
        id=i,
        key=f"D{i + 1:02d}",
        style=row[0],
        clothing=row[1],
        materials=(row[2], row[3]),
        price=row[4],
        bonus=row[5],
        start_of=next((t for t, pair in enumerate(STARTING_DESIGNS) if i in pair), -1),
    )
    for i, row in enumerate(_DESIGNS)
)
DESIGN_IDS = tuple(range(len(DESIGNS)))


BALANCE: dict[str, dict[str, int]] = {
    # Buildings whose owners lost 10-24 points of win rate in the card-by-card check
    # (benchmarks/pret_a_porter/cards.py, 120 two-player heuristic games each): $1 less
    # upkeep on both sides, and the two weakest income buildings $2 cheaper.
    "B01": {"cost": 8, "upkeep": 1, "flipped_upkeep": 2},
    "B02": {"cost": 10, "upkeep": 1, "flipped_upkeep": 2},
    "B03": {"upkeep": 2, "flipped_upkeep": 2},
    "B09": {"upkeep": 1, "flipped_upkeep": 1},
    "B10": {"upkeep": 1, "flipped_upkeep": 1},
    "B11": {"upkeep": 1, "flipped_upkeep": 2},
    "B12": {"upkeep": 1, "flipped_upkeep": 1},
    "B13": {"upkeep": 1, "flipped_upkeep": 1},
    "B14": {"upkeep": 1, "flipped_upkeep": 1},
    "B16": {"upkeep": 1, "flipped_upkeep": 1},
    "B18": {"upkeep": 1, "flipped_upkeep": 1},
    # Employees whose owners won 21 points above the baseline: an Intern with $0 upkeep is a
    # free $1 a round (it covers a printed $1 slot), the Technologist's Q came too cheap.
    # Second pass: owners of these won 26-34 points above the baseline (an Accountant paid
    # for itself twice over; an extra design every visit to location 5; a free PR each show).
    "E06": {"upkeep": 2, "flipped_upkeep": 2},
    "E07": {"upkeep": 3, "flipped_upkeep": 4},
    "E09": {"upkeep": 2, "flipped_upkeep": 3},
    "E15": {"upkeep": 1, "flipped_upkeep": 1},
    "E17": {"upkeep": 2, "flipped_upkeep": 3},
}
"""Changes to the numbers of the reference proposal (rules file §4) after the balance check;
each entry replaces fields of that card. The reference tables above keep the original
numbers, so every change is visible here with its reason."""


def _cards() -> tuple[Card, ...]:
    out: list[Card] = []
    base = len(DESIGNS)
    for n, (key, name, cost, up, front, fcost, fup, back) in enumerate(_BUILDINGS):
        last = n >= 18
        out.append(Card(base + n, key, "building", name, cost, up, fcost, fup, front, back, last))
    base += len(_BUILDINGS)
    for n, (key, name, up, front, fcost, fup, back) in enumerate(_EMPLOYEES):
        out.append(Card(base + n, key, "employee", name, 0, up, fcost, fup, front, back, n >= 18))
    base += len(_EMPLOYEES)
    for n, (key, name, front, back) in enumerate(_CONTRACTS):
        # Last-quarter contracts never flip before the game ends: their back equals the front.
        out.append(Card(base + n, key, "contract", name, 0, 0, 0, 0, front, back or front, n >= 18))
    return tuple(dataclasses.replace(c, **BALANCE[c.key]) if c.key in BALANCE else c for c in out)


_ALL = _cards()
BUILDING_IDS = tuple(c.id for c in _ALL if c.deck == "building")
EMPLOYEE_IDS = tuple(c.id for c in _ALL if c.deck == "employee")
CONTRACT_IDS = tuple(c.id for c in _ALL if c.deck == "contract")
DECKS = {"contract": CONTRACT_IDS, "building": BUILDING_IDS, "employee": EMPLOYEE_IDS}
"""The three card decks, in location order 2, 3, 4."""

CARDS: dict[int, Card] = {c.id: c for c in _ALL}
"""Buildings, employees and contracts by id."""

KEY: tuple[str, ...] = tuple(d.key for d in DESIGNS) + tuple(c.key for c in _ALL)
"""Every card's key by global id."""

CARD_COUNT = len(KEY)


def name_of(card: int) -> str:
    """A card's display name: ``"Boutique"`` or ``"D05 Evening Shirt"``."""
    if card < len(DESIGNS):
        d = DESIGNS[card]
        return f"{d.key} {STYLES[d.style]} {CLOTHING_TYPES[d.clothing]}"
    return CARDS[card].name


# -- show tiles (§4.7) ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ShowTile:
    """A fashion-show tile: four ranked criteria, most important first."""

    id: int
    name: str
    lines: tuple[str, str, str, str]
    last_quarter: bool


SHOW_TILES = (
    ShowTile(0, "Milan", (Q, T, PR, X2), False),
    ShowTile(1, "London", (T, PR, X2, Q), False),
    ShowTile(2, "New York", (PR, X2, Q, T), False),
    ShowTile(3, "Tokyo", (X2, Q, T, PR), False),
    ShowTile(4, "Berlin", (Q, PR, X2, T), False),
    ShowTile(5, "Seoul", (T, X2, Q, PR), False),
    ShowTile(6, "Paris", (Q, X2, T, PR), True),
    ShowTile(7, "Rome", (T, Q, X2, PR), True),
    ShowTile(8, "Los Angeles", (PR, T, Q, X2), True),
    ShowTile(9, "Shanghai", (X2, PR, T, Q), True),
)
