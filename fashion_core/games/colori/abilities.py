"""What the destroy abilities can act on, and the decisions they ask for (rules Q1, S1, G1-G3).

Destroying a card puts its ability at the back of a FIFO queue (``ColoriState`` resolves it).
An ability that needs a decision (which cards to store, which colours to mix, which drawn
cards to destroy, which garment to make) becomes the state's pending ``choice``; one with
nothing to decide resolves by itself (nothing to store, no mixable pair, a single affordable
garment), so a position never waits on an impossible choice. The functions here answer
"what could this ability take?" from plain lists of cards, so the rules, the view, the bots
and the lessons all ask the same question the same way.

>>> from fashion_core.games.colori.cards import INSTANCE_BY_KEY, KIND_BY_NAME
>>> drawn = [INSTANCE_BY_KEY["Silk#7"], INSTANCE_BY_KEY["Basic Red#1"]]
>>> [KIND_BY_NAME["Basic Red"]] == [KIND[c] for c in storable(drawn, lenient=False)]
True
>>> len(storable(drawn, lenient=True))
2
"""

from __future__ import annotations

from collections.abc import Sequence

from fashion_core.games.colori.cards import (
    DESTROY,
    GARMENT,
    GARMENT_COST,
    GARMENT_FABRIC,
    HAS_PIPS,
    IS_GARMENT,
    KIND,
    MIX,
    NAME,
    STORE,
)
from fashion_core.games.colori.wheel import colour_list, missing_colours

# -- the decisions an ability can leave pending -------------------------------------------------

TURN = "turn"
"""No ability is waiting: the player may destroy a drafted card or end the turn."""
CHOOSE_STORE = "store"
CHOOSE_MIX = "mix"
CHOOSE_DESTROY = "destroy"
CHOOSE_GARMENT = "garment"
CHOICE_OF_ABILITY = {
    STORE: CHOOSE_STORE,
    MIX: CHOOSE_MIX,
    DESTROY: CHOOSE_DESTROY,
    GARMENT: CHOOSE_GARMENT,
}
"""Ability code -> the pending choice it asks for (``ColoriState.choice``, saved as text)."""
CHOICE_NAME = {
    CHOOSE_STORE: "Store Colors",
    CHOOSE_MIX: "Mix Colors",
    CHOOSE_DESTROY: "Destroy Cards",
    CHOOSE_GARMENT: "Make Garment",
}
"""Pending choice -> the ability's name in the rulebook."""
NOTHING_TO_CHOOSE = {
    STORE: "there is no drawn card with colours to store",
    MIX: "no two colours on the wheel form a mixing pair",
    DESTROY: "there is no drawn card to destroy",
}
"""Why an ability that asks for a choice does nothing (the log says it)."""

# Per instance, for the hot paths.
HAS_PIPS_I = [HAS_PIPS[k] for k in KIND]
DESTROYABLE_I = [not IS_GARMENT[k] for k in KIND]


def storable(drawn: list[int], lenient: bool) -> list[int]:
    """Drawn cards Store Colors may take: cards with pips (rule S1), any card if ``lenient``."""
    if lenient:
        return list(drawn)
    return [c for c in drawn if HAS_PIPS_I[c]]


def destroyable(drawn: list[int]) -> list[int]:
    """Drawn cards Destroy Cards may take: anything but garments (rule G2)."""
    return [c for c in drawn if DESTROYABLE_I[c]]


def can_make(wheel: Sequence[int], drawn_kinds: set[int] | list[int], garment: int) -> bool:
    """A garment is affordable with its fabric among the drawn cards and its colours in hand."""
    if GARMENT_FABRIC[garment] not in drawn_kinds:
        return False
    for c, n in GARMENT_COST[garment]:  # noqa: SIM110 - a plain loop beats all() here (hot path)
        if wheel[c] < n:
            return False
    return True


def affordable(wheel: Sequence[int], drawn: list[int], display: list[int]) -> list[int]:
    """Garment kinds in ``display`` that a wheel and drawn cards could make now (each once)."""
    drawn_kinds = {KIND[c] for c in drawn}
    out: list[int] = []
    for card in display:
        g = KIND[card]
        if g not in out and can_make(wheel, drawn_kinds, g):
            out.append(g)
    return out


def why_not(wheel: Sequence[int], drawn_kinds: set[int] | list[int], garment: int) -> str:
    """What stops ``garment`` from being made, in words (empty if nothing does)."""
    reasons = []
    fabric = GARMENT_FABRIC[garment]
    if fabric not in drawn_kinds:
        reasons.append(f"no {NAME[fabric]} among the drawn cards")
    short = missing_colours(wheel, GARMENT_COST[garment])
    if short:
        reasons.append(f"{colour_list(short)} more on the wheel")
    return " and ".join(reasons)


def fizzle_text(wheel: Sequence[int], drawn: list[int], display: list[int], kind: int) -> str:
    """Why a Make Garment (from a card of ``kind``) does nothing: what each garment lacks."""
    drawn_kinds = {KIND[c] for c in drawn}
    if not display:
        return f"{NAME[kind]}: Make Garment fizzles: the garment display is empty."
    lacks = []
    for g in dict.fromkeys(KIND[c] for c in display):
        lacks.append(f"{NAME[g]} needs {why_not(wheel, drawn_kinds, g)}")
    return f"{NAME[kind]}: Make Garment fizzles, no garment is affordable ({'; '.join(lacks)})."


def take_card(zone: list[int], kind: int) -> int:
    """Remove and return the first card of ``kind`` in ``zone``."""
    for i, card in enumerate(zone):
        if KIND[card] == kind:
            del zone[i]
            return card
    raise AssertionError(f"no {NAME[kind]} in this zone")  # legal_actions() prevents this
