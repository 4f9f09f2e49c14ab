"""The draft's bookkeeping: who holds which hand, which way hands pass, what a seat can know.

The draft is "simultaneous" in the rules; the engine asks the seats one after another (seat
0, 1, ... in each pick step) and keeps every pick face down until the draft ends. Hands stay
where they were dealt (``hands[h]`` is the hand dealt to seat ``h``); at pick step ``k`` seat
``s`` holds hand ``(s - direction * k) % N``, which is how passing works without moving any
lists (``ColoriState.own_hand``).

Piles have no order (a draw takes a random member, see ``ColoriState.randbelow``), so nothing
about deck order can leak and a determinized copy only needs a fresh seed, except during the
draft, where the cards a seat has not seen are re-dealt (:func:`resample_draft`).

>>> pass_direction(1), pass_direction(2)
(1, -1)
"""

from __future__ import annotations

import itertools
import random

HAND_SIZE = 5
"""Cards dealt to each seat for the draft (rule R1 may deal fewer when the supply is short)."""
DRAW_SIZE = 5
"""Cards each seat draws from its own deck at the start of a round."""


def pass_direction(round_number: int) -> int:
    """+1 (pass to seat + 1, "left") on odd rounds, -1 ("right") on even rounds (rule P1)."""
    return 1 if round_number % 2 else -1


Slot = tuple[int, int]
"""``(picker, pick index)``: the ``k``-th card ``picker`` drafted is ``drafted[picker][k]``."""


def reshuffle_text(round_number: int, dealt: int, destroyed: int) -> str:
    """The log line for a deal in which the draft deck ran out (rule R1)."""
    if dealt == 0:
        return (
            f"Round {round_number}'s deal: the draft deck is empty, so the {destroyed} "
            "destroyed cards are shuffled in and dealt from."
        )
    return (
        f"Round {round_number}'s deal: the draft deck runs out after {dealt} cards, so the "
        f"{destroyed} destroyed cards are shuffled in and the deal goes on."
    )


def picks_from_hand(
    hand: int, players: int, direction: int, step: int, mover: int, seat: int
) -> tuple[list[Slot], list[int]]:
    """The picks taken from hand ``hand`` so far, and the steps at which ``seat`` held it.

    At step ``k`` the holder is ``(hand + direction * k) % players``; at the current step only
    the seats before ``mover`` have picked.
    """
    taken: list[Slot] = []
    seen: list[int] = []
    for k in range(step + 1):
        holder = (hand + direction * k) % players
        if holder == seat:
            seen.append(k)
        if k < step or holder < mover:
            taken.append((holder, k))
    return taken, seen


def _redeal_between_sightings(
    hands: list[list[int]],
    drafted: list[list[int]],
    h: int,
    taken: list[Slot],
    seen: list[int],
    step: int,
    rng: random.Random,
) -> None:
    """Between two sightings of hand ``h`` the cards that left it are known as a set, not
    who took which: shuffle them among those picks (the last span also holds the hand now)."""
    bounds = [*seen, step + 1]
    for lo, hi in itertools.pairwise(bounds):
        group = [(p, k) for p, k in taken if lo < k < hi]
        cards = [drafted[p][k] for p, k in group]
        last = hi == step + 1
        if last:
            cards.extend(hands[h])
        if not group:
            continue  # nothing left this hand unseen: its cards are known
        rng.shuffle(cards)
        for (p, k), card in zip(group, cards, strict=False):
            drafted[p][k] = card
        if last:
            hands[h] = cards[len(group) :]


HandSlots = tuple[int, list[Slot], bool, list[int]]
"""Per hand, after a reshuffle: (hand, its pick slots filled from the pool, whether the hand
itself is unknown, the cards of it that the seat knows)."""


