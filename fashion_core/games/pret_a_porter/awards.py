"""Exhibition awards (§5.4 step 3): places with the tie push-down rule, and Prestige per line.

>>> places([5, 5, 2])
[2, 2, 3]
>>> line_prestige(2, 0, [5, 5, 2])
[1, 1, 0]
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from fashion_core.games.pret_a_porter.cards import ACTIVE_LINES, AWARDS, SHOW_TILES


def places(values: Sequence[int]) -> list[int | None]:
    """Each player's place on one line; ``None`` for a value of 0 (cannot place).

    Players are sorted by value, highest first, in groups of equal value. A group starting
    at place p takes place p alone, p+1 when two tie, p+2 when three or more tie; the next
    group starts at p + (group size).

    >>> places([3, 3, 3, 1])
    [3, 3, 3, 4]
    >>> places([0, 4, 2])
    [None, 1, 2]
    """
    return list(_places(tuple(values)))


@functools.lru_cache(maxsize=4096)
def _places(values: tuple[int, ...]) -> tuple[int | None, ...]:
    # Loops, not comprehensions: CPython 3.11 makes and calls a function for each, and
    # three- and four-player games still meet new values at many exhibitions.
    out: list[int | None] = [None] * len(values)
    start = 1
    for value in sorted(set(values), reverse=True):
        if value <= 0:  # no place for 0 (and the values left are lower)
            break
        group = []
        for seat, v in enumerate(values):
            if v == value:
                group.append(seat)
        place = start + min(len(group) - 1, 2)
        for seat in group:
            out[seat] = place
        start += len(group)
    return tuple(out)


def line_prestige(players: int, line: int, values: Sequence[int]) -> list[int]:
    """Prestige each player wins on line ``line`` (0-3) of one show tile."""
    return list(_line_prestige(players, line, tuple(values)))


@functools.lru_cache(maxsize=4096)
def _line_prestige(players: int, line: int, values: tuple[int, ...]) -> tuple[int, ...]:
    # Cached (as ``_places``): token counts are small, so searches that play through many
    # exhibitions meet the same lines again and again.
    first, second = AWARDS[players][line]
    return tuple(first if place == 1 else second if place == 2 else 0 for place in _places(values))


def exhibition_awards(
    players: int, quarter: int, tiles: Sequence[int], values: dict[str, Sequence[int]]
) -> tuple[list[int], list[tuple[str, int, str, list[int]]]]:
    """All Prestige of one exhibition: the totals per player and, line by line,
    (tile name, line number 1-4, criterion, prestige per player) for the explanation.

    ``values`` maps each criterion (Q, T, PR, X2) to every player's value; the same values
    count for every tile and line (tokens are not spent).
    """
    totals, rows = award_rows(players, quarter, tiles, values)
    return totals, [(name, line, criterion, won) for name, line, criterion, _, won in rows]


def award_rows(
    players: int, quarter: int, tiles: Sequence[int], values: Mapping[str, Sequence[int]]
) -> tuple[list[int], list[list[Any]]]:
    """:func:`exhibition_awards` as the state records it: the totals, and each line as
    ``[tile name, line number, criterion, values, prestige]`` (new lists, none shared).

    Each criterion's places are worked out once, not once per line that asks for it, and a
    line's prestige is then looked up by those places: an exhibition of up to eight lines
    ends every quarter of every search playout.
    """
    tables = _WON[players]
    ranked: dict[str, tuple[int, ...]] = {}
    rows: list[list[Any]] = []
    wons = []
    for name, line, criterion in _lines(quarter, tuple(tiles)):
        at = ranked.get(criterion)
        if at is None:
            at = ranked[criterion] = _place_index(tuple(values[criterion]))
        won = tables[line].get(at) or _won(players, line, at)
        wons.append(won)
        rows.append([name, line + 1, criterion, [*values[criterion]], [*won]])
    if not rows:
        return [0] * players, rows
    return [*map(sum, zip(*wons, strict=True))], rows


@functools.lru_cache(maxsize=4096)
def _place_index(values: tuple[int, ...]) -> tuple[int, ...]:
    """:func:`_places` with 0 for "no place" (an index into a line's prizes)."""
    out = []
    for place in _places(values):  # a loop, not a generator (see _places)
        out.append(place or 0)
    return tuple(out)


_WON: dict[int, tuple[dict[tuple[int, ...], tuple[int, ...]], ...]] = {
    players: tuple({} for _ in lines) for players, lines in AWARDS.items()
}
"""By player count and line: the prestige won for each tuple of place indices met so far
(at most 5 ** 4 of them a line, so the tables stay small)."""


def _won(players: int, line: int, at: tuple[int, ...]) -> tuple[int, ...]:
    """The prestige each place index of ``at`` wins on ``line`` (kept in ``_WON``)."""
    first, second = AWARDS[players][line]
    prize = (0, first, second) + (0,) * players  # by place index: none, 1st, 2nd, ...
    won = _WON[players][line][at] = tuple(map(prize.__getitem__, at))
    return won


@functools.lru_cache(maxsize=1024)
def _lines(quarter: int, tiles: tuple[int, ...]) -> tuple[tuple[str, int, str], ...]:
    """(tile name, line index 0-3, criterion) of every line that counts in ``quarter``."""
    return tuple(
        (SHOW_TILES[tile].name, line, SHOW_TILES[tile].lines[line])
        for tile in tiles
        for line in range(ACTIVE_LINES[quarter])
    )
