"""The Action phase (§5.3 step 2): locations 1-9, resolution order, forfeits."""

from __future__ import annotations

import pytest

from fashion_core.games.pret_a_porter.actions import (
    DONE,
    TOP_OF_DECK,
    BuyCube,
    ChooseMaterial,
    TakeCard,
    TakeCredit,
    TakeDesign,
    TakeOffer,
)
from fashion_core.games.pret_a_porter.cards import DESIGNS
from fashion_core.games.pret_a_porter.positions import arrange, card, display, visit
from fashion_core.games.pret_a_porter.rules import Phase
from fashion_core.positions import play

from .conftest import refuse
from .helpers import COTTON, LINEN, SILK, WOOL


def test_actions_resolve_location_1_to_9_then_in_placement_order():
    s = arrange(players=2, seed=1, first=0)
    visit(s, {9: [1, 0], 6: [0], 1: [1]})
    steps = [(loc, seat) for loc, seat, _ in s.queue]
    assert steps == [(1, 1), (6, 0), (9, 1), (9, 0)]


def test_design_studio_fires_before_the_pawns_at_location_5():
    s = arrange(players=2, seed=1, first=0, buildings=[[], ["B03"]])
    visit(s, {5: [0]})
    assert [q[:2] for q in s.queue] == [[5, 1], [5, 0]]
    assert s.task == "design_trigger" and s.current_player == 1
    assert s.legal_actions() == [TakeDesign(TOP_OF_DECK), DONE]  # basic side: the deck only


def test_bank_credit_up_to_10_dollars_per_design_of_the_largest_style():
    s = arrange(players=2, seed=1, designs=[["D01", "D02", "D03", "D11"], []])
    visit(s, {1: [0], 9: [1]})
    assert s.legal_actions() == [TakeCredit(1), TakeCredit(2), TakeCredit(3), DONE]
    refuse(s, TakeCredit(4), "Credit limit")
    s.apply(TakeCredit(2))
    assert s.cash[0] == 60 and s.credit[0] == 2 and s.upkeep(0) == 5


def test_outstanding_credit_counts_against_the_bank_limit():
    s = arrange(players=2, seed=1, designs=[["D01", "D02"], []], credit=[1, 0])
    visit(s, {1: [0]})
    assert s.legal_actions() == [TakeCredit(1), DONE]


def test_contracts_are_free_and_instant_abilities_fire_when_taken():
    s = arrange(players=2, seed=1)
    display(s, 0, ["C15", "C05", "C06"])
    visit(s, {2: [0], 9: [1]})
    s.apply(TakeCard(card("C15"), None))
    assert s.cash[0] == 46 and card("C15") in s.contracts[0] and s.upkeep(0) == 3


def test_buildings_must_be_paid_in_full():
    s = arrange(players=2, seed=1, cash=[7, 40])
    display(s, 1, ["B01", "B04", "B05"])
    visit(s, {3: [0], 9: [1]})
    assert TakeCard(card("B05"), None) not in s.legal_actions()
    refuse(s, TakeCard(card("B05"), None), "Pay in full")
    s.apply(TakeCard(card("B04"), None))
    assert s.cash[0] == 1 and s.upkeep(0) == 3 + 1


def test_negotiator_lowers_building_costs():
    s = arrange(players=2, seed=1, cash=[8, 40], employees=[["E14"], []])
    display(s, 1, ["B01", "B04", "B05"])
    visit(s, {3: [0]})
    assert TakeCard(card("B01"), None) in s.legal_actions()  # $10 - $2


def test_an_employee_covers_a_printed_slot_and_its_dollar():
    s = arrange(players=2, seed=1)
    display(s, 2, ["E02", "E03", "E04"])
    visit(s, {4: [0]})
    s.apply(TakeCard(card("E02"), None))
    assert s.upkeep(0) == 2 + 2  # the Model's $2 plus two uncovered printed $1 slots


def test_hiring_without_a_free_slot_means_firing_at_double_upkeep():
    s = arrange(players=2, seed=1, employees=[["E01", "E05", "E06"], []])
    display(s, 2, ["E02", "E03", "E04"])
    visit(s, {4: [0]})
    refuse(s, TakeCard(card("E02"), None), "Employee slots")
    s.apply(TakeCard(card("E02"), card("E01")))
    assert s.cash[0] == 40 - 4 and card("E01") not in s.employees[0]
    assert card("E02") in s.employees[0]


