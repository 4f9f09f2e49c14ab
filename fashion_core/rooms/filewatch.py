"""FileWatch: sleep until a file is touched, with Linux inotify (no dependency, via ctypes).

SQLite has no push notification, and polling it often enough for a quick game costs every
waiting kernel a few milliseconds of CPU a second. Instead a writer touches a small signal
file after each commit (:meth:`SQLiteStore.transaction`), and waiting pages sleep in the
kernel on that file: no work at all until something happened. Where inotify is missing
(not Linux), :func:`file_watch` returns ``None`` and the caller polls.
"""

from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import os
import pathlib
import select
import struct

IN_MODIFY = 0x002
IN_ATTRIB = 0x004
IN_CLOSE_WRITE = 0x008
IN_IGNORED = 0x8000
IN_NONBLOCK = 0o4000
IN_CLOEXEC = 0o2000000
_MASK = IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE
_HEADER = struct.Struct("iIII")


def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        libc = ctypes.CDLL(name, use_errno=True)
        libc.inotify_init1  # noqa: B018 - the lookup itself says whether inotify exists
    except (OSError, AttributeError):
        return None
    return libc


_LIBC = _libc()


def touch(path: pathlib.Path) -> None:
    """Wake every :class:`FileWatch` on ``path`` (creating the file if it is missing)."""
    try:
        os.utime(path)
    except FileNotFoundError:
        path.touch()


class FileWatch:
    """Waits for ``path`` to be touched (see :func:`touch`).

    >>> import tempfile
    >>> signal = pathlib.Path(tempfile.mkdtemp()) / "signal"
    >>> watch = file_watch(signal)
    >>> watch.wait(0.01)
    False
    >>> touch(signal)
    >>> watch.wait(1.0)
    True
    >>> watch.close()
    """

    def __init__(self, libc: ctypes.CDLL, path: pathlib.Path) -> None:
        self._libc = libc
        self.path = path
        self._fd = libc.inotify_init1(IN_NONBLOCK | IN_CLOEXEC)
        if self._fd < 0:
            raise OSError(ctypes.get_errno(), "inotify_init1 failed")
        self._poll = select.poll()
        self._poll.register(self._fd, select.POLLIN)
        self._add()

    def _add(self) -> None:
        if not self.path.exists():
            touch(self.path)
        if self._libc.inotify_add_watch(self._fd, os.fsencode(self.path), _MASK) < 0:
            raise OSError(ctypes.get_errno(), f"inotify_add_watch failed on {self.path}")

    def wait(self, timeout: float) -> bool:
        """Sleep up to ``timeout`` seconds; ``True`` if the file was touched meanwhile."""
        if not self._poll.poll(max(0, int(timeout * 1000))):
            return False
        # Drain every queued event: one wake-up covers all touches so far. A deleted or
        # replaced file (IN_IGNORED) is watched anew and counts as touched: look once more.
        with contextlib.suppress(BlockingIOError):
            while data := os.read(self._fd, 4096):
                offset = 0
                while offset < len(data):
                    _wd, mask, _cookie, size = _HEADER.unpack_from(data, offset)
                    offset += _HEADER.size + size
                    if mask & IN_IGNORED:
                        self._add()
        return True

    def close(self) -> None:
        with contextlib.suppress(OSError):
            os.close(self._fd)


def file_watch(path: pathlib.Path) -> FileWatch | None:
    """A :class:`FileWatch` on ``path``, or ``None`` where inotify is not available."""
    if _LIBC is None:
        return None
    try:
        return FileWatch(_LIBC, path)
    except OSError:  # e.g. the per-user inotify limit: the caller polls instead
        return None
