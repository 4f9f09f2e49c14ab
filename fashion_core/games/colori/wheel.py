"""The 12-colour wheel: colour names, which pairs mix into what, and paying a garment's cost.

A player's wheel is a list of 12 counts, indexed clockwise from Red:

>>> COLOURS[:4]
('Red', 'Vermilion', 'Orange', 'Amber')
>>> mix_result(RED, YELLOW), mix_result(RED, GREEN)
(2, -1)
>>> COLOURS[mix_result(RED, YELLOW)]
'Orange'

By default the mixing table of the rules decides (9 pairs, rule M1); the ``strict_two_apart``
variant instead allows exactly the 12 pairs two steps apart, whose result is the colour
between them (so two primaries can no longer make a secondary).
"""

from __future__ import annotations

from collections.abc import Sequence

COLOURS = (
    "Red",
    "Vermilion",
    "Orange",
    "Amber",
    "Yellow",
    "Chartreuse",
    "Green",
    "Teal",
    "Blue",
    "Indigo",
    "Purple",
    "Magenta",
)
COLOUR_INDEX = {name: i for i, name in enumerate(COLOURS)}
NUM_COLOURS = 12
RED, VERMILION, ORANGE, AMBER, YELLOW, CHARTREUSE = range(6)
GREEN, TEAL, BLUE, INDIGO, PURPLE, MAGENTA = range(6, 12)
PRIMARIES = (RED, YELLOW, BLUE)
SECONDARIES = (ORANGE, GREEN, PURPLE)
TERTIARIES = (VERMILION, AMBER, CHARTREUSE, TEAL, INDIGO, MAGENTA)

MIXING_TABLE: tuple[tuple[int, int, int], ...] = (
    (RED, ORANGE, VERMILION),
    (ORANGE, YELLOW, AMBER),
    (YELLOW, GREEN, CHARTREUSE),
    (GREEN, BLUE, TEAL),
    (BLUE, PURPLE, INDIGO),
    (PURPLE, RED, MAGENTA),
    (RED, YELLOW, ORANGE),
    (YELLOW, BLUE, GREEN),
    (BLUE, RED, PURPLE),
)
"""The rules' table: (input, input, output). Authoritative by default (rule M1)."""

TWO_APART: tuple[tuple[int, int, int], ...] = tuple(
    (c, (c + 2) % NUM_COLOURS, (c + 1) % NUM_COLOURS) for c in range(NUM_COLOURS)
)
"""The literal "exactly two positions apart" reading: 12 pairs, output in between."""


def _pairs(table: Sequence[tuple[int, int, int]]) -> tuple[tuple[int, int, int], ...]:
    # Normalise so that the smaller colour index comes first: Mix(a, b) always has a < b.
    return tuple(sorted((min(a, b), max(a, b), out) for a, b, out in table))


TABLE_PAIRS = _pairs(MIXING_TABLE)
STRICT_PAIRS = _pairs(TWO_APART)


def _result_grid(pairs: Sequence[tuple[int, int, int]]) -> list[list[int]]:
    grid = [[-1] * NUM_COLOURS for _ in range(NUM_COLOURS)]
    for a, b, out in pairs:
        grid[a][b] = grid[b][a] = out
    return grid


TABLE_RESULT = _result_grid(TABLE_PAIRS)
STRICT_RESULT = _result_grid(STRICT_PAIRS)


def mixing_pairs(strict: bool = False) -> tuple[tuple[int, int, int], ...]:
    """The legal (a, b, result) triples with a < b: 9 from the table, or 12 if strict."""
    return STRICT_PAIRS if strict else TABLE_PAIRS


def mix_result(a: int, b: int, strict: bool = False) -> int:
    """The colour that ``a`` and ``b`` mix into, or -1 if they are not a mixing pair."""
    return (STRICT_RESULT if strict else TABLE_RESULT)[a][b]


