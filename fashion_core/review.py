"""Game review: every decision of one seat rated by the search bot, as a chess engine rates moves.

For each decision of the chosen seat (a position where it had more than one legal move), the
game's ISMCTS bot searches the position *from that seat's information only*: the search reads
the real position solely through :class:`Information`, which hands out
``determinize(seat, rng)`` worlds (every card the seat cannot see dealt anew) and the seat's
own legal moves, nothing else. It then compares the value of the move played with the value of
the move it prefers. Values are the seat's estimated chance to win (a share of the win for a
tie); in games whose search scores unfinished play-outs (Moonscrown, Colori) they are that
game's evaluation, read the same way; in Purple Rules, whose search bot plays out only the
hand being played (the card play decides the hand), they are the chance to win that hand.
The verdicts compare these values. The chart shows the chance to win the *game*
(:attr:`MoveReview.chance`): the same values, except where the search's bot says how its value
reads as a game chance (:meth:`ISMCTSBot.game_line`; Purple Rules weighs the hand with the
running scores), so the chart does not jump at every new deal.

The loss is ``value(best) - value(played)``, and the verdict follows from it:

================  ==============================================  ======
verdict           when                                            mark
================  ==============================================  ======
best              the move is the search's own choice             ✓
as good as best   the search cannot tell it from its choice:      =
                  the loss is within the margin of error
good              under 5 points sure (it can tell them apart)
inaccuracy        5 to under 10 points                            ?!
mistake           10 to under 20 points                           ?
blunder           20 points or more                               ??
================  ==============================================  ======

(The bands are lichess's, on a 0-100% scale.) "Best" is kept for the search's own choice:
random play was called "best" 24 times in 28 decisions while the search preferred other
moves. A value from a few hundred play-outs is
itself uncertain: in Purple Rules, rated twice with different seeds, more than half the moves
changed verdict, some from "best" to "blunder". So the search never condemns a move on one
look. When the loss would make the move an inaccuracy or worse, both moves (the one played
and the one preferred) are searched again, each on its own (:data:`VERIFY` of the budget), and
the verdict then rests on the loss the search is sure of: the estimate less its margin of
error (:data:`CONFIDENCE` standard errors, from the spread of each move's play-out values). The
explanation gives both: the estimated loss and the part of it that is sure. A move with no
alternative is not rated.

Every decision is searched with its own seed, derived from the analysis seed and the move's
number, so the same save and the same analysis seed always give the same verdicts, whatever
order (or process, or machine) the decisions are analysed in.

>>> from fashion_core import GAMES, Match
>>> match = Match(GAMES["colour_bazaar"], players=2, seed=4)
>>> for _ in range(4):
...     match.apply(match.state.legal_actions()[0])
>>> review = analyse(match, seat=0, iterations=20, seed=1)
>>> [(m.index, m.seat) for m in review.moves]
[(2, 0), (3, 0)]
>>> review.moves[0].verdict in Verdict
True
"""

from __future__ import annotations

import enum
import math
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from fashion_core.bots import ISMCTSBot, make_bot
from fashion_core.engine import Action, State
from fashion_core.game import Game
from fashion_core.match import Match

DEFAULT_ITERATIONS = 200
"""Search iterations per decision. A whole Colori game (about 90 decisions of one seat) then
takes well under a minute on two cores (see benchmarks/README.md, "Game review")."""

SECOND_LOOK = 0.5
"""When the search barely tried the move played, it is searched again on its own with this
share of the budget, so its value is not a guess from a handful of play-outs."""

MIN_VISITS = 0.1
"""The share of the budget below which the move played counts as "barely tried"."""

VERIFY = 0.5
"""Before a move is called an inaccuracy or worse, the move played and the move preferred are
each searched again on their own with this share of the budget, and their values pooled."""

CONFIDENCE = 1.28
"""Standard errors taken off the estimated loss before its verdict is read (one-sided, about
90%): a move is called a mistake only when the search is that sure it cost 10 points."""


class Verdict(str, enum.Enum):
    """How good the move played was, by the winning chance it gave away."""

    BEST = "best"
    AS_GOOD = "as good as best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def mark(self) -> str:
        """The annotation chess players know (never colour alone in the UI)."""
        return _MARKS[self]

    def __str__(self) -> str:
        return self.value


