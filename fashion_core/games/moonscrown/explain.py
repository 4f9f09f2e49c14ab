"""Plain-English explanations for Moonscrown: who leads each condition and why, what a move
would do to its mover, which display cards may be scored, and our rules notes.

Everything here works on card names or ids and on views, so the UI never needs the state.

>>> report = condition_report([["the Author", "the Lunatic"], ["the Savage", "the Mill"]],
...     "the Journey", names=["Ada", "Bo"])
>>> [c["leader"] for c in report["conditions"]]
[1, 0]
>>> report["conditions"][1]["text"]
'Most even cards: Ada leads with 2 even cards (best: the Lunatic); Bo has 1.'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from fashion_core.decks.decktet import CARD_BY_NAME, FACE, NAME, STRENGTH, Suit
from fashion_core.game import RuleNote, ScoreLine
from fashion_core.games.moonscrown.conditions import (
    CONDITIONS,
    SUITS_OF,
    UNITS,
    largest_groups,
    passes_check,
    qualifying_cards,
    scoring_cards,
    strength,
)

CardRef = int | str


def _id(card: CardRef) -> int:
    return card if isinstance(card, int) else CARD_BY_NAME[card].id


def _ids(cards: Sequence[CardRef]) -> list[int]:
    return [_id(c) for c in cards]


def _amount(suit: int, n: int) -> str:
    one, many = UNITS[suit]
    return f"{n} {one if n == 1 else many}"


def _list(words: Sequence[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


# -- (a) who leads each current condition -----------------------------------------------


def condition_report(
    displays: Sequence[Sequence[CardRef]],
    top: CardRef,
    active: Sequence[bool] | None = None,
    names: Sequence[str] | None = None,
    leaves_any: bool = False,
) -> dict[str, Any]:
    """The current conditions (one per suit of ``top``), each player's strength on each, who
    meets it and one sentence saying why. Players not ``active`` are listed but never lead."""
    shown = [_ids(d) for d in displays]
    top_id = _id(top)
    seats = range(len(shown))
    active = list(active) if active is not None else [True] * len(shown)
    names = list(names) if names is not None else [f"Player {s + 1}" for s in seats]
    conditions = []
    for suit in SUITS_OF[top_id]:
        standings = []
        for seat in seats:
            n, best = strength(shown[seat], suit, leaves_any)
            standings.append(
                {
                    "seat": seat,
                    "name": names[seat],
                    "n": n,
                    "card": None if best is None else NAME[best],
                    "groups": largest_groups(shown[seat], suit),
                    "in_round": bool(active[seat]),
                    "qualifying": [
                        NAME[c] for c in qualifying_cards(shown[seat], suit, leaves_any)
                    ],
                }
            )
        contenders = [s for s in standings if s["in_round"] and s["n"] > 0]
        ranked = sorted(contenders, key=lambda s: (s["n"], _strength_rank(s["card"])), reverse=True)
        lead = ranked[0]["seat"] if ranked else None
        conditions.append(
            {
                "suit": Suit(suit).label,
                "condition": CONDITIONS[suit],
                "standings": standings,
                "leader": lead,
                "text": _why(suit, ranked, standings),
            }
        )
    return {"top": NAME[top_id], "conditions": conditions}


def _strength_rank(card: str | None) -> int:
    return -1 if card is None else STRENGTH[CARD_BY_NAME[card].id]


def _why(suit: int, ranked: list[dict[str, Any]], standings: list[dict[str, Any]]) -> str:
    title = CONDITIONS[suit][0].upper() + CONDITIONS[suit][1:]
    if not ranked:
        return f"{title}: nobody still in the round has a {UNITS[suit][0]}, so nobody meets it."
    first = ranked[0]
    if suit == Suit.MOONS:
        others = [f"{s['name']} has {s['card']}" for s in ranked[1:]]
        tail = f"; {_list(others)}" if others else ""
        return f"{title}: {first['name']} leads with {first['card']}{tail}."
    group = f" in {_list(first['groups'])}" if first["groups"] and len(first["groups"]) == 1 else ""
    if len(ranked) > 1 and ranked[1]["n"] == first["n"]:
        tied = [s["name"] for s in ranked if s["n"] == first["n"]]
        return (
            f"{title}: {_list(tied)} each have {_amount(suit, first['n'])}; {first['name']} "
            f"wins the tie with {first['card']}, the highest card."
        )
    others = [f"{s['name']} has {s['n']}" for s in ranked[1:]]
    idle = [s["name"] for s in standings if s["in_round"] and s["n"] == 0]
    if idle:
        others.append(f"{_list(idle)} {'has' if len(idle) == 1 else 'have'} none")
    tail = f"; {_list(others)}" if others else ""
    return (
        f"{title}: {first['name']} leads with {_amount(suit, first['n'])}{group} "
        f"(best: {first['card']}){tail}."
    )


# -- (b) what a move would do to its mover ----------------------------------------------


def turn_outcome(
    displays: Sequence[Sequence[int]],
    active: Sequence[bool],
    seat: int,
    top: int,
    hand: Sequence[int],
    phase: str,
    move: str,
    card: int | None,
    leaves_any: bool = False,
) -> tuple[str, int | None]:
    """How a candidate move ends for its mover, as ``(outcome, helper card)``.

    Outcomes: ``"safe"`` (ending the turn after it passes the check), ``"needs_pile"`` or
    ``"needs_display"`` (only a second card can save it; the helper card is one that does),
    ``"eliminated"`` (nothing can save it), ``"out"`` (a fold) and ``"none"`` (scoring moves).
    ``move`` is ``"pile"``, ``"display"``, ``"end"``, ``"fold"``, ``"score"`` or ``"decline"``.
    """
    if move == "fold":
        return "out", None
    if move in ("score", "decline"):
        return "none", None
    boards = [list(d) for d in displays]
    mine = boards[seat]

    def ok(pile_top: int, need_all: bool, *added: int) -> bool:
        boards[seat] = [*mine, *added]
        return passes_check(boards, seat, pile_top, need_all, active, leaves_any)

    if move == "end":
        return ("safe" if ok(top, phase == "pile") else "eliminated"), None
    assert card is not None
    rest = [c for c in hand if c != card]
    if move == "pile":
        if phase == "display":  # the second card of a pile-and-display turn
            return ("safe" if ok(card, True) else "eliminated"), None
        if ok(card, True):
            return "safe", None
        helper = next((extra for extra in rest if ok(card, True, extra)), None)
        return ("eliminated", None) if helper is None else ("needs_display", helper)
    if phase == "pile":  # the second card of a pile-and-display turn
        return ("safe" if ok(top, True, card) else "eliminated"), None
    if ok(top, False, card):
        return "safe", None
    helper = next((extra for extra in rest if ok(extra, True, card)), None)
    return ("eliminated", None) if helper is None else ("needs_pile", helper)


_MOVES = {
    "PlayToPile": "pile",
    "AddToDisplay": "display",
    "EndTurn": "end",
    "Fold": "fold",
    "ScoreCard": "score",
    "DeclineScore": "decline",
}


def warning(outcome: str, helper: int | None) -> str | None:
    """The sentence a UI shows next to a move, or None when the move is safe."""
    if outcome == "eliminated":
        return "This move fails the end-of-turn check: you would be out of this round."
    if outcome == "needs_display":
        return (
            f"Ending the turn after this fails the check; you must also add a card to your "
            f"display (for example {NAME[helper or 0]})."
        )
    if outcome == "needs_pile":
        return (
            f"Ending the turn after this fails the check; you must also put a card on the "
            f"pile (for example {NAME[helper or 0]})."
        )
    if outcome == "out":
        return "You drop out of this round."
    return None


def move_outcome(view: Any, action: Any) -> dict[str, Any]:
    """Whether ``action`` (an Action or its JSON) would eliminate the mover.

    ``view`` is the view of the seat to move (its own hand lets it see rescues by a second
    card), or a state, whose mover's view is then taken. Returns ``{"outcome",
    "eliminates", "warning", "helper"}``.
    """
    if not isinstance(view, dict):
        view = view.view(view.current_player)
    data = action.to_json() if hasattr(action, "to_json") else list(action)
    move = _MOVES[data[0]]
    card = _id(data[1]) if len(data) > 1 else None
    seat = view["current_player"]
    outcome, helper = turn_outcome(
        [_ids(d) for d in view["displays"]],
        view["in_round"],
        seat,
        _id(view["pile_top"]),
        _ids(view.get("hand") or []),
        view["phase"],
        move,
        card,
        bool(view["options"].get("leaves_any_card", False)),
    )
    return {
        "outcome": outcome,
        "eliminates": outcome == "eliminated",
        "warning": warning(outcome, helper),
        "helper": None if helper is None else NAME[helper],
    }


# -- (c) what a round winner may score ------------------------------------------------------


def score_breakdown(view: dict[str, Any]) -> list[ScoreLine]:
    """Each seat's scored cards at their face value (Aces 1, Crowns 10)."""
    lines: list[ScoreLine] = []
    for seat, pile in enumerate(view["scored"]):
        lines += [
            {"seat": seat, "text": name, "points": FACE[CARD_BY_NAME[name].id]} for name in pile
        ] or [{"seat": seat, "text": "no card scored", "points": 0}]
    return lines


