"""Colori lessons: how each right answer (and each computed misreading) is found.

The prompts and steps are in ``widgets/games/colori/lessons.py``.
"""

from __future__ import annotations

import random
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
    ABILITY,
    ABILITY_NAME,
    GARMENT_COST,
    GARMENT_FABRIC,
    GARMENT_STARS,
    KIND,
    KIND_BY_NAME,
    MAKES_GARMENT,
    NAME,
    PIP_COUNT,
    PIPS,
    ability_text,
    describe_colours,
)
from fashion_core.games.colori.positions import action_position, draft_position, then
from fashion_core.games.colori.rules import ColoriState
from fashion_core.games.colori.wheel import (
    COLOURS,
    RED,
    YELLOW,
    colour_list,
    missing_colours,
    mix_result,
    mixing_pairs,
    possible_mixes,
)
from fashion_core.words import STARS, amount
from widgets.pages.lesson import Choice, Question, Task, fixed, random_position, readings

NAMES = ["You", "Coco"]
PIPS_UNIT = ("pip", "pips")
SEATS = ["You", "Coco", "Yves", "Zoe"]  # random_position takes the first names it needs
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
    """An action-phase position for "You" (seat 0), then ``actions`` played by the rules.

    The garment display is :data:`DISPLAY` unless ``arrangement`` names another, so the
    lessons' garments stay the same from step to step.
    """
    arrangement.setdefault("display", DISPLAY)

    def build() -> State:
        state = action_position(names=NAMES, **arrangement)  # type: ignore[arg-type]
        return then(state, *actions)

    return build


def after_destroying(card: str, *actions: Action, **arrangement: object) -> Callable[[], State]:
    """ "You" have drafted only ``card`` and just destroyed it, so its ability resolves now;
    then ``actions`` (see :func:`position_after`)."""
    return position_after(DestroyDrafted(K[card]), *actions, drafted=[card], **arrangement)


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


def pick_choices(state: State) -> list[Choice]:
    picks = _state(state).picks
    return readings(
        picks,
        f"Every dealt card gets drafted by someone: {picks} picks, one card each.",
        {
            "if the last card of each hand were thrown away; it is picked too": picks - 1,
            "if you drafted one card a round; you pick until the hands are empty": 1,
        },
        "{n} is not it: the hands go round until every dealt card is picked.",
    )


def picks_garment_maker(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, DraftPick) and MAKES_GARMENT[action.card]:
        return True, f"{NAME[action.card]} says Make Garment: the only way to earn stars."
    card = NAME[action.card] if isinstance(action, DraftPick) else "That"
    ability = ability_text(action.card) if isinstance(action, DraftPick) else ""
    return False, f"{card} says {ability}, not Make Garment (the shirt symbol on its band)."


def destroys(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, DestroyDrafted):
        return True, f"Its ability, {ability_text(action.card)}, starts at once."
    return (
        False,
        f"{action.describe(_state(before))}: this step is about destroying a drafted card.",
    )


# -- the wheel and mixing --------------------------------------------------------------------


def mix_answer(a: int, b: int) -> Callable[[State], str]:
    def answer(state: State) -> str:
        out = mix_result(a, b)
        return COLOURS[out] if out >= 0 else "They do not mix"

    return answer


def mix_choices(a: int, b: int) -> Callable[[State], list[Choice]]:
    def choices(state: State) -> list[Choice]:
        right = mix_answer(a, b)(state)
        strict = mix_result(a, b, strict=True)  # the literal "exactly two steps apart" reading
        why = {right: _mix_reason(a, b)}
        literal = "They do not mix" if strict < 0 else COLOURS[strict]
        why.setdefault(
            literal,
            f"“{literal}” would be right if only colours exactly two steps apart mixed; "
            f"{_mix_reason(a, b)}",
        )
        for n, beside in (((a + 1) % 12, a), ((b - 1) % 12, b), ((a - 1) % 12, a)):
            why.setdefault(
                COLOURS[n],
                f"{COLOURS[n]} sits right next to {COLOURS[beside]} on the wheel; "
                f"{_mix_reason(a, b)}",
            )
        return [Choice(text, reason) for text, reason in sorted(why.items())]

    return choices


