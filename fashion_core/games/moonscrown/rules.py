"""Moonscrown (Johannes Hüsing, after Red7): lead the fashion the pile dictates, or drop out.

Rules as specified in ``shared/rules/decktet.md`` section 4 with its recommended resolutions
(the six conditions of 4.3-4.4, MS-1 to MS-20); :data:`explain.RULES_NOTES` lists them in
plain words. Seven rounds; in each, the last player standing may score one display card.

A turn is one or two decisions: put a card on the pile or on your display (or fold); then
optionally place the other kind of card, or end the turn. The end-of-turn check runs when the
turn ends: after the second card, or at ``EndTurn``. The round winner then decides what to
score. Each of these steps is a pending decision, so ``legal_actions()`` is always complete.

>>> state = GAME.new(players=2, seed=3)
>>> str(state.phase), state.round, len(state.hands[0]), [len(d) for d in state.displays]
('start', 1, 7, [1, 1])
>>> state.pile_top
0
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import Any, ClassVar

from fashion_core.decks.decktet import BASIC_DECK, FACE, NAME, STRENGTH, name_of
from fashion_core.engine import TERMINAL, Action, IllegalAction, Moves, State
from fashion_core.game import Game, Option
from fashion_core.games.moonscrown.actions import (
    AFTER_DISPLAY,
    AFTER_PILE,
    DECLINE,
    DISPLAY,
    END_TURN,
    FAILED,
    FOLD,
    FOLD_ONLY,
    FOLDED,
    IN,
    MOVE_OF,
    OVER,
    PILE,
    SCORE,
    SCORING,
    START,
    STATUS_LABELS,
    AddToDisplay,
    DeclineScore,
    EndTurn,
    Fold,
    Phase,
    PlayToPile,
    ScoreCard,
)
from fashion_core.games.moonscrown.conditions import (
    KNOWN_KEYS,
    SUITS_OF,
    display_keys,
    remember,
    scoring_cards,
    scoring_mask,
)
from fashion_core.games.moonscrown.explain import condition_report, scoring_report, turn_outcome
from fashion_core.games.moonscrown.explain import warning as warning_for
from fashion_core.rng import shuffle
from fashion_core.zones import NOBODY, OWNER, Field, Zone

ACE_OF_MOONS = 0
ROUNDS = 7
_SHUFFLED = tuple(c for c in BASIC_DECK if c != ACE_OF_MOONS)
"""Every card that is shuffled for a deal (scored cards are taken out as well)."""


def hand_size(players: int) -> int:
    """Seven cards each, six in a four-player game."""
    return 6 if players == 4 else 7


def first_player(displays: list[list[int]]) -> int:
    """The seat whose (single) display card is lowest in the Decktet order starts."""
    return min(range(len(displays)), key=lambda seat: STRENGTH[displays[seat][0]])


def draws_for(card: int) -> int:
    """Draw-pile variant: one card fewer than the suits on the card put on the pile."""
    return len(SUITS_OF[card]) - 1


DRAWS = tuple(draws_for(card) for card in range(len(NAME)))
"""``draws_for`` of every card, looked up once per turn that puts a card on the pile."""


def deal_cuts(players: int) -> Callable[[list[int]], tuple[list[int], ...]]:
    """Where a deal cuts the shuffled cards: each seat's hand, each seat's display card (a
    list of one), the rest (the draw pile) and the display cards together.

    One ``itemgetter`` call cuts them all: the deal runs every round of a play-out (seven
    times in the 28 or so decisions of a two-player game), and slicing in comprehensions
    cost more than the rest of the deal but the shuffle.
    """
    size = hand_size(players)
    dealt = players * size
    hands = [slice(start, start + size) for start in range(0, dealt, size)]
    displays = [slice(card, card + 1) for card in range(dealt, dealt + players)]
    return itemgetter(
        *hands, *displays, slice(dealt + players, None), slice(dealt, dealt + players)
    )


MIN_PLAYERS, MAX_PLAYERS = 2, 4
CUTS = {players: deal_cuts(players) for players in range(MIN_PLAYERS, MAX_PLAYERS + 1)}
"""``deal_cuts`` for each player count."""

_SCORING_MOVES: tuple[dict[tuple[int, ...], tuple[Action, ...]], ...] = ({}, {})
"""The round winner's moves by display cards and top card: without, with ``leaves_any_card``."""


