"""Building scenes: the JSON a :class:`~widgets.table.Table` renders, declared as a contract.

A *scene* is what ``widgets/table/static/table.js`` draws. Its shape is declared here once, as
``TypedDict``s (:class:`Scene` and the parts it holds); ``table.js`` reads only these keys and
:func:`check_scene` validates a scene against them (the tests run it on many random positions
of every game).

Scene builders (``widgets/games/<game>/scene.py``) are pure functions of a player's *view* and
the UI state. They return a :class:`Built`: the scene and, for every clickable key, an *intent*
that stays in Python (the browser only ever sends keys back):

* ``("act", action_json)`` plays an action (it is checked by the rules before it happens);
* ``("select", token)`` selects something (e.g. a card before choosing its market);
* ``("ui", name)`` asks the app for something (reveal after the privacy curtain, ...).

Legal moves are marked one way only: a builder takes an entry of the view's ``legal`` list
(a :class:`LegalEntry`) and hands it to :meth:`SceneBuilder.move`, :meth:`~SceneBuilder.move_target`
or :meth:`~SceneBuilder.move_button`; those are the only helpers that make an ``"act"`` intent
(besides :meth:`~SceneBuilder.why_not`, a click that asks the rules why a move is illegal).

>>> view = {"legal": [{"action": ["Play", 3], "label": "plays the Sea", "card": "the Sea"}]}
>>> b = SceneBuilder("Demo", prompt="Pick a card", legal=view["legal"])
>>> hand = b.zone("you", "hand", "Your hand")
>>> b.move(hand, "the Sea", b.moves.first(card="the Sea"), label="Play the Sea", key="card:the Sea")
>>> built = b.build()
>>> built.intents["card:the Sea"]
('act', ['Play', 3])
>>> check_scene(built.scene)
"""

from __future__ import annotations

import types
import typing
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal, NotRequired, TypedDict

from fashion_core.words import POINTS, amount, ordinal

Intent = tuple[str, Any]

# -- the contract -----------------------------------------------------------------------------

State = Literal[
    "active",  # whose turn it is (zones)
    "playable",  # a legal move: click it (items)
    "selected",  # chosen, waiting for a target (items)
    "target",  # a legal place for the selected card, or a good card to aim for
    "warn",  # legal but risky: read the note first
    "dim",  # not possible now (with a note saying why)
    "out",  # a player out of the round (zones)
    "current",  # being resolved now (items)
    "winning",  # deciding or leading something (items, zones)
    "hint",  # what the Hint suggests (items, zones, buttons)
]
"""Visual states. Every one is drawn with a shape or text as well as a colour (table.css)."""

ButtonState = Literal["primary", "warn", "good", "disabled", "hint"]
Layout = Literal["row", "fan", "stack", "pile", "ring"]
NoticeKind = Literal["info", "ok", "warn", "error"]


class LegalEntry(TypedDict, total=False):
    """One legal move as a view lists it (``view["legal"]``); games add their own fields."""

    action: list[Any]
    """The action as JSON, exactly what ``Game.action_from_json`` reads back."""
    label: str
    """What the move does, in words ("plays the Sea on market 1")."""


class _ItemKeys(TypedDict):
    label: str
    """What a screen reader says; also the tooltip unless ``title`` is given."""


class Item(_ItemKeys, total=False):
    """A card (``card``), a card back (``back``) or a token (``token``) in a zone."""

    card: str
    """Face id of a card (its faces travel separately, once each)."""
    back: bool
    token: str
    """Face id of a token (chips, wheel colours, suit marks)."""
    key: str
    """Clickable: the key sent back on a click (its intent stays in Python)."""
    state: State | None
    title: str | None
    text: str | None
    """Words printed under a token."""
    count: int | None
    """A quantity shown as "×N"."""
    note: str | None
    """A short line under the card (why it is playable, risky, ...)."""
    badge: str | None


class _ZoneKeys(TypedDict):
    id: str
    label: str
    layout: Layout
    items: list[Item]


class Zone(_ZoneKeys, total=False):
    """A group of items (a hand, a market, a wheel); may itself be a click target."""

    state: State | None
    size: Literal["small", "snug"] | None
    """Smaller cards: "small" for what is looked at, not played from; "snug" for a hand of
    more cards than a row holds at the normal size (Purple Rules' twelve)."""
    badge: str | None
    caption: str | None
    empty: str | None
    """Shown when the zone has no items."""
    center: str | None
    """Text in the middle of a ring."""
    aria: str | None
    """Screen-reader name when the label alone is too short."""
    key: str
    """A clickable zone: the key of its target button."""
    target_text: str
    target_label: str


