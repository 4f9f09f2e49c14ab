"""The table's JavaScript applies a scene patch exactly as ``widgets.table.patch.apply`` does.

``table.js`` is loaded as it ships (an ES module) into a blank page in Chromium; each case is
an old scene and a new one, the patch made in Python, and the browser's result compared with
the new scene.
"""

from __future__ import annotations

import itertools
import json

from hypothesis import HealthCheck, given, settings
from playwright.sync_api import Page

from tests.widgets.test_scene_patch import _play, _scenes
from widgets.pages.app import GameApp
from widgets.registry import UI
from widgets.table.patch import diff
from widgets.table.widget import STATIC

_APPLY = """([old, patch]) => {
  const frozen = JSON.stringify(old);
  const out = window.patched(old, patch);
  if (JSON.stringify(old) !== frozen) throw new Error("the old scene was changed");
  return out;
}"""


def _load_table_js(page: Page) -> None:
    source = (STATIC / "table.js").read_text()
    page.set_content("<!doctype html><title>patch</title>")
    page.add_script_tag(content=source + "\nwindow.patched = patched;\n", type="module")
    page.wait_for_function("typeof window.patched === 'function'")


def test_the_browser_applies_every_patch_of_real_games(page: Page):
    _load_table_js(page)
    for name in sorted(UI):
        app = GameApp(name, seats=["human", "heuristic"], seed=5, bot_delay=0)
        scenes = [app.table.scene]
        for step in range(30):
            _play(app, 1, seed=step)
            scenes.append(app.table.scene)
        for old, new in itertools.pairwise(scenes):
            old, new = json.loads(json.dumps(old)), json.loads(json.dumps(new))  # as sent
            assert page.evaluate(_APPLY, [old, diff(old, new)]) == new, name


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(old=_scenes, new=_scenes)
def test_the_browser_applies_patches_as_python_does(page: Page, old, new):
    if not getattr(page, "_table_js", False):
        _load_table_js(page)
        page._table_js = True  # one blank page serves every example
    assert page.evaluate(_APPLY, [old, diff(old, new)]) == new
