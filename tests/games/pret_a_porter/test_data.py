"""The card data facts of §3-§4 (our original card set) and the effect vocabulary."""

from __future__ import annotations

from collections import Counter

import pytest

from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.cards import (
    AWARDS,
    BALANCE,
    CAPACITY,
    CARDS,
    CLOTHING_TYPES,
    CRITERIA,
    DECKS,
    DESIGNS,
    MATERIALS,
    PRICES,
    SHOW_TILES,
    STARTING_DESIGNS,
    STYLES,
)

TRIGGERS = {
    "INSTANT", "FLIP", "LOC", "UPKEEP", "GROWTH", "SHOW", "AWARDS", "SALES", "PASSIVE",
    "EXHIBITION", "PLANNING", "KEEP",
}  # fmt: skip


@pytest.mark.parametrize("deck", ["contract", "building", "employee"])
def test_each_card_deck_has_18_regular_and_6_last_quarter_cards(deck):
    cards = [CARDS[c] for c in DECKS[deck]]
    assert len(cards) == 24
    assert sum(c.last_quarter for c in cards) == 6
    assert len({c.key for c in cards}) == 24


def test_fifty_designs_cover_each_style_and_clothing_type_twice():
    assert len(DESIGNS) == 50
    pairs = Counter((d.style, d.clothing) for d in DESIGNS)
    assert set(pairs.values()) == {2} and len(pairs) == 25


def test_each_design_needs_two_different_materials():
    assert all(d.materials[0] != d.materials[1] for d in DESIGNS)


def test_design_prices_follow_the_price_rule():
    for d in DESIGNS:
        local = sum(PRICES[6][m] for m in d.materials)
        expected = local + 4 if d.start_of >= 0 else local + 5 - (1 if d.bonus else 0)
        assert d.price == expected, d.key
        assert 7 <= d.price <= 12


def test_design_bonuses_are_7_t_7_pr_4_q_and_2_cash():
    assert Counter(d.bonus for d in DESIGNS if d.bonus) == {"T": 7, "PR": 7, "Q": 4, "$3": 2}


def test_material_demand_matches_the_reference():
    demand = Counter(MATERIALS[m] for d in DESIGNS for m in d.materials)
    expected = {"Cotton": 25, "Wool": 17, "Leather": 16, "Linen": 15, "Denim": 15, "Silk": 12}
    assert demand == expected


def test_starting_designs_are_two_identical_bonusless_designs_of_the_tiles_type():
    for tile, pair in enumerate(STARTING_DESIGNS):
        a, b = (DESIGNS[d] for d in pair)
        assert a.clothing == b.clothing == tile and a.style == b.style == tile
        assert a.materials == b.materials and not a.bonus and not b.bonus


def test_show_tiles_are_permutations_six_regular_and_four_last_quarter():
    assert len(SHOW_TILES) == 10
    assert sum(t.last_quarter for t in SHOW_TILES) == 4
    assert all(sorted(t.lines) == sorted(CRITERIA) for t in SHOW_TILES)


def test_location_capacities_are_2_or_3_by_player_count():
    assert CAPACITY[2] == (2,) * 9
    assert CAPACITY[3] == (2,) * 8 + (3,)
    assert CAPACITY[4] == (3,) * 8 + (4,)


def test_market_prices_local_warehouse_import():
    assert PRICES[6] == (1, 2, 2, 2, 3, 4)
    assert PRICES[7] == (1, 1, 2, 2, 3, 3)
    assert PRICES[8] == (2, 3, 3, 3, 4, 5)
    assert all(PRICES[8][m] > PRICES[6][m] for m in range(6)), "import is dearest"


def test_award_tables_for_two_three_and_four_players():
    assert AWARDS[2] == ((4, 1), (3, 0), (2, 0), (1, 0))
    assert AWARDS[3] == ((4, 2), (3, 1), (2, 1), (1, 0))
    assert AWARDS[4] == ((4, 2), (3, 2), (2, 1), (1, 0))


