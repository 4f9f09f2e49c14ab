"""What every benchmark section shares: the run's settings, targets, timing and tables.

A section is a module ``benchmarks/<name>.py`` with::

    TITLE: str                                   # heading of its part of the report
    def run(cfg: Config) -> dict[str, Any]: ...  # JSON-able results, with a "targets" list
    def render(result: dict[str, Any]) -> str:   # the human-readable table(s)

Sections are listed in :data:`SECTION_ORDER`; each must exist (a missing one is an error, not
a silently shorter report).
"""

from __future__ import annotations

import dataclasses
import importlib
import os
import time
import traceback
from collections.abc import Callable, Sequence
from types import ModuleType
from typing import Any

from fashion_core.games import GAME_MODULES

SAMPLE_GAME = GAME_MODULES[0]
"""The game the load and online benchmarks play: the first registered one."""

SECTION_ORDER = ("engine", "strength", "memory", "review", "hints", "ui", "load", "online", "site")


def available_sections() -> list[str]:
    """Section names, in report order."""
    return list(SECTION_ORDER)


def load_section(name: str) -> ModuleType:
    return importlib.import_module(f"benchmarks.{name}")


@dataclasses.dataclass
class Config:
    """Settings of one benchmark run (the command-line flags, with quick-mode defaults)."""

    games: list[str]
    quick: bool = False
    seconds: float = 2.0
    """Wall-clock budget for each engine figure (split into ``repeats``, best one kept)."""
    repeats: int = 3
    pairing_games: int = 400
    """Games per pairing in the strength round robin."""
    players: int = 2
    """Seats per strength game (raised to a game's minimum where needed)."""
    iterations: int | None = None
    """ISMCTS iterations in the strength round robin (None: each game's default)."""
    clicks: int = 48
    """Timed clicks per game page in the UI section (its p95 is the third-slowest of 48; more
    clicks give a steadier p95 on a shared machine)."""
    latency: float = 0.0
    """Milliseconds added to each round trip between the browser and the server in the UI
    section (0: one computer, as measured by default; see ``benchmarks/latency.py``)."""
    samples: int | None = None
    """Decisions rated per game in the hints section (None: its default)."""
    workers: int = dataclasses.field(default_factory=lambda: os.cpu_count() or 1)
    seed: int = 0
    progress: bool = True

    @classmethod
    def make(cls, games: list[str], quick: bool = False, **given: Any) -> Config:
        """Fill in what was not given; quick mode trades accuracy for a run of seconds."""
        defaults: dict[str, Any] = (
            {"seconds": 0.15, "repeats": 1, "pairing_games": 4, "iterations": 25, "clicks": 6}
            if quick
            else {}
        )
        defaults.update({k: v for k, v in given.items() if v is not None})
        return cls(games=games, quick=quick, **defaults)


