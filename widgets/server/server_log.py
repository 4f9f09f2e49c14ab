"""Our log records go to the server's log, never to the page.

In a kernel, ``sys.stderr`` is forwarded to the browser: a logged traceback (with server paths)
would travel over the page's websocket. ipykernel keeps a copy of the kernel process's real
standard error, which is the terminal or log file of the Voila server that started it; records
from ``widgets`` and ``fashion_core`` are written there. Outside a kernel nothing changes.
"""

from __future__ import annotations

import logging
import os
import sys
from typing import TextIO

LOGGERS = ("widgets", "fashion_core")
FORMAT = "[Fashion Games kernel %(process)d] %(levelname)s %(name)s: %(message)s"


def server_stream() -> TextIO | None:
    """The kernel process's own standard error, or None when not in an ipykernel."""
    if sys.stderr is sys.__stderr__ or sys.__stderr__ is None:
        return None  # not redirected: not in a kernel
    fd = getattr(sys.stderr, "_original_stdstream_copy", None)
    if isinstance(fd, int):  # ipykernel captures file descriptor 2 as well; this is the copy
        return os.fdopen(os.dup(fd), "w", buffering=1, encoding="utf-8", errors="replace")
    return sys.__stderr__


def keep_logs_on_the_server() -> None:
    """Route our loggers to the server's log (once per process); no-op outside a kernel."""
    stream = None
    for name in LOGGERS:
        logger = logging.getLogger(name)
        if any(getattr(h, "fashion_games", False) for h in logger.handlers):
            continue
        stream = stream or server_stream()
        if stream is None:
            return
        handler = logging.StreamHandler(stream)
        handler.fashion_games = True  # type: ignore[attr-defined]
        handler.setFormatter(logging.Formatter(FORMAT))
        logger.addHandler(handler)
        logger.propagate = False  # not also to the root logger, whose output reaches the page
