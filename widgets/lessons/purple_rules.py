"""Purple Rules lessons: the steps behind ``notebooks/purple_rules/learn.ipynb``.

Four players; you are seat 0 and your partner sits opposite (seat 2). Every right answer is
computed by the rules (``trick_winner``, the bid ladder, ``contract_result``), never typed in.
"""

from __future__ import annotations

from collections.abc import Callable

from fashion_core import Action, State
from fashion_core.decks.purple_pack import (
    CARDS_OF_SUIT,
    COLOUR,
    COLOUR_NAMES,
    COLOUR_SUIT,
    NAME,
    SUIT,
    SUIT_NAMES,
)
from fashion_core.games.purple_rules import GAME, Bid, Pass, PlayCard, PurpleRulesState
from fashion_core.games.purple_rules.auction import LADDER, bid_name
from fashion_core.games.purple_rules.positions import arrange, find_bid
from fashion_core.games.purple_rules.scoring import contract_result, trick_value
from fashion_core.games.purple_rules.tricks import trick_winner
from widgets.lesson import Question, Task, choices_around

S = PurpleRulesState
NAMES = ["You", "Coco", "Yves", "Elsa"]
WINNER = ("winner",)  # hide who took the last trick until the question is answered
SCORES = ("scores",)


def _trick_position(
    hands: list[list[str]], trick: list[str], contract: str, declarer: int = 1
) -> Callable[[], State]:
    """You (seat 0) play last to a trick led by Coco (seat 1)."""

    def build() -> State:
        return arrange(hands, contract, declarer=declarer, leader=1, trick=trick, names=NAMES)

    return build


def _finished_trick(trick: list[str], contract: str) -> Callable[[], State]:
    """A trick led by Coco and completed by your card (the last of ``trick``)."""
    others = [["Purple 8♥", "Purple 9♥"], ["Purple 10♥", "Purple J♥"], ["Purple Q♥", "Purple K♥"]]

    def build() -> State:
        hands = [[trick[-1], "Black 8♠", "Black 9♠"], *others]
        state = arrange(hands, contract, declarer=1, leader=1, trick=trick[:-1], names=NAMES)
        state.apply(PlayCard(NAME.index(trick[-1])))
        return state

    return build


def _who_took_it(state: State) -> str:
    assert isinstance(state, S)
    index, _ = trick_winner(state.last_trick, state.last_trump)
    return NAMES[(state.last_leader + index) % state.num_players]


def _everyone(state: State) -> list[str]:
    return list(NAMES)


def _wins_the_trick(no_trump: bool) -> Callable[[State, Action], tuple[bool, str]]:
    def check(before: State, action: Action) -> tuple[bool, str]:
        assert isinstance(before, S) and isinstance(action, PlayCard)
        trick = [*before.trick, action.card]
        index, _ = trick_winner(trick, before.trump)
        if index != len(trick) - 1:
            return False, f"{NAME[action.card]} would not win this trick."
        if no_trump and COLOUR[action.card] == before.trump:
            return False, "a trump wins, but this exercise asks you to win without one."
        return True, ""

    return check


# -- the deck --------------------------------------------------------------------------------


def _deck_hand() -> State:
    hands = [
        ["Green 9♣", "Bronze K♣", "Gold A♦"],
        ["Red 8♥", "Red 9♥", "Red 10♥"],
        ["Black 8♠", "Black 9♠", "Black 10♠"],
        ["Silver 8♦", "Silver 9♦", "Silver 10♦"],
    ]
    return arrange(hands, "1 Black", declarer=1, leader=0, names=NAMES)


def _clubs_held(state: State) -> str:
    return str(sum(SUIT[c] == SUIT_NAMES.index("Clubs") for c in state.hands[0]))


def _clubs_choices(state: State) -> list[str]:
    green_only = sum(COLOUR_NAMES[COLOUR[c]] == "Green" for c in state.hands[0])
    return choices_around(int(_clubs_held(state)), green_only)


