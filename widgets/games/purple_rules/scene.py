"""Purple Rules on the table: the other hands, the trick in the middle, the bidding box with the
whole ladder, your hand (sorted by suit, then colour), and the contract always in view.

A pure function of a player's view. In the auction, every bid on the ladder is shown; the
ones you may make are marked and clickable, the others dimmed. In the play, click a card to play
it: cards you may not play are dimmed, and clicking one says which rule forbids it.
"""

from __future__ import annotations

from typing import Any

from fashion_core.decks.purple_pack import NAME
from fashion_core.games.purple_rules.auction import BOOK, denomination_name
from fashion_core.words import CARDS, POINTS, TRICKS, amount
from widgets.cards.purple_pack import COLOUR_CODE, face_for
from widgets.table.scene import Built, LegalEntry, SceneBuilder, UIState, Zone, game_ending

FACES = face_for


SNUG_FROM = 10
"""A hand of more cards than this is drawn snug: twelve fit one row at 1280 px."""


def card_label(name: str) -> str:
    """``"Green 8♣"`` read out: "Green 8 of Clubs"."""
    suit = {"♣": "Clubs", "♦": "Diamonds", "♥": "Hearts", "♠": "Spades"}[name[-1]]
    return f"{name[:-1]} of {suit}"


def _bid_key(level: int, trump: int) -> str:
    return f"bid:{level}:{denomination_name(trump)}"


def build(view: dict[str, Any], ui: UIState) -> Built:
    hide = set(ui.extra.get("hide", ()))  # lessons hide what would give an answer away
    seat = view["seat"]
    b = SceneBuilder(
        "Purple Rules", subtitle=_subtitle(view), prompt=_prompt(view, ui), legal=view["legal"]
    )
    my_turn = seat is not None and seat == view["current_player"] and bool(view["legal"])
    plays: dict[str, LegalEntry] = {}
    bids: dict[str, LegalEntry] = {}
    pass_entry = None
    for entry in b.moves.entries:
        action = entry["action"]
        if action[0] == "PlayCard":
            plays[NAME[action[1]]] = entry
        elif action[0] == "Bid":
            bids[_bid_key(action[1], action[2])] = entry
        else:
            pass_entry = entry

    _others(b, view, hide)
    _middle(b, view, hide)
    if view["hand"] is not None:  # above the bidding box: you bid looking at your cards
        _hand(b, view, plays, my_turn, hide, ui)
    if view["phase"] == "auction":
        _bidding_box(b, view, bids, my_turn)
    if pass_entry is not None:
        b.move_button("call:pass", "Pass", pass_entry, title="Make no bid now")
    _panels(b, view, hide)
    _ending(b, view)
    return b.build()


def _role(view: dict[str, Any], other: int) -> str:
    seat = view["seat"]
    if not view["partners"] or seat is None:
        return "plays alone" if not view["partners"] else f"side {view['side_names'][other % 2]}"
    return "your partner" if other == view["partner"] else "opponent"


def _others(b: SceneBuilder, view: dict[str, Any], hide: set[str]) -> None:
    seat = view["seat"]
    players = view["players"]
    names = view["names"]
    start = 0 if seat is None else seat + 1
    order = [(start + i) % players for i in range(players) if (start + i) % players != seat]
    contract = view["contract"]
    b.area("table", "Around the table")
    for other in order:
        tags = [_role(view, other)]
        if other == view["dealer"]:
            tags.append("dealer")
        if contract and other == contract["declarer"]:
            tags.append("declarer")
        state = "active" if other == view["current_player"] else None
        if view["partners"] and other == view["partner"]:
            state = state or "winning"  # partner marked by a double border, and in words
        zone = b.zone(
            "table",
            f"player-{other}",
            f"{names[other]} ({', '.join(tags)})",
            layout="pile",
            size="small",
            state=state,
            badge=None if hide else amount(view["tricks"][other], TRICKS),
            caption=f"{amount(view['hand_sizes'][other], CARDS)} in hand",
        )
        if view["hand_sizes"][other]:
            b.item(
                zone,
                label=f"{names[other]}'s hand: {view['hand_sizes'][other]} hidden cards",
                back=True,
            )


