"""Serve the gallery with Voila: ``python -m widgets.server.serve [--port 8866]``.

One place holds the Voila settings used by ``make run``, the browser tests, the benchmarks and
Binder (which gets them as a ``jupyter_config.json`` from ``binder/postBuild``):

* preheated kernels, so a dashboard opens without waiting for its notebook to run;
* a closed page frees its kernel (``widgets.server.voila_guard`` gives pages the XSRF cookie Voila's
  shutdown request needs), and kernels idle for five minutes without a page are culled;
* at most ``MAX_KERNELS`` kernels: past that a page says "busy, try again in a minute";
* only the configured host names are answered (``--allow-host``);
* a time limit on each cell;
* TCP_NODELAY on the kernel websocket (``widgets.server.voila_nodelay``).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import pathlib
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator, Sequence
from typing import Any

import psutil

from fashion_core.games import GAME_MODULES

EXAMPLE_PAGE = f"{GAME_MODULES[0]}/play.ipynb"
"""A page to name in examples: the first registered game's play page."""

ROOT = pathlib.Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
NODELAY = "widgets.server.voila_nodelay.NoDelayConnection"
GUARD = "widgets.server.voila_guard.GuardedIdentityProvider"
LIMITED = "widgets.server.voila_guard.LimitedKernelManager"
MAX_KERNELS = 40
"""About 60-100 MB each: 40 kernels fit in 4 GB. Raise it on a bigger machine."""
LOCAL_HOSTS = ["localhost", "127.0.0.1", "::1"]

SETTINGS: dict[str, dict[str, Any]] = {
    "VoilaConfiguration": {
        "preheat_kernel": True,
        "default_pool_size": 1,
        "show_tracebacks": False,
        "theme": "light",
        "multi_kernel_manager_class": LIMITED,
    },
    # The strategy lab and the game review are rarely opened: no kernel waits for them.
    "VoilaKernelManager": {
        "kernel_pools_config": {
            "default": {"pool_size": 1},
            "lab.ipynb": {"pool_size": 0},
            "review.ipynb": {"pool_size": 0},
        },
        # Voila asks for a replacement as soon as a page takes a spare, and the next page
        # waits for that replacement, delay included: no fixed delay here. The kernel
        # manager holds replacements back while pages are still loading
        # (LimitedKernelManager._wait_for_calm).
        "fill_delay": 0,
    },
    # A cell may run for a minute. Its outputs may arrive on IOPub after the kernel's reply:
    # nbclient waits 4 s for them by default and then drops them without an error, so on a
    # busy machine a page came up with its text but without its widgets.
    "VoilaExecutor": {"timeout": 60, "iopub_timeout": 60},
    # A kernel whose page is gone (and whose shutdown request was lost) goes within 5-6 min;
    # a page left open keeps its kernel (culling it would kill a game being thought about).
    "MappingKernelManager": {
        "cull_idle_timeout": 300,
        "cull_interval": 60,
        "cull_connected": False,
    },
}


def preheated_pages(notebooks: pathlib.Path = NOTEBOOKS) -> int:
    """How many notebooks get a preheated kernel with these settings (every one but those
    whose pool is 0), so tests and benchmarks count spare kernels as new pages come."""
    pools = SETTINGS["VoilaKernelManager"]["kernel_pools_config"]
    default = pools["default"]["pool_size"]
    pages = (
        nb.relative_to(notebooks).as_posix()
        for nb in notebooks.rglob("*.ipynb")
        if ".ipynb_checkpoints" not in nb.parts
    )
    return sum(1 for page in pages if pools.get(page, {"pool_size": default})["pool_size"])


