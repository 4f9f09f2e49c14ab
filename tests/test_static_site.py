"""The static site's build steps that need no download: links, page settings, stand-ins."""

from __future__ import annotations

import importlib.util
import json
import sys
import zipfile
from pathlib import Path

from widgets.lite import href

ROOT = Path(__file__).resolve().parent.parent


def _build_module():
    spec = importlib.util.spec_from_file_location("site_build", ROOT / "static_site" / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["site_build"] = module
    spec.loader.exec_module(module)
    return module


build = _build_module()


def test_notebook_links_point_at_the_html_pages_the_site_has():
    pages = {"index.ipynb", "review.ipynb", "colori/play.ipynb", "colori/learn.ipynb"}
    text = "[Learn it first](learn.ipynb) · [All games](../index.ipynb) · [x](play.ipynb#top)"
    assert build.relink(text, pages, Path("colori")) == (
        "[Learn it first](learn.html) · [All games](../index.html) · [x](play.html#top)"
    )


def test_a_link_to_a_page_the_site_lacks_becomes_plain_text_that_says_so():
    out = build.relink("The [strategy lab](lab.ipynb) lets bots play.", {"index.ipynb"}, Path())
    assert out == "The strategy lab (in the server version only) lets bots play."


def test_pages_find_the_runtime_from_their_own_folder(tmp_path):
    page = tmp_path / "play.html"
    config = {"baseUrl": "../../../", "litePluginSettings": {}}
    page.write_text(
        '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/x/all.min.css" />'
        f'<script id="jupyter-config-data" type="application/json">{json.dumps(config)}</script>'
    )
    build.fix_page(page)
    html = page.read_text()
    assert "cdn.jsdelivr.net" not in html
    settings = json.loads(build.CONFIG.search(html).group(2))["litePluginSettings"]
    kernel = settings["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "../../../static/pyodide/pyodide.js"
    assert kernel["disablePyPIFallback"] is True
    assert "fashion-games" in kernel["loadPyodideOptions"]["packages"]


def test_the_sqlite3_stand_in_is_a_package_that_refuses_to_connect(tmp_path):
    wheel = build.stand_in_wheel(
        "sqlite3", tmp_path, ROOT / "static_site" / "stand-ins" / "sqlite3"
    )
    names = zipfile.ZipFile(wheel).namelist()
    assert "sqlite3/__init__.py" in names
    assert "sqlite3-1.0.0.dist-info/METADATA" in names


def test_every_pin_has_a_hash():
    for pins in (build.BUILD_PINS, build.KERNEL_PINS):
        text = pins.read_text()
        count = sum(1 for line in text.splitlines() if "==" in line)
        assert count > 10
        assert text.count("--hash=sha256:") == count


def test_gallery_links_are_html_pages_in_the_browser_only():
    assert href("colori/play.ipynb", in_browser=True) == "colori/play.html"
    assert href("colori/play.ipynb", in_browser=False) == "colori/play.ipynb"


def test_the_wheel_needs_only_what_the_kernel_side_needs():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    names = sorted(d.split(">")[0].split("=")[0] for d in project["dependencies"])
    assert names == ["anywidget", "ipywidgets"]
    assert {"serve", "lab"} <= set(project["optional-dependencies"])


BLOCK_EXTRAS = """
import sys
from importlib.abc import MetaPathFinder

SERVER_ONLY = {"voila", "jupyterlab", "jupyter_server", "matplotlib", "tqdm", "websockets",
               "ipykernel", "tornado", "psycopg", "fcntl"}

class NoExtras(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in SERVER_ONLY:
            raise ModuleNotFoundError(f"No module named {name!r} (an extra)")
        return None

sys.meta_path.insert(0, NoExtras())
for module in list(sys.modules):
    if module.split(".")[0] in SERVER_ONLY:
        del sys.modules[module]
"""


def test_every_page_imports_without_the_server_extras():
    import subprocess

    pages = """
from widgets import gallery, Lesson
from widgets.pages.online import play_page
from widgets.pages.review import review_page
from widgets.pages.notes import rules_notes
gallery()
play_page("colour_bazaar")
Lesson.of("colori", "reading")
print("ok")
"""
    done = subprocess.run(
        [sys.executable, "-c", BLOCK_EXTRAS + pages],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
    )
    assert done.stdout.strip().endswith("ok"), done.stderr[-2000:]


def _wheel(path, files: dict[str, str]):
    """A wheel at ``path`` holding ``files`` (name: text), for the compiler's tests."""
    with zipfile.ZipFile(path, "w") as wheel:
        for name, text in files.items():
            wheel.writestr(name, text)
    return path


def _compiler_module():
    path = ROOT / "static_site" / "compile_wheels.py"
    spec = importlib.util.spec_from_file_location("site_compile_wheels", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_byte_compiled_wheels_import_without_source_and_leave_out_what_no_page_imports(tmp_path):
    compiler = _compiler_module()
    source = _wheel(
        tmp_path / "demo-1.0-py3-none-any.whl",
        {
            "demo/__init__.py": "from demo.part import SIZE\n",
            "demo/part.py": "SIZE = 3\n",
            "demo/tests/test_part.py": "def test(): pass\n",
            "demo/labextension/static/index.js": "//\n",
            "demo/static/table.js": "// a page needs this one\n",
            "demo-1.0.data/data/share/jupyter/x.js": "//\n",
            "pygments/lexers/python.py": "PY = 1\n",
            "pygments/lexers/rust.py": "RUST = 1\n",
            "demo-1.0.dist-info/METADATA": "Name: demo\n",
            "demo-1.0.dist-info/RECORD": "stale\n",
        },
    )
    out = tmp_path / "out"
    out.mkdir()
    compiler.compile_wheel(source, out / source.name)
    with zipfile.ZipFile(out / source.name) as wheel:
        names = set(wheel.namelist())
        record = wheel.read("demo-1.0.dist-info/RECORD").decode()
        wheel.extractall(tmp_path / "installed")
    assert names == {
        "demo/__init__.pyc",
        "demo/part.pyc",
        "demo/static/table.js",
        "pygments/lexers/python.pyc",
        "demo-1.0.dist-info/METADATA",
        "demo-1.0.dist-info/RECORD",
    }
    assert "demo/part.pyc,sha256=" in record and "stale" not in record
    sys.path.insert(0, str(tmp_path / "installed"))
    try:
        assert importlib.import_module("demo").SIZE == 3  # sourceless, as in the browser
    finally:
        sys.path.remove(str(tmp_path / "installed"))
        sys.modules.pop("demo", None)
        sys.modules.pop("demo.part", None)


def test_a_module_this_python_cannot_compile_stays_as_source(tmp_path):
    compiler = _compiler_module()
    source = _wheel(
        tmp_path / "old-1.0-py3-none-any.whl",
        {
            "old/__init__.py": "",
            "old/py2.py": "print 'hello'\n",
        },
    )
    compiler.compile_wheel(source, tmp_path / "out.whl")
    with zipfile.ZipFile(tmp_path / "out.whl") as wheel:
        assert set(wheel.namelist()) == {"old/__init__.pyc", "old/py2.py"}


def test_only_the_modules_a_page_imports_at_start_are_compiled(tmp_path):
    compiler = _compiler_module()
    source = _wheel(
        tmp_path / "demo-1.0-py3-none-any.whl",
        {
            "demo/__init__.py": "",
            "demo/table.py": "SEATS = 4\n",
            "demo/bots.py": "LEVEL = 2\n",
        },
    )
    compiler.compile_wheel(source, tmp_path / "out.whl", {"demo/__init__.py", "demo/table.py"})
    with zipfile.ZipFile(tmp_path / "out.whl") as wheel:
        names = set(wheel.namelist())
    assert names == {"demo/__init__.pyc", "demo/table.pyc", "demo/bots.py"}


def test_the_start_up_list_names_files_the_wheels_hold():
    listed = (ROOT / "static_site" / "startup-modules.txt").read_text().split()
    assert "widgets/pages/online.py" in listed and "IPython/__init__.py" in listed
    assert all(name.endswith(".py") and not name.startswith("/") for name in listed)
