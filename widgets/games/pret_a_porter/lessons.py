"""Prêt-à-Porter lessons: the steps behind ``notebooks/pret_a_porter/learn.ipynb``.

Each step is a position built with the game's position helpers and one thing to do or
answer; every right answer is computed by the rules' own functions, never typed in, and every
wrong one names the misreading that gives it (Quality per cube, a loan's $2 forgotten, ties not
pushed down, ...). The practice generators deal fresh positions from random play.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from fashion_core import Action, State
from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import (
    CARD_ONLY,
    AddDesign,
    BuyCube,
    ChooseStyle,
    Done,
    Fire,
    Flip,
    PlacePawn,
    TakeCard,
    TakeCredit,
    UseCube,
)
from fashion_core.games.pret_a_porter.awards import line_prestige
from fashion_core.games.pret_a_porter.cards import (
    AWARDS,
    CAPACITY,
    CARDS,
    DESIGNS,
    EXHIBITION_ROUNDS,
    LOAN_CASH,
    LOAN_UPKEEP,
    LOCATIONS,
    MATERIALS,
    MATS,
    MAX_SPACES,
    PRESTIGE_RATE,
    QUALITY_PER_VISIT,
    STYLES,
)
from fashion_core.games.pret_a_porter.positions import (
    arrange,
    card,
    display,
    to_exhibition,
    visit,
)
from fashion_core.games.pret_a_porter.rules import Phase, PretAPorterState
from fashion_core.games.pret_a_porter.words import DESIGN_UNIT
from fashion_core.words import CARDS as CARD_UNIT
from fashion_core.words import amount
from widgets.pages.lesson import (
    Choice,
    Question,
    Step,
    Task,
    explained,
    fixed,
    random_position,
    readings,
    to_move,
)

NAMES = ["Ada", "Coco", "Yves"]
SILK = MATERIALS.index("Silk")
FORECAST = ("forecast",)  # the money outlook panel would give the upkeep answers away
ENDING = ("ending",)  # the game-over panel names the winner
NOBODY = "Nobody"


def _state(s: State) -> PretAPorterState:
    assert isinstance(s, PretAPorterState)
    return s


def _played(
    rng: random.Random, keep: Callable[[PretAPorterState], bool], players: int = 2
) -> PretAPorterState:
    """A position reached by random play where ``keep`` holds."""
    return _state(
        random_position(
            "pret_a_porter",
            rng,
            players=players,
            names=NAMES[:players],
            keep=lambda s: keep(_state(s)),
        )
    )


def _place(loc: int) -> str:
    return f"{LOCATIONS[loc - 1]} ({loc})"


def _at_table(players: int = 2, seed: int = 3, **fields: Any) -> PretAPorterState:
    """A lesson's position: ``players`` of the lesson's named designers (Ada, Coco, Yves,
    then Zoe), dealt from ``seed``, with ``fields`` as :func:`arrange` takes them."""
    return arrange(players=players, seed=seed, names=[*NAMES, "Zoe"][:players], **fields)


# -- the year --------------------------------------------------------------------------------


def exhibition_question(position: Callable[[], State]) -> Question:
    """ "In which round is the next exhibition?": quarters of three rounds, the third shows."""

    def right(state: State) -> int:
        return min(r for r in EXHIBITION_ROUNDS if r >= _state(state).round)

    def choices(state: State) -> list[Choice]:
        now = _state(state).round
        return readings(
            right(state),
            f"Each quarter is two working rounds and an exhibition: rounds 3, 6, 9 and 12; "
            f"from round {now} the next is {right(state)}.",
            {
                "if a quarter had four rounds; it has three": -(-now // 4) * 4,
                "if an exhibition opened each quarter; it closes it": (now - 1) // 3 * 3 + 4,
                "if only the year's end had a show; every quarter ends in one": 12,
            },
            "{n} is no exhibition after round " + str(now) + ": count the rounds to the next one.",
        )

    return Question(
        lambda s: f"It is round {_state(s).round}. In which round is the next exhibition?",
        position,
        choices=choices,
        answer=lambda s: str(right(s)),
        hide=FORECAST,
        practice=practise_exhibition,
    )


def _round_four() -> State:
    return _at_table(round=4)


def practise_exhibition(rng: random.Random) -> Step:
    def working_round(s: PretAPorterState) -> bool:
        # Not round 4, the example's: "It is round 4..." came back word for word.
        return s.phase is Phase.PLANNING and s.round % 3 != 0 and s.round != 4

    return exhibition_question(fixed(_played(rng, working_round)))


# -- placing pawns ---------------------------------------------------------------------------


def _planning() -> State:
    s = _at_table(first=0)
    s.pawns[8] = [1, 1]  # Coco filled Last-Minute Preparations
    s.pawns[6] = [1]
    s.pawns_left = [3, 0]
    s.current_player = 0
    return s


def spaces_question(location: int, position: Callable[[], State]) -> Question:
    """ "How many pawns fit here?": the grid for this many players, not the printed spaces."""

    def right(state: State) -> int:
        return CAPACITY[state.num_players][location - 1]

    def choices(state: State) -> list[Choice]:
        players = state.num_players
        others = {
            f"with {n} players; with {players} the grid says {right(state)}": CAPACITY[n][
                location - 1
            ]
            for n in CAPACITY
            if n != players
        }
        return readings(
            right(state),
            f"With {players} players, {_place(location)} has {right(state)} open spaces; the "
            "greyed ones are for more players.",
            {"if the greyed spaces counted": MAX_SPACES[location - 1], **others},
            "{n} is not it: count the open (not greyed) spaces.",
        )

    return Question(
        lambda s: f"With {s.num_players} players, how many pawns fit on {_place(location)}?",
        position,
        choices=choices,
        answer=lambda s: str(right(s)),
        practice=practise_spaces,
    )


def practise_spaces(rng: random.Random) -> Step:
    players = rng.choice((2, 3))
    state = _played(rng, lambda s: s.phase is Phase.PLANNING, players)
    return spaces_question(rng.randrange(1, 10), fixed(state))


def place_task(location: int, position: Callable[[], State]) -> Task:
    """ "Place a pawn at the Warehouse": each other place says what it does instead."""

    def check(before: State, action: Action) -> tuple[bool, str]:
        assert isinstance(action, PlacePawn)
        if action.location == location and action.space != CARD_ONLY:
            return True, f"It takes the left-most open space, space {action.space + 1}."
        if action.space == CARD_ONLY:
            return False, f"that uses a card's extra space at {_place(action.location)}."
        return False, (
            f"that pawn went to {_place(action.location)}; this step asks for {_place(location)}."
        )

    return Task(
        lambda s: f"Place a pawn at {_place(location)}.",
        position,
        check=check,
        explain="Pawns act later, location by location, in the order they were placed.",
        practice=practise_place,
    )


def practise_place(rng: random.Random) -> Step:
    def begun(s: PretAPorterState) -> bool:  # some location already has a pawn and room
        return s.phase is Phase.PLANNING and any(
            s.pawns[loc - 1] and len(s.pawns[loc - 1]) < s.space_count(loc) for loc in range(1, 10)
        )

    state = _played(rng, begun)
    started = [
        loc
        for loc in range(1, 10)
        if state.pawns[loc - 1] and len(state.pawns[loc - 1]) < state.space_count(loc)
    ]
    location = rng.choice(started)
    return to_move(lambda position: place_task(location, position), state)


# -- the locations ---------------------------------------------------------------------------


def _bank() -> State:
    s = _at_table(first=0, designs=[["D01", "D02", "D03", "D11"], ["D21"]])
    return visit(s, {1: [0], 9: [1]})


def _room(state: State) -> int:
    return max((a.cards for a in state.legal_actions() if isinstance(a, TakeCredit)), default=0)


def credit_task(position: Callable[[], State]) -> Task:
    """ "Take as much credit as the Bank allows": $10 per design of your largest style."""

    def check(before: State, action: Action) -> tuple[bool, str]:
        s = _state(before)
        room = _room(before)
        most = fx.eligible_designs(s.designs[s.current_player])
        limit = f"$10 per design of your largest style ({most}), less the credit you hold"
        if isinstance(action, TakeCredit) and action.cards == room:
            return True, f"{amount(room, CARD_UNIT)}, ${10 * room}: {limit}."
        if isinstance(action, TakeCredit):
            return False, f"${10 * action.cards} is less than the ${10 * room} allowed: {limit}."
        return False, f"leaving the Bank with nothing; this step asks for the most: {limit}."

    return Task(
        "Your pawn is at the Bank. Take as much credit as it allows.",
        position,
        check=check,
        practice=practise_credit,
    )


def practise_credit(rng: random.Random) -> Step:
    state = _played(rng, lambda s: s.phase is Phase.ACTION and s.task == "bank" and _room(s) > 1)
    return to_move(credit_task, state)


def quality_question(location: int, cubes: int, position: Callable[[], State]) -> Question:
    """ "How many Q tokens does this visit bring?": once per visit, not per cube."""
    right = QUALITY_PER_VISIT[location]
    others = {
        f"at {_place(m)}; each market brings its own": QUALITY_PER_VISIT[m]
        for m in MATS
        if m != location
    }
    return Question(
        f"You buy {amount(cubes, ('cube', 'cubes'))} at {_place(location)}. "
        "How many Q tokens do you gain?",
        position,
        choices=lambda state: readings(
            right,
            f"Quality comes once per visit: {_place(location)} brings {right} Q however many "
            "cubes you buy.",
            {"if Quality came per cube; it comes per visit": cubes * right, **others},
            "{n} is not it: Quality comes once per visit, however many cubes.",
        ),
        answer=lambda state: str(right),
        practice=practise_quality,
    )


def practise_quality(rng: random.Random) -> Step:
    state = _played(rng, lambda s: s.phase is Phase.PLANNING)
    return quality_question(rng.choice(MATS), rng.randrange(2, 4), fixed(state))


def _warehouse() -> State:
    s = _at_table(first=0, designs=[["D01", "D02"], []])
    return visit(s, {7: [0], 9: [1]})


def _needed(state: PretAPorterState, seat: int) -> dict[int, list[int]]:
    """Each material one of ``seat``'s designs needs, with those designs."""
    out: dict[int, list[int]] = {}
    for d in state.designs[seat]:
        for m in DESIGNS[d].materials:
            out.setdefault(m, []).append(d)
    return out


