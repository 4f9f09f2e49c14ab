"""A throwaway PostgreSQL server for the store tests: Debian's binaries on a Unix socket.

``initdb`` and ``postgres`` run as ``nobody`` when the tests run as root (PostgreSQL refuses
root); the server listens on no TCP port, and is stopped by its process id.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pathlib
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator

import psycopg


def find_binary(name: str) -> str | None:
    """``initdb``/``postgres`` on PATH, or in Debian's versioned folder."""
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return candidates[-1] if candidates else None


def _as_server_user(folder: pathlib.Path) -> list[str]:
    if os.geteuid() != 0:
        return []
    shutil.chown(folder, "nobody", "nogroup")
    return ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]


def _wait_ready(url: str, proc: subprocess.Popen, log: pathlib.Path) -> None:
    deadline = time.monotonic() + 60
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"postgres exited: {log.read_text()[-2000:]}")
        try:
            psycopg.connect(url, connect_timeout=2).close()
            return
        except psycopg.OperationalError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


class PostgresServer:
    """A started server: ``url`` to connect, ``stop()``/``start()`` by process id."""

    def __init__(self, folder: pathlib.Path) -> None:
        self.folder = folder
        self.data = folder / "data"
        self.log = folder / "postgres.log"
        self.url = f"postgresql:///postgres?host={folder}&user=fg"
        self.proc: subprocess.Popen | None = None
        prefix = _as_server_user(folder)
        self.prefix = prefix
        initdb = find_binary("initdb")
        assert initdb, "Debian's postgresql package is not installed (scripts/test installs it)"
        subprocess.run(
            [
                *prefix,
                initdb,
                "-D",
                str(self.data),
                "-U",
                "fg",
                "--auth=trust",
                "-E",
                "UTF8",
                "--no-sync",
                "--no-instructions",
            ],
            check=True,
            capture_output=True,
        )

    def start(self) -> None:
        postgres = find_binary("postgres")
        assert postgres
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(
                [
                    *self.prefix,
                    postgres,
                    "-D",
                    str(self.data),
                    "-k",
                    str(self.folder),
                    "-c",
                    "listen_addresses=",
                    "-c",
                    "fsync=off",
                    "-c",
                    "full_page_writes=off",
                    "-c",
                    "synchronous_commit=off",
                    "-c",
                    "max_connections=60",
                ],
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        _wait_ready(self.url, self.proc, self.log)

    def stop(self) -> None:
        """Fast shutdown (SIGINT) of the server by its process id, then wait for it."""
        if self.proc is None:
            return
        os.kill(self.proc.pid, signal.SIGINT)
        try:
            self.proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.kill(self.proc.pid, signal.SIGKILL)
            self.proc.wait()
        self.proc = None


@contextlib.contextmanager
def running_postgres() -> Iterator[PostgresServer]:
    """A fresh server in a temporary folder, removed afterwards."""
    folder = pathlib.Path(tempfile.mkdtemp(prefix="fg-pg-"))
    os.chmod(folder, 0o700)
    try:
        server = PostgresServer(folder)
        server.start()
        try:
            yield server
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
