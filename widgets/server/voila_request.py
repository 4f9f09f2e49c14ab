"""How a preheated kernel learns its visitor's request, without importing ``voila.utils``.

Voila runs a preheated kernel's notebook before anyone asks for the page; when a visitor comes,
it hands the kernel the request's details (the query string, the server's name and port, the
page's path) over a websocket at ``<server url>voila/query/<kernel id>``, as JSON of
environment variables. ``voila.utils.wait_for_request`` reads that socket, but importing
``voila.utils`` loads jupyter_server and jupyterlab_server: 1.7 s of CPU and 45 MiB in every
kernel, paid while it preheats. A visitor who came within a few seconds of the previous one
then found no spare kernel ready and waited for a fresh one (measured: Prêt-à-Porter's play
page opened one second apart, 3.2-3.7 s to the table instead of 1.1-1.35 s).

So this module reads the same socket with the ``websockets`` package alone (Voila's own
dependency). The names it reads are Voila's (``voila.utils.ENV_VARIABLE``); a test checks them,
and the address built here, against the installed Voila, so an upgrade that changes them fails
the tests instead of the pages.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Mapping, MutableMapping

log = logging.getLogger(__name__)

PREHEAT = "VOILA_PREHEAT"
"""Set to ``"True"`` in the environment of a kernel Voila starts for its preheated pool."""

OPEN_TIMEOUT = 5.0
"""Seconds to wait for Voila to accept the connection (Voila's own figure)."""


def preheated(env: Mapping[str, str] = os.environ) -> bool:
    """Whether this kernel was started for Voila's preheated pool (the request comes later)."""
    return env.get(PREHEAT, "False") == "True"


def request_socket_url(env: Mapping[str, str] = os.environ) -> str:
    """The address of the socket on which Voila sends this kernel its request, built from the
    environment Voila gives a preheated kernel (with Voila's defaults).

    >>> request_socket_url({"VOILA_APP_PORT": "9000", "VOILA_KERNEL_ID": "k1"})
    'ws://127.0.0.1:9000/voila/query/k1'
    """
    protocol = env.get("VOILA_WS_PROTOCOL", "ws")
    host = env.get("VOILA_APP_IP", "127.0.0.1")
    port = env.get("VOILA_APP_PORT", "8866")
    base = env.get("VOILA_WS_BASE_URL", env.get("VOILA_SERVER_URL", "/"))
    return f"{protocol}://{host}:{port}{base}voila/query/{env.get('VOILA_KERNEL_ID')}"


def wait_for_request(env: MutableMapping[str, str] = os.environ) -> bool:
    """Block until Voila sends the visitor's request; put its details into ``env``.

    Returns False (and changes nothing) when this kernel is not a preheated one, or when the
    socket could not be read. Call it in a thread: it waits as long as nobody comes.
    """
    if not preheated(env):
        return False
    from websockets.sync.client import connect  # 0.05 s; only preheated kernels need it

    url = request_socket_url(env)
    try:
        with connect(url, open_timeout=OPEN_TIMEOUT) as socket:
            message = socket.recv()
        details = json.loads(message)
    except (OSError, TimeoutError, ValueError) as exc:
        log.warning("could not read the request from %s: %s", url, exc)
        return False
    except Exception as exc:  # the websockets package's own errors: a closed socket, say
        log.warning("could not read the request from %s: %r", url, exc)
        return False
    if not isinstance(details, dict):
        return False
    for name, value in details.items():
        if isinstance(name, str) and isinstance(value, str):
            env[name] = value
    return True
