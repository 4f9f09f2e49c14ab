"""Online play: how fast a move reaches the other players, and what a waiting page costs.

* **Store propagation**: player processes in rooms of two, one kernel each, as on a server.
  The player to move appends a move; the other wakes on the store's watcher and reads it.
  Measured from just before the append to the moment the reader holds the entry, p50/p95,
  with 2 and 10 players at once, on SQLite (pages sleep on a signal file with inotify; also
  the fallback without inotify, polling its change counter every 20 ms, for comparison) and
  on PostgreSQL (LISTEN/NOTIFY; a throwaway server started here, as in the store tests).
* **Idle CPU**: kernels sit in a room where nobody moves, doing what a page does (watch,
  heartbeat every 5 s, re-read on each wake-up): CPU milliseconds per second per kernel.
* **Browser** (``benchmarks/online_ui.py``): click in one friend's page to the move shown in
  the other's, with 1 and 10 rooms open at once, beside the bare notebook's click (the floor
  of any widget page) measured in the same Voila run.

Targets: a move reaches the other players within 100 ms p95 with 10 players; a waiting
kernel spends at most 2 ms of CPU per second.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import statistics
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from benchmarks import online_ui
from benchmarks.common import SAMPLE_GAME, Config, fmt, table, target
from fashion_core.rooms import RoomSession, SeatSpec, open_store
from fashion_core.rooms import sqlite as sqlite_rooms
from fashion_core.rooms.session import HEARTBEAT

TITLE = "Online play (room store: propagation and idle cost)"

POLLING = "sqlite-poll"
"""The SQLite file again, with inotify switched off: the fallback, for comparison."""


def _open(database: str, backend: str) -> Any:
    if backend == POLLING:  # in this worker process only
        sqlite_rooms.file_watch = lambda _path: None
    return open_store(database)


def _player(database: str, backend: str, room: str, key: str, start_at: float, limit: int) -> dict:
    """One kernel: play its seat (first legal move) until ``limit`` entries; note times."""
    store = _open(database, backend)
    session = RoomSession(store, room, key)
    watcher = store.watch(room)
    written: dict[int, float] = {}
    seen: dict[int, float] = {}
    while time.time() < start_at:
        time.sleep(0.002)
    while session.position.number < limit and not session.position.match.state.is_over:
        state = session.position.match.state
        if state.current_player == session.seat:
            time.sleep(0.01)  # a person's click is never instant; lets readers settle
            number = session.position.number + 1
            begun = time.time()
            if session.play(state.legal_actions()[0]).kept:
                written[number] = begun
            continue
        if watcher.wait(2.0):
            for entry in session.sync():
                seen[entry.number] = time.time()
    watcher.close()
    store.close()
    return {"room": room, "written": written, "seen": seen}


def _idle(database: str, backend: str, room: str, key: str, seconds: float) -> float:
    """One waiting kernel: CPU ms per second spent watching, heartbeating and re-reading."""
    store = _open(database, backend)
    session = RoomSession(store, room, key)
    watcher = store.watch(room)
    cpu0, wall0 = time.process_time(), time.monotonic()
    next_beat = wall0 + HEARTBEAT
    while (left := wall0 + seconds - time.monotonic()) > 0:
        if watcher.wait(min(left, max(0.0, next_beat - time.monotonic()))):
            session.sync()
        if time.monotonic() >= next_beat:
            session.heartbeat()
            next_beat += HEARTBEAT
    spent = time.process_time() - cpu0
    watcher.close()
    store.close()
    return spent / seconds * 1000


def _rooms(database: str, players: int, seed: int) -> list[tuple[str, dict[int, str]]]:
    store = open_store(database)
    made = []
    for i in range(players // 2):
        invites = store.create_room(SAMPLE_GAME, [SeatSpec("Ada"), SeatSpec("Bo")], seed=seed + i)
        made.append((invites.room_id, invites.seat_keys))
    store.close()
    return made


def propagation(database: str, backend: str, players: int, limit: int, seed: int) -> dict[str, Any]:
    rooms = _rooms(database, players, seed)
    ctx = multiprocessing.get_context("spawn")
    start_at = time.time() + 3.0 + 0.3 * players
    args = [
        (database, backend, room, key, start_at, limit)
        for room, keys in rooms
        for key in keys.values()
    ]
    with ctx.Pool(len(args)) as pool:
        results = pool.starmap(_player, args)
    delays = []
    for room, _keys in rooms:
        written = {n: t for r in results if r["room"] == room for n, t in r["written"].items()}
        for r in results:
            if r["room"] != room:
                continue
            for number, when in r["seen"].items():
                if number in written:
                    delays.append((when - written[number]) * 1000)
    delays.sort()
    return {
        "players": players,
        "moves": len(delays),
        "p50_ms": statistics.median(delays) if delays else None,
        "p95_ms": delays[int(0.95 * (len(delays) - 1))] if delays else None,
    }


def idle_cpu(database: str, backend: str, kernels: int, seconds: float, seed: int) -> float:
    rooms = _rooms(database, kernels, seed)
    ctx = multiprocessing.get_context("spawn")
    args = [
        (database, backend, room, key, seconds) for room, keys in rooms for key in keys.values()
    ]
    with ctx.Pool(len(args)) as pool:
        per_kernel = pool.starmap(_idle, args)
    return statistics.median(per_kernel)


@contextlib.contextmanager
def databases(quick: bool) -> Iterator[dict[str, str]]:
    """An SQLite file and, if Debian's PostgreSQL is installed, a throwaway server."""
    folder = Path(tempfile.mkdtemp(prefix="fg-bench-rooms-"))
    found: dict[str, str] = {
        "sqlite": str(folder / "rooms.sqlite3"),
        POLLING: str(folder / "polled.sqlite3"),
    }
    with contextlib.ExitStack() as stack:
        try:
            from tests.rooms.pgserver import find_binary, running_postgres

            if find_binary("initdb"):
                found["postgres"] = stack.enter_context(running_postgres()).url
        except ImportError:  # psycopg missing: the online extra is not installed
            pass
        yield found


