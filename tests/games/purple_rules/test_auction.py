"""The auction (purple_rules.md sections 3.4 and 6): the bid ladder, passing, the end of the
auction, throw-ins, the declarer and the opening lead."""

import pytest

from fashion_core import IllegalAction
from fashion_core.decks.purple_pack import COLOUR_NAMES
from fashion_core.games.purple_rules import GAME, Bid, Pass, Phase, PlayCard
from fashion_core.games.purple_rules.auction import (
    LADDER,
    PASS,
    auction_over,
    bid_meaning,
    bid_name,
    declarer,
    legal_bids,
    thrown_in,
)
from fashion_core.games.purple_rules.positions import find_bid
from fashion_core.games.purple_rules.tricks import NO_TRUMP

P = PASS


def test_case_6_bid_order_2_black_below_2_nt_below_3_bronze():
    assert find_bid("2 Black") < find_bid("2 NT") < find_bid("3 Bronze")


def test_the_ladder_has_48_bids_levels_1_to_6_colours_by_colour_points_then_nt():
    assert len(LADDER) == 48
    assert [bid_name(b) for b in range(8)] == [
        "1 Bronze", "1 Silver", "1 Green", "1 Gold", "1 Red", "1 Purple", "1 Black", "1 NT",
    ]  # fmt: skip
    assert bid_name(47) == "6 NT"
    assert LADDER[0][0] == 1 and LADDER[-1] == (6, NO_TRUMP)


def test_a_bid_means_six_plus_its_level_tricks():
    assert bid_meaning(find_bid("3 Gold")) == "3 Gold: win 9 of 12 tricks with Gold as trump"
    assert bid_meaning(find_bid("6 NT")) == "6 NT: win 12 of 12 tricks with no trump"


def test_only_bids_above_the_highest_are_legal():
    assert list(legal_bids([P, find_bid("2 Red")])) == list(range(find_bid("2 Purple"), 48))
    assert list(legal_bids([])) == list(range(48))


def test_the_auction_ends_after_a_bid_and_a_pass_from_every_other_player():
    bid = find_bid("1 Gold")
    assert not auction_over([bid, P, P], 4)
    assert auction_over([bid, P, P, P], 4)
    assert auction_over([P, bid, P, P], 3)
    assert auction_over([bid, P], 2)


def test_a_passed_player_may_bid_again():
    state = GAME.new(3, seed=1)
    state.apply(Pass())
    state.apply(Bid(1, 0))
    state.apply(Pass())
    assert state.current_player == state.first_caller  # the first passer again
    assert Bid(2, 0) in state.legal_actions()
    state.apply(Bid(2, 0))
    assert state.phase is Phase.AUCTION


def test_all_pass_throws_the_hand_in_and_the_deal_passes_on():
    assert thrown_in([P, P, P, P], 4) and not thrown_in([P, P, P], 4)
    state = GAME.new(4, seed=2)
    dealer = state.dealer
    for _ in range(4):
        state.apply(Pass())
    assert state.dealer == (dealer + 1) % 4 and state.hand_number == 2
    assert state.phase is Phase.AUCTION and state.calls == []
    assert state.history == [[dealer, -1, -1, 0, 0, 0]]
    assert state.totals == [0, 0]
    assert "thrown in" in state.log[-2].text


def test_the_player_left_of_the_dealer_calls_first():
    for players in (2, 3, 4):
        state = GAME.new(players, seed=players)
        assert state.current_player == (state.dealer + 1) % players


def test_declarer_alone_is_the_final_bidder():
    calls = [find_bid("1 Red"), find_bid("1 Black"), P]
    assert declarer([*calls, P], 0, 3, partners=False) == 1


def test_declarer_with_partners_is_the_partner_who_first_named_the_denomination():
    # Seat 0 names Red, seat 1 overcalls, seat 2 (0's partner) raises Red: seat 0 declares.
    calls = [find_bid("1 Red"), find_bid("1 Black"), find_bid("2 Red"), P, P, P]
    assert declarer(calls, 0, 4, partners=True) == 0
    calls = [find_bid("1 Red"), P, find_bid("2 Gold"), P, P, P]
    assert declarer(calls, 0, 4, partners=True) == 2
    # An opponent named Red first: only the winning side's calls count, so seat 2 declares.
    calls = [P, find_bid("1 Red"), find_bid("2 Red"), P, P, P]
    assert declarer(calls, 0, 4, partners=True) == 2


def test_the_contract_is_the_last_bid_and_the_player_left_of_the_declarer_leads():
    state = GAME.new(4, seed=3)
    first = state.current_player
    state.apply(Bid(1, COLOUR_NAMES.index("Gold")))
    for _ in range(3):
        state.apply(Pass())
    assert state.phase is Phase.PLAY
    assert bid_name(state.contract) == "1 Gold" and state.declarer == first
    assert state.current_player == state.leader == (first + 1) % 4
    assert state.trump == COLOUR_NAMES.index("Gold")


def test_bid_not_higher_is_refused_naming_the_rule_and_the_current_bid():
    state = GAME.new(4, seed=4)
    state.apply(Bid(2, NO_TRUMP))
    before = state.to_json()
    with pytest.raises(IllegalAction, match=r"^Bid higher: 2 Black is not above .*2 NT"):
        state.apply(Bid(2, COLOUR_NAMES.index("Black")))
    assert state.to_json() == before


def test_a_bid_off_the_ladder_is_refused():
    state = GAME.new(2, seed=5)
    before = state.to_json()
    for bad in (Bid(7, 0), Bid(0, 0), Bid(1, 9)):
        with pytest.raises(IllegalAction, match=r"^Bid ladder"):
            state.apply(bad)
    assert state.to_json() == before


def test_no_card_is_played_during_the_auction():
    state = GAME.new(2, seed=6)
    card = state.hands[state.current_player][0]
    with pytest.raises(IllegalAction, match=r"^Auction first"):
        state.apply(PlayCard(card))


def test_no_call_once_the_auction_is_over():
    state = GAME.new(2, seed=7)
    state.apply(Bid(1, NO_TRUMP))
    state.apply(Pass())
    before = state.to_json()
    for call in (Pass(), Bid(6, NO_TRUMP)):
        with pytest.raises(IllegalAction, match=r"^The auction is over: the contract is 1 NT"):
            state.apply(call)
    assert state.to_json() == before


def test_wrongly_typed_fields_are_refused_as_move_format():
    state = GAME.new(2, seed=8)
    before = state.to_json()
    for bad in (Bid(True, 0), Bid("1", 0), PlayCard(1.0)):  # type: ignore[arg-type]
        with pytest.raises(IllegalAction, match=r"^Move format"):
            state.apply(bad)
    assert state.to_json() == before


def test_the_bid_is_described_on_the_ladder_in_the_log():
    state = GAME.new(4, seed=9)
    state.apply(Bid(3, COLOUR_NAMES.index("Gold")))
    assert state.log[-1].text.endswith("bids 3 Gold: win 9 of 12 tricks with Gold as trump.")


def test_there_is_no_double_or_redouble():
    assert set(GAME.action_types) == {"Bid", "Pass", "PlayCard"}
    state = GAME.new(4, seed=10)
    assert {type(a).__name__ for a in state.legal_actions()} == {"Bid", "Pass"}


def test_a_thrown_in_hand_does_not_end_a_one_hand_game():
    # Option one_hand plays a single hand; a hand nobody bid on was never played.
    state = GAME.new(3, seed=2, one_hand=True)
    for _ in range(3):
        state.apply(Pass())
    assert not state.is_over and state.phase is Phase.AUCTION and state.hand_number == 2
