"""Exhibition rounds (§5.4): exchange, show, awards with ties, sales, contracts."""

from __future__ import annotations

import pytest

from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import (
    DONE,
    AddDesign,
    ChooseStyle,
    Fire,
    KeepToken,
    SellExtra,
)
from fashion_core.games.pret_a_porter.awards import exhibition_awards, line_prestige, places
from fashion_core.games.pret_a_porter.positions import arrange, card, to_exhibition
from fashion_core.games.pret_a_porter.rules import Phase
from fashion_core.positions import play

from .conftest import refuse
from .helpers import BUSINESS, EVENING, WOOL, cubes, show


def collect(s, style, *designs):
    """Show: choose ``style``, then add the designs named, in order."""
    return play(s, ChooseStyle(style), *(AddDesign(card(d)) for d in designs))


# -- prestige exchange ----------------------------------------------------------------------


@pytest.mark.parametrize(("players", "rate"), [(2, 1), (3, 2), (4, 3)])
def test_prestige_exchange_rate_by_player_count(players, rate):
    s = arrange(players=players, seed=1, first=0, prestige=[5] + [0] * (players - 1))
    to_exhibition(s, 6)
    assert s.vp[0] == 5 * rate and s.prestige[0] == 0


def test_no_prestige_exchange_problem_in_round_iii_tokens_start_at_zero():
    s = arrange(players=2, seed=1, first=0)
    to_exhibition(s, 3)
    assert s.vp == [0, 0]


# -- show -----------------------------------------------------------------------------------


def test_a_collection_is_one_style_with_two_cubes_per_design():
    # D01, D02 Evening Dress (Cotton + Silk); D03 Evening Suit (Silk + Leather); D11 Business.
    s = show(
        designs=[["D01", "D02", "D03", "D11"], []],
        cubes=[cubes(cotton=2, silk=2, wool=1), cubes()],
    )
    assert s.task == "style" and s.current_player == 0
    assert set(s.legal_actions()) == {ChooseStyle(EVENING), ChooseStyle(BUSINESS), DONE}
    s.apply(ChooseStyle(EVENING))
    refuse(s, AddDesign(card("D11")), "One style per collection")
    s.apply(AddDesign(card("D01")))
    refuse(s, AddDesign(card("D03")), "Collections need cubes")  # no Leather
    assert s.legal_actions() == [AddDesign(card("D02")), DONE]


def test_a_cube_serves_only_one_design():
    # D09 Evening Trousers needs Cotton + Silk too; D05 Evening Shirt Leather + Wool.
    s = show(
        designs=[["D01", "D02", "D09", "D05"], []],
        cubes=[cubes(cotton=2, silk=2, leather=1, wool=1), cubes()],
    )
    collect(s, EVENING, "D01", "D02")
    refuse(s, AddDesign(card("D09")), "Collections need cubes")
    assert s.legal_actions() == [AddDesign(card("D05")), DONE]


def test_a_style_without_makeable_designs_cannot_be_chosen():
    s = show(designs=[["D01", "D11"], []], cubes=[cubes(cotton=1, silk=1), cubes()])
    refuse(s, ChooseStyle(BUSINESS), "Collections need cubes")


def test_an_empty_collection_is_allowed():
    s = show(designs=[["D01"], []], cubes=[cubes(cotton=1, silk=1), cubes()])
    assert DONE in s.legal_actions()  # before any style is chosen
    s.apply(DONE)
    # Nothing shown: nothing sold, and the cubes D01 could have used are still there.
    assert s.last_sold[0] == 0
    assert s.cubes[0] == cubes(cotton=1, silk=1)


def test_a_substitution_ability_replaces_one_missing_cube():
    s = show(
        designs=[["D01", "D02"], []],
        cubes=[cubes(cotton=2, silk=1, wool=1), cubes()],
        employees=[["E10"], []],
    )
    collect(s, EVENING, "D01", "D02")  # Cotton + Wool stands in for D02's missing Silk
    # Nothing else to add: the show, awards and sales follow; all four cubes were used.
    assert s.last_sold[0] == 2 and s.cubes[0] == cubes()


