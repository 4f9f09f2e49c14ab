"""Human explanations for Colori: the mix helper, what each garment still needs, the score, and
our rules notes. Everything works on a view (names and keys), so the UI can call it directly.

>>> from fashion_core.games.colori.rules import GAME
>>> state = GAME.new(2, seed=3)
>>> len(mixing_table())
9
>>> [row["result"] for row in mixing_table() if row["first"] == "Red" and row["second"] == "Yellow"]
['Orange']
>>> sorted(garments_by_seat(state.view(0))[0])
['garment_count', 'garments', 'name', 'seat', 'stars', 'wheel_total', 'winner']
>>> score_breakdown(state.view(0))[0]
{'seat': 0, 'text': 'no garment made', 'points': 0}
"""

from __future__ import annotations

from typing import Any

from fashion_core.game import RuleNote, ScoreLine
from fashion_core.games.colori.cards import (
    GARMENT_COST,
    GARMENT_FABRIC,
    GARMENT_STARS,
    KIND_BY_NAME,
    NAME,
)
from fashion_core.games.colori.wheel import COLOURS, colour_list, mixing_pairs


def _kind_of_key(key: str) -> int:
    return KIND_BY_NAME[key.rsplit("#", 1)[0]]


def mixing_table(strict: bool = False) -> list[dict[str, str]]:
    """Every legal mixing pair and its result (9 by default, 12 with ``strict_two_apart``)."""
    return [
        {"first": COLOURS[a], "second": COLOURS[b], "result": COLOURS[out]}
        for a, b, out in mixing_pairs(strict)
    ]


def mix_helper(view: dict[str, Any]) -> list[dict[str, Any]]:
    """For the viewer's wheel: each mixing pair, whether it can be mixed now, and the result."""
    seat = view["seat"]
    strict = bool(view.get("options", {}).get("strict_two_apart", False))
    wheel = view["seats"][seat]["wheel"] if seat is not None else [0] * len(COLOURS)
    out = []
    for a, b, result in mixing_pairs(strict):
        out.append(
            {
                "first": COLOURS[a],
                "second": COLOURS[b],
                "result": COLOURS[result],
                "possible": bool(wheel[a] and wheel[b]),
                "have": [wheel[a], wheel[b]],
            }
        )
    return out


