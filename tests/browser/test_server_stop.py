"""A service manager stops the server with SIGTERM (and a terminal with SIGINT): Voila and
every kernel must go, and the port must close, within seconds.

``scripts/run`` execs ``python -m widgets.server.serve``, so the signal reaches that process.
Before the fix it died alone and left Voila serving, with its kernels, as an orphan.
"""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable

import psutil
import pytest

from widgets.server.serve import ROOT, free_port

STOPPED_WITHIN = 30.0
"""Seconds allowed from the signal until the port and every process are gone. Generous: a
busy 2-core machine shuts ten kernels down in a few seconds."""


def wait_until(condition: Callable[[], bool], timeout: float, what: str) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, f"gave up waiting for {what}"
        time.sleep(0.2)


def port_open(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(1)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def renders(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:
            return response.status == 200
    except OSError:
        return False


def kernels(processes: list[psutil.Process]) -> list[psutil.Process]:
    found = []
    for process in processes:
        try:
            if any("ipykernel" in part for part in process.cmdline()):
                found.append(process)
        except psutil.Error:
            pass
    return found


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_to_the_server_stops_voila_and_every_kernel(signum, tmp_path):
    port = free_port()
    env = dict(os.environ, FASHION_GAMES_SAVES=str(tmp_path / "saves"))
    server = subprocess.Popen(
        [sys.executable, "-m", "widgets.server.serve", "--port", str(port)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,  # so that this test can clean up whatever it leaves
    )
    everything: list[psutil.Process] = []
    try:
        page = f"http://127.0.0.1:{port}/voila/render/index.ipynb"
        wait_until(lambda: renders(page), 180, "the gallery to render")
        # Preheated kernels start on their own: wait for a few, so there are kernels to stop.
        wait_until(
            lambda: len(kernels(psutil.Process(server.pid).children(recursive=True))) >= 2,
            180,
            "preheated kernels",
        )
        everything = [psutil.Process(server.pid), *psutil.Process(server.pid).children(True)]
        assert kernels(everything)
        server.send_signal(signum)  # to the process only, as `kill <pid>` does
        wait_until(lambda: not port_open(port), STOPPED_WITHIN, "the port to close")
        _gone, alive = psutil.wait_procs(everything, timeout=STOPPED_WITHIN)
        assert not alive, f"still running: {[p.cmdline() for p in alive]}"
        assert server.wait(timeout=STOPPED_WITHIN) == 0
    finally:
        for process in everything:  # only what this test started
            with contextlib.suppress(psutil.Error):
                process.kill()
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(server.pid, signal.SIGKILL)
