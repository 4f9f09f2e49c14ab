"""Rules the engine once played differently from the rules text (issue 36), each named after
the rule it checks: card abilities bought mid-round, once-a-round abilities, per-purchase
discounts, cube assignment in a collection, empty collections and bankruptcy."""

from __future__ import annotations

from fashion_core.games.pret_a_porter.actions import (
    DONE,
    TOP_OF_DECK,
    AddDesign,
    BuyCube,
    ChooseStyle,
    Fire,
    TakeCard,
    TakeCredit,
    TakeDesign,
    UseCube,
)
from fashion_core.games.pret_a_porter.positions import arrange, card, display, to_exhibition, visit
from fashion_core.positions import play

from .helpers import CASUAL, COTTON, EVENING, LINEN, WOOL, cubes, show

# -- §5.3.2: abilities that need no pawn fire at each location, from the moment they are owned


def test_a_design_studio_bought_at_location_3_fires_at_location_5_of_the_same_round():
    s = arrange(players=2, seed=1, first=0)
    display(s, 1, ["B03", "B04", "B05"])
    visit(s, {3: [0], 6: [1, 0], 8: [1, 0], 9: [1]})
    s.apply(TakeCard(card("B03")))
    # Location 5 comes before the markets: the studio's free design is offered there.
    assert s.task == "design_trigger" and s.current_player == 0
    assert s.queue[s.step][:2] == [5, 0]
    top = s.design_deck[-1]
    s.apply(TakeDesign(TOP_OF_DECK))
    assert top in s.designs[0]


# -- §4.1: abilities are usable once per round and optional: a visit that does not use one
# leaves it for a later visit


def test_a_once_a_round_ability_is_spent_only_when_it_is_used():
    s = arrange(players=2, seed=1, first=0, designs=[["D01", "D02"], []], contracts=[["C09"], []])
    visit(s, {1: [0, 0], 9: [1]})
    # Two Evening designs: $20 of credit, plus the Credit Line's $10.
    assert s.legal_actions() == [TakeCredit(1), TakeCredit(2), TakeCredit(3), DONE]
    s.apply(DONE)  # the first visit takes no credit: the Credit Line is not used up
    assert s.current_player == 0 and s.task == "bank"
    assert s.legal_actions() == [TakeCredit(1), TakeCredit(2), TakeCredit(3), DONE]
    s.apply(TakeCredit(3))
    assert s.credit_free[0] == 3 and s.credit[0] == 0  # the Credit Line's $0 upkeep


def test_a_negotiator_not_used_by_a_first_visit_still_discounts_the_second():
    s = arrange(players=2, seed=1, first=0, cash=[7, 40], employees=[["E14"], []])
    display(s, 1, ["B01", "B04", "B05"])
    visit(s, {3: [0, 0], 9: [1]})
    s.apply(DONE)  # the first visit buys nothing
    assert s.task == "building" and TakeCard(card("B01")) in s.legal_actions()  # $8 - $2
    s.apply(TakeCard(card("B01")))
    assert s.cash[0] == 1


def test_a_once_a_round_ability_used_at_one_visit_is_spent_for_the_round():
    s = arrange(players=2, seed=1, first=0, designs=[["D01", "D02"], []], contracts=[["C09"], []])
    visit(s, {1: [0, 0], 9: [1]})
    s.apply(TakeCredit(1))
    assert s.legal_actions() == [TakeCredit(1), DONE]  # $20 limit, $10 outstanding


# -- §4.2 B04 / §4.3 E05: "-$1 on that purchase" comes off the purchase (never below $1 a cube)


def test_a_per_purchase_discount_comes_off_the_purchase_not_off_the_first_cube():
    spent = []
    for order in ((COTTON, WOOL), (WOOL, COTTON)):
        s = arrange(players=2, seed=1, first=0, employees=[["E05"], []])
        visit(s, {7: [0], 9: [1]})
        play(s, *(BuyCube(m) for m in order), DONE)
        spent.append(40 - s.cash[0])
    # Warehouse: Cotton $1, Wool $2; the Buyer's $1 comes off the Wool either way.
    assert spent == [2, 2]


