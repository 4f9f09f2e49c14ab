"""Colori on the table: the garment display, the ability queue, your wheel and cards, rivals.

A pure function of a player's view. Everything the rules let you do now is clickable and
nothing else is: draft picks in your hand, drafted cards to destroy, drawn cards to store or
destroy, affordable garments to make, and a *mix helper* with one button per legal pair
("Red + Yellow → Orange"). Garments say whether you could make them now (✓ / ✖ and what is
missing), and a drafted Make Garment card warns when it would fizzle, before you use it.
"""

from __future__ import annotations

from typing import Any

from fashion_core.games.colori.cards import KIND_BY_NAME, MAKES_GARMENT
from fashion_core.games.colori.explain import garment_needs, mix_helper
from fashion_core.games.colori.wheel import COLOURS
from fashion_core.words import CARDS, STARS, amount
from widgets.games.colori.faces import card_name, describe_card, family
from widgets.games.colori.words import short_missing, side_panels, subtitle
from widgets.table.scene import Built, SceneBuilder, UIState, Zone, idle_prompt

_STOP = {
    "EndTurn": "End turn",
    "StopStoring": "Done storing",
    "StopMixing": "Done mixing",
    "StopDestroying": "Done destroying",
}
_COUNTED = {"store", "mix", "destroy"}  # choices with "×N": they say how many are left


def build(view: dict[str, Any], ui: UIState) -> Built:
    hide = set(ui.extra.get("hide", ()))  # lessons hide what would give an answer away
    seat = view["seat"]
    b = SceneBuilder("Colori", subtitle=subtitle(view), prompt=prompt(view), legal=view["legal"])
    moves = _moves(b)

    _buttons(b, view, moves, hide)
    _market(b, view, moves, hide)
    if seat is not None:
        # Your wheel sits next to the garments it pays for; your cards fill the next row.
        _wheel(b, "market", view, seat, f"Your wheel ({view['names'][seat]})", small=False)
    _queue(b, "market", view, hide)
    if seat is not None:
        _own_area(b, view, seat, moves, hide)
    for other in range(view["players"]):
        if other != seat and not ui.lesson:  # lessons are about your own cards only
            _rival_area(b, view, other)
    side_panels(b, view, hide)
    return b.build()


def prompt(view: dict[str, Any]) -> str:
    """What the player is asked now, from the view's phase, choice and resolving ability
    (the engine's view holds no prompt: the words are the scene's, as in the other games)."""
    drafting = view["phase"] == "draft"
    idle = idle_prompt(
        view, lambda name: f"{name} is drafting." if drafting else f"{name}'s turn.", STARS
    )
    if idle is not None:
        return idle
    if drafting:
        return "Draft: pick one card from your hand. Picks stay face down until the draft ends."
    choice = view["choice"]
    resolving = view["resolving"] or {}
    left = resolving.get("remaining", 0)
    more = f" ({left} more allowed)" if left else ""
    if choice == "store":
        return (
            f"Store Colors{more}: choose a drawn card; all its pips go on your wheel. "
            "Or press Done."
        )
    if choice == "mix":
        return f"Mix Colors{more}: choose a pair to mix, or press Done."
    if choice == "destroy":
        return (
            f"Destroy Cards{more}: choose a drawn card; its ability joins the back of the queue. "
            "Or press Done."
        )
    if choice == "garment":
        return "Make Garment: choose which of the garments marked ✓ to make."
    return "Your turn: destroy a drafted card to use its ability, or end your turn."


# -- what can be clicked ----------------------------------------------------------------------


def _moves(b: SceneBuilder) -> dict[str, Any]:
    """The legal entries of the view, keyed by what the player clicks for each."""
    moves: dict[str, Any] = {"cards": {}, "mix": [], "stop": None}
    for entry in b.moves.entries:
        name = entry["action"][0]
        if name in _STOP:
            moves["stop"] = entry
        elif name == "Mix":
            moves["mix"].append(entry)
        elif name == "MakeGarment":
            for key in entry["cards"]:
                moves["cards"][("make", key)] = entry
        else:
            verb = {
                "DraftPick": "pick",
                "DestroyDrafted": "destroy-drafted",
                "StoreCard": "store",
                "DestroyDrawn": "destroy-drawn",
            }[name]
            for key in entry["cards"]:
                moves["cards"][(verb, key)] = entry
    return moves


