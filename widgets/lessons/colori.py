"""Colori lessons: the steps behind ``notebooks/colori/learn.ipynb``.

Positions are built by card names (``fashion_core.games.colori.positions``). Every right answer
is computed by the rules (the mixing table, ``affordable``, the queue as it really resolves),
and the wrong choices are the usual misreadings computed the same way: the literal "two steps
apart" mixing rule, a stack instead of a queue, counting the destroyed card's own pips, or
letting a drafted fabric pay for a garment.
"""

from __future__ import annotations

from collections.abc import Callable

from fashion_core import Action, State
from fashion_core.games.colori.abilities import affordable
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
    GREEN,
    ORANGE,
    RED,
    YELLOW,
    colour_list,
    missing_colours,
    mix_result,
    mixing_pairs,
)
from widgets.lesson import Question, Task, choices_around

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


def _position(*actions: Action, **arrangement: object) -> Callable[[], State]:
    """An action-phase position for "You" (seat 0), then ``actions`` played by the rules."""

    def build() -> State:
        state = action_position(names=NAMES, **arrangement)  # type: ignore[arg-type]
        return then(state, *actions)

    return build


def _state(state: State) -> ColoriState:
    assert isinstance(state, ColoriState)
    return state


# -- the three phases ------------------------------------------------------------------------


def _draft() -> State:
    return draft_position(
        ["Saffron", "Woad", "Kermes", "Linen", "Basic Blue"], DRAWN, display=DISPLAY, names=NAMES
    )


def _picks(state: State) -> str:
    return str(_state(state).picks)


def _pick_choices(state: State) -> list[str]:
    picks = _state(state).picks
    return choices_around(picks, picks - 1, 1)  # "keep four, destroy the fifth"; "one a round"


def _picks_garment_maker(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, DraftPick) and MAKES_GARMENT[action.card]:
        return True, f"{NAME[action.card]} says Make Garment: the only way to earn stars."
    return False, "look for the card whose ability makes a garment (the shirt symbol)."


def _destroys(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, DestroyDrafted):
        return True, f"Its ability, {ability_text(action.card)}, starts at once."
    return False, "this exercise is about destroying a drafted card."


# -- the wheel and mixing --------------------------------------------------------------------


def _mix_answer(a: int, b: int) -> Callable[[State], str]:
    def answer(state: State) -> str:
        out = mix_result(a, b)
        return COLOURS[out] if out >= 0 else "They do not mix"

    return answer


def _mix_choices(a: int, b: int) -> Callable[[State], list[str]]:
    def choices(state: State) -> list[str]:
        strict = mix_result(a, b, strict=True)  # the literal "exactly two steps apart" reading
        between = {COLOURS[(a + 1) % 12], COLOURS[(b - 1) % 12]}  # the colours next to them
        options = {_mix_answer(a, b)(state), "They do not mix" if strict < 0 else COLOURS[strict]}
        return sorted(options | between)

    return choices


def _pair_name(a: int, b: int) -> str:
    return f"{COLOURS[a]} + {COLOURS[b]}"


def _pair_for(result: int, strict: bool = False) -> str:
    return next(_pair_name(a, b) for a, b, out in mixing_pairs(strict) if out == result)


def _pair_choices(result: int) -> Callable[[State], list[str]]:
    def choices(state: State) -> list[str]:
        beside = ((result + 1) % 12, (result - 1) % 12)  # pairs making a neighbouring colour
        near = [_pair_name(a, b) for a, b, out in mixing_pairs() if out in beside]
        return sorted({_pair_for(result), _pair_for(result, strict=True), *near})

    return choices


def _mixes_into(colour: int) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, Mix) and mix_result(action.first, action.second) == colour:
            a, b = COLOURS[action.first], COLOURS[action.second]
            return True, f"One {a} and one {b} became one {COLOURS[colour]}."
        return False, f"that mix does not make {COLOURS[colour]}."

    return check


# -- the abilities ---------------------------------------------------------------------------


def _stores_most(before: State, action: Action) -> tuple[bool, str]:
    state = _state(before)
    best = max(PIP_COUNT[KIND[c]] for c in state.drawn[0])
    if isinstance(action, StoreCard) and PIP_COUNT[action.card] == best:
        return True, f"{NAME[action.card]} has {best} pips, the most of your drawn cards."
    got = PIP_COUNT[action.card] if isinstance(action, StoreCard) else 0
    return False, f"that card has {got} pip{'s' * (got != 1)}; another drawn card has {best}."


def _stored_answer(state: State) -> str:
    return str(PIP_COUNT[K["Madder"]])


def _stored_choices(state: State) -> list[str]:
    madder, own = PIP_COUNT[K["Madder"]], PIP_COUNT[K["Basic Red"]]
    return choices_around(madder, madder + own, 1)  # "the destroyed card's pips too"; "one"


