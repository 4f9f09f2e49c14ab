"""What the search bot needs from Colori: a shaped evaluation and a cheap rollout policy.

Under the seed rules most games end 0-0 (colori.md section 6), so a rollout that only reports
win or loss teaches the search almost nothing. :func:`evaluate` scores an unfinished game
from stars, from a garment a seat can still make this round, and from how close its wheel is
to the best displayed garment; :func:`rollout_policy` plays on sensibly at a fraction of the
heuristic bot's cost (it draws first, stores, fires Make Garment only when affordable).

>>> from fashion_core.games.colori.rules import GAME
>>> state = GAME.new(2, seed=8)
>>> values = evaluate(state)
>>> len(values), round(sum(values), 6)
(2, 1.0)
>>> rollout_policy(state) in state.legal_actions()
True
"""

from __future__ import annotations

import math
from collections.abc import Callable

from fashion_core.engine import Action, State
from fashion_core.games.colori.abilities import (
    CHOOSE_DESTROY,
    CHOOSE_GARMENT,
    CHOOSE_MIX,
    CHOOSE_STORE,
    TURN,
)
from fashion_core.games.colori.actions import END_TURN, STOP_DESTROYING, STOP_MIXING, STOP_STORING
from fashion_core.games.colori.cards import (
    ABILITY,
    ABILITY_N,
    DRAW,
    GARMENT,
    GARMENT_COST,
    GARMENT_FABRIC,
    GARMENT_STARS,
    IS_FABRIC,
    KIND,
    MIX,
    NUM_KINDS,
    PIP_COUNT,
    PIPS,
    STORE,
)
from fashion_core.games.colori.rules import DRAFT, ColoriState
from fashion_core.games.colori.wheel import shortfall

# -- evaluation -------------------------------------------------------------------------------


def turn_potential(state: ColoriState, seat: int) -> tuple[int, bool]:
    """(stars of the best garment this seat's turn can still pay for, whether it also holds a
    drafted Make Garment). Stores take the drawn cards with the most pips."""
    wheel = state.wheels[seat]
    drawn = [KIND[c] for c in state.drawn[seat]]
    stores = mixes = makers = 0
    for c in state.drafted[seat]:
        k = KIND[c]
        code = ABILITY[k]
        if code == STORE:
            stores += ABILITY_N[k]
        elif code == MIX:
            mixes += ABILITY_N[k]
        elif code == GARMENT:
            makers += 1
    if stores:
        pips = sorted((k for k in drawn if PIP_COUNT[k]), key=PIP_COUNT.__getitem__)
        wheel = list(wheel)
        for k in pips[-stores:]:
            for c, n in PIPS[k]:
                wheel[c] += n
    strict = state.options["strict_two_apart"]
    best = 0
    for card in state.display:
        g = KIND[card]
        stars = GARMENT_STARS[g]
        if stars <= best or GARMENT_FABRIC[g] not in drawn:
            continue
        missing, needed = shortfall(wheel, GARMENT_COST[g], strict)
        if not missing and needed <= mixes:
            best = stars
    return best, makers > 0


def reach(state: ColoriState, seat: int) -> float:
    """The best displayed garment's stars, discounted by how far the wheel is from it."""
    wheel = state.wheels[seat]
    strict = state.options["strict_two_apart"]
    best = 0.0
    for g in {KIND[c] for c in state.display}:
        missing, mixes = shortfall(wheel, GARMENT_COST[g], strict)
        value = GARMENT_STARS[g] / (1.0 + missing + 0.5 * mixes)
        if value > best:
            best = value
    return best


def strengths(state: ColoriState) -> list[float]:
    """Each seat's stars plus what it can still expect (in stars) from its position."""
    players = state.num_players
    left = (9 - state.round) / 8.0
    out = []
    for seat in range(players):
        value = float(state.stars[seat])
        if state.phase is DRAFT:
            pending = True
        else:
            pending = (seat - state.first) % players >= state.turns_done
        if pending:
            stars, ready = turn_potential(state, seat)
            if stars:
                value += stars * (0.9 if ready else 0.3 if state.phase is DRAFT else 0.0)
        wheel = state.wheels[seat]
        value += left * (0.5 * reach(state, seat) + 0.02 * sum(wheel))
        out.append(value)
    return out


def evaluate(state: State, temperature: float = 1.0) -> list[float]:
    """Shaped values in [0, 1] per seat (summing to 1) for an unfinished game.

    Strengths (see :func:`strengths`) become shares with a softmax: in a two-player game one
    expected star of lead is worth about 73%.
    """
    if state.is_over:
        return state.returns()
    assert isinstance(state, ColoriState)
    values = strengths(state)
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


# -- rollout policy ---------------------------------------------------------------------------

