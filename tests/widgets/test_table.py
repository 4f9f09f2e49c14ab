"""The Table widget: versions, faces sent once and only when shown, stale and bad messages."""

from __future__ import annotations

from widgets.table.widget import Table, face_ids


def scene_with(*faces: str, back: int = 0) -> dict:
    items = [{"card": f, "label": f, "key": f"card:{f}"} for f in faces]
    items += [{"back": True, "label": "hidden"} for _ in range(back)]
    return {
        "title": "t",
        "areas": [{"id": "a", "zones": [{"id": "z", "label": "z", "items": items}]}],
    }


def test_each_new_scene_gets_a_new_version():
    table = Table(faces=lambda face: f"<svg>{face}</svg>")
    table.show(scene_with("the Sea"))
    table.show(scene_with("the Sea", "the Mill"))
    assert table.scene["v"] == 2 == table.version


def test_faces_are_sent_once_and_only_for_shown_cards(wire):
    asked = []
    table = Table(faces=lambda face: asked.append(face) or f"<svg>{face}</svg>")
    table.show(scene_with("the Sea", back=2))
    table.show(scene_with("the Sea", "the Mill"))
    assert asked == ["the Sea", "back", "the Mill"]
    assert "the Bard" not in wire.all()


def test_face_ids_lists_cards_tokens_and_backs():
    scene = scene_with("the Sea", back=1)
    scene["areas"][0]["zones"][0]["items"].append({"token": "chip:Moons", "label": "chip"})
    assert list(face_ids(scene)) == ["the Sea", "back", "chip:Moons"]


def _listening_table():
    """A table whose clicks and stale clicks are collected in two lists."""
    table = Table()
    clicks, stale = [], []
    table.on_click(clicks.append)
    table.on_stale(stale.append)
    return table, clicks, stale


def test_a_click_on_the_current_scene_reaches_the_handler():
    table, clicks, stale = _listening_table()
    table.show(scene_with("the Sea"))
    table.click("card:the Sea")
    assert clicks == ["card:the Sea"] and stale == []


def test_a_click_on_an_older_scene_is_reported_as_stale():
    table, clicks, stale = _listening_table()
    table.show(scene_with("the Sea"))
    table.show(scene_with("the Mill"))
    table.click("card:the Sea", version=1)
    assert clicks == [] and stale == ["card:the Sea"]


def test_malformed_messages_are_ignored():
    table = Table()
    clicks = []
    table.on_click(clicks.append)
    table.show(scene_with("the Sea"))
    for content in (
        None,
        "click",
        {"type": "click", "key": 5, "v": 1},
        {"type": "click", "key": "x" * 500, "v": 1},
        {"type": "unknown"},
    ):
        table._handle_message(table, content, [])
    assert clicks == []


def test_a_failing_handler_does_not_raise_into_the_page(caplog):
    table = Table()
    heard = []

    def broken(key: str) -> None:
        heard.append(("broken", key))
        raise RuntimeError("boom")

    table.on_click(broken)
    table.on_click(lambda key: heard.append(("next", key)))
    table.show(scene_with("the Sea"))
    table.click("card:the Sea")  # must not raise
    # The failing handler ran, its error went to the server's log, and the next still heard it.
    assert heard == [("broken", "card:the Sea"), ("next", "card:the Sea")]
    assert "click handler failed for 'card:the Sea'" in caplog.text


def test_a_table_made_after_the_page_was_up_sends_its_scene_when_the_browser_says_hello(wire):
    # A table made while the page is open (a review, an online room) shows its first scene
    # before the browser has loaded the table's module; messages sent in that gap are lost, so
    # the browser's hello names the scene it has and the kernel sends what it lacks.
    table = Table(faces=lambda face: f"<svg>{face}</svg>")
    table.show(scene_with("the Sea"))
    mark = wire.mark()
    table._handle_message(table, {"type": "hello", "v": None}, [])
    answer = wire.since(mark)
    assert "<svg>the Sea</svg>" in answer
    assert '"base": null' in answer and "card:the Sea" in answer


def test_a_browser_whose_scene_is_current_gets_no_scene_on_hello(wire):
    table = Table(faces=lambda face: f"<svg>{face}</svg>")
    table.show(scene_with("the Sea"))
    mark = wire.mark()
    table._handle_message(table, {"type": "hello", "v": table.version}, [])
    answer = wire.since(mark)
    assert "<svg>the Sea</svg>" in answer  # faces are on the model, not in the widget state
    assert '"type": "scene"' not in answer


def test_showing_the_scene_already_on_screen_sends_nothing_and_keeps_its_clicks_valid(wire):
    table = Table(faces=lambda face: f"<svg>{face}</svg>")
    clicks = []
    table.on_click(clicks.append)
    table.show(scene_with("the Sea"))
    version = table.version
    mark = wire.mark()
    table.show(scene_with("the Sea"))
    assert table.version == version
    assert wire.since(mark) == ""
    table.click("card:the Sea", version=version)
    assert clicks == ["card:the Sea"]
    table.show(scene_with("the Sea", "the Moon"))  # a different scene is a new version
    assert table.version == version + 1


def test_repr_is_deterministic():
    table = Table()
    table.show(scene_with())
    assert repr(table) == "Table(v=1)"
