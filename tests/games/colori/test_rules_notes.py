"""The rules notes: every resolution of colori.md section 4, in our own words."""

from __future__ import annotations

from fashion_core.game import rule_notes
from fashion_core.games.colori.explain import RULES_NOTES


def test_rules_notes_cover_every_resolution_in_our_own_words():
    notes = rule_notes(RULES_NOTES)
    assert len(notes) == 20  # the twenty rows of colori.md section 4
    assert all(set(n) == {"title", "choice", "alternative"} and n["choice"] for n in notes)
    assert len({n["title"] for n in notes}) == len(notes)
