"""Trick play as pure functions: which cards may be played, and who wins a trick.

The rules (``purple_rules.md`` section 4): a player holding the led suit plays that suit (either
colour) or a trump; a player without it plays anything. The winner is found in three tiers:

1. the highest trump, if any trump was played;
2. else, if anyone other than the leader followed the lead's *colour*, the highest card of that
   colour (the lead included);
3. else the highest card of the led *suit* (the lead included); a tie in rank goes to the card
   played first.

A trump colour is a colour id, or :data:`NO_TRUMP`.

>>> from fashion_core.decks.purple_pack import cards, COLOUR_NAMES
>>> GREEN = COLOUR_NAMES.index("Green")
>>> trick = cards("Bronze A♣", "Bronze K♣", "Green 8♣", "Silver 9♦")
>>> trick_winner(trick, GREEN)
(2, <Tier.TRUMP: 1>)
"""

from __future__ import annotations

import enum
from collections.abc import Sequence

from fashion_core.decks.purple_pack import (
    COLOUR,
    COLOUR_NAMES,
    NAME,
    RPN,
    SUIT,
    SUIT_NAMES,
)
from fashion_core.engine import named

NO_TRUMP = -1
"""The trump "colour" of a No Trump contract."""


class Tier(enum.IntEnum):
    """Which of the three winner rules decided a trick."""

    TRUMP = 1
    """Highest trump."""
    COLOUR = 2
    """Highest card of the lead's colour (someone followed colour)."""
    SUIT = 3
    """Highest card of the led suit (nobody followed colour); ties go to the earlier card."""


def is_trump(card: int, trump: int) -> bool:
    """A card is a trump when its colour is the trump colour (never in No Trump)."""
    return COLOUR[card] == trump


def legal_plays(hand: Sequence[int], lead: int | None, trump: int) -> list[int]:
    """The cards of ``hand`` that may be played to a trick led by ``lead`` (None: you lead).

    Follow suit or play a trump; following colour is never required; with no card of the led
    suit any card may be played.

    >>> from fashion_core.decks.purple_pack import cards, COLOUR_NAMES, NAME
    >>> hand = cards("Bronze 8♣", "Black A♠", "Silver 9♦")
    >>> [NAME[c] for c in legal_plays(hand, cards("Green Q♣")[0], COLOUR_NAMES.index("Black"))]
    ['Bronze 8♣', 'Black A♠']
    """
    if lead is None:
        return list(hand)
    suit = SUIT[lead]
    if not any(SUIT[c] == suit for c in hand):
        return list(hand)
    return [c for c in hand if SUIT[c] == suit or COLOUR[c] == trump]


def refusal(hand: Sequence[int], lead: int | None, trump: int, card: int) -> tuple[str, str]:
    """Why ``card`` may not be played: (rule name, detail). Call only for an illegal card."""
    if card not in hand:
        return ("Play from your hand", f"{_name(card)} is not in your hand")
    assert lead is not None, "any held card may lead"
    suit = SUIT_NAMES[SUIT[lead]]
    held = next(c for c in hand if SUIT[c] == SUIT[lead])
    singular = suit[:-1]
    if trump == NO_TRUMP:
        detail = f"you hold a {singular} ({NAME[held]}): follow suit"
    else:
        detail = (
            f"you hold a {singular} ({NAME[held]}): follow suit or play a trump "
            f"({COLOUR_NAMES[trump]})"
        )
    return ("Follow suit", detail)


def trick_winner(trick: Sequence[int], trump: int) -> tuple[int, Tier]:
    """The position in ``trick`` (play order, lead first) of the winning card, and the tier
    that decided it. Ranks compare by Rank Point Number."""
    best = -1
    best_rank = -1
    if trump != NO_TRUMP:
        for i, c in enumerate(trick):
            if COLOUR[c] == trump and RPN[c] > best_rank:
                best, best_rank = i, RPN[c]
        if best >= 0:
            return best, Tier.TRUMP
    lead = trick[0]
    colour = COLOUR[lead]
    if any(COLOUR[c] == colour for c in trick[1:]):
        for i, c in enumerate(trick):
            if COLOUR[c] == colour and RPN[c] > best_rank:
                best, best_rank = i, RPN[c]
        return best, Tier.COLOUR
    suit = SUIT[lead]
    for i, c in enumerate(trick):
        # Strictly higher: a tie in rank stays with the card played first.
        if SUIT[c] == suit and RPN[c] > best_rank:
            best, best_rank = i, RPN[c]
    return best, Tier.SUIT


def winner_reason(trick: Sequence[int], trump: int) -> str:
    """Why the winning card wins, as a sentence: ``"Green 8♣ wins: it is the only trump"``.

    >>> from fashion_core.decks.purple_pack import cards
    >>> winner_reason(cards("Green 9♣", "Bronze A♣", "Red K♥"), NO_TRUMP)
    'Bronze A♣ wins: nobody followed Green, so the highest Club wins'
    """
    index, tier = trick_winner(trick, trump)
    card = trick[index]
    name = NAME[card]
    if tier is Tier.TRUMP:
        trumps = sum(1 for c in trick if COLOUR[c] == trump)
        if trumps == 1:
            return f"{name} wins: it is the only trump"
        return f"{name} wins: it is the highest of {trumps} trumps"
    lead = trick[0]
    colour = COLOUR_NAMES[COLOUR[lead]]
    if tier is Tier.COLOUR:
        if index == 0:
            return f"{name} wins: it was led and nobody beat it in {colour}"
        return f"{name} wins: it followed colour ({colour}) and is the highest {colour} card"
    singular = SUIT_NAMES[SUIT[lead]][:-1]
    followers = [c for c in trick[1:] if SUIT[c] == SUIT[lead]]
    if not followers:
        return f"{name} wins: it was led and nobody followed suit or colour"
    tied = [c for c in trick if SUIT[c] == SUIT[lead] and RPN[c] == RPN[card] and c != card]
    if tied:
        return (
            f"{name} wins: nobody followed {colour}; it ties with {NAME[tied[0]]} as the "
            f"highest {singular} and was played first"
        )
    return f"{name} wins: nobody followed {colour}, so the highest {singular} wins"


_name = named(NAME, "card {!r}")
