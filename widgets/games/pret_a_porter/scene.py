"""Prêt-à-Porter on the table: the board's nine locations, the displays, the calendar, every
company, the cash forecast and, at a show, the collection builder.

A pure function of a player's view. Every clickable key maps to one legal action of the view;
moves with several numbers (credit, styles, hiring while firing) are buttons.
"""

from __future__ import annotations

from typing import Any

from fashion_core.games.pret_a_porter.actions import TOKEN_KINDS
from fashion_core.games.pret_a_porter.cards import (
    ACTIVE_LINES,
    LOCATIONS,
    MATERIALS,
    MAX_SPACES,
    OFFERS,
    PRICES,
    QUALITY_PER_VISIT,
    STYLES,
)
from fashion_core.games.pret_a_porter.words import award_line_text
from fashion_core.words import amount
from widgets.games.pret_a_porter.faces import face_for
from widgets.table.scene import Built, SceneBuilder, UIState, game_ending, idle_prompt

FACES = face_for

ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")

SHORT_HELP = (
    "Credit: up to $10 per design of your largest style",
    "Take 1 contract (free, no upkeep)",
    "Buy 1 building (cost + upkeep, houses 1 employee)",
    "Hire 1 employee (needs a free slot)",
    "Take 1 design from the row or the deck",
    "",
    "",
    "",
    "Take 1 offer left this round",
)
"""One line per location for the board (the full text is in each space's label)."""

DONE_LABEL = {
    "bank": "Forfeit: no credit",
    "contract": "Forfeit this action",
    "building": "Forfeit this action",
    "employee": "Forfeit this action",
    "design": "Forfeit this action",
    "design_trigger": "Skip the free design",
    "extra_design": "Skip the extra design",
    "market": "Done buying",
    "fabric": "Skip the free cubes",
    "offer": "Forfeit this action",
    "growth": "Done with Growth",
    "style": "Show no collection",
    "collection": "Done: show this collection",
    "outlet": "Done selling",
}

FREELANCE_TITLE = "Freelance Designer: pick one design of your clothing type from the deck"
"""The heading of the zone that shows a Freelance Designer's finds."""


def _legal(view: dict[str, Any]) -> dict[tuple[Any, ...], dict[str, Any]]:
    return {tuple(e["action"]): e for e in view.get("legal", ())}


def build(view: dict[str, Any], ui: UIState) -> Built:
    names = view["names"]
    seat = view["seat"]
    rnd = min(view["round"], 12)
    quarter = (rnd - 1) // 3
    kind = "exhibition" if rnd % 3 == 0 else "working round"
    b = SceneBuilder(
        "Prêt-à-Porter",
        subtitle=f"Round {ROMAN[rnd - 1]} of XII · Quarter {quarter + 1} · {kind} · "
        f"phase: {view['phase']} · first player: {names[view['first']]}",
        prompt=_prompt(view),
        legal=view["legal"],
    )
    legal = _legal(view)
    _board(b, view, legal)
    _displays(b, view, legal)
    _choices(b, view, legal)
    _companies(b, view, legal)
    _buttons(b, view, legal)
    _panels(b, view, seat, set(ui.extra.get("hide", ())))
    if view["is_over"]:
        game_ending(b, view, _final_lines(view))
    return b.build()


def _final_lines(view: dict[str, Any]) -> list[str]:
    lines = [
        f"{s['name']}: {s['vp']} VP + ${s['cash']} = {s['total']}"
        + (" (bankrupt: cannot win)" if s["bankrupt"] else "")
        for s in view["breakdown"]
    ]
    if view["is_over"] and not view["winners"]:
        lines.append(f"Nobody wins: {view['no_winner']}.")
    return lines


def _prompt(view: dict[str, Any]) -> str:
    asked = prompt(view)
    return idle_prompt(view, lambda name: f"{name}: {asked}") or asked


