"""Moonscrown's heuristic bot and the search defaults (rollout policy, evaluation).

The heuristic lists every whole turn it could take (a pile card, a display card, both, or a
fold), keeps only the turns that pass the end-of-turn check, and prefers those that keep the
most cards in hand. It reads only its own hand and public information.

>>> from fashion_core.games.moonscrown.rules import GAME
>>> state = GAME.new(2, seed=4)
>>> bot = HeuristicBot(seed=1)
>>> bot.choose(state) in state.legal_actions()
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from fashion_core.bots.base import Bot
from fashion_core.decks.decktet import FACE, NAME, STRENGTH
from fashion_core.engine import Action, State
from fashion_core.games.moonscrown.actions import (
    AFTER_DISPLAY,
    AFTER_PILE,
    DECLINE,
    DISPLAY,
    END_TURN,
    FOLD,
    IN,
    OVER,
    PILE,
    SCORE,
    SCORING,
    START,
)
from fashion_core.games.moonscrown.conditions import BIT, CONDITIONS, STEP, SUITS_OF, keys_for
from fashion_core.games.moonscrown.rules import ROUNDS, MoonscrownState, draws_for
from fashion_core.words import POINTS, amount

Plan = tuple[int, int]
"""A whole turn: (card for the pile, card for the display); -1 means none."""


class Judge:
    """Answers "would this turn pass the check?" for the seat to move, from public
    information only. The rivals' best strength on each condition is worked out once."""

    __slots__ = ("best", "leaves_any", "mine", "top")

    def __init__(self, state: MoonscrownState) -> None:
        seat = state.current_player
        status = state.status
        leaves_any = state.options["leaves_any_card"]
        # Plans name the turn's display card even once it is placed, so judge without it.
        display = state.displays[seat]
        if state.phase == AFTER_DISPLAY:
            display = display[:-1]
        self.mine = sum(map(BIT.__getitem__, display))
        rivals = [
            keys_for(sum(map(BIT.__getitem__, d)), leaves_any)
            for o, d in enumerate(state.displays)
            if o != seat and status[o] == IN
        ]
        self.best = rivals[0] if len(rivals) == 1 else tuple(map(max, *rivals))
        self.top = state.pile[-1]
        self.leaves_any = leaves_any

    def margins(self, pile: int, display: int) -> list[int]:
        """For each condition of the resulting top card: my key minus the best rival's
        (positive: I meet it)."""
        mine = keys_for(self.mine if display < 0 else self.mine | BIT[display], self.leaves_any)
        best = self.best
        return [
            mine[s] - best[s] if mine[s] else -STEP * 8
            for s in SUITS_OF[self.top if pile < 0 else pile]
        ]

    def safe(self, pile: int, display: int) -> bool:
        # Rival keys are never negative, so beating them also means having n > 0.
        mine = keys_for(self.mine if display < 0 else self.mine | BIT[display], self.leaves_any)
        best = self.best
        if pile < 0:  # plain loops: faster than any()/all() over a generator here
            for s in SUITS_OF[self.top]:  # noqa: SIM110
                if mine[s] > best[s]:
                    return True
            return False
        for s in SUITS_OF[pile]:  # noqa: SIM110
            if mine[s] <= best[s]:
                return False
        return True


def turn_plans(state: MoonscrownState) -> list[Plan]:
    """Every whole turn still open to the seat to move (folding is left out)."""
    seat = state.current_player
    hand = state.hands[seat]
    phase = state.phase
    if phase == START:
        plans = [(p, -1) for p in hand]
        plans += [(p, d) for p in hand for d in hand if d != p]
        plans += [(-1, d) for d in hand]
        return plans
    if phase == AFTER_PILE:
        top = state.pile[-1]
        return [(top, -1)] + [(top, d) for d in hand]
    if phase == AFTER_DISPLAY:
        added = state.displays[seat][-1]
        return [(-1, added)] + [(p, added) for p in hand]
    return []


