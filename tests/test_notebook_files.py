"""The notebooks are committed clean: valid, with cell ids, and without outputs."""

from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = sorted((Path(__file__).parent.parent / "notebooks").rglob("*.ipynb"))


def test_there_are_notebooks() -> None:
    assert len(NOTEBOOKS) >= 10


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_notebook_is_valid_with_cell_ids_and_no_outputs(path: Path) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    # nbformat 5.x warns about (and will refuse) cells without ids; nbval reads them every run.
    missing = [i for i, cell in enumerate(raw["cells"]) if "id" not in cell]
    assert not missing, f"cells without an id: {missing} (fix with nbformat's normalize)"
    nbformat.validate(nbformat.reads(path.read_text(encoding="utf-8"), as_version=4))
    for cell in raw["cells"]:
        if cell["cell_type"] == "code":
            assert cell["outputs"] == [] and cell["execution_count"] is None, "outputs committed"
