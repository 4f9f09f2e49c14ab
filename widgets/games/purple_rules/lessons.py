"""Purple Rules lessons: the steps behind ``notebooks/purple_rules/learn.ipynb``.

Four players; you are seat 0 and your partner sits opposite (seat 2). Every right answer is
computed by the rules (``trick_winner``, the bid ladder, ``contract_result``), never typed in;
every wrong answer names the misreading that gives it (a higher card of the other colour, the
Colour Points left out of a trick's value, ...). The practice generators deal fresh positions
from random play of a one-hand game.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fashion_core import Action, State
from fashion_core.decks.purple_pack import (
    COLOUR,
    COLOUR_CPN,
    COLOUR_NAMES,
    COLOUR_SUIT,
    NAME,
    RPN,
    SUIT,
    SUIT_NAMES,
)
from fashion_core.games.purple_rules import GAME, Bid, Pass, PlayCard, PurpleRulesState
from fashion_core.games.purple_rules.auction import (
    BOOK,
    LADDER,
    bid_index,
    bid_name,
    denomination_name,
    highest_bid,
)
from fashion_core.games.purple_rules.positions import arrange, find_bid
from fashion_core.games.purple_rules.rules import Phase
from fashion_core.games.purple_rules.scoring import contract_result, trick_value
from fashion_core.games.purple_rules.tricks import NO_TRUMP, Tier, trick_winner, winner_reason
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
)

S = PurpleRulesState
NAMES = ["You", "Coco", "Yves", "Elsa"]
WINNER = ("winner", "turn")  # who took the last trick; the winner leads next, so also whose turn
OVERTRICKS = ("overtrick", "overtricks")
SCORES = ("scores", "ending")  # the game-over panel would show the points
TURN = ("turn",)  # "who calls first?" must not be shown by the table


def _purple(state: State) -> S:
    assert isinstance(state, S)
    return state


def _dealt(rng: random.Random, keep: Callable[[S], bool]) -> S:
    """A position of a one-hand, four-player game reached by random play where ``keep``
    holds."""
    return _purple(
        random_position(
            "purple_rules",
            rng,
            players=4,
            names=NAMES,
            one_hand=True,
            keep=lambda s: keep(_purple(s)),
        )
    )


def _at_seat(name: str) -> str:
    """The table zone of a player, to answer "who?" by clicking them (you have none)."""
    return "" if name == NAMES[0] else f"player-{NAMES.index(name)}"


# -- the deck --------------------------------------------------------------------------------


def _deck_hand() -> State:
    hands = [
        ["Green 9♣", "Bronze K♣", "Gold A♦"],
        ["Red 8♥", "Red 9♥", "Red 10♥"],
        ["Black 8♠", "Black 9♠", "Black 10♠"],
        ["Silver 8♦", "Silver 9♦", "Silver 10♦"],
    ]
    return arrange(hands=hands, contract="1 Black", declarer=1, leader=0, names=NAMES)


def _colours_of(suit: int) -> list[int]:
    return [c for c in range(len(COLOUR_NAMES)) if COLOUR_SUIT[c] == suit]


def suit_count_question(suit: int, position: Callable[[], State]) -> Question:
    """ "How many of your cards are Clubs?": both colours of the suit count."""
    label = SUIT_NAMES[suit]

    def held(state: State) -> list[int]:
        return [c for c in _purple(state).hands[0] if SUIT[c] == suit]

    def answer(state: State) -> str:
        return str(len(held(state)))

    def choices(state: State) -> list[Choice]:
        cards = held(state)
        colours = _colours_of(suit)
        names = " and ".join(COLOUR_NAMES[c] for c in colours)
        misreadings = {
            f"if only {COLOUR_NAMES[c]} cards were {label}; {names} both are": sum(
                COLOUR[x] == c for x in cards
            )
            for c in colours
        }
        misreadings[f"if you counted your whole hand; only {names} cards are {label}"] = len(
            _purple(state).hands[0]
        )
        return readings(
            len(cards),
            f"{label} come in {names}: {', '.join(NAME[c] for c in cards) or 'none'}.",
            misreadings,
            "{n} is not it: count your cards showing " + label[:-1] + " symbols.",
        )

    return Question(
        f"Your hand is at the bottom. How many of your cards are {label}?",
        position,
        choices=choices,
        answer=answer,
        practice=practise_suit_count,
    )


def practise_suit_count(rng: random.Random) -> Step:
    two_coloured = [s for s in range(len(SUIT_NAMES)) if len(_colours_of(s)) == 2]
    suit = rng.choice(two_coloured)

    def both_colours(s: S) -> bool:
        return s.phase is Phase.AUCTION and all(
            any(COLOUR[c] == colour for c in s.hands[0]) for colour in _colours_of(suit)
        )

    return suit_count_question(suit, fixed(_dealt(rng, both_colours)))


def partner_colour_question(colour: int, position: Callable[[], State]) -> Question:
    """ "Silver cards are Diamonds; which other colour is?": each colour says its own suit."""
    suit = COLOUR_SUIT[colour]
    label = SUIT_NAMES[suit]

    def answer(state: State) -> str:
        return next(COLOUR_NAMES[c] for c in _colours_of(suit) if c != colour)

    def why(name: str) -> str:
        other = COLOUR_SUIT[COLOUR_NAMES.index(name)]
        if other == suit:
            return f"{label} are {COLOUR_NAMES[colour]} and {name}: two colours in one suit."
        mates = " and ".join(COLOUR_NAMES[c] for c in _colours_of(other))
        return f"{name} cards are {SUIT_NAMES[other]} (the {SUIT_NAMES[other]} are {mates})."

    others = [n for n in COLOUR_NAMES if n != COLOUR_NAMES[colour]]
    return Question(
        f"{COLOUR_NAMES[colour]} cards are {label}. Which other colour is a {label} colour?",
        position,
        choices=lambda state: explained(others, why),
        answer=answer,
        practice=practise_partner_colour,
    )


EXAMPLE_COLOUR = COLOUR_NAMES.index("Silver")
"""The lesson's own example (Silver, a Diamonds colour): practice asks about another suit, so
it never repeats the example's question and answer word for word."""
EXAMPLE_DEALER = 2
"""Yves deals the lesson's own example (so Elsa calls first); practice deals with another."""


