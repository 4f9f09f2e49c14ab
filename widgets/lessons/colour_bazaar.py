"""Colour Bazaar lessons: the steps behind ``notebooks/colour_bazaar/learn.ipynb``.

Every right answer is computed by the rules (``contribution``, ``suit_value``, ...); the wrong
choices offered next to it are the usual misreadings, computed the same way.
"""

from __future__ import annotations

from collections.abc import Callable

from fashion_core import Action, State
from fashion_core.decks.decktet import CARD_BY_NAME, NAME, Suit
from fashion_core.games.colour_bazaar import (
    ColourBazaarState,
    PlayCard,
    TakeChip,
    can_play_on,
    chip_score,
    contribution,
    suit_value,
)
from fashion_core.games.colour_bazaar.positions import arrange
from widgets.lesson import Question, Task, choices_around

S = ColourBazaarState
VALUES = ("values",)  # hide the value read-outs until the question is answered
NAMES = ["You", "Coco"]
WORKED = ["the Discovery", "the Sea", "the Darkness", "the Calamity"]  # on the Light Keeper


def _markets_for_sea(state: State) -> str:
    assert isinstance(state, S)
    sea = CARD_BY_NAME["the Sea"].id
    return str(sum(can_play_on(sea, stack[-1]) for stack in state.stacks))


def _fresh_with_sea() -> State:
    return arrange(
        [
            ["the Sea", "the Mill", "the Savage", "Ace of Suns"],
            ["the Bard", "the Pact", "the Cave", "the Author"],
        ],
        names=NAMES,
    )


def _play_the_mill(before: State, action: Action) -> tuple[bool, str]:
    if isinstance(action, PlayCard) and NAME[action.card] == "the Mill":
        return True, "It shares a suit with that market's top card."
    return False, "this exercise is about the Mill: choose the Mill, then a market."


def _stuck() -> State:
    # Every market top shows only Wyrms, Knots or Suns; the hand has none of them.
    return arrange(
        [
            ["the Mill", "Ace of Moons", "the Journey", "the Forest"],
            ["the Bard", "the Pact", "the Cave", "the Author"],
        ],
        [["the Calamity"], ["Ace of Wyrms"], ["the Windfall"], ["Ace of Suns"]],
        names=NAMES,
    )


def _one_fits() -> State:
    return arrange(
        [
            ["the Mill", "Ace of Moons", "the Journey", "the Penitent"],
            ["the Bard", "the Pact", "the Cave", "the Author"],
        ],
        [["the Calamity"], ["Ace of Wyrms"], ["the Windfall"], ["Ace of Suns"]],
        names=NAMES,
    )


def _invest() -> State:
    return arrange(
        [
            ["the Mill", "Ace of Moons", "the Journey"],
            ["the Bard", "the Pact", "the Cave", "the Author"],
        ],
        [["the Forest"], ["the Desert", "the Penitent"], ["the Darkness"], ["the Sailor"]],
        chips=[[1, 0, 1, 0, 1, 0], [0, 1, 0, 2, 0, 1]],
        names=NAMES,
        phase="invest",
    )


def _best_chip(before: State, action: Action) -> tuple[bool, str]:
    assert isinstance(before, S) and isinstance(action, TakeChip)
    values = before.values()
    open_suits = [s for s in range(6) if before.supply[s]]
    best = max(values[s] for s in open_suits)
    if values[action.suit] == best:
        return True, f"{Suit(action.suit).label} is worth {best} per chip right now."
    leaders = [Suit(s).label for s in open_suits if values[s] == best]
    return False, (
        f"{Suit(action.suit).label} is worth {values[action.suit]} now, while "
        f"{' or '.join(leaders)} is worth {best}."
    )


def _worked() -> State:
    # Market 3 starts on the Light Keeper (Suns, Waves, Knots).
    return arrange(
        [["the Mill", "Ace of Moons"], ["the Bard", "the Pact"]], [[], [], WORKED, []], names=NAMES
    )


def _adds(suit: Suit) -> tuple[Callable[[State], str], Callable[[State], list[str]]]:
    def answer(state: State) -> str:
        assert isinstance(state, S)
        return str(contribution(state.stacks[2], suit))

    def choices(state: State) -> list[str]:
        assert isinstance(state, S)
        stack = state.stacks[2]
        crowns = contribution(stack, suit, crowns_count=True)  # misreading: Crowns count
        return choices_around(contribution(stack, suit), crowns)

    return answer, choices


def _finished() -> State:
    return arrange(
        [[], []],
        [
            ["the Forest", "the Pact", "the Huntress"],
            ["the Author", "the Battle"],
            ["the Discovery", "the Painter", "the Mill"],
            ["the Sailor", "the Savage"],
        ],
        chips=[[4, 3, 2, 1, 3, 2], [1, 2, 3, 4, 2, 3]],
        names=NAMES,
        phase="over",
    )


