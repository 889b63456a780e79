"""What a Stairs position is worth.

The winner is whoever owns the highest piece (then most pieces at that height,
then who got there first), so the evaluation looks at the board relative to
the current maximum height H.  The weights are a logistic fit of random-playout
results from 3000 self-play positions (see docs/performance.md); what they
say is worth knowing about the game:

* top pieces at H are what wins (the largest weight);
* pieces that *can* still climb are good near the top but bad lower down, and
  having more movable pieces overall is bad: the lowest-piece rule spends
  your turns on low pieces, so spare low moves are lost tempo, not assets;
* being the side to move is worth a lot, because the last climb at the top
  usually decides the game.

Search does the rest: parity at the end is tactical, and games are short
(about 32 plies) with few choices late, so alpha-beta sees much of it.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence

from climbdesk.bots.heuristics import Heuristic
from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.stairs.engine import NEIGHBOURS, SQUARES, Move, StairsState

# Per piece (Light minus Dark), by depth below the top height H (0, 1, 2, 3+).
TOP_WEIGHTS = (0.397, -0.069, -0.100, 0.033)
CLIMB_WEIGHTS = (0.097, 0.129, -0.137, -0.174)
MOVABLE_WEIGHT = -0.085
LOWEST_WEIGHT = 0.015   # per level between the two sides' lowest movable pieces
LEAD_WEIGHT = 0.05      # who would win if the game stopped now
TO_MOVE_WEIGHT = 0.215
TO_MOVE_LEAD_WEIGHT = -0.044
BIAS = -0.06            # Dark's slight edge in the fitted positions, seen from Light


class StairsHeuristic(Heuristic):
    """Fitted logistic evaluation; ``scale`` sharpens or flattens it."""

    def __init__(self, scale: float = 1.0) -> None:
        self.scale = scale

    def light_logit(self, state: StairsState) -> float:
        """Log-odds that Light wins."""
        stacks = state.stacks
        heights = [len(st) for st in stacks]
        top = max(heights)
        tops = [0, 0, 0, 0]
        climbs = [0, 0, 0, 0]
        movable = 0
        lowest = [top + 1, top + 1]
        for sq in range(SQUARES):
            h = heights[sq]
            if h == 0:
                continue
            sign = 1 if stacks[sq][-1] == 0 else -1
            d = top - h
            if d > 3:
                d = 3
            tops[d] += sign
            for n in NEIGHBOURS[sq]:
                if heights[n] == h:
                    climbs[d] += sign
                    movable += sign
                    c = 0 if sign == 1 else 1
                    if h < lowest[c]:
                        lowest[c] = h
                    break
        light_leads = state.standings()[3] == 0
        lead = 1.0 if light_leads else -1.0
        to_move = 1.0 if state.to_move == 0 else -1.0
        z = BIAS + MOVABLE_WEIGHT * movable + LOWEST_WEIGHT * (lowest[0] - lowest[1])
        z += LEAD_WEIGHT * lead + TO_MOVE_WEIGHT * to_move + TO_MOVE_LEAD_WEIGHT * to_move * lead
        for d in range(4):
            z += TOP_WEIGHTS[d] * tops[d] + CLIMB_WEIGHTS[d] * climbs[d]
        return z

    def colour_value(self, state: StairsState) -> float:
        """Light's prospects in (-0.95, 0.95); Dark's are the negation."""
        return 0.95 * math.tanh(0.5 * self.scale * self.light_logit(state))

    def evaluate(self, state: State) -> tuple[float, ...]:
        assert isinstance(state, StairsState)
        v = self.colour_value(state)
        out = [0.0, 0.0]
        out[state.seat_of_colour[0]] = v
        out[state.seat_of_colour[1]] = -v
        return (out[0], out[1])

    def _bury_score(self, state: StairsState, action: Action) -> int:
        """Burying an opponent's top piece both climbs and takes a piece out of play."""
        if not isinstance(action, Move):
            return 0
        dst = state.stacks[action.dst]
        return 1 if dst and dst[-1] != state.to_move else 0

    def order(self, state: State, actions: list[Action]) -> list[Action]:
        assert isinstance(state, StairsState)
        return sorted(actions, key=lambda a: -self._bury_score(state, a))

    def rollout_action(self, state: State, actions: Sequence[Action],
                       rng: random.Random) -> Action:
        return rng.choice(actions)

    def key(self, state: State) -> Hashable:
        assert isinstance(state, StairsState)
        return (tuple(state.stacks), state.to_move, state.seat_of_colour[0], min(state.ply, 2))
