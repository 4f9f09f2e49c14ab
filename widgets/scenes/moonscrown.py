"""Moonscrown on the table: the pile and what is in fashion, every display, your hand.

What the top card asks for (its conditions, who leads each and why) is always on screen: it
is the heart of the game. Choose a card, then the pile or your display; a move that would knock
you out of the round is marked ✖ and says so before you make it.
"""

from __future__ import annotations

from typing import Any

from fashion_core.decks.decktet import CARD_BY_NAME
from widgets.cards.decktet import face_for
from widgets.scene import Built, SceneBuilder, UIState, game_over_prompt

FACES = face_for

_TARGET_TEXT = {
    "safe": "✓",
    "needs_display": "⚠ +1 card",
    "needs_pile": "⚠ +1 card",
    "eliminated": "✖ out",
}
_ZONE_STATE = {"safe": "target", "needs_display": "warn", "needs_pile": "warn", "eliminated": "dim"}


def card_label(name: str) -> str:
    return CARD_BY_NAME[name].title


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
    )
    legal = view["legal"]
    hand = view["hand"] or []
    selected = ui.selected if ui.selected in hand else None
    by_card: dict[str, dict[str, dict[str, Any]]] = {}
    buttons: dict[str, dict[str, Any]] = {}
    for entry in legal:
        if entry.get("card") and entry["move"] in ("pile", "display"):
            by_card.setdefault(entry["card"], {})[entry["move"]] = entry
        elif entry["move"] in ("end", "fold", "decline"):
            buttons[entry["move"]] = entry

    _pile(b, view, by_card.get(selected or "", {}), selected, hide)
    _displays(b, view, by_card.get(selected or "", {}), selected, hide)

    if view["hand"] is not None:
        zone = b.zone(
            "you",
            "hand",
            f"Your hand ({names[seat]})",
            layout="row",
            state="active" if view["current_player"] == seat else None,
            badge=f"{len(hand)} cards",
            empty="no cards left: you can only fold",
        )
        for name in hand:
            moves = by_card.get(name, {})
            if moves:
                safe = any(m["outcome"] == "safe" for m in moves.values())
                b.item(
                    zone,
                    name,
                    key=f"card:{name}",
                    select=name,
                    label=f"{card_label(name)}: " + _outcome_words(moves)
                    if ui.reveal_moves
                    else card_label(name),
                    state="selected" if name == selected else ("playable" if safe else "warn"),
                    note="safe move" if safe else "risky",
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
        entry = buttons.get(move)
        if entry is None:
            continue
        bad = entry["outcome"] == "eliminated" and ui.reveal_moves
        text = f"{label} (you'd be out)" if bad else label
        b.button(
            f"move:{move}",
            text,
            act=entry["action"],
            state="warn" if bad or move == "fold" else "primary",
            title=entry["warning"] or entry["label"],
        )

    _side_panels(b, view, hide)
    return b.build()


def _subtitle(view: dict[str, Any]) -> str:
    parts = [
        f"Round {min(view['round'], view['rounds'])} of {view['rounds']}",
        f"pile {view['pile_size']} cards",
    ]
    if view["options"].get("draw_pile"):
        parts.append(f"draw pile {view['draw_pile_size']}")
    return " · ".join(parts)


def _outcome_words(moves: dict[str, dict[str, Any]]) -> str:
    words = []
    for move, entry in moves.items():
        where = "on the pile" if move == "pile" else "to your display"
        words.append(f"{where} {_TARGET_TEXT.get(entry['outcome'], entry['outcome'])}")
    return "; ".join(words)


def _pile(
    b: SceneBuilder,
    view: dict[str, Any],
    moves: dict[str, dict[str, Any]],
    selected: str | None,
    hide: set[str],
) -> None:
    top = view["pile_top"]
    zone = b.zone(
        "fashion",
        "pile",
        "The pile",
        layout="pile",
        badge=f"{view['pile_size']} cards",
        caption="Its top card sets what is in fashion.",
    )
    b.item(zone, top, label=f"Top of the pile: {card_label(top)}")
    if selected is not None and "pile" in moves:
        entry = moves["pile"]
        b.target(
            zone,
            "to:pile",
            text="To pile " + ("" if "outcomes" in hide else _TARGET_TEXT[entry["outcome"]]),
            label=f"Put {selected} on the pile"
            + ("" if "outcomes" in hide else f" ({entry['outcome']})"),
            act=entry["action"],
        )
        zone["state"] = _ZONE_STATE[entry["outcome"]]
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


def _displays(
    b: SceneBuilder,
    view: dict[str, Any],
    moves: dict[str, dict[str, Any]],
    selected: str | None,
    hide: set[str],
) -> None:
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
        scorable = {e["card"]: e for e in view["legal"] if e["move"] == "score"}
        for name in view["displays"][other]:
            decides = name in deciding.get(other, set()) and not out
            note = "decides a lead" if decides else None
            if other == view["seat"] and name in scorable:
                entry = scorable[name]
                b.item(
                    zone,
                    name,
                    key=f"score:{name}",
                    act=entry["action"],
                    label=f"Score {card_label(name)} for {scoring[name]['points']} points",
                    state="playable",
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
        if other == view["seat"] and selected is not None and "display" in moves:
            entry = moves["display"]
            b.target(
                zone,
                "to:display",
                text="To display " + ("" if "outcomes" in hide else _TARGET_TEXT[entry["outcome"]]),
                label=f"Add {selected} to your display"
                + ("" if "outcomes" in hide else f" ({entry['outcome']})"),
                act=entry["action"],
            )
            zone["state"] = _ZONE_STATE[entry["outcome"]]


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
