"""What every bot offers: choose a move for the seat to play, and say why in one sentence."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from fashion_core.engine import Action, State


class Bot(ABC):
    """A computer player. It plays whichever seat is to move in the state it is given.

    Bots must not peek: they read only the moving seat's own cards and public information
    (search bots work on ``state.determinize(seat, rng)``). The conformance tests check this
    by asking for the same move in a resampled copy of the position.
    """

    kind = "bot"
    label = "Bot"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, state: State) -> Action:
        """The action this bot plays for ``state.current_player``."""

    def explain(self, state: State, action: Action) -> str:
        """One sentence saying why ``action`` is a good move here."""
        return f"{self.label} suggests: {action.describe(state)}."

    def advise(self, state: State) -> tuple[Action, str]:
        """The chosen action with its reason (the UI's hint)."""
        action = self.choose(state)
        return action, self.explain(state, action)