def practise_partner_colour(rng: random.Random) -> Step:
    paired = [
        c
        for c in range(len(COLOUR_NAMES))
        if len(_colours_of(COLOUR_SUIT[c])) == 2 and COLOUR_SUIT[c] != COLOUR_SUIT[EXAMPLE_COLOUR]
    ]
    state = _dealt(rng, lambda s: s.phase is Phase.AUCTION)
    return partner_colour_question(rng.choice(paired), fixed(state))


# -- the deal --------------------------------------------------------------------------------


def first_call_question(position: Callable[[], State]) -> Question:
    """ "Who calls first?": the player on the dealer's left."""

    def answer(state: State) -> str:
        s = _purple(state)
        return NAMES[(s.dealer + 1) % 4]

    def choices(state: State) -> list[Choice]:
        s = _purple(state)
        dealer, first = NAMES[s.dealer], answer(state)
        where = {
            s.dealer: f"{dealer} is the dealer; the calls start on the dealer's left, with "
            f"{first}.",
            (s.dealer + 1) % 4: f"{_sits(first)} on the dealer's ({dealer}'s) left: the first "
            "call is theirs, and the calls go on to the left.",
            (s.dealer + 2) % 4: f"{_sits(NAMES[(s.dealer + 2) % 4])} opposite the dealer; the "
            f"first call is on the dealer's left ({first}).",
            (s.dealer + 3) % 4: f"{_sits(NAMES[(s.dealer + 3) % 4])} on the dealer's right, where "
            f"the last call falls; the calls go to the left, from {first}.",
        }
        return explained(NAMES, lambda name: where[NAMES.index(name)], _at_seat)

    return Question(
        lambda s: (
            f"A new hand is dealt and {NAMES[_purple(s).dealer]} is the dealer (see the "
            "tags). Who makes the first call? Click the player, or a button."
        ),
        position,
        choices=choices,
        answer=answer,
        hide=TURN,
        practice=practise_first_call,
    )


