"""Human sentences from the state: the location help, the cash forecast, the score breakdown,
card and award texts. (A prompt is worded by the scene, from the view; why a move is refused,
by its stage's module.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fashion_core.games.pret_a_porter import effects as fx
from fashion_core.games.pret_a_porter.awards import places
from fashion_core.games.pret_a_porter.cards import (
    CARDS,
    DESIGNS,
    EXHIBITION_ROUNDS,
    MATERIALS,
    OFFERS,
    PRESTIGE_RATE,
    PRICES,
    QUALITY_PER_VISIT,
    name_of,
)
from fashion_core.words import amount, ordinal

DESIGN_UNIT = ("design", "designs")
LOAN_UNIT = ("loan", "loans")

if TYPE_CHECKING:
    from fashion_core.games.pret_a_porter.rules import PretAPorterState

LOCATION_HELP = (
    "Take $10 credit cards, up to $10 per design of your largest style; each costs $1 upkeep "
    "per round and is repaid at the next exhibition.",
    "Take 1 of the 3 displayed contracts: free, no upkeep, flips weaker after the next "
    "exhibition and expires after the one after.",
    "Buy 1 of the 3 displayed buildings: pay its cost, add its upkeep; it houses 1 employee.",
    "Hire 1 of the 3 displayed employees into a free slot (or fire one, paying twice their "
    "upkeep).",
    "Take 1 design from the row of 4 or the top of the deck.",
    "Buy any number of cubes of ONE material; gain 1 Q if you buy at least one.",
    "Buy at most 1 cube of each material; gain 2 Q if you buy at least one.",
    "Buy any number of cubes of ONE material at import prices; gain 3 Q if you buy any.",
    "Take 1 of the offers still left: 2 Q, 1 PR, 1 T or $5.",
)
"""What each location does, shown before a pawn is placed."""


def forecast(state: PretAPorterState, seat: int) -> dict[str, Any]:
    """The money outlook of ``seat``: upkeep this round, cash after it, what falls due at the
    next exhibition, and whether a forced loan is coming."""
    cash = state.cash[seat]
    due = state.upkeep(seat)
    exhibition = state.round in EXHIBITION_ROUNDS
    repay = state.repayment(seat)
    after = cash - due - (repay if exhibition else 0)
    loans = fx.loans_needed(cash, due + (repay if exhibition else 0))
    warnings = []
    if loans:
        warnings.append(
            f"You will need {amount(loans, LOAN_UNIT)} of $20 at this round's "
            f"upkeep (each costs $28 at the next exhibition)."
        )
    next_exhibition = next(r for r in (*EXHIBITION_ROUNDS, 99) if r >= state.round)
    return {
        "upkeep": due,
        "cash": cash,
        "cash_after": after,
        "repay_at_exhibition": repay,
        "next_exhibition": next_exhibition,
        "loans_needed": loans,
        "warnings": warnings,
    }


def score_breakdown(state: PretAPorterState) -> list[dict[str, Any]]:
    """Per seat: VP (from Prestige), cash, bankruptcy and the total."""
    out = []
    rate = PRESTIGE_RATE[state.num_players]
    for seat in range(state.num_players):
        out.append(
            {
                "seat": seat,
                "name": state.player_name(seat),
                "vp": state.vp[seat],
                "cash": state.cash[seat],
                "prestige_unexchanged": state.prestige[seat],
                "prestige_rate": rate,
                "loans": state.loans[seat],
                "bankrupt": state.bankrupt[seat],
                "total": state.vp[seat] + state.cash[seat],
            }
        )
    return out


def offer_text(k: int) -> str:
    return OFFERS[k]


def market_prices(loc: int) -> list[tuple[str, int]]:
    return list(zip(MATERIALS, PRICES[loc], strict=True))


def quality(loc: int) -> int:
    return QUALITY_PER_VISIT[loc]


def card_text(card: int) -> str:
    """A short description of a design or card, for tooltips and lessons."""
    if card < 50:
        d = DESIGNS[card]
        mats = " + ".join(MATERIALS[m] for m in d.materials)
        bonus = f", bonus {d.bonus}" if d.bonus else ""
        return f"{name_of(card)}: {mats}, sells ${d.price}{bonus}"
    c = CARDS[card]
    return c.name


_WHEN = {
    "INSTANT": "When taken",
    "FLIP": "When flipped",
    "UPKEEP": "Upkeep",
    "GROWTH": "Growth",
    "SHOW": "Show",
    "AWARDS": "Awards",
    "SALES": "Sales",
    "PASSIVE": "Always",
    "EXHIBITION": "Exhibition start",
    "KEEP": "After Sales",
    "PLANNING": "Planning",
}


def effect_text(eff: Any) -> str:
    """One ability in plain words, e.g. ``"Show: +1 PR (collection of 4+)"``."""
    n, kind = eff.amount, eff.kind
    if eff.trigger == "LOC":
        where = "/".join(str(loc) for loc in eff.locs)
        when = f"At {where}" + ("" if eff.pawn else " (no pawn needed)")
    else:
        when = _WHEN.get(eff.trigger, eff.trigger)
    what = {
        "q": f"+{n} Q",
        "t": f"+{n} T",
        "pr": f"+{n} PR",
        "t_per_cards": f"+{n} T per {eff.per} designs" if eff.per > 1 else f"+{n} T per design",
        "substitute": f"replace a cube in {amount(n, DESIGN_UNIT)}",
        "restyle": f"change the style of {amount(n, DESIGN_UNIT)}",
        "x2": f"X2 +{n}",
        "cash": f"+${n}",
        "cash_per_card": f"+${n} per design sold",
        "outlet": f"sell {amount(n, ('extra design', 'extra designs'))}",
        "upkeep_cut": f"-${n} upkeep",
        "income_per_last_card": f"+${n} per design last sold (max {eff.size})",
        "discount_visit": f"-${n} on the purchase",
        "discount_cube": f"-${n} per cube",
        "credit_limit": f"credit limit +${n}",
        "credit_free": "credit taken costs no upkeep",
        "warehouse_two_one": "2 cubes of one colour",
        "warehouse_two_all": "2 cubes of every colour",
        "building_discount": f"buildings -${n}",
        "extra_design_top": "+1 design from the deck",
        "extra_design_any": "+1 design from row or deck",
        "design_top": "take the top design",
        "design_any": "take a design from row or deck",
        "extra_flip": amount(n, ("extra flip", "extra flips")),
        "flip_discount": f"flips -${n}",
        "train_discount": f"training -${n}",
        "free_training": amount(n, ("free training", "free trainings")),
        "houses": f"houses {amount(n, ('employee', 'employees'))}",
        "slot": f"+{amount(n, ('employee slot', 'employee slots'))}",
        "cubes": f"{amount(n, ('free cube', 'free cubes'))} of one colour",
        "search_design": "a design of your type from the deck",
        "top_design": "the top design",
        "keep_tokens": f"keep {amount(n, ('Q/T/PR token', 'Q/T/PR tokens'))}",
        "extra_space": "a pawn on a card-only space"
        + (" (6-9)" if len(eff.locs) < 9 else " (any)"),
    }.get(kind, kind)
    cond = f" (collection of {eff.size}+)" if eff.trigger == "SHOW" and eff.size else ""
    return f"{when}: {what}{cond}"


def card_effects_text(card: int, flipped: bool = False) -> str:
    c = CARDS[card]
    return "; ".join(effect_text(e) for e in c.effects(flipped)) or "no ability"


def award_line_text(
    names: list[str], tile: str, line: int, criterion: str, values: list[int], won: list[int]
) -> str:
    """One show line explained: every value, the places (with ties pushed down) and prestige.

    >>> text = award_line_text(["Ada", "Coco", "Yves"], "Milan", 1, "Q", [3, 3, 1], [2, 2, 0])
    >>> text.split("): ")[1].split("; ")
    ['Ada and Coco tie for 1st and drop to 2nd, +2 each', 'Yves is 3rd, nothing']
    """
    shown = ", ".join(f"{n} {v}" for n, v in zip(names, values, strict=True))
    ranks = places(values)
    parts = []
    done: set[int] = set()
    start = 1
    for value in sorted({v for v in values if v > 0}, reverse=True):
        group = [s for s, v in enumerate(values) if v == value]
        done.update(group)
        who = " and ".join(names[s] for s in group)
        prize = f"+{won[group[0]]}" if won[group[0]] else "nothing"
        place = ranks[group[0]]
        assert place is not None
        if len(group) > 1:
            parts.append(
                f"{who} tie for {ordinal(start)} and drop to {ordinal(place)}, "
                f"{prize}{' each' if won[group[0]] else ''}"
            )
        else:
            parts.append(f"{who} is {ordinal(place)}, {prize}")
        start += len(group)
    zero = [names[s] for s in range(len(values)) if s not in done]
    if zero:
        parts.append(f"{' and '.join(zero)} with 0 cannot place")
    return f"{tile} line {line} ({criterion}: {shown}): " + "; ".join(parts)
