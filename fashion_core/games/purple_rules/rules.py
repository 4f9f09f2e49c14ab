"""Purple Rules trick-taking (Purple Poker Pack; 2-4 players): the whole game state.

Rules as specified in ``shared/rules/purple_rules.md`` with its recommended resolutions
(sections 4-7). A game is a series of hands. Each hand: deal 12 cards each (with 4 players the
one spare card is shown to all; with 2-3 the spares are set aside unseen); an auction for the
contract (level + trump colour or No Trump); 12 tricks; the hand is scored. The deal passes to
the left. The game ends after the hand in which a side reaches the target, unless the lead is
shared (then another hand is played).

>>> state = GAME.new(players=4, seed=3)
>>> state.phase, [len(h) for h in state.hands], len(state.spare)
(<Phase.AUCTION: 'auction'>, [12, 12, 12, 12], 1)
>>> state.current_player == (state.dealer + 1) % 4
True
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from fashion_core.decks.purple_pack import (
    COLOUR,
    COLOUR_NAMES,
    DECK,
    NAME,
    POINTS,
    PROVISIONAL_NOTE,
    RANK_LABEL,
    SORT_KEY,
    SUIT,
    SUIT_NAMES,
    cut_order,
)
from fashion_core.engine import TERMINAL, Action, IllegalAction, Moves, PhaseEnum, State
from fashion_core.game import Game, Option
from fashion_core.games.purple_rules.actions import BID, PASS_CALL, PLAY, Bid, Pass, PlayCard
from fashion_core.games.purple_rules.auction import (
    LADDER,
    PASS,
    TRICKS,
    auction_over,
    bid_index,
    bid_meaning,
    bid_name,
    bid_trump,
    declarer,
    denomination_name,
    highest_bid,
    legal_bids,
    thrown_in,
)
from fashion_core.games.purple_rules.determinize import deal_consistently
from fashion_core.games.purple_rules.scoring import (
    TARGET,
    contract_result,
    hand_summary,
    point_result,
    side_names,
    trick_value,
    tricks_needed,
)
from fashion_core.games.purple_rules.tricks import (
    NO_TRUMP,
    is_trump,
    refusal,
    trick_winner,
    winner_reason,
)
from fashion_core.zones import NOBODY, OWNER, Field, Zone

HAND_SIZE = 12
_TRUMP_OF: tuple[int, ...] = (*(bid_trump(b) for b in range(len(LADDER))), NO_TRUMP)
"""The trump of each contract; index -1 (``PASS``: no contract yet) gives No Trump."""


class Phase(PhaseEnum):
    """The steps of a hand; the values are what a snapshot stores."""

    AUCTION = "auction"
    """Seats call in turn (bid or pass) until the contract is settled."""
    PLAY = "play"
    """Twelve tricks."""
    OVER = "over"
    """The game has ended."""


OPTIONS = (
    Option(
        "scoring",
        "contract",
        "'contract' (plain tricks: made contracts score, failed ones pay the "
        "defenders; to 150) or 'points' (point-trick: card points RPN + CPN; to 1000).",
        choices=("contract", "points"),
    ),
    Option(
        "one_hand",
        False,
        "Play a single hand (a quick game); the higher score after it wins.",
    ),
)


def side_of(seat: int, players: int) -> int:
    """The side a seat plays for: partners opposite with 4 players, alone otherwise."""
    return seat % 2 if players == 4 else seat


class PurpleRulesState(State):
    """A game of Purple Rules. Hands and tricks hold card ids of
    :mod:`fashion_core.decks.purple_pack`; calls hold bid ladder positions or ``PASS``."""

    fields = (
        Zone("hands", per_seat=True, seen_by=OWNER),
        Zone("spare"),
        Zone("set_aside", seen_by=NOBODY, ordered=False),
        Zone("trick"),
        Zone("taken", per_seat=True),
        Field("phase", Phase),
        Field("hand_number"),
        Field("dealer"),
        Field("calls", depth=1),
        Field("contract"),
        Field("declarer"),
        Field("leader"),
        Field("tricks", depth=1),
        Field("voids", depth=1),
        Field("last_trick", depth=1),
        Field("last_leader"),
        Field("last_trump"),
        Field("totals", depth=1),
        Field("history", depth=2),
    )

    phase: Phase
    hand_number: int
    """1 for the first hand (thrown-in hands count too)."""
    dealer: int
    hands: list[list[int]]
    """Each seat's cards; only the owner sees them."""
    spare: list[int]
    """With 4 players, the one card left after the deal, shown to all and set aside."""
    set_aside: list[int]
    """With 2 or 3 players, the 25 or 13 cards left after the deal, unseen by all."""
    calls: list[int]
    """This hand's auction so far, in order, starting left of the dealer."""
    contract: int
    """The contract's ladder position, or ``PASS`` during the auction."""
    declarer: int
    leader: int
    """Who led the current trick."""
    trick: list[int]
    """Cards played to the current trick, lead first."""
    taken: list[list[int]]
    """The cards of the tricks each seat has won this hand (face down, but all were seen)."""
    tricks: list[int]
    """Tricks each seat has won this hand."""
    voids: list[int]
    """Per seat, a bit per suit the seat showed it lacks this hand (played off-suit, not
    trumping); search deals respect these."""
    last_trick: list[int]
    """The cards of the last finished trick of this hand (also in ``taken``), lead first."""
    last_leader: int
    last_trump: int
    totals: list[int]
    """Each side's score (one side per seat, or two partnerships with 4 players)."""
    history: list[list[int]]
    """One row per finished hand: [dealer, declarer, contract, declaring side's tricks,
    points per side...]; a thrown-in hand has declarer and contract -1."""

    # -- setup ---------------------------------------------------------------------------

    def setup(self) -> None:
        players = self.num_players
        self.hand_number = 0
        self.totals = [0] * self.sides
        self.history = []
        self.dealer = self._cut_for_dealer(list(range(players)))
        self._deal()

    def _cut_for_dealer(self, cutters: list[int]) -> int:
        """Each seat cuts a card; the lowest deals, cutting again among a tie."""
        while True:
            drawn = self.chance().sample(DECK, len(cutters))
            cut = dict(zip(cutters, drawn, strict=True))
            low = min(cut_order(c) for c in cut.values())
            lowest = [seat for seat in cutters if cut_order(cut[seat]) == low]
            # Named by colour and rank: the cut cards go back into the pack before the deal.
            shown = ", ".join(
                f"{self.player_name(s)} {COLOUR_NAMES[COLOUR[c]]} {RANK_LABEL[c]}"
                for s, c in cut.items()
            )
            self._event(f"Cut for the deal: {shown}; the lowest card deals.", None, "cut")
            if len(lowest) == 1:
                return lowest[0]
            cutters = lowest

    def _deal(self) -> None:
        players = self.num_players
        self.hand_number += 1
        deck = list(DECK)
        self.shuffle(deck)
        left = (self.dealer + 1) % players
        self.hands = [[] for _ in range(players)]
        for i in range(HAND_SIZE * players):  # one at a time, starting on the dealer's left
            self.hands[(left + i) % players].append(deck[i])
        rest = deck[HAND_SIZE * players :]
        self.spare, self.set_aside = (rest, []) if players == 4 else ([], rest)
        self.calls = []
        self.contract = PASS
        self.declarer = -1
        self.leader = -1
        self.trick = []
        self.taken = [[] for _ in range(players)]
        self.tricks = [0] * players
        self.voids = [0] * players
        # The old hand's cards are dealt again now: showing its last trick would name them.
        self.last_trick, self.last_leader, self.last_trump = [], -1, NO_TRUMP
        self.phase = Phase.AUCTION
        self.current_player = left
        self._reveal()
        if self.log is not None:
            if players == 4:
                spare = f"The spare card {NAME[self.spare[0]]} is shown to all and set aside."
            else:
                spare = f"The {len(self.set_aside)} spare cards are set aside unseen."
            self._event(
                f"Hand {self.hand_number}: {self.player_name(self.dealer)} deals 12 cards each. "
                f"{spare} {self.player_name(left)} calls first.",
                None,
                "deal",
            )

    # -- queries -------------------------------------------------------------------------

    @property
    def sides(self) -> int:
        return 2 if self.num_players == 4 else self.num_players

    @property
    def partners(self) -> bool:
        return self.num_players == 4

    def side(self, seat: int) -> int:
        return side_of(seat, self.num_players)

    @property
    def trump(self) -> int:
        """The trump colour of the contract (``NO_TRUMP`` in No Trump or before the contract)."""
        return _TRUMP_OF[self.contract]

    @property
    def first_caller(self) -> int:
        return (self.dealer + 1) % self.num_players

    @property
    def target(self) -> int:
        return TARGET[self.options["scoring"]]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def _auction_moves(self) -> list[Action]:
        """Pass, or any bid above the highest so far (:func:`auction.legal_bids`)."""
        return [PASS_CALL, *BID[legal_bids(self.calls).start :]]

    def _play_moves(self) -> list[Action]:
        """Follow suit or trump; void: anything (:func:`tricks.legal_plays`, inlined: this is
        the hottest path of every search)."""
        hand = self.hands[self.current_player]
        trick = self.trick
        if trick:
            suit = SUIT[trick[0]]
            for c in hand:
                if SUIT[c] == suit:
                    trump = _TRUMP_OF[self.contract]
                    return [PLAY[c] for c in hand if SUIT[c] == suit or COLOUR[c] == trump]
        return list(map(PLAY.__getitem__, hand))

    moves_by_phase: ClassVar[Moves] = {
        Phase.AUCTION: _auction_moves,
        Phase.PLAY: _play_moves,
        Phase.OVER: State.no_moves,
    }
    """One legal-move function per phase: the only source of what is legal."""

    def scores(self) -> list[float]:
        return [float(self.totals[self.side(s)]) for s in range(self.num_players)]

    def side_tricks(self, side: int) -> int:
        return sum(t for s, t in enumerate(self.tricks) if self.side(s) == side)

    # -- refusals ------------------------------------------------------------------------

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not legal now, naming the rule it breaks."""
        kind = type(action)
        if self.phase is Phase.AUCTION:
            if kind is PlayCard:
                return IllegalAction(
                    "Auction first",
                    "the auction is still on: bid or pass before any card is played",
                )
            assert isinstance(action, Bid)
            if (action.level, action.trump) not in LADDER:
                return IllegalAction(
                    "Bid ladder",
                    "a bid is a level from 1 to 6 and a colour or No Trump "
                    f"(level {action.level!r}, denomination {action.trump!r} is not on the ladder)",
                )
            high = highest_bid(self.calls)
            by = self.player_name((self.first_caller + self.calls.index(high)) % self.num_players)
            return IllegalAction(
                "Bid higher",
                f"{action.describe(self)[5:]} is not above the current bid {bid_name(high)} "
                f"(by {by})",
            )
        if kind is not PlayCard:
            return IllegalAction(
                "The auction is over",
                f"the contract is {bid_name(self.contract)}; now play a card",
            )
        assert isinstance(action, PlayCard)
        hand = self.hands[self.current_player]
        rule, detail = refusal(hand, self.trick[0] if self.trick else None, self.trump, action.card)
        return IllegalAction(rule, detail)

    # -- moves ---------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        if type(action) is PlayCard:
            self._play(action.card)
        else:
            self._call(PASS if type(action) is Pass else bid_index(action.level, action.trump))  # type: ignore[attr-defined]

    def _call(self, call: int) -> None:
        seat = self.current_player
        players = self.num_players
        self.calls.append(call)
        if self.log is not None:
            what = "passes" if call == PASS else f"bids {bid_meaning(call)}"
            self._event(f"{self.player_name(seat)} {what}.", seat, "call")
        if not auction_over(self.calls, players):
            self.current_player = (seat + 1) % players
            return
        if thrown_in(self.calls, players):
            self._event("Everyone passed: the hand is thrown in and the deal passes on.")
            self.history.append([self.dealer, -1, -1, 0, *([0] * self.sides)])
            self.dealer = (self.dealer + 1) % players
            self._deal()
            return
        self.contract = highest_bid(self.calls)
        self.declarer = declarer(self.calls, self.first_caller, players, self.partners)
        self.leader = (self.declarer + 1) % players
        self.current_player = self.leader
        self.phase = Phase.PLAY
        if self.log is not None:
            self._event(
                f"Contract {bid_meaning(self.contract)}, played by "
                f"{self.player_name(self.declarer)}. {self.player_name(self.leader)} leads.",
                self.declarer,
                "contract",
            )

    def _play(self, card: int) -> None:
        seat = self.current_player
        players = self.num_players
        self.hands[seat].remove(card)
        trick = self.trick
        trump = _TRUMP_OF[self.contract]  # self.trump, read once: every playout move is here
        if trick and SUIT[card] != SUIT[trick[0]] and not is_trump(card, trump):
            # An off-suit card that is not a trump shows the seat is out of the led suit.
            self.voids[seat] |= 1 << SUIT[trick[0]]
        trick.append(card)
        # The others see the card (as _reveal_to_others, without its loop: every move does it).
        marks = self.last_reveal
        own = marks[seat]
        marks[:] = [self.moves] * players
        marks[seat] = own
        if self.log is not None:
            self._event(f"{self.player_name(seat)} plays {NAME[card]}.", seat, "play")
        if len(trick) < players:
            self.current_player = (seat + 1) % players
            return
        index, _ = trick_winner(trick, trump)
        winner = (self.leader + index) % players
        self.tricks[winner] += 1
        self.taken[winner] += trick
        if self.log is not None:
            self._event(
                f"{winner_reason(trick, self.trump)}. {self.player_name(winner)} takes the trick.",
                winner,
                "trick",
            )
        self.last_trick, self.last_leader, self.last_trump = trick, self.leader, trump
        self.trick = []
        if self.hands[winner]:
            self.leader = self.current_player = winner
        else:
            self._score_hand()

    def _score_hand(self) -> None:
        players = self.num_players
        level, trump = LADDER[self.contract]
        declaring = self.side(self.declarer)
        won = self.side_tricks(declaring)
        if self.options["scoring"] == "contract":
            made_points, defence_points = contract_result(level, trump, won)
            points = [
                made_points if side == declaring else defence_points for side in range(self.sides)
            ]
        else:
            card_points = [0] * self.sides
            for seat in range(players):
                card_points[self.side(seat)] += sum(POINTS[c] for c in self.taken[seat])
            points = point_result(card_points, declaring, won >= tricks_needed(level))
        for side, p in enumerate(points):
            self.totals[side] += p
        self.history.append([self.dealer, self.declarer, self.contract, won, *points])
        if self.log is not None:
            index = len(self.history) - 1
            summary = hand_summary(index, self.history[index], self.names, self.options["scoring"])
            self._event(summary["text"], None, "hand")
        best = max(self.totals)
        leaders = self.totals.count(best)
        if self.options["one_hand"] or (best >= self.target and leaders == 1):
            self.phase = Phase.OVER
            self.current_player = TERMINAL
            self._event("The game is over.", None, "end")
            return
        self.dealer = (self.dealer + 1) % players
        self._deal()

    # -- information ---------------------------------------------------------------------

    def card_supply(self) -> list[int]:
        """Every card of this game (the whole 49-card pack; no Jokers)."""
        return list(DECK)

    def card_key(self, card: int) -> str:
        return NAME[card]

    def sorted_hand(self, seat: int) -> list[int]:
        return sorted(self.hands[seat], key=SORT_KEY.__getitem__)

    def view(self, seat: int | None) -> dict[str, Any]:
        """Public: the auction, the contract and trump, the trick on the table and the last
        one, tricks and scores per side, the spare card with 4 players, hand sizes. Private:
        ``seat``'s own hand (sorted by suit, then colour, then rank) and, on its turn, its
        legal moves."""
        players = self.num_players
        current = self.current_player
        legal: list[dict[str, Any]] = []
        if seat is not None and seat == current and not self.is_over:
            legal = [
                {"action": a.to_json(), "label": a.describe(self)} for a in self.legal_actions()
            ]
        trick = self.trick
        names = [self.player_name(s) for s in range(players)]
        return {
            "game": self.game.name,
            "seat": seat,
            "players": players,
            "names": names,
            "partners": self.partners,
            "side_of": [self.side(s) for s in range(players)],
            "side_names": side_names(names),
            "partner": None if seat is None or not self.partners else (seat + 2) % players,
            "current_player": current,
            "phase": str(self.phase),
            "round": self.hand_number,
            "dealer": self.dealer,
            "hand": None if seat is None else [NAME[c] for c in self.sorted_hand(seat)],
            "hand_sizes": [len(h) for h in self.hands],
            "spare": [NAME[c] for c in self.spare] if self.partners else None,
            "spare_count": len(self.spare) + len(self.set_aside),
            "calls": [
                {"seat": (self.first_caller + i) % players, "call": _call_name(c)}
                for i, c in enumerate(self.calls)
            ],
            "highest_bid": None
            if not self.calls or max(self.calls) == PASS
            else bid_name(max(self.calls)),
            "ladder": self._ladder_view(),
            "contract": self._contract_view(),
            "trump": None if self.contract == PASS else denomination_name(self.trump),
            "trick": self._played(trick, self.leader),
            "leader": self.leader,
            "lead_suit": SUIT_NAMES[SUIT[trick[0]]] if trick else None,
            "lead_colour": COLOUR_NAMES[COLOUR[trick[0]]] if trick else None,
            "winning": (self.leader + trick_winner(trick, self.trump)[0]) % players
            if trick
            else None,
            "last_trick": self._last_trick_view(),
            "tricks": list(self.tricks),
            "side_tricks": [self.side_tricks(s) for s in range(self.sides)],
            "totals": list(self.totals),
            "scores": [int(s) for s in self.scores()],
            "target": self.target,
            "hands": [
                hand_summary(i, row, names, self.options["scoring"])
                for i, row in enumerate(self.history)
            ],
            "is_over": self.is_over,
            "winners": self.winners() if self.is_over else [],
            "legal": legal,
            "refusals": self._refusals(seat),
            "options": dict(self.options),
            "provisional": PROVISIONAL_NOTE,
        }

    def _refusals(self, seat: int | None) -> dict[str, str]:
        """On ``seat``'s turn in the play: each card it may not play, with the rule why."""
        if seat is None or seat != self.current_player or self.phase is not Phase.PLAY:
            return {}
        legal = set(self.legal_actions())
        return {
            NAME[c]: str(self.explain_illegal(PLAY[c]))
            for c in self.hands[seat]
            if PLAY[c] not in legal
        }

    def _played(self, cards: list[int], leader: int) -> list[dict[str, Any]]:
        players = self.num_players
        return [{"seat": (leader + i) % players, "card": NAME[c]} for i, c in enumerate(cards)]

    def _ladder_view(self) -> list[dict[str, Any]]:
        high = max(self.calls, default=PASS)
        auction = self.phase is Phase.AUCTION
        return [
            {
                "level": level,
                "trump": trump,
                "name": bid_name(b),
                "meaning": bid_meaning(b),
                "open": auction and b > high,
            }
            for b, (level, trump) in enumerate(LADDER)
        ]

    def _contract_view(self) -> dict[str, Any] | None:
        if self.contract == PASS:
            return None
        level, trump = LADDER[self.contract]
        return {
            "name": bid_name(self.contract),
            "meaning": bid_meaning(self.contract),
            "level": level,
            "trump": denomination_name(trump),
            "declarer": self.declarer,
            "declaring_side": self.side(self.declarer),
            "need": tricks_needed(level),
            "trick_value": trick_value(trump),
        }

    def _last_trick_view(self) -> dict[str, Any] | None:
        if not self.last_trick:
            return None
        index, tier = trick_winner(self.last_trick, self.last_trump)
        return {
            "cards": self._played(self.last_trick, self.last_leader),
            "winner": (self.last_leader + index) % self.num_players,
            "tier": int(tier),
            "reason": winner_reason(self.last_trick, self.last_trump),
        }

    def determinize(self, seat: int, rng: random.Random) -> PurpleRulesState:
        """A copy in which the other hands (and unseen spares) are dealt anew, keeping each
        seat's hand size and every void it showed (the engine's default deal, plus the
        voids)."""
        others = [s for s in range(self.num_players) if s != seat]
        masks = [self.voids[s] for s in others]
        if not any(masks):
            return super().determinize(seat, rng)
        new = self.search_copy()
        pool = [c for s in others for c in self.hands[s]] + self.set_aside
        sizes = [len(self.hands[s]) for s in others] + [len(self.set_aside)]
        dealt = deal_consistently(pool, sizes, [*masks, 0], rng)
        for s, cards in zip(others, dealt, strict=False):
            new.hands[s] = cards
        new.set_aside = dealt[-1]
        new.seed = rng.getrandbits(64)
        return new

    def invariants(self) -> None:
        """Trick and hand sizes fit the phase; no hand holds a suit its owner showed void."""
        players = self.num_players
        assert isinstance(self.phase, Phase), f"unknown phase {self.phase!r}"
        left = len(DECK) - HAND_SIZE * players
        assert (len(self.spare), len(self.set_aside)) == ((left, 0) if players == 4 else (0, left))
        assert len(self.totals) == self.sides
        assert all(len(t) == players * n for t, n in zip(self.taken, self.tricks, strict=True))
        if self.phase is Phase.AUCTION:
            assert all(len(h) == HAND_SIZE for h in self.hands), "hands are full in the auction"
            assert not auction_over(self.calls, players), "a finished auction is still open"
            assert self.contract == PASS and not self.trick
        elif self.phase is Phase.PLAY:
            assert 0 <= self.contract < len(LADDER) and 0 <= self.declarer < players
            played = sum(self.tricks)
            for offset in range(players):
                seat = (self.leader + offset) % players
                expected = HAND_SIZE - played - (1 if offset < len(self.trick) else 0)
                assert len(self.hands[seat]) == expected, "hand sizes do not fit the trick"
            assert self.current_player == (self.leader + len(self.trick)) % players
        else:
            assert self.current_player == TERMINAL
        for seat in range(players):
            for card in self.hands[seat]:
                assert not self.voids[seat] >> SUIT[card] & 1, (
                    f"{NAME[card]} is held by a seat that showed no {SUIT_NAMES[SUIT[card]]}"
                )


def _call_name(call: int) -> str:
    return "Pass" if call == PASS else bid_name(call)


GAME = Game(
    name="purple_rules",
    title="Purple Rules",
    state_cls=PurpleRulesState,
    min_players=2,
    max_players=4,
    action_types=(Bid, Pass, PlayCard),
    options=OPTIONS,
    summary="Trick-taking with seven colours inside four suits: bid a trump colour, follow "
    "suit, and follow colour to win.",
)

__all__ = ["GAME", "HAND_SIZE", "OPTIONS", "TRICKS", "Phase", "PurpleRulesState", "side_of"]