def _new_deal() -> State:
    """A fresh deal with Yves dealing, so Elsa calls first."""
    seed = next(n for n in range(100) if _purple(GAME.new(4, seed=n)).dealer == EXAMPLE_DEALER)
    return GAME.new(4, seed=seed, names=NAMES, one_hand=True)


def practise_first_call(rng: random.Random) -> Step:
    state = _dealt(
        rng, lambda s: s.phase is Phase.AUCTION and not s.calls and s.dealer != EXAMPLE_DEALER
    )
    return first_call_question(fixed(state))


# -- playing to a trick ----------------------------------------------------------------------


def _to_trick(hands: list[list[str]], trick: list[str], contract: str) -> Callable[[], State]:
    """You (seat 0) play to a trick led by Coco (seat 1)."""

    def build() -> State:
        return arrange(
            hands=hands, contract=contract, declarer=1, leader=1, trick=trick, names=NAMES
        )

    return build


def following_task(prompt: str, position: Callable[[], State]) -> Task:
    """Any card the rules allow; a refused card is explained by the rule it breaks."""
    return Task(
        prompt,
        position,
        explain="Holding the led suit, you play that suit (either colour) or a trump; a "
        "card the rules refuse is explained by the rule it breaks.",
        practice=practise_following,
    )


def practise_following(rng: random.Random) -> Step:
    def bound(s: S) -> bool:  # you hold the led suit and some card that may not be played
        return (
            s.phase is Phase.PLAY
            and s.current_player == 0
            and bool(s.trick)
            and len(s.legal_actions()) < len(s.hands[0])
        )

    state = _dealt(rng, bound)
    lead = NAME[state.trick[0]]
    return following_task(f"{lead} was led. Play a card the rules allow.", fixed(state))


def _win_check(before: State, action: Action) -> tuple[bool, str]:
    s = _purple(before)
    assert isinstance(action, PlayCard)
    trick = [*s.trick, action.card]
    index, _ = trick_winner(trick, s.trump)
    reason = winner_reason(trick, s.trump)
    if index == len(trick) - 1:
        return True, reason + "."
    return False, f"with {NAME[action.card]}, {reason[:1].lower()}{reason[1:]}."


def win_task(prompt: str, position: Callable[[], State], explain: str = "") -> Task:
    """ "Win this trick": the wrong cards say which card would win instead, and why."""
    return Task(
        prompt,
        position,
        check=_win_check,
        explain=explain,
        working=_trick_working,
        practice=practise_win,
    )


def _trick_working(state: State) -> list[str]:
    s = _purple(state)
    trump = "No Trump" if s.trump == NO_TRUMP else f"{COLOUR_NAMES[s.trump]} is trump"
    lines = [f"{trump}; led: {NAME[s.trick[0]]}."]
    for card in s.legal_actions():
        assert isinstance(card, PlayCard)
        ok, said = _win_check(state, card)
        lines.append(
            f"{NAME[card.card]}: {'wins' if ok else 'loses'}. {said[:1].upper()}{said[1:]}"
        )
    return lines


def practise_win(rng: random.Random) -> Step:
    def choice(s: S) -> bool:  # last to play, and only some of your cards win
        if s.phase is not Phase.PLAY or s.current_player != 0 or len(s.trick) != 3:
            return False
        wins = [_win_check(s, a)[0] for a in s.legal_actions()]
        return any(wins) and not all(wins)

    state = _dealt(rng, choice)
    return win_task("You play last to this trick. Win it.", fixed(state))


# -- who took the trick ----------------------------------------------------------------------