def _design_name(d: int) -> str:
    design = DESIGNS[d]
    materials = " and ".join(MATERIALS[m] for m in design.materials)
    return f"{design.key} ({STYLES[design.style]}, {materials})"


def cube_task(position: Callable[[], State]) -> Task:
    """ "Buy a cube one of your designs needs": a design is made of its two materials."""

    def check(before: State, action: Action) -> tuple[bool, str]:
        s = _state(before)
        needed = _needed(s, s.current_player)
        if not isinstance(action, BuyCube):
            return False, "leaving the market without a cube; this step asks you to buy one."
        name = MATERIALS[action.material]
        if action.material in needed:
            uses = ", ".join(DESIGNS[d].key for d in needed[action.material])
            return True, f"{name} goes into {uses}."
        wanted = ", ".join(MATERIALS[m] for m in sorted(needed))
        return False, f"{name} is in none of your designs; they need {wanted}."

    return Task(
        "Look at your designs (each needs two materials). Buy one cube that a design of yours "
        "needs.",
        position,
        check=check,
        working=lambda s: [_design_name(d) for d in _state(s).designs[_state(s).current_player]],
        practice=practise_cube,
    )


def practise_cube(rng: random.Random) -> Step:
    def shopping(s: PretAPorterState) -> bool:
        if s.phase is not Phase.ACTION or s.task != "market":
            return False
        needed = _needed(s, s.current_player)
        buys = [a.material for a in s.legal_actions() if isinstance(a, BuyCube)]
        return any(m in needed for m in buys) and any(m not in needed for m in buys)

    state = _played(rng, shopping)
    return to_move(cube_task, state)


