"""A game is described in its own folders and named in one file of code: the registration list.

Outside its own folders (``fashion_core/games/<game>/``, ``widgets/games/<game>/``,
``notebooks/<game>/``, ``benchmarks/<game>/``, ``tests/**/<game>/``), the code of the project
(``fashion_core``, ``widgets``, ``benchmarks``, ``scripts``) names a game's key in exactly one
file, :mod:`fashion_core.games`; everything else (the gallery, the UI registry, the CLI, the
benchmarks, the screenshot script) derives from the game's two manifests, and no shared module
branches on a game's name. Docstrings and comments may name a game as an example: they are
read, not run. The shared tests under ``tests/`` pick games by name for their scenarios, and
are not counted here.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from fashion_core.games import GAME_MODULES

ROOT = Path(__file__).resolve().parents[2]
CODE = ("fashion_core", "widgets", "benchmarks", "scripts")
REGISTRATION = "fashion_core/games/__init__.py"


def code_files() -> Iterator[Path]:
    for top in CODE:
        for path in sorted((ROOT / top).rglob("*")):
            if path.is_file() and (path.suffix == ".py" or _is_python_script(path)):
                yield path


def _is_python_script(path: Path) -> bool:
    if path.suffix or path.parent.name != "scripts":
        return False
    first = path.read_text(encoding="utf-8", errors="replace").split("\n", 1)[0]
    return "python" in first


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the string constants that are docstrings (module, class, function) or a
    bare string under an assignment (an attribute's docstring)."""
    ids = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if not isinstance(body, list):
            continue
        for stmt in body:
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                ids.add(id(stmt.value))
    return ids


def words_in_code(source: str) -> set[str]:
    """Every word the code uses: in names, attributes, imports and string literals (not in
    comments or docstrings)."""
    tree = ast.parse(source)
    skip = _docstrings(tree)
    words: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            words.update(re.findall(r"\w+", node.value))
        elif isinstance(node, ast.Name):
            words.add(node.id)
        elif isinstance(node, ast.Attribute):
            words.add(node.attr)
        elif isinstance(node, ast.alias):
            words.update(re.findall(r"\w+", node.name))
        elif isinstance(node, ast.ImportFrom) and node.module:
            words.update(re.findall(r"\w+", node.module))
    return words


def own_folder(path: Path, game: str) -> bool:
    return game in path.relative_to(ROOT).parts[:-1]


def files_naming(game: str) -> list[str]:
    return [
        str(path.relative_to(ROOT))
        for path in code_files()
        if not own_folder(path, game) and game in words_in_code(path.read_text(encoding="utf-8"))
    ]


@pytest.mark.parametrize("game", GAME_MODULES)
def test_a_game_is_named_only_in_the_registration_list(game):
    assert files_naming(game) == [REGISTRATION]


def test_the_check_sees_a_game_named_in_shared_code(tmp_path):
    # The same reading, on a shared module that branches on a game's name.
    source = 'def title(name: str) -> str:\n    return "Moons" if name == "moonscrown" else ""\n'
    assert "moonscrown" in words_in_code(source)
    assert "moonscrown" not in words_in_code("'''e.g. moonscrown'''\n# moonscrown\n")
    assert words_in_code('x = "colori/play"  # colour_bazaar') == {"x", "colori", "play"}
