"""Colori's cards as data: dyes, fabrics, basic dyes and garments, plus the physical copies.

Two levels of identity:

* a **kind** (an int) is a card type such as Kermes or Wool; the rules and the bots work
  with kinds, and actions name kinds, so two identical copies never make two different moves;
* an **instance** (an int) is one physical copy such as ``"Kermes#2"``; zones hold instances
  so that views can name every card by a unique key.

The lookup tables below (``KIND``, ``PIPS``, ``ABILITY`` ...) are plain lists indexed by
these ints, which is what keeps the hot paths of the rules fast.

>>> NAME[KIND[INSTANCE_BY_KEY["Kermes#2"]]]
'Kermes'
>>> ABILITY_NAME[ABILITY[KIND_BY_NAME["Saffron"]]], ABILITY_N[KIND_BY_NAME["Saffron"]]
('Draw Cards', 3)
>>> GARMENT_STARS[KIND_BY_NAME["Kermes Crimson Robe"]]
5
"""

from __future__ import annotations

from fashion_core.games.colori.wheel import COLOUR_INDEX, COLOURS

# -- abilities -------------------------------------------------------------------------------

STORE, DRAW, MIX, DESTROY, GARMENT = range(5)
NO_ABILITY = -1
ABILITY_NAME = ("Store Colors", "Draw Cards", "Mix Colors", "Destroy Cards", "Make Garment")
_ABILITY_BY_NAME = {name: code for code, name in enumerate(ABILITY_NAME)}

# -- the card tables (facts from the rules' card reference) ---------------------------------

BASIC_DYES: tuple[tuple[str, str], ...] = (
    ("Basic Red", "1 Red"),
    ("Basic Yellow", "1 Yellow"),
    ("Basic Blue", "1 Blue"),
)
"""Each basic dye: 20 copies, destroy ability Store Colors x1."""

BASIC_COPIES = 20

DYES: tuple[tuple[str, str, str, int], ...] = (
    ("Kermes", "3 Red", "Make Garment", 1),
    ("Cochineal", "2 Red, 1 Magenta", "Draw Cards", 2),
    ("Madder", "2 Red, 1 Vermilion", "Store Colors", 2),
    ("Brazilwood", "2 Red", "Draw Cards", 1),
    ("Lac", "2 Red, 1 Magenta", "Mix Colors", 1),
    ("Safflower", "1 Red, 1 Magenta", "Draw Cards", 1),
    ("Alkanet", "1 Red, 1 Purple", "Mix Colors", 1),
    ("Dragon's Blood", "2 Red, 1 Vermilion", "Destroy Cards", 1),
    ("Venetian Red Earth", "1 Red, 1 Vermilion, 1 Amber", "Store Colors", 1),
    ("Vermilion (Mineral)", "1 Red, 2 Vermilion", "Destroy Cards", 2),
    ("Woad", "2 Blue", "Store Colors", 2),
    ("Indigo", "2 Blue, 1 Indigo", "Make Garment", 1),
    ("Smalt", "2 Blue, 1 Indigo", "Destroy Cards", 1),
    ("Azurite", "2 Blue, 1 Teal", "Store Colors", 1),
    ("Logwood", "1 Blue, 1 Indigo, 1 Purple", "Mix Colors", 2),
    ("Weld", "3 Yellow", "Make Garment", 1),
    ("Saffron", "2 Yellow, 1 Amber", "Draw Cards", 3),
    ("Turmeric", "1 Yellow, 1 Amber, 1 Orange", "Mix Colors", 1),
    ("Dyer's Broom", "2 Yellow", "Draw Cards", 1),
    ("Spanish Broom", "2 Yellow", "Store Colors", 1),
    ("Old Fustic", "2 Yellow, 1 Amber", "Store Colors", 2),
    ("Venetian Sumac", "1 Yellow, 1 Amber, 1 Orange", "Mix Colors", 1),
    ("Persian Berries", "1 Yellow, 1 Chartreuse", "Draw Cards", 1),
    ("Tyrian Purple", "2 Purple, 1 Magenta", "Make Garment", 1),
    ("Orchil", "1 Purple, 1 Magenta, 1 Red", "Mix Colors", 2),
    ("Turnsole", "2 Purple", "Store Colors", 1),
    ("Elderberry", "1 Purple, 1 Indigo", "Draw Cards", 2),
    ("Verdigris", "2 Green, 1 Teal", "Destroy Cards", 1),
    ("Lincoln Green", "1 Green, 1 Teal, 1 Blue", "Mix Colors", 3),
    ("Saxon Green", "2 Green, 1 Chartreuse", "Store Colors", 3),
    ("Gall Nuts", "1 Yellow, 1 Amber", "Destroy Cards", 1),
    ("Walnut Hulls", "1 Vermilion, 1 Amber, 1 Orange", "Draw Cards", 1),
    ("Oak Bark", "1 Yellow, 1 Amber", "Store Colors", 1),
    ("Cutch", "1 Red, 1 Amber, 1 Orange", "Mix Colors", 1),
    ("Chestnut", "1 Amber, 1 Orange", "Draw Cards", 1),
    ("Alder Bark", "1 Red, 1 Amber", "Store Colors", 1),
    ("Iron Black", "1 Blue, 1 Purple, 1 Indigo", "Destroy Cards", 2),
    ("Annatto", "1 Orange, 1 Amber, 1 Yellow", "Mix Colors", 1),
    ("Henna", "1 Orange, 1 Vermilion", "Store Colors", 1),
)
"""(name, colour pips, destroy ability, N). Two copies of each."""