def _value_of(suit: Suit) -> tuple[Callable[[State], str], Callable[[State], list[str]]]:
    def answer(state: State) -> str:
        assert isinstance(state, S)
        return str(suit_value(state.stacks, suit))

    def choices(state: State) -> list[str]:
        assert isinstance(state, S)
        right = suit_value(state.stacks, suit)
        with_crowns = suit_value(state.stacks, suit, crowns_count=True)
        only_tops = sum(contribution([s[-1]], suit) for s in state.stacks)
        return choices_around(right, with_crowns, only_tops)

    return answer, choices


def _your_score(state: State) -> str:
    assert isinstance(state, S)
    return str(chip_score(state.chips[0], state.values()))


def _score_choices(state: State) -> list[str]:
    assert isinstance(state, S)
    right = chip_score(state.chips[0], state.values())
    crowns = chip_score(state.chips[0], [suit_value(state.stacks, s, True) for s in Suit])
    return choices_around(right, crowns, spread=3)


def _why_value(suit: Suit) -> Callable[[State], str]:
    def explain(state: State) -> str:
        from fashion_core.games.colour_bazaar.explain import why_value

        lines = [
            f"Market {k + 1}: " + why_value([NAME[c] for c in s], suit)
            for k, s in enumerate(state.stacks)
        ]  # type: ignore[attr-defined]
        return " ".join(lines)

    return explain


_wy_answer, _wy_choices = _adds(Suit.WYRMS)
_wa_answer, _wa_choices = _adds(Suit.WAVES)
_kn_answer, _kn_choices = _adds(Suit.KNOTS)
_leaves_answer, _leaves_choices = _value_of(Suit.LEAVES)

LESSONS = {
    "the_markets": (
        "The four markets",
        [
            Question(
                "Your hand holds the Sea, whose only suit is Waves. At the start, each market is "
                "just a Pawn with three suits. How many markets can take the Sea?",
                _fresh_with_sea,
                choices=lambda s: ["0", "1", "2", "3", "4"],
                answer=_markets_for_sea,
                explain="Every suit appears on exactly two Pawns, so any card fits somewhere "
                "at the start.",
            ),
        ],
    ),
    "suit_match": (
        "Playing a card",
        [
            Task(
                "Play the Mill (Waves and Leaves) on a market whose top card shares one of its "
                "suits: click the Mill, then a market.",
                _fresh_with_sea,
                check=_play_the_mill,
            ),
        ],
    ),
    "must_discard": (
        "When nothing fits",
        [
            Task(
                "None of your cards shares a suit with any market top. Discard one of them "
                "(click it).",
                _stuck,
                explain="You still take a chip this turn.",
            ),
            Task(
                "Now exactly one of your cards fits a market. Find it and play it: discarding is "
                "not allowed while any play exists.",
                _one_fits,
            ),
        ],
    ),
    "invest": (
        "Investing in a suit",
        [
            Task(
                "You have played your card; now take a chip. Take one of the suit that is worth "
                "the most right now (see the chip supply).",
                _invest,
                check=_best_chip,
                explain="Values still change until the end, so this is a bet, not a sure thing.",
            ),
        ],
    ),
    "topmost_card": (
        "What a market adds",
        [
            Question(
                "Market 3 holds, from the bottom: the Light Keeper (a Pawn), the Discovery, the "
                "Sea, the Darkness and the Calamity. What does it add to Waves?",
                _worked,
                choices=_wa_choices,
                answer=_wa_answer,
                hide=VALUES,
                explain="The topmost Ace or number card with Waves is the Darkness (9).",
            ),
            Question(
                "And what does Market 3 add to Wyrms?",
                _worked,
                choices=_wy_choices,
                answer=_wy_answer,
                hide=VALUES,
                explain="The Calamity is a Crown: Crowns never count and do not block, so the "
                "Darkness (9) below it counts.",
            ),
            Question(
                "And to Knots? (Only the Light Keeper, a Pawn, shows Knots.)",
                _worked,
                choices=_kn_choices,
                answer=_kn_answer,
                hide=VALUES,
                explain="Pawns are not number cards, so Knots get nothing from this market.",
            ),
        ],
    ),
    "final_score": (
        "Scoring a finished game",
        [
            Question(
                "The game is over. Add up what each market adds to Leaves: what is one Leaves "
                "chip worth?",
                _finished,
                choices=_leaves_choices,
                answer=_leaves_answer,
                hide=VALUES,
                explain=_why_value(Suit.LEAVES),
            ),
            Question(
                "You hold 4 Moons, 3 Suns, 2 Waves, 1 Leaves, 3 Wyrms and 2 Knots chips. Each "
                "chip is worth its suit's value. What is your score?",
                _finished,
                choices=_score_choices,
                answer=_your_score,
                hide=VALUES,
                explain="Multiply each suit's value by your chips of that suit and add up.",
            ),
        ],
    ),
}

__all__ = ["LESSONS"]
