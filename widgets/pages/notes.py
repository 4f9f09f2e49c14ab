"""Rules notes: each game's own list of the rules we had to settle, shown as Markdown.

The list lives with the rules (each game registers its ``rules_notes`` in
``widgets/registry.py``), so the notebooks and the engine cannot drift apart.
"""

from __future__ import annotations

import re

from IPython.display import Markdown

from widgets.registry import ui_for


def _option_label(match: re.Match[str]) -> str:
    # The same words as the option's checkbox in the setup bar ("Option *Draw pile* off").
    label = f"Option *{match.group(1).replace('_', ' ').capitalize()}*"
    setting = {"=True": " on", "=False": " off"}.get(match.group(2) or "", match.group(2) or "")
    return label + setting


def rules_notes_markdown(game: str) -> str:
    lines = []
    for note in ui_for(game).notes:
        line = f"* **{note['title']}.** {note['choice']}"
        alternative = note.get("alternative") or ""
        if alternative and not alternative.lower().startswith(("none", "no option")):
            line += f" *Instead:* {alternative}"
        lines.append(re.sub(r"Option (\w+)(=\w+)?", _option_label, line))
    return "\n".join(lines)


def rules_notes(game: str) -> Markdown:
    """The rules notes of ``game`` for a notebook cell."""
    return Markdown(rules_notes_markdown(game))