def _mix_reason(a: int, b: int) -> str:
    out = mix_result(a, b)
    if out < 0:
        return f"{COLOURS[a]} and {COLOURS[b]} do not mix: look at the mixing table."
    return f"{COLOURS[a]} and {COLOURS[b]} make {COLOURS[out]}, the colour between them."


def _pair_name(a: int, b: int) -> str:
    return f"{COLOURS[a]} + {COLOURS[b]}"


def pair_for(result: int, strict: bool = False) -> str:
    return next(_pair_name(a, b) for a, b, out in mixing_pairs(strict) if out == result)


def pair_choices(result: int) -> Callable[[State], list[Choice]]:
    def choices(state: State) -> list[Choice]:
        beside = ((result + 1) % 12, (result - 1) % 12)  # pairs making a neighbouring colour
        why = {pair_for(result): f"{pair_for(result)} make {COLOURS[result]}, between them."}
        why.setdefault(
            pair_for(result, strict=True),
            "That pair would be right if only colours two steps apart mixed; "
            f"{pair_for(result)} make {COLOURS[result]}.",
        )
        for a, b, out in mixing_pairs():
            if out in beside:
                why.setdefault(
                    _pair_name(a, b),
                    f"{_pair_name(a, b)} make {COLOURS[out]}, the neighbour of {COLOURS[result]}.",
                )
        return [Choice(text, reason) for text, reason in sorted(why.items())]

    return choices


def mixes_into(colour: int) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, Mix) and mix_result(action.first, action.second) == colour:
            a, b = COLOURS[action.first], COLOURS[action.second]
            return True, f"One {a} and one {b} became one {COLOURS[colour]}."
        if isinstance(action, Mix):
            made = COLOURS[mix_result(action.first, action.second)]
            a, b = COLOURS[action.first], COLOURS[action.second]
            return False, f"{a} and {b} make {made}, not {COLOURS[colour]}."
        return False, f"{action.describe(_state(before))} makes no {COLOURS[colour]}."

    return check


# -- the abilities ---------------------------------------------------------------------------


def stores_most(before: State, action: Action) -> tuple[bool, str]:
    state = _state(before)
    best = max(PIP_COUNT[KIND[c]] for c in state.drawn[0])
    if isinstance(action, StoreCard) and PIP_COUNT[action.card] == best:
        pips = amount(best, PIPS_UNIT)
        return True, f"{NAME[action.card]} has {pips}, the most of your drawn cards."
    got = PIP_COUNT[action.card] if isinstance(action, StoreCard) else 0
    what = NAME[action.card] if isinstance(action, StoreCard) else "Stopping"
    return False, f"{what} stores {amount(got, PIPS_UNIT)}; another drawn card has {best}."


def destroys_drawn(name: str) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, DestroyDrawn) and action.card == K[name]:
            return True, f"{name}'s {ability_text(K[name])} joins the back of the queue."
        what = action.describe(_state(before))
        return False, f"{what[:1].upper() + what[1:]}: that brings no mix. Which card says Mix?"

    return check


def destroys_drafted(name: str) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, DestroyDrafted) and action.card == K[name]:
            return True, ""
        what = action.describe(_state(before))
        return False, f"{what[:1].upper() + what[1:]}: this step is about the {name}."

    return check


# -- the queue -------------------------------------------------------------------------------

CHAIN_POSITION = after_destroying(
    "Vermilion (Mineral)",
    DestroyDrawn(K["Linen"]),
    drawn=["Linen", "Cotton", "Basic Red", "Basic Yellow"],
    wheel={"Red": 1, "Yellow": 1},
)


def _ability_words(kind: int) -> str:
    return f"{NAME[kind]}: {ability_text(kind)}"


def next_after(second: int) -> Callable[[State], str]:
    """Which ability resolves first once the drawn ``second`` is destroyed too (the rules
    resolve the queue: the answer is what they do)."""

    def answer(state: State) -> str:
        after = _state(state).clone()
        after.apply(DestroyDrawn(second))
        return _ability_words(KIND[after.resolving])

    return answer