_MARKS = {
    Verdict.BEST: "✓",
    Verdict.AS_GOOD: "=",
    Verdict.GOOD: "",
    Verdict.INACCURACY: "?!",
    Verdict.MISTAKE: "?",
    Verdict.BLUNDER: "??",
}

THRESHOLDS: tuple[tuple[float, Verdict], ...] = (
    (0.20, Verdict.BLUNDER),
    (0.10, Verdict.MISTAKE),
    (0.05, Verdict.INACCURACY),
    (0.02, Verdict.GOOD),
)
"""A loss at or above the number earns the verdict; a smaller loss is :attr:`Verdict.BEST`."""

_FROM = {verdict: bound for bound, verdict in THRESHOLDS}


def verdict_of(played_is_best: bool, loss: float, margin: float) -> Verdict:
    """The verdict on a move: :attr:`Verdict.BEST` only for the search's own choice,
    :attr:`Verdict.AS_GOOD` for a move whose loss is within the margin of error, otherwise
    the band of the sure loss (the loss less the margin), at least :attr:`Verdict.GOOD`.

    >>> verdict_of(True, 0.0, 0.0), verdict_of(False, 0.06, 0.08), verdict_of(False, 0.06, 0.05)
    (<Verdict.BEST: 'best'>, <Verdict.AS_GOOD: 'as good as best'>, <Verdict.GOOD: 'good'>)
    """
    if played_is_best:
        return Verdict.BEST
    if loss <= margin:
        return Verdict.AS_GOOD
    sure = verdict_for(loss - margin)
    return Verdict.GOOD if sure is Verdict.BEST else sure


def verdict_for(loss: float) -> Verdict:
    """The band of a loss of winning chance (0-1).

    >>> verdict_for(0.0), verdict_for(0.07), verdict_for(0.35)
    (<Verdict.BEST: 'best'>, <Verdict.INACCURACY: 'inaccuracy'>, <Verdict.BLUNDER: 'blunder'>)
    """
    for bound, verdict in THRESHOLDS:
        if loss >= bound:
            return verdict
    return Verdict.BEST


@dataclass(frozen=True)
class MoveReview:
    """The verdict on one decision."""

    index: int
    """The move's place in the game (0: the first move of the game)."""
    seat: int
    """The seat that chose it."""
    played: list[Any]
    """The move played, as saved (``Action.to_json()``)."""
    best: list[Any]
    """The move the search prefers (the same as ``played`` when the seat found it)."""
    played_text: str
    """The move played, in words."""
    best_text: str
    """The preferred move, in words."""
    value_played: float
    """The seat's estimated winning chance after the move played (0-1)."""
    value_best: float
    """Its estimated winning chance after the preferred move (0-1)."""
    choices: int
    """How many legal moves the seat had."""
    verdict: Verdict
    """best (the search's own choice), as good as best (within the margin of error), good,
    inaccuracy, mistake or blunder (:func:`verdict_of`)."""
    explanation: str
    """One sentence for people: what was better, and by how much."""
    margin: float = 0.0
    """The margin of error of :attr:`loss` (:data:`CONFIDENCE` standard errors)."""
    error: float = 0.0
    """The margin of error of :attr:`value_played` alone."""
    chance: float | None = None
    """The seat's estimated chance to win the game after the move played (the chart's line):
    :attr:`value_played` read through the search bot's :meth:`ISMCTSBot.game_line` (None:
    the same as :attr:`value_played`)."""
    chance_error: float | None = None
    """The margin of error of :attr:`chance` (the band around the chart's line)."""

    @property
    def game_chance(self) -> float:
        """:attr:`chance`, or :attr:`value_played` where the two are the same."""
        return self.value_played if self.chance is None else self.chance

    @property
    def game_error(self) -> float:
        """:attr:`chance_error`, or :attr:`error` where the two are the same."""
        return self.error if self.chance_error is None else self.chance_error

    @property
    def loss(self) -> float:
        """The winning chance the move played gave away (never negative)."""
        return max(0.0, self.value_best - self.value_played)

    @property
    def sure_loss(self) -> float:
        """The part of :attr:`loss` the search is sure of: the loss less its margin of error."""
        return max(0.0, self.loss - self.margin)

    def to_json(self) -> dict[str, Any]:
        return {**self.__dict__, "verdict": self.verdict.value}


