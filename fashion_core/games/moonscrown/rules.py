"""Moonscrown (Johannes Hüsing, after Red7): lead the fashion the pile dictates, or drop out.

Rules as specified in ``shared/rules/decktet.md`` section 4 with its recommended resolutions
(the six conditions of 4.3-4.4, MS-1 to MS-20); :func:`explain.rules_notes` lists them in
plain words. Seven rounds; in each, the last player standing may score one display card.

A turn is one or two decisions: put a card on the pile or on your display (or fold); then
optionally place the other kind of card, or end the turn. The end-of-turn check runs when the
turn ends: after the second card, or at ``EndTurn``. The round winner then decides what to
score. Each of these steps is a pending decision, so ``legal_actions()`` is always complete.

>>> state = GAME.new(players=2, seed=3)
>>> state.phase, state.round, len(state.hands[0]), [len(d) for d in state.displays]
('start', 1, 7, [1, 1])
>>> state.pile_top
0
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from fashion_core.decks.decktet import BASIC_DECK, FACE, NAME, STRENGTH
from fashion_core.engine import TERMINAL, Action, Game, State
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
    OVER,
    PILE,
    SCORE,
    SCORING,
    START,
    AddToDisplay,
    DeclineScore,
    EndTurn,
    Fold,
    PlayToPile,
    ScoreCard,
    check_move,
)
from fashion_core.games.moonscrown.conditions import BIT, SUITS_OF, keys_for, scoring_cards
from fashion_core.games.moonscrown.copies import clone_for_search, determinize
from fashion_core.games.moonscrown.invariants import check_invariants
from fashion_core.games.moonscrown.options import OPTIONS
from fashion_core.games.moonscrown.view import player_view

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


# -- state ---------------------------------------------------------------------------------


class MoonscrownState(State):
    """A game of Moonscrown. ``pile`` lists cards bottom to top; ``draw_pile[-1]`` is drawn
    next (without the draw variant it holds the cards set aside this round)."""

    rounds: ClassVar[int] = ROUNDS

    snapshot_fields = (
        "round",
        "pile",
        "hands",
        "displays",
        "draw_pile",
        "scored",
        "status",
        "phase",
        "round_wins",
        "results",
    )

    round: int
    pile: list[int]
    hands: list[list[int]]
    displays: list[list[int]]
    draw_pile: list[int]
    scored: list[list[int]]
    status: list[int]
    phase: str
    round_wins: list[int]
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
        deck = _SHUFFLED
        if any(self.scored):
            gone = {c for pile in self.scored for c in pile}
            deck = [c for c in deck if c not in gone]
        # Sorting by random keys is a uniform shuffle, and about three times faster than
        # random.shuffle for a deck this size (deals happen every round of every playout).
        draw = self.chance().random
        cards = sorted(deck, key=lambda _: draw())
        players = self.num_players
        size = hand_size(players)
        self.hands = [cards[i * size : (i + 1) * size] for i in range(players)]
        dealt = players * size
        self.displays = [[cards[dealt + i]] for i in range(players)]
        self.draw_pile = cards[dealt + players :]
        self.pile = [ACE_OF_MOONS]
        self.status = [IN] * players
        self.phase = START
        first = first_player(self.displays)
        if self.options["winner_starts"] and self.results:
            first = self.results[-1][0]
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

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == START:
            hand = self.hands[self.current_player]
            if not hand:
                return list(FOLD_ONLY)
            return [*map(PILE.__getitem__, hand), *map(DISPLAY.__getitem__, hand), FOLD]
        if phase == AFTER_PILE:
            return [*map(DISPLAY.__getitem__, self.hands[self.current_player]), END_TURN]
        if phase == AFTER_DISPLAY:
            return [*map(PILE.__getitem__, self.hands[self.current_player]), END_TURN]
        if phase == SCORING:
            out = [SCORE[c] for c in self.eligible_to_score()]
            out.append(DECLINE)
            return out
        return []

    def eligible_to_score(self) -> list[int]:
        """The round winner's display cards in a winning subset of a current condition."""
        return scoring_cards(self.displays[self.current_player], self.pile[-1], self.leaves_any)

    def passes(self, seat: int, need_all: bool) -> bool:
        """The end-of-turn check for ``seat`` against the current top card (see
        :func:`conditions.passes_check`; this copy is the hot path)."""
        status = self.status
        leaves_any = self.options["leaves_any_card"]
        bit = BIT.__getitem__
        rivals = [
            keys_for(sum(map(bit, display)), leaves_any)
            for other, display in enumerate(self.displays)
            if status[other] == IN and other != seat
        ]
        mine = keys_for(sum(map(bit, self.displays[seat])), leaves_any)
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

    def _check(self, action: Action) -> None:
        check_move(self, action)

    def _apply(self, action: Action) -> None:
        seat = self.current_player
        kind = type(action)
        log = self.log is not None
        if kind is PlayToPile:
            card = action.card  # type: ignore[attr-defined]
            self.hands[seat].remove(card)
            self.pile.append(card)
            self._played(seat)
            if log:
                self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "pile")
            if self.phase == START:
                self.phase = AFTER_PILE
            else:
                self._finish_turn(seat, True, card)
        elif kind is AddToDisplay:
            card = action.card  # type: ignore[attr-defined]
            self.hands[seat].remove(card)
            self.displays[seat].append(card)
            self._played(seat)
            if log:
                self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "display")
            if self.phase == START:
                self.phase = AFTER_DISPLAY
            else:
                self._finish_turn(seat, True, self.pile[-1])
        elif kind is EndTurn:
            if self.phase == AFTER_PILE:
                self._finish_turn(seat, True, self.pile[-1])
            else:
                self._finish_turn(seat, False, -1)
        elif kind is Fold:
            self.status[seat] = FOLDED
            if log:
                self._event(f"{self.player_name(seat)} folds.", seat, "fold")
            self._next_turn(seat)
        elif kind is ScoreCard:
            card = action.card  # type: ignore[attr-defined]
            self.displays[seat].remove(card)
            self.scored[seat].append(card)
            self.results.append([seat, card])
            if log:
                self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "score")
            self._end_round()
        else:
            assert kind is DeclineScore
            self.results.append([seat, -1])
            if log:
                self._event(f"{self.player_name(seat)} scores nothing this round.", seat, "score")
            self._end_round()

    def _played(self, seat: int) -> None:
        """A card from ``seat``'s hidden hand is now face up: the others learn it (the same
        as ``_reveal_to_others``, without a Python loop: this runs on most moves)."""
        marks = self.last_reveal
        own = marks[seat]
        marks[:] = [self.moves] * self.num_players
        marks[seat] = own

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
            wanted = draws_for(to_pile)
            if wanted and self.draw_pile:
                hand = self.hands[seat]
                drawn = []
                for _ in range(min(wanted, len(self.draw_pile))):
                    drawn.append(self.draw_pile.pop())
                hand += drawn
                self._reveal((seat,))
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

    def hidden_cards(self, seat: int | None) -> set[str]:
        hidden = {NAME[c] for c in self.draw_pile}
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.update(NAME[c] for c in hand)
        return hidden

    def view(self, seat: int | None) -> dict[str, Any]:
        return player_view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> MoonscrownState:
        return determinize(self, seat, rng)

    def clone(self) -> MoonscrownState:
        new = clone_for_search(self)
        new.log = None if self.log is None else list(self.log)
        return new

    def clone_for_search(self) -> MoonscrownState:
        """A fast copy without the log (what bots play ahead on)."""
        return clone_for_search(self)

    def search_copy(self) -> MoonscrownState:
        return self.clone_for_search()

    def check_invariants(self) -> None:
        check_invariants(self)


GAME = Game(
    name="moonscrown",
    title="Moonscrown",
    state_cls=MoonscrownState,
    min_players=2,
    max_players=4,
    action_types=(PlayToPile, AddToDisplay, EndTurn, Fold, ScoreCard, DeclineScore),
    options=OPTIONS,
    summary="Set the week's fashion with the pile and stay on top of it with your display; "
    "the last noble still impressing wins the round.",
)
