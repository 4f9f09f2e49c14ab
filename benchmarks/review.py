"""Game review: how long the search takes to rate every decision of one seat in a whole game.

One game per registered game, two heuristic bots, seat 0 reviewed at the review's default
budget (:data:`fashion_core.review.DEFAULT_ITERATIONS`; ``--iterations`` overrides it), the
decisions spread over ``--workers`` processes as the review page does. Target: a whole game
in under a minute on this 2-core machine (issue 14).

Also reported: how much the estimates swing from one analysed move to the next (the mean
absolute change of the seat's chance to win the game, as the review's chart draws it, between
consecutive rated moves, in points, and the largest such change), and the mean margin of error
of that estimate, so a change meant to make the chart steadier shows
its effect (issue 38: Prêt-à-Porter's chart read 61 → 41 → 36 → 43 → 31%).
"""

from __future__ import annotations

import itertools
import random
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from benchmarks.common import Config, each_game, game_rows, game_targets, table, verdict_counts
from fashion_core import GAMES, Match
from fashion_core.bots import make_bot
from fashion_core.review import DEFAULT_ITERATIONS, analyse

TITLE = "Game review (one seat, whole game)"
TARGET_SECONDS = 60.0


def heuristic_game(name: str, seed: int) -> Match:
    """A finished two-player game between heuristic bots (what a review usually looks at)."""
    game = GAMES[name]
    rng = random.Random(f"{seed}:{name}:review")
    players = max(2, game.min_players)
    match = Match(game, players, seed=rng.getrandbits(63))
    bots = [make_bot(game, "heuristic", seed=rng.getrandbits(63)) for _ in range(players)]
    while not match.state.is_over:
        match.apply(bots[match.state.current_player].choose(match.state))
    return match


def swing(values: list[float]) -> float | None:
    """Mean absolute change between consecutive estimates, in points (0-100).

    >>> swing([0.61, 0.41, 0.36, 0.43, 0.31])
    11.0
    """
    steps = [abs(b - a) for a, b in itertools.pairwise(values)]
    return round(100 * sum(steps) / len(steps), 2) if steps else None


def swing_max(values: list[float]) -> float | None:
    """The largest absolute change between consecutive estimates, in points (0-100).

    >>> swing_max([0.61, 0.41, 0.36, 0.43, 0.31])
    20.0
    """
    steps = [abs(b - a) for a, b in itertools.pairwise(values)]
    return round(100 * max(steps), 2) if steps else None


def measure(name: str, cfg: Config, iterations: int) -> dict[str, Any]:
    match = heuristic_game(name, cfg.seed)
    with ProcessPoolExecutor(cfg.workers) as pool:
        start = time.perf_counter()
        review = analyse(match, 0, iterations=iterations, seed=cfg.seed, map_fn=pool.map)
        seconds = time.perf_counter() - start
    rated = len(review.moves)
    return {
        "moves": len(match.actions),
        "rated": rated,
        "iterations": iterations,
        "workers": cfg.workers,
        "seconds": seconds,
        "ms_per_decision": 1000 * seconds / rated if rated else None,
        "verdicts": {v.value: n for v, n in review.counts().items()},
        "swing_points": swing([m.game_chance for m in review.moves]),
        "swing_max_points": swing_max([m.game_chance for m in review.moves]),
        "error_points": round(100 * sum(m.game_error for m in review.moves) / rated, 2)
        if rated
        else None,
    }


def run(cfg: Config) -> dict[str, Any]:
    iterations = cfg.iterations or DEFAULT_ITERATIONS
    games = each_game(cfg, lambda name: measure(name, cfg, iterations))
    targets = game_targets(
        games,
        "whole game reviewed",
        lambda g: g["seconds"],
        TARGET_SECONDS,
        unit=" s",
        at_most=True,
    )
    return {"games": games, "targets": targets}


def render(result: dict[str, Any]) -> str:
    figures = ("moves", "rated", "iterations", "seconds", "ms_per_decision")

    def row(g: dict[str, Any]) -> list[Any]:
        swing = [g.get("swing_points"), g.get("swing_max_points")]
        return [*(g[k] for k in figures), *swing, g.get("error_points"), verdict_counts(g)]

    headers = [
        "game",
        "moves",
        "rated",
        "iterations",
        "seconds",
        "ms/decision",
        "swing (pts)",
        "max swing",
        "± (pts)",
        "verdicts",
    ]
    rows = game_rows(result["games"], row, len(headers))
    return table(headers, rows)
