"""Colori lessons: the steps behind ``notebooks/colori/learn.ipynb``.

Positions are built by card names (``fashion_core.games.colori.positions``). Every right answer
is computed by the rules (the mixing table, ``affordable``, the queue as it really resolves),
and the wrong choices are the usual misreadings computed the same way: the literal "two steps
apart" mixing rule, a stack instead of a queue, counting the destroyed card's own pips, or
letting a drafted fabric pay for a garment.
"""

from __future__ import annotations

import random

from fashion_core.games.colori.wheel import (
    GREEN,
    ORANGE,
    RED,
    YELLOW,
)
from widgets.games.colori.answers import (
    CHAIN_POSITION,
    DRAWN,
    GARMENT_POSITION,
    HIDE_MARKS,
    HIDE_MIXING,
    K,
    ability_question,
    after_destroying,
    destroy_for_a_mix_practice,
    destroy_practice,
    destroys,
    destroys_drafted,
    destroys_drawn,
    display_choices,
    draft_position_check,
    draw_practice,
    end_question,
    finished_game,
    garment_pick_practice,
    garment_practice,
    makeable,
    mix_answer,
    mix_choices,
    mix_practice,
    mixes_into,
    mixing_task_practice,
    most_stars,
    most_stars_practice,
    needs_question,
    pair_answer,
    pair_choices,
    pair_practice,
    passing_position,
    passing_question,
    pick_choices,
    picks_answer,
    picks_garment_maker,
    picks_practice,
    position_after,
    queue_question,
    store_practice,
    stored_question,
    stores_most,
)
from widgets.pages.lesson import Question, Task

