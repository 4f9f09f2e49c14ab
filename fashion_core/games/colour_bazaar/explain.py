"""Human explanations for Colour Bazaar: where each suit's value comes from, and each score.

Works on a view (card names), so the teaching UI can use it without the full state.

>>> b = breakdown({"stacks": [["the Light Keeper", "the Discovery", "the Sea", "the Darkness",
...     "the Calamity"], ["the Harvest"], ["the Watchman"], ["the Borderland"]],
...     "chips": [[0, 1, 2, 0, 0, 0]], "names": ["Ada"], "options": {"crowns_count": False}})
>>> b["values"]
[0, 5, 9, 0, 9, 0]
>>> b["players"][0]["total"]
23
"""

from __future__ import annotations

from typing import Any

from fashion_core.decks.decktet import CARD_BY_NAME, FACE, SUIT_MASK, SUITS
from fashion_core.game import RuleNote, ScoreLine
from fashion_core.games.colour_bazaar.rules import counts_for_value


def counting_card(stack: list[int], suit: int, crowns_count: bool = False) -> int | None:
    """The card that gives ``suit`` its value in this stack (the topmost counting card)."""
    bit = 1 << suit
    for card in reversed(stack):
        if SUIT_MASK[card] & bit and counts_for_value(card, crowns_count):
            return card
    return None


def score_breakdown(view: dict[str, Any]) -> list[ScoreLine]:
    """Each seat's score chip suit by chip suit: chips x that suit's value."""
    lines: list[ScoreLine] = []
    for seat, player in enumerate(breakdown(view)["players"]):
        held = [line for line in player["lines"] if line["chips"]]
        lines += [
            {
                "seat": seat,
                "text": f"{line['chips']} {line['suit']} x {line['value']}",
                "points": line["points"],
            }
            for line in held
        ] or [{"seat": seat, "text": "no chips", "points": 0}]
    return lines


def breakdown(view: dict[str, Any]) -> dict[str, Any]:
    """Suit values stack by stack and each player's score chip by chip."""
    crowns = bool(view.get("options", {}).get("crowns_count", False))
    stacks = [[CARD_BY_NAME[name].id for name in stack] for stack in view["stacks"]]
    markets = []
    values = [0] * len(SUITS)
    for number, stack in enumerate(stacks, start=1):
        cells = []
        for suit in SUITS:
            card = counting_card(stack, suit, crowns)
            value = FACE[card] if card is not None else 0
            values[suit] += value
            cells.append(
                {
                    "suit": suit.label,
                    "card": None if card is None else CARD_BY_NAME_BY_ID[card],
                    "value": value,
                }
            )
        markets.append({"market": number, "suits": cells})
    players = []
    for seat, chips in enumerate(view["chips"]):
        lines = [
            {
                "suit": suit.label,
                "chips": chips[suit],
                "value": values[suit],
                "points": chips[suit] * values[suit],
            }
            for suit in SUITS
        ]
        players.append(
            {
                "seat": seat,
                "name": view["names"][seat],
                "lines": lines,
                "total": sum(line["points"] for line in lines),
            }
        )
    return {"markets": markets, "values": values, "players": players}


def why_value(stack_names: list[str], suit: int, crowns_count: bool = False) -> str:
    """One sentence: what this stack adds to ``suit`` and why."""
    stack = [CARD_BY_NAME[n].id for n in stack_names]
    label = SUITS[suit].label
    card = counting_card(stack, suit, crowns_count)
    if card is None:
        return f"No Ace or number card with {label} is in this market, so it adds 0 to {label}."
    skipped = []
    bit = 1 << suit
    for other in reversed(stack):
        if other == card:
            break
        if SUIT_MASK[other] & bit:
            skipped.append(CARD_BY_NAME_BY_ID[other])
    verb = "does" if len(skipped) == 1 else "do"
    tail = f" ({', '.join(skipped)} above it {verb} not count)" if skipped else ""
    return (
        f"{CARD_BY_NAME_BY_ID[card][:1].upper()}{CARD_BY_NAME_BY_ID[card][1:]} is the "
        f"topmost counting card with {label}, "
        f"so this market adds {FACE[card]} to {label}{tail}."
    )


CARD_BY_NAME_BY_ID = {c.id: name for name, c in CARD_BY_NAME.items()}


RULES_NOTES: tuple[RuleNote, ...] = (
    (
        "Crowns score nothing",
        "Only Aces and number cards give a suit its value, so Crowns are skipped when scoring, and "
        "they do not hide the cards below them.",
        "Option crowns_count: a Crown adds 10 to its suit.",
    ),
    (
        "Pawns score nothing",
        "The Pawns that start the markets are not number cards, so every suit starts at 0.",
        "None offered.",
    ),
    (
        "One way to end",
        "The text speaks of end conditions but names only one: the game ends when the last chip is "
        "taken. That is enough: a game always lasts 30 turns, and nobody runs out of cards first.",
        "None offered.",
    ),
    (
        "The first player",
        "Drawn by chance (the original asks who is dressed most expensively).",
        "None offered.",
    ),
    (
        "Discarded cards",
        "They go face up out of the game, and everyone can see them.",
        "None offered.",
    ),
    (
        "Chips are public",
        "Everyone can see who holds which chips, as with tokens on a real table.",
        "None offered.",
    ),
    ("Ties", "Equal final scores share the win.", "None offered."),
    (
        "The extended deck",
        "The rule text breaks off here. Our reading: the four Courts (three suits each) are "
        "shuffled into the deck; like Crowns they score nothing.",
        "Option extended: play with the Courts (the default leaves them out).",
    ),
    (
        "The scoring example",
        "The original picture is lost; the worked example in the lessons (the Light Keeper "
        "market) is ours.",
        "None offered.",
    ),
)
"""Every rule we had to settle ourselves, in our own words: (title, the choice made, the
alternative). The learn notebook shows them (``fashion_core.game.rule_notes``)."""
