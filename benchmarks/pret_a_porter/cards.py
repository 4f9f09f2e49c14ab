"""Is each card worth having? Prêt-à-Porter card-by-card check (rules file §6).

For every building and employee, heuristic games where one seat (the "hero", rotating) owns
that card from round I, paying a building's price, against heuristic rivals. A card whose
hero win rate is far below the fair share costs more (price + upkeep) than it brings; one far
above it dominates.

    python -m benchmarks.pret_a_porter.cards --games 100 --players 2
"""

from __future__ import annotations

import argparse
import sys

from fashion_core.games.pret_a_porter.bot import HeuristicBot
from fashion_core.games.pret_a_porter.cards import BUILDING_IDS, CARDS, EMPLOYEE_IDS
from fashion_core.games.pret_a_porter.positions import give
from fashion_core.games.pret_a_porter.rules import GAME


def hero_win_rate(key: str | None, games: int, players: int) -> float:
    wins = 0.0
    for g in range(games):
        state = GAME.new(players, seed=g)
        state.log = None
        hero = g % players
        if key is not None:
            c = CARDS[next(i for i in CARDS if CARDS[i].key == key)]
            zone = "buildings" if c.deck == "building" else "employees"
            give(state, hero, zone, [key])
            state.cash[hero] -= c.cost
        bots = [HeuristicBot(seed=g * 7 + s) for s in range(players)]
        while not state.is_over:
            state.apply_legal(bots[state.current_player].choose(state))
        winners = state.winners()  # empty when every company ends bankrupt: nobody wins
        if hero in winners:
            wins += 1 / len(winners)
    return wins / games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--cards", help="comma-separated keys (default: all buildings, employees)")
    args = parser.parse_args(argv)
    keys = (
        args.cards.split(",")
        if args.cards
        else [CARDS[c].key for c in BUILDING_IDS + EMPLOYEE_IDS if not CARDS[c].last_quarter]
    )
    base = hero_win_rate(None, args.games, args.players)
    print(f"baseline (no card): {base:.1%} over {args.games} games", flush=True)
    for key in keys:
        rate = hero_win_rate(key, args.games, args.players)
        name = CARDS[next(c for c in CARDS if CARDS[c].key == key)].name
        print(f"{key} {name:22s} {rate:6.1%} ({rate - base:+.1%})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
