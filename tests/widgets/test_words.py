"""What the pages say reads right: no doubled labels, plurals agree, sentences end."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from fashion_core import GAMES
from fashion_core.bots import make_bot
from fashion_core.games.colour_bazaar.explain import why_value
from fashion_core.games.moonscrown.actions import Fold
from tests.widgets.test_lessons import QUESTIONS, _text_of, ids
from widgets.pages.lesson import Lesson
from widgets.registry import ui_for
from widgets.table.scene import UIState

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_an_option_help_does_not_start_with_its_own_label(game):
    # The setup bar shows "<Label>: <help>": Purple Rules read "Scoring: Scoring: ...".
    for option in GAMES[game].options:
        label = option.name.replace("_", " ")
        assert not option.help.lower().startswith(f"{label.lower()}:"), option.help


def _finished_partnership(seed: int):
    state = GAMES["purple_rules"].new(4, seed=seed, one_hand=True)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_partners_win_and_lose_together_at_the_end(seed):
    state = _finished_partnership(seed)
    winning = {state.view(0)["side_of"][s] for s in state.winners()}
    for seat in range(4):
        view = state.view(seat)
        ending = ui_for("purple_rules").build(view, UIState()).scene["ending"]
        partner = view["names"][(seat + 2) % 4]
        assert "of 4" not in ending["result"], ending["result"]  # "You came 3rd of 4"
        assert partner in ending["result"]
        won = view["side_of"][seat] in winning
        assert (" won " in ending["result"] or " share " in ending["result"]) == won
        assert ("lost" in ending["result"]) != won
        assert "share the win" not in ending["title"] or len(winning) > 1, ending["title"]


def test_folding_in_the_display_lesson_is_not_said_to_change_the_fashion():
    lesson = Lesson.of("moonscrown", "display_move")
    ok, text = lesson.step.check(lesson.start, Fold())
    assert not ok
    assert "Folding drops you out of the round" in text and "fashion" not in text


def test_a_skipped_crown_does_not_count_and_the_sentence_starts_with_a_capital():
    wyrms = 4
    text = why_value(["the Darkness", "the Calamity"], suit=wyrms)
    assert "(the Calamity above it does not count)" in text, text
    assert text.startswith("The Darkness is the topmost counting card"), text


def _user_strings(path: Path) -> list[tuple[int, str]]:
    """String constants and f-string parts of a module, docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    # Docstrings of modules, classes, functions and attributes: a string alone as a statement.
    docstrings = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def test_no_user_text_says_card_s_instead_of_a_plural():
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text.strip()}"
        for folder in ("fashion_core", "widgets")
        for path in sorted((ROOT / folder).rglob("*.py"))
        for line, text in _user_strings(path)
        if re.search(r"[a-z]\(s\)", text)  # "3 card(s)": fashion_core.words.amount says it
    ]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("where", QUESTIONS, ids=ids)
def test_the_step_by_step_pointer_follows_a_finished_sentence(where):
    game, name, index = where
    lesson = Lesson.of(game, name)
    lesson.goto(index)
    if lesson.step.working is None:
        return
    right = lesson.step.answer(lesson.start)
    wrong = [i for i, c in enumerate(lesson.step.choices(lesson.start)) if _text_of(c) != right]
    for i in wrong[:2]:
        lesson.table.click(f"lesson:answer:{i}")
    text = lesson.table.scene["notice"]["text"]
    if len(wrong) >= 2:
        assert re.search(r"[.!?] Step by step", text), text


def test_feedback_without_a_full_stop_gets_one_before_step_by_step():
    # Some checks word their feedback without a closing full stop; the pointer was glued on:
    # "... under the top card Step by step, the reasoning is beside the table."
    lesson = Lesson.of("colour_bazaar", "topmost_card")
    lesson.goto(1)
    assert lesson.step.working is not None
    lesson.tries = 2
    lesson._wrong("warn", "Not that market")
    assert lesson.table.scene["notice"]["text"].startswith("Not that market. Step by step")


def _hints(game: str, seed: int, moves: int = 300) -> list[str]:
    state = GAMES[game].new(GAMES[game].min_players, seed=seed)
    bot = make_bot(GAMES[game], "heuristic", seed=seed)
    said = []
    for _ in range(moves):
        if state.is_over:
            break
        action = bot.choose(state)
        said.append(bot.explain(state, action))
        state.apply(action)
    return said


@pytest.mark.parametrize("game", ["colour_bazaar", "moonscrown", "colori", "purple_rules"])
def test_hints_read_as_one_sentence(game):
    # "Bid 1 Red: win 7 of 12 tricks with Red as trump: your hand ..." and "it changes Moons
    # +6, Waves +6" read badly; a hint has one colon (move: reason) at most, no "+6".
    for text in _hints(game, seed=3):
        assert text.count(": ") <= 1, text
        assert not re.search(r" [+-]\d", text), text
        assert text[:1].isupper() and text.endswith("."), text
