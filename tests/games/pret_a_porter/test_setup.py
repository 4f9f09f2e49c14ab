"""Setup (§5.1)."""

from __future__ import annotations

import random

import pytest

from fashion_core.games.pret_a_porter.cards import (
    CARDS,
    DECKS,
    DESIGNS,
    SHOW_TILES,
    STARTING_DESIGNS,
)
from fashion_core.games.pret_a_porter.rules import GAME, Phase


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_gives_each_company_40_dollars_three_pawns_and_upkeep_3(players):
    s = GAME.new(players, seed=players)
    assert s.cash == [40] * players and s.pawns_left == [3] * players
    assert [s.upkeep(p) for p in range(players)] == [3] * players  # 3 printed $1 employees
    assert s.vp == [0] * players and s.round == 1 and s.phase is Phase.PLANNING


@pytest.mark.parametrize("players", [2, 4])
def test_setup_deals_clothing_tiles_with_their_two_starting_designs(players):
    s = GAME.new(players, seed=11)
    assert len(set(s.clothing)) == players
    for seat in range(players):
        assert sorted(s.designs[seat]) == sorted(STARTING_DESIGNS[s.clothing[seat]])
    # Starting designs of undrawn tiles are shuffled into the deck.
    unused = [t for t in range(5) if t not in s.clothing]
    pool = set(s.design_deck) | set(s.design_row)
    assert all(d in pool for t in unused for d in STARTING_DESIGNS[t])


def test_setup_displays_three_cards_and_sets_aside_the_last_quarter_cards():
    s = GAME.new(3, seed=5)
    for k in range(3):
        assert len(s.displays[k]) == 3 and len(s.deck_tops[k]) == 1 and len(s.decks[k]) == 14
        assert len(s.reserves[k]) == 6
        assert all(CARDS[c].last_quarter for c in s.reserves[k])
        assert not any(CARDS[c].last_quarter for c in s.decks[k] + s.displays[k])


def test_setup_places_show_tiles_one_two_three_and_the_last_quarter_four():
    s = GAME.new(2, seed=8)
    assert [len(t) for t in s.tiles] == [1, 2, 3, 4]
    assert all(SHOW_TILES[t].last_quarter for t in s.tiles[3])
    assert not any(SHOW_TILES[t].last_quarter for q in s.tiles[:3] for t in q)


def test_setup_stocks_location_9_and_reveals_a_row_of_four_designs():
    s = GAME.new(2, seed=2)
    assert s.offers == [True] * 4 and len(s.design_row) == 4
    assert len(s.design_deck) == 50 - 4 - 4


def test_first_player_is_chosen_at_random():
    firsts = {GAME.new(3, seed=seed).first for seed in range(30)}
    assert firsts == {0, 1, 2}


def _deal_with_random(players, seed):
    """The opening deal made with ``random.Random`` and its own ``shuffle`` and ``randrange``,
    in the order the rules deal (§5.1): what every saved game and golden game replays."""
    rng = random.Random(seed)
    displays, tops, decks = [], [], []
    for ids in DECKS.values():
        regular = [c for c in ids if not CARDS[c].last_quarter]
        rng.shuffle(regular)
        displays.append([regular.pop(), regular.pop(), regular.pop()])
        tops.append([regular.pop()])
        decks.append(regular)
    tiles = [0, 1, 2, 3, 4]
    rng.shuffle(tiles)
    taken = {d for tile in tiles[:players] for d in STARTING_DESIGNS[tile]}
    deck = [d for d in range(len(DESIGNS)) if d not in taken]
    rng.shuffle(deck)
    row = [deck.pop() for _ in range(4)]
    regular = [t.id for t in SHOW_TILES if not t.last_quarter]
    last = [t.id for t in SHOW_TILES if t.last_quarter]
    rng.shuffle(regular)
    rng.shuffle(last)
    show = [regular[:1], regular[1:3], regular[3:6], last]
    return displays, tops, decks, tiles[:players], deck, row, show, rng.randrange(players)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_deal_draws_exactly_as_random_random_would(players):
    # The rules draw the deal's bits themselves (faster than Random.shuffle); every card,
    # tile and the first player must still come out as Random's own draws would place them.
    for seed in [0, 1, 2**63 - 1, 2**64 - 1, *range(7, 7 + 150 * 7919, 7919)]:
        s = GAME.new(players, seed=seed)
        dealt = (s.displays, s.deck_tops, s.decks, s.clothing, s.design_deck, s.design_row)
        assert (*dealt, s.tiles, s.first) == _deal_with_random(players, seed), seed
