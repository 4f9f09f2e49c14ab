"""The load benchmark runs end to end with a few pages (no timing is checked here)."""

from __future__ import annotations

import json
import subprocess
import sys

from widgets.server.serve import ROOT


def test_the_load_benchmark_reports_every_figure(tmp_path):
    out = tmp_path / "load.json"
    command = [sys.executable, "-m", "benchmarks", "--quick", "--sections", "load"]
    command += ["--no-progress", "--out", str(out)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    load = json.loads(out.read_text())["sections"]["load"]
    setting = load["settings"]["default"]
    for run, pages in (("single", 1), ("crowd", load["pages"])):
        assert len(setting[run]["ready_ms"]) == pages and setting[run]["failed"] == 0
        assert setting[run]["click_ms"] and setting[run]["kernel_rss_bytes"] > 0
    assert setting["kernels_left"] == 0
    assert len(load["targets"]) == 3
