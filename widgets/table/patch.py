"""Scene patches: what changed between two scenes, so a click sends that and not the table.

A move usually changes a hand, one zone of the board, the prompt and the log; the rest of a
5-14 kB scene stays as it was. :class:`widgets.table.Table` sends the browser a patch made by
:func:`diff` (a few hundred bytes to a few kB), and ``table.js`` applies it exactly as
:func:`apply` does here. This module is the reference for that format; the browser tests run
the JavaScript against it.

A patch of a dict (the scene, an area, a zone)::

    {"set": {key: new value}, "drop": [removed key], "dive": {key: patch of that value}}

A patch of a list whose members are dicts with distinct string ``id`` fields (areas, zones,
side panels), matched by id rather than by position::

    {"ids": [every id, in the new order], "set": {id: new member}, "dive": {id: patch}}

Members named in neither ``set`` nor ``dive`` are kept as they were. A list of dicts that
keeps its length (the chips of a supply, a hand whose cards change state) is patched by
position, ``{"at": {index: patch}}``. Any other value that differs is replaced whole.

>>> old = {"prompt": "Play a card", "areas": [{"id": "hand", "cards": 3}, {"id": "bank"}]}
>>> new = {"prompt": "Take a chip", "areas": [{"id": "hand", "cards": 2}, {"id": "bank"}]}
>>> patch = diff(old, new)
>>> patch["set"]
{'prompt': 'Take a chip'}
>>> patch["dive"]["areas"]
{'ids': ['hand', 'bank'], 'dive': {'hand': {'set': {'cards': 2}}}}
>>> apply(old, patch) == new
True
"""

from __future__ import annotations

from typing import Any

Patch = dict[str, Any]


def diff(old: dict[str, Any], new: dict[str, Any]) -> Patch:
    """The patch that turns ``old`` into ``new`` (empty when they are equal)."""
    patch: Patch = {}
    changed: dict[str, Any] = {}
    dive: dict[str, Patch] = {}
    for key, value in new.items():
        before = old.get(key, _MISSING)
        if before == value:
            continue
        if type(before) is dict and type(value) is dict:
            dive[key] = diff(before, value)
        elif type(before) is list and type(value) is list and _by_id(before) and _by_id(value):
            dive[key] = _diff_members(before, value)
        elif type(before) is list and type(value) is list and _same_shape(before, value):
            pairs = enumerate(zip(before, value, strict=True))
            dive[key] = {"at": {str(i): diff(a, b) for i, (a, b) in pairs if a != b}}
        else:
            changed[key] = value
    if changed:
        patch["set"] = changed
    dropped = [key for key in old if key not in new]
    if dropped:
        patch["drop"] = dropped
    if dive:
        patch["dive"] = dive
    return patch


def apply(old: Any, patch: Patch) -> Any:
    """``old`` with ``patch`` applied; ``old`` itself is not changed, and parts the patch does
    not touch are the same objects (the browser redraws only parts that are new objects)."""
    if "at" in patch:
        out_list = list(old)
        for index, part in patch["at"].items():
            out_list[int(index)] = apply(out_list[int(index)], part)
        return out_list
    if "ids" in patch:
        members = {member["id"]: member for member in old or ()}
        changed, dive = patch.get("set", {}), patch.get("dive", {})
        return [
            changed[i] if i in changed else apply(members[i], dive[i]) if i in dive else members[i]
            for i in patch["ids"]
        ]
    out = dict(old or {})
    for key in patch.get("drop", ()):
        out.pop(key, None)
    out.update(patch.get("set", {}))
    for key, part in patch.get("dive", {}).items():
        out[key] = apply(out.get(key), part)
    return out


_MISSING = object()


def _by_id(members: list[Any]) -> bool:
    """Whether every member is a dict with its own string id (so members match by id)."""
    ids = set()
    for member in members:
        if type(member) is not dict or type(member.get("id")) is not str:
            return False
        ids.add(member["id"])
    return len(ids) == len(members)


def _same_shape(old: list[Any], new: list[Any]) -> bool:
    """Whether two lists have the same length and only dicts (so they patch by position)."""
    return (
        len(old) == len(new)
        and all(type(m) is dict for m in old)
        and all(type(m) is dict for m in new)
    )


def _diff_members(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> Patch:
    before = {member["id"]: member for member in old}
    changed: dict[str, Any] = {}
    dive: dict[str, Patch] = {}
    for member in new:
        was = before.get(member["id"])
        if was is None:
            changed[member["id"]] = member
        elif was != member:
            dive[member["id"]] = diff(was, member)
    patch: Patch = {"ids": [member["id"] for member in new]}
    if changed:
        patch["set"] = changed
    if dive:
        patch["dive"] = dive
    return patch
