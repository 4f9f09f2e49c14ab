"""Prêt-à-Porter's moves. Multi-step choices are a sequence of small moves ending in Done."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from fashion_core.engine import Action, PhaseEnum, State, named
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

TOKEN_KINDS = ("Q", "T", "PR")
"""``KeepToken.kind`` by number."""


class PretMove(Action):
    """A Prêt-à-Porter move: how its fields read in ``says``."""

    __slots__ = ()  # its moves are slotted dataclasses: no __dict__ per move

    words: ClassVar[Mapping[str, Callable[[Any], Any]]] = {
        "cards": lambda cards: 10 * cards,  # credit cards are $10 each
        "material": named(MATERIALS),
        "style": named(STYLES),
    }


@dataclass(frozen=True, slots=True)
class PlacePawn(PretMove):
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
class TakeCredit(PretMove):
    """Bank: take ``cards`` credit cards of $10 each."""

    cards: int
    says = "takes ${cards} of bank credit"


@dataclass(frozen=True, slots=True)
class TakeCard(PretMove):
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
class TakeDesign(PretMove):
    """New Designs: take ``card`` from the row, or ``TOP_OF_DECK``."""

    card: int

    def describe(self, state: State) -> str:
        if self.card == TOP_OF_DECK:
            return "takes the top design of the deck"
        return f"takes design {name_of(self.card)}" if 0 <= self.card < 50 else "takes a design"


@dataclass(frozen=True, slots=True)
class BuyCube(PretMove):
    """Materials: buy one cube of ``material`` (0-5); repeat, then Done."""

    material: int
    says = "buys a {material} cube"


@dataclass(frozen=True, slots=True)
class ChooseMaterial(PretMove):
    """A card's free cubes: the colour they come in."""

    material: int
    says = "takes free {material} cubes"


@dataclass(frozen=True, slots=True)
class TakeOffer(PretMove):
    """Last-Minute Preparations: take offer ``offer`` (0: 2 Q, 1: 1 PR, 2: 1 T, 3: $5)."""

    offer: int

    def describe(self, state: State) -> str:
        return f"takes {OFFERS[self.offer]}" if 0 <= self.offer < 4 else "takes an offer"


@dataclass(frozen=True, slots=True)
class Flip(PretMove):
    """Growth: train the employee or upgrade the building ``card``."""

    card: int

    def describe(self, state: State) -> str:
        from fashion_core.games.pret_a_porter.cards import CARDS

        c = CARDS.get(self.card)
        if c is None:
            return "flips a card"
        return f"{'trains' if c.deck == 'employee' else 'upgrades'} {c.name}"


@dataclass(frozen=True, slots=True)
class ChooseStyle(PretMove):
    """Show: the style (0-4) of the collection."""

    style: int

    def describe(self, state: State) -> str:
        if not 0 <= self.style < len(STYLES):
            return "shows a collection"
        style = STYLES[self.style]
        return f"shows {'an' if style[0] in 'AEIOU' else 'a'} {style} collection"


@dataclass(frozen=True, slots=True)
class AddDesign(PretMove):
    """Show: add design ``card`` (with its two cubes) to the collection."""

    card: int

    def describe(self, state: State) -> str:
        return f"adds {name_of(self.card)}" if 0 <= self.card < 50 else "adds a design"


@dataclass(frozen=True, slots=True)
class SellExtra(PretMove):
    """Show (Outlet Shop): also sell non-collection design ``card`` at its printed price."""

    card: int

    def describe(self, state: State) -> str:
        return f"sells {name_of(self.card)} through the outlet" if 0 <= self.card < 50 else "?"


@dataclass(frozen=True, slots=True)
class UseCube(PretMove):
    """Show: a spare cube of ``material`` stands in for a missing one (a substitution)."""

    material: int
    says = "lets a {material} cube stand in for a missing one"


@dataclass(frozen=True, slots=True)
class KeepToken(PretMove):
    """After Sales (Archive): keep one token of ``kind`` (0: Q, 1: T, 2: PR)."""

    kind: int

    def describe(self, state: State) -> str:
        return f"keeps a {TOKEN_KINDS[self.kind]} token" if 0 <= self.kind < 3 else "keeps a token"


@dataclass(frozen=True, slots=True)
class Fire(PretMove):
    """Let the hired employee ``card`` go, paying twice their upkeep once (severance)."""

    card: int

    def describe(self, state: State) -> str:
        from fashion_core.games.pret_a_porter.cards import CARDS

        c = CARDS.get(self.card)
        if c is None or c.deck != "employee":
            return "fires an employee"
        flipped = bool(getattr(state, "flipped", [0] * 200)[self.card])
        return f"fires the {c.name} (severance ${2 * c.upkeep_for(flipped)})"


@dataclass(frozen=True, slots=True)
class Done(PretMove):
    """Finish the current step (or forfeit it, if nothing was taken)."""

    says = "is done"


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
    UseCube,
    KeepToken,
    Fire,
    Done,
)


class Phase(PhaseEnum):
    """The phase of the round; its value is what snapshots store."""

    PLANNING = "planning"
    ACTION = "action"
    GROWTH = "growth"
    SHOW = "show"
    OVER = "over"


# The phases under plain module names: reading a member as an attribute of its Enum class
# goes through the enum's metaclass (about 0.08 us in CPython 3.11), and the engine asks for
# a phase at nearly every step of every playout.
PLANNING, ACTION, GROWTH, SHOW, OVER = (
    Phase.PLANNING,
    Phase.ACTION,
    Phase.GROWTH,
    Phase.SHOW,
    Phase.OVER,
)