class Area(TypedDict):
    """A row of zones (the markets, your cards, a rival's cards)."""

    id: str
    label: str
    zones: list[Zone]


class _ButtonKeys(TypedDict):
    key: str
    label: str


class Button(_ButtonKeys, total=False):
    """A button in the action bar (or on the curtain)."""

    state: ButtonState | None
    title: str | None
    aria: str | None


class Line(TypedDict):
    """A panel line with a state (``ok`` / ``error`` marks)."""

    text: str
    state: Literal["ok", "error", "warn"] | None


class _PanelKeys(TypedDict):
    id: str
    title: str


class Panel(_PanelKeys, total=False):
    """A side panel: ``lines``, a table (``head`` and ``rows``), or ``text``."""

    kind: Literal["log", "result"] | None
    lines: list[str | Line]
    head: list[str]
    rows: list[list[str | int | float | None]]
    text: str


class Notice(TypedDict):
    kind: NoticeKind
    text: str


class Curtain(TypedDict):
    """The privacy screen between two human seats."""

    title: str
    text: str
    button: NotRequired[Button]
    """The reveal, for the person to move; none while a bot moves and no one has looked yet."""


class Ending(TypedDict):
    """The end of a round or of the game: who won, the scores and why, your own result."""

    id: str
    """Tells one ending from the next (the app remembers which ones were dismissed)."""
    kind: Literal["round", "game"]
    title: str
    result: str
    """The viewer's own result ("You came 2nd with 12 points."), or "" for spectators."""
    head: list[str]
    rows: list[list[str | int | float | None]]
    lines: list[str]
    """Why: the score breakdown, one line each."""
    buttons: list[Button]
    """Added by the app: "Next round", or "See the table", "Review this game" and "New game"."""


class Confirm(TypedDict):
    """A question before a move that cannot simply be taken back (fold, a new game...)."""

    text: str
    buttons: list[Button]


class _SceneKeys(TypedDict):
    title: str
    prompt: str
    subtitle: str
    areas: list[Area]
    buttons: list[Button]
    side: list[Panel]


class Scene(_SceneKeys, total=False):
    """Everything ``table.js`` draws."""

    v: int
    """The scene's version; clicks on an older one are dropped."""
    notice: Notice
    curtain: Curtain
    announce: str
    """Read out by screen readers when it changes."""
    tools: list[Button]
    """Hint and Undo, pinned in the status bar with the prompt."""
    ending: Ending
    confirm: Confirm
    anchor: str
    """The table's element id, the target of the page's "Skip to the table" link."""
    game: str
    """Which game is on the table: a new or loaded game changes it (a redraw does not)."""


class SceneError(ValueError):
    """A scene does not follow the contract; the message says where and how."""


def check_scene(scene: Any) -> None:
    """Raise :class:`SceneError` unless ``scene`` follows :class:`Scene` exactly.

    >>> check_scene({"title": "T", "prompt": "", "subtitle": "", "areas": [], "buttons": [],
    ...              "side": [], "colour": "red"})
    Traceback (most recent call last):
    ...
    widgets.table.scene.SceneError: scene: undeclared key 'colour'

    Areas and zones are named once each: the table keeps a zone's cards by its id, and a card
    that leaves one zone for another takes its element along (``table.js``).
    """
    _check(scene, Scene, "scene")
    for kind, ids in (
        ("area", [area["id"] for area in scene["areas"]]),
        ("zone", [zone["id"] for area in scene["areas"] for zone in area["zones"]]),
    ):
        twice = sorted(i for i, n in Counter(ids).items() if n > 1)
        if twice:
            raise SceneError(f"scene: {kind} id {twice[0]!r} is used twice")


_HINTS: dict[type, tuple[dict[str, Any], frozenset[str]]] = {}


def _fields(kind: type) -> tuple[dict[str, Any], frozenset[str]]:
    """The declared fields of a TypedDict and the required ones (computed once per type)."""
    if kind not in _HINTS:
        hints = typing.get_type_hints(kind)
        _HINTS[kind] = (hints, frozenset(kind.__required_keys__))  # type: ignore[attr-defined]
    return _HINTS[kind]


