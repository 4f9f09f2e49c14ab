"""Run inside Pyodide by ``compile_wheels.js``: every wheel in ``/wheels-in`` is written to
``/wheels-out`` with each module's ``.py`` replaced by its ``.pyc`` (as Pyodide ships its own
packages), compiled by this very Python, so the magic number always matches the runtime.

The ``.pyc`` sits where the ``.py`` was (a sourceless module, which every Python imports) and is
hash-based and unchecked: nothing stats a source file at import. Tracebacks still name each
module's file but cannot quote its lines. A module this Python cannot compile (e.g. one for
another Python version that is never imported) stays as source. A package's own test suite
(a ``tests`` folder) is left out, as Pyodide does: no page runs it, and every visitor would
download it. So are the browser-side copies of an extension that a wheel carries for Jupyter
servers (``*.data/``, ``labextension/``, ``nbextension/``: the site serves its own), and
pygments' lexers but the Python one (see :data:`LEXERS_KEPT`).

Only the modules a page imports at start are compiled (``/startup-modules.txt``, written by
``startup_modules.js``): bytecode is about twice the size of source in a wheel, and what a page
imports later (a bot's move, the end of a game) or never is smaller as source, compiled in the
browser on first use only.
"""

from __future__ import annotations

import base64
import hashlib
import importlib.util
import warnings
import zipfile
from collections.abc import Collection
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]
from pathlib import Path

SITE_PACKAGES = "/lib/python3.12/site-packages"
STARTUP_MODULES = Path("/startup-modules.txt")

LEXERS_KEPT = {"__init__.py", "_mapping.py", "python.py"}
"""pygments ships about 500 lexers (1.4 MB as bytecode, the biggest part of a first visit after
the runtime). IPython in the kernel imports only the Python one, for its tracebacks, and the
pages show no code: the rest would be downloaded by every visitor and never imported."""


FOLDERS_LEFT_OUT = {"tests", "labextension", "nbextension"}


def left_out(name: str) -> bool:
    parts = name.split("/")
    if parts[0].endswith(".data") or FOLDERS_LEFT_OUT.intersection(parts[1:-1]):
        return True
    return parts[:2] == ["pygments", "lexers"] and parts[-1] not in LEXERS_KEPT


def record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def compiled(name: str, source: bytes) -> bytes | None:
    try:
        code = compile(source, f"{SITE_PACKAGES}/{name}", "exec", dont_inherit=True)
    except SyntaxError:
        return None
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))


def compile_wheel(source: Path, target: Path, startup: Collection[str] | None = None) -> None:
    """``source`` to ``target`` as above; only the modules named in ``startup`` (files inside
    site-packages) are compiled, every one if it is None."""
    records: list[str] = []
    record_name = None
    with (
        zipfile.ZipFile(source) as wheel,
        zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out,
    ):
        for info in wheel.infolist():
            name, data = info.filename, wheel.read(info)
            if name.endswith(".dist-info/RECORD"):
                record_name = name
                continue
            if left_out(name):
                continue
            wanted = startup is None or name in startup
            if wanted and name.endswith(".py") and ".dist-info/" not in name:
                pyc = compiled(name, data)
                if pyc is not None:
                    name, data = name + "c", pyc
            out.writestr(name, data)
            records.append(record_line(name, data))
        if record_name is not None:
            out.writestr(record_name, "\n".join([*records, f"{record_name},,", ""]))


def main(source: Path = Path("/wheels-in"), target: Path = Path("/wheels-out")) -> None:
    warnings.simplefilter("ignore", SyntaxWarning)  # old escapes in modules no page imports
    startup = set(STARTUP_MODULES.read_text().split()) if STARTUP_MODULES.exists() else None
    for wheel in sorted(source.glob("*.whl")):
        compile_wheel(wheel, target / wheel.name, startup)


if __name__ == "__main__":  # as compile_wheels.js runs it in Pyodide
    main()
