"""Run inside Pyodide by ``startup_modules.js``: start the kernel as the Pyodide kernel's worker
does (``import piplite``, ``import pyodide_kernel``), run every page's code cells in it, and
write the union of the modules imported from ``site-packages`` (their files, relative to it).

These are the modules the build ships as bytecode (see ``compile_wheels.py``): what a page
imports only later (a bot's move, the end of a game) or never stays as source, which is smaller
to download, and is compiled in the browser on first use only.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

SITE_PACKAGES = "/lib/python3.12/site-packages/"
SERVER_ONLY_PAGES = {"lab.ipynb"}  # as static_site/build.py: not on the site


async def run_pages(notebooks: Path) -> None:
    import piplite.piplite  # noqa: F401  (the worker imports it first)
    import pyodide_kernel

    shell = pyodide_kernel.kernel_instance.interpreter
    shell.send_comm = lambda *args: None  # the browser's side of the widgets is not here
    for page in sorted(notebooks.rglob("*.ipynb")):
        if page.name in SERVER_ONLY_PAGES or ".ipynb_checkpoints" in page.parts:
            continue
        for cell in json.loads(page.read_text())["cells"]:
            if cell["cell_type"] != "code":
                continue
            result = await pyodide_kernel.kernel_instance.run("".join(cell["source"]))
            if result["status"] != "ok":
                trace = "\n".join(result["traceback"])
                # reported, not fatal: the modules it imported until then are still counted
                print(
                    f"{page}: {result['ename']}: {result['evalue']}\n{trace}", file=sys.__stderr__
                )
                break


def imported_files() -> list[str]:
    files = set()
    for module in list(sys.modules.values()):
        file = getattr(module, "__file__", None) or ""
        if file.startswith(SITE_PACKAGES):
            files.add(file.removeprefix(SITE_PACKAGES).removesuffix("c"))
    return sorted(files)


async def main() -> None:
    await run_pages(Path("/notebooks"))
    Path(OUTPUT).write_text("".join(f"{name}\n" for name in imported_files()))  # type: ignore[name-defined]  # noqa: F821


await main()  # noqa: F704  (top-level await: Pyodide runs this with runPythonAsync)