def _check(value: Any, kind: Any, where: str) -> None:
    """Raise :class:`SceneError` unless ``value`` fits the declared type ``kind``."""
    if typing.is_typeddict(kind):
        _check_object(value, kind, where)
        return
    origin = typing.get_origin(kind)
    if origin in (typing.Union, types.UnionType):
        _check_union(value, kind, where)
    elif origin is Literal:
        if value not in typing.get_args(kind):
            raise SceneError(f"{where}: {value!r} is not one of {typing.get_args(kind)}")
    elif origin is list:
        if not isinstance(value, list):
            raise SceneError(f"{where}: expected a list, got {value!r:.60}")
        (inner,) = typing.get_args(kind)
        for i, item in enumerate(value):
            _check(item, inner, f"{where}[{i}]")
    elif kind is not Any and not _SCALARS.get(kind, lambda v: isinstance(v, kind))(value):
        raise SceneError(
            f"{where}: expected {_SCALAR_NAMES.get(kind, kind.__name__)}, got {value!r:.60}"
        )


def _check_object(value: Any, kind: Any, where: str) -> None:
    if not isinstance(value, dict):
        raise SceneError(f"{where}: expected a {kind.__name__} object, got {value!r:.60}")
    hints, required = _fields(kind)
    for name in value:
        if name not in hints:
            raise SceneError(f"{where}: undeclared key {name!r}")
    for name in required:
        if name not in value:
            raise SceneError(f"{where}: missing key {name!r}")
    for name, item in value.items():
        _check(item, hints[name], f"{where}.{name}")


def _check_union(value: Any, kind: Any, where: str) -> None:
    errors = []
    for option in typing.get_args(kind):
        try:
            _check(value, option, where)
            return
        except SceneError as exc:
            errors.append(str(exc))
    raise SceneError(" / ".join(errors))


# JSON scalars: a bool is not a number here, although Python says it is an int.
_SCALARS: dict[Any, Any] = {
    type(None): lambda v: v is None,
    float: lambda v: not isinstance(v, bool) and isinstance(v, (int, float)),
    int: lambda v: not isinstance(v, bool) and isinstance(v, int),
}
_SCALAR_NAMES = {type(None): "null", float: "a number", int: "an integer"}


# -- building ---------------------------------------------------------------------------------


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
    scene: Scene
    intents: dict[str, Intent]
    confirms: dict[str, str] = field(default_factory=dict)
    """Keys whose move asks first, with the question (e.g. "Fold: score nothing this round?")."""


class Moves:
    """The view's legal entries, indexed for a scene builder.

    >>> moves = Moves([{"action": ["Chip", 2], "label": "takes a chip", "suit": 2}])
    >>> moves.first(suit=2)["action"], moves.first(suit=3), list(moves.by("suit"))
    (['Chip', 2], None, [2])
    """

    def __init__(self, legal: Iterable[LegalEntry]) -> None:
        self.entries: list[LegalEntry] = list(legal)
        self._ids = {id(entry) for entry in self.entries}

    def __bool__(self) -> bool:
        return bool(self.entries)

    def __contains__(self, entry: object) -> bool:
        return id(entry) in self._ids

    def by(self, field_name: str) -> dict[Any, list[LegalEntry]]:
        """Group the entries by one of their fields (e.g. ``"card"``); entries without it
        are left out."""
        groups: dict[Any, list[LegalEntry]] = {}
        for entry in self.entries:
            if field_name in entry:
                groups.setdefault(entry[field_name], []).append(entry)  # type: ignore[literal-required]
        return groups

    def where(self, **fields: Any) -> list[LegalEntry]:
        """The entries whose fields equal all of ``fields``."""
        return [
            e
            for e in self.entries
            if all(e.get(k, _MISSING) == v for k, v in fields.items())  # type: ignore[misc]
        ]

    def first(self, **fields: Any) -> LegalEntry | None:
        found = self.where(**fields)
        return found[0] if found else None


_MISSING = object()