def test_a_style_change_ability_lets_one_design_join_another_style():
    s = show(
        designs=[["D01", "D11"], []],
        cubes=[cubes(cotton=2, silk=1, wool=1), cubes()],
        employees=[["E08"], []],
    )
    collect(s, EVENING, "D01", "D11")  # D11, a Business Dress, restyled Evening
    assert s.last_sold[0] == 2


def test_show_bonuses_and_trend_for_the_companys_clothing_type():
    # D06 Evening Shirt (Silk + Linen, bonus PR); D05 Evening Shirt (Leather + Wool).
    s = show(
        designs=[["D05", "D06"], []],
        cubes=[cubes(silk=1, linen=1, leather=1, wool=1), cubes()],
        clothing=[2, 0],  # Shirts
        employees=[["E02"], []],  # Model: +1 PR at the show
    )
    collect(s, EVENING, "D05", "D06")
    # Awards and sales follow at once (seat 1 has nothing to show); tokens are then discarded,
    # so read them in the awards record: T = 2 shirts, PR = bonus 1 + Model 1.
    values = {line[2]: line[3] for line in s.last_awards}
    assert values["T"] == [2, 0] and values["PR"] == [2, 0] and values["X2"] == [2, 0]
    assert fx.design_bonuses([card("D05"), card("D06")], 2) == (0, 2, 1, 0)


# -- awards ---------------------------------------------------------------------------------


def test_award_places_push_two_tied_players_down_one_place():
    assert places([5, 5, 2, 1]) == [2, 2, 3, 4]


def test_award_places_push_three_tied_players_down_two_places():
    assert places([4, 4, 4, 1]) == [3, 3, 3, 4]


def test_a_value_of_zero_cannot_place():
    assert places([0, 3]) == [None, 1]
    assert line_prestige(2, 0, [0, 0]) == [0, 0]


@pytest.mark.parametrize(
    ("players", "values", "line", "expected"),
    [
        (2, [3, 1], 0, [4, 1]),
        (2, [3, 1], 1, [3, 0]),
        (3, [3, 2, 1], 1, [3, 1, 0]),
        (3, [3, 2, 1], 3, [1, 0, 0]),
        (4, [4, 3, 2, 1], 1, [3, 2, 0, 0]),
        (4, [4, 3, 2, 1], 2, [2, 1, 0, 0]),
        (4, [2, 2, 1, 0], 0, [2, 2, 0, 0]),  # tied for 1st: both take 2nd place
    ],
)
def test_award_tables_for_two_three_and_four_players(players, values, line, expected):
    assert line_prestige(players, line, values) == expected


def test_the_same_values_count_for_every_tile_and_line():
    values = {"Q": [3, 1], "T": [0, 2], "PR": [1, 1], "X2": [2, 0]}
    totals, lines = exhibition_awards(2, 1, [0, 1], values)  # Q2: 3 active lines each
    assert len(lines) == 6
    # Milan Q 4/1, T -/3, PR tied (both pushed to 2nd: 0); London T -/4, PR tied, X2 2/-.
    assert totals == [4 + 2, 1 + 3 + 4]


@pytest.mark.parametrize(
    ("quarter", "tiles", "lines"),
    [
        (0, [0], [1, 2, 3, 4]),
        (1, [1, 2], [1, 2, 3]),
        (2, [3, 4, 5], [1, 2]),
        (3, [6, 7, 8, 9], [1, 2]),
    ],
)
def test_only_the_active_lines_of_a_quarter_count(quarter, tiles, lines):
    # §4.7's recommended mask: lines 1-4, then 1-3, then 1-2 in the third and fourth quarters.
    values = {"Q": [1, 0], "T": [1, 0], "PR": [1, 0], "X2": [1, 0]}
    rows = exhibition_awards(2, quarter, tiles, values)[1]
    assert [line for _, line, _, _ in rows] == lines * len(tiles)


# -- sales ----------------------------------------------------------------------------------


def test_sales_pay_prestige_times_collection_size_plus_printed_prices():
    collection = [card("D01"), card("D02")]
    assert fx.sales_cash(collection, 3, []) == 3 * 2 + 9 + 9
    assert fx.sales_cash([], 5, []) == 0


