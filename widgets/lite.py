"""What differs when a page runs in the visitor's own browser (the static site: Voici, JupyterLite
and Pyodide, ``scripts/build-site``) instead of a Voila server.

The kernel is Python compiled to WebAssembly, in a worker of the visitor's browser: there is no
server to hold rooms for friends in other browsers, no kernel limit, no processes to spread work
over. Pages are ``.html`` files, not notebooks. Everything else is the same code.

>>> href("colour_bazaar/play.ipynb", in_browser=True)
'colour_bazaar/play.html'
>>> href("review.ipynb?game=x", in_browser=False)
'review.ipynb?game=x'
"""

from __future__ import annotations

import pathlib
import re
import sys

IN_BROWSER = sys.platform == "emscripten"
"""True in Pyodide: the page runs in the visitor's browser, with no server behind it."""

SERVER_ONLY_NOTE = (
    "This copy of the games runs entirely in your browser: playing friends online needs the "
    "server version (see the project's README)."
)
"""The one line a static page shows where the server version offers "Play online"."""

BROWSER_NOTE = (
    "This copy of the games runs entirely in your browser: nothing is sent anywhere, and your "
    "saves stay in this browser. Each page starts Python in your browser first, which takes "
    "15-25 seconds on a slow computer. Playing friends online needs the server version."
)
"""What the gallery says first in the static site."""

_NOTEBOOK_LINK = re.compile(r"\.ipynb(?=$|[?#])")


def href(notebook: str, in_browser: bool = IN_BROWSER) -> str:
    """The link to a page: a notebook on the server, its rendered ``.html`` in the static site
    (Voici writes each notebook as a page of the same name next to the others)."""
    return _NOTEBOOK_LINK.sub(".html", notebook) if in_browser else notebook


NO_STORE_NOTE = (
    "This browser gives the page no lasting store (a private window?): saves last only until "
    "the page closes. Download a finished game to keep it."
)
"""Said instead when there is no store to keep saves in."""


def browser_store() -> pathlib.Path | None:
    """The browser's own file store as the kernel sees it (JupyterLite mounts it at ``/drive``
    through its service worker), or ``None`` where there is none (no service worker)."""
    here = pathlib.Path.cwd()
    return next((p for p in (here, *here.parents) if p.name == "drive"), None)


def browser_save_dir() -> pathlib.Path:
    """Where saves go in the browser: the site's own file store (JupyterLite keeps it in the
    browser's IndexedDB, private to this browser and kept across reloads), which the kernel
    sees as the folder it starts in, or one above it for pages in a game's folder."""
    return (browser_store() or pathlib.Path.home()) / "fashion-games" / "saves"
