"""Moonscrown lessons: the steps behind ``notebooks/moonscrown/learn.ipynb``.

Positions are chosen to show one idea each (a tie broken by suit, a two-suit card counting
twice, a turn that only two cards can save...). Every answer is computed by the engine's
condition functions, never typed in, and every wrong answer says which reading gives it. The
practice generators at the end deal fresh positions from random play.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from fashion_core import GAMES, Action, State
from fashion_core.decks.decktet import BASIC_DECK, FACE, NAME, SUIT_MASK, Suit, suits_in
from fashion_core.decks.decktet import card as find
from fashion_core.games.moonscrown.actions import (
    AFTER_DISPLAY,
    AFTER_PILE,
    IN,
    SCORING,
    START,
    AddToDisplay,
    DeclineScore,
    EndTurn,
    Fold,
    PlayToPile,
    ScoreCard,
)
from fashion_core.games.moonscrown.conditions import CONDITIONS, SUITS_OF, UNITS, leader, strength
from fashion_core.games.moonscrown.explain import condition_report
from fashion_core.games.moonscrown.positions import arrange
from fashion_core.games.moonscrown.rules import MoonscrownState, draws_for, first_player
from widgets.pages.lesson import Choice, Question, Step, Task, fixed, random_position, readings

NAMES = ["Ada", "Coco", "Yves"]
NOBODY = "Nobody"
LEADS = "Who leads it now?"
LEADERS = ("leaders",)  # hidden until the question is answered
M = MoonscrownState


def _moon(state: State) -> M:
    assert isinstance(state, M)
    return state


def _position(
    displays: list[list[str]],
    pile: list[str],
    hand: list[str],
    phase: str = "start",
    status: list[int] | None = None,
) -> Callable[[], State]:
    """Ada (seat 0) holds ``hand``; the others get three cards each from the rest."""

    def build() -> State:
        used = {find(n).id for n in [*hand, *pile, *(c for d in displays for c in d)]}
        spare = [NAME[c] for c in BASIC_DECK if c not in used and c != 0]
        hands = [spare[3 * i : 3 * i + 3] for i in range(len(displays))]
        if hand or phase != "start":
            hands[0] = hand
        return arrange(
            hands=hands,
            displays=displays,
            pile=pile,
            phase=phase,
            names=NAMES[: len(displays)],
            status=status,
        )

    return build


def _amount(suit: int, n: int) -> str:
    one, many = UNITS[suit]
    return f"{n} {one if n == 1 else many}"


def _report(state: M, top: int | None = None) -> list[dict]:
    top = state.pile[-1] if top is None else top
    return condition_report(state.displays, top, state.in_round(), _names(state))["conditions"]


def _names(state: M) -> list[str]:
    return [state.player_name(s) for s in range(state.num_players)]


# -- the pile and its conditions ------------------------------------------------------------


def _conditions(card: int) -> str:
    return " and ".join(CONDITIONS[s] for s in SUITS_OF[card])


def _suit_words(card: int) -> str:
    return " and ".join(s.label for s in suits_in(SUIT_MASK[card]))


def pile_question(prompt: str, position: Callable[[], State]) -> Question:
    def answer(state: State) -> str:
        return _conditions(_moon(state).pile[-1])

    def choices(state: State) -> list[Choice]:
        top = _moon(state).pile[-1]
        out = {answer(state): f"{NAME[top]} shows {_suit_words(top)}: one condition each."}
        below = _moon(state).pile[-2] if len(_moon(state).pile) > 1 else None
        if below is not None and _conditions(below) not in out:
            out[_conditions(below)] = (
                f"Those are the conditions of {NAME[below]}, the card under the top one. Only "
                f"the top card counts: {NAME[top]} ({_suit_words(top)})."
            )
        for name in ("the Desert", "the Market", "the Sea", "the Origin", "the Bard"):
            card = find(name).id
            if len(out) < 4 and _conditions(card) not in out:
                out[_conditions(card)] = (
                    f"That would be the top card {name} ({_suit_words(card)}); the top card is "
                    f"{NAME[top]} ({_suit_words(top)})."
                )
        return [Choice(text, why) for text, why in sorted(out.items())]

    return Question(prompt, position, choices, answer, hide=("conditions",), practice=practise_pile)


def practise_pile(rng: random.Random) -> Step:
    def deep(state: State) -> bool:
        s = _moon(state)
        return len(s.pile) > 2 and len(SUITS_OF[s.pile[-1]]) == 2 and s.pile[-2] != s.pile[-1]

    state = _moon(random_position("moonscrown", rng, players=3, keep=deep, names=NAMES))
    return pile_question(
        f"The top card of the pile is {NAME[state.pile[-1]]}. Which conditions are in fashion?",
        fixed(state),
    )


# -- who begins ----------------------------------------------------------------------------


def who_begins(prompt: str, position: Callable[[], State]) -> Question:
    def answer(state: State) -> str:
        s = _moon(state)
        return s.player_name(first_player([d[:1] for d in s.displays]))

    def choices(state: State) -> list[Choice]:
        s = _moon(state)
        firsts = [d[0] for d in s.displays]
        low = first_player([[c] for c in firsts])
        names = _names(s)
        out = []
        for seat, name in enumerate(names):
            card = NAME[firsts[seat]]
            if seat == low:
                why = f"{card} is the lowest display card, so {name} begins."
            elif all(FACE[firsts[seat]] >= FACE[c] for c in firsts):
                why = (
                    f"{name}'s {card} is the highest: that would be right if the highest began. "
                    f"The lowest begins: {names[low]}'s {NAME[firsts[low]]}."
                )
            else:
                lowest = NAME[firsts[low]]
                why = f"{name}'s {card} is not the lowest: {names[low]}'s {lowest} is lower."
            out.append(Choice(name, why, f"display-{seat}"))
        return out

    return Question(prompt, position, choices, answer, hide=("turn",), practice=practise_begin)


def practise_begin(rng: random.Random) -> Step:
    """A fresh deal (the engine's own shuffle): who begins?"""
    players = rng.choice((3, 4))
    names = [*NAMES, "Zoe"][:players]
    state = GAMES["moonscrown"].new(players, seed=rng.randrange(2**31), names=names)
    return who_begins("A new round was dealt. Who begins?", fixed(state))


# -- who leads a condition -----------------------------------------------------------------


def who_leads(prompt: str, position: Callable[[], State], suit: int | None = None) -> Question:
    """ "Who leads this condition?" Each wrong name says what that player has against the
    leader (fewer, or a tie lost on the best card); "Nobody" says who has something."""

    def condition(state: State) -> int:
        return SUITS_OF[_moon(state).pile[-1]][0] if suit is None else suit

    def answer(state: State) -> str:
        s = _moon(state)
        seat = leader(s.displays, condition(state), s.in_round())
        return NOBODY if seat is None else s.player_name(seat)

    def choices(state: State) -> list[Choice]:
        s = _moon(state)
        c = condition(state)
        lead = leader(s.displays, c, s.in_round())
        out = []
        for seat, name in enumerate(_names(s)):
            n, best = strength(s.displays[seat], c)
            out.append(Choice(name, _why_player(s, c, seat, lead, n, best), f"display-{seat}"))
        if lead is None:
            why_nobody = f"Nobody in the round has a {UNITS[c][0]}, so nobody leads."
        else:
            n, best = strength(s.displays[lead], c)
            why_nobody = (
                f"Somebody does lead: {s.player_name(lead)} has {_amount(c, n)}"
                f" (best: {NAME[best] if best is not None else '-'})."
            )
        out.append(Choice(NOBODY, why_nobody))
        return out

    def working(state: State) -> list[str]:
        s = _moon(state)
        c = condition(state)
        lines = [f"The condition: {CONDITIONS[c]}."]
        for seat, name in enumerate(_names(s)):
            n, best = strength(s.displays[seat], c)
            if not s.in_round()[seat]:
                lines.append(f"{name}: out of the round.")
            else:
                card = f", best card {NAME[best]}" if best is not None else ""
                lines.append(f"{name}: {_amount(c, n)}{card}.")
        lines.append("Most wins; a tie goes to the best card (rank, then suit: Moons first).")
        return lines

    return Question(
        prompt, position, choices, answer, hide=LEADERS, working=working, practice=practise_lead
    )


def _why_player(s: M, c: int, seat: int, lead: int | None, n: int, best: int | None) -> str:
    name = s.player_name(seat)
    if not s.in_round()[seat]:
        return f"{name} is out of the round and cannot lead anything."
    if seat == lead:
        return next(r["text"] for r in _report(s, _top_with(c)) if r["suit"] == Suit(c).label)
    if lead is None or n == 0:
        return f"{name} has no {UNITS[c][0]} at all."
    ln, lbest = strength(s.displays[lead], c)
    lname = s.player_name(lead)
    if c == Suit.MOONS:
        return (
            f"{name}'s highest card is {NAME[best]}, but {lname}'s {NAME[lbest]} is higher "
            "(equal ranks go by suit, Moons first)."
        )
    if n < ln:
        return f"{name} has {_amount(c, n)}, but {lname} has {_amount(c, ln)}."
    return (
        f"{name} and {lname} both have {_amount(c, n)}: the tie goes to the best card, and "
        f"{lname}'s {NAME[lbest]} beats {name}'s {NAME[best]}."
    )


def _top_with(suit: int) -> int:
    """A card showing ``suit`` only (its Ace), to report on one condition."""
    return next(c for c in BASIC_DECK if SUITS_OF[c] == (suit,))


def practise_lead(rng: random.Random) -> Step:
    def contested(state: State) -> bool:
        s = _moon(state)
        if s.phase != START:
            return False
        active = s.in_round()
        c = SUITS_OF[s.pile[-1]][0]
        having = [
            seat
            for seat in range(s.num_players)
            if active[seat] and strength(s.displays[seat], c)[0]
        ]
        return len(having) >= 2

    state = _moon(random_position("moonscrown", rng, players=3, keep=contested, names=NAMES))
    c = SUITS_OF[state.pile[-1]][0]
    return who_leads(
        f"{NAME[state.pile[-1]]} is on top. Condition: {CONDITIONS[c]}. {LEADS}",
        fixed(state),
        c,
    )


# -- moves and turns -----------------------------------------------------------------------


def _led(state: M, seat: int = 0) -> str:
    return " ".join(r["text"] for r in _report(state))


def _display_check(before: State, action: Action) -> tuple[bool, str]:
    s = _moon(before)
    if not isinstance(action, AddToDisplay):
        return False, (
            f"{_what_it_does(action)}; this step is about adding a card to your display under "
            "the current top card."
        )
    after = s.clone()
    after.apply(action)
    if after.passes(0, False):
        return True, "You lead at least one condition, so you stay in. " + _led(after)
    return False, f"with {NAME[action.card]} in your display you would lead neither. " + _led(after)


def _what_it_does(action: Action) -> str:
    """A move other than adding to your display, as the subject of a sentence (its own
    description, "folds and drops out...", read "Folds ... changes the fashion")."""
    if isinstance(action, Fold):
        return "Folding drops you out of the round"
    if isinstance(action, EndTurn):
        return "Ending your turn adds nothing to your display"
    if isinstance(action, PlayToPile):
        return f"Putting {NAME[action.card]} on the pile changes the fashion"
    return "That move adds nothing to your display"


def sentence_of(action: Action, state: State) -> str:
    text = action.describe(state)
    return text[:1].upper() + text[1:]


def _turn_over(state: State) -> bool:
    s = _moon(state)
    return s.current_player != 0 or s.phase not in (START, AFTER_PILE, AFTER_DISPLAY)


def _stayed_in(start: State, end: State) -> tuple[bool, str]:
    e = _moon(end)
    if e.status[0] == IN:
        return True, "You lead every condition you had to, so you stay in. " + _led(e)
    if e.status[0] == 1:
        return False, "You folded, but a turn that keeps you in exists here."
    return False, "At the end of your turn you did not lead what the top card asks: " + _led(e)


def _turns_working(state: State) -> list[str]:
    s = _moon(state)
    lines = [f"Top card: {NAME[s.pile[-1]]} ({_conditions(s.pile[-1])})."]
    lines += [r["text"] for r in _report(s)]
    lines.append(
        "A card on the pile sets new conditions: you must lead all of them. A display card "
        "alone needs only one. Try the pile card, then see what a display card adds."
    )
    return lines


def turn_task(prompt: str, position: Callable[[], State], explain: str = "") -> Task:
    return Task(
        prompt,
        position,
        explain=explain,
        done=_turn_over,
        judge=_stayed_in,
        working=_turns_working,
        practice=practise_turn,
    )


def practise_turn(rng: random.Random) -> Step:
    def mixed(state: State) -> bool:
        s = _moon(state)
        if s.phase != START or s.current_player != 0 or len(s.hands[0]) < 2:
            return False
        outcomes = set()
        for a in s.legal_actions():
            if isinstance(a, Fold):
                continue
            t = s.clone()
            t.apply(a)
            t.apply(EndTurn())
            outcomes.add(t.status[0] == IN)
        return outcomes == {True, False}

    state = random_position("moonscrown", rng, players=3, keep=mixed, names=NAMES)
    return turn_task(
        "Another position: play a turn (one card or two) that keeps you in the round.",
        fixed(state),
    )


def practise_display(rng: random.Random) -> Step:
    """Add one card to your display that keeps you in, where some cards would not."""

    def mixed(state: State) -> bool:
        s = _moon(state)
        if s.phase != START or s.current_player != 0:
            return False
        verdicts = {
            _display_check(s, a)[0] for a in s.legal_actions() if isinstance(a, AddToDisplay)
        }
        return verdicts == {True, False}

    state = random_position("moonscrown", rng, players=3, keep=mixed, names=NAMES)
    return Task(
        "Another position. Add one card to your display so that you lead at least one "
        "condition of the top card (choose a card, then your display).",
        fixed(state),
        check=_display_check,
        working=_turns_working,
        practice=practise_display,
    )


def _a_turn_keeps_in(state: M) -> bool:
    """Whether some turn of one or two cards (not a fold) keeps seat 0 in the round."""
    for first in state.legal_actions():
        if isinstance(first, Fold):
            continue
        after = state.clone()
        after.apply(first)
        if _turn_over(after):
            if after.status[0] == IN:
                return True
            continue
        for second in after.legal_actions():
            end = after.clone()
            end.apply(second)
            if not _turn_over(end):
                end.apply(EndTurn())
            if end.status[0] == IN:
                return True
    return False


def _first_position(rng: random.Random, wanted: Callable[[State], bool], games: int = 500) -> M:
    """The first position of random three-player games (that never fold) where ``wanted``
    holds; deterministic for ``rng``."""
    for _ in range(games):
        state = _moon(GAMES["moonscrown"].new(3, seed=rng.randrange(2**31), names=NAMES))
        while not state.is_over:
            if wanted(state):
                return state
            moves = [m for m in state.legal_actions() if not isinstance(m, Fold)]
            moves = moves or state.legal_actions()
            state.apply(moves[rng.randrange(len(moves))])
    raise RuntimeError("no hopeless Moonscrown position found")


def practise_folding(rng: random.Random) -> Step:
    """A position where no turn keeps you in: folding is the right move."""

    def hopeless(state: State) -> bool:
        s = _moon(state)
        return (
            s.phase == START
            and s.current_player == 0
            and any(isinstance(a, Fold) for a in s.legal_actions())
            and not _a_turn_keeps_in(s)
        )

    # Hopeless positions are rare (about 1 in 70 of seat 0's turns, and random play that
    # folds whenever it may reaches few): every one of a game's turns is looked at, not 15%.
    state = _first_position(rng, hopeless)
    return Task(
        "Another position. Look at what the top card asks for and at your cards: if a turn "
        "keeps you in, play it; if none does, fold.",
        fixed(state),
        done=_turn_over,
        judge=_fold_judge,
        working=_turns_working,
        practice=practise_folding,
    )


def _fold_judge(start: State, end: State) -> tuple[bool, str]:
    e = _moon(end)
    if e.status[0] == 1:
        return (
            True,
            "No card kept you in here: folding loses nothing more, and shows nobody a card.",
        )
    return False, (
        "That turn put you out of the round just the same, and showed everyone a card. Look for "
        "a move that keeps you in; if there is none, fold."
    )


def _scoring_check(before: State, action: Action) -> tuple[bool, str]:
    s = _moon(before)
    eligible = s.eligible_to_score()
    best = max(FACE[c] for c in eligible)
    tops = [NAME[c] for c in eligible if FACE[c] == best]
    if isinstance(action, ScoreCard) and FACE[action.card] == best:
        return True, f"{NAME[action.card]} is worth {best}, the most you may score here."
    if isinstance(action, DeclineScore):
        return False, f"scoring nothing gives away points: {' or '.join(tops)} is worth {best}."
    assert isinstance(action, ScoreCard)
    return False, (
        f"{NAME[action.card]} scores {FACE[action.card]}, but {' or '.join(tops)} may be scored "
        f"for {best}."
    )


def practise_score(rng: random.Random) -> Step:
    def choice(state: State) -> bool:
        s = _moon(state)
        if s.phase != SCORING:
            return False
        values = sorted((FACE[c] for c in s.eligible_to_score()), reverse=True)
        return len(values) > 1 and values[0] > values[1]

    state = _moon(random_position("moonscrown", rng, players=3, keep=choice, names=NAMES))
    return Task(
        f"You won the round ({NAME[state.pile[-1]]} on top: {_conditions(state.pile[-1])}). "
        "Score the display card worth the most that you may score.",
        fixed(state),
        check=_scoring_check,
        seat=state.current_player,
        practice=practise_score,
    )


# -- staying in ----------------------------------------------------------------------------

STAYS, OUT = "She stays in", "She is out of the round"


def _after_ending(state: State) -> str:
    return STAYS if _moon(state).passes(0, False) else OUT


def _ending_choices(state: State) -> list[Choice]:
    s = _moon(state)
    report = " ".join(r["text"] for r in _report(s))
    if s.passes(0, False):
        return [
            Choice(STAYS, f"After a display move one lead is enough. {report}"),
            Choice(
                OUT,
                "That would be right if she had to lead every condition, as after a pile "
                f"move; after a display move one is enough. {report}",
            ),
        ]
    return [
        Choice(
            STAYS,
            "She would stay in if she still led a condition; after her display move she "
            f"leads none. {report}",
        ),
        Choice(OUT, f"After a display move she needs one lead, and she has none. {report}"),
    ]


def practise_ending(rng: random.Random) -> Step:
    def after_display(state: State) -> bool:
        s = _moon(state)
        return s.phase == AFTER_DISPLAY and s.current_player == 0

    state = _moon(random_position("moonscrown", rng, players=3, keep=after_display, names=NAMES))
    return Question(
        f"Ada has just added a card to her display; {NAME[state.pile[-1]]} is on top. If she "
        "ends her turn now, what happens?",
        fixed(state),
        _ending_choices,
        _after_ending,
        hide=LEADERS,
        practice=practise_ending,
    )


# -- counting suits, drawing ---------------------------------------------------------------


def _suit_count(state: State) -> str:
    n, _ = strength(_moon(state).displays[0], Suit.LEAVES)
    return str(n)


def _suit_count_choices(state: State) -> list[Choice]:
    display = _moon(state).displays[0]
    n, _ = strength(display, Suit.LEAVES)
    names = ", ".join(s.label for s in suits_in(_mask(display)))
    return readings(
        n,
        f"The suits shown are {names}.",
        {
            "if you counted the cards, not their suits": len(display),
            "if every suit symbol counted, repeats too": sum(
                len(suits_in(SUIT_MASK[c])) for c in display
            ),
        },
        "{n} is not it: list the suits you can see, each once (" + names + ").",
    )


def _mask(display: list[int]) -> int:
    mask = 0
    for card in display:
        mask |= SUIT_MASK[card]
    return mask


def practise_suits(rng: random.Random) -> Step:
    def wide(state: State) -> bool:
        display = _moon(state).displays[0]
        return len(display) >= 3

    state = random_position("moonscrown", rng, players=3, keep=wide, names=NAMES)
    return Question(
        "How many different suits does Ada's display show?",
        fixed(state),
        _suit_count_choices,
        _suit_count,
        practice=practise_suits,
    )


def draw_question(card_name: str, position: Callable[[], State] | None = None) -> Question:
    card = find(card_name).id
    suits = len(SUITS_OF[card])

    def answer(state: State) -> str:
        return str(draws_for(card))

    def choices(state: State) -> list[Choice]:
        return readings(
            draws_for(card),
            f"One fewer than its suits: {card_name} has {suits}.",
            {"if you drew one card per suit": suits, "if every pile card drew one": 1},
            "{n}: count the suits of the card and take one away.",
        )

    return Question(
        f"You put {card_name} ({_suit_words(card)}) on the pile and you stay in. How many "
        "cards do you draw?",
        position or _position([["the Sailor"], ["the Merchant"]], [card_name], ["the Mill"]),
        choices,
        answer,
        practice=practise_draw,
    )


def practise_draw(rng: random.Random) -> Step:
    state = _moon(random_position("moonscrown", rng, players=3, keep=lambda s: len(s.pile) > 1))
    return draw_question(NAME[state.pile[-1]], fixed(state))


LESSONS = {
    "setup": (
        "Setting up a round",
        [
            who_begins(
                "The round is dealt: Ada's display starts with the Sailor, Coco's with the "
                "Merchant, Yves's with the Origin. Who begins?",
                _position([["the Sailor"], ["the Merchant"], ["the Origin"]], [], []),
            )
        ],
    ),
    "the_pile": (
        "The pile sets the fashion",
        [
            pile_question(
                "The top card of the pile is the Journey (Moons and Waves). Each of its suits is "
                "one condition. Which two are in fashion now?",
                _position(
                    [["the Sailor"], ["the Merchant"]], ["the Desert", "the Journey"], ["the Sea"]
                ),
            ),
        ],
    ),
    "conditions": (
        "The six conditions",
        [
            who_leads(
                "Ace of Moons on top: highest card. All three displays hold a 9. " + LEADS,
                _position([["the Pact"], ["the Darkness"], ["the Merchant"]], [], []),
            ),
            who_leads(
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
            ),
            who_leads(
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
            ),
            who_leads(
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
            ),
            who_leads(
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
            ),
            who_leads(
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
                check=_display_check,
                working=_turns_working,
                practice=practise_display,
            ),
        ],
    ),
    "pile_move": (
        "Playing to the pile",
        [
            turn_task(
                "Now put a card on the pile. Its suits become the new conditions, and at the end "
                "of your turn you must lead ALL of them. You may add a card to your display as "
                "well, before or after; then the turn ends (or press End turn).",
                _position(
                    [["the Pact", "Ace of Suns"], ["the Savage", "the Cave"]],
                    [],
                    ["the Castle", "the Darkness", "the Mountain", "the Bard"],
                ),
            ),
        ],
    ),
    "two_cards": (
        "A turn of two cards",
        [
            turn_task(
                "Here no single card keeps you in: you need both kinds of move in one turn, a "
                "card on the pile and a card on your display (either order).",
                _position(
                    [["the Origin"], ["the Castle"], ["the Calamity"]],
                    [],
                    [
                        "the Darkness",
                        "Ace of Leaves",
                        "the Journey",
                        "the Diplomat",
                        "the Discovery",
                        "the Mountain",
                        "the Penitent",
                    ],
                ),
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
                _ending_choices,
                _after_ending,
                hide=LEADERS,
                practice=practise_ending,
            ),
        ],
    ),
    "folding": (
        "Folding",
        [
            Task(
                "Coco is already out. Look at what the top card asks for and at your cards: if "
                "a turn keeps you in, play it; if none does, fold.",
                _position(
                    [
                        ["the Diplomat", "the Mountain"],
                        ["the Betrayal", "the Sailor"],
                        ["the Merchant", "the Desert", "the End"],
                    ],
                    ["the Author", "the Bard", "the Sea", "the Huntress"],
                    ["the Cave", "Ace of Wyrms", "the Pact", "the Market", "the Forest"],
                    status=[0, 2, 0],
                ),
                done=_turn_over,
                judge=_fold_judge,
                working=_turns_working,
                practice=practise_folding,
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
                _suit_count_choices,
                _suit_count,
                explain="Any three of these four cards that still show all five form a "
                "'Leaves set'.",
                practice=practise_suits,
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
                check=_scoring_check,
                explain="The Huntress (10) cannot be scored: a Crown is not even, and the Author "
                "already brings Moons to every set of all your suits.",
                practice=practise_score,
            ),
        ],
    ),
    "draw_pile": ("The draw pile", [draw_question("the Darkness")]),
}