def _finished_trick(trick: list[str], contract: str) -> Callable[[], State]:
    """A trick led by Coco and completed by your card (the last of ``trick``)."""
    others = [["Purple 8♥", "Purple 9♥"], ["Purple 10♥", "Purple J♥"], ["Purple Q♥", "Purple K♥"]]

    def build() -> State:
        hands = [[trick[-1], "Black 8♠", "Black 9♠"], *others]
        state = arrange(
            hands=hands, contract=contract, declarer=1, leader=1, trick=trick[:-1], names=NAMES
        )
        state.apply(PlayCard(NAME.index(trick[-1])))
        return state

    return build


def _seat_cards(state: State) -> dict[int, int]:
    s = _purple(state)
    return {(s.last_leader + i) % 4: c for i, c in enumerate(s.last_trick)}


def _why_not(trick: list[int], trump: int, card: int, whose: str) -> str:
    """Why ``card`` of ``trick`` did not win (``whose``: "Your", "Coco's"), by the tier that
    decided it."""
    index, tier = trick_winner(trick, trump)
    best = NAME[trick[index]]
    lead = trick[0]
    mine = f"{whose} {NAME[card]}"
    if tier is Tier.TRUMP:
        if COLOUR[card] == trump:
            return f"{mine} is a trump too, but lower than {best}"
        return f"{mine} is no trump, and a trump ({best}) was played"
    colour = COLOUR_NAMES[COLOUR[lead]]
    if tier is Tier.COLOUR:
        if COLOUR[card] != COLOUR[lead]:
            return (
                f"{mine} is not {colour}; someone followed {colour}, so only {colour} cards "
                f"compete and {best} is the highest"
            )
        return f"{mine} is {colour} but lower than {best}"
    suit = SUIT_NAMES[SUIT[lead]][:-1]
    if SUIT[card] != SUIT[lead]:
        return f"{mine} is no {suit}, so it cannot win; nobody followed {colour}"
    if RPN[card] == RPN[trick[index]]:
        return f"{mine} ties {best} in rank, but {best} was played first"
    return f"nobody followed {colour}, so the highest {suit} wins: {best}, not {mine}"


def _whose(name: str) -> str:
    return "Your" if name == NAMES[0] else f"{name}'s"


def _sits(name: str) -> str:
    return "You sit" if name == NAMES[0] else f"{name} sits"


def who_took_question(prompt: str, position: Callable[[], State]) -> Question:
    """ "Who took the last trick?": each player's answer says what their card lacked."""

    def answer(state: State) -> str:
        s = _purple(state)
        index, _ = trick_winner(s.last_trick, s.last_trump)
        return NAMES[(s.last_leader + index) % 4]

    def choices(state: State) -> list[Choice]:
        s = _purple(state)
        cards = _seat_cards(state)
        right = answer(state)

        def why(name: str) -> str:
            card = cards[NAMES.index(name)]
            if name == right:
                return winner_reason(s.last_trick, s.last_trump) + "."
            return _why_not(s.last_trick, s.last_trump, card, _whose(name)) + "."

        return explained(NAMES, why, _at_seat)

    def working(state: State) -> list[str]:
        s = _purple(state)
        trump = "No Trump" if s.last_trump == NO_TRUMP else f"{COLOUR_NAMES[s.last_trump]} trump"
        played = [f"{NAMES[seat]}: {NAME[c]}" for seat, c in _seat_cards(state).items()]
        return [f"{trump}. In play order:", *played, winner_reason(s.last_trick, s.last_trump)]

    return Question(
        prompt,
        position,
        choices=choices,
        answer=answer,
        hide=WINNER,
        working=working,
        practice=practise_who_took,
    )


