"""Engine speed: random playouts, the cost of one step, clone, determinize, ISMCTS iterations.

Every game in the registry, at every player count it supports, next to a peer: OpenSpiel's
``hearts``, ``oh_hell`` and ``bridge`` (card play included, not the double-dummy shortcut) played
at random through its Python API, in rounds alternating with each of our rows. Only those
ratios are meaningful: the machine is shared and its speed drifts.
"""

from __future__ import annotations

import importlib.metadata
import random
import statistics
import time
from typing import Any

from benchmarks.common import Config, best_rate, failure, fmt, interleaved_best_rates, table, target
from fashion_core.bots import make_bot
from fashion_core.engine import State
from fashion_core.games import GAMES

TITLE = "Engine speed"
PEERS = ("hearts", "oh_hell", "bridge")
PEER_SPECS = {"bridge": "bridge(use_double_dummy_result=false)"}
"""How a peer is loaded when its default settings differ from a real game: OpenSpiel's bridge
normally scores the contract by double-dummy analysis instead of playing the 13 tricks."""
PLAYOUT_RATIO_TARGET = 0.5  # of OpenSpiel hearts' playouts per second (we aim for 1.0)
PER_DECISION_TARGET = 1.0  # the peer's microseconds per decision over ours
# The peer a game's per-decision target is set against is its Game(speed_peer=...): bridge
# unless the game names another. Purple Rules' issue names bridge; Prêt-à-Porter's names no game
# ("as for the other games") and is held to bridge as well, which sits with hearts as the
# stricter peers per decision (oh_hell's decisions are the dearest of the three); Moonscrown
# names hearts.
ISMCTS_TARGET = 2000.0  # iterations per second in 2-player games
SAMPLE_GAMES = 4  # random games the clone/determinize/ISMCTS positions are taken from
SAMPLE_POSITIONS = 40
ISMCTS_POSITIONS = 6  # searched per round: full-size searches take a while each


def run(cfg: Config) -> dict[str, Any]:
    probes = {name: probe for name in PEERS if (probe := PeerProbe.load(name, cfg.seed))}
    games: dict[str, Any] = {}
    targets = []
    for name in cfg.games:
        try:
            games[name] = measure_game(name, cfg, probes)
        except Exception as exc:  # one broken game must not hide the others' figures
            games[name] = failure(exc)
            targets.append(target(name, "engine runs", None, 1))
            continue
        for players, row in games[name]["players"].items():
            label = f"{players}p playouts/s vs hearts (aim 1x)"
            targets.append(target(name, label, row["vs_hearts"], PLAYOUT_RATIO_TARGET, unit="x"))
            peer = GAMES[name].speed_peer
            label = f"{players}p us/decision vs {peer} (no slower)"
            ratio = row[f"vs_{peer}_per_decision"]
            targets.append(target(name, label, ratio, PER_DECISION_TARGET, unit="x"))
            if players == "2":
                rate = row["ismcts_it_per_s"]
                targets.append(target(name, "2p ISMCTS iterations/s", rate, ISMCTS_TARGET))
    peers = {name: probes[name].summary() if name in probes else None for name in PEERS}
    return {"peers": peers, "games": games, "targets": targets}


# -- our games ---------------------------------------------------------------------------------


def measure_game(name: str, cfg: Config, probes: dict[str, PeerProbe]) -> dict[str, Any]:
    game = GAMES[name]
    out: dict[str, Any] = {}
    for players in range(game.min_players, game.max_players + 1):
        rng = random.Random(f"{cfg.seed}:{name}:{players}")
        out[str(players)] = measure_players(name, players, rng, cfg, probes)
    return {"players": out}


def new_state(name: str, players: int, rng: random.Random) -> State:
    state = GAMES[name].new(players, seed=rng.getrandbits(63))
    state.log = None  # the log is for people; bots and simulations switch it off
    return state


