"""Moonscrown on the table: the pile and what is in fashion, every display, your hand.

What the top card asks for (its conditions, who leads each and why) is always on screen: it
is the heart of the game. Choose a card, then the pile or your display; a move that would knock
you out of the round is marked ✖ and says so before you make it.
"""

from __future__ import annotations

from typing import Any

from fashion_core.words import CARDS, POINTS, amount
from widgets.cards.decktet import card_label
from widgets.table.scene import (
    Built,
    LegalEntry,
    SceneBuilder,
    UIState,
    Zone,
    game_ending,
    game_over_prompt,
)

_TARGET_TEXT = {
    "safe": "✓",
    "needs_display": "⚠ then 1 more",  # "+1 card" read like drawing a card
    "needs_pile": "⚠ then 1 more",
    "eliminated": "✖ out",
}
# What a card in hand is worth this turn: safe alone, safe only with a second card, or out.
_HAND_NOTE = {"safe": "safe move", "second": "needs a 2nd card", "out": "✖ knocks you out"}
_CONFIRM = {
    "fold": "Fold: you drop out of this round and cannot win it. Fold now?",
    "end": "End the turn? You do not meet what fashion asks, so you would be out of the round.",
    "decline": "Score nothing this round?",
}
_DOING = {"pile": "Put {card} on the pile", "display": "Add {card} to your display"}
"""The selected card's move to a target, in words."""
_OUT = "This move knocks you out of the round. Play it anyway?"
_ZONE_STATE = {"safe": "target", "needs_display": "warn", "needs_pile": "warn", "eliminated": "dim"}


def build(view: dict[str, Any], ui: UIState) -> Built:
    hide = set(ui.extra.get("hide", ()))  # lessons hide what would give an answer away
    if not ui.reveal_moves:
        hide.add("outcomes")  # whether a move keeps you in, before a lesson's first try
    names = view["names"]
    seat = view["seat"]
    b = SceneBuilder(
        "Moonscrown",
        subtitle=_subtitle(view),
        prompt=_prompt(view, ui),
        legal=view["legal"],
    )
    hand = view["hand"] or []
    selected = ui.selected if ui.selected in hand else None
    by_card: dict[str, dict[str, LegalEntry]] = {}
    for card, entries in b.moves.by("card").items():
        for entry in entries:
            if entry["move"] in ("pile", "display"):  # type: ignore[typeddict-item]
                by_card.setdefault(card, {})[entry["move"]] = entry  # type: ignore[typeddict-item]

    _pile(b, view, by_card.get(selected or "", {}), hide)
    _displays(b, view, by_card.get(selected or "", {}), hide)

    if view["hand"] is not None:
        zone = b.hand(
            names[seat],
            active=view["current_player"] == seat,
            badge=amount(len(hand), CARDS),
            empty="no cards left: you can only fold",
        )
        for name in hand:
            moves = by_card.get(name, {})
            if moves:
                verdict = _verdict(moves)
                b.item(
                    zone,
                    name,
                    key=f"card:{name}",
                    select=name,
                    label=f"{card_label(name)}: " + _outcome_words(moves)
                    if ui.reveal_moves
                    else card_label(name),
                    state="selected"
                    if name == selected
                    else {"safe": "playable", "second": "warn", "out": "dim"}[verdict],
                    note=_HAND_NOTE[verdict],
                )
            else:
                b.item(zone, name, label=card_label(name))
        if selected is not None:
            where = {"pile": "On the pile", "display": "In your display"}
            words = [
                f"{where[move]}: {m['warning']}"
                for move, m in by_card.get(selected, {}).items()
                if m["warning"]
            ]
            if words and ui.reveal_moves:
                b.notice("warn", " ".join(words))

    for move, label in (("end", "End turn"), ("decline", "Score nothing"), ("fold", "Fold")):
        entry = b.moves.first(move=move)
        if entry is None:
            continue
        bad = entry["outcome"] == "eliminated" and ui.reveal_moves  # type: ignore[typeddict-item]
        text = f"{label} (you'd be out)" if bad else label
        b.move_button(
            f"move:{move}",
            text,
            entry,
            state="warn" if bad or move == "fold" else "primary",
            confirm=_CONFIRM.get(move) if move == "fold" or bad else None,
            title=entry["warning"] or entry["label"],  # type: ignore[typeddict-item]
        )

    _side_panels(b, view, hide)
    return b.build()


