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


def cpu_used(processes: list[Any]) -> float:
    """CPU seconds used so far by ``processes`` (those gone meanwhile count nothing)."""
    import psutil

    total = 0.0
    for process in processes:
        with contextlib.suppress(psutil.Error):
            times = process.cpu_times()
            total += times.user + times.system
    return total


def cpu_seconds(pid: int) -> float:
    """CPU time used so far by the server and its kernels."""
    import psutil

    return cpu_used([psutil.Process(pid), *kernel_pids(pid)])


def cpu_split(pid: int) -> dict[str, float]:
    """CPU seconds used so far by the Voila server, its kernels and this process's browsers."""
    import psutil

    browsers = []
    for child in psutil.Process().children(recursive=True):
        with contextlib.suppress(psutil.Error):
            if "chrom" in child.name():
                browsers.append(child)
    return {
        "server": cpu_used([psutil.Process(pid)]),
        "kernels": cpu_used(kernel_pids(pid)),
        "browsers": cpu_used(browsers),
    }


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
