"""Destroy abilities and the FIFO queue they resolve through (rule Q1).

Destroying a card puts it on the shared destroyed pile and its ability at the back of the
queue. The queue resolves front first; an ability that needs a decision (which cards to
store, which colours to mix, which drawn cards to destroy, which garment to make) becomes the
state's pending ``choice`` and the queue waits until the player finishes it. Decisions with
nothing to decide resolve by themselves (nothing to store, no mixable pair, a single
affordable garment), so a position can never wait on an impossible choice.

>>> from fashion_core.games.colori.rules import GAME
>>> state = GAME.new(2, seed=3)
>>> state.phase
'draft'
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fashion_core.games.colori.cards import (
    ABILITY,
    ABILITY_N,
    DESTROY,
    DRAW,
    GARMENT,
    GARMENT_COST,
    GARMENT_FABRIC,
    GARMENT_STARS,
    HAS_PIPS,
    IS_GARMENT,
    KEY,
    KIND,
    MIX,
    NAME,
    PIPS,
    STORE,
    ability_text,
)
from fashion_core.games.colori.wheel import COLOURS, colour_list, missing_colours

if TYPE_CHECKING:
    from fashion_core.games.colori.rules import ColoriState

TURN = "turn"
"""No ability is waiting: the player may destroy a drafted card or end the turn."""
CHOICE_OF_ABILITY = {STORE: "store", MIX: "mix", DESTROY: "destroy", GARMENT: "garment"}

# Per instance, for the hot paths.
HAS_PIPS_I = [HAS_PIPS[k] for k in KIND]
DESTROYABLE_I = [not IS_GARMENT[k] for k in KIND]


def storable(state: ColoriState, seat: int) -> list[int]:
    """Drawn cards Store Colors may take: cards with pips (rule S1), any card if lenient."""
    drawn = state.drawn[seat]
    if state.options["lenient_store"]:
        return list(drawn)
    return [c for c in drawn if HAS_PIPS_I[c]]


def destroyable(state: ColoriState, seat: int) -> list[int]:
    """Drawn cards Destroy Cards may take: anything but garments (rule G2)."""
    return [c for c in state.drawn[seat] if DESTROYABLE_I[c]]


def can_make(wheel: list[int], drawn_kinds: set[int] | list[int], garment: int) -> bool:
    """A garment is affordable with its fabric among the drawn cards and its colours in hand."""
    if GARMENT_FABRIC[garment] not in drawn_kinds:
        return False
    for c, n in GARMENT_COST[garment]:  # noqa: SIM110 - a plain loop beats all() here (hot path)
        if wheel[c] < n:
            return False
    return True


def affordable(state: ColoriState, seat: int) -> list[int]:
    """Garment kinds in the display that ``seat`` could make right now (each kind once)."""
    wheel = state.wheels[seat]
    drawn_kinds = {KIND[c] for c in state.drawn[seat]}
    out: list[int] = []
    for card in state.display:
        g = KIND[card]
        if g not in out and can_make(wheel, drawn_kinds, g):
            out.append(g)
    return out


def why_not(wheel: list[int], drawn_kinds: set[int] | list[int], garment: int) -> str:
    """What stops ``garment`` from being made, in words (empty if nothing does)."""
    reasons = []
    fabric = GARMENT_FABRIC[garment]
    if fabric not in drawn_kinds:
        reasons.append(f"no {NAME[fabric]} among the drawn cards")
    short = missing_colours(wheel, GARMENT_COST[garment])
    if short:
        reasons.append(f"{colour_list(short)} more on the wheel")
    return " and ".join(reasons)


def start(state: ColoriState, card: int) -> None:
    """Begin resolving the ability of the destroyed ``card`` (taken from the queue front)."""
    seat = state.current_player
    kind = KIND[card]
    code = ABILITY[kind]
    log = state.log is not None
    state.resolving = card
    if code == DRAW:
        got = state._draw(seat, ABILITY_N[kind])
        state._reveal()  # drawn cards are face up
        if log:
            shown = ", ".join(NAME[KIND[c]] for c in got) or "nothing (deck and discard empty)"
            state._event(f"{NAME[kind]}: {state.player_name(seat)} draws {shown}.", seat, "ability")
        state.resolving = -1
        return
    if code == GARMENT:
        options = affordable(state, seat)
        if len(options) == 1:
            make(state, options[0])
        elif options:
            state.choice = "garment"
            state.remaining = 1
        else:
            if log:
                state._event(fizzle_text(state, seat, kind), seat, "fizzle")
            state.resolving = -1
        return
    if code == STORE:
        ready = bool(storable(state, seat))
    elif code == MIX:
        ready = bool(state._mixes(state.wheels[seat]))
    else:
        ready = bool(destroyable(state, seat))
    if ready:
        state.choice = CHOICE_OF_ABILITY[code]
        state.remaining = ABILITY_N[kind]
        if log:
            state._event(
                f"{NAME[kind]}: {state.player_name(seat)} resolves {ability_text(kind)}.",
                seat,
                "ability",
            )
    else:
        if log:
            why = {
                STORE: "there is no drawn card with colours to store",
                MIX: "no two colours on the wheel form a mixing pair",
                DESTROY: "there is no drawn card to destroy",
            }[code]
            state._event(f"{NAME[kind]}: {ability_text(kind)} does nothing: {why}.", seat)
        state.resolving = -1


def fizzle_text(state: ColoriState, seat: int, kind: int) -> str:
    """Why a Make Garment does nothing: what each displayed garment lacks."""
    wheel = state.wheels[seat]
    drawn_kinds = {KIND[c] for c in state.drawn[seat]}
    if not state.display:
        return f"{NAME[kind]}: Make Garment fizzles: the garment display is empty."
    lacks = []
    for g in dict.fromkeys(KIND[c] for c in state.display):
        lacks.append(f"{NAME[g]} needs {why_not(wheel, drawn_kinds, g)}")
    return f"{NAME[kind]}: Make Garment fizzles, no garment is affordable ({'; '.join(lacks)})."


def finish_choice(state: ColoriState) -> None:
    state.choice = TURN
    state.remaining = 0
    state.resolving = -1


def store(state: ColoriState, kind: int) -> None:
    """Store Colors: all pips of one drawn card go on the wheel; the card is discarded."""
    seat = state.current_player
    drawn = state.drawn[seat]
    card = take_card(drawn, kind)
    wheel = state.wheels[seat]
    for c, n in PIPS[kind]:
        wheel[c] += n
    state.discards[seat].append(card)
    if state.log is not None:
        pips = ", ".join(f"{n} {COLOURS[c]}" for c, n in PIPS[kind]) or "no colours"
        state._event(f"{state.player_name(seat)} stores {KEY[card]} ({pips}).", seat, "store")
    state.remaining -= 1
    if state.remaining <= 0 or not storable(state, seat):
        finish_choice(state)


def mix(state: ColoriState, first: int, second: int) -> None:
    """Mix Colors: one of each input colour off the wheel, one of the result on."""
    seat = state.current_player
    wheel = state.wheels[seat]
    out = state._mix_result[first][second]
    wheel[first] -= 1
    wheel[second] -= 1
    wheel[out] += 1
    if state.log is not None:
        state._event(
            f"{state.player_name(seat)} mixes {COLOURS[first]} and {COLOURS[second]} "
            f"into {COLOURS[out]}.",
            seat,
            "mix",
        )
    state.remaining -= 1
    if state.remaining <= 0 or not state._mixes(wheel):
        finish_choice(state)


def destroy_drawn(state: ColoriState, kind: int) -> None:
    """Destroy Cards: a drawn card goes to the destroyed pile, its ability to the queue's back."""
    seat = state.current_player
    card = take_card(state.drawn[seat], kind)
    state.destroyed.append(card)
    state.queue.append(card)
    if state.log is not None:
        state._event(
            f"{state.player_name(seat)} destroys the drawn {KEY[card]}; "
            f"{ability_text(kind)} joins the queue.",
            seat,
            "destroy",
        )
    state.remaining -= 1
    if state.remaining <= 0 or not destroyable(state, seat):
        finish_choice(state)


