"""Match: a game being played, with its history, undo and save files.

A save file is just ``{game, version, options, seed, players, names, actions}``: replaying the
actions from the seed rebuilds every position exactly, so undo is replay minus the undone moves.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from typing import Any

from fashion_core.engine import (
    SAVE_FORMAT,
    Action,
    IllegalAction,
    SaveFileError,
    expect_header,
)
from fashion_core.game import Game
from fashion_core.games import GAMES


class Match:
    """A game being played: the seed, the options, the seats and every action so far.

    Undo replays the game without the undone actions, so it is always exact. ``undo(seat)``
    takes back that seat's last action and everything after it. In ``"play"`` mode it never
    crosses a reveal to that seat (a card it drew, a card another seat played), so nobody can
    peek and take the move back; ``"free"`` mode (lessons) allows any undo.

    >>> from fashion_core import GAMES
    >>> m = Match(GAMES["colour_bazaar"], players=2, seed=1)
    >>> m.apply(m.state.legal_actions()[0])
    >>> m.can_undo(0)
    True
    >>> m.undo(0); len(m.actions)
    0
    """

    def __init__(
        self,
        game: Game,
        players: int,
        seed: int | None = None,
        options: dict[str, Any] | None = None,
        names: Sequence[str] | None = None,
        undo_policy: str = "play",
    ) -> None:
        if seed is None:
            seed = random.SystemRandom().getrandbits(63)
        self.game = game
        self.players = players
        self.seed = seed
        self.options = game.resolve_options(options)
        self.names = list(names) if names else [f"Player {i + 1}" for i in range(players)]
        if len(self.names) != players:
            raise ValueError(f"{players} players need {players} names, not {len(self.names)}")
        self.undo_policy = undo_policy
        self.actions: list[Action] = []
        self.actors: list[int] = []
        self.state = game.new(players, seed, self.names, **self.options)

    def apply(self, action: Action, seat: int | None = None) -> None:
        """Play ``action`` (checked by the rules) and record it.

        With ``seat``, the action is refused unless it is that seat's turn.
        """
        actor = self.state.current_player
        if seat is not None and seat != actor:
            whose = (
                "nobody's (the game is over)" if self.state.is_over else f"{self.names[actor]}'s"
            )
            raise IllegalAction("Wait your turn", f"it is {whose} turn, not {self.names[seat]}'s")
        self.state.apply(action)
        self.actions.append(action)
        self.actors.append(actor)

    def _last_move_of(self, seat: int | None) -> int | None:
        if seat is None:
            return len(self.actions) - 1 if self.actions else None
        for index in range(len(self.actors) - 1, -1, -1):
            if self.actors[index] == seat:
                return index
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        """Whether ``seat`` (default: whoever moved last) may take back its last action."""
        index = self._last_move_of(seat)
        if index is None or self._result_stands():
            return False
        if self.undo_policy == "free":
            return True
        who = self.actors[index] if seat is None else seat
        return self.state.last_reveal[who] <= index

    def undo(self, seat: int | None = None) -> None:
        """Take back ``seat``'s last action (and all after it), if the undo policy allows."""
        if self._result_stands():
            raise IllegalAction("No undo after the end", "the game is over and its result stands")
        if not self.can_undo(seat):
            raise IllegalAction(
                "No undo past a reveal",
                "you have seen a new card since that move, so it cannot be taken back",
            )
        index = self._last_move_of(seat)
        assert index is not None
        self.replay(self.actions[:index])

    def _result_stands(self) -> bool:
        """In play mode a finished game stays finished: its whole deal is known by then."""
        return self.undo_policy == "play" and self.state.is_over

    def undo_to(self, length: int) -> None:
        """Go back to the position after the first ``length`` actions."""
        self.replay(self.actions[:length])

    def replay(self, actions: Iterable[Action]) -> None:
        state = self.game.new(self.players, self.seed, self.names, **self.options)
        done: list[Action] = []
        actors: list[int] = []
        for number, action in enumerate(actions, start=1):
            actor = state.current_player
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise SaveFileError(f"Move {number} cannot be replayed: {exc}") from exc
            done.append(action)
            actors.append(actor)
        self.state, self.actions, self.actors = state, done, actors

    def to_json(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "game": self.game.name,
            "version": self.game.version,
            "options": dict(self.options),
            "seed": self.seed,
            "players": self.players,
            "names": list(self.names),
            "actions": [a.to_json() for a in self.actions],
        }

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    @classmethod
    def from_json(
        cls, data: Any, games: dict[str, Game] | None = None, expect: Game | None = None
    ) -> Match:
        """Load a save made by :meth:`to_json`; anything wrong raises :class:`SaveFileError`.

        ``expect`` names the game the caller wants (a save for another game is refused);
        otherwise the game is looked up in ``games`` (the registry by default).
        """
        if games is None:
            games = GAMES
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveFileError("This is not a Fashion Games save file")
        name = data.get("game")
        game = expect if expect is not None else games.get(name) if isinstance(name, str) else None
        if game is None:
            raise SaveFileError(f"This save is for an unknown game {name!r}")
        expect_header(data, SAVE_FORMAT, game, "save file")
        try:
            players = data["players"]
            seed = data["seed"]
            if not isinstance(seed, int):
                raise SaveFileError("The save file's seed is not a whole number")
            names = data.get("names")
            if names is not None and not (
                isinstance(names, list) and all(isinstance(n, str) for n in names)
            ):
                raise SaveFileError("The save file's player names are not a list of text")
            match = cls(game, players, seed, data.get("options"), names)
            raw = data["actions"]
            if not isinstance(raw, list):
                raise SaveFileError("The save file's moves are not a list")
            actions = []
            for number, item in enumerate(raw, start=1):
                try:
                    actions.append(game.action_from_json(item))
                except ValueError as exc:
                    raise SaveFileError(
                        f"Move {number} in the save file is unreadable: {exc}"
                    ) from exc
            match.replay(actions)
        except SaveFileError:
            raise
        except KeyError as exc:
            raise SaveFileError(f"The save file has no {exc.args[0]!r} entry") from exc
        except (TypeError, ValueError) as exc:
            raise SaveFileError(f"The save file is damaged: {exc}") from exc
        return match

    @classmethod
    def loads(
        cls, text: str | bytes, games: dict[str, Game] | None = None, expect: Game | None = None
    ) -> Match:
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise SaveFileError("This is not a Fashion Games save file (not JSON)") from exc
        return cls.from_json(data, games, expect)
