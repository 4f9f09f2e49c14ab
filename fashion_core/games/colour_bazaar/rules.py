"""Colour Bazaar (P.D. Magnus): play cards onto four market stacks, invest in suit chips.

Rules as specified in ``shared/rules/decktet.md`` section 3, with its recommended resolutions:
Crowns and Pawns never count for a suit's value and do not block (CB-2, CB-3), discarded cards
go to a face-up pile (CB-8), chips are public (CB-9), ties are shared wins (CB-10), and the game
ends when the last chip is taken (CB-5).

A turn is two decisions: *influence fashion* (play a card, or discard when no card can be
played anywhere), then *invest* (take a chip). Drawing happens automatically.

>>> state = GAME.new(players=2, seed=11)
>>> str(state.phase), len(state.hands[0]), len(state.stacks)
('influence', 4, 4)
"""

from __future__ import annotations

from typing import Any, ClassVar

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
    name_of,
)
from fashion_core.engine import TERMINAL, Action, IllegalAction, Moves, PhaseEnum, State
from fashion_core.game import Game, Option
from fashion_core.games.colour_bazaar.actions import (
    _DISCARD,
    _PLAY,
    _TAKE,
    MARKETS,
    Discard,
    PlayCard,
    TakeChip,
)
from fashion_core.zones import NOBODY, OWNER, Field, Zone

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


class Phase(PhaseEnum):
    """The two halves of a turn, and the end."""

    INFLUENCE = "influence"
    """Play a card on a market (or discard one when none can be played)."""
    INVEST = "invest"
    """Take a chip."""
    OVER = "over"


INFLUENCE, INVEST, OVER = Phase.INFLUENCE, Phase.INVEST, Phase.OVER


