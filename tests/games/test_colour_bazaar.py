"""Colour Bazaar rules, one behaviour per test (decktet.md section 3)."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction, Match
from fashion_core.decks.decktet import BASIC_DECK, COURTS, PAWNS, Suit, card, ids
from fashion_core.games.colour_bazaar import (
    GAME,
    ColourBazaarState,
    Discard,
    PlayCard,
    TakeChip,
    can_play_on,
    contribution,
    suit_value,
)
from fashion_core.games.colour_bazaar.explain import breakdown, why_value
from fashion_core.games.colour_bazaar.positions import arrange

WORKED_EXAMPLE = ("the Light Keeper", "the Discovery", "the Sea", "the Darkness", "the Calamity")


def position(
    hands: list[list[str]], stacks: list[list[str]] | None = None, phase: str = "influence"
) -> ColourBazaarState:
    """A two- or three-player position by card names (the Pawns start the markets)."""
    state = arrange(hands, stacks, phase=phase)
    state.current_player = 0 if phase != "over" else state.current_player
    return state


# -- setup -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3])
def test_setup_deals_four_cards_each_and_lays_out_the_four_pawns(players):
    state = GAME.new(players, seed=3)
    assert [len(h) for h in state.hands] == [4] * players
    assert [s[0] for s in state.stacks] == list(PAWNS)
    assert len(state.deck) == 36 - 4 * players
    assert state.supply == [5] * 6


def test_the_first_player_is_chosen_by_chance():
    firsts = {GAME.new(3, seed=s).current_player for s in range(30)}
    assert firsts == {0, 1, 2}


def test_the_extended_option_adds_the_four_courts_to_the_deck():
    state = GAME.new(2, seed=2, extended=True)
    in_play = state.deck + [c for h in state.hands for c in h]
    assert set(COURTS) <= set(in_play)
    assert len(in_play) == 40


# -- influence fashion -------------------------------------------------------------------


def test_a_card_may_go_on_a_stack_that_shares_a_suit():
    assert can_play_on(card("the Mill").id, card("the Sea").id)  # Waves
    assert not can_play_on(card("the Mill").id, card("the Bard").id)


def test_a_pawn_accepts_any_card_sharing_one_of_its_three_suits():
    harvest = card("the Harvest").id  # Moons, Suns, Leaves
    assert can_play_on(card("the Forest").id, harvest)
    assert can_play_on(card("Ace of Suns").id, harvest)
    assert not can_play_on(card("the Cave").id, harvest)  # Waves, Wyrms


def test_every_basic_card_can_be_played_at_the_start():
    state = GAME.new(2, seed=0)
    for c in BASIC_DECK:
        assert any(can_play_on(c, s[-1]) for s in state.stacks), card(c).name


def test_playing_a_card_that_shares_no_suit_is_refused_with_the_rule():
    state = position([["the Mill", "the Sea"], ["the Bard"]], stacks=[["the Calamity"], [], [], []])
    before = state.to_json()
    with pytest.raises(IllegalAction, match="Suit match: the Mill cannot go on market 1"):
        state.apply(PlayCard(card("the Mill").id, 0))
    assert state.to_json() == before


def test_you_may_only_play_cards_from_your_own_hand():
    state = position([["the Mill"], ["the Sea"]])
    with pytest.raises(IllegalAction, match="Play from your hand"):
        state.apply(PlayCard(card("the Sea").id, 0))


def test_you_must_play_if_any_card_can_be_played():
    state = position([["the Mill", "Ace of Moons"], ["the Sea"]])
    legal = state.legal_actions()
    assert legal and all(isinstance(a, PlayCard) for a in legal)
    with pytest.raises(IllegalAction, match="Discard only when stuck"):
        state.apply(Discard(card("the Mill").id))


def test_you_must_discard_when_no_card_fits_any_market():
    # The market tops show only Wyrms, Knots and Suns; the hand has Waves, Leaves and Moons.
    state = position(
        [["the Mill", "Ace of Moons"], ["the Sea"]],
        stacks=[["the Calamity"], ["Ace of Wyrms"], ["the Windfall"], ["the Bard"]],
    )
    legal = state.legal_actions()
    assert {type(a) for a in legal} == {Discard}
    assert {a.card for a in legal} == set(ids("the Mill", "Ace of Moons"))
    state.apply(Discard(card("the Mill").id))
    assert state.discards == ids("the Mill")
    assert state.phase == "invest", "you still take a chip after discarding"


def test_only_one_card_may_be_played_per_turn():
    state = position([["the Mill", "the Sailor"], ["the Sea"]])
    state.apply(PlayCard(card("the Mill").id, 3))  # Borderland has Waves
    with pytest.raises(IllegalAction, match="One card per turn"):
        state.apply(PlayCard(card("the Sailor").id, 3))


# -- invest and draw ---------------------------------------------------------------------


def test_you_take_a_chip_only_after_influencing_fashion():
    state = position([["the Mill"], ["the Sea"]])
    with pytest.raises(IllegalAction, match="Play before you invest"):
        state.apply(TakeChip(Suit.MOONS))


def test_any_suit_left_in_the_supply_may_be_taken_whatever_card_was_played():
    state = position([["the Mill"], ["the Sea"]])
    state.apply(PlayCard(card("the Mill").id, 3))
    assert {a.suit for a in state.legal_actions()} == set(range(6))
    state.apply(TakeChip(Suit.MOONS))
    assert state.chips[0][Suit.MOONS] == 1 and state.supply[Suit.MOONS] == 4


def test_an_exhausted_chip_suit_cannot_be_taken():
    state = position([["the Mill"], ["the Sea"]], phase="invest")
    state.supply[Suit.KNOTS] = 0
    state.chips[1][Suit.KNOTS] = 5
    assert TakeChip(Suit.KNOTS) not in state.legal_actions()
    with pytest.raises(IllegalAction, match="Chips run out: no Knots chips"):
        state.apply(TakeChip(Suit.KNOTS))


def test_after_the_chip_you_draw_and_play_passes_to_the_left():
    state = position([["the Mill"], ["the Sea"]])
    top = state.deck[-1]
    state.apply(PlayCard(card("the Mill").id, 3))
    state.apply(TakeChip(Suit.WAVES))
    assert state.hands[0] == [top]
    assert state.current_player == 1 and state.phase == "influence"


def test_no_card_is_drawn_from_an_empty_draw_pile():
    state = position([["the Mill"], ["the Sea"]])
    state.deck = []
    state.apply(PlayCard(card("the Mill").id, 3))
    state.apply(TakeChip(Suit.WAVES))
    assert state.hands[0] == []


def test_the_game_ends_when_the_last_chip_is_taken_without_a_draw():
    state = position([["the Mill"], ["the Sea"]])
    state.supply = [0, 0, 0, 0, 0, 1]
    state.chips = [[3, 2, 3, 2, 2, 2], [2, 3, 2, 3, 3, 2]]
    deck_before = list(state.deck)
    state.apply(PlayCard(card("the Mill").id, 3))
    state.apply(TakeChip(Suit.KNOTS))
    assert state.is_over
    assert state.deck == deck_before
    assert state.legal_actions() == []


@pytest.mark.parametrize(("players", "each"), [(2, 15), (3, 10)])
def test_a_game_always_lasts_thirty_turns(players, each):
    import random

    state = GAME.new(players, seed=players)
    rng = random.Random(1)
    takes = 0
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        takes += isinstance(action, TakeChip)
        state.apply(action)
    assert takes == 30
    assert [sum(c) for c in state.chips] == [each] * players


# -- scoring -----------------------------------------------------------------------------


def test_the_worked_example_stack():
    stack = ids(*WORKED_EXAMPLE)
    got = {suit: contribution(stack, suit) for suit in Suit}
    assert got == {
        Suit.MOONS: 0,
        Suit.SUNS: 5,
        Suit.WAVES: 9,
        Suit.LEAVES: 0,
        Suit.WYRMS: 9,
        Suit.KNOTS: 0,
    }


def test_crowns_do_not_count_and_do_not_block():
    stack = ids("the Light Keeper", "the Darkness", "the Calamity")
    assert contribution(stack, Suit.WYRMS) == 9


def test_the_crowns_count_option_gives_crowns_ten():
    stack = ids(*WORKED_EXAMPLE)
    assert contribution(stack, Suit.WYRMS, crowns_count=True) == 10


def test_pawns_never_count_for_a_suit_value():
    assert contribution(ids("the Light Keeper"), Suit.KNOTS) == 0


def test_aces_count_one():
    assert contribution(ids("the Harvest", "Ace of Moons"), Suit.MOONS) == 1


def test_only_the_topmost_counting_card_of_a_suit_counts():
    stack = ids("the Harvest", "the Pact", "the Mountain")  # Moons+Suns 9, then Moons+Suns 4
    assert contribution(stack, Suit.MOONS) == 4


def test_a_suits_value_is_the_sum_over_the_four_markets():
    stacks = [
        ids("the Harvest", "the Pact"),
        ids("the Watchman", "the Author"),
        ids("the Light Keeper"),
        ids("the Borderland"),
    ]
    assert suit_value(stacks, Suit.MOONS) == 9 + 2


def test_each_chip_scores_its_suits_value_and_ties_are_shared():
    state = position([[], []], phase="over")
    state.current_player = -1
    state.stacks = [[PAWNS[0], card("the Pact").id], [PAWNS[1]], [PAWNS[2]], [PAWNS[3]]]
    state.deck = [c for c in BASIC_DECK if c != card("the Pact").id]
    state.supply = [0] * 6
    state.chips = [[5, 0, 3, 2, 2, 3], [0, 5, 2, 3, 3, 2]]
    assert state.scores() == [45.0, 45.0]
    assert state.winners() == [0, 1]
    assert state.returns() == [0.5, 0.5]


def test_the_breakdown_explains_the_worked_example():
    view = {
        "stacks": [list(WORKED_EXAMPLE), ["the Harvest"], ["the Watchman"], ["the Borderland"]],
        "chips": [[0, 2, 1, 0, 1, 0], [1, 0, 0, 0, 0, 0]],
        "names": ["Ada", "Bo"],
        "options": {"crowns_count": False},
    }
    result = breakdown(view)
    assert result["values"] == [0, 5, 9, 0, 9, 0]
    assert [p["total"] for p in result["players"]] == [2 * 5 + 9 + 9, 0]
    waves = result["markets"][0]["suits"][Suit.WAVES]
    assert waves == {"suit": "Waves", "card": "the Darkness", "value": 9}
    assert "the Calamity above it" in why_value(list(WORKED_EXAMPLE), Suit.WYRMS)


# -- information and undo ----------------------------------------------------------------


def test_a_view_shows_your_hand_and_only_the_size_of_the_others():
    state = position([["the Mill", "the Sea"], ["the Bard", "the Pact"]])
    view = state.view(0)
    assert view["hand"] == ["the Mill", "the Sea"]
    assert view["hand_sizes"] == [2, 2]
    assert "the Bard" not in str(view) and "the Pact" not in str(view)
    assert state.view(None)["hand"] is None


def test_you_can_undo_your_card_play_but_not_past_your_draw():
    match = Match(GAME, 2, seed=4)
    seat = match.state.current_player
    match.apply(match.state.legal_actions()[0])
    assert match.can_undo(seat)
    match.apply(match.state.legal_actions()[0])  # the chip, then the draw
    assert not match.can_undo(seat)


def test_an_illegal_action_from_the_wrong_seat_is_refused():
    match = Match(GAME, 2, seed=4, names=["Ada", "Bo"])
    other = 1 - match.state.current_player
    with pytest.raises(IllegalAction, match="Wait your turn"):
        match.apply(match.state.legal_actions()[0], seat=other)
