"""Bots: a random baseline, one heuristic per game, and a generic ISMCTS search.

>>> from fashion_core import GAMES
>>> bot = make_bot(GAMES["colour_bazaar"], "heuristic", seed=1)
>>> bot.kind
'heuristic'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from fashion_core.bots.base import Bot
from fashion_core.bots.ismcts import ISMCTSBot
from fashion_core.bots.random import RandomBot
from fashion_core.game import Game

BOT_KINDS = ("random", "heuristic", "ismcts")
BOT_LABELS = {"random": "Random bot", "heuristic": "Heuristic bot", "ismcts": "Search bot"}


def standard_bots(heuristic: Callable[..., Bot], **ismcts: Any) -> dict[str, Callable[..., Bot]]:
    """The three bot factories for a game; ``ismcts`` holds that game's search defaults.

    ``rollout_bot`` (a bot class) among them plays the search's rollouts: each search gets its
    own, seeded from the search's seed. (One policy object shared by every search would carry
    its random state from search to search, so a search's result would depend on which searches
    ran before it in the process: a review or a tournament would differ between backends.)
    """

    def make_ismcts(seed: int | None = None, **overrides: Any) -> Bot:
        options = {**ismcts, **overrides}
        rollout_bot = options.pop("rollout_bot", None)
        if rollout_bot is not None:
            options["rollout"] = rollout_bot(seed=seed).choose
        return ISMCTSBot(**options, seed=seed)

    def make_heuristic(seed: int | None = None, **overrides: Any) -> Bot:
        return heuristic(seed=seed, **overrides)

    def make_random(seed: int | None = None, **overrides: Any) -> Bot:
        return RandomBot(seed=seed, **overrides)

    return {"random": make_random, "heuristic": make_heuristic, "ismcts": make_ismcts}


def make_bot(game: Game, kind: str, seed: int | None = None, **overrides: Any) -> Bot:
    """A bot of ``kind`` for ``game`` (``overrides`` tune it, e.g. ``iterations=200``)."""
    try:
        factory = game.bots[kind]
    except KeyError:
        known = ", ".join(game.bots) or "none"
        raise ValueError(f"{game.title} has no {kind!r} bot (it has: {known})") from None
    return factory(seed=seed, **overrides)


__all__ = ["BOT_KINDS", "BOT_LABELS", "Bot", "ISMCTSBot", "RandomBot", "make_bot", "standard_bots"]
