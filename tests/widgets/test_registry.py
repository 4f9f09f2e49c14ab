"""Every game in fashion_core.GAMES has a UI manifest with every part (widgets/games/<game>/).

No game is found by looking for its modules: a missing entry or part fails here by name instead
of making another test skip the game quietly.
"""

from __future__ import annotations

import json

import pytest

from fashion_core import GAMES
from widgets.pages.catalogue import footer_html, gallery_html
from widgets.registry import ROOT, UI, ui_for
from widgets.table.scene import UIState, check_scene


def missing_parts(name: str) -> list[str]:
    """What ``name`` lacks, in words (empty when its UI is complete)."""
    if name not in UI:
        return [f"a GameUI entry in widgets/games/{name}/__init__.py"]
    entry, missing = UI[name], []
    for part in ("scene", "faces", "lessons", "rules_notes"):
        ref = getattr(entry, part)
        if not ref:
            missing.append(f"{part} (not registered)")
            continue
        try:
            {
                "scene": lambda: entry.build,
                "faces": lambda: entry.face_for,
                "lessons": lambda: entry.lesson_sets,
                "rules_notes": lambda: entry.notes,
            }[part]()
        except (ImportError, AttributeError) as exc:
            missing.append(f"{part} ({ref}: {exc})")
    for notebook in entry.notebooks:
        if not (ROOT / notebook).exists():
            missing.append(f"notebook {notebook}")
    return missing


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_registers_all_its_ui_parts(name):
    assert missing_parts(name) == [], f"{name} lacks: {', '.join(missing_parts(name))}"


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_registered_parts_work_together(name):
    game, entry = GAMES[name], UI[name]
    state = game.new(game.min_players, seed=1)
    built = entry.build(state.view(0), UIState(seat_kinds=["human"] * game.min_players))
    check_scene(built.scene)
    card = next(
        item["card"]
        for area in built.scene["areas"]
        for zone in area["zones"]
        for item in zone["items"]
        if "card" in item
    )
    assert entry.face_for(card).lstrip().startswith("<svg")
    assert entry.lesson_sets, f"{name} registers no lessons"
    assert all(note["title"] and note["choice"] for note in entry.notes)
    learn = json.loads((ROOT / entry.notebooks[0]).read_text())
    assert any("Lesson.of" in "".join(cell["source"]) for cell in learn["cells"])


def test_the_gallery_offers_each_game_in_the_registration_order():
    assert list(UI) == list(GAMES)
    html = gallery_html()
    places = [html.index(f'data-game="{name}"') for name in GAMES]
    assert places == sorted(places)
    for name, entry in UI.items():
        assert f'<a class="play" href="{name}/play.ipynb"' in html
        players = f"{GAMES[name].min_players}–{GAMES[name].max_players} players"
        assert f"<span>{players}</span>" in html.split(f'data-game="{name}"')[1]
        assert entry.minutes.isdigit() and entry.blurb and entry.deck


@pytest.mark.parametrize("in_browser", [False, True])
def test_the_gallery_footer_says_where_the_games_run(in_browser):
    """The static site's gallery must not say the games run on a server, nor link to the lab,
    which it does not ship; the server's links to the lab and the review are notebooks."""
    footer = footer_html(in_browser)
    assert ("server that sent the page" in footer) is not in_browser
    assert ("inside your browser" in footer) is in_browser
    if in_browser:
        assert 'href="review.html"' in footer and "lab." not in footer
    else:
        assert 'href="review.ipynb"' in footer and 'href="lab.ipynb"' in footer


def test_a_game_without_a_registration_is_named():
    with pytest.raises(KeyError, match="no UI registration: add a GameUI entry"):
        ui_for("purple_rules_not_yet")
    assert missing_parts("purple_rules_not_yet") == [
        "a GameUI entry in widgets/games/purple_rules_not_yet/__init__.py"
    ]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_game_shows_its_table_in_the_readme(name):
    # scripts/screenshots.py writes one picture per registered game; the README shows each.
    picture = f"docs/screenshots/{name}.png"
    assert (ROOT / picture).exists(), f"{picture} is missing: run scripts/screenshots.py"
    assert f"]({picture})" in (ROOT / "README.md").read_text(encoding="utf-8"), (
        f"README.md does not show {picture}"
    )