def possible_mixes(wheel: Sequence[int], strict: bool = False) -> list[tuple[int, int, int]]:
    """The pairs this wheel can mix right now (at least one of each input colour).

    >>> wheel = [0] * 12
    >>> wheel[RED] = wheel[YELLOW] = 1
    >>> [(COLOURS[a], COLOURS[b], COLOURS[c]) for a, b, c in possible_mixes(wheel)]
    [('Red', 'Yellow', 'Orange')]
    """
    return [p for p in mixing_pairs(strict) if wheel[p[0]] and wheel[p[1]]]


def can_pay(wheel: Sequence[int], cost: Sequence[tuple[int, int]]) -> bool:
    """Whether the wheel holds every colour of ``cost`` ((colour, count) pairs)."""
    return all(wheel[c] >= n for c, n in cost)


def missing_colours(wheel: Sequence[int], cost: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """(colour, how many more are needed) for each colour the wheel is short of."""
    return [(c, n - wheel[c]) for c, n in cost if wheel[c] < n]


def colour_list(pairs: Sequence[tuple[int, int]]) -> str:
    """``[(0, 2), (3, 1)]`` -> ``"2 Red and 1 Amber"``."""
    parts = [f"{n} {COLOURS[c]}" for c, n in pairs]
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


# Each colour expressed as the primaries it takes to mix it with the table (used by the bots
# to judge how far a wheel is from a garment): a tertiary is its primary plus its secondary.
_RECIPE = {ORANGE: (RED, YELLOW), GREEN: (YELLOW, BLUE), PURPLE: (BLUE, RED)}
_TERTIARY_RECIPE = {
    VERMILION: (RED, ORANGE),
    AMBER: (YELLOW, ORANGE),
    CHARTREUSE: (YELLOW, GREEN),
    TEAL: (BLUE, GREEN),
    INDIGO: (BLUE, PURPLE),
    MAGENTA: (RED, PURPLE),
}


def _plan_secondaries(
    wheel: Sequence[int], used: dict[int, int], need: dict[int, int], strict: bool
) -> tuple[int, int]:
    """Missing secondaries become mixes of two primaries (added to ``need``), or, under the
    strict variant, two missing pips each: returns (missing pips, mixes)."""
    missing = mixes = 0
    for sec, (a, b) in _RECIPE.items():
        n = need.get(sec)
        if n:
            avail = wheel[sec] - used.get(sec, 0)
            n -= n if avail >= n else avail
            if n:
                if strict:
                    missing += 2 * n
                else:
                    need[a] = need.get(a, 0) + n
                    need[b] = need.get(b, 0) + n
                    mixes += n
    return missing, mixes


def shortfall(
    wheel: Sequence[int], cost: Sequence[tuple[int, int]], strict: bool = False
) -> tuple[int, int]:
    """How far ``wheel`` is from ``cost``: (primary pips still missing, mixes needed).

    Exact colours are used first, then missing tertiaries are planned as mixes of a primary
    and a secondary, and missing secondaries as mixes of two primaries. Under the strict
    variant a secondary cannot be mixed from primaries, so each missing one counts as two
    missing pips (it has to come from dye pips).

    >>> wheel = [0] * 12
    >>> wheel[RED], wheel[YELLOW] = 3, 1
    >>> shortfall(wheel, [(ORANGE, 2)])  # one Orange from Red+Yellow, one more Yellow missing
    (1, 2)
    """
    # Written for speed (the search evaluation calls it constantly): only the few colours of
    # the cost and of their recipes are ever touched.
    used: dict[int, int] = {}
    short = []
    for c, n in cost:
        h = wheel[c]
        if h >= n:
            used[c] = n
        else:
            used[c] = h
            short.append((c, n - h))
    if not short:
        return 0, 0
    mixes = 0
    need: dict[int, int] = {}
    for c, n in short:
        recipe = _TERTIARY_RECIPE.get(c)
        if recipe is None:
            need[c] = need.get(c, 0) + n
        else:
            p, sec = recipe
            need[p] = need.get(p, 0) + n
            need[sec] = need.get(sec, 0) + n
            mixes += n
    missing, more = _plan_secondaries(wheel, used, need, strict)
    mixes += more
    for p in PRIMARIES:
        n = need.get(p)
        if n:
            avail = wheel[p] - used.get(p, 0)
            if n > avail:
                missing += n - avail
    return missing, mixes