# -- growth ----------------------------------------------------------------------------------


def _growth() -> State:
    s = _at_table(first=0, employees=[["E02"], []], buildings=[["B05"], []])
    s.cash[0] = 6
    visit(s, {})
    return s


def train_task(position: Callable[[], State]) -> Task:
    """ "Train an employee": flipping a building is upgrading, not training."""

    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, Fire):
            fired = CARDS[action.card]
            return False, (
                f"firing the {fired.name} lets them go for a severance of twice their upkeep: "
                "they leave instead of getting their stronger side."
            )
        if not isinstance(action, Flip):
            return False, "Done ends your Growth without training anyone."
        flipped = CARDS[action.card]
        if flipped.deck == "employee":
            return True, (
                f"Training the {flipped.name} costs ${flipped.flip_cost}; its trained side "
                f"has upkeep ${flipped.upkeep_for(True)}."
            )
        return False, (
            f"the {flipped.name} is a building: flipping it is an upgrade "
            f"(${flipped.flip_cost}), not training."
        )

    return Task(
        "Growth: train one of your employees (flip its card).",
        position,
        check=check,
        practice=practise_train,
    )


def practise_train(rng: random.Random) -> Step:
    def both(s: PretAPorterState) -> bool:
        if s.phase is not Phase.GROWTH:
            return False
        decks = {CARDS[a.card].deck for a in s.legal_actions() if isinstance(a, Flip)}
        return decks == {"employee", "building"}

    state = _played(rng, both)
    return to_move(train_task, state)


# -- contracts, buildings, hiring and firing, card-only spaces --------------------------------


def _contract_held() -> State:
    s = _at_table(first=0, current_player=0, contracts=[["C05"], []], round=2)
    return s


def _unflipped_contract(s: PretAPorterState, seat: int) -> int | None:
    return next((c for c in s.contracts[seat] if not s.flipped[c]), None)


def contract_question(position: Callable[[], State]) -> Question:
    """ "When does this contract leave?": it turns weaker at the next exhibition and is
    discarded at the one after."""

    def shows(s: PretAPorterState) -> list[int]:
        return [r for r in EXHIBITION_ROUNDS if r >= s.round]

    def right(state: State) -> int:
        return shows(_state(state))[1]

    def name(state: State) -> str:
        s = _state(state)
        card = _unflipped_contract(s, s.current_player)
        return CARDS[card].name if card is not None else "contract"

    def choices(state: State) -> list[Choice]:
        s = _state(state)
        first, second = shows(s)[:2]
        return readings(
            second,
            f"It turns to its weaker side at the end of round {first}'s exhibition and is "
            f"discarded at the end of the next one, round {second}.",
            {
                f"if it left at the first exhibition (round {first} only turns it over)": first,
                "if it lasted three exhibitions (it lasts two)": ([*shows(s), 12])[2],
                f"if it lasted a year from round {s.round}": 12,
            },
            "{n} is not an exhibition round a contract taken now can end at: count two "
            "exhibitions.",
        )

    return Question(
        lambda st: (
            f"It is round {_state(st).round}. Your {name(st)} contract was signed this "
            "round. At the end of which round is it discarded?"
        ),
        position,
        choices=choices,
        answer=lambda st: str(right(st)),
        practice=practise_contract,
    )