def measure_players(
    name: str, players: int, rng: random.Random, cfg: Config, probes: dict[str, PeerProbe]
) -> dict[str, Any]:
    decisions: list[int] = []

    def playout() -> tuple[int, float]:
        start = time.perf_counter()
        state = new_state(name, players, rng)
        choice = rng.choice
        steps = 0
        while not state.is_over:
            state.apply_legal(choice(state.legal_actions()))
            steps += 1
        decisions.append(steps)
        return 1, time.perf_counter() - start

    def checked_steps() -> tuple[int, float]:
        # The full, rule-checked apply() that a UI move goes through, set-up excluded.
        state = new_state(name, players, rng)
        choice = rng.choice
        steps = 0
        start = time.perf_counter()
        while not state.is_over:
            state.apply(choice(state.legal_actions()))
            steps += 1
        return steps, time.perf_counter() - start

    # The peers play in turn with our playouts, so each ratio compares like with like.
    works = {"ours": playout, **{peer: probe.playout for peer, probe in probes.items()}}
    rates = interleaved_best_rates(works, cfg.seconds, cfg.repeats)
    playouts = rates["ours"]
    for peer, probe in probes.items():
        probe.rates.append(rates[peer])
    steps = best_rate(checked_steps, cfg.seconds, cfg.repeats)
    positions = sample_positions(name, players, rng)

    def clones() -> tuple[int, float]:
        start = time.perf_counter()
        for state in positions:
            state.clone()
        return len(positions), time.perf_counter() - start

    def determinizations() -> tuple[int, float]:
        start = time.perf_counter()
        for state in positions:
            state.determinize(state.current_player, rng)
        return len(positions), time.perf_counter() - start

    # Per decision: games differ in length, so this compares the cost of one move (the
    # peers' decisions count player moves only, as in their rows of the report).
    us_per_decision = 1e6 / (playouts * statistics.fmean(decisions))
    peer_us = {
        peer: 1e6 / (rates[peer] * statistics.fmean(probe.decisions))
        for peer, probe in probes.items()
        if probe.decisions
    }
    return {
        "playouts_per_s": playouts,
        "us_per_decision": us_per_decision,
        **{f"{peer}_us_per_decision": peer_us.get(peer) for peer in PEERS},
        **{
            f"vs_{peer}_per_decision": peer_us[peer] / us_per_decision if peer in peer_us else None
            for peer in PEERS
        },
        **{f"vs_{peer}": playouts / rates[peer] if peer in rates else None for peer in PEERS},
        **{f"{peer}_playouts_per_s": rates.get(peer) for peer in PEERS},
        "decisions_per_game": sum(decisions) / len(decisions),
        "step_us": 1e6 / steps,
        "clone_us": 1e6 / best_rate(clones, cfg.seconds, cfg.repeats),
        "determinize_us": 1e6 / best_rate(determinizations, cfg.seconds, cfg.repeats),
        **ismcts_rate(name, positions, rng, cfg),
    }


