"""Colori (seed rules): draft dyes and fabrics, store and mix colours, make garments for stars.

Eight rounds, each a draw phase (5 cards), a draft (5 picks, passing left on odd rounds and
right on even ones) and an action phase in which each seat in turn destroys drafted cards
one at a time; their abilities resolve through a FIFO queue. Ambiguities of the text are
resolved as ``shared/rules/colori.md`` section 4 recommends; the alternatives are options.

>>> state = GAME.new(players=2, seed=4)
>>> str(state.phase), state.round, [len(d) for d in state.drawn]
('draft', 1, [5, 5])
>>> len(state.legal_actions()) >= 1
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from fashion_core.engine import (
    TERMINAL,
    Action,
    IllegalAction,
    Moves,
    PhaseEnum,
    State,
    named,
)
from fashion_core.game import Game
from fashion_core.games.colori.abilities import (
    CHOICE_NAME,
    CHOICE_OF_ABILITY,
    CHOOSE_DESTROY,
    CHOOSE_GARMENT,
    CHOOSE_MIX,
    CHOOSE_STORE,
    HAS_PIPS_I,
    NOTHING_TO_CHOOSE,
    TURN,
    affordable,
    can_make,
    destroyable,
    fizzle_text,
    storable,
    take_card,
    why_not,
)
from fashion_core.games.colori.actions import (
    ACTION_TYPES,
    DESTROY_DRAFTED,
    DESTROY_DRAWN,
    DRAFT_PICK,
    END_TURN,
    MAKE_GARMENT,
    MIX,
    STOP_DESTROYING,
    STOP_MIXING,
    STOP_STORING,
    STORE_CARD,
    DestroyDrafted,
    DestroyDrawn,
    DraftPick,
    EndTurn,
    MakeGarment,
    Mix,
    StopDestroying,
    StopMixing,
    StopStoring,
    StoreCard,
)
from fashion_core.games.colori.cards import (
    ABILITY,
    ABILITY_N,
    DESTROY,
    DISPLAY_SIZE,
    DRAW,
    GARMENT,
    GARMENT_COST,
    GARMENT_FABRIC,
    GARMENT_INSTANCES,
    GARMENT_STARS,
    HAS_PIPS,
    IS_GARMENT,
    KEY,
    KIND,
    NAME,
    NUM_KINDS,
    PIPS,
    ROUNDS,
    STORE,
    ability_text,
    cards_in_play,
    draft_deck_cards,
    starting_deck,
)
from fashion_core.games.colori.cards import MIX as MIX_ABILITY
from fashion_core.games.colori.draft import (
    DRAW_SIZE,
    HAND_SIZE,
    pass_direction,
    resample_draft,
    reshuffle_text,
)
from fashion_core.games.colori.options import OPTIONS
from fashion_core.games.colori.wheel import (
    COLOURS,
    NUM_COLOURS,
    STRICT_PAIRS,
    STRICT_RESULT,
    TABLE_PAIRS,
    TABLE_RESULT,
    colour_list,
    missing_colours,
)
from fashion_core.rng import draw_index, take_random
from fashion_core.words import STARS, amount
from fashion_core.zones import NOBODY, OWNER, Field, Zone

# Per-instance interned actions (saves a KIND lookup in the hottest loops).
_PICK_I = [DRAFT_PICK[k] for k in KIND]
_DESTROY_DRAFTED_I = [DESTROY_DRAFTED[k] for k in KIND]
_STORE_I = [STORE_CARD[k] for k in KIND]
_DESTROY_DRAWN_I = [DESTROY_DRAWN[k] for k in KIND]
_IS_GARMENT_I = [IS_GARMENT[k] for k in KIND]


class Phase(PhaseEnum):
    """The parts of a round, and the end."""

    DRAFT = "draft"
    """Seats pick one card at a time from the hands passing round (the draw comes first)."""
    ACTION = "action"
    """Seats in turn destroy drafted cards; their abilities resolve through the queue."""
    OVER = "over"


DRAFT, ACTION, OVER = Phase.DRAFT, Phase.ACTION, Phase.OVER

_CHOICE_OF_MOVE = {
    StoreCard: CHOOSE_STORE,
    StopStoring: CHOOSE_STORE,
    Mix: CHOOSE_MIX,
    StopMixing: CHOOSE_MIX,
    DestroyDrawn: CHOOSE_DESTROY,
    StopDestroying: CHOOSE_DESTROY,
    MakeGarment: CHOOSE_GARMENT,
}
"""Which pending choice each ability move answers (used to explain a refused move)."""


def _keys(cards: list[int]) -> list[str]:
    return [KEY[c] for c in sorted(cards)]


def _kinds(zone: list[int]) -> set[int]:
    return {KIND[c] for c in zone}


_name = named(NAME, "card {!r}")
_colour = named(COLOURS, "colour {!r}")


class ColoriState(State):
    """A game of Colori. Piles are unordered lists of card instances (ints, see ``cards``)."""

    fields = (
        Field("round"),
        Field("phase", Phase),
        # Personal decks have no order (a draw takes a random member); everyone can work out
        # which cards are there, so views show their names but never which copy.
        Zone("decks", per_seat=True, seen_by=NOBODY, ordered=False),
        Zone("discards", per_seat=True, ordered=False),
        Zone("drawn", per_seat=True, ordered=False),
        Zone("drafted", per_seat=True, seen_by=OWNER),
        Field("wheels", depth=2),
        Zone("owned", per_seat=True, counted=False),
        Zone("completed", per_seat=True),
        Field("stars", depth=1),
        Zone("draft_deck", seen_by=NOBODY, ordered=False),
        Zone("destroyed", ordered=False),
        # The destroyed cards shuffled into the draft deck in this round's deal; they are
        # also in the deck, a hand or a pick, hence not counted twice.
        Zone("reshuffled", ordered=False, counted=False),
        Zone("garment_deck", seen_by=NOBODY, ordered=False),
        Zone("display"),
        # A hand is seen by whoever holds it at this pick step, not by the seat it was dealt
        # to, which a zone cannot say: ``own_hand``, ``hidden_cards`` and ``determinize``
        # below follow the hands round.
        Zone("hands", per_seat=True, seen_by=NOBODY),
        Field("step"),
        Field("picks"),
        Field("direction"),
        Field("first"),
        Field("turns_done"),
        Field("choice"),
        Field("remaining"),
        Field("resolving"),
        Zone("queue", counted=False),
        Field("pairs", saved=False),
        Field("mix_results", saved=False),
    )

    round: int
    """The round being played, 1 to 8."""
    phase: Phase
    decks: list[list[int]]
    """Each seat's personal deck (unordered: draws take a random member)."""
    discards: list[list[int]]
    """Each seat's discard pile; it becomes the deck when the deck runs out."""
    drawn: list[list[int]]
    """Each seat's drawn cards, face up: colours to store, fabrics to make garments with."""
    drafted: list[list[int]]
    """Each seat's picks, in pick order; face down (to the others) until the draft ends."""
    wheels: list[list[int]]
    """``wheels[seat][colour]``: how many of each of the 12 colours a seat has stored."""
    owned: list[list[int]]
    """The garments each seat made, wherever they lie now (they score from anywhere)."""
    completed: list[list[int]]
    """Made garments kept out of the deck (only without ``garments_to_discard``)."""
    stars: list[int]
    """Each seat's stars: the sum over its made garments."""
    draft_deck: list[int]
    """Dyes and fabrics still to be dealt for drafting (face down, unordered)."""
    destroyed: list[int]
    """The shared pile of destroyed cards; it refills the draft deck (rule R1)."""
    reshuffled: list[int]
    """The destroyed cards shuffled into the draft deck during this round's deal (public);
    empty outside the draft and when the deck did not run out (rule R1)."""
    garment_deck: list[int]
    """Garments not yet on display (face down, unordered)."""
    display: list[int]
    """The garments on offer (six while the garment deck lasts)."""
    hands: list[list[int]]
    """``hands[h]``: the draft hand dealt to seat ``h`` (held by another seat as hands pass)."""
    step: int
    """The pick step of the draft, from 0."""
    picks: int
    """How many picks this round's draft has: the hand size dealt (one less with the
    ``four_picks`` option)."""
    direction: int
    """+1 when hands pass to the next seat ("left"), -1 when to the previous one."""
    first: int
    """The seat that takes the first action turn this round."""
    turns_done: int
    """Action turns finished this round."""
    choice: str
    """The pending decision: ``TURN`` or the choice an ability asks for (``abilities``)."""
    remaining: int
    """How many more times the resolving ability may act (Store Colors x2 ...)."""
    resolving: int
    """The destroyed card whose ability is being resolved, or -1."""
    queue: list[int]
    """Destroyed cards whose abilities wait, front first (rule Q1)."""
    pairs: tuple[tuple[int, int, int], ...]
    """The mixing pairs ``(first, second, result)`` this game's options allow."""
    mix_results: list[list[int]]
    """``mix_results[a][b]``: the colour ``a`` and ``b`` make, or -1."""

    # -- setup and randomness -----------------------------------------------------------

    def setup(self) -> None:
        players = self.num_players
        self._bind_options()
        self.decks = [starting_deck(seat) for seat in range(players)]
        self.discards = [[] for _ in range(players)]
        self.drawn = [[] for _ in range(players)]
        self.drafted = [[] for _ in range(players)]
        self.wheels = [[0] * NUM_COLOURS for _ in range(players)]
        self.owned = [[] for _ in range(players)]
        self.completed = [[] for _ in range(players)]
        self.stars = [0] * players
        self.draft_deck = draft_deck_cards(players)
        self.destroyed = []
        self.reshuffled = []
        self.garment_deck = list(GARMENT_INSTANCES)
        self.display = []
        for _ in range(DISPLAY_SIZE):
            i = self.randbelow(len(self.garment_deck))
            self.display.append(self.garment_deck.pop(i))
        self.hands = [[] for _ in range(players)]
        self.step = self.picks = 0
        self.direction = 1
        self.first = 0
        self.turns_done = 0
        self.choice = TURN
        self.remaining = 0
        self.resolving = -1
        self.queue = []
        self.round = 0
        self.phase = DRAFT
        self._start_round()

    def _bind_options(self) -> None:
        strict = self.options["strict_two_apart"]
        self.pairs = STRICT_PAIRS if strict else TABLE_PAIRS
        self.mix_results = STRICT_RESULT if strict else TABLE_RESULT

    def restore(self, fields: dict[str, Any]) -> None:
        super().restore(fields)
        self._bind_options()

    def _draw(self, seat: int, n: int) -> list[int]:
        """Draw up to ``n`` cards; an empty deck takes the discard pile (E1: draw what you can).

        Piles have no order: every draw takes a random member. So no pile order exists to
        leak, and a copy with a new seed already has an independent future.
        """
        self.seed, got = take_random(self.seed, self.decks[seat], n)
        if len(got) < n and self.discards[seat]:
            self.decks[seat] = self.discards[seat]
            self.discards[seat] = []
            if self.log is not None:
                self._event(f"{self.player_name(seat)} shuffles the discard into a new deck.")
            self.seed, more = take_random(self.seed, self.decks[seat], n - len(got))
            got += more
        self.drawn[seat] += got
        return got

    def mixes(self, wheel: list[int]) -> list[Action]:
        """The Mix moves ``wheel`` allows: pairs it holds both colours of."""
        return [MIX[a][b] for a, b, _ in self.pairs if wheel[a] and wheel[b]]

    def affordable(self, seat: int) -> list[int]:
        """Garment kinds in the display that ``seat`` could make right now (each kind once)."""
        return affordable(self.wheels[seat], self.drawn[seat], self.display)

    # -- rounds and the draft -------------------------------------------------------------

    def _start_round(self) -> None:
        self.round += 1
        self.phase = DRAFT
        if self.log is not None:
            self._event(f"Round {self.round} of {ROUNDS} begins.", None, "round")
        self._draw_phase()
        self._deal_draft()

    def _draw_phase(self) -> None:
        """Every seat draws five cards; drawn cards are face up, so everyone sees them."""
        for seat in range(self.num_players):
            got = self._draw(seat, DRAW_SIZE)
            if self.log is not None:
                shown = ", ".join(NAME[KIND[c]] for c in got) or "nothing"
                self._event(f"{self.player_name(seat)} draws {shown}.", seat, "draw")
        self._reveal()

    def _deal_draft(self) -> None:
        """Deal the draft hands (rule R1).

        The deal takes what the draft deck holds first. Only when the deck is empty and the
        deal still needs cards are the destroyed cards shuffled in, and the deal goes on from
        them; they are remembered in ``reshuffled`` for the rest of the draft (they lay face
        up, so everyone knows them, and ``determinize`` keeps them apart from the old deck).
        If the deck and the destroyed pile together are short, everyone gets the same smaller
        hand of ``(deck + destroyed) // players`` cards.
        """
        players = self.num_players
        available = len(self.draft_deck) + len(self.destroyed)
        size = min(HAND_SIZE, available // players)
        if size < HAND_SIZE and self.log is not None:
            self._event(
                f"Only {available} cards are left to draft: everyone gets {size} this round."
            )
        self.reshuffled = []
        if len(self.draft_deck) >= size * players:
            self.hands = self._deal_hands(size)
        else:
            self.hands = self._deal_round_the_table(size)
        # Rule R3: every dealt card is drafted; the four_picks option leaves the last card of
        # each hand undrafted (_end_draft() destroys it).
        self.picks = size - 1 if size and self.options["four_picks"] else size
        self.step = 0
        self.direction = pass_direction(self.round)
        self.current_player = 0
        self._reveal()
        if not self.picks:
            self._end_draft()
        elif self.picks == 1 and not self.options["four_picks"]:
            self._auto_last_pick()

    def _deal_hands(self, size: int) -> list[list[int]]:
        """While every card comes from one unordered pile, which hand a card fills does not
        matter: hands are filled one after another (each card a random member of the deck)."""
        hands = []
        for _ in range(self.num_players):
            self.seed, hand = take_random(self.seed, self.draft_deck, size)
            hands.append(hand)
        return hands

    def _deal_round_the_table(self, size: int) -> list[list[int]]:
        """A deal in which the deck runs out goes round the table one card at a time, so the
        old deck's cards are shared out as evenly as possible before any destroyed card."""
        players = self.num_players
        deck = self.draft_deck
        seed = self.seed
        hands: list[list[int]] = [[] for _ in range(players)]
        for dealt in range(size * players):
            if not deck:
                self.reshuffled = list(self.destroyed)
                deck.extend(self.destroyed)
                self.destroyed = []
                if self.log is not None:
                    self._event(reshuffle_text(self.round, dealt, len(deck)))
            seed, i = draw_index(seed, len(deck))
            deck[i], deck[-1] = deck[-1], deck[i]
            hands[dealt % players].append(deck.pop())
        self.seed = seed
        return hands

    def own_hand(self, seat: int) -> list[int]:
        """The draft hand ``seat`` holds now (empty outside the draft)."""
        if self.phase is not DRAFT or not self.hands:
            return []
        return self.hands[(seat - self.direction * self.step) % self.num_players]

    def _pick(self, action: DraftPick) -> None:
        """The current seat takes one card of the picked kind from its hand, face down."""
        kind = action.card
        seat = self.current_player
        hand = self.hands[(seat - self.direction * self.step) % self.num_players]
        for i, card in enumerate(hand):  # take_card, inlined: every pick runs this
            if KIND[card] == kind:
                del hand[i]
                break
        else:  # pragma: no cover - legal_actions() only offers kinds in the hand
            raise AssertionError(f"{NAME[kind]} is not in the hand")
        self.drafted[seat].append(card)
        if self.log is not None:
            self._event(
                f"{self.player_name(seat)} drafts a card.",
                seat,
                "draft",
                ((seat, f"You draft {NAME[kind]}."),),
            )
        if seat + 1 < self.num_players:
            self.current_player = seat + 1
            return
        self.step += 1
        self.current_player = 0
        if self.step >= self.picks:
            self._end_draft()
            return
        self._reveal()  # the hands move on: every seat sees a new hand
        # The last card of a hand is nobody's choice, unless four_picks destroys it instead.
        if self.step == self.picks - 1 and not self.options["four_picks"]:
            self._auto_last_pick()

    def _auto_last_pick(self) -> None:
        """The last card of every hand is taken without asking: it is nobody's choice."""
        players = self.num_players
        for seat in range(players):
            hand = self.hands[(seat - self.direction * self.step) % players]
            self.drafted[seat].append(hand.pop())
        self.step += 1
        self._end_draft()

    def _end_draft(self) -> None:
        """All picks turn face up and the action phase begins: seats take their turns in
        order (T1: maybe rotated)."""
        self._reveal()
        self.reshuffled = []
        if self.log is not None:
            for seat in range(self.num_players):
                got = ", ".join(NAME[KIND[c]] for c in self.drafted[seat]) or "nothing"
                self._event(f"{self.player_name(seat)} drafted {got}.", seat, "reveal")
        left = [card for hand in self.hands for card in hand]
        if left:  # only with four_picks: the undrafted cards go face up, their abilities unused
            self.destroyed += left
            if self.log is not None:
                shown = ", ".join(NAME[KIND[c]] for c in left)
                self._event(f"Left in the hands and destroyed unused: {shown}.")
        self.phase = ACTION
        self.hands = [[] for _ in range(self.num_players)]
        self.step = self.picks = 0
        self.first = (
            (self.round - 1) % self.num_players if self.options["rotate_first_player"] else 0
        )
        self.turns_done = 0
        self.current_player = self.first
        self.choice = TURN
        self._resolve()

    # -- action turns and the ability queue ----------------------------------------------

    def _resolve(self) -> None:
        """Work through the queue until someone must decide something (or the game ends)."""
        while self.phase is ACTION:
            if self.choice != TURN:
                return
            queue = self.queue
            if queue:
                card = queue.pop(0)
                self.resolving = card
                _ABILITY_STARTS[ABILITY[KIND[card]]](self, card)
                continue
            if self.drafted[self.current_player]:
                return
            self._end_turn()

    def _draw_ability(self, card: int) -> None:
        """Draw Cards: draw N from the personal deck, at once."""
        seat = self.current_player
        kind = KIND[card]
        got = self._draw(seat, ABILITY_N[kind])
        self._reveal()  # drawn cards are face up
        if self.log is not None:
            shown = ", ".join(NAME[KIND[c]] for c in got) or "nothing (deck and discard empty)"
            self._event(f"{NAME[kind]}: {self.player_name(seat)} draws {shown}.", seat, "ability")
        self.resolving = -1

    def _garment_ability(self, card: int) -> None:
        """Make Garment: compulsory when affordable; the player chooses only among several."""
        seat = self.current_player
        options = self.affordable(seat)
        if len(options) == 1:
            self._make(options[0])
        elif options:
            self.choice = CHOOSE_GARMENT
            self.remaining = 1
        else:
            if self.log is not None:
                text = fizzle_text(self.wheels[seat], self.drawn[seat], self.display, KIND[card])
                self._event(text, seat, "fizzle")
            self.resolving = -1

    def _choice_ability(self, card: int) -> None:
        """Store, Mix or Destroy: wait for the player's choices, unless there is nothing to do."""
        seat = self.current_player
        kind = KIND[card]
        code = ABILITY[kind]
        if code == STORE:
            ready = bool(storable(self.drawn[seat], self.options["lenient_store"]))
        elif code == MIX_ABILITY:
            ready = bool(self.mixes(self.wheels[seat]))
        else:
            ready = bool(destroyable(self.drawn[seat]))
        if ready:
            self.choice = CHOICE_OF_ABILITY[code]
            self.remaining = ABILITY_N[kind]
            if self.log is not None:
                self._event(
                    f"{NAME[kind]}: {self.player_name(seat)} resolves {ability_text(kind)}.",
                    seat,
                    "ability",
                )
        else:
            if self.log is not None:
                why = NOTHING_TO_CHOOSE[code]
                self._event(f"{NAME[kind]}: {ability_text(kind)} does nothing: {why}.", seat)
            self.resolving = -1

    ability_starts: ClassVar[dict[int, Callable[[ColoriState, int], None]]] = {
        STORE: _choice_ability,
        DRAW: _draw_ability,
        MIX_ABILITY: _choice_ability,
        DESTROY: _choice_ability,
        GARMENT: _garment_ability,
    }
    """Ability code -> how it starts resolving (the queue's front card is ``resolving``)."""

    def _finish_choice(self) -> None:
        self.choice = TURN
        self.remaining = 0
        self.resolving = -1

    def _store(self, action: StoreCard) -> None:
        """Store Colors: all pips of one drawn card go on the wheel; the card is discarded."""
        kind = action.card
        seat = self.current_player
        drawn = self.drawn[seat]
        card = take_card(drawn, kind)
        wheel = self.wheels[seat]
        for c, n in PIPS[kind]:
            wheel[c] += n
        self.discards[seat].append(card)
        if self.log is not None:
            pips = ", ".join(f"{n} {COLOURS[c]}" for c, n in PIPS[kind]) or "no colours"
            self._event(f"{self.player_name(seat)} stores {KEY[card]} ({pips}).", seat, "store")
        self.remaining -= 1
        if self.remaining <= 0 or not storable(drawn, self.options["lenient_store"]):
            self._finish_choice()
        self._resolve()

    def _mix(self, action: Mix) -> None:
        """Mix Colors: one of each input colour off the wheel, one of the result on."""
        first, second = action.first, action.second
        seat = self.current_player
        wheel = self.wheels[seat]
        out = self.mix_results[first][second]
        wheel[first] -= 1
        wheel[second] -= 1
        wheel[out] += 1
        if self.log is not None:
            self._event(
                f"{self.player_name(seat)} mixes {COLOURS[first]} and {COLOURS[second]} "
                f"into {COLOURS[out]}.",
                seat,
                "mix",
            )
        self.remaining -= 1
        if self.remaining <= 0 or not self.mixes(wheel):
            self._finish_choice()
        self._resolve()

    def _destroy_drawn(self, action: DestroyDrawn) -> None:
        """Destroy Cards: a drawn card goes to the destroyed pile, its ability to the back of
        the queue."""
        kind = action.card
        seat = self.current_player
        card = take_card(self.drawn[seat], kind)
        self.destroyed.append(card)
        self.queue.append(card)
        if self.log is not None:
            self._event(
                f"{self.player_name(seat)} destroys the drawn {KEY[card]}; "
                f"{ability_text(kind)} joins the queue.",
                seat,
                "destroy",
            )
        self.remaining -= 1
        if self.remaining <= 0 or not destroyable(self.drawn[seat]):
            self._finish_choice()
        self._resolve()

    def _make(self, garment: int) -> None:
        """Make Garment: discard the fabric, pay the colours, take the garment, refill the
        display."""
        seat = self.current_player
        fabric = take_card(self.drawn[seat], GARMENT_FABRIC[garment])
        self.discards[seat].append(fabric)
        wheel = self.wheels[seat]
        for c, n in GARMENT_COST[garment]:
            wheel[c] -= n
        card = take_card(self.display, garment)
        self.owned[seat].append(card)
        self.stars[seat] += GARMENT_STARS[garment]
        if self.options["garments_to_discard"]:
            self.discards[seat].append(card)
        else:
            self.completed[seat].append(card)
        refill = ""
        deck = self.garment_deck
        if deck:
            i = self.randbelow(len(deck))
            deck[i], deck[-1] = deck[-1], deck[i]
            new = deck.pop()
            self.display.append(new)
            self._reveal()
            refill = f" {KEY[new]} joins the display."
        if self.log is not None:
            self._event(
                f"{self.player_name(seat)} makes {KEY[card]} ({GARMENT_STARS[garment]} stars) "
                f"with {KEY[fabric]}.{refill}",
                seat,
                "garment",
            )
        self._finish_choice()

    def _end_turn(self) -> None:
        seat = self.current_player
        discard = self.discards[seat]
        discard += self.drafted[seat]
        discard += self.drawn[seat]
        self.drafted[seat] = []
        self.drawn[seat] = []
        if self.log is not None:
            self._event(f"{self.player_name(seat)} ends the turn.", seat, "end_turn")
        self.turns_done += 1
        if self.turns_done < self.num_players:
            self.current_player = (self.first + self.turns_done) % self.num_players
            self.choice = TURN
            return
        if self.round >= ROUNDS:
            self._finish()
        else:
            self._start_round()

    def _finish(self) -> None:
        self.phase = OVER
        self.current_player = TERMINAL
        self._event("Eight rounds are over.", None, "end")
        if self.log is not None:
            for seat in range(self.num_players):
                self._event(
                    f"{self.player_name(seat)} scores {amount(self.stars[seat], STARS)} with "
                    f"{amount(len(self.owned[seat]), ('garment', 'garments'))}.",
                    seat,
                    "score",
                )

    # -- legal moves: one function per phase, and per pending choice ----------------------

    def _draft_moves(self) -> list[Action]:
        """Pick a card from the hand you hold (one move per kind: copies are one choice)."""
        hand = self.hands[(self.current_player - self.direction * self.step) % self.num_players]
        acts = _PICK_I
        # Keyed by kind because ints hash much faster than action objects.
        return list({KIND[c]: acts[c] for c in hand}.values())

    def _action_moves(self) -> list[Action]:
        """The moves of the pending choice (``moves_by_choice``)."""
        return self.moves_by_choice[self.choice](self)

    def legal_actions(self) -> list[Action]:
        """The phase's moves (``moves_by_phase``); in the action phase, straight from the
        pending choice's function (``moves_by_choice``): bots ask this after every move."""
        if self.phase is ACTION:
            return _MOVES_BY_CHOICE[self.choice](self)
        return _MOVES_BY_PHASE[self.phase](self)

    def _turn_moves(self) -> list[Action]:
        """Destroy a drafted card (its ability resolves) or end the turn."""
        acts = _DESTROY_DRAFTED_I
        out = list({KIND[c]: acts[c] for c in self.drafted[self.current_player]}.values())
        out.append(END_TURN)
        return out

    def _store_moves(self) -> list[Action]:
        """Store a drawn card with pips (any card with ``lenient_store``), or stop."""
        acts = _STORE_I
        drawn = self.drawn[self.current_player]
        if self.options["lenient_store"]:
            out = list({KIND[c]: acts[c] for c in drawn}.values())
        else:
            pips = HAS_PIPS_I
            out = list({KIND[c]: acts[c] for c in drawn if pips[c]}.values())
        out.append(STOP_STORING)
        return out

    def _mix_moves(self) -> list[Action]:
        """Mix a pair the wheel holds both colours of, or stop."""
        out = self.mixes(self.wheels[self.current_player])
        out.append(STOP_MIXING)
        return out

    def _destroy_moves(self) -> list[Action]:
        """Destroy a drawn card other than a garment, or stop."""
        acts = _DESTROY_DRAWN_I
        no = _IS_GARMENT_I
        drawn = self.drawn[self.current_player]
        out = list({KIND[c]: acts[c] for c in drawn if not no[c]}.values())
        out.append(STOP_DESTROYING)
        return out

    def _garment_moves(self) -> list[Action]:
        """Make one of the affordable garments (no stopping: making one is compulsory)."""
        return [MAKE_GARMENT[g] for g in self.affordable(self.current_player)]

    moves_by_phase: ClassVar[Moves] = {
        DRAFT: _draft_moves,
        ACTION: _action_moves,
        OVER: State.no_moves,
    }
    moves_by_choice: ClassVar[Moves] = {
        TURN: _turn_moves,
        CHOOSE_STORE: _store_moves,
        CHOOSE_MIX: _mix_moves,
        CHOOSE_DESTROY: _destroy_moves,
        CHOOSE_GARMENT: _garment_moves,
    }
    """Pending choice of the action phase -> the function listing its moves."""

    # -- playing a move ---------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        self._perform[action.__class__](self, action)

    def apply_legal(self, action: Action) -> None:
        """As :meth:`State.apply_legal`, straight to the move table: bots and playouts call
        this once per decision, and the ``_apply`` hop alone made Colori measurably slower."""
        self.moves += 1
        _PERFORM[action.__class__](self, action)

    def _destroy_drafted(self, action: DestroyDrafted) -> None:
        """A drafted card goes to the destroyed pile and its ability to the queue."""
        seat = self.current_player
        card = take_card(self.drafted[seat], action.card)
        self.destroyed.append(card)
        self.queue.append(card)
        if self.log is not None:
            self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "destroy")
        self._resolve()

    def _end_turn_move(self, action: EndTurn) -> None:
        self._end_turn()
        self._resolve()

    def _make_garment(self, action: MakeGarment) -> None:
        self._make(action.garment)
        self._resolve()

    def _stop(self, action: Action) -> None:
        """Stop storing, mixing or destroying: the ability is done, the queue goes on."""
        self._finish_choice()
        self._resolve()

    _perform: ClassVar[dict[type, Any]] = {
        DraftPick: _pick,
        DestroyDrafted: _destroy_drafted,
        EndTurn: _end_turn_move,
        StoreCard: _store,
        StopStoring: _stop,
        Mix: _mix,
        StopMixing: _stop,
        DestroyDrawn: _destroy_drawn,
        StopDestroying: _stop,
        MakeGarment: _make_garment,
    }
    """Move -> what it does (every action-phase move then lets the queue resolve)."""

    # -- why a move is illegal ----------------------------------------------------------------

    def explain_illegal(self, action: Action) -> IllegalAction:
        """The rule a move that ``legal_actions()`` does not list breaks, in the rulebook's
        words (only called for such a move, so it never decides legality itself).

        >>> state = GAME.new(2, seed=1)
        >>> str(state.explain_illegal(Mix(0, 2)))
        'Draft first: everyone drafts before anyone destroys cards; pick a card from your hand'
        """
        t = type(action)
        if self.phase is DRAFT and t is not DraftPick:
            return IllegalAction(
                "Draft first",
                "everyone drafts before anyone destroys cards; pick a card from your hand",
            )
        why_not = self._why_not.get(t)
        if why_not is None:
            return IllegalAction("Colori moves", f"{t.__name__} is not a Colori move")
        return why_not(self, action)

    def _why_not_pick(self, action: DraftPick) -> IllegalAction:
        if self.phase is not DRAFT:
            return IllegalAction("Draft", "the draft is over; this is the action phase")
        return IllegalAction("Draft", f"there is no {_name(action.card)} in your draft hand")

    def _why_not_turn_move(self, action: DestroyDrafted | EndTurn) -> IllegalAction:
        doing = "destroying another card" if type(action) is DestroyDrafted else "ending your turn"
        if self.choice != TURN:
            pending = CHOICE_NAME.get(self.choice, "")
            return IllegalAction("Queue first", f"resolve {pending} before {doing}")
        if isinstance(action, DestroyDrafted):
            return IllegalAction(
                "Destroy drafted cards", f"you have no drafted {_name(action.card)}"
            )
        return IllegalAction("Queue first", "the ability queue must be empty to end your turn")

    def _why_not_ability(self, action: Action) -> IllegalAction:
        """A move answering an ability: is that ability resolving, and what stops the move."""
        t = type(action)
        wants = _CHOICE_OF_MOVE[t]
        rule = "Mixing" if wants == CHOOSE_MIX else CHOICE_NAME[wants]
        if self.choice != wants:
            pending = CHOICE_NAME.get(self.choice, "")
            now = f"; {pending} is resolving" if pending else ""
            return IllegalAction(rule, f"no {CHOICE_NAME[wants]} ability is resolving now{now}")
        problem = self._ability_problem.get(t)
        detail = problem(self, action) if problem is not None else None
        return IllegalAction(rule, detail or f"{action.describe(self)} is not possible now")

    def _why_not_store(self, action: StoreCard) -> str | None:
        kind = action.card
        if kind not in _kinds(self.drawn[self.current_player]):
            return f"there is no {_name(kind)} among your drawn cards"
        if not HAS_PIPS[kind]:
            return f"{_name(kind)} has no colour pips to store (the lenient_store option allows it)"
        return None

    def _why_not_mix(self, action: Mix) -> str | None:
        a, b = action.first, action.second
        valid = all(isinstance(c, int) and 0 <= c < NUM_COLOURS for c in (a, b))
        if (self.mix_results[a][b] if valid else -1) < 0:
            return f"{_colour(a)} and {_colour(b)} are not a mixing pair"
        if a > b:
            return f"name the pair with the lower colour first: Mix({b}, {a})"
        wheel = self.wheels[self.current_player]
        for c in (a, b):
            if not wheel[c]:
                return f"you have no {COLOURS[c]} on your wheel"
        return None

    def _why_not_destroy(self, action: DestroyDrawn) -> str | None:
        kind = action.card
        if 0 <= kind < NUM_KINDS and IS_GARMENT[kind]:
            return "garments cannot be destroyed (they keep their stars)"
        if kind not in _kinds(self.drawn[self.current_player]):
            return f"there is no {_name(kind)} among your drawn cards"
        return None

    def _why_not_make(self, action: MakeGarment) -> str | None:
        g = action.garment
        if g not in _kinds(self.display):
            return f"{_name(g)} is not in the garment display"
        fabric = GARMENT_FABRIC[g]
        if fabric not in _kinds(self.drawn[self.current_player]):
            return f"you need {NAME[fabric]} in your drawn cards"
        short = missing_colours(self.wheels[self.current_player], GARMENT_COST[g])
        if short:
            return f"you need {colour_list(short)} more on your wheel"
        return None

    _ability_problem: ClassVar[dict[type, Any]] = {
        StoreCard: _why_not_store,
        Mix: _why_not_mix,
        DestroyDrawn: _why_not_destroy,
        MakeGarment: _why_not_make,
    }
    """Ability move -> what stops it while its ability resolves (``None``: nothing specific)."""

    _why_not: ClassVar[dict[type, Any]] = {
        DraftPick: _why_not_pick,
        DestroyDrafted: _why_not_turn_move,
        EndTurn: _why_not_turn_move,
        **dict.fromkeys(_CHOICE_OF_MOVE, _why_not_ability),
    }
    """Move -> the rule it breaks when ``legal_actions()`` does not list it."""

    # -- scoring ------------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    def scores(self) -> list[float]:
        return [float(s) for s in self.stars]

    def winners(self) -> list[int]:
        """Most stars wins; ties are shared unless ``tie_breakers`` (garments, then colours)."""
        stars = self.stars
        best = max(stars)
        top = [seat for seat in range(self.num_players) if stars[seat] == best]
        if self.options["tie_breakers"] and len(top) > 1:
            for key in (lambda s: len(self.owned[s]), lambda s: sum(self.wheels[s])):
                most = max(key(s) for s in top)
                top = [s for s in top if key(s) == most]
        return top

    # -- information ----------------------------------------------------------------------------

    def card_supply(self) -> list[int]:
        """Every card instance of a game of this many players (unused starting fabrics are out)."""
        return cards_in_play(self.num_players)

    def card_key(self, card: int) -> str:
        return KEY[card]

    def hidden_cards(self, seat: int | None) -> set[str]:
        """The draft and garment decks; the copies in personal decks (their names are known);
        during the draft, the hands ``seat`` does not hold and the other seats' picks."""
        hidden = {KEY[c] for c in self.draft_deck}
        hidden.update(KEY[c] for c in self.garment_deck)
        for deck in self.decks:  # shown as names only; made garments stay public wherever
            hidden.update(KEY[c] for c in deck if not IS_GARMENT[KIND[c]])
        if self.phase is DRAFT:
            mine = self.own_hand(seat) if seat is not None else None
            for hand in self.hands:
                if hand is not mine:
                    hidden.update(KEY[c] for c in hand)
            for other, picks in enumerate(self.drafted):
                if other != seat:
                    hidden.update(KEY[c] for c in picks)
        return hidden

    def determinize(self, seat: int, rng: random.Random) -> ColoriState:
        """A copy in which the draft cards ``seat`` cannot know are re-dealt, with a new seed.

        Outside the draft nothing is hidden but unordered piles, which a new seed re-deals.
        """
        new = self.search_copy()
        if self.phase is DRAFT:
            new.draft_deck = resample_draft(
                new.hands,
                new.drafted,
                new.draft_deck,
                direction=new.direction,
                step=new.step,
                mover=new.current_player,
                seat=seat,
                reshuffled=new.reshuffled,
                dealt=new.picks + (1 if self.options["four_picks"] else 0),
                rng=rng,
            )
        new.seed = rng.getrandbits(64)
        return new

    def invariants(self) -> None:
        """Colour counts are never negative, made garments stay with their maker and match
        the stars, and a running game always offers a move."""
        for seat in range(self.num_players):
            wheel = self.wheels[seat]
            assert len(wheel) == NUM_COLOURS and min(wheel) >= 0, "a colour count went negative"
            mine = set(self.decks[seat] + self.discards[seat] + self.drawn[seat])
            mine |= set(self.completed[seat])
            assert all(g in mine for g in self.owned[seat]), "a made garment left its owner"
            assert self.stars[seat] == sum(GARMENT_STARS[KIND[g]] for g in self.owned[seat])
            assert all(_IS_GARMENT_I[c] for c in self.completed[seat])
        assert not any(_IS_GARMENT_I[c] for c in self.draft_deck + self.destroyed)
        assert len(self.display) <= DISPLAY_SIZE
        assert all(c in self.destroyed for c in self.queue), (
            "queued abilities come from destroyed cards"
        )
        assert isinstance(self.phase, Phase), f"unknown phase {self.phase!r}"
        if self.reshuffled:
            assert self.phase is DRAFT, "reshuffled cards are only remembered during the draft"
            assert set(self.draft_deck) <= set(self.reshuffled), (
                "the old draft deck is dealt out before any destroyed card (R1)"
            )
        if self.phase is OVER:
            assert self.current_player == TERMINAL
        else:
            assert 0 <= self.current_player < self.num_players
            assert 1 <= self.round <= ROUNDS
            assert self.legal_actions(), "a running game always offers a move"

    # -- views ----------------------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """Public: drawn cards, drafted cards once the draft is over, wheels, discard piles,
        the destroyed pile, the garment display and every garment a player made. Private:
        draft hands (to their holder) and picks (to their owner) until the draft ends.
        Hidden from everyone: the draft deck and garment deck. Personal decks have no order
        at all, and their contents, which everyone can work out, are shown as sorted names."""
        players = self.num_players
        over = self.is_over
        in_draft = self.phase is DRAFT
        direction = None
        if players > 2 and self.round:
            direction = "left" if self.direction == 1 else "right"
        return {
            **self.view_header(seat),
            "phase": str(self.phase),
            "round": self.round,
            "rounds": ROUNDS,
            "pass_direction": direction,
            "pass_to": None if players <= 2 else self.direction,
            "choice": None if over or in_draft else self.choice,
            "draft": self._draft_view(seat) if in_draft else None,
            "seats": [self._seat_view(seat, s) for s in range(players)],
            "draft_deck_size": len(self.draft_deck),
            "destroyed": _keys(self.destroyed),
            "garment_deck_size": len(self.garment_deck),
            "display": self._display_view(seat),
            "affordable_now": (
                [NAME[g] for g in self.affordable(seat)] if seat is not None and not over else []
            ),
            "queue": [{"card": KEY[c], "ability": ability_text(KIND[c])} for c in self.queue],
            "resolving": self._resolving_view(),
            "scores": list(self.stars),
            "is_over": over,
            "winners": self.winners() if over else [],
            "legal": self._legal_view(seat),
            "options": dict(self.options),
        }

    def _draft_view(self, seat: int | None) -> dict[str, Any]:
        return {
            "step": self.step + 1,
            "picks": self.picks,
            "hand": _keys(self.own_hand(seat)) if seat is not None else None,
            "hand_sizes": [len(self.own_hand(s)) for s in range(self.num_players)],
            "picked": [len(p) for p in self.drafted],
        }

    def _resolving_view(self) -> dict[str, Any] | None:
        if self.resolving < 0:
            return None
        return {
            "card": KEY[self.resolving],
            "ability": ability_text(KIND[self.resolving]),
            "remaining": self.remaining,
        }

    def _seat_view(self, viewer: int | None, seat: int) -> dict[str, Any]:
        hidden_picks = self.phase is DRAFT and viewer != seat
        wheel = self.wheels[seat]
        return {
            "name": self.player_name(seat),
            "wheel": list(wheel),
            "wheel_by_colour": {COLOURS[c]: wheel[c] for c in range(len(wheel))},
            "drawn": _keys(self.drawn[seat]),
            "drafted": None if hidden_picks else [KEY[c] for c in self.drafted[seat]],
            "drafted_count": len(self.drafted[seat]),
            "deck_size": len(self.decks[seat]),
            "deck": sorted(NAME[KIND[c]] for c in self.decks[seat]),
            "discard": _keys(self.discards[seat]),
            "garments": [KEY[c] for c in self.owned[seat]],
            "completed": [KEY[c] for c in self.completed[seat]],
            "stars": self.stars[seat],
        }

    def _display_view(self, viewer: int | None) -> list[dict[str, Any]]:
        out = []
        wheel = self.wheels[viewer] if viewer is not None else None
        drawn_kinds = _kinds(self.drawn[viewer]) if viewer is not None else set()
        for card in self.display:
            g = KIND[card]
            entry: dict[str, Any] = {
                "card": KEY[card],
                "name": NAME[g],
                "fabric": NAME[GARMENT_FABRIC[g]],
                "cost": {COLOURS[c]: n for c, n in GARMENT_COST[g]},
                "stars": GARMENT_STARS[g],
                "affordable": None,
                "missing": None,
            }
            if wheel is not None:
                entry["affordable"] = can_make(wheel, drawn_kinds, g)
                entry["missing"] = why_not(wheel, drawn_kinds, g) or None
            out.append(entry)
        return out

    def _legal_view(self, seat: int | None) -> list[dict[str, Any]]:
        if seat is None or seat != self.current_player:
            return []
        zones = {
            DraftPick: self.own_hand(seat),
            DestroyDrafted: self.drafted[seat],
            StoreCard: self.drawn[seat],
            DestroyDrawn: self.drawn[seat],
        }
        out = []
        for action in self.legal_actions():
            entry: dict[str, Any] = {"action": action.to_json(), "label": action.describe(self)}
            zone = zones.get(type(action))
            if zone is not None:
                cards = _keys([c for c in zone if KIND[c] == action.card])  # type: ignore[attr-defined]
                entry["card"] = cards[0]
                entry["cards"] = cards
            elif isinstance(action, Mix):
                out_colour = self.mix_results[action.first][action.second]
                entry["colours"] = [COLOURS[action.first], COLOURS[action.second]]
                entry["result"] = COLOURS[out_colour]
            elif isinstance(action, MakeGarment):
                cards = _keys([c for c in self.display if KIND[c] == action.garment])
                entry["garment"] = cards[0]
                entry["cards"] = cards
            out.append(entry)
        return out


# The class's tables under module names: the hot paths above (every decision of every
# playout) read a global, which costs less than looking a class attribute up on the instance.
_MOVES_BY_PHASE = ColoriState.moves_by_phase
_MOVES_BY_CHOICE = ColoriState.moves_by_choice
_PERFORM = ColoriState._perform
_ABILITY_STARTS = ColoriState.ability_starts

GAME = Game(
    name="colori",
    title="Colori",
    state_cls=ColoriState,
    min_players=2,
    max_players=5,
    action_types=ACTION_TYPES,
    options=OPTIONS,
    summary="Draft dyes and fabrics, store and mix colours on your wheel, and make garments "
    "worth stars.",
)
