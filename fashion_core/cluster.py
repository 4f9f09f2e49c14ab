"""Where many games run: this machine's processes, or a Dask cluster named by its scheduler.

Tournaments and reviews are ``map(pure_function, jobs)``: :func:`parallel_map` hands out the
``map`` that runs the jobs, always returning results in job order. Because each job is a pure
function of its arguments (``tournament.play_game(game, seats, seed)``), every backend gives
the same records for the same seeds.

Dask is optional (``pip install 'fashion-games[dask]'``); every worker of the cluster needs
this package installed too, since it runs our functions.

>>> from fashion_core.tournament import play_game
>>> with parallel_map(workers=0) as run:
...     [r["decisions"] > 0 for r in run(play_game, ["colour_bazaar"], [("random", "random")], [1])]
[True]
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor
from typing import Any

MapFn = Callable[..., Iterable[Any]]
"""``map_fn(function, *iterables)``: like the built-in ``map``, results in order."""

CHUNK = 4
"""Games per message to a local worker process: fewer round trips, still a fair spread."""


@contextlib.contextmanager
def parallel_map(scheduler: str | None = None, workers: int | None = None) -> Iterator[MapFn]:
    """A ``map`` that runs jobs on the Dask cluster at ``scheduler`` (``tcp://host:8786``), or
    else on ``workers`` local processes (default: every core; 0: in this process)."""
    if scheduler:
        with dask_map(scheduler) as run:
            yield run
    elif workers == 0:
        yield map
    else:
        with ProcessPoolExecutor(workers) as pool:
            yield lambda fn, *jobs: pool.map(fn, *jobs, chunksize=CHUNK)


@contextlib.contextmanager
def dask_map(scheduler: str) -> Iterator[MapFn]:
    """A ``map`` over a ``dask.distributed`` cluster; results come back in job order, each as
    soon as it and all before it are done (so a progress bar moves)."""
    try:
        from dask.distributed import Client
    except ImportError as exc:  # the optional extra is missing
        raise RuntimeError(
            "Running on a Dask cluster needs Dask: pip install 'fashion-games[dask]'"
        ) from exc
    with Client(scheduler, set_as_default=False) as client:

        def run(fn: Callable[..., Any], *jobs: Iterable[Any]) -> Iterator[Any]:
            # pure=False: every job is computed, never merged with an identical-looking one.
            futures = client.map(fn, *jobs, pure=False)
            try:
                for future in futures:
                    yield future.result()
            finally:
                client.cancel(futures)

        yield run
