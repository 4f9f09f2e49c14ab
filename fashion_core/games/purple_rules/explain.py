"""Purple Rules in sentences: each hand's score, and the rules notes (our readings).

>>> from fashion_core.games.purple_rules.rules import GAME
>>> state = GAME.new(4, seed=1)
>>> score_breakdown(state)
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fashion_core.games.purple_rules.auction import LADDER, bid_meaning, bid_name
from fashion_core.games.purple_rules.scoring import (
    GRAND_SLAM_BONUS,
    trick_value,
    tricks_needed,
)

if TYPE_CHECKING:
    from fashion_core.games.purple_rules.rules import PurpleRulesState


def side_name(state: PurpleRulesState, side: int) -> str:
    """A side's name: a player, or a partnership "Ann & Cy"."""
    if state.partners:
        return f"{state.player_name(side)} & {state.player_name(side + 2)}"
    return state.player_name(side)


def hand_breakdown(state: PurpleRulesState, index: int) -> dict[str, Any]:
    """One finished hand (``index`` into ``state.history``) as data for the score table."""
    dealer, declarer, contract, won, *points = state.history[index]
    row: dict[str, Any] = {
        "hand": index + 1,
        "dealer": dealer,
        "thrown_in": contract < 0,
        "points": points,
        "sides": [side_name(state, s) for s in range(state.sides)],
    }
    if contract < 0:
        row["text"] = "Everyone passed: the hand was thrown in."
        return row
    level, trump = LADDER[contract]
    need = tricks_needed(level)
    made = won >= need
    row.update(
        contract=bid_name(contract),
        meaning=bid_meaning(contract),
        declarer=declarer,
        declaring_side=state.side(declarer),
        tricks=won,
        need=need,
        made=made,
        overtricks=max(0, won - need),
        short=max(0, need - won),
        trick_value=trick_value(trump),
        level=level,
    )
    row["text"] = hand_text(state, row)
    return row


def hand_text(state: PurpleRulesState, row: dict[str, Any]) -> str:
    side = side_name(state, row["declaring_side"])
    head = (
        f"Hand {row['hand']}: {state.player_name(row['declarer'])} played {row['contract']} "
        f"(needing {row['need']} tricks); {side} won {row['tricks']}."
    )
    points = (
        ", ".join(f"{side_name(state, s)} {p:+d}" for s, p in enumerate(row["points"]) if p)
        or "nobody scores"
    )
    if state.options["scoring"] == "points":
        how = "made" if row["made"] else "failed, so the defenders take the declarers' points"
        return f"{head} Contract {how}. Card points (RPN + CPN): {points}."
    value = row["trick_value"]
    if row["made"]:
        level = row["level"]
        calc = f"{level} x {value}"
        if row["overtricks"]:
            calc += f" + {row['overtricks']} overtrick{'s' if row['overtricks'] > 1 else ''}"
        if level == 6 and row["tricks"] == 12:
            calc += f" + {GRAND_SLAM_BONUS} grand slam"
        return f"{head} Contract made: {calc}. {points}."
    return (
        f"{head} Contract failed by {row['short']}: the defenders score "
        f"{row['short']} x {value}. {points}."
    )


def hand_sentence(state: PurpleRulesState, index: int) -> str:
    return hand_breakdown(state, index)["text"]


def score_breakdown(state: PurpleRulesState) -> list[dict[str, Any]]:
    """Every finished hand: contract, tricks, over- or undertricks, points per side."""
    return [hand_breakdown(state, i) for i in range(len(state.history))]


RULES_NOTES: tuple[tuple[str, str, str], ...] = (
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
        "The lowest cut card deals first (rank, then Colour Points); the deal passes left. The "
        "player left of the dealer calls first; the player left of the declarer leads. The "
        "trick winner leads the next trick.",
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
        "took, a failed contract handing the declarers' points to the defenders; game to 1000.",
    ),
    (
        "A quick game",
        "A game runs to the target score.",
        "Option one_hand: play a single hand; the higher score wins.",
    ),
)
"""Every reading we chose where the original rules are silent or lost: (title, choice,
alternative offered as an option, if any)."""


def rules_notes() -> list[dict[str, str]]:
    """Every rule we had to settle ourselves: the choice made and the alternative."""
    return [{"title": t, "choice": c, "alternative": a} for t, c, a in RULES_NOTES]