class ColourBazaarState(State):
    """A game of Colour Bazaar. Stacks list cards bottom to top; ``deck[-1]`` is drawn next."""

    fields = (
        Zone("stacks", stacks=True),
        Zone("hands", per_seat=True, seen_by=OWNER),
        Zone("deck", seen_by=NOBODY),
        Zone("discards"),
        Field("chips", depth=2),
        Field("supply", depth=1),
        Field("phase", Phase),
        Field("turn"),
        Field("first"),
    )

    stacks: list[list[int]]
    """The four markets, each bottom to top, on its Pawn."""
    hands: list[list[int]]
    """Each seat's hand (seen only by that seat)."""
    deck: list[int]
    """The draw pile, face down; ``deck[-1]`` is drawn next."""
    discards: list[int]
    """Cards discarded face up by a seat that could not play."""
    chips: list[list[int]]
    """``chips[seat][suit]``: the chips each seat has taken."""
    supply: list[int]
    """Chips of each suit left to take."""
    phase: Phase
    turn: int
    """The turn number, from 1."""
    first: int
    """The seat that went first."""

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
        self.phase = INFLUENCE
        self.turn = 1
        self.first = rng.randrange(self.num_players)
        self.current_player = self.first
        self._event(f"{self.player_name(self.first)} is dressed to impress and goes first.")
        self._skip_empty_hand()

    # -- queries ------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    def playable(self, seat: int | None = None) -> list[PlayCard]:
        """Every (card, market) pair the seat could play now."""
        hand = self.hands[self.current_player if seat is None else seat]
        tops = [SUIT_MASK[stack[-1]] for stack in self.stacks]
        return [
            _PLAY[card][k] for card in hand for k in range(MARKETS) if SUIT_MASK[card] & tops[k]
        ]

    def _influence_moves(self) -> list[Action]:
        """Play a card on a market that shares a suit with it; discard only when stuck."""
        plays: list[Action] = list(self.playable())
        if plays:
            return plays
        return [_DISCARD[card] for card in self.hands[self.current_player]]

    def _invest_moves(self) -> list[Action]:
        """Take a chip of any suit that has chips left."""
        return [_TAKE[s] for s in range(len(SUITS)) if self.supply[s]]

    moves_by_phase: ClassVar[Moves] = {
        INFLUENCE: _influence_moves,
        INVEST: _invest_moves,
        OVER: State.no_moves,
    }

    def values(self) -> list[int]:
        return suit_values(self.stacks, self.options["crowns_count"])

    def scores(self) -> list[float]:
        values = self.values()
        return [float(chip_score(chips, values)) for chips in self.chips]

    # -- the turn ---------------------------------------------------------------------

    def explain_illegal(self, action: Action) -> IllegalAction:
        """The rule a move that ``legal_actions()`` does not list breaks."""
        why_not = self._why_not[type(action)]
        return why_not(self, action) or super().explain_illegal(action)

    def _why_not_card(self, card: int) -> IllegalAction | None:
        if self.phase is not INFLUENCE:
            return IllegalAction(
                "One card per turn", "you have already played this turn; now take a chip"
            )
        if card not in self.hands[self.current_player]:
            return IllegalAction("Play from your hand", f"{name_of(card)} is not in your hand")
        return None

    def _why_not_play(self, action: PlayCard) -> IllegalAction | None:
        refusal = self._why_not_card(action.card)
        if refusal:
            return refusal
        if not 0 <= action.stack < MARKETS:
            return IllegalAction("Four markets", f"there is no market {action.stack + 1}")
        top = self.stacks[action.stack][-1]
        if not can_play_on(action.card, top):
            return IllegalAction(
                "Suit match",
                f"{NAME[action.card]} cannot go on market {action.stack + 1}: "
                f"it shares no suit with {NAME[top]}",
            )
        return None

    def _why_not_discard(self, action: Discard) -> IllegalAction | None:
        refusal = self._why_not_card(action.card)
        if refusal:
            return refusal
        plays = self.playable()
        if plays:
            return IllegalAction(
                "Discard only when stuck",
                f"you may not discard while a play exists (e.g. {NAME[plays[0].card]} "
                f"on market {plays[0].stack + 1})",
            )
        return None

    def _why_not_take(self, action: TakeChip) -> IllegalAction | None:
        if self.phase is not INVEST:
            return IllegalAction(
                "Play before you invest", "first play a card (or discard), then take a chip"
            )
        if not 0 <= action.suit < len(SUITS):
            return IllegalAction("Six suits", f"there is no suit number {action.suit}")
        if not self.supply[action.suit]:
            return IllegalAction(
                "Chips run out", f"no {Suit(action.suit).label} chips are left in the supply"
            )
        return None

    _why_not: ClassVar[dict[type, Any]] = {
        PlayCard: _why_not_play,
        Discard: _why_not_discard,
        TakeChip: _why_not_take,
    }

    def _apply(self, action: Action) -> None:
        seat = self.current_player
        name = self.player_name(seat) if self.log is not None else ""
        if type(action) is PlayCard:
            self.hands[seat].remove(action.card)
            self.stacks[action.stack].append(action.card)
            self.phase = INVEST
            self._reveal_to_others(seat)
            self._event(f"{name} {action.describe(self)}.", seat, "play")
        elif type(action) is Discard:
            self.hands[seat].remove(action.card)
            self.discards.append(action.card)
            self.phase = INVEST
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
            self.phase = INFLUENCE
            self._skip_empty_hand()

    def _skip_empty_hand(self) -> None:
        # Cannot happen with the basic deck (decktet.md 3.5); guarded so a game never stalls.
        if not self.hands[self.current_player]:
            self.phase = INVEST

    def _finish(self) -> None:
        self.phase = OVER
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

    def card_supply(self) -> list[int]:
        """The basic deck and the Pawns, plus the Courts with the ``extended`` option."""
        return list(BASIC_DECK) + list(PAWNS) + (list(COURTS) if self.options["extended"] else [])

    def card_key(self, card: int) -> str:
        return NAME[card]

    def view(self, seat: int | None) -> dict[str, Any]:
        """Public: markets, chips, supply, hand sizes, discards, the draw pile's size.
        Private: ``seat``'s own hand and, on its turn, its legal moves."""
        values = self.values()
        is_turn = seat is not None and seat == self.current_player
        legal: list[dict[str, Any]] = []
        if is_turn:
            for action in self.legal_actions():
                entry: dict[str, Any] = {"action": action.to_json(), "label": action.describe(self)}
                if isinstance(action, (PlayCard, Discard)):
                    entry["card"] = NAME[action.card]
                if isinstance(action, PlayCard):
                    entry["stack"] = action.stack
                if isinstance(action, TakeChip):
                    entry["suit"] = action.suit
                legal.append(entry)
        return {
            **self.view_header(seat),
            "phase": str(self.phase),
            "turn": self.turn,
            "stacks": [[NAME[c] for c in stack] for stack in self.stacks],
            "hand": None if seat is None else [NAME[c] for c in self.hands[seat]],
            "hand_sizes": [len(h) for h in self.hands],
            "draw_pile_size": len(self.deck),
            "discards": [NAME[c] for c in self.discards],
            "chips": [list(c) for c in self.chips],
            "supply": list(self.supply),
            "values": values,
            "scores": [chip_score(c, values) for c in self.chips],
            "is_over": self.is_over,
            "winners": self.winners() if self.is_over else [],
            "must_discard": bool(
                is_turn and self.phase is INFLUENCE and legal and legal[0]["action"][0] == "Discard"
            ),
            "legal": legal,
            "options": dict(self.options),
        }

    def invariants(self) -> None:
        assert all(s and ORDINAL[s[0]] == 10 for s in self.stacks), "each market starts on a Pawn"
        for suit in range(len(SUITS)):
            held = sum(chips[suit] for chips in self.chips)
            assert self.supply[suit] >= 0 and held + self.supply[suit] == CHIPS_PER_SUIT, (
                "chips are conserved"
            )
        assert isinstance(self.phase, Phase), f"unknown phase {self.phase!r}"


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
