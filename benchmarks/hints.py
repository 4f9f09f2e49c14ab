"""Hints worth following: how often the review's search rates the hinted move a mistake.

**Hint** shows what the game's heuristic bot would play. In games between two heuristic bots
every move played is such a hint, so rating those moves with the game review's search
(:func:`fashion_core.review.rate_saved_move`, its default budget, each decision from the
mover's information only) measures the hints. The figure per game is the share of rated moves
that the search calls an inaccuracy, a mistake or a blunder. Target: at most 10% (issue 38).

The sample is fixed by ``--seed``: :data:`DECISIONS` decisions (``--samples`` changes it)
spread evenly over the decisions of both seats in :data:`GAMES_PER_NAME` games. The search
that rates them is itself random, and 60 decisions rated once ranged from 6% to 22% from run
to run, so every decision is rated twice, by two independent searches (two seeds): the
figure is the mean of the two runs' shares, the report gives both and their difference
(``spread``), and the 95% Wilson interval of the figure (what a different sample of positions
could give). ``--quick`` rates a handful once each (a smoke test).
"""

from __future__ import annotations

import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from benchmarks.common import Config, each_game, game_rows, game_targets, table, verdict_counts
from benchmarks.review import heuristic_game
from fashion_core.review import DEFAULT_ITERATIONS, MoveReview, Verdict, decisions, rate_saved_move

TITLE = "Hints (the heuristic bot's moves, rated by the review's search)"
TARGET_SHARE = 0.10
GAMES_PER_NAME = 8
"""Heuristic games per game name whose decisions make the sample."""
DECISIONS = 240
"""Decisions rated per game name by default (spread over its games and seats): each search
run then has a standard error of about 2 points at a 10% share; ``--samples`` takes more."""
RUNS = 2
"""Independent searches rating every decision (seeds ``seed`` and ``seed + 1``)."""
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
    count = QUICK_DECISIONS if cfg.quick else cfg.samples or DECISIONS
    runs = 1 if cfg.quick else RUNS
    chosen = chosen_decisions(name, cfg, count) * runs
    n = len(chosen)
    seeds = [cfg.seed + k // (n // runs) for k in range(n)]
    start = time.perf_counter()
    with ProcessPoolExecutor(max(1, cfg.workers)) as pool:
        rated = list(
            pool.map(
                rate_saved_move,
                [save for save, _ in chosen],
                [index for _, index in chosen],
                [iterations] * n,
                seeds,
                chunksize=8,
            )
        )
    seconds = time.perf_counter() - start
    size = n // runs
    by_run = [rated[k * size : (k + 1) * size] for k in range(runs)]
    shares = [sum(m.verdict in BAD for m in moves) / len(moves) for moves in by_run]
    share = sum(shares) / runs
    low, high = wilson(round(share * size), size)
    bad = [m for m in rated if m.verdict in BAD]
    return {
        "rated": size,
        "runs": runs,
        "bad": len(bad),
        "share": share,
        "shares": shares,
        "spread": max(shares) - min(shares),
        "low": low,
        "high": high,
        "iterations": iterations,
        "seconds": seconds,
        "verdicts": {v.value: sum(m.verdict is v for m in rated) for v in Verdict},
        "worst": [_bad_entry(m) for m in sorted(bad, key=lambda m: -m.sure_loss)[:3]],
        "bad_moves": [_bad_entry(m) for m in bad],
        "kinds": dict(Counter(_kind(m.played_text) for m in bad).most_common()),
    }


def _bad_entry(m: MoveReview) -> dict[str, Any]:
    """A bad hint with the move the search preferred and the margin it is sure of."""
    return {
        "index": m.index,
        "move": m.played_text,
        "better": m.best_text,
        "loss": round(m.loss, 3),
        "margin": round(m.margin, 3),
        "verdict": m.verdict.value,
    }


def _kind(text: str) -> str:
    """The kind of a move, by its description's first two words ("plays Red", "done")."""
    return " ".join(text.split()[:2]).rstrip(".:,")


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
    headers = [
        "game",
        "decisions",
        "inaccuracy or worse (95%)",
        "each run",
        "spread (pts)",
        "iterations",
        "seconds",
        "verdicts (all runs)",
    ]

    def row(g: dict[str, Any]) -> list[Any]:
        share = f"{g['share']:.1%} ({g['low']:.0%}-{g['high']:.0%})"
        runs = " / ".join(f"{s:.1%}" for s in g.get("shares", [g["share"]]))
        spread = f"{100 * g.get('spread', 0.0):.1f}"
        return [g["rated"], share, runs, spread, g["iterations"], g["seconds"], verdict_counts(g)]

    lines = [table(headers, game_rows(result["games"], row, len(headers)))]
    for name, g in result["games"].items():
        for w in g.get("worst", []):
            lines.append(
                f"  {name}: {w['move']} ({w['verdict']}, -{100 * w['loss']:.0f} ± "
                f"{100 * w['margin']:.0f} pts); the search preferred {w['better']}"
            )
    return "\n".join(lines)
