"""The one custom widget: a card table that renders a scene and reports clicks.

A *scene* is plain JSON built by ``widgets.games.<game>.scene`` from a player's view::

    {"title": "Colour Bazaar", "prompt": "Play a card onto a market",
     "notice": {"kind": "error", "text": "..."},          # optional feedback line
     "curtain": {"title": ..., "text": ..., "button": {...}},  # optional privacy screen
     "areas": [{"id": "markets", "label": "Markets", "zones": [
         {"id": "market-1", "label": "Market 1", "layout": "stack",  # row|fan|stack|pile
          "key": "stack:0",                       # optional: the zone itself is clickable
          "items": [{"card": "the Sea", "label": "the Sea (Crown: Waves)",
                     "key": "card:the Sea", "state": "playable"}]}]}],
     "buttons": [{"key": "chip:2", "label": "Take a Waves chip", "state": "primary"}],
     "side": [{"id": "log", "title": "Log", "lines": ["..."]}],
     "announce": "Bea played the Sea on market 1."}   # read out by screen readers

Items name a *face* (``card``, ``token`` or ``back``); the faces themselves (SVG we draw in
``widgets.cards``) travel separately, once each, and only when a scene first shows them: a card
the viewer may not see never reaches the browser. Clicks come back as the item's ``key``
together with the scene version, and :class:`Table` drops clicks on an outdated scene.

An app may also *offer* the scene each click will show (:meth:`Table.offer`): the browser then
draws a clicked one at once, and the scene the click really brings only confirms it (or, if it
differs, replaces it under a version the guess never had).
"""

from __future__ import annotations

import json
import logging
import pathlib
import uuid
from collections.abc import Callable, Iterator
from time import monotonic
from typing import Any

import anywidget
import traitlets

from widgets.table.patch import diff

STATIC = pathlib.Path(__file__).parent / "static"
log = logging.getLogger(__name__)

FACES_AGAIN_AFTER = 1.0
"""Seconds before the same scene's faces are sent again to a browser that says hello."""

FaceProvider = Callable[[str], str]
"""Returns the SVG markup for a face id (a card key, a token id, or ``"back"``)."""


def face_ids(scene: dict[str, Any]) -> Iterator[str]:
    """Every face id a scene refers to."""
    for area in scene.get("areas", ()):
        for zone in area.get("zones", ()):
            for item in zone.get("items", ()):
                if item.get("back"):
                    yield "back"
                for field in ("card", "token"):
                    if item.get(field):
                        yield item[field]


