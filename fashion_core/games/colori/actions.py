"""Colori's moves, named as the rulebook names them.

Cards in actions are *kinds* (see ``cards.py``), not instances: two copies of Basic Red in
your drawn cards are one choice, not two. Every action object is interned (built once here),
so ``legal_actions()`` only ever hands out these shared objects.

>>> from fashion_core.games.colori.cards import KIND_BY_NAME
>>> DRAFT_PICK[KIND_BY_NAME["Kermes"]].to_json()
['DraftPick', 3]
>>> MIX[0][4] == Mix(0, 4)
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from fashion_core.engine import Action, named
from fashion_core.games.colori.cards import NAME, NUM_KINDS, ability_text
from fashion_core.games.colori.wheel import COLOURS, NUM_COLOURS, mix_result

_kind_name = named(NAME, "card kind {}")
_colour_name = named(COLOURS, "colour {}")


class ColoriMove(Action):
    """A Colori move: how its fields read in ``says`` (card kinds by name)."""

    __slots__ = ()  # its moves are slotted dataclasses: no __dict__ per move

    words: ClassVar[Mapping[str, Callable[[Any], Any]]] = {
        "card": _kind_name,
        "garment": _kind_name,
    }


@dataclass(frozen=True, slots=True)
class DraftPick(ColoriMove):
    """Take a card of kind ``card`` from your draft hand and place it face down."""

    card: int
    says = "drafts {card}"


@dataclass(frozen=True, slots=True)
class DestroyDrafted(ColoriMove):
    """Destroy a drafted card of kind ``card``; its ability joins the queue and resolves."""

    card: int

    def describe(self, state: Any) -> str:
        name = _kind_name(self.card)
        what = ability_text(self.card) if 0 <= self.card < NUM_KINDS else ""
        return f"destroys the drafted {name} ({what})" if what else f"destroys {name}"


@dataclass(frozen=True, slots=True)
class EndTurn(ColoriMove):
    """Stop destroying drafted cards; the rest of your drafted and drawn cards are discarded."""

    says = "ends the turn"


@dataclass(frozen=True, slots=True)
class StoreCard(ColoriMove):
    """Store Colors: put every pip of a drawn card of kind ``card`` on your wheel, discard it."""

    card: int
    says = "stores the colours of {card}"


@dataclass(frozen=True, slots=True)
class StopStoring(ColoriMove):
    """Store Colors: store no more cards for this ability."""

    says = "stops storing colours"


@dataclass(frozen=True, slots=True)
class Mix(ColoriMove):
    """Mix Colors: take one ``first`` and one ``second`` off your wheel, add the colour they
    make (colour indices, ``first < second``)."""

    first: int
    second: int

    def describe(self, state: Any) -> str:
        strict = bool(state.options.get("strict_two_apart")) if state is not None else False
        a, b = _colour_name(self.first), _colour_name(self.second)
        if 0 <= self.first < NUM_COLOURS and 0 <= self.second < NUM_COLOURS:
            out = mix_result(self.first, self.second, strict)
            if out >= 0:
                return f"mixes {a} and {b} into {COLOURS[out]}"
        return f"mixes {a} and {b}"


@dataclass(frozen=True, slots=True)
class StopMixing(ColoriMove):
    """Mix Colors: make no more mixes for this ability."""

    says = "stops mixing"


@dataclass(frozen=True, slots=True)
class DestroyDrawn(ColoriMove):
    """Destroy Cards: destroy a drawn card of kind ``card``; its ability joins the back of
    the queue."""

    card: int
    says = "destroys the drawn {card}"


@dataclass(frozen=True, slots=True)
class StopDestroying(ColoriMove):
    """Destroy Cards: destroy no more drawn cards for this ability."""

    says = "stops destroying cards"


@dataclass(frozen=True, slots=True)
class MakeGarment(ColoriMove):
    """Make Garment: make the displayed garment of kind ``garment``."""

    garment: int
    says = "makes the {garment}"


ACTION_TYPES = (
    DraftPick,
    DestroyDrafted,
    EndTurn,
    StoreCard,
    StopStoring,
    Mix,
    StopMixing,
    DestroyDrawn,
    StopDestroying,
    MakeGarment,
)

# Interned actions: legal_actions() returns these shared objects, never new ones.
DRAFT_PICK = [DraftPick(k) for k in range(NUM_KINDS)]
DESTROY_DRAFTED = [DestroyDrafted(k) for k in range(NUM_KINDS)]
STORE_CARD = [StoreCard(k) for k in range(NUM_KINDS)]
DESTROY_DRAWN = [DestroyDrawn(k) for k in range(NUM_KINDS)]
MAKE_GARMENT = [MakeGarment(k) for k in range(NUM_KINDS)]
MIX = [[Mix(a, b) for b in range(NUM_COLOURS)] for a in range(NUM_COLOURS)]
END_TURN = EndTurn()
STOP_STORING = StopStoring()
STOP_MIXING = StopMixing()
STOP_DESTROYING = StopDestroying()
