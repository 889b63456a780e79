"""Prove when you can, sample when you cannot.

Playouts judge an open middle game better than a hand-made evaluation does in
Stairs (the lowest-piece rule makes positions hard to read statically), but
MCTS never *proves* anything, and late in the game an exact answer is cheap.
So the bot first gives alpha-beta a small node budget: if that proves a win it
plays it at once; otherwise (unknown or lost) MCTS picks the move with the best
practical chances.
"""

from __future__ import annotations

import random

from climbdesk.bots.alphabeta import WIN, AlphaBetaBot
from climbdesk.bots.base import Bot, CancelToken, check_turn
from climbdesk.bots.mcts import MCTSBot
from climbdesk.core.actions import Action
from climbdesk.core.state import State


class HybridBot(Bot):
    name = "hybrid"

    def __init__(self, prover: AlphaBetaBot, sampler: MCTSBot,
                 rng: random.Random | None = None) -> None:
        super().__init__(rng)
        self.prover = prover
        self.sampler = sampler
        self.last_proved = False

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        actions = check_turn(state, seat)
        if len(actions) == 1:
            return actions[0]
        move = self.prover.choose(state, seat, cancel)
        self.last_proved = self.prover.last_value >= WIN
        if self.last_proved:
            return move
        return self.sampler.choose(state, seat, cancel)
