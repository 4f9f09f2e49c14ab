"""Golden recordings: random games whose every position is hashed, to prove a refactor
changes no behaviour.

For each registered game, ``SEEDS`` games are played to the end, seed ``i`` with
``min_players + i % (number of player counts)`` players. A separate ``random.Random(seed)``
chooses uniformly among ``legal_actions()`` (so their order matters too). One sha256 runs
through the whole game: the start position, then after every move the move, the position
(``state.to_json()``) and the log events that move emitted, each as canonical JSON. So the
digest covers every position and the whole event log (every seat's private lines included).

Run ``python -m tests.golden.record`` to write ``tests/golden/<game>.json``;
``tests/golden/test_golden.py`` replays every recorded game and compares.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

from fashion_core import GAMES

SEEDS = 300
HERE = Path(__file__).parent


def _canonical(value: Any) -> bytes:
    return json.dumps(value, sort_keys=True, separators=(",", ":")).encode()


def _event(event: Any) -> list[Any]:
    return [event.text, event.actor, event.kind, [list(p) for p in event.private]]


def play(game: str, players: int, seed: int) -> dict[str, Any]:
    """Play one random game to its end: ``{players, seed, steps, digest}``."""
    state = GAMES[game].new(players, seed=seed)
    chooser = random.Random(seed)
    digest = hashlib.sha256()
    logged = 0

    def record(move: Any) -> None:
        nonlocal logged
        log = state.log or []
        digest.update(_canonical(move))
        digest.update(_canonical(state.to_json()))
        digest.update(_canonical([_event(e) for e in log[logged:]]))
        logged = len(log)

    record(None)
    steps = 0
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        state.apply(action)
        steps += 1
        record(action.to_json())
    return {"players": players, "seed": seed, "steps": steps, "digest": digest.hexdigest()}


def games_for(game: str, seeds: int = SEEDS) -> list[tuple[int, int]]:
    """(players, seed) for each recorded game, spread evenly over the player counts."""
    g = GAMES[game]
    counts = range(g.min_players, g.max_players + 1)
    return [(counts[seed % len(counts)], seed) for seed in range(seeds)]


def path_for(game: str) -> Path:
    return HERE / f"{game}.json"


def main(argv: list[str]) -> None:
    names = argv or list(GAMES)
    for game in names:
        records = [play(game, players, seed) for players, seed in games_for(game)]
        lines = ",\n".join(json.dumps(r) for r in records)  # one game a line: short diffs
        path_for(game).write_text(f"[\n{lines}\n]\n")
        steps = sum(r["steps"] for r in records)
        print(f"{game}: {len(records)} games, {steps} steps -> {path_for(game)}")


if __name__ == "__main__":
    main(sys.argv[1:])