TASK_PROMPTS = {
    "bank": "Bank: how much credit do you take?",
    "contract": "Contracts: take one, or forfeit.",
    "building": "Buildings: buy one, or forfeit.",
    "employee": "Employees: hire one, or forfeit.",
    "design": "New Designs: take a design from the row or the deck.",
    "design_trigger": "Your Design Studio offers a free design.",
    "extra_design": "Your Assistant Designer brings one more design.",
    "fabric": "Fabric Fair: choose the material of your free cubes.",
    "offer": "Last-Minute Preparations: take one offer.",
    "style": "Show: choose the style of your collection (Done: no collection).",
    "outlet": "Outlet Shop: sell extra designs at their printed price, then Done.",
    "substitute": "Substitution: choose the spare cube that stands in for a missing one.",
    "freelance": "Freelance Designer: choose a design of your clothing type from the deck.",
    "let_go": "Your Temp Agency expired: choose the employee to let go (severance: twice "
    "their upkeep).",
}
"""What each pending decision (the view's ``task``) asks, when its words need no figures."""


def prompt(view: dict[str, Any]) -> str:
    """What the player to move is asked to decide, from the view (every seat sees it: the
    others read it while they wait)."""
    task = view["task"]
    current = view["current_player"]
    if task == "place":
        return f"Place a pawn ({view['companies'][current]['pawns_left']} left)."
    if task == "market":
        step = view["step"]
        return f"{LOCATIONS[step['location'] - 1] if step else 'Market'}: buy cubes, then Done."
    if task == "growth":
        return _growth_prompt(view["growth"], bool(view["companies"][current]["employees"]))
    if task == "collection":
        return f"Add {STYLES[view['style']]} designs to your collection, then Done."
    if task == "archive":
        return _archive_prompt(view["archive"] or [0, 0, 0, 0])
    return TASK_PROMPTS.get(task, task)


def _growth_prompt(growth: dict[str, int], employees: bool) -> str:
    """What this Growth allows: one training and one upgrade, more with a Headquarters
    (upgraded in this very Growth too), and firing."""
    extra = growth["extra_flips"]
    fire = " You may also fire a hired employee (twice their upkeep)." if employees else ""
    if not extra:
        return f"Growth: train one employee and/or upgrade one building, then Done.{fire}"
    return (
        f"Growth: up to {2 + extra} flips this Growth, at most {1 + extra} trainings and "
        f"{1 + extra} upgrades ({growth['trained']} trained, {growth['upgraded']} upgraded so "
        f"far), then Done.{fire}"
    )


def _archive_prompt(offer: list[int]) -> str:
    held = ", ".join(f"{n} {k}" for k, n in zip(TOKEN_KINDS, offer[1:], strict=True) if n)
    more = amount(offer[0], ("more token", "more tokens"))
    return f"Archive: keep {more} of those you held ({held})."


def _board(b: SceneBuilder, view: dict[str, Any], legal: dict[tuple[Any, ...], Any]) -> None:
    b.area("board", "The board")
    step = view["step"]
    names = view["names"]
    for loc in view["locations"]:
        n = loc["number"]
        caption = SHORT_HELP[n - 1]
        if n in PRICES:
            prices = " ".join(f"{MATERIALS[m][:2]} ${p}" for m, p in enumerate(PRICES[n]))
            rule = "1 per colour" if n == 7 else "1 colour"
            caption = f"{rule}: {prices} · +{QUALITY_PER_VISIT[n]} Q"
        active = step is not None and step["location"] == n
        zone = b.zone(
            "board",
            f"loc-{n}",
            f"{n} {LOCATIONS[n - 1]}",
            layout="row",
            size="small",
            caption=caption,
            state="active" if active else None,
        )
        for i in range(MAX_SPACES[n - 1]):
            if i < len(loc["pawns"]):
                who = loc["pawns"][i]
                b.item(zone, token=f"pawn:{who}", label=f"Space {i + 1}: {names[who]}'s pawn")
            elif i < loc["spaces"]:
                _put(
                    b,
                    zone,
                    None,
                    legal.get(("PlacePawn", n, i)),
                    token="space:open",
                    label=f"Space {i + 1} of {LOCATIONS[n - 1]}: open",
                    key=f"place:{n}",
                    verb=f"place a pawn here. {loc['help']}",
                )
            else:
                b.item(
                    zone,
                    token="space:unused",
                    label=f"Space {i + 1}: not used with {view['players']} players",
                    state="dim",
                )
        for who in loc["card_only"]:
            b.item(zone, token=f"pawn:{who}", label=f"{names[who]}'s pawn on the card-only space")
        if n == 9:
            for k, left in enumerate(view["offers"]):
                _put(
                    b,
                    zone,
                    None,
                    legal.get(("TakeOffer", k)),
                    token=f"offer:{k}",
                    label=f"Offer {OFFERS[k]}" + ("" if left else " (taken this round)"),
                    key=f"offer:{k}",
                    verb="take it",
                    **({} if left else {"state": "dim"}),
                )
        if active and view["task"] == "market":
            for m in range(6):
                buy = legal.get(("BuyCube", m))
                _put(
                    b,
                    zone,
                    None,
                    buy,
                    token=f"cube:{MATERIALS[m]}",
                    label=f"{MATERIALS[m]} cube, ${PRICES[n][m]}"
                    + ("" if buy else ": not available now"),
                    key=f"buy:{m}",
                    verb="buy one",
                    note=f"${PRICES[n][m]}",
                    **({} if buy else {"state": "dim"}),
                )
    # This quarter's show tiles, with their counted lines.
    shows = b.zone(
        "board",
        "calendar",
        f"Quarter {_quarter(view) + 1} shows",
        layout="row",
        size="small",
        caption=f"lines counted this quarter: 1-{ACTIVE_LINES[_quarter(view)]}",
    )
    for tile in view["calendar"][_quarter(view)]:
        b.item(shows, f"tile:{tile['name']}", label=f"{tile['name']}: {', '.join(tile['lines'])}")


