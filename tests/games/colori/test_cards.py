"""Colori's card tables: counts, pips, costs and abilities follow the rules' card reference."""

from __future__ import annotations

from collections import Counter

import pytest

from fashion_core.games.colori.cards import (
    BASIC_INSTANCES,
    DYES,
    FABRICS,
    GARMENT_COST,
    GARMENTS,
    KIND,
    NAME,
    PIPS,
    cards_in_play,
    draft_deck_cards,
    parse_colours,
    starting_deck,
)
from fashion_core.games.colori.wheel import BLUE, GREEN, RED, YELLOW
from tests.games.colori.positions import kind, names


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


def test_card_pips_and_costs_follow_the_card_tables():
    assert {PIPS[kind(f"Basic {c}")] for c in ("Red", "Yellow", "Blue")} == {
        ((RED, 1),),
        ((YELLOW, 1),),
        ((BLUE, 1),),
    }
    assert GARMENT_COST[kind("Lincoln Green Huntsman's Coat")] == ((GREEN, 2), (7, 2), (BLUE, 2))


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
