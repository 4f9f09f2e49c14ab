"""Growth (§5.3 step 3): train and/or upgrade once each; every card flips once per game."""

from __future__ import annotations

from fashion_core.games.pret_a_porter.actions import DONE, Fire, Flip
from fashion_core.games.pret_a_porter.positions import arrange, card, visit
from fashion_core.games.pret_a_porter.rules import Phase
from fashion_core.positions import play

from .conftest import refuse


def growth(**fields):
    s = arrange(players=2, seed=1, first=0, **fields)
    visit(s, {})  # no pawns: straight to Growth
    assert s.phase is Phase.GROWTH
    return s


def test_growth_trains_one_employee_and_upgrades_one_building():
    s = growth(employees=[["E02", "E03"], []], buildings=[["B05", "B06"], []])
    s.apply(Flip(card("E02")))
    assert s.cash[0] == 36 and s.flipped[card("E02")]
    refuse(s, Flip(card("E03")), "One training, one upgrade")
    s.apply(Flip(card("B05")))
    assert s.cash[0] == 31 and s.legal_actions() == [Fire(card("E02")), Fire(card("E03")), DONE]
    s.apply(DONE)  # nothing else to flip (firing is still allowed): the upkeep follows
    assert s.cash[0] == 31 - s.upkeep(0)
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
    assert s.legal_actions() == [Flip(card("E02")), Fire(card("E02")), DONE]
    refuse(s, Flip(card("B06")), "One training, one upgrade")


def test_a_headquarters_upgraded_in_a_growth_works_in_that_same_growth():
    # Rules note: the rules text does not say; the extra flip counts at once.
    s = growth(employees=[["E02", "E03"], []], buildings=[["B13"], []], cash=[60, 40])
    price = s._flip_price(card("B13"), s.effects(0))
    play(s, Flip(card("B13")), Flip(card("E02")), Flip(card("E03")))
    # The upgraded side's -$2 on each training counts at once ($4 - $2 each).
    assert s.flipped[card("E03")] and s.cash[0] == 60 - price - 2 - 2


def test_a_fashion_academy_upgraded_in_a_growth_gives_its_free_training_at_once():
    s = growth(employees=[["E02"], []], buildings=[["B19"], []], cash=[60, 40])
    price = s._flip_price(card("B19"), s.effects(0))
    play(s, Flip(card("B19")), Flip(card("E02")))
    assert s.flipped[card("E02")] and s.cash[0] == 60 - price


def test_an_employee_may_be_fired_at_any_time_on_the_growth_turn():
    s = growth(employees=[["E02"], []])
    assert Fire(card("E02")) in s.legal_actions()
    s.apply(Fire(card("E02")))  # severance: twice the Model's $2
    assert s.employees[0] == [] and card("E02") in s.card_discard
    # Nothing else to do: Growth ends and the upkeep (three printed $1 slots) follows.
    assert s.cash[0] == 40 - 4 - 3
