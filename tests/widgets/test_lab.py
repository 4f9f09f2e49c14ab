"""The strategy lab plays nothing until asked (every visitor's page runs the notebook)."""

from __future__ import annotations

import json

from widgets import lab
from widgets.serve import NOTEBOOKS


def test_the_lab_notebook_only_builds_the_panel():
    cells = json.loads((NOTEBOOKS / "lab.ipynb").read_text())["cells"]
    code = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "code")
    assert "lab.tournament(" not in code
    assert "lab.controls(" in code


def test_the_panel_plays_when_its_button_is_pressed():
    panel = lab.controls("colour_bazaar", ["random", "heuristic"], 2, 10)
    assert panel.records == []
    panel.children[1].children[1].click()
    assert len(panel.records) == 2