class SceneBuilder:
    """Collects areas, zones, items, buttons and panels, and the intent of every key.

    ``legal`` is the view's list of legal entries; moves are marked only from its members.
    """

    def __init__(
        self,
        title: str,
        *,
        prompt: str = "",
        subtitle: str = "",
        legal: Iterable[LegalEntry] = (),
    ) -> None:
        self.scene: Scene = {
            "title": title,
            "prompt": prompt,
            "subtitle": subtitle,
            "areas": [],
            "buttons": [],
            "side": [],
        }
        self.moves = Moves(legal)
        self.intents: dict[str, Intent] = {}
        self.confirms: dict[str, str] = {}
        self._areas: dict[str, Area] = {}

    def area(self, area_id: str, label: str = "") -> Area:
        if area_id not in self._areas:
            area: Area = {"id": area_id, "label": label, "zones": []}
            self._areas[area_id] = area
            self.scene["areas"].append(area)
        return self._areas[area_id]

    def zone(
        self, area_id: str, zone_id: str, label: str, *, layout: Layout = "row", **fields: Any
    ) -> Zone:
        """A zone in an area; ``fields`` may set ``state``, ``badge``, ``caption``, ``size``..."""
        zone: Zone = {"id": zone_id, "label": label, "layout": layout, "items": [], **fields}  # type: ignore[typeddict-item]
        self.area(area_id)["zones"].append(zone)
        return zone

    def hand(self, name: str, *, active: bool, **fields: Any) -> Zone:
        """The viewer's own hand: zone ``hand`` of area ``you``, a row titled "Your hand
        (name)" and outlined while ``active`` (it is their turn); ``fields`` as for :meth:`zone`.
        Every game with a hand shows it this way, so tests and players find it in one place."""
        return self.zone(
            "you", "hand", f"Your hand ({name})", state="active" if active else None, **fields
        )

    def item(
        self,
        zone: Zone,
        face: str | None = None,
        *,
        label: str,
        key: str | None = None,
        select: Any = None,
        ui: str | None = None,
        back: bool = False,
        token: str | None = None,
        **fields: Any,
    ) -> None:
        """A card (``face``), a card back, or a token in ``zone``; with ``key`` it can be
        selected (``select``) or asks the app for something (``ui``). Moves use :meth:`move`."""
        item = self._item(face, label, back, token, fields)
        if key is not None:
            item["key"] = key
            self._intent(key, ("ui", ui) if ui is not None else ("select", select))
        zone["items"].append(item)

    def move(
        self,
        zone: Zone,
        face: str | None,
        entry: LegalEntry,
        *,
        label: str,
        key: str,
        state: State = "playable",
        token: str | None = None,
        confirm: str | None = None,
        **fields: Any,
    ) -> None:
        """An item that plays the legal move ``entry`` when clicked (after ``confirm``, a
        question, if given)."""
        item = self._item(face, label, False, token, {**fields, "state": state})
        item["key"] = key
        self._intent(key, self._act(entry), confirm)
        zone["items"].append(item)

    def target(self, zone: Zone, key: str, *, text: str, label: str, select: Any = None) -> None:
        """Make a whole zone clickable for a selection (moves use :meth:`move_target`)."""
        self._target(zone, key, text, label, ("select", select))

    def move_target(
        self,
        zone: Zone,
        key: str,
        entry: LegalEntry,
        *,
        text: str,
        label: str,
        state: State,
        confirm: str | None = None,
    ) -> None:
        """Make a whole zone the place to click for the legal move ``entry``."""
        self._target(zone, key, text, label, self._act(entry), confirm)
        zone["state"] = state

    def why_not(self, zone: Zone, key: str, action: list[Any], *, text: str, label: str) -> None:
        """A dimmed zone target for an illegal ``action``: clicking it lets the rules say why."""
        if any(e["action"] == action for e in self.moves.entries):
            raise ValueError(f"{action!r} is legal: mark it with move_target")
        self._target(zone, key, text, label, ("act", action))
        zone["state"] = "dim"

    def button(
        self,
        key: str,
        label: str,
        *,
        select: Any = None,
        ui: str | None = None,
        **fields: Any,
    ) -> None:
        """A button that selects something or asks the app (moves use :meth:`move_button`)."""
        self.scene["buttons"].append({"key": key, "label": label, **fields})
        self._intent(key, ("ui", ui) if ui is not None else ("select", select))

    def move_button(
        self,
        key: str,
        label: str,
        entry: LegalEntry,
        *,
        state: ButtonState = "primary",
        confirm: str | None = None,
        **fields: Any,
    ) -> None:
        """A button that plays the legal move ``entry``."""
        self.scene["buttons"].append({"key": key, "label": label, "state": state, **fields})
        self._intent(key, self._act(entry), confirm)

    def ending(
        self,
        kind: Literal["round", "game"],
        ending_id: str,
        title: str,
        *,
        result: str,
        head: list[str],
        rows: list[list[Any]],
        lines: list[str],
    ) -> None:
        """The end of a round or game; the app adds its buttons (and hides it once read)."""
        self.scene["ending"] = {
            "id": ending_id,
            "kind": kind,
            "title": title,
            "result": result,
            "head": head,
            "rows": rows,
            "lines": lines,
            "buttons": [],
        }

    def panel(self, panel_id: str, title: str, **fields: Any) -> None:
        """A side panel: ``lines`` (a list), ``rows`` with ``head`` (a table), or ``text``."""
        self.scene["side"].append({"id": panel_id, "title": title, **fields})  # type: ignore[typeddict-item]

    def notice(self, kind: NoticeKind, text: str) -> None:
        self.scene["notice"] = {"kind": kind, "text": text}

    def _item(
        self, face: str | None, label: str, back: bool, token: str | None, fields: dict[str, Any]
    ) -> Item:
        item: Item = {"label": label, **fields}  # type: ignore[typeddict-item]
        if back:
            item["back"] = True
        elif face is not None:
            item["card"] = face
        if token is not None:
            item["token"] = token
        return item

    def _target(
        self,
        zone: Zone,
        key: str,
        text: str,
        label: str,
        intent: Intent,
        confirm: str | None = None,
    ) -> None:
        zone["key"] = key
        zone["target_text"] = text
        zone["target_label"] = label
        self._intent(key, intent, confirm)

    def _act(self, entry: LegalEntry) -> Intent:
        if entry not in self.moves:
            raise ValueError(f"not one of the view's legal entries: {entry!r:.80}")
        return ("act", entry["action"])

    def _intent(self, key: str, intent: Intent, confirm: str | None = None) -> None:
        if key in self.intents:
            raise ValueError(f"scene key {key!r} is used twice")
        self.intents[key] = intent
        if confirm:
            self.confirms[key] = confirm

    def build(self) -> Built:
        return Built(self.scene, self.intents, self.confirms)


