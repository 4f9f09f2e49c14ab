"""``python -m benchmarks``: run the benchmark sections, print a report, write JSON.

    python -m benchmarks                      # everything, every registered game
    python -m benchmarks --quick              # a smoke run of a few seconds per game
    python -m benchmarks --games colour_bazaar --sections engine,strength

The exit status is 1 when a section or a game failed to run (targets missed do not count:
they are findings, not errors).
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from benchmarks.common import Config, available_sections, failure, load_section, render_targets
from fashion_core.games import GAMES

DEFAULT_OUT = Path(__file__).parent / "results" / "latest.json"


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--quick", action="store_true", help="tiny budgets: a smoke test")
    parser.add_argument("--games", help="comma-separated game names (default: every game)")
    parser.add_argument(
        "--sections", help=f"comma-separated sections (default: {','.join(available_sections())})"
    )
    parser.add_argument("--seconds", type=float, help="budget per engine figure (default 2)")
    parser.add_argument("--repeats", type=int, help="rounds per engine figure, best kept")
    parser.add_argument("--pairing-games", type=int, help="strength games per pairing (400)")
    parser.add_argument("--players", type=int, help="seats in strength games (default 2)")
    parser.add_argument("--iterations", type=int, help="ISMCTS iterations in strength games")
    parser.add_argument("--clicks", type=int, help="timed clicks per page in the UI section (48)")
    parser.add_argument(
        "--latency", type=float, help="ms added to each browser-server round trip (UI section)"
    )
    parser.add_argument(
        "--samples", type=int, help="decisions rated per game in the hints section (240)"
    )
    parser.add_argument("--workers", type=int, help="processes for strength games (all cores)")
    parser.add_argument("--seed", type=int, help="base seed (default 0)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where to write the JSON")
    parser.add_argument("--no-progress", action="store_true", help="no progress bars")
    return parser.parse_args(argv)


def pick(given: str | None, known: list[str], what: str) -> list[str]:
    if not given:
        return known
    chosen = [name.strip() for name in given.split(",") if name.strip()]
    unknown = [name for name in chosen if name not in known]
    if unknown:
        sys.exit(f"unknown {what}: {', '.join(unknown)} (known: {', '.join(known)})")
    return chosen


def git_commit() -> str | None:
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            cwd=Path(__file__).parent,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return out.stdout.strip() or None


def meta(cfg: Config, sections: list[str]) -> dict[str, Any]:
    return {
        "when": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "commit": git_commit(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "load_before": load_average(),
        "sections": sections,
        "config": {k: v for k, v in vars(cfg).items() if k != "progress"},
    }


def load_average() -> float | None:
    """The 1-minute load average: above zero before we start, someone else is using the CPUs."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):  # not on Windows
        return None


def has_errors(result: dict[str, Any]) -> bool:
    if "error" in result:
        return True
    return any("error" in entry for entry in result.get("games", {}).values())


STOP_SIGNALS = (signal.SIGTERM, signal.SIGHUP)
"""Signals that end a run the way Ctrl+C does: `timeout`, `kill`, a closed terminal."""


def _stop(signum: int, _frame: object) -> None:
    raise SystemExit(128 + signum)


def stop_like_ctrl_c() -> None:
    """Make SIGTERM and SIGHUP unwind the run: by default they end Python at once, and the
    Voila servers and the static-site server the sections started (each in a session of its
    own, so the signal does not reach them) served on as orphans with their kernels. Raised as
    an exception, the signal runs every section's ``finally``, which stops its servers."""
    for signum in STOP_SIGNALS:
        signal.signal(signum, _stop)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    stop_like_ctrl_c()
    games = pick(args.games, list(GAMES), "game")
    sections = pick(args.sections, available_sections(), "section")
    cfg = Config.make(
        games,
        quick=args.quick,
        seconds=args.seconds,
        repeats=args.repeats,
        pairing_games=args.pairing_games,
        players=args.players,
        iterations=args.iterations,
        clicks=args.clicks,
        latency=args.latency,
        workers=args.workers,
        samples=args.samples,
        seed=args.seed,
        progress=not args.no_progress,
    )
    # Import every section first: a section may hook into another (ui adds a memory probe).
    modules = {name: load_section(name) for name in available_sections()}
    report: dict[str, Any] = {"meta": meta(cfg, sections), "sections": {}, "targets": []}
    for name in sections:
        print(f"[benchmarks] {name}...", file=sys.stderr, flush=True)
        start = time.perf_counter()
        try:
            result = modules[name].run(cfg)
        except Exception as exc:
            result = failure(exc)
        result["seconds"] = time.perf_counter() - start
        report["sections"][name] = result
        report["targets"] += [{"section": name, **t} for t in result.get("targets", [])]
    report["meta"]["load_after"] = load_average()

    print(render_report(report, modules))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1, default=str) + "\n")
    print(f"\nWrote {args.out}")
    return 1 if any(has_errors(r) for r in report["sections"].values()) else 0


def render_report(report: dict[str, Any], modules: dict[str, Any]) -> str:
    m = report["meta"]
    mode = "QUICK (smoke test: figures are rough)" if m["config"]["quick"] else "full"
    parts = [
        f"Fashion Games benchmarks - {m['when']} - commit {m['commit']} - Python {m['python']}"
        f" - {m['cpus']} CPUs - {mode} run"
    ]
    load = m.get("load_before")
    if load is not None and m["cpus"] and load > 0.5 * m["cpus"]:
        parts.append(
            f"Note: load average {load} before the run - other work shared the CPUs, so "
            f"absolute figures (ISMCTS it/s) are low; the ratios to OpenSpiel still hold."
        )
    for name, result in report["sections"].items():
        title = getattr(modules[name], "TITLE", name)
        parts.append(f"\n== {title} ({result['seconds']:.0f} s) ==")
        if "error" in result:
            parts.append(f"ERROR: {result['error']}\n{result['trace']}")
            continue
        parts.append(modules[name].render(result))
    if report["targets"]:
        parts.append("\n== Targets ==")
        parts.append(render_targets(report["targets"]))
    return "\n".join(parts)


if __name__ == "__main__":
    sys.exit(main())
