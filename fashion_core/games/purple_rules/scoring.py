"""Scoring a finished hand, as pure functions (``purple_rules.md`` section 7).

Mode A, contract scoring (the default): a trick is worth 10 + the trump colour's Colour Point
Number (18 in No Trump). A made contract scores level x trick value, +1 per overtrick, +50 for
a grand slam (level 6, all 12 tricks). A failed one gives every defending side trick value x
tricks short.

Mode B, point-trick scoring: every side scores the points (RPN + CPN) of the cards in the
tricks it won; when the contract fails, the defenders also take the declarers' points.

>>> from fashion_core.decks.purple_pack import COLOUR_NAMES
>>> GOLD = COLOUR_NAMES.index("Gold")
>>> trick_value(GOLD), trick_value(NO_TRUMP)
(14, 18)
>>> contract_result(3, GOLD, 10)  # need 9, won 10: 3 x 14 + 1
(43, 0)
>>> contract_result(3, GOLD, 7)   # two short: the defenders score 2 x 14
(0, 28)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fashion_core.decks.purple_pack import COLOUR_CPN
from fashion_core.games.purple_rules.auction import BOOK, LADDER, TRICKS, bid_meaning, bid_name
from fashion_core.games.purple_rules.tricks import NO_TRUMP
from fashion_core.words import amount

NO_TRUMP_TRICK_VALUE = 18
BASE_TRICK_VALUE = 10
GRAND_SLAM_BONUS = 50
TARGET = {"contract": 150, "points": 1000}
"""Points that end the game (after the hand in which a side reaches them), per scoring mode."""


def trick_value(trump: int) -> int:
    """What each contracted trick is worth in Mode A."""
    return NO_TRUMP_TRICK_VALUE if trump == NO_TRUMP else BASE_TRICK_VALUE + COLOUR_CPN[trump]


def tricks_needed(level: int) -> int:
    return BOOK + level


def contract_result(level: int, trump: int, tricks: int) -> tuple[int, int]:
    """Mode A for one hand: (points to the declaring side, points to each defending side)."""
    need = tricks_needed(level)
    value = trick_value(trump)
    if tricks >= need:
        points = level * value + (tricks - need)
        if level == 6 and tricks == TRICKS:
            points += GRAND_SLAM_BONUS
        return points, 0
    return 0, value * (need - tricks)


def point_result(side_points: Sequence[int], declaring_side: int, made: bool) -> list[int]:
    """Mode B for one hand: each side's card points, the declarers' going to the defenders
    (shared equally, odd point to the first) when the contract fails."""
    out = list(side_points)
    if not made:
        taken = out[declaring_side]
        out[declaring_side] = 0
        defenders = [s for s in range(len(out)) if s != declaring_side]
        share, extra = divmod(taken, len(defenders))
        for i, side in enumerate(defenders):
            out[side] += share + (1 if i < extra else 0)
    return out


# -- one finished hand, for people -------------------------------------------------------------


def side_names(names: Sequence[str]) -> list[str]:
    """Each side's name: the players alone, or two partnerships "Ada & Yves" with 4 players."""
    if len(names) == 4:
        return [f"{names[0]} & {names[2]}", f"{names[1]} & {names[3]}"]
    return list(names)


def hand_summary(index: int, row: Sequence[int], names: Sequence[str], mode: str) -> dict[str, Any]:
    """One row of the game's hand history as data for the score table, with a sentence.

    ``row`` is [dealer, declarer, contract, declaring side's tricks, points per side...];
    ``mode`` the scoring option ("contract" or "points").
    """
    dealer, declarer, contract, won, *points = row
    sides = side_names(names)
    out: dict[str, Any] = {
        "hand": index + 1,
        "dealer": dealer,
        "thrown_in": contract < 0,
        "points": list(points),
        "sides": sides,
    }
    if contract < 0:
        out["text"] = f"Hand {index + 1}: everyone passed, so the hand was thrown in."
        return out
    level, trump = LADDER[contract]
    need = tricks_needed(level)
    declaring = declarer % 2 if len(names) == 4 else declarer
    out.update(
        contract=bid_name(contract),
        meaning=bid_meaning(contract),
        level=level,
        declarer=declarer,
        declaring_side=declaring,
        tricks=won,
        need=need,
        made=won >= need,
        overtricks=max(0, won - need),
        short=max(0, need - won),
        trick_value=trick_value(trump),
    )
    head = (
        f"Hand {index + 1}: {names[declarer]} played {out['contract']} (needing {need} "
        f"tricks); {sides[declaring]} won {won}."
    )
    gains = ", ".join(f"{sides[s]} {p:+d}" for s, p in enumerate(points) if p) or "nobody scores"
    value = out["trick_value"]
    if mode == "points":
        how = "made" if out["made"] else "failed, so the defenders take the declarers' points"
        out["text"] = f"{head} Contract {how}. Card points (RPN + CPN): {gains}."
    elif out["made"]:
        calc = f"{level} x {value}"
        if out["overtricks"]:
            calc += f" + {amount(out['overtricks'], ('overtrick', 'overtricks'))}"
        if level == 6 and won == TRICKS:
            calc += f" + {GRAND_SLAM_BONUS} grand slam"
        out["text"] = f"{head} Contract made: {calc}. {gains}."
    else:
        out["text"] = (
            f"{head} Contract failed by {out['short']}: the defenders score "
            f"{out['short']} x {value}. {gains}."
        )
    return out
