"""Purple Rules positions in the play of a hand, set up by card names, for lessons and tests.

A game-shaped builder: the generic :func:`fashion_core.positions.arrange` sends every card
not named to one zone, but here the cards not in hands or on the table must be split between
earlier tricks (so many per seat) and the left-over cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fashion_core import positions
from fashion_core.decks.purple_pack import DECK
from fashion_core.decks.purple_pack import card as find
from fashion_core.games.purple_rules.auction import LADDER, bid_index
from fashion_core.games.purple_rules.rules import GAME, HAND_SIZE, Phase, PurpleRulesState


def find_bid(name: str) -> int:
    """``"3 Gold"`` or ``"2 NT"`` to its ladder position."""
    from fashion_core.decks.purple_pack import COLOUR_NAMES
    from fashion_core.games.purple_rules.tricks import NO_TRUMP

    level, denomination = name.split()
    trump = NO_TRUMP if denomination == "NT" else COLOUR_NAMES.index(denomination)
    return bid_index(int(level), trump)


def arrange(
    *,
    players: int | None = None,
    names: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    hands: list[list[str]] | None = None,
    contract: str,
    declarer: int = 0,
    leader: int | None = None,
    trick: list[str] | None = None,
    tricks: list[int] | None = None,
    spare: list[str] | None = None,
) -> PurpleRulesState:
    """A position in the play of a hand, set up by card names (:class:`positions.Arrange`).

    ``hands`` are the cards still held; ``trick`` the cards on the table, played from
    ``leader`` on (default: left of the declarer). Every other card has gone in earlier tricks
    (split as ``tricks`` says; by default round-robin from the declarer) or is a spare.

    >>> hands = [["Green 8♣", "Red 9♥"], ["Bronze A♣"]]
    >>> s = arrange(hands=hands, contract="1 Green", trick=["Silver 9♦"], leader=1)
    >>> s.current_player, s.view(0)["trump"]
    (0, 'Green')
    """
    hands = positions.per_seat(hands, players, GAME)
    players = len(hands)
    state = GAME.new(players, seed=0, names=names, **(options or {}))
    state.hands = [[find(n) for n in hand] for hand in hands]
    state.contract = find_bid(contract)
    assert 0 <= state.contract < len(LADDER)
    state.declarer = declarer
    state.leader = (declarer + 1) % players if leader is None else leader
    state.trick = [find(n) for n in trick or []]
    played = HAND_SIZE - len(state.hands[state.leader]) - (1 if state.trick else 0)
    if tricks is None:
        tricks = [0] * players
        for i in range(played):
            tricks[(declarer + i) % players] += 1
    assert sum(tricks) == played, "tricks won must add up to the tricks played"
    used = {c for h in state.hands for c in h} | set(state.trick)
    spares = [find(n) for n in spare] if spare is not None else None
    rest = [c for c in DECK if c not in used and (spares is None or c not in spares)]
    size = len(DECK) - HAND_SIZE * players
    if spares is None:
        spares, rest = rest[:size], rest[size:]
    state.spare, state.set_aside = (spares, []) if players == 4 else ([], spares)
    state.taken = []
    for won in tricks:
        state.taken.append(rest[: won * players])
        rest = rest[won * players :]
    assert not rest, "hand sizes do not fit the tricks played"
    state.tricks = list(tricks)
    state.voids = [0] * players
    state.calls = [state.contract] + [-1] * (players - 1)
    state.dealer = (declarer - 1) % players
    state.phase = Phase.PLAY
    state.current_player = (state.leader + len(state.trick)) % players
    state.log = []
    state.check_invariants()
    return state