class Table(anywidget.AnyWidget):
    """Renders scenes; ``on_click`` receives the key of whatever the player chose.

    >>> table = Table(faces=lambda face: f"<svg><title>{face}</title></svg>")
    >>> table.show({"title": "Demo", "areas": []})
    >>> table.scene["v"]
    1
    """

    _esm = STATIC / "table.js"
    _css = STATIC / "table.css"
    scene_json = traitlets.Unicode("{}").tag(sync=True, to_json=lambda _, table: table.scene_text())
    """What a browser receives when it connects: always the scene now on screen, as JSON text
    (one string, not a synced dict: ipywidgets walks a dict value by value looking for binary
    buffers, and that walk cost more per click than building the scene). The value itself is
    never assigned: each later scene travels as a patch (:mod:`widgets.table.patch`) in a
    custom message, a few hundred bytes where the whole scene is 5-14 kB."""

    table_id = traitlets.Unicode().tag(sync=True)
    """A name no other table has: the browser keeps one scene store per table under it."""

    @traitlets.default("table_id")
    def _new_table_id(self) -> str:
        return uuid.uuid4().hex

    def __init__(self, faces: FaceProvider | None = None, **kwargs: Any) -> None:
        # Set before the widget opens: opening sends the state, which reads the scene.
        self.version = 0
        self.scene: dict[str, Any] = {}
        """The scene on screen (as last sent)."""
        self._text: tuple[int, str] = (0, "{}")  # (version, the scene as JSON text)
        super().__init__(**kwargs)
        self._faces = faces
        self._sent: dict[str, str] = {}
        self._faces_resent: tuple[int, float] = (-1, -FACES_AGAIN_AFTER)  # (version, when)
        self._first_with: dict[str, str] = {}  # svg -> the first face id sent with it
        self._click_handlers: list[Callable[[str], None]] = []
        self._stale_handlers: list[Callable[[str], None]] = []
        self._offered: dict[str, Any] = {}  # key -> the patch offered for it, on this version
        self._answering: str | None = None  # the key of the click being answered
        self.offers_wanted = True
        """Whether the browser draws offered scenes: it says so with each click (it stops when
        the kernel is near enough to answer within a frame), so offers are not computed for
        nothing."""
        self.on_msg(self._handle_message)

    def __repr__(self) -> str:  # deterministic, so notebook outputs do not change run to run
        return f"Table(v={self.version})"

    def set_faces(self, faces: FaceProvider) -> None:
        """Use another face provider (a new game); faces already sent stay cached."""
        self._faces = faces

    def show(self, scene: dict[str, Any]) -> None:
        """Display ``scene``; its faces are sent first if the browser lacks them.

        A scene equal to the one on screen changes nothing: no message, and the version stays,
        so a click made on it still counts. (An online page redraws when the room wakes it,
        often to the very scene it shows; a new version would have made the browser redraw for
        nothing and turned the player's next click on it into a click on an old scene.)
        """
        base = self.scene
        new = {**scene, "v": self.version + 1}
        patch = diff(base, new)  # compares the two scenes once, for both uses
        if base and patch == {"set": {"v": new["v"]}}:  # nothing changed but the version
            return
        self._send_faces(scene)
        clicked = self._answering
        offered = self._offered.get(clicked) if clicked else None
        self._offered, self._answering = {}, None
        if offered is not None and offered == patch:
            # The browser drew this scene when the player clicked: it only needs a yes.
            self.version += 1
            self.scene = new
            self.send({"type": "scene", "base": base.get("v"), "confirm": clicked})
            return
        if offered is not None:
            # The guess on screen was wrong: skip its version, so a click made on it is stale.
            new["v"] = self.version + 2
            patch = diff(base, new)
        self.version = new["v"]
        self.scene = new
        # A browser whose scene is not ``base`` (it connected meanwhile, or lost a message)
        # asks for the whole scene instead ("need-scene").
        self.send({"type": "scene", "base": base.get("v"), "patch": patch})

    def offer(self, scenes: dict[str, dict[str, Any]]) -> None:
        """Tell the browser what the scene now on screen becomes when each of these keys is
        clicked, so that it draws it at once; the click's own scene then confirms it.

        Only offer what the player may already know (see :mod:`widgets.table.predict`): the browser
        receives every offered scene, clicked or not, and the faces they show.
        """
        base = self.scene
        patches = {}
        for key, scene in scenes.items():
            patch = diff(base, {**scene, "v": self.version + 1})
            if patch != {"set": {"v": self.version + 1}}:  # a click that changes nothing
                patches[key] = patch
                self._send_faces(scene)
        self._offered = patches
        if patches:
            self.send({"type": "offer", "base": self.version, "patches": patches})

    def _send_faces(self, scene: dict[str, Any]) -> None:
        """Send the faces ``scene`` shows that the browser does not have yet."""
        if self._faces is None:
            return
        missing: dict[str, str] = {}
        same: dict[str, str] = {}
        for face in face_ids(scene):
            if face not in self._sent:
                svg = self._sent[face] = self._faces(face)
                # Identical copies (two "Basic Red" cards with their own ids) travel once;
                # later ids only name the id whose drawing they share.
                first = self._first_with.setdefault(svg, face)
                if first == face:
                    missing[face] = svg
                else:
                    same[face] = first
        if missing or same:
            self.send({"type": "faces", "faces": missing, "same": same})

    def scene_text(self) -> str:
        """The scene on screen as JSON text: what a browser that connects now receives."""
        if self._text[0] != self.version:
            text = json.dumps(self.scene, separators=(",", ":"), ensure_ascii=False)
            self._text = (self.version, text)
        return self._text[1]

    def forget_faces(self) -> None:
        """Start a fresh face cache (the next scenes resend what they show)."""
        self._sent.clear()
        self._first_with.clear()

    def on_click(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(key)`` for each click on the current scene."""
        self._click_handlers.append(handler)

    def on_stale(self, handler: Callable[[str], None]) -> None:
        """Call ``handler(key)`` for a click that arrived for an older scene."""
        self._stale_handlers.append(handler)

    def click(self, key: str, version: int | None = None) -> None:
        """Simulate a click (tests and lessons), exactly as if it came from the browser."""
        self._handle_message(
            self,
            {"type": "click", "key": key, "v": self.version if version is None else version},
            [],
        )

    def _resend_faces(self) -> None:
        # Every view of a page shares one answer, and a page repeating the request cannot make
        # the kernel send megabytes over and over: once per scene, or again after a second
        # (a notebook's browser tab reloaded twice without a move needs its faces twice).
        version, when = self._faces_resent
        now = monotonic()
        if self._sent and (version != self.version or now - when >= FACES_AGAIN_AFTER):
            self._faces_resent = (self.version, now)
            # "all": every face this table has sent; the browser fills the cards it drew
            # without them.
            self.send({"type": "faces", "faces": dict(self._sent), "all": True})

    def _send_whole_scene(self) -> None:
        self.send({"type": "scene", "base": None, "patch": {"set": self.scene}})

    def _handle_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if not isinstance(content, dict):
            return
        kind = content.get("type")
        if kind == "hello":
            # The browser's table has just loaded. What we sent before that was lost (the
            # widget manager had no listener yet): every face, and the scene unless the state
            # it connected with was already the current one.
            self._resend_faces()
            if content.get("v") != self.version:
                self._send_whole_scene()
            if self._offered:
                self.send({"type": "offer", "base": self.version, "patches": self._offered})
            return
        if kind == "need-scene":
            self._send_whole_scene()
            return
        if kind != "click":
            return
        key, version = content.get("key"), content.get("v")
        if not isinstance(key, str) or len(key) > 200:
            return
        self.offers_wanted = content.get("guess") is not False
        handlers = self._click_handlers if version == self.version else self._stale_handlers
        self._answering = key if version == self.version else None
        try:
            for handler in handlers:
                try:
                    handler(key)
                except Exception:  # a click must never raise into the page
                    log.exception("click handler failed for %r", key)
        finally:
            if self._answering is not None and key in self._offered:
                # The click changed nothing after all: the browser drops the scene it drew.
                self._offered = {}
                self.send({"type": "scene", "base": self.version, "drop": True})
            self._answering = None
