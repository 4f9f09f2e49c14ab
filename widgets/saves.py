"""Save files on the server side: the browser never receives a running game's seed.

A save is the match's seed and actions, which determine every hidden card, so it stays in a
folder next to the kernel (``~/.fashion-games/saves`` unless configured). Only a finished game
may be downloaded.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import pathlib
from typing import Any

from fashion_core import Game, Match, SaveFileError

MAX_SAVE_BYTES = 2_000_000


def default_save_dir() -> pathlib.Path:
    configured = os.environ.get("FASHION_GAMES_SAVES")
    return (
        pathlib.Path(configured) if configured else pathlib.Path.home() / ".fashion-games" / "saves"
    )


def save_match(match: Match, seats: list[str], folder: pathlib.Path) -> pathlib.Path:
    """Write ``match`` (with the seat kinds) to a new file in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = dt.datetime.now().strftime("%Y-%m-%d %H-%M-%S")
    path = folder / f"{match.game.name} {stamp}.json"
    number = 2
    while path.exists():
        path = folder / f"{match.game.name} {stamp} ({number}).json"
        number += 1
    data = match.to_json()
    data["seats"] = list(seats)
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    return path


def list_saves(game: Game, folder: pathlib.Path) -> list[pathlib.Path]:
    """This game's save files in ``folder``, newest first."""
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob(f"{game.name} *.json") if p.is_file()]
    return sorted(files, key=lambda p: p.stat().st_mtime, reverse=True)


def load_match(raw: bytes | str, game: Game) -> tuple[Match, list[str] | None]:
    """Read a save for ``game``; returns the match and the seat kinds if the file has them."""
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveFileError("This file is far too large to be a Fashion Games save")
    match = Match.loads(raw, expect=game)
    try:
        data: Any = json.loads(raw)
    except ValueError:  # pragma: no cover - Match.loads already parsed it
        data = {}
    seats = data.get("seats") if isinstance(data, dict) else None
    if not (
        isinstance(seats, list)
        and len(seats) == match.players
        and all(isinstance(s, str) for s in seats)
    ):
        seats = None
    return match, seats
