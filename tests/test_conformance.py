"""The engine contract, checked on every registered game (after OpenSpiel's random-sim tests).

Random games from many seeds; at every step: the rules' invariants hold, every view is JSON and
hides what it must, illegal actions raise and change nothing, clones are independent, snapshots
round-trip, and determinized positions look the same to the searching seat.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fashion_core import GAMES, IllegalAction, Match, SaveFileError
from fashion_core.bots import BOT_KINDS, make_bot
from fashion_core.engine import TERMINAL, Action, State

GAME_NAMES = list(GAMES)
MAX_STEPS = 20_000

slow = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def players_for(game_name: str) -> list[int]:
    game = GAMES[game_name]
    return list(range(game.min_players, game.max_players + 1))


def random_game(
    game_name: str,
    players: int,
    seed: int,
    steps: int | None = None,
    options: dict[str, Any] | None = None,
) -> Match:
    """A match played randomly from ``seed`` (to the end, or for ``steps`` actions)."""
    match = Match(GAMES[game_name], players, seed=seed, options=options)
    rng = random.Random(seed)
    for _ in range(MAX_STEPS if steps is None else steps):
        if match.state.is_over:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def searched_position(game_name: str, bot: Any) -> State:
    """The first position of a random game that ``bot`` (a search bot) searches: some decisions
    take no search (a single legal move; Purple Rules bids by rule of thumb). Games end early
    in a short game, so a few seeds are tried; a game where the search never searches fails
    here, by name."""
    game = GAMES[game_name]
    for seed in range(2, 12):
        state = game.new(game.min_players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            bot.choose(state)
            if bot.last_iterations:
                return state
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError(f"{game_name}: the search bot searched no decision of ten games")


def any_options(game_name: str) -> st.SearchStrategy[dict[str, Any]]:
    """Any setting of the game's rules options."""
    return st.fixed_dictionaries(
        {o.name: st.sampled_from(o.choices) for o in GAMES[game_name].options}
    )


def live_game(game_name: str, seed: int, data: st.DataObject) -> Match:
    """A game played randomly for up to 300 moves and still running: one that ended sooner
    is played again to the position before its last move, so no example checks nothing."""
    players = data.draw(st.sampled_from(players_for(game_name)))
    match = random_game(game_name, players, seed, steps=data.draw(st.integers(0, 300)))
    if match.state.is_over:  # the same seed replays the same moves, one fewer
        match = random_game(game_name, players, seed, steps=len(match.actions) - 1)
    assert not match.state.is_over
    return match


def assert_view_hides(state: State, seat: int | None) -> None:
    view = state.view(seat)
    text = json.dumps(view)  # a view must be JSON-able
    for key in state.hidden_cards(seat):
        assert json.dumps(key) not in text, f"seat {seat} can see hidden card {key!r}"


def candidate_illegal_actions(game_name: str, legal: list[Action]) -> list[Action]:
    """Actions taken from other positions of the same game that are not legal here."""
    pool = _action_pool(game_name)
    legal_set = set(legal)
    return [a for a in pool if a not in legal_set]


_POOLS: dict[str, list[Action]] = {}


def _action_pool(game_name: str) -> list[Action]:
    if game_name not in _POOLS:
        seen: set[Action] = set()
        for seed in range(4):
            game = GAMES[game_name]
            match = Match(game, game.max_players if seed % 2 else game.min_players, seed=seed)
            rng = random.Random(seed)
            while not match.state.is_over:
                legal = match.state.legal_actions()
                seen.update(legal)
                match.apply(rng.choice(legal))
        _POOLS[game_name] = sorted(seen, key=repr)
    return _POOLS[game_name]


