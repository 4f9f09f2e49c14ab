"""Moonscrown lessons: the steps behind ``notebooks/moonscrown/learn.ipynb``.

Positions are chosen to show one idea each (a tie broken by suit, a two-suit card counting
twice, a Crown that is not even...). Every answer is computed by the engine's condition
functions, never typed in.
"""

from __future__ import annotations

from collections.abc import Callable

from fashion_core import Action, State
from fashion_core.decks.decktet import BASIC_DECK, FACE, NAME, Suit
from fashion_core.decks.decktet import card as find
from fashion_core.games.moonscrown.actions import AddToDisplay, PlayToPile, ScoreCard
from fashion_core.games.moonscrown.conditions import CONDITIONS, SUITS_OF, leader, strength
from fashion_core.games.moonscrown.explain import condition_report
from fashion_core.games.moonscrown.positions import arrange
from widgets.lesson import Question, Task

NAMES = ["Ada", "Coco", "Yves"]
NOBODY = "Nobody"


def _position(
    displays: list[list[str]], pile: list[str], hand: list[str], phase: str = "start"
) -> Callable[[], State]:
    """Ada (seat 0) holds ``hand``; the others get three cards each from the rest."""

    def build() -> State:
        used = {find(n).id for n in [*hand, *pile, *(c for d in displays for c in d)]}
        spare = [NAME[c] for c in BASIC_DECK if c not in used and c != 0]
        hands = [spare[3 * i : 3 * i + 3] for i in range(len(displays))]
        if hand or phase != "start":
            hands[0] = hand
        return arrange(hands, displays, pile, phase=phase, names=NAMES[: len(displays)])

    return build


def _leader_name(state: State) -> str:
    top = state.pile[-1]  # type: ignore[attr-defined]
    suit = SUITS_OF[top][0]
    seat = leader(state.displays, suit)  # type: ignore[attr-defined]
    return NOBODY if seat is None else NAMES[seat]


def _who(state: State) -> list[str]:
    return [*NAMES[: state.num_players], NOBODY]


def _conditions(card: int) -> str:
    return " and ".join(CONDITIONS[s] for s in SUITS_OF[card])


def _top_conditions(state: State) -> str:
    return _conditions(state.pile[-1])  # type: ignore[attr-defined]


def _condition_choices(state: State) -> list[str]:
    others = ("the Desert", "the Market", "the Sea", "the Origin")
    options = {_top_conditions(state)} | {_conditions(find(n).id) for n in others}
    return sorted(options)


def _keeps_you_in(
    need_all: bool, kind: type[Action], what: str
) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        if not isinstance(action, kind):
            return False, f"this exercise is about {what}."
        after = before.clone()
        after.apply(action)
        if after.passes(0, need_all):  # type: ignore[attr-defined]
            return True, "You still lead what the top card asks for, so you stay in."
        return False, "at the end of your turn you would not lead what the top card asks for."

    return check


def _best_score(before: State, action: Action) -> tuple[bool, str]:
    eligible = before.eligible_to_score()  # type: ignore[attr-defined]
    best = max(FACE[c] for c in eligible)
    if isinstance(action, ScoreCard) and FACE[action.card] == best:
        return True, f"{NAME[action.card]} is worth {best}, the most you may score here."
    return False, f"another card you may score is worth more ({best} points)."


def _suit_count(state: State) -> str:
    n, _ = strength(state.displays[0], Suit.LEAVES)  # type: ignore[attr-defined]
    return str(n)


def _suit_count_choices(state: State) -> list[str]:
    return [str(n) for n in range(3, 7)]  # a display can show at most the six suits


STAYS, OUT = "She stays in", "She is out of the round"


def _after_ending(state: State) -> str:
    return STAYS if state.passes(0, False) else OUT  # type: ignore[attr-defined]


def _why_standing(state: State) -> str:
    report = condition_report(
        state.displays,
        state.pile[-1],
        state.in_round(),
        NAMES[: state.num_players],  # type: ignore[attr-defined]
    )
    return "After a display move one lead is enough. " + " ".join(
        c["text"] for c in report["conditions"]
    )


LEADS = "Who leads it now?"
LEADERS = ("leaders",)  # hidden until the question is answered