def each_game(cfg: Config, measure: Callable[[str], dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """``measure(name)`` for every game of the run. A game that raises gets ``{"error",
    "trace"}`` instead of figures: one broken game must not hide the others' figures."""
    games: dict[str, dict[str, Any]] = {}
    for name in cfg.games:
        try:
            games[name] = measure(name)
        except Exception as exc:
            games[name] = failure(exc)
    return games


def game_rows(
    games: dict[str, dict[str, Any]], row: Callable[[dict[str, Any]], list[Any]], columns: int
) -> list[list[Any]]:
    """A table row per game, ``[name, *row(figures)]``; a game that raised shows ``error``,
    dashes, and its error in the last of the ``columns``."""
    return [
        [name, "error", *["-"] * (columns - 3), g["error"]] if "error" in g else [name, *row(g)]
        for name, g in games.items()
    ]


def game_targets(
    games: dict[str, dict[str, Any]],
    name: str,
    figure: Callable[[dict[str, Any]], float | None],
    threshold: float,
    *,
    spread: Callable[[dict[str, Any]], tuple[float, float]] | None = None,
    unit: str = "",
    at_most: bool = False,
) -> list[dict[str, Any]]:
    """The target ``name`` for each game, on ``figure`` of its figures (and ``spread``, a
    confidence interval); ``n/a`` for a game that raised."""
    return [
        target(
            game,
            name,
            None if "error" in g else figure(g),
            threshold,
            interval=None if "error" in g or spread is None else spread(g),
            unit=unit,
            at_most=at_most,
        )
        for game, g in games.items()
    ]


def verdict_counts(g: dict[str, Any]) -> str:
    """A review's verdicts as ``"12 good, 3 inaccuracy"``, the ones that occurred."""
    return ", ".join(f"{n} {v}" for v, n in g["verdicts"].items() if n)


def failure(exc: Exception) -> dict[str, Any]:
    """What a section or a game that raised reports instead of its figures."""
    return {"error": f"{type(exc).__name__}: {exc}", "trace": traceback.format_exc()}


# -- targets -----------------------------------------------------------------------------


def target(
    game: str,
    name: str,
    value: float | None,
    threshold: float,
    interval: tuple[float, float] | None = None,
    unit: str = "",
    at_most: bool = False,
) -> dict[str, Any]:
    """A target with its verdict: ``pass`` when the measured value reaches the threshold
    (or, with ``at_most``, stays at or under it: times, sizes).

    ``interval`` (a confidence interval) adds a note when it straddles the threshold, i.e.
    when more games could still change the verdict.
    """
    met = value is not None and (value <= threshold if at_most else value >= threshold)
    verdict = "n/a" if value is None else "pass" if met else "FAIL"
    unsure = interval is not None and interval[0] < threshold <= interval[1]
    return {
        "game": game,
        "target": name,
        "value": value,
        "threshold": threshold,
        "unit": unit,
        "verdict": verdict,
        "unsure": unsure,
        "interval": list(interval) if interval is not None else None,
        "at_most": at_most,
    }


def render_targets(targets: Sequence[dict[str, Any]]) -> str:
    rows = []
    for t in targets:
        value, unit = t["value"], t["unit"]
        shown = "-" if value is None else (f"{value:.0%}" if unit == "%" else fmt(value) + unit)
        need = f"{t['threshold']:.0%}" if unit == "%" else fmt(t["threshold"]) + unit
        note = t.get("note", "")
        if t.get("interval"):
            low, high = t["interval"]
            shown_interval = (
                f"{low:.0%}-{high:.0%}" if unit == "%" else f"{fmt(low)}-{fmt(high)}{unit}"
            )
            note = f"interval {shown_interval}" + (", straddles the target" if t["unsure"] else "")
        sign = "<=" if t.get("at_most") else ">="
        rows.append([t["game"], t["target"], shown, f"{sign} {need}", t["verdict"], note])
    return table(["game", "target", "measured", "needed", "verdict", "note"], rows)


# -- measuring ---------------------------------------------------------------------------


def best_rate(work: Callable[[], tuple[int, float]], seconds: float, repeats: int) -> float:
    """The best rate (units per second) over ``repeats`` rounds of ``seconds / repeats`` each.

    ``work()`` does one batch and returns (units done, seconds it spent on them). The best
    round is kept because noise on a shared machine only ever slows a round down.
    """
    budget = seconds / max(1, repeats)
    best = 0.0
    for _ in range(max(1, repeats)):
        units, spent, start = 0, 0.0, time.perf_counter()
        while units == 0 or time.perf_counter() - start < budget:
            n, dt = work()
            units += n
            spent += dt
        best = max(best, units / spent if spent > 0 else 0.0)
    return best


def interleaved_best_rates(
    works: dict[str, Callable[[], tuple[int, float]]], seconds: float, repeats: int
) -> dict[str, float]:
    """Like :func:`best_rate` for several works at once, taking turns round by round.

    Comparing two rates measured a minute apart on a shared machine compares the machine's
    load more than the code; alternating rounds puts both under the same conditions.
    """
    best = dict.fromkeys(works, 0.0)
    for _ in range(max(1, repeats)):
        for name, work in works.items():
            best[name] = max(best[name], best_rate(work, seconds / max(1, repeats), 1))
    return best


# -- tables ------------------------------------------------------------------------------


def fmt(value: Any, digits: int = 3) -> str:
    """Numbers to ``digits`` significant figures with thousands separators; None as "-"."""
    if value is None:
        return "-"
    if isinstance(value, str):
        return value
    if isinstance(value, int) or (isinstance(value, float) and abs(value) >= 10**digits):
        return f"{round(value):,}"
    if value == 0:
        return "0"
    return f"{value:.{digits}g}" if abs(value) >= 1e-3 else f"{value:.2e}"


def table(headers: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    """A plain-text table: text columns left-aligned, numbers right-aligned."""
    cells = [[fmt(c) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in cells:
        widths = [max(w, len(c)) for w, c in zip(widths, row, strict=True)]
    # A column with any number in it is right-aligned, notes and all, so digits line up.
    numeric = [any(not isinstance(row[i], str) for row in rows) for i in range(len(headers))]

    def line(values: Sequence[str]) -> str:
        parts = [
            v.rjust(w) if num else v.ljust(w)
            for v, w, num in zip(values, widths, numeric, strict=True)
        ]
        return "  ".join(parts).rstrip()

    out = [line(list(headers)), line(["-" * w for w in widths])]
    out += [line(row) for row in cells]
    return "\n".join(out)
