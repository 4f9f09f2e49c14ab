"""Scene patches: a patch turns the old scene into the new one, and the Table sends patches."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.widgets.drive import legal_act_keys
from widgets.pages.app import GameApp
from widgets.registry import UI
from widgets.table.patch import apply, diff
from widgets.table.widget import Table

# Scene-like values: small dicts and lists, lists of members with ids, and ids repeated or
# missing now and then (those lists must be replaced whole, not matched by id).
_leaf = st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from(["a", "b", "card:x"])
_values = st.recursive(
    _leaf,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(["id", "items", "label", "state"]), inner, max_size=4)
        | st.lists(
            st.fixed_dictionaries(
                {"id": st.sampled_from(["p", "q", "r", "s"])},
                optional={"items": inner, "label": inner},
            ),
            max_size=4,
        )
    ),
    max_leaves=20,
)
_scenes = st.dictionaries(st.sampled_from(["areas", "side", "prompt", "v", "notice"]), _values)


@settings(max_examples=400, deadline=None)
@given(_scenes, _scenes)
def test_a_patch_turns_the_old_scene_into_the_new_one(old, new):
    before = copy.deepcopy(old)
    patch = diff(old, new)
    assert apply(old, patch) == new
    assert old == before  # neither diff nor apply changes the old scene
    assert json.loads(json.dumps(patch)) == patch  # it travels as JSON as it is


@given(_scenes)
def test_an_unchanged_scene_gives_an_empty_patch(scene):
    assert diff(scene, copy.deepcopy(scene)) == {}


def test_untouched_parts_stay_the_same_objects():
    hand = {"id": "hand", "items": [{"card": "the Sea"}]}
    market = {"id": "market", "items": [{"card": "the Mill"}]}
    old = {"prompt": "Play", "areas": [hand, market]}
    new = {"prompt": "Take", "areas": [hand, {"id": "market", "items": []}]}
    patched = apply(old, diff(old, new))
    assert patched["areas"][0] is hand  # the browser redraws only new objects


def test_members_with_ids_are_matched_by_id_not_position():
    old = {"side": [{"id": "log", "lines": ["a"]}, {"id": "score", "rows": [1]}]}
    new = {"side": [{"id": "score", "rows": [1]}, {"id": "log", "lines": ["a"]}]}
    patch = diff(old, new)
    assert patch == {"dive": {"side": {"ids": ["score", "log"]}}}  # a reorder sends no member


def _play(app: GameApp, moves: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        if app.match.state.is_over:
            break
        # An open question (fold? a new game?) is answered first: a move waits for it.
        keys = [k for k in app._intents if k.startswith("confirm:")]
        keys = keys or legal_act_keys(app)
        keys = keys or [k for k, (kind, _) in app._intents.items() if kind in ("select", "ui")]
        app.table.click(rng.choice(keys))


def _scene_messages(wire, mark: int, kinds: tuple[str, ...] = ("scene",)) -> list[dict]:
    out = []
    for text in wire.since(mark).splitlines():
        data = json.loads(text)
        content = data.get("content") if isinstance(data, dict) else None
        if isinstance(content, dict) and content.get("type") in kinds:
            out.append(content)
    return out


@pytest.mark.parametrize("name", sorted(UI))
def test_the_patches_sent_rebuild_every_scene_and_are_smaller(wire, name):
    app = GameApp(name, seats=["human", "heuristic"], seed=2, bot_delay=0)
    # What a browser that connects now receives, then every patch after it, in order.
    scene = json.loads(app.table.get_state()["scene_json"])
    assert scene == app.table.scene
    mark = wire.mark()
    app.table._handle_message(app.table, {"type": "hello", "v": scene["v"]}, [])
    _play(app, 40)
    messages = _scene_messages(wire, mark, ("scene", "offer"))
    assert len(messages) >= 10
    sent = whole = confirmed = 0
    offer: dict = {}
    for message in messages:
        assert message["base"] == scene["v"]
        if message["type"] == "offer":  # what each click would bring (widgets/table/predict.py)
            offer = message["patches"]
            continue
        if "confirm" in message:  # the click brought what was offered for it
            patch, confirmed = offer[message["confirm"]], confirmed + 1
        else:
            patch = message["patch"]
            sent += len(json.dumps(patch))
        offer = {}
        scene = apply(scene, patch)
        whole += len(json.dumps(scene))
    assert scene == app.table.scene
    assert confirmed, "no click was predicted"
    assert sent < 0.6 * whole, f"patches carried {sent} bytes against {whole} for whole scenes"


def test_a_browser_that_lost_track_gets_the_whole_scene(wire):
    table = Table()
    table.show({"title": "one", "areas": []})
    table.show({"title": "two", "areas": []})
    mark = wire.mark()
    table._handle_message(table, {"type": "need-scene"}, [])
    (message,) = _scene_messages(wire, mark)
    assert message["base"] is None and apply({}, message["patch"]) == table.scene


def test_a_connecting_browser_gets_the_scene_now_on_screen():
    table = Table()
    table.show({"title": "one", "areas": []})
    table.show({"title": "two", "areas": []})
    state = table.get_state()
    assert json.loads(state["scene_json"]) == {"title": "two", "areas": [], "v": 2}
    embedded = Table.get_manager_state(widgets=[table])["state"][table.model_id]["state"]
    assert json.loads(embedded["scene_json"])["title"] == "two"
