"""What the visitor's browser brings to the page: its private key, and save files it opens.

Every browser makes itself a random key once and keeps it (``localStorage``); the page sends it
to its own kernel when it opens, which is how the save list can be read for *this* visitor
when the page opens (a preheated kernel ran the notebook before anyone asked for it). The key
selects the visitor's save folder (:func:`widgets.storage.saves.visitor_folder`).

The same widget is the "Open file…" button: the page checks a file's size before sending it,
so a huge file gets a clear message instead of a dropped connection.
"""

from __future__ import annotations

import logging
import pathlib
import re
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from widgets.storage.saves import MAX_SAVE_BYTES, VISITOR_KEY

HERE = pathlib.Path(__file__).parent
log = logging.getLogger(__name__)

PAGE_ADDRESS = re.compile(r"https?://[^\s\"'<>?#]{1,2000}")
"""What a page may report as its own address: http(s), no spaces, quotes, query or fragment."""


class Visitor(anywidget.AnyWidget):
    """Reports the browser's key once (``on_key``) and each file it opens (``on_file``).

    >>> seen = []
    >>> visitor = Visitor()
    >>> visitor.on_key(seen.append)
    >>> visitor.receive({"type": "visitor", "key": "ab" * 32, "page": "https://example.org/p"})
    >>> seen == ["ab" * 32], visitor.page
    (True, 'https://example.org/p')
    """

    _esm = HERE / "visitor.js"
    max_bytes = traitlets.Int(MAX_SAVE_BYTES).tag(sync=True)

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.key: str | None = None
        self.page: str | None = None
        """The page's address as the browser sees it (no query), once the page has said it."""
        self._on_key: list[Callable[[str], None]] = []
        self._on_file: list[Callable[[str | bytes], None]] = []
        self._on_too_big: list[Callable[[int], None]] = []
        self.on_msg(lambda _w, content, _b: self.receive(content))

    def on_key(self, callback: Callable[[str], None]) -> None:
        self._on_key.append(callback)

    def on_file(self, callback: Callable[[str | bytes], None]) -> None:
        self._on_file.append(callback)

    def on_too_big(self, callback: Callable[[int], None]) -> None:
        self._on_too_big.append(callback)

    def receive(self, content: Any) -> None:
        """Handle one message from the page (anything malformed is dropped)."""
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "visitor":
            page = content.get("page")
            # Only an ordinary web address: it goes into links the visitor is shown.
            if self.page is None and isinstance(page, str) and PAGE_ADDRESS.fullmatch(page):
                self.page = page
            key = content.get("key")
            # One identity per page: a page cannot switch to another visitor's folder later.
            if self.key is None and isinstance(key, str) and VISITOR_KEY.fullmatch(key):
                self.key = key
                self._fire(self._on_key, key)
        elif kind == "file" and isinstance(content.get("text"), str):
            self._fire(self._on_file, content["text"])
        elif kind == "too-big" and isinstance(content.get("size"), int):
            self._fire(self._on_too_big, content["size"])

    def _fire(self, callbacks: list[Callable[[Any], None]], value: Any) -> None:
        for callback in callbacks:
            try:
                callback(value)
            except Exception:  # a message from the page must never raise into it
                log.exception("visitor message handler failed")
