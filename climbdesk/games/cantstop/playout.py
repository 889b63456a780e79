"""Random Can't Stop games through the engine, for benchmarks and smoke tests.

The random player picks uniformly among the legal sum choices and, after
each successful roll, stops with probability ½.  Dice come from
:func:`~climbdesk.games.cantstop.dice.sample_index`, which draws exactly the
distribution of four fair dice.
"""

from __future__ import annotations

import random

from climbdesk.games.cantstop.dice import sample_index
from climbdesk.games.cantstop.engine import DICE, GAME, ROLL, STOP, CantStopPhase


def play_random_game(rng: random.Random, players: int = 2) -> int:
    """Play one random game with the trusted ``_apply``; return the number of decisions."""
    state = GAME.new_initial_state(players)
    apply = state._apply
    rand = rng.random
    choice = rng.choice
    decisions = 0
    over, choose = CantStopPhase.OVER, CantStopPhase.CHOOSE  # locals: the loop is hot
    while state.phase is not over:
        # the phase is ROLL here: roll, then the dice decide.
        apply(ROLL)
        apply(DICE[sample_index(rand)])
        decisions += 1
        if state.phase is not choose:
            continue  # bust: the next player's turn
        apply(choice(state.legal_actions()))
        decisions += 1
        if rand() < 0.5:
            apply(STOP)
            decisions += 1
    return decisions
