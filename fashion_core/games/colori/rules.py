"""Colori (seed rules): draft dyes and fabrics, store and mix colours, make garments for stars.

Eight rounds, each a draw phase (5 cards), a draft (5 picks, passing left on odd rounds and
right on even ones) and an action phase in which each seat in turn destroys drafted cards
one at a time; their abilities resolve through a FIFO queue. Ambiguities of the text are
resolved as ``shared/rules/colori.md`` section 4 recommends; the alternatives are options.

>>> state = GAME.new(players=2, seed=4)
>>> state.phase, state.round, [len(d) for d in state.drawn]
('draft', 1, [5, 5])
>>> len(state.legal_actions()) >= 1
True
"""

from __future__ import annotations

import random
from typing import Any

from fashion_core.engine import TERMINAL, Action, IllegalAction, State
from fashion_core.game import Game
from fashion_core.games.colori import abilities, draft
from fashion_core.games.colori.abilities import HAS_PIPS_I, TURN
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
    DISPLAY_SIZE,
    GARMENT_INSTANCES,
    IS_GARMENT,
    KEY,
    KIND,
    ROUNDS,
    cards_in_play,
    draft_deck_cards,
    starting_deck,
)
from fashion_core.games.colori.checks import diagnose
from fashion_core.games.colori.invariants import check_invariants
from fashion_core.games.colori.options import OPTIONS
from fashion_core.games.colori.view import ViewMixin
from fashion_core.games.colori.wheel import (
    NUM_COLOURS,
    STRICT_PAIRS,
    STRICT_RESULT,
    TABLE_PAIRS,
    TABLE_RESULT,
)
from fashion_core.zones import Field

_MASK64 = (1 << 64) - 1
_MULT = 6364136223846793005
_INC = 1442695040888963407

# Per-instance interned actions (saves a KIND lookup in the hottest loops).
_PICK_I = [DRAFT_PICK[k] for k in KIND]
_DESTROY_DRAFTED_I = [DESTROY_DRAFTED[k] for k in KIND]
_STORE_I = [STORE_CARD[k] for k in KIND]
_DESTROY_DRAWN_I = [DESTROY_DRAWN[k] for k in KIND]
_IS_GARMENT_I = [IS_GARMENT[k] for k in KIND]


