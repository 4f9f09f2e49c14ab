"""The review page (widgets.pages.review): stepping shows exactly the replayed positions as the seat
saw them, "show all cards" only after the game, and the play page opens it at the end."""

from __future__ import annotations

import json

import pytest

from fashion_core import GAMES, Match
from fashion_core.bots import make_bot
from tests.widgets.conftest import card_mentions
from tests.widgets.drive import play_to_the_end
from widgets.pages.app import GameApp
from widgets.pages.review import ReviewApp, ReviewPage, _read_only, sample_match, scene_parts
from widgets.storage.saves import save_match, visitor_folder
from widgets.table.scene import UIState, check_scene

KEY = "ab" * 32
"""A visitor's key, as its browser sends it."""


def bot_game(game_name: str, seed: int, moves: int | None = None) -> Match:
    game = GAMES[game_name]
    match = Match(game, 2, seed=seed, names=["Ada", "Coco"])
    bots = [make_bot(game, "heuristic", seed=seed + s) for s in range(2)]
    while not match.state.is_over and (moves is None or len(match.actions) < moves):
        match.apply(bots[match.state.current_player].choose(match.state))
    return match


@pytest.mark.parametrize("game_name", list(GAMES))
def test_every_step_shows_the_replayed_position_as_the_seat_saw_it(game_name):
    match = bot_game(game_name, seed=4, moves=30)
    app = ReviewApp(match, seat=1, analyse=False)
    build, _ = scene_parts(game_name)
    replayed = Match.loads(match.dumps())
    for step in range(app.last_step, -1, -1):
        app.go(step)
        replayed.undo_to(step)
        assert app.states[step].to_json() == replayed.state.to_json()
        expected = _read_only(
            build(replayed.state.view(1), UIState(seat_kinds=["human"] * 2)).scene
        )
        assert app.table.scene["areas"] == expected["areas"]
        assert app.slider.value == step
        check_scene(app.table.scene)


def test_buttons_slider_and_arrow_keys_step_through_the_game():
    match = bot_game("colour_bazaar", seed=1, moves=12)
    app = ReviewApp(match, seat=0, analyse=False)
    assert app.chart.layout.display == "none"  # no picture yet: no broken image either
    assert app.step == 12 and app.forward_button.disabled
    app.first_button.click()
    assert app.step == 0 and app.back_button.disabled
    assert app.table.scene["prompt"].startswith("The deal")
    app.forward_button.click()
    app.forward_button.click()
    assert app.step == 2
    assert app.table.scene["prompt"].startswith("Move 2 of 12:")
    app.slider.value = 7
    assert app.step == 7
    app.keynav._message(app.keynav, {"type": "key", "step": "back"}, [])
    assert app.step == 6
    app.keynav._message(app.keynav, {"type": "key", "step": "rm -rf"}, [])  # ignored
    app.keynav._message(app.keynav, {"type": "key", "step": "last"}, [])
    assert app.step == 12
    app.go(99)
    assert app.step == 12  # clamped, never past the end
    for zone in (z for a in app.table.scene["areas"] for z in a["zones"]):
        assert "key" not in zone and all("key" not in item for item in zone["items"])


@pytest.mark.parametrize("game_name", list(GAMES))
def test_show_all_cards_is_refused_before_the_end_and_nothing_hidden_is_sent(wire, game_name):
    match = bot_game(game_name, seed=2, moves=24)
    if match.state.is_over:  # a short game: the position before its last move
        match = bot_game(game_name, seed=2, moves=len(match.actions) - 1)
    assert not match.state.is_over
    mark = wire.mark()
    # The analysis runs too (no event loop here: at once), so its verdicts are on the wire.
    app = ReviewApp(match, seat=0, iterations=2)
    assert app.review is not None and len(app.review.moves) == len(app._decisions)
    assert app.show_all_box.disabled and app.seat_picker.disabled
    app.show_all_box.value = True  # a forged change: the handler checks for itself
    assert app.show_all_box.value is False
    app.seat_picker.value = 1
    assert app.seat == 0
    for step in range(app.last_step + 1):
        app.go(step)
        shown = json.dumps(app.table.scene)
        for card in app.states[step].hidden_cards(0):
            assert not card_mentions(shown, card), f"{card} is on the table at step {step}"
    # Cards Ada never saw at any step never reach the browser, not even as a card face.
    never_seen = set.intersection(*(state.hidden_cards(0) for state in app.states))
    assert never_seen
    sent = wire.since(mark)
    for card in never_seen:
        assert not card_mentions(sent, card), f"{card} reached the browser"