def _money(n: int) -> str:
    """ "$21", and "-$21" for a shortfall."""
    return f"-${-n}" if n < 0 else f"${n}"


def _quarter(view: dict[str, Any]) -> int:
    return (min(view["round"], 12) - 1) // 3


def _put(
    b: SceneBuilder,
    zone: Any,
    face: str | None,
    entry: dict[str, Any] | None,
    *,
    label: str,
    key: str,
    verb: str = "",
    token: str | None = None,
    back: bool = False,
    **fields: Any,
) -> None:
    """An item that plays ``entry`` when there is one, else a plain item."""
    if entry is not None:
        warning = entry.get("warning")
        if warning:
            fields.update(state="warn", note="⚠ loan", title=warning)
        b.move(
            zone,
            face,
            entry,
            label=f"{label} — {verb}" if verb else label,
            key=key,
            token=token,
            **fields,
        )
    else:
        b.item(zone, face, label=label, token=token, back=back, **fields)


def _displays(b: SceneBuilder, view: dict[str, Any], legal: dict[tuple[Any, ...], Any]) -> None:
    b.area("displays", "Displays")
    titles = ("2 Contracts", "3 Buildings", "4 Employees")
    for k, cards in enumerate(view["displays"]):
        zone = b.zone(
            "displays",
            f"display-{k}",
            titles[k],
            layout="row",
            badge=f"deck {view['deck_sizes'][k]}",
            empty="empty",
        )
        for c in cards:
            cost = f", costs ${c['cost']}" if c["deck"] == "building" else ""
            _put(
                b,
                zone,
                c["key"],
                legal.get(("TakeCard", c["id"], None)),
                label=f"{c['name']}{cost}, upkeep ${c['upkeep']}",
                key=f"take:{c['id']}",
                verb="take it",
            )
    row = b.zone("displays", "design-row", "5 New designs", layout="row")
    _put_designs(b, row, view["design_row"], legal, "design")
    top = legal.get(("TakeDesign", -1))
    _put(
        b,
        row,
        "back" if top else None,
        top,
        label=f"Design deck: {view['design_deck_size']} cards face down",
        key="design:deck",
        verb="take the top card",
        back=top is None,
    )


def _choices(b: SceneBuilder, view: dict[str, Any], legal: dict[tuple[Any, ...], Any]) -> None:
    """The designs a Freelance Designer finds in the deck, as clickable cards (shown only to
    the company choosing: the view holds them only then)."""
    if not view["freelance"]:
        return
    zone = b.zone(
        "displays",
        "freelance",
        FREELANCE_TITLE,
        layout="row",
        state="active",
        caption="The deck is shuffled again after your pick.",
    )
    _put_designs(b, zone, view["freelance"], legal, "freelance")