def _card(
    b: SceneBuilder,
    zone: Zone,
    key: str,
    moves: dict[str, Any],
    verb: str,
    *,
    note: str | None = None,
    state: str | None = None,
    title: str | None = None,
) -> None:
    """A card, clickable if ``verb`` on it is legal now."""
    entry = moves["cards"].get((verb, key))
    words = describe_card(key)
    if entry is not None:
        # Clickable always looks the same (▲ and a solid outline): the default move state.
        b.move(
            zone,
            key,
            entry,
            key=f"{verb}:{key}",
            label=f"{_VERB_WORDS[verb]} {words}",
            title=title or f"{_VERB_WORDS[verb]} {words}",
            note=note,
        )
    else:
        b.item(zone, key, label=words, title=title, note=note, state=state)


_VERB_WORDS = {
    "pick": "Draft",
    "destroy-drafted": "Destroy",
    "store": "Store the colours of",
    "destroy-drawn": "Destroy",
    "make": "Make",
}


def _buttons(b: SceneBuilder, view: dict[str, Any], moves: dict[str, Any], hide: set[str]) -> None:
    helper = (
        {(h["first"], h["second"]): h for h in mix_helper(view)} if view["seat"] is not None else {}
    )
    for entry in moves["mix"]:
        first, second = entry["colours"]
        have = helper.get((first, second), {}).get("have", ["?", "?"])
        result = "?" if "mixing" in hide else entry["result"]
        b.move_button(
            f"mix:{first}+{second}",
            f"{first} + {second} → {result}",
            entry,
            state="good",
            title=f"Take one {first} (you have {have[0]}) and one {second} (you have "
            f"{have[1]}) off your wheel; add one {result}.",
        )
    stop = moves["stop"]
    if stop is not None:
        name = stop["action"][0]
        label = _STOP[name]
        state = "primary"
        confirm = None
        if name == "EndTurn":
            left = len(view["seats"][view["seat"]]["drafted"] or [])
            if left:
                cards = amount(left, ("drafted card", "drafted cards"))
                label = f"End turn (discard {cards})"
                state = "warn"
                confirm = f"End your turn? Your {cards} will be discarded unused."
        b.move_button(
            f"stop:{name}", label, stop, state=state, title=stop["label"], confirm=confirm
        )


# -- the garment display and the queue --------------------------------------------------------


def _market(b: SceneBuilder, view: dict[str, Any], moves: dict[str, Any], hide: set[str]) -> None:
    zone = b.zone(
        "market",
        "display",
        "Garment display",
        badge=f"{view['garment_deck_size']} more in the deck",
        empty="no garments left",
    )
    marks = view["seat"] is not None and "affordable" not in hide
    for entry in view["display"]:
        key = entry["card"]
        note = title = None
        state = None
        if marks:
            if entry["affordable"]:
                note, title = "✓ you can make it", "You could make this garment now."
                state = "target"
            else:
                note = "✖ " + short_missing(view, entry)
                title = f"Not yet: {entry['missing']}."
        _card(b, zone, key, moves, "make", note=note, state=state, title=title)


def _queue(b: SceneBuilder, area: str, view: dict[str, Any], hide: set[str]) -> None:
    resolving, queue = view["resolving"], view["queue"]
    if resolving is None and not queue:
        return
    zone = b.zone(
        area,
        "queue",
        "Queue",  # short, so that a one-card queue fits beside your wheel
        size="small",
        aria="Ability queue: first in, first out",
    )
    if resolving is not None:
        left = resolving["remaining"]
        more = f" ({left} left)" if left and view["choice"] in _COUNTED else ""
        b.item(
            zone,
            resolving["card"],
            label=f"Resolving now: {resolving['ability']}{more}, "
            f"from {card_name(resolving['card'])}",
            note=f"now{more}",
            state="current",
        )
    for i, entry in enumerate(queue):
        order = None if "queue_order" in hide else ("next" if i == 0 else f"then ({i + 1})")
        b.item(
            zone,
            entry["card"],
            label=f"Waiting in the queue: {entry['ability']} from {card_name(entry['card'])}",
            note=order,
        )


# -- the players' areas ---------------------------------------------------------------------


def _wheel(
    b: SceneBuilder, area: str, view: dict[str, Any], seat: int, label: str, small: bool
) -> None:
    info = view["seats"][seat]
    counts = info["wheel"]
    zone = b.zone(
        area,
        f"wheel-{seat}",
        label,
        layout="ring",
        size="small" if small else None,
        badge=f"★ {info['stars']}",
        center=f"{sum(counts)} stored",
        aria=f"{label}: {amount(sum(counts), ('colour', 'colours'))} stored, "
        f"{amount(info['stars'], STARS)}",
    )
    for c, colour in enumerate(COLOURS):
        n = counts[c]
        b.item(
            zone,
            token=f"colour:{colour}",
            label=f"{colour}: {n} stored ({family(colour)})",
            count=n or None,  # an empty colour is dimmed instead
            note=None if small else colour,
            state=None if n else "dim",
        )