def plan_value(state: MoonscrownState, plan: Plan, margins: Sequence[int]) -> float:
    """How much the bot likes a safe turn: cards kept in hand first (a number card on the
    pile is refilled in the draw variant), then a pile move over a display move, then low
    cards given away and high cards shown, then a comfortable lead."""
    pile, display = plan
    placed = (pile >= 0) + (display >= 0)
    refill = draws_for(pile) if pile >= 0 and state.options["draw_pile"] else 0
    kept = -placed + min(refill, len(state.draw_pile))
    value = 2.0 * kept + (0.5 if pile >= 0 else 0.0)
    if pile >= 0:
        value -= 0.03 * FACE[pile]
    if display >= 0:
        value += 0.03 * FACE[display]
    value += 0.1 * sum(min(m // STEP, 2) for m in margins if m > 0)
    # A deterministic last tie-break, so a resampled position gives the same choice.
    tie = 1e-4 * (STRENGTH[pile] if pile >= 0 else 0)
    return value + tie + 1e-6 * (STRENGTH[display] if display >= 0 else 0)


def best_plan(state: MoonscrownState) -> tuple[Plan | None, list[int]]:
    """The safe turn with the highest value, with its margins (None: nothing is safe)."""
    judge = Judge(state)
    best: Plan | None = None
    best_value = -math.inf
    best_margins: list[int] = []
    for plan in turn_plans(state):
        margins = judge.margins(*plan)
        ok = all(m > 0 for m in margins) if plan[0] >= 0 else any(m > 0 for m in margins)
        if not ok:
            continue
        value = plan_value(state, plan, margins)
        if value > best_value:
            best, best_value, best_margins = plan, value, margins
    return best, best_margins


def best_score(state: MoonscrownState) -> int | None:
    """The eligible display card worth the most points (ties: the higher card)."""
    eligible = state.eligible_to_score()
    if not eligible:
        return None
    return max(eligible, key=lambda c: (FACE[c], STRENGTH[c]))


def _step_towards(state: MoonscrownState, plan: Plan | None) -> Action:
    phase = state.phase
    if plan is None:
        return FOLD if phase == START else END_TURN
    pile, display = plan
    if phase == START:
        return PILE[pile] if pile >= 0 else DISPLAY[display]
    if phase == AFTER_PILE:
        return DISPLAY[display] if display >= 0 else END_TURN
    return PILE[pile] if pile >= 0 else END_TURN


class HeuristicBot(Bot):
    """Never knocks itself out while a safe turn exists; keeps cards in hand (a pile card
    alone, then pile and display, then a display card alone); folds only when nothing is safe;
    scores the most valuable eligible card."""

    kind = "heuristic"
    label = "Heuristic bot"

    def choose(self, state: State) -> Action:
        assert isinstance(state, MoonscrownState)
        if state.phase == SCORING:
            card = best_score(state)
            return DECLINE if card is None else SCORE[card]
        return _step_towards(state, best_plan(state)[0])

    def explain(self, state: State, action: Action) -> str:
        assert isinstance(state, MoonscrownState)
        if state.phase == SCORING:
            card = best_score(state)
            if card is None:
                return "Nothing in your display belongs to a winning set, so score nothing."
            return (
                f"Score {NAME[card]} for {amount(FACE[card], POINTS)}: "
                "it is the most valuable card in a winning set for the current conditions."
            )
        plan, margins = best_plan(state)
        if plan is None:
            if state.phase == START:
                return "Fold: no turn keeps you on top of the conditions, so drop out now."
            return "End the turn: no second card can save this turn any more."
        pile, display = plan
        top = state.pile[-1] if pile < 0 else pile
        led = " and ".join(
            f"'{CONDITIONS[s]}'" for s, m in zip(SUITS_OF[top], margins, strict=True) if m > 0
        )
        if state.phase == START:
            if pile >= 0 and display >= 0:
                what = f"Put {NAME[pile]} on the pile, then add {NAME[display]} to your display"
            elif pile >= 0:
                what = f"Put {NAME[pile]} on the pile and end the turn"
            else:
                what = f"Add {NAME[display]} to your display and end the turn"
        elif action == END_TURN:
            what = "End the turn now"
        elif state.phase == AFTER_PILE:
            what = f"Now add {NAME[display]} to your display"
        else:
            what = f"Now put {NAME[pile]} on the pile"
        return f"{what}: you then lead {led}, and no other safe turn keeps more cards in your hand."


# -- search defaults -----------------------------------------------------------------------


def quick_move(state: MoonscrownState, rng: random.Random) -> Action:
    """A cheap playout policy: a random safe pile card, else a random safe display card,
    else a safe pair, else fold; the best card when scoring."""
    if state.phase == SCORING:
        card = best_score(state)
        return DECLINE if card is None else SCORE[card]
    return _QUICK[state.phase](state, Judge(state), rng)


def _quick_second_card(state: MoonscrownState, judge: Judge, rng: random.Random) -> Action:
    """After one card: end the turn if it is safe alone, else add the first card of the other
    kind that makes the turn safe."""
    seat = state.current_player
    if state.phase == AFTER_PILE:
        top = state.pile[-1]
        pair, moves = (lambda c: (top, c)), DISPLAY
    else:
        added = state.displays[seat][-1]
        pair, moves = (lambda c: (c, added)), PILE
    if judge.safe(*pair(-1)):
        return END_TURN
    for c in state.hands[seat]:
        if judge.safe(*pair(c)):
            return moves[c]
    return END_TURN


def _quick_start(state: MoonscrownState, judge: Judge, rng: random.Random) -> Action:
    """A safe pile card, else a safe display card, else a safe pair, else fold."""
    hand = state.hands[state.current_player]
    if not hand:
        return FOLD
    # Try the cards from a random starting point: as random as a shuffle for this purpose.
    start = int(rng.random() * len(hand))
    order = hand[start:] + hand[:start]
    mine = keys_for(judge.mine, judge.leaves_any)
    best = judge.best
    for p in order:
        if all(mine[s] > best[s] for s in SUITS_OF[p]):
            return PILE[p]
    for d in order:
        if judge.safe(-1, d):
            return DISPLAY[d]
    for p in order:
        for d in order:
            if d != p and judge.safe(p, d):
                return PILE[p]
    return FOLD


_QUICK = {START: _quick_start, AFTER_PILE: _quick_second_card, AFTER_DISPLAY: _quick_second_card}


def _win_chance(lead: float, rounds_left: int) -> float:
    # About one scored card (~8 points) per round is still to come; the lead matters less
    # the more rounds remain.
    scale = 4.0 + 4.0 * math.sqrt(rounds_left)
    return 1.0 / (1.0 + math.exp(-lead / scale))


def evaluate(state: State) -> list[float]:
    """Per-seat values in [0, 1]: play the current round out with :func:`quick_move`, let the
    winner score the best card, then turn point leads into win chances.

    The position handed over by the search is a throwaway copy, so it is played on in place.
    """
    assert isinstance(state, MoonscrownState)
    if state.is_over:
        return state.returns()
    rng = random.Random(state.seed ^ state.moves)
    while state.phase != SCORING and state.phase != OVER:
        state.apply_legal(quick_move(state, rng))
    points = state.scores()
    if state.phase == SCORING:
        card = best_score(state)
        if card is not None:
            points[state.current_player] += FACE[card]
    elif state.is_over:
        return state.returns()
    left = ROUNDS - state.round
    players = state.num_players
    values = []
    for seat in range(players):
        chances = [_win_chance(points[seat] - points[o], left) for o in range(players) if o != seat]
        values.append(sum(chances) / len(chances))
    return values


ISMCTS_DEFAULTS = {"iterations": 1000, "rollout_depth": 0, "evaluate": evaluate, "c": 0.7}
"""Search settings: a playout to the end of the round, then a points-based evaluation."""

__all__ = [
    "ISMCTS_DEFAULTS",
    "HeuristicBot",
    "Judge",
    "best_plan",
    "best_score",
    "evaluate",
    "quick_move",
    "turn_plans",
]