def _put_designs(
    b: SceneBuilder,
    zone: Any,
    designs: list[dict[str, Any]],
    legal: dict[tuple[Any, ...], Any],
    kind: str,
) -> None:
    """Design cards anyone may take (the row, or a Freelance Designer's finds): each keyed
    ``kind:id`` and read out with its style, garment, materials, price and bonus."""
    for d in designs:
        bonus = f", bonus {d['bonus']}" if d["bonus"] else ""
        _put(
            b,
            zone,
            d["key"],
            legal.get(("TakeDesign", d["id"])),
            label=f"{d['key']} {d['style']} {d['clothing']}: {' + '.join(d['materials'])}, "
            f"${d['price']}{bonus}",
            key=f"{kind}:{d['id']}",
            verb="take it",
        )


def _companies(b: SceneBuilder, view: dict[str, Any], legal: dict[tuple[Any, ...], Any]) -> None:
    b.area("companies", "Companies")
    order = list(range(view["players"]))
    if view["seat"] is not None:
        order.remove(view["seat"])
        order.insert(0, view["seat"])
    for s in order:
        c = view["companies"][s]
        you = " (you)" if s == view["seat"] else ""
        zone = b.zone(
            "companies",
            f"company-{s}",
            f"P{s + 1} {c['name']}{you} · {c['clothing']}",
            layout="row",
            size="small",
            state="active" if s == view["current_player"] else None,
            badge=f"${c['cash']} · {c['vp']} VP · upkeep ${c['upkeep']}",
            caption=f"Prestige {c['prestige']} · Q {c['q']} T {c['t']} PR {c['pr']} · "
            f"credit ${c['credit']} · loans {c['loans']} · employees "
            f"{len(c['employees'])}/{c['capacity']}",
        )
        chosen = set(c["collection"])
        for d in c["designs"]:
            add = legal.get(("AddDesign", d["id"])) or legal.get(("SellExtra", d["id"]))
            inside = d["key"] in chosen
            _put(
                b,
                zone,
                d["key"],
                add,
                label=f"{d['key']} {d['style']} {d['clothing']}: {' + '.join(d['materials'])}, "
                f"${d['price']}" + (" (in the collection)" if inside else ""),
                key=f"add:{d['id']}",
                verb="add it",
                **({"state": "selected"} if inside and add is None else {}),
            )
        for group in ("employees", "buildings", "contracts"):
            for card in c[group]:
                flipped = " (flipped)" if card["flipped"] else ""
                _put(
                    b,
                    zone,
                    card["key"] + ("^" if card["flipped"] else ""),
                    legal.get(("Flip", card["id"])),
                    label=f"{card['name']}{flipped}, upkeep ${card['upkeep']}",
                    key=f"flip:{card['id']}",
                    verb="train it" if group == "employees" else "upgrade it",
                )
        for m, n in enumerate(c["cubes"]):
            if n:
                b.item(
                    zone,
                    token=f"cube:{MATERIALS[m]}",
                    label=amount(n, (f"{MATERIALS[m]} cube", f"{MATERIALS[m]} cubes")),
                    count=n,
                )


def _buttons(b: SceneBuilder, view: dict[str, Any], legal: dict[tuple[Any, ...], Any]) -> None:
    for action, entry in legal.items():
        name = action[0]
        if name == "TakeCredit":
            label = f"Take ${10 * action[1]} credit"
            b.move_button(f"credit:{action[1]}", label, entry, state="warn")
        elif name == "ChooseStyle":
            b.move_button(f"style:{action[1]}", f"Show {STYLES[action[1]]}", entry)
        elif name == "ChooseMaterial":
            b.move_button(f"fabric:{action[1]}", f"Free {MATERIALS[action[1]]}", entry)
        elif name == "TakeCard" and action[2] is not None:
            b.move_button(f"hire:{action[1]}:{action[2]}", entry["label"].capitalize(), entry)
        elif name == "PlacePawn" and action[2] == -1:
            b.move_button(f"cardonly:{action[1]}", entry["label"].capitalize(), entry)
        elif name == "UseCube":
            b.move_button(f"standin:{action[1]}", f"Use a {MATERIALS[action[1]]} cube", entry)
        elif name == "KeepToken":
            b.move_button(f"keep:{action[1]}", f"Keep a {TOKEN_KINDS[action[1]]} token", entry)
        elif name == "Fire":
            state = "warn" if view["task"] != "let_go" else None
            label = "Fire" + entry["label"].removeprefix("fires")  # "Fire the Model (...)"
            b.move_button(f"fire:{action[1]}", label, entry, **({"state": state} if state else {}))
        elif name == "Done":
            b.move_button("done", DONE_LABEL.get(view["task"], "Done"), entry, state="good")