def test_each_building_houses_one_more_employee():
    s = arrange(players=2, seed=1, employees=[["E01", "E05", "E06"], []], buildings=[["B05"], []])
    assert s.capacity(0) == 4
    s = arrange(players=2, seed=1, buildings=[["B09"], []])
    assert s.capacity(0) == 5  # the Office Block houses 2


def test_new_designs_from_the_row_or_the_deck_and_the_row_is_not_refilled():
    s = arrange(players=2, seed=1)
    row = list(s.design_row)
    visit(s, {5: [0, 1]})
    assert s.legal_actions() == [*(TakeDesign(d) for d in row), TakeDesign(TOP_OF_DECK), DONE]
    s.apply(TakeDesign(row[0]))
    assert row[0] in s.designs[0] and len(s.design_row) == 3
    top = s.design_deck[-1]
    s.apply(TakeDesign(TOP_OF_DECK))
    assert top in s.designs[1]


def test_local_materials_one_colour_any_quantity_one_quality_per_visit():
    s = arrange(players=2, seed=1)
    visit(s, {6: [0], 9: [1]})
    s.apply(BuyCube(COTTON))
    refuse(s, BuyCube(SILK), "One material")
    play(s, BuyCube(COTTON), BuyCube(COTTON), DONE)
    assert s.cubes[0][COTTON] == 3 and s.cash[0] == 37 and s.q[0] == 1


def test_warehouse_one_cube_of_each_colour_two_quality():
    s = arrange(players=2, seed=1)
    visit(s, {7: [0], 9: [1]})
    s.apply(BuyCube(SILK))
    refuse(s, BuyCube(SILK), "One cube per colour")
    play(s, BuyCube(WOOL), DONE)
    assert s.cubes[0][SILK] == 1 and s.cubes[0][WOOL] == 1 and s.cash[0] == 35 and s.q[0] == 2


def test_import_materials_three_quality_per_visit():
    s = arrange(players=2, seed=1)
    visit(s, {8: [0], 9: [1]})
    play(s, BuyCube(SILK), BuyCube(SILK), DONE)
    assert s.cubes[0][SILK] == 2 and s.cash[0] == 30 and s.q[0] == 3


def test_no_quality_without_buying_a_cube():
    s = arrange(players=2, seed=1)
    visit(s, {8: [0], 9: [1]})
    s.apply(DONE)
    assert s.q[0] == 0


def test_discounts_never_take_a_cube_below_one_dollar():
    s = arrange(players=2, seed=1, buildings=[["B04"], []], employees=[["E23"], []])
    s.flipped[card("B04")] = 1  # -1 per cube at Local, plus the Chief Buyer's -1 per cube
    s.edited()  # a flip by hand: the company is worked out again
    visit(s, {6: [0], 9: [1]})
    play(s, BuyCube(LINEN), DONE)
    assert s.cash[0] == 39


def test_card_location_abilities_work_once_per_round():
    s = arrange(players=2, seed=1, buildings=[["B04"], []])
    visit(s, {6: [0, 0]})
    play(s, BuyCube(LINEN), DONE)  # $2 - $1 on this purchase
    s.apply(BuyCube(LINEN))  # second visit: full price
    assert s.cash[0] == 40 - 1 - 2


def test_location_9_offers_are_taken_once_per_round_first_come_first_served():
    s = arrange(players=4, seed=1)
    visit(s, {9: [0, 1, 2]})
    s.apply(TakeOffer(3))
    assert TakeOffer(3) not in s.legal_actions()
    refuse(s, TakeOffer(3), "Offers once per round")
    s.apply(TakeOffer(1))
    assert s.cash[0] == 45 and s.pr[1] == 1


def test_every_action_may_be_forfeited():
    s = arrange(players=2, seed=1, designs=[["D01"], []])
    visit(s, {1: [0], 2: [0], 3: [0], 4: [1], 5: [1], 9: [1]})
    while s.phase is Phase.ACTION:
        assert DONE in s.legal_actions()
        s.apply(DONE)
    # Nothing taken: only the round's $3 upkeep was paid.
    assert s.cash == [37, 37] and not s.contracts[0] and not s.buildings[0]
    assert s.designs[1] == [] and s.credit == [0, 0] and s.round == 2