@dataclass(frozen=True)
class Review:
    """Every rated decision of one seat in one game."""

    game: str
    """The game's registry name."""
    seat: int
    """The seat whose decisions were rated."""
    seed: int
    """The analysis seed (same save + same seed = same verdicts)."""
    iterations: int
    """Search iterations per decision."""
    moves: tuple[MoveReview, ...]
    """The rated decisions, in game order."""
    result: float | None = None
    """The seat's share of the win once the game is over (1, 0 or a tied share)."""
    length: int = 0
    """How many moves the game (or the save) has."""

    def chances(self) -> list[tuple[int, float, float]]:
        """The seat's winning chances across the game, for a chart: ``(moves made, chance,
        margin of error)`` after each analysed move, nothing else (a chart of a review still
        being analysed drew a straight line from the last analysed move to the result)."""
        return [(m.index + 1, m.game_chance, m.game_error) for m in self.moves]

    def final(self) -> tuple[int, float] | None:
        """``(moves, the seat's share of the win)`` of a finished game, else ``None``."""
        if self.result is None:
            return None
        last = self.moves[-1].index + 1 if self.moves else 0
        return max(self.length, last), self.result

    def worst(self, count: int = 3) -> list[MoveReview]:
        """The costliest inaccuracies, mistakes and blunders, worst first."""
        bad = [m for m in self.moves if m.verdict in _BAD]
        return sorted(bad, key=lambda m: (-m.loss, m.index))[:count]

    def counts(self) -> dict[Verdict, int]:
        """How many moves got each verdict."""
        return {v: sum(m.verdict is v for m in self.moves) for v in Verdict}


_BAD = (Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER)


class Information:
    """One seat's knowledge of a position: the only door from a review's search to the state.

    The search asks for worlds the seat cannot tell from the real one (``determinize``) and for
    the seat's own legal moves; it cannot read the real position's hidden cards through this
    object. ``witness`` (tests) sees every world handed out.
    """

    def __init__(
        self, state: State, seat: int, witness: Callable[[State], None] | None = None
    ) -> None:
        if state.current_player != seat:
            raise ValueError(f"seat {seat} is not the one to move in this position")
        self._state = state
        self._witness = witness
        self.seat = seat

    @property
    def current_player(self) -> int:
        return self.seat

    def legal_actions(self) -> list[Action]:
        return self._state.legal_actions()

    def determinize(self, seat: int, rng: random.Random) -> State:
        if seat != self.seat:
            raise ValueError("a review searches from the reviewed seat's information only")
        world = self._state.determinize(seat, rng)
        if self._witness is not None:
            self._witness(world)
        return world


def move_seed(seed: int, index: int) -> int:
    """The search seed of the decision at ``index``: stable across runs and machines."""
    return random.Random(f"review:{seed}:{index}").getrandbits(63)


def search_bot(game: Game, iterations: int, seed: int) -> ISMCTSBot:
    """The game's own search bot (its rollouts and evaluation) with the review's budget."""
    if "ismcts" in game.bots:
        bot = make_bot(game, "ismcts", seed=seed, iterations=iterations, seconds=None)
        if isinstance(bot, ISMCTSBot):
            return bot
    return ISMCTSBot(iterations=iterations, seed=seed)