def _panels(b: SceneBuilder, view: dict[str, Any], seat: int | None, hide: set[str]) -> None:
    names = view["names"]
    fc = view.get("forecast")
    if fc is not None and "forecast" not in hide:  # a lesson asks what the outlook would say
        lines = [
            f"Cash now ${fc['cash']}; upkeep this round ${fc['upkeep']}.",
            f"At the exhibition (round {ROMAN[min(fc['next_exhibition'], 12) - 1]}): repay "
            f"${fc['repay_at_exhibition']} of credit and loans.",
            f"Cash after this round's payments: {_money(fc['cash_after'])}.",
            *[f"⚠ {w}" for w in fc["warnings"]],
        ]
        warn = [e["warning"] for e in view["legal"] if e.get("warning")]
        if warn:
            lines.append(f"⚠ Some moves now: {warn[0]}")
        b.panel("forecast", "Your money outlook", lines=lines)
    # One column per company and one row per figure: ten figures side by side did not fit the
    # side column (the last two were cut off at 1280 px); four companies do, with whole words.
    companies = view["companies"]
    head = ["", *(f"P{s + 1} {c['name'][:8]}" for s, c in enumerate(companies))]
    money, count = "${}".format, str
    figures = (
        ("Cash", "cash", money),
        ("VP", "vp", count),
        ("Prestige", "prestige", count),
        ("Quality", "q", count),
        ("Trend", "t", count),
        ("PR", "pr", count),
        ("Upkeep", "upkeep", money),
        ("Credit", "credit", money),
        ("Loans", "loans", count),
    )
    rows = [[label, *(shown(c[field]) for c in companies)] for label, field, shown in figures]
    b.panel("companies", "Companies", head=head, rows=rows)
    if (
        seat is not None
        and view["task"] in ("style", "collection")
        and view["current_player"] == seat
    ):
        me = view["companies"][seat]
        adds = {e["action"][1] for e in view["legal"] if e["action"][0] == "AddDesign"}
        lines = []
        for d in me["designs"]:
            mark = (
                "in" if d["key"] in me["collection"] else ("can join" if d["id"] in adds else "—")
            )
            lines.append(
                f"{d['key']} {d['style']} {d['clothing']} ({' + '.join(d['materials'])}): {mark}"
            )
        b.panel("builder", "Collection builder", lines=lines or ["No designs."])
    if view["archive"]:
        left, *held = view["archive"]
        tokens = ", ".join(f"{n} {k}" for k, n in zip(TOKEN_KINDS, held, strict=True) if n)
        who = names[view["current_player"]]
        b.panel(
            "archive",
            "Archive: tokens kept after Sales",
            lines=[f"{who} held {tokens} at Sales and keeps {left} more."],
        )
    cal = []
    for q, tiles in enumerate(view["calendar"]):
        shown = "; ".join(f"{t['name']} {'/'.join(t['lines'][: ACTIVE_LINES[q]])}" for t in tiles)
        cal.append(f"Q{q + 1} (round {ROMAN[3 * q + 2]}): {shown}")
    b.panel("calendar", "Calendar: shows and their counted lines", lines=cal)
    if view["last_awards"]:
        lines = []
        for tile, line, crit, values, won in view["last_awards"]:
            lines.append(award_line_text(names, tile, line, crit, values, won))
        b.panel("awards", "Last exhibition's awards", lines=lines)
    if view["is_over"]:
        lines = _final_lines(view)
        b.panel("final", "Final scores (VP + cash; ties: more VP)", lines=lines)
