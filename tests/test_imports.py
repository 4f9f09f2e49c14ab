"""Every module imports on its own, in a fresh interpreter: no import circles hidden by order.

A circle between two modules often works by luck, when something else happened to import
the right one first. Importing each module alone, as the first thing a new interpreter
does, is what shows such a circle.
"""

from __future__ import annotations

import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _modules(package: str) -> list[str]:
    # ``__main__`` modules are programs, not libraries: test_cli runs them.
    names = [package]
    for info in pkgutil.walk_packages([str(ROOT / package)], prefix=f"{package}."):
        if not info.name.endswith(".__main__"):
            names.append(info.name)
    return sorted(names)


MODULES = _modules("fashion_core") + _modules("widgets")


def test_every_package_module_is_listed():
    assert "fashion_core.engine" in MODULES and "widgets.pages.app" in MODULES
    assert len(MODULES) > 40


@pytest.mark.parametrize("module", MODULES)
def test_module_imports_alone(module):
    result = subprocess.run(
        [sys.executable, "-c", f"import {module}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, f"import {module} failed:\n{result.stderr[-2000:]}"


def _runtime_imports(path: Path) -> set[str]:
    """Modules a file imports when it runs (imports under ``if TYPE_CHECKING:`` excluded)."""
    tree = ast.parse(path.read_text())
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module:
                found.add(node.module)
            for field in ("body", "orelse", "finalbody", "handlers"):
                visit(getattr(node, field, []))

    visit(tree.body)
    return found


@pytest.mark.parametrize(
    ("module", "below"),
    [
        ("rng", ()),
        ("zones", ("fashion_core.engine",)),
        ("engine", ("fashion_core.game", "fashion_core.match", "fashion_core.games")),
        ("game", ("fashion_core.match", "fashion_core.games")),
    ],
)
def test_engine_modules_import_downwards_only(module, below):
    """rng <- zones <- engine <- game <- match <- the registry: never the other way."""
    imported = _runtime_imports(ROOT / "fashion_core" / f"{module}.py")
    assert not imported & set(below), f"fashion_core.{module} imports {imported & set(below)}"
    if module == "rng":
        assert not {m for m in imported if m.startswith("fashion_core")}