def order_choices(first: int, second: int) -> Callable[[State], list[Choice]]:
    """First in, first out; the stack reading; and "you choose"."""

    def choices(state: State) -> list[Choice]:
        one, two = NAME[first], NAME[second]
        return [
            Choice(
                _ability_words(first),
                f"First in, first out: the {one} joined the queue before the {two}.",
            ),
            Choice(
                _ability_words(second),
                "That would be right if the last card destroyed went first, like a stack of "
                f"plates. The queue is first in, first out: the {one} joined first.",
            ),
            Choice(
                "You choose the order",
                "The order is not yours to choose: abilities wait in the order their cards "
                f"were destroyed, and the {one} came first.",
            ),
        ]

    return choices


def queue_question(
    destroyer: str, first: int, second: int, position: Callable[[], State]
) -> Question:
    return Question(
        f"{destroyer} lets you destroy two drawn cards; you destroyed the {NAME[first]} first. "
        f"If you now destroy the {NAME[second]} too, which ability resolves first after that?",
        position,
        choices=order_choices(first, second),
        answer=next_after(second),
        hide=("queue_order",),
        explain=f"First in, first out: the {NAME[first]} joined the queue first.",
        practice=queue_practice,
    )


def queue_practice(rng: random.Random) -> Question:
    """A fresh chain: a Destroy Cards ×2 card destroyed, one drawn card destroyed already."""
    destroyers = [k for k in range(len(NAME)) if ability_text(k) == "Destroy Cards ×2"]
    able = [
        k
        for k in range(len(NAME))
        if ability_text(k) and not ability_text(k).startswith(("Destroy", "Make"))
    ]
    for _ in range(200):
        first, second = rng.sample(able, 2)
        if ability_text(first) == ability_text(second):
            continue
        destroyer = NAME[rng.choice(destroyers)]
        position = after_destroying(
            destroyer,
            DestroyDrawn(first),
            drawn=[NAME[first], NAME[second], "Basic Red", "Basic Yellow"],
            wheel={"Red": 1, "Yellow": 1},
        )
        try:
            state = position()
            right = next_after(second)(state)
        except (ValueError, KeyError):  # a card the arrangement cannot take twice
            continue
        if right == _ability_words(first):
            return queue_question(destroyer, first, second, position)
    raise RuntimeError("no queue position found")


# -- garments --------------------------------------------------------------------------------

GARMENT_POSITION = position_after(
    drawn=["Wool", "Basic Blue", "Basic Yellow"],
    drafted=["Linen", "Kermes"],
    wheel={"Red": 4, "Blue": 3, "Yellow": 1},
)
NONE_OF_THEM = "None of them"


def makeable(state: State) -> str:
    options = _state(state).affordable(0)
    return NAME[options[0]] if options else NONE_OF_THEM


def display_choices(state: State) -> list[Choice]:
    s = _state(state)
    drawn = {KIND[c] for c in s.drawn[0]}
    out = []
    for garment in dict.fromkeys(KIND[c] for c in s.display):
        if garment in s.affordable(0):
            why = f"{NAME[garment]}: its fabric is drawn and its colours are on your wheel."
        else:
            needs = _needs(s, garment, drawn)
            why = f"{NAME[garment]} still needs {needs[:1].lower()}{needs[1:]}."
        card = next(c for c in s.display if KIND[c] == garment)
        out.append(Choice(NAME[garment], why, s.card_key(card)))
    options = s.affordable(0)
    out.append(
        Choice(
            NONE_OF_THEM,
            "Nothing is affordable only when every garment lacks something; "
            + (f"{NAME[options[0]]} lacks nothing." if options else "that is the case here."),
        )
    )
    return out


def _needs(state: ColoriState, garment: int, fabrics: set[int], colours: bool = True) -> str:
    parts = []
    if GARMENT_FABRIC[garment] not in fabrics:
        parts.append(f"a {NAME[GARMENT_FABRIC[garment]]} among your drawn cards")
    short = missing_colours(state.wheels[0], GARMENT_COST[garment]) if colours else []
    if short:
        parts.append(f"{colour_list(short)} more on your wheel")
    text = " and ".join(parts) or "nothing: you can make it now"
    return text[:1].upper() + text[1:]


