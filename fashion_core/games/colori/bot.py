"""Colori's heuristic bot: aim at a displayed garment and build the turn that makes it.

In the draft it values each card by what it adds to *this* round's turn (the drawn cards are
already known when the draft starts): a Make Garment card when the colours and fabric are in
reach, Store Colors for drawn cards whose pips close the gap, mixes when the wheel needs them.
A Make Garment card is taken whenever it is offered: only 8 cards of the draft deck make
garments, and one passed on is a garment for the next seat.
In its turn it draws first, then destroys, stores and mixes towards the target, and fires Make
Garment only when a garment is affordable; cards it cannot use go to its deck instead.

>>> from fashion_core.games.colori.rules import GAME
>>> state = GAME.new(2, seed=2)
>>> HeuristicBot(seed=1).choose(state) in state.legal_actions()
True
"""

from __future__ import annotations

from fashion_core.bots.base import Bot
from fashion_core.engine import Action, State
from fashion_core.games.colori import plan
from fashion_core.games.colori.actions import (
    END_TURN,
    STOP_DESTROYING,
    STOP_MIXING,
    STOP_STORING,
    DestroyDrafted,
    DestroyDrawn,
    DraftPick,
    MakeGarment,
    Mix,
    StoreCard,
)
from fashion_core.games.colori.cards import (
    ABILITY,
    ABILITY_N,
    DESTROY,
    DRAW,
    GARMENT,
    GARMENT_FABRIC,
    GARMENT_STARS,
    IS_FABRIC,
    KIND,
    MIX,
    NAME,
    PIP_COUNT,
    STORE,
    ability_text,
)
from fashion_core.games.colori.rules import ColoriState

GARMENT_STARS_MAX = 5
MAKER_KEEP = 4.0
"""A Make Garment card is worth drafting on its own: only 8 of the draft deck's cards make
garments, so one passed on is a garment the next seat may make instead."""


def turn_value(state: ColoriState, seat: int, drafted: list[int]) -> float:
    """How good this round's turn looks with the drafted kinds ``drafted``."""
    wheel = state.wheels[seat]
    drawn = [KIND[c] for c in state.drawn[seat]]
    display = [KIND[c] for c in state.display]
    strict = state.options["strict_two_apart"]
    stores, mixes, garments, destroys = plan.capacities(drafted)
    drawn_makers = sum(1 for k in drawn if ABILITY[k] == GARMENT)
    garments += min(destroys, drawn_makers)
    stars, _, _ = plan.best_reachable(wheel, drawn, stores, mixes, display, strict)
    value = 0.0
    if stars:
        value += 10.0 * stars if garments else 2.0 * stars
    # Progress for later turns: the target's distance after storing the best cards now.
    goal, _ = plan.target(state, seat)
    pip_cards = sorted((k for k in drawn if PIP_COUNT[k]), key=lambda k: -PIP_COUNT[k])
    if goal >= 0 and pip_cards and stores:
        before = plan.distance(wheel, goal, strict)
        ranked = sorted(
            pip_cards, key=lambda k: plan.distance(plan.add_pips(wheel, [k]), goal, strict)
        )
        after = plan.distance(plan.add_pips(wheel, ranked[:stores]), goal, strict)
        value += 1.5 * (before - after)
        value += 0.1 * sum(PIP_COUNT[k] for k in ranked[:stores])
    draws = sum(ABILITY_N[k] for k in drafted if ABILITY[k] == DRAW and not IS_FABRIC[k])
    value += 0.4 * min(draws, 3)
    return value


def keep_value(state: ColoriState, seat: int, kind: int) -> float:
    """What a card adds to the deck for later rounds if it is not destroyed."""
    left = (8 - state.round) / 7.0
    if IS_FABRIC[kind]:
        goal, _ = plan.target(state, seat)
        wanted = goal >= 0 and GARMENT_FABRIC[goal] == kind
        return left * (2.0 if wanted else 0.8)
    value = 0.1 * PIP_COUNT[kind] * left
    if ABILITY[kind] == GARMENT:
        value += MAKER_KEEP
    return value


