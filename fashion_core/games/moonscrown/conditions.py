"""Moonscrown's six winning conditions, one per suit, as pure functions over card ids.

Each suit on the pile's top card sets one condition. A display's *strength* on a condition is
``(n, best)``: ``n`` measures the condition, ``best`` is the highest card in any qualifying
subset. Strengths compare ``n`` first, then ``best`` in the Decktet order, and ``n == 0``
never meets a condition (decktet.md 4.4, MS-8).

In hot paths a strength is one int, ``key = n * STEP + STRENGTH[best]`` (0 when ``n == 0``),
so comparing keys compares strengths.

>>> from fashion_core.decks.decktet import NAME, Suit, ids
>>> n, best = strength(ids("the Author", "the Lunatic"), Suit.WAVES)
>>> n, NAME[best]
(2, 'the Lunatic')
>>> display = ids("the Huntress", "the Author", "the Forest")
>>> [NAME[c] for c in qualifying_cards(display, Suit.LEAVES)]
['the Author', 'the Forest']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from fashion_core.decks.decktet import KINDS, NAME, ORDER, ORDINAL, STRENGTH, SUIT_MASK, Kind, Suit

STEP = 64
"""Strength keys are ``n * STEP + STRENGTH[best]``; STEP exceeds every card's position."""

CONDITIONS: tuple[str, ...] = (
    "highest card",
    "most cards of one suit",
    "most even cards",
    "most different suits",
    "most cards of one type",
    "most cards below 5",
)
"""The condition each suit sets, indexed by suit (Moons first)."""

UNITS: tuple[tuple[str, str], ...] = (
    ("card", "cards"),
    ("card of one suit", "cards of one suit"),
    ("even card", "even cards"),
    ("suit", "different suits"),
    ("card of one type", "cards of one type"),
    ("card below 5", "cards below 5"),
)
"""How to say ``n`` for each condition: (singular, plural)."""

TYPE_LABELS: tuple[str, ...] = ("aces", "personalities", "places", "events")
_TYPE_BITS = (Kind.ACE, Kind.PERSONALITY, Kind.LOCATION, Kind.EVENT)

_CARDS = range(len(NAME))
_STR = STRENGTH
_SUITS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(6) if SUIT_MASK[c] >> s & 1) for c in _CARDS
)
_NOT_SUITS: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(6) if not SUIT_MASK[c] >> s & 1) for c in _CARDS
)
_TYPES_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(i for i, bit in enumerate(_TYPE_BITS) if KINDS[c] & bit) for c in _CARDS
)
_EVEN: tuple[bool, ...] = tuple(ORDINAL[c] in (2, 4, 6, 8) for c in _CARDS)
_LOW: tuple[bool, ...] = tuple(1 <= ORDINAL[c] <= 4 for c in _CARDS)
_POPCOUNT: tuple[int, ...] = tuple(bin(m).count("1") for m in range(64))

SUITS_OF = _SUITS_OF
"""``SUITS_OF[card]``: the suits (0-5) printed on a card; one condition each on the pile."""


# -- the rules, one function each ---------------------------------------------------------


def is_even(card: int) -> bool:
    """Even cards are the 2, 4, 6 and 8; Crowns (10) do not count (MS-7)."""
    return _EVEN[card]


def is_below_five(card: int) -> bool:
    """Aces, 2s, 3s and 4s are below 5."""
    return _LOW[card]


def card_types(card: int) -> tuple[int, ...]:
    """Indices into TYPE_LABELS; the Market, the Origin and the End are both place and event."""
    return _TYPES_OF[card]


def _highest_card(display: Sequence[int], leaves_any: bool = False) -> int:
    if not display:
        return 0
    return STEP + max(map(_STR.__getitem__, display))


def _grouped(display: Sequence[int], groups_of: Sequence[tuple[int, ...]], size: int) -> int:
    # The best group wins on size, then on its best card: so max of (count * STEP + best);
    # an empty group gives 0 since its best stays 0.
    counts = [0] * size
    best = [0] * size
    for card in display:
        rank = _STR[card]
        for g in groups_of[card]:
            counts[g] += 1
            if rank > best[g]:
                best[g] = rank
    return max([k * STEP + b for k, b in zip(counts, best, strict=True)])


def _one_suit(display: Sequence[int], leaves_any: bool = False) -> int:
    # A two-suit card counts once for each of its suits (MS-4).
    return _grouped(display, _SUITS_OF, 6)


def _one_type(display: Sequence[int], leaves_any: bool = False) -> int:
    return _grouped(display, _TYPES_OF, 4)


def _flagged(display: Sequence[int], flag: Sequence[bool]) -> int:
    n = 0
    best = 0
    for card in display:
        if flag[card]:
            n += 1
            if _STR[card] > best:
                best = _STR[card]
    return n * STEP + best if n else 0


