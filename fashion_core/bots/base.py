"""What every bot offers: choose a move for the seat to play, and say why in one sentence."""

from __future__ import annotations

import functools
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from fashion_core.engine import Action, IllegalAction, State

Ask = Callable[[Any, State], Any]


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

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in ("choose", "advise"):  # the two ways to ask a bot for a move
            method = cls.__dict__.get(name)
            if method is not None and not getattr(method, "checks_the_end", False):
                setattr(cls, name, _refuse_finished(method))

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


def _refuse_finished(method: Ask) -> Ask:
    """``method`` that first refuses a finished game, naming the rule, whatever bot it is (a
    bot asked for a move after the end would otherwise fail somewhere inside its search)."""

    @functools.wraps(method)
    def checked(bot: Any, state: State) -> Any:
        if state.is_over:
            raise IllegalAction(
                "Game over", f"the game has ended, so the {bot.label.lower()} has no move to choose"
            )
        return method(bot, state)

    checked.checks_the_end = True  # type: ignore[attr-defined]
    return checked