def _subtitle(view: dict[str, Any]) -> str:
    parts = [
        f"Round {min(view['round'], view['rounds'])} of {view['rounds']}",
        "pile " + amount(view["pile_size"], CARDS),
    ]
    if view["options"].get("draw_pile"):
        parts.append(f"draw pile {view['draw_pile_size']}")
    return " · ".join(parts)


def _verdict(moves: dict[str, LegalEntry]) -> str:
    outcomes = {m["outcome"] for m in moves.values()}  # type: ignore[typeddict-item]
    if "safe" in outcomes:
        return "safe"
    return "second" if outcomes & {"needs_display", "needs_pile"} else "out"


def _outcome_words(moves: dict[str, LegalEntry]) -> str:
    words = []
    for move, entry in moves.items():
        where = "on the pile" if move == "pile" else "to your display"
        words.append(f"{where} {_TARGET_TEXT.get(entry['outcome'], entry['outcome'])}")
    return "; ".join(words)


def _pile(
    b: SceneBuilder, view: dict[str, Any], moves: dict[str, LegalEntry], hide: set[str]
) -> None:
    """The pile and what is in fashion; ``moves`` are the selected card's (none: no target)."""
    top = view["pile_top"]
    zone = b.zone(
        "fashion",
        "pile",
        "The pile",
        layout="pile",
        badge=amount(view["pile_size"], CARDS),
        caption="Its top card sets what is in fashion.",
    )
    b.item(zone, top, label=f"Top of the pile: {card_label(top)}")
    if "pile" in moves:
        _target(b, zone, "pile", moves["pile"], hide)
    if "conditions" in hide:
        return
    trends = b.zone(
        "fashion",
        "conditions",
        "In fashion now",
        caption="Meet one of these with a display move, all of them after playing to the pile.",
    )
    for condition in view["conditions"]["conditions"]:
        leader = condition["leader"]
        who = view["names"][leader] if leader is not None else "nobody"
        shown = "leaders" not in hide
        b.item(
            trends,
            token=f"suit:{condition['suit']}",
            label=f"{condition['suit']}: {condition['condition']}."
            + (f" Leader: {who}." if shown else ""),
            text=condition["condition"],
            note=f"leader: {who}" if shown else None,
        )


def _target(b: SceneBuilder, zone: Zone, where: str, entry: LegalEntry, hide: set[str]) -> None:
    """The pile or your display as the target of the selected card, marked by what the move
    would do to you (a move that knocks you out asks first) unless a lesson hides that."""
    outcome = entry["outcome"]
    shown = "outcomes" not in hide
    doing = _DOING[where].format(card=entry["card"])  # type: ignore[typeddict-item]
    b.move_target(
        zone,
        f"to:{where}",
        entry,
        text=f"To {where} {_TARGET_TEXT[outcome]}" if shown else f"To {where}",
        label=doing + (f" ({outcome})" if shown else ""),
        state=_ZONE_STATE[outcome],
        confirm=_OUT if outcome == "eliminated" else None,
    )


def _displays(
    b: SceneBuilder, view: dict[str, Any], moves: dict[str, LegalEntry], hide: set[str]
) -> None:
    """Every seat's display; yours is a target when ``moves`` (the selected card's) allow."""
    names = view["names"]
    leads: dict[int, list[str]] = {}
    deciding: dict[int, set[str]] = {}
    shown = [] if hide & {"leaders", "conditions"} else view["conditions"]["conditions"]
    for condition in shown:
        leader = condition["leader"]
        if leader is None:
            continue
        leads.setdefault(leader, []).append(condition["suit"])
        for standing in condition["standings"]:
            if standing["seat"] == leader and standing.get("card"):
                deciding.setdefault(leader, set()).add(standing["card"])
    for other in range(view["players"]):
        status = view["status"][other]
        out = status != "in"
        badge = f"{view['scores'][other]} pts"
        if leads.get(other) and not out:
            badge += " · ★ leads " + ", ".join(leads[other])
        label = "Your display" if other == view["seat"] else f"{names[other]}'s display"
        if out:
            label += f" ({status}, out of the round)"
        zone = b.zone(
            "displays",
            f"display-{other}",
            label,
            layout="row",
            state="out" if out else ("active" if other == view["current_player"] else None),
            badge=badge,
            caption=f"hand {view['hand_sizes'][other]} · rounds won {view['round_wins'][other]}",
        )
        scoring = {s["card"]: s for s in (view["scoring"] or [])}
        scorable = {e["card"]: e for e in b.moves.where(move="score")}  # type: ignore[typeddict-item]
        for name in view["displays"][other]:
            decides = name in deciding.get(other, set()) and not out
            note = "decides a lead" if decides else None
            if other == view["seat"] and name in scorable:
                entry = scorable[name]
                b.move(
                    zone,
                    name,
                    entry,
                    key=f"score:{name}",
                    label=f"Score {card_label(name)} for {amount(scoring[name]['points'], POINTS)}",
                    note=f"+{scoring[name]['points']} pts",
                )
            else:
                b.item(
                    zone,
                    name,
                    label=f"{label}: {card_label(name)}"
                    + (", deciding card of a lead" if decides else ""),
                    state="winning" if decides else None,
                    note=note,
                )
        if other == view["seat"] and "display" in moves:
            _target(b, zone, "display", moves["display"], hide)