def _silvers_partner(state: State) -> str:
    silver = COLOUR_NAMES.index("Silver")
    diamonds = COLOUR_SUIT[silver]
    return next(
        COLOUR_NAMES[COLOUR[c]]
        for c in CARDS_OF_SUIT[diamonds]
        if COLOUR_NAMES[COLOUR[c]] != "Silver"
    )


def _colour_choices(state: State) -> list[str]:
    return [c for c in COLOUR_NAMES if c != "Silver"]


# -- the auction -----------------------------------------------------------------------------


def _auction_at_2_black() -> State:
    state = GAME.new(4, seed=7, names=NAMES)
    state.dealer = 1  # Yves calls first, then Elsa, then you
    state.current_player = 2
    state.log = []
    state.apply(Bid(2, COLOUR_NAMES.index("Black")))
    state.apply(Pass())
    return state


def _cheapest_gold(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, Pass):
        return False, "this exercise asks you to bid Gold."
    assert isinstance(action, Bid)
    gold = COLOUR_NAMES.index("Gold")
    if action.trump != gold:
        return False, "this exercise asks for Gold as trump."
    if action.level > 3:
        return False, f"{action.level} Gold is higher than you need: 3 Gold already beats 2 Black."
    return True, "2 Gold is below 2 Black on the ladder (Gold has fewer Colour Points), so 3 Gold."


def _highest_of_three(state: State) -> str:
    return max(("2 Black", "2 NT", "3 Bronze"), key=find_bid)


# -- scoring ---------------------------------------------------------------------------------


def _end_of_hand() -> State:
    # Yves (your partner) declared 2 Black; you and Yves have 8 tricks, two tricks to go.
    hands = [
        ["Black A♠", "Black K♠"],
        ["Red 8♥", "Red 9♥"],
        ["Black Q♠", "Black J♠"],
        ["Gold 8♦", "Gold 9♦"],
    ]
    state = arrange(
        hands, "2 Black", declarer=2, leader=0, tricks=[4, 1, 4, 1], names=NAMES, one_hand=True
    )
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state


def _points_made(state: State) -> str:
    assert isinstance(state, S)
    points = state.history[-1][4:]  # per side, after dealer, declarer, contract, tricks
    return str(points[state.side(2)])


def _points_choices(state: State) -> list[str]:
    assert isinstance(state, S)
    _, _, contract, won, *_ = state.history[-1]
    level, trump = LADDER[contract]
    right = contract_result(level, trump, won)[0]
    no_overtricks = level * trick_value(trump)
    every_trick = won * trick_value(trump)
    return choices_around(right, no_overtricks, every_trick)


