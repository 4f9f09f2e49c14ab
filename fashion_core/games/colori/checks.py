"""Why a move is illegal, in the rulebook's words.

``diagnose`` is only called for a move that ``legal_actions()`` does not list, so it never has
to decide legality itself; it only has to find the best explanation.

>>> from fashion_core.games.colori.rules import GAME
>>> from fashion_core.games.colori.actions import Mix
>>> state = GAME.new(2, seed=1)
>>> str(diagnose(state, Mix(0, 2)))
'Draft first: everyone drafts before anyone destroys cards; pick a card from your hand'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fashion_core.engine import Action, IllegalAction
from fashion_core.games.colori.abilities import TURN
from fashion_core.games.colori.actions import (
    DestroyDrafted,
    DestroyDrawn,
    DraftPick,
    EndTurn,
    MakeGarment,
    Mix,
    StopDestroying,
    StopMixing,
    StopStoring,
    StoreCard,
)
from fashion_core.games.colori.cards import (
    GARMENT_COST,
    GARMENT_FABRIC,
    HAS_PIPS,
    IS_GARMENT,
    KIND,
    NAME,
    NUM_KINDS,
)
from fashion_core.games.colori.wheel import COLOURS, NUM_COLOURS, colour_list, missing_colours

if TYPE_CHECKING:
    from fashion_core.games.colori.rules import ColoriState

_CHOICE_NAME = {
    "store": "Store Colors",
    "mix": "Mix Colors",
    "destroy": "Destroy Cards",
    "garment": "Make Garment",
}


def _name(kind: int) -> str:
    return NAME[kind] if isinstance(kind, int) and 0 <= kind < NUM_KINDS else f"card {kind!r}"


def _colour(colour: int) -> str:
    ok = isinstance(colour, int) and 0 <= colour < NUM_COLOURS
    return COLOURS[colour] if ok else f"colour {colour!r}"


def _kinds(zone: list[int]) -> set[int]:
    return {KIND[c] for c in zone}


def diagnose(state: ColoriState, action: Action) -> IllegalAction:
    """The IllegalAction explaining why ``action`` cannot be played now."""
    seat = state.current_player
    phase = state.phase
    choice = state.choice
    pending = _CHOICE_NAME.get(choice, "")
    t = type(action)
    if t is DraftPick:
        if phase != "draft":
            return IllegalAction("Draft", "the draft is over; this is the action phase")
        return IllegalAction("Draft", f"there is no {_name(action.card)} in your draft hand")
    if phase == "draft":
        return IllegalAction(
            "Draft first",
            "everyone drafts before anyone destroys cards; pick a card from your hand",
        )
    if t in (DestroyDrafted, EndTurn):
        doing = "destroying another card" if t is DestroyDrafted else "ending your turn"
        if choice != TURN:
            return IllegalAction("Queue first", f"resolve {pending} before {doing}")
        if t is DestroyDrafted:
            return IllegalAction(
                "Destroy drafted cards", f"you have no drafted {_name(action.card)}"
            )
        return IllegalAction("Queue first", "the ability queue must be empty to end your turn")
    wants = {
        StoreCard: "store",
        StopStoring: "store",
        Mix: "mix",
        StopMixing: "mix",
        DestroyDrawn: "destroy",
        StopDestroying: "destroy",
        MakeGarment: "garment",
    }.get(t)
    if wants is None:
        return IllegalAction("Colori moves", f"{t.__name__} is not a Colori move")
    rule = "Mixing" if wants == "mix" else _CHOICE_NAME[wants]
    if choice != wants:
        now = f"; {pending} is resolving" if pending else ""
        return IllegalAction(rule, f"no {_CHOICE_NAME[wants]} ability is resolving now{now}")
    drawn = _kinds(state.drawn[seat])
    if t is StoreCard:
        kind = action.card
        if kind not in drawn:
            return IllegalAction(rule, f"there is no {_name(kind)} among your drawn cards")
        if not HAS_PIPS[kind]:
            return IllegalAction(
                rule,
                f"{_name(kind)} has no colour pips to store (the lenient_store option allows it)",
            )
    elif t is Mix:
        a, b = action.first, action.second
        valid = all(isinstance(c, int) and 0 <= c < NUM_COLOURS for c in (a, b))
        result = state._mix_result[a][b] if valid else -1
        if result < 0:
            return IllegalAction(rule, f"{_colour(a)} and {_colour(b)} are not a mixing pair")
        if a > b:
            return IllegalAction(rule, f"name the pair with the lower colour first: Mix({b}, {a})")
        wheel = state.wheels[seat]
        for c in (a, b):
            if not wheel[c]:
                return IllegalAction(rule, f"you have no {COLOURS[c]} on your wheel")
    elif t is DestroyDrawn:
        kind = action.card
        if 0 <= kind < NUM_KINDS and IS_GARMENT[kind]:
            return IllegalAction(rule, "garments cannot be destroyed (they keep their stars)")
        if kind not in drawn:
            return IllegalAction(rule, f"there is no {_name(kind)} among your drawn cards")
    elif t is MakeGarment:
        g = action.garment
        if g not in _kinds(state.display):
            return IllegalAction(rule, f"{_name(g)} is not in the garment display")
        fabric = GARMENT_FABRIC[g]
        if fabric not in drawn:
            return IllegalAction(rule, f"you need {NAME[fabric]} in your drawn cards")
        short = missing_colours(state.wheels[seat], GARMENT_COST[g])
        if short:
            return IllegalAction(rule, f"you need {colour_list(short)} more on your wheel")
    return IllegalAction(rule, f"{action.describe(state)} is not possible now")