def rate_decision(
    state: State,
    played: Action,
    index: int,
    *,
    iterations: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    witness: Callable[[State], None] | None = None,
) -> MoveReview:
    """Rate ``played`` in ``state`` for the seat to move, from that seat's information only.

    ``index`` is the move's place in the game; it and ``seed`` fix the search's randomness.
    """
    seat = state.current_player
    legal = state.legal_actions()
    info = Information(state, seat, witness)
    search_seed = move_seed(seed, index)
    game = state.game
    bot = search_bot(game, iterations, search_seed)
    root = bot.search(info)  # type: ignore[arg-type]
    tried = [root.children[a] for a in legal if a in root.children]
    best_node = max(tried, key=lambda n: (n.visits, n.reward))
    best = best_node.action
    assert best is not None
    # [visits, summed reward, summed squared reward] of each move compared, pooled over the
    # searches below.
    tally = {best: [best_node.visits, best_node.reward, best_node.spread]}
    if played != best:
        node = root.children.get(played)
        tally[played] = [node.visits, node.reward, node.spread] if node else [0, 0.0, 0.0]
        if tally[played][0] < max(1, MIN_VISITS * iterations):
            budget = int(SECOND_LOOK * iterations)
            _search_again(game, info, played, tally, budget, search_seed + 1)
        if _value(tally[best]) - _value(tally[played]) >= _FROM[Verdict.INACCURACY]:
            # About to condemn the move: look at both moves again before doing so.
            budget = int(VERIFY * iterations)
            _search_again(game, info, best, tally, budget, search_seed + 2)
            _search_again(game, info, played, tally, budget, search_seed + 3)
    value_best, value_played = _value(tally[best]), _value(tally[played])
    loss = max(0.0, value_best - value_played)
    margin = 0.0 if played == best else CONFIDENCE * _error(tally[best], tally[played])
    error = CONFIDENCE * _error(tally[played])
    verdict = verdict_of(played == best, loss, margin)
    played_text = state.describe_safely(played)
    best_text = state.describe_safely(best)
    # The game chance is read from the position's public scores, never its hidden cards.
    line = bot.game_line(state)
    explanation = _explain(
        verdict,
        played_text,
        best_text,
        value_played,
        value_best,
        margin,
        same=played == best,
        what="to win" if line is None else "to win the hand",
    )
    chance = chance_error = None
    if line is not None:
        lost, won = line
        chance = min(1.0, max(0.0, lost + (won - lost) * value_played))
        chance_error = abs(won - lost) * error
    return MoveReview(
        index=index,
        seat=seat,
        played=played.to_json(),
        best=best.to_json(),
        played_text=played_text,
        best_text=best_text,
        value_played=value_played,
        value_best=max(value_best, value_played),
        choices=len(legal),
        verdict=verdict,
        explanation=explanation,
        margin=margin,
        error=error,
        chance=chance,
        chance_error=chance_error,
    )


def _search_again(
    game: Game,
    info: Information,
    move: Action,
    tally: dict[Action, list[float]],
    budget: int,
    seed: int,
) -> None:
    """Search ``move`` on its own (every iteration starts with it); pool its value."""
    bot = search_bot(game, max(1, budget), seed)
    node = bot.search(info, first=move).children[move]  # type: ignore[arg-type]
    tally[move][0] += node.visits
    tally[move][1] += node.reward
    tally[move][2] += node.spread


def _value(tally: list[float]) -> float:
    visits, reward, _ = tally
    return reward / visits if visits else 0.0


def _error(*tallies: list[float]) -> float:
    """The standard error of the difference of two pooled values.

    Each variance is the values' own, with one more value of the largest variance a value
    between 0 and 1 can have (1/4) mixed in, so twenty equal play-outs in a row still leave
    some doubt:

    >>> round(_error([100, 50.0, 50.0], [25, 12.5, 12.5]), 3)  # wins and losses, half each
    0.112
    >>> round(_error([20, 0.0, 0.0], [20, 20.0, 20.0]), 3)
    0.035
    """
    variance = 0.0
    for visits, reward, spread in tallies:
        if visits:
            mean = reward / visits
            own = max(0.0, spread / visits - mean * mean) * visits
            variance += (own + 0.25) / (visits + 1) / visits
        else:
            variance += 0.25
    return math.sqrt(variance)


def _explain(
    verdict: Verdict,
    played: str,
    best: str,
    vp: float,
    vb: float,
    margin: float,
    *,
    same: bool,
    what: str = "to win",
) -> str:
    played, best = _quote(played), _quote(best)
    loss = max(0.0, vb - vp)
    if verdict is Verdict.BEST or same:
        return f"The search agrees with {played} (about {max(vp, vb):.0%} {what})."
    if verdict is Verdict.AS_GOOD:
        return (
            f"The search chose {best} ({vb:.0%} {what}, against {vp:.0%} after {played}), "
            f"but cannot tell the two apart within its margin of error (±{margin:.0%}): "
            f"{played} was as good as best."
        )
    if verdict is Verdict.GOOD:
        return (
            f"{played} was nearly as good as the search's choice, {best} "
            f"({vp:.0%} against {vb:.0%} {what})."
        )
    return (
        f"The search prefers {best}: about {vb:.0%} {what}, against {vp:.0%} after {played}, "
        f"so this {verdict.value} gave away about {loss * 100:.0f} points of winning chance "
        f"(at least {max(0.0, loss - margin) * 100:.0f}, allowing for the search's margin of "
        "error)."
    )


