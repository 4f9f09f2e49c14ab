"""The Prêt-à-Porter search: its tree weighs only the heuristic's shortlist of moves."""

from __future__ import annotations

from fashion_core.bots import make_bot
from fashion_core.games.pret_a_porter.bot import SHORTLIST, HeuristicBot, shortlist
from fashion_core.games.pret_a_porter.rules import GAME


def test_the_search_tree_holds_only_the_heuristics_shortlist():
    state = GAME.new(2, seed=4)
    legal = state.legal_actions()
    assert len(legal) > SHORTLIST  # nine locations open in round I
    best = shortlist(state, legal)
    bot = make_bot(GAME, "ismcts", seed=1, iterations=40)
    choice = bot.choose(state)
    assert bot.last_root is not None
    assert set(bot.last_root.children) == set(best) and choice in best


def test_the_shortlist_starts_with_the_heuristics_own_choice():
    state = GAME.new(3, seed=2)
    for _ in range(12):
        legal = state.legal_actions()
        plan = HeuristicBot(seed=0)
        scores = {a: plan.score(state, a) for a in legal}
        top = shortlist(state, legal)
        assert len(top) == min(SHORTLIST, len(legal))
        assert [scores[a] for a in top] == sorted(scores.values(), reverse=True)[: len(top)]
        state.apply(top[0])


def test_the_hint_uses_the_right_article_and_reasons_that_agree_with_the_move():
    from fashion_core.games.pret_a_porter.actions import TakeDesign
    from fashion_core.games.pret_a_porter.bot import HeuristicBot
    from fashion_core.games.pret_a_porter.positions import arrange, card, visit

    s = arrange(players=2, seed=1, first=0, designs=[["D01", "D02", "D03"], []])
    s.design_row = [card("D40")]  # a Rock design, not of the Evening plan
    visit(s, {5: [0], 9: [1]})
    bot = HeuristicBot(seed=1)
    text = bot.explain(s, TakeDesign(card("D40")))
    assert "Evening plan" not in text and "fits the" not in text
    assert text.startswith("Take design D40 (Rock)")
    s2 = arrange(players=2, seed=1, first=0, designs=[["D01", "D02", "D03"], []])
    visit(s2, {6: [0], 9: [1]})
    from fashion_core.games.pret_a_porter.actions import PlacePawn

    assert "an Evening collection" in bot.explain(s2, PlacePawn(6, 0))
