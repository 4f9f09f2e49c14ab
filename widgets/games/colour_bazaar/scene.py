"""Colour Bazaar on the table: four market stacks, the chip supply, hands and holdings.

A pure function of a player's view. Choosing a card selects it; every market then offers
"Play here" (or says why not). When nothing fits, clicking a card discards it.
"""

from __future__ import annotations

from typing import Any

from fashion_core.decks.decktet import CARD_BY_NAME, FACE, SUITS
from fashion_core.games.colour_bazaar.explain import breakdown, counting_card
from fashion_core.words import amount
from widgets.cards.decktet import card_label
from widgets.table.scene import Built, SceneBuilder, UIState, Zone, game_ending, idle_prompt


def build(view: dict[str, Any], ui: UIState) -> Built:
    show_values = "values" not in ui.extra.get("hide", ())
    turn = min(view["turn"], 30)
    chips_left = sum(view["supply"])
    b = SceneBuilder(
        "Colour Bazaar",
        subtitle=f"Turn {turn} of 30 · {amount(chips_left, ('chip', 'chips'))} left · "
        f"draw pile {view['draw_pile_size']}",
        prompt=_prompt(view, ui),
        legal=view["legal"],
    )
    b.area("table")  # rivals and the chip supply share the top row
    b.area("markets")
    selected = ui.selected if ui.selected in (view["hand"] or []) else None
    _rivals(b, view, show_values)
    _markets(b, view, selected, show_values)
    _supply(b, view, show_values)
    _discards(b, view)
    if view["hand"] is not None:
        _hand(b, view, selected, show_values, ui.reveal_moves)
    if show_values:
        _side_panels(b, view)
    return b.build()


def _rivals(b: SceneBuilder, view: dict[str, Any], show_values: bool) -> None:
    """Rivals (and, behind the curtain, everyone) along the top: card backs and chips."""
    names = view["names"]
    for other in range(view["players"]):
        if other == view["seat"]:
            continue
        zone = b.zone(
            "table",
            f"player-{other}",
            names[other],
            layout="fan",
            size="small",
            state="active" if other == view["current_player"] else None,
            badge=f"{view['scores'][other]} pts now" if show_values else None,
        )
        for _ in range(view["hand_sizes"][other]):
            b.item(zone, label=f"a hidden card in {names[other]}'s hand", back=True)
        _chips(b, zone, view["chips"][other], f"{names[other]} holds")


def _markets(
    b: SceneBuilder, view: dict[str, Any], selected: str | None, show_values: bool
) -> None:
    """The four markets; with a card selected, each offers "Play here" or says why not."""
    for k, stack in enumerate(view["stacks"]):
        adds = [f"{SUITS[s].label} {v}" for s, v in enumerate(_adds(stack, view)) if v]
        zone = b.zone(
            "markets",
            f"market-{k + 1}",
            f"Market {k + 1}",
            layout="stack",
            size="small",
            caption=("adds " + ", ".join(adds) if adds else "adds nothing")
            if show_values
            else None,
        )
        for depth, name in enumerate(stack):
            where = "top card" if depth == len(stack) - 1 else f"card {depth + 1} from the bottom"
            b.item(zone, name, label=f"Market {k + 1}, {where}: {card_label(name)}")
        if selected is not None and view["phase"] == "influence" and not view["must_discard"]:
            entry = b.moves.first(card=selected, stack=k)
            label = f"Play {selected} on market {k + 1}"
            if entry is not None:
                b.move_target(
                    zone, f"play:{k}", entry, text="Play here", label=label, state="target"
                )
            else:  # clickable all the same: the rules then say why it does not fit
                action = ["PlayCard", CARD_BY_NAME[selected].id, k]
                b.why_not(zone, f"play:{k}", action, text="✖ no shared suit", label=label)


def _supply(b: SceneBuilder, view: dict[str, Any], show_values: bool) -> None:
    """The chip supply, with what each suit is worth right now."""
    chip_moves = {suit: entries[0] for suit, entries in b.moves.by("suit").items()}
    supply = b.zone(
        "table", "supply", "Chip supply", badge="each chip is worth" if show_values else None
    )
    for s, suit in enumerate(SUITS):
        left = view["supply"][s]
        move = chip_moves.get(s)
        fields = {
            "token": f"chip:{suit.label}",
            "label": f"{suit.label} chips: {left} left"
            + (f", worth {view['values'][s]} each" if show_values else ""),
            "text": f"{suit.label} = {view['values'][s]}" if show_values else suit.label,
            "note": f"{left} left",
        }
        if move is not None:
            b.move(supply, None, move, key=f"chip:{s}", **fields)
        else:
            b.item(supply, state="dim" if not left else None, **fields)