def run(cfg: Config) -> dict[str, Any]:
    limit = 12 if cfg.quick else 60
    seconds = 2.0 if cfg.quick else 12.0
    counts = (2,) if cfg.quick else (2, 10)
    rows = []
    targets = []
    with databases(cfg.quick) as found:
        for backend, database in found.items():
            for players in counts:
                result = propagation(database, backend, players, limit, cfg.seed + 100 * players)
                result["backend"] = backend
                rows.append(result)
                if players == 10 and backend != POLLING:
                    targets.append(
                        target(
                            backend,
                            "move reaches the other player, p95, 10 players",
                            result["p95_ms"],
                            100.0,
                            unit=" ms",
                            at_most=True,
                        )
                    )
            kernels = 2 if cfg.quick else 10
            cpu = idle_cpu(database, backend, kernels, seconds, cfg.seed + 7)
            rows.append({"backend": backend, "idle_kernels": kernels, "idle_cpu_ms_per_s": cpu})
            if backend == POLLING:
                continue  # shown for comparison; the default store is the one with a target
            targets.append(
                target(
                    backend,
                    f"idle CPU per waiting kernel ({kernels} kernels)",
                    cpu,
                    2.0,
                    unit=" ms/s",
                    at_most=True,
                )
            )
    browser = online_ui.run_browser(cfg.quick)
    widest = max(browser["rooms"], key=int)
    targets.append(
        target(
            "browser",
            f"click to the move in the other browser, p95, {widest} rooms",
            browser["rooms"][widest]["p95"],
            100.0,
            unit=" ms",
            at_most=True,
        )
    )
    lost = sum(figures.get("lost", 0) for figures in browser["rooms"].values())
    targets.append(
        target("browser", "moves never shown in the other browser", lost, 0, at_most=True)
    )
    return {"rows": rows, "browser": browser, "targets": targets}


def render(result: dict[str, Any]) -> str:
    moves = [r for r in result["rows"] if "players" in r]
    idle = [r for r in result["rows"] if "idle_kernels" in r]
    out = [
        table(
            ["backend", "players", "moves", "p50 ms", "p95 ms"],
            [[r["backend"], r["players"], r["moves"], r["p50_ms"], r["p95_ms"]] for r in moves],
        ),
        "",
        table(
            ["backend", "waiting kernels", "CPU ms per s per kernel"],
            [[r["backend"], r["idle_kernels"], fmt(r["idle_cpu_ms_per_s"])] for r in idle],
        ),
    ]
    browser = result.get("browser")
    if browser:
        bare = browser["bare_click_ms"]
        floor = "bare notebook: button click (floor)"
        rows = [[floor, bare["n"], bare["median"], bare["p95"], "-"]]
        for rooms, figures in browser["rooms"].items():
            rows.append(
                [
                    f"{rooms} room(s): click to the other page",
                    figures["n"],
                    figures["median"],
                    figures["p95"],
                    figures.get("lost", 0),
                ]
            )
        head = ["browser (Voila + Chromium)", "clicks", "p50 ms", "p95 ms", "lost"]
        out += ["", table(head, rows)]
    return "\n".join(out)


if __name__ == "__main__":
    import sys

    config = Config.make([SAMPLE_GAME], quick="--quick" in sys.argv)
    print(render(run(config)))
