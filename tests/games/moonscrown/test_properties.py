"""Moonscrown rules: properties."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fashion_core import IllegalAction
from fashion_core.decks.decktet import BASIC_DECK, card, ids
from fashion_core.games.moonscrown import (
    GAME,
    AddToDisplay,
    DeclineScore,
    EndTurn,
    Fold,
    PlayToPile,
    ScoreCard,
    passes_check,
    qualifying_cards,
    scoring_cards,
)
from fashion_core.games.moonscrown.conditions import (
    KEY,
    SUITS_OF,
    display_keys,
    display_mask,
    keys_for,
    qualifying_masks,
    scoring_mask,
)
from fashion_core.positions import walk
from tests.games.moonscrown.helpers import P1, P2

options_strategy = st.fixed_dictionaries({o.name: st.sampled_from(o.choices) for o in GAME.options})
props = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@props
@given(seed=st.integers(0, 2**32), players=st.sampled_from([2, 3, 4]), options=options_strategy)
def test_random_games_with_any_options_end_and_conserve_every_card(seed, players, options):
    state = GAME.new(players, seed=seed, **options)
    rng = random.Random(seed)
    scored_so_far: set[int] = set()
    while not state.is_over:
        state.check_invariants()  # includes: every basic card in exactly one zone
        now = {c for s in state.scored for c in s}
        assert scored_so_far <= now
        scored_so_far = now
        in_play = (
            state.pile + state.draw_pile + [c for z in state.hands + state.displays for c in z]
        )
        assert not now & set(in_play), "a scored card came back"
        state.apply(rng.choice(state.legal_actions()))
    state.check_invariants()
    assert len(state.results) == 7 and sum(state.round_wins) == 7


ALL_ACTIONS = [
    *(PlayToPile(c) for c in BASIC_DECK),
    *(AddToDisplay(c) for c in BASIC_DECK),
    *(ScoreCard(c) for c in BASIC_DECK),
    EndTurn(),
    Fold(),
    DeclineScore(),
]


@props
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 200), options=options_strategy)
def test_exactly_the_illegal_actions_are_refused_and_change_nothing(seed, steps, options):
    state = walk(GAME.new(3, seed=seed, **options), random.Random(seed), steps)
    legal = set(state.legal_actions())
    before = state.to_json()
    for action in ALL_ACTIONS:
        if action in legal:
            state.clone().apply(action)  # the checked path accepts every legal move
            continue
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.to_json() == before


@props
@given(seed=st.integers(0, 2**32), steps=st.integers(0, 150))
def test_determinize_only_reshuffles_what_the_seat_cannot_see(seed, steps):
    state = walk(GAME.new(3, seed=seed), random.Random(seed), steps)
    seat = state.current_player if not state.is_over else 0
    det = state.determinize(seat, random.Random(seed + 1))
    assert det.hands[seat] == state.hands[seat]
    assert det.displays == state.displays and det.pile == state.pile
    assert det.scored == state.scored
    assert [len(h) for h in det.hands] == [len(h) for h in state.hands]
    assert len(det.draw_pile) == len(state.draw_pile)
    unseen = sorted(
        state.draw_pile + [c for s, h in enumerate(state.hands) if s != seat for c in h]
    )
    det_unseen = sorted(
        det.draw_pile + [c for s, h in enumerate(det.hands) if s != seat for c in h]
    )
    assert unseen == det_unseen


def test_passes_check_agrees_with_the_rules_state():
    displays = [ids(*P1), ids(*P2)]
    journey = card("the Journey").id
    assert passes_check(displays, 0, journey, need_all=False)
    assert not passes_check(displays, 0, journey, need_all=True)
    assert scoring_cards(displays[0], journey) == ids("the Author", "the Lunatic")


displays = st.lists(st.sampled_from(BASIC_DECK[1:]), min_size=0, max_size=12, unique=True)
many = settings(max_examples=300, deadline=None)


@many
@given(display=displays, leaves_any=st.booleans())
def test_the_remembered_strength_keys_are_the_conditions_own(display, leaves_any):
    # keys_for and display_keys are the fast paths the end-of-turn check reads: the same
    # values as the per-condition functions, whether the display is new or remembered.
    expected = tuple(KEY[suit](display, leaves_any) for suit in range(6))
    for _ in range(2):
        assert display_keys(display, leaves_any) == expected
        assert keys_for(display_mask(display), leaves_any) == expected


@many
@given(display=displays, top=st.sampled_from(BASIC_DECK), leaves_any=st.booleans())
def test_the_scoring_mask_is_the_union_of_the_qualifying_subsets(display, top, leaves_any):
    # scoring_mask is the fast path the round winner's moves come from: it must agree with
    # the readable per-condition lists the explanations show.
    masks = qualifying_masks(display, leaves_any)
    for suit in range(6):
        assert masks[suit] == display_mask(qualifying_cards(display, suit, leaves_any))
    expected = set()
    for suit in SUITS_OF[top]:
        expected.update(qualifying_cards(display, suit, leaves_any))
    chosen = scoring_mask(display, top, leaves_any)
    assert {c for c in BASIC_DECK if chosen >> c & 1} == expected
    assert scoring_cards(display, top, leaves_any) == [c for c in display if c in expected]


nonempty_displays = st.lists(st.sampled_from(BASIC_DECK[1:]), min_size=1, max_size=12, unique=True)


@many
@given(display=nonempty_displays, top=st.sampled_from(BASIC_DECK), leaves_any=st.booleans())
def test_the_remembered_scoring_moves_are_the_scoring_cards(display, top, leaves_any):
    # The round winner's moves are remembered by display and top card: asked twice, they
    # must still be the scoring cards in display order, then declining.
    state = GAME.new(2, seed=1, leaves_any_card=leaves_any)
    state.displays[state.current_player] = list(display)
    state.pile = [card("Ace of Moons").id, top] if top != card("Ace of Moons").id else [top]
    expected = [ScoreCard(c) for c in scoring_cards(display, top, leaves_any)] + [DeclineScore()]
    for _ in range(2):
        assert state._scoring_moves() == expected