# -- state ---------------------------------------------------------------------------------


class MoonscrownState(State):
    """A game of Moonscrown. ``pile`` lists cards bottom to top; ``draw_pile[-1]`` is drawn
    next (without the draw variant it holds the cards set aside this round)."""

    rounds: ClassVar[int] = ROUNDS

    fields = (
        Field("round"),
        Zone("pile"),
        Zone("hands", per_seat=True, seen_by=OWNER),
        Zone("displays", per_seat=True),
        Zone("draw_pile", seen_by=NOBODY),
        Zone("scored", per_seat=True),
        Field("status", depth=1),
        Field("phase", Phase),
        Field("round_wins", depth=1),
        # Shallow: a result entry is never changed once written.
        Field("results", depth=1),
    )

    round: int
    """The round being played, 1 to 7."""
    pile: list[int]
    """The pile, bottom to top, on the Ace of Moons; its top card sets the conditions."""
    hands: list[list[int]]
    """Each seat's hand (seen only by that seat)."""
    displays: list[list[int]]
    """Each seat's face-up display."""
    draw_pile: list[int]
    """Face down: the draw pile of the draw variant, or the cards set aside this round."""
    scored: list[list[int]]
    """The cards each seat has scored."""
    status: list[int]
    """Each seat's status in the round: ``IN``, ``FOLDED`` or ``FAILED``."""
    phase: Phase
    round_wins: list[int]
    """How many rounds each seat has won."""
    results: list[list[int]]
    """One ``[winner, scored card or -1]`` per finished round."""

    def setup(self) -> None:
        self.round = 0
        self.scored = [[] for _ in range(self.num_players)]
        self.round_wins = [0] * self.num_players
        self.results = []
        self._deal()

    def _deal(self) -> None:
        self.round += 1
        # Every round of a play-out starts here, so the deal is kept to slices of one list.
        cards = list(_SHUFFLED)
        for pile in self.scored:
            for card in pile:
                cards.remove(card)  # scored cards are out of the game
        # The state's own generator (one step per card): seeding a random.Random for each
        # deal cost more than the rest of a round in play-outs, which deal every round.
        self.seed = shuffle(self.seed, cards)
        players = self.num_players
        *parts, self.draw_pile, shown = CUTS[players](cards)
        self.hands = parts[:players]
        self.displays = parts[players:]
        self.pile = [ACE_OF_MOONS]
        self.status = [IN] * players
        self.phase = START
        if self.options["winner_starts"] and self.results:
            first = self.results[-1][0]
        else:  # as first_player(): the lowest display card (strengths are all different)
            first = 0
            for seat in range(1, players):
                if STRENGTH[shown[seat]] < STRENGTH[shown[first]]:
                    first = seat
        self.current_player = first
        self.last_reveal = [self.moves] * players  # everybody sees a new deal (_reveal())
        if self.log is not None:
            shown = ", ".join(
                f"{self.player_name(s)} {NAME[d[0]]}" for s, d in enumerate(self.displays)
            )
            self._event(
                f"Round {self.round}: the Ace of Moons starts the pile; display cards: {shown}. "
                f"{self.player_name(first)} starts.",
                None,
                "round",
            )

    # -- queries ------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def pile_top(self) -> int:
        return self.pile[-1]

    @property
    def leaves_any(self) -> bool:
        return self.options["leaves_any_card"]

    def in_round(self) -> list[bool]:
        return [s == IN for s in self.status]

    # The card moves are picked out of the interned tables with one itemgetter call (less
    # than half the cost of mapping PILE.__getitem__ over the hand); it returns a tuple only
    # for two or more cards, so a hand of one is listed by hand.

    def _start_moves(self) -> list[Action]:
        """A card to the pile or to the display, or fold (only fold with an empty hand)."""
        hand = self.hands[self.current_player]
        if len(hand) > 1:
            pick = itemgetter(*hand)
            return [*pick(PILE), *pick(DISPLAY), FOLD]
        if hand:
            return [PILE[hand[0]], DISPLAY[hand[0]], FOLD]
        return list(FOLD_ONLY)

    def _after_pile_moves(self) -> list[Action]:
        """After the pile: a card to the display too, or end the turn."""
        hand = self.hands[self.current_player]
        if len(hand) > 1:
            return [*itemgetter(*hand)(DISPLAY), END_TURN]
        return [*(DISPLAY[card] for card in hand), END_TURN]

    def _after_display_moves(self) -> list[Action]:
        """After the display: a card to the pile too, or end the turn."""
        hand = self.hands[self.current_player]
        if len(hand) > 1:
            return [*itemgetter(*hand)(PILE), END_TURN]
        return [*(PILE[card] for card in hand), END_TURN]

    def _scoring_moves(self) -> list[Action]:
        """The round winner scores an eligible display card, or none."""
        # Remembered by the display's cards and the top card: play-outs end every round
        # here, and the same displays keep coming back (two lists in three at two players).
        display = self.displays[self.current_player]
        top = self.pile[-1]
        leaves_any = self.options["leaves_any_card"]
        memo = _SCORING_MOVES[leaves_any]
        index = (*display, top)
        moves = memo.get(index)
        if moves is None:
            chosen = scoring_mask(display, top, leaves_any)
            moves = (*[SCORE[c] for c in display if chosen >> c & 1], DECLINE)
            remember(memo, index, moves)
        return list(moves)

    moves_by_phase: ClassVar[Moves] = {
        START: _start_moves,
        AFTER_PILE: _after_pile_moves,
        AFTER_DISPLAY: _after_display_moves,
        SCORING: _scoring_moves,
        OVER: State.no_moves,
    }

    def eligible_to_score(self) -> list[int]:
        """The round winner's display cards in a winning subset of a current condition."""
        return scoring_cards(self.displays[self.current_player], self.pile[-1], self.leaves_any)

    def passes(self, seat: int, need_all: bool) -> bool:
        """The end-of-turn check for ``seat`` against the current top card (see
        :func:`conditions.passes_check`; this copy is the hot path)."""
        leaves_any = self.options["leaves_any_card"]
        # Each seat's strength keys straight from display_keys()'s memo, which nearly always
        # has them: the calls cost a tenth of the check.
        known = KNOWN_KEYS[leaves_any]
        status = self.status
        displays = self.displays
        mine = known.get(tuple(displays[seat])) or display_keys(displays[seat], leaves_any)
        rivals = []
        for other, display in enumerate(displays):
            if other != seat and status[other] == IN:
                rivals.append(known.get(tuple(display)) or display_keys(display, leaves_any))
        for suit in SUITS_OF[self.pile[-1]]:
            key = mine[suit]
            ok = key > 0
            if ok:
                for keys in rivals:
                    if keys[suit] > key:
                        ok = False
                        break
            if ok != need_all:
                return ok
        return need_all

    def scores(self) -> list[float]:
        return [float(sum(FACE[c] for c in pile)) for pile in self.scored]

    def winners(self) -> list[int]:
        """Best total wins; a tie is shared unless the ``tie_break`` option asks for more
        rounds won, then the best single scored card."""
        scores = self.scores()
        best = max(scores)
        tied = [seat for seat, score in enumerate(scores) if score == best]
        if len(tied) > 1 and self.options["tie_break"]:
            most = max(self.round_wins[s] for s in tied)
            tied = [s for s in tied if self.round_wins[s] == most]
            top = {s: max((STRENGTH[c] for c in self.scored[s]), default=-1) for s in tied}
            best_card = max(top.values())
            tied = [s for s in tied if top[s] == best_card]
        return tied

    # -- the turn ---------------------------------------------------------------------

    def explain_illegal(self, action: Action) -> IllegalAction:
        """The rule a move that ``legal_actions()`` does not list breaks."""
        kind = type(action)
        if self.phase == SCORING:
            refusal = self._why_not_while_scoring(action)
        elif kind in (ScoreCard, DeclineScore):
            refusal = IllegalAction(
                "Scoring comes at the end of a round",
                "only the last player standing scores, once the round is won",
            )
        else:
            refusal = self._why_not[kind](self, action)
        return refusal or super().explain_illegal(action)

    def _why_not_while_scoring(self, action: Action) -> IllegalAction | None:
        seat = self.current_player
        if type(action) is ScoreCard:
            card = action.card
            if card not in self.displays[seat]:
                return IllegalAction(
                    "Score from your display", f"{name_of(card)} is not in your display"
                )
            if card not in self.eligible_to_score():
                return IllegalAction(
                    "Scoring", f"{NAME[card]} is in no winning subset of the current conditions"
                )
        elif type(action) is not DeclineScore:
            return IllegalAction(
                "Round over",
                f"{self.player_name(seat)} won round {self.round} and now scores a card "
                "(or none); no more cards are played this round",
            )
        return None

    def _why_not_card(self, action: PlayToPile | AddToDisplay) -> IllegalAction | None:
        phase = self.phase
        seat = self.current_player
        hand = self.hands[seat]
        if type(action) is PlayToPile and phase == AFTER_PILE:
            return IllegalAction(
                "One card to the pile per turn",
                f"you already put {NAME[self.pile[-1]]} on the pile this turn",
            )
        if type(action) is AddToDisplay and phase == AFTER_DISPLAY:
            return IllegalAction(
                "One card to your display per turn",
                f"you already added {NAME[self.displays[seat][-1]]} to your display",
            )
        if not hand and phase == START:
            return IllegalAction("An empty hand can only fold", "you have no cards left to place")
        if action.card not in hand:
            return IllegalAction(
                "Play from your hand", f"{name_of(action.card)} is not in your hand"
            )
        return None

    def _why_not_fold(self, action: Fold) -> IllegalAction | None:
        if self.phase != START:
            return IllegalAction(
                "Fold instead of a move",
                "you have already placed a card this turn; end your turn instead",
            )
        return None

    def _why_not_end(self, action: EndTurn) -> IllegalAction | None:
        if self.phase == START:
            return IllegalAction(
                "Make a move first",
                "put a card on the pile or on your display (or fold) before ending the turn",
            )
        return None

    _why_not: ClassVar[dict[type, Any]] = {
        PlayToPile: _why_not_card,
        AddToDisplay: _why_not_card,
        Fold: _why_not_fold,
        EndTurn: _why_not_end,
    }

    def _apply(self, action: Action) -> None:
        self._perform[type(action)](self, action)

    def apply_legal(self, action: Action) -> None:
        """As :meth:`State.apply_legal`, straight to the move table: play-outs and searches
        call this once per decision, and the ``_apply`` hop was a measurable part of it."""
        self.moves += 1
        self._perform[type(action)](self, action)

    def _place(self, action: PlayToPile | AddToDisplay) -> None:
        """A card from hand to the pile or the display: the first card of a turn lets the
        other kind follow; the second ends the turn against the pile's top card. (One
        function for both moves: this is most of the moves of a game.)"""
        seat = self.current_player
        card = action.card
        self.hands[seat].remove(card)
        if type(action) is PlayToPile:
            self.pile.append(card)
            kind, then = "pile", AFTER_PILE
        else:
            self.displays[seat].append(card)
            kind, then = "display", AFTER_DISPLAY
        # The card was hidden in the hand: every other seat learns it (_reveal_to_others(),
        # without a Python loop).
        marks = self.last_reveal
        own = marks[seat]
        marks[:] = [self.moves] * self.num_players
        marks[seat] = own
        if self.log is not None:
            self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, kind)
        if self.phase == START:
            self.phase = then
        else:
            self._finish_turn(seat, True, self.pile[-1])

    def _end_turn(self, action: EndTurn) -> None:
        seat = self.current_player
        if self.phase == AFTER_PILE:
            self._finish_turn(seat, True, self.pile[-1])
        else:
            self._finish_turn(seat, False, -1)

    def _fold(self, action: Fold) -> None:
        seat = self.current_player
        self.status[seat] = FOLDED
        if self.log is not None:
            self._event(f"{self.player_name(seat)} folds.", seat, "fold")
        self._next_turn(seat)

    def _score_card(self, action: ScoreCard) -> None:
        seat = self.current_player
        card = action.card
        self.displays[seat].remove(card)
        self.scored[seat].append(card)
        self.results.append([seat, card])
        if self.log is not None:
            self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "score")
        self._end_round()

    def _decline_score(self, action: DeclineScore) -> None:
        seat = self.current_player
        self.results.append([seat, -1])
        if self.log is not None:
            self._event(f"{self.player_name(seat)} scores nothing this round.", seat, "score")
        self._end_round()

    _perform: ClassVar[dict[type, Any]] = {
        PlayToPile: _place,
        AddToDisplay: _place,
        EndTurn: _end_turn,
        Fold: _fold,
        ScoreCard: _score_card,
        DeclineScore: _decline_score,
    }

    def _finish_turn(self, seat: int, need_all: bool, to_pile: int) -> None:
        """The end-of-turn check, then (draw variant) the draw for a card put on the pile."""
        if not self.passes(seat, need_all):
            self.status[seat] = FAILED
            if self.log is not None:
                need = "all of the conditions" if need_all else "any condition"
                self._event(
                    f"{self.player_name(seat)} does not meet {need} of {NAME[self.pile[-1]]} "
                    "and is out of the round.",
                    seat,
                    "eliminated",
                )
        elif to_pile >= 0 and self.options["draw_pile"]:
            wanted = DRAWS[to_pile]
            draw_pile = self.draw_pile
            if wanted and draw_pile:
                # Drawn from the end one by one (as many as there are): the slice, reversed.
                drawn = draw_pile[-wanted:][::-1]
                del draw_pile[-wanted:]
                self.hands[seat] += drawn
                self.last_reveal[seat] = self.moves  # only the drawer learns (_reveal())
                if self.log is not None:
                    names = ", ".join(NAME[c] for c in drawn)
                    count = "a card" if len(drawn) == 1 else f"{len(drawn)} cards"
                    self._event(
                        f"{self.player_name(seat)} draws {count}.",
                        seat,
                        "draw",
                        ((seat, f"You draw {names}."),),
                    )
        self._next_turn(seat)

    def _next_turn(self, seat: int) -> None:
        status = self.status
        players = self.num_players
        left = status.count(IN)
        if left == 1:
            self._win_round(status.index(IN))
            return
        nxt = (seat + 1) % players
        while status[nxt] != IN:
            nxt = (nxt + 1) % players
        self.current_player = nxt
        self.phase = START

    def _win_round(self, winner: int) -> None:
        self.current_player = winner
        self.phase = SCORING
        self.round_wins[winner] += 1
        if self.log is not None:
            self._event(
                f"{self.player_name(winner)} is the last one standing and wins round {self.round}.",
                winner,
                "round_won",
            )

    def _end_round(self) -> None:
        if self.round < ROUNDS:
            self._deal()
            return
        self.phase = OVER
        self.current_player = TERMINAL
        if self.log is not None:
            totals = ", ".join(
                f"{self.player_name(s)} {int(v)}" for s, v in enumerate(self.scores())
            )
            self._event(f"After seven rounds the totals are: {totals}.", None, "end")

    # -- information ------------------------------------------------------------------

    def card_supply(self) -> list[int]:
        return list(BASIC_DECK)

    def card_key(self, card: int) -> str:
        return NAME[card]

    def view(self, seat: int | None) -> dict[str, Any]:
        """Public: displays, who is still in, the pile's top card and size, the current
        conditions with who leads them, scores, scored cards and round results. Private: the
        seat's own hand and, on its turn, each legal move with a warning when the move would
        knock it out.

        >>> state = GAME.new(2, seed=3)
        >>> view = state.view(state.current_player)
        >>> view["pile_top"], view["conditions"]["conditions"][0]["condition"], len(view["hand"])
        ('Ace of Moons', 'highest card', 7)
        >>> view["legal"][-1]["label"]
        'folds and drops out of the round'
        """
        names = [self.player_name(s) for s in range(self.num_players)]
        active = self.in_round()
        top = self.pile[-1]
        leaves_any = self.leaves_any
        phase = self.phase
        current = self.current_player
        is_turn = seat is not None and seat == current
        legal: list[dict[str, Any]] = []
        if is_turn:
            hand = self.hands[current]
            for action in self.legal_actions():
                move = MOVE_OF[type(action)]
                card = getattr(action, "card", None)
                outcome, helper = turn_outcome(
                    self.displays, active, current, top, hand, phase, move, card, leaves_any
                )
                legal.append(
                    {
                        "action": action.to_json(),
                        "label": action.describe(self),
                        "move": move,
                        "card": None if card is None else NAME[card],
                        "outcome": outcome,
                        "eliminates": outcome == "eliminated",
                        "warning": warning_for(outcome, helper),
                    }
                )
        scoring = None
        if phase == SCORING:
            scoring = scoring_report(self.displays[current], top, leaves_any)
        points = [int(s) for s in self.scores()]
        return {
            **self.view_header(seat),
            "phase": str(phase),
            "round": self.round,
            "rounds": self.rounds,
            "pile_top": NAME[top],
            "pile_size": len(self.pile),
            "conditions": condition_report(self.displays, top, active, names, leaves_any),
            "check": "all" if phase == AFTER_PILE else "one" if phase == AFTER_DISPLAY else None,
            "placed": {
                "pile": NAME[top] if phase == AFTER_PILE else None,
                "display": NAME[self.displays[current][-1]] if phase == AFTER_DISPLAY else None,
            },
            "displays": [[NAME[c] for c in d] for d in self.displays],
            "status": [STATUS_LABELS[s] for s in self.status],
            "in_round": active,
            "hand": None if seat is None else [NAME[c] for c in self.hands[seat]],
            "hand_sizes": [len(h) for h in self.hands],
            "draw_pile_size": len(self.draw_pile) if self.options["draw_pile"] else 0,
            "scored": [[NAME[c] for c in s] for s in self.scored],
            "scores": points,
            "round_wins": list(self.round_wins),
            "results": [
                {
                    "round": number,
                    "winner": winner,
                    "card": None if card < 0 else NAME[card],
                    "points": 0 if card < 0 else FACE[card],
                }
                for number, (winner, card) in enumerate(self.results, start=1)
            ],
            "round_winner": current if phase == SCORING else None,
            "scoring": scoring,
            "is_over": self.is_over,
            "winners": self.winners() if self.is_over else [],
            "legal": legal,
            # On a turn's first step: no card move survives, so folding loses nothing.
            "no_safe_move": bool(
                legal
                and phase == START
                and all(e["outcome"] in ("eliminated", "out") for e in legal)
            ),
            "options": dict(self.options),
        }

    def invariants(self) -> None:
        players = self.num_players
        assert self.pile and self.pile[0] == ACE_OF_MOONS, "the Ace of Moons starts the pile"
        assert 1 <= self.round <= ROUNDS, f"there is no round {self.round}"
        assert isinstance(self.phase, Phase), f"unknown phase {self.phase!r}"
        assert len(self.status) == players and all(s in (IN, FOLDED, FAILED) for s in self.status)
        assert len(self.results) == self.round - (self.phase != OVER), "one result per round"
        assert all(len(h) <= hand_size(players) for h in self.hands), "hands never grow"
        for seat in range(players):
            won = sum(1 for winner, _ in self.results if winner == seat)
            if self.phase == SCORING and seat == self.current_player:
                won += 1
            assert self.round_wins[seat] == won, "round wins match the results"
            assert self.scored[seat] == [c for w, c in self.results if w == seat and c >= 0]
        left = self.status.count(IN)
        if self.phase == OVER:
            assert self.current_player == TERMINAL
        elif self.phase == SCORING:
            assert left == 1 and self.status[self.current_player] == IN, "one winner is left"
        else:
            assert left >= 2, "a turn is only played while two or more players are in"
            assert self.status[self.current_player] == IN, "only players in the round move"
            assert all(self.displays[s] for s in range(players)), "each display has a card"
        if self.phase == AFTER_PILE:
            assert len(self.pile) >= 2, "a card was put on the pile this turn"


