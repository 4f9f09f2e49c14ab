"""Command line: ``python -m fashion_core simulate ...`` and ``python -m fashion_core play ...``.

    python -m fashion_core list
    python -m fashion_core simulate colour_bazaar --bots heuristic,random --games 200
    python -m fashion_core play moonscrown --seats human,heuristic --seed 7

``simulate`` plays a round robin of bots on all cores (every game is the pure function
``tournament.play_game``); ``play`` is a plain-text game in the terminal.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from fashion_core import GAMES, IllegalAction, Match
from fashion_core.bots import make_bot
from fashion_core.tournament import run_tournament, summarize


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m fashion_core",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,  # keep the docstring's lines
    )
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("list", help="the games and their options")

    sim = commands.add_parser("simulate", help="a bot round robin with win rates")
    sim.add_argument("game", choices=list(GAMES))
    sim.add_argument("--bots", default="random,heuristic,ismcts")
    sim.add_argument("--games", type=int, default=100, help="games per pairing")
    sim.add_argument("--players", type=int, default=2)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--iterations", type=int, help="ISMCTS iterations per move")
    sim.add_argument("--workers", type=int, help="processes (default: all cores)")
    sim.add_argument("--json", action="store_true", help="print the records as JSON")

    play = commands.add_parser("play", help="play in the terminal")
    play.add_argument("game", choices=list(GAMES))
    play.add_argument("--seats", default="human,heuristic", help="human/random/heuristic/...")
    play.add_argument("--seed", type=int)

    args = parser.parse_args(argv)
    if args.command == "list":
        for name, game in GAMES.items():
            options = ", ".join(f"{o.name}={o.default!r}" for o in game.options) or "none"
            print(
                f"{name}: {game.title}, {game.min_players}-{game.max_players} players; "
                f"options: {options}"
            )
        return 0
    if args.command == "simulate":
        return simulate(args)
    return play_in_terminal(args.game, args.seats.split(","), args.seed)


def simulate(args: argparse.Namespace) -> int:
    kinds = [k.strip() for k in args.bots.split(",") if k.strip()]
    options = {"ismcts": {"iterations": args.iterations}} if args.iterations else None
    with ProcessPoolExecutor(args.workers) as pool:
        records = run_tournament(
            args.game,
            kinds,
            args.games,
            args.players,
            args.seed,
            options,
            map_fn=lambda *a: pool.map(*a, chunksize=4),
        )
    if args.json:
        print(json.dumps(records))
        return 0
    table = summarize(records)
    print(
        f"{GAMES[args.game].title}: win rate of the row bot against the column bot "
        f"(ties count half), {args.games} games per pairing"
    )
    print("".ljust(11) + "".join(k.ljust(22) for k in kinds))
    for row in kinds:
        cells = []
        for col in kinds:
            cell = table.get(row, {}).get(col)
            cells.append(
                "-".ljust(22)
                if not cell
                else f"{cell['rate']:.0%} [{cell['low']:.0%}-{cell['high']:.0%}]".ljust(22)
            )
        print(row.ljust(11) + "".join(cells))
    return 0


def play_in_terminal(
    game_name: str, seats: list[str], seed: int | None = None, read: Callable[[str], str] = input
) -> int:
    """A text game: the human seats choose moves by number; bots move on their own."""
    game = GAMES[game_name]
    names = [f"{kind.capitalize()} {i + 1}" for i, kind in enumerate(seats)]
    match = Match(game, len(seats), seed=seed, names=names)
    bots = {i: make_bot(game, kind) for i, kind in enumerate(seats) if kind != "human"}
    shown = 0
    while not match.state.is_over:
        state = match.state
        for line in state.events_for(None)[shown:]:
            print(f"  · {line}")
        shown = len(state.log or [])
        seat = state.current_player
        if seat in bots:
            match.apply(bots[seat].choose(state))
            continue
        view = state.view(seat)
        print(f"\n{names[seat]}, your view:")
        print(_summary(view))
        legal = state.legal_actions()
        for number, action in enumerate(legal, start=1):
            print(f"  {number:>2}. {action.describe(state)}")
        answer = read("Your move (number, or q to quit): ").strip()
        if answer.lower() in ("q", "quit"):
            return 0
        try:
            match.apply(legal[int(answer) - 1], seat=seat)
        except (ValueError, IndexError):
            print("Please type one of the numbers above.")
        except IllegalAction as exc:
            print(exc)
    for line in match.state.events_for(None)[shown:]:
        print(f"  · {line}")
    scores = match.state.scores()
    print("\nFinal scores: " + ", ".join(f"{n} {s:g}" for n, s in zip(names, scores, strict=True)))
    return 0


def _summary(view: dict[str, Any]) -> str:
    skip = {"legal", "names", "options", "game"}
    lines = []
    for key, value in view.items():
        if key in skip or value in (None, [], {}):
            continue
        text = json.dumps(value, ensure_ascii=False)
        lines.append(f"  {key}: {text if len(text) < 160 else text[:157] + '...'}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