def _destroys_drawn(name: str) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, DestroyDrawn) and action.card == K[name]:
            return True, f"{name}'s {ability_text(K[name])} joins the back of the queue."
        return False, f"this exercise wants the card that brings a mix: the {name}."

    return check


def _destroys_drafted(name: str) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, DestroyDrafted) and action.card == K[name]:
            return True, ""
        return False, f"this exercise is about the {name}."

    return check


# -- the queue -------------------------------------------------------------------------------

_CHAIN = _position(
    DestroyDrafted(K["Vermilion (Mineral)"]),
    DestroyDrawn(K["Linen"]),
    drawn=["Linen", "Cotton", "Basic Red", "Basic Yellow"],
    drafted=["Vermilion (Mineral)"],
    wheel={"Red": 1, "Yellow": 1},
    display=DISPLAY,
)


def _ability_words(kind: int) -> str:
    return f"{NAME[kind]}: {ability_text(kind)}"


def _next_after_cotton(state: State) -> str:
    after = _state(state).clone()
    after.apply(DestroyDrawn(K["Cotton"]))  # the rules resolve the queue from here
    return _ability_words(KIND[after.resolving])


def _queue_choices(state: State) -> list[str]:
    lifo = _ability_words(K["Cotton"])  # a stack: the last card destroyed would go first
    return sorted({_next_after_cotton(state), lifo, "You choose the order"})


# -- garments --------------------------------------------------------------------------------

_GARMENT_TEST = _position(
    drawn=["Wool", "Basic Blue", "Basic Yellow"],
    drafted=["Linen", "Kermes"],
    wheel={"Red": 4, "Blue": 3, "Yellow": 1},
    display=DISPLAY,
)
NONE_OF_THEM = "None of them"


def _makeable(state: State) -> str:
    options = affordable(_state(state), 0)
    return NAME[options[0]] if options else NONE_OF_THEM


def _display_choices(state: State) -> list[str]:
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


def _apron_needs(state: State) -> str:
    s = _state(state)
    return _needs(s, APRON, {KIND[c] for c in s.drawn[0]})


def _apron_choices(state: State) -> list[str]:
    s = _state(state)
    drawn = {KIND[c] for c in s.drawn[0]}
    drafted = drawn | {KIND[c] for c in s.drafted[0]}  # misreading: a drafted fabric pays
    colours_only = _needs(s, APRON, {GARMENT_FABRIC[APRON]})  # misreading: fabric forgotten
    done = _needs(s, APRON, {GARMENT_FABRIC[APRON]}, colours=False)  # "nothing is missing"
    return sorted({_apron_needs(s), _needs(s, APRON, drafted), colours_only, done})


def _most_stars(before: State, action: Action) -> tuple[bool, str]:
    options = affordable(_state(before), 0)
    best = max(GARMENT_STARS[g] for g in options)
    if isinstance(action, MakeGarment) and GARMENT_STARS[action.garment] == best:
        return (
            True,
            f"{NAME[action.garment]}: {best} stars, paid from your wheel and a drawn fabric.",
        )
    return False, f"another garment you can make is worth {best} stars."


