"""Colour Bazaar lessons: the steps behind ``notebooks/colour_bazaar/learn.ipynb``.

Every right answer is computed by the rules (``contribution``, ``suit_value``, ...); every
wrong choice offered next to it is a usual misreading computed the same way (Crowns counted,
only the top card read, the lower cards of a market matched), and says so when chosen. The
practice generators at the end deal fresh positions from random play.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fashion_core import Action, State
from fashion_core.decks.decktet import CARD_BY_NAME, FACE, NAME, SUIT_MASK, Suit, suits_in
from fashion_core.games.colour_bazaar import (
    ColourBazaarState,
    PlayCard,
    TakeChip,
    can_play_on,
    chip_score,
    contribution,
    suit_value,
)
from fashion_core.games.colour_bazaar.explain import counting_card, why_value
from fashion_core.games.colour_bazaar.positions import arrange
from fashion_core.words import amount
from widgets.pages.lesson import (
    Choice,
    Question,
    Step,
    Task,
    fixed,
    random_position,
    readings,
)

S = ColourBazaarState
VALUES = ("values",)  # hide the value read-outs until the question is answered
NAMES = ["You", "Coco"]
WORKED = ["the Discovery", "the Sea", "the Darkness", "the Calamity"]  # on the Light Keeper


def _bazaar(state: State) -> S:
    assert isinstance(state, S)
    return state


def _suits(card: int) -> str:
    labels = [s.label for s in suits_in(SUIT_MASK[card])]
    return ", ".join(labels[:-1]) + " and " + labels[-1] if len(labels) > 1 else labels[0]


def _markets(numbers: list[int]) -> str:
    if not numbers:
        return "None"
    words = [str(k + 1) for k in numbers]
    if len(words) == 1:
        return f"Market {words[0]}"
    return "Markets " + ", ".join(words[:-1]) + " and " + words[-1]


# -- which markets take a card --------------------------------------------------------------


def markets_question(card_name: str, prompt: str, position: Callable[[], State]) -> Question:
    """ "Which markets take this card?": the tops decide; lower cards and Pawns below do not."""
    card = CARD_BY_NAME[card_name].id

    def right(state: State) -> list[int]:
        return [k for k, s in enumerate(_bazaar(state).stacks) if can_play_on(card, s[-1])]

    def anywhere(state: State) -> list[int]:  # misreading: any card of the market counts
        return [
            k for k, s in enumerate(_bazaar(state).stacks) if any(can_play_on(card, c) for c in s)
        ]

    def answer(state: State) -> str:
        return _markets(right(state))

    def choices(state: State) -> list[Choice]:
        good = right(state)
        tops = ", ".join(
            f"market {k + 1}: {NAME[s[-1]]} ({_suits(s[-1])})"
            for k, s in enumerate(_bazaar(state).stacks)
        )
        why: dict[str, str] = {
            answer(state): f"The top cards decide: {tops}. {NAME[card]} shows {_suits(card)}."
        }
        low = anywhere(state)
        why.setdefault(
            _markets(low),
            f"That would be right if any card of a market counted; only the top card does "
            f"({tops}).",
        )
        for k in range(4):
            other = sorted(set(good) ^ {k})
            verb = "shares" if k in good else "shares no suit"
            why.setdefault(
                _markets(other),
                f"Look at market {k + 1} again: its top card {verb} "
                f"{'a suit ' if k in good else ''}with {NAME[card]} ({_suits(card)}).",
            )
            if len(why) >= 5:
                break
        return [Choice(text, reason) for text, reason in sorted(why.items())]

    return Question(prompt, position, choices, answer, hide=VALUES, practice=practise_markets)


def _fresh_with_sea() -> State:
    return arrange(
        hands=[
            ["the Sea", "the Mill", "the Savage", "Ace of Suns"],
            ["the Bard", "the Pact", "the Cave", "the Author"],
        ],
        names=NAMES,
    )


def practise_markets(rng: random.Random) -> Step:
    def instructive(state: State) -> bool:
        s = _bazaar(state)
        if s.phase.value != "influence" or len(s.stacks[0]) + len(s.stacks[1]) < 4:
            return False
        hand = s.hands[s.current_player]
        return any(_lower_cards_mislead(s, c) for c in hand)

    state = _bazaar(random_position("colour_bazaar", rng, players=2, keep=instructive))
    hand = state.hands[state.current_player]
    card = next(c for c in hand if _lower_cards_mislead(state, c))
    step = markets_question(
        NAME[card],
        f"Which markets can take {NAME[card]} ({_suits(card)}) right now?",
        fixed(state),
    )
    step.seat = state.current_player
    return step


def _lower_cards_mislead(state: S, card: int) -> bool:
    """True when a lower card of some market shares a suit its top card does not."""
    return any(
        not can_play_on(card, s[-1]) and any(can_play_on(card, c) for c in s) for s in state.stacks
    )


# -- a whole turn ---------------------------------------------------------------------------


def _turn_over(state: State) -> bool:
    return state.current_player != 0


def _whole_turn(start: State, end: State) -> tuple[bool, str]:
    s, e = _bazaar(start), _bazaar(end)
    took = [Suit(k).label for k in range(6) if e.chips[0][k] > s.chips[0][k]]
    drew = len(e.hands[0]) == len(s.hands[0])
    return True, (
        f"You played a card, took a {took[0]} chip"
        + (" and drew a card to keep four in hand." if drew else ".")
    )


def turn_task(prompt: str, position: Callable[[], State]) -> Task:
    """ "Play a whole turn": a card, then a chip; the draw comes by itself."""
    return Task(prompt, position, done=_turn_over, judge=_whole_turn, practice=practise_turn)


def practise_turn(rng: random.Random) -> Step:
    def ready(state: State) -> bool:
        s = _bazaar(state)
        return s.current_player == 0 and s.phase.value == "influence" and bool(s.deck)

    state = random_position("colour_bazaar", rng, players=2, keep=ready, names=NAMES)
    return turn_task(
        "Another position: play a whole turn (a card on a market, then a chip).", fixed(state)
    )


# -- playing and discarding -----------------------------------------------------------------


def plays(name: str) -> Callable[[State, Action], tuple[bool, str]]:
    """The check of "play ``name`` on a market whose top shares a suit"."""

    def check(before: State, action: Action) -> tuple[bool, str]:
        if isinstance(action, PlayCard) and NAME[action.card] == name:
            top = _bazaar(before).stacks[action.stack][-1]
            shared = " and ".join(
                s.label for s in suits_in(SUIT_MASK[top] & SUIT_MASK[action.card])
            )
            return True, f"It shares {shared} with {NAME[top]}, that market's top card."
        card = NAME[action.card] if isinstance(action, PlayCard) else "That move"
        return False, f"{card} may go there too, but this step is about {name}: click it first."

    return check


def practise_playing(rng: random.Random) -> Step:
    """Play a named card of your hand on a market it fits, in a fresh position."""

    def fitting(state: State) -> list[int]:
        s = _bazaar(state)
        return [c for c in s.hands[0] if any(can_play_on(c, st[-1]) for st in s.stacks)]

    def ready(state: State) -> bool:
        s = _bazaar(state)
        return s.current_player == 0 and s.phase.value == "influence" and len(fitting(s)) >= 2

    state = _bazaar(random_position("colour_bazaar", rng, players=2, keep=ready, names=NAMES))
    card = rng.choice(fitting(state))
    name = NAME[card]
    return Task(
        f"Play {name} ({_suits(card)}) on a market whose top card shares one of its suits: "
        f"click {name}, then a market.",
        fixed(state),
        check=plays(name),
        working=_hand_fits,
        practice=practise_playing,
    )


def _wyrms_knots_suns_tops(last_card: str) -> State:
    # Every market top shows only Wyrms, Knots or Suns; the hand but its last card has none.
    return arrange(
        hands=[
            ["the Mill", "Ace of Moons", "the Journey", last_card],
            ["the Bard", "the Pact", "the Cave", "the Author"],
        ],
        markets=[["the Calamity"], ["Ace of Wyrms"], ["the Windfall"], ["Ace of Suns"]],
        names=NAMES,
    )


def _stuck() -> State:
    # The Forest (Moons, Leaves) fits no market either: a discard is the only move.
    return _wyrms_knots_suns_tops("the Forest")


def _one_fits() -> State:
    # The Penitent (Suns, Wyrms) instead: it is the one card that fits, so no discard.
    return _wyrms_knots_suns_tops("the Penitent")


def _tops(state: State) -> list[str]:
    return [
        f"Market {k + 1}: {NAME[s[-1]]} ({_suits(s[-1])})"
        for k, s in enumerate(_bazaar(state).stacks)
    ]


def _hand_fits(state: State) -> list[str]:
    s = _bazaar(state)
    lines = _tops(state)
    for card in s.hands[s.current_player]:
        fits = [k + 1 for k, st in enumerate(s.stacks) if can_play_on(card, st[-1])]
        where = f"fits market {', '.join(map(str, fits))}" if fits else "fits nowhere"
        lines.append(f"{NAME[card]} ({_suits(card)}): {where}")
    return lines


def fits_task(prompt: str, position: Callable[[], State], explain: str = "") -> Task:
    """ "Play a card if one fits, otherwise discard": the market tops decide."""
    return Task(prompt, position, explain=explain, working=_hand_fits, practice=practise_fits)


def practise_fits(rng: random.Random) -> Step:
    """ "Which of your cards can be played?" with exactly one (or no) card that fits."""

    def few(state: State) -> bool:
        s = _bazaar(state)
        if s.phase.value != "influence":
            return False
        fitting = {a.card for a in s.playable()}
        return len(fitting) <= 1

    state = _bazaar(random_position("colour_bazaar", rng, players=2, keep=few))
    step = fits_task(
        "Another position: play a card if one fits a market, otherwise discard one.", fixed(state)
    )
    step.seat = state.current_player
    return step


# -- investing ------------------------------------------------------------------------------


def _invest() -> State:
    return arrange(
        hands=[
            ["the Mill", "Ace of Moons", "the Journey"],
            ["the Bard", "the Pact", "the Cave", "the Author"],
        ],
        markets=[["the Forest"], ["the Desert", "the Penitent"], ["the Darkness"], ["the Sailor"]],
        chips=[[1, 0, 1, 0, 1, 0], [0, 1, 0, 2, 0, 1]],
        names=NAMES,
        phase="invest",
    )


def _best_chip(before: State, action: Action) -> tuple[bool, str]:
    state = _bazaar(before)
    assert isinstance(action, TakeChip)
    values = state.values()
    open_suits = [s for s in range(6) if state.supply[s]]
    best = max(values[s] for s in open_suits)
    if values[action.suit] == best:
        return True, f"{Suit(action.suit).label} is worth {best} per chip right now."
    leaders = [Suit(s).label for s in open_suits if values[s] == best]
    return False, (
        f"{Suit(action.suit).label} is worth {values[action.suit]} now, while "
        f"{' or '.join(leaders)} is worth {best}."
    )


def _values_working(state: State) -> list[str]:
    s = _bazaar(state)
    return [
        f"{suit.label}: "
        + " + ".join(str(contribution(st, suit)) for st in s.stacks)
        + f" = {suit_value(s.stacks, suit)}"
        for suit in Suit
    ]


def practise_invest(rng: random.Random) -> Step:
    def one_best(state: State) -> bool:
        s = _bazaar(state)
        if s.phase.value != "invest":
            return False
        open_values = sorted((s.values()[k] for k in range(6) if s.supply[k]), reverse=True)
        return len(open_values) > 1 and open_values[0] > open_values[1]

    state = _bazaar(random_position("colour_bazaar", rng, players=2, keep=one_best))
    return Task(
        "Another position: take a chip of the suit worth the most right now.",
        fixed(state),
        check=_best_chip,
        seat=state.current_player,
        hide=VALUES,
        working=_values_working,
        practice=practise_invest,
    )


# -- the end of the game --------------------------------------------------------------------


def _turns_left(state: State) -> str:
    return str(sum(_bazaar(state).supply))


def _turns_choices(state: State) -> list[Choice]:
    s = _bazaar(state)
    left = sum(s.supply)
    return readings(
        left,
        "Every turn takes exactly one chip, and the game ends with the last one: "
        f"{amount(left, ('chip', 'chips'))}, {amount(left, ('turn', 'turns'))}.",
        {
            "if the game ended when the draw pile runs out; it only stops the drawing": len(s.deck),
            "if you counted rounds; every player's turn takes a chip": left // s.num_players,
            "if a suit's last chip ended the game; only the very last chip does": min(
                n for n in s.supply if n
            ),
        },
        "{n} is not it: count the chips left in the supply, one per turn.",
    )


def _end_position() -> State:
    return arrange(
        hands=[["the Mill", "Ace of Moons", "the Journey"], ["the Bard", "the Pact", "the Cave"]],
        markets=[["the Forest"], ["the Desert", "the Penitent"], ["the Darkness"], ["the Sailor"]],
        chips=[[4, 2, 3, 1, 2, 1], [1, 3, 2, 2, 1, 3]],
        names=NAMES,
        deck=["the Savage"],
    )


def end_question(prompt: str, position: Callable[[], State]) -> Question:
    """ "How many more turns?": one chip a turn, and the last chip ends the game."""
    return Question(prompt, position, _turns_choices, _turns_left, practice=practise_end)


def practise_end(rng: random.Random) -> Step:
    def late(state: State) -> bool:
        s = _bazaar(state)
        left = sum(s.supply)
        return s.phase.value == "influence" and 2 < left < 20 and len(s.deck) not in (left, 0)

    state = _bazaar(random_position("colour_bazaar", rng, players=rng.choice((2, 3)), keep=late))
    step = end_question(
        f"{state.num_players} players, {len(state.deck)} cards in the draw pile. "
        "How many more turns will this game last (this one included)?",
        fixed(state),
    )
    step.seat = state.current_player
    return step


# -- what a market adds ---------------------------------------------------------------------


def _worked() -> State:
    # Market 3 starts on the Light Keeper (Suns, Waves, Knots).
    return arrange(
        hands=[["the Mill", "Ace of Moons"], ["the Bard", "the Pact"]],
        markets=[[], [], WORKED, []],
        names=NAMES,
    )


def adds_question(prompt: str, position: Callable[[], State], market: int, suit: Suit) -> Question:
    """ "What does market k add to a suit?" with the Crown, top-card and Pawn misreadings."""
    label = suit.label

    def answer(state: State) -> str:
        return str(contribution(_bazaar(state).stacks[market], suit))

    def choices(state: State) -> list[Choice]:
        stack = _bazaar(state).stacks[market]
        top = stack[-1]
        top_only = FACE[top] if SUIT_MASK[top] & suit.bit and FACE[top] <= 9 else 0
        return readings(
            contribution(stack, suit),
            why_value([NAME[c] for c in stack], suit),
            {
                "if Crowns counted (as 10); here they are skipped and do not block": contribution(
                    stack, suit, crowns_count=True
                ),
                f"if only the top card were read; look down to the first Ace or number card "
                f"with {label}": top_only,
                "if you added up every card with the suit; only the topmost counting one "
                "counts": sum(
                    FACE[c] for c in stack if SUIT_MASK[c] & suit.bit and 1 <= FACE[c] <= 9
                ),
            },
            "{n} is no card of this market that counts for "
            + label
            + ": find the topmost card that counts.",
        )

    def working(state: State) -> list[str]:
        stack = _bazaar(state).stacks[market]
        lines = []
        counting = counting_card(stack, suit)
        for card in reversed(stack):
            if not SUIT_MASK[card] & suit.bit:
                lines.append(f"{NAME[card]}: no {label}, look further down.")
            elif card == counting:
                lines.append(f"{NAME[card]}: {label}, rank {FACE[card]}: it counts. Stop here.")
                break
            else:
                lines.append(f"{NAME[card]}: {label}, but not an Ace or number card: skipped.")
        else:
            lines.append(f"No Ace or number card with {label}: this market adds 0.")
        return lines

    return Question(
        prompt,
        position,
        choices,
        answer,
        hide=VALUES,
        working=working,
        practice=practise_adds,
    )


def practise_adds(rng: random.Random) -> Step:
    def deep(state: State) -> bool:
        return any(len(s) >= 4 for s in _bazaar(state).stacks)

    state = _bazaar(random_position("colour_bazaar", rng, players=2, keep=deep))
    market = next(k for k, s in enumerate(state.stacks) if len(s) >= 4)
    suits = [s for s in Suit if any(SUIT_MASK[c] & s.bit for c in state.stacks[market])]
    suit = rng.choice(suits)
    return adds_question(
        f"What does Market {market + 1} add to {suit.label}?", fixed(state), market, suit
    )


# -- scoring a finished game ----------------------------------------------------------------


def _finished() -> State:
    return arrange(
        hands=[[], []],
        markets=[
            ["the Forest", "the Pact", "the Huntress"],
            ["the Author", "the Battle"],
            ["the Discovery", "the Painter", "the Mill"],
            ["the Sailor", "the Savage"],
        ],
        chips=[[4, 3, 2, 1, 3, 2], [1, 2, 3, 4, 2, 3]],
        names=NAMES,
        phase="over",
    )


def value_question(prompt: str, position: Callable[[], State], suit: Suit) -> Question:
    label = suit.label

    def answer(state: State) -> str:
        return str(suit_value(_bazaar(state).stacks, suit))

    def choices(state: State) -> list[Choice]:
        stacks = _bazaar(state).stacks
        return readings(
            suit_value(stacks, suit),
            "Add what each market adds: " + " ".join(_market_lines(state, suit)),
            {
                "if Crowns counted (as 10)": suit_value(stacks, suit, crowns_count=True),
                "if only the top cards were read": sum(contribution([s[-1]], suit) for s in stacks),
            },
            "{n} is not the sum of what the four markets add to " + label + ".",
        )

    return Question(
        prompt,
        position,
        choices,
        answer,
        hide=VALUES,
        working=lambda state: [*_market_lines(state, suit), f"{label}: {answer(state)}"],
        practice=practise_value,
    )


def _market_lines(state: State, suit: Suit) -> list[str]:
    return [
        f"Market {k + 1}: " + why_value([NAME[c] for c in s], suit)
        for k, s in enumerate(_bazaar(state).stacks)
    ]


def score_question(prompt: str, position: Callable[[], State], seat: int) -> Question:
    def answer(state: State) -> str:
        s = _bazaar(state)
        return str(chip_score(s.chips[seat], s.values()))

    def choices(state: State) -> list[Choice]:
        s = _bazaar(state)
        chips, values = s.chips[seat], s.values()
        crowns = [suit_value(s.stacks, suit, True) for suit in Suit]
        return readings(
            chip_score(chips, values),
            "Each chip is worth its suit's value; see the breakdown beside the table.",
            {
                "if Crowns counted (as 10)": chip_score(chips, crowns),
                "if every suit you hold counted once, not once per chip": sum(
                    v for n, v in zip(chips, values, strict=True) if n
                ),
                "if the chips were simply counted": sum(chips),
            },
            "{n} is off: multiply each suit's value by your chips of it and add.",
        )

    def working(state: State) -> list[str]:
        s = _bazaar(state)
        chips, values = s.chips[seat], s.values()
        lines = [
            f"{suit.label}: {chips[suit]} × {values[suit]} = {chips[suit] * values[suit]}"
            for suit in Suit
        ]
        return [*lines, f"Total: {answer(state)}"]

    return Question(
        prompt,
        position,
        choices,
        answer,
        hide=VALUES,
        working=working,
        practice=practise_score,
    )


def _finished_game(rng: random.Random) -> ColourBazaarState:
    return _bazaar(
        random_position("colour_bazaar", rng, players=2, keep=lambda s: s.is_over, names=NAMES)
    )


def practise_value(rng: random.Random) -> Step:
    """What one chip of a suit is worth, in a fresh finished game."""
    state = _finished_game(rng)
    suit = rng.choice(list(Suit))
    return value_question(
        f"The game is over. What is one {suit.label} chip worth?", fixed(state), suit
    )


def practise_score(rng: random.Random) -> Step:
    """Your whole score, in a fresh finished game (a chip's worth is the step before)."""
    state = _finished_game(rng)
    chips = ", ".join(f"{n} {Suit(k).label}" for k, n in enumerate(state.chips[0]) if n)
    return score_question(
        f"The game is over. You hold {chips}. What is your score?", fixed(state), 0
    )


LESSONS = {
    "the_markets": (
        "The four markets",
        [
            markets_question(
                "the Sea",
                "Your hand holds the Sea, whose only suit is Waves. At the start, each market is "
                "just a Pawn with three suits. Which markets can take the Sea?",
                _fresh_with_sea,
            ),
        ],
    ),
    "a_turn": (
        "A whole turn",
        [
            turn_task(
                "Play a whole turn: a card on a market whose top card shares a suit with it, "
                "then one chip of any suit. The card you draw comes by itself.",
                _fresh_with_sea,
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
                check=plays("the Mill"),
                working=_hand_fits,
                practice=practise_playing,
            ),
        ],
    ),
    "must_discard": (
        "When nothing fits",
        [
            fits_task(
                "Look at the market tops and your cards. Play a card if one fits; if none fits "
                "any market, discard one (click it).",
                _stuck,
                explain="None fitted, so a discard was the only move. You still take a chip.",
            ),
            fits_task(
                "Again: play a card if one fits a market, otherwise discard. Discarding is not "
                "allowed while any play exists.",
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
                working=_values_working,
                practice=practise_invest,
            ),
        ],
    ),
    "the_end": (
        "The end of the game",
        [
            end_question(
                "Two players; the draw pile holds one card. How many more turns will this game "
                "last, this one included?",
                _end_position,
            ),
        ],
    ),
    "topmost_card": (
        "What a market adds",
        [
            adds_question(
                "Market 3 holds, from the bottom: the Light Keeper (a Pawn), the Discovery, the "
                "Sea, the Darkness and the Calamity. What does it add to Waves?",
                _worked,
                2,
                Suit.WAVES,
            ),
            adds_question("And what does Market 3 add to Wyrms?", _worked, 2, Suit.WYRMS),
            adds_question(
                "And to Knots? (Only the Light Keeper, a Pawn, shows Knots.)",
                _worked,
                2,
                Suit.KNOTS,
            ),
        ],
    ),
    "final_score": (
        "Scoring a finished game",
        [
            value_question(
                "The game is over. Add up what each market adds to Leaves: what is one Leaves "
                "chip worth?",
                _finished,
                Suit.LEAVES,
            ),
            score_question(
                "You hold 4 Moons, 3 Suns, 2 Waves, 1 Leaves, 3 Wyrms and 2 Knots chips. Each "
                "chip is worth its suit's value. What is your score?",
                _finished,
                0,
            ),
        ],
    ),
}

__all__ = ["LESSONS"]