def _middle(b: SceneBuilder, view: dict[str, Any], hide: set[str]) -> None:
    names = view["names"]
    if view["phase"] != "auction":
        b.area("middle", "The trick")
    if view["phase"] == "play" or view["trick"]:
        caption = None
        if view["lead_suit"]:
            trump = view["trump"]
            follow = f"follow {view['lead_suit']}" + (
                f" or trump ({trump})" if trump and trump != "NT" else ""
            )
            follow = follow[:1].upper() + follow[1:]
            caption = (
                f"Led: {view['lead_colour']} {view['lead_suit']}. {follow}; "
                f"a {view['lead_colour']} card beats other {view['lead_suit']}."
            )
        zone = b.zone(
            "middle",
            "trick",
            "Trick on the table",
            layout="row",
            empty="waiting for the lead",
            caption=caption,
        )
        _played(
            b, zone, view["trick"], names, view["winning"], ("", ", winning so far", " ★ winning")
        )
    last = view["last_trick"]
    if last:
        secret = "winner" in hide
        zone = b.zone(
            "middle",
            "last-trick",
            "Last trick" if secret else f"Last trick: {names[last['winner']]} took it",
            layout="row",
            size="small",
            caption=None if secret else last["reason"] + ".",
        )
        winner = None if secret else last["winner"]
        _played(b, zone, last["cards"], names, winner, ("Last trick: ", ", and won", " ★"))
    # In the auction there is no trick yet: the left-over card joins the seats' row, which
    # lifts the hand and the bidding box by a row (at 1280x800 the box was below the fold).
    _left_over(b, view, "table" if view["phase"] == "auction" else "middle")


def _left_over(b: SceneBuilder, view: dict[str, Any], area: str) -> None:
    if view["spare"]:
        zone = b.zone(
            area,
            "spare",
            "Left-over card",
            layout="row",
            size="small",
            caption="Shown to all and set aside.",
        )
        for name in view["spare"]:
            b.item(zone, name, label=f"The left-over card: {card_label(name)}")
    elif view["spare_count"]:
        zone = b.zone(
            area,
            "set-aside",
            "Left-over cards",
            layout="pile",
            size="small",
            caption=f"{amount(view['spare_count'], CARDS)} set aside unseen.",
        )
        b.item(zone, label=f"{amount(view['spare_count'], CARDS)} set aside face down", back=True)


def _played(
    b: SceneBuilder,
    zone: Zone,
    cards: list[dict[str, Any]],
    names: list[str],
    winner: int | None,
    words: tuple[str, str, str],
) -> None:
    """The cards of a trick in play order, the winner's marked (``words``: the label's
    prefix, the label's and the note's mark for the winner)."""
    prefix, won_label, won_note = words
    for played in cards:
        won = played["seat"] == winner
        b.item(
            zone,
            played["card"],
            label=f"{prefix}{names[played['seat']]} played {card_label(played['card'])}"
            + (won_label if won else ""),
            note=names[played["seat"]] + (won_note if won else ""),
            state="winning" if won else None,
        )


def _bidding_box(
    b: SceneBuilder, view: dict[str, Any], bids: dict[str, LegalEntry], my_turn: bool
) -> None:
    b.area("auction", "Bidding box: level (tricks over 6) and trump colour, lowest first")
    for level in range(1, 7):
        zone = b.zone(
            "auction",
            f"level-{level}",
            f"{level}: win {BOOK + level} of 12",
            layout="row",
            size="small",
        )
        for entry in view["ladder"]:
            if entry["level"] != level:
                continue
            key = _bid_key(level, entry["trump"])
            denomination = denomination_name(entry["trump"])
            token = f"bid:{level}:{denomination}"
            legal = bids.get(key)
            if legal is not None and my_turn:
                b.move(zone, None, legal, token=token, label=f"Bid {entry['meaning']}", key=key)
            else:
                why = "already outbid" if not entry["open"] else "not your turn"
                b.item(
                    zone,
                    token=token,
                    label=f"{entry['meaning']} ({why})",
                    state="dim",
                )


def _hand(
    b: SceneBuilder,
    view: dict[str, Any],
    plays: dict[str, LegalEntry],
    my_turn: bool,
    hide: set[str],
    ui: UIState,
) -> None:
    seat = view["seat"]
    names = view["names"]
    hand = view["hand"] or []
    playing = my_turn and view["phase"] == "play"
    refusals = view.get("refusals") or {}
    zone = b.hand(
        names[seat],
        active=my_turn,
        size="snug" if len(hand) > SNUG_FROM else None,
        badge=amount(len(hand), CARDS)
        + ("" if hide else f" · {amount(view['tricks'][seat], TRICKS)}"),
        empty="no cards left",
    )
    for name in hand:
        colour = name.split(" ")[0]
        code = COLOUR_CODE.get(colour, "")
        label = f"{card_label(name)} ({code})"
        if playing and name in plays:
            b.move(zone, name, plays[name], label=f"{label}: play it", key=f"card:{name}")
        elif playing and name in refusals:
            # Not playable: choosing it shows the rule that forbids it.
            b.item(
                zone,
                name,
                label=f"{label}: not allowed now ({refusals[name]})",
                key=f"card:{name}",
                select=name,
                state="dim",
                note="✖ " + refusals[name].split(":")[0].lower(),
            )
            if ui.selected == name:
                b.notice("error", refusals[name])
        else:
            b.item(zone, name, label=label)