def scoring_report(
    display: Sequence[CardRef], top: CardRef, leaves_any: bool = False
) -> list[dict[str, Any]]:
    """Each display card with its points, whether it may be scored, and why (or why not)."""
    cards = _ids(display)
    top_id = _id(top)
    suits = SUITS_OF[top_id]
    per_suit = {s: set(qualifying_cards(cards, s, leaves_any)) for s in suits}
    eligible = set(scoring_cards(cards, top_id, leaves_any))
    rows = []
    for card in cards:
        hits = [CONDITIONS[s] for s in suits if card in per_suit[s]]
        if hits:
            reason = f"{NAME[card]} is part of your winning set for {_list(hits)}."
        else:
            conds = _list([CONDITIONS[s] for s in suits])
            reason = f"{NAME[card]} is in no winning set for {conds}, so it cannot be scored."
        rows.append(
            {
                "card": NAME[card],
                "points": FACE[card],
                "eligible": card in eligible,
                "reason": reason,
            }
        )
    return rows


# -- (d) our resolutions of the rules' open questions -------------------------------------

RULES_NOTES: tuple[RuleNote, ...] = (
    (
        "Which suit sets which condition",
        "The condition list is read in suit order: Moons highest card, Suns most of one suit, "
        "Waves most even cards, Leaves most different suits, Wyrms most of one type, Knots "
        "most cards below 5. The Leaves example in the rules only works for 'different suits'.",
        "None offered; the printed booklet's icons would settle it.",
    ),
    (
        "Breaking ties between cards",
        "Higher rank wins; between equal ranks the card whose first suit comes earlier in the "
        "order Moons, Suns, Waves, Leaves, Wyrms, Knots wins. The Huntress is the best card.",
        "None offered.",
    ),
    (
        "Two-suit and two-type cards",
        "A card with two suits counts for each suit; the Market, the Origin and the End count "
        "as both a place and an event. Aces are a type of their own; Crowns keep the type "
        "printed for them (the Sea is a place, the Bard a personality, and so on).",
        "None offered.",
    ),
    (
        "Even cards",
        "Only 2, 4, 6 and 8 are even; a Crown is worth 10 but does not count as even.",
        "None offered.",
    ),
    (
        "Which cards make up a 'most different suits' set",
        "A set that shows all your suits and loses one if any card is taken out. Its best "
        "card breaks ties, and only its cards may be scored under Leaves.",
        "Option leaves_any_card: every display card counts and the highest one breaks ties.",
    ),
    (
        "Having nothing for a condition",
        "A player with no qualifying card (say, no even card) never meets that condition, "
        "even when nobody else has one either.",
        "None offered.",
    ),
    (
        "Who starts each round",
        "In every round, the player whose face-up display card is lowest starts.",
        "Option winner_starts: from round 2 on, the last round's winner starts.",
    ),
    (
        "Moves that fail the check",
        "You may make any move; if it fails the end-of-turn check you are out of the round, "
        "just like folding. The cards you placed stay where you put them. The app warns you "
        "first.",
        "None offered.",
    ),
    (
        "Pile and display in one turn",
        "You place the two cards one after the other, in either order; the check only looks "
        "at the result when your turn ends.",
        "None needed: the order never changes the result.",
    ),
    (
        "Folding",
        "Folding is a whole turn, chosen instead of placing cards. With no cards in hand it is "
        "your only move. A folded display stays visible, since everybody saw it, but no longer "
        "counts.",
        "None offered.",
    ),
    (
        "Winning and scoring a round",
        "The round's winner may score one card, or none. It must belong to a winning set for a "
        "condition of the final top card, judged on her own display alone. The app suggests "
        "the most valuable one.",
        "None offered.",
    ),
    (
        "Scored cards",
        "Scored cards stay out of the game for the later rounds; enough cards always remain.",
        "None offered (returning them would show a public card in a hidden hand).",
    ),
    (
        "Setting up each round",
        "Only the 36 basic cards are used. The Ace of Moons starts the pile; hands are dealt "
        "first, then one face-up display card each.",
        "None offered; the extended cards are not supported.",
    ),
    (
        "The draw pile",
        "On by default, as the author recommends. After a successful check, a player who put "
        "a card on the pile draws one card fewer than that card has suits (a number card "
        "draws 1), or whatever is left.",
        "Option draw_pile=False: unused cards are set aside and nobody draws.",
    ),
    (
        "The pile",
        "Only the top card matters and is shown, with the number of cards in the pile. A new "
        "pile card may show the same suits as the one it covers.",
        "None offered.",
    ),
    (
        "Ties after seven rounds",
        "Equal totals share the win.",
        "Option tie_break: more rounds won decides, then the best single scored card.",
    ),
)
"""Every rule we had to settle ourselves, in our own words: (title, the choice made, the
alternative). The learn notebook shows them (``fashion_core.game.rule_notes``)."""