def test_a_per_purchase_discount_never_takes_a_cube_below_one_dollar():
    s = arrange(players=2, seed=1, first=0, employees=[["E05"], []])
    visit(s, {7: [0], 9: [1]})
    play(s, BuyCube(COTTON), DONE)
    assert s.cash[0] == 39


# -- §5.4.2: a collection is legal when some assignment of cubes makes every design


def test_a_collection_assigns_cubes_by_search_whatever_the_order_of_clicks():
    for order in (("D24", "D27"), ("D27", "D24")):
        s = arrange(
            players=2,
            seed=1,
            first=0,
            designs=[["D24", "D27"], []],
            employees=[["E10"], []],
            cubes=[cubes(cotton=2, linen=1, wool=1), cubes()],
        )
        s.flipped[card("E10")] = 1  # a trained Seamstress: two substitutions
        s.edited()
        to_exhibition(s)
        play(s, ChooseStyle(CASUAL), AddDesign(card(order[0])))
        assert AddDesign(card(order[1])) in s.legal_actions(), order
        s.apply(AddDesign(card(order[1])))
        assert sorted(s.collection[0]) == sorted(card(d) for d in order)


# -- §5.4.2 [R]: an empty collection still fires SHOW abilities; §5.4.4.1: SALES abilities


def test_an_empty_collection_still_fires_show_and_sales_abilities():
    s = arrange(
        players=2,
        seed=1,
        first=0,
        designs=[["D01"], []],  # no cubes: nothing can be made
        buildings=[["B05"], []],  # Quality Lab: SHOW +1 Q
        employees=[["E18"], []],  # Sales Rep: SALES +$3
        cash=[40, 40],
    )
    upkeep = s.upkeep(0)
    to_exhibition(s)
    while s.round == 3:  # no collection (the Sales Rep could be fired at the show turn)
        s.apply(DONE)
    values = {line[2]: line[3] for line in s.last_awards}
    assert values["Q"] == [1, 0]
    assert s.round == 4 and s.cash[0] == 40 + 3 - upkeep


# -- §5.5.2: a bankrupt company cannot win, so when every company is bankrupt nobody wins


def test_when_every_company_is_bankrupt_nobody_wins():
    s = arrange(players=2, seed=1, first=0, cash=[0, 0], loans=[3, 3])
    to_exhibition(s, 12)
    while not s.is_over:
        s.apply(DONE)
    assert s.bankrupt == [True, True]
    assert s.winners() == []


# -- choices that belong to the player (issue 36)


def _substituting(**cube_counts: int):
    s = show(
        designs=[["D01"], []],  # Evening, Cotton + Silk
        employees=[["E10"], []],  # Seamstress: one substitution
        cubes=[cubes(**cube_counts), cubes()],
    )
    return play(s, ChooseStyle(EVENING), AddDesign(card("D01")))


def test_the_player_chooses_which_spare_cube_a_substitution_uses():
    s = _substituting(cotton=1, wool=1, linen=1)  # Silk missing: Wool or Linen stands in
    assert s.task == "substitute" and s.legal_actions() == [UseCube(LINEN), UseCube(WOOL)]
    s.apply(UseCube(WOOL))
    while s.round == 3:
        s.apply(DONE)
    assert s.cubes[0] == cubes(linen=1)


def test_a_substitution_with_one_colour_to_spare_needs_no_choice():
    s = _substituting(cotton=1, wool=2)
    assert s.task != "substitute"
    while s.round == 3:
        s.apply(DONE)
    assert s.cubes[0] == cubes(wool=1)


def test_an_employee_may_be_fired_at_any_time_on_the_show_turn():
    s = show(
        designs=[["D01"], []],
        employees=[["E02"], []],
        cubes=[cubes(cotton=1, silk=1), cubes()],
    )
    assert s.task == "style" and Fire(card("E02")) in s.legal_actions()
    s.apply(Fire(card("E02")))
    assert s.employees[0] == [] and s.cash[0] == 40 - 4