def needs_answer(garment: int) -> Callable[[State], str]:
    """What ``garment`` still needs: a fabric among the drawn cards, colours on the wheel."""

    def answer(state: State) -> str:
        s = _state(state)
        return _needs(s, garment, {KIND[c] for c in s.drawn[0]})

    return answer


def needs_choices(garment: int) -> Callable[[State], list[Choice]]:
    def choices(state: State) -> list[Choice]:
        s = _state(state)
        drawn = {KIND[c] for c in s.drawn[0]}
        drafted = drawn | {KIND[c] for c in s.drafted[0]}  # misreading: a drafted fabric pays
        fabric = GARMENT_FABRIC[garment]
        colours_only = _needs(s, garment, {fabric})  # misreading: fabric forgotten
        done = _needs(s, garment, {fabric}, colours=False)  # "nothing is missing"
        why = {needs_answer(garment)(s): "Only drawn cards pay, and the wheel is short."}
        why.setdefault(
            _needs(s, garment, drafted),
            "That would be right if a drafted fabric paid; only a drawn one does.",
        )
        why.setdefault(colours_only, "That forgets the fabric: it must be among your drawn cards.")
        why.setdefault(done, "That forgets the colours: count them on your wheel.")
        return [Choice(text, reason) for text, reason in sorted(why.items())]

    return choices


def needs_question(garment: int, position: Callable[[], State]) -> Question:
    cost = describe_colours(GARMENT_COST[garment])
    fabric = NAME[GARMENT_FABRIC[garment]]
    return Question(
        f"What does the {NAME[garment]} ({fabric}, {cost}) still need? (A {fabric} is among "
        "your drafted cards.)",
        position,
        choices=needs_choices(garment),
        answer=needs_answer(garment),
        hide=HIDE_MARKS,
        explain="A drafted fabric never pays: only drawn cards do.",
        practice=needs_practice,
    )


def needs_practice(rng: random.Random) -> Question:
    """A display garment whose fabric is drafted, not drawn, and whose colours are short."""

    def candidates(s: ColoriState) -> list[int]:
        drawn = {KIND[c] for c in s.drawn[0]}
        drafted = {KIND[c] for c in s.drafted[0]}
        return sorted(
            {
                KIND[c]
                for c in s.display
                if GARMENT_FABRIC[KIND[c]] in drafted - drawn
                and missing_colours(s.wheels[0], GARMENT_COST[KIND[c]])
            }
        )

    state = _task_on(rng, lambda s: s.phase.value == "action" and bool(candidates(s)))
    return needs_question(rng.choice(candidates(state)), fixed(state))


def most_stars(before: State, action: Action) -> tuple[bool, str]:
    options = _state(before).affordable(0)
    best = max(GARMENT_STARS[g] for g in options)
    if isinstance(action, MakeGarment) and GARMENT_STARS[action.garment] == best:
        return (
            True,
            f"{NAME[action.garment]}: {best} stars, paid from your wheel and a drawn fabric.",
        )
    if isinstance(action, MakeGarment):
        got = GARMENT_STARS[action.garment]
        return False, f"{NAME[action.garment]} earns {got} stars; another one earns {best}."
    return False, f"{action.describe(_state(before))}: that makes no garment."


# -- practice: fresh positions from random play ----------------------------------------------


def _useful(action: Action) -> bool:
    """Random play that makes garments and stores colours, so garments and wheels fill up."""
    return isinstance(action, MakeGarment | StoreCard | Mix) or (
        isinstance(action, DestroyDrafted | DraftPick) and MAKES_GARMENT[action.card]
    )


def garment_practice(rng: random.Random) -> Question:
    def one_makeable(state: State) -> bool:
        s = _state(state)
        return s.phase == "action" and s.current_player == 0 and len(s.affordable(0)) == 1

    state = random_position(
        "colori", rng, players=2, keep=one_makeable, names=NAMES, prefer=_useful
    )
    return Question(
        "Another position. Which garment of the display could you make right now?",
        fixed(state),
        display_choices,
        makeable,
        hide=HIDE_MARKS,
        practice=garment_practice,
    )


def _fresh_mixes(wheel: list[int]) -> list[tuple[int, int, int]]:
    """The mixes a wheel allows, but the lesson's own Red + Yellow (an early wheel holds only
    primaries, and practice kept asking what Red and Yellow make)."""
    return [(a, b, out) for a, b, out in possible_mixes(wheel) if {a, b} != {RED, YELLOW}]