def test_every_effect_uses_the_vocabulary_read_by_the_interpreter():
    kinds = set()
    for line in (fx.__doc__ or "").splitlines():
        kinds.update(part.strip("`,.():") for part in line.split() if part.startswith("``"))
    for card in CARDS.values():
        for eff in card.front + card.back:
            assert eff.trigger in TRIGGERS, (card.key, eff)
            assert eff.kind in kinds, (card.key, eff.kind)


def test_buildings_cost_and_upkeep_within_the_economy():
    for cid in DECKS["building"]:
        c = CARDS[cid]
        assert 6 <= c.cost <= 16 and 1 <= c.upkeep <= 3 and c.flip_cost < c.cost


def test_last_quarter_contracts_back_equals_front():
    for cid in DECKS["contract"]:
        c = CARDS[cid]
        if c.last_quarter:
            assert c.back == c.front


def test_balance_changes_name_real_cards_and_fields():
    from fashion_core.games.pret_a_porter.cards import BALANCE, KEY

    for key, change in BALANCE.items():
        assert key in KEY
        card = next(c for c in CARDS.values() if c.key == key)
        for field, value in change.items():
            assert getattr(card, field) == value


# The reference tables of the rules file (§4.2, §4.3, §4.6, §4.7), copied as numbers so that
# a changed card shows up here; the BALANCE table's changes are applied on top.
REFERENCE_BUILDINGS = {  # key: (name, cost, upkeep, upgrade cost, upgraded upkeep)
    "B01": ("Boutique", 10, 2, 6, 3),
    "B02": ("Retail Outlet", 12, 2, 8, 3),
    "B03": ("Design Studio", 14, 3, 7, 3),
    "B04": ("Fabric Store", 6, 1, 4, 1),
    "B05": ("Quality Lab", 8, 2, 5, 2),
    "B06": ("Trend Studio", 8, 2, 5, 2),
    "B07": ("Press Office", 8, 2, 5, 2),
    "B08": ("Showroom", 9, 2, 6, 2),
    "B09": ("Office Block", 8, 1, 6, 2),
    "B10": ("Sewing Workshop", 10, 2, 6, 2),
    "B11": ("Flagship Store", 12, 2, 8, 3),
    "B12": ("Logistics Hub", 10, 2, 5, 2),
    "B13": ("Headquarters", 12, 2, 6, 2),
    "B14": ("Photo Studio", 9, 2, 5, 2),
    "B15": ("Outlet Shop", 8, 1, 5, 1),
    "B16": ("Bank Branch", 6, 1, 4, 1),
    "B17": ("Archive", 7, 1, 5, 1),
    "B18": ("Members' Lounge", 10, 2, 6, 2),
    "B19": ("Fashion Academy", 8, 1, 4, 1),
    "B20": ("Luxury Atelier", 16, 3, 8, 3),
    "B21": ("Media House", 12, 2, 6, 2),
    "B22": ("Trend Lab", 12, 2, 6, 2),
    "B23": ("Certification Centre", 12, 2, 6, 2),
    "B24": ("Concept Store", 12, 2, 6, 2),
}
REFERENCE_EMPLOYEES = {  # key: (name, upkeep, train cost, trained upkeep)
    "E01": ("Tailor", 2, 5, 3),
    "E02": ("Model", 2, 4, 3),
    "E03": ("Quality Inspector", 2, 4, 3),
    "E04": ("Trend Scout", 2, 4, 3),
    "E05": ("Buyer", 1, 4, 2),
    "E06": ("Accountant", 1, 6, 1),
    "E07": ("Assistant Designer", 2, 5, 3),
    "E08": ("Stylist", 2, 5, 3),
    "E09": ("PR Assistant", 1, 4, 2),
    "E10": ("Seamstress", 2, 5, 3),
    "E11": ("Financial Advisor", 1, 4, 2),
    "E12": ("Pattern Maker", 2, 5, 3),
    "E13": ("Logistics Clerk", 1, 4, 2),
    "E14": ("Negotiator", 1, 4, 2),
    "E15": ("Intern", 0, 3, 1),
    "E16": ("Photographer", 1, 4, 2),
    "E17": ("Fabric Technologist", 1, 4, 2),
    "E18": ("Sales Rep", 1, 5, 2),
    "E19": ("Star Designer", 3, 6, 4),
    "E20": ("Top Model", 3, 5, 4),
    "E21": ("Master Tailor", 3, 6, 4),
    "E22": ("Creative Director", 3, 5, 4),
    "E23": ("Chief Buyer", 2, 5, 3),
    "E24": ("CFO", 1, 5, 1),
}
REFERENCE_DESIGNS = (  # key, style, clothing type, materials, sale price, show bonus
    ("D01", "Evening", "Dress", ("Cotton", "Silk"), 9, ""),
    ("D02", "Evening", "Dress", ("Cotton", "Silk"), 9, ""),
    ("D03", "Evening", "Suit", ("Silk", "Leather"), 12, ""),
    ("D04", "Evening", "Suit", ("Silk", "Wool"), 10, "T"),
    ("D05", "Evening", "Shirt", ("Leather", "Wool"), 10, ""),
    ("D06", "Evening", "Shirt", ("Silk", "Linen"), 10, "PR"),
    ("D07", "Evening", "Jacket", ("Leather", "Linen"), 10, ""),
    ("D08", "Evening", "Jacket", ("Wool", "Linen"), 8, "T"),
    ("D09", "Evening", "Trousers", ("Silk", "Cotton"), 10, ""),
    ("D10", "Evening", "Trousers", ("Leather", "Cotton"), 8, "PR"),
    ("D11", "Business", "Dress", ("Wool", "Cotton"), 8, ""),
    ("D12", "Business", "Dress", ("Wool", "Silk"), 10, "Q"),
    ("D13", "Business", "Suit", ("Cotton", "Wool"), 7, ""),
    ("D14", "Business", "Suit", ("Cotton", "Wool"), 7, ""),
    ("D15", "Business", "Shirt", ("Cotton", "Silk"), 10, ""),
    ("D16", "Business", "Shirt", ("Wool", "Linen"), 8, "T"),
    ("D17", "Business", "Jacket", ("Cotton", "Linen"), 8, ""),
    ("D18", "Business", "Jacket", ("Silk", "Linen"), 10, "PR"),
    ("D19", "Business", "Trousers", ("Wool", "Leather"), 10, ""),
    ("D20", "Business", "Trousers", ("Cotton", "Leather"), 8, "$3"),
    ("D21", "Casual", "Dress", ("Cotton", "Denim"), 8, ""),
    ("D22", "Casual", "Dress", ("Cotton", "Linen"), 7, "T"),
    ("D23", "Casual", "Suit", ("Denim", "Linen"), 9, ""),
    ("D24", "Casual", "Suit", ("Cotton", "Wool"), 7, "PR"),
    ("D25", "Casual", "Shirt", ("Cotton", "Denim"), 7, ""),
    ("D26", "Casual", "Shirt", ("Cotton", "Denim"), 7, ""),
    ("D27", "Casual", "Jacket", ("Denim", "Wool"), 9, ""),
    ("D28", "Casual", "Jacket", ("Linen", "Wool"), 8, "Q"),
    ("D29", "Casual", "Trousers", ("Cotton", "Leather"), 9, ""),
    ("D30", "Casual", "Trousers", ("Denim", "Leather"), 9, "T"),
    ("D31", "Rock", "Dress", ("Leather", "Denim"), 10, ""),
    ("D32", "Rock", "Dress", ("Leather", "Cotton"), 8, "PR"),
    ("D33", "Rock", "Suit", ("Denim", "Cotton"), 8, ""),
    ("D34", "Rock", "Suit", ("Leather", "Silk"), 11, "Q"),
    ("D35", "Rock", "Shirt", ("Denim", "Silk"), 11, ""),
    ("D36", "Rock", "Shirt", ("Cotton", "Silk"), 9, "T"),
    ("D37", "Rock", "Jacket", ("Denim", "Leather"), 9, ""),
    ("D38", "Rock", "Jacket", ("Denim", "Leather"), 9, ""),
    ("D39", "Rock", "Trousers", ("Leather", "Wool"), 10, ""),
    ("D40", "Rock", "Trousers", ("Denim", "Wool"), 8, "PR"),
    ("D41", "Sport", "Dress", ("Cotton", "Linen"), 8, ""),
    ("D42", "Sport", "Dress", ("Cotton", "Denim"), 7, "$3"),
    ("D43", "Sport", "Suit", ("Linen", "Denim"), 9, ""),
    ("D44", "Sport", "Suit", ("Cotton", "Wool"), 7, "T"),
    ("D45", "Sport", "Shirt", ("Linen", "Wool"), 9, ""),
    ("D46", "Sport", "Shirt", ("Denim", "Wool"), 8, "PR"),
    ("D47", "Sport", "Jacket", ("Cotton", "Leather"), 9, ""),
    ("D48", "Sport", "Jacket", ("Linen", "Leather"), 9, "Q"),
    ("D49", "Sport", "Trousers", ("Cotton", "Linen"), 7, ""),
    ("D50", "Sport", "Trousers", ("Cotton", "Linen"), 7, ""),
)
REFERENCE_TILES = (  # name, lines 1-4, last quarter
    ("Milan", ("Q", "T", "PR", "X2"), False),
    ("London", ("T", "PR", "X2", "Q"), False),
    ("New York", ("PR", "X2", "Q", "T"), False),
    ("Tokyo", ("X2", "Q", "T", "PR"), False),
    ("Berlin", ("Q", "PR", "X2", "T"), False),
    ("Seoul", ("T", "X2", "Q", "PR"), False),
    ("Paris", ("Q", "X2", "T", "PR"), True),
    ("Rome", ("T", "Q", "X2", "PR"), True),
    ("Los Angeles", ("PR", "T", "Q", "X2"), True),
    ("Shanghai", ("X2", "PR", "T", "Q"), True),
)


