"""Start a new game: its folders with every required piece stubbed, and its registration.

    .venv/bin/python scripts/new_game.py NAME "Title"

NAME is the game's key (a Python name: ``high_card``); the title is what players read. The
stub is a small but complete game (a two-player high-card game, three rounds), so every
shared test runs on it from the first minute: replace its rules, bot, scene, faces, lessons
and notebooks with your game's, step by step, keeping the tests green (see
docs/adding-a-game.md). Nothing existing is overwritten: a folder that is already there stops
the command before it writes anything.

Written: ``fashion_core/games/NAME/`` (the engine manifest ``GAME`` and the rules),
``widgets/games/NAME/`` (the UI manifest ``UI``, scene, faces, lessons), ``notebooks/NAME/``
(learn and play), ``tests/games/NAME/`` and ``tests/widgets/NAME/`` (a rule test and scene
tests), and one line: NAME in ``GAME_MODULES`` (``fashion_core/games/__init__.py``).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import uuid
from pathlib import Path
from string import Template

ROOT = Path(__file__).resolve().parent.parent
REGISTRATION = Path("fashion_core/games/__init__.py")

GAME_INIT = '''"""$title: a stub from scripts/new_game.py, a two-player high-card game to replace.

=================  ======================================================================
Players            2-2
Phases             ``play`` (each seat in turn plays a card face up; the higher card wins
                   the round), ``over`` after three rounds
Hidden             each hand (its owner only), the draw pile (nobody)
Public             the cards of this round, the points, who leads
Options            none yet
Score              one point per round won; most points wins, ties are shared
Reference          the rules you follow, named in words; our readings:
                   ``explain.RULES_NOTES``
=================  ======================================================================
"""

from fashion_core.bots import standard_bots
from fashion_core.games.$name.bot import HeuristicBot
from fashion_core.games.$name.rules import GAME, Phase, ${camel}State

GAME.bots.update(standard_bots(HeuristicBot, iterations=200))

__all__ = ["GAME", "HeuristicBot", "Phase", "${camel}State"]
'''

ACTIONS = '''"""$title's moves (stub: play a card)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from fashion_core.engine import Action

VALUES = tuple(range(1, 11))
"""The stub's cards: ten cards worth 1 to 10 (card id = value - 1)."""


def card_name(card: int) -> str:
    return f"Card {VALUES[card]}"


class ${camel}Move(Action):
    """A $title move: how its fields read in ``says``."""

    __slots__ = ()  # so that the slotted moves below carry no __dict__
    words: ClassVar[Mapping[str, Callable[[Any], Any]]] = {"card": card_name}


@dataclass(frozen=True, slots=True)
class PlayCard(${camel}Move):
    """Play ``card`` from your hand face up."""

    card: int
    says = "plays {card}"
'''

RULES = '''"""$title's rules (the stub's: each seat holds three of ten cards; in turn each plays one
face up; when both have played, the higher card wins the round and a point, and its player
leads the next; after three rounds the most points win, ties are shared)."""

from __future__ import annotations

from typing import Any, ClassVar

from fashion_core.engine import TERMINAL, Action, IllegalAction, Moves, PhaseEnum, State
from fashion_core.game import Game
from fashion_core.games.$name.actions import VALUES, PlayCard, card_name
from fashion_core.zones import NOBODY, OWNER, Field, Zone

HAND = 3


class Phase(PhaseEnum):
    PLAY = "play"
    OVER = "over"


PLAY, OVER = Phase.PLAY, Phase.OVER
_PLAY = tuple(PlayCard(card) for card in range(len(VALUES)))