LESSONS: dict[str, tuple[str, list[Question | Task]]] = {
    "the_deck": (
        "Colours inside suits",
        [
            Question(
                "Your hand is at the bottom. How many of your cards are Clubs?",
                _deck_hand,
                choices=_clubs_choices,
                answer=_clubs_held,
                explain="Green and Bronze are both Clubs: a suit can hold two colours.",
            ),
            Question(
                "Silver cards are Diamonds. Which other colour is a Diamonds colour?",
                _deck_hand,
                choices=_colour_choices,
                answer=_silvers_partner,
                explain="Diamonds are Silver and Gold (Gold is part of our provisional deck).",
            ),
        ],
    ),
    "following_suit": (
        "Following suit",
        [
            Task(
                "Elsa led the Green Q♣ and Black is trump. Play a card the rules allow "
                "(try the Silver 9♦ to see why it is refused).",
                lambda: arrange(
                    [
                        ["Bronze 8♣", "Silver 9♦", "Black A♠"],
                        ["Red 8♥", "Red 9♥", "Red 10♥"],
                        ["Gold 8♦", "Gold 9♦", "Gold 10♦"],
                        ["Purple 8♥", "Purple 9♥"],
                    ],
                    "1 Black",
                    declarer=1,
                    leader=3,
                    trick=["Green Q♣"],
                    names=NAMES,
                ),
                explain="Holding a Club, you play a Club (of either colour) or a trump.",
            ),
        ],
    ),
    "following_colour": (
        "Following colour wins",
        [
            Task(
                "No Trump. Coco led the Green 9♣, Yves played the Bronze A♣, Elsa the "
                "Bronze 8♣. Win the trick.",
                _trick_position(
                    [
                        ["Green 10♣", "Bronze K♣", "Red 8♥"],
                        ["Red 9♥", "Red 10♥"],
                        ["Purple 8♥", "Purple 9♥"],
                        ["Gold 8♦", "Gold 9♦"],
                    ],
                    ["Green 9♣", "Bronze A♣", "Bronze 8♣"],
                    "1 NT",
                ),
                check=_wins_the_trick(no_trump=True),
                explain="Your Green 10 follows the lead's colour, so the highest Green card "
                "wins, and the Bronze Ace does not count.",
            ),
        ],
    ),
    "trumps": (
        "Trumps",
        [
            Task(
                "Gold is trump. Coco led the Red A♥; you hold no Heart. Win the trick.",
                _trick_position(
                    [
                        ["Gold 8♦", "Black K♠", "Silver A♦"],
                        ["Red 9♥", "Red 10♥"],
                        ["Red 8♥", "Purple 9♥"],
                        ["Red J♥", "Purple 8♥"],
                    ],
                    ["Red A♥", "Red Q♥", "Purple 10♥"],
                    "1 Gold",
                ),
                check=_wins_the_trick(no_trump=False),
                explain="Even the lowest trump beats every card of another colour.",
            ),
        ],
    ),
    "three_tiers": (
        "Who wins the trick?",
        [
            Question(
                "Green is trump. Who took the last trick (shown in the middle)?",
                _finished_trick(["Bronze A♣", "Bronze K♣", "Green 8♣", "Silver 9♦"], "1 Green"),
                choices=_everyone,
                answer=_who_took_it,
                hide=WINNER,
                explain="Elsa's Green 8 is the only trump, and any trump beats the rest.",
            ),
            Question(
                "No Trump. Who took this one?",
                _finished_trick(["Green 9♣", "Bronze A♣", "Green 8♣", "Red 8♥"], "1 NT"),
                choices=_everyone,
                answer=_who_took_it,
                hide=WINNER,
                explain="Elsa followed Green, so the highest Green card wins: Coco's 9.",
            ),
            Question(
                "No Trump again. Who took this one?",
                _finished_trick(["Green 9♣", "Bronze A♣", "Red K♥", "Gold 8♦"], "1 NT"),
                choices=_everyone,
                answer=_who_took_it,
                hide=WINNER,
                explain="Nobody followed Green, so the highest Club wins: the Bronze Ace.",
            ),
            Question(
                "Black is trump. Who took this one?",
                _finished_trick(["Green 10♣", "Bronze 10♣", "Gold A♦", "Red 9♥"], "1 Black"),
                choices=_everyone,
                answer=_who_took_it,
                hide=WINNER,
                explain="Two Clubs tie at 10 and nobody followed Green: the first one played wins.",
            ),
        ],
    ),
    "bid_ladder": (
        "The bid ladder",
        [
            Question(
                "Which of these bids is the highest?",
                _auction_at_2_black,
                choices=lambda s: ["2 Black", "2 NT", "3 Bronze"],
                answer=_highest_of_three,
                explain="Any level 3 beats any level 2; within a level, No Trump is on top.",
            ),
            Task(
                "Yves bid 2 Black, Elsa passed. Bid Gold as trump, as cheaply as the ladder "
                "allows.",
                _auction_at_2_black,
                check=_cheapest_gold,
            ),
        ],
    ),
    "scoring": (
        "A contract scored",
        [
            Question(
                lambda s: (
                    f"The hand is over. Yves played {bid_name(s.history[-1][2])} and your side "  # type: ignore[attr-defined]
                    f"won {s.history[-1][3]} tricks. How many points does your side score?"  # type: ignore[attr-defined]
                ),
                _end_of_hand,
                choices=_points_choices,
                answer=_points_made,
                hide=SCORES,
                explain="Level x trick value (10 + Black's 7 Colour Points = 17), plus 1 for "
                "each trick over the 8 you needed.",
            ),
        ],
    ),
}

__all__ = ["LESSONS"]