# Draft priorities by kind: Make Garment first, then bigger stores, fabrics, draws, the rest.
_DRAFT_PRIORITY = [0.0] * NUM_KINDS
# Action-turn categories by kind, so the policy needs one list lookup per drafted card.
_KEEP, _DRAW, _STORE, _GARMENT, _MIX = range(5)
_TURN_KIND = [_KEEP] * NUM_KINDS
for _k in range(NUM_KINDS):
    _code = ABILITY[_k]
    if _code == GARMENT:
        _DRAFT_PRIORITY[_k] = 5.0
        _TURN_KIND[_k] = _GARMENT
    elif IS_FABRIC[_k]:
        _DRAFT_PRIORITY[_k] = 2.5  # fabrics are kept for later garments
    elif _code == STORE:
        _DRAFT_PRIORITY[_k] = 2.0 + 0.5 * ABILITY_N[_k]
        _TURN_KIND[_k] = _STORE
    elif _code == DRAW:
        _DRAFT_PRIORITY[_k] = 1.5 + 0.2 * ABILITY_N[_k]
        _TURN_KIND[_k] = _DRAW
    else:
        _DRAFT_PRIORITY[_k] = 1.0
        _TURN_KIND[_k] = _MIX if _code == MIX else _KEEP
    _DRAFT_PRIORITY[_k] += 0.2 * PIP_COUNT[_k]
_TURN_SCORE = {_DRAW: 5, _STORE: 4, _GARMENT: 6, _MIX: 1}
_PIPS_I = [PIP_COUNT[k] for k in KIND]


def rollout_policy(state: State) -> Action:
    """A fast, sensible move for play-outs (randomness comes from the state's own seed).

    Draft: Make Garment cards, then stores and fabrics, with noise. Turn: draw first, then
    store, mix now and then, Make Garment only when affordable; fabrics and useless cards are
    kept. Store the drawn card with the most pips; mix at random half the time.
    """
    assert isinstance(state, ColoriState)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    r = state.randbelow(1 << 30)  # one random draw per decision: its bits are the noise
    if state.phase is DRAFT:
        return _rollout_pick(legal, r)
    return _ROLLOUT_BY_CHOICE[state.choice](state, legal, r)


def _rollout_pick(legal: list[Action], r: int) -> Action:
    best, score = legal[0], -1.0
    for a in legal:
        s = _DRAFT_PRIORITY[a.card] + (r & 31) * 0.1  # type: ignore[attr-defined]
        r >>= 5
        if s > score:
            best, score = a, s
    return best


def _worth_firing(state: ColoriState, seat: int, what: int, r: int) -> bool:
    """Whether destroying a card of this sort does anything now (a mix: at random)."""
    if what == _DRAW:
        return bool(state.decks[seat] or state.discards[seat])
    if what == _STORE:
        pips = _PIPS_I
        return any(pips[c] for c in state.drawn[seat])
    if what == _GARMENT:
        return bool(state.affordable(seat))
    return bool(r & 1)


def _rollout_turn(state: ColoriState, legal: list[Action], r: int) -> Action:
    seat = state.current_player
    best, score = END_TURN, 0
    for a in legal:
        if a is END_TURN:
            continue
        what = _TURN_KIND[a.card]  # type: ignore[attr-defined]
        if what == _KEEP:
            continue
        s = _TURN_SCORE[what]
        if s <= score:
            continue
        if _worth_firing(state, seat, what, r):
            best, score = a, s
    return best


def _rollout_store(state: ColoriState, legal: list[Action], r: int) -> Action:
    best, most = STOP_STORING, 0
    for a in legal:
        if a is not STOP_STORING and PIP_COUNT[a.card] > most:  # type: ignore[attr-defined]
            best, most = a, PIP_COUNT[a.card]  # type: ignore[attr-defined]
    return best


def _rollout_mix(state: ColoriState, legal: list[Action], r: int) -> Action:
    return legal[(r >> 1) % len(legal)] if r & 1 else STOP_MIXING


def _rollout_destroy(state: ColoriState, legal: list[Action], r: int) -> Action:
    return STOP_DESTROYING


def _rollout_garment(state: ColoriState, legal: list[Action], r: int) -> Action:
    return max(legal, key=lambda a: GARMENT_STARS[a.garment])  # type: ignore[attr-defined]


_ROLLOUT_BY_CHOICE: dict[str, Callable[[ColoriState, list[Action], int], Action]] = {
    TURN: _rollout_turn,
    CHOOSE_STORE: _rollout_store,
    CHOOSE_MIX: _rollout_mix,
    CHOOSE_DESTROY: _rollout_destroy,
    CHOOSE_GARMENT: _rollout_garment,
}
"""Pending choice -> the play-out's move for it."""
