"""Colour Bazaar (P.D. Magnus): play cards onto four market stacks, invest in suit chips.

Rules as specified in ``shared/rules/decktet.md`` section 3, with its recommended resolutions:
Crowns and Pawns never count for a suit's value and do not block (CB-2, CB-3), discarded cards
go to a face-up pile (CB-8), chips are public (CB-9), ties are shared wins (CB-10), and the game
ends when the last chip is taken (CB-5).

A turn is two decisions: *influence fashion* (play a card, or discard when no card can be
played anywhere), then *invest* (take a chip). Drawing happens automatically.

>>> state = GAME.new(players=2, seed=11)
>>> state.phase, len(state.hands[0]), len(state.stacks)
('influence', 4, 4)
"""

from __future__ import annotations

import random
from typing import Any

from fashion_core.decks.decktet import (
    BASIC_DECK,
    COURTS,
    FACE,
    NAME,
    ORDINAL,
    PAWNS,
    SUIT_MASK,
    SUITS,
    Suit,
)
from fashion_core.engine import TERMINAL, Action, Game, IllegalAction, Option, State
from fashion_core.games.colour_bazaar.actions import (
    _DISCARD,
    _PLAY,
    _TAKE,
    MARKETS,
    Discard,
    PlayCard,
    TakeChip,
)
from fashion_core.games.colour_bazaar.view import player_view

HAND_SIZE = 4
CHIPS_PER_SUIT = 5


# -- the rules, one function each ---------------------------------------------------------


def can_play_on(card: int, top: int) -> bool:
    """A card may go on a stack when it shares at least one suit with the stack's top card."""
    return bool(SUIT_MASK[card] & SUIT_MASK[top])


def counts_for_value(card: int, crowns_count: bool = False) -> bool:
    """Only Aces and number cards (2-9) give a suit its value; Crowns (unless the
    ``crowns_count`` option is on), Pawns and Courts are skipped."""
    ordinal = ORDINAL[card]
    return 1 <= ordinal <= 9 or (crowns_count and ordinal == 12)


def contribution(stack: list[int], suit: Suit, crowns_count: bool = False) -> int:
    """What one stack adds to a suit: the rank of the topmost counting card with that suit.

    >>> from fashion_core.decks.decktet import ids
    >>> contribution(ids("the Light Keeper", "the Discovery", "the Sea"), Suit.WAVES)
    5
    """
    bit = suit.bit
    for card in reversed(stack):
        if SUIT_MASK[card] & bit and counts_for_value(card, crowns_count):
            return FACE[card]
    return 0


def suit_value(stacks: list[list[int]], suit: Suit, crowns_count: bool = False) -> int:
    """A chip's worth: the sum of the four stacks' contributions to its suit."""
    return sum(contribution(stack, suit, crowns_count) for stack in stacks)


def suit_values(stacks: list[list[int]], crowns_count: bool = False) -> list[int]:
    return [suit_value(stacks, suit, crowns_count) for suit in SUITS]


def chip_score(chips: list[int], values: list[int]) -> int:
    """A player's score: each chip is worth its suit's value."""
    return sum(n * v for n, v in zip(chips, values, strict=True))


# -- state ---------------------------------------------------------------------------------


