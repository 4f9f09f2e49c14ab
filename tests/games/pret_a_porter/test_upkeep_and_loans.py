"""Upkeep, credit and forced loans (§5.3 step 4, §5.4 step 5, §4.8)."""

from __future__ import annotations

from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import DONE
from fashion_core.games.pret_a_porter.positions import arrange, card, to_exhibition, visit
from fashion_core.games.pret_a_porter.rules import PretAPorterState


def test_upkeep_is_employees_buildings_credit_and_loans_minus_cuts():
    s = arrange(players=2, seed=1, employees=[["E02", "E06"], []], buildings=[["B05"], []])
    s.credit[0], s.credit_free[0], s.loans[0] = 2, 1, 1
    # Model 2 + Accountant 2 + one printed slot 1 + Quality Lab 2 + credit 2 + loan 2 - 2
    assert s.upkeep(0) == 2 + 2 + 1 + 2 + 2 + 2 - 2


def test_upkeep_never_goes_below_zero():
    s = arrange(players=2, seed=1, employees=[["E24", "E06", "E15"], []])
    assert s.upkeep(0) == 0


def test_a_company_that_cannot_pay_takes_a_20_dollar_loan_whose_2_dollars_apply_now():
    s = arrange(players=2, seed=1, first=0, cash=[1, 40])
    visit(s, {})  # nothing to do or flip: upkeep is paid at once
    assert s.loans[0] == 1 and s.cash[0] == 1 + 20 - (3 + 2)
    assert s.cash[1] == 37 and s.round == 2


def test_two_loans_when_one_is_not_enough():
    assert fx.loans_needed(0, 19) == 2
    assert fx.loans_needed(0, 18) == 1


def test_an_exhibition_repays_credit_and_loans_after_upkeep():
    s = arrange(players=2, seed=1, cash=[100, 40], credit=[2, 0], loans=[1, 0])
    to_exhibition(s)
    while s.round != 4:
        s.apply(DONE)
    # upkeep 3 + 2 credit + 2 loan = 7; then $20 credit + $28 loan
    assert s.cash[0] == 100 - 7 - 48 and s.credit[0] == 0 and s.loans[0] == 0


def test_short_at_the_exhibition_means_18_dollar_loans():
    s = arrange(players=2, seed=1, cash=[3, 40], credit=[1, 0])
    to_exhibition(s)
    while s.round != 4:
        s.apply(DONE)
    # upkeep $4 -> one loan (+20, +2); then $10 credit -> 20+3-6 = 17 >= 10: paid.
    assert s.loans[0] == 1 and s.cash[0] == 3 + 20 - 6 - 10


def test_loans_taken_at_an_exhibition_fall_due_at_the_next_one():
    s = arrange(players=2, seed=1, cash=[0, 40], loans=[1, 0])
    to_exhibition(s)
    while s.round != 4:
        s.apply(DONE)
    # Upkeep $3 + $2 forces a loan (+$20, +$2 now): $13 left. The old loan's $28 forces a
    # second (+$20, +$2 now): $3 left. Only the old loan was repaid; both new ones stay.
    assert s.loans[0] == 2 and s.cash[0] == 3


def test_credit_taken_with_a_credit_line_has_no_upkeep():
    s = arrange(players=2, seed=1, contracts=[["C09"], []], designs=[["D01", "D02"], []])
    visit(s, {1: [0], 9: [1]})
    from fashion_core.games.pret_a_porter.actions import TakeCredit

    assert TakeCredit(3) in s.legal_actions()  # 2 designs x $10 + $10 from the contract
    s.apply(TakeCredit(3))
    assert s.credit_free[0] == 3 and s.upkeep(0) == 3
    assert {u // 64 for u in s.used} == {card("C09")}  # both its abilities were used


def finish_working_round(s: PretAPorterState) -> PretAPorterState:
    """Pass Growth (and anything else left) until the round's upkeep is paid."""
    start = s.round
    while s.round == start:
        s.apply(DONE)
    return s


def test_working_round_upkeep_charges_1_dollar_per_credit_card_and_2_per_loan():
    s = arrange(players=2, seed=1, first=0, credit=[2, 0], loans=[1, 0])
    visit(s, {})
    # three printed $1 slots + 2 credit cards + 1 loan; the loan is not repaid in round I
    assert s.round == 2 and s.cash[0] == 40 - (3 + 2 + 2) and s.loans[0] == 1


def test_working_round_upkeep_subtracts_cuts_but_never_goes_below_zero():
    # Accountant: $2 upkeep (BALANCE), cuts $2; with two uncovered printed slots: $2 due.
    s = finish_working_round(
        visit(arrange(players=2, seed=1, first=0, employees=[["E06"], []]), {})
    )
    assert s.cash[0] == 40 - 2
    # CFO $1 + Accountant $2 + Intern $1 = $4 against $5 of cuts: nothing paid, nothing earned.
    s = arrange(players=2, seed=1, first=0, employees=[["E24", "E06", "E15"], []])
    s = finish_working_round(visit(s, {}))
    assert s.cash[0] == 40


def test_retail_outlet_pays_per_design_of_the_last_collection_up_to_five():
    # Retail Outlet: $1 upkeep (BALANCE), +$1 per design last sold, at most 5 designs counted.
    for last_sold, income in ((2, 2), (7, 5)):
        s = arrange(players=2, seed=1, first=0, buildings=[["B02"], []], last_sold=[last_sold, 0])
        s = finish_working_round(visit(s, {}))
        assert s.cash[0] == 40 + income - (3 + 1), last_sold


def test_an_exhibition_repays_credit_taken_at_no_upkeep_too():
    s = arrange(players=2, seed=1, cash=[40, 40], credit_free=[1, 0])
    to_exhibition(s)
    while s.round != 4:
        s.apply(DONE)
    # $3 upkeep (the free card adds none), then its $10 principal.
    assert s.cash[0] == 40 - 3 - 10 and s.credit_free[0] == 0


def test_exhibition_upkeep_subtracts_cuts_as_a_working_round_does():
    # Accountant: $2 upkeep (BALANCE), cuts $2; two uncovered printed slots.
    s = arrange(players=2, seed=1, first=0, employees=[["E06"], []])
    to_exhibition(s)
    while s.round != 4:
        s.apply(DONE)
    assert s.cash[0] == 40 - (2 + 2 - 2)
