"""What each seat may see: ``view(seat)`` (JSON) and ``hidden_cards(seat)`` (keys it must not).

Public: drawn cards, drafted cards once the draft is over, wheels, discard piles, the
destroyed pile, the garment display and every garment a player made. Private: draft hands
(to their holder) and picks (to their owner) until the draft ends. Hidden from everyone:
the draft deck and garment deck. Personal decks have no order at all (draws take a random
member), and their contents, which everyone can work out, are shown as sorted card names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fashion_core.games.colori.abilities import TURN, affordable, can_make, why_not
from fashion_core.games.colori.actions import (
    DestroyDrafted,
    DestroyDrawn,
    DraftPick,
    MakeGarment,
    Mix,
    StoreCard,
)
from fashion_core.games.colori.cards import (
    GARMENT_COST,
    GARMENT_FABRIC,
    GARMENT_STARS,
    IS_GARMENT,
    KEY,
    KIND,
    NAME,
    ROUNDS,
    ability_text,
)
from fashion_core.games.colori.wheel import COLOURS

if TYPE_CHECKING:
    from fashion_core.games.colori.rules import ColoriState

    _Base = ColoriState
else:
    _Base = object

CHOICE_LABEL = {
    TURN: "destroy a drafted card or end the turn",
    "store": "Store Colors: choose a drawn card to store, or stop",
    "mix": "Mix Colors: choose two colours to mix, or stop",
    "destroy": "Destroy Cards: choose a drawn card to destroy, or stop",
    "garment": "Make Garment: choose which affordable garment to make",
}


def _keys(cards: list[int]) -> list[str]:
    return [KEY[c] for c in sorted(cards)]


class ViewMixin(_Base):
    """``view`` and ``hidden_cards`` for :class:`ColoriState`."""

    def own_hand(self, seat: int) -> list[int]:
        """The draft hand ``seat`` holds now (empty outside the draft)."""
        if self.phase != "draft" or not self.hands:
            return []
        return self.hands[(seat - self.direction * self.step) % self.num_players]

    def hidden_cards(self, seat: int | None) -> set[str]:
        hidden = {KEY[c] for c in self.draft_deck}
        hidden.update(KEY[c] for c in self.garment_deck)
        for deck in self.decks:  # shown as names only; made garments stay public wherever
            hidden.update(KEY[c] for c in deck if not IS_GARMENT[KIND[c]])
        if self.phase == "draft":
            mine = self.own_hand(seat) if seat is not None else None
            for hand in self.hands:
                if hand is not mine:
                    hidden.update(KEY[c] for c in hand)
            for other, picks in enumerate(self.drafted):
                if other != seat:
                    hidden.update(KEY[c] for c in picks)
        return hidden

    def _seat_view(self, viewer: int | None, seat: int) -> dict[str, Any]:
        hidden_picks = self.phase == "draft" and viewer != seat
        wheel = self.wheels[seat]
        return {
            "name": self.player_name(seat),
            "wheel": list(wheel),
            "wheel_by_colour": {COLOURS[c]: wheel[c] for c in range(len(wheel))},
            "drawn": _keys(self.drawn[seat]),
            "drafted": None if hidden_picks else [KEY[c] for c in self.drafted[seat]],
            "drafted_count": len(self.drafted[seat]),
            "deck_size": len(self.decks[seat]),
            "deck": sorted(NAME[KIND[c]] for c in self.decks[seat]),
            "discard": _keys(self.discards[seat]),
            "garments": [KEY[c] for c in self.owned[seat]],
            "completed": [KEY[c] for c in self.completed[seat]],
            "stars": self.stars[seat],
        }

    def _display_view(self, viewer: int | None) -> list[dict[str, Any]]:
        out = []
        wheel = self.wheels[viewer] if viewer is not None else None
        drawn_kinds = {KIND[c] for c in self.drawn[viewer]} if viewer is not None else set()
        for card in self.display:
            g = KIND[card]
            entry: dict[str, Any] = {
                "card": KEY[card],
                "name": NAME[g],
                "fabric": NAME[GARMENT_FABRIC[g]],
                "cost": {COLOURS[c]: n for c, n in GARMENT_COST[g]},
                "stars": GARMENT_STARS[g],
                "affordable": None,
                "missing": None,
            }
            if wheel is not None:
                entry["affordable"] = can_make(wheel, drawn_kinds, g)
                entry["missing"] = why_not(wheel, drawn_kinds, g) or None
            out.append(entry)
        return out

    def _legal_view(self, seat: int | None) -> list[dict[str, Any]]:
        if seat is None or seat != self.current_player:
            return []
        zones = {
            DraftPick: self.own_hand(seat),
            DestroyDrafted: self.drafted[seat],
            StoreCard: self.drawn[seat],
            DestroyDrawn: self.drawn[seat],
        }
        out = []
        for action in self.legal_actions():
            entry: dict[str, Any] = {"action": action.to_json(), "label": action.describe(self)}
            zone = zones.get(type(action))
            if zone is not None:
                cards = _keys([c for c in zone if KIND[c] == action.card])  # type: ignore[attr-defined]
                entry["card"] = cards[0]
                entry["cards"] = cards
            elif isinstance(action, Mix):
                out_colour = self._mix_result[action.first][action.second]
                entry["colours"] = [COLOURS[action.first], COLOURS[action.second]]
                entry["result"] = COLOURS[out_colour]
            elif isinstance(action, MakeGarment):
                cards = _keys([c for c in self.display if KIND[c] == action.garment])
                entry["garment"] = cards[0]
                entry["cards"] = cards
            out.append(entry)
        return out

    def view(self, seat: int | None) -> dict[str, Any]:
        players = self.num_players
        draft_info = None
        if self.phase == "draft":
            draft_info = {
                "step": self.step + 1,
                "picks": self.picks,
                "hand": _keys(self.own_hand(seat)) if seat is not None else None,
                "hand_sizes": [len(self.own_hand(s)) for s in range(players)],
                "picked": [len(p) for p in self.drafted],
            }
        resolving = None
        if self.resolving >= 0:
            kind = KIND[self.resolving]
            resolving = {
                "card": KEY[self.resolving],
                "ability": ability_text(kind),
                "remaining": self.remaining,
            }
        over = self.is_over
        direction = None
        if players > 2 and self.round:
            direction = "left" if self.direction == 1 else "right"
        return {
            "game": self.game.name,
            "seat": seat,
            "players": players,
            "names": [self.player_name(s) for s in range(players)],
            "current_player": self.current_player,
            "phase": self.phase,
            "round": self.round,
            "rounds": ROUNDS,
            "pass_direction": direction,
            "pass_to": None if players <= 2 else self.direction,
            "choice": None if over or self.phase == "draft" else self.choice,
            "prompt": None if over or self.phase == "draft" else CHOICE_LABEL[self.choice],
            "draft": draft_info,
            "seats": [self._seat_view(seat, s) for s in range(players)],
            "draft_deck_size": len(self.draft_deck),
            "destroyed": _keys(self.destroyed),
            "garment_deck_size": len(self.garment_deck),
            "display": self._display_view(seat),
            "affordable_now": (
                [NAME[g] for g in affordable(self, seat)] if seat is not None and not over else []
            ),
            "queue": [{"card": KEY[c], "ability": ability_text(KIND[c])} for c in self.queue],
            "resolving": resolving,
            "scores": list(self.stars),
            "is_over": over,
            "winners": self.winners() if over else [],
            "legal": self._legal_view(seat),
            "options": dict(self.options),
        }
