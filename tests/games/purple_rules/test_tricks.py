"""Trick play (purple_rules.md section 4): legal cards and the three-tier trick winner,
including section 9's cases 1-5, and property tests of the tiers over random tricks."""

from hypothesis import given
from hypothesis import strategies as st

from fashion_core.decks.purple_pack import COLOUR, COLOUR_NAMES, DECK, NAME, RPN, SUIT, cards
from fashion_core.games.purple_rules.tricks import (
    NO_TRUMP,
    Tier,
    legal_plays,
    refusal,
    trick_winner,
    winner_reason,
)

GREEN, BLACK, BRONZE = (COLOUR_NAMES.index(n) for n in ("Green", "Black", "Bronze"))


def winner(names: tuple[str, ...], trump: int) -> tuple[str, Tier]:
    trick = cards(*names)
    index, tier = trick_winner(trick, trump)
    return NAME[trick[index]], tier


# -- section 9's cases --------------------------------------------------------------------


def test_case_1_trump_wins():
    trick = ("Bronze A♣", "Bronze K♣", "Green 8♣", "Silver 9♦")
    assert winner(trick, GREEN) == ("Green 8♣", Tier.TRUMP)
    assert winner_reason(cards(*trick), GREEN) == "Green 8♣ wins: it is the only trump"


def test_case_2_tier_2_following_colour_beats_a_higher_card_of_the_suit():
    trick = ("Green 9♣", "Bronze A♣", "Green 8♣")
    assert winner(trick, NO_TRUMP) == ("Green 9♣", Tier.COLOUR)


def test_case_3_tier_3_nobody_follows_colour_so_the_highest_of_the_suit_wins():
    trick = ("Green 9♣", "Bronze A♣", "Red K♥")
    assert winner(trick, NO_TRUMP) == ("Bronze A♣", Tier.SUIT)
    assert "nobody followed Green" in winner_reason(cards(*trick), NO_TRUMP)


def test_case_4_a_tie_in_rank_goes_to_the_card_played_first():
    trick = ("Green 10♣", "Bronze 10♣", "Gold A♦")
    assert winner(trick, BLACK) == ("Green 10♣", Tier.SUIT)
    assert "played first" in winner_reason(cards(*trick), BLACK)


def test_case_5_legality_follow_suit_or_trump():
    hand = cards("Bronze 8♣", "Black A♠", "Silver 9♦", "Silver K♦")
    lead = cards("Green Q♣")[0]
    assert sorted(legal_plays(hand, lead, BLACK)) == sorted(cards("Bronze 8♣", "Black A♠"))
    rule, detail = refusal(hand, lead, BLACK, cards("Silver 9♦")[0])
    assert rule == "Follow suit"
    assert detail == "you hold a Club (Bronze 8♣): follow suit or play a trump (Black)"


# -- the rules one by one -----------------------------------------------------------------


def test_highest_of_several_trumps_wins():
    assert winner(("Black 9♠", "Bronze A♣", "Green 8♣", "Green J♣"), GREEN)[0] == "Green J♣"


def test_no_trump_skips_the_trump_tier():
    assert winner(("Green 9♣", "Bronze A♣", "Red K♥"), NO_TRUMP)[1] is Tier.SUIT


def test_the_lead_alone_in_its_colour_does_not_trigger_tier_2():
    # Only another player's card of the lead's colour makes the colour tier apply (A4).
    assert winner(("Green 9♣", "Bronze J♣"), NO_TRUMP) == ("Bronze J♣", Tier.SUIT)


def test_a_low_card_of_the_leads_colour_beats_a_high_card_of_the_other_colour():
    assert winner(("Bronze 9♣", "Green A♣", "Bronze 8♣"), NO_TRUMP)[0] == "Bronze 9♣"


def test_off_suit_cards_never_win():
    assert winner(("Red 8♥", "Black A♠", "Gold A♦"), GREEN) == ("Red 8♥", Tier.SUIT)
    assert "nobody followed suit" in winner_reason(cards("Red 8♥", "Black A♠"), GREEN)


def test_following_colour_is_never_required():
    hand = cards("Green 8♣", "Bronze K♣")
    assert sorted(legal_plays(hand, cards("Green A♣")[0], NO_TRUMP)) == sorted(hand)


def test_trumping_is_allowed_while_holding_the_led_suit():
    hand = cards("Bronze 8♣", "Red 8♥")
    assert cards("Red 8♥")[0] in legal_plays(hand, cards("Green A♣")[0], COLOUR_NAMES.index("Red"))


