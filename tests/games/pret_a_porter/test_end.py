"""End of game and scoring (§5.5), and the last quarter (§5.3 step 0.4)."""

from __future__ import annotations

from fashion_core.games.pret_a_porter.actions import DONE
from fashion_core.games.pret_a_porter.cards import CARDS
from fashion_core.games.pret_a_porter.positions import arrange, to_exhibition, visit
from fashion_core.games.pret_a_porter.rules import Phase


def finish(s):
    while not s.is_over:
        s.apply(DONE)
    return s


def test_the_game_ends_after_round_xii_with_a_final_prestige_exchange():
    s = arrange(players=3, seed=1, first=0, prestige=[0, 0, 0])
    to_exhibition(s, 12)
    s.prestige[1] = 0
    finish(s)
    assert s.phase is Phase.OVER and s.round == 13 and s.current_player == -1


def test_final_exchange_converts_prestige_won_at_the_last_exhibition():
    s = arrange(players=3, seed=1, first=0, q=[5, 0, 0])
    to_exhibition(s, 12)
    finish(s)
    assert s.prestige == [0, 0, 0] and s.vp[0] > 0 and s.vp[0] % 2 == 0  # 2 VP per token


def test_score_is_vp_plus_cash():
    s = arrange(players=2, seed=1, first=0, cash=[100, 100], vp=[10, 30])
    to_exhibition(s, 12)
    finish(s)
    assert s.scores() == [float(s.vp[0] + s.cash[0]), float(s.vp[1] + s.cash[1])]


def test_ties_go_to_the_player_with_more_vp():
    s = arrange(players=2, seed=1, first=0)
    to_exhibition(s, 12)
    finish(s)
    s.cash, s.vp = [50, 40], [10, 20]
    assert s.winners() == [1]


def test_a_company_with_an_unpaid_loan_is_bankrupt_and_cannot_win():
    s = arrange(players=2, seed=1, first=0, cash=[0, 0], vp=[200, 0])
    to_exhibition(s, 12)
    finish(s)
    assert s.bankrupt == [True, True] or s.bankrupt[0]
    s.bankrupt = [True, False]
    assert s.winners() == [1]


def test_a_loan_repaid_at_round_xii_upkeep_is_not_bankruptcy():
    s = arrange(players=2, seed=1, first=0, cash=[200, 50], loans=[1, 0])
    to_exhibition(s, 12)
    finish(s)
    # $3 upkeep + $2 for the loan, then its $28: paid from cash, nothing left owing.
    assert s.bankrupt == [False, False] and s.loans == [0, 0]
    assert s.cash[0] == 200 - 5 - 28


def test_round_x_replaces_the_card_decks_with_the_last_quarter_cards():
    s = arrange(players=2, seed=1, first=0)
    for k in range(3):
        s.card_discard += s.decks[k] + s.deck_tops[k]
        s.decks[k], s.deck_tops[k] = [], []
    to_exhibition(s, 9)
    finish_until = 10
    while s.round < finish_until:
        s.apply(DONE)
    assert s.round == 10 and s.phase is Phase.PLANNING
    for k in range(3):
        assert len(s.displays[k]) == 3 and len(s.decks[k] + s.deck_tops[k]) == 3
        assert not s.reserves[k]
        assert all(CARDS[c].last_quarter for c in s.displays[k] + s.decks[k] + s.deck_tops[k])


def test_each_working_round_refills_displays_and_passes_the_first_player_marker():
    s = arrange(players=2, seed=1, first=0)
    from fashion_core.games.pret_a_porter.positions import visit

    visit(s, {})
    assert s.round == 2 and s.first == 1 and all(len(d) == 3 for d in s.displays)
    assert len(s.design_row) == 4 and s.offers == [True] * 4


def test_turn_order_track_variant_puts_fewest_vp_first():
    from fashion_core.games.pret_a_porter.rules import GAME

    s = GAME.new(3, seed=2, turn_order_track=True)
    s.vp = [9, 2, 5]
    s.cash = [40, 40, 40]
    visit(s, {})
    assert s.round == 2 and s.turn_order == [1, 2, 0] and s.first == 1
    assert s.current_player == 1


def test_turn_order_track_ties_on_vp_go_to_less_cash_first():
    from fashion_core.games.pret_a_porter.rules import GAME

    s = GAME.new(3, seed=2, turn_order_track=True)
    s.vp = [5, 5, 1]
    s.cash = [50, 30, 40]
    visit(s, {})
    assert s.turn_order == [2, 1, 0] and s.first == 2


def test_without_the_variant_the_marker_passes_to_the_left():
    s = arrange(players=3, seed=2, first=2)
    visit(s, {})
    assert s.first == 0 and s.turn_order == [0, 1, 2]


def test_the_end_of_a_working_round_discards_the_displays_and_the_design_row():
    s = arrange(players=2, seed=1, first=0)
    shown = [c for d in s.displays for c in d]
    row = list(s.design_row)
    visit(s, {})
    assert s.round == 2
    assert set(shown) <= set(s.card_discard) and not set(shown) & {c for d in s.displays for c in d}
    assert set(row) <= set(s.design_discard) and not set(row) & set(s.design_row)


def test_an_exhibition_round_neither_refills_the_displays_nor_passes_the_marker():
    # Seat 0 holds cubes, so the show waits for its collection in round III.
    s = arrange(players=2, seed=1, first=0, cubes=[[2] * 6, [0] * 6])
    visit(s, {})
    visit(s, {})
    assert s.round == 3 and s.phase is Phase.SHOW and s.task == "style"
    assert s.first == 1 and s.displays == [[], [], []] and s.design_row == []
