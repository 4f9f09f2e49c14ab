"""Prêt-à-Porter lessons: the steps behind ``notebooks/pret_a_porter/learn.ipynb``.

Each step is a position built with the game's position helpers and one thing to do or
answer; every right answer is computed by the rules' own functions, never typed in.
"""

from __future__ import annotations

from collections.abc import Callable

from fashion_core import Action, State
from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import (
    BuyCube,
    ChooseStyle,
    Flip,
    PlacePawn,
    TakeCredit,
)
from fashion_core.games.pret_a_porter.awards import line_prestige
from fashion_core.games.pret_a_porter.cards import CAPACITY, DESIGNS, PRICES, QUALITY_PER_VISIT
from fashion_core.games.pret_a_porter.positions import arrange, card, to_exhibition, visit
from fashion_core.games.pret_a_porter.rules import PretAPorterState
from widgets.lesson import Question, Task, choices_around

NAMES = ["Ada", "Coco", "Yves"]
SILK = 5


def _state(s: State) -> PretAPorterState:
    assert isinstance(s, PretAPorterState)
    return s


# -- placing pawns -----------------------------------------------------------------------


def _planning() -> State:
    s = arrange(2, seed=3, names=NAMES[:2], first=0)
    s.pawns[8] = [1, 1]  # Coco filled Last-Minute Preparations
    s.pawns[6] = [1]
    s.pawns_left = [3, 0]
    s.current_player = 0
    return s


def _placed_at(location: int, why: str) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, PlacePawn) and action.location == location:
            return True, why
        return False, f"this exercise asks for location {location}."

    return check


# -- locations ---------------------------------------------------------------------------


def _bank() -> State:
    s = arrange(
        2, seed=3, names=NAMES[:2], first=0, designs=[["D01", "D02", "D03", "D11"], ["D21"]]
    )
    return visit(s, {1: [0], 9: [1]})


def _most_credit(before: State, action: Action) -> tuple[bool, str]:
    s = _state(before)
    room = fx.credit_room(s.designs[0], s.credit[0] + s.credit_free[0], [])
    if isinstance(action, TakeCredit) and action.cards == room:
        return True, f"Three Evening designs: up to ${10 * room} of credit."
    return False, "you can take more: count your designs of the style you have most of."


def _warehouse() -> State:
    s = arrange(2, seed=3, names=NAMES[:2], first=0, designs=[["D01", "D02"], []])
    return visit(s, {7: [0], 9: [1]})


def _cheapest_silk(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, BuyCube) and action.material == SILK:
        return True, (
            f"Silk costs ${PRICES[7][SILK]} at the Warehouse (${PRICES[6][SILK]} locally, "
            f"${PRICES[8][SILK]} imported), and the visit brings {QUALITY_PER_VISIT[7]} Q."
        )
    return False, "your Evening Dresses need Silk (and Cotton)."


# -- growth ------------------------------------------------------------------------------


def _growth() -> State:
    s = arrange(
        2, seed=3, names=NAMES[:2], first=0, employees=[["E02"], []], buildings=[["B05"], []]
    )
    s.cash[0] = 6
    visit(s, {})
    return s


def _train_model(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, Flip) and action.card == card("E02"):
        return True, "Training costs $4 and the Model then gives 2 PR at each show."
    return False, "with $6 you can train the Model ($4) but not upgrade the Quality Lab ($5) too."


# -- upkeep and loans --------------------------------------------------------------------


def _short() -> State:
    s = arrange(
        2,
        seed=3,
        names=NAMES[:2],
        first=0,
        employees=[["E02", "E03"], []],
        buildings=[["B05"], []],
        cash=[4, 40],
    )
    s.credit[0] = 1
    return s


def _loans(s: State) -> str:
    st = _state(s)
    return str(fx.loans_needed(st.cash[0], st.upkeep(0)))


def _cash_after(s: State) -> str:
    st = _state(s)
    loans = fx.loans_needed(st.cash[0], st.upkeep(0))
    return str(st.cash[0] + 20 * loans - st.upkeep(0) - 2 * loans)


def _upkeep_words(s: State) -> str:
    st = _state(s)
    return (
        f"Upkeep is ${st.upkeep(0)}: Model $2 + Quality Inspector $2 + one uncovered printed "
        f"slot $1 + Quality Lab $2 + $1 for the $10 credit card."
    )


# -- the exhibition -----------------------------------------------------------------------


def _show() -> State:
    s = arrange(
        2,
        seed=3,
        names=NAMES[:2],
        first=0,
        designs=[["D01", "D02", "D03", "D21", "D22", "D23", "D24"], []],
        cubes=[[3, 1, 1, 1, 1, 2], [0] * 6],
    )
    return to_exhibition(s)


def _collection_size(s: PretAPorterState, style: int) -> int:
    avail = list(s.cubes[0])
    size = 0
    for d in s.designs[0]:
        design = DESIGNS[d]
        if design.style == style and all(avail[m] for m in design.materials):
            for m in design.materials:
                avail[m] -= 1
            size += 1
    return size