def _even_cards(display: Sequence[int], leaves_any: bool = False) -> int:
    return _flagged(display, _EVEN)


def _below_five(display: Sequence[int], leaves_any: bool = False) -> int:
    return _flagged(display, _LOW)


def _covers(display: Sequence[int]) -> tuple[int, list[int]]:
    """The suits shown by the display, and for each suit t the suits shown by its cards
    that lack t."""
    union = 0
    without = [0] * 6
    for card in display:
        mask = SUIT_MASK[card]
        union |= mask
        for t in _NOT_SUITS[card]:
            without[t] |= mask
    return union, without


def in_minimal_cover(card: int, union: int, without: Sequence[int]) -> bool:
    """Whether ``card`` belongs to some minimal set of display cards showing all its suits.

    It does exactly when, for one of its suits t, the card together with the display's cards
    that lack t still shows every suit: then t is the card's own contribution, and trimming
    the other cards down to a minimal cover never removes it.
    """
    mask = SUIT_MASK[card]
    return any(mask | without[t] == union for t in _SUITS_OF[card])


def cover_members(display: Sequence[int]) -> list[int]:
    """The display cards in some minimal set showing all the display's suits, in display
    order (:func:`in_minimal_cover` of each, in plain loops: a display met for the first
    time in a play-out is judged with this)."""
    union, without = _covers(display)
    members = []
    for card in display:
        mask = SUIT_MASK[card]
        for t in _SUITS_OF[card]:
            if mask | without[t] == union:
                members.append(card)
                break
    return members


def _different_suits(display: Sequence[int], leaves_any: bool = False) -> int:
    if not display:
        return 0
    union = 0
    for card in display:
        union |= SUIT_MASK[card]
    best = max(map(_STR.__getitem__, display if leaves_any else cover_members(display)))
    return _POPCOUNT[union] * STEP + best


KEY: tuple[Callable[[Sequence[int], bool], int], ...] = (
    _highest_card,
    _one_suit,
    _even_cards,
    _different_suits,
    _one_type,
    _below_five,
)
"""``KEY[suit](display, leaves_any)``: the display's strength key on that suit's condition."""


def strength_key(display: Sequence[int], suit: int, leaves_any: bool = False) -> int:
    """The strength as one comparable int (0: the display has nothing for this condition)."""
    return KEY[suit](display, leaves_any)


def strength(display: Sequence[int], suit: int, leaves_any: bool = False) -> tuple[int, int | None]:
    """``(n, best card)`` on the condition of ``suit``; ``(0, None)`` if nothing qualifies."""
    key = KEY[suit](display, leaves_any)
    if not key:
        return 0, None
    n, rank = divmod(key, STEP)
    return n, ORDER[rank]


def qualifying_cards(display: Sequence[int], suit: int, leaves_any: bool = False) -> list[int]:
    """Every display card that belongs to at least one qualifying subset, in display order.

    Moons: the single highest card. Suns and Wyrms: the largest suit or type groups (all of
    them when several tie on size). Waves and Knots: all even or all low cards. Leaves: the
    cards in some minimal cover of the display's suits (with ``leaves_any``: every card).
    """
    if not display:
        return []
    if suit == Suit.MOONS:
        top = max(display, key=_STR.__getitem__)
        return [top]
    if suit == Suit.WAVES:
        return [c for c in display if _EVEN[c]]
    if suit == Suit.KNOTS:
        return [c for c in display if _LOW[c]]
    if suit == Suit.LEAVES:
        if leaves_any:
            return list(display)
        return cover_members(display)
    groups_of = _SUITS_OF if suit == Suit.SUNS else _TYPES_OF
    chosen = set(_largest(display, groups_of))
    return [c for c in display if chosen.intersection(groups_of[c])]


def largest_groups(display: Sequence[int], suit: int) -> list[str]:
    """For Suns and Wyrms: the labels of the suits or types with the most cards."""
    if suit not in (Suit.SUNS, Suit.WYRMS) or not display:
        return []
    groups_of = _SUITS_OF if suit == Suit.SUNS else _TYPES_OF
    labels = [Suit(g).label for g in range(6)] if suit == Suit.SUNS else list(TYPE_LABELS)
    return [labels[g] for g in _largest(display, groups_of)]


def _largest(display: Sequence[int], groups_of: Sequence[Sequence[int]]) -> list[int]:
    """The groups (suits or card types) that most cards of a non-empty display belong to."""
    counts: dict[int, int] = {}
    for card in display:
        for g in groups_of[card]:
            counts[g] = counts.get(g, 0) + 1
    n = max(counts.values())
    return [g for g in sorted(counts) if counts[g] == n]