def practise_contract(rng: random.Random) -> Step:
    def signed(s: PretAPorterState) -> bool:
        return (
            s.phase is Phase.PLANNING
            and s.round not in EXHIBITION_ROUNDS
            and s.round <= 8
            and _unflipped_contract(s, s.current_player) is not None
        )

    state = _played(rng, signed)
    return to_move(contract_question, state)


def _housing() -> State:
    return _at_table(first=0, current_player=0, buildings=[["B05", "B09"], []])


def capacity_question(position: Callable[[], State]) -> Question:
    """ "How many employees can you keep?": 3 printed slots, 1 per building (or what the
    building says), plus slot abilities."""

    def right(state: State) -> int:
        s = _state(state)
        return s.capacity(s.current_player)

    def choices(state: State) -> list[Choice]:
        s = _state(state)
        seat = s.current_player
        buildings = len(s.buildings[seat])
        slots = s.ability_sum(seat, "PASSIVE", "slot")
        return readings(
            right(s),
            f"3 printed slots, plus what your {amount(buildings, ('building', 'buildings'))} house"
            + (f", plus {slots} from contracts" if slots else "")
            + f": {right(s)}.",
            {
                "if buildings housed nobody (each houses one, an Office Block more)": 3 + slots,
                "if every building housed exactly one (an Office Block houses more)": 3
                + buildings
                + slots,
                "without the 3 printed slots": right(s) - 3,
            },
            "{n} is not it: add the printed slots and what each building houses.",
        )

    return Question(
        "How many employee cards can your company keep?",
        position,
        choices=choices,
        answer=lambda st: str(right(st)),
        practice=practise_capacity,
    )


def practise_capacity(rng: random.Random) -> Step:
    buildings = [CARDS[c].key for c in rng.sample(_REGULAR_BUILDINGS, rng.randrange(1, 4))]
    s = _at_table(seed=rng.randrange(1000), first=0, current_player=0, buildings=[buildings, []])
    return capacity_question(fixed(s))


_REGULAR_BUILDINGS = [c for c in CARDS if CARDS[c].deck == "building" and not CARDS[c].last_quarter]
_REGULAR_EMPLOYEES = [c for c in CARDS if CARDS[c].deck == "employee" and not CARDS[c].last_quarter]


def _severance(s: PretAPorterState, e: int) -> int:
    return 2 * CARDS[e].upkeep_for(bool(s.flipped[e]))


def _full_house(employees: list[str] | None = None, offer: list[str] | None = None) -> State:
    s = _at_table(first=0, employees=[employees or ["E01", "E05", "E06"], []])
    display(s, 2, offer or ["E02", "E03", "E04"])
    return visit(s, {4: [0], 9: [1]})


def hire_task(position: Callable[[], State]) -> Task:
    """ "Hire into a full company": fire someone at twice their upkeep, the cheapest."""

    def target(state: State) -> int:
        return _state(state).displays[2][0]

    def check(before: State, action: Action) -> tuple[bool, str]:
        s = _state(before)
        seat = s.current_player
        want = target(before)
        if not isinstance(action, TakeCard):
            return False, f"forfeiting leaves the {CARDS[want].name} in the display."
        if action.card != want:
            return False, (
                f"that hires the {CARDS[action.card].name}; this step asks for the "
                f"{CARDS[want].name}."
            )
        assert action.fire is not None
        cheapest = min(_severance(s, e) for e in s.employees[seat])
        pay = _severance(s, action.fire)
        if pay == cheapest:
            return True, (
                f"Firing the {CARDS[action.fire].name} costs ${pay} at once (twice their "
                "upkeep), the least of your employees."
            )
        return False, (
            f"firing the {CARDS[action.fire].name} costs ${pay} (twice their upkeep of "
            f"${pay // 2}); another employee's upkeep is lower."
        )

    return Task(
        lambda st: (
            f"Your employee slots are full. Hire the {CARDS[target(st)].name}, firing "
            "the employee whose severance costs least."
        ),
        position,
        check=check,
        working=lambda st: [
            f"{CARDS[e].name}: upkeep ${_severance(_state(st), e) // 2}"
            for e in _state(st).employees[_state(st).current_player]
        ],
        practice=practise_hire,
    )


def practise_hire(rng: random.Random) -> Step:
    picked = rng.sample(_REGULAR_EMPLOYEES, 6)
    keys = [CARDS[c].key for c in picked]
    return hire_task(fixed(_full_house(keys[:3], keys[3:])))


