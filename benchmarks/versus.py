"""Engine speed of this tree against another revision, per decision, in one interleaved run.

A refactor must not make the engine slower. This checks it the only fair way on a shared
machine: the other revision is unpacked next to this one, and both are timed in turns, in
fresh processes, on the same random games (same seeds, same player counts), best of several
rounds each. The figure is microseconds per decision (one ``legal_actions()`` call, one
random choice, one ``apply_legal``), the same unit the OpenSpiel comparison uses.

Usage::

    .venv/bin/python -m benchmarks.versus REV [--games colori,moonscrown] [--rounds 5]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Runs inside a fresh interpreter with one revision on sys.path; only the public protocol that
# every revision has (GAMES, new, legal_actions, apply_legal, is_over) is used.
PROBE = """
import json, random, sys, time
from fashion_core import GAMES
name, players, seconds = sys.argv[1], int(sys.argv[2]), float(sys.argv[3])
game = GAMES[name]
rng = random.Random(f"versus:{name}:{players}")
decisions, spent, seed = 0, 0.0, 0
while spent < seconds:
    seed += 1
    state = game.new(players, seed=seed)
    state.log = None  # bots play without a log; so do these playouts
    choice = rng.choice
    start = time.perf_counter()
    while not state.is_over:
        state.apply_legal(choice(state.legal_actions()))
        decisions += 1
    spent += time.perf_counter() - start
print(json.dumps({"us_per_decision": 1e6 * spent / decisions, "games": seed}))
"""


def unpack(rev: str, into: Path) -> Path:
    """The files of ``rev`` (as git has them) in a folder of their own."""
    archive = into / "rev.tar"
    subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", "-o", str(archive), rev],
        check=True,
    )
    tree = into / "tree"
    with tarfile.open(archive) as tar:
        tar.extractall(tree, filter="data")
    return tree


def probe(tree: Path, game: str, players: int, seconds: float) -> float:
    result = subprocess.run(
        [sys.executable, "-c", PROBE, game, str(players), str(seconds)],
        cwd=tree,
        env={"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(result.stdout)["us_per_decision"]


def player_counts(game: str) -> list[int]:
    from fashion_core import GAMES

    spec = GAMES[game]
    return list(range(spec.min_players, spec.max_players + 1))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev", help="the git revision to compare with (e.g. main, HEAD~3)")
    parser.add_argument("--games", help="comma-separated game names (default: both trees' games)")
    parser.add_argument("--rounds", type=int, default=5, help="alternating rounds, best kept")
    parser.add_argument("--seconds", type=float, default=0.6, help="playout time per probe")
    args = parser.parse_args(argv)
    from fashion_core import GAMES

    games = args.games.split(",") if args.games else list(GAMES)
    with tempfile.TemporaryDirectory() as tmp:
        other = unpack(args.rev, Path(tmp))
        print(f"µs per decision, best of {args.rounds} alternating rounds: {args.rev} vs this tree")
        print(f"{'game':<16}{'players':>8}{args.rev[:12]:>14}{'this tree':>12}{'ratio':>8}")
        for game in games:
            for players in player_counts(game):
                try:
                    probe(other, game, players, 0.05)
                except subprocess.CalledProcessError:
                    print(f"{game:<16}{players:>8}{'(absent)':>14}")
                    continue
                old, new = [], []
                for _ in range(args.rounds):
                    old.append(probe(other, game, players, args.seconds))
                    new.append(probe(ROOT, game, players, args.seconds))
                ratio = min(new) / min(old)
                print(f"{game:<16}{players:>8}{min(old):>14.2f}{min(new):>12.2f}{ratio:>7.2f}x")
    print("ratio = this tree / the other revision: below 1 is faster, above 1 slower.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
