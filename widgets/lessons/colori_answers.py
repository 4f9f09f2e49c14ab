"""Colori lessons: how each right answer (and each computed misreading) is found.

The prompts and steps are in ``widgets/lessons/colori.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from fashion_core import Action, State
from fashion_core.games.colori.actions import (
    DestroyDrafted,
    DestroyDrawn,
    DraftPick,
    MakeGarment,
    Mix,
    StoreCard,
)
from fashion_core.games.colori.cards import (
    GARMENT_COST,
    GARMENT_FABRIC,
    GARMENT_STARS,
    KIND,
    KIND_BY_NAME,
    MAKES_GARMENT,
    NAME,
    PIP_COUNT,
    ability_text,
)
from fashion_core.games.colori.positions import action_position, draft_position, then
from fashion_core.games.colori.rules import ColoriState
from fashion_core.games.colori.wheel import (
    COLOURS,
    colour_list,
    missing_colours,
    mix_result,
    mixing_pairs,
)
from widgets.lesson import choices_around

NAMES = ["You", "Coco"]
K = KIND_BY_NAME
HIDE_MIXING = ("mixing",)  # the mixing-pairs panel would give the answer away
HIDE_MARKS = ("affordable",)  # so would the ✓ / ✖ marks on the garments
DISPLAY = [
    "Brazilwood Rose Cloak",
    "Woad Blue Workman's Apron",
    "Kermes Crimson Robe",
    "Indigo Merchant's Coat",
    "Chestnut Autumn Vest",
    "Alkanet Violet Bodice",
]
DRAWN = ["Basic Red", "Basic Yellow", "Basic Blue", "Wool", "Silk"]


def position_after(*actions: Action, **arrangement: object) -> Callable[[], State]:
    """An action-phase position for "You" (seat 0), then ``actions`` played by the rules."""

    def build() -> State:
        state = action_position(names=NAMES, **arrangement)  # type: ignore[arg-type]
        return then(state, *actions)

    return build


def _state(state: State) -> ColoriState:
    assert isinstance(state, ColoriState)
    return state


# -- the three phases ------------------------------------------------------------------------


def draft_position_check() -> State:
    return draft_position(
        ["Saffron", "Woad", "Kermes", "Linen", "Basic Blue"], DRAWN, display=DISPLAY, names=NAMES
    )


def picks_answer(state: State) -> str:
    return str(_state(state).picks)


def pick_choices(state: State) -> list[str]:
    picks = _state(state).picks
    return choices_around(picks, picks - 1, 1)  # "keep four, destroy the fifth"; "one a round"


def picks_garment_maker(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, DraftPick) and MAKES_GARMENT[action.card]:
        return True, f"{NAME[action.card]} says Make Garment: the only way to earn stars."
    return False, "look for the card whose ability makes a garment (the shirt symbol)."


def destroys(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, DestroyDrafted):
        return True, f"Its ability, {ability_text(action.card)}, starts at once."
    return False, "this exercise is about destroying a drafted card."


# -- the wheel and mixing --------------------------------------------------------------------


def mix_answer(a: int, b: int) -> Callable[[State], str]:
    def answer(state: State) -> str:
        out = mix_result(a, b)
        return COLOURS[out] if out >= 0 else "They do not mix"

    return answer


def mix_choices(a: int, b: int) -> Callable[[State], list[str]]:
    def choices(state: State) -> list[str]:
        strict = mix_result(a, b, strict=True)  # the literal "exactly two steps apart" reading
        between = {COLOURS[(a + 1) % 12], COLOURS[(b - 1) % 12]}  # the colours next to them
        options = {mix_answer(a, b)(state), "They do not mix" if strict < 0 else COLOURS[strict]}
        return sorted(options | between)

    return choices


def _pair_name(a: int, b: int) -> str:
    return f"{COLOURS[a]} + {COLOURS[b]}"


def pair_for(result: int, strict: bool = False) -> str:
    return next(_pair_name(a, b) for a, b, out in mixing_pairs(strict) if out == result)


def pair_choices(result: int) -> Callable[[State], list[str]]:
    def choices(state: State) -> list[str]:
        beside = ((result + 1) % 12, (result - 1) % 12)  # pairs making a neighbouring colour
        near = [_pair_name(a, b) for a, b, out in mixing_pairs() if out in beside]
        return sorted({pair_for(result), pair_for(result, strict=True), *near})

    return choices


def mixes_into(colour: int) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, Mix) and mix_result(action.first, action.second) == colour:
            a, b = COLOURS[action.first], COLOURS[action.second]
            return True, f"One {a} and one {b} became one {COLOURS[colour]}."
        return False, f"that mix does not make {COLOURS[colour]}."

    return check


# -- the abilities ---------------------------------------------------------------------------


def stores_most(before: State, action: Action) -> tuple[bool, str]:
    state = _state(before)
    best = max(PIP_COUNT[KIND[c]] for c in state.drawn[0])
    if isinstance(action, StoreCard) and PIP_COUNT[action.card] == best:
        return True, f"{NAME[action.card]} has {best} pips, the most of your drawn cards."
    got = PIP_COUNT[action.card] if isinstance(action, StoreCard) else 0
    return False, f"that card has {got} pip{'s' * (got != 1)}; another drawn card has {best}."


def stored_answer(state: State) -> str:
    return str(PIP_COUNT[K["Madder"]])


def stored_choices(state: State) -> list[str]:
    madder, own = PIP_COUNT[K["Madder"]], PIP_COUNT[K["Basic Red"]]
    return choices_around(madder, madder + own, 1)  # "the destroyed card's pips too"; "one"


def destroys_drawn(name: str) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, DestroyDrawn) and action.card == K[name]:
            return True, f"{name}'s {ability_text(K[name])} joins the back of the queue."
        return False, f"this exercise wants the card that brings a mix: the {name}."

    return check


def destroys_drafted(name: str) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, DestroyDrafted) and action.card == K[name]:
            return True, ""
        return False, f"this exercise is about the {name}."

    return check


# -- the queue -------------------------------------------------------------------------------

CHAIN_POSITION = position_after(
    DestroyDrafted(K["Vermilion (Mineral)"]),
    DestroyDrawn(K["Linen"]),
    drawn=["Linen", "Cotton", "Basic Red", "Basic Yellow"],
    drafted=["Vermilion (Mineral)"],
    wheel={"Red": 1, "Yellow": 1},
    display=DISPLAY,
)


def _ability_words(kind: int) -> str:
    return f"{NAME[kind]}: {ability_text(kind)}"


def next_after_cotton(state: State) -> str:
    after = _state(state).clone()
    after.apply(DestroyDrawn(K["Cotton"]))  # the rules resolve the queue from here
    return _ability_words(KIND[after.resolving])


def queue_choices(state: State) -> list[str]:
    lifo = _ability_words(K["Cotton"])  # a stack: the last card destroyed would go first
    return sorted({next_after_cotton(state), lifo, "You choose the order"})


# -- garments --------------------------------------------------------------------------------

GARMENT_POSITION = position_after(
    drawn=["Wool", "Basic Blue", "Basic Yellow"],
    drafted=["Linen", "Kermes"],
    wheel={"Red": 4, "Blue": 3, "Yellow": 1},
    display=DISPLAY,
)
NONE_OF_THEM = "None of them"


def makeable(state: State) -> str:
    options = _state(state).affordable(0)
    return NAME[options[0]] if options else NONE_OF_THEM


def display_choices(state: State) -> list[str]:
    return [*dict.fromkeys(NAME[KIND[c]] for c in _state(state).display), NONE_OF_THEM]


def _needs(state: ColoriState, garment: int, fabrics: set[int], colours: bool = True) -> str:
    parts = []
    if GARMENT_FABRIC[garment] not in fabrics:
        parts.append(f"a {NAME[GARMENT_FABRIC[garment]]} among your drawn cards")
    short = missing_colours(state.wheels[0], GARMENT_COST[garment]) if colours else []
    if short:
        parts.append(f"{colour_list(short)} more on your wheel")
    text = " and ".join(parts) or "nothing: you can make it now"
    return text[:1].upper() + text[1:]


APRON = K["Woad Blue Workman's Apron"]


def apron_needs(state: State) -> str:
    s = _state(state)
    return _needs(s, APRON, {KIND[c] for c in s.drawn[0]})


def apron_choices(state: State) -> list[str]:
    s = _state(state)
    drawn = {KIND[c] for c in s.drawn[0]}
    drafted = drawn | {KIND[c] for c in s.drafted[0]}  # misreading: a drafted fabric pays
    colours_only = _needs(s, APRON, {GARMENT_FABRIC[APRON]})  # misreading: fabric forgotten
    done = _needs(s, APRON, {GARMENT_FABRIC[APRON]}, colours=False)  # "nothing is missing"
    return sorted({apron_needs(s), _needs(s, APRON, drafted), colours_only, done})


def most_stars(before: State, action: Action) -> tuple[bool, str]:
    options = _state(before).affordable(0)
    best = max(GARMENT_STARS[g] for g in options)
    if isinstance(action, MakeGarment) and GARMENT_STARS[action.garment] == best:
        return (
            True,
            f"{NAME[action.garment]}: {best} stars, paid from your wheel and a drawn fabric.",
        )
    return False, f"another garment you can make is worth {best} stars."
