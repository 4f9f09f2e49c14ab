"""Setup (purple_rules.md section 5): seating, the cut for the first dealer, the deal, the
spare cards, the rotating deal."""

import random

from fashion_core.decks.purple_pack import CPN, DECK, NAME, RPN, card, cut_order
from fashion_core.games.purple_rules import GAME, Pass, Phase
from fashion_core.games.purple_rules.rules import side_of


def test_two_to_four_players():
    assert (GAME.min_players, GAME.max_players) == (2, 4)


def test_four_players_are_two_partnerships_sitting_opposite():
    assert [side_of(s, 4) for s in range(4)] == [0, 1, 0, 1]
    assert GAME.new(4, seed=1).view(1)["partner"] == 3


def test_two_or_three_players_play_alone():
    for players in (2, 3):
        state = GAME.new(players, seed=1)
        assert state.sides == players and not state.partners
        assert state.view(0)["partner"] is None


def test_twelve_cards_each_from_the_49_card_deck():
    for players in (2, 3, 4):
        state = GAME.new(players, seed=players)
        assert [len(h) for h in state.hands] == [12] * players
        everything = [c for h in state.hands for c in h] + state.spare + state.set_aside
        assert sorted(everything) == list(DECK)


def test_four_players_one_spare_card_is_shown_to_all():
    state = GAME.new(4, seed=5)
    assert len(state.spare) == 1
    for seat in (None, 0, 1, 2, 3):
        assert state.view(seat)["spare"] == [state.card_key(state.spare[0])]
    assert "is shown to all" in state.log[-1].text


def test_two_or_three_players_spares_are_set_aside_unseen():
    for players, spares in ((3, 13), (2, 25)):
        state = GAME.new(players, seed=6)
        assert len(state.set_aside) == spares and state.spare == []
        keys = {state.card_key(c) for c in state.set_aside}
        assert keys <= state.hidden_cards(0) and keys <= state.hidden_cards(None)
        assert state.view(0)["spare"] is None and state.view(0)["spare_count"] == spares


class _Unshuffled:
    def shuffle(self, cards: list) -> None:
        """Leave the pack in table order, so the deal order can be read off the hands."""

    def sample(self, cards: tuple, count: int) -> list:
        return list(cards[:count])


def test_the_deal_is_one_card_at_a_time_starting_left_of_the_dealer(monkeypatch):
    from fashion_core.games.purple_rules.rules import PurpleRulesState

    monkeypatch.setattr(PurpleRulesState, "chance", lambda self: _Unshuffled())
    monkeypatch.setattr(PurpleRulesState, "shuffle", lambda self, cards: None)
    state = GAME.new(4, seed=1)
    assert state.dealer == 0  # seat 0 cut the Bronze 8, the lowest card
    assert state.hands[1][:3] == [0, 4, 8] and state.hands[0][:3] == [3, 7, 11]
    assert state.spare == [48]


def test_the_lowest_cut_card_deals_first():
    for seed in range(20):
        state = GAME.new(4, seed=seed)
        cut_line = next(e.text for e in state.log if e.kind == "cut")
        assert cut_line.startswith("Cut for the deal:")
        # The dealer's cut card is the lowest by rank, then colour points.
        shown = cut_line.removeprefix("Cut for the deal: ").split(";")[0].split(", ")
        cuts = {}
        for i, part in enumerate(shown):
            _, colour, rank = part.rsplit(" ", 2)
            cuts[i] = next(c for c in DECK if NAME[c].startswith(f"{colour} {rank}"))
        # Worked out from the deck data, not from cut_order(): that is what is under test.
        lowest = min(cuts, key=lambda s: (RPN[cuts[s]], CPN[cuts[s]]))
        assert state.dealer == lowest


def test_the_cut_compares_rank_first_then_colour_points():
    # purple_rules.md 5.3: a lower rank cuts lower whatever its colour; equal ranks go by CPN.
    assert cut_order(card("Black 8♠")) < cut_order(card("Bronze 9♣"))
    assert cut_order(card("Bronze 8♣")) < cut_order(card("Silver 8♦")) < cut_order(card("Black 8♠"))


def test_a_tie_in_the_cut_is_cut_again(monkeypatch):
    from fashion_core.games.purple_rules import rules

    # Make every card compare equal except on the second cut: the first cut must be redone.
    calls = {"n": 0}

    def order(card: int) -> tuple[int, int]:
        calls["n"] += 1
        return (0, 0) if calls["n"] <= 8 else (card, 0)

    monkeypatch.setattr(rules, "cut_order", order)
    state = GAME.new(4, seed=3)
    cuts = [e for e in state.log if e.kind == "cut"]
    assert len(cuts) == 2


def test_the_deal_passes_to_the_left_each_hand():
    state = GAME.new(3, seed=4)
    dealer = state.dealer
    rng = random.Random(0)
    for _ in range(3):
        state.apply(Pass())
    assert state.dealer == (dealer + 1) % 3
    while state.hand_number < 3 and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    if not state.is_over:
        assert state.dealer == (dealer + 2) % 3


def test_a_new_hand_starts_with_the_auction():
    assert GAME.new(2, seed=1).phase is Phase.AUCTION
