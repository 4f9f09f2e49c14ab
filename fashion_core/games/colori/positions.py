"""Colori positions set up by card names, for lessons and tests.

Cards are taken from the supplies (draft deck, garment deck, decks ...) and everything that is
not named goes back there, so card conservation still holds and the rules run unchanged from
the position on.

>>> s = action_position(drawn=["Silk", "Basic Red"], drafted=["Kermes"], wheel={"Red": 6},
...                     display=["Kermes Crimson Robe", "Woad Blue Workman's Apron"])
>>> s.view(0)["affordable_now"]
['Kermes Crimson Robe']
>>> d = draft_position(hand=["Kermes", "Wool", "Woad", "Basic Blue", "Saffron"])
>>> sorted(k.split("#")[0] for k in d.view(0)["draft"]["hand"])[:2]
['Basic Blue', 'Kermes']
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from fashion_core.engine import Action
from fashion_core.games.colori.abilities import TURN
from fashion_core.games.colori.cards import KIND, KIND_BY_NAME
from fashion_core.games.colori.rules import ACTION, GAME, ColoriState
from fashion_core.games.colori.wheel import COLOUR_INDEX, NUM_COLOURS


def wheel_of(colours: Mapping[str, int]) -> list[int]:
    """``{"Red": 2}`` -> a 12-count wheel."""
    wheel = [0] * NUM_COLOURS
    for name, count in colours.items():
        wheel[COLOUR_INDEX[name]] = count
    return wheel


def take(state: ColoriState, name: str, *first: list[int]) -> int:
    """Remove one copy of the card called ``name``: from the ``first`` zones if they hold one,
    else from wherever spare copies lie."""
    wanted = KIND_BY_NAME[name]
    for zone in (*first, state.draft_deck, state.garment_deck, state.destroyed, *state.decks,
                 *state.discards):  # fmt: skip
        for card in zone:
            if KIND[card] == wanted:
                zone.remove(card)
                return card
    raise LookupError(f"no spare copy of {name} is left")


def _clear(state: ColoriState) -> None:
    """Return drawn cards to their decks and drafted cards and hands to the draft deck."""
    for s in range(state.num_players):
        state.decks[s] += state.drawn[s]
        state.drawn[s] = []
        state.draft_deck += state.drafted[s]
        state.drafted[s] = []
    for hand in state.hands:
        state.draft_deck += hand


def _arrange_common(
    state: ColoriState,
    seat: int,
    drawn: Iterable[str],
    display: Sequence[str] | None,
    wheel: Mapping[str, int] | Sequence[int] | None,
    deck: Sequence[str] | None,
    discard: Iterable[str],
) -> None:
    if deck is not None:
        state.draft_deck += state.decks[seat]
        state.decks[seat] = [take(state, n) for n in deck]
    state.discards[seat] = [take(state, n) for n in discard]
    # Drawn cards come from the seat's own deck when it has them (a starting Basic Red ...).
    state.drawn[seat] = [take(state, n, state.decks[seat]) for n in drawn]
    if display is not None:
        state.garment_deck += state.display
        state.display = []
        state.display = [take(state, n) for n in display]
    if wheel is not None:
        state.wheels[seat] = wheel_of(wheel) if isinstance(wheel, Mapping) else list(wheel)


def action_position(
    drawn: Iterable[str] = (),
    drafted: Iterable[str] = (),
    *,
    wheel: Mapping[str, int] | Sequence[int] | None = None,
    display: Sequence[str] | None = None,
    players: int = 2,
    seat: int = 0,
    deck: Sequence[str] | None = None,
    discard: Iterable[str] = (),
    others: Iterable[str] = ("Turnsole",),
    others_drawn: Iterable[str] = (),
    names: Sequence[str] | None = None,
    **options: object,
) -> ColoriState:
    """Round 1's action phase with ``seat`` to act, holding exactly the named cards.

    Seats before ``seat`` have had their turn; the others each hold ``others`` drafted (and
    ``others_drawn`` drawn), so their turns wait for a move of their own.
    """
    state = GAME.new(players, seed=1, names=list(names) if names else None, **options)
    state.log = []
    _clear(state)
    state.hands = [[] for _ in range(players)]
    _arrange_common(state, seat, drawn, display, wheel, deck, discard)
    state.drafted[seat] = [take(state, n) for n in drafted]
    for other in range(players):
        if other != seat:
            state.drafted[other] = [take(state, n) for n in others]
            state.drawn[other] = [take(state, n) for n in others_drawn]
    state.phase = ACTION
    state.step = state.picks = 0
    state.first = 0
    state.turns_done = seat
    state.current_player = seat
    state.choice = TURN
    state.check_invariants()
    return state


def draft_position(
    hand: Sequence[str],
    drawn: Iterable[str] = ("Basic Red", "Basic Yellow", "Basic Blue", "Wool", "Silk"),
    *,
    wheel: Mapping[str, int] | Sequence[int] | None = None,
    display: Sequence[str] | None = None,
    players: int = 2,
    names: Sequence[str] | None = None,
    **options: object,
) -> ColoriState:
    """Round 1's draft, first pick, seat 0 to pick from ``hand`` (others get random hands)."""
    state = GAME.new(players, seed=1, names=list(names) if names else None, **options)
    state.log = []
    state.decks[0] += state.drawn[0]
    state.drawn[0] = []
    state.draft_deck += state.hands[0]
    state.hands[0] = []
    _arrange_common(state, 0, drawn, display, wheel, None, ())
    state.hands[0] = [take(state, n) for n in hand]
    state.check_invariants()
    return state


def arrange(
    *,
    players: int | None = None,
    names: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    phase: str = "action",
    **position: Any,
) -> ColoriState:
    """Colori's :class:`fashion_core.positions.Arrange`: a round-1 position of ``phase``,
    ``"draft"`` (:func:`draft_position`: ``hand=[...]`` and the rest) or ``"action"``
    (:func:`action_position`: ``drawn=[...]``, ``drafted=[...]`` and the rest).

    >>> arrange(phase="draft", hand=["Kermes", "Wool"]).view(0)["phase"]
    'draft'
    """
    makers = {"draft": draft_position, "action": action_position}
    if phase not in makers:
        raise ValueError(
            f"Colori positions are arranged in the draft or the action phase, not {phase!r}"
        )
    return makers[phase](
        players=players or GAME.min_players, names=names, **position, **(options or {})
    )


def then(state: ColoriState, *actions: Action) -> ColoriState:
    """Apply ``actions`` in order (each is checked by the rules) and return the state."""
    for action in actions:
        state.apply(action)
    return state