class ColourBazaarState(State):
    """A game of Colour Bazaar. Stacks list cards bottom to top; ``deck[-1]`` is drawn next."""

    snapshot_fields = (
        "stacks",
        "hands",
        "deck",
        "discards",
        "chips",
        "supply",
        "phase",
        "turn",
        "first",
    )

    stacks: list[list[int]]
    hands: list[list[int]]
    deck: list[int]
    discards: list[int]
    chips: list[list[int]]
    supply: list[int]
    phase: str
    turn: int
    first: int

    def setup(self) -> None:
        rng = self.chance()
        self.stacks = [[pawn] for pawn in PAWNS]
        deck = list(BASIC_DECK)
        if self.options["extended"]:
            deck += COURTS
        rng.shuffle(deck)
        self.hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(self.num_players)]
        self.deck = deck
        self.discards = []
        self.chips = [[0] * len(SUITS) for _ in range(self.num_players)]
        self.supply = [CHIPS_PER_SUIT] * len(SUITS)
        self.phase = "influence"
        self.turn = 1
        self.first = rng.randrange(self.num_players)
        self.current_player = self.first
        self._event(f"{self.player_name(self.first)} is dressed to impress and goes first.")
        self._skip_empty_hand()

    # -- queries ------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def playable(self, seat: int | None = None) -> list[PlayCard]:
        """Every (card, market) pair the seat could play now."""
        hand = self.hands[self.current_player if seat is None else seat]
        tops = [SUIT_MASK[stack[-1]] for stack in self.stacks]
        return [
            _PLAY[card][k] for card in hand for k in range(MARKETS) if SUIT_MASK[card] & tops[k]
        ]

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        if phase == "influence":
            plays: list[Action] = list(self.playable())
            if plays:
                return plays
            return [_DISCARD[card] for card in self.hands[self.current_player]]
        if phase == "invest":
            return [_TAKE[s] for s in range(len(SUITS)) if self.supply[s]]
        return []

    def values(self) -> list[int]:
        return suit_values(self.stacks, self.options["crowns_count"])

    def scores(self) -> list[float]:
        values = self.values()
        return [float(chip_score(chips, values)) for chips in self.chips]

    # -- the turn ---------------------------------------------------------------------

    def _check(self, action: Action) -> None:
        seat = self.current_player
        hand = self.hands[seat]
        if isinstance(action, PlayCard):
            if self.phase != "influence":
                raise IllegalAction(
                    "One card per turn", "you have already played this turn; now take a chip"
                )
            if action.card not in hand:
                raise IllegalAction(
                    "Play from your hand", f"{_name(action.card)} is not in your hand"
                )
            if not 0 <= action.stack < MARKETS:
                raise IllegalAction("Four markets", f"there is no market {action.stack + 1}")
            top = self.stacks[action.stack][-1]
            if not can_play_on(action.card, top):
                raise IllegalAction(
                    "Suit match",
                    f"{NAME[action.card]} cannot go on market {action.stack + 1}: "
                    f"it shares no suit with {NAME[top]}",
                )
        elif isinstance(action, Discard):
            if self.phase != "influence":
                raise IllegalAction(
                    "One card per turn", "you have already played this turn; now take a chip"
                )
            if action.card not in hand:
                raise IllegalAction(
                    "Play from your hand", f"{_name(action.card)} is not in your hand"
                )
            plays = self.playable()
            if plays:
                raise IllegalAction(
                    "Discard only when stuck",
                    f"you may not discard while a play exists (e.g. {NAME[plays[0].card]} "
                    f"on market {plays[0].stack + 1})",
                )
        elif isinstance(action, TakeChip):
            if self.phase != "invest":
                raise IllegalAction(
                    "Play before you invest", "first play a card (or discard), then take a chip"
                )
            if not 0 <= action.suit < len(SUITS):
                raise IllegalAction("Six suits", f"there is no suit number {action.suit}")
            if not self.supply[action.suit]:
                raise IllegalAction(
                    "Chips run out",
                    f"no {Suit(action.suit).label} chips are left in the supply",
                )
        else:
            raise IllegalAction(
                "Colour Bazaar moves", f"{type(action).__name__} is not a Colour Bazaar move"
            )

    def _apply(self, action: Action) -> None:
        seat = self.current_player
        name = self.player_name(seat) if self.log is not None else ""
        if type(action) is PlayCard:
            self.hands[seat].remove(action.card)
            self.stacks[action.stack].append(action.card)
            self.phase = "invest"
            self._reveal_to_others(seat)
            self._event(f"{name} {action.describe(self)}.", seat, "play")
        elif type(action) is Discard:
            self.hands[seat].remove(action.card)
            self.discards.append(action.card)
            self.phase = "invest"
            self._reveal_to_others(seat)
            self._event(
                f"{name} cannot play anywhere and {action.describe(self)}.", seat, "discard"
            )
        else:
            assert type(action) is TakeChip
            self.supply[action.suit] -= 1
            self.chips[seat][action.suit] += 1
            self._event(f"{name} {action.describe(self)}.", seat, "chip")
            if not any(self.supply):
                self._finish()
                return
            if self.deck:
                drawn = self.deck.pop()
                self.hands[seat].append(drawn)
                self._reveal((seat,))
                self._event(
                    f"{name} draws a card.", seat, "draw", ((seat, f"You draw {NAME[drawn]}."),)
                )
            self.current_player = (seat + 1) % self.num_players
            self.turn += 1
            self.phase = "influence"
            self._skip_empty_hand()

    def _skip_empty_hand(self) -> None:
        # Cannot happen with the basic deck (decktet.md 3.5); guarded so a game never stalls.
        if not self.hands[self.current_player]:
            self.phase = "invest"

    def _finish(self) -> None:
        self.phase = "over"
        self.current_player = TERMINAL
        values = self.values()
        self._event("The last chip is gone: the fashions are settled.", None, "end")
        for seat in range(self.num_players):
            self._event(
                f"{self.player_name(seat)} scores {chip_score(self.chips[seat], values)}.",
                seat,
                "score",
            )

    # -- information ------------------------------------------------------------------

    def hidden_cards(self, seat: int | None) -> set[str]:
        hidden = {NAME[c] for c in self.deck}
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.update(NAME[c] for c in hand)
        return hidden

    def view(self, seat: int | None) -> dict[str, Any]:
        return player_view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> ColourBazaarState:
        new = self.clone_for_search()
        pool = list(new.deck)
        for other in range(new.num_players):
            if other != seat:
                pool += new.hands[other]
        rng.shuffle(pool)
        for other in range(new.num_players):
            if other != seat:
                size = len(new.hands[other])
                new.hands[other] = pool[:size]
                del pool[:size]
        new.deck = pool
        new.seed = rng.getrandbits(64)
        return new

    def clone(self) -> ColourBazaarState:
        new = self.clone_for_search()
        new.log = None if self.log is None else list(self.log)
        return new

    def clone_for_search(self) -> ColourBazaarState:
        """A fast copy without the log (what bots play ahead on)."""
        new = self._blank_copy()
        new.stacks = [list(s) for s in self.stacks]
        new.hands = [list(h) for h in self.hands]
        new.deck = list(self.deck)
        new.discards = list(self.discards)
        new.chips = [list(c) for c in self.chips]
        new.supply = list(self.supply)
        new.phase = self.phase
        new.turn = self.turn
        new.first = self.first
        return new

    def search_copy(self) -> ColourBazaarState:
        return self.clone_for_search()

    def check_invariants(self) -> None:
        cards = [c for s in self.stacks for c in s] + self.deck + self.discards
        cards += [c for h in self.hands for c in h]
        expected = len(BASIC_DECK) + len(PAWNS) + (len(COURTS) if self.options["extended"] else 0)
        assert len(cards) == expected, f"{len(cards)} cards in play, expected {expected}"
        assert len(set(cards)) == len(cards), "a card appears twice"
        assert all(s and ORDINAL[s[0]] == 10 for s in self.stacks), "each market starts on a Pawn"
        for suit in range(len(SUITS)):
            held = sum(chips[suit] for chips in self.chips)
            assert self.supply[suit] >= 0 and held + self.supply[suit] == CHIPS_PER_SUIT, (
                "chips are conserved"
            )
        assert self.phase in ("influence", "invest", "over"), f"unknown phase {self.phase!r}"


def _name(card: object) -> str:
    return NAME[card] if isinstance(card, int) and 0 <= card < len(NAME) else f"card {card!r}"


GAME = Game(
    name="colour_bazaar",
    title="Colour Bazaar",
    state_cls=ColourBazaarState,
    min_players=2,
    max_players=3,
    action_types=(PlayCard, Discard, TakeChip),
    options=(
        Option("extended", False, "Shuffle the four Courts into the deck (40 cards)."),
        Option(
            "crowns_count",
            False,
            "Crowns count 10 for their suit's value (the text's other reading).",
        ),
    ),
    summary="Steer four fashion markets with your cards and invest in the suits "
    "that will be worth the most.",
)
