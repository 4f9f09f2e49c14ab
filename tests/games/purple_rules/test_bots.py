"""The Purple Rules bots: the heuristic bids from hand strength and plays sensible cards; every
bot explains its choice; the search bot plays legal moves."""

from hypothesis import given
from hypothesis import strategies as st

from fashion_core.bots import make_bot
from fashion_core.decks.purple_pack import COLOUR_NAMES, DECK, RPN, card
from fashion_core.games.purple_rules import GAME, Bid, Pass, Phase, PlayCard
from fashion_core.games.purple_rules.bot import HeuristicBot, trick_estimate, winning_cards
from fashion_core.games.purple_rules.positions import arrange
from fashion_core.games.purple_rules.tricks import NO_TRUMP, trick_winner

STRONG_BLACK = [
    "Black A♠", "Black K♠", "Black Q♠", "Black J♠", "Black 10♠", "Black 9♠",
    "Red A♥", "Purple A♥", "Gold A♦", "Green A♣", "Bronze A♣", "Silver A♦",
]  # fmt: skip
WEAK = [
    "Bronze 8♣", "Bronze 9♣", "Silver 8♦", "Silver 10♦", "Green 8♣", "Green 9♣",
    "Gold 8♦", "Gold 9♦", "Red 8♥", "Red 10♥", "Purple 8♥", "Purple 9♥",
]  # fmt: skip


def auction_with_hand(names: list[str], players: int = 4):
    state = GAME.new(players, seed=1)
    seat = state.current_player
    wanted = [card(n) for n in names]
    # Swap the wanted cards into the seat's hand (cards move between hands, nothing is lost).
    for other in range(players):
        if other != seat:
            state.hands[other] = [c for c in state.hands[other] if c not in wanted]
    pool = [c for c in state.hands[seat] if c not in wanted] + [
        c for c in state.spare + state.set_aside if c not in wanted
    ]
    state.hands[seat] = wanted
    for other in range(players):
        if other != seat:
            while len(state.hands[other]) < 12:
                state.hands[other].append(pool.pop())
    if players == 4:
        state.spare = pool
    else:
        state.set_aside = pool
    state.check_invariants()
    return state


def test_the_heuristic_bids_a_strong_hand_in_its_long_trump_colour():
    state = auction_with_hand(STRONG_BLACK)
    action, reason = HeuristicBot(seed=1).advise(state)
    assert isinstance(action, Bid) and action.trump == card("Black A♠") // 7
    assert "Bid 1 Black" in reason and "tricks" in reason


def test_the_heuristic_passes_a_weak_hand():
    state = auction_with_hand(WEAK)
    action, reason = HeuristicBot(seed=1).advise(state)
    assert action == Pass() and reason.startswith("Pass")


