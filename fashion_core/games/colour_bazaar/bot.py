"""Colour Bazaar's heuristic bot: push up the suits you own, invest in the suits that pay."""

from __future__ import annotations

from fashion_core.bots.base import Bot
from fashion_core.decks.decktet import NAME, SUIT_MASK, SUITS, Suit
from fashion_core.engine import Action, State
from fashion_core.games.colour_bazaar.rules import (
    ColourBazaarState,
    Discard,
    PlayCard,
    TakeChip,
    suit_values,
)


def stake(state: ColourBazaarState, seat: int) -> list[float]:
    """How much ``seat`` gains per point of each suit's value, relative to its rivals.

    Chips still in the supply count a little: whoever invests next may still take them.
    """
    rivals = [s for s in range(state.num_players) if s != seat]
    mine = state.chips[seat]
    out = []
    for suit in range(len(SUITS)):
        theirs = sum(state.chips[r][suit] for r in rivals) / len(rivals)
        out.append(mine[suit] - theirs + 0.35 * state.supply[suit])
    return out


class HeuristicBot(Bot):
    """Plays the card that raises its own suits (and lowers its rivals') the most, then takes
    the chip of the suit worth the most, favouring suits its hand can still push up."""

    kind = "heuristic"
    label = "Heuristic bot"

    def choose(self, state: State) -> Action:
        assert isinstance(state, ColourBazaarState)
        return self._best(state)[0]

    def _best(self, state: ColourBazaarState) -> tuple[Action, float]:
        seat = state.current_player
        legal = state.legal_actions()
        crowns = state.options["crowns_count"]
        if state.phase == "invest":
            values = suit_values(state.stacks, crowns)
            hand_mask = 0
            for card in state.hands[seat]:
                hand_mask |= SUIT_MASK[card]

            def chip_worth(a: Action) -> float:
                assert isinstance(a, TakeChip)
                bonus = 2.0 if hand_mask & (1 << a.suit) else 0.0
                return values[a.suit] + bonus + self.rng.random() * 0.01

            best = max(legal, key=chip_worth)
            return best, chip_worth(best)
        weights = stake(state, seat)
        before = suit_values(state.stacks, crowns)
        if isinstance(legal[0], Discard):
            # Throw away the card that could have helped us least anyway.
            def keep(a: Action) -> float:
                assert isinstance(a, Discard)
                mask = SUIT_MASK[a.card]
                return sum(weights[s] for s in range(len(SUITS)) if mask & (1 << s))

            best = min(legal, key=keep)
            return best, 0.0

        def gain(a: Action) -> float:
            assert isinstance(a, PlayCard)
            stack = state.stacks[a.stack]
            stack.append(a.card)
            after = suit_values(state.stacks, crowns)
            stack.pop()
            return (
                sum(w * (x - y) for w, x, y in zip(weights, after, before, strict=True))
                + self.rng.random() * 0.01
            )

        best = max(legal, key=gain)
        return best, gain(best)

    def explain(self, state: State, action: Action) -> str:
        assert isinstance(state, ColourBazaarState)
        crowns = state.options["crowns_count"]
        values = suit_values(state.stacks, crowns)
        if isinstance(action, TakeChip):
            return (
                f"Take a {Suit(action.suit).label} chip: it is worth {values[action.suit]} "
                f"right now, the best of the suits still in the supply."
            )
        if isinstance(action, Discard):
            return (
                f"Nothing fits any market, so discard {NAME[action.card]}: its suits "
                f"matter least to you."
            )
        assert isinstance(action, PlayCard)
        stack = state.stacks[action.stack]
        stack.append(action.card)
        after = suit_values(state.stacks, crowns)
        stack.pop()
        seat = state.current_player
        rivals = [r for r in range(state.num_players) if r != seat]
        # "adds 6 to Moons and 1 to Waves, takes 2 from Knots" ("changes Moons +6" read oddly).
        changes = [
            f"adds {after[s] - values[s]} to {SUITS[s].label}"
            if after[s] > values[s]
            else f"takes {values[s] - after[s]} from {SUITS[s].label}"
            for s in range(len(SUITS))
            if after[s] != values[s]
        ]
        # Why, in terms of the suits this move changes: up where you hold the most chips,
        # down where a rival holds more than you.
        most = {s: max(state.chips[r][s] for r in rivals) for s in range(len(SUITS))}
        mine = state.chips[seat]
        up = [
            SUITS[s].label for s in range(len(SUITS)) if after[s] > values[s] and mine[s] > most[s]
        ]
        down = [
            SUITS[s].label for s in range(len(SUITS)) if after[s] < values[s] and mine[s] < most[s]
        ]
        reasons = []
        if up:
            reasons.append(f"you hold the most {' and '.join(up)} chips")
        if down:
            reasons.append(f"a rival holds more {' and '.join(down)} than you")
        what = _and(changes) if changes else "changes no suit value"
        why = f" ({'; '.join(reasons)})" if reasons else ""
        return f"Play {NAME[action.card]} on market {action.stack + 1}: it {what}{why}."


def _and(parts: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    return parts[0] if len(parts) == 1 else f"{', '.join(parts[:-1])} and {parts[-1]}"
