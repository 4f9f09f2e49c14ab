"""Game: a title, its player counts and options, and the state class that plays it."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from typing import Any, TypedDict

from fashion_core.engine import Action, State, field_kinds, value_fits

RuleNote = tuple[str, str, str]
"""One rule a game had to settle itself: (title, the choice we made, the alternative)."""


class ScoreLine(TypedDict):
    """One line of a game's score, as every game's ``explain.score_breakdown(view)`` lists
    them: a seat's lines add up to its score."""

    seat: int
    text: str
    """What the line counts, in the game's words ("2 Moons chips x 9")."""
    points: float


def rule_notes(notes: Sequence[RuleNote]) -> list[dict[str, str]]:
    """A game's rule notes as the learn notebooks read them.

    >>> rule_notes([("Ties", "shared win", "first seat wins")])
    [{'title': 'Ties', 'choice': 'shared win', 'alternative': 'first seat wins'}]
    """
    return [{"title": t, "choice": c, "alternative": a} for t, c, a in notes]


@dataclasses.dataclass(frozen=True)
class Option:
    """A named rules option of a game, with its allowed values and a one-line explanation."""

    name: str
    default: Any
    help: str
    choices: tuple[Any, ...] = (False, True)


class Game:
    """A game title: its name, player counts, options and the state class that plays it.

    ``bots`` maps a bot kind (``"random"``, ``"heuristic"``, ``"ismcts"``) to a factory
    ``(seed) -> Bot``; each game module fills it in.
    """

    def __init__(
        self,
        *,
        name: str,
        title: str,
        state_cls: type[State],
        min_players: int,
        max_players: int,
        action_types: Sequence[type[Action]],
        options: Sequence[Option] = (),
        version: int = 1,
        oldest_version: int = 1,
        summary: str = "",
        speed_peer: str = "bridge",
    ) -> None:
        self.name = name
        self.title = title
        self.state_cls = state_cls
        self.min_players = min_players
        self.max_players = max_players
        self.options = tuple(options)
        self.version = version
        # Saves older than this would replay differently (e.g. after a new shuffle): refused.
        self.oldest_version = oldest_version
        self.summary = summary
        # The OpenSpiel game whose microseconds per decision this one is held to
        # (benchmarks/engine.py): the closest kind of game among the benchmark's peers.
        self.speed_peer = speed_peer
        self.action_types = {cls.__name__: cls for cls in action_types}
        self.bots: dict[str, Callable[..., Any]] = {}
        state_cls.game = self

    def __repr__(self) -> str:
        return f"<Game {self.name}>"

    def resolve_options(self, options: dict[str, Any] | None = None) -> dict[str, Any]:
        """All options with defaults filled in; unknown names or values raise ``ValueError``."""
        given = dict(options or {})
        out: dict[str, Any] = {}
        for opt in self.options:
            value = given.pop(opt.name, opt.default)
            if value not in opt.choices or type(value) is not type(opt.default):
                allowed = ", ".join(repr(c) for c in opt.choices)
                raise ValueError(
                    f"{self.title}: option {opt.name!r} cannot be {value!r} (allowed: {allowed})"
                )
            out[opt.name] = value
        if given:
            names = ", ".join(sorted(given))
            known = ", ".join(o.name for o in self.options) or "none"
            raise ValueError(f"{self.title} has no option {names} (its options: {known})")
        return out

    def new(
        self,
        players: int,
        seed: int | None = None,
        names: Sequence[str] | None = None,
        **options: Any,
    ) -> State:
        """A new game for ``players`` seats. Without a seed, one is drawn at random.

        ``names`` are the players' names, used in the log (default "Player 1", ...).
        """
        if not isinstance(players, int) or not self.min_players <= players <= self.max_players:
            raise ValueError(
                f"{self.title} is for {self.min_players}-{self.max_players} players, "
                f"not {players!r}"
            )
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        if names is not None and len(names) != players:
            raise ValueError(f"{players} players need {players} names, not {len(names)}")
        return self.state_cls(players, seed, self.resolve_options(options), names)

    def action_from_json(self, data: Any) -> Action:
        """Decode ``["PlayCard", 17, 2]``; anything malformed raises ``ValueError``.

        Only the shape is checked here; whether the move is legal is the state's business.
        """
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise ValueError(f"not an action: {data!r}")
        cls = self.action_types.get(data[0])
        if cls is None:
            raise ValueError(f"{self.title} has no action called {data[0]!r}")
        kinds = field_kinds(cls)
        if len(data) - 1 != len(kinds):
            raise ValueError(f"{data[0]} takes {len(kinds)} values, not {len(data) - 1}")
        values = [
            _decode_field(cls.__name__, name, kind, value)
            for (name, kind), value in zip(kinds, data[1:], strict=True)
        ]
        return cls(*values)


def _decode_field(action: str, name: str, kind: str, value: Any) -> Any:
    if kind == "tuple[int,...]" and isinstance(value, list):
        value = tuple(value)
    if value_fits(kind, value):
        return value
    raise ValueError(f"{action}.{name} cannot be {value!r} (expected {kind})")