def mix_practice(rng: random.Random) -> Question:
    def mixable(state: State) -> bool:
        s = _state(state)
        return s.phase == "action" and s.current_player == 0 and bool(_fresh_mixes(s.wheels[0]))

    state = _state(
        random_position("colori", rng, players=2, keep=mixable, names=NAMES, prefer=_useful)
    )
    a, b, _ = rng.choice(_fresh_mixes(state.wheels[0]))
    return Question(
        f"Your wheel holds {COLOURS[a]} and {COLOURS[b]}. What do they make?",
        fixed(state),
        mix_choices(a, b),
        mix_answer(a, b),
        hide=HIDE_MIXING,
        practice=mix_practice,
    )


# -- passing direction -----------------------------------------------------------------------


def passes_to(state: State) -> str:
    s = _state(state)
    return s.player_name((0 + s.direction) % s.num_players)


def passing_choices(state: State) -> list[Choice]:
    s = _state(state)
    n = s.num_players
    target = (0 + s.direction) % n
    other = (0 - s.direction) % n
    kind = "odd" if s.round % 2 else "even"
    out = []
    for seat in range(1, n):
        name = s.player_name(seat)
        if seat == target:
            why = (
                f"Round {s.round} is {kind}: hands go {'on' if s.round % 2 else 'back'} to {name}."
            )
        elif seat == other:
            why = (
                f"That would be right in an {'even' if s.round % 2 else 'odd'} round; in round "
                f"{s.round} ({kind}) hands go the other way."
            )
        else:
            why = f"{name} sits across the table: hands always go to a neighbour."
        out.append(Choice(name, why))
    return out


def passing_position(rng: random.Random, *, players: int, even: bool) -> State:
    def drafting(state: State) -> bool:
        s = _state(state)
        return (
            s.phase == "draft"
            and s.current_player == 0
            and s.round % 2 == (0 if even else 1)
            and s.round > 1
        )

    return random_position("colori", rng, players=players, keep=drafting, names=SEATS)


def passing_practice(rng: random.Random) -> Question:
    state = passing_position(rng, players=rng.choice((3, 4)), even=rng.random() < 0.5)
    return passing_question(fixed(state))


def passing_question(position: Callable[[], State]) -> Question:
    return Question(
        lambda s: (
            f"Round {_state(s).round}, draft: after your pick, who gets the rest of your hand?"
        ),
        position,
        passing_choices,
        passes_to,
        practice=passing_practice,
    )


# -- reading the cards -----------------------------------------------------------------------


def ability_question(kind: int, position: Callable[[], State]) -> Question:
    def answer(state: State) -> str:
        return ability_text(kind)

    def choices(state: State) -> list[Choice]:
        s = _state(state)
        seen = [KIND[c] for c in [*s.drawn[0], *s.drafted[0], *s.hands[0], *s.decks[0]]]
        seen += [k for k in range(len(NAME)) if ability_text(k)]
        why = {answer(state): f"The band at the bottom of {NAME[kind]} says so."}
        for other in seen:
            text = ability_text(other)
            if text and text not in why and len(why) < 4:
                why[text] = (
                    f"That is the band of {NAME[other]}. Read the band at the bottom of "
                    f"{NAME[kind]} itself."
                )
        return [Choice(text, reason) for text, reason in sorted(why.items())]

    return Question(
        f"What does {NAME[kind]} do when you destroy it?",
        position,
        choices,
        answer,
        practice=ability_practice,
    )


def ability_practice(rng: random.Random) -> Question:
    def dyes_drawn(state: State) -> bool:
        s = _state(state)
        return s.phase == "action" and any(ability_text(KIND[c]) for c in s.drawn[0])

    state = _state(random_position("colori", rng, players=2, keep=dyes_drawn, names=NAMES))
    kinds = sorted({KIND[c] for c in state.drawn[0] if ability_text(KIND[c])})
    return ability_question(rng.choice(kinds), fixed(state))


# -- the end ---------------------------------------------------------------------------------