def practise_who_took(rng: random.Random) -> Step:
    def telling(s: S) -> bool:  # a trick just ended, and the highest card did not take it
        if s.phase is not Phase.PLAY or s.trick or not s.last_trick:
            return False
        index, _ = trick_winner(s.last_trick, s.last_trump)
        return RPN[s.last_trick[index]] < max(RPN[c] for c in s.last_trick)

    state = _dealt(rng, telling)
    trump = "No Trump" if state.last_trump == NO_TRUMP else f"{COLOUR_NAMES[state.last_trump]}"
    return who_took_question(
        f"Trump: {trump}. Who took the last trick (shown in the middle)?", fixed(state)
    )


TIERS = [  # (prompt, trick led by Coco and ended by you, contract)
    (
        "Green is trump. Who took the last trick (shown in the middle)?",
        ["Bronze A♣", "Bronze K♣", "Green 8♣", "Silver 9♦"],
        "1 Green",
    ),
    ("No Trump. Who took this one?", ["Green 9♣", "Bronze A♣", "Green 8♣", "Red 8♥"], "1 NT"),
    ("No Trump again. Who took this one?", ["Green 9♣", "Bronze A♣", "Red K♥", "Gold 8♦"], "1 NT"),
    (
        "Black is trump. Who took this one?",
        ["Green 10♣", "Bronze 10♣", "Gold A♦", "Red 9♥"],
        "1 Black",
    ),
]


# -- the auction -----------------------------------------------------------------------------


def _auction_at_2_black() -> State:
    state = GAME.new(4, seed=7, names=NAMES)
    state.dealer = 1  # Yves calls first, then Elsa, then you
    state.current_player = 2
    state.log = []
    state.apply(Bid(2, COLOUR_NAMES.index("Black")))
    state.apply(Pass())
    return state


def _ladder_words(bid: int, than: int) -> str:
    (level, trump), (other, against) = LADDER[bid], LADDER[than]
    if level != other:
        return f"level {level} is {'above' if level > other else 'below'} level {other}"
    if trump == NO_TRUMP:
        return f"at level {level} No Trump is on top"
    if against == NO_TRUMP:
        return f"at level {level} No Trump is above every colour"
    return (
        f"at level {level}, {COLOUR_NAMES[trump]} has {COLOUR_CPN[trump]} Colour Points and "
        f"{COLOUR_NAMES[against]} {COLOUR_CPN[against]}"
    )


def highest_question(bids: list[str], position: Callable[[], State]) -> Question:
    """ "Which of these bids is highest?": each wrong bid says what puts it below."""
    top = max(bids, key=find_bid)

    def why(name: str) -> str:
        if name == top:
            others = [b for b in bids if b != top]
            return (
                f"{top} is highest: "
                + "; ".join(
                    f"against {b}, {_ladder_words(find_bid(top), find_bid(b))}" for b in others
                )
                + "."
            )
        return f"{name} is below {top}: {_ladder_words(find_bid(name), find_bid(top))}."

    return Question(
        "Which of these bids is the highest?",
        position,
        choices=lambda state: explained(bids, why),
        answer=lambda state: top,
        practice=practise_highest,
    )


def practise_highest(rng: random.Random) -> Step:
    state = _dealt(rng, lambda s: s.phase is Phase.AUCTION)
    level = rng.randrange(2, 6)
    same = rng.sample(range(bid_index(level, LADDER[0][1]), bid_index(level, NO_TRUMP) + 1), 2)
    denominations = len(LADDER) // 6
    other = bid_index(level + rng.choice((-1, 1)), LADDER[rng.randrange(denominations)][1])
    bids = [bid_name(b) for b in (*same, other)]
    rng.shuffle(bids)
    return highest_question(bids, fixed(state))


def _cheapest(state: S, trump: int) -> int:
    """The lowest bid in ``trump`` above the highest bid so far."""
    above = highest_bid(state.calls)
    return next(b for b in range(above + 1, len(LADDER)) if LADDER[b][1] == trump)