DYE_COPIES = 2

FABRICS: tuple[tuple[str, str, int], ...] = (
    ("Wool", "Draw Cards", 1),
    ("Silk", "Draw Cards", 2),
    ("Linen", "Store Colors", 1),
    ("Cotton", "Mix Colors", 1),
)
"""(name, destroy ability, N). Six copies of each go into the draft deck."""

FABRIC_COPIES = 6

GARMENTS: tuple[tuple[str, str, str, int], ...] = (
    ("Kermes Crimson Robe", "Silk", "6 Red", 5),
    ("Cochineal Magenta Gown", "Silk", "4 Red, 2 Magenta", 4),
    ("Madder Red Doublet", "Wool", "4 Red, 2 Vermilion", 3),
    ("Brazilwood Rose Cloak", "Wool", "4 Red", 2),
    ("Lac Crimson Sash", "Silk", "4 Red, 2 Magenta", 4),
    ("Safflower Pink Veil", "Silk", "2 Red, 2 Magenta", 2),
    ("Alkanet Violet Bodice", "Linen", "2 Red, 2 Purple", 2),
    ("Dragon's Blood Scarlet Cape", "Wool", "4 Red, 2 Vermilion", 3),
    ("Venetian Earth Russet Tunic", "Linen", "2 Red, 2 Vermilion, 2 Amber", 3),
    ("Vermilion Ceremonial Stole", "Silk", "2 Red, 4 Vermilion", 4),
    ("Woad Blue Workman's Apron", "Linen", "4 Blue", 2),
    ("Indigo Merchant's Coat", "Wool", "4 Blue, 2 Indigo", 4),
    ("Smalt Blue Brocade Vest", "Silk", "4 Blue, 2 Indigo", 4),
    ("Azurite Sky-Blue Mantle", "Wool", "4 Blue, 2 Teal", 3),
    ("Logwood Twilight Cassock", "Wool", "2 Blue, 2 Indigo, 2 Purple", 4),
    ("Weld Golden Festival Dress", "Linen", "6 Yellow", 5),
    ("Saffron Gold Silk Turban", "Silk", "4 Yellow, 2 Amber", 4),
    ("Turmeric Amber Headscarf", "Cotton", "2 Yellow, 2 Amber, 2 Orange", 3),
    ("Dyer's Broom Yellow Kirtle", "Wool", "4 Yellow", 2),
    ("Spanish Broom Sunlight Shawl", "Wool", "4 Yellow", 2),
    ("Old Fustic Amber Jerkin", "Wool", "4 Yellow, 2 Amber", 3),
    ("Venetian Sumac Harvest Skirt", "Linen", "2 Yellow, 2 Amber, 2 Orange", 3),
    ("Persian Berry Chartreuse Sleeve", "Silk", "2 Yellow, 2 Chartreuse", 3),
    ("Tyrian Purple Imperial Toga", "Silk", "4 Purple, 2 Magenta", 5),
    ("Orchil Plum Petticoat", "Wool", "2 Purple, 2 Magenta, 2 Red", 3),
    ("Turnsole Violet Hood", "Wool", "4 Purple", 2),
    ("Elderberry Dusk Stockings", "Wool", "2 Purple, 2 Indigo", 3),
    ("Verdigris Copper-Green Surcoat", "Linen", "4 Green, 2 Teal", 3),
    ("Lincoln Green Huntsman's Coat", "Wool", "2 Green, 2 Teal, 2 Blue", 4),
    ("Saxon Green Emerald Gown", "Silk", "4 Green, 2 Chartreuse", 5),
    ("Gall Nut Tan Breeches", "Linen", "2 Yellow, 2 Amber", 1),
    ("Walnut Brown Traveler's Cloak", "Wool", "2 Vermilion, 2 Amber, 2 Orange", 3),
    ("Oak Bark Tawny Coif", "Linen", "2 Yellow, 2 Amber", 1),
    ("Catechu Cinnamon Gloves", "Wool", "2 Red, 2 Amber, 2 Orange", 3),
    ("Chestnut Autumn Vest", "Cotton", "2 Amber, 2 Orange", 2),
    ("Alder Bark Russet Apron", "Linen", "2 Red, 2 Amber", 2),
    ("Iron Black Magistrate's Mantle", "Wool", "2 Blue, 2 Purple, 2 Indigo", 5),
    ("Annatto Sunset Bandana", "Cotton", "2 Orange, 2 Amber, 2 Yellow", 3),
    ("Henna Terra Cotta Sash", "Cotton", "2 Orange, 2 Vermilion", 2),
)
"""(name, fabric, colour cost, stars), in the same order as DYES: garment i belongs to dye i."""

