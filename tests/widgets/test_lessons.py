"""Every lesson step of every game: it can be solved, and wrong answers are explained."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fashion_core import GAMES, IllegalAction
from fashion_core.decks.decktet import CARD_BY_NAME
from fashion_core.games.colour_bazaar import can_play_on
from fashion_core.games.moonscrown.actions import AddToDisplay, EndTurn, PlayToPile
from widgets.pages.lesson import Lesson, Question, Task
from widgets.registry import ui_for

# Every registered game: one without lessons fails the registry test, it is not skipped here.
STEPS = [
    (game, lesson, index)
    for game in sorted(GAMES)
    for lesson, (_, steps) in ui_for(game).lesson_sets.items()
    for index in range(len(steps))
]


def ids(param):
    return "-".join(map(str, param)) if isinstance(param, tuple) else str(param)


def lesson_at(where: tuple[str, str, int]) -> Lesson:
    """The lesson of ``where`` (game, lesson name, step index), open at that step."""
    game, name, index = where
    lesson = Lesson.of(game, name)
    lesson.goto(index)
    return lesson


@pytest.mark.parametrize("where", STEPS, ids=ids)
def test_every_step_can_be_solved_and_explains_mistakes(where):
    lesson = lesson_at(where)
    step = lesson.step
    if isinstance(step, Question):
        choices = step.choices(lesson.start)
        right = step.answer(lesson.start)
        choices = [_text_of(c) for c in choices]
        assert right in choices, f"the right answer {right} is not offered"
        assert len(set(choices)) == len(choices) >= 2
        wrong = next(i for i, c in enumerate(choices) if c != right)
        lesson.table.click(f"lesson:answer:{wrong}")
        assert not lesson.solved and lesson.table.scene["notice"]["kind"] == "error"
        lesson.table.click(f"lesson:answer:{choices.index(right)}")
    else:
        assert isinstance(step, Task)
        assert lesson.state.legal_actions(), "a task position must offer a move"
        for action in _right_moves(step, lesson.state):
            lesson._move(action)
    assert lesson.solved
    assert lesson.table.scene["notice"]["kind"] == "ok"
    index = where[2]
    if index + 1 < len(lesson.steps):
        lesson.table.click("lesson:next")
        assert lesson.index == index + 1 and not lesson.solved


TASKS = [
    (game, name, index)
    for game, name, index in STEPS
    if isinstance(ui_for(game).lesson_sets[name][1][index], Task)
]


@pytest.mark.parametrize("where", TASKS, ids=ids)
def test_a_task_rejects_illegal_moves_with_the_rule(where):
    lesson = lesson_at(where)
    state = lesson.state
    legal = set(state.legal_actions())
    before = state.to_json()
    for action in _other_actions(lesson):
        if action in legal:
            continue
        lesson._move(action)
        notice = lesson.table.scene["notice"]
        assert notice["kind"] == "error" and notice["text"].startswith("Not allowed.")
        assert lesson.state.to_json() == before and not lesson.solved
        with pytest.raises(IllegalAction):
            state.clone().apply(action)
        return
    pytest.fail("no illegal move was found to try")


def _other_actions(lesson):
    """Actions of the same game seen in other lessons' positions."""
    seen = []
    for _, steps in ui_for(lesson.game.name).lesson_sets.values():
        for step in steps:
            seen.extend(step.position().legal_actions())
    return seen


def test_the_lesson_for_suit_matching_names_the_rule_when_a_market_does_not_match():
    lesson = Lesson.of("colour_bazaar", "suit_match")
    lesson.table.click("card:the Mill")
    mill = CARD_BY_NAME["the Mill"].id
    wrong = next(k for k, s in enumerate(lesson.state.stacks) if not can_play_on(mill, s[-1]))
    assert _target_text(lesson, f"play:{wrong}") == "Here"  # the table does not tell before
    lesson.table.click(f"play:{wrong}")
    assert "Suit match" in lesson.table.scene["notice"]["text"]
    assert not lesson.solved  # the Mill stays selected; after a try, the markets say why
    assert "no shared suit" in _target_text(lesson, f"play:{wrong}")


