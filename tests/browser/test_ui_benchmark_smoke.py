"""The UI benchmark runs end to end on a tiny budget (no timing is checked here).

One run serves both tests: it goes through the benchmark's latency relay (60 ms added to each
round trip), which reports every figure a plain run does and shows the offered clicks too."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from widgets.server.serve import ROOT


def _run(tmp_path, *options: str) -> dict:
    """The UI section's quick run on Colour Bazaar, with ``options``; its JSON."""
    out = tmp_path / "ui.json"
    command = [sys.executable, "-m", "benchmarks", "--quick", "--sections", "ui"]
    command += ["--games", "colour_bazaar", "--no-progress", "--out", str(out), *options]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return json.loads(out.read_text())["sections"]["ui"]


@pytest.fixture(scope="module")
def ui(tmp_path_factory: pytest.TempPathFactory) -> dict:
    return _run(tmp_path_factory.mktemp("ui"), "--latency", "60")


def test_the_ui_benchmark_reports_every_figure(ui):
    page = ui["games"]["colour_bazaar"]
    assert ui["bare"]["tti_ms"] and ui["bare"]["click_ms"]
    assert page["tti_ms"] and len(page["click_ms"]) >= 3
    # Each game click is followed by one on the bare page, and those are the peer's clicks.
    assert len(page["bare_click_ms"]) == len(page["click_ms"]) == len(page["shown_ms"])
    assert ui["bare"]["click_ms"] == page["bare_click_ms"]
    assert page["widgets"] > 0 and page["max_scene_bytes"] > 0
    assert ui["kernel_rss_bytes"] > 0
    names = {t["target"] for t in ui["targets"]}
    assert "click -> update p95 <= 20 ms" in names and "kernel RSS <= 120 MiB" in names


def test_behind_a_far_server_the_table_shows_offered_clicks_before_the_answer(ui):
    """With 60 ms added to each round trip (benchmarks/latency.py), the real play page draws
    the scenes the kernel offered (widgets/table/predict.py) as soon as they are clicked: those
    clicks are shown before the kernel could have answered them."""
    page = ui["games"]["colour_bazaar"]
    assert ui["latency_ms"] == 60
    assert min(page["bare_click_ms"]) >= 60  # the relay was on the way
    assert min(page["click_ms"]) >= 60  # and every answer came through it
    assert page["guessed"] >= 1
    # Each guess was on screen before its answer came; other clicks show with their answer.
    pairs = list(zip(page["shown_ms"], page["click_ms"], strict=True))
    assert sum(shown < answer for shown, answer in pairs) == page["guessed"]