class HeuristicBot(Bot):
    """Plans towards the most attractive displayed garment; see the module docstring."""

    kind = "heuristic"
    label = "Heuristic bot"

    def choose(self, state: State) -> Action:
        assert isinstance(state, ColoriState)
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if state.phase == "draft":
            return self._draft(state, legal)
        choice = state.choice
        if choice == "store":
            return self._store(state, legal)
        if choice == "mix":
            return self._mix(state, legal)
        if choice == "destroy":
            return self._destroy_drawn(state, legal)
        if choice == "garment":
            return max(legal, key=lambda a: GARMENT_STARS[a.garment])  # type: ignore[attr-defined]
        return self._turn(state, legal)

    # -- the draft ------------------------------------------------------------------------

    def _draft(self, state: ColoriState, legal: list[Action]) -> Action:
        seat = state.current_player
        mine = [KIND[c] for c in state.drafted[seat]]
        base = turn_value(state, seat, mine)
        jitter = self.rng.random

        def worth(a: Action) -> float:
            assert isinstance(a, DraftPick)
            gain = turn_value(state, seat, [*mine, a.card]) - base
            return gain + keep_value(state, seat, a.card) + 0.01 * jitter()

        return max(legal, key=worth)

    # -- the action turn ------------------------------------------------------------------

    def _turn(self, state: ColoriState, legal: list[Action]) -> Action:
        seat = state.current_player
        drawn = state.drawn[seat]
        has_pile = bool(state.decks[seat] or state.discards[seat])
        storable = [c for c in drawn if PIP_COUNT[KIND[c]]]
        can_make = bool(state.affordable(seat))
        best: tuple[float, Action] = (0.0, END_TURN)
        for a in legal:
            if not isinstance(a, DestroyDrafted):
                continue
            k = a.card
            code = ABILITY[k]
            keep = keep_value(state, seat, k)
            if code == GARMENT:
                score = 5.0 + GARMENT_STARS_MAX if can_make else -1.0
            elif code == DRAW:
                score = 4.0 + ABILITY_N[k] if has_pile else -1.0
            elif code == DESTROY:
                score = 3.5 if any(self._destroy_worth(state, KIND[c]) > 0 for c in drawn) else -1
            elif code == STORE:
                score = 3.0 + min(ABILITY_N[k], len(storable)) if storable else -1.0
            else:  # MIX
                score = 2.0 if self._best_mix(state, legal=None)[0] > 0 else -1.0
            score -= keep
            if score > best[0]:
                best = (score, a)
        return best[1]

    def _store(self, state: ColoriState, legal: list[Action]) -> Action:
        seat = state.current_player
        wheel = state.wheels[seat]
        goal, _ = plan.target(state, seat)
        strict = state.options["strict_two_apart"]
        before = plan.distance(wheel, goal, strict) if goal >= 0 else 0.0
        best: tuple[float, Action] = (0.0, STOP_STORING)
        for a in legal:
            if not isinstance(a, StoreCard) or not PIP_COUNT[a.card]:
                continue  # storing a pip-less card (lenient option) only throws it away
            after = plan.distance(plan.add_pips(wheel, [a.card]), goal, strict) if goal >= 0 else 0
            score = 1.0 + (before - after) + 0.1 * PIP_COUNT[a.card]
            if score > best[0]:
                best = (score, a)
        return best[1]

    def _best_mix(self, state: ColoriState, legal: list[Action] | None) -> tuple[float, Action]:
        """The mix that most helps: one that makes a garment affordable, else the target."""
        seat = state.current_player
        wheel = state.wheels[seat]
        strict = state.options["strict_two_apart"]
        drawn_kinds = {KIND[c] for c in state.drawn[seat]}
        garments = [KIND[c] for c in state.display if GARMENT_FABRIC[KIND[c]] in drawn_kinds]
        goal, _ = plan.target(state, seat)
        before = plan.distance(wheel, goal, strict) if goal >= 0 else 0.0
        options = legal if legal is not None else state.mixes(wheel)
        best: tuple[float, Action] = (0.0, STOP_MIXING)
        for a in options:
            if not isinstance(a, Mix):
                continue
            after_wheel = list(wheel)
            after_wheel[a.first] -= 1
            after_wheel[a.second] -= 1
            after_wheel[state.mix_results[a.first][a.second]] += 1
            score = 0.0
            for g in garments:
                if plan.distance(after_wheel, g, strict) == 0 and plan.distance(wheel, g, strict):
                    score = max(score, 10.0 + GARMENT_STARS[g])
            if goal >= 0:
                score = max(score, before - plan.distance(after_wheel, goal, strict))
            if score > best[0]:
                best = (score, a)
        return best

    def _mix(self, state: ColoriState, legal: list[Action]) -> Action:
        return self._best_mix(state, legal)[1]

    def _destroy_worth(self, state: ColoriState, kind: int) -> float:
        seat = state.current_player
        code = ABILITY[kind]
        if IS_FABRIC[kind] or code < 0:
            return -1.0
        if code == GARMENT:
            return 10.0 if state.affordable(seat) else -1.0
        if code == DRAW:
            return 0.5 * ABILITY_N[kind] if state.decks[seat] or state.discards[seat] else -1.0
        if code == STORE:
            others = sum(1 for c in state.drawn[seat] if PIP_COUNT[KIND[c]]) - 1
            return min(ABILITY_N[kind], others) - PIP_COUNT[kind] * 0.5
        if code == DESTROY:
            return -1.0
        return -0.5 if code == MIX else -1.0

    def _destroy_drawn(self, state: ColoriState, legal: list[Action]) -> Action:
        best: tuple[float, Action] = (0.0, STOP_DESTROYING)
        for a in legal:
            if isinstance(a, DestroyDrawn):
                score = self._destroy_worth(state, a.card)
                if score > best[0]:
                    best = (score, a)
        return best[1]

    # -- explanations -------------------------------------------------------------------------

    def explain(self, state: State, action: Action) -> str:
        assert isinstance(state, ColoriState)
        seat = state.current_player
        goal, _ = plan.target(state, seat)
        aim = f"the {NAME[goal]}" if goal >= 0 else "any garment"
        if isinstance(action, DraftPick):
            if ABILITY[action.card] == GARMENT:
                return (
                    f"Draft {NAME[action.card]}: you need a Make Garment card to make {aim}, "
                    "and only 8 cards of the draft deck make garments."
                )
            # Name the target only when this card's colours really bring it closer.
            wheel, strict = state.wheels[seat], state.options["strict_two_apart"]
            closer = goal >= 0 and plan.distance(
                plan.add_pips(wheel, [action.card]), goal, strict
            ) < plan.distance(wheel, goal, strict)
            if closer:
                return f"Draft {NAME[action.card]}: its colours bring {aim} closer."
            return f"Draft {NAME[action.card]}: {ability_text(action.card)} helps this round most."
        if isinstance(action, MakeGarment):
            return f"Make the {NAME[action.garment]}: the most stars among the affordable garments."
        if isinstance(action, StoreCard):
            return f"Store {NAME[action.card]}: its colours bring {aim} closer."
        if isinstance(action, Mix):
            return f"{action.describe(state).capitalize()}: the wheel needs it for {aim}."
        if isinstance(action, DestroyDrafted):
            what = ability_text(action.card)
            return (
                f"Destroy {NAME[action.card]} for {what}: it is useful right now, aiming at {aim}."
            )
        if isinstance(action, DestroyDrawn):
            return (
                f"Destroy the drawn {NAME[action.card]}: its ability is worth more than keeping it."
            )
        if action is END_TURN:
            return "End the turn: the remaining drafted cards are worth more in the deck."
        return f"{action.describe(state).capitalize()}: nothing useful is left to do with it."