def _numbers(key: str) -> dict[str, int]:
    """A card's numbers as the reference prints them, with the BALANCE change applied."""
    if key.startswith("B"):
        _, cost, upkeep, flip_cost, flipped_upkeep = REFERENCE_BUILDINGS[key]
    else:
        _, upkeep, flip_cost, flipped_upkeep = REFERENCE_EMPLOYEES[key]
        cost = 0
    numbers = {
        "cost": cost,
        "upkeep": upkeep,
        "flip_cost": flip_cost,
        "flipped_upkeep": flipped_upkeep,
    }
    return numbers | BALANCE.get(key, {})


@pytest.mark.parametrize("deck", ["building", "employee"])
def test_building_and_employee_numbers_are_the_references_but_for_the_balance_table(deck):
    table = REFERENCE_BUILDINGS if deck == "building" else REFERENCE_EMPLOYEES
    cards = [CARDS[c] for c in DECKS[deck]]
    assert [c.key for c in cards] == list(table)
    for c in cards:
        got = {f: getattr(c, f) for f in ("cost", "upkeep", "flip_cost", "flipped_upkeep")}
        assert (c.name, got) == (table[c.key][0], _numbers(c.key)), c.key
        assert c.last_quarter == (int(c.key[1:]) > 18), c.key


def test_design_cards_are_the_reference_table():
    got = tuple(
        (
            d.key,
            STYLES[d.style],
            CLOTHING_TYPES[d.clothing],
            (MATERIALS[d.materials[0]], MATERIALS[d.materials[1]]),
            d.price,
            d.bonus,
        )
        for d in DESIGNS
    )
    assert got == REFERENCE_DESIGNS


def test_starting_designs_of_each_clothing_type_tile_are_the_references():
    # Dress D01-D02, Suit D13-D14, Shirt D25-D26, Jacket D37-D38, Trousers D49-D50 (§4.5).
    keys = [[DESIGNS[d].key for d in pair] for pair in STARTING_DESIGNS]
    assert keys == [["D01", "D02"], ["D13", "D14"], ["D25", "D26"], ["D37", "D38"], ["D49", "D50"]]


def test_show_tiles_are_the_reference_table():
    got = tuple((t.name, t.lines, t.last_quarter) for t in SHOW_TILES)
    assert got == REFERENCE_TILES