def test_playing_a_trump_is_never_required():
    hand = cards("Bronze 8♣", "Red 8♥")
    assert cards("Bronze 8♣")[0] in legal_plays(
        hand, cards("Green A♣")[0], COLOUR_NAMES.index("Red")
    )


def test_without_the_led_suit_any_card_may_be_played():
    hand = cards("Red 8♥", "Black A♠", "Gold 9♦")
    assert sorted(legal_plays(hand, cards("Green A♣")[0], BLACK)) == sorted(hand)


def test_the_leader_may_lead_any_card():
    hand = cards("Red 8♥", "Black A♠")
    assert legal_plays(hand, None, BLACK) == hand


def test_in_no_trump_the_refusal_says_only_follow_suit():
    hand = cards("Bronze 8♣", "Red 8♥")
    rule, detail = refusal(hand, cards("Green A♣")[0], NO_TRUMP, cards("Red 8♥")[0])
    assert (rule, detail) == ("Follow suit", "you hold a Club (Bronze 8♣): follow suit")


def test_a_card_not_held_is_refused_as_such():
    hand = cards("Bronze 8♣")
    assert refusal(hand, None, NO_TRUMP, cards("Red 8♥")[0])[0] == "Play from your hand"


# -- properties of the tiers -----------------------------------------------------------------

tricks = st.lists(st.sampled_from(DECK), min_size=2, max_size=4, unique=True)
trumps = st.sampled_from([*range(len(COLOUR_NAMES)), NO_TRUMP])


@given(trick=tricks, trump=trumps)
def test_property_any_trump_played_means_the_highest_trump_wins(trick, trump):
    index, tier = trick_winner(trick, trump)
    played = [c for c in trick if COLOUR[c] == trump]
    if played:
        assert tier is Tier.TRUMP
        assert trick[index] == max(played, key=RPN.__getitem__)
    else:
        assert tier is not Tier.TRUMP


@given(trick=tricks, trump=trumps)
def test_property_without_trumps_a_colour_follower_means_the_highest_of_that_colour(trick, trump):
    if any(COLOUR[c] == trump for c in trick):
        return
    index, tier = trick_winner(trick, trump)
    colour = COLOUR[trick[0]]
    if any(COLOUR[c] == colour for c in trick[1:]):
        assert tier is Tier.COLOUR
        assert COLOUR[trick[index]] == colour
        assert RPN[trick[index]] == max(RPN[c] for c in trick if COLOUR[c] == colour)
    else:
        assert tier is Tier.SUIT


@given(trick=tricks, trump=trumps)
def test_property_tier_3_is_the_earliest_highest_card_of_the_led_suit(trick, trump):
    index, tier = trick_winner(trick, trump)
    if tier is not Tier.SUIT:
        return
    suit = SUIT[trick[0]]
    top = max(RPN[c] for c in trick if SUIT[c] == suit)
    assert SUIT[trick[index]] == suit and RPN[trick[index]] == top
    assert index == min(i for i, c in enumerate(trick) if SUIT[c] == suit and RPN[c] == top)


@given(trick=tricks, trump=trumps)
def test_property_an_off_suit_non_trump_follower_never_wins(trick, trump):
    index, _ = trick_winner(trick, trump)
    if index > 0:
        card = trick[index]
        assert SUIT[card] == SUIT[trick[0]] or COLOUR[card] == trump


@given(hand=st.lists(st.sampled_from(DECK), min_size=1, max_size=12, unique=True),
       lead=st.sampled_from(DECK), trump=trumps)  # fmt: skip
def test_property_legal_plays_are_follow_suit_or_trump_unless_void(hand, lead, trump):
    if lead in hand:
        return
    legal = legal_plays(hand, lead, trump)
    holds_suit = any(SUIT[c] == SUIT[lead] for c in hand)
    if not holds_suit:
        assert legal == hand
    else:
        assert set(legal) == {c for c in hand if SUIT[c] == SUIT[lead] or COLOUR[c] == trump}


def test_ranks_compare_by_rank_points_across_colours():
    # Section 4.3: with nobody following the lead's colour, a Bronze card beats a lower Green
    # lead by its Rank Points, though Green is the lead's colour.
    assert winner(("Green 9♣", "Bronze 10♣", "Red A♥"), NO_TRUMP) == ("Bronze 10♣", Tier.SUIT)
    assert winner(("Green J♣", "Bronze 10♣", "Red A♥"), NO_TRUMP) == ("Green J♣", Tier.SUIT)
