"""The draw and draft phases: draw five, deal five, pick one at a time, pass, reveal.

The draft is "simultaneous" in the rules; the engine asks the seats one after another
(seat 0, 1, ... in each pick step) and keeps every pick face down until the draft ends.
Hands stay where they were dealt (``hands[h]`` is the hand dealt to seat ``h``); at pick step
``k`` seat ``s`` holds hand ``(s - direction * k) % N``, which is how passing works without
moving any lists.

Piles have no order (a draw takes a random member, see ``rules.ColoriState._rand``), so
nothing about deck order can leak and a determinized copy only needs a fresh seed, except
during the draft, where the cards this seat has not seen are re-dealt (``resample_draft``).
"""

from __future__ import annotations

import itertools
import random
from typing import TYPE_CHECKING

from fashion_core.games.colori.cards import KEY, KIND, NAME

if TYPE_CHECKING:
    from fashion_core.games.colori.rules import ColoriState

HAND_SIZE = 5
DRAW_SIZE = 5
_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_INC = 1442695040888963407


def pass_direction(round_number: int) -> int:
    """+1 (pass to seat + 1, "left") on odd rounds, -1 ("right") on even rounds (rule P1)."""
    return 1 if round_number % 2 else -1


def hand_of(state: ColoriState, seat: int) -> list[int]:
    """The draft hand ``seat`` holds at the current pick step."""
    return state.hands[(seat - state.direction * state.step) % state.num_players]


def start_draw_phase(state: ColoriState) -> None:
    """Every seat draws five cards; drawn cards are face up, so everyone sees them."""
    for seat in range(state.num_players):
        got = state._draw(seat, DRAW_SIZE)
        if state.log is not None:
            shown = ", ".join(NAME[KIND[c]] for c in got) or "nothing"
            state._event(f"{state.player_name(seat)} draws {shown}.", seat, "draw")
    state._reveal()


