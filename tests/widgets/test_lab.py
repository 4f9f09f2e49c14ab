"""The strategy lab's panel: nothing runs until the button, progress while games are played,
the charts as a picture, and the controls are the only settings."""

from __future__ import annotations

import json
from types import SimpleNamespace

from widgets.pages import lab
from widgets.server.serve import NOTEBOOKS


def parts(panel) -> SimpleNamespace:
    top, count, effort, run_row, chart, words = panel.children
    button, progress, status = run_row.children
    picker, *boxes = top.children
    return SimpleNamespace(
        picker=picker,
        boxes=boxes,
        count=count,
        effort=effort,
        button=button,
        progress=progress,
        status=status,
        chart=chart,
        words=words,
    )


def test_the_lab_notebook_only_builds_the_panel():
    cells = json.loads((NOTEBOOKS / "lab.ipynb").read_text())["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert "lab.tournament(" not in code
    assert "lab.controls(" in code


def test_nothing_runs_until_the_button_is_pressed():
    panel = lab.controls()
    p = parts(panel)
    assert panel.records == [] and p.progress.value == 0
    assert p.chart.value == b"" and p.chart.layout.display == "none"
    assert "Press the button" in p.status.value


def test_a_run_moves_the_progress_bar_and_shows_the_charts_as_a_picture():
    panel = lab.controls(games_per_pairing=2, ismcts_iterations=10)
    p = parts(panel)
    seen = []
    p.progress.observe(lambda change: seen.append(change["new"]), "value")
    p.button.click()
    assert len(panel.records) == 6  # three bots, three pairings, two games each
    assert seen == [1, 2, 3, 4, 5, 6] and p.progress.max == 6
    assert p.chart.value[:4] == b"\x89PNG" and p.chart.layout.display == ""
    assert "<li>" in p.words.value and "Figure size" not in p.words.value
    assert not p.button.disabled


def test_the_settings_come_from_the_controls():
    panel = lab.controls()
    p = parts(panel)
    p.picker.value = "moonscrown"
    p.count.value = 2
    p.effort.value = 10
    for box in p.boxes:
        box.value = box.description != "Search bot"
    panel.run()
    assert {r["game"] for r in panel.records} == {"moonscrown"}
    assert len(panel.records) == 2
    assert {k for r in panel.records for k in r["seats"]} == {"random", "heuristic"}


def test_fewer_than_two_bots_is_explained_not_run():
    panel = lab.controls()
    p = parts(panel)
    for box in p.boxes:
        box.value = box.description == "Random bot"
    panel.run()
    assert panel.records == [] and "at least two bots" in p.status.value


def test_slider_labels_are_not_cut_off():
    p = parts(lab.controls())
    for slider in (p.count, p.effort):
        assert slider.style.description_width == "initial"
