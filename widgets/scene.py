"""Building scenes: the JSON a :class:`~widgets.table.Table` renders, plus what each key does.

Scene builders (``widgets/scenes/<game>.py``) are pure functions of a player's *view* and the UI
state. They return a :class:`Built`: the scene and, for every clickable key, an *intent* that
stays in Python (the browser only ever sends keys back):

* ``("act", action_json)`` plays an action (it is checked by the rules before it happens);
* ``("select", token)`` selects something (e.g. a card before choosing its market);
* ``("ui", name)`` asks the app for something (reveal after the privacy curtain, ...).

>>> b = SceneBuilder("Demo", prompt="Pick a card")
>>> hand = b.zone("you", "hand", "Your hand")
>>> b.item(hand, "the Sea", label="the Sea", key="card:the Sea", select="the Sea")
>>> built = b.build()
>>> built.intents["card:the Sea"]
('select', 'the Sea')
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Intent = tuple[str, Any]


@dataclass
class UIState:
    """What the app knows beyond the game: selections, whose screen it is, who is thinking."""

    selected: str | None = None
    thinking: int | None = None
    seat_kinds: list[str] = field(default_factory=list)
    curtain: bool = False
    lesson: bool = False
    reveal_moves: bool = True
    """Mark which moves are legal or good (move outlines, "fits 2", "safe move"). A lesson
    turns it off until the learner has tried once, so the table does not give the answer
    away; play pages keep it on."""
    extra: dict[str, Any] = field(default_factory=dict)

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seat_kinds) and self.seat_kinds[seat] != "human"


@dataclass
class Built:
    scene: dict[str, Any]
    intents: dict[str, Intent]


class SceneBuilder:
    """Collects areas, zones, items, buttons and panels, and the intent of every key."""

    def __init__(self, title: str, *, prompt: str = "", subtitle: str = "") -> None:
        self.scene: dict[str, Any] = {
            "title": title,
            "prompt": prompt,
            "subtitle": subtitle,
            "areas": [],
            "buttons": [],
            "side": [],
        }
        self.intents: dict[str, Intent] = {}
        self._areas: dict[str, dict[str, Any]] = {}

    def area(self, area_id: str, label: str = "") -> dict[str, Any]:
        if area_id not in self._areas:
            area = {"id": area_id, "label": label, "zones": []}
            self._areas[area_id] = area
            self.scene["areas"].append(area)
        return self._areas[area_id]

    def zone(
        self, area_id: str, zone_id: str, label: str, *, layout: str = "row", **fields: Any
    ) -> dict[str, Any]:
        """A zone in an area; ``fields`` may set ``state``, ``badge``, ``caption``, ``size``..."""
        zone = {"id": zone_id, "label": label, "layout": layout, "items": [], **fields}
        self.area(area_id)["zones"].append(zone)
        return zone

    def target(
        self,
        zone: dict[str, Any],
        key: str,
        *,
        text: str,
        label: str,
        act: Any = None,
        select: Any = None,
        ui: str | None = None,
    ) -> None:
        """Make a whole zone clickable (e.g. "play here")."""
        zone["key"] = key
        zone["target_text"] = text
        zone["target_label"] = label
        self._intent(key, act, select, ui)

    def item(
        self,
        zone: dict[str, Any],
        face: str | None = None,
        *,
        label: str,
        key: str | None = None,
        act: Any = None,
        select: Any = None,
        ui: str | None = None,
        back: bool = False,
        token: str | None = None,
        **fields: Any,
    ) -> None:
        """A card (``face``), a card back, or a token in ``zone``."""
        item: dict[str, Any] = {"label": label, **fields}
        if back:
            item["back"] = True
        elif face is not None:
            item["card"] = face
        if token is not None:
            item["token"] = token
        if key is not None:
            item["key"] = key
            self._intent(key, act, select, ui)
        zone["items"].append(item)

    def button(
        self,
        key: str,
        label: str,
        *,
        act: Any = None,
        select: Any = None,
        ui: str | None = None,
        **fields: Any,
    ) -> None:
        self.scene["buttons"].append({"key": key, "label": label, **fields})
        self._intent(key, act, select, ui)

    def panel(self, panel_id: str, title: str, **fields: Any) -> None:
        """A side panel: ``lines`` (a list), ``rows`` with ``head`` (a table), or ``text``."""
        self.scene["side"].append({"id": panel_id, "title": title, **fields})

    def notice(self, kind: str, text: str) -> None:
        self.scene["notice"] = {"kind": kind, "text": text}

    def _intent(self, key: str, act: Any, select: Any, ui: str | None) -> None:
        if key in self.intents:
            raise ValueError(f"scene key {key!r} is used twice")
        if act is not None:
            self.intents[key] = ("act", act)
        elif ui is not None:
            self.intents[key] = ("ui", ui)
        else:
            self.intents[key] = ("select", select)

    def build(self) -> Built:
        return Built(self.scene, self.intents)


def game_over_prompt(view: dict[str, Any], unit: tuple[str, str] = ("point", "points")) -> str:
    """ "Game over: Ada wins with 31 points." (or who shares the win), from a finished view."""
    names = view["names"]
    winners = [names[s] for s in view["winners"]]
    best = max(view["scores"])
    amount = f"{best:g} {unit[0] if best == 1 else unit[1]}"
    if len(winners) == 1:
        return f"Game over: {winners[0]} wins with {amount}."
    return f"Game over: {' and '.join(winners)} share the win with {amount}."


def legal_by(view: dict[str, Any], field_name: str) -> dict[Any, list[dict[str, Any]]]:
    """Group the view's legal-action entries by one of their fields (e.g. ``"card"``)."""
    groups: dict[Any, list[dict[str, Any]]] = {}
    for entry in view.get("legal", ()):
        if field_name in entry:
            groups.setdefault(entry[field_name], []).append(entry)
    return groups