def test_after_the_game_every_hand_can_be_shown_and_any_seat_reviewed():
    match = bot_game("colour_bazaar", seed=3)
    assert match.state.is_over
    app = ReviewApp(match, seat=0, iterations=2)
    assert app.review is not None and len(app.review.moves) == len(app._decisions)
    assert app.chart.value[:4] == b"\x89PNG"
    app.go(10)
    app.show_all_box.value = True
    revealed = [a for a in app.table.scene["areas"] if a["id"] == "revealed"]
    shown = {item["card"] for zone in revealed[0]["zones"] for item in zone["items"]}
    state = app.states[10]
    assert shown == state.hidden_cards(0) - state.hidden_cards(1)
    assert shown  # Coco held cards Ada could not see
    app.seat_picker.value = 1
    assert app.review.seat == 1
    assert all(m.seat == 1 for m in app.review.moves)


def test_the_worst_moves_list_jumps_to_them():
    match = bot_game("colour_bazaar", seed=3)
    app = ReviewApp(match, seat=0, iterations=2)
    worst = app.review.worst(5)
    assert worst, "tiny budgets rate some moves badly; the list needs one to click"
    buttons = [b for b in app.worst_buttons if b.layout.display != "none"]
    assert len(buttons) == len(worst)
    buttons[-1].click()
    assert app.step == worst[-1].index + 1
    assert worst[-1].verdict.value in app.verdict_html.value
    assert buttons[-1].button_style == "info"  # the move on show is marked in the list
    app.go("first")
    assert buttons[-1].button_style == ""


def test_forged_clicks_on_switched_off_controls_change_nothing():
    match = bot_game("colori", seed=2, moves=10)
    app = ReviewApp(match, seat=0, analyse=False)
    app.go("first")
    assert app.first_button.disabled and app.back_button.disabled
    for button in (app.first_button, app.back_button):
        button._handle_button_msg(None, {"event": "click"}, [])  # what the comm does
    assert app.step == 0
    app.go("last")
    for button in (app.forward_button, app.last_button):
        button._handle_button_msg(None, {"event": "click"}, [])
    assert app.step == app.last_step == 10
    hidden = [b for b in app.worst_buttons if b.layout.display == "none"]
    assert hidden  # no analysis: no worst moves to jump to
    hidden[-1]._handle_button_msg(None, {"event": "click"}, [])
    assert app.step == 10
    app.keynav._message(app.keynav, ["not", "a", "dict"], [])
    app.keynav._message(app.keynav, {"type": "key", "step": 5}, [])
    assert app.step == 10


def test_a_save_file_opens_in_the_review(tmp_path):
    match = bot_game("moonscrown", seed=5)
    path = save_match(match, ["human", "heuristic"], tmp_path, "0123456789abcdef")
    app = ReviewApp.from_save(path.read_bytes(), analyse=False)
    assert app.seat == 0 and app.last_step == len(match.actions)
    data = json.loads(path.read_text())
    data["seats"] = ["heuristic", "human"]
    assert ReviewApp.from_save(json.dumps(data), analyse=False).seat == 1


def test_the_review_page_lists_only_the_visitors_own_saves_of_every_game(tmp_path):
    mine = visitor_folder(tmp_path, KEY)
    theirs = visitor_folder(tmp_path, "cd" * 32)
    seats = ["human", "heuristic"]
    save_match(bot_game("colori", seed=1, moves=8), seats, mine, "a" * 16)
    save_match(bot_game("purple_rules", seed=1, moves=8), seats, mine, "b" * 16)
    other = save_match(bot_game("moonscrown", seed=1), seats, theirs, "c" * 16)
    page = ReviewPage(tmp_path, analyse=False)
    # No key yet: no save listed, only the samples, which are everyone's.
    assert not [v for _, v in page.picker.options if v is not None and not _sample(v)]
    page.visitor.receive({"type": "visitor", "key": KEY})
    labels = [label for label, value in page.picker.options[1:] if not _sample(value)]
    assert sorted(label.split(":")[0] for label in labels) == ["Colori", "Purple Rules"]
    page.open_button.click()  # nothing chosen yet
    assert "Choose a saved game" in page.message.value and page.review is None
    page.picker.value = page.picker.options[1][1]
    page.open_button.click()
    assert page.review is not None and page.holder.children == (page.review,)
    # A forged choice (another visitor's file) is refused by the handler itself.
    page.picker.set_trait("options", [*page.picker.options, ("x", other)])
    page.picker.value = other
    page.open_button.click()
    assert "not in your list" in page.message.value
    assert page.review.game.name != "moonscrown"


def _sample(value: object) -> bool:
    return isinstance(value, str) and value.startswith("sample:")


def test_the_review_page_offers_a_sample_game_of_every_game_to_a_first_visitor(tmp_path):
    page = ReviewPage(tmp_path, analyse=False)
    assert page.picker.index == 0  # a shown entry: ipywidgets selects nothing for None
    page.visitor.receive({"type": "visitor", "key": KEY})  # a visitor with no saves
    assert "no saved games yet" in page.picker.label
    samples = [value for _, value in page.picker.options if _sample(value)]
    assert samples == [f"sample:{name}" for name in GAMES]
    for value in samples:
        page.picker.value = value
        page.open_button.click()
        review = page.review
        assert review is not None and review.game.name == value.removeprefix("sample:")
        assert review.finished and review.last_step > 0 and page.message.value == ""
    # The same sample for everyone: a fixed deal, nothing of any visitor's.
    assert sample_match("moonscrown").dumps() == sample_match("moonscrown").dumps()
    # A forged choice naming no game is refused by the handler itself.
    page.picker.set_trait("options", [*page.picker.options, ("x", "sample:chess")])
    page.picker.value = "sample:chess"
    page.open_button.click()
    assert "no sample" in page.message.value