LESSONS = {
    "the_pile": (
        "The pile sets the fashion",
        [
            Question(
                "The top card of the pile is the Journey (Moons and Waves). Each of its suits is "
                "one condition. Which two are in fashion now?",
                _position([["the Sailor"], ["the Merchant"]], ["the Journey"], ["the Sea"]),
                choices=_condition_choices,
                answer=_top_conditions,
                hide=("conditions",),
                explain="Moons asks for the highest card, Waves for the most even cards.",
            ),
        ],
    ),
    "conditions": (
        "The six conditions",
        [
            Question(
                "Ace of Moons on top: highest card. All three displays hold a 9. " + LEADS,
                _position([["the Pact"], ["the Darkness"], ["the Merchant"]], [], []),
                choices=_who,
                answer=_leader_name,
                hide=LEADERS,
                explain="Equal ranks are broken by suit: the Pact shows Moons, the best suit.",
            ),
            Question(
                "The Bard on top (Suns): most cards of one suit. A card with two suits counts "
                "for both. " + LEADS,
                _position(
                    [
                        ["the Mountain", "the Diplomat"],
                        ["the Desert", "the Cave", "the Darkness"],
                        ["the Sailor", "the Mill"],
                    ],
                    ["the Bard"],
                    [],
                ),
                choices=_who,
                answer=_leader_name,
                hide=LEADERS,
                explain="Coco's three cards all show Wyrms: three of one suit beats two.",
            ),
            Question(
                "The Sea on top (Waves): most even cards, that is 2, 4, 6 or 8. " + LEADS,
                _position(
                    [
                        ["the Huntress", "the Sailor"],
                        ["the Author", "the Mill"],
                        ["the Battle", "the Lunatic"],
                    ],
                    ["the Sea"],
                    [],
                ),
                choices=_who,
                answer=_leader_name,
                hide=LEADERS,
                explain="Crowns are not even, so Ada has one. Coco and Yves have two; Coco's "
                "best even card (the Mill, 8) beats Yves's (the Lunatic, 6).",
            ),
            Question(
                "The End on top (Leaves): most different suits. " + LEADS,
                _position(
                    [
                        ["the Author", "the Cave", "the Chance Meeting"],
                        ["the Pact", "the Mill", "the Battle"],
                        ["the Market", "the Desert"],
                    ],
                    ["the End"],
                    [],
                ),
                choices=_who,
                answer=_leader_name,
                hide=LEADERS,
                explain="Coco's three cards show all six suits; Ada's show five.",
            ),
            Question(
                "The Calamity on top (Wyrms): most cards of one type (aces, personalities, "
                "places or events). " + LEADS,
                _position(
                    [
                        ["the Savage", "the Painter", "the Sailor", "the Merchant"],
                        ["the Origin", "the Market", "the Journey"],
                        ["the Forest", "the Castle"],
                    ],
                    ["the Calamity"],
                    [],
                ),
                choices=_who,
                answer=_leader_name,
                hide=LEADERS,
                explain="Ada has four personalities. Coco's three cards are all events (the "
                "Market and the Origin are places and events at once).",
            ),
            Question(
                "The Windfall on top (Knots): most cards below 5 (Aces count 1). " + LEADS,
                _position(
                    [
                        ["Ace of Suns", "the Journey"],
                        ["the Origin", "the Sailor"],
                        ["the Mountain", "the Battle"],
                    ],
                    ["the Windfall"],
                    [],
                ),
                choices=_who,
                answer=_leader_name,
                hide=LEADERS,
                explain="Everyone has two; the best card decides: two 4s, and the Mountain "
                "(Moons) outranks the Sailor (Waves).",
            ),
        ],
    ),
    "display_move": (
        "Adding to your display",
        [
            Task(
                "The Forest is on top: highest card, and most different suits. Add one card to "
                "your display so that you lead at least one of them (choose a card, then your "
                "display).",
                _position(
                    [["the Sailor"], ["the Merchant"]],
                    ["the Forest"],
                    ["the Origin", "the Huntress", "Ace of Knots", "the Battle"],
                ),
                check=_keeps_you_in(False, AddToDisplay, "adding a card to your display"),
            ),
        ],
    ),
    "pile_move": (
        "Playing to the pile",
        [
            Task(
                "Now put a card on the pile. Its suits become the new conditions, and you must "
                "lead ALL of them at the end of your turn.",
                _position(
                    [["the Pact", "Ace of Suns"], ["the Savage", "the Cave"]],
                    [],
                    ["the Castle", "the Darkness", "the Mountain", "the Bard"],
                ),
                check=_keeps_you_in(True, PlayToPile, "putting a card on the pile"),
            ),
        ],
    ),
    "elimination": (
        "Staying in the round",
        [
            Question(
                "Ada has just added the Origin (2: Waves, Leaves) to her display; the top card "
                "is the Pact (Moons, Suns). If she ends her turn now, what happens?",
                _position(
                    [["the Sailor", "the Origin"], ["the Mountain"]],
                    ["the Pact"],
                    ["the Journey", "Ace of Knots"],
                    phase="display",
                ),
                choices=lambda s: [STAYS, OUT],
                answer=_after_ending,
                explain=_why_standing,
                hide=LEADERS,
            ),
        ],
    ),
    "suits": (
        "Counting different suits",
        [
            Question(
                "How many different suits does your display show?",
                _position(
                    [["the Author", "the Cave", "the Chance Meeting", "the Market"], ["the Bard"]],
                    ["the End"],
                    [],
                ),
                choices=_suit_count_choices,
                answer=_suit_count,
                explain="Moons, Knots, Waves, Wyrms and Leaves. Any three of these four cards "
                "that still show all five form a 'Leaves set'.",
            ),
        ],
    ),
    "scoring": (
        "Winning a round",
        [
            Task(
                "Everyone else is out: you win the round and may score one card of your display. "
                "It must belong to a set that meets a condition of the top card (the Mill: most "
                "even cards, most different suits). Score the card worth the most.",
                _position(
                    [
                        [
                            "the Huntress",
                            "the Author",
                            "the Cave",
                            "the Chance Meeting",
                            "the Sailor",
                        ],
                        ["the Bard"],
                    ],
                    ["the Mill"],
                    [],
                    phase="score",
                ),
                check=_best_score,
                explain="The Huntress (10) cannot be scored: a Crown is not even, and the Author "
                "already brings Moons to every set of all your suits.",
            ),
        ],
    ),
}