def winner_answer(state: State) -> str:
    s = _state(state)
    return s.player_name(s.winners()[0])


def winner_choices(state: State) -> list[Choice]:
    s = _state(state)
    best = max(s.stars)
    win = s.winners()[0]
    most = max(range(s.num_players), key=lambda seat: len(s.owned[seat]))
    out = []
    for seat in range(s.num_players):
        name, stars, made = s.player_name(seat), s.stars[seat], len(s.owned[seat])
        if seat == win:
            why = f"{name} has the most stars: {stars}."
        elif seat == most and made > len(s.owned[win]):
            why = (
                f"{name} made the most garments ({made}), but stars count, not garments: "
                f"{stars} against {best}."
            )
        else:
            why = f"{name} has {amount(stars, STARS)}; {s.player_name(win)} has {best}."
        out.append(Choice(name, why))
    return out


def stars_working(state: State) -> list[str]:
    s = _state(state)
    lines = []
    for seat in range(s.num_players):
        made = [f"{NAME[KIND[g]]} ({GARMENT_STARS[KIND[g]]})" for g in s.owned[seat]]
        lines.append(f"{s.player_name(seat)}: {', '.join(made) or 'nothing'} = {s.stars[seat]}")
    return [*lines, "The most stars win; garments are not counted, only their stars."]


def finished_game(rng: random.Random) -> State:
    def decided(state: State) -> bool:
        s = _state(state)
        return s.is_over and len(s.winners()) == 1 and max(s.stars) > 0

    names = ["Ada", "Coco", "Yves"]
    return random_position(
        "colori", rng, players=rng.choice((2, 3)), keep=decided, names=names, prefer=_useful
    )


def end_practice(rng: random.Random) -> Question:
    return end_question(fixed(finished_game(rng)))


def end_question(position: Callable[[], State]) -> Question:
    return Question(
        "Eight rounds are over. Who wins?",
        position,
        winner_choices,
        winner_answer,
        working=stars_working,
        practice=end_practice,
    )


# -- practice for the tasks: the same move asked for, in fresh positions -----------------------


def _mine(state: State) -> ColoriState | None:
    """A Colori position where "You" (seat 0) are to move, else ``None``."""
    s = _state(state)
    return s if not s.is_over and s.current_player == 0 else None


def _a_choice(state: State, check: Callable[[State, Action], tuple[bool, str]]) -> bool:
    """Whether ``check`` tells the legal moves apart here: exactly one is right."""
    verdicts = [check(state, action)[0] for action in state.legal_actions()]
    return verdicts.count(True) == 1 and len(verdicts) > 1


def _task_on(
    rng: random.Random,
    keep: Callable[[ColoriState], bool],
    prefer: Callable[[Action], bool] | None = _useful,
) -> ColoriState:
    def wanted(state: State) -> bool:
        s = _mine(state)
        return s is not None and keep(s)

    return _state(
        random_position("colori", rng, players=2, keep=wanted, names=NAMES, prefer=prefer)
    )


Judge = Callable[[State, Action], tuple[bool, str]]


def _practice_task(
    keep: Callable[[ColoriState], bool],
    task: Callable[[ColoriState, random.Random], tuple[str, Judge]],
    prefer: Callable[[Action], bool] | None = _useful,
) -> Callable[[random.Random], Task]:
    """A practice generator for a task: a random position of yours that ``keep`` accepts,
    with the prompt and the check ``task`` sets for it. Each task's practice makes another of
    its own kind, so the generator names itself as the next practice."""

    def practice(rng: random.Random) -> Task:
        state = _task_on(rng, keep, prefer)
        prompt, check = task(state, rng)
        return Task(prompt, fixed(state), check=check, practice=practice)

    return practice


def _one_maker(s: ColoriState) -> bool:
    return s.phase.value == "draft" and _a_choice(s, picks_garment_maker)


garment_pick_practice = _practice_task(
    _one_maker,
    lambda s, rng: (
        "Another draft. Draft the card that can make a garment (click it in your hand).",
        picks_garment_maker,
    ),
    prefer=None,
)
"""Draft the one card of the hand that says Make Garment."""