def resample_draft(
    hands: list[list[int]],
    drafted: list[list[int]],
    draft_deck: list[int],
    *,
    direction: int,
    step: int,
    mover: int,
    seat: int,
    reshuffled: list[int],
    dealt: int,
    rng: random.Random,
) -> list[int]:
    """Re-deal, in place, every draft card ``seat`` cannot know about; returns the draft deck.

    What ``seat`` knows: each hand it has held, as it was when it held it, and its own picks.
    So for a hand it saw at steps k1 < k2, the cards that left the hand in between are known
    as a set, but not who took which; cards taken before it first saw a hand, and hands it
    never saw, could be any unseen card (they are pooled with the draft deck).

    After a deal in which the deck ran out (rule R1) the unseen cards are of two sorts that
    everyone can tell apart: the old deck's cards, which were all dealt, and the destroyed
    cards shuffled in (public, ``reshuffled``). Each hand got a known number of old-deck
    cards, so those are re-dealt only among the hands, and the deck keeps only reshuffled cards.
    ``dealt`` is the size of each hand as dealt (the picks, plus one with ``four_picks``).
    """
    players = len(hands)
    pool = list(draft_deck)
    pool_slots: list[Slot] = []  # filled from the pool
    unknown_hands: list[int] = []
    by_hand: list[HandSlots] = []  # only needed after a reshuffle
    for h in range(players):
        taken, seen = picks_from_hand(h, players, direction, step, mover, seat)
        if not seen:
            pool.extend(drafted[p][k] for p, k in taken)
            pool_slots.extend(taken)
            pool.extend(hands[h])
            unknown_hands.append(h)
            by_hand.append((h, taken, True, []))
            continue
        early = [(p, k) for p, k in taken if k < seen[0]]
        pool.extend(drafted[p][k] for p, k in early)
        pool_slots.extend(early)
        if reshuffled:
            known = [drafted[p][k] for p, k in taken if k >= seen[0]] + hands[h]
            by_hand.append((h, early, False, known))
        _redeal_between_sightings(hands, drafted, h, taken, seen, step, rng)
    if not pool_slots and not unknown_hands:
        return draft_deck
    if reshuffled:
        old_dealt = dealt * players - (len(set(reshuffled)) - len(draft_deck))
        return _redeal_after_reshuffle(hands, drafted, reshuffled, old_dealt, pool, by_hand, rng)
    rng.shuffle(pool)
    for p, k in pool_slots:
        drafted[p][k] = pool.pop()
    for h in unknown_hands:
        size = len(hands[h])
        hands[h] = pool[len(pool) - size :]
        del pool[len(pool) - size :]
    return pool


def _redeal_after_reshuffle(
    hands: list[list[int]],
    drafted: list[list[int]],
    reshuffled: list[int],
    old_dealt: int,
    pool: list[int],
    by_hand: list[HandSlots],
    rng: random.Random,
) -> list[int]:
    """Fill the unknown slots of each hand from the pool, old-deck cards and reshuffled cards
    apart: hand ``h`` got ``old // N`` old-deck cards, one more if ``h < old % N`` (the deal
    went round the table), and whatever the deal did not need stays in the deck (returned).

    The draft never touches the deck, so the deck's size tells how many cards of the
    destroyed pile were dealt, and so ``old_dealt``, how many of the old deck's.
    """
    players = len(hands)
    fresh = set(reshuffled)
    olds = [c for c in pool if c not in fresh]
    news = [c for c in pool if c in fresh]
    rng.shuffle(olds)
    rng.shuffle(news)
    for h, slots, whole, known in by_hand:
        count = len(slots) + (len(hands[h]) if whole else 0)
        if not count:
            continue
        old_here = old_dealt // players + (h < old_dealt % players)
        need = old_here - sum(c not in fresh for c in known)
        assert 0 <= need <= count, "the hand's old-deck cards do not add up"
        cards = olds[len(olds) - need :] + news[len(news) - (count - need) :]
        del olds[len(olds) - need :]
        del news[len(news) - (count - need) :]
        rng.shuffle(cards)
        for (p, k), card in zip(slots, cards, strict=False):
            drafted[p][k] = card
        if whole:
            hands[h] = cards[len(slots) :]
    assert not olds, "every card of the old deck was dealt"
    return news
