"""The notebooks are committed clean: valid, with cell ids, and without outputs."""

from __future__ import annotations

import json
import re
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


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda p: str(p.relative_to(p.parents[1])))
def test_prose_dollars_are_escaped_so_they_are_not_read_as_maths(path: Path) -> None:
    """Voila typesets ``$...$`` in Markdown as maths: "$40, three pawns ... cost $1" came out as
    one run of italic letters. ``\\$`` does not help: the Markdown step turns it into a bare
    dollar before MathJax reads the page. ``\\\\$`` leaves ``\\$`` in the page, which MathJax
    shows as a dollar (checked in Chromium)."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    for cell in raw["cells"]:
        if cell["cell_type"] == "markdown":
            text = "".join(cell["source"])
            bare = re.findall(r"(?<!\\\\)\$[^$\n]{0,40}", text)
            assert not bare, f"dollar(s) MathJax would read as maths: {bare[:3]}"