def make(state: ColoriState, garment: int) -> None:
    """Make Garment: discard the fabric, pay the colours, take the garment, refill the display."""
    seat = state.current_player
    fabric = take_card(state.drawn[seat], GARMENT_FABRIC[garment])
    state.discards[seat].append(fabric)
    wheel = state.wheels[seat]
    for c, n in GARMENT_COST[garment]:
        wheel[c] -= n
    card = take_card(state.display, garment)
    state.owned[seat].append(card)
    state.stars[seat] += GARMENT_STARS[garment]
    if state.options["garments_to_discard"]:
        state.discards[seat].append(card)
    else:
        state.completed[seat].append(card)
    refill = ""
    deck = state.garment_deck
    if deck:
        i = state._rand(len(deck))
        deck[i], deck[-1] = deck[-1], deck[i]
        new = deck.pop()
        state.display.append(new)
        state._reveal()
        refill = f" {KEY[new]} joins the display."
    if state.log is not None:
        state._event(
            f"{state.player_name(seat)} makes {KEY[card]} ({GARMENT_STARS[garment]} stars) "
            f"with {KEY[fabric]}.{refill}",
            seat,
            "garment",
        )
    finish_choice(state)


def take_card(zone: list[int], kind: int) -> int:
    """Remove and return the first card of ``kind`` in ``zone``."""
    for i, card in enumerate(zone):
        if KIND[card] == kind:
            del zone[i]
            return card
    raise AssertionError(f"no {NAME[kind]} in this zone")  # legal_actions() prevents this
