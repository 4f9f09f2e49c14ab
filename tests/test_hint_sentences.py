"""Every hint sentence reads right (issue 38): over heuristic games of every game, each hint is
one sentence with the right article ("an Evening", not "a Evening"), no "card(s)", no doubled
words ("Scoring: Scoring"), names as the game writes them ("PR Assistant", not "pr
assistant"), and a reason that agrees with the move it gives."""

from __future__ import annotations

import re

import pytest

from fashion_core import GAMES
from fashion_core.bots import make_bot
from fashion_core.engine import Action, State

SEEDS = (1, 2, 3)
MOVES = 400

FAULTS = (
    (re.compile(r"\b[aA] [AEIO][a-z]"), "'a' before a vowel"),
    (re.compile(r"\b[aA]n [B-DF-HJ-NP-TV-Z][a-z]"), "'an' before a consonant"),
    (re.compile(r"\(s\)"), "a plural left to the reader"),
    (re.compile(r"\b([A-Za-z]+)[\s:,;]+\1\b"), "a doubled word"),
    (re.compile(r"\bpr\b|\bvp\b"), "a lowercased abbreviation"),
    (re.compile(r"\s[.,;:]|\.\."), "a stray space or stop"),
)


def hints(name: str, players: int, seed: int) -> list[tuple[State, Action, str]]:
    """(position, the heuristic's move, its hint) along a game between heuristic bots."""
    game = GAMES[name]
    state = game.new(players, seed=seed)
    bot = make_bot(game, "heuristic", seed=seed)
    out = []
    for _ in range(MOVES):
        if state.is_over:
            break
        action, text = bot.advise(state)
        if len(state.legal_actions()) > 1:
            out.append((state.clone(), action, text))
        state.apply(action)
    return out


def faults(text: str) -> list[str]:
    found = [what for pattern, what in FAULTS if pattern.search(text)]
    if not (text[:1].isupper() and text.endswith(".")):
        found.append("not one sentence")
    return found


def seats(name: str) -> list[int]:
    game = GAMES[name]
    return sorted({game.min_players, max(2, game.min_players), min(4, game.max_players)})


@pytest.mark.parametrize("name", list(GAMES))
def test_every_hint_reads_as_a_sentence(name):
    bad = [
        (text, faults(text))
        for players in seats(name)
        for seed in SEEDS
        for _, _, text in hints(name, players, seed)
        if faults(text)
    ]
    assert not bad, bad[:5]


def test_the_fault_finder_catches_the_faults_seen():
    for text in (
        "Go to Local Materials: the plan is a Evening collection.",
        "Trains pr assistant: its stronger side pays back.",
        "Scoring: Scoring: points.",
        "Take 3 card(s).",
    ):
        assert faults(text), text
    assert not faults("Go to Local Materials: the plan is an Evening collection.")


def test_purple_rules_lead_reasons_hold_in_the_position():
    from fashion_core.decks.purple_pack import COLOUR
    from fashion_core.games.purple_rules.bot import beats, unseen

    checked = 0
    for players in (2, 4):
        for seed in SEEDS:
            for state, action, text in hints("purple_rules", players, seed):
                card = getattr(action, "card", None)
                if card is None or not text.startswith("Lead"):
                    continue
                out = unseen(state)
                if "no card still out can beat it" in text:
                    assert not any(beats(c, card, state.trump) for c in out), text
                if "only a trump can beat it" in text:
                    assert COLOUR[card] != state.trump, text
                    plain = [c for c in out if COLOUR[c] != state.trump]
                    assert not any(beats(c, card, state.trump) for c in plain), text
                checked += 1
    assert checked > 20


def test_pret_a_porter_reasons_agree_with_the_move():
    from fashion_core.games.pret_a_porter.actions import BuyCube, TakeDesign
    from fashion_core.games.pret_a_porter.bot import main_style, missing_cubes
    from fashion_core.games.pret_a_porter.cards import DESIGNS, STYLES

    kinds = set()
    for players in (2, 3):
        for seed in SEEDS:
            for state, action, text in hints("pret_a_porter", players, seed):
                seat = state.current_player
                style = main_style(state, seat)
                if isinstance(action, BuyCube):
                    assert missing_cubes(state, seat, style)[action.material], text
                    kinds.add("cube")
                if isinstance(action, TakeDesign) and "the style the plan collects" in text:
                    assert DESIGNS[action.card].style == style, text
                    kinds.add("design")
                if f"{STYLES[style]} collection" in text:
                    kinds.add("plan")
    assert kinds == {"cube", "design", "plan"}


def test_a_done_read_from_a_save_gets_its_own_hint():
    # A move read back from a save is equal to Done but not the same object; its hint said
    # "Is done: it is the best move for ..." (a finished game's review replays saves).
    from fashion_core.games.pret_a_porter.actions import DONE
    from fashion_core.games.pret_a_porter.bot import HeuristicBot

    loaded = GAMES["pret_a_porter"].action_from_json(DONE.to_json())
    assert loaded == DONE and loaded is not DONE
    for state, _, _ in hints("pret_a_porter", 2, 1):
        if DONE in state.legal_actions():
            text = HeuristicBot(seed=0).explain(state, loaded)
            assert text.startswith("Nothing here fits the plan"), text
            return
    pytest.fail("no position offered Done")
