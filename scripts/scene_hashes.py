"""Digests of every seat's view and every built scene over random games, to prove a refactor.

    .venv/bin/python scripts/scene_hashes.py pret_a_porter 40
    .venv/bin/python scripts/scene_hashes.py all 20 --drop prompt

Plays ``N`` random games of each game named (``all``: every registered game) with fixed
seeds and player counts, and at every position hashes the sorted JSON of ``view(seat)`` for
every seat and the spectator, and of the scene the game's UI manifest builds from each view.
Prints one line per game: the view digest, the scene digest and the positions seen. Run it on
the commit before a change and after: equal digests mean the change altered no view and no
scene. ``--drop KEY`` leaves a view key out of the view digest (never out of the scene's), for a
change that moves a key out of the view on purpose.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from fashion_core import GAMES  # noqa: E402
from widgets.registry import ui_for  # noqa: E402
from widgets.table.scene import UIState  # noqa: E402


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, default=str).encode()


def digests(game: str, games: int, drop: tuple[str, ...] = ()) -> tuple[str, str, int]:
    """(view digest, scene digest, positions) over ``games`` random games of ``game``."""
    spec = GAMES[game]
    build = ui_for(game).build
    views, scenes = hashlib.sha256(), hashlib.sha256()
    positions = 0
    for index in range(games):
        players = spec.min_players + index % (spec.max_players - spec.min_players + 1)
        state = spec.new(players=players, seed=index)
        rng = random.Random(index)
        while True:
            positions += 1
            for seat in (*range(players), None):
                view = state.view(seat)
                scene = build(view, UIState()).scene
                views.update(_canonical({k: v for k, v in view.items() if k not in drop}))
                scenes.update(_canonical(scene))
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
    return views.hexdigest(), scenes.hexdigest(), positions


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("game", help="a game's key, or 'all'")
    parser.add_argument("games", type=int, help="random games per game")
    parser.add_argument("--drop", action="append", default=[], help="a view key left out")
    args = parser.parse_args(argv)
    names = list(GAMES) if args.game == "all" else [args.game]
    for name in names:
        view, scene, positions = digests(name, args.games, tuple(args.drop))
        print(f"{name}: views {view[:16]} scenes {scene[:16]} positions {positions}")


if __name__ == "__main__":
    main(sys.argv[1:])
