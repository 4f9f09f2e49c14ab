"""A failing click's traceback stays in the server's log: the page only gets a short notice."""

from __future__ import annotations

import os

from jupyter_client.manager import start_new_kernel

from widgets.server.serve import ROOT

FAILING_CLICK = """
from widgets.pages.app import GameApp
app = GameApp("colour_bazaar", seats=["human", "random"], seed=2, bot_delay=0)
def broken(key, kind, value):
    raise RuntimeError("secret server detail")
app._click = broken
app.table.click(next(iter(app._intents)))  # a click the page offers, failing on the server
print(app.table.scene["notice"]["text"])
"""


def test_a_traceback_in_the_kernel_never_reaches_the_page():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    env.pop("PYTEST_CURRENT_TEST", None)  # ipykernel behaves as under Voila only without it
    manager, client = start_new_kernel(kernel_name="python3", env=env, cwd=str(ROOT))
    try:
        client.execute(FAILING_CLICK)
        streamed = []
        while True:
            msg = client.get_iopub_msg(timeout=60)
            if msg["msg_type"] in ("stream", "error"):
                streamed.append(str(msg["content"]))
            if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
                break
    finally:
        client.stop_channels()
        manager.shutdown_kernel(now=True)
    sent = "".join(streamed)
    assert "Something went wrong with that click" in sent  # the notice, printed by the cell
    assert "Traceback" not in sent and "secret server detail" not in sent