class ${camel}State(State):
    """A game of $title."""

    fields = (
        Zone("hands", per_seat=True, seen_by=OWNER),
        Zone("deck", seen_by=NOBODY),
        Zone("table"),
        Zone("played"),
        Field("points", depth=1),
        Field("phase", Phase),
        Field("leader"),
    )

    hands: list[list[int]]
    deck: list[int]
    table: list[int]
    """This round's cards, in the order played (the leader's first)."""
    played: list[int]
    """The cards of finished rounds."""
    points: list[int]
    phase: Phase
    leader: int

    def setup(self) -> None:
        deck = list(range(len(VALUES)))
        self.chance().shuffle(deck)
        self.hands = [[deck.pop() for _ in range(HAND)] for _ in range(self.num_players)]
        self.deck, self.table, self.played = deck, [], []
        self.points = [0] * self.num_players
        self.phase, self.leader = PLAY, 0
        self.current_player = 0

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    def _play_moves(self) -> list[Action]:
        return [_PLAY[card] for card in self.hands[self.current_player]]

    moves_by_phase: ClassVar[Moves] = {PLAY: _play_moves, OVER: State.no_moves}

    def scores(self) -> list[float]:
        return [float(p) for p in self.points]

    def explain_illegal(self, action: Action) -> IllegalAction:
        if isinstance(action, PlayCard) and action.card not in self.hands[self.current_player]:
            return IllegalAction("Play from your hand", f"{card_name(action.card)} is not yours")
        return super().explain_illegal(action)

    def _apply(self, action: Action) -> None:
        assert isinstance(action, PlayCard)
        seat = self.current_player
        self.hands[seat].remove(action.card)
        self.table.append(action.card)
        self._reveal_to_others(seat)
        self._event(f"{self.player_name(seat)} plays {card_name(action.card)}.", seat, "play")
        if len(self.table) < self.num_players:
            self.current_player = (seat + 1) % self.num_players
            return
        self._end_round()

    def _end_round(self) -> None:
        best = max(self.table)
        winner = (self.leader + self.table.index(best)) % self.num_players
        self.points[winner] += 1
        self._event(f"{self.player_name(winner)} wins the round.", winner, "round")
        self.played += self.table
        self.table = []
        self.leader = self.current_player = winner
        if not any(self.hands):
            self.phase, self.current_player = OVER, TERMINAL

    def card_supply(self) -> list[int]:
        return list(range(len(VALUES)))

    def card_key(self, card: int) -> str:
        return card_name(card)

    def view(self, seat: int | None) -> dict[str, Any]:
        legal = []
        if seat is not None and seat == self.current_player:
            legal = [
                {"action": a.to_json(), "label": a.describe(self), "card": card_name(a.card)}
                for a in self.legal_actions()
                if isinstance(a, PlayCard)
            ]
        return {
            **self.view_header(seat),
            "phase": str(self.phase),
            "round": len(self.played) // self.num_players + 1,
            "hand": None if seat is None else [card_name(c) for c in self.hands[seat]],
            "hand_sizes": [len(h) for h in self.hands],
            "table": [card_name(c) for c in self.table],
            "leader": self.leader,
            "scores": list(self.points),
            "is_over": self.is_over,
            "winners": self.winners() if self.is_over else [],
            "legal": legal,
            "options": dict(self.options),
        }

    def invariants(self) -> None:
        assert sum(self.points) == len(self.played) // self.num_players, "a point a round"


GAME = Game(
    name="$name",
    title="$title",
    state_cls=${camel}State,
    min_players=2,
    max_players=2,
    action_types=(PlayCard,),
    summary="A stub: play your cards one by one; the higher card wins each round.",
)
'''

BOT = '''"""$title's heuristic bot (stub: win the round cheaply, else throw the lowest card)."""

from __future__ import annotations

from fashion_core.bots import Bot
from fashion_core.engine import Action, State
from fashion_core.games.$name.actions import PlayCard


class HeuristicBot(Bot):
    kind = "heuristic"
    label = "Heuristic bot"

    def choose(self, state: State) -> Action:
        moves = [a for a in state.legal_actions() if isinstance(a, PlayCard)]
        table = getattr(state, "table", [])
        beating = [a for a in moves if not table or a.card > max(table)]
        if table and beating:
            return min(beating, key=lambda a: a.card)
        return (max if not table else min)(moves, key=lambda a: a.card)

    def explain(self, state: State, action: Action) -> str:
        return f"{self.label} suggests: {action.describe(state)}, the cheapest good card."
'''

EXPLAIN = '''"""$title in sentences for people: the score's lines, the rules we had to settle."""

from __future__ import annotations

from typing import Any

from fashion_core.game import RuleNote, ScoreLine


def score_breakdown(view: dict[str, Any]) -> list[ScoreLine]:
    """Each seat's score, line by line (the stub's: the rounds won)."""
    return [
        {"seat": seat, "text": "rounds won", "points": points}
        for seat, points in enumerate(view["scores"])
    ]


