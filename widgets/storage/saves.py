"""Save files on the server, private to each visitor: the browser never gets a running game's seed.

A save is the match's seed and actions, which determine every hidden card, so it stays on the
server. Each browser introduces itself with a random key it keeps (``widgets.storage.visitor``); the
server keeps only a hash of that key, as the name of the visitor's own folder under the save
folder (``~/.fashion-games/saves`` unless ``FASHION_GAMES_SAVES`` names another). Nobody else can
list or load what is in it without the key, which never leaves that browser and this kernel.

A running game has exactly one save, named by the game's id: once saved, it follows the game
move by move, so an older position of a game that is still going cannot be loaded back (that
would undo past a revealed card). Only a finished game may be downloaded.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
import os
import pathlib
import re
from dataclasses import dataclass
from typing import Any

from fashion_core import Game, Match, SaveFileError
from widgets.lite import IN_BROWSER, browser_save_dir
from widgets.storage.names import names_problem

MAX_SAVE_BYTES = 1_000_000
"""Refused before reading (the page refuses bigger files before sending them)."""
MAX_MOVES = 20_000
"""Far more than any real game; a longer list is not a save of ours."""
MAX_DEPTH = 8
"""How deeply a save's JSON may nest (a real one nests four levels)."""
MAX_SEED = 2**64
"""Seeds are 64-bit numbers."""
LIST_LIMIT = 40
"""The save list shows this many of the newest saves."""
GAME_ID = re.compile(r"[0-9a-f]{16}")
"""A game's id: 8 random bytes in hex, made when the game starts."""
VISITOR_KEY = re.compile(r"[0-9a-f]{64}")
"""A visitor key: 32 random bytes in hex, made by the browser."""


def default_save_dir() -> pathlib.Path:
    configured = os.environ.get("FASHION_GAMES_SAVES")
    if configured:
        return pathlib.Path(configured)
    if IN_BROWSER:  # the static site: the browser's own store, kept across reloads
        return browser_save_dir()
    return pathlib.Path.home() / ".fashion-games" / "saves"


def visitor_folder(base: pathlib.Path, key: str) -> pathlib.Path:
    """The folder of the visitor holding ``key``: named by a hash, so the key is stored nowhere.

    >>> visitor_folder(pathlib.Path("/s"), "a" * 64).name[:8]
    '01dee22c'
    """
    if not isinstance(key, str) or not VISITOR_KEY.fullmatch(key):
        raise ValueError("a visitor key is 64 hex digits")
    digest = hashlib.sha256(f"fashion-games visitor {key}".encode()).hexdigest()
    return base / digest[:32]


@dataclass(frozen=True)
class SavedGame:
    """One save in a visitor's list."""

    path: pathlib.Path
    """The file, named after the game's id."""
    label: str
    """What the list shows: who plays, how far the game got, when it was saved."""


def save_match(match: Match, seats: list[str], folder: pathlib.Path, game_id: str) -> pathlib.Path:
    """Write ``match`` (with the seat kinds) as the one save of game ``game_id``."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{match.game.name}-{game_id}.json"
    data = match.to_json()
    data["seats"] = list(seats)
    data["id"] = game_id
    data["finished"] = match.state.is_over
    spare = path.with_suffix(".tmp")
    spare.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    spare.replace(path)  # never a half-written save, even if the kernel stops mid-write
    return path


def list_saves(game: Game, folder: pathlib.Path | None) -> list[SavedGame]:
    """This game's saves in ``folder``, newest first, each with a label saying what it is."""
    if folder is None or not folder.is_dir():
        return []
    files = sorted(
        (p for p in folder.glob(f"{game.name}-*.json") if p.is_file()),
        key=lambda p: p.stat().st_mtime,
        reverse=True,
    )[:LIST_LIMIT]
    saves = []
    for path in files:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            label = describe(data, dt.datetime.fromtimestamp(path.stat().st_mtime))
        except (OSError, ValueError, TypeError, KeyError):
            continue  # damaged: leave it out of the list rather than break the page
        saves.append(SavedGame(path, label))
    return saves