def your_result(view: dict[str, Any], unit: tuple[str, str] = POINTS) -> str:
    """The viewer's own result in a finished view ("" for a spectator)."""
    seat = view["seat"]
    if seat is None:
        return ""
    mine = view["scores"][seat]
    if not view["winners"]:  # a game whose rules can leave nobody winning says why
        return f"Nobody won ({view.get('no_winner', 'no player met the conditions')})."
    if seat in view["winners"]:
        if len(view["winners"]) > 1:
            return f"You share the win with {amount(mine, unit)}."
        return f"You won with {amount(mine, unit)}."
    place = 1 + sum(score > mine for score in view["scores"])
    return f"You came {ordinal(place)} of {view['players']} with {amount(mine, unit)}."


def game_ending(
    b: SceneBuilder,
    view: dict[str, Any],
    lines: list[str],
    unit: tuple[str, str] = POINTS,
    extra_head: tuple[str, ...] = (),
    extra: list[list[Any]] | None = None,
    *,
    title: str | None = None,
    result: str | None = None,
) -> None:
    """The game-end panel of a finished view: winner, scores (plus the game's own columns)
    and the breakdown ``lines`` the game's scene words. A game whose players win as sides
    words its own ``title`` and ``result`` (seats alone would say "3rd of 4")."""
    rows = [
        [name, view["scores"][s], *(extra[s] if extra else ())]
        for s, name in enumerate(view["names"])
    ]
    b.ending(
        "game",
        "game",
        game_over_prompt(view, unit) if title is None else title,
        result=your_result(view, unit) if result is None else result,
        head=["Player", unit[1].capitalize(), *extra_head],
        rows=rows,
        lines=lines,
    )


def idle_prompt(
    view: dict[str, Any],
    waiting: Callable[[str], str],
    unit: tuple[str, str] = POINTS,
) -> str | None:
    """The prompt when the viewer has no move: the game-over line, or ``waiting(name)`` of the
    seat to play; ``None`` when it is the viewer's move (the game words it)."""
    if view["is_over"]:
        return game_over_prompt(view, unit)
    current = view["current_player"]
    if view["seat"] != current or not view["legal"]:
        return waiting(view["names"][current])
    return None


def game_over_prompt(view: dict[str, Any], unit: tuple[str, str] = POINTS) -> str:
    """ "Game over: Ada wins with 31 points." (or who shares the win), from a finished view.
    The winners' score, which is not always the highest (a bankrupt house cannot win)."""
    names = view["names"]
    if not view["winners"]:  # a game whose rules can leave nobody winning says why
        return f"Game over: nobody wins ({view.get('no_winner', 'no player met the conditions')})."
    winners = [names[s] for s in view["winners"]]
    best = amount(max(view["scores"][s] for s in view["winners"]), unit)
    if len(winners) == 1:
        return f"Game over: {winners[0]} wins with {best}."
    return f"Game over: {' and '.join(winners)} share the win with {best}."