def test_sales_discard_the_collection_its_cubes_and_all_tokens():
    s = show(
        designs=[["D01", "D02", "D03"], []],
        cubes=[cubes(cotton=2, silk=3), cubes()],
        q=[4, 0],
        t=[2, 0],
        pr=[1, 0],
    )
    collect(s, EVENING, "D01")
    s.apply(DONE)
    assert s.round == 4
    assert s.designs[0] == [card("D02"), card("D03")]
    assert s.cubes[0] == cubes(cotton=1, silk=2)
    assert s.q == [0, 0] and s.t == [0, 0] and s.pr == [0, 0]
    # Q 4 wins Milan's lines where seat 0 places alone: prestige is kept.
    assert s.prestige[0] > 0 and s.last_sold[0] == 1


def test_an_archive_keeps_a_token_after_sales():
    assert fx.keep_tokens(3, 1, 0, 1) == (1, 0, 0)
    assert fx.keep_tokens(0, 0, 0, 2) == (0, 0, 0)


def test_an_outlet_shop_sells_one_extra_design_with_its_cubes():
    s = show(
        designs=[["D01", "D13"], []],
        cubes=[cubes(cotton=2, silk=1, wool=1), cubes()],
        buildings=[["B15"], []],
    )
    collect(s, EVENING, "D01")  # nothing else Evening: on to the outlet
    assert s.task == "outlet" and s.legal_actions() == [SellExtra(card("D13")), DONE]
    s.apply(SellExtra(card("D13")))
    assert s.designs[0] == [] and s.cubes[0] == cubes()


# -- contracts ----------------------------------------------------------------------------


def test_contracts_flip_after_the_next_exhibition_and_expire_after_the_one_after():
    s = show(contracts=[["C15"], []])
    s.apply(DONE) if s.phase is Phase.SHOW else None
    assert s.round == 4 and s.flipped[card("C15")] and card("C15") in s.contracts[0]
    s = arrange(players=2, seed=1, first=0, contracts=[["C15"], []])
    s.flipped[card("C15")] = 1
    s.edited()  # a flip by hand: the company is worked out again
    to_exhibition(s, 6)
    assert card("C15") not in s.contracts[0] and card("C15") in s.card_discard


def test_a_flipping_event_sponsor_pays_3_dollars():
    s = show(contracts=[["C15"], []], cash=[50, 50])
    assert s.cash[0] == 50 - 3 + 3


def test_awards_are_explained_with_places_ties_and_zero_values():
    from fashion_core.games.pret_a_porter.words import award_line_text

    text = award_line_text(
        ["Ada", "Coco", "Yves", "Zoe"], "Rome", 2, "T", [2, 2, 1, 0], [2, 2, 0, 0]
    )
    assert "Ada and Coco tie for 1st and drop to 2nd, +2 each" in text
    assert "Yves is 3rd, nothing" in text and "Zoe with 0 cannot place" in text


def test_x2_is_the_collection_size_plus_awards_bonuses():
    # Showroom: AWARDS X2 +1.
    s = show(
        designs=[["D01"], []], cubes=[cubes(cotton=1, silk=1), cubes()], buildings=[["B08"], []]
    )
    collect(s, EVENING, "D01")
    assert {line[2]: line[3] for line in s.last_awards}["X2"] == [1 + 1, 0]


def test_an_empty_collection_gets_show_abilities_and_its_x2_bonus():
    # §5.4.2 [R]: an empty collection still fires SHOW abilities; X2 is the collection size
    # plus AWARDS bonuses, with no size condition.
    s = show(
        designs=[["D01"], []],
        cubes=[cubes(cotton=1, silk=1), cubes()],
        buildings=[["B08"], []],  # Showroom: AWARDS X2 +1
        employees=[["E02"], []],  # Model: SHOW +1 PR
    )
    s.apply(DONE)
    values = {line[2]: line[3] for line in s.last_awards}
    assert values["X2"] == [1, 0] and values["PR"] == [1, 0]


def test_sales_add_the_sales_abilities_per_design_and_flat():
    # Boutique: +$1 per collection design; Sales Rep: +$3 (BALANCE: Boutique upkeep $1).
    s = show(
        designs=[["D01", "D02"], []],
        cubes=[cubes(cotton=2, silk=2), cubes()],
        buildings=[["B01"], []],
        employees=[["E18"], []],
    )
    collect(s, EVENING, "D01", "D02")
    assert s.round == 4
    prestige_cash = s.prestige[0] * 2  # Prestige held at Sales x collection size
    upkeep = 2 + 1 + 1  # two printed slots, the Sales Rep, the Boutique
    assert s.cash[0] == 40 + prestige_cash + 9 + 9 + 2 * 1 + 3 - upkeep


