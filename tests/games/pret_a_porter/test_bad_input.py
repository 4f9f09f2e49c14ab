"""Bad input: every refused move names its rule and leaves the state byte-identical."""

from __future__ import annotations

from fashion_core.games.pret_a_porter.actions import (
    DONE,
    AddDesign,
    BuyCube,
    ChooseStyle,
    Flip,
    PlacePawn,
    TakeCard,
    TakeCredit,
    TakeDesign,
    TakeOffer,
)
from fashion_core.games.pret_a_porter.positions import arrange, visit
from fashion_core.games.pret_a_porter.rules import GAME

from .conftest import refuse


def test_moves_from_the_wrong_phase_are_refused_with_their_rule():
    s = GAME.new(2, seed=1)
    refuse(s, BuyCube(0), "Material markets")
    refuse(s, TakeCredit(1), "Bank")
    refuse(s, Flip(60), "Growth phase")
    refuse(s, AddDesign(0), "Show phase")
    refuse(s, TakeOffer(0), "Last-Minute Preparations")
    refuse(s, DONE, "Planning phase")
    refuse(s, TakeCard(s.displays[0][0]), "Card locations")
    refuse(s, TakeDesign(s.design_row[0]), "New Designs")
    refuse(s, ChooseStyle(0), "Show phase")
    visit(s, {8: [0], 9: [1]})
    refuse(s, PlacePawn(1, 0), "Planning phase")


def test_a_cube_you_cannot_pay_for_is_refused():
    s = arrange(players=2, seed=1, cash=[4, 40])
    visit(s, {8: [0], 9: [1]})
    refuse(s, BuyCube(5), "Pay in full")  # Silk costs $5 imported


def test_hand_made_moves_with_wrong_field_types_are_refused():
    s = GAME.new(2, seed=1)
    refuse(s, PlacePawn(True, 0), "Move format")  # type: ignore[arg-type]
    refuse(s, PlacePawn("6", 0), "Move format")  # type: ignore[arg-type]
    refuse(s, PlacePawn(12, 0), "Nine locations")
