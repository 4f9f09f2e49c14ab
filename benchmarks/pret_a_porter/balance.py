"""Balance check of Prêt-à-Porter's original card set (rules file §6): heuristic bots only.

    python -m benchmarks.pret_a_porter.balance --games 1000          # per player count
    python -m benchmarks.pret_a_porter.balance --games 50 --players 2

Reports, per player count: bankruptcy rate, score spread (mean, standard deviation, winner's
margin), first-player and per-seat win rates, loans per game; and per card: how often it is
taken when displayed and how often its owner wins (a card whose owners win far above the
average, or that is almost never taken, is a balance suspect).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from multiprocessing import Pool
from pathlib import Path
from typing import Any

from fashion_core.bots import make_bot
from fashion_core.games.pret_a_porter.actions import TakeCard
from fashion_core.games.pret_a_porter.cards import CARDS
from fashion_core.games.pret_a_porter.rules import GAME, Phase, PretAPorterState


def play(args: tuple[int, int]) -> dict[str, Any]:
    """One heuristic game; what the report needs from it."""
    players, seed = args
    state = GAME.new(players, seed=seed)
    assert isinstance(state, PretAPorterState)
    state.log = None
    bots = [make_bot(GAME, "heuristic", seed=seed * 10 + s) for s in range(players)]
    first = state.first
    shown: Counter[str] = Counter()
    taken: Counter[str] = Counter()
    owners: dict[str, int] = {}
    last_round = 0
    while not state.is_over:
        if state.phase is Phase.PLANNING and state.round != last_round:
            last_round = state.round
            for display in state.displays:
                shown.update(CARDS[c].key for c in display)
        seat = state.current_player
        action = bots[seat].choose(state)
        if isinstance(action, TakeCard):
            key = CARDS[action.card].key
            taken[key] += 1
            owners[key] = seat
        state.apply_legal(action)
    scores = [state.vp[s] + state.cash[s] for s in range(players)]
    return {
        "players": players,
        "first": first,
        "winners": state.winners(),
        "scores": scores,
        "vp": list(state.vp),
        "bankrupt": list(state.bankrupt),
        "shown": dict(shown),
        "taken": dict(taken),
        "owners": owners,
    }


def summarise(records: list[dict[str, Any]]) -> dict[str, Any]:
    players = records[0]["players"]
    n = len(records)
    seats = players * n
    bankrupt = sum(sum(r["bankrupt"]) for r in records)
    first_wins = sum(1 / len(r["winners"]) for r in records if r["first"] in r["winners"])
    seat_wins = [
        sum(1 / len(r["winners"]) for r in records if s in r["winners"]) for s in range(players)
    ]
    all_scores = [x for r in records for x in r["scores"]]
    margins = [sorted(r["scores"])[-1] - sorted(r["scores"])[-2] for r in records]
    shown: Counter[str] = Counter()
    taken: Counter[str] = Counter()
    owner_wins: Counter[str] = Counter()
    for r in records:
        shown.update(r["shown"])
        taken.update(r["taken"])
        for key, seat in r["owners"].items():
            if seat in r["winners"]:
                owner_wins[key] += 1 / len(r["winners"])
    cards = {}
    for key in sorted(set(shown) | set(taken)):
        cards[key] = {
            "shown": shown[key],
            "taken": taken[key],
            "take_rate": round(taken[key] / shown[key], 3) if shown[key] else None,
            "owner_win_rate": round(owner_wins[key] / taken[key], 3) if taken[key] else None,
        }
    return {
        "players": players,
        "games": n,
        "bankruptcy_rate": round(bankrupt / seats, 4),
        "score_mean": round(statistics.mean(all_scores), 1),
        "score_sd": round(statistics.pstdev(all_scores), 1),
        "score_min": min(all_scores),
        "score_max": max(all_scores),
        "winner_margin_mean": round(statistics.mean(margins), 1),
        "first_player_win_rate": round(first_wins / n, 3),
        "fair_share": round(1 / players, 3),
        "seat_win_rates": [round(w / n, 3) for w in seat_wins],
        "cards": cards,
    }


def render(summary: dict[str, Any]) -> str:
    lines = [
        f"{summary['players']} players, {summary['games']} games: bankruptcy "
        f"{summary['bankruptcy_rate']:.1%}, score {summary['score_mean']} +- "
        f"{summary['score_sd']} (range {summary['score_min']}-{summary['score_max']}), "
        f"winner's margin {summary['winner_margin_mean']}, first player wins "
        f"{summary['first_player_win_rate']:.1%} (fair share {summary['fair_share']:.1%})"
    ]
    cards = summary["cards"]
    ranked = sorted(
        (c for c in cards.items() if c[1]["taken"] >= 20),
        key=lambda kv: -(kv[1]["owner_win_rate"] or 0),
    )
    top = ", ".join(f"{k} {v['owner_win_rate']:.0%}" for k, v in ranked[:6])
    low = ", ".join(f"{k} {v['owner_win_rate']:.0%}" for k, v in ranked[-4:])
    rare = sorted(
        (c for c in cards.items() if c[1]["take_rate"] is not None and c[1]["shown"] >= 20),
        key=lambda kv: kv[1]["take_rate"],
    )
    never = ", ".join(f"{k} {v['take_rate']:.0%}" for k, v in rare[:6])
    lines += [
        f"  owners win most: {top}",
        f"  owners win least: {low}",
        f"  least taken when shown: {never}",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games per player count")
    parser.add_argument("--players", type=int, nargs="*", default=[2, 3, 4])
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, help="write the full summary as JSON")
    args = parser.parse_args(argv)
    out = {}
    for players in args.players:
        jobs = [(players, args.seed + i) for i in range(args.games)]
        if args.workers > 1:
            with Pool(args.workers) as pool:
                records = pool.map(play, jobs, chunksize=8)
        else:
            records = [play(job) for job in jobs]
        summary = summarise(records)
        out[str(players)] = summary
        print(render(summary), flush=True)
    if args.out:
        args.out.write_text(json.dumps(out, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