def deal_draft(state: ColoriState) -> None:
    """Deal the draft hands (rule R1).

    The deal takes what the draft deck holds first. Only when the deck is empty and the deal
    still needs cards are the destroyed cards shuffled in, and the deal goes on from them;
    they are remembered in ``state.reshuffled`` for the rest of the draft (they lay face up,
    so everyone knows them, and :func:`resample_draft` keeps them apart from the old deck).
    If the deck and the destroyed pile together are short, everyone gets the same smaller
    hand of ``(deck + destroyed) // players`` cards.

    While every card comes from one unordered pile, which hand a card fills does not matter,
    so hands are filled one after another. When the deck runs out in the middle of a deal it
    does matter: that deal goes round the table one card at a time, so the old deck's cards
    are shared out as evenly as possible before any destroyed card is dealt.
    """
    players = state.num_players
    deck = state.draft_deck
    available = len(deck) + len(state.destroyed)
    size = min(HAND_SIZE, available // players)
    if size < HAND_SIZE and state.log is not None:
        state._event(f"Only {available} cards are left to draft: everyone gets {size} this round.")
    state.reshuffled = []
    # Each card is a random member of the (unordered) deck; the seed step is inlined (hot path).
    seed = state.seed
    if len(deck) >= size * players:
        hands = []
        for _ in range(players):
            hand = []
            for _ in range(size):
                seed = (seed * _MULT + _INC) & _MASK64
                i = (seed >> 33) % len(deck)
                deck[i], deck[-1] = deck[-1], deck[i]
                hand.append(deck.pop())
            hands.append(hand)
    else:
        hands = [[] for _ in range(players)]
        for dealt in range(size * players):
            if not deck:
                state.reshuffled = list(state.destroyed)
                deck.extend(state.destroyed)
                state.destroyed = []
                if state.log is not None:
                    state._event(_reshuffle_text(state.round, dealt, len(deck)))
            seed = (seed * _MULT + _INC) & _MASK64
            i = (seed >> 33) % len(deck)
            deck[i], deck[-1] = deck[-1], deck[i]
            hands[dealt % players].append(deck.pop())
    state.seed = seed
    state.hands = hands
    state.picks = size
    state.step = 0
    state.direction = pass_direction(state.round)
    state.current_player = 0
    state._reveal()
    if size == 0:
        end_draft(state)
    elif size == 1:
        auto_last_pick(state)


def _reshuffle_text(round_number: int, dealt: int, destroyed: int) -> str:
    if dealt == 0:
        return (
            f"Round {round_number}'s deal: the draft deck is empty, so the {destroyed} "
            "destroyed cards are shuffled in and dealt from."
        )
    return (
        f"Round {round_number}'s deal: the draft deck runs out after {dealt} cards, so the "
        f"{destroyed} destroyed cards are shuffled in and the deal goes on."
    )


def pick(state: ColoriState, kind: int) -> None:
    """The current seat takes one card of ``kind`` from its hand, face down."""
    seat = state.current_player
    hand = state.hands[(seat - state.direction * state.step) % state.num_players]
    for i, card in enumerate(hand):
        if KIND[card] == kind:
            del hand[i]
            break
    else:  # pragma: no cover - legal_actions() only offers kinds in the hand
        raise AssertionError(f"{NAME[kind]} is not in the hand")
    state.drafted[seat].append(card)
    if state.log is not None:
        state._event(
            f"{state.player_name(seat)} drafts a card.",
            seat,
            "draft",
            ((seat, f"You draft {NAME[kind]}."),),
        )
    if seat + 1 < state.num_players:
        state.current_player = seat + 1
        return
    state.step += 1
    state.current_player = 0
    if state.step >= state.picks:
        end_draft(state)
        return
    state._reveal()  # the hands move on: every seat sees a new hand
    if state.step == state.picks - 1:
        auto_last_pick(state)


def auto_last_pick(state: ColoriState) -> None:
    """The last card of every hand is taken without asking: it is nobody's choice."""
    players = state.num_players
    for seat in range(players):
        hand = state.hands[(seat - state.direction * state.step) % players]
        state.drafted[seat].append(hand.pop())
    state.step += 1
    end_draft(state)


def end_draft(state: ColoriState) -> None:
    """All picks turn face up and the action phase begins."""
    state._reveal()
    state.reshuffled = []
    if state.log is not None:
        for seat in range(state.num_players):
            got = ", ".join(NAME[KIND[c]] for c in state.drafted[seat]) or "nothing"
            state._event(f"{state.player_name(seat)} drafted {got}.", seat, "reveal")
    state.begin_action_phase()


def resample_draft(state: ColoriState, seat: int, rng: random.Random) -> None:
    """Re-deal, in place, every draft card ``seat`` cannot know about.

    What ``seat`` knows: each hand it has held, as it was when it held it, and its own picks.
    So for a hand it saw at steps k1 < k2, the cards that left the hand in between are known
    as a set, but not who took which; cards taken before it first saw a hand, and hands it
    never saw, could be any unseen card (they are pooled with the draft deck).

    After a deal in which the deck ran out (rule R1) the unseen cards are of two sorts that
    everyone can tell apart: the old deck's cards, which were all dealt, and the destroyed
    cards shuffled in (public, ``state.reshuffled``). Each hand got a known number of old-deck
    cards, so those are re-dealt only among the hands, and the deck keeps only reshuffled cards.
    """
    players = state.num_players
    direction = state.direction
    step = state.step
    mover = state.current_player
    pool = list(state.draft_deck)
    pool_slots: list[tuple[int, int]] = []  # (picker, pick index) filled from the pool
    unknown_hands: list[int] = []
    # Per hand: (hand, its pick slots filled from the pool, whether the hand itself is
    # unknown, the cards of it that seat knows); only needed after a reshuffle.
    by_hand: list[tuple[int, list[tuple[int, int]], bool, list[int]]] = []
    for h in range(players):
        # Picks from hand h so far: at step k the holder is (h + d*k) % N; at the current
        # step only seats before the mover have picked.
        taken: list[tuple[int, int]] = []
        seen: list[int] = []
        for k in range(step + 1):
            holder = (h + direction * k) % players
            if holder == seat:
                seen.append(k)
            if k < step or holder < mover:
                taken.append((holder, k))
        if not seen:
            pool.extend(state.drafted[p][k] for p, k in taken)
            pool_slots.extend(taken)
            pool.extend(state.hands[h])
            unknown_hands.append(h)
            by_hand.append((h, taken, True, []))
            continue
        bounds = [*seen, step + 1]
        first = seen[0]
        early = [(p, k) for p, k in taken if k < first]
        pool.extend(state.drafted[p][k] for p, k in early)
        pool_slots.extend(early)
        if state.reshuffled:
            known = [state.drafted[p][k] for p, k in taken if k >= first] + state.hands[h]
            by_hand.append((h, early, False, known))
        for lo, hi in itertools.pairwise(bounds):
            group = [(p, k) for p, k in taken if lo < k < hi]
            cards = [state.drafted[p][k] for p, k in group]
            last = hi == step + 1
            if last:
                cards.extend(state.hands[h])
            if not group:
                continue  # nothing left this hand unseen: its cards are known
            rng.shuffle(cards)
            for (p, k), card in zip(group, cards, strict=False):
                state.drafted[p][k] = card
            if last:
                state.hands[h] = cards[len(group) :]
    if not pool_slots and not unknown_hands:
        return
    if state.reshuffled:
        _redeal_after_reshuffle(state, pool, by_hand, rng)
        return
    rng.shuffle(pool)
    for p, k in pool_slots:
        state.drafted[p][k] = pool.pop()
    for h in unknown_hands:
        size = len(state.hands[h])
        state.hands[h] = pool[len(pool) - size :]
        del pool[len(pool) - size :]
    state.draft_deck = pool


def _redeal_after_reshuffle(
    state: ColoriState,
    pool: list[int],
    by_hand: list[tuple[int, list[tuple[int, int]], bool, list[int]]],
    rng: random.Random,
) -> None:
    """Fill the unknown slots of each hand from the pool, old-deck cards and reshuffled cards
    apart: hand ``h`` got ``old // N`` old-deck cards, one more if ``h < old % N`` (the deal
    went round the table), and whatever the deal did not need stays in the deck."""
    players = state.num_players
    reshuffled = set(state.reshuffled)
    # The draft never touches the deck, so the deck's size tells how many cards of the
    # destroyed pile were dealt, and so how many of the old deck's.
    old_dealt = state.picks * players - (len(reshuffled) - len(state.draft_deck))
    olds = [c for c in pool if c not in reshuffled]
    news = [c for c in pool if c in reshuffled]
    rng.shuffle(olds)
    rng.shuffle(news)
    for h, slots, whole, known in by_hand:
        count = len(slots) + (len(state.hands[h]) if whole else 0)
        if not count:
            continue
        old_here = old_dealt // players + (h < old_dealt % players)
        need = old_here - sum(c not in reshuffled for c in known)
        assert 0 <= need <= count, "the hand's old-deck cards do not add up"
        cards = olds[len(olds) - need :] + news[len(news) - (count - need) :]
        del olds[len(olds) - need :]
        del news[len(news) - (count - need) :]
        rng.shuffle(cards)
        for (p, k), card in zip(slots, cards, strict=False):
            state.drafted[p][k] = card
        if whole:
            state.hands[h] = cards[len(slots) :]
    assert not olds, "every card of the old deck was dealt"
    state.draft_deck = news


def draft_keys(cards: list[int]) -> list[str]:
    """Keys in a stable order (instance order), so a hand's view does not depend on order."""
    return [KEY[c] for c in sorted(cards)]
