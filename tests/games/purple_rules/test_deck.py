"""The Purple Pack as data: the structural facts F1-F9 and F13 of purple_rules.md section 2.

These hold for the real deck as well as for our reconstruction, so they must keep passing when
the table in ``fashion_core/decks/purple_pack.py`` is replaced.
"""

from collections import Counter

from fashion_core.decks import purple_pack as pp


def colour_of(name: str) -> int:
    return pp.COLOUR_NAMES.index(name)


def suit_of(name: str) -> int:
    return pp.SUIT_NAMES.index(name)


def test_f1_the_deck_has_49_cards_without_jokers():
    assert len(pp.TABLE) == len(pp.DECK) == 49
    assert len(set(pp.NAME)) == 49, "card names are unique keys"
    assert not any("Joker" in row[0] for row in pp.TABLE)


def test_f2_no_jokers_are_used():
    assert "Joker" not in pp.COLOUR_NAMES


def test_f3_seven_colours_of_seven_cards():
    assert len(pp.COLOUR_NAMES) == 7
    assert Counter(pp.COLOUR) == {c: 7 for c in range(7)}


def test_f4_each_colour_lies_within_one_suit():
    for colour in range(7):
        suits = {pp.SUIT[c] for c in pp.CARDS_OF_COLOUR[colour]}
        assert len(suits) == 1, pp.COLOUR_NAMES[colour]
    assert len(pp.SUIT_NAMES) == 4


def test_f5_clubs_are_green_and_bronze_fourteen_cards():
    clubs = pp.CARDS_OF_SUIT[suit_of("Clubs")]
    assert len(clubs) == 14
    assert {pp.COLOUR_NAMES[pp.COLOUR[c]] for c in clubs} == {"Green", "Bronze"}


def test_f6_black_is_a_spades_colour_of_seven_cards():
    black = pp.CARDS_OF_COLOUR[colour_of("Black")]
    assert len(black) == 7
    assert all(pp.SUIT[c] == suit_of("Spades") for c in black)


def test_f7_silver_is_a_diamonds_colour():
    assert all(pp.SUIT[c] == suit_of("Diamonds") for c in pp.CARDS_OF_COLOUR[colour_of("Silver")])


def test_f8_bronze_green_and_silver_each_have_an_8():
    for colour in ("Bronze", "Green", "Silver"):
        labels = [pp.RANK_LABEL[c] for c in pp.CARDS_OF_COLOUR[colour_of(colour)]]
        assert "8" in labels, colour
    assert pp.card("Silver 8♦") in pp.CARDS_OF_SUIT[suit_of("Diamonds")]


def test_f9_suit_sizes_are_multiples_of_seven_with_clubs_fourteen():
    sizes = sorted(len(cards) for cards in pp.CARDS_OF_SUIT)
    assert all(size % 7 == 0 for size in sizes) and sum(sizes) == 49
    others = sorted(len(pp.CARDS_OF_SUIT[s]) for s in range(4) if s != suit_of("Clubs"))
    assert others in ([7, 14, 14], [7, 7, 21])


def test_f10_each_colour_has_one_colour_point_number_and_they_order_the_colours():
    for colour in range(7):
        assert len({pp.CPN[c] for c in pp.CARDS_OF_COLOUR[colour]}) == 1
    assert len(set(pp.COLOUR_CPN)) == 7, "the bid ladder needs a strict colour order"


def test_f11_card_points_are_rank_points_plus_colour_points():
    assert all(pp.POINTS[c] == pp.RPN[c] + pp.CPN[c] for c in pp.DECK)


def test_f13_every_colour_carries_the_same_rank_points():
    sets = {tuple(sorted(pp.RPN[c] for c in pp.CARDS_OF_COLOUR[k])) for k in range(7)}
    assert len(sets) == 1
    (ranks,) = sets
    assert len(set(ranks)) == 7, "ranks within a colour are distinct"


def test_reconstruction_r1_values():
    # R1 specifics (section 3.2-3.3); these are the provisional numbers.
    assert [pp.COLOUR_NAMES[c] for c in pp.COLOURS_BY_CPN] == [
        "Bronze", "Silver", "Green", "Gold", "Red", "Purple", "Black",
    ]  # fmt: skip
    assert sum(pp.POINTS) == 392
    assert pp.POINTS[pp.card("Bronze 8♣")] == 2 and pp.POINTS[pp.card("Black A♠")] == 14


def test_an_unknown_card_name_is_refused_clearly():
    try:
        pp.card("Pink 8♥")
    except KeyError as exc:
        assert "Pink 8♥" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("an unknown card was accepted")


def test_the_provisional_note_names_what_is_reconstructed():
    assert "Provisional" in pp.PROVISIONAL_NOTE
    for name in ("Gold", "Red", "Purple"):
        assert name in pp.PROVISIONAL_NOTE


def test_f12_rank_points_are_not_the_face_values():
    # An 8 is not worth 8 Rank Points, nor an Ace 1 or 14: ranks count 1-7 from the 8 up.
    eight, ace = pp.card("Green 8♣"), pp.card("Green A♣")
    assert pp.RPN[eight] != 8 and pp.RPN[ace] not in (1, 11, 14)
    assert pp.RPN[eight] < pp.RPN[ace]


def test_f14_two_cards_of_one_suit_but_different_colours_can_tie_in_rank():
    green, bronze = pp.card("Green 10♣"), pp.card("Bronze 10♣")
    assert pp.SUIT[green] == pp.SUIT[bronze] and pp.COLOUR[green] != pp.COLOUR[bronze]
    assert pp.RPN[green] == pp.RPN[bronze]