RULES_NOTES: list[RuleNote] = [
    ("Equal cards", "the stub has no equal cards: every value is there once", "-"),
]
'''

POSITIONS = '''"""$title positions set up by card names, for lessons and tests."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fashion_core import positions
from fashion_core.games.$name.rules import GAME, ${camel}State


def arrange(
    *,
    players: int | None = None,
    names: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    hands: list[list[str]] | None = None,
    **given: Any,
) -> ${camel}State:
    """A position from card names: ``arrange(hands=[["Card 3"], ["Card 9"]])``; the other
    cards make the draw pile (the one signature of every game's ``arrange``:
    ``fashion_core.positions.Arrange``)."""
    hands = positions.per_seat(hands, players, GAME)
    given.setdefault("phase", "play")
    state = positions.arrange(
        GAME, len(hands), rest="deck", names=names, options=options, hands=hands, **given
    )
    assert isinstance(state, ${camel}State)
    return state
'''

UI_INIT = '''"""A stub to replace: play your cards one by one; the higher card wins each round."""

# The gallery shows the docstring above; widgets/registry.py reads this manifest.
from widgets.registry import GameUI

UI = GameUI(faces=f"{__name__}.faces:face_for", minutes="5", deck="Ten cards", blurb=__doc__)
'''

SCENE = '''"""$title on the table (stub): the cards of this round, the hands, the points."""

from __future__ import annotations

from typing import Any

from widgets.table.scene import Built, SceneBuilder, UIState, game_ending, idle_prompt


def build(view: dict[str, Any], ui: UIState) -> Built:
    prompt = idle_prompt(view, lambda name: f"{name} is playing.") or "Play a card."
    subtitle = f"Round {view['round']}"
    b = SceneBuilder("$title", subtitle=subtitle, prompt=prompt, legal=view["legal"])
    table = b.zone("table", "table", "This round")
    for name in view["table"]:
        b.item(table, name, label=name)
    for seat, size in enumerate(view["hand_sizes"]):
        if seat != view["seat"]:
            zone = b.zone("table", f"hand-{seat}", f"{view['names'][seat]}'s hand")
            for _ in range(size):
                b.item(zone, label="a hidden card", back=True)
    if view["hand"] is not None:
        mine = view["current_player"] == view["seat"]
        hand = b.hand(view["names"][view["seat"]], active=mine)
        for name in view["hand"]:
            move = b.moves.first(card=name)
            if move is not None:
                b.move(hand, name, move, label=f"Play {name}", key=f"card:{name}")
            else:
                b.item(hand, name, label=name)
    if view["is_over"]:
        won = zip(view["names"], view["scores"], strict=True)
        game_ending(b, view, lines=[f"{name} won {points} of the rounds." for name, points in won])
    return b.build()
'''

FACES = '''"""$title's card faces (stub): the value, large, with its name for screen readers."""

from __future__ import annotations

from widgets.cards.svg import frame, svg, text


def face_for(face_id: str) -> str:
    value = face_id.removeprefix("Card ")
    return svg(frame() + text(50, 80, value, 36, weight="bold", anchor="middle"))
'''

LESSONS = '''"""$title's lessons (stub): one question with a practice generator."""

from __future__ import annotations

import random

from fashion_core import State
from widgets.pages.lesson import Question, Step, fixed, random_position, readings


def _cards_in_hand(position: object) -> Step:
    return Question(
        "How many cards are in your hand?",
        position,  # type: ignore[arg-type]
        choices=lambda s: readings(
            len(s.hands[0]),
            "Count the cards in your own hand.",
            {"if the cards on the table counted": len(s.hands[0]) + len(s.table)},
            "{n} is not it: count the cards in your hand.",
        ),
        answer=lambda s: str(len(s.hands[0])),
        practice=practice_hand,
    )


def _start() -> State:
    from fashion_core import GAMES

    return GAMES["$name"].new(2, seed=1)


def practice_hand(rng: random.Random) -> Step:
    state = random_position("$name", rng, players=2, keep=lambda s: s.current_player == 0)
    return _cards_in_hand(fixed(state))


LESSONS = {"basics": ("Your hand", [_cards_in_hand(_start)])}
'''

RULE_TEST = '''"""$title's rules, one test per rule (the stub's: the higher card wins the round)."""

from __future__ import annotations

import pytest

from fashion_core import IllegalAction
from fashion_core.games.$name.actions import PlayCard
from fashion_core.games.$name.positions import arrange


def test_the_higher_card_wins_the_round():
    state = arrange(hands=[["Card 3"], ["Card 9"]], table=[], played=[], points=[0, 0])
    state.apply(PlayCard(2))
    state.apply(PlayCard(8))
    assert state.points == [0, 1] and state.is_over


def test_a_card_not_in_your_hand_is_refused_by_its_rule():
    state = arrange(hands=[["Card 3"], ["Card 9"]], table=[], played=[], points=[0, 0])
    with pytest.raises(IllegalAction, match="Play from your hand"):
        state.apply(PlayCard(8))
'''

SCENE_TEST = '''"""$title's scene (stub): legal cards clickable, a rival's hand hidden."""

from __future__ import annotations

import json

from fashion_core import GAMES
from widgets.games.$name import scene
from widgets.table.scene import UIState, check_scene


