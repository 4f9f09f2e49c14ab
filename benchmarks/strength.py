"""Bot strength: a round robin of the random, heuristic and ISMCTS bots in every game.

Each pairing plays mirrored twins (same deal, seats swapped). The games themselves are
:func:`fashion_core.tournament.play_game` calls spread over a process pool; this module only
schedules them, shows progress and reads the results.
"""

from __future__ import annotations

import time
import traceback
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from typing import Any

from tqdm import tqdm

from benchmarks.common import Config, failure, fmt, table, target
from fashion_core.bots import make_bot
from fashion_core.games import GAMES
from fashion_core.tournament import Job, Record, bot_kinds, play_game, schedule, summarize

TITLE = "Bot strength"
TARGETS = (("ismcts", "random", 0.90), ("ismcts", "heuristic", 0.60), ("heuristic", "random", 0.80))


def timed_play(job: Job) -> tuple[Record, float]:
    """Play one game and say how long it took (the time is the benchmark's, not the record's)."""
    start = time.perf_counter()
    record = play_game(*job)
    return record, time.perf_counter() - start


def plan(name: str, cfg: Config) -> dict[str, Any]:
    game = GAMES[name]
    players = min(max(cfg.players, game.min_players), game.max_players)
    options = {"ismcts": {"iterations": cfg.iterations}} if cfg.iterations else None
    kinds = bot_kinds(name)
    iterations = None
    if "ismcts" in kinds:
        ismcts = make_bot(game, "ismcts", seed=0, **(options or {}).get("ismcts", {}))
        iterations = getattr(ismcts, "iterations", None)
    return {
        "kinds": kinds,
        "players": players,
        "games_per_pairing": cfg.pairing_games,
        "ismcts_iterations": iterations,
        "jobs": schedule(name, kinds, cfg.pairing_games, players, cfg.seed, options),
    }


def play_all(jobs: list[Job], cfg: Config) -> Iterator[tuple[Job, Record | None, float, str]]:
    """Every job's (job, record, seconds, error), in completion order, with a progress bar."""
    bar = tqdm(total=len(jobs), desc="strength games", unit="game", disable=not cfg.progress)
    with bar:
        if cfg.workers <= 1:
            for job in jobs:
                try:
                    record, seconds = timed_play(job)
                    yield job, record, seconds, ""
                except Exception:
                    yield job, None, 0.0, traceback.format_exc()
                bar.update()
            return
        with ProcessPoolExecutor(max_workers=cfg.workers) as pool:
            futures = {pool.submit(timed_play, job): job for job in jobs}
            for future in as_completed(futures):
                try:
                    record, seconds = future.result()
                    yield futures[future], record, seconds, ""
                except Exception:
                    yield futures[future], None, 0.0, traceback.format_exc()
                bar.update()


def run(cfg: Config) -> dict[str, Any]:
    games: dict[str, Any] = {}
    jobs: list[Job] = []
    for name in cfg.games:
        try:
            games[name] = plan(name, cfg)
            jobs += games[name].pop("jobs")
        except Exception as exc:
            games[name] = failure(exc)
    records: dict[str, list[Record]] = {name: [] for name in games}
    seconds: dict[tuple[str, frozenset[str]], list[float]] = {}
    for job, record, spent, error in play_all(jobs, cfg):
        entry = games[job.game]
        if error:
            entry.setdefault("error", error.strip().splitlines()[-1])
            entry.setdefault("trace", error)
            continue
        assert record is not None
        records[job.game].append(record)
        seconds.setdefault((job.game, frozenset(job.seats)), []).append(spent)
    targets = []
    for name, entry in games.items():
        if "error" in entry:
            targets += [target(name, f"{a} beats {b}", None, t, unit="%") for a, b, t in TARGETS]
            continue
        matrix = summarize(records[name])
        entry["matrix"] = matrix
        entry["games_played"] = len(records[name])
        entry["seconds_per_game"] = {
            " vs ".join(sorted(pair)): sum(times) / len(times)
            for (game, pair), times in seconds.items()
            if game == name
        }
        for a, b, threshold in TARGETS:
            cell = matrix.get(a, {}).get(b)
            value = cell["rate"] if cell else None
            interval = (cell["low"], cell["high"]) if cell else None
            targets.append(target(name, f"{a} beats {b}", value, threshold, interval, unit="%"))
    return {"games": games, "targets": targets}


def render(result: dict[str, Any]) -> str:
    parts = ["Row's win rate against column (ties count half) [95% Wilson interval], mean margin"]
    for name, entry in result["games"].items():
        if "matrix" not in entry:
            parts.append(f"\n{name}: ERROR {entry.get('error', '')}")
            continue
        kinds = entry["kinds"]
        parts.append(
            f"\n{name}: {entry['players']} players, {entry['games_played']} games "
            f"({entry['games_per_pairing']} per pairing), "
            f"ISMCTS {fmt(entry['ismcts_iterations'])} iterations"
        )
        rows = []
        for kind in kinds:
            row: list[Any] = [kind]
            for rival in kinds:
                cell = entry["matrix"].get(kind, {}).get(rival)
                row.append(cell_text(cell) if cell else "-")
            rows.append(row)
        parts.append(table(["", *kinds], rows))
    return "\n".join(parts)


def cell_text(cell: dict[str, Any]) -> str:
    return f"{cell['rate']:.0%} [{cell['low']:.0%}-{cell['high']:.0%}] {cell['margin']:+.1f}"