def test_hand_strength_counts_trumps_and_top_cards():
    hand = [card(n) for n in STRONG_BLACK]
    assert trick_estimate(hand, card("Black A♠") // 7) > trick_estimate(hand, NO_TRUMP) > 5
    assert trick_estimate([card(n) for n in WEAK], NO_TRUMP) < 1


def test_the_heuristic_ducks_when_its_partner_is_winning():
    # Seat 1 leads, seat 2 (seat 0's partner) is winning with the King; seat 0 plays last
    # and could overtake with the Ace, but ducks.
    hands = [
        ["Green 8♣", "Green A♣"], ["Red 8♥"], ["Green K♣", "Red 9♥"], ["Green 9♣", "Red 10♥"],
    ]  # fmt: skip
    state = arrange(hands=hands, contract="1 Red", declarer=0, leader=1, trick=["Green 10♣"])
    state.apply(PlayCard(card("Green K♣")))  # seat 2 (partner of 0) wins so far
    state.apply(PlayCard(card("Green 9♣")))
    action, reason = HeuristicBot(seed=1).advise(state)
    assert action == PlayCard(card("Green 8♣")) and "partner is winning" in reason


def test_the_heuristic_wins_with_the_cheapest_winning_card():
    hands = [["Bronze A♣", "Bronze Q♣", "Bronze 8♣"], ["Bronze 10♣", "Red 8♥"]]
    state = arrange(hands=hands, contract="1 Red", declarer=0, leader=1, trick=["Bronze J♣"])
    action, _ = HeuristicBot(seed=1).advise(state)
    assert action == PlayCard(card("Bronze Q♣"))


def test_the_heuristic_keeps_trumps_when_a_plain_card_wins():
    hands = [["Red 8♥", "Green A♣"], ["Red 9♥"]]
    state = arrange(hands=hands, contract="1 Red", declarer=0, leader=1, trick=["Green J♣"])
    action, _ = HeuristicBot(seed=1).advise(state)
    assert action == PlayCard(card("Green A♣"))


def test_every_bot_explains_its_choice_in_a_sentence():
    state = GAME.new(4, seed=2)
    for kind in ("random", "heuristic", "ismcts"):
        bot = make_bot(GAME, kind, seed=1, **({"iterations": 20} if kind == "ismcts" else {}))
        action, reason = bot.advise(state)
        assert action in state.legal_actions() and len(reason) > 10


def test_the_search_bot_plays_legal_cards_in_the_play():
    hands = [["Bronze A♣", "Bronze Q♣"], ["Red 8♥"]]
    state = arrange(hands=hands, contract="1 Red", declarer=0, leader=1, trick=["Bronze J♣"])
    bot = make_bot(GAME, "ismcts", seed=2, iterations=40)
    assert bot.choose(state) in state.legal_actions()


def test_the_search_playout_policy_always_plays_a_legal_move():
    import random

    from fashion_core.games.purple_rules.bot import rollout

    rng = random.Random(4)
    for players in (2, 3, 4):
        state = GAME.new(players, seed=players, one_hand=True)
        while not state.is_over:
            action = rollout(state)
            assert action in state.legal_actions()
            state.apply(action if rng.random() < 0.7 else rng.choice(state.legal_actions()))


def test_the_auction_is_a_pending_call():
    state = GAME.new(4, seed=3)
    assert state.phase is Phase.AUCTION
    assert {type(a).__name__ for a in state.legal_actions()} == {"Bid", "Pass"}


def test_the_search_plays_out_only_the_current_hand():
    from fashion_core.games.purple_rules.bot import rollout, this_hand_only

    state = GAME.new(4, seed=6)
    state.totals = [120, 40]
    state.apply(Bid(1, NO_TRUMP))
    for _ in range(3):
        state.apply(Pass())
    copy = this_hand_only(state)
    assert copy.totals == [0, 0] and state.totals == [120, 40]
    while not copy.is_over:
        copy.apply(rollout(copy))
    assert copy.hand_number == state.hand_number and sum(copy.tricks) == 12
    assert sum(copy.totals) > 0  # the hand's own points decide the playout


@given(
    trick=st.lists(st.sampled_from(DECK), min_size=2, max_size=4, unique=True),
    trump=st.sampled_from([*range(len(COLOUR_NAMES)), NO_TRUMP]),
)
def test_property_the_playouts_winning_card_test_agrees_with_the_trick_winner(trick, trump):
    # The playout policy reads the tiers once per trick; it must agree with the rule itself.
    *played, card = trick
    expected = trick_winner(trick, trump)[0] == len(played)
    assert winning_cards(played, trump)(card) is expected


def test_the_heuristic_leads_low_rather_than_a_top_card_the_other_side_can_almost_surely_trump():
    # Bronze A♣ is the top Club, but no Black trump has been seen and the other side holds 10
    # of the 35 unseen cards: it holds a trump 93% of the time, and may trump even while
    # holding Clubs. The Ace kept takes a Club the other side leads; leading it whatever the
    # odds was the review's most frequent mistake in the hints sample (issue 38).
    state = _lead_position(trumps_seen=False)
    action, reason = HeuristicBot(seed=1).advise(state)
    assert action != PlayCard(card("Bronze A♣"))
    assert "give up a low card" in reason and RPN[action.card] < 5


def test_the_heuristic_still_leads_a_card_nobody_can_beat():
    # Every Black trump went in earlier tricks: the top Club cannot lose.
    action, reason = HeuristicBot(seed=1).advise(_lead_position(trumps_seen=True))
    assert action == PlayCard(card("Bronze A♣")) and "no card still out can beat it" in reason


def _lead_position(*, trumps_seen: bool):
    """Seat 0 to lead against 1 Black. Trumps seen: three cards each, every Black trump gone
    in the nine earlier tricks. Otherwise ten cards each, the seven Black trumps among the 25
    cards set aside (unseen) or in the other hand."""
    from fashion_core.decks.purple_pack import NAME

    hands = [
        ["Bronze A♣", "Red 9♥", "Gold 8♦", "Green 9♣", "Silver 8♦",
         "Red 8♥", "Purple 8♥", "Gold 9♦", "Silver 9♦", "Bronze 9♣"],
        ["Green 10♣", "Silver 10♦", "Purple J♥", "Red J♥", "Gold J♦",
         "Bronze J♣", "Green J♣", "Silver J♦", "Purple 10♥", "Red 10♥"],
    ]  # fmt: skip
    if trumps_seen:
        hands = [hand[:3] for hand in hands]
    held = {n for hand in hands for n in hand}
    black = [NAME[c] for c in DECK if NAME[c].startswith("Black")]
    others = [NAME[c] for c in DECK if NAME[c] not in held and NAME[c] not in black]
    spare = others[:25] if trumps_seen else [*black, *others[:18]]
    tricks = [5, 4] if trumps_seen else [1, 1]
    return arrange(
        hands=hands, contract="1 Black", declarer=1, leader=0, tricks=tricks, spare=spare
    )
