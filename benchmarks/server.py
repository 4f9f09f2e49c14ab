"""The processes of a running Voila server, as the browser benchmarks see them."""

from __future__ import annotations

import contextlib
import time
from typing import Any

QUIET_WINDOW, QUIET_SHARE = 2.0, 0.1
"""Quiet: the server and its kernels used under 10% of one core over 2 s."""


def kernel_pids(pid: int) -> list[Any]:
    import psutil

    found = []
    for child in psutil.Process(pid).children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if "ipykernel" in " ".join(child.cmdline()):
                found.append(child)
    return found


def cpu_seconds(pid: int) -> float:
    """CPU time used so far by the server and its kernels."""
    import psutil

    total = 0.0
    for process in [psutil.Process(pid), *kernel_pids(pid)]:
        with contextlib.suppress(psutil.Error):
            times = process.cpu_times()
            total += times.user + times.system
    return total


def wait_until_quiet(pid: int, timeout: float) -> None:
    """Wait until the server and its kernels are idle: its preheated kernels have started and
    run their notebooks, so a timed page does not queue behind that preparation."""
    deadline = time.monotonic() + timeout
    before = cpu_seconds(pid)
    while time.monotonic() < deadline:
        time.sleep(QUIET_WINDOW)
        now = cpu_seconds(pid)
        if now - before < QUIET_WINDOW * QUIET_SHARE:
            return
        before = now
    raise RuntimeError(f"the server was still busy after {timeout:.0f} s")