@pytest.mark.parametrize(("trained", "pr"), [(False, 1), (True, 2)])
def test_pr_assistant_gives_pr_at_the_start_of_each_exhibition(trained, pr):
    s = arrange(players=2, seed=1, first=0, designs=[["D01"], []], employees=[["E09"], []])
    s.cubes[0] = cubes(cotton=1, silk=1)  # a collection to show: the round waits at the show
    s.flipped[card("E09")] = int(trained)
    s.edited()
    to_exhibition(s)
    assert s.task == "style" and s.pr == [pr, 0]


def test_an_expiring_temp_agency_lets_the_employee_the_player_chooses_go_with_severance():
    s = arrange(
        players=2,
        seed=1,
        first=0,
        contracts=[["C13"], []],
        employees=[["E01", "E02", "E03", "E15"], []],
    )
    s.flipped[card("C13")] = 1  # extended already: it expires at this exhibition
    s.edited()
    to_exhibition(s)
    while s.task != "let_go":
        s.apply(DONE)
    # Upkeep 2 + 2 + 2 + 1 (Intern, BALANCE) = $7 is paid first; then the player chooses.
    assert s.current_player == 0 and s.cash[0] == 40 - 7
    assert set(s.legal_actions()) == {Fire(card(e)) for e in ("E01", "E02", "E03", "E15")}
    refuse(s, DONE, "A choice is due")
    s.apply(Fire(card("E02")))  # the Model, not the cheapest
    assert [s.card_key(e) for e in s.employees[0]] == ["E01", "E03", "E15"]
    assert s.cash[0] == 40 - 7 - 2 * 2 and s.round == 4


def test_sales_come_before_the_exhibition_upkeep():
    # No cash at all: the collection's sale pays the upkeep, so no loan is forced.
    s = show(designs=[["D01"], []], cubes=[cubes(cotton=1, silk=1), cubes()], cash=[0, 40])
    collect(s, EVENING, "D01")
    assert s.round == 4 and s.loans[0] == 0
    assert s.cash[0] == s.prestige[0] * 1 + 9 - 3


def test_a_fabric_fair_turning_gives_one_cube_of_the_colour_chosen_when_taken():
    s = arrange(players=2, seed=1, first=0, contracts=[["C16"], []])
    s.note[card("C16")] = WOOL  # chosen when the contract was taken
    to_exhibition(s)
    while s.round != 4:
        s.apply(DONE)
    assert s.flipped[card("C16")] and s.cubes[0] == cubes(wool=1)


def test_an_archive_keeps_the_tokens_the_player_chooses_after_sales():
    s = show(buildings=[["B17"], []], q=[3, 0], t=[1, 0])
    while s.task != "archive":
        s.apply(DONE)
    assert s.current_player == 0 and s.legal_actions() == [KeepToken(0), KeepToken(1)]
    s.apply(KeepToken(1))  # the lone T, not the Q held most
    assert s.round == 4 and (s.q[0], s.t[0], s.pr[0]) == (0, 1, 0)


def test_an_archive_decides_alone_when_every_choice_keeps_the_same_tokens():
    s = show(buildings=[["B17"], []], q=[3, 0])
    while s.round != 4:
        assert s.task != "archive"
        s.apply(DONE)
    assert (s.q[0], s.t[0], s.pr[0]) == (1, 0, 0)


@pytest.mark.parametrize(("shown", "pr"), [(("D01", "D02"), 0), (("D01", "D02", "D09"), 1)])
def test_a_photographer_needs_a_collection_of_three(shown, pr):
    # Photographer: SHOW +1 PR if the collection has 3 designs or more.
    s = show(
        designs=[["D01", "D02", "D09"], []],
        cubes=[cubes(cotton=3, silk=3), cubes()],
        employees=[["E16"], []],
    )
    collect(s, EVENING, *shown)
    if s.task == "collection":
        s.apply(DONE)
    assert {line[2]: line[3] for line in s.last_awards}["PR"] == [pr, 0]
