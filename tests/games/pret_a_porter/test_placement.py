"""Planning (§5.3 step 1): one pawn at a time, left-most open space, capacities."""

from __future__ import annotations

from fashion_core.games.pret_a_porter.actions import CARD_ONLY, PlacePawn
from fashion_core.games.pret_a_porter.positions import arrange
from fashion_core.games.pret_a_porter.rules import GAME, Phase

from .conftest import refuse


def test_pawns_go_on_the_left_most_open_space():
    s = GAME.new(2, seed=1)
    assert PlacePawn(6, 0) in s.legal_actions()
    s.apply(PlacePawn(6, 0))
    assert PlacePawn(6, 1) in s.legal_actions() and PlacePawn(6, 0) not in s.legal_actions()


def test_a_space_that_is_not_the_left_most_open_one_is_illegal():
    s = GAME.new(2, seed=1)
    refuse(s, PlacePawn(6, 1), "Left-most open space")


def test_a_full_location_is_illegal_unused_spaces_greyed_by_player_count():
    s = GAME.new(2, seed=1)
    s.apply(PlacePawn(9, 0))
    s.apply(PlacePawn(9, 1))
    refuse(s, PlacePawn(9, 2), "Full location")  # the 3rd and 4th spaces need 3-4 players
    assert all(a.location != 9 for a in s.legal_actions())


def test_players_place_one_pawn_at_a_time_clockwise_from_the_first_player():
    s = GAME.new(3, seed=4)
    seen = []
    while s.phase is Phase.PLANNING:
        seen.append(s.current_player)
        s.apply(next(a for a in s.legal_actions() if isinstance(a, PlacePawn)))
    order = [(s.first + i) % 3 for i in range(3)]
    assert seen == order * 3


def test_a_player_may_put_several_pawns_on_one_location():
    s = GAME.new(4, seed=4)
    seat = s.current_player
    s.apply(PlacePawn(5, 0))
    for _ in range(4):
        s.apply(PlacePawn(1, len(s.pawns[0])) if s.current_player != seat else PlacePawn(5, 1))
    assert s.pawns[4] == [seat, seat]


def test_card_only_space_needs_the_members_lounge():
    s = GAME.new(2, seed=1)
    refuse(s, PlacePawn(7, CARD_ONLY), "Card-only spaces")
    s = arrange(players=2, seed=1, buildings=[["B18"], []])
    seat = 0
    s.current_player = seat
    assert PlacePawn(7, CARD_ONLY) in s.legal_actions()
    assert PlacePawn(1, CARD_ONLY) not in s.legal_actions()  # basic side: locations 6-9
    s.apply(PlacePawn(7, CARD_ONLY))
    s.current_player = seat
    assert PlacePawn(6, CARD_ONLY) not in s.legal_actions(), "once per round"


def test_a_pawn_on_a_card_only_space_acts_after_the_regular_pawns_there():
    s = arrange(players=2, seed=1, first=0, current_player=0, buildings=[["B18"], []])
    s.pawns[6] = [1, 1]  # the Warehouse is full
    s.pawns_left = [3, 1]
    s.apply(PlacePawn(7, CARD_ONLY))
    assert s.extra_pawns[6] == [0]
    while s.phase is Phase.PLANNING:
        s.apply(next(a for a in s.legal_actions() if a.space != CARD_ONLY))
    warehouse = [seat for loc, seat, _ in s.queue if loc == 7]
    assert warehouse == [1, 1, 0]


def test_there_is_always_an_open_space_for_every_pawn():
    # Planning never has to be forfeited (the engine relies on it): spaces outnumber pawns.
    from fashion_core.games.pret_a_porter.cards import CAPACITY, PAWNS

    for players, spaces in CAPACITY.items():
        assert sum(spaces) > PAWNS * players
