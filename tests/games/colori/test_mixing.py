"""Mixing colours on the wheel: the nine-pair table and the strict two-apart option."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.games.colori.actions import STOP_MIXING, DestroyDrafted, Mix
from fashion_core.games.colori.explain import mix_helper, mixing_table
from fashion_core.games.colori.wheel import (
    AMBER,
    BLUE,
    GREEN,
    ORANGE,
    PURPLE,
    RED,
    VERMILION,
    YELLOW,
    mix_result,
)
from tests.games.colori.positions import action_position, kind, wheel_of


def test_mixing_uses_the_nine_pair_table():
    legal = {(a, b) for a in range(12) for b in range(12) if a < b and mix_result(a, b) >= 0}
    assert len(legal) == 9
    assert mix_result(RED, YELLOW) == ORANGE and mix_result(RED, ORANGE) == VERMILION
    assert mix_result(PURPLE, RED) == mix_result(RED, PURPLE)
    assert mix_result(VERMILION, AMBER) == -1  # two apart, but not in the table
    state = action_position(drafted=["Lac"], wheel=wheel_of(Red=1, Yellow=1, Blue=1))
    state.apply(DestroyDrafted(kind("Lac")))
    assert set(state.legal_actions()) == {
        Mix(RED, YELLOW),
        Mix(YELLOW, BLUE),
        Mix(RED, BLUE),
        STOP_MIXING,
    }
    state.apply(Mix(YELLOW, BLUE))
    assert state.wheels[0] == wheel_of(Red=1, Green=1)


def test_strict_two_apart_variant_forbids_primary_pairs():
    state = action_position(
        drafted=["Logwood"],
        wheel=wheel_of(Red=1, Yellow=1, Vermilion=1, Amber=1),
        strict_two_apart=True,
    )
    state.apply(DestroyDrafted(kind("Logwood")))
    assert Mix(RED, YELLOW) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Mixing: Red and Yellow are not a mixing pair"):
        state.apply(Mix(RED, YELLOW))
    state.apply(Mix(VERMILION, AMBER))
    assert state.wheels[0][ORANGE] == 1


def test_mixing_names_the_missing_pair_or_colour():
    state = action_position(drafted=["Cotton"], wheel=wheel_of(Red=1, Green=1, Yellow=1))
    state.apply(DestroyDrafted(kind("Cotton")))
    with pytest.raises(IllegalAction, match="Mixing: Red and Green are not a mixing pair"):
        state.apply(Mix(RED, GREEN))
    with pytest.raises(IllegalAction, match="Mixing: you have no Blue on your wheel"):
        state.apply(Mix(YELLOW, BLUE))


def test_mix_colors_may_stop_before_n_mixes():
    state = action_position(drafted=["Lincoln Green"], wheel=wheel_of(Red=2, Yellow=2))
    state.apply(DestroyDrafted(kind("Lincoln Green")))  # Mix Colors x3
    state.apply(Mix(RED, YELLOW))
    state.apply(STOP_MIXING)
    assert state.wheels[0] == wheel_of(Red=1, Yellow=1, Orange=1)


def test_mix_colors_makes_at_most_n_mixes():
    # Cotton: Mix Colors x1. The wheel could mix again, but the ability is used up.
    state = action_position(drafted=["Cotton", "Linen"], wheel=wheel_of(Red=2, Yellow=2))
    state.apply(DestroyDrafted(kind("Cotton")))
    state.apply(Mix(RED, YELLOW))
    assert state.choice == "turn" and Mix(RED, YELLOW) not in state.legal_actions()
    assert state.wheels[0] == wheel_of(Red=1, Yellow=1, Orange=1)


def test_a_mix_with_nothing_to_mix_does_nothing():
    state = action_position(drafted=["Cotton", "Linen"], wheel=wheel_of(Red=3))
    state.apply(DestroyDrafted(kind("Cotton")))
    assert state.choice == "turn"


def test_mix_helper_shows_which_pairs_the_wheel_can_mix_now():
    state = action_position(drafted=["Cotton"], wheel=wheel_of(Red=2, Yellow=1))
    rows = mix_helper(state.view(0))
    possible = [(r["first"], r["second"], r["result"]) for r in rows if r["possible"]]
    assert possible == [("Red", "Yellow", "Orange")]
    assert len(rows) == 9 and len(mixing_table(strict=True)) == 12