def _can_destroy(s: ColoriState) -> bool:
    moves = s.legal_actions()
    return any(isinstance(a, DestroyDrafted) for a in moves) and not all(
        isinstance(a, DestroyDrafted) for a in moves
    )


destroy_practice = _practice_task(
    _can_destroy,
    lambda s, rng: (
        "Another turn. Destroy one of your drafted cards to use its ability.",
        destroys,
    ),
)
"""Destroy a drafted card to use its ability (any one of them is right)."""


def _made(s: ColoriState) -> list[int]:
    return [mix_result(a.first, a.second) for a in s.legal_actions() if isinstance(a, Mix)]


def _one_way_mix(s: ColoriState, rng: random.Random) -> tuple[str, Judge]:
    made = _made(s)
    colour = rng.choice(sorted(out for out in set(made) if made.count(out) == 1))
    prompt = f"Mix Colors is resolving. Make one {COLOURS[colour]} with the mix helper."
    return prompt, mixes_into(colour)


mixing_task_practice = _practice_task(
    lambda s: any(_made(s).count(out) == 1 for out in _made(s)), _one_way_mix
)
"""Mix Colors is resolving: make the one colour only one pair on the wheel makes."""


def _one_best_store(s: ColoriState) -> bool:
    stores = [a for a in s.legal_actions() if isinstance(a, StoreCard)]
    return len(stores) >= 2 and _a_choice(s, stores_most)


store_practice = _practice_task(
    _one_best_store,
    lambda s, rng: (
        "Store Colors is resolving. Choose the drawn card that puts the most colour on your wheel.",
        stores_most,
    ),
)
"""Store Colors is resolving: store the drawn card with the most pips."""


def _cards_to_destroy(move: type, ability: str) -> Callable[[ColoriState], list[int]]:
    """The cards ``move`` (destroying a drafted or a drawn card) may destroy here whose
    ability is ``ability``."""
    wanted = ABILITY_NAME.index(ability)

    def cards(s: ColoriState) -> list[int]:
        return [
            a.card for a in s.legal_actions() if isinstance(a, move) and ABILITY[a.card] == wanted
        ]

    return cards


def _just_one(cards: Callable[[ColoriState], list[int]]) -> Callable[[ColoriState], bool]:
    """Exactly one kind of card fits, and there is something else to do."""
    return lambda s: len(set(cards(s))) == 1 and len(s.legal_actions()) > 1


_drafted_drawers = _cards_to_destroy(DestroyDrafted, "Draw Cards")
_drawn_mixers = _cards_to_destroy(DestroyDrawn, "Mix Colors")


def _destroy_the_drawer(s: ColoriState, rng: random.Random) -> tuple[str, Judge]:
    card = _drafted_drawers(s)[0]
    prompt = (
        f"Destroy the drafted {NAME[card]}: {ability_text(card)} takes cards from your own "
        "deck into your drawn cards."
    )
    return prompt, destroys_drafted(NAME[card])


draw_practice = _practice_task(_just_one(_drafted_drawers), _destroy_the_drawer)
"""Destroy the one drafted card whose ability is Draw Cards."""

destroy_for_a_mix_practice = _practice_task(
    _just_one(_drawn_mixers),
    lambda s, rng: (
        "Destroy Cards is resolving. Destroy the drawn card whose ability will let you mix.",
        destroys_drawn(NAME[_drawn_mixers(s)[0]]),
    ),
)
"""Destroy Cards is resolving: destroy the one drawn card whose ability mixes."""


