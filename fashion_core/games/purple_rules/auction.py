"""The auction as pure functions: the bid ladder, when the auction ends, and the declarer.

A bid names a level L (1-6: win 6 + L of the 12 tricks) and a denomination: a trump colour or
No Trump. Denominations rank by Colour Point Number, No Trump above every colour; a higher
level beats any lower level. Calls are stored as ints: a ladder index 0-47, or :data:`PASS`.

>>> [bid_name(b) for b in (bid_index(2, COLOUR_NAMES.index("Black")), bid_index(2, NO_TRUMP))]
['2 Black', '2 NT']
>>> bid_meaning(bid_index(3, COLOUR_NAMES.index("Gold")))
'3 Gold: win 9 of 12 tricks with Gold as trump'
"""

from __future__ import annotations

from collections.abc import Sequence

from fashion_core.decks.purple_pack import COLOUR_NAMES, COLOURS_BY_CPN
from fashion_core.games.purple_rules.tricks import NO_TRUMP

TRICKS = 12
"""Tricks in a hand."""
BOOK = 6
"""Tricks a contract gets for free: level L needs BOOK + L."""
LEVELS: tuple[int, ...] = (1, 2, 3, 4, 5, 6)

DENOMINATIONS: tuple[int, ...] = (*COLOURS_BY_CPN, NO_TRUMP)
"""The denominations in ladder order, low to high: colour ids by Colour Point Number, then
No Trump (:data:`~fashion_core.games.purple_rules.tricks.NO_TRUMP`)."""

LADDER: tuple[tuple[int, int], ...] = tuple(
    (level, trump) for level in LEVELS for trump in DENOMINATIONS
)
"""Every bid as (level, trump), lowest first; a bid's index here is its ladder position."""

PASS = -1
"""A call that is not a bid."""


def bid_index(level: int, trump: int) -> int:
    """The ladder position of the bid (``level``, ``trump``)."""
    return (level - 1) * len(DENOMINATIONS) + DENOMINATIONS.index(trump)


def bid_level(bid: int) -> int:
    return LADDER[bid][0]


def bid_trump(bid: int) -> int:
    """The trump colour of a bid (``NO_TRUMP`` for No Trump)."""
    return LADDER[bid][1]


def denomination_name(trump: int) -> str:
    return "NT" if trump == NO_TRUMP else COLOUR_NAMES[trump]


def bid_name(bid: int) -> str:
    """``"3 Gold"``, ``"2 NT"``."""
    level, trump = LADDER[bid]
    return f"{level} {denomination_name(trump)}"


def bid_meaning(bid: int) -> str:
    """The bid and what it promises, in words."""
    level, trump = LADDER[bid]
    what = "with no trump" if trump == NO_TRUMP else f"with {COLOUR_NAMES[trump]} as trump"
    return f"{bid_name(bid)}: win {BOOK + level} of {TRICKS} tricks {what}"


def is_higher(bid: int, than: int) -> bool:
    """Bid A beats bid B when its level is higher, or the level is equal and its denomination
    ranks higher (ladder position says both)."""
    return bid > than


def highest_bid(calls: Sequence[int]) -> int:
    """The highest bid so far, or ``PASS`` when nobody has bid."""
    return max(calls, default=PASS)


def legal_bids(calls: Sequence[int]) -> range:
    """Every bid allowed now: the ones above the highest so far."""
    return range(highest_bid(calls) + 1, len(LADDER))


def auction_over(calls: Sequence[int], players: int) -> bool:
    """A bid followed by a pass from every other player ends the auction; so does a pass from
    every player with no bid (the hand is thrown in)."""
    if highest_bid(calls) == PASS:
        return len(calls) >= players
    tail = calls[-(players - 1) :]
    return len(tail) == players - 1 and all(c == PASS for c in tail)


def thrown_in(calls: Sequence[int], players: int) -> bool:
    """Everyone passed without a bid: nobody plays this hand."""
    return len(calls) >= players and highest_bid(calls) == PASS


def declarer(calls: Sequence[int], first: int, players: int, partners: bool) -> int:
    """Who plays the contract. ``first`` is the seat that made the first call.

    Solo play: whoever made the final bid. Partnerships: the member of the winning side who
    first named the contract's denomination (as in Bridge).
    """
    contract = highest_bid(calls)
    final_bidder = (first + calls.index(contract)) % players
    if not partners:
        return final_bidder
    trump = bid_trump(contract)
    for i, call in enumerate(calls):
        seat = (first + i) % players
        if call != PASS and seat % 2 == final_bidder % 2 and bid_trump(call) == trump:
            return seat
    return final_bidder  # unreachable: the final bid itself names the denomination