def sample_positions(name: str, players: int, rng: random.Random) -> list[State]:
    """Positions spread over whole random games (openings, middles and endings alike)."""
    seen: list[State] = []
    for _ in range(SAMPLE_GAMES):
        state = new_state(name, players, rng)
        while not state.is_over:
            seen.append(state.clone())
            state.apply_legal(rng.choice(state.legal_actions()))
    stride = max(1, len(seen) // SAMPLE_POSITIONS)
    return seen[::stride][:SAMPLE_POSITIONS]


def ismcts_rate(
    name: str, positions: list[State], rng: random.Random, cfg: Config
) -> dict[str, Any]:
    """Iterations per second of the game's own ISMCTS bot, searching real positions.

    Each round searches the same positions, from opening to end game (a search near the end
    is much cheaper per iteration, so rounds over different positions would not compare), and
    the best round is kept. A full run uses the bot exactly as the game configures it; quick
    mode caps each search by time so that a slow game cannot blow the budget.
    """
    game = GAMES[name]
    choices = [s for s in positions if len(s.legal_actions()) > 1]
    choices = choices[:: max(1, len(choices) // ISMCTS_POSITIONS)][:ISMCTS_POSITIONS]
    if "ismcts" not in game.bots or not choices:
        return {"ismcts_it_per_s": None, "ismcts_settings": None}
    repeats = max(1, cfg.repeats)
    cap = {"seconds": cfg.seconds / repeats / len(choices)} if cfg.quick else {}
    bot = make_bot(game, "ismcts", seed=rng.getrandbits(63), **cap)
    if not hasattr(bot, "last_iterations"):
        return {"ismcts_it_per_s": None, "ismcts_settings": None}
    best = 0.0
    for _ in range(repeats):
        iterations, spent = 0, 0.0
        for state in choices:
            start = time.perf_counter()
            bot.choose(state)
            spent += time.perf_counter() - start
            iterations += bot.last_iterations
        best = max(best, iterations / spent)
    settings = {k: getattr(bot, k, None) for k in ("iterations", "seconds", "c", "rollout_depth")}
    return {"ismcts_it_per_s": best, "ismcts_settings": settings, "ismcts_positions": len(choices)}


# -- the peer ----------------------------------------------------------------------------------


class PeerProbe:
    """Random playouts of an OpenSpiel game, chance outcomes drawn with their probabilities."""

    def __init__(self, name: str, game: Any, seed: int) -> None:
        self.name = name
        self.game = game
        self.rng = random.Random(f"{seed}:{name}")
        self.decisions: list[int] = []
        self.chances: list[int] = []
        self.rates: list[float] = []

    @classmethod
    def load(cls, name: str, seed: int) -> PeerProbe | None:
        try:
            import pyspiel
        except ImportError:
            return None
        return cls(name, pyspiel.load_game(PEER_SPECS.get(name, name)), seed)

    def playout(self) -> tuple[int, float]:
        rng = self.rng
        start = time.perf_counter()
        state = self.game.new_initial_state()
        steps = chance = 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(rng.choices(outcomes, probs)[0])
                chance += 1
            else:
                state.apply_action(rng.choice(state.legal_actions()))
                steps += 1
        elapsed = time.perf_counter() - start
        self.decisions.append(steps)
        self.chances.append(chance)
        return 1, elapsed

    def summary(self) -> dict[str, Any]:
        """The median of its measurements (one next to each of our rows) and the spread."""
        rates = sorted(self.rates) or [0.0]
        return {
            "playouts_per_s": statistics.median(rates),
            "min_playouts_per_s": rates[0],
            "max_playouts_per_s": rates[-1],
            "decisions_per_game": statistics.fmean(self.decisions or [0]),
            "chance_nodes_per_game": statistics.fmean(self.chances or [0]),
            "players": self.game.num_players(),
            "open_spiel": importlib.metadata.version("open_spiel"),
        }


# -- report ------------------------------------------------------------------------------------


def render(result: dict[str, Any]) -> str:
    headers = [
        "game",
        "players",
        "playouts/s",
        "decisions/game",
        "step us",
        "clone us",
        "determinize us",
        "ISMCTS it/s",
        *(f"x {p}" for p in PEERS),
        "us/decision",
        "x bridge per decision",
    ]
    rows = []
    for name, entry in result["games"].items():
        if "error" in entry:
            rows.append([name, "-", "ERROR", entry["error"][:60]] + [""] * (len(headers) - 4))
            continue
        for players, r in entry["players"].items():
            rows.append(
                [
                    name,
                    int(players),
                    r["playouts_per_s"],
                    r["decisions_per_game"],
                    r["step_us"],
                    r["clone_us"],
                    r["determinize_us"],
                    r["ismcts_it_per_s"],
                    *(r[f"vs_{p}"] for p in PEERS),
                    r.get("us_per_decision"),
                    r.get("vs_bridge_per_decision"),
                ]
            )
    for peer, r in result["peers"].items():
        if r is None:
            rows.append([f"OpenSpiel {peer}", "-", "not installed"] + [""] * (len(headers) - 3))
            continue
        decisions = f"{fmt(r['decisions_per_game'])} (+{fmt(r['chance_nodes_per_game'])} chance)"
        us = (
            1e6 / (r["playouts_per_s"] * r["decisions_per_game"])
            if r["decisions_per_game"]
            else None
        )
        rows.append(
            [f"OpenSpiel {peer}", r["players"], r["playouts_per_s"], decisions]
            + ["-"] * (len(headers) - 6)
            + [us, "-"]
        )
    lines = [table(headers, rows)]
    for peer, r in result["peers"].items():
        if r is not None:
            lines.append(
                f"OpenSpiel {r['open_spiel']} {peer}: median of its runs beside each row above; "
                f"spread {fmt(r['min_playouts_per_s'])}-{fmt(r['max_playouts_per_s'])} playouts/s"
            )
    return "\n".join(lines)
