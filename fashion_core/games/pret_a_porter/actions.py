"""Prêt-à-Porter's moves. Multi-step choices are a sequence of small moves ending in Done."""

from __future__ import annotations

from dataclasses import dataclass

from fashion_core.engine import Action, State
from fashion_core.games.pret_a_porter.cards import (
    LOCATIONS,
    MATERIALS,
    OFFERS,
    STYLES,
    name_of,
)

CARD_ONLY = -1
"""``PlacePawn.space`` of a location's unlimited card-only space."""

TOP_OF_DECK = -1
"""``TakeDesign.card`` for the top card of the face-down design deck."""


@dataclass(frozen=True, slots=True)
class PlacePawn(Action):
    """Planning: put a pawn on ``space`` (0 = left-most) of ``location`` (1-9); it must be the
    left-most open space, or ``CARD_ONLY`` when a card allows it."""

    location: int
    space: int

    def describe(self, state: State) -> str:
        where = LOCATIONS[self.location - 1] if 1 <= self.location <= 9 else "?"
        if self.space == CARD_ONLY:
            return f"places a pawn on the card-only space of {self.location} {where}"
        return f"places a pawn at {self.location} {where}"


@dataclass(frozen=True, slots=True)
class TakeCredit(Action):
    """Bank: take ``cards`` credit cards of $10 each."""

    cards: int

    def describe(self, state: State) -> str:
        return f"takes ${10 * self.cards} of bank credit"


@dataclass(frozen=True, slots=True)
class TakeCard(Action):
    """Contracts, Buildings, Employees: take the displayed ``card``; for an employee without
    a free slot, ``fire`` names the employee fired (paying twice their upkeep)."""

    card: int
    fire: int | None = None

    def describe(self, state: State) -> str:
        text = f"takes {name_of(self.card)}" if 0 <= self.card < 122 else "takes a card"
        if self.fire is not None and 0 <= self.fire < 122:
            text += f", firing {name_of(self.fire)}"
        return text


@dataclass(frozen=True, slots=True)
class TakeDesign(Action):
    """New Designs: take ``card`` from the row, or ``TOP_OF_DECK``."""

    card: int

    def describe(self, state: State) -> str:
        if self.card == TOP_OF_DECK:
            return "takes the top design of the deck"
        return f"takes design {name_of(self.card)}" if 0 <= self.card < 50 else "takes a design"


@dataclass(frozen=True, slots=True)
class BuyCube(Action):
    """Materials: buy one cube of ``material`` (0-5); repeat, then Done."""

    material: int

    def describe(self, state: State) -> str:
        name = MATERIALS[self.material] if 0 <= self.material < 6 else "?"
        return f"buys a {name} cube"


@dataclass(frozen=True, slots=True)
class ChooseMaterial(Action):
    """A card's free cubes: the colour they come in."""

    material: int

    def describe(self, state: State) -> str:
        name = MATERIALS[self.material] if 0 <= self.material < 6 else "?"
        return f"takes free {name} cubes"


@dataclass(frozen=True, slots=True)
class TakeOffer(Action):
    """Last-Minute Preparations: take offer ``offer`` (0: 2 Q, 1: 1 PR, 2: 1 T, 3: $5)."""

    offer: int

    def describe(self, state: State) -> str:
        return f"takes {OFFERS[self.offer]}" if 0 <= self.offer < 4 else "takes an offer"


@dataclass(frozen=True, slots=True)
class Flip(Action):
    """Growth: train the employee or upgrade the building ``card``."""

    card: int

    def describe(self, state: State) -> str:
        from fashion_core.games.pret_a_porter.cards import CARDS

        c = CARDS.get(self.card)
        if c is None:
            return "flips a card"
        return f"{'trains' if c.deck == 'employee' else 'upgrades'} {c.name}"


@dataclass(frozen=True, slots=True)
class ChooseStyle(Action):
    """Show: the style (0-4) of the collection."""

    style: int

    def describe(self, state: State) -> str:
        name = STYLES[self.style] if 0 <= self.style < 5 else "?"
        return f"shows a {name} collection"


@dataclass(frozen=True, slots=True)
class AddDesign(Action):
    """Show: add design ``card`` (with its two cubes) to the collection."""

    card: int

    def describe(self, state: State) -> str:
        return f"adds {name_of(self.card)}" if 0 <= self.card < 50 else "adds a design"


@dataclass(frozen=True, slots=True)
class SellExtra(Action):
    """Show (Outlet Shop): also sell non-collection design ``card`` at its printed price."""

    card: int

    def describe(self, state: State) -> str:
        return f"sells {name_of(self.card)} through the outlet" if 0 <= self.card < 50 else "?"


@dataclass(frozen=True, slots=True)
class Done(Action):
    """Finish the current step (or forfeit it, if nothing was taken)."""

    def describe(self, state: State) -> str:
        return "is done"


DONE = Done()
ACTION_TYPES = (
    PlacePawn,
    TakeCredit,
    TakeCard,
    TakeDesign,
    BuyCube,
    ChooseMaterial,
    TakeOffer,
    Flip,
    ChooseStyle,
    AddDesign,
    SellExtra,
    Done,
)
