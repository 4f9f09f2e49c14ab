"""Purple Rules in sentences for people: the scoring breakdown and the rules notes.

The sentence after every trick ("Green 8♣ wins: it is the only trump") comes from
:func:`~fashion_core.games.purple_rules.tricks.winner_reason`; each finished hand's sentence
from :func:`~fashion_core.games.purple_rules.scoring.hand_summary`.

>>> from fashion_core.games.purple_rules.rules import GAME
>>> hand_results(GAME.new(4, seed=1).view(None)), score_breakdown(GAME.new(2, seed=1).view(None))
([], [])
"""

from __future__ import annotations

from typing import Any

from fashion_core.game import RuleNote, ScoreLine
from fashion_core.games.purple_rules.rules import side_of


def hand_results(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Every finished hand of a view: contract, tricks, over- or undertricks, points per side,
    and a sentence (``"text"``)."""
    return list(view["hands"])


def score_breakdown(view: dict[str, Any]) -> list[ScoreLine]:
    """What each finished hand gave each seat (partners with four players share their side's
    points), with the hand's sentence."""
    players = view["players"]
    return [
        {"seat": seat, "text": hand["text"], "points": hand["points"][side_of(seat, players)]}
        for hand in hand_results(view)
        for seat in range(players)
    ]


RULES_NOTES: tuple[RuleNote, ...] = (
    (
        "The deck (provisional)",
        "The publisher's deck chart is lost. We use a reconstruction: every colour holds "
        "8 9 10 J Q K A with Rank Points 1-7; Colour Points Bronze 1, Silver 2, Green 3, "
        "Gold 4, Red 5, Purple 6, Black 7. Bronze, Silver, Green and Black and their suits are "
        "known; Gold, Red and Purple (and their suits) are our guesses. The whole table is one "
        "data file, to be swapped for the real deck when it turns up.",
        "",
    ),
    (
        "Following colour",
        "Colours sit inside suits, so a card of the lead's colour also follows suit. Following "
        "colour is never required: it only decides who wins.",
        "",
    ),
    (
        "The lead and following colour",
        "The lead card competes, but only another player's card of the lead's colour makes "
        "the colour tier apply; otherwise the highest card of the led suit wins.",
        "",
    ),
    ("Trumping", "You may trump even when you hold the led suit; you never have to.", ""),
    (
        "Ranks across colours",
        "Cards compare by rank (8 lowest, Ace highest), across colours too; two colours can "
        "tie in rank, and then the card played first wins.",
        "",
    ),
    (
        "Dealer, calls and lead",
        "The lowest cut card deals first (rank, then Colour Points); the deal passes left. "
        "Cards are dealt one at a time, starting on the dealer's left. The player left of the "
        "dealer calls first; the player left of the declarer leads; the trick winner leads "
        "the next trick.",
        "",
    ),
    (
        "The auction",
        "A passed player may bid again later; there is no double. The auction ends when all "
        "the others pass after a bid; if everyone passes at once the hand is thrown in and the "
        "deal passes on.",
        "",
    ),
    (
        "The declarer",
        "Alone: whoever made the final bid. Partners: whichever partner first named the "
        "contract's colour (or No Trump). There is no dummy: everyone plays their own cards.",
        "",
    ),
    (
        "What a bid means",
        "Level L means winning 6 + L of the 12 tricks (the original's \"one more than the "
        'others" is loose for four players).',
        "",
    ),
    (
        "Two and three players",
        "Everyone plays alone with 12 cards; the 25 or 13 cards left over are set aside unseen.",
        "",
    ),
    (
        "Scoring",
        "Contract scoring: a trick is worth 10 + the trump's Colour Points (18 in No Trump). "
        "Made: level x trick value + 1 per overtrick (+50 for all 12 at level 6). Failed: "
        "every defending side scores trick value x tricks short. Game to 150; a tied lead "
        "plays another hand.",
        "Option scoring = points: each side scores the Rank + Colour Points of the cards it "
        "took, a failed contract handing the declarers' points to the defenders (shared "
        "equally by two defenders, an odd point to the lower seat); game to 1000.",
    ),
    (
        "A quick game",
        "A game runs to the target score.",
        "Option one_hand: play a single hand; the higher score wins.",
    ),
)
"""Every reading we chose where the original rules are silent or lost: (title, choice,
alternative offered as an option, if any)."""
