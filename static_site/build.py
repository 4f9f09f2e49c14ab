"""Build the whole gallery as a static site: Voici pages running the games in Pyodide.

Usage: ``python static_site/build.py DIR`` (``scripts/build-site DIR`` finds Python first).
Everything comes from PyPI and npm at the versions pinned in this folder, and every downloaded
file is checked against the hash stored beside its pin (pip ``--require-hashes``; the npm
tarball's sha512 against ``pyodide.txt``). Downloads are cached under
``~/.cache/fashion-games-site`` (``FASHION_GAMES_SITE_CACHE`` names another folder), keyed by
the pins, so a second build downloads nothing. docs/publishing.md says why these versions.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
BUILD_PINS = HERE / "build-requirements.txt"
KERNEL_PINS = HERE / "kernel-requirements.txt"
PYODIDE_PIN = HERE / "pyodide.txt"

SERVER_ONLY_PAGES = {"lab.ipynb": "the strategy lab needs matplotlib, which has no Pyodide build"}
"""Notebooks left out of the site, and why; links to them become plain text."""

PYODIDE_FILES = ("pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip")
"""The runtime's own files (the npm package also has type files and a console page)."""

KERNEL_WHEELS = (
    "piplite",
    "pyodide_kernel",
    "ipykernel",
)
"""The kernel's own wheels, shipped inside jupyterlite-pyodide-kernel's labextension."""

EXTRA_DEPENDS = {
    "comm": ["traitlets"],
    "ipywidgets": ["comm", "ipython", "traitlets"],
    "anywidget": ["ipywidgets", "psygnal", "typing-extensions"],
    "psygnal": [],
    "piplite": ["micropip"],
    "ipykernel": [],
    "pyodide-kernel": ["ipython", "comm"],
    "fashion-games": ["ipywidgets", "anywidget"],
    "ssl": [],
    "sqlite3": [],
    "jedi": [],
}
"""Dependencies of the packages Pyodide's own lock does not list (or lists with wheels that
are not on a registry). ipywidgets' frontend packages are left out: the kernel never imports
them."""

DROPPED_DEPENDS: set[str] = set()
"""Left out of Pyodide's lock's dependencies (none: IPython imports pygments at start, and
jedi, for completion only, is an empty stand-in in :data:`EXTRA_DEPENDS`)."""

PRELOAD = [
    "micropip",
    "piplite",
    "ssl",
    "sqlite3",
    "ipykernel",
    "comm",
    "pyodide_kernel",
    "jedi",
    "ipython",
    "ipywidgets",
    "anywidget",
    "fashion-games",
]
"""Loaded by ``loadPyodide`` itself, all downloads in parallel while the runtime boots; the
kernel installs nothing afterwards (it skips every package named here)."""

COMPILER = (HERE / "compile_wheels.js", HERE / "compile_wheels.py", HERE / "startup-modules.txt")
"""Byte-compiles wheels with the site's own Pyodide in Node (see :func:`byte_compiled`), only the
modules a page imports at start (``startup-modules.txt``, written by ``startup_modules.js``)."""