def _own_area(
    b: SceneBuilder, view: dict[str, Any], seat: int, moves: dict[str, Any], hide: set[str]
) -> None:
    info = view["seats"][seat]
    mine = view["current_player"] == seat and bool(view["legal"])
    draft = view["draft"]
    if draft is not None and draft["hand"] is not None:
        zone = b.zone(
            "you",
            "hand",
            f"Your draft hand · pick {min(draft['step'], draft['picks'])} of {draft['picks']}",
            state="active" if mine else None,
            badge="secret",
            empty="all picked",
        )
        for key in draft["hand"]:
            _card(b, zone, key, moves, "pick")
    choice = view["choice"] if mine else None
    verb = {"store": "store", "destroy": "destroy-drawn"}.get(choice or "", "")
    drawn = b.zone(
        "you",
        "drawn",
        "Your drawn cards",
        state="active" if verb else None,
        size=None if verb else "small",  # full size only while you choose among them
        badge=f"deck {info['deck_size']} · discard {len(info['discard'])}",
        empty="none",
    )
    for key in info["drawn"]:
        usable = (verb, key) in moves["cards"]
        note = None
        if verb and not usable:
            note = "no colours" if verb == "store" else "cannot be destroyed"
        _card(b, drawn, key, moves, verb, note=note, state=None if usable or not verb else "dim")
    picks = info["drafted"] or []
    drafted = b.zone(
        "you",
        "drafted",
        "Your drafted cards",
        state="active" if choice == "turn" else None,
        size="small" if view["phase"] == "draft" else None,
        badge="face down until the draft ends" if view["phase"] == "draft" else None,
        empty="none",
    )
    fizzle = _would_fizzle(view, hide)
    for key in picks:
        note = None
        if fizzle is not None and MAKES_GARMENT[KIND_BY_NAME[card_name(key)]]:
            note = "✖ would fizzle" if fizzle else "✓ can make one"
        _card(b, drafted, key, moves, "destroy-drafted", note=note, title=fizzle or None)
    _made(b, "you", view, seat)


def _would_fizzle(view: dict[str, Any], hide: set[str]) -> str | None:
    """For a drafted Make Garment: "" if a garment is affordable now, else why it would fizzle."""
    if "affordable" in hide or view["phase"] != "action":
        return None
    needs = garment_needs(view)
    if any(n["affordable"] for n in needs):
        return ""
    if not needs:
        return "Make Garment would fizzle: the garment display is empty."
    return "Make Garment would fizzle now: " + " ".join(n["text"] for n in needs)


def _made(b: SceneBuilder, area: str, view: dict[str, Any], seat: int) -> None:
    info = view["seats"][seat]
    if not info["garments"]:
        return
    whose = "Your" if seat == view["seat"] else f"{info['name']}'s"
    zone = b.zone(
        area,
        f"made-{seat}",
        f"{whose} garments",
        size="small",
        layout="fan",
        badge=f"★ {info['stars']}",
    )
    for key in info["garments"]:
        b.item(zone, key, label=f"{whose} garment: {describe_card(key)}")


def _rival_area(b: SceneBuilder, view: dict[str, Any], other: int) -> None:
    info = view["seats"][other]
    area = f"rival-{other}"
    b.area(area, f"{info['name']} · ★ {info['stars']}")
    current = view["current_player"] == other and not view["is_over"]
    _wheel(b, area, view, other, f"{info['name']}'s wheel", small=True)
    drawn = b.zone(
        area,
        f"drawn-{other}",
        "Drawn",
        badge=f"deck {info['deck_size']} · discard {len(info['discard'])}",
        size="small",
        state="active" if current and view["phase"] == "action" else None,
        empty="none",
    )
    for key in info["drawn"]:
        b.item(drawn, key, label=f"{info['name']} drew {describe_card(key)}")
    drafted = b.zone(area, f"drafted-{other}", "Drafted", size="small", empty="none")
    if info["drafted"] is None:  # the draft is on: picks stay face down
        drafted["caption"] = "hand: " + amount(view["draft"]["hand_sizes"][other], CARDS)
        for _ in range(info["drafted_count"]):
            b.item(drafted, back=True, label=f"a card {info['name']} drafted (face down)")
    else:
        for key in info["drafted"]:
            b.item(drafted, key, label=f"{info['name']} drafted {describe_card(key)}")
    _made(b, area, view, other)


# -- words ------------------------------------------------------------------------------------