LESSONS = {
    "reading": (
        "Reading the cards",
        [ability_question(K["Kermes"], draft_position_check)],
    ),
    "passing": (
        "Passing the hands",
        [passing_question(lambda: passing_position(random.Random(2), players=3, even=True))],
    ),
    "the_end": ("The end", [end_question(lambda: finished_game(random.Random(4)))]),
    "phases": (
        "A round in three phases",
        [
            Question(
                "Draw phase done: your five drawn cards lie face up. Now the draft: you pick one "
                "card of your hand, the rest is passed on, and so on. How many cards will you "
                "have drafted when the draft ends?",
                draft_position_check,
                choices=pick_choices,
                answer=picks_answer,
                explain="Five: every dealt card gets drafted by someone.",
                practice=picks_practice,
            ),
            Task(
                "Draft the card that can make a garment (click it in your hand).",
                draft_position_check,
                check=picks_garment_maker,
                explain="Nobody sees your picks until the draft is over.",
                practice=garment_pick_practice,
            ),
            Task(
                "Action phase, your turn: destroy one of your drafted cards to use its ability.",
                position_after(drawn=DRAWN, drafted=["Woad", "Basic Red"]),
                check=destroys,
                explain="Drafted cards you do not destroy are discarded when your turn ends.",
                practice=destroy_practice,
            ),
        ],
    ),
    "wheel": (
        "The colour wheel and mixing",
        [
            Question(
                "Your wheel holds one Red and one Yellow. What do Red and Yellow make?",
                position_after(drafted=["Cotton"], wheel={"Red": 1, "Yellow": 1}),
                choices=mix_choices(RED, YELLOW),
                answer=mix_answer(RED, YELLOW),
                hide=HIDE_MIXING,
                explain="Two primaries make the secondary between them.",
                practice=mix_practice,
            ),
            Question(
                "Which pair mixes into Green?",
                position_after(drafted=["Cotton"], wheel={"Red": 2, "Yellow": 2, "Blue": 2}),
                choices=pair_choices(GREEN),
                answer=pair_answer(GREEN),
                hide=HIDE_MIXING,
                explain="Two primaries make the secondary between them; a primary and a "
                "secondary next to it make the tertiary between those. Two tertiaries never mix.",
                practice=pair_practice,
            ),
            Task(
                "You destroyed a Cotton: Mix Colors ×1. The Chestnut Autumn Vest needs 2 Orange; "
                "you have 1. Make one more Orange with the mix helper.",
                after_destroying(
                    "Cotton",
                    drawn=["Cotton", "Basic Blue"],
                    wheel={"Red": 1, "Yellow": 2, "Blue": 1, "Orange": 1, "Amber": 2},
                ),
                check=mixes_into(ORANGE),
                explain="Orange: 2 Orange and 2 Amber, plus a drawn Cotton, make the vest.",
                practice=mixing_task_practice,
            ),
        ],
    ),
    "store": (
        "Store Colors",
        [
            Task(
                "You destroyed a Linen: Store Colors ×1. Choose the drawn card that puts the most "
                "colour on your wheel.",
                after_destroying(
                    "Linen",
                    drawn=["Basic Yellow", "Madder", "Wool", "Alder Bark"],
                ),
                check=stores_most,
                explain="All its pips go on your wheel and the card goes to your discard pile.",
                practice=store_practice,
            ),
            stored_question(
                K["Basic Red"],
                K["Madder"],
                position_after(drafted=["Basic Red"], drawn=["Madder", "Wool"]),
            ),
        ],
    ),
    "draw": (
        "Draw Cards",
        [
            Task(
                "Destroy the drafted Silk: Draw Cards ×2 takes two cards from your own deck "
                "into your drawn cards.",
                position_after(
                    drafted=["Silk", "Basic Red"],
                    drawn=["Basic Yellow"],
                    deck=["Weld", "Linen", "Basic Blue"],
                ),
                check=destroys_drafted("Silk"),
                explain="New drawn cards can be stored, destroyed or pay for a garment later in "
                "the same turn. An empty deck is refilled from your discard pile.",
                practice=draw_practice,
            ),
        ],
    ),
    "destroy": (
        "Destroy Cards",
        [
            Task(
                "You destroyed Dragon's Blood: Destroy Cards ×1. Destroy the drawn card that "
                "will let you mix your Red and Yellow.",
                after_destroying(
                    "Dragon's Blood",
                    drawn=["Wool", "Cotton", "Basic Blue"],
                    wheel={"Red": 1, "Yellow": 1},
                ),
                check=destroys_drawn("Cotton"),
                explain="Destroyed cards go to a shared pile that may return to the draft deck.",
                practice=destroy_for_a_mix_practice,
            ),
        ],
    ),
    "queue": (
        "The ability queue",
        [
            queue_question("Vermilion (Mineral)", K["Linen"], K["Cotton"], CHAIN_POSITION),
            Task(
                "Now destroy the Cotton and watch the queue.",
                CHAIN_POSITION,
                check=destroys_drawn("Cotton"),
                explain="The Linen's Store Colors resolves now; the Cotton's mix waits behind it.",
                practice=destroy_for_a_mix_practice,
            ),
        ],
    ),
    "garments": (
        "Making a garment",
        [
            Question(
                "A garment needs its fabric among your drawn cards and its colours on your wheel. "
                "Which garment of the display could you make right now?",
                GARMENT_POSITION,
                choices=display_choices,
                answer=makeable,
                hide=HIDE_MARKS,
                explain="A Wool is drawn and 4 Red are on your wheel.",
                practice=garment_practice,
            ),
            needs_question(K["Woad Blue Workman's Apron"], GARMENT_POSITION),
            Task(
                "You destroyed the Kermes: Make Garment. Two garments are affordable; make the one "
                "worth the most stars.",
                after_destroying(
                    "Kermes",
                    drawn=["Silk", "Wool", "Basic Blue"],
                    wheel={"Red": 6},
                ),
                check=most_stars,
                explain="The garment goes to your discard pile: it scores, but clogs your deck.",
                practice=most_stars_practice,
            ),
        ],
    ),
}