# The named alternatives to our default readings of the rules (decktet.md section 4).
OPTIONS = (
    Option(
        "draw_pile",
        True,
        "Draw variant (recommended): after a good turn, a card put on the pile draws one "
        "card fewer than its suits.",
    ),
    Option(
        "winner_starts",
        False,
        "From round 2 on, the last round's winner starts (instead of the lowest display card).",
    ),
    Option(
        "leaves_any_card",
        False,
        "Leaves: every display card counts, not just minimal sets showing all your suits.",
    ),
    Option(
        "tie_break",
        False,
        "Break a tied total by rounds won, then by the best single scored card.",
    ),
)


GAME = Game(
    name="moonscrown",
    title="Moonscrown",
    state_cls=MoonscrownState,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    action_types=(PlayToPile, AddToDisplay, EndTurn, Fold, ScoreCard, DeclineScore),
    # Format 2 deals with the state's own generator; format 1 saves would deal differently.
    version=2,
    oldest_version=2,
    options=OPTIONS,
    summary="Set the week's fashion with the pile and stay on top of it with your display; "
    "the last noble still impressing wins the round.",
    # Its speed is held to OpenSpiel's hearts, the closest game among the benchmark's peers: a
    # card game for two to four without an auction (the others are held to bridge).
    speed_peer="hearts",
)