def voila_command(
    port: int,
    *,
    preheat: bool = True,
    root: pathlib.Path = NOTEBOOKS,
    ip: str = "127.0.0.1",
    hosts: Sequence[str] = (),
    max_kernels: int = MAX_KERNELS,
    pools: dict[str, int] | None = None,
    settings: dict[str, dict[str, Any]] | None = None,
    extra: Sequence[str] = (),
) -> list[str]:
    """The Voila command line for serving ``root`` on ``ip:port``.

    ``hosts`` are the names the server answers to besides the local ones (the name visitors
    type, e.g. ``games.example.org``); ``max_kernels`` caps the running kernels; ``pools``
    gives notebooks a preheated pool of their own size (a class about to open one game);
    ``settings`` replace single values of :data:`SETTINGS` (tests use short timeouts).
    """
    allowed = list(
        dict.fromkeys([*LOCAL_HOSTS, *([ip] if ip not in ("", "0.0.0.0") else []), *hosts])
    )
    args = [
        sys.executable,
        "-m",
        "voila",
        str(root),
        "--no-browser",
        f"--port={port}",
        f"--Voila.ip={ip}",
        f"--Voila.kernel_websocket_connection_class={NODELAY}",
        f"--Voila.identity_provider_class={GUARD}",
        *(f"--GuardedIdentityProvider.allowed_hosts={host}" for host in allowed),
        f"--GuardedIdentityProvider.max_kernels={max_kernels}",
        f"--LimitedKernelManager.max_kernels={max_kernels}",
    ]
    heat = {"preheat_kernel", "default_pool_size"}
    chosen = {section: dict(values) for section, values in SETTINGS.items()}
    for section, values in (settings or {}).items():
        chosen.setdefault(section, {}).update(values)
    for section, values in chosen.items():
        for key, value in values.items():
            if key in heat | {"kernel_pools_config"} and not preheat:
                continue
            if key == "kernel_pools_config" and pools:
                value = {**value, **{page: {"pool_size": size} for page, size in pools.items()}}
            text = json.dumps(value) if not isinstance(value, str) else value
            if isinstance(value, bool):
                text = str(value)
            args.append(f"--{section}.{key}={text}")
    return [*args, *extra]


HEADLESS_CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Flags for Debian's Chromium under Playwright here (tests, benchmarks, screenshots).
Without the background-networking ones, Chromium's own calls home are refused by the closed
network, many at a time."""


def launch_chromium(playwright: Any, purpose: str) -> Any:
    """Debian's Chromium launched headless with :data:`HEADLESS_CHROMIUM_ARGS` through
    ``playwright`` (sync or async: an async one returns the awaitable), or a clear error
    saying that ``purpose`` needs it (``playwright install`` cannot fetch one here)."""
    executable = shutil.which("chromium")
    if executable is None:
        raise RuntimeError(f"Debian's chromium is needed for {purpose}")
    return playwright.chromium.launch(executable_path=executable, args=HEADLESS_CHROMIUM_ARGS)


def close_like_a_tab(page: Any, timeout: float = 15) -> None:
    """Close a Playwright ``page`` as a browser tab closes: its unload handlers run, so Voila
    asks the server to shut the page's kernel down. (Closing the browser context alone skips
    them, and the kernel then lingers until the idle cull, 5-6 minutes.)"""
    with contextlib.suppress(Exception):  # a page already gone has nothing to unload
        page.close(run_before_unload=True)
        if not page.is_closed():
            page.wait_for_event("close", timeout=timeout * 1000)


async def close_like_a_tab_async(page: Any, timeout: float = 15) -> None:
    """:func:`close_like_a_tab` for Playwright's async API. ``page.close(run_before_unload=True)``
    returns before the page is gone: closing its context right after could cut the unload
    handler short, and the page's kernel then lingered until the idle cull."""
    with contextlib.suppress(Exception):
        async with page.expect_event("close", timeout=timeout * 1000):
            await page.close(run_before_unload=True)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextlib.contextmanager