def _prompt(view: dict[str, Any], ui: UIState) -> str:
    names = view["names"]
    if view["is_over"]:
        return game_over_prompt(view)
    current = view["current_player"]
    mine = view["seat"] == current and view["legal"]
    if view["phase"] == "score":
        if mine:
            return "You won the round! Choose a card of your display to score (or none)."
        return f"{names[current]} won the round and is choosing a card to score."
    if not mine:
        return f"{names[current]}'s turn."
    if view["phase"] == "pile":
        return (
            "You played to the pile. Add a card to your display too, or end the turn: "
            "you must then meet every condition."
        )
    if view["phase"] == "display":
        return (
            "You added to your display. Also play a card to the pile, or end the turn: "
            "you must then meet at least one condition."
        )
    if ui.selected in (view["hand"] or []):
        return f"Where should {ui.selected} go: the pile or your display?"
    if view["no_safe_move"]:
        return "No card keeps you in the round: folding costs nothing more."
    outcomes = {e["outcome"] for e in view["legal"] if e["move"] in ("pile", "display")}
    if "safe" not in outcomes and outcomes & {"needs_display", "needs_pile"}:
        return (
            "No single card keeps you in, but two can: play one card to the pile and one to "
            "your display this turn (cards marked 'needs a 2nd card')."
        )
    return "Your turn: choose a card, then the pile or your display (or fold)."


def _side_panels(b: SceneBuilder, view: dict[str, Any], hide: set[str]) -> None:
    if not hide & {"leaders", "conditions"}:
        b.panel(
            "fashion",
            "Who leads, and why",
            lines=[c["text"] for c in view["conditions"]["conditions"]],
        )
    names = view["names"]
    rows = [
        [names[s], view["scores"][s], view["round_wins"][s], ", ".join(view["scored"][s]) or "-"]
        for s in range(view["players"])
    ]
    b.panel("scores", "Scores", head=["Player", "Points", "Rounds", "Scored cards"], rows=rows)
    if view["scoring"]:
        b.panel(
            "scoring",
            "Cards you may score",
            lines=[
                {
                    "text": f"{s['card']} (+{s['points']}): {s['reason']}",
                    "state": "ok" if s["eligible"] else "error",
                }
                for s in view["scoring"]
            ],
        )
    if view["results"]:
        lines = []
        for result in view["results"]:
            who = names[result["winner"]] if result["winner"] is not None else "nobody"
            what = (
                f"scored {result['card']} (+{result['points']})"
                if result["card"]
                else "scored nothing"
            )
            lines.append(f"Round {result['round']}: {who} {what}")
        b.panel("rounds", "Rounds so far", lines=lines)
        _ending(b, view, lines)


def _ending(b: SceneBuilder, view: dict[str, Any], lines: list[str]) -> None:
    """The game-end panel, or the end of the round just played (until "Next round")."""
    names = view["names"]
    wins = [[view["round_wins"][s]] for s in range(view["players"])]
    if view["is_over"]:
        game_ending(b, view, lines, extra_head=("Rounds won",), extra=wins)
        return
    last = view["results"][-1]
    who = names[last["winner"]] if last["winner"] is not None else "Nobody"
    what = (
        f"scores {last['card']} for {amount(last['points'], POINTS)}"
        if last["card"]
        else "scores nothing"
    )
    seat = view["seat"]
    if seat is None:
        result = ""
    elif last["winner"] == seat:
        result = "You won the round." + ("" if last["card"] else " You chose to score nothing.")
    else:
        result = f"You did not win this round; you have {amount(view['scores'][seat], POINTS)}."
    b.ending(
        "round",
        f"round-{last['round']}",
        f"Round {last['round']} of {view['rounds']} is over: {who} {what}.",
        result=result,
        head=["Player", "Points", "Rounds won"],
        rows=[[names[s], view["scores"][s], *wins[s]] for s in range(view["players"])],
        lines=lines,
    )
