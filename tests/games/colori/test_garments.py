"""Making garments: compulsory when affordable, paid with a drawn fabric, the display refills."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.games.colori.actions import DestroyDrafted, MakeGarment
from fashion_core.games.colori.explain import garment_needs, why_fizzled
from tests.games.colori.positions import APRON, ROBE, SHAWL, action_position, kind, names, wheel_of


def test_make_garment_is_compulsory_when_affordable():
    state = action_position(
        drawn=["Wool"],
        drafted=["Kermes"],
        wheel=wheel_of(Red=4, Yellow=4),
        display=[ROBE, SHAWL, APRON],
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    # Two are affordable: the player must choose one of them, and may not skip.
    assert set(state.legal_actions()) == {MakeGarment(kind(ROBE)), MakeGarment(kind(SHAWL))}
    state.apply(MakeGarment(kind(SHAWL)))
    assert state.stars[0] == 2 and state.wheels[0] == wheel_of(Red=4)


def test_a_single_affordable_garment_is_made_at_once():
    state = action_position(
        drawn=["Wool"], drafted=["Weld"], wheel=wheel_of(Red=4), display=[ROBE, APRON]
    )
    state.apply(DestroyDrafted(kind("Weld")))
    assert state.stars[0] == 2 and sum(state.wheels[0]) == 0
    assert names(state.discards[0]) == [ROBE, "Wool"]


def test_make_garment_fizzles_and_says_why():
    state = action_position(
        drawn=["Linen"], drafted=["Indigo"], wheel=wheel_of(Blue=3), display=[ROBE, APRON]
    )
    state.apply(DestroyDrafted(kind("Indigo")))
    assert state.stars[0] == 0 and state.choice == "turn"
    text = next(e.text for e in state.log if "fizzles" in e.text)
    assert f"{ROBE} needs no Wool among the drawn cards and 4 Red more" in text
    assert f"{APRON} needs 1 Blue more" in text


def test_drafted_fabric_cannot_pay_for_a_garment():
    state = action_position(
        drawn=[], drafted=["Wool", "Kermes"], wheel=wheel_of(Red=4), display=[ROBE]
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    assert state.stars[0] == 0
    assert any("no Wool among the drawn cards" in e.text for e in state.log)


def test_a_fabric_drawn_earlier_in_the_chain_can_pay():
    state = action_position(
        drawn=[],
        drafted=["Kermes", "Brazilwood"],
        wheel=wheel_of(Red=4),
        display=[ROBE],
        deck=["Wool"],
    )
    state.apply(DestroyDrafted(kind("Brazilwood")))  # Draw Cards x1: the Wool
    state.apply(DestroyDrafted(kind("Kermes")))
    assert state.stars[0] == 2


def test_an_unaffordable_garment_cannot_be_chosen():
    # colori.md 3a defect 2.
    state = action_position(
        drawn=["Wool"],
        drafted=["Kermes"],
        wheel=wheel_of(Red=4, Yellow=4),
        display=[ROBE, SHAWL, APRON],
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Make Garment: you need Linen in your drawn cards"):
        state.apply(MakeGarment(kind(APRON)))
    assert state.to_json() == before


def test_made_garment_goes_to_the_discard_pile_and_refills_the_display():
    state = action_position(
        drawn=["Wool"], drafted=["Kermes"], wheel=wheel_of(Red=4), display=[ROBE] * 2 + [APRON]
    )
    deck = len(state.garment_deck)
    state.apply(DestroyDrafted(kind("Kermes")))
    assert ROBE in names(state.discards[0])
    assert len(state.display) == 3 and len(state.garment_deck) == deck - 1


def test_completed_area_variant_keeps_garments_out_of_the_deck():
    state = action_position(
        drawn=["Wool"],
        drafted=["Kermes"],
        wheel=wheel_of(Red=4),
        display=[ROBE],
        garments_to_discard=False,
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    assert names(state.completed[0]) == [ROBE] and ROBE not in names(state.discards[0])
    assert state.stars[0] == 2


def test_the_display_shrinks_when_the_garment_deck_is_empty():
    state = action_position(
        drawn=["Wool"], drafted=["Kermes"], wheel=wheel_of(Red=4), display=[ROBE]
    )
    state.discards[1] += state.garment_deck  # park the unused garments out of the deck
    state.garment_deck = []
    state.apply(DestroyDrafted(kind("Kermes")))
    assert state.display == []


def test_make_garment_names_the_colours_still_missing():
    state = action_position(
        drawn=["Wool", "Silk"],
        drafted=["Kermes"],
        wheel=wheel_of(Red=4, Yellow=4),
        display=[ROBE, SHAWL, "Kermes Crimson Robe"],
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    with pytest.raises(IllegalAction, match="Make Garment: you need 2 Red more on your wheel"):
        state.apply(MakeGarment(kind("Kermes Crimson Robe")))


def test_garment_needs_names_the_missing_fabric_and_colours():
    state = action_position(drawn=["Wool"], wheel=wheel_of(Red=3, Blue=4), display=[ROBE, APRON])
    needs = {n["garment"].split("#")[0]: n for n in garment_needs(state.view(0))}
    assert needs[ROBE]["missing_colours"] == {"Red": 1} and needs[ROBE]["fabric_ok"]
    assert needs[APRON]["text"] == f"The {APRON} needs a Linen among your drawn cards."
    assert "needs" in why_fizzled(state.view(0))
