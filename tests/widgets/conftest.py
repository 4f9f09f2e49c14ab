"""A recording comm: every message a widget would send to the browser, as JSON text."""

from __future__ import annotations

import json
import uuid
from typing import Any

import comm
import pytest


class Wire:
    """Everything sent to the browser, in order (opens, state updates, custom messages)."""

    def __init__(self) -> None:
        self.messages: list[str] = []

    def mark(self) -> int:
        return len(self.messages)

    def since(self, mark: int) -> str:
        return "\n".join(self.messages[mark:])

    def all(self) -> str:
        return "\n".join(self.messages)


class RecordingComm:
    kernel = "recording"

    def __init__(self, wire: Wire, data: Any = None, **_: Any) -> None:
        self.comm_id = uuid.uuid4().hex
        self.wire = wire
        self._record(data)

    def _record(self, data: Any) -> None:
        if data is not None:
            self.wire.messages.append(json.dumps(data, default=str))

    def send(self, data: Any = None, metadata: Any = None, buffers: Any = None) -> None:
        self._record(data)

    def open(self, *args: Any, **kwargs: Any) -> None:
        pass

    def on_msg(self, callback: Any) -> None:
        self.callback = callback

    def close(self, *args: Any, **kwargs: Any) -> None:
        pass


@pytest.fixture
def wire(monkeypatch: pytest.MonkeyPatch) -> Wire:
    recorded = Wire()
    monkeypatch.setattr(comm, "create_comm", lambda **kw: RecordingComm(recorded, **kw))
    return recorded


def card_mentions(text: str, name: str) -> bool:
    """Whether a card name appears in sent data: as a JSON string (also inside the scene's
    JSON text, where its quotes are escaped) or as SVG/HTML text."""
    quoted = json.dumps(name)
    return quoted in text or json.dumps(quoted)[1:-1] in text or f">{name}<" in text