def test_retry_restores_the_starting_position():
    lesson = Lesson.of("colour_bazaar", "invest")
    start = lesson.state.to_json()
    lesson._move(lesson.state.legal_actions()[0])
    lesson.table.click("lesson:retry")
    assert lesson.state.to_json() == start


def _target_text(lesson, key):
    for area in lesson.table.scene["areas"]:
        for zone in area["zones"]:
            if zone.get("key") == key:
                return zone.get("target_text", "")
    return ""


# -- issue 13: every rule practised by doing, answers explained, endless practice -------------

REPO = Path(__file__).resolve().parents[2]
NOT_EXERCISES = ("The story and the goal", "Rules notes", "Play now")
GENERIC = ("Look again and try another answer", "Try again.", "is not it. Look at the table again")
"""Lines that would fit any wrong answer: a wrong answer must say its own misreading."""


def _sections(game):
    """(heading, cells) for every ``## `` section of a learn notebook."""
    learn = REPO / ui_for(game).notebooks[0]
    cells = json.loads(learn.read_text())["cells"]
    sections: list[tuple[str, list[dict]]] = []
    for cell in cells:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown" and source.startswith("## "):
            sections.append((source.splitlines()[0][3:].strip(), []))
        elif sections:
            sections[-1][1].append(cell)
    return sections


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_section_of_a_learn_notebook_ends_in_an_exercise(game):
    missing = [
        heading
        for heading, cells in _sections(game)
        if heading not in NOT_EXERCISES
        and not any(
            c["cell_type"] == "code" and "Lesson.of(" in "".join(c["source"]) for c in cells[-1:]
        )
    ]
    assert not missing, f"sections without an exercise at their end: {missing}"


def test_moonscrown_pile_lesson_accepts_the_legal_two_card_turn():
    lesson = Lesson.of("moonscrown", "pile_move")
    state = lesson.state
    # A two-card turn that keeps Ada in: a card on the pile, one on the display, end of turn.
    for pile, display in itertools.permutations(state.hands[0], 2):
        trial = state.clone()
        trial.apply(PlayToPile(pile))
        trial.apply(AddToDisplay(display))
        if trial.status[0] == 0:
            break
    else:
        pytest.fail("the position offers no two-card turn that stays in")
    lesson._move(PlayToPile(pile))
    assert lesson.table.scene["notice"]["kind"] != "warn", lesson.table.scene["notice"]["text"]
    lesson._move(AddToDisplay(display))
    assert lesson.solved, lesson.table.scene["notice"]["text"]


def _step_at(game, name, index):
    return ui_for(game).lesson_sets[name][1][index]


QUESTIONS = [where for where in STEPS if isinstance(_step_at(*where), Question)]


@pytest.mark.parametrize("where", QUESTIONS, ids=ids)
def test_every_wrong_answer_gets_its_own_explanation(where):
    texts = []
    lesson = lesson_at(where)
    choices = lesson.step.choices(lesson.start)
    right = lesson.step.answer(lesson.start)
    for i, choice in enumerate(choices):
        if _text_of(choice) == right:
            continue
        lesson.goto(where[2])
        lesson.table.click(f"lesson:answer:{i}")
        text = lesson.table.scene["notice"]["text"]
        assert not any(g in text for g in GENERIC), text
        assert not text.startswith("Not She"), text
        texts.append(text)
    assert len(set(texts)) == len(texts), "two wrong answers share one explanation"


def _text_of(choice):
    return getattr(choice, "text", choice)


def _marks(scene):
    """Every note, badge and move state on the table's clickable items."""
    found = []
    for area in scene["areas"]:
        for zone in area["zones"]:
            for item in zone["items"]:
                if item.get("key"):
                    found += [item.get("note"), item.get("badge"), item.get("state")]
    return [m for m in found if m]


def test_when_nothing_fits_the_table_does_not_say_which_card_fits_before_a_try():
    lesson = Lesson.of("colour_bazaar", "must_discard")
    lesson.goto(1)
    assert not _marks(lesson.table.scene)
    assert "fits" not in json.dumps(lesson.table.scene["areas"])