def test_the_review_page_opens_a_file_and_names_what_is_wrong_with_a_bad_one(tmp_path):
    page = ReviewPage(tmp_path, analyse=False)
    page.visitor.receive({"type": "file", "text": "{not json"})
    assert "fg-review-message" in page.message.value and page.review is None
    match = bot_game("pret_a_porter", seed=3, moves=20)
    page.visitor.receive({"type": "file", "text": match.dumps()})
    assert page.review is not None and page.review.game.name == "pret_a_porter"
    assert page.review.last_step == 20 and page.message.value == ""
    page.visitor.receive({"type": "too-big", "size": 5_000_000})
    assert "5,000 kB" in page.message.value


def test_the_play_page_opens_the_review_when_the_game_is_over():
    app = GameApp("colour_bazaar", seats=["human", "heuristic"], seed=6, bot_delay=0)
    assert app.review_button.layout.display == "none"
    assert app.open_review() is None  # not before the end
    play_to_the_end(app, seed=1)
    assert app.review_button.layout.display != "none"
    table = app.table
    review = app.open_review(analyse=False)
    assert app.children == (review,)
    assert review.seat == 0 and review.last_step == len(app.match.actions)
    app.close_review()
    assert table in app.children and app.review_view is None


@pytest.mark.parametrize("game_name", list(GAMES))
def test_the_game_over_panel_opens_the_review_of_every_game(game_name):
    app = GameApp(game_name, seats=["human", "heuristic"], seed=2, bot_delay=0)
    app.review_options = {"iterations": 1}  # the analysis is tested above; here the way in
    app._ui("review")  # a forged press before the end: the handler refuses
    assert app.review_view is None and "once it is over" in app.table.scene["notice"]["text"]
    play_to_the_end(app, seed=3)
    buttons = {b["key"]: b["label"] for b in app.table.scene["ending"]["buttons"]}
    assert buttons["ui:review"] == "Review this game"
    app.table.click("ui:review")
    review = app.review_view
    assert review is not None and app.children == (review,)
    assert review.finished and not review.show_all_box.disabled
    assert review.step == review.last_step == len(app.match.actions)


def test_an_analysis_without_a_free_worker_slot_runs_in_its_own_kernel(tmp_path, monkeypatch):
    # Every visitor's review runs in a kernel of its own: only ANALYSIS_SLOTS of them may
    # start worker processes at once; the rest analyse in a thread, to the same verdicts.
    import asyncio

    import psutil

    from widgets.pages import review

    monkeypatch.setattr(review, "ANALYSIS_FOLDER", tmp_path)
    match = bot_game("colour_bazaar", seed=3, moves=12)
    inline = ReviewApp(match, seat=0, iterations=2).review  # no event loop: rated at once

    async def analyse() -> tuple[object, list[int]]:
        with review.worker_slot() as held:  # another visitor's analysis holds the only slot
            assert held
            before = {p.pid for p in psutil.Process().children(recursive=True)}
            app = ReviewApp(match, seat=0, iterations=2)
            await app._task
            started = [
                p.pid for p in psutil.Process().children(recursive=True) if p.pid not in before
            ]
            return app.review, started

    analysed, started = asyncio.run(analyse())
    assert started == []
    assert [m.verdict for m in analysed.moves] == [m.verdict for m in inline.moves]
    with review.worker_slot() as free:  # the slot is given back
        assert free


def test_the_review_says_why_a_choice_is_not_rated():
    match = bot_game("purple_rules", seed=3, moves=40)
    app = ReviewApp(match, seat=0, analyse=False)
    auction = next(
        i
        for i, state in enumerate(app.states[:-1])
        if app.actors[i] == 0 and len(state.legal_actions()) > 1 and state.phase.name == "AUCTION"
    )
    app.go(auction + 1)
    assert "Calls are not rated" in app.verdict_html.value
    assert auction not in app._decisions
    # The analysis's progress line counts them, so a short list of rated moves is explained.
    choices = [
        i
        for i, state in enumerate(app.states[:-1])
        if app.actors[i] == 0 and len(state.legal_actions()) > 1
    ]
    unrated = len(choices) - len(app._decisions)
    assert unrated > 0
    app._progress_note()
    assert f"{unrated} other choice" in app.progress_text.value
    assert "cannot be rated" in app.progress_text.value
    other = ReviewApp(bot_game("moonscrown", seed=3, moves=40), seat=0, analyse=False)
    other._progress_note()
    assert "cannot be rated" not in other.progress_text.value
