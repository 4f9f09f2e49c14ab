"""docs/adding-a-game.md, executed: ``scripts/new_game.py`` makes a new game's folders with
every required piece stubbed, and the shared suites pass on it in a copy of the repository.

The copy lives in a temporary directory, so the real registration list is never touched. Only
the README's picture of the new table is left out: it needs a browser
(``scripts/screenshots.py``), and its test says so by name.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NAME, TITLE = "toy_game", "Toy Game"
SHARED_SUITES = (
    "tests/test_conformance.py",
    "tests/template",
    "tests/golden",
    "tests/test_review.py",
    "tests/test_notebook_files.py",
    "tests/widgets/test_registry.py",
    "tests/widgets/test_scene_contract.py",
    "tests/widgets/test_lessons.py",
    "tests/widgets/test_app.py",
    "tests/widgets/test_predict.py",
    "tests/widgets/test_review.py",
    "tests/widgets/test_play_experience.py",
    "tests/widgets/test_guards.py",
    "tests/widgets/test_online.py",
)


def copy_of_the_repository(to: Path) -> Path:
    """The files git knows (committed or not ignored), as they are in the working tree."""
    listed = subprocess.run(
        ["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
        cwd=ROOT,
        capture_output=True,
        check=True,
    ).stdout.decode()
    for name in filter(None, listed.split("\0")):
        source = ROOT / name
        if source.is_file():
            (to / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, to / name)
    return to


def run(tree: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(tree)}  # this copy, not the installed repository
    return subprocess.run(
        [sys.executable, *args], cwd=tree, env=env, capture_output=True, text=True, timeout=900
    )


@pytest.fixture(scope="module")
def tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    tree = copy_of_the_repository(tmp_path_factory.mktemp("repo"))
    made = run(tree, "scripts/new_game.py", NAME, TITLE)
    assert made.returncode == 0, made.stderr
    return tree


def test_the_scaffold_writes_every_piece_and_one_line_outside_them(tree):
    for folder in ("fashion_core/games", "widgets/games", "notebooks", "tests/games"):
        assert (tree / folder / NAME).is_dir(), f"{folder}/{NAME} missing"
    before = (ROOT / "fashion_core/games/__init__.py").read_text().splitlines()
    after = (tree / "fashion_core/games/__init__.py").read_text().splitlines()
    assert [line for line in after if line not in before] == [f'    "{NAME}",']
    lint = run(tree, "-m", "ruff", "check", "--no-cache", "fashion_core", "widgets", "tests")
    assert lint.returncode == 0, lint.stdout
    style = run(tree, "-m", "ruff", "format", "--check", "--no-cache", ".")
    assert style.returncode == 0, style.stdout


def test_the_scaffold_refuses_to_write_over_a_game(tree):
    again = run(tree, "scripts/new_game.py", NAME, TITLE)
    assert again.returncode != 0 and "exists already" in again.stderr


def test_the_shared_suites_pass_on_the_new_game(tree):
    recorded = run(tree, "-m", "tests.golden.record", NAME)
    assert recorded.returncode == 0, recorded.stderr
    own = (f"tests/games/{NAME}", f"tests/widgets/{NAME}")
    suites = run(
        tree,
        *("-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0", *own, *SHARED_SUITES),
        *("-k", f"{NAME} and not readme", "--doctest-modules", f"fashion_core/games/{NAME}"),
    )
    assert suites.returncode == 0, suites.stdout[-4000:]
    assert " passed" in suites.stdout and " failed" not in suites.stdout


def test_the_picture_it_still_needs_is_named(tree):
    picture = run(
        tree,
        *("-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0"),
        *("tests/widgets/test_registry.py", "-k", f"{NAME} and readme"),
    )
    assert picture.returncode != 0
    assert f"docs/screenshots/{NAME}.png is missing: run scripts/screenshots.py" in picture.stdout