def test_adding_to_your_display_does_not_mark_the_safe_cards_before_a_try():
    lesson = Lesson.of("moonscrown", "display_move")
    assert not _marks(lesson.table.scene)
    assert "safe move" not in json.dumps(lesson.table.scene["areas"])


def test_the_final_score_comes_with_its_breakdown():
    lesson = Lesson.of("colour_bazaar", "final_score")
    lesson.goto(1)
    choices = lesson.step.choices(lesson.start)
    right = lesson.step.answer(lesson.start)
    lesson.table.click(f"lesson:answer:{[_text_of(c) for c in choices].index(right)}")
    shown = json.dumps(lesson.table.scene, ensure_ascii=False)
    for suit in ("Moons", "Suns", "Waves", "Leaves", "Wyrms", "Knots"):
        assert suit in shown
    assert "4 × " in shown and right in shown


@pytest.mark.parametrize("where", STEPS, ids=ids)
def test_every_step_offers_another_one_and_keeps_score(where):
    game, name, index = where
    lesson = Lesson.of(game, name)
    lesson.goto(index)
    _solve(lesson)
    assert "1 of 1 right" in json.dumps(lesson.table.scene)
    lesson.table.click("lesson:another")
    assert not lesson.solved and lesson.step is not lesson.steps[index]
    _solve(lesson)
    assert "2 of 2 right, 2 in a row" in json.dumps(lesson.table.scene)


def _solve(lesson):
    """Answer right or make the right moves, found by searching the legal ones."""
    step = lesson.step
    if isinstance(step, Question):
        texts = [_text_of(c) for c in step.choices(lesson.start)]
        lesson.table.click(f"lesson:answer:{texts.index(step.answer(lesson.start))}")
    else:
        for action in _right_moves(step, lesson.state):
            lesson._move(action)
    assert lesson.solved


def _right_moves(step, state, depth=3):
    """A sequence of legal moves that solves the task (depth-first over legal moves)."""
    for action in state.legal_actions():
        after = state.clone()
        after.apply(action)
        if step.done is None:
            if step.check is None or step.check(state.clone(), action)[0]:
                return [action]
        elif step.done(after):
            if step.judge is None or step.judge(step.position(), after)[0]:
                return [action]
        elif depth > 1:
            rest = _right_moves(step, after, depth - 1)
            if rest:
                return [action, *rest]
    if depth == 3:
        pytest.fail("no legal move solves this task")
    return []


def _first_field(action):
    """What a move is about: its first field (a card, a suit, a garment, a colour)."""
    fields = getattr(action, "__slots__", ())
    return getattr(action, fields[0]) if fields else type(action).__name__


ONE_MOVE_TASKS = [
    where for where in TASKS if _step_at(*where).done is None and _step_at(*where).check
]


@pytest.mark.parametrize("where", ONE_MOVE_TASKS, ids=ids)
def test_every_wrong_move_gets_its_own_explanation(where):
    lesson = Lesson.of(where[0], where[1])
    lesson.goto(where[2])
    texts: dict[object, set[str]] = {}
    for action in lesson.state.legal_actions():
        if lesson.step.check(lesson.state.clone(), action)[0]:
            continue
        lesson.goto(where[2])
        lesson._move(action)
        notice = lesson.table.scene["notice"]
        assert notice["kind"] == "warn" and not lesson.solved
        assert not any(g in notice["text"] for g in GENERIC), notice["text"]
        texts.setdefault(_first_field(action), set()).add(notice["text"])
    explanations = [text for group in texts.values() for text in group]
    assert len(set(explanations)) >= len(texts), "two different wrong moves share one explanation"


def test_a_turn_that_knocks_you_out_says_which_condition_you_do_not_lead():
    lesson = Lesson.of("moonscrown", "pile_move")
    for card in lesson.state.hands[0]:
        trial = lesson.state.clone()
        trial.apply(PlayToPile(card))
        trial.apply(EndTurn())
        if trial.status[0] != 0:
            break
    else:
        pytest.fail("no pile card knocks Ada out here")
    lesson._move(PlayToPile(card))
    lesson._move(EndTurn())
    text = lesson.table.scene["notice"]["text"]
    assert not lesson.solved and "did not lead" in text and "leads" in text
    assert lesson.state.to_json() == lesson.start.to_json()  # back to the start of the turn


