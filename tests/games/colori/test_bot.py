"""Colori's heuristic bot (the one behind Hint) plans its garments: it drafts the scarce
Make Garment cards when a garment is in reach (issue 38: it used to end games with 0 stars)."""

from __future__ import annotations

from fashion_core.games.colori import HeuristicBot
from fashion_core.games.colori.actions import DraftPick
from fashion_core.games.colori.cards import NAME
from fashion_core.games.colori.positions import draft_position

CLOAK = "Brazilwood Rose Cloak"  # Wool, 4 Red, 2 stars
DISPLAY = [CLOAK, "Kermes Crimson Robe", "Cochineal Magenta Gown", "Madder Red Doublet"]
# Kermes makes garments; the others offer a draw, stores, mixes and colours.
HAND = ["Kermes", "Woad", "Saffron", "Venetian Red Earth", "Turnsole"]


def drafted_by_heuristic(drawn: list[str], wheel: dict[str, int]) -> str:
    state = draft_position(HAND, drawn=drawn, wheel=wheel, display=DISPLAY)
    picks = set()
    for seed in range(5):  # the bot breaks near-ties at random: every seed must agree
        action = HeuristicBot(seed=seed).choose(state)
        assert isinstance(action, DraftPick)
        picks.add(action.card)
    assert len(picks) == 1, [NAME[k] for k in picks]
    return NAME[picks.pop()]


def test_heuristic_drafts_the_maker_when_a_garment_is_affordable_this_round():
    drawn = ["Wool", "Basic Yellow", "Basic Blue", "Silk", "Linen"]
    picked = drafted_by_heuristic(drawn, wheel={"Red": 4})
    assert picked == "Kermes"


def test_heuristic_drafts_the_maker_when_the_colours_are_paid_but_the_fabric_is_not_drawn():
    # The Cloak's colours are on the wheel but no Wool is drawn this round: the Make Garment
    # card is still worth taking (only 8 of the draft deck make garments; a drawn one can be
    # fired by Destroy Cards later), rather than being passed to the next seat.
    drawn = ["Basic Yellow", "Basic Blue", "Silk", "Linen", "Basic Red"]
    assert drafted_by_heuristic(drawn, wheel={"Red": 4}) == "Kermes"


def test_the_hint_for_a_drafted_maker_gives_the_maker_reason_not_its_colours():
    state = draft_position(HAND, drawn=["Wool", "Silk"], wheel={"Red": 1}, display=DISPLAY)
    action = next(a for a in state.legal_actions() if NAME[a.card] == "Kermes")
    text = HeuristicBot(seed=0).explain(state, action)
    assert text.startswith("Draft Kermes: you need a Make Garment card to make the ")
    assert "colours" not in text