GARMENT_COPIES = 2

STARTING_DECK = ("Basic Red", "Basic Red", "Basic Yellow", "Basic Yellow", "Basic Blue",
                 "Basic Blue", "Wool", "Silk")  # fmt: skip
"""Every player's first personal deck."""

MAX_PLAYERS = 5
ROUNDS = 8
DISPLAY_SIZE = 6
"""Eight rounds; six garments face up in the display."""


def parse_colours(text: str) -> tuple[tuple[int, int], ...]:
    """``"2 Red, 1 Magenta"`` -> ``((0, 2), (11, 1))``: (colour index, count) pairs.

    >>> parse_colours("2 Red, 1 Magenta")
    ((0, 2), (11, 1))
    """
    out = []
    for part in text.split(","):
        count, colour = part.strip().split(" ", 1)
        out.append((COLOUR_INDEX[colour], int(count)))
    return tuple(out)


# -- kinds -------------------------------------------------------------------------------------

NAME: list[str] = []
"""Kind -> card name."""
PIPS: list[tuple[tuple[int, int], ...]] = []
"""Kind -> its colour pips as (colour, count) pairs (empty for fabrics and garments)."""
ABILITY: list[int] = []
"""Kind -> destroy ability code (STORE ... GARMENT), or NO_ABILITY for garments."""
ABILITY_N: list[int] = []
"""Kind -> the ability's N (0 for Make Garment and garments)."""
IS_GARMENT: list[bool] = []
IS_FABRIC: list[bool] = []
GARMENT_FABRIC: list[int] = []
"""Garment kind -> the fabric kind it needs (-1 for other kinds)."""
GARMENT_COST: list[tuple[tuple[int, int], ...]] = []
"""Garment kind -> its colour cost as (colour, count) pairs (empty for other kinds)."""
GARMENT_STARS: list[int] = []
"""Kind -> stars (0 for everything but garments)."""
GARMENT_OF_DYE: dict[int, int] = {}
"""Dye kind -> the garment kind named after it."""


def _add_kind(
    name: str,
    pips: tuple[tuple[int, int], ...] = (),
    ability: int = NO_ABILITY,
    n: int = 0,
    *,
    fabric: bool = False,
    garment_fabric: int = -1,
    cost: tuple[tuple[int, int], ...] = (),
    stars: int = 0,
) -> int:
    NAME.append(name)
    PIPS.append(pips)
    ABILITY.append(ability)
    ABILITY_N.append(n)
    IS_FABRIC.append(fabric)
    IS_GARMENT.append(garment_fabric >= 0)
    GARMENT_FABRIC.append(garment_fabric)
    GARMENT_COST.append(cost)
    GARMENT_STARS.append(stars)
    return len(NAME) - 1