@pytest.mark.parametrize("game_name", GAME_NAMES)
class TestEveryGame:
    @slow
    @given(seed=st.integers(0, 2**32), data=st.data())
    def test_random_games_end_and_keep_invariants(self, game_name, seed, data):
        players = data.draw(st.sampled_from(players_for(game_name)))
        game = GAMES[game_name]
        state = game.new(players, seed=seed)
        rng = random.Random(seed)
        for _ in range(MAX_STEPS):
            state.check_invariants()
            if state.is_over:
                break
            assert 0 <= state.current_player < players
            legal = state.legal_actions()
            assert legal, "a running game always offers a legal action"
            assert len(set(legal)) == len(legal), "legal_actions() lists each action once"
            state.apply(rng.choice(legal))
        assert state.is_over, f"no end after {MAX_STEPS} steps"
        assert state.current_player == TERMINAL
        assert state.legal_actions() == []
        assert len(state.scores()) == players
        winners = state.winners()
        assert all(0 <= w < players for w in winners)
        if winners:
            assert abs(sum(state.returns()) - 1.0) < 1e-9
        else:  # rules that can leave nobody winning (Prêt-à-Porter: every company bankrupt)
            assert state.returns() == [0.0] * players

    @slow
    @given(seed=st.integers(0, 2**32), data=st.data())
    def test_views_never_show_hidden_cards(self, game_name, seed, data):
        players = data.draw(st.sampled_from(players_for(game_name)))
        state = GAMES[game_name].new(players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            for seat in [None, *range(players)]:
                assert_view_hides(state, seat)
            state.apply(rng.choice(state.legal_actions()))
        for seat in [None, *range(players)]:
            assert_view_hides(state, seat)

    @slow
    @given(seed=st.integers(0, 2**32), data=st.data())
    def test_illegal_actions_raise_and_change_nothing(self, game_name, seed, data):
        match = live_game(game_name, seed, data)
        state = match.state
        before = state.to_json()
        candidates = candidate_illegal_actions(game_name, state.legal_actions())
        for action in random.Random(seed).sample(candidates, min(25, len(candidates))):
            with pytest.raises(IllegalAction) as info:
                state.apply(action)
            assert info.value.rule and str(info.value).startswith(info.value.rule)
            assert isinstance(info.value, ValueError)
            assert state.to_json() == before, f"refusing {action} changed the state"

    @slow
    @given(seed=st.integers(0, 2**32), data=st.data())
    def test_mistyped_moves_are_refused_by_the_engine(self, game_name, seed, data):
        """A hand-made copy of a legal move with a wrongly typed field (True for 1, "2" for 2,
        1.0 for 1) is refused as a move format error and changes nothing, in every game."""
        match = live_game(game_name, seed, data)
        state = match.state
        before = state.to_json()
        tried = 0
        for action in state.legal_actions():
            for field in dataclasses.fields(action):
                value = getattr(action, field.name)
                for wrong in _mistyped(value):
                    forged = dataclasses.replace(action, **{field.name: wrong})
                    with pytest.raises(IllegalAction, match=r"^Move format"):
                        state.apply(forged)
                    tried += 1
            if tried > 12:
                break
        assert state.to_json() == before

    def test_a_move_of_another_game_is_refused(self, game_name):
        state = GAMES[game_name].new(GAMES[game_name].min_players, seed=1)
        before = state.to_json()
        for other in GAMES:
            if other == game_name:
                continue
            foreign = GAMES[other].new(GAMES[other].min_players, seed=1).legal_actions()[0]
            with pytest.raises(IllegalAction, match=r"^Move format"):
                state.apply(foreign)
        with pytest.raises(IllegalAction, match=r"^Move format"):
            state.apply("PlayCard")  # type: ignore[arg-type]
        assert state.to_json() == before

    @slow
    @given(seed=st.integers(0, 2**32), data=st.data())
    def test_clone_is_independent_and_snapshots_round_trip(self, game_name, seed, data):
        players = data.draw(st.sampled_from(players_for(game_name)))
        match = random_game(game_name, players, seed, steps=data.draw(st.integers(0, 300)))
        state = match.state
        snapshot = state.to_json()
        json.dumps(snapshot)
        restored = type(state).from_json(json.loads(json.dumps(snapshot)))
        assert restored.to_json() == snapshot
        copy = state.clone()
        assert copy.to_json() == snapshot
        rng = random.Random(seed)
        for _ in range(30):  # the copy and the restored state play on identically
            if copy.is_over:
                break
            action = rng.choice(copy.legal_actions())
            copy.apply(action)
            restored.apply(action)
            assert restored.to_json() == copy.to_json()
        assert state.to_json() == snapshot, "playing on a clone changed the original"

    def test_a_state_holds_its_declared_fields_and_nothing_else(self, game_name):
        state = random_game(game_name, GAMES[game_name].min_players, seed=3, steps=20).state
        names = [*State.__slots__, *(f.name for f in state.fields)]
        copies = [state, state.clone(), state.search_copy(), type(state).from_json(state.to_json())]
        for copy in copies:
            assert not hasattr(copy, "__dict__")
            for name in names:
                getattr(copy, name)  # set in every state, however it was made
            with pytest.raises(AttributeError):
                copy.undeclared_figure = 1

    @slow
    @given(seed=st.integers(0, 2**32), data=st.data())
    def test_same_seed_options_and_actions_give_the_same_game(self, game_name, seed, data):
        players = data.draw(st.sampled_from(players_for(game_name)))
        options = data.draw(any_options(game_name))
        steps = data.draw(st.integers(0, 400))
        match = random_game(game_name, players, seed, steps, options)
        again = Match(GAMES[game_name], players, seed=seed, options=options)
        again.replay(match.actions)
        assert again.state.to_json() == match.state.to_json()
        loaded = Match.loads(match.dumps())
        assert loaded.state.to_json() == match.state.to_json()
        assert loaded.actions == match.actions
        snapshot = json.loads(json.dumps(match.state.to_json()))
        assert type(match.state).from_json(snapshot).to_json() == match.state.to_json()

    @slow
    @given(seed=st.integers(0, 2**32), data=st.data())
    def test_undo_equals_replay_without_the_move(self, game_name, seed, data):
        players = data.draw(st.sampled_from(players_for(game_name)))
        match = random_game(game_name, players, seed, steps=data.draw(st.integers(1, 300)))
        if not match.actions:
            return
        seat = match.actors[-1]
        index = max(i for i, who in enumerate(match.actors) if who == seat)
        expected = Match(GAMES[game_name], players, seed=seed)
        expected.replay(match.actions[:index])
        if match.can_undo(seat):
            match.undo(seat)
            assert match.state.to_json() == expected.state.to_json()
        elif match.state.is_over:  # a finished game's result stands (its deal is known)
            before = match.state.to_json()
            with pytest.raises(IllegalAction, match="No undo after the end"):
                match.undo(seat)
            assert match.state.to_json() == before
        else:
            before = match.state.to_json()
            with pytest.raises(IllegalAction, match="No undo past a reveal"):
                match.undo(seat)
            assert match.state.to_json() == before
            assert match.state.last_reveal[seat] > index

    @slow
    @given(seed=st.integers(0, 2**32), data=st.data())
    def test_determinize_keeps_what_the_seat_knows(self, game_name, seed, data):
        match = live_game(game_name, seed, data)
        state = match.state
        seat = state.current_player
        original_view = state.view(seat)
        for salt in range(3):
            det = state.determinize(seat, random.Random(seed + salt))
            det.check_invariants()
            det_view = det.view(seat)
            # The names of the seats are presentation; everything else must match.
            det_view["names"] = original_view.get("names")
            assert det_view == original_view
            assert set(det.legal_actions()) == set(state.legal_actions())
        assert state.to_json() == match.state.to_json()

    @pytest.mark.parametrize("kind", BOT_KINDS)
    def test_bots_choose_legal_actions(self, game_name, kind):
        game = GAMES[game_name]
        for players in players_for(game_name):
            match = random_game(game_name, players, seed=players, steps=7 * players)
            state = match.state
            bot = make_bot(game, kind, seed=1, **({"iterations": 30} if kind == "ismcts" else {}))
            for _ in range(3):
                if state.is_over:
                    break
                action, reason = bot.advise(state)
                assert action in state.legal_actions()
                assert isinstance(reason, str) and len(reason) > 10
                state.apply(action)

    def test_search_stops_at_its_iterations_or_its_seconds_whichever_first(self, game_name):
        game = GAMES[game_name]
        by_count = make_bot(game, "ismcts", seed=1, iterations=20, seconds=3600.0)
        state = searched_position(game_name, by_count)
        assert by_count.last_iterations == 20
        # A budget no machine finishes: only the clock can end this search.
        by_time = make_bot(game, "ismcts", seed=1, iterations=10**12, seconds=0.05)
        assert by_time.choose(state) in state.legal_actions()
        assert 0 < by_time.last_iterations < 10**12

    @pytest.mark.parametrize("kind", BOT_KINDS)
    def test_a_bot_asked_to_move_after_the_end_names_the_rule(self, game_name, kind):
        game = GAMES[game_name]
        state = random_game(game_name, game.min_players, seed=3).state
        bot = make_bot(game, kind, seed=1)
        for ask in (bot.choose, bot.advise):
            with pytest.raises(IllegalAction, match=r"^Game over: the game has ended"):
                ask(state)

    def test_heuristic_bot_does_not_peek(self, game_name):
        game = GAMES[game_name]
        for seed in range(6):
            match = random_game(game_name, game.min_players, seed, steps=seed * 11)
            state = match.state
            if state.is_over:
                continue
            seat = state.current_player
            det = state.determinize(seat, random.Random(seed))
            honest = make_bot(game, "heuristic", seed=5).choose(state)
            resampled = make_bot(game, "heuristic", seed=5).choose(det)
            assert honest == resampled, "the heuristic's choice depends on hidden cards"


@pytest.mark.parametrize("game_name", GAME_NAMES)
class TestSaveFiles:
    def test_corrupt_text_is_refused_clearly(self, game_name):
        with pytest.raises(SaveFileError, match="not a Fashion Games save"):
            Match.loads("{not json")

    def test_a_save_of_another_game_is_refused(self, game_name):
        other = next(name for name in GAMES if name != game_name) if len(GAMES) > 1 else None
        match = random_game(game_name, GAMES[game_name].min_players, seed=3, steps=5)
        data = match.to_json()
        if other is not None:
            with pytest.raises(SaveFileError, match=f"for {game_name!r}"):
                Match.from_json(data, expect=GAMES[other])
        data["game"] = "chess"
        with pytest.raises(SaveFileError, match="unknown game"):
            Match.from_json(data)

    def test_a_save_from_a_newer_version_is_refused(self, game_name):
        data = random_game(game_name, GAMES[game_name].min_players, seed=4, steps=5).to_json()
        data["version"] = GAMES[game_name].version + 1
        with pytest.raises(SaveFileError, match="newer version"):
            Match.from_json(data)

    def test_an_illegal_move_in_a_save_is_named(self, game_name):
        match = random_game(game_name, GAMES[game_name].min_players, seed=5, steps=6)
        data = match.to_json()
        data["actions"].insert(0, data["actions"][-1])
        data["actions"].insert(0, data["actions"][-1])
        with pytest.raises(SaveFileError, match=r"Move [12] "):
            Match.from_json(data)

    def test_damaged_entries_are_refused(self, game_name):
        good = random_game(game_name, GAMES[game_name].min_players, seed=6, steps=4).to_json()
        for key, bad in [
            ("actions", "oops"),
            ("seed", "x"),
            ("players", 99),
            ("names", [1, 2]),
            ("options", {"no_such_option": True}),
        ]:
            data = dict(good, **{key: bad})
            with pytest.raises(SaveFileError):
                Match.from_json(data)
        data = dict(good)
        data["actions"] = [["NoSuchMove", 1]]
        with pytest.raises(SaveFileError, match="Move 1 in the save file is unreadable"):
            Match.from_json(data)

    def test_a_damaged_snapshot_is_refused(self, game_name):
        state = random_game(game_name, GAMES[game_name].min_players, seed=7, steps=4).state
        data = state.to_json()
        data["fields"] = {}
        with pytest.raises(SaveFileError):
            type(state).from_json(data)
        with pytest.raises(SaveFileError, match="not a Fashion Games state"):
            type(state).from_json({"format": "something else"})


def _mistyped(value: Any) -> list[Any]:
    """Values of the wrong type that compare (or look) equal to ``value``."""
    if type(value) is int:
        return [float(value), str(value)] + ([bool(value)] if value in (0, 1) else [])
    if type(value) is bool:
        return [int(value)]
    if type(value) is tuple:
        return [list(value)]
    if type(value) is str:
        return [value.encode()]
    return []
