"""Scoring: stars from made garments wherever they lie, ties and the tie-breaker option."""

from __future__ import annotations

from fashion_core.games.colori import GAME
from fashion_core.games.colori.actions import DestroyDrafted
from fashion_core.games.colori.explain import garments_by_seat
from tests.games.colori.positions import ROBE, action_position, kind, wheel_of


def test_garments_in_the_deck_still_score():
    state = action_position(
        drawn=["Wool"], drafted=["Kermes"], wheel=wheel_of(Red=4), display=[ROBE]
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    assert state.scores()[0] == 2.0


def test_ties_are_shared_by_default():
    # Seat 1 has more garments and colours: the tie_breakers option would pick it alone.
    state = GAME.new(3, seed=13)
    state.stars = [2, 2, 1]
    state.owned = [[1], [2, 3], []]
    state.wheels[1] = wheel_of(Red=2)
    assert state.winners() == [0, 1]


def test_tie_breakers_variant_prefers_more_garments_then_more_colours():
    state = GAME.new(3, seed=13, tie_breakers=True)
    state.stars = [4, 4, 4]
    state.owned = [[1], [2, 3], [4, 5]]
    state.wheels[1] = wheel_of(Red=1)
    state.wheels[2] = wheel_of(Red=2)
    assert state.winners() == [2]
    state.wheels[1] = wheel_of(Red=2)
    assert state.winners() == [1, 2]


def test_score_breakdown_counts_garments_wherever_they_are():
    state = action_position(
        drawn=["Wool"], drafted=["Kermes"], wheel=wheel_of(Red=4), display=[ROBE]
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    rows = garments_by_seat(state.view(1))
    assert rows[0]["stars"] == 2 and rows[0]["garment_count"] == 1 and rows[1]["stars"] == 0
