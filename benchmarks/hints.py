"""Hints worth following: how often the review's search rates the hinted move a mistake.

**Hint** shows what the game's heuristic bot would play. In games between two heuristic bots
every move played is such a hint, so rating those moves with the game review's search
(:func:`fashion_core.review.rate_saved_move`, its default budget, each decision from the
mover's information only) measures the hints. The figure per game is the share of rated moves
that the search calls an inaccuracy, a mistake or a blunder, with a 95% Wilson interval.
Target: at most 10% (issue 38).

Decisions are spread evenly over ``GAMES_PER_NAME`` games (both seats) and over the processes
of ``--workers``; ``--quick`` rates a handful.
"""

from __future__ import annotations

import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from benchmarks.common import Config, each_game, game_rows, game_targets, table, verdict_counts
from benchmarks.review import heuristic_game
from fashion_core.review import DEFAULT_ITERATIONS, Verdict, decisions, rate_saved_move

TITLE = "Hints (the heuristic bot's moves, rated by the review's search)"
TARGET_SHARE = 0.10
GAMES_PER_NAME = 3
DECISIONS = 60
"""Decisions rated per game name (spread over its games and seats)."""
QUICK_DECISIONS = 4
BAD = {Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER}


def wilson(bad: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a share.

    >>> [round(x, 3) for x in wilson(3, 60)]
    [0.017, 0.137]
    """
    if n == 0:
        return 0.0, 1.0
    p = bad / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def chosen_decisions(name: str, cfg: Config, count: int) -> list[tuple[str, int]]:
    """``count`` (save, move index) pairs spread evenly over the games' decisions."""
    pool: list[tuple[str, int]] = []
    for k in range(GAMES_PER_NAME if not cfg.quick else 1):
        match = heuristic_game(name, cfg.seed + 1000 * k)
        save = match.dumps()
        seats = range(match.state.num_players)
        indexes = sorted(i for seat in seats for i in decisions(match, seat))
        pool += [(save, i) for i in indexes]
    if len(pool) <= count:
        return pool
    step = len(pool) / count
    return [pool[int(j * step)] for j in range(count)]


def measure(name: str, cfg: Config, iterations: int) -> dict[str, Any]:
    chosen = chosen_decisions(name, cfg, QUICK_DECISIONS if cfg.quick else DECISIONS)
    saves = [save for save, _ in chosen]
    indexes = [index for _, index in chosen]
    start = time.perf_counter()
    with ProcessPoolExecutor(max(1, cfg.workers)) as pool:
        n = len(chosen)
        moves = list(pool.map(rate_saved_move, saves, indexes, [iterations] * n, [cfg.seed] * n))
    seconds = time.perf_counter() - start
    bad = [m for m in moves if m.verdict in BAD]
    low, high = wilson(len(bad), len(moves))
    return {
        "rated": len(moves),
        "bad": len(bad),
        "share": len(bad) / len(moves) if moves else None,
        "low": low,
        "high": high,
        "iterations": iterations,
        "seconds": seconds,
        "verdicts": {v.value: sum(m.verdict is v for m in moves) for v in Verdict},
        "worst": [
            {"move": m.played_text, "better": m.best_text, "loss": round(m.loss, 3)}
            for m in sorted(bad, key=lambda m: -m.loss)[:3]
        ],
    }


def run(cfg: Config) -> dict[str, Any]:
    iterations = cfg.iterations or DEFAULT_ITERATIONS
    games = each_game(cfg, lambda name: measure(name, cfg, iterations))
    share = "hints rated inaccuracy or worse"
    spread = lambda g: (g["low"], g["high"])  # noqa: E731
    targets = game_targets(
        games, share, lambda g: g["share"], TARGET_SHARE, spread=spread, at_most=True
    )
    return {"games": games, "targets": targets}


def render(result: dict[str, Any]) -> str:
    headers = ["game", "rated", "inaccuracy or worse (95%)", "iterations", "seconds", "verdicts"]

    def row(g: dict[str, Any]) -> list[Any]:
        share = f"{g['share']:.0%} ({g['low']:.0%}-{g['high']:.0%})"
        return [g["rated"], share, g["iterations"], g["seconds"], verdict_counts(g)]

    rows = game_rows(result["games"], row, len(headers))
    return table(headers, rows)