CDN_LINK = re.compile(r'\s*<link[^>]+href="https://cdn\.jsdelivr\.net/[^"]*"[^>]*/?>')
CONFIG = re.compile(
    r'(<script id="jupyter-config-data" type="application/json">)(.*?)(</script>)', re.S
)
NOTEBOOK_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+?)\.ipynb((?:[?#][^)]*)?)\)")


def log(message: str) -> None:
    print(f"[build-site {time.strftime('%H:%M:%S')}] {message}", flush=True)


def run(*args: str | Path, **kwargs: object) -> None:
    subprocess.run([str(a) for a in args], check=True, **kwargs)  # type: ignore[call-overload]


def key_of(path: Path) -> str:
    """Names a cached download after the pins it came from: new pins, a fresh download."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def cache_dir() -> Path:
    configured = os.environ.get("FASHION_GAMES_SITE_CACHE")
    return Path(configured) if configured else Path.home() / ".cache" / "fashion-games-site"


def build_venv(cache: Path) -> Path:
    """The builder's own venv (Voici, JupyterLite, the labextensions), hash-checked."""
    venv = cache / f"venv-{key_of(BUILD_PINS)}"
    stamp = venv / ".installed"
    if not stamp.exists():
        log("installing the site builder (Voici, JupyterLite) into the cache")
        shutil.rmtree(venv, ignore_errors=True)
        run(sys.executable, "-m", "venv", venv)
        pip = (venv / "bin" / "python", "-m", "pip", "install", "--quiet", "--no-deps")
        run(*pip, "--require-hashes", "--only-binary=:all:", "-r", BUILD_PINS)
        stamp.touch()
    return venv / "bin" / "python"


def kernel_wheels(cache: Path) -> Path:
    """The pure-Python wheels the kernel needs (IPython and friends, ipywidgets, anywidget),
    for Pyodide's Python, hash-checked."""
    folder = cache / f"wheels-{key_of(KERNEL_PINS)}"
    stamp = folder / ".downloaded"
    if not stamp.exists():
        log("downloading the kernel's wheels from PyPI")
        shutil.rmtree(folder, ignore_errors=True)
        run(
            sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--require-hashes",
            "--only-binary=:all:", "--implementation", "py", "--python-version", "3.12",
            "--platform", "any", "-d", folder, "-r", KERNEL_PINS,
        )  # fmt: skip
        stamp.touch()
    return folder


def pyodide_pin() -> tuple[str, str]:
    version, integrity = PYODIDE_PIN.read_text().split("\n", 1)[0].split()
    return version, integrity


def npm_integrity(path: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def pyodide_runtime(cache: Path) -> Path:
    """The Pyodide runtime from npm (the package has no wheels: those come from PyPI)."""
    version, integrity = pyodide_pin()
    folder = cache / f"pyodide-{version}-{key_of(PYODIDE_PIN)}"
    if not (folder / ".checked").exists():
        log(f"downloading pyodide {version} from npm")
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        run("npm", "pack", "--silent", f"pyodide@{version}", "--pack-destination", folder)
        tarball = folder / f"pyodide-{version}.tgz"
        if npm_integrity(tarball) != integrity:
            raise SystemExit(f"pyodide-{version}.tgz does not match the hash in {PYODIDE_PIN}")
        with tarfile.open(tarball) as archive:
            for name in (*PYODIDE_FILES, "pyodide-lock.json"):
                member = archive.getmember(f"package/{name}")
                (folder / name).write_bytes(archive.extractfile(member).read())  # type: ignore[union-attr]
        tarball.unlink()
        (folder / ".checked").touch()
    return folder


def wheel_of(folder: Path, name: str) -> Path:
    """The one wheel of ``name`` (a distribution name in any spelling) in ``folder``."""
    wanted = re.sub(r"[-_.]+", "_", name).lower()
    found = [p for p in folder.glob("*.whl") if p.name.split("-")[0].lower() == wanted]
    if len(found) != 1:
        raise SystemExit(f"expected one wheel of {name} in {folder}, found {found}")
    return found[0]


def stand_in_wheel(name: str, folder: Path, source: Path | None) -> Path:
    """A small wheel named ``name`` holding ``source`` (a package folder) or nothing at all."""
    path = folder / f"{name}-1.0.0-py3-none-any.whl"
    info = f"{name}-1.0.0.dist-info"
    with zipfile.ZipFile(path, "w") as archive:
        if source is not None:
            for file in sorted(source.glob("*.py")):
                archive.write(file, f"{name}/{file.name}")
        metadata = f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0.0\n"
        archive.writestr(f"{info}/METADATA", metadata)
        archive.writestr(
            f"{info}/WHEEL", "Wheel-Version: 1.0\nGenerator: fashion-games\nRoot-Is-Purelib: true\n"
        )
        archive.writestr(f"{info}/RECORD", "")
    return path


def lock_entry(name: str, wheel: Path, depends: list[str], imports: list[str]) -> dict:
    version = wheel.name.split("-")[1]
    return {
        "name": name,
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
        "shared_library": False,
    }


def byte_compiled(runtime: Path, wheels: list[Path], folder: Path) -> dict[Path, Path]:
    """``wheels`` with every module as bytecode of Pyodide's own Python, written to ``folder``
    (unless there already, from an earlier build with the same pins): each page start then
    imports bytecode instead of compiling IPython, ipywidgets and the games in the browser,
    which costs every visit several seconds (Pyodide keeps no ``.pyc`` between visits)."""
    wanted = {wheel: folder / wheel.name for wheel in wheels}
    missing = [wheel for wheel, done in wanted.items() if not done.exists()]
    if missing:
        log(f"byte-compiling {len(missing)} wheels with Pyodide {pyodide_pin()[0]} in Node")
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as out:
            for wheel in missing:
                shutil.copy2(wheel, Path(tmp) / wheel.name)
            run("node", COMPILER[0], runtime, tmp, out)
            for wheel in missing:
                shutil.move(Path(out) / wheel.name, wanted[wheel])
    return wanted


def compiled_key() -> str:
    """Compiled wheels are kept per pins and compiler: a change to either compiles anew."""
    parts = (KERNEL_PINS, BUILD_PINS, PYODIDE_PIN, *COMPILER)
    return hashlib.sha256(b"".join(key_of(p).encode() for p in parts)).hexdigest()[:16]


def pyodide_folder(site: Path, runtime: Path, wheels: Path, project_wheel: Path) -> None:
    """``static/pyodide``: the runtime, every wheel the pages load (byte-compiled), and a lock
    naming exactly those wheels with their own hashes (Pyodide's builds are not on PyPI, see the
    docs)."""
    target = site / "static" / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(runtime / name, target / name)
    upstream = json.loads((runtime / "pyodide-lock.json").read_text())
    kernel_dir = site / "extensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    shipped: dict[str, tuple[Path, list[str], list[str]]] = {}
    for line in KERNEL_PINS.read_text().splitlines():
        pin = line.split("==")[0].strip()
        if not pin or pin.startswith("#") or "--hash" in pin:
            continue
        name = re.sub(r"[-_.]+", "-", pin).lower()
        known = upstream["packages"].get(name)
        if known:
            canonical = (re.sub(r"[-_.]+", "-", d).lower() for d in known["depends"])
            depends = [d for d in canonical if d not in DROPPED_DEPENDS]
            shipped[name] = (wheel_of(wheels, name), depends, known["imports"])
        else:
            shipped[name] = (wheel_of(wheels, name), EXTRA_DEPENDS[name], [name.replace("-", "_")])
    for name in KERNEL_WHEELS:
        dist = name.replace("_", "-")
        shipped[dist] = (wheel_of(kernel_dir, name), EXTRA_DEPENDS[dist], [name])
    cache = cache_dir() / f"compiled-{compiled_key()}"
    compiled = byte_compiled(runtime, [wheel for wheel, _, _ in shipped.values()], cache)
    with tempfile.TemporaryDirectory() as tmp:
        ours = byte_compiled(runtime, [project_wheel], Path(tmp))  # new at every build
        compiled.update(ours)
        shipped["fashion-games"] = (
            project_wheel,
            EXTRA_DEPENDS["fashion-games"],
            ["fashion_core", "widgets"],
        )
        sqlite3 = stand_in_wheel("sqlite3", Path(tmp), HERE / "stand-ins" / "sqlite3")
        shipped["sqlite3"] = (sqlite3, [], ["sqlite3"])
        shipped["ssl"] = (stand_in_wheel("ssl", Path(tmp), None), [], [])
        shipped["jedi"] = (stand_in_wheel("jedi", Path(tmp), None), [], [])
        packages: dict[str, dict] = {}
        for name, (wheel, depends, imports) in shipped.items():
            shutil.copy2(compiled.get(wheel, wheel), target / wheel.name)
            packages[name] = lock_entry(name, target / wheel.name, depends, imports)
    for entry in packages.values():
        missing = [d for d in entry["depends"] if d not in packages]
        if missing:
            raise SystemExit(f"{entry['name']} needs {missing}, which the site does not ship")
    lock = {"info": upstream["info"], "packages": dict(sorted(packages.items()))}
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1))


def project_wheel(python: Path, folder: Path) -> Path:
    """The project's wheel, built by the builder's hatchling (no unpinned download)."""
    run(
        python, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
        "-w", folder, ROOT,
    )  # fmt: skip
    return wheel_of(folder, "fashion-games")


def relink(markdown: str, built: set[str], here: Path) -> str:
    """Notebook links in ``markdown`` (of the notebook in folder ``here``) pointed at the
    pages the site has; a link to a page it lacks becomes plain text that says so."""

    def swap(match: re.Match[str]) -> str:
        text, target, rest = match.groups()
        page = os.path.normpath(here / f"{target}.ipynb").replace(os.sep, "/")
        if page in built:
            return f"[{text}]({target}.html{rest})"
        return f"{text} (in the server version only)"

    return NOTEBOOK_LINK.sub(swap, markdown)


def prepare_contents(folder: Path) -> list[str]:
    """Copy ``notebooks/`` to ``folder`` with the pages' links fixed; return the pages."""
    source = ROOT / "notebooks"
    pages = sorted(
        p.relative_to(source).as_posix()
        for p in source.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in p.parts and p.name not in SERVER_ONLY_PAGES
    )
    for page in pages:
        notebook = json.loads((source / page).read_text())
        for cell in notebook["cells"]:
            if cell["cell_type"] == "markdown":
                text = "".join(cell["source"])
                cell["source"] = relink(text, set(pages), Path(page).parent)
        (folder / page).parent.mkdir(parents=True, exist_ok=True)
        (folder / page).write_text(json.dumps(notebook, indent=1))
    return pages


def kernel_settings(prefix: str) -> dict:
    """The Pyodide kernel's settings for a page whose way back to the site's root is
    ``prefix`` (Voici copies relative URLs into pages two folders deep unchanged)."""
    return {
        "pyodideUrl": f"{prefix}static/pyodide/pyodide.js",
        "disablePyPIFallback": True,
        "pipliteUrls": [],
        "loadPyodideOptions": {"packages": PRELOAD},
    }


def fix_page(page: Path) -> None:
    """One page: the kernel's settings with paths from this page, and no CDN links."""
    html = CDN_LINK.sub("", page.read_text())
    match = CONFIG.search(html)
    if match:
        config = json.loads(match.group(2))
        prefix = config.get("baseUrl", "./")
        settings = config.setdefault("litePluginSettings", {})
        settings["@jupyterlite/pyodide-kernel-extension:kernel"] = kernel_settings(prefix)
        config["faviconUrl"] = f"{prefix}voici/favicon.ico"
        text = json.dumps(config).replace("</", "<\\/")
        html = html[: match.start(2)] + text + html[match.end(2) :]
    page.write_text(html)


def trim(site: Path) -> None:
    """Drop what no page of the site loads: JupyterLab's own app bundle in ``build/`` (Voici
    pages load ``voici/build/``; only the settings schemas and themes are read from
    ``build/``), and the source maps (read only by a browser's developer tools)."""
    for file in (site / "build").iterdir():
        if file.is_file():
            file.unlink()
    for source_map in site.rglob("*.map"):
        source_map.unlink()


FRONT_DOOR = """<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Fashion Games</title>
    <meta http-equiv="refresh" content="0; url={target}">
  </head>
  <body><p><a href="{target}">Fashion Games: all games</a></p></body>
</html>
"""
"""The site's front door and Voici's: straight to the gallery, by a relative link (Voici's own
redirect goes to a file list, and a path from the host's root would break in a subfolder)."""


def post_build(site: Path) -> None:
    lite = site / "jupyter-lite.json"
    config = json.loads(lite.read_text())
    data = config["jupyter-config-data"]
    data.setdefault("litePluginSettings", {})["@jupyterlite/pyodide-kernel-extension:kernel"] = (
        kernel_settings("./")
    )
    lite.write_text(json.dumps(config, indent=1))
    for page in site.rglob("*.html"):
        fix_page(page)
    icon = site / "voici" / "favicon.ico"  # the pages name it; Voici 0.9 does not write it
    if not icon.exists():
        shutil.copy2(site / "static" / "favicons" / "favicon-notebook.ico", icon)
    (site / "index.html").write_text(FRONT_DOOR.format(target="voici/render/index.html"))
    (site / "voici" / "index.html").write_text(FRONT_DOOR.format(target="render/index.html"))
    trim(site)
    (site / ".nojekyll").touch()  # GitHub Pages: serve folders that start with "_" too


def build(site: Path, extra: tuple[Path, ...] = ()) -> None:
    started = time.monotonic()
    cache = cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    python = build_venv(cache)
    wheels = kernel_wheels(cache)
    runtime = pyodide_runtime(cache)
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        wheel = project_wheel(python, work / "wheel")
        pages = prepare_contents(work / "contents")
        for notebook in extra:  # e.g. the benchmarks' bare page, at the site's top
            shutil.copy2(notebook, work / "contents" / notebook.name)
            pages.append(notebook.name)
        log(f"building {len(pages)} pages with Voici")
        if site.exists():
            shutil.rmtree(site)
        run(
            python.parent / "voici", "build", "--contents", work / "contents",
            "--output-dir", site, cwd=work, stdout=subprocess.DEVNULL,
        )  # fmt: skip
        pyodide_folder(site, runtime, wheels, wheel)
    post_build(site)
    log(f"site ready in {site} ({time.monotonic() - started:.0f} s)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("site", type=Path, help="the folder to write (replaced if it exists)")
    parser.add_argument(
        "--extra", type=Path, action="append", default=[], help="another notebook to render"
    )
    args = parser.parse_args(argv)
    build(args.site.resolve(), tuple(p.resolve() for p in args.extra))


if __name__ == "__main__":
    main()