def garment_needs(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Per displayed garment: what the viewer still lacks to make it right now, in words."""
    seat = view["seat"]
    mine = view["seats"][seat] if seat is not None else None
    drawn = {_kind_of_key(k) for k in mine["drawn"]} if mine else set()
    wheel = mine["wheel"] if mine else [0] * len(COLOURS)
    out = []
    for entry in view["display"]:
        g = _kind_of_key(entry["card"])
        fabric = GARMENT_FABRIC[g]
        short = [(c, n - wheel[c]) for c, n in GARMENT_COST[g] if wheel[c] < n]
        lacks = []
        if fabric not in drawn:
            lacks.append(f"a {NAME[fabric]} among your drawn cards")
        if short:
            lacks.append(f"{colour_list(short)} more on your wheel")
        text = (
            f"You can make the {NAME[g]} now."
            if not lacks
            else f"The {NAME[g]} needs " + " and ".join(lacks) + "."
        )
        out.append(
            {
                "garment": entry["card"],
                "stars": GARMENT_STARS[g],
                "fabric_ok": fabric in drawn,
                "missing_colours": {COLOURS[c]: n for c, n in short},
                "affordable": not lacks,
                "text": text,
            }
        )
    return out


def why_fizzled(view: dict[str, Any]) -> str:
    """Why a Make Garment would do nothing for the viewer now ("" if a garment is affordable)."""
    needs = garment_needs(view)
    if not needs:
        return "Make Garment fizzles: the garment display is empty."
    if any(n["affordable"] for n in needs):
        return ""
    return "Make Garment fizzles because no garment is affordable. " + " ".join(
        n["text"] for n in needs
    )


def garments_by_seat(view: dict[str, Any]) -> list[dict[str, Any]]:
    """Each player's garments and stars (garments count wherever they are: deck or discard)."""
    out = []
    winners = set(view.get("winners") or [])
    for seat, info in enumerate(view["seats"]):
        garments = [
            {"garment": key, "stars": GARMENT_STARS[_kind_of_key(key)]} for key in info["garments"]
        ]
        out.append(
            {
                "seat": seat,
                "name": info["name"],
                "garments": garments,
                "stars": sum(g["stars"] for g in garments),
                "garment_count": len(garments),
                "wheel_total": sum(info["wheel"]),
                "winner": seat in winners,
            }
        )
    return out


def score_breakdown(view: dict[str, Any]) -> list[ScoreLine]:
    """Each seat's garments with their stars."""
    lines: list[ScoreLine] = []
    for player in garments_by_seat(view):
        seat = player["seat"]
        lines += [
            {"seat": seat, "text": g["garment"], "points": g["stars"]} for g in player["garments"]
        ] or [{"seat": seat, "text": "no garment made", "points": 0}]
    return lines


RULES_NOTES: tuple[RuleNote, ...] = (
    (
        "Which colours mix",
        "The table of nine pairs decides: two different primaries make the secondary between "
        "them, and a primary with a neighbouring secondary makes the tertiary between those. "
        "Two tertiaries never mix.",
        "Option strict_two_apart: any two colours exactly two steps apart on the wheel mix "
        "into the colour between them (then primaries cannot make secondaries).",
    ),
    (
        "Mix Colors ×N",
        "Up to N mixes; you may stop after any of them.",
        "Some groups insist on all N mixes; we never force a mix.",
    ),
    (
        "Store Colors ×N",
        "Choose between none and N of your drawn cards that have colour pips; every pip of each "
        "goes on your wheel and the card is discarded. The destroyed card's own pips are not "
        "stored.",
        "Option lenient_store: cards without pips (fabrics, garments) may be chosen too; they "
        "add nothing and are just discarded.",
    ),
    (
        "Destroy Cards ×N",
        "Destroy between none and N drawn cards, one at a time; their abilities join the back "
        "of the queue in the order you chose them. Garments can never be destroyed.",
        "Exactly N, or only one card, are other readings we do not use.",
    ),
    (
        "Where destroyed cards go",
        "To a shared destroyed pile. When the draft deck runs out during a deal, that pile is "
        "shuffled in, so destroyed cards (even starting cards) can be drafted again later.",
        "Removing destroyed cards from the game for good.",
    ),
    (
        "The ability queue",
        "First in, first out: the whole chain must finish before you destroy your next drafted "
        "card.",
        "A last-in-first-out stack, as later versions of the game used.",
    ),
    (
        "Which fabric pays for a garment",
        "Only a fabric among your drawn cards at the moment Make Garment resolves, including one "
        "drawn earlier in the same chain. A drafted fabric never pays.",
        "Letting drafted fabrics pay as well.",
    ),
    (
        "Where a made garment goes",
        "Into your discard pile, so it cycles through your deck as a dead card. It scores "
        "wherever it is.",
        "Option garments_to_discard=False: garments go to a separate completed area instead.",
    ),
    (
        "Make Garment is compulsory",
        "If any displayed garment is affordable you must make one (you choose which, if several "
        "are). If none is, the ability fizzles and the log says what each garment lacked.",
        "Letting players skip; the text says they must not.",
    ),
    (
        "An empty garment deck",
        "The display is not refilled any more and simply shrinks.",
        "Reshuffling made garments back; nothing in the text asks for it.",
    ),
    (
        "The draft deck runs out",
        "The deal uses up the draft deck first, one card to each player in turn, so every card "
        "still in it gets dealt. Only when it is empty are the destroyed cards shuffled together "
        "to make a new deck, and the deal carries on from there; the log says when. If even "
        "that is not enough, everybody gets the same smaller hand (the cards there are, shared "
        "out evenly, leftovers staying in the deck) and drafts that many; with no cards at all "
        "the draft is skipped.",
        "Shuffling the destroyed cards into what is left of the deck before dealing (then some "
        "cards of the old deck might never come out), or dealing uneven hands (the original "
        "program could get stuck here).",
    ),
    (
        "Basic dyes in the draft deck",
        "All 20 of each basic dye that nobody started with go into the draft deck (20 - 2 per "
        "player of each colour).",
        "Keeping basic dyes out of the draft deck.",
    ),
    (
        "Picks per round",
        "Five: every dealt card is drafted, none is left over.",
        "Option four_picks: draft four, as the game's own program soon did; the last card of "
        "each hand goes face up to the destroyed pile without doing anything.",
    ),
    (
        "Passing direction",
        "Odd rounds pass to the next seat, even rounds to the previous one. With two players it "
        "makes no difference, so no direction is shown.",
        "Always passing the same way.",
    ),
    (
        "Hidden picks",
        "Picks stay face down until the whole draft is over; the program asks the seats one "
        "after another but shows nobody another seat's picks or hand.",
        "Showing picks as they happen.",
    ),
    (
        "Turn order in the action phase",
        "Seat order every round, starting with the first seat.",
        "Option rotate_first_player: the first seat moves on by one each round.",
    ),
    (
        "Ties",
        "A tie for the most stars is a shared win.",
        "Option tie_breakers: most garments, then most colours on the wheel, then shared.",
    ),
    (
        "Drawing from an empty deck",
        "Shuffle your discard pile into a new deck; if both are empty, draw as many as you can.",
        "Stopping the draw altogether.",
    ),
    (
        "Drawing back cards used this turn",
        "Allowed: stored cards are discarded at once, so a later draw in the same turn may pick "
        "them up again after a reshuffle.",
        "Keeping this turn's used cards aside until the turn ends.",
    ),
    (
        "Slips in the text",
        "The card tables are used as written (every garment costs twice its dye's pips); the "
        "bold Orange and the Catechu/Cutch name mismatch are treated as typos.",
        "None needed.",
    ),
)
"""Every rule we had to settle ourselves, in our own words: (title, the choice made, the
alternative). The learn notebook shows them (``fashion_core.game.rule_notes``)."""
