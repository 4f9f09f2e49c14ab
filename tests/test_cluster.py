"""Tournaments on a Dask cluster give exactly the records of a local run (same seeds).

The cluster is a small LocalCluster started here, in this process (threads, no worker
processes), so the test is quick and needs no network.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from dask import distributed

from fashion_core import GAMES, Match
from fashion_core.bots import make_bot
from fashion_core.cli import main
from fashion_core.cluster import dask_map, parallel_map
from fashion_core.review import analyse
from fashion_core.tournament import run_tournament


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    cluster = distributed.LocalCluster(
        # Any free port for the dashboard: 8787 may be taken by someone else's cluster.
        processes=False,
        n_workers=2,
        threads_per_worker=1,
        dashboard_address=":0",
    )
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


@pytest.mark.parametrize("game", ["colour_bazaar", "moonscrown", "purple_rules"])
def test_the_cluster_plays_the_same_games_as_this_process(scheduler, game):
    kinds = ["random", "heuristic", "ismcts"]
    options = {"ismcts": {"iterations": 10}}
    local = run_tournament(game, kinds, 2, seed=4, bot_options=options)
    remote = run_tournament(game, kinds, 2, seed=4, bot_options=options, scheduler=scheduler)
    assert len(local) == 6
    assert remote == local


def test_the_command_line_runs_a_tournament_on_the_cluster(scheduler, capsys):
    args = ["tournament", "colour_bazaar", "--bots", "random,heuristic", "--games", "4"]
    assert main([*args, "--workers", "0", "--json"]) == 0
    local = json.loads(capsys.readouterr().out)
    assert main([*args, "--scheduler", scheduler, "--json"]) == 0
    remote = json.loads(capsys.readouterr().out)
    assert remote == local and len(local) == 4


@pytest.mark.parametrize("game_name", ["colour_bazaar", "pret_a_porter"])
def test_a_review_spread_over_the_cluster_gives_the_same_verdicts(scheduler, game_name):
    # Prêt-à-Porter's search plays heuristic rollouts: each search must own their generator,
    # or two workers' threads would share it and the verdicts would depend on timing.
    game = GAMES[game_name]
    match = Match(game, 2, seed=9)
    bots = [make_bot(game, "random", seed=s) for s in range(2)]
    while len(match.actions) < 14:
        match.apply(bots[match.state.current_player].choose(match.state))
    with dask_map(scheduler) as run:
        remote = analyse(match, 0, iterations=8, seed=2, map_fn=run)
    assert remote == analyse(match, 0, iterations=8, seed=2)


def test_without_a_scheduler_the_games_run_on_local_processes():
    kinds = ["random", "heuristic"]
    with parallel_map(workers=2) as run:
        pooled = run_tournament("colour_bazaar", kinds, 2, seed=1, map_fn=run)
    assert pooled == run_tournament("colour_bazaar", kinds, 2, seed=1)