def _subtitle(view: dict[str, Any]) -> str:
    parts = [f"Hand {view['round']}", f"to {view['target']} points"]
    contract = view["contract"]
    if contract:
        declarer = view["names"][contract["declarer"]]
        trump = "No Trump" if contract["trump"] == "NT" else f"trump {contract['trump']}"
        side = contract["declaring_side"]
        parts.append(
            f"contract {contract['name']} by {declarer} ({trump}): "
            f"{view['side_tricks'][side]} of {amount(contract['need'], TRICKS)}"
        )
    elif view["highest_bid"]:
        parts.append(f"highest bid {view['highest_bid']}")
    else:
        parts.append("auction: no bid yet")
    return " · ".join(parts)


def _prompt(view: dict[str, Any], ui: UIState) -> str:
    names = view["names"]
    if view["is_over"]:
        winners = view["winners"]
        sides = sorted({view["side_of"][s] for s in winners})
        who = " and ".join(view["side_names"][s] for s in sides)
        best = max(view["totals"])
        verb = "win" if view["partners"] or len(sides) > 1 else "wins"
        if len(sides) > 1:
            return f"Game over: {who} share the win with {amount(best, POINTS)}."
        return f"Game over: {who} {verb} with {amount(best, POINTS)}."
    current = view["current_player"]
    mine = view["seat"] == current and view["legal"]
    if not mine:
        return f"{names[current]}'s turn."
    if view["phase"] == "auction":
        high = view["highest_bid"]
        return (
            f"Your call: bid above {high}, or pass."
            if high
            else "Your call: open the bidding, or pass."
        )
    if not view["trick"]:
        return "Your lead: play any card."
    trump = view["trump"]
    also = f" or a trump ({trump})" if trump and trump != "NT" else ""
    return f"Your turn: follow {view['lead_suit']}{also} if you can; otherwise any card."


def _panels(b: SceneBuilder, view: dict[str, Any], hide: set[str]) -> None:
    names = view["names"]
    contract = view["contract"]
    if contract:
        side = contract["declaring_side"]
        lines = [
            contract["meaning"] + ".",
            f"Declarer: {names[contract['declarer']]} ({view['side_names'][side]}).",
            f"Each contracted trick is worth {contract['trick_value']}.",
        ]
        b.panel("contract", "Contract", lines=lines)
    head = ["Side", "Tricks this hand", "Score"]
    rows = [
        [view["side_names"][s], view["side_tricks"][s], view["totals"][s]]
        for s in range(len(view["totals"]))
    ]
    if not hide:
        b.panel("scores", "Tricks and scores", head=head, rows=rows)
    if view["calls"]:
        b.panel(
            "calls",
            "The auction so far",
            lines=[f"{names[c['seat']]}: {c['call']}" for c in view["calls"]],
        )
    if view["hands"] and not hide:
        b.panel("hands", "Hands played", lines=[h["text"] for h in view["hands"]][::-1])
    b.panel("deck", "Provisional deck", text=view["provisional"])


def _side_result(view: dict[str, Any]) -> str:
    """The viewer's side's result in a finished partnership game ("" for a spectator): the
    partners win or lose together, so a seat's place among four says nothing."""
    seat = view["seat"]
    if seat is None:
        return ""
    mine = view["side_of"][seat]
    partner = next(s for s, side in enumerate(view["side_of"]) if side == mine and s != seat)
    with_whom = f"You and {view['names'][partner]}"
    points = view["totals"][mine]
    winning = {view["side_of"][s] for s in view["winners"]}
    if winning == {mine}:
        return f"{with_whom} won with {amount(points, POINTS)}."
    if mine in winning:
        return f"{with_whom} share the win with {amount(points, POINTS)}."
    best = max(view["totals"])
    return f"{with_whom} lost with {amount(points, POINTS)} to {best}."


def _ending(b: SceneBuilder, view: dict[str, Any]) -> None:
    """The game's end, or the end of the hand just played (until "Next round")."""
    hands = view["hands"]
    if not hands:
        return
    lines = [h["text"] for h in hands]
    if view["is_over"]:
        if view["partners"]:
            game_ending(b, view, lines, title=_prompt(view, UIState()), result=_side_result(view))
        else:
            game_ending(b, view, lines)
        return
    last = hands[-1]
    head = ["Side", "This hand", "Score"]
    rows = [
        [name, last["points"][s], view["totals"][s]] for s, name in enumerate(view["side_names"])
    ]
    seat = view["seat"]
    result = ""
    if seat is not None and not last["thrown_in"]:
        mine = view["side_of"][seat]
        made = last["made"] == (mine == last["declaring_side"])
        result = f"Your side scores {last['points'][mine]} this hand." + (
            "" if made else " The contract went the other side's way."
        )
    b.ending(
        "round",
        f"hand-{last['hand']}",
        last["text"].split(":", 1)[0] + " is over",
        result=result,
        head=head,
        rows=rows,
        lines=[last["text"]],
    )
