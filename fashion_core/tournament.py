"""Bot tournaments: who beats whom, by how much, and how sure we can be.

The unit of work is :func:`play_game`, a pure function of (game name, the bot kind in each
seat, seed, bot options) returning a JSON-able record. Nothing else is shared between games,
so a tournament is just ``map(play_game, jobs)`` -- the built-in ``map``, a process pool's
``map``, or a Dask cluster's (:mod:`fashion_core.cluster`), with the same records for the same
seeds whichever runs them.

>>> jobs = schedule("colour_bazaar", ["random", "heuristic"], games_per_pairing=2, seed=1)
>>> [job.seats for job in jobs]
[('random', 'heuristic'), ('heuristic', 'random')]
>>> records = [play_game(*job) for job in jobs]
>>> table = summarize(records)
>>> table["heuristic"]["random"]["games"]
2
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any, NamedTuple

from fashion_core.bots import BOT_KINDS, make_bot
from fashion_core.cluster import dask_map
from fashion_core.games import GAMES

BotOptions = Mapping[str, Mapping[str, Any]]
"""Per bot kind, keyword overrides for :func:`fashion_core.bots.make_bot`."""

Record = dict[str, Any]

MAX_DECISIONS = 100_000
"""A game longer than this is a bug in its rules or bots, not a long game."""


class Job(NamedTuple):
    """One game to play: ``play_game(*job)``. Plain data, so it pickles to any worker."""

    game: str
    seats: tuple[str, ...]
    seed: int
    bot_options: BotOptions | None = None


def play_game(
    game: str, seats: Sequence[str], seed: int, bot_options: BotOptions | None = None
) -> Record:
    """Play one game between the bots named in ``seats`` and return what happened.

    Everything random (the deal, every bot's choices) derives from ``seed``, so the same
    arguments always give the same record.
    """
    rules = GAMES[game]
    rng = random.Random(seed)
    state = rules.new(len(seats), seed=rng.getrandbits(63))
    state.log = None  # nobody reads the log of a simulated game; skipping it is faster
    options = bot_options or {}
    bots = [
        make_bot(rules, kind, seed=rng.getrandbits(63), **options.get(kind, {})) for kind in seats
    ]
    decisions = 0
    while not state.is_over:
        if decisions >= MAX_DECISIONS:
            raise RuntimeError(f"{game} did not end after {MAX_DECISIONS} decisions (seed {seed})")
        bot = bots[state.current_player]
        state.apply_legal(bot.choose(state))
        decisions += 1
    return {
        "game": game,
        "seats": list(seats),
        "seed": seed,
        "scores": [float(s) for s in state.scores()],
        "returns": list(state.returns()),
        "decisions": decisions,
    }


def seat_pattern(first: str, second: str, players: int) -> tuple[str, ...]:
    """Seats for a game of ``first`` against ``second``: they alternate around the table.

    >>> seat_pattern("random", "ismcts", 3)
    ('random', 'ismcts', 'random')
    """
    return tuple(first if seat % 2 == 0 else second for seat in range(players))


def pairings(kinds: Sequence[str]) -> list[tuple[str, str]]:
    """Every pair of different bot kinds, once (a round robin)."""
    return list(itertools.combinations(kinds, 2))


def schedule(
    game: str,
    kinds: Sequence[str],
    games_per_pairing: int,
    players: int = 2,
    seed: int = 0,
    bot_options: BotOptions | None = None,
) -> list[Job]:
    """A round robin of ``kinds``: ``games_per_pairing`` games for each pair of them.

    Games come in mirrored twins: the same deal (same seed) with the seats swapped, so no bot
    gains from a lucky deal or from sitting first. An odd count leaves one game unmirrored.
    """
    jobs = []
    for a, b in pairings(kinds):
        for twin in range(math.ceil(games_per_pairing / 2)):
            # Seeding with a string is stable across runs and machines (unlike hash()).
            twin_seed = random.Random(f"{seed}:{game}:{players}:{a}:{b}:{twin}").getrandbits(63)
            for k, (x, y) in enumerate(((a, b), (b, a))):
                if 2 * twin + k < games_per_pairing:
                    jobs.append(Job(game, seat_pattern(x, y, players), twin_seed, bot_options))
    return jobs


def run_tournament(
    game: str,
    kinds: Sequence[str],
    games_per_pairing: int,
    players: int = 2,
    seed: int = 0,
    bot_options: BotOptions | None = None,
    map_fn: Callable[..., Iterable[Record]] = map,
    scheduler: str | None = None,
) -> list[Record]:
    """Schedule and play a round robin; ``map_fn`` decides where the games run.

    ``map_fn`` is called as ``map_fn(play_game, games, seats, seeds, options)``, like ``map``
    or ``ProcessPoolExecutor().map``. ``scheduler``, a Dask scheduler's address
    (``tcp://host:8786``), plays the games on that cluster instead.
    """
    jobs = schedule(game, kinds, games_per_pairing, players, seed, bot_options)
    if not jobs:
        return []
    if scheduler:
        with dask_map(scheduler) as run:
            return list(run(play_game, *zip(*jobs, strict=True)))
    return list(map_fn(play_game, *zip(*jobs, strict=True)))


# -- reading the results ---------------------------------------------------------------------


def wilson(points: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default); ``points`` may be fractional.

    >>> low, high = wilson(200, 400)
    >>> round(low, 3), round(high, 3)
    (0.451, 0.549)
    """
    if n == 0:
        return (0.0, 1.0)
    p = points / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def head_to_head(record: Record) -> Iterator[tuple[str, str, float, float]]:
    """``(kind, rival, result, margin)`` for each side of a two-kind game.

    ``result`` is the kind's share of the game's wins: 1 for a win, 0 for a loss, 1/2 for a
    tie in a two-player game. ``margin`` is its mean seat score minus the rival's.
    """
    seats, returns, scores = record["seats"], record["returns"], record["scores"]
    kinds = sorted(set(seats))
    if len(kinds) != 2:
        return
    points = {k: sum(r for s, r in zip(seats, returns, strict=True) if s == k) for k in kinds}
    mean_score = {
        k: sum(x for s, x in zip(seats, scores, strict=True) if s == k) / seats.count(k)
        for k in kinds
    }
    total = sum(points.values()) or 1.0
    for kind, rival in (kinds, kinds[::-1]):
        yield kind, rival, points[kind] / total, mean_score[kind] - mean_score[rival]


def summarize(records: Iterable[Record]) -> dict[str, dict[str, dict[str, Any]]]:
    """The win-rate matrix: ``table[kind][rival]`` holds games, points, rate, Wilson interval
    (``low``, ``high``) and the mean score margin of ``kind`` over ``rival``."""
    tally: dict[tuple[str, str], list[float]] = {}
    for record in records:
        for kind, rival, result, margin in head_to_head(record):
            entry = tally.setdefault((kind, rival), [0, 0.0, 0.0])
            entry[0] += 1
            entry[1] += result
            entry[2] += margin
    table: dict[str, dict[str, dict[str, Any]]] = {}
    for (kind, rival), (games, points, margin) in sorted(tally.items()):
        n = int(games)
        low, high = wilson(points, n)
        table.setdefault(kind, {})[rival] = {
            "games": n,
            "points": points,
            "rate": points / n,
            "low": low,
            "high": high,
            "margin": margin / n,
        }
    return table


def scores_by_kind(records: Iterable[Record]) -> dict[str, list[float]]:
    """Every final score, grouped by the kind of bot that scored it."""
    out: dict[str, list[float]] = {}
    for record in records:
        for kind, score in zip(record["seats"], record["scores"], strict=True):
            out.setdefault(kind, []).append(score)
    return out


def bot_kinds(game: str) -> list[str]:
    """The bot kinds ``game`` offers, weakest first (random, heuristic, ismcts, then others)."""
    offered = list(GAMES[game].bots)
    return [k for k in BOT_KINDS if k in offered] + [k for k in offered if k not in BOT_KINDS]