BASIC_KINDS = [_add_kind(name, parse_colours(pips), STORE, 1) for name, pips in BASIC_DYES]
DYE_KINDS = [
    _add_kind(name, parse_colours(pips), _ABILITY_BY_NAME[ability], n)
    for name, pips, ability, n in DYES
]
FABRIC_KINDS = [
    _add_kind(name, (), _ABILITY_BY_NAME[ability], n, fabric=True) for name, ability, n in FABRICS
]
KIND_BY_NAME: dict[str, int] = {name: kind for kind, name in enumerate(NAME)}
GARMENT_KINDS = [
    _add_kind(
        name,
        garment_fabric=KIND_BY_NAME[fabric],
        cost=parse_colours(cost),
        stars=stars,
    )
    for name, fabric, cost, stars in GARMENTS
]
KIND_BY_NAME.update({NAME[kind]: kind for kind in GARMENT_KINDS})
GARMENT_OF_DYE.update(zip(DYE_KINDS, GARMENT_KINDS, strict=True))
for _kind in range(len(NAME)):
    if ABILITY[_kind] == GARMENT:
        ABILITY_N[_kind] = 1  # "Make Garment" makes one garment
NUM_KINDS = len(NAME)
MAKES_GARMENT = [ABILITY[k] == GARMENT for k in range(NUM_KINDS)]
HAS_PIPS = [bool(PIPS[k]) for k in range(NUM_KINDS)]
PIP_COUNT = [sum(n for _, n in PIPS[k]) for k in range(NUM_KINDS)]
WOOL, SILK, LINEN, COTTON = FABRIC_KINDS

# -- instances -------------------------------------------------------------------------------

KIND: list[int] = []
"""Instance -> kind."""
KEY: list[str] = []
"""Instance -> unique key such as ``"Kermes#2"``."""


def _add_copies(kind: int, first: int, count: int) -> list[int]:
    out = []
    for copy in range(first, first + count):
        KIND.append(kind)
        KEY.append(f"{NAME[kind]}#{copy}")
        out.append(len(KIND) - 1)
    return out


BASIC_INSTANCES = [_add_copies(kind, 1, BASIC_COPIES) for kind in BASIC_KINDS]
"""Per basic colour, its 20 copies; seat s starts with copies 2s and 2s+1 of each."""
DYE_INSTANCES = [i for kind in DYE_KINDS for i in _add_copies(kind, 1, DYE_COPIES)]
FABRIC_INSTANCES = [i for kind in FABRIC_KINDS for i in _add_copies(kind, 1, FABRIC_COPIES)]
STARTING_WOOL = _add_copies(WOOL, FABRIC_COPIES + 1, MAX_PLAYERS)
"""Wool#7 .. Wool#11: the starting Wool of seats 0..4 (extra to the six in the draft deck)."""
STARTING_SILK = _add_copies(SILK, FABRIC_COPIES + 1, MAX_PLAYERS)
GARMENT_INSTANCES = [i for kind in GARMENT_KINDS for i in _add_copies(kind, 1, GARMENT_COPIES)]
NUM_INSTANCES = len(KIND)
INSTANCE_BY_KEY: dict[str, int] = {key: i for i, key in enumerate(KEY)}


def starting_deck(seat: int) -> list[int]:
    """The eight instances seat ``seat`` starts with (2 of each basic dye, Wool, Silk)."""
    deck = [copies[2 * seat + j] for copies in BASIC_INSTANCES for j in range(2)]
    return [*deck, STARTING_WOOL[seat], STARTING_SILK[seat]]


def draft_deck_cards(players: int) -> list[int]:
    """The unshuffled draft deck: all dyes and fabrics plus the basic dyes nobody started with
    (20 - 2N of each colour), i.e. 162 - 6N cards."""
    basics = [i for copies in BASIC_INSTANCES for i in copies[2 * players :]]
    return basics + DYE_INSTANCES + FABRIC_INSTANCES


def cards_in_play(players: int) -> list[int]:
    """Every instance used in a game of ``players`` (unused starting fabrics are left out)."""
    out = [i for copies in BASIC_INSTANCES for i in copies] + DYE_INSTANCES + FABRIC_INSTANCES
    out += STARTING_WOOL[:players] + STARTING_SILK[:players] + GARMENT_INSTANCES
    return out


def describe_colours(pairs: tuple[tuple[int, int], ...]) -> str:
    """``((0, 2), (11, 1))`` -> ``"2 Red, 1 Magenta"``."""
    return ", ".join(f"{n} {COLOURS[c]}" for c, n in pairs)


def ability_text(kind: int) -> str:
    """``"Store Colors ×2"``, ``"Make Garment"``, or ``""`` for a garment."""
    code = ABILITY[kind]
    if code == NO_ABILITY:
        return ""
    if code == GARMENT:
        return ABILITY_NAME[code]
    return f"{ABILITY_NAME[code]} ×{ABILITY_N[kind]}"