def most_stars_practice(rng: random.Random) -> Task:
    """Make Garment is resolving and two garments of different stars are affordable: make
    the one with more. (Random play almost never leaves two affordable at once, so the
    position is laid out from two random garments of the game.)"""
    garments = [k for k in range(len(NAME)) if GARMENT_STARS[k]]
    makers = [k for k in range(len(NAME)) if MAKES_GARMENT[k] and not GARMENT_STARS[k]]
    for _ in range(200):
        pair = rng.sample(garments, 2)
        if GARMENT_STARS[pair[0]] == GARMENT_STARS[pair[1]]:
            continue
        wheel = [0] * 12
        for garment in pair:
            for colour, n in GARMENT_COST[garment]:
                wheel[colour] = max(wheel[colour], n)
        others = rng.sample([g for g in garments if g not in pair], 4)
        display = [NAME[g] for g in rng.sample([*pair, *others], 6)]
        maker = NAME[rng.choice(makers)]
        drawn = list(dict.fromkeys(NAME[GARMENT_FABRIC[g]] for g in pair))
        build = after_destroying(maker, drawn=drawn, wheel=wheel, display=display)
        state = _state(build())
        options = state.affordable(0)
        stars = [GARMENT_STARS[g] for g in options]
        if len(options) >= 2 and stars.count(max(stars)) == 1 and _a_choice(state, most_stars):
            return Task(
                f"You destroyed the {maker}: Make Garment. Make the affordable garment worth "
                "the most stars.",
                build,
                check=most_stars,
                practice=most_stars_practice,
            )
    raise RuntimeError("no two affordable garments of different stars found")


def picks_practice(rng: random.Random) -> Question:
    """How many cards you draft, in a fresh draft (two to four players)."""

    def first_pick(state: State) -> bool:
        s = _state(state)
        return s.phase.value == "draft" and s.current_player == 0

    state = random_position(
        "colori", rng, players=rng.choice((2, 3, 4)), keep=first_pick, names=SEATS
    )
    return Question(
        "Another draft. How many cards will you have drafted when the draft ends?",
        fixed(state),
        choices=pick_choices,
        answer=picks_answer,
        practice=picks_practice,
    )


def pair_answer(result: int) -> Callable[[State], str]:
    def answer(state: State) -> str:
        return pair_for(result)

    return answer


def pair_practice(rng: random.Random) -> Question:
    """Which pair mixes into a colour, for a colour other than the lesson's Green."""
    from_two = sorted({out for _, _, out in mixing_pairs() if COLOURS[out] != "Green"})
    result = rng.choice(from_two)
    state = _task_on(rng, lambda s: s.phase.value == "action", prefer=None)
    return Question(
        f"Which pair mixes into {COLOURS[result]}?",
        fixed(state),
        choices=pair_choices(result),
        answer=pair_answer(result),
        hide=HIDE_MIXING,
        practice=pair_practice,
    )


def stored_question(destroyed: int, stored: int, position: Callable[[], State]) -> Question:
    """How many colours storing ``stored`` puts on the wheel, after destroying ``destroyed``."""

    def answer(state: State) -> str:
        return str(PIP_COUNT[stored])

    def choices(state: State) -> list[Choice]:
        pips, own = PIP_COUNT[stored], PIP_COUNT[destroyed]
        return readings(
            pips,
            f"The {NAME[stored]}'s {amount(pips, PIPS_UNIT)}: {describe_colours(PIPS[stored])}.",
            {
                f"if the destroyed {NAME[destroyed]} stored its own pips too; it does not": pips
                + own,
                "if a card stored one colour; every pip goes on the wheel": 1,
                "if the kinds of colour were counted, not the pips": len(PIPS[stored]),
            },
            "{n}: count the pips on the " + NAME[stored] + ".",
        )

    return Question(
        f"You destroy the drafted {NAME[destroyed]} ({ability_text(destroyed)}) and store the "
        f"drawn {NAME[stored]} ({describe_colours(PIPS[stored])}). How many colours go on your "
        "wheel?",
        position,
        choices=choices,
        answer=answer,
        explain="Only the stored card's pips count: the destroyed card's own pip is not stored.",
        practice=stored_practice,
    )


def stored_practice(rng: random.Random) -> Question:
    store = ABILITY_NAME.index("Store Colors")

    def storable(s: ColoriState) -> bool:
        drafted = [KIND[c] for c in s.drafted[0] if ABILITY[KIND[c]] == store]
        return (
            s.phase.value == "action"
            and bool(drafted)
            and any(PIP_COUNT[KIND[c]] > 1 for c in s.drawn[0])
        )

    state = _task_on(rng, storable)
    destroyed = rng.choice(sorted({KIND[c] for c in state.drafted[0] if ABILITY[KIND[c]] == store}))
    stored = rng.choice(sorted({KIND[c] for c in state.drawn[0] if PIP_COUNT[KIND[c]] > 1}))
    return stored_question(destroyed, stored, fixed(state))