def cheapest_bid_task(trump: int, position: Callable[[], State]) -> Task:
    """ "Bid Gold as cheaply as the ladder allows": every other call says what it misses."""
    name = denomination_name(trump)

    def check(before: State, action: Action) -> tuple[bool, str]:
        s = _purple(before)
        best = _cheapest(s, trump)
        high = bid_name(highest_bid(s.calls))
        if isinstance(action, Pass):
            return False, f"a pass makes no bid; this step asks for a {name} bid above {high}."
        assert isinstance(action, Bid)
        bid = bid_index(action.level, action.trump)
        if action.trump != trump:
            named = "No Trump" if action.trump == NO_TRUMP else COLOUR_NAMES[action.trump]
            return False, f"{bid_name(bid)} names {named}, not {name}."
        if bid == best:
            return True, f"{bid_name(best)} is the lowest {name} bid above {high}: " + (
                _ladder_words(best, highest_bid(s.calls)) + "."
            )
        return False, (
            f"{bid_name(bid)} promises {BOOK + action.level} tricks, but {bid_name(best)} "
            f"({BOOK + LADDER[best][0]}) already beats {high}."
        )

    return Task(
        lambda s: (
            f"{bid_name(highest_bid(_purple(s).calls))} is the highest bid so far. Bid "
            f"{name} as trump, as cheaply as the ladder allows."
        ),
        position,
        check=check,
        practice=practise_cheapest,
    )