def is_leaves_subset(cards: Sequence[int], display: Sequence[int]) -> bool:
    """Whether ``cards`` (taken from ``display``) is a qualifying Leaves subset: it shows all
    the display's suits, and dropping any one card loses a suit. It need not be the
    smallest such set."""
    need = 0
    for card in display:
        need |= SUIT_MASK[card]
    shown = 0
    for card in cards:
        shown |= SUIT_MASK[card]
    if shown != need or not cards:
        return False
    for drop in range(len(cards)):
        rest = 0
        for i, card in enumerate(cards):
            if i != drop:
                rest |= SUIT_MASK[card]
        if rest == need:
            return False
    return True


def leader(
    displays: Sequence[Sequence[int]],
    suit: int,
    active: Sequence[bool] | None = None,
    leaves_any: bool = False,
) -> int | None:
    """The seat that meets the condition among the active seats (None: nobody has n > 0)."""
    best_key = 0
    best_seat = None
    for seat, display in enumerate(displays):
        if active is not None and not active[seat]:
            continue
        key = KEY[suit](display, leaves_any)
        if key > best_key:
            best_key, best_seat = key, seat
    return best_seat


def meets(
    displays: Sequence[Sequence[int]],
    seat: int,
    suit: int,
    active: Sequence[bool] | None = None,
    leaves_any: bool = False,
) -> bool:
    """A seat meets a condition when its strength is above zero and beats every other seat
    still in the round (cards are unique, so strengths never tie)."""
    fn = KEY[suit]
    mine = fn(displays[seat], leaves_any)
    if not mine:
        return False
    for other, display in enumerate(displays):
        if other != seat and (active is None or active[other]) and fn(display, leaves_any) > mine:
            return False
    return True


def passes_check(
    displays: Sequence[Sequence[int]],
    seat: int,
    top: int,
    need_all: bool,
    active: Sequence[bool] | None = None,
    leaves_any: bool = False,
) -> bool:
    """The end-of-turn check: after adding only to the display a player must meet at least
    one condition of the top card; after putting a card on the pile, all of them."""
    for suit in _SUITS_OF[top]:
        ok = meets(displays, seat, suit, active, leaves_any)
        if ok != need_all:
            return ok
    return need_all


def scoring_cards(display: Sequence[int], top: int, leaves_any: bool = False) -> list[int]:
    """The display cards a round winner may score: those in a qualifying subset of any
    condition of the final top card, judged on her own display alone (MS-13)."""
    chosen = scoring_mask(display, top, leaves_any)
    return [c for c in display if chosen >> c & 1]


def conditions_of(top: int) -> list[Suit]:
    """The suits of the top card, each one a current condition."""
    return [Suit(s) for s in _SUITS_OF[top]]


# -- the hot paths: every condition at once, from bit masks, remembered per display ---------
#
# Play-outs and searches ask for the same few thousand small displays over and over: at the
# end of every turn (each seat's strength keys) and of every round (the cards the winner may
# score). So both answers are kept per display mask, and a display met for the first time is
# worked out with bit operations instead of the per-condition functions above (which cost
# about 15 us a display; random play meets a new one every other game). Tests hold the fast
# forms to KEY and qualifying_cards.

BIT: tuple[int, ...] = tuple(1 << c for c in _CARDS)
"""``BIT[card]``: the card's bit in a display mask (a display's strengths ignore order)."""
_LEAVES_ANY = 1 << len(NAME)
_MEMO: dict[int, tuple[int, ...]] = {}
_QUALIFYING_MEMO: dict[int, tuple[int, ...]] = {}
_KEYS_BY_CARDS: dict[tuple[int, ...], tuple[int, ...]] = {}
_KEYS_BY_CARDS_ANY: dict[tuple[int, ...], tuple[int, ...]] = {}
KNOWN_KEYS = (_KEYS_BY_CARDS, _KEYS_BY_CARDS_ANY)
"""The memos of :func:`display_keys` (without, with ``leaves_any``), by the display's cards
as a tuple: the end-of-turn check reads them first."""
_MEMO_LIMIT = 200_000

_RANK_BIT: tuple[int, ...] = tuple(1 << _STR[c] for c in _CARDS)
"""A card's bit in a display's *rank* mask (bit i: the card at Decktet position i), whose
top bit is then the best card of the cards it holds."""


def _cards_with(has: Callable[[int], bool], bits: Sequence[int]) -> int:
    return sum(bits[c] for c in _CARDS if has(c))


_SUIT_RANKS = tuple(_cards_with(lambda c, s=s: s in _SUITS_OF[c], _RANK_BIT) for s in range(6))
_TYPE_RANKS = tuple(_cards_with(lambda c, t=t: t in _TYPES_OF[c], _RANK_BIT) for t in range(4))
_EVEN_RANKS = _cards_with(_EVEN.__getitem__, _RANK_BIT)
_LOW_RANKS = _cards_with(_LOW.__getitem__, _RANK_BIT)
_WITH_SUIT = tuple(_cards_with(lambda c, s=s: s in _SUITS_OF[c], BIT) for s in range(6))
_OF_TYPE = tuple(_cards_with(lambda c, t=t: t in _TYPES_OF[c], BIT) for t in range(4))
_EVEN_CARDS = _cards_with(_EVEN.__getitem__, BIT)
_LOW_CARDS = _cards_with(_LOW.__getitem__, BIT)


