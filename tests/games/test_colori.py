"""Colori rules, one behaviour per test, named after the rule (seed text + colori.md section 4)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from fashion_core import IllegalAction
from fashion_core.games.colori import GAME
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
    BASIC_INSTANCES,
    DYES,
    FABRICS,
    GARMENT_COST,
    GARMENT_INSTANCES,
    GARMENTS,
    KIND,
    NAME,
    PIPS,
    cards_in_play,
    draft_deck_cards,
    parse_colours,
    starting_deck,
)
from fashion_core.games.colori.explain import (
    garment_needs,
    mix_helper,
    mixing_table,
    rules_notes,
    score_breakdown,
    why_fizzled,
)
from fashion_core.games.colori.wheel import (
    AMBER,
    BLUE,
    GREEN,
    ORANGE,
    PURPLE,
    RED,
    VERMILION,
    YELLOW,
    mix_result,
)
from tests.games.colori_positions import action_position, kind, names, wheel_of

# -- the card tables -------------------------------------------------------------------------


def test_every_garment_costs_twice_its_dye():
    for (dye, pips, _, _), (garment, _, cost, _) in zip(DYES, GARMENTS, strict=True):
        doubled = {colour: 2 * n for colour, n in parse_colours(pips)}
        assert dict(parse_colours(cost)) == doubled, f"{garment} should cost twice {dye}"


def test_card_counts_match_the_component_list():
    every = Counter(NAME[KIND[c]] for c in cards_in_play(5))
    assert sum(every[n] for n, *_ in DYES) == 78
    assert sum(every[n] for n, *_ in GARMENTS) == 78
    assert all(every[n] == 2 for n, *_ in DYES + GARMENTS)
    assert [every[f"Basic {c}"] for c in ("Red", "Yellow", "Blue")] == [20, 20, 20]
    # six of each fabric for the draft, plus one starting Wool and Silk per seat
    assert [every[n] for n, *_ in FABRICS] == [11, 11, 6, 6]


def test_each_player_starts_with_two_of_each_basic_dye_a_wool_and_a_silk():
    for seat in range(5):
        assert names(starting_deck(seat)) == sorted(
            ["Basic Red"] * 2 + ["Basic Yellow"] * 2 + ["Basic Blue"] * 2 + ["Wool", "Silk"]
        )
    assert len({c for s in range(5) for c in starting_deck(s)}) == 40


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_draft_deck_holds_the_basic_dyes_nobody_started_with(players):
    deck = draft_deck_cards(players)
    assert len(deck) == 162 - 6 * players
    basics = Counter(NAME[KIND[c]] for c in deck if any(c in copies for copies in BASIC_INSTANCES))
    assert set(basics.values()) == {20 - 2 * players}


# -- setup and the draw phase ----------------------------------------------------------------


def test_setup_displays_six_garments_and_each_seat_draws_five():
    state = GAME.new(3, seed=5)
    assert len(state.display) == 6 and all(c in GARMENT_INSTANCES for c in state.display)
    assert [len(d) for d in state.drawn] == [5, 5, 5]
    assert [len(d) for d in state.decks] == [3, 3, 3]
    assert state.round == 1 and state.phase == "draft"


def test_drawing_takes_the_discard_pile_when_the_deck_runs_out():
    state = action_position(
        drafted=["Silk", "Turnsole"], deck=["Basic Red"], discard=["Woad", "Weld"]
    )
    state.apply(DestroyDrafted(kind("Silk")))  # Draw Cards x2
    assert names(state.drawn[0]) == ["Basic Red", "Woad"] or names(state.drawn[0]) == [
        "Basic Red",
        "Weld",
    ]
    assert len(state.decks[0]) == 1 and state.discards[0] == []


def test_drawing_with_empty_deck_and_discard_draws_what_it_can():
    state = action_position(drafted=["Saffron", "Turnsole"], deck=["Basic Red"])  # Draw Cards x3
    state.apply(DestroyDrafted(kind("Saffron")))
    assert names(state.drawn[0]) == ["Basic Red"]
    assert any("draws Basic Red" in e.text for e in state.log)


def test_redrawing_a_card_stored_earlier_this_turn_is_allowed():
    # Stored cards are discarded at once; Draw Cards may take the discard pile back (E2).
    state = action_position(drawn=["Woad"], drafted=["Linen", "Wool", "Turnsole"], deck=[])
    state.apply(DestroyDrafted(kind("Linen")))
    state.apply(StoreCard(kind("Woad")))
    state.apply(DestroyDrafted(kind("Wool")))
    assert names(state.drawn[0]) == ["Woad"]


# -- the draft -------------------------------------------------------------------------------


def play_draft_pick(state):
    state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("round_number, giver", [(1, 2), (2, 1), (3, 2), (8, 1)])
def test_draft_passes_left_on_odd_rounds_right_on_even(round_number, giver):
    # Passing left (to seat + 1) means seat 0 receives seat 2's hand; passing right, seat 1's.
    state = GAME.new(3, seed=2)
    while state.round < round_number:
        state.apply(state.legal_actions()[-1])
    assert state.phase == "draft" and state.round == round_number
    dealt = [set(state.own_hand(seat)) for seat in range(3)]
    for _ in range(3):  # one pick each, then the hands move on
        play_draft_pick(state)
    received = set(state.own_hand(0))
    assert len(received) == 4 and received < dealt[giver]
    assert state.view(0)["pass_direction"] == ("left" if round_number % 2 else "right")


def test_each_seat_drafts_five_cards_and_no_card_is_left_over():
    state = GAME.new(4, seed=3)
    deck_before = len(state.draft_deck)
    while state.phase == "draft":
        play_draft_pick(state)
    assert [len(d) for d in state.drafted] == [5, 5, 5, 5]
    assert len(state.draft_deck) == deck_before
    assert all(not h for h in state.hands)


def test_the_last_card_of_each_hand_is_taken_without_asking():
    state = GAME.new(2, seed=4)
    decisions = 0
    while state.phase == "draft":
        play_draft_pick(state)
        decisions += 1
    assert decisions == 2 * 4


def test_picks_stay_hidden_until_the_draft_ends():
    state = GAME.new(3, seed=6)
    play_draft_pick(state)
    picked = state.drafted[0][0]
    key = json.dumps(state.view(0)["seats"][0]["drafted"])
    assert key != "null"
    for seat in (1, 2, None):
        view = state.view(seat)
        assert view["seats"][0]["drafted"] is None
        assert view["seats"][0]["drafted_count"] == 1
        assert json.dumps(_key(picked)) not in json.dumps(view)
        assert _key(picked) in state.hidden_cards(seat)
    while state.phase == "draft":
        play_draft_pick(state)
    for seat in (1, 2, None):
        assert _key(picked) in state.view(seat)["seats"][0]["drafted"]
        assert _key(picked) not in state.hidden_cards(seat)


def _key(card):
    from fashion_core.games.colori.cards import KEY

    return KEY[card]


def test_draft_hands_are_private_to_their_holder():
    state = GAME.new(2, seed=7)
    mine = [_key(c) for c in state.own_hand(0)]
    theirs = [_key(c) for c in state.own_hand(1)]
    assert sorted(state.view(0)["draft"]["hand"]) == sorted(mine)
    text = json.dumps(state.view(0))
    assert not any(json.dumps(k) in text for k in theirs)
    assert set(theirs) <= state.hidden_cards(0)


def test_destroyed_pile_refills_the_draft_deck():
    state = GAME.new(2, seed=8)
    while state.phase == "draft":
        play_draft_pick(state)
    # Leave only 3 cards in the draft deck; the rest of the supply sits in the destroyed pile.
    state.destroyed += state.draft_deck[3:]
    del state.draft_deck[3:]
    destroyed = len(state.destroyed)
    while state.phase == "action":
        state.apply(END_TURN)
    assert state.round == 2
    assert [len(h) for h in state.hands] == [5, 5]
    assert state.destroyed == []
    assert len(state.draft_deck) == 3 + destroyed - 10
    state.check_invariants()


def test_a_short_supply_deals_equal_short_hands():
    state = GAME.new(3, seed=9)
    while state.phase == "draft":
        play_draft_pick(state)
    state.destroyed += state.draft_deck[4:]  # 4 in the deck, plus 3 destroyed = 7 cards
    del state.draft_deck[4:]
    spare = state.destroyed[3:]
    del state.destroyed[3:]
    state.drafted[0] += spare  # park the surplus with seat 0 (it is discarded at end of turn)
    while state.phase == "action":
        state.apply(END_TURN)
    assert state.picks == 2 and [len(h) for h in state.hands] == [2, 2, 2]
    assert len(state.draft_deck) == 1
    state.check_invariants()


def test_an_empty_draft_supply_does_not_soft_lock():
    # colori.md 3a defect 3: no draft deck and no destroyed cards.
    state = GAME.new(2, seed=10)
    while state.phase == "draft":
        play_draft_pick(state)
    state.drafted[1] += state.draft_deck + state.destroyed
    state.draft_deck, state.destroyed = [], []
    while not state.is_over:
        legal = state.legal_actions()
        assert legal
        state.apply(legal[-1])
    assert state.round == 8


# -- the action phase and the queue ----------------------------------------------------------


def test_a_destroyed_drafted_card_goes_to_the_shared_destroyed_pile():
    state = action_position(drawn=["Basic Red"], drafted=["Woad", "Weld"])
    state.apply(DestroyDrafted(kind("Woad")))
    assert [NAME[KIND[c]] for c in state.destroyed] == ["Woad"]


def test_the_queue_must_be_empty_before_destroying_another_card():
    state = action_position(drawn=["Basic Red", "Basic Blue"], drafted=["Woad", "Weld"])
    state.apply(DestroyDrafted(kind("Woad")))
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Queue first: resolve Store Colors before"):
        state.apply(DestroyDrafted(kind("Weld")))
    with pytest.raises(IllegalAction, match="Queue first"):
        state.apply(END_TURN)
    assert state.to_json() == before


def test_destroyed_abilities_join_the_back_of_the_queue():
    # Iron Black destroys two drawn cards; their abilities resolve in the order chosen.
    state = action_position(
        drawn=["Basic Red", "Cotton", "Wool", "Basic Yellow"],
        drafted=["Iron Black", "Turnsole"],
        wheel=wheel_of(Red=1, Yellow=1),
        deck=["Basic Blue"],
    )
    state.apply(DestroyDrafted(kind("Iron Black")))
    state.apply(DestroyDrawn(kind("Cotton")))  # Mix Colors x1
    state.apply(DestroyDrawn(kind("Wool")))  # Draw Cards x1
    # Cotton's mix resolves first; Wool's draw waits behind it in the queue.
    assert NAME[KIND[state.resolving]] == "Cotton" and state.choice == "mix"
    assert [NAME[KIND[c]] for c in state.queue] == ["Wool"]
    assert names(state.drawn[0]) == ["Basic Red", "Basic Yellow"]
    state.apply(Mix(RED, YELLOW))
    assert names(state.drawn[0]) == ["Basic Blue", "Basic Red", "Basic Yellow"]


def test_store_colors_stores_all_pips_of_chosen_drawn_cards():
    state = action_position(
        drawn=["Venetian Red Earth", "Basic Blue"], drafted=["Linen", "Turnsole"]
    )
    state.apply(DestroyDrafted(kind("Linen")))
    state.apply(StoreCard(kind("Venetian Red Earth")))
    assert state.wheels[0] == wheel_of(Red=1, Vermilion=1, Amber=1)
    assert names(state.discards[0]) == ["Venetian Red Earth"]
    assert names(state.drawn[0]) == ["Basic Blue"]


def test_store_colors_does_not_store_the_destroyed_cards_own_pips():
    state = action_position(drawn=["Basic Blue"], drafted=["Madder"])
    state.apply(DestroyDrafted(kind("Madder")))  # 2 Red, 1 Vermilion; Store Colors x2
    state.apply(StoreCard(kind("Basic Blue")))
    assert state.wheels[0] == wheel_of(Blue=1)


def test_store_colors_may_store_fewer_than_n():
    state = action_position(drawn=["Basic Red", "Basic Blue", "Weld"], drafted=["Saxon Green"])
    state.apply(DestroyDrafted(kind("Saxon Green")))
    assert STOP_STORING in state.legal_actions()
    state.apply(StoreCard(kind("Weld")))
    state.apply(STOP_STORING)
    assert state.wheels[0] == wheel_of(Yellow=3)
    assert state.choice == "turn"


def test_store_colors_offers_only_cards_with_pips():
    state = action_position(drawn=["Wool", "Basic Red"], drafted=["Linen"])
    state.apply(DestroyDrafted(kind("Linen")))
    assert set(state.legal_actions()) == {StoreCard(kind("Basic Red")), STOP_STORING}
    with pytest.raises(IllegalAction, match="Store Colors: Wool has no colour pips"):
        state.apply(StoreCard(kind("Wool")))


def test_lenient_store_variant_lets_store_take_pipless_cards():
    state = action_position(drawn=["Wool"], drafted=["Linen"], lenient_store=True)
    state.apply(DestroyDrafted(kind("Linen")))
    state.apply(StoreCard(kind("Wool")))
    assert names(state.discards[0]) == ["Wool"] and sum(state.wheels[0]) == 0


def test_store_with_an_empty_drawn_area_does_not_soft_lock():
    # colori.md 3a defect 1: the ability simply does nothing.
    state = action_position(drawn=[], drafted=["Woad", "Linen"])
    state.apply(DestroyDrafted(kind("Woad")))
    assert state.choice == "turn"
    assert set(state.legal_actions()) == {DestroyDrafted(kind("Linen")), END_TURN}
    assert any("does nothing" in e.text for e in state.log)


def test_destroy_with_an_empty_drawn_area_does_not_soft_lock():
    state = action_position(drawn=[], drafted=["Smalt", "Linen"])
    state.apply(DestroyDrafted(kind("Smalt")))
    assert state.choice == "turn" and END_TURN in state.legal_actions()


def test_destroy_cards_may_destroy_fewer_than_n():
    state = action_position(drawn=["Basic Red", "Basic Blue"], drafted=["Iron Black", "Turnsole"])
    state.apply(DestroyDrafted(kind("Iron Black")))
    assert STOP_DESTROYING in state.legal_actions()
    state.apply(STOP_DESTROYING)
    assert names(state.drawn[0]) == ["Basic Blue", "Basic Red"]


def test_garments_are_never_destroy_targets():
    state = action_position(
        drawn=["Basic Red", "Kermes Crimson Robe"], drafted=["Smalt"], deck=["Basic Blue"]
    )
    state.apply(DestroyDrafted(kind("Smalt")))
    assert DestroyDrawn(kind("Kermes Crimson Robe")) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Destroy Cards: garments cannot be destroyed"):
        state.apply(DestroyDrawn(kind("Kermes Crimson Robe")))


def test_draw_cards_draws_n_from_the_personal_deck():
    state = action_position(drafted=["Silk", "Turnsole"], deck=["Woad", "Weld", "Basic Red"])
    state.apply(DestroyDrafted(kind("Silk")))
    assert len(state.drawn[0]) == 2 and len(state.decks[0]) == 1


# -- mixing --------------------------------------------------------------------------------


def test_mixing_uses_the_nine_pair_table():
    legal = {(a, b) for a in range(12) for b in range(12) if a < b and mix_result(a, b) >= 0}
    assert len(legal) == 9
    assert mix_result(RED, YELLOW) == ORANGE and mix_result(RED, ORANGE) == VERMILION
    assert mix_result(PURPLE, RED) == mix_result(RED, PURPLE)
    assert mix_result(VERMILION, AMBER) == -1  # two apart, but not in the table
    state = action_position(drafted=["Lac"], wheel=wheel_of(Red=1, Yellow=1, Blue=1))
    state.apply(DestroyDrafted(kind("Lac")))
    assert set(state.legal_actions()) == {
        Mix(RED, YELLOW),
        Mix(YELLOW, BLUE),
        Mix(RED, BLUE),
        STOP_MIXING,
    }
    state.apply(Mix(YELLOW, BLUE))
    assert state.wheels[0] == wheel_of(Red=1, Green=1)


def test_strict_two_apart_variant_forbids_primary_pairs():
    state = action_position(
        drafted=["Logwood"],
        wheel=wheel_of(Red=1, Yellow=1, Vermilion=1, Amber=1),
        strict_two_apart=True,
    )
    state.apply(DestroyDrafted(kind("Logwood")))
    assert Mix(RED, YELLOW) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Mixing: Red and Yellow are not a mixing pair"):
        state.apply(Mix(RED, YELLOW))
    state.apply(Mix(VERMILION, AMBER))
    assert state.wheels[0][ORANGE] == 1


def test_mixing_names_the_missing_pair_or_colour():
    state = action_position(drafted=["Cotton"], wheel=wheel_of(Red=1, Green=1, Yellow=1))
    state.apply(DestroyDrafted(kind("Cotton")))
    with pytest.raises(IllegalAction, match="Mixing: Red and Green are not a mixing pair"):
        state.apply(Mix(RED, GREEN))
    with pytest.raises(IllegalAction, match="Mixing: you have no Blue on your wheel"):
        state.apply(Mix(YELLOW, BLUE))


def test_mix_colors_may_stop_before_n_mixes():
    state = action_position(drafted=["Lincoln Green"], wheel=wheel_of(Red=2, Yellow=2))
    state.apply(DestroyDrafted(kind("Lincoln Green")))  # Mix Colors x3
    state.apply(Mix(RED, YELLOW))
    state.apply(STOP_MIXING)
    assert state.wheels[0] == wheel_of(Red=1, Yellow=1, Orange=1)


def test_a_mix_with_nothing_to_mix_does_nothing():
    state = action_position(drafted=["Cotton", "Linen"], wheel=wheel_of(Red=3))
    state.apply(DestroyDrafted(kind("Cotton")))
    assert state.choice == "turn"


# -- making garments -------------------------------------------------------------------------

ROBE = "Brazilwood Rose Cloak"  # Wool, 4 Red, 2 stars
SHAWL = "Spanish Broom Sunlight Shawl"  # Wool, 4 Yellow, 2 stars
APRON = "Woad Blue Workman's Apron"  # Linen, 4 Blue


def test_make_garment_is_compulsory_when_affordable():
    state = action_position(
        drawn=["Wool"],
        drafted=["Kermes"],
        wheel=wheel_of(Red=4, Yellow=4),
        display=[ROBE, SHAWL, APRON],
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    # Two are affordable: the player must choose one of them, and may not skip.
    assert set(state.legal_actions()) == {MakeGarment(kind(ROBE)), MakeGarment(kind(SHAWL))}
    state.apply(MakeGarment(kind(SHAWL)))
    assert state.stars[0] == 2 and state.wheels[0] == wheel_of(Red=4)


def test_a_single_affordable_garment_is_made_at_once():
    state = action_position(
        drawn=["Wool"], drafted=["Weld"], wheel=wheel_of(Red=4), display=[ROBE, APRON]
    )
    state.apply(DestroyDrafted(kind("Weld")))
    assert state.stars[0] == 2 and sum(state.wheels[0]) == 0
    assert names(state.discards[0]) == [ROBE, "Wool"]


def test_make_garment_fizzles_and_says_why():
    state = action_position(
        drawn=["Linen"], drafted=["Indigo"], wheel=wheel_of(Blue=3), display=[ROBE, APRON]
    )
    state.apply(DestroyDrafted(kind("Indigo")))
    assert state.stars[0] == 0 and state.choice == "turn"
    text = next(e.text for e in state.log if "fizzles" in e.text)
    assert f"{ROBE} needs no Wool among the drawn cards and 4 Red more" in text
    assert f"{APRON} needs 1 Blue more" in text


def test_drafted_fabric_cannot_pay_for_a_garment():
    state = action_position(
        drawn=[], drafted=["Wool", "Kermes"], wheel=wheel_of(Red=4), display=[ROBE]
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    assert state.stars[0] == 0
    assert any("no Wool among the drawn cards" in e.text for e in state.log)


def test_a_fabric_drawn_earlier_in_the_chain_can_pay():
    state = action_position(
        drawn=[],
        drafted=["Kermes", "Brazilwood"],
        wheel=wheel_of(Red=4),
        display=[ROBE],
        deck=["Wool"],
    )
    state.apply(DestroyDrafted(kind("Brazilwood")))  # Draw Cards x1: the Wool
    state.apply(DestroyDrafted(kind("Kermes")))
    assert state.stars[0] == 2


def test_an_unaffordable_garment_cannot_be_chosen():
    # colori.md 3a defect 2.
    state = action_position(
        drawn=["Wool"],
        drafted=["Kermes"],
        wheel=wheel_of(Red=4, Yellow=4),
        display=[ROBE, SHAWL, APRON],
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Make Garment: you need Linen in your drawn cards"):
        state.apply(MakeGarment(kind(APRON)))
    assert state.to_json() == before


def test_made_garment_goes_to_the_discard_pile_and_refills_the_display():
    state = action_position(
        drawn=["Wool"], drafted=["Kermes"], wheel=wheel_of(Red=4), display=[ROBE] * 2 + [APRON]
    )
    deck = len(state.garment_deck)
    state.apply(DestroyDrafted(kind("Kermes")))
    assert ROBE in names(state.discards[0])
    assert len(state.display) == 3 and len(state.garment_deck) == deck - 1


def test_completed_area_variant_keeps_garments_out_of_the_deck():
    state = action_position(
        drawn=["Wool"],
        drafted=["Kermes"],
        wheel=wheel_of(Red=4),
        display=[ROBE],
        garments_to_discard=False,
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    assert names(state.completed[0]) == [ROBE] and ROBE not in names(state.discards[0])
    assert state.stars[0] == 2


def test_the_display_shrinks_when_the_garment_deck_is_empty():
    state = action_position(
        drawn=["Wool"], drafted=["Kermes"], wheel=wheel_of(Red=4), display=[ROBE]
    )
    state.discards[1] += state.garment_deck  # park the unused garments out of the deck
    state.garment_deck = []
    state.apply(DestroyDrafted(kind("Kermes")))
    assert state.display == []


def test_garments_in_the_deck_still_score():
    state = action_position(
        drawn=["Wool"], drafted=["Kermes"], wheel=wheel_of(Red=4), display=[ROBE]
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    assert state.scores()[0] == 2.0


# -- turns, rounds and scoring ---------------------------------------------------------------


def test_end_of_turn_discards_undestroyed_drafted_and_drawn_cards():
    state = action_position(drawn=["Basic Red"], drafted=["Weld", "Woad"])
    state.apply(END_TURN)
    assert names(state.discards[0]) == ["Basic Red", "Weld", "Woad"]
    assert state.current_player == 1


def test_the_game_ends_after_eight_rounds():
    state = GAME.new(2, seed=11)
    rounds = set()
    while not state.is_over:
        rounds.add(state.round)
        state.apply(state.legal_actions()[-1])
    assert rounds == set(range(1, 9))


def test_action_turns_go_in_seat_order_by_default():
    state = GAME.new(3, seed=12)
    order = []
    while state.round < 3:
        if (
            state.phase == "action"
            and state.choice == "turn"
            and (not order or order[-1] != (state.round, state.current_player))
        ):
            order.append((state.round, state.current_player))
        state.apply(state.legal_actions()[-1])
    assert [s for r, s in order if r == 2] == [0, 1, 2]


def test_rotate_first_player_variant_moves_the_first_seat_each_round():
    state = GAME.new(3, seed=12, rotate_first_player=True)
    firsts = {}
    while state.round < 4:
        if state.phase == "action":
            firsts.setdefault(state.round, state.current_player)
        state.apply(state.legal_actions()[-1])
    assert firsts == {1: 0, 2: 1, 3: 2}


def test_ties_are_shared_by_default():
    state = GAME.new(3, seed=13)
    state.stars = [2, 2, 1]
    assert state.winners() == [0, 1]


def test_tie_breakers_variant_prefers_more_garments_then_more_colours():
    state = GAME.new(3, seed=13, tie_breakers=True)
    state.stars = [4, 4, 4]
    state.owned = [[1], [2, 3], [4, 5]]
    state.wheels[1] = wheel_of(Red=1)
    state.wheels[2] = wheel_of(Red=2)
    assert state.winners() == [2]
    state.wheels[1] = wheel_of(Red=2)
    assert state.winners() == [1, 2]


# -- illegal moves and views -----------------------------------------------------------------


def test_illegal_moves_name_the_rule_and_change_nothing():
    state = GAME.new(2, seed=14)
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Draft first"):
        state.apply(END_TURN)
    with pytest.raises(IllegalAction, match="Draft: there is no"):
        missing = next(k for k in range(40) if k not in {KIND[c] for c in state.own_hand(0)})
        state.apply(DraftPick(missing))
    assert state.to_json() == before


def test_view_lists_legal_moves_with_their_cards():
    state = action_position(drawn=["Basic Red", "Basic Red"], drafted=["Woad"])
    view = state.view(0)
    entry = next(e for e in view["legal"] if e["action"][0] == "DestroyDrafted")
    assert entry["card"].startswith("Woad#") and "Store Colors ×2" in entry["label"]
    state.apply(DestroyDrafted(kind("Woad")))
    view = state.view(0)
    assert view["resolving"]["ability"] == "Store Colors ×2"
    store = [e for e in view["legal"] if e["action"][0] == "StoreCard"]
    assert len(store) == 1 and len(store[0]["cards"]) == 2
    assert state.view(1)["legal"] == []


def test_view_shows_the_queue_and_the_display_with_affordable_flags():
    state = action_position(
        drawn=["Wool", "Cotton", "Basic Red"],
        drafted=["Vermilion (Mineral)"],
        wheel=wheel_of(Red=4),
        display=[ROBE, APRON],
    )
    state.apply(DestroyDrafted(kind("Vermilion (Mineral)")))
    state.apply(DestroyDrawn(kind("Basic Red")))
    view = state.view(0)
    assert [q["ability"] for q in view["queue"]] == ["Store Colors ×1"]
    flags = {d["name"]: d["affordable"] for d in view["display"]}
    assert flags == {ROBE: True, APRON: False}
    assert view["seats"][0]["wheel_by_colour"]["Red"] == 4
    json.dumps(view)


def test_personal_decks_show_their_contents_but_never_their_keys():
    state = GAME.new(2, seed=15)
    view = state.view(1)
    deck = view["seats"][0]["deck"]
    assert deck == sorted(deck) and len(deck) == 3
    assert all("#" not in name for name in deck)
    text = json.dumps(view)
    assert not any(json.dumps(key) in text for key in state.hidden_cards(1))


def test_card_pips_and_costs_follow_the_card_tables():
    assert {PIPS[kind(f"Basic {c}")] for c in ("Red", "Yellow", "Blue")} == {
        ((RED, 1),),
        ((YELLOW, 1),),
        ((BLUE, 1),),
    }
    assert GARMENT_COST[kind("Lincoln Green Huntsman's Coat")] == ((GREEN, 2), (7, 2), (BLUE, 2))


# -- explanations ----------------------------------------------------------------------------


def test_mix_helper_shows_which_pairs_the_wheel_can_mix_now():
    state = action_position(drafted=["Cotton"], wheel=wheel_of(Red=2, Yellow=1))
    rows = mix_helper(state.view(0))
    possible = [(r["first"], r["second"], r["result"]) for r in rows if r["possible"]]
    assert possible == [("Red", "Yellow", "Orange")]
    assert len(rows) == 9 and len(mixing_table(strict=True)) == 12


def test_garment_needs_names_the_missing_fabric_and_colours():
    state = action_position(drawn=["Wool"], wheel=wheel_of(Red=3, Blue=4), display=[ROBE, APRON])
    needs = {n["garment"].split("#")[0]: n for n in garment_needs(state.view(0))}
    assert needs[ROBE]["missing_colours"] == {"Red": 1} and needs[ROBE]["fabric_ok"]
    assert needs[APRON]["text"] == f"The {APRON} needs a Linen among your drawn cards."
    assert "needs" in why_fizzled(state.view(0))


def test_score_breakdown_counts_garments_wherever_they_are():
    state = action_position(
        drawn=["Wool"], drafted=["Kermes"], wheel=wheel_of(Red=4), display=[ROBE]
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    rows = score_breakdown(state.view(1))
    assert rows[0]["stars"] == 2 and rows[0]["garment_count"] == 1 and rows[1]["stars"] == 0


def test_rules_notes_cover_every_resolution_in_our_own_words():
    notes = rules_notes()
    assert len(notes) == 20  # the twenty rows of colori.md section 4
    assert all(set(n) == {"title", "choice", "alternative"} and n["choice"] for n in notes)
    assert len({n["title"] for n in notes}) == len(notes)


def test_destroy_cards_can_fire_a_drawn_make_garment_dye():
    state = action_position(
        drawn=["Wool", "Kermes"],
        drafted=["Smalt", "Turnsole"],
        wheel=wheel_of(Red=4),
        display=[ROBE],
    )
    state.apply(DestroyDrafted(kind("Smalt")))  # Destroy Cards x1
    state.apply(DestroyDrawn(kind("Kermes")))  # its Make Garment joins the queue and resolves
    assert state.stars[0] == 2
    assert "Kermes" in names(state.destroyed)


def test_make_garment_names_the_colours_still_missing():
    state = action_position(
        drawn=["Wool", "Silk"],
        drafted=["Kermes"],
        wheel=wheel_of(Red=4, Yellow=4),
        display=[ROBE, SHAWL, "Kermes Crimson Robe"],
    )
    state.apply(DestroyDrafted(kind("Kermes")))
    with pytest.raises(IllegalAction, match="Make Garment: you need 2 Red more on your wheel"):
        state.apply(MakeGarment(kind("Kermes Crimson Robe")))


def test_the_log_keeps_draft_picks_private():
    state = GAME.new(2, seed=16)
    picked = state.legal_actions()[0]
    state.apply(picked)
    event = state.log[-1]
    assert event.for_seat(1) == "Player 1 drafts a card."
    assert event.for_seat(0) == f"You draft {NAME[picked.card]}."


def test_the_pass_direction_is_only_shown_with_three_or_more_players():
    assert GAME.new(2, seed=17).view(0)["pass_direction"] is None
    assert GAME.new(3, seed=17).view(0)["pass_direction"] == "left"


@pytest.mark.parametrize(
    "dye, ability",
    [
        ("Saffron", "Draw Cards ×3"),
        ("Saxon Green", "Store Colors ×3"),
        ("Lincoln Green", "Mix Colors ×3"),
        ("Vermilion (Mineral)", "Destroy Cards ×2"),
        ("Tyrian Purple", "Make Garment"),
        ("Linen", "Store Colors ×1"),
        ("Basic Blue", "Store Colors ×1"),
    ],
)
def test_abilities_follow_the_card_reference(dye, ability):
    from fashion_core.games.colori.cards import ability_text

    assert ability_text(kind(dye)) == ability
