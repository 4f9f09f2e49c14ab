"""What the Colori scene says: the subtitle, side panels and missing costs."""

from __future__ import annotations

from typing import Any

from fashion_core.games.colori.explain import garments_by_seat, mix_helper
from widgets.games.colori.faces import card_name
from widgets.table.scene import SceneBuilder, game_ending


def subtitle(view: dict[str, Any]) -> str:
    if view["is_over"]:
        return f"All {view['rounds']} rounds played"
    parts = [f"Round {view['round']} of {view['rounds']}"]
    draft = view["draft"]
    if draft is not None:
        parts.append(f"draft, pick {min(draft['step'], draft['picks'])} of {draft['picks']}")
        if view["pass_direction"]:
            parts.append(f"hands pass {view['pass_direction']}")
    else:
        parts.append("action phase")
    parts.append(f"draft deck {view['draft_deck_size']}")
    return " · ".join(parts)


def side_panels(b: SceneBuilder, view: dict[str, Any], hide: set[str]) -> None:
    names = view["names"]
    rows = [
        [
            names[s],
            info["stars"],
            len(info["garments"]),
            sum(info["wheel"]),
            info["deck_size"],
            len(info["discard"]),
        ]
        for s, info in enumerate(view["seats"])
    ]
    b.panel("scores", "Players", head=["Player", "★", "Made", "Wheel", "Deck", "Disc."], rows=rows)
    if view["is_over"]:
        lines = []
        for player in garments_by_seat(view):
            made = ", ".join(
                f"{card_name(g['garment'])} ({g['stars']}★)" for g in player["garments"]
            )
            lines.append(
                f"{player['name']}: {player['stars']} stars"
                + (f" from {made}" if made else ", no garment")
            )
        b.panel("final", "How the stars were made", lines=lines)
        made = [[len(info["garments"])] for info in view["seats"]]
        game_ending(b, view, lines, ("star", "stars"), ("Garments",), made)
        return
    if view["seat"] is not None and "mixing" not in hide:
        lines = []
        for pair in mix_helper(view):
            possible = pair["possible"]
            text = f"{pair['first']} + {pair['second']} → {pair['result']}"
            lines.append({"text": text, "state": "ok" if possible else None})
        b.panel("mixing", "Mixing pairs (✔ you could mix now)", lines=lines)


def short_missing(view: dict[str, Any], entry: dict[str, Any]) -> str:
    """What the viewer lacks for a garment, short enough for a card note: "Wool · 2 Red", or
    "Wool · 6 colours" when several colours are short (the tooltip has the full list)."""
    mine = view["seats"][view["seat"]]
    drawn = {card_name(k) for k in mine["drawn"]}
    parts = [] if entry["fabric"] in drawn else [entry["fabric"]]
    have = mine["wheel_by_colour"]
    short = [(c, n - have[c]) for c, n in entry["cost"].items() if have[c] < n]
    if len(short) == 1:
        parts.append(f"{short[0][1]} {short[0][0]}")
    elif short:
        parts.append(f"{sum(n for _, n in short)} colours")
    return " · ".join(parts)