def _lounge(upgraded: bool = False, seed: int = 3) -> State:
    s = _at_table(seed=seed, first=0, current_player=0, buildings=[["B18"], []])
    s.flipped[card("B18")] = int(upgraded)
    s.edited()
    return s


def lounge_task(position: Callable[[], State]) -> Task:
    """ "Use your Members' Lounge": a card-only space, beside the printed grid."""

    def places(state: State) -> str:
        s = _state(state)
        locs = s.company(s.current_player).extra_space
        return ", ".join(str(loc) for loc in locs)

    def check(before: State, action: Action) -> tuple[bool, str]:
        assert isinstance(action, PlacePawn)
        if action.space == CARD_ONLY:
            return True, (
                f"The pawn stands on the card-only space of {_place(action.location)}: it takes "
                "none of the printed spaces, and it acts after the printed ones there."
            )
        return False, (
            f"that pawn takes printed space {action.space + 1} of {_place(action.location)}, "
            "which any company could use; the Lounge's space is an extra one beside the grid."
        )

    return Task(
        lambda st: (
            "Your Members' Lounge opens a card-only space at locations "
            f"{places(st)}, once a round. Place a pawn on one."
        ),
        position,
        check=check,
        practice=practise_lounge,
    )


def practise_lounge(rng: random.Random) -> Step:
    s = _lounge(upgraded=rng.random() < 0.5, seed=rng.randrange(1000))
    return lounge_task(fixed(s))


# -- upkeep and loans ------------------------------------------------------------------------


def _short() -> State:
    s = _at_table(first=0, employees=[["E02", "E03"], []], buildings=[["B05"], []], cash=[4, 40])
    s.credit[0] = 1
    return s


def _upkeep_words(state: PretAPorterState, seat: int) -> str:
    parts = [
        f"{CARDS[c].name} ${CARDS[c].upkeep_for(bool(state.flipped[c]))}"
        for c in state.employees[seat] + state.buildings[seat]
    ]
    uncovered = max(0, 3 - len(state.employees[seat]))
    if uncovered:
        slots = amount(uncovered, ("uncovered printed slot", "uncovered printed slots"))
        parts.append(f"{slots} ${uncovered}")
    if state.credit[seat]:
        parts.append(f"credit ${state.credit[seat]}")
    if state.loans[seat]:
        parts.append(f"loans ${LOAN_UPKEEP * state.loans[seat]}")
    return f"Upkeep ${state.upkeep(seat)} ({', '.join(parts) or 'nothing'})"