def _group_key(ranks: int) -> int:
    """The strength key of the cards in a rank mask counted as one group (0: no cards)."""
    return ranks.bit_count() * STEP + ranks.bit_length() - 1 if ranks else 0


def _fast_keys(display: Sequence[int], leaves_any: bool) -> tuple[int, ...]:
    """``KEY[suit](display, leaves_any)`` for the six suits, mostly from one rank mask."""
    ranks = 0
    for card in display:
        ranks |= _RANK_BIT[card]
    if not ranks:
        return (0, 0, 0, 0, 0, 0)
    return (
        STEP + ranks.bit_length() - 1,
        max([_group_key(ranks & group) for group in _SUIT_RANKS]),
        _group_key(ranks & _EVEN_RANKS),
        _different_suits(display, leaves_any),
        max([_group_key(ranks & group) for group in _TYPE_RANKS]),
        _group_key(ranks & _LOW_RANKS),
    )


def _cards_of(mask: int) -> list[int]:
    """The cards of a display mask, lowest id first."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def remember(memo: dict[Any, Any], index: Any, value: Any) -> None:
    """``memo[index] = value`` in a memo of the hot paths, kept below ``_MEMO_LIMIT``."""
    if len(memo) >= _MEMO_LIMIT:
        memo.clear()  # simply start again: the displays in play soon come back
    memo[index] = value


def display_mask(display: Sequence[int]) -> int:
    return sum(map(BIT.__getitem__, display))


def keys_for(mask: int, leaves_any: bool = False) -> tuple[int, ...]:
    """All six strength keys of the display with this card mask, by suit."""
    index = mask | _LEAVES_ANY if leaves_any else mask
    keys = _MEMO.get(index)
    if keys is None:
        keys = _fast_keys(_cards_of(mask), leaves_any)
        remember(_MEMO, index, keys)
    return keys


def display_keys(display: Sequence[int], leaves_any: bool = False) -> tuple[int, ...]:
    """:func:`keys_for` of a display given as its cards, in the order they were added.

    The end-of-turn check asks this for every seat in the round, so the keys are also
    remembered by the cards as a tuple: building a 45-bit mask card by card costs more than
    the tuple, and random play meets a new order only about once in twenty lookups.
    """
    memo = _KEYS_BY_CARDS_ANY if leaves_any else _KEYS_BY_CARDS
    cards = tuple(display)
    keys = memo.get(cards)
    if keys is None:
        keys = keys_for(sum(map(BIT.__getitem__, cards)), leaves_any)
        remember(memo, cards, keys)
    return keys


def _largest_mask(mask: int, groups: Sequence[int]) -> int:
    """The cards of the largest groups (suits or types) of a non-empty display mask."""
    counts = [(mask & group).bit_count() for group in groups]
    most = max(counts)
    chosen = 0
    for group, count in zip(groups, counts, strict=True):
        if count == most:
            chosen |= mask & group
    return chosen


def _fast_qualifying(display: Sequence[int], mask: int, leaves_any: bool) -> tuple[int, ...]:
    """:func:`qualifying_cards` for the six suits, as card masks."""
    if not display:
        return (0, 0, 0, 0, 0, 0)
    leaves = mask if leaves_any else sum(map(BIT.__getitem__, cover_members(display)))
    return (
        BIT[max(display, key=_STR.__getitem__)],
        _largest_mask(mask, _WITH_SUIT),
        mask & _EVEN_CARDS,
        leaves,
        _largest_mask(mask, _OF_TYPE),
        mask & _LOW_CARDS,
    )


def qualifying_masks(display: Sequence[int], leaves_any: bool = False) -> tuple[int, ...]:
    """By suit, the cards of :func:`qualifying_cards` as a card mask (``BIT``)."""
    mask = 0
    for card in display:
        mask |= BIT[card]
    index = mask | _LEAVES_ANY if leaves_any else mask
    masks = _QUALIFYING_MEMO.get(index)
    if masks is None:
        masks = _fast_qualifying(display, mask, leaves_any)
        remember(_QUALIFYING_MEMO, index, masks)
    return masks


def scoring_mask(display: Sequence[int], top: int, leaves_any: bool = False) -> int:
    """:func:`scoring_cards` as a card mask (``BIT``): the round winner's moves."""
    masks = qualifying_masks(display, leaves_any)
    chosen = 0
    for suit in _SUITS_OF[top]:
        chosen |= masks[suit]
    return chosen
