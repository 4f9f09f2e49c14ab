"""Prêt-à-Porter (Trzewiczek & Haraszczak): a year of a fashion house.

=================  ======================================================================
Players            2-4. Twelve rounds in four quarters: two working rounds, then an
                   exhibition
Phases             working rounds are Planning (pawns placed one at a time, left-most open
                   space), Action (locations 1-9 resolved in order), Growth, Upkeep;
                   exhibition rounds are Prestige exchange, Show (each company picks a
                   one-style collection), Awards, Sales, Upkeep. The decision waited for is
                   ``state.task``: place, bank, contract, building, employee, design,
                   design_trigger, extra_design, market, fabric, offer, growth, style,
                   collection, outlet
Hidden             only deck order (nobody)
Public             companies, displays, the design row and the show tiles; the face-up card
                   decks show their top card
Options            ``turn_order_track`` (variant 5.6: turn order by VP, fewest first; off)
Score              VP + cash; ties go to more VP; a company holding an unpaid loan at the end
                   is bankrupt and cannot win
Reference          the project's Prêt-à-Porter rules reference (3rd edition structure,
                   original card set); our readings: ``explain.RULES_NOTES``
=================  ======================================================================
"""

from fashion_core.bots import standard_bots
from fashion_core.games.pret_a_porter.bot import HeuristicBot, evaluate, shortlist
from fashion_core.games.pret_a_porter.explain import score_breakdown
from fashion_core.games.pret_a_porter.rules import GAME, Phase, PretAPorterState

# The search plays its rollouts with the heuristic's plan for 16 moves, then scores the
# position with ``evaluate``: random rollouts buy random cubes and say little about a plan.
# 16 rather than 24 moves: a third fewer rollout moves per iteration, which is what brings
# the search to 2,000 iterations/s, and it still beats the heuristic (benchmarks/README.md).
# Its tree weighs only the heuristic's best three moves (``shortlist``): with all of them it
# spread 100 iterations over poor moves and lost to the heuristic; with three it wins clearly.
GAME.bots.update(
    standard_bots(
        HeuristicBot,
        iterations=100,
        rollout_bot=HeuristicBot,
        rollout_depth=16,
        evaluate=evaluate,
        shortlist=shortlist,
    )
)

__all__ = ["GAME", "HeuristicBot", "Phase", "PretAPorterState", "evaluate", "score_breakdown"]
