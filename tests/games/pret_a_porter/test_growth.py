"""Growth (§5.3 step 3): train and/or upgrade once each; every card flips once per game."""

from __future__ import annotations

from fashion_core.games.pret_a_porter.actions import DONE, Flip
from fashion_core.games.pret_a_porter.positions import arrange, card, visit
from fashion_core.games.pret_a_porter.rules import Phase

from .conftest import refuse


def growth(**fields):
    s = arrange(2, seed=1, first=0, **fields)
    visit(s, {})  # no pawns: straight to Growth
    assert s.phase is Phase.GROWTH
    return s


def test_growth_trains_one_employee_and_upgrades_one_building():
    s = growth(employees=[["E02", "E03"], []], buildings=[["B05", "B06"], []])
    s.apply(Flip(card("E02")))
    assert s.cash[0] == 36 and s.flipped[card("E02")]
    refuse(s, Flip(card("E03")), "One training, one upgrade")
    s.apply(Flip(card("B05")))
    assert s.cash[0] == 31 - s.upkeep(0)  # nothing else to flip: the upkeep follows
    assert s.phase is Phase.PLANNING and s.round == 2


def test_a_card_can_be_flipped_only_once_per_game():
    s = growth(employees=[["E02"], []])
    s.flipped[card("E02")] = 1
    s.edited()  # a flip by hand: the company is worked out again
    refuse(s, Flip(card("E02")), "Once per card")


def test_flipping_changes_upkeep_to_the_flipped_side():
    s = growth(employees=[["E02"], []])
    before = s.upkeep(0)
    s.apply(Flip(card("E02")))
    assert s.upkeep(0) == before + 1  # Model: $2 -> $3


def test_headquarters_allows_one_extra_flip():
    s = growth(employees=[["E02", "E03"], []], buildings=[["B13"], []])
    s.apply(Flip(card("E02")))
    s.apply(Flip(card("E03")))
    assert s.flipped[card("E03")]


def test_growth_costs_must_be_paid_in_full():
    s = growth(employees=[["E02"], []], buildings=[["B05"], []], cash=[4, 40])
    assert Flip(card("E02")) in s.legal_actions()
    refuse(s, Flip(card("B05")), "Pay in full")


def test_fashion_academy_makes_training_cheaper():
    s = growth(employees=[["E02"], []], buildings=[["B19"], []])
    s.apply(Flip(card("E02")))
    assert s.cash[0] == 40 - 1  # $4 - $3


def test_growth_upgrades_only_one_building():
    # An untrained employee keeps the Growth decision open after the first upgrade.
    s = growth(employees=[["E02"], []], buildings=[["B05", "B06"], []])
    s.apply(Flip(card("B05")))
    assert s.legal_actions() == [Flip(card("E02")), DONE]
    refuse(s, Flip(card("B06")), "One training, one upgrade")
