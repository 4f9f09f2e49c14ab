"""Shared positions and card sets for the colour_bazaar rule tests."""

from __future__ import annotations

from fashion_core.games.colour_bazaar import (
    ColourBazaarState,
)
from fashion_core.games.colour_bazaar.positions import arrange

WORKED_EXAMPLE = ("the Light Keeper", "the Discovery", "the Sea", "the Darkness", "the Calamity")


def position(
    hands: list[list[str]], stacks: list[list[str]] | None = None, phase: str = "influence"
) -> ColourBazaarState:
    """A two- or three-player position by card names (the Pawns start the markets)."""
    state = arrange(hands=hands, markets=stacks, phase=phase)
    state.current_player = 0 if phase != "over" else state.current_player
    return state
