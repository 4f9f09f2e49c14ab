"""Memory: how big a position is when saved (JSON) and when copied for search (clone).

Measured for every game and player count, on the opening position and on one halfway
through a random game (hands, markets and discard piles have grown by then).

The peak memory of a whole Voila kernel belongs to the UI benchmarks: they add a probe to
:data:`KERNEL_PROBES` and its figures appear here under ``kernels``.
"""

from __future__ import annotations

import json
import random
import sys
import tracemalloc
from collections.abc import Callable
from typing import Any

from benchmarks.common import Config, each_game, table
from fashion_core.engine import State
from fashion_core.games import GAMES

TITLE = "Memory"
CLONES = 200  # clones per measurement: enough to average out allocator rounding

KERNEL_PROBES: list[Callable[[Config], dict[str, Any]]] = []
"""Hook for the UI section: each probe returns ``{"name": ..., "peak_rss_bytes": ...}``
(e.g. a Voila kernel that has rendered a game). Runs after the per-game figures."""


def run(cfg: Config) -> dict[str, Any]:
    games = each_game(cfg, lambda name: {"players": measure_game(name, cfg.seed)})
    kernels = [probe(cfg) for probe in KERNEL_PROBES]
    return {
        "games": games,
        "kernels": kernels,
        "runner_peak_rss_bytes": peak_rss(),
        "targets": [],
    }


def measure_game(name: str, seed: int) -> dict[str, Any]:
    game = GAMES[name]
    out = {}
    for players in range(game.min_players, game.max_players + 1):
        rng = random.Random(f"{seed}:{name}:{players}:memory")
        start = game.new(players, seed=rng.getrandbits(63))
        start.log = None
        middle = halfway(start, rng)
        out[str(players)] = {"start": measure_state(start), "mid": measure_state(middle)}
    return out


def halfway(start: State, rng: random.Random) -> State:
    """The position halfway through a random game from ``start``."""
    seen = []
    state = start.clone()
    while not state.is_over:
        seen.append(state.clone())
        state.apply_legal(rng.choice(state.legal_actions()))
    return seen[len(seen) // 2]


def measure_state(state: State) -> dict[str, int]:
    return {
        "json_bytes": len(json.dumps(state.to_json())),
        "clone_bytes": clone_bytes(state),
        "moves": state.moves,
    }


def clone_bytes(state: State) -> int:
    """Memory that one ``clone()`` allocates and keeps, measured with tracemalloc.

    Objects a clone shares with its original (options, immutable cards) are rightly not
    counted: a search holding a thousand clones pays only for what each one owns.
    """
    already = tracemalloc.is_tracing()
    if not already:
        tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        clones = [state.clone() for _ in range(CLONES)]
        after = tracemalloc.get_traced_memory()[0]
    finally:
        if not already:
            tracemalloc.stop()
    # The list holding the clones is the benchmark's, not theirs.
    return round((after - before - sys.getsizeof(clones)) / CLONES)


def peak_rss() -> int | None:
    """This process's peak resident memory in bytes (Linux reports KiB, macOS bytes)."""
    try:
        import resource  # Unix only

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    except (ImportError, OSError):
        return None
    return peak if sys.platform == "darwin" else peak * 1024


def render(result: dict[str, Any]) -> str:
    headers = ["game", "players", "JSON B start", "JSON B mid", "clone B start", "clone B mid"]
    rows: list[list[Any]] = []
    for name, entry in result["games"].items():
        if "error" in entry:
            rows.append([name, "-", "ERROR", entry["error"][:60], "", ""])
            continue
        for players, r in entry["players"].items():
            rows.append(
                [
                    name,
                    int(players),
                    r["start"]["json_bytes"],
                    r["mid"]["json_bytes"],
                    r["start"]["clone_bytes"],
                    r["mid"]["clone_bytes"],
                ]
            )
    lines = [table(headers, rows)]
    rss = result.get("runner_peak_rss_bytes")
    if rss:
        lines.append(f"Benchmark process peak RSS: {rss / 2**20:.0f} MiB")
    for kernel in result.get("kernels", []):
        lines.append(f"{kernel['name']} peak RSS: {kernel['peak_rss_bytes'] / 2**20:.0f} MiB")
    if not result.get("kernels"):
        lines.append("Voila kernel peak RSS: measured by the UI benchmarks (not in this run)")
    return "\n".join(lines)