def _largest_style(before: State, action: Action) -> tuple[bool, str]:
    s = _state(before)
    best = max(range(5), key=lambda st: _collection_size(s, st))
    if isinstance(action, ChooseStyle) and action.style == best:
        return True, f"That style makes {_collection_size(s, best)} designs with your cubes."
    return False, "another style makes a larger collection with the cubes you hold."


def _tie_position() -> State:
    return arrange(3, seed=3, names=NAMES, q=[3, 3, 1])


def _line_one(s: State) -> str:
    st = _state(s)
    won = line_prestige(3, 0, st.q)
    return ", ".join(f"{NAMES[i]} {p}" for i, p in enumerate(won))


def _line_choices(s: State) -> list[str]:
    wrong = {"Ada 4, Coco 4, Yves 2", "Ada 4, Coco 2, Yves 0", "Ada 3, Coco 3, Yves 1"}
    return sorted(wrong | {_line_one(s)})


def _sales_position() -> State:
    return arrange(2, seed=3, names=NAMES[:2], designs=[["D01", "D02", "D03"], []], prestige=[4, 0])


def _sales(s: State) -> str:
    st = _state(s)
    return str(fx.sales_cash(st.designs[0], st.prestige[0], []))


# -- the end -----------------------------------------------------------------------------


def _final() -> State:
    s = arrange(2, seed=3, names=NAMES[:2], first=0, cash=[0, 30], vp=[90, 60])
    to_exhibition(s, 12)
    while not s.is_over:
        s.apply(s.legal_actions()[-1])
    return s


def _winner(s: State) -> str:
    return NAMES[_state(s).winners()[0]]


LESSONS: dict[str, tuple[str, list[Question | Task]]] = {
    "placing": (
        "Placing pawns",
        [
            Question(
                "With two players, how many pawns fit on Last-Minute Preparations (9)?",
                _planning,
                choices=lambda s: ["1", "2", "3", "4"],
                answer=lambda s: str(CAPACITY[2][8]),
                explain="The greyed spaces are used only with more players.",
            ),
            Task(
                "Coco took both spaces at 9 and one at the Warehouse (7). Place your pawn on "
                "the Warehouse's next open space.",
                _planning,
                check=_placed_at(7, "A pawn always goes on the left-most open space."),
            ),
        ],
    ),
    "locations": (
        "The locations",
        [
            Task(
                "Your pawn is at the Bank. Take as much credit as it allows.",
                _bank,
                check=_most_credit,
            ),
            Question(
                "You buy three Cotton cubes at Local Materials. How many Q tokens do you gain?",
                _bank,
                choices=lambda s: ["0", "1", "2", "3"],
                answer=lambda s: str(QUALITY_PER_VISIT[6]),
                explain="Quality comes once per visit, not per cube.",
            ),
            Task(
                "At the Warehouse (one cube per colour): buy the material your Evening Dresses "
                "need that is dearest elsewhere.",
                _warehouse,
                check=_cheapest_silk,
            ),
        ],
    ),
    "growth": (
        "Growth",
        [Task("Growth: train the employee you can afford.", _growth, check=_train_model)],
    ),
    "upkeep": (
        "Can you pay?",
        [
            Question(
                "Round I's upkeep is due and you have $4. How many $20 loans will you take?",
                _short,
                choices=lambda s: ["0", "1", "2", "3"],
                answer=_loans,
                explain=_upkeep_words,
            ),
            Question(
                "And how much cash will you have after paying (each loan adds $2 this round)?",
                _short,
                choices=lambda s: choices_around(int(_cash_after(s)), 20),
                answer=_cash_after,
            ),
        ],
    ),
    "exhibition": (
        "An exhibition",
        [
            Task(
                "Choose the style of your collection: the one that makes the most designs.",
                _show,
                check=_largest_style,
            ),
            Question(
                "Three players: Ada and Coco hold 3 Q, Yves 1 Q. A show's first line is Q "
                "(4 / 2 prestige). Who wins what?",
                _tie_position,
                choices=_line_choices,
                answer=_line_one,
                explain="Two players tied for first are both pushed down to second place.",
            ),
            Question(
                "You sell D01, D02 and D03 ($9, $9, $12) holding 4 Prestige. What do Sales pay?",
                _sales_position,
                choices=lambda s: choices_around(int(_sales(s)), 30),
                answer=_sales,
                explain="4 Prestige x 3 designs = $12, plus the printed prices $30.",
            ),
        ],
    ),
    "end": (
        "The end",
        [
            Question(
                "The year is over. Ada has 90 VP but ended round XII with a loan she could not "
                "repay; Coco has fewer points. Who wins?",
                _final,
                choices=lambda s: NAMES[:2],
                answer=_winner,
                explain="A company holding an unpaid loan at the end is bankrupt and cannot win.",
            ),
        ],
    ),
}