LESSONS = {
    "phases": (
        "A round in three phases",
        [
            Question(
                "Draw phase done: your five drawn cards lie face up. Now the draft: you pick one "
                "card of your hand, the rest is passed on, and so on. How many cards will you "
                "have drafted when the draft ends?",
                _draft,
                choices=_pick_choices,
                answer=_picks,
                explain="Five: every dealt card gets drafted by someone.",
            ),
            Task(
                "Draft the card that can make a garment (click it in your hand).",
                _draft,
                check=_picks_garment_maker,
                explain="Nobody sees your picks until the draft is over.",
            ),
            Task(
                "Action phase, your turn: destroy one of your drafted cards to use its ability.",
                _position(drawn=DRAWN, drafted=["Woad", "Basic Red"], display=DISPLAY),
                check=_destroys,
                explain="Drafted cards you do not destroy are discarded when your turn ends.",
            ),
        ],
    ),
    "wheel": (
        "The colour wheel and mixing",
        [
            Question(
                "Your wheel holds one Red and one Yellow. What do Red and Yellow make?",
                _position(drafted=["Cotton"], wheel={"Red": 1, "Yellow": 1}, display=DISPLAY),
                choices=_mix_choices(RED, YELLOW),
                answer=_mix_answer(RED, YELLOW),
                hide=HIDE_MIXING,
                explain="Two primaries make the secondary between them.",
            ),
            Question(
                "Which pair mixes into Green?",
                _position(
                    drafted=["Cotton"], wheel={"Red": 2, "Yellow": 2, "Blue": 2}, display=DISPLAY
                ),
                choices=_pair_choices(GREEN),
                answer=lambda state: _pair_for(GREEN),
                hide=HIDE_MIXING,
                explain="Two primaries make the secondary between them; a primary and a "
                "secondary next to it make the tertiary between those. Two tertiaries never mix.",
            ),
            Task(
                "You destroyed a Cotton: Mix Colors ×1. The Chestnut Autumn Vest needs 2 Orange; "
                "you have 1. Make one more Orange with the mix helper.",
                _position(
                    DestroyDrafted(K["Cotton"]),
                    drafted=["Cotton"],
                    drawn=["Cotton", "Basic Blue"],
                    wheel={"Red": 1, "Yellow": 2, "Blue": 1, "Orange": 1, "Amber": 2},
                    display=DISPLAY,
                ),
                check=_mixes_into(ORANGE),
                explain="Orange: 2 Orange and 2 Amber, plus a drawn Cotton, make the vest.",
            ),
        ],
    ),
    "store": (
        "Store Colors",
        [
            Task(
                "You destroyed a Linen: Store Colors ×1. Choose the drawn card that puts the most "
                "colour on your wheel.",
                _position(
                    DestroyDrafted(K["Linen"]),
                    drafted=["Linen"],
                    drawn=["Basic Yellow", "Madder", "Wool", "Alder Bark"],
                    display=DISPLAY,
                ),
                check=_stores_most,
                explain="All its pips go on your wheel and the card goes to your discard pile.",
            ),
            Question(
                "You destroy the drafted Basic Red (Store Colors ×1) and store the drawn Madder "
                "(2 Red, 1 Vermilion). How many colours go on your wheel?",
                _position(drafted=["Basic Red"], drawn=["Madder", "Wool"], display=DISPLAY),
                choices=_stored_choices,
                answer=_stored_answer,
                explain="Only the stored card's pips count: the destroyed card's own pip is not "
                "stored.",
            ),
        ],
    ),
    "draw": (
        "Draw Cards",
        [
            Task(
                "Destroy the drafted Silk: Draw Cards ×2 takes two cards from your own deck "
                "into your drawn cards.",
                _position(
                    drafted=["Silk", "Basic Red"],
                    drawn=["Basic Yellow"],
                    deck=["Weld", "Linen", "Basic Blue"],
                    display=DISPLAY,
                ),
                check=_destroys_drafted("Silk"),
                explain="New drawn cards can be stored, destroyed or pay for a garment later in "
                "the same turn. An empty deck is refilled from your discard pile.",
            ),
        ],
    ),
    "destroy": (
        "Destroy Cards",
        [
            Task(
                "You destroyed Dragon's Blood: Destroy Cards ×1. Destroy the drawn card that "
                "will let you mix your Red and Yellow.",
                _position(
                    DestroyDrafted(K["Dragon's Blood"]),
                    drafted=["Dragon's Blood"],
                    drawn=["Wool", "Cotton", "Basic Blue"],
                    wheel={"Red": 1, "Yellow": 1},
                    display=DISPLAY,
                ),
                check=_destroys_drawn("Cotton"),
                explain="Destroyed cards go to a shared pile that may return to the draft deck.",
            ),
        ],
    ),
    "queue": (
        "The ability queue",
        [
            Question(
                "Vermilion (Mineral) lets you destroy two drawn cards; you destroyed the Linen "
                "first. If you now destroy the Cotton too, which ability resolves first after "
                "that?",
                _CHAIN,
                choices=_queue_choices,
                answer=_next_after_cotton,
                hide=("queue_order",),
                explain="First in, first out: the Linen joined the queue first.",
            ),
            Task(
                "Now destroy the Cotton and watch the queue.",
                _CHAIN,
                check=_destroys_drawn("Cotton"),
                explain="The Linen's Store Colors resolves now; the Cotton's mix waits behind it.",
            ),
        ],
    ),
    "garments": (
        "Making a garment",
        [
            Question(
                "A garment needs its fabric among your drawn cards and its colours on your wheel. "
                "Which garment of the display could you make right now?",
                _GARMENT_TEST,
                choices=_display_choices,
                answer=_makeable,
                hide=HIDE_MARKS,
                explain="A Wool is drawn and 4 Red are on your wheel.",
            ),
            Question(
                "What does the Woad Blue Workman's Apron (Linen, 4 Blue) still need? (A Linen "
                "is among your drafted cards.)",
                _GARMENT_TEST,
                choices=_apron_choices,
                answer=_apron_needs,
                hide=HIDE_MARKS,
                explain="A drafted fabric never pays: only drawn cards do.",
            ),
            Task(
                "You destroyed the Kermes: Make Garment. Two garments are affordable; make the one "
                "worth the most stars.",
                _position(
                    DestroyDrafted(K["Kermes"]),
                    drafted=["Kermes"],
                    drawn=["Silk", "Wool", "Basic Blue"],
                    wheel={"Red": 6},
                    display=DISPLAY,
                ),
                check=_most_stars,
                explain="The garment goes to your discard pile: it scores, but clogs your deck.",
            ),
        ],
    ),
}
