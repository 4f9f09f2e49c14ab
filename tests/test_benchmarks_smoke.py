"""The benchmark runner works end to end on a tiny budget, for every registered game.

No timing is checked here (the machine's speed is not a property of the code): only that each
section reports every game with the figures the README describes.
"""

from __future__ import annotations

import importlib.util
import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from fashion_core import GAMES
from fashion_core.tournament import bot_kinds, pairings

ROOT = Path(__file__).resolve().parents[1]
ENGINE_FIGURES = {
    "playouts_per_s",
    "decisions_per_game",
    "step_us",
    "clone_us",
    "determinize_us",
    "ismcts_it_per_s",
    "vs_hearts",
    "vs_oh_hell",
    "vs_bridge",
    "us_per_decision",
    "vs_bridge_per_decision",
}
CELL_FIGURES = {"games", "points", "rate", "low", "high", "margin"}


@pytest.fixture(scope="module")
def report(tmp_path_factory: pytest.TempPathFactory) -> dict:
    out = tmp_path_factory.mktemp("bench") / "smoke.json"
    # The ui section needs Chromium and has its own tests; these need nothing else.
    command = [sys.executable, "-m", "benchmarks", "--quick", "--seconds", "0.02"]
    command += ["--sections", "engine,strength,memory,review,hints", "--workers", "1"]
    command += ["--pairing-games", "2", "--iterations", "4", "--no-progress", "--out", str(out)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Targets" in done.stdout  # the human-readable report was printed
    return json.loads(out.read_text())


def players_of(name: str) -> set[str]:
    game = GAMES[name]
    return {str(n) for n in range(game.min_players, game.max_players + 1)}


def test_the_report_names_its_run(report):
    assert report["meta"]["config"]["quick"] is True
    assert report["meta"]["sections"] == ["engine", "strength", "memory", "review", "hints"]


def game_entry(report, section, name):
    """One game's entry in a section, which must not be a crash report."""
    entry = report["sections"][section]["games"][name]
    assert "error" not in entry, entry.get("trace")
    return entry


@pytest.mark.parametrize("name", list(GAMES))
def test_engine_figures_for_every_player_count(report, name):
    entry = game_entry(report, "engine", name)
    assert set(entry["players"]) == players_of(name)
    for row in entry["players"].values():
        assert set(row) >= ENGINE_FIGURES
        assert row["playouts_per_s"] > 0 and row["decisions_per_game"] > 0


def test_the_openspiel_peer_is_measured_in_the_same_run(report):
    peers = report["sections"]["engine"]["peers"]
    assert set(peers) == {"hearts", "oh_hell", "bridge"}
    # The bench extra installs open_spiel (scripts/test installs it): every peer is measured.
    # Without it the peers are None, and the report must say so rather than invent figures.
    installed = importlib.util.find_spec("pyspiel") is not None
    for name, figures in peers.items():
        if installed:
            assert figures is not None, f"{name} was not measured"
            assert figures["playouts_per_s"] > 0
        else:
            assert figures is None


@pytest.mark.parametrize("name", list(GAMES))
def test_strength_matrix_covers_every_pairing(report, name):
    entry = game_entry(report, "strength", name)
    matrix = entry["matrix"]
    for a, b in pairings(bot_kinds(name)):
        for kind, rival in ((a, b), (b, a)):
            cell = matrix[kind][rival]
            assert set(cell) >= CELL_FIGURES
            assert cell["games"] == 2
            assert 0 <= cell["low"] <= cell["rate"] <= cell["high"] <= 1
        assert matrix[a][b]["rate"] + matrix[b][a]["rate"] == pytest.approx(1)


@pytest.mark.parametrize("name", list(GAMES))
def test_memory_figures_at_start_and_mid_game(report, name):
    entry = game_entry(report, "memory", name)
    assert set(entry["players"]) == players_of(name)
    for row in entry["players"].values():
        for when in ("start", "mid"):
            assert row[when]["json_bytes"] > 0 and row[when]["clone_bytes"] > 0
        assert row["mid"]["moves"] > row["start"]["moves"]


@pytest.mark.parametrize("name", list(GAMES))
def test_review_times_a_whole_game(report, name):
    entry = report["sections"]["review"]["games"][name]
    assert "error" not in entry, entry.get("trace")
    assert entry["rated"] > 0 and entry["seconds"] > 0
    assert sum(entry["verdicts"].values()) == entry["rated"]
    assert entry["iterations"] == 4  # --iterations reaches the review too
    assert entry["error_points"] > 0  # each estimate's margin of error
    assert entry["swing_points"] is None or entry["swing_points"] >= 0
    if entry["swing_points"] is not None:  # the largest step is at least the mean one
        assert entry["swing_max_points"] >= entry["swing_points"]


@pytest.mark.parametrize("name", list(GAMES))
def test_hints_are_rated_by_the_review_search(report, name):
    entry = report["sections"]["hints"]["games"][name]
    assert "error" not in entry, entry.get("trace")
    assert entry["rated"] > 0 and 0 <= entry["share"] <= 1
    assert entry["low"] <= entry["share"] <= entry["high"]
    assert sum(entry["verdicts"].values()) == entry["rated"] * entry["runs"]
    assert entry["spread"] == max(entry["shares"]) - min(entry["shares"])


def test_every_target_has_a_verdict(report):
    targets = report["targets"]
    assert {t["game"] for t in targets} == set(GAMES)
    assert all(t["verdict"] in ("pass", "FAIL", "n/a") for t in targets)


def test_the_click_ratio_comes_with_its_bootstrap_interval():
    import random

    from benchmarks.common import render_targets
    from benchmarks.ui import p95_ratio_interval, targets

    rng = random.Random(4)
    bare = [8 + rng.expovariate(1 / 3) for _ in range(200)]  # a shared machine's long tail
    same = [8 + rng.expovariate(1 / 3) for _ in range(200)]
    low, high = p95_ratio_interval(same, bare)
    assert low < 1.0 < high  # alike pages: the interval holds 1
    assert p95_ratio_interval(same, bare) == (low, high)  # a fixed seed: the same answer
    slower = [1.5 * b for b in bare]  # every click half as slow again, in the same turns
    low, high = p95_ratio_interval(slower, bare)
    assert 1.2 < low <= 1.5 <= high < 1.8
    assert p95_ratio_interval(slower[:10], bare[:10]) is None  # too few clicks to say

    page = {
        "tti_ms": [1000.0],
        "click_ms": [1.2 * s for s in same],  # on the target, give or take the noise
        "bare_click_ms": bare,
        "thinking_ms": [],
        "bot_move_ms": [],
        "max_scene_bytes": 1000,
        "widgets": 10,
    }
    checks = targets({"bare": {"tti_ms": [1000.0]}, "games": {"g": page}})
    (ratio,) = [t for t in checks if t["target"].startswith("click p95 <= 1.2x")]
    assert ratio["interval"] and ratio["interval"][0] < 1.2 <= ratio["interval"][1]
    assert ratio["unsure"]
    assert "straddles the target" in render_targets([ratio])


@pytest.mark.parametrize("signum", ["SIGTERM", "SIGHUP"])
def test_a_killed_run_still_stops_what_it_started(tmp_path, signum):
    """`timeout` or `kill` ends a benchmark run with SIGTERM: the run must unwind through the
    sections' ``finally`` blocks, where their Voila servers are stopped (it used to die at once
    and leave them serving). A child stands in for a section: it arms the runner's handler,
    enters a ``finally``, and is killed there."""
    mark = tmp_path / "stopped"
    child = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import pathlib, sys, time\n"
            "from benchmarks.__main__ import stop_like_ctrl_c\n"
            "stop_like_ctrl_c()\n"
            "try:\n"
            "    print('ready', flush=True)\n"
            "    time.sleep(60)\n"
            "finally:\n"
            f"    pathlib.Path({str(mark)!r}).write_text('servers stopped')\n",
        ],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stdout.readline().strip() == "ready"
        child.send_signal(getattr(signal, signum))
        code = child.wait(timeout=30)
    finally:
        child.kill()
    assert mark.read_text() == "servers stopped"
    assert code == 128 + getattr(signal, signum)
