"""Predictions: what a click on the play table will show, drawn before the kernel answers.

A click goes to the kernel and the next scene comes back: a few milliseconds on one computer,
a tenth of a second or more on Binder, and the browser's own drawing comes on top. For the
clicks whose outcome the player can already know (choosing a card, a move that shows them no
new card, a question and its Cancel), the app composes the scene each one would show next and
offers them to the table (:meth:`widgets.table.Table.offer`); ``table.js`` draws the one that
is clicked at once, while the click travels, and the kernel's answer only confirms it.

Nothing is predicted from hidden information. A move is played on a copy of the position in
which everything hidden from the player is dealt anew (:meth:`State.determinize`, with fresh
randomness), and it is offered only if, on that copy, it shows the player no card they could
not see before. So a prediction, and whether there is one, depend on nothing but what the
player can already see; the real position is never played ahead.

>>> from fashion_core import GAMES, Match
>>> match = Match(GAMES["colour_bazaar"], players=2, seed=5)
>>> known = known_position(match.state, 0, random.Random(1))
>>> play = match.state.legal_actions()[0]
>>> play  # playing a card onto a market shows the player nothing new
PlayCard(card=16, stack=0)
>>> ahead = play_ahead(match, 0, play, known)
>>> len(ahead.actions), len(match.actions)  # played ahead on the copy, not on the game
(1, 0)
>>> chip = ahead.state.legal_actions()[0]
>>> chip  # the chip that ends the turn comes with a card drawn from the pile: never offered
TakeChip(suit=0)
>>> play_ahead(ahead, 0, chip, known_position(ahead.state, 0, random.Random(2))) is None
True
"""

from __future__ import annotations

import copy
import random
from typing import Any

from fashion_core import IllegalAction, Match


def known_position(state: Any, seat: int, rng: random.Random) -> Any:
    """A copy of ``state`` as ``seat`` knows it: every card hidden from ``seat`` dealt anew
    from ``rng`` (and a new seed for what chance brings later), the log kept for the scene."""
    known = state.determinize(seat, rng)
    known.log = None if state.log is None else list(state.log)
    return known


def play_ahead(match: Match, seat: int, action: Any, known: Any) -> Match | None:
    """A copy of ``match`` in which ``seat`` has played ``action`` on ``known`` (see
    :func:`known_position`; ``known`` itself is left as it was), or ``None`` if the rules
    refuse the move or it would show ``seat`` a card hidden from them before."""
    state = known.clone()
    hidden = state.hidden_cards(seat)
    ahead = copy.copy(match)
    ahead.state, ahead.actions, ahead.actors = state, [*match.actions], [*match.actors]
    try:
        ahead.apply(action, seat=seat)
    except IllegalAction:
        return None
    if state.hidden_cards(seat) != hidden:
        return None
    return ahead