def practise_cheapest(rng: random.Random) -> Step:
    def your_call(s: S) -> bool:
        return (
            s.phase is Phase.AUCTION
            and s.current_player == 0
            and 0 <= highest_bid(s.calls) < len(LADDER) - 12
        )

    state = _dealt(rng, your_call)
    trump = LADDER[rng.randrange(len(LADDER) // 6)][1]
    return cheapest_bid_task(trump, fixed(state))


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
        hands=hands,
        contract="2 Black",
        declarer=2,
        leader=0,
        tricks=[4, 1, 4, 1],
        names=NAMES,
        options={"one_hand": True},
    )
    while not state.is_over:
        state.apply(state.legal_actions()[0])
    return state


def _hand_row(state: State) -> tuple[int, int, int, int]:
    """(declarer, level, trump, tricks won by the declaring side) of the finished hand."""
    _, declarer, contract, won, *_ = _purple(state).history[-1]
    level, trump = LADDER[contract]
    return declarer, level, trump, won


def _scoring_side(state: State) -> str:
    declarer, level, _, won = _hand_row(state)
    side = declarer % 2 if won >= BOOK + level else 1 - declarer % 2
    return f"{NAMES[side]} & {NAMES[side + 2]}"


def points_question(position: Callable[[], State]) -> Question:
    """ "How many points does that side score?", with the usual misreadings of the scale."""

    def right(state: State) -> int:
        _, level, trump, won = _hand_row(state)
        made, defenders = contract_result(level, trump, won)
        return made or defenders

    def choices(state: State) -> list[Choice]:
        _, level, trump, won = _hand_row(state)
        value, need = trick_value(trump), BOOK + level
        if won >= need:
            why = f"{level} × {value} + {amount(won - need, OVERTRICKS)} at 1 each."
            wrong = {
                "if overtricks scored nothing; each adds 1": level * value,
                f"if every trick won scored {value}; only the {level} contracted ones do": won
                * value,
                f"if a trick were worth 10; add the trump's {value - 10} Colour Points": level * 10
                + won
                - need,
            }
        else:
            why = f"The contract failed by {need - won}: the defenders score {need - won} × "
            why += f"{value}."
            wrong = {
                "if the defenders scored the contract's value; they score the tricks short": (
                    level * value
                ),
                f"if a trick were worth 10; add the trump's {value - 10} Colour Points": 10
                * (need - won),
                "if the tricks short were simply counted": need - won,
            }
        return readings(
            right(state),
            why,
            wrong,
            "{n} is off: trick value × tricks, as the rules say.",
        )

    def working(state: State) -> list[str]:
        _, level, trump, won = _hand_row(state)
        value, need = trick_value(trump), BOOK + level
        return [
            f"Contract level {level}: {need} tricks needed; the declaring side won {won}.",
            f"Trick value: 10 + Colour Points = {value}"
            if trump != NO_TRUMP
            else "Trick value in No Trump: 18",
            f"{_scoring_side(state)} score {right(state)}.",
        ]

    def prompt(state: State) -> str:
        declarer, level, trump, won = _hand_row(state)
        contract = bid_name(bid_index(level, trump))
        return (
            f"The hand is over. {NAMES[declarer]} played {contract} and that side won {won} "
            f"tricks. How many points do {_scoring_side(state)} score?"
        )

    return Question(
        prompt,
        position,
        choices=choices,
        answer=lambda state: str(right(state)),
        hide=SCORES,
        working=working,
        practice=practise_points,
    )


def practise_points(rng: random.Random) -> Step:
    def played(s: S) -> bool:
        return s.is_over and s.history[-1][2] >= 0

    return points_question(fixed(_dealt(rng, played)))


LESSONS: dict[str, tuple[str, list[Step]]] = {
    "the_deck": (
        "Colours inside suits",
        [
            suit_count_question(SUIT_NAMES.index("Clubs"), _deck_hand),
            partner_colour_question(EXAMPLE_COLOUR, _deck_hand),
        ],
    ),
    "the_deal": ("Who calls first?", [first_call_question(_new_deal)]),
    "following_suit": (
        "Following suit",
        [
            following_task(
                "Elsa led the Green Q♣ and Black is trump. Play a card the rules allow "
                "(try the Silver 9♦ to see why it is refused).",
                lambda: arrange(
                    hands=[
                        ["Bronze 8♣", "Silver 9♦", "Black A♠"],
                        ["Red 8♥", "Red 9♥", "Red 10♥"],
                        ["Gold 8♦", "Gold 9♦", "Gold 10♦"],
                        ["Purple 8♥", "Purple 9♥"],
                    ],
                    contract="1 Black",
                    declarer=1,
                    leader=3,
                    trick=["Green Q♣"],
                    names=NAMES,
                ),
            ),
        ],
    ),
    "following_colour": (
        "Following colour wins",
        [
            win_task(
                "No Trump. Coco led the Green 9♣, Yves played the Bronze A♣, Elsa the "
                "Bronze 8♣. Win the trick.",
                _to_trick(
                    [
                        ["Green 10♣", "Bronze K♣", "Red 8♥"],
                        ["Red 9♥", "Red 10♥"],
                        ["Purple 8♥", "Purple 9♥"],
                        ["Gold 8♦", "Gold 9♦"],
                    ],
                    ["Green 9♣", "Bronze A♣", "Bronze 8♣"],
                    "1 NT",
                ),
                "Following the lead's colour makes only Green cards compete.",
            ),
        ],
    ),
    "trumps": (
        "Trumps",
        [
            win_task(
                "Gold is trump. Coco led the Red A♥; you hold no Heart. Win the trick.",
                _to_trick(
                    [
                        ["Gold 8♦", "Black K♠", "Silver A♦"],
                        ["Red 9♥", "Red 10♥"],
                        ["Red 8♥", "Purple 9♥"],
                        ["Red J♥", "Purple 8♥"],
                    ],
                    ["Red A♥", "Red Q♥", "Purple 10♥"],
                    "1 Gold",
                ),
                "Even the lowest trump beats every card of another colour.",
            ),
        ],
    ),
    "three_tiers": (
        "Who wins the trick?",
        [who_took_question(p, _finished_trick(t, c)) for p, t, c in TIERS],
    ),
    "bid_ladder": (
        "The bid ladder",
        [
            highest_question(["2 Black", "2 NT", "3 Bronze"], _auction_at_2_black),
            cheapest_bid_task(COLOUR_NAMES.index("Gold"), _auction_at_2_black),
        ],
    ),
    "scoring": ("A contract scored", [points_question(_end_of_hand)]),
}

__all__ = ["LESSONS"]