def test_a_second_wrong_try_shows_the_reasoning_step_by_step():
    lesson = Lesson.of("colour_bazaar", "topmost_card")
    lesson.goto(1)
    texts = [_text_of(c) for c in lesson.step.choices(lesson.start)]
    wrong = [i for i, t in enumerate(texts) if t != lesson.step.answer(lesson.start)]
    lesson.table.click(f"lesson:answer:{wrong[0]}")
    assert not [p for p in lesson.table.scene["side"] if p["id"] == "working"]
    lesson.table.click(f"lesson:answer:{wrong[1]}")
    (working,) = [p for p in lesson.table.scene["side"] if p["id"] == "working"]
    assert any("the Calamity" in line and "skipped" in line for line in working["lines"])
    assert any("the Darkness" in line and "counts" in line for line in working["lines"])


PRACTICE = {}
for _game, _name, _index in STEPS:
    _practice = _step_at(_game, _name, _index).practice
    if _practice is not None:
        PRACTICE.setdefault(f"{_game}.{_practice.__name__}", (_game, _practice))


def test_every_game_with_lessons_has_practice_generators():
    assert {key.split(".")[0] for key in PRACTICE} == {game for game, _, _ in STEPS}


@pytest.mark.parametrize("key", sorted(PRACTICE))
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_practice_positions_have_exactly_one_right_answer(key, seed):
    game, practice = PRACTICE[key]
    step = practice(random.Random(seed))
    again = practice(random.Random(seed))
    assert step.position().to_json() == again.position().to_json()  # deterministic by seed
    state = step.position()
    if isinstance(step, Question):
        choices = step.choices(state)
        texts = [_text_of(c) for c in choices]
        assert len(set(texts)) == len(texts) >= 2
        assert texts.count(step.answer(state)) == 1
        whys = [c.why for c in choices]
        assert all(whys) and len(set(whys)) == len(whys)
    else:
        lesson = Lesson(game, [step])
        _solve(lesson)  # some legal move (or turn) solves it
        if step.check is not None:
            right = [a for a in state.legal_actions() if step.check(state.clone(), a)[0]]
            assert right and len(right) < len(state.legal_actions())  # a choice to make


@pytest.mark.parametrize(
    "where",
    [("moonscrown", "conditions", 2), ("moonscrown", "setup", 0), ("colori", "garments", 0)],
)
def test_a_question_about_the_table_is_answered_by_clicking_on_the_table(where):
    lesson = Lesson.of(where[0], where[1])
    lesson.goto(where[2])
    texts = [_text_of(c) for c in lesson.step.choices(lesson.start)]
    right = texts.index(lesson.step.answer(lesson.start))
    wrong = next(i for i in range(len(texts)) if i != right)
    assert f"lesson:pick:{wrong}" in json.dumps(lesson.table.scene["areas"])
    lesson.table.click(f"lesson:pick:{wrong}")
    assert not lesson.solved and lesson.table.scene["notice"]["kind"] == "error"
    lesson.table.click(f"lesson:pick:{right}")
    assert lesson.solved


@pytest.mark.parametrize(
    ("where", "hidden"),
    [
        (("pret_a_porter", "end", 0), "ending"),  # the game-over panel names the winner
        (("purple_rules", "scoring", 0), "ending"),  # ... and the points
        (("pret_a_porter", "upkeep", 1), "forecast"),  # the outlook says the cash after upkeep
    ],
)
def test_a_question_hides_the_panel_that_answers_it_until_answered(where, hidden):
    lesson = Lesson.of(where[0], where[1])
    lesson.goto(where[2])

    def shown():
        scene = lesson.table.scene
        return hidden in scene or any(p["id"] == hidden for p in scene["side"])

    assert not shown()
    _solve(lesson)
    assert shown()


def test_who_took_the_trick_is_not_shown_by_whose_turn_it_is():
    lesson = Lesson.of("purple_rules", "three_tiers")
    winner = lesson.step.answer(lesson.start)
    zones = [z for a in lesson.table.scene["areas"] for z in a["zones"]]
    assert not [z for z in zones if z.get("state") == "active"], winner  # the winner leads next