def describe(data: dict[str, Any], when: dt.datetime) -> str:
    """``Ada vs Coco (bot) · move 23 · 23 Nov 18:50`` (``· finished`` once it ended).

    >>> describe({"names": ["Ada", "Coco"], "seats": ["human", "heuristic"],
    ...           "actions": [1, 2], "finished": True}, dt.datetime(2026, 11, 23, 18, 50))
    'Ada vs Coco (bot) · move 2 · 23 Nov 18:50 · finished'
    """
    names = data.get("names") or []
    seats = data.get("seats") or ["human"] * len(names)
    players = " vs ".join(
        name if kind == "human" else f"{name} (bot)"
        for name, kind in zip(names, seats, strict=False)
    )
    text = f"{players} · move {len(data['actions'])} · {when:%d %b %H:%M}"
    return text + " · finished" if data.get("finished") else text


def load_match(
    raw: bytes | str, game: Game | None, kinds: tuple[str, ...]
) -> tuple[Match, list[str] | None, str | None]:
    """Read a save for ``game`` (``None``: any game): the match, its seat kinds (if given) and
    its game id (if any).

    Anything that is not a save this app could have written raises :class:`SaveFileError`
    saying what is wrong with it.
    """
    if len(raw) > MAX_SAVE_BYTES:
        raise SaveFileError(
            f"This file is {len(raw) // 1000:,} kB; a save is at most {MAX_SAVE_BYTES // 1000:,} kB"
        )
    data = _parse(raw)
    if not isinstance(data, dict):
        raise SaveFileError("This is not a Fashion Games save file")
    if _depth(data) > MAX_DEPTH:
        raise SaveFileError("This file nests its data far deeper than a save does")
    _check_sizes(data)
    seats = data.get("seats")
    if seats is not None:
        _check_seats(seats, data.get("players"), kinds)
    game_id = data.get("id")
    if game_id is not None and not (isinstance(game_id, str) and GAME_ID.fullmatch(game_id)):
        raise SaveFileError("The save's game id is damaged")
    match = Match.from_json(data, expect=game)
    return match, seats, game_id


def _check_sizes(data: dict[str, Any]) -> None:
    """The seed, the number of moves and the names are within what a real game writes."""
    seed = data.get("seed")
    if isinstance(seed, int) and not 0 <= seed < MAX_SEED:
        raise SaveFileError("The save's seed is out of range (a 64-bit number)")
    actions = data.get("actions")
    if isinstance(actions, list) and len(actions) > MAX_MOVES:
        raise SaveFileError(f"The save lists {len(actions):,} moves; no game is that long")
    names = data.get("names")
    if names is not None:
        problem = names_problem(names) if isinstance(names, list) else "are not a list"
        if problem:
            raise SaveFileError(f"The save's player names: {problem}")


def _check_seats(seats: Any, players: Any, kinds: tuple[str, ...]) -> None:
    if not isinstance(seats, list) or len(seats) != players:
        raise SaveFileError("The save's seats do not match its number of players")
    for number, kind in enumerate(seats, start=1):
        if kind not in kinds:
            raise SaveFileError(f"Seat {number} in the save is {kind!r}, not a known player")


def _parse(raw: bytes | str) -> Any:
    try:
        return json.loads(raw)
    except RecursionError as exc:
        raise SaveFileError("This file nests its data far deeper than a save does") from exc
    except UnicodeDecodeError as exc:
        raise SaveFileError("This is not a Fashion Games save file (not text)") from exc
    except json.JSONDecodeError as exc:
        raise SaveFileError("This is not a Fashion Games save file (not JSON)") from exc
    except ValueError as exc:  # Python refuses numbers of more than 4,300 digits
        raise SaveFileError("This file holds a number thousands of digits long") from exc


def _depth(value: Any, level: int = 1) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level)
    return level