def test_the_legal_cards_are_clickable_and_a_rivals_hand_stays_hidden():
    state = GAMES["$name"].new(2, seed=1)
    built = scene.build(state.view(0), UIState(seat_kinds=["human", "human"]))
    check_scene(built.scene)
    acts = {tuple(v) for kind, v in built.intents.values() if kind == "act"}
    assert acts == {tuple(a.to_json()) for a in state.legal_actions()}
    rival = state.view(1)["hand"]
    assert not any(f'"{name}"' in json.dumps(built.scene) for name in rival)
'''


def notebook(cells: list[tuple[str, str]]) -> str:
    nb = {
        "cells": [
            {"cell_type": kind, "id": uuid.uuid4().hex[:8], "metadata": {}, "source": text}
            | ({"execution_count": None, "outputs": []} if kind == "code" else {})
            for kind, text in cells
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


def files(name: str, title: str) -> dict[str, str]:
    """Every file of the stub, by its path in the repository."""
    camel = "".join(part.title() for part in name.split("_"))
    fill = {"name": name, "title": title, "camel": camel}
    code = {
        f"fashion_core/games/{name}/__init__.py": GAME_INIT,
        f"fashion_core/games/{name}/actions.py": ACTIONS,
        f"fashion_core/games/{name}/rules.py": RULES,
        f"fashion_core/games/{name}/bot.py": BOT,
        f"fashion_core/games/{name}/explain.py": EXPLAIN,
        f"fashion_core/games/{name}/positions.py": POSITIONS,
        f"widgets/games/{name}/__init__.py": UI_INIT,
        f"widgets/games/{name}/scene.py": SCENE,
        f"widgets/games/{name}/faces.py": FACES,
        f"widgets/games/{name}/lessons.py": LESSONS,
        f"tests/games/{name}/__init__.py": "",
        f"tests/games/{name}/test_rules.py": RULE_TEST,
        f"tests/widgets/{name}/__init__.py": "",
        f"tests/widgets/{name}/test_scene.py": SCENE_TEST,
    }
    out = {path: Template(text).substitute(fill) for path, text in code.items()}
    out[f"notebooks/{name}/learn.ipynb"] = notebook(
        [
            ("markdown", f"# Learn {title}\n\n**In two minutes:** (say what the game is about)."),
            ("code", "from widgets import Lesson"),
            ("markdown", "## Your hand\n\nEvery lesson ends in an exercise on the table."),
            ("code", f'Lesson.of("{name}", "basics")'),
            ("markdown", "## Rules notes\n\nThe rules we had to settle, and how."),
            ("code", f'from widgets.pages.notes import rules_notes\n\nrules_notes("{name}")'),
            ("markdown", f"## Play now\n\n[Play {title}](play.ipynb)."),
        ]
    )
    out[f"notebooks/{name}/play.ipynb"] = notebook(
        [
            ("markdown", f"**{title}** · [Learn it](learn.ipynb) · [All games](../index.ipynb)"),
            ("code", f'from widgets.pages.online import play_page\n\nplay_page("{name}")'),
        ]
    )
    return out


def register(root: Path, name: str) -> None:
    """Add ``name`` to the end of ``GAME_MODULES``: the one line outside the game's folders."""
    path = root / REGISTRATION
    text = path.read_text(encoding="utf-8")
    match = re.search(r"GAME_MODULES: tuple\[str, \.\.\.\] = \((.*?)\n\)", text, re.S)
    if match is None:
        raise SystemExit(f"{REGISTRATION}: GAME_MODULES not found")
    line = f'\n    "{name}",'
    path.write_text(text[: match.end(1)] + line + text[match.end(1) :], encoding="utf-8")


def scaffold(root: Path, name: str, title: str) -> list[Path]:
    """Write the stub of game ``name`` under ``root``; return the files written."""
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name):
        raise SystemExit(f"{name!r} is not a game key: lower-case letters, digits and _")
    stub = files(name, title)
    taken = [path for path in stub if (root / path).exists()]
    if taken:
        raise SystemExit(f"{name} exists already ({taken[0]}); nothing written")
    for path, text in stub.items():
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(text, encoding="utf-8")
    register(root, name)
    return [root / path for path in stub]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("name", help="the game's key: lower-case letters, digits and _")
    parser.add_argument("title", help="what players read, in title case")
    parser.add_argument("--root", type=Path, default=ROOT, help="the repository (default: this)")
    args = parser.parse_args(argv)
    for path in scaffold(args.root, args.name, args.title):
        print(path.relative_to(args.root))
    print(f"{REGISTRATION}: {args.name} registered")


if __name__ == "__main__":
    main(sys.argv[1:])