class ColoriState(ViewMixin, State):
    """A game of Colori. Piles are unordered lists of card instances (ints, see ``cards``)."""

    # Colori keeps its own copy code until its port to declared zones (issue 10).
    fields = (
        Field("round", depth=0),
        Field("phase", depth=0),
        Field("decks", depth=2),
        Field("discards", depth=2),
        Field("drawn", depth=2),
        Field("drafted", depth=2),
        Field("wheels", depth=2),
        Field("owned", depth=2),
        Field("completed", depth=2),
        Field("stars", depth=1),
        Field("draft_deck", depth=1),
        Field("destroyed", depth=1),
        Field("reshuffled", depth=1),
        Field("garment_deck", depth=1),
        Field("display", depth=1),
        Field("hands", depth=2),
        Field("step", depth=0),
        Field("picks", depth=0),
        Field("direction", depth=0),
        Field("first", depth=0),
        Field("turns_done", depth=0),
        Field("choice", depth=0),
        Field("remaining", depth=0),
        Field("resolving", depth=0),
        Field("queue", depth=1),
    )

    round: int
    phase: str
    decks: list[list[int]]
    discards: list[list[int]]
    drawn: list[list[int]]
    drafted: list[list[int]]
    wheels: list[list[int]]
    owned: list[list[int]]
    completed: list[list[int]]
    stars: list[int]
    draft_deck: list[int]
    destroyed: list[int]
    reshuffled: list[int]
    """The destroyed cards shuffled into the draft deck during this round's deal (public);
    empty outside the draft and when the deck did not run out (rule R1)."""
    garment_deck: list[int]
    display: list[int]
    hands: list[list[int]]
    step: int
    picks: int
    direction: int
    first: int
    turns_done: int
    choice: str
    remaining: int
    resolving: int
    queue: list[int]

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
            i = self._rand(len(self.garment_deck))
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
        self.phase = "draft"
        self._start_round()

    def _bind_options(self) -> None:
        strict = self.options["strict_two_apart"]
        self._pairs = STRICT_PAIRS if strict else TABLE_PAIRS
        self._mix_result = STRICT_RESULT if strict else TABLE_RESULT

    def _rand(self, n: int) -> int:
        """A uniform index below ``n`` from the state's own seed (a 64-bit LCG step).

        Piles have no order: every draw takes a random member. So no pile order exists to
        leak, and a copy with a new seed already has an independent future.
        """
        self.seed = s = (self.seed * _MULT + _INC) & _MASK64
        return (s >> 33) % n

    def _draw(self, seat: int, n: int) -> list[int]:
        """Draw up to ``n`` cards; an empty deck takes the discard pile (E1: draw what you can)."""
        deck = self.decks[seat]
        drawn = self.drawn[seat]
        got = []
        for _ in range(n):
            if not deck:
                if not self.discards[seat]:
                    break
                deck = self.decks[seat] = self.discards[seat]
                self.discards[seat] = []
                if self.log is not None:
                    self._event(f"{self.player_name(seat)} shuffles the discard into a new deck.")
            self.seed = s = (self.seed * _MULT + _INC) & _MASK64
            i = (s >> 33) % len(deck)
            deck[i], deck[-1] = deck[-1], deck[i]
            card = deck.pop()
            drawn.append(card)
            got.append(card)
        return got

    def _mixes(self, wheel: list[int]) -> list[Action]:
        return [MIX[a][b] for a, b, _ in self._pairs if wheel[a] and wheel[b]]

    # -- rounds and turns ---------------------------------------------------------------

    def _start_round(self) -> None:
        self.round += 1
        self.phase = "draft"
        if self.log is not None:
            self._event(f"Round {self.round} of {ROUNDS} begins.", None, "round")
        draft.start_draw_phase(self)
        draft.deal_draft(self)

    def begin_action_phase(self) -> None:
        """After the draft: seats take their action turns in order (T1: maybe rotated)."""
        self.phase = "action"
        self.hands = [[] for _ in range(self.num_players)]
        self.step = self.picks = 0
        self.first = (
            (self.round - 1) % self.num_players if self.options["rotate_first_player"] else 0
        )
        self.turns_done = 0
        self.current_player = self.first
        self.choice = TURN
        self._resolve()

    def _resolve(self) -> None:
        """Work through the queue until someone must decide something (or the game ends)."""
        while self.phase == "action":
            if self.choice != TURN:
                return
            queue = self.queue
            if queue:
                abilities.start(self, queue.pop(0))
                continue
            if self.drafted[self.current_player]:
                return
            self._end_turn()

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
        self.phase = "over"
        self.is_over = True
        self.current_player = TERMINAL
        self._event("Eight rounds are over.", None, "end")
        if self.log is not None:
            for seat in range(self.num_players):
                self._event(
                    f"{self.player_name(seat)} scores {self.stars[seat]} stars with "
                    f"{len(self.owned[seat])} garments.",
                    seat,
                    "score",
                )

    # -- the protocol ---------------------------------------------------------------------

    is_over = False
    """True once the game has ended: a plain attribute (set by ``_finish``) because bots and
    play-outs ask it after every move."""

    def legal_actions(self) -> list[Action]:
        phase = self.phase
        seat = self.current_player
        if phase == "action":
            choice = self.choice
            if choice == TURN:
                # One move per kind of card (two copies are one choice); keyed by kind because
                # ints hash much faster than action objects.
                acts = _DESTROY_DRAFTED_I
                out = list({KIND[c]: acts[c] for c in self.drafted[seat]}.values())
                out.append(END_TURN)
                return out
            if choice == "store":
                acts = _STORE_I
                if self.options["lenient_store"]:
                    out = list({KIND[c]: acts[c] for c in self.drawn[seat]}.values())
                else:
                    pips = HAS_PIPS_I
                    out = list({KIND[c]: acts[c] for c in self.drawn[seat] if pips[c]}.values())
                out.append(STOP_STORING)
                return out
            if choice == "mix":
                out = self._mixes(self.wheels[seat])
                out.append(STOP_MIXING)
                return out
            if choice == "destroy":
                acts = _DESTROY_DRAWN_I
                no = _IS_GARMENT_I
                out = list({KIND[c]: acts[c] for c in self.drawn[seat] if not no[c]}.values())
                out.append(STOP_DESTROYING)
                return out
            return [MAKE_GARMENT[g] for g in abilities.affordable(self, seat)]
        if phase == "draft":
            hand = self.hands[(seat - self.direction * self.step) % self.num_players]
            acts = _PICK_I
            return list({KIND[c]: acts[c] for c in hand}.values())
        return []

    def explain_illegal(self, action: Action) -> IllegalAction:
        return diagnose(self, action)

    def card_supply(self) -> list[int]:
        return cards_in_play(self.num_players)

    def card_key(self, card: int) -> str:
        return KEY[card]

    def _apply(self, action: Action) -> None:
        t = action.__class__
        if t is DraftPick:
            draft.pick(self, action.card)  # type: ignore[attr-defined]
            return
        if t is DestroyDrafted:
            seat = self.current_player
            card = abilities.take_card(self.drafted[seat], action.card)  # type: ignore[attr-defined]
            self.destroyed.append(card)
            self.queue.append(card)
            if self.log is not None:
                self._event(f"{self.player_name(seat)} {action.describe(self)}.", seat, "destroy")
        elif t is StoreCard:
            abilities.store(self, action.card)  # type: ignore[attr-defined]
        elif t is Mix:
            abilities.mix(self, action.first, action.second)  # type: ignore[attr-defined]
        elif t is DestroyDrawn:
            abilities.destroy_drawn(self, action.card)  # type: ignore[attr-defined]
        elif t is MakeGarment:
            abilities.make(self, action.garment)  # type: ignore[attr-defined]
        elif t is EndTurn:
            self._end_turn()
        else:  # StopStoring, StopMixing, StopDestroying
            assert t in (StopStoring, StopMixing, StopDestroying)
            abilities.finish_choice(self)
        self._resolve()

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

    # -- copies ---------------------------------------------------------------------------

    def determinize(self, seat: int, rng: random.Random) -> ColoriState:
        new = self.clone_for_search()
        if self.phase == "draft":
            draft.resample_draft(new, seat, rng)
        new.seed = rng.getrandbits(64)
        return new

    def clone(self) -> ColoriState:
        new = self.clone_for_search()
        new.log = None if self.log is None else list(self.log)
        if "player_name" in self.__dict__:
            new.player_name = self.player_name  # type: ignore[method-assign]
        return new

    def clone_for_search(self) -> ColoriState:
        """A fast copy without the log (what bots play ahead on)."""
        new = ColoriState.__new__(ColoriState)
        d = new.__dict__
        d.update(self.__dict__)
        d["log"] = None
        d.pop("player_name", None)
        d["last_reveal"] = self.last_reveal[:]
        d["decks"] = [x[:] for x in self.decks]
        d["discards"] = [x[:] for x in self.discards]
        d["drawn"] = [x[:] for x in self.drawn]
        d["drafted"] = [x[:] for x in self.drafted]
        d["wheels"] = [x[:] for x in self.wheels]
        d["owned"] = [x[:] for x in self.owned]
        d["completed"] = [x[:] for x in self.completed]
        d["stars"] = self.stars[:]
        d["draft_deck"] = self.draft_deck[:]
        d["destroyed"] = self.destroyed[:]
        d["reshuffled"] = self.reshuffled[:]
        d["garment_deck"] = self.garment_deck[:]
        d["display"] = self.display[:]
        d["hands"] = [x[:] for x in self.hands]
        d["queue"] = self.queue[:]
        return new

    def search_copy(self) -> ColoriState:
        return self.clone_for_search()

    def restore(self, fields: dict[str, Any]) -> None:
        super().restore(fields)
        self._bind_options()
        self.is_over = self.phase == "over"

    def check_invariants(self) -> None:
        check_invariants(self)


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
