"""Player names: the one rule for the setup bar and for save files.

A name is plain text of at most :data:`NAME_LIMIT` characters, with runs of white space made
one space and no control characters; the names at one table differ (the privacy curtain says
"I am Ada: show my cards", which must point at one seat).

>>> clean_name("  Ada   Lovelace ")
'Ada Lovelace'
>>> name_problem("x" * 30)
'is longer than 24 characters'
"""

from __future__ import annotations

from collections.abc import Sequence

NAME_LIMIT = 24


def clean_name(text: str) -> str:
    """``text`` with white space collapsed and control characters dropped."""
    printable = "".join(ch if ch.isprintable() else " " for ch in text)
    return " ".join(printable.split())


def name_problem(name: object) -> str | None:
    """Why ``name`` is not a usable player name as it stands, or None if it is."""
    if not isinstance(name, str):
        return "is not text"
    if len(name) > NAME_LIMIT:
        return f"is longer than {NAME_LIMIT} characters"
    if not clean_name(name):
        return "is empty"
    if clean_name(name) != name:
        return "has control characters or extra spaces"
    return None


def names_problem(names: Sequence[object]) -> str | None:
    """The first problem with a table's names (each one, then duplicates), or None."""
    for number, name in enumerate(names, start=1):
        problem = name_problem(name)
        if problem:
            return f"player {number}'s name {problem}"
    seen: set[object] = set()
    for name in names:
        if name in seen:
            return f"two players are both called {name!r}"
        seen.add(name)
    return None
