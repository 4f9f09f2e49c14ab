"""Card faces as Chromium draws them: a line squeezed to fit is squeezed, never stretched, and
no text leaves its card.

A face fits a long line into its width with SVG's ``textLength``, which also stretches a line
that is shorter than that length. So ``widgets.cards.svg.text`` asks for it only when the line,
measured with the font's advance widths, is longer. Chromium measures each line here without
its ``textLength`` and compares.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from tests.widgets.test_scene_patch import _play
from widgets.pages.app import GameApp
from widgets.registry import UI

# For every <text> of every face: its width as drawn without a textLength, the length asked
# for (or null), and how far it reaches past the face's drawing area.
_MEASURE = """(faces) => {
  const out = [];
  for (const [id, markup] of Object.entries(faces)) {
    const box = document.createElement("div");
    box.style.width = "200px";
    box.innerHTML = markup;
    document.body.appendChild(box);
    const svg = box.querySelector("svg");
    const view = svg.viewBox.baseVal;
    for (const text of svg.querySelectorAll("text")) {
      const asked = text.getAttribute("textLength");
      const drawn = text.getBBox();
      text.removeAttribute("textLength");
      out.push({
        id, line: text.textContent, natural: text.getComputedTextLength(),
        asked: asked === null ? null : Number(asked),
        past: Math.max(view.x - drawn.x, drawn.x + drawn.width - (view.x + view.width)),
      });
    }
    box.remove();
  }
  return out;
}"""


def faces_shown(name: str) -> dict[str, str]:
    """Every face a short game of ``name`` shows: cards, backs, tokens and tiles."""
    app = GameApp(name, seats=["human", "random"], seed=3, bot_delay=0)
    _play(app, 120, seed=3)
    return dict(app.table._sent)


@pytest.mark.parametrize("name", sorted(UI))
def test_face_lines_are_squeezed_never_stretched_and_stay_on_the_card(page: Page, name: str):
    page.set_content("<!doctype html><title>faces</title>")
    lines = page.evaluate(_MEASURE, faces_shown(name))
    assert lines
    stretched = [
        f"{x['id']}: {x['line']!r} drawn {x['natural']:.1f} wide, stretched to {x['asked']}"
        for x in lines
        if x["asked"] is not None and x["natural"] < 0.97 * x["asked"]
    ]
    assert not stretched, stretched
    off = [
        f"{x['id']}: {x['line']!r} {x['past']:.1f} past the edge" for x in lines if x["past"] > 1
    ]
    assert not off, off