def loans_question(position: Callable[[], State]) -> Question:
    """ "How many loans will you take?": each loan adds its own $2 this round."""

    def right(state: State) -> int:
        s = _state(state)
        return fx.loans_needed(s.cash[0], s.upkeep(0))

    def choices(state: State) -> list[Choice]:
        s = _state(state)
        cash, due = s.cash[0], s.upkeep(0)
        return readings(
            right(state),
            f"{_upkeep_words(s, 0)} against ${cash}: each $20 loan also adds $2 this round.",
            {
                "if a loan added no upkeep this round; it adds $2 at once": -(-(due - cash) // 20),
                "if a loan brought $10; it brings $20": fx.loans_needed(cash, due) * 2,
            },
            "{n} is not it: add $20 loans until your cash covers the upkeep.",
        )

    return Question(
        lambda s: (
            f"Upkeep is due and you have ${_state(s).cash[0]}. How many $20 loans will you take?"
        ),
        position,
        choices=choices,
        answer=lambda s: str(right(s)),
        hide=FORECAST,
        practice=practise_loans,
    )


def _after(cash: int, due: int, loans: int, per_loan: int = LOAN_CASH) -> int:
    return cash + per_loan * loans - due - LOAN_UPKEEP * loans


def cash_question(position: Callable[[], State]) -> Question:
    """ "How much cash is left after paying?": the loans' cash less their $2 each."""

    def right(state: State) -> int:
        s = _state(state)
        return _after(s.cash[0], s.upkeep(0), fx.loans_needed(s.cash[0], s.upkeep(0)))

    def choices(state: State) -> list[Choice]:
        s = _state(state)
        cash, due = s.cash[0], s.upkeep(0)
        loans = fx.loans_needed(cash, due)
        return readings(
            right(state),
            f"${cash} + {loans} × $20 − ${due} upkeep − {loans} × $2 for the new loans.",
            {
                "if the new loans cost nothing this round": _after(cash, due, loans) + 2 * loans,
                "if a loan brought $28 (that is what repaying one costs)": _after(
                    cash, due, loans, 28
                ),
            },
            "{n} is off: cash + loans − upkeep − $2 per new loan.",
        )

    return Question(
        "And how much cash will you have after paying (each new loan adds $2 this round)?",
        position,
        choices=choices,
        answer=lambda s: str(right(s)),
        hide=FORECAST,
        practice=practise_cash,
    )


def _short_of_cash(s: PretAPorterState) -> bool:
    return s.phase is Phase.PLANNING and s.round % 3 != 0 and s.cash[0] < s.upkeep(0)


def practise_loans(rng: random.Random) -> Step:
    return loans_question(fixed(_played(rng, _short_of_cash)))


def practise_cash(rng: random.Random) -> Step:
    return cash_question(fixed(_played(rng, _short_of_cash)))


# -- the exhibition --------------------------------------------------------------------------


def _show() -> State:
    s = _at_table(
        first=0,
        designs=[["D01", "D02", "D03", "D21", "D22", "D23", "D24"], []],
        cubes=[[3, 1, 1, 1, 1, 2], [0] * 6],
    )
    return to_exhibition(s)


def _collection(state: State, style: int) -> int:
    """How many designs a collection of ``style`` takes, adding while the rules allow."""
    trial = state.clone()
    trial.apply(ChooseStyle(style))
    size = 0
    while True:
        adds = [a for a in trial.legal_actions() if isinstance(a, AddDesign)]
        if not adds:
            return size
        trial.apply(adds[0])
        size += 1


def _sizes(state: State) -> dict[int, int]:
    return {
        a.style: _collection(state, a.style)
        for a in state.legal_actions()
        if isinstance(a, ChooseStyle)
    }


def style_task(position: Callable[[], State]) -> Task:
    """ "Show the style that makes the most designs": cubes, not design cards, decide."""

    def check(before: State, action: Action) -> tuple[bool, str]:
        sizes = _sizes(before)
        best = max(sizes.values())
        tops = " or ".join(STYLES[st] for st, n in sizes.items() if n == best)
        if not isinstance(action, ChooseStyle):
            return (
                False,
                f"showing nothing earns nothing; {tops} makes {amount(best, DESIGN_UNIT)}.",
            )
        made = sizes[action.style]
        if made == best:
            return (
                True,
                f"{STYLES[action.style]} makes {amount(made, DESIGN_UNIT)} with your cubes.",
            )
        return False, (
            f"{STYLES[action.style]} makes {amount(made, DESIGN_UNIT)} with your cubes; "
            f"{tops} makes {best}."
        )

    return Task(
        "Choose the style of your collection: the one that makes the most designs (each "
        "design needs its two cubes).",
        position,
        check=check,
        working=lambda s: [
            f"{STYLES[st]}: {amount(n, DESIGN_UNIT)}" for st, n in _sizes(s).items()
        ],
        practice=practise_style,
    )


def practise_style(rng: random.Random) -> Step:
    def choice(s: PretAPorterState) -> bool:
        if s.task != "style" or s.phase is not Phase.SHOW:
            return False
        sizes = sorted(_sizes(s).values(), reverse=True)
        return len(sizes) > 1 and sizes[0] > sizes[1]

    state = _played(rng, choice)
    return to_move(style_task, state)


def _tie_position() -> State:
    return _at_table(players=3, q=[3, 3, 1])


def _awards_text(state: State, won: list[int]) -> str:
    return ", ".join(f"{NAMES[i]} {p}" for i, p in enumerate(won))


def line_question(position: Callable[[], State]) -> Question:
    """ "Who wins what on a Q line?": a tie for a place pushes both players down one."""

    def right(state: State) -> str:
        s = _state(state)
        return _awards_text(state, line_prestige(s.num_players, 0, s.q))

    def choices(state: State) -> list[Choice]:
        s = _state(state)
        first, second = AWARDS[s.num_players][0]
        top = max(s.q)
        tied = [i for i, q in enumerate(s.q) if q == top]
        rest = [q for q in s.q if q < top]
        runner = max(rest, default=0)
        shared = [first if q == top else second if q == runner and q else 0 for q in s.q]
        ordered = [first if i == tied[0] else second if i in tied else 0 for i in range(len(s.q))]
        why = {
            right(state): f"{' and '.join(NAMES[i] for i in tied)} tie for first, so they are "
            f"pushed down to second place ({second} each); nobody takes the {first}."
        }
        why.setdefault(
            _awards_text(state, shared),
            "That would be right if tied players shared first place; a tie pushes them down "
            "to second.",
        )
        why.setdefault(
            _awards_text(state, ordered),
            "That would be right if turn order broke the tie; it does not: both are pushed down.",
        )
        why.setdefault(
            _awards_text(state, list(s.q)),
            "Those are the Q tokens held, not the Prestige the line awards.",
        )
        return explained(sorted(why), why.__getitem__)

    return Question(
        lambda s: (
            f"{s.num_players} players hold "
            + ", ".join(f"{NAMES[i]} {q} Q" for i, q in enumerate(_state(s).q))
            + f". A show's first line is Q ({' / '.join(map(str, AWARDS[s.num_players][0]))} "
            "Prestige). Who wins what?"
        ),
        position,
        choices=choices,
        answer=right,
        practice=practise_line,
    )


def practise_line(rng: random.Random) -> Step:
    def tied_top(s: PretAPorterState) -> bool:
        top = max(s.q)
        return top > 0 and s.q.count(top) == 2 and min(s.q) < top

    return line_question(fixed(_played(rng, tied_top, players=3)))


def _sales_position() -> State:
    return _at_table(designs=[["D01", "D02", "D03"], []], prestige=[4, 0])


def _sold(state: State) -> list[int]:
    return _state(state).designs[0][:3]


def sales_question(position: Callable[[], State]) -> Question:
    """ "What do Sales pay?": Prestige × designs sold, plus the printed prices."""

    def right(state: State) -> int:
        return fx.sales_cash(_sold(state), _state(state).prestige[0], [])

    def choices(state: State) -> list[Choice]:
        sold, prestige = _sold(state), _state(state).prestige[0]
        printed = sum(DESIGNS[d].price for d in sold)
        return readings(
            right(state),
            f"{prestige} Prestige × {len(sold)} designs = ${prestige * len(sold)}, plus the "
            f"printed prices ${printed}.",
            {
                "if Prestige paid nothing; it pays per design sold": printed,
                "if Prestige paid once; it pays per design": printed + prestige,
                "if only Prestige paid; the printed prices are paid too": prestige * len(sold),
            },
            "{n} is off: Prestige × designs + printed prices.",
        )

    def prompt(state: State) -> str:
        sold = _sold(state)
        prices = ", ".join(f"${DESIGNS[d].price}" for d in sold)
        keys = ", ".join(DESIGNS[d].key for d in sold)
        return (
            f"You sell {keys} ({prices}) holding {_state(state).prestige[0]} Prestige (no card "
            "adds to Sales). What do Sales pay?"
        )

    return Question(
        prompt,
        position,
        choices=choices,
        answer=lambda s: str(right(s)),
        practice=practise_sales,
    )


def practise_sales(rng: random.Random) -> Step:
    def selling(s: PretAPorterState) -> bool:
        return len(s.designs[0]) >= 2 and s.prestige[0] > 0

    return sales_question(fixed(_played(rng, selling)))


# -- the prestige exchange and substitution -------------------------------------------------


def _prestige_held() -> State:
    return _at_table(players=3, first=0, current_player=0, round=5, prestige=[4, 1, 0])


def exchange_question(position: Callable[[], State]) -> Question:
    """ "How many VP does your Prestige bring?": x1 / x2 / x3 with 2 / 3 / 4 players."""

    def right(state: State) -> int:
        s = _state(state)
        return s.prestige[s.current_player] * PRESTIGE_RATE[s.num_players]

    def choices(state: State) -> list[Choice]:
        s = _state(state)
        held = s.prestige[s.current_player]
        n = s.num_players
        rate = PRESTIGE_RATE[n]
        others = {
            f"with {p} players ({PRESTIGE_RATE[p]} VP a token); this game has {n}": held
            * PRESTIGE_RATE[p]
            for p in PRESTIGE_RATE
            if p != n
        }
        return readings(
            right(s),
            f"{held} Prestige x {rate} VP each with {n} players = {right(s)} VP.",
            {**others, "if the exchange also paid the tokens back as cash": held * rate + held},
            "{n} is not it: the rate depends only on the number of players.",
        )

    return Question(
        lambda st: (
            f"The next exhibition starts with the Prestige exchange. You hold "
            f"{_state(st).prestige[_state(st).current_player]} Prestige. How many VP do you get?"
        ),
        position,
        choices=choices,
        answer=lambda st: str(right(st)),
        practice=practise_exchange,
    )


def practise_exchange(rng: random.Random) -> Step:
    players = rng.choice((2, 3, 4))
    s = _at_table(
        players=players,
        seed=rng.randrange(1000),
        first=0,
        current_player=0,
        round=rng.choice((4, 5, 7, 8, 10, 11)),
    )
    s.prestige[0] = rng.randrange(2, 8)
    return exchange_question(fixed(s))


def _stand_in(collected: str = "D01", other: str = "D28", spare: int = 3) -> State:
    """A collection of ``collected`` that misses one cube, ``other`` (another style) kept in
    hand, and a Seamstress to substitute: the cubes of ``other`` and one of colour ``spare``
    are spare."""
    d, o = DESIGNS[card(collected)], DESIGNS[card(other)]
    cubes = [0] * 6
    cubes[d.materials[0]] += 1
    for m in o.materials:
        cubes[m] += 1
    cubes[spare] += 1
    s = _at_table(
        first=0, designs=[[collected, other], []], employees=[["E10"], []], cubes=[cubes, [0] * 6]
    )
    to_exhibition(s)
    s.apply(ChooseStyle(d.style))
    s.apply(AddDesign(card(collected)))
    if s.task == "collection":  # the other design could join (a restyle): stop here
        s.apply(Done())
    assert s.task == "substitute", s.task
    return s


def stand_in_task(position: Callable[[], State]) -> Task:
    """ "Choose the stand-in cube": keep the cubes your other designs still need."""

    def other_needs(s: PretAPorterState) -> dict[int, list[str]]:
        seat = s.current_player
        out: dict[int, list[str]] = {}
        for d in s.designs[seat]:
            if d not in s.collection[seat]:
                for m in DESIGNS[d].materials:
                    out.setdefault(m, []).append(DESIGNS[d].key)
        return out

    def check(before: State, action: Action) -> tuple[bool, str]:
        assert isinstance(action, UseCube)
        needs = other_needs(_state(before))
        name = MATERIALS[action.material]
        if action.material in needs:
            return False, (
                f"{name} is a cube your {', '.join(needs[action.material])} still needs for a "
                "later show."
            )
        return True, f"{name} stands in; your other designs keep their cubes."

    return Task(
        "Your collection misses a cube and your Seamstress lets a spare one stand in. Choose "
        "the stand-in so that your other designs keep their cubes.",
        position,
        check=check,
        working=lambda st: [
            _design_name(d)
            for d in _state(st).designs[_state(st).current_player]
            if d not in _state(st).collection[_state(st).current_player]
        ],
        practice=practise_stand_in,
    )


def practise_stand_in(rng: random.Random) -> Step:
    while True:
        collected, other = rng.sample([d.key for d in DESIGNS if d.start_of < 0], 2)
        d, o = DESIGNS[card(collected)], DESIGNS[card(other)]
        free = [m for m in range(6) if m not in d.materials and m not in o.materials]
        if d.style != o.style and d.materials[1] not in o.materials and len(free) >= 1:
            break
    return stand_in_task(fixed(_stand_in(collected, other, rng.choice(free))))


# -- the end ---------------------------------------------------------------------------------


def _final() -> State:
    s = _at_table(first=0, cash=[0, 30], vp=[90, 60])
    to_exhibition(s, 12)
    while not s.is_over:
        s.apply(s.legal_actions()[-1])
    return s


def winner_question(position: Callable[[], State]) -> Question:
    """ "Who wins?": VP + cash, a bankrupt house cannot win, ties go to more VP."""

    def answer(state: State) -> str:
        winners = _state(state).winners()
        return NAMES[winners[0]] if winners else NOBODY

    def total(s: PretAPorterState, seat: int) -> str:
        return f"{s.vp[seat]} VP + ${s.cash[seat]} = {s.vp[seat] + s.cash[seat]}"

    def choices(state: State) -> list[Choice]:
        s = _state(state)
        win = (s.winners() or [-1])[0]

        def why(name: str) -> str:
            if name == NOBODY:
                if win < 0:
                    return "Every house ends the year bankrupt, and a bankrupt house cannot win."
                return "Nobody wins only when every house is bankrupt; one repaid its loans."
            seat = NAMES.index(name)
            if seat == win:
                return f"{name}: {total(s, seat)}, the best of the houses that are not bankrupt."
            if s.bankrupt[seat]:
                return (
                    f"{name} ({total(s, seat)}) ended holding a loan the house could not "
                    "repay: bankrupt, so it cannot win, whatever its points."
                )
            return f"{name} has {total(s, seat)}; {NAMES[win]} has {total(s, win)}."

        return explained([*NAMES[: s.num_players], NOBODY], why)

    return Question(
        lambda s: "The year is over. Who wins, if anyone? (Look at VP, cash and loans.)",
        position,
        choices=choices,
        answer=answer,
        hide=ENDING,
        practice=practise_winner,
    )


def practise_winner(rng: random.Random) -> Step:
    def telling(s: PretAPorterState) -> bool:  # the best VP + cash or the most VP does not win
        if not s.is_over:
            return False
        if not s.winners():  # every house bankrupt: nobody wins
            return True
        if len(s.winners()) != 1:
            return False
        seats = range(s.num_players)
        best = max(seats, key=lambda p: (s.vp[p] + s.cash[p], s.vp[p]))
        return best not in s.winners() or max(seats, key=lambda p: s.vp[p]) not in s.winners()

    return winner_question(fixed(_played(rng, telling, players=rng.choice((2, 3)))))


LESSONS: dict[str, tuple[str, list[Step]]] = {
    "the_year": ("The year", [exhibition_question(_round_four)]),
    "placing": (
        "Placing pawns",
        [spaces_question(9, _planning), place_task(7, _planning)],
    ),
    "locations": (
        "The locations",
        [
            credit_task(_bank),
            quality_question(6, 3, _bank),
            cube_task(_warehouse),
            contract_question(_contract_held),
            capacity_question(_housing),
            hire_task(_full_house),
            lounge_task(_lounge),
        ],
    ),
    "growth": ("Growth", [train_task(_growth)]),
    "upkeep": ("Can you pay?", [loans_question(_short), cash_question(_short)]),
    "exhibition": (
        "An exhibition",
        [
            exchange_question(_prestige_held),
            style_task(_show),
            stand_in_task(_stand_in),
            line_question(_tie_position),
            sales_question(_sales_position),
        ],
    ),
    "end": ("The end", [winner_question(_final)]),
}

__all__ = ["LESSONS"]
