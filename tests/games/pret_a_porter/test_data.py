"""The card data facts of §3-§4 (our original card set) and the effect vocabulary."""

from __future__ import annotations

from collections import Counter

import pytest

from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.cards import (
    AWARDS,
    CAPACITY,
    CARDS,
    CRITERIA,
    DECKS,
    DESIGNS,
    MATERIALS,
    PRICES,
    SHOW_TILES,
    STARTING_DESIGNS,
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
