"""Build Colori positions by card names for the rule tests (no rules are bypassed after)."""

from __future__ import annotations

from fashion_core.games.colori import GAME, ColoriState
from fashion_core.games.colori.cards import KEY, KIND, KIND_BY_NAME
from fashion_core.games.colori.wheel import COLOUR_INDEX, NUM_COLOURS


def kind(name: str) -> int:
    return KIND_BY_NAME[name]


def take(state: ColoriState, name: str) -> int:
    """Remove one copy of ``name`` from the supplies (draft deck, garment deck, decks...)."""
    wanted = kind(name)
    zones = [state.draft_deck, state.garment_deck, state.destroyed, *state.decks]
    zones += [*state.discards]
    for zone in zones:
        for card in zone:
            if KIND[card] == wanted:
                zone.remove(card)
                return card
    raise LookupError(f"no spare {name}")


def wheel_of(**colours: int) -> list[int]:
    wheel = [0] * NUM_COLOURS
    for name, count in colours.items():
        wheel[COLOUR_INDEX[name]] = count
    return wheel


def action_position(
    drawn: list[str] = (),  # type: ignore[assignment]
    drafted: list[str] = (),  # type: ignore[assignment]
    wheel: list[int] | None = None,
    display: list[str] | None = None,
    players: int = 2,
    seat: int = 0,
    deck: list[str] | None = None,
    discard: list[str] = (),  # type: ignore[assignment]
    others: list[str] = ("Turnsole",),  # type: ignore[assignment]
    **options: object,
) -> ColoriState:
    """Round 1's action phase with ``seat`` to act, holding exactly the named cards.

    Everything else goes back to the supplies, so card conservation still holds. The other
    seats each hold the drafted ``others``, so their turns wait for a move of their own.
    """
    state = GAME.new(players, seed=1, **options)
    state.log = []
    for s in range(players):
        state.decks[s] += state.drawn[s]
        state.drawn[s] = []
        state.draft_deck += state.drafted[s]
        state.drafted[s] = []
    for hand in state.hands:
        state.draft_deck += hand
    state.hands = [[] for _ in range(players)]
    if deck is not None:
        state.draft_deck += state.decks[seat]
        state.decks[seat] = [take(state, n) for n in deck]
    state.discards[seat] = [take(state, n) for n in discard]
    state.drawn[seat] = [take(state, n) for n in drawn]
    state.drafted[seat] = [take(state, n) for n in drafted]
    for other in range(players):
        if other != seat:
            state.drafted[other] = [take(state, n) for n in others]
    if display is not None:
        state.garment_deck += state.display
        state.display = []
        state.display = [take(state, n) for n in display]
    if wheel is not None:
        state.wheels[seat] = list(wheel)
    state.phase = "action"
    state.step = state.picks = 0
    state.first = 0
    state.turns_done = seat
    state.current_player = seat
    state.choice = "turn"
    state.check_invariants()
    return state


def keys(cards: list[int]) -> list[str]:
    return [KEY[c] for c in cards]


def names(cards: list[int]) -> list[str]:
    from fashion_core.games.colori.cards import NAME

    return sorted(NAME[KIND[c]] for c in cards)