def test_an_empty_design_deck_is_reshuffled_from_the_discards():
    s = arrange(players=2, seed=1, first=0)
    s.design_discard += s.design_deck
    s.design_deck = []
    discards = set(s.design_discard)
    visit(s, {5: [0]})
    held = list(s.designs[0])
    s.apply(TakeDesign(TOP_OF_DECK))
    (taken,) = set(s.designs[0]) - set(held)
    # The design came from the reshuffled discards, which became the deck again.
    assert taken in discards and s.design_deck


def test_location_9_is_restocked_at_the_start_of_each_working_round():
    s = arrange(players=2, seed=1, first=0)
    visit(s, {9: [0, 1]})
    play(s, TakeOffer(0), TakeOffer(3))
    # Round II begins: the two offers taken in round I are back, as at setup.
    assert s.round == 2 and s.offers == [True] * 4


@pytest.mark.parametrize(
    ("offer", "gained"),
    [(0, (2, 0, 0, 0)), (1, (0, 1, 0, 0)), (2, (0, 0, 1, 0)), (3, (0, 0, 0, 5))],
)
def test_location_9_offers_are_2_q_1_pr_1_t_or_5_dollars(offer, gained):
    s = arrange(players=2, seed=1, first=0)
    visit(s, {9: [0, 1]})  # seat 1 still to act: the round does not end yet
    s.apply(TakeOffer(offer))
    assert (s.q[0], s.pr[0], s.t[0], s.cash[0] - 40) == gained


def test_contracts_come_from_the_display_never_from_the_deck():
    s = arrange(players=2, seed=1, first=0)
    shown = list(s.displays[0])
    visit(s, {2: [0]})
    assert s.legal_actions() == [*(TakeCard(c, None) for c in shown), DONE]
    refuse(s, TakeCard(s.deck_tops[0][0], None), "Displayed cards only")


def test_assistant_designer_brings_one_more_design_from_the_deck_top():
    s = arrange(players=2, seed=1, first=0, employees=[["E07"], []])
    row = list(s.design_row)
    visit(s, {5: [0, 1]})
    s.apply(TakeDesign(row[0]))
    # Basic side: the extra design comes from the top of the deck only.
    assert s.task == "extra_design" and s.legal_actions() == [TakeDesign(TOP_OF_DECK), DONE]
    top = s.design_deck[-1]
    s.apply(TakeDesign(TOP_OF_DECK))
    assert {row[0], top} <= set(s.designs[0])


def test_fabric_fair_gives_two_cubes_of_the_colour_chosen_when_taken():
    s = arrange(players=2, seed=1, first=0)
    display(s, 0, ["C16", "C05", "C06"])
    visit(s, {2: [0, 1]})
    s.apply(TakeCard(card("C16"), None))
    assert s.task == "fabric"
    s.apply(ChooseMaterial(WOOL))
    assert s.cubes[0][WOOL] == 2 and sum(s.cubes[0]) == 2


def test_a_freelance_designer_lets_the_player_choose_a_design_of_their_type():
    s = arrange(players=2, seed=1, first=0)
    display(s, 0, ["C04", "C05", "C06"])
    mine = sorted(d for d in s.design_deck if DESIGNS[d].clothing == s.clothing[0])
    assert len(mine) > 1
    visit(s, {2: [0, 1]})
    s.apply(TakeCard(card("C04"), None))
    assert s.task == "freelance" and s.current_player == 0
    choices = [a.card for a in s.legal_actions()]
    assert set(choices) <= set(mine) and len(choices) > 1  # alike designs are one choice
    # The owner sees the designs of their type in the deck; the other company does not.
    assert not {s.card_key(d) for d in mine} & s.hidden_cards(0)
    assert {s.card_key(d) for d in mine} <= s.hidden_cards(1)
    cheapest = min(choices, key=lambda d: DESIGNS[d].price)
    s.apply(TakeDesign(cheapest))
    assert cheapest in s.designs[0] and cheapest not in s.design_deck
    assert s.current_player == 1 and s.task == "contract"


def test_a_freelance_designer_takes_the_only_design_of_your_type_without_asking():
    s = arrange(players=2, seed=1, first=0)
    display(s, 0, ["C04", "C05", "C06"])
    mine = [d for d in s.design_deck if DESIGNS[d].clothing == s.clothing[0]]
    for d in mine[1:]:  # leave one design of the type in the deck
        s.design_deck.remove(d)
        s.design_discard.append(d)
    visit(s, {2: [0, 1]})
    s.apply(TakeCard(card("C04"), None))
    assert s.task != "freelance" and mine[0] in s.designs[0]
