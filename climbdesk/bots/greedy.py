"""One-ply lookahead with noise: the Easy level where a game has an evaluation.

It plays moves that look sensible right now (it takes an immediate win and
avoids an immediate loss) but never looks at the reply, and the noise makes
it misjudge close choices the way a casual player does.
"""

from __future__ import annotations

import random

from climbdesk.bots.base import Bot, Budget, CancelToken, check_turn
from climbdesk.bots.heuristics import Heuristic
from climbdesk.core.actions import Action
from climbdesk.core.state import State


class GreedyBot(Bot):
    name = "greedy"

    def __init__(self, heuristic: Heuristic, rng: random.Random | None = None,
                 budget: Budget | None = None, noise: float = 0.1) -> None:
        super().__init__(rng, budget)
        self.heuristic = heuristic
        self.noise = noise

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        actions = check_turn(state, seat)
        if len(actions) == 1:
            return actions[0]
        best, best_value = actions[0], -9.0
        for action in actions:
            if cancel is not None:
                cancel.check()
            child = state.child(action)
            out = child.outcome()
            value = out.returns()[seat] if out is not None else self.heuristic.evaluate(child)[seat]
            value += self.rng.gauss(0.0, self.noise) if self.noise > 0 else self.rng.random() * 1e-9
            if value > best_value:
                best, best_value = action, value
        return best
