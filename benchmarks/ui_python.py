"""The Python side of a dashboard: bytes sent per scene update and widgets per page.

Measured with a recording comm (what ipywidgets would send to the browser) while a human seat
plays a whole game against the heuristic bot by choosing legal moves the scene offers. An
update is a scene patch (only what changed); the whole scene, what a browser receives when it
connects, is measured beside it.
"""

from __future__ import annotations

import json
import random
from typing import Any

import comm
import ipywidgets

from widgets.pages.app import GameApp


class _Recorder:
    kernel = "recording"

    def __init__(self, sink: list[int], data: Any = None, **_: Any) -> None:
        self.comm_id = str(id(self))
        self.sink = sink

    def send(self, data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
        content = data.get("content") if isinstance(data, dict) else None
        if isinstance(content, dict) and content.get("type") == "scene":
            self.sink.append(len(json.dumps(data, ensure_ascii=False).encode()))

    def open(self, *args: Any, **kwargs: Any) -> None:
        pass

    def on_msg(self, callback: Any) -> None:
        pass

    def close(self, *args: Any, **kwargs: Any) -> None:
        pass


def page_weight(game: str, seed: int = 1) -> dict[str, Any]:
    """Largest and mean scene update and whole scene (bytes) over a game, and widgets on the
    page."""
    sizes: list[int] = []
    whole: list[int] = []
    original = comm.create_comm
    comm.create_comm = lambda **kw: _Recorder(sizes, **kw)
    try:
        before = set(ipywidgets.widgets.widget._instances)
        app = GameApp(game, seats=["human", "heuristic"], seed=seed, bot_delay=0)
        new = [w for k, w in ipywidgets.widgets.widget._instances.items() if k not in before]
        widgets = sum(isinstance(w, ipywidgets.DOMWidget) for w in new)
        rng = random.Random(seed)
        for _ in range(3000):
            state = app.match.state
            if state.is_over:
                break
            legal = set(state.legal_actions())
            acts = [
                k
                for k, (kind, v) in app._intents.items()
                if kind == "act" and app.game.action_from_json(v) in legal
            ]
            other = [k for k, (kind, _) in app._intents.items() if kind in ("select", "ui")]
            app.table.click(rng.choice(acts or other))
            whole.append(len(app.table.scene_text().encode()))
    finally:
        comm.create_comm = original
    return {
        "max_scene_bytes": max(sizes, default=0),
        "mean_scene_bytes": sum(sizes) / len(sizes) if sizes else 0,
        "scene_updates": len(sizes),
        "max_whole_scene_bytes": max(whole, default=0),
        "mean_whole_scene_bytes": sum(whole) / len(whole) if whole else 0,
        "widgets": widgets,
    }