def _quote(text: str) -> str:
    """A move's description as a quotation: “Plays the Sea on market 2”."""
    text = text.rstrip(".")
    return f"“{text[:1].upper()}{text[1:]}”"


# -- whole games ---------------------------------------------------------------------------


def replay(match: Match) -> Iterator[tuple[int, State, Action]]:
    """``(index, position before the move, move)`` for every move of ``match``, from its seed."""
    state = match.game.new(match.players, match.seed, match.names, **match.options)
    for index, action in enumerate(match.actions):
        yield index, state.clone(), action
        state.apply(action)


def unjudged(state: State) -> str | None:
    """Why the review leaves the decision in ``state`` unrated although it had a choice (the
    game's search cannot judge such decisions: :meth:`ISMCTSBot.unjudged`), or None."""
    return search_bot(state.game, 1, 0).unjudged(state)


def is_choice(state: State, seat: int) -> bool:
    """Whether ``seat`` moves in ``state`` and has two or more legal moves to choose from."""
    return state.current_player == seat and len(state.legal_actions()) > 1


def rated(state: State, seat: int) -> bool:
    """Whether a review of ``seat`` rates the move made in ``state``: a choice of that seat
    (:func:`is_choice`) of a kind the search can judge."""
    return is_choice(state, seat) and unjudged(state) is None


def decisions(match: Match, seat: int) -> list[int]:
    """The indexes of the moves of ``seat`` that a review rates (see :func:`rated`)."""
    return [index for index, state, _ in replay(match) if rated(state, seat)]


def rate_saved_move(
    save: str, index: int, iterations: int = DEFAULT_ITERATIONS, seed: int = 0
) -> MoveReview:
    """Rate move ``index`` of a save file: a pure function of its arguments, for any worker
    (a process pool, a Dask cluster)."""
    match = Match.loads(save)
    played = match.actions[index]
    match.replay(match.actions[:index])
    return rate_decision(match.state, played, index, iterations=iterations, seed=seed)


def iter_review(
    match: Match,
    seat: int,
    *,
    iterations: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    map_fn: Callable[..., Iterable[MoveReview]] | None = None,
) -> Iterator[MoveReview]:
    """Rate ``seat``'s decisions one after another, in game order (for a progress bar).

    ``map_fn`` (e.g. a process pool's ``map``) spreads the work; it is called as
    ``map_fn(rate_saved_move, saves, indexes, iterations, seeds)``. Without it the moves
    are rated here, replaying the game only once.
    """
    if map_fn is not None:
        indexes = decisions(match, seat)
        save = match.dumps()
        n = len(indexes)
        yield from map_fn(rate_saved_move, [save] * n, indexes, [iterations] * n, [seed] * n)
        return
    for index, state, action in replay(match):
        if rated(state, seat):
            yield rate_decision(state, action, index, iterations=iterations, seed=seed)


def analyse(
    match: Match,
    seat: int,
    *,
    iterations: int = DEFAULT_ITERATIONS,
    seed: int = 0,
    map_fn: Callable[..., Iterable[MoveReview]] | None = None,
) -> Review:
    """Rate every decision of ``seat`` in ``match`` (finished or not)."""
    moves = tuple(iter_review(match, seat, iterations=iterations, seed=seed, map_fn=map_fn))
    return finish(match, seat, moves, iterations, seed)


def finish(
    match: Match, seat: int, moves: Sequence[MoveReview], iterations: int, seed: int
) -> Review:
    """The :class:`Review` of rated ``moves`` (the game's result added once it is over)."""
    state = match.state
    result = state.returns()[seat] if state.is_over else None
    return Review(match.game.name, seat, seed, iterations, tuple(moves), result, len(match.actions))