def _discards(b: SceneBuilder, view: dict[str, Any]) -> None:
    if not view["discards"]:
        return
    pile = b.zone(
        "table",
        "discards",
        "Discarded",
        layout="pile",
        size="small",
        badge=str(len(view["discards"])),
    )
    top = view["discards"][-1]
    b.item(pile, top, label=f"Discard pile, top card: {card_label(top)}")


def _hand(
    b: SceneBuilder, view: dict[str, Any], selected: str | None, show_values: bool, reveal: bool
) -> None:
    """Your hand and holdings: a card to select, or to discard when nothing fits."""
    seat = view["seat"]
    plays = b.moves.by("card")
    zone = b.hand(
        view["names"][seat],
        active=view["current_player"] == seat,
        badge=f"{view['scores'][seat]} pts now" if show_values else None,
        empty="no cards",
    )
    for name in view["hand"]:
        entries = plays.get(name, [])
        discard = view["must_discard"] and bool(entries)
        if discard:
            b.move(
                zone,
                name,
                entries[0],
                label=f"Discard {card_label(name)}",
                key=f"card:{name}",
                state="warn",
            )
        elif view["phase"] == "influence" and b.moves:
            fits = len(entries)
            b.item(
                zone,
                name,
                key=f"card:{name}",
                select=name,
                # A lesson hides how many markets fit until the learner has tried once.
                label=f"{card_label(name)}, fits {amount(fits, ('market', 'markets'))}"
                if reveal
                else card_label(name),
                state="selected" if name == selected else ("playable" if fits else "dim"),
                note=f"fits {fits}" if fits else "fits none",
            )
        else:
            b.item(zone, name, label=card_label(name))
    _chips(b, zone, view["chips"][seat], "You hold")


def _chips(b: SceneBuilder, zone: Zone, chips: list[int], who: str) -> None:
    for s, n in enumerate(chips):
        if n:
            b.item(
                zone,
                token=f"chip:{SUITS[s].label}",
                label=f"{who} {amount(n, (f'{SUITS[s].label} chip', f'{SUITS[s].label} chips'))}",
                count=n,
            )


def _adds(stack: list[str], view: dict[str, Any]) -> list[int]:
    """What this market adds to each suit's value (the topmost counting card's rank)."""
    crowns = bool(view["options"].get("crowns_count"))
    ids = [CARD_BY_NAME[n].id for n in stack]
    cards = [counting_card(ids, s, crowns) for s in range(len(SUITS))]
    return [0 if card is None else FACE[card] for card in cards]


def _prompt(view: dict[str, Any], ui: UIState) -> str:
    idle = idle_prompt(view, lambda name: f"{name}'s turn.")
    if idle is not None:
        return idle
    if view["phase"] == "invest":
        return "Invest: take one chip of any suit still in the supply."
    if view["must_discard"]:
        return "No card of yours fits any market: choose one to discard."
    if ui.selected in (view["hand"] or []):
        return f"Now choose a market for {ui.selected}."
    return "Influence fashion: choose a card, then a market whose top card shares a suit."


def _side_panels(b: SceneBuilder, view: dict[str, Any]) -> None:
    names = view["names"]
    head = ["Suit", "Value", "Left", *[n[:8] for n in names]]
    rows = [
        [
            suit.label,
            view["values"][s],
            view["supply"][s],
            *[view["chips"][p][s] for p in range(view["players"])],
        ]
        for s, suit in enumerate(SUITS)
    ]
    rows.append(["Score", "", "", *view["scores"]])
    b.panel("values", "Suits: value now and chips held", head=head, rows=rows)
    if view["is_over"]:
        result = breakdown(view)
        lines = []
        for player in result["players"]:
            parts = [
                f"{line['chips']}×{line['value']} {line['suit']}"
                for line in player["lines"]
                if line["chips"]
            ]
            lines.append(f"{player['name']}: {' + '.join(parts)} = {player['total']}")
        for market in result["markets"]:
            parts = [
                f"{c['suit']} {c['value']} ({c['card']})" for c in market["suits"] if c["card"]
            ]
            lines.append(f"Market {market['market']} adds " + (", ".join(parts) or "nothing"))
        b.panel("final", "How the score was made", lines=lines)
        game_ending(b, view, lines)