def running_voila(
    root: pathlib.Path = NOTEBOOKS,
    *,
    ready_path: str = "index.ipynb",
    log_path: pathlib.Path | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 120,
    **options: Any,
) -> Iterator[tuple[str, int]]:
    """Voila with these settings on a free loopback port: yields (base URL, server pid).

    Waits until ``ready_path`` renders; stops the server (and its kernels) by its own process
    group when done. ``options`` go to :func:`voila_command`.
    """
    port = free_port()
    sink = open(log_path, "w") if log_path else subprocess.DEVNULL  # noqa: SIM115
    process = subprocess.Popen(
        voila_command(port, root=root, **options),
        cwd=ROOT,
        stdout=sink,
        stderr=subprocess.STDOUT,
        env=env,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + timeout
        while True:
            try:
                with urllib.request.urlopen(f"{url}/voila/render/{ready_path}", timeout=60):
                    break
            except OSError as exc:
                if process.poll() is not None or time.monotonic() > deadline:
                    tail = log_path.read_text()[-3000:] if log_path else ""
                    raise RuntimeError(f"Voila did not start\n{tail}") from exc
                time.sleep(0.5)
        yield url, process.pid
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        if log_path:
            sink.close()  # type: ignore[union-attr]


def binder_config() -> dict[str, Any]:
    """The same settings for Jupyter Server, where Voila runs as an extension (Binder)."""
    config: dict[str, Any] = {section: dict(values) for section, values in SETTINGS.items()}
    config["ServerApp"] = {"kernel_websocket_connection_class": NODELAY}
    return config


def _pool(text: str) -> tuple[str, int]:
    page, _, size = text.rpartition("=")
    if not page or not size.isdigit():
        raise SystemExit(f"--preheat wants NOTEBOOK=N, e.g. {EXAMPLE_PAGE}=25, not {text}")
    return page, int(size)


def gallery_url(port: int, ip: str = "127.0.0.1") -> str:
    return f"http://{ip}:{port}/voila/render/index.ipynb"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8866)
    parser.add_argument(
        "--no-preheat",
        action="store_true",
        help="start kernels on demand (slower pages, less memory)",
    )
    parser.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="a host name visitors use to reach this server (repeat for more); "
        "local names are always allowed",
    )
    parser.add_argument("--ip", default="127.0.0.1", help="the address to listen on")
    parser.add_argument(
        "--max-kernels",
        type=int,
        default=MAX_KERNELS,
        help=f"turn pages away (busy) beyond this many kernels (default {MAX_KERNELS})",
    )
    parser.add_argument(
        "--preheat",
        action="append",
        default=[],
        metavar="NOTEBOOK=N",
        help=f"keep N kernels ready for this page, e.g. {EXAMPLE_PAGE}=25 "
        "before a class opens it (about 60 MB each)",
    )
    parser.add_argument(
        "--write-binder-config",
        metavar="PATH",
        help="write the settings as a jupyter_config.json and exit",
    )
    args = parser.parse_args(argv)
    if args.write_binder_config:
        path = pathlib.Path(args.write_binder_config)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(binder_config(), indent=2), encoding="utf-8")
        print(f"Wrote {path}")
        return 0
    command = voila_command(
        args.port,
        preheat=not args.no_preheat,
        ip=args.ip,
        hosts=args.allow_host,
        max_kernels=args.max_kernels,
        pools=dict(_pool(text) for text in args.preheat),
    )
    print(f"Fashion Games gallery: {gallery_url(args.port)}", flush=True)
    print("(press Ctrl+C to stop)", flush=True)
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return serve_until_stopped(command, env)


STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT, signal.SIGHUP)
"""What stops the server: a service manager's or `kill`'s SIGTERM, Ctrl+C, a closed terminal."""

GRACE = 15.0
"""Seconds Voila gets to shut its kernels down before they are killed."""


class _Stop(Exception):
    """Raised in the main thread by a stop signal."""


def _raise_stop(signum: int, _frame: object) -> None:
    raise _Stop(signum)


def serve_until_stopped(command: list[str], env: dict[str, str]) -> int:
    """Run Voila until it ends or a stop signal comes; then stop it and every kernel it
    started. Voila runs in a session of its own, so each signal is handled once, here: before,
    a SIGTERM killed this process alone and Voila served on as an orphan, kernels and all."""
    previous = {signum: signal.signal(signum, _raise_stop) for signum in STOP_SIGNALS}
    process = None
    try:
        process = subprocess.Popen(command, cwd=ROOT, env=env, start_new_session=True)
        return process.wait()
    except _Stop:
        return 0
    finally:
        for signum in STOP_SIGNALS:  # a second Ctrl+C must not cut the shutdown short
            signal.signal(signum, signal.SIG_IGN)
        if process is not None:
            stop_voila(process)
        for signum, handler in previous.items():
            signal.signal(signum, handler)


def stop_voila(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM to Voila, which shuts its kernels down; whatever is left after :data:`GRACE`
    seconds (a hung kernel, a Voila that did not answer) is killed."""
    try:
        started = psutil.Process(process.pid).children(recursive=True)
    except psutil.Error:
        started = []
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=GRACE)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    # Kernels run in sessions of their own (jupyter_client), so only their ids reach them.
    _, alive = psutil.wait_procs(started, timeout=3)
    for child in alive:
        with contextlib.suppress(psutil.Error):
            child.kill()


if __name__ == "__main__":
    sys.exit(main())
