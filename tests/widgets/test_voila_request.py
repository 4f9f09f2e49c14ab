"""A preheated kernel reads its visitor's request from Voila's socket with ``websockets`` alone
(widgets.server.voila_request): the same address and names as the installed Voila, the details put
into the environment, and no jupyter_server in the kernel."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator

import pytest
from websockets.sync.server import serve

from widgets.server.voila_request import preheated, request_socket_url, wait_for_request

READ = (
    "VOILA_PREHEAT",
    "VOILA_KERNEL_ID",
    "VOILA_APP_IP",
    "VOILA_APP_PORT",
    "VOILA_WS_PROTOCOL",
    "VOILA_WS_BASE_URL",
    "VOILA_SERVER_URL",
)
"""The environment variables this module reads."""
PAGE = ("QUERY_STRING", "SERVER_NAME", "SERVER_PORT", "SCRIPT_NAME")
"""What the play page then reads of the request (widgets.pages.online)."""


def test_the_names_are_the_installed_voilas():
    from voila.utils import ENV_VARIABLE

    names = {member.value for member in ENV_VARIABLE}
    assert set(READ) | set(PAGE) <= names


@pytest.mark.parametrize(
    "env",
    [
        {"VOILA_KERNEL_ID": "k1"},
        {"VOILA_KERNEL_ID": "k2", "VOILA_APP_PORT": "9123", "VOILA_APP_IP": "10.0.0.5"},
        {"VOILA_KERNEL_ID": "k3", "VOILA_SERVER_URL": "/user/ada/", "VOILA_WS_PROTOCOL": "wss"},
        {"VOILA_KERNEL_ID": "k4", "VOILA_SERVER_URL": "/a/", "VOILA_WS_BASE_URL": "/b/"},
    ],
)
def test_the_address_is_the_one_voila_reads(env, monkeypatch):
    import voila.utils

    for name in READ:
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    asked: list[str] = []

    async def answer(url: str) -> str:
        asked.append(url)
        return json.dumps({})

    monkeypatch.setattr(voila.utils, "_get_request_info", answer)
    voila.utils.wait_for_request()
    assert asked == [request_socket_url({**env, "VOILA_PREHEAT": "True"})]


@pytest.fixture
def voila_socket() -> Iterator[tuple[int, list[str], list[str]]]:
    """A stand-in for Voila's socket: sends each connection the next queued message."""
    queue: list[str] = []
    paths: list[str] = []

    def handler(connection) -> None:
        paths.append(connection.request.path)
        connection.send(queue.pop(0))

    with serve(handler, "127.0.0.1", 0) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        yield server.socket.getsockname()[1], queue, paths
        server.shutdown()


def test_the_visitors_request_reaches_the_environment(voila_socket):
    port, queue, paths = voila_socket
    queue.append(json.dumps({"QUERY_STRING": "room=r&key=k", "SERVER_NAME": "example.org"}))
    env = {"VOILA_PREHEAT": "True", "VOILA_APP_PORT": str(port), "VOILA_KERNEL_ID": "abc"}
    assert wait_for_request(env)
    assert paths == ["/voila/query/abc"]
    assert env["QUERY_STRING"] == "room=r&key=k" and env["SERVER_NAME"] == "example.org"


@pytest.mark.parametrize("message", ["not json", json.dumps([1, 2]), json.dumps({"A": 1})])
def test_a_message_that_is_not_a_request_changes_nothing(voila_socket, message):
    port, queue, _ = voila_socket
    queue.append(message)
    env = {"VOILA_PREHEAT": "True", "VOILA_APP_PORT": str(port), "VOILA_KERNEL_ID": "abc"}
    before = dict(env)
    wait_for_request(env)
    assert env == before


def test_a_kernel_started_for_a_request_does_not_wait():
    env = {"QUERY_STRING": "room=r"}
    assert not preheated(env) and not wait_for_request(env)
    assert env == {"QUERY_STRING": "room=r"}


def test_no_server_to_ask_gives_up_without_raising():
    env = {"VOILA_PREHEAT": "True", "VOILA_APP_PORT": "1", "VOILA_KERNEL_ID": "abc"}
    assert not wait_for_request(env)


def test_a_preheated_play_page_loads_neither_voila_utils_nor_jupyter_server(tmp_path):
    # What a preheated kernel runs (play.ipynb), in a fresh interpreter; the socket it waits
    # on answers nothing here, so the page stays the one-screen game.
    code = (
        "import sys, pathlib\n"
        "from widgets.pages.online import play_page\n"
        f"play_page('moonscrown', save_dir=pathlib.Path({str(tmp_path)!r}))\n"
        "heavy = sorted(m for m in ('voila.utils', 'jupyter_server', 'jupyterlab_server')"
        " if m in sys.modules)\n"
        "print(heavy)\n"
    )
    env = {"VOILA_PREHEAT": "True", "VOILA_APP_PORT": "1", "VOILA_KERNEL_ID": "x"}
    run = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env={**_base_env(), **env},
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().splitlines()[-1] == "[]"


def _base_env() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if not k.startswith("VOILA_")}
