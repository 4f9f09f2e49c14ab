"""Prêt-à-Porter: a year (12 rounds) of a fashion house, as one State.

Rules as specified in ``shared/rules/pret_a_porter.md`` §5 with the [R] resolutions of §7.
The round flow is a procedure that runs by itself until a player must decide something; the
decision waiting is ``task`` (the pending decision's kind) and ``legal_actions()`` lists
exactly its moves (one function per task, table dispatch). A task whose only move would be
Done (nothing affordable, nothing makeable) is forfeited automatically, with a log line.

The game has three stages, each with its own module of functions of the state: the working
round (``working``: Planning and the Actions), Growth and upkeep (``growth``) and the
exhibition (``exhibition``); each holds its stage's legal-move functions, the steps that
resolve its moves, and the refusals of those moves. This module keeps the one ``State``
class: its declaration, the deal, the tables that dispatch a phase, a pending decision and
a move to the stages' functions, settling and Done, the refusal of a move made where it
does not belong, the year's end and scoring. The speed tables are in ``tables``, the view
in ``view``.

>>> state = GAME.new(players=2, seed=3)
>>> state.phase.value, state.round, state.task, state.cash
('planning', 1, 'place', [40, 40])
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from fashion_core.engine import TERMINAL, Action, IllegalAction, Moves, State
from fashion_core.game import Game, Option
from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.actions import (
    ACTION_TYPES,
    DONE,
    OVER,
    PLANNING,
    AddDesign,
    BuyCube,
    ChooseMaterial,
    ChooseStyle,
    Done,
    Fire,
    Flip,
    KeepToken,
    Phase,
    PlacePawn,
    SellExtra,
    TakeCard,
    TakeCredit,
    TakeDesign,
    TakeOffer,
    UseCube,
)
from fashion_core.games.pret_a_porter.cards import (
    CAPACITY,
    CARD_COUNT,
    CLOTHING_TYPES,
    CREDIT_UNIT,
    DESIGNS,
    KEY,
    LOAN_REPAY,
    LOAN_UPKEEP,
    LOCATIONS,
    PAWNS,
    ROUNDS,
    START_CASH,
    STARTING_DESIGNS,
)
from fashion_core.games.pret_a_porter.exhibition import (
    add_design,
    archive_moves,
    choose_style,
    close_exhibition,
    collection_moves,
    end_collection,
    exchange,
    keep_token,
    let_go_moves,
    next_show_seat,
    outlet_moves,
    sell_extra,
    stand_ins,
    start_exhibition,
    style_moves,
    substitute_moves,
    use_cube,
    why_not_add_design,
    why_not_choose_style,
    why_not_keep_token,
    why_not_sell_extra,
    why_not_use_cube,
)
from fashion_core.games.pret_a_porter.growth import (
    fire,
    flip,
    flip_price,
    growth_moves,
    next_growth,
    start_growth,
    why_not_fire,
    why_not_flip,
)
from fashion_core.games.pret_a_porter.tables import (
    CLOCKWISE,
    FRESH_VISIT,
    SETUP_DECKS,
    SETUP_TILES,
    regular_design_deck,
    shuffle_as_random,
)
from fashion_core.games.pret_a_porter.view import player_view
from fashion_core.games.pret_a_porter.words import LOAN_UNIT
from fashion_core.games.pret_a_porter.working import (
    bank_moves,
    begin_planning,
    building_cost,
    buy_cube,
    card_moves,
    design_moves,
    end_market,
    fabric_moves,
    free_cubes,
    freelance_moves,
    market_moves,
    next_step,
    offer_moves,
    place,
    place_moves,
    placed_moves,
    start_actions,
    step_location,
    take_card,
    take_credit,
    take_design,
    take_offer,
    why_not_buy_cube,
    why_not_choose_material,
    why_not_place_pawn,
    why_not_take_card,
    why_not_take_credit,
    why_not_take_design,
    why_not_take_offer,
)
from fashion_core.rng import bit_generator
from fashion_core.words import amount
from fashion_core.zones import NOBODY, Field, Zone

# -- refusals ---------------------------------------------------------------------------

_MOVE_TASKS: dict[type, tuple[tuple[str, ...], str, str]] = {
    PlacePawn: (("place",), "Planning phase", "pawns are placed only during Planning"),
    TakeCredit: (("bank",), "Bank", "credit is taken only by a pawn at the Bank"),
    TakeCard: (
        ("contract", "building", "employee"),
        "Card locations",
        "cards are taken at locations 2-4 only",
    ),
    TakeDesign: (
        ("design", "design_trigger", "extra_design", "freelance"),
        "New Designs",
        "designs are taken only at location 5",
    ),
    BuyCube: (("market",), "Material markets", "cubes are bought at locations 6-8 only"),
    TakeOffer: (("offer",), "Last-Minute Preparations", "offers are taken at location 9"),
    Flip: (("growth",), "Growth phase", "cards are trained or upgraded only in Growth"),
    ChooseStyle: (("style",), "Show phase", "the collection's style is chosen at the show"),
    AddDesign: (("collection",), "Show phase", "designs join a collection only at the show"),
    UseCube: (("substitute",), "Substitution", "a stand-in cube is chosen for a collection"),
    KeepToken: (("archive",), "Archive", "tokens are kept only by an Archive, after Sales"),
    Fire: (
        ("growth", "style", "let_go"),
        "Firing",
        "employees are fired on your Growth or show turn, or when a Temp Agency expires",
    ),
}
"""Where each move belongs (the pending decisions that offer it) and the rule a move made
anywhere else breaks; the move's own reasons (``_WHY_NOT``: each stage module's
``why_not_*``) follow only where it belongs."""


def _why_done(state: PretAPorterState, action: Any) -> IllegalAction:
    if state.task == "place":
        return IllegalAction("Planning phase", "every pawn must be placed")
    return IllegalAction("A choice is due", "this decision has no way out: pick one option")


_WHY_NOT: dict[type, Any] = {
    PlacePawn: why_not_place_pawn,
    TakeCredit: why_not_take_credit,
    TakeCard: why_not_take_card,
    TakeDesign: why_not_take_design,
    BuyCube: why_not_buy_cube,
    ChooseMaterial: why_not_choose_material,
    TakeOffer: why_not_take_offer,
    Flip: why_not_flip,
    ChooseStyle: why_not_choose_style,
    AddDesign: why_not_add_design,
    SellExtra: why_not_sell_extra,
    UseCube: why_not_use_cube,
    KeepToken: why_not_keep_token,
    Fire: why_not_fire,
    Done: _why_done,
}


class PretAPorterState(State):
    """A game of Prêt-à-Porter. Card lists hold global card ids (see ``cards.py``); every
    deck's top card is its last element."""

    fields = (
        Zone("designs", per_seat=True),
        Zone("buildings", per_seat=True),
        Zone("employees", per_seat=True),
        Zone("contracts", per_seat=True),
        Zone("deck_tops", stacks=True),
        Zone("decks", stacks=True, seen_by=NOBODY),
        Zone("reserves", stacks=True, seen_by=NOBODY),
        Zone("displays", stacks=True),
        Zone("design_deck", seen_by=NOBODY),
        Zone("design_row"),
        Zone("design_discard"),
        Zone("card_discard"),
        Zone("collection", per_seat=True, counted=False),
        Zone("outlet", per_seat=True, counted=False),
        Field("round"),
        Field("phase", Phase),
        Field("task"),
        Field("first"),
        Field("turn_order", depth=1),
        Field("cash", depth=1),
        Field("vp", depth=1),
        Field("prestige", depth=1),
        Field("q", depth=1),
        Field("t", depth=1),
        Field("pr", depth=1),
        Field("cubes", depth=2),
        Field("clothing", depth=1),
        Field("flipped", depth=1),
        Field("note", depth=1),
        Field("credit", depth=1),
        Field("credit_free", depth=1),
        Field("loans", depth=1),
        Field("last_sold", depth=1),
        Field("bankrupt", depth=1),
        Field("tiles"),  # dealt once, never changed in place: copies share it
        Field("offers", depth=1),
        Field("pawns", depth=2),
        Field("extra_pawns", depth=2),
        Field("pawns_left", depth=1),
        Field("queue"),  # replaced whole each Action phase, never changed in place
        Field("step"),
        Field("visit", depth=1),
        Field("visit_cards", depth=1),
        Field("used", depth=1),
        Field("growth", depth=1),
        Field("show_index"),
        Field("style"),
        Field("used_cubes", depth=2),
        Field("archive", depth=2),
        Field("last_awards"),  # replaced whole after each exhibition, never changed in place
        Field("_companies", depth=1, saved=False),  # a cache: see company()
        Field("_ready", saved=False, copied=False),  # moves listed ahead: see legal_actions()
        Field("_listed", saved=False, copied=False),  # the pawn code: see place_moves()
    )

    round: int
    """1-12 (I-XII); 13 once the game is over."""
    phase: Phase
    task: str
    """The pending decision: place, bank, contract, building, employee, design,
    design_trigger, extra_design, market, fabric, offer, growth, style, collection, outlet."""
    first: int
    """Seat holding the first-player marker."""
    turn_order: list[int]
    """Seats in turn order, the first player first (clockwise unless the turn-order track
    variant is on)."""
    cash: list[int]
    vp: list[int]
    prestige: list[int]
    q: list[int]
    t: list[int]
    pr: list[int]
    cubes: list[list[int]]
    """Material cubes per seat, indexed by material."""
    designs: list[list[int]]
    clothing: list[int]
    """Each seat's Clothing Type tile."""
    buildings: list[list[int]]
    employees: list[list[int]]
    contracts: list[list[int]]
    flipped: list[int]
    """Per card id: 1 once upgraded / trained / extended."""
    note: list[int]
    """Per card id: the material chosen for a Fabric Fair (-1: none)."""
    credit: list[int]
    """$10 credit cards per seat that carry $1 upkeep."""
    credit_free: list[int]
    """$10 credit cards per seat taken with a $0-upkeep ability."""
    loans: list[int]
    last_sold: list[int]
    """Size of each seat's last sold collection (Retail Outlet)."""
    bankrupt: list[bool]
    deck_tops: list[list[int]]
    """The face-up top card of the contract, building and employee decks (locations 2-4)."""
    decks: list[list[int]]
    """The rest of those decks: their order is hidden under the top card."""
    reserves: list[list[int]]
    """The last-quarter cards of each deck, set aside until round X."""
    displays: list[list[int]]
    design_deck: list[int]
    design_row: list[int]
    design_discard: list[int]
    card_discard: list[int]
    tiles: list[list[int]]
    """Show tiles of quarters 1-4."""
    offers: list[bool]
    """Location 9's offers still available this round."""
    pawns: list[list[int]]
    """Per location (index 0 = location 1), seats in placement order."""
    extra_pawns: list[list[int]]
    """Per location, pawns on the card-only space."""
    pawns_left: list[int]
    queue: list[list[int]]
    """The Action phase's steps in resolution order: [location, seat, PAWN or TRIGGER]."""
    step: int
    visit: list[int]
    """Current step's scratch: [fixed material or -1, cubes bought, designs taken,
    cubes per material x6]."""
    visit_cards: list[int]
    """Cards whose location abilities work for the current step."""
    used: list[int]
    """Location abilities used this round, as ``card * 64 + KIND[kind]``: each works once
    a round, and only a use spends it."""
    growth: list[int]
    """[turn-order index, trainings done, upgrades done]."""
    show_index: int
    style: int
    collection: list[list[int]]
    used_cubes: list[list[int]]
    """Cubes committed to the collection (and outlet sales) per seat."""
    outlet: list[list[int]]
    archive: list[list[int]]
    """Per seat, while an Archive's choice waits after Sales: [tokens still to keep, Q, T, PR
    on offer]; [] otherwise."""
    last_awards: list[list[Any]]
    """The last exhibition's award lines: [tile, line, criterion, values, prestige]."""

    # -- setup ---------------------------------------------------------------------------

    def setup(self) -> None:
        n = self.num_players
        # self.chance() without random.Random's Python layer (the same seed, the same bits):
        # the deal only asks getrandbits, through shuffle_as_random and the draw below.
        self.seed, rng = bit_generator(self.seed)
        self.round = 1
        self.cash = [START_CASH] * n
        self.vp = [0] * n
        self.prestige = [0] * n
        self.q = [0] * n
        self.t = [0] * n
        self.pr = [0] * n
        self.flipped = [0] * CARD_COUNT
        self.note = [-1] * CARD_COUNT
        self.credit = [0] * n
        self.credit_free = [0] * n
        self.loans = [0] * n
        self.last_sold = [0] * n
        self.bankrupt = [False] * n
        # Each seat's own lists, made in one loop: CPython 3.11 makes and calls a function
        # for every comprehension, and every search playout and benchmark game starts here.
        self.cubes, self.used_cubes = [], []
        self.buildings, self.employees, self.contracts = [], [], []
        self.collection, self.outlet = [], []
        for _ in range(n):
            self.cubes.append([0] * 6)
            self.used_cubes.append([0] * 6)
            self.buildings.append([])
            self.employees.append([])
            self.contracts.append([])
            self.collection.append([])
            self.outlet.append([])
        # Setup 2-4: regular cards shuffled face up, 3 slid into each display.
        self.decks, self.deck_tops, self.reserves, self.displays = [], [], [], []
        for ids, reserve in SETUP_DECKS:
            regular = [*ids]
            shuffle_as_random(regular, rng)
            pop = regular.pop
            self.displays.append([pop(), pop(), pop()])
            self.deck_tops.append([pop()])
            self.decks.append(regular)
            self.reserves.append([*reserve])
        # Setup 6-7: Clothing Type tiles and their starting designs; the rest is the deck.
        tiles = [0, 1, 2, 3, 4]
        shuffle_as_random(tiles, rng)
        self.clothing = tiles[:n]
        self.designs = []
        for tile in self.clothing:
            self.designs.append([*STARTING_DESIGNS[tile]])
        self.design_deck = deck = [*regular_design_deck(frozenset(self.clothing))]
        shuffle_as_random(deck, rng)
        self.design_row = [deck.pop(), deck.pop(), deck.pop(), deck.pop()]
        self.design_discard = []
        self.card_discard = []
        # Setup 8: 4 last-quarter tiles on Q4, the other 6 as 1 / 2 / 3.
        regular, last = [*SETUP_TILES[0]], [*SETUP_TILES[1]]
        shuffle_as_random(regular, rng)
        shuffle_as_random(last, rng)
        self.tiles = [regular[:1], regular[1:3], regular[3:6], last]
        self.offers = [True] * 4
        # rng.randrange(n) draw for draw, as Random._randbelow draws: n's own bit length
        # (not n - 1's), again until the number is below n.
        bits = n.bit_length()
        first = rng.getrandbits(bits)
        while first >= n:
            first = rng.getrandbits(bits)
        self.first = first
        self.turn_order = [*CLOCKWISE[n][first]]
        self.step = 0
        self.queue = []
        self.extra_pawns = [[], [], [], [], [], [], [], [], []]  # the pawns: begin_planning
        self.visit = list(FRESH_VISIT)
        self.visit_cards = []
        self.growth = [0, 0, 0]
        self.show_index = 0
        self.style = -1
        self.last_awards = []
        self.archive = [[] for _ in range(n)]
        self._companies = [None] * n
        if self.log is not None:
            self._event(
                f"Round I. {self.player_name(self.first)} holds the first-player marker.",
                None,
                "round",
            )
        for seat in range(n):
            tile = CLOTHING_TYPES[self.clothing[seat]]
            if self.log is not None:
                self._event(f"{self.player_name(seat)} draws the {tile} tile.", seat, "setup")
        begin_planning(self)  # the phase, the task, the pawns, the first player to place

    def restore(self, fields: dict[str, Any]) -> None:
        super().restore(fields)
        self.edited()

    # -- small queries -------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """True once the year is over: read from the phase, as in every game, so it cannot
        disagree with it."""
        return self.phase is OVER

    @property
    def order(self) -> list[int]:
        """Seats in turn order, starting with the first player."""
        return self.turn_order

    @property
    def quarter(self) -> int:
        """0-3."""
        r = self.round  # 13 once the game is over: the last quarter still
        return ((r if r < ROUNDS else ROUNDS) - 1) // 3  # min() parses keywords in 3.11

    _companies: list[fx.Company | None]
    """Per seat: its :meth:`company`, or ``None`` until it is next asked for. The rules, the
    heuristic and the search ask for a company at nearly every step, and its cards change
    only a few times a game: each move that changes a company's cards or flips one of them
    forgets that company (:meth:`_changed`), and a position edited by hand is forgotten
    whole by :meth:`edited`. A declared, unsaved field: copies (a search makes one per
    iteration) start with their original's entries, which are never changed in place, and
    :meth:`invariants` checks every kept company against its cards."""

    def company(self, seat: int) -> fx.Company:
        """What ``seat``'s cards add up to (abilities, employee capacity, upkeep). The hot
        callers read ``self._companies[seat] or self.company(seat)``: the company is known
        about five times in six in random games, and then the call is most of the cost."""
        co = self._companies[seat]
        if co is None:
            co = self._companies[seat] = self._work_out(seat)
        return co

    def _work_out(self, seat: int) -> fx.Company:
        """``seat``'s company worked out from its cards and their flip marks."""
        b, e, c = self.buildings[seat], self.employees[seat], self.contracts[seat]
        flips = tuple(map(self.flipped.__getitem__, b + e + c))
        return fx.company(tuple(b), tuple(e), tuple(c), flips)

    def _changed(self, seat: int) -> None:
        """A move changed ``seat``'s cards or flipped one: work its company out when next
        asked."""
        self._companies[seat] = None

    def edited(self) -> None:
        """After a change by hand (see :meth:`State.edited`): every company is worked out
        again from its cards when next asked, and the pawns are counted again."""
        self._companies = [None] * self.num_players
        self._ready = self._listed = None

    def ability_sum(self, seat: int, trigger: str, kind: str) -> int:
        """``fx.total(self.effects(seat), trigger, kind)``, read from the company's sums."""
        return (self._companies[seat] or self.company(seat)).sums.get((trigger, kind), 0)

    def effects(self, seat: int) -> fx.Owned:
        """Every active ability of ``seat``'s company."""
        return self.company(seat).owned

    def capacity(self, seat: int) -> int:
        return (self._companies[seat] or self.company(seat)).capacity

    def upkeep(self, seat: int, co: fx.Company | None = None) -> int:
        """The upkeep ``seat`` pays this round if nothing changes (§5.3 step 4); ``co``: its
        :meth:`company`, when the caller has it already."""
        if co is None:
            co = self.company(seat)
        due = co.upkeep + self.credit[seat] + LOAN_UPKEEP * self.loans[seat]
        return max(0, due - co.upkeep_cut)

    def repayment(self, seat: int) -> int:
        """Credit principal plus $28 per loan, due at the next exhibition's upkeep."""
        return (
            CREDIT_UNIT * (self.credit[seat] + self.credit_free[seat])
            + LOAN_REPAY * self.loans[seat]
        )

    def space_count(self, location: int) -> int:
        return CAPACITY[self.num_players][location - 1]

    def scores(self) -> list[float]:
        return [float(self.vp[s] + self.cash[s]) for s in range(self.num_players)]

    def winners(self) -> list[int]:
        """Highest VP + cash; ties go to more VP; a bankrupt company cannot win (§5.5), so
        when every company is bankrupt nobody wins (an empty list)."""
        seats = [s for s in range(self.num_players) if not self.bankrupt[s]]
        if not seats:
            return []
        best = max((self.vp[s] + self.cash[s], self.vp[s]) for s in seats)
        return [s for s in seats if (self.vp[s] + self.cash[s], self.vp[s]) == best]

    def returns(self) -> list[float]:
        """As :meth:`State.returns`, but when every company is bankrupt nobody wins: every
        seat gets 0 (a search then avoids that ending like any loss)."""
        if self.is_over and not self.winners():
            return [0.0] * self.num_players
        return super().returns()

    # -- legal moves: one function per pending decision ------------------------------------

    def _task_moves(self) -> list[Action]:
        # The Action and Show phases hold several kinds of pending decision: the task says
        # which one is waiting, and each has its own move function.
        return _MOVES_BY_TASK[self.task](self)

    moves_by_task: ClassVar[dict[str, Callable[[PretAPorterState], list[Action]]]] = {
        "place": place_moves,
        "bank": bank_moves,
        "contract": card_moves,
        "building": card_moves,
        "employee": card_moves,
        "design": design_moves,
        "design_trigger": design_moves,
        "extra_design": design_moves,
        "market": market_moves,
        "fabric": fabric_moves,
        "offer": offer_moves,
        "growth": growth_moves,
        "style": style_moves,
        "collection": collection_moves,
        "outlet": outlet_moves,
        "substitute": substitute_moves,
        "freelance": freelance_moves,
        "archive": archive_moves,
        "let_go": let_go_moves,
    }
    """The legal-move function of each pending decision (``task``)."""

    moves_by_phase: ClassVar[Moves] = {
        Phase.PLANNING: place_moves,
        Phase.ACTION: _task_moves,
        Phase.GROWTH: growth_moves,
        Phase.SHOW: _task_moves,
        Phase.OVER: State.no_moves,
    }

    _listed: int | None = None
    """The pawn code (``pawn_code``) of the Planning position last listed, and then of the
    one each pawn placed leads to (``working.place`` adds the pawn): :meth:`apply_legal` lists
    the next placement's moves from it, without counting the pawns of nine locations again.
    Like ``_ready``, only for the move just taken from :meth:`legal_actions`: a listing
    counts afresh, and copies, snapshots and :meth:`apply` start without it."""

    _ready: list[Action] | None = None
    """The moves :meth:`_settle` worked out for the position it stopped at, handed out by the
    next :meth:`legal_actions` call (once: a caller may keep or change the list it gets).
    Settling has to list the moves anyway to see whether Done is the only one, and a bot asks
    for the same list right after: keeping it saves a third of a random playout's move
    listing. Copies and snapshots start without it; :meth:`apply` never uses it."""

    def legal_actions(self) -> list[Action]:
        ready = self._ready
        if ready is not None:
            self._ready = None
            return ready
        return _MOVES_BY_PHASE[self.phase](self)

    def apply(self, action: Action) -> None:
        # A checked move (a person's) is compared with moves listed afresh: a lesson or a
        # test may have edited the position by hand since the last move settled.
        self._ready = self._listed = None
        super().apply(action)

    # -- stage steps reached through the state ----------------------------------------------

    # A stage module imports only the stages before it (working <- growth <- exhibition), so
    # where a stage hands over to a later one (the last step of the Actions starts Growth, a
    # round of the exhibition quarter starts the show, a let-go closes the exhibition) it
    # calls the step as a method of the state, bound here to the later stage's function.
    # positions.py, the bot and tests reach a few steps and prices the same way.
    _start_actions = start_actions
    _start_growth = start_growth
    _start_exhibition = start_exhibition
    _close_exhibition = close_exhibition
    _building_cost = building_cost
    _flip_price = flip_price

    # -- checking ------------------------------------------------------------------------

    def explain_illegal(self, action: Action) -> IllegalAction:
        """Why ``action`` is not legal now, naming the rule it breaks: a move made outside
        the decisions that offer it breaks the rule of where it belongs (``_MOVE_TASKS``);
        one made where it belongs, its stage's own reason (``_WHY_NOT``)."""
        why = _WHY_NOT.get(type(action))
        if why is None:
            return IllegalAction(
                "Prêt-à-Porter moves", f"{type(action).__name__} is not a move here"
            )
        tasks, rule, detail = _MOVE_TASKS.get(type(action), ((self.task,), "", ""))
        if self.task not in tasks:
            return IllegalAction(rule, detail)
        return why(self, action)

    # -- applying ------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        _APPLIERS[type(action)](self, self.current_player, action)
        self._settle()

    def apply_legal(self, action: Action) -> None:
        # State.apply_legal with _apply and the first look of _settle written out: bots
        # and searches play every move through here, and most moves leave a decision with
        # a choice. A pawn placement (over a third of all moves) needs no settling either:
        # Planning never has to be forfeited.
        self.moves += 1
        # An applier may return the next decision's moves when it knows them at once.
        moves = _APPLIERS[type(action)](self, self.current_player, action)
        task = self.task
        if task == "place":  # the next placement's moves follow from the pawn placed
            code = self._listed
            self._ready = None if code is None else placed_moves(self, code)
            return
        if self.phase is OVER:
            self._ready = None
            return
        if moves is None:
            moves = _MOVES_BY_TASK[task](self)
        if len(moves) != 1 or moves[0] is not DONE:
            self._ready = moves
            return
        self._done(self.current_player, None)  # only Done: forfeit, and settle what follows
        self._settle()

    def _settle(self) -> None:
        """Forfeit automatically every decision whose only move is Done."""
        self._ready = None
        while self.phase is not OVER:
            if self.task == "place":  # a free space is always left (capacity > pawns): no Done
                return
            moves = _MOVES_BY_TASK[self.task](self)
            if len(moves) != 1 or moves[0] is not DONE:
                self._ready = moves
                return
            self._done(self.current_player, None)

    def _done(self, seat: int, action: Done | None) -> None:
        """Done: ``action`` is the move a player chose, or ``None`` when the engine forfeits
        a decision that had no other move."""
        task = self.task
        if task == "market":  # the commonest Done, asked first
            end_market(self, seat)
            return
        automatic = action is None
        logging = self.log is not None  # searches play with the log off: skip the text
        name = self.player_name(seat) if logging else ""
        if task in ("bank", "contract", "building", "employee", "design", "offer"):
            if logging:
                where = LOCATIONS[step_location(self) - 1]
                if automatic:
                    self._event(f"{name} can do nothing at {where}.", seat, "forfeit")
                else:
                    self._event(f"{name} forfeits the action at {where}.", seat, "forfeit")
            next_step(self)
        elif task in ("design_trigger", "extra_design", "fabric"):
            next_step(self)
        elif task == "growth":
            self.growth[0] += 1
            next_growth(self)
        elif task == "style":
            if not automatic and logging:
                self._event(f"{name} shows no collection.", seat, "show")
            end_collection(self, seat)
        elif task == "collection":
            stand_ins(self, seat)
        elif task == "outlet":
            next_show_seat(self)
        else:  # pragma: no cover - place never offers Done
            raise AssertionError(task)

    # -- hidden cards and the year's end -----------------------------------------------------

    def hidden_cards(self, seat: int | None) -> set[str]:
        # A Freelance Designer's search shows its owner the designs of their type in the deck.
        hidden = super().hidden_cards(seat)
        if self.task == "freelance" and seat == self.current_player and not self.is_over:
            hidden -= {
                KEY[d] for d in self.design_deck if DESIGNS[d].clothing == self.clothing[seat]
            }
        return hidden

    def _end_game(self) -> None:
        self._event("The year is over: the final Prestige exchange.", None, "end")
        exchange(self)
        for seat in range(self.num_players):
            loans = self.loans[seat]
            if loans and self.cash[seat] >= LOAN_REPAY * loans:
                self.cash[seat] -= LOAN_REPAY * loans
                self.loans[seat] = 0
            elif loans:
                self.bankrupt[seat] = True
                if self.log is not None:
                    self._event(
                        f"{self.player_name(seat)} cannot repay {amount(loans, LOAN_UNIT)} "
                        "and is bankrupt.",
                        seat,
                        "end",
                    )
        self.phase = OVER
        self.task = ""
        self.current_player = TERMINAL
        for seat in range(self.num_players):
            if self.log is not None:
                self._event(
                    f"{self.player_name(seat)}: {self.vp[seat]} VP + ${self.cash[seat]} = "
                    f"{self.vp[seat] + self.cash[seat]}.",
                    seat,
                    "score",
                )

    # -- information -----------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        return player_view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> PretAPorterState:
        """Every hidden pile keeps its own cards, in a new order: what a company cannot see
        is only the order of the design deck and of the card decks under their top card
        (which cards they hold follows from what is in sight)."""
        new = self.search_copy()
        exact = type(rng) is random.Random  # a subclass may draw differently: let it shuffle
        for pile in (new.design_deck, *new.decks, *new.reserves):
            if exact:
                shuffle_as_random(pile, rng)
            else:
                rng.shuffle(pile)
        new.seed = rng.getrandbits(64)
        return new

    def card_supply(self) -> list[int]:
        return list(range(CARD_COUNT))

    def card_key(self, card: int) -> str:
        return KEY[card]

    def invariants(self) -> None:
        n = self.num_players
        assert sorted(self.turn_order) == list(range(n)), "turn order lists every seat once"
        assert self.turn_order[0] == self.first, "the first player holds the marker"
        for seat in range(n):
            assert self.cash[seat] >= 0, "cash never goes below $0 (loans cover it)"
            for tokens in (self.q, self.t, self.pr, self.prestige, self.credit, self.loans):
                assert tokens[seat] >= 0, "token and card counts are never negative"
            assert all(c >= 0 for c in self.cubes[seat]), "cube counts are never negative"
            assert all(
                u <= c for u, c in zip(self.used_cubes[seat], self.cubes[seat], strict=True)
            ), "a collection uses only cubes its company holds"
            kept = self._companies[seat]
            assert kept is None or kept == self._work_out(seat), "a kept company is stale"
            assert (
                len(self.employees[seat]) <= self.capacity(seat)
                or self.phase is OVER
                or self.task == "let_go"
            )
            assert set(self.collection[seat]) <= set(self.designs[seat])
        assert 1 <= self.round <= ROUNDS + 1
        for loc in range(1, 10):
            assert len(self.pawns[loc - 1]) <= self.space_count(loc), "a location overflows"
        assert (
            sum(self.pawns_left)
            + sum(len(p) for p in self.pawns)
            + sum(len(p) for p in self.extra_pawns)
            == PAWNS * n
            or self.phase is not PLANNING
        )
        assert self.phase is OVER or self.task in self.moves_by_task

    _appliers: ClassVar[dict[type, Callable[[Any, int, Any], list[Action] | None]]] = {
        Done: _done,
        PlacePawn: place,
        TakeCredit: take_credit,
        TakeCard: take_card,
        TakeDesign: take_design,
        BuyCube: buy_cube,
        ChooseMaterial: free_cubes,
        TakeOffer: take_offer,
        Flip: flip,
        ChooseStyle: choose_style,
        AddDesign: add_design,
        SellExtra: sell_extra,
        UseCube: use_cube,
        KeepToken: keep_token,
        Fire: fire,
    }
    """Each move type and the stage function that performs it, called as ``(state, seat,
    move)``: the functions themselves, not wrappers around them (one call less at every
    move). A function may return the moves of the decision that follows (see
    :func:`~fashion_core.games.pret_a_porter.working.buy_cube`), else None."""


# The class's tables under module names: the hot paths above (every decision of every
# playout) read a global, which costs less than a class attribute looked up through the
# instance (CPython 3.11 does not specialize that look-up; Colori does the same).
_MOVES_BY_PHASE = PretAPorterState.moves_by_phase
_MOVES_BY_TASK = PretAPorterState.moves_by_task
_APPLIERS = PretAPorterState._appliers


GAME = Game(
    name="pret_a_porter",
    title="Prêt-à-Porter",
    state_cls=PretAPorterState,
    min_players=2,
    max_players=4,
    action_types=ACTION_TYPES,
    options=(
        Option(
            "turn_order_track",
            False,
            "Variant: from round II, each working round's turn order follows VP, fewest first "
            "(ties: less cash first, then the previous order).",
        ),
    ),
    summary="Run a fashion house for a year: place your pawns, buy materials, pay your "
    "staff, and win the four quarters' fashion shows without going bankrupt.",
)
