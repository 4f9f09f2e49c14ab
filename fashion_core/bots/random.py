"""The baseline: a bot that picks uniformly among the legal actions."""

from __future__ import annotations

from fashion_core.bots.base import Bot
from fashion_core.engine import Action, State


class RandomBot(Bot):
    """Plays a uniformly random legal action.

    >>> from fashion_core import GAMES
    >>> state = GAMES["colour_bazaar"].new(2, seed=3)
    >>> RandomBot(seed=1).choose(state) in state.legal_actions()
    True
    """

    kind = "random"
    label = "Random bot"

    def choose(self, state: State) -> Action:
        return self.rng.choice(state.legal_actions())

    def explain(self, state: State, action: Action) -> str:
        return f"Any legal move will do for the random bot: {action.describe(state)}."
