"""Information-set Monte Carlo tree search, for any game that implements ``determinize``.

Single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012): every iteration samples a
position consistent with what the searching seat knows, walks down one shared tree using only
the actions legal in that sample (UCB1 with availability counts), plays on with a rollout
policy, and scores the result for every seat.

Games with long horizons pass ``rollout_depth`` and an ``evaluate`` function that scores an
unfinished position (per seat, in [0, 1]); plain win/loss rollouts give too little signal there.
Games with many plausible-looking moves pass a ``shortlist`` (a heuristic's best few moves):
the tree then spends its few hundred iterations telling good moves apart instead of trying
every poor one.

>>> from fashion_core import GAMES
>>> state = GAMES["colour_bazaar"].new(2, seed=5)
>>> bot = ISMCTSBot(iterations=50, seed=1)
>>> bot.choose(state) in state.legal_actions()
True
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence

from fashion_core.bots.base import Bot
from fashion_core.engine import Action, State

Evaluate = Callable[[State], Sequence[float]]
Policy = Callable[[State], Action]
Shortlist = Callable[[State, list[Action]], list[Action]]


class _Node:
    __slots__ = ("action", "avails", "children", "parent", "player", "reward", "spread", "visits")

    def __init__(self, action: Action | None, parent: _Node | None, player: int) -> None:
        self.action = action
        self.parent = parent
        self.player = player  # the seat that chose `action`
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avails = 1
        self.reward = 0.0
        # The sum of the squared rewards: with ``reward`` and ``visits`` it gives the values'
        # variance, which a game review needs for its margin of error.
        self.spread = 0.0


class ISMCTSBot(Bot):
    """Search for the move that wins most often across sampled hidden information.

    ``iterations`` bounds the work; ``seconds`` (if given) also bounds the time: the search
    stops at whichever comes first, so a play page can promise a bot never thinks for long.
    ``c`` is the UCB exploration constant. ``rollout`` chooses moves after the tree (random
    by default); ``rollout_depth`` stops a rollout after that many moves and calls
    ``evaluate`` on the position reached. ``shortlist`` (if given) narrows the moves the
    tree considers in each position to a non-empty subset of the legal ones.
    """

    kind = "ismcts"
    label = "Search bot"

    def __init__(
        self,
        iterations: int = 1000,
        seconds: float | None = None,
        c: float = 0.7,
        rollout: Policy | None = None,
        rollout_depth: int | None = None,
        evaluate: Evaluate | None = None,
        shortlist: Shortlist | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__(seed)
        if rollout_depth is not None and evaluate is None:
            raise ValueError("a rollout_depth needs an evaluate function for unfinished games")
        self.iterations = iterations
        self.seconds = seconds
        self.c = c
        self.rollout = rollout
        self.rollout_depth = rollout_depth
        self.evaluate = evaluate
        self.shortlist = shortlist
        self.last_root: _Node | None = None
        self.last_iterations = 0

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            self.last_root = None
            return legal[0]
        root = self.search(state)
        best = max(
            (root.children[a] for a in legal if a in root.children),
            key=lambda n: (n.visits, n.reward),
        )
        assert best.action is not None
        return best.action

    def unjudged(self, state: State) -> str | None:
        """Why this search cannot judge the decision in ``state``, or None when it can.

        A game review leaves such decisions unrated and shows the reason. A game whose search
        bot does not search some decisions (it decides them another way) says so here.
        """
        return None

    def game_line(self, state: State) -> tuple[float, float] | None:
        """How this search's values read as the chance to win the game in ``state``: ``(lost,
        won)``, the game chance of the seat to move for a value of 0 and of 1 (a value ``v``
        reads as ``lost + (won - lost) * v``), or None when its values are that chance already.

        A game whose search plays out less than the game (Purple Rules: the current hand)
        says here how the game's scores weigh that part; a game review's chart shows the
        result, while its verdicts still compare the search's own values.
        """
        return None

    def search(self, state: State, first: Action | None = None) -> _Node:
        """Run the search from ``state`` and return the root of the tree it built.

        Each iteration samples a world ``state``'s seat cannot tell from the real one
        (``determinize``), walks and grows the tree in it, plays it out, and backs the result up.
        With ``first``, every iteration starts with that move (one of the seat's legal moves), so
        its value is measured with the whole budget (a game review rates the move played).
        """
        seat = state.current_player
        root = _Node(None, None, -1)
        rng = self.rng
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        done = 0
        while done < self.iterations:
            # Reading the clock costs about as much as a cheap playout: look every 16th time.
            if deadline is not None and done & 15 == 0 and done and time.perf_counter() >= deadline:
                break
            done += 1
            det = state.determinize(seat, rng)
            start = root if first is None else self._force(root, det, first)
            node = self._select_and_expand(start, det)
            values = self._play_out(det)
            while node is not None:
                node.visits += 1
                if node.player >= 0:
                    value = values[node.player]
                    node.reward += value
                    node.spread += value * value
                node = node.parent
        self.last_root = root
        self.last_iterations = done
        return root

    def _force(self, root: _Node, det: State, action: Action) -> _Node:
        """Play ``action`` in this world and return its child of the root (made if new)."""
        child = root.children.get(action)
        if child is None:
            child = root.children[action] = _Node(action, root, det.current_player)
        else:
            child.avails += 1
        det.apply_legal(action)
        return child

    def _select_and_expand(self, root: _Node, det: State) -> _Node:
        """Walk down by UCB among the moves legal in this world; add one new node."""
        node = root
        c = self.c
        log = math.log
        sqrt = math.sqrt
        shortlist = self.shortlist
        while not det.is_over:
            legal = det.legal_actions()
            if shortlist is not None and len(legal) > 1:
                legal = shortlist(det, legal)
            children = node.children
            untried = [a for a in legal if a not in children]
            player = det.current_player
            if untried:
                action = self.rng.choice(untried)
                det.apply_legal(action)
                child = _Node(action, node, player)
                children[action] = child
                return child
            best = None
            best_score = -1.0
            for a in legal:
                child = children[a]
                child.avails += 1
                score = child.reward / child.visits + c * sqrt(log(child.avails) / child.visits)
                if score > best_score:
                    best, best_score = child, score
            assert best is not None and best.action is not None
            det.apply_legal(best.action)
            node = best
        return node

    def _play_out(self, det: State) -> Sequence[float]:
        """Play on (rollout policy or random) to the end or the depth limit; value the result."""
        rollout = self.rollout
        choice = self.rng.choice
        depth_limit = self.rollout_depth
        steps = 0
        while not det.is_over:
            if depth_limit is not None and steps >= depth_limit:
                break
            action = rollout(det) if rollout is not None else choice(det.legal_actions())
            det.apply_legal(action)
            steps += 1
        if det.is_over:
            return det.returns()
        assert self.evaluate is not None
        return self.evaluate(det)

    def explain(self, state: State, action: Action) -> str:
        root = self.last_root
        what = action.describe(state)
        if root is None or action not in root.children:
            return f"Only one move is possible: {what}."
        node = root.children[action]
        share = node.reward / node.visits if node.visits else 0.0
        return (
            f"Best found: {what}. Across {self.last_iterations:,} simulated futures this move "
            f"was explored {node.visits:,} times and won {share:.0%} of them."
        )
