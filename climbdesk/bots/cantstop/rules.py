"""Rule-based Can't Stop players: Keller's Rule of 28 and a careless one.

The Rule of 28 (Michael Keller) counts the progress of the current turn: each
step in a column earns the column's weight (6 for 2 and 12 down to 1 for 7),
a newly placed climber earns double, and once all three climbers are out the
count is adjusted for how hard the three columns are to roll together (+2 if
all odd, −2 if all even, +4 if all are 7 or higher, +4 if all 7 or lower).
The player stops at 28 or more, or whenever stopping wins the game.  Moves are
chosen by a second table (7 is worth 6, falling to 1 for 2 and 12) minus 6
for each new climber.  Simulated solitaire averages 10.7 turns, matching the
published 10.74 (see docs/performance.md).
"""

from __future__ import annotations

import random

from climbdesk.bots.base import Bot, CancelToken
from climbdesk.core.actions import Action
from climbdesk.core.state import State
from climbdesk.games.cantstop.engine import (
    COLUMNS,
    LENGTH,
    Advance,
    CantStopPhase,
    CantStopState,
    Roll,
    Stop,
)

PROGRESS = {c: 1 + abs(7 - c) for c in COLUMNS}
MOVE_VALUE = {c: 7 - PROGRESS[c] for c in COLUMNS}
NEW_CLIMBER_COST = 6
THRESHOLD = 28


def turn_progress(state: CantStopState) -> int:
    """The Rule-of-28 count for the turn so far."""
    me = state.to_move
    score = sum(PROGRESS[c] * (h - state.camps[me][c] + 1) for c, h in state.climbers.items())
    cols = list(state.climbers)
    if len(cols) == 3:
        if all(c % 2 for c in cols):
            score += 2
        elif all(c % 2 == 0 for c in cols):
            score -= 2
        if all(c >= 7 for c in cols):
            score += 4
        if all(c <= 7 for c in cols):
            score += 4
    return score


def stopping_wins(state: CantStopState) -> bool:
    me = state.to_move
    won = sum(1 for c in COLUMNS if state.won[c] == me)
    won += sum(1 for c, h in state.climbers.items() if h == LENGTH[c])
    return won >= state.target


def move_value(state: CantStopState, action: Advance) -> int:
    value, placed = 0, set(state.climbers)
    for col in action.sums:
        value += MOVE_VALUE[col]
        if col not in placed:
            value -= NEW_CLIMBER_COST
            placed.add(col)
    return value


class RuleOf28Bot(Bot):
    """Normal level: Keller's published heuristic, played exactly."""

    name = "rule-of-28"

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        assert isinstance(state, CantStopState)
        actions = state.legal_actions()
        if state.phase == CantStopPhase.CHOOSE:
            # Ties go to the first choice in the engine's (sorted) order, as a
            # table-driven player reading down the list would.
            return max((a for a in actions if isinstance(a, Advance)),
                       key=lambda a: move_value(state, a))
        if Stop() in actions and (stopping_wins(state) or turn_progress(state) >= THRESHOLD):
            return Stop()
        return Roll()


class CarelessBot(Bot):
    """Easy level: takes any choice, and stops on a whim after a few rolls."""

    name = "careless"

    def __init__(self, rng: random.Random | None = None, stop_chance: float = 0.3) -> None:
        super().__init__(rng)
        self.stop_chance = stop_chance

    def choose(self, state: State, seat: int, cancel: CancelToken | None = None) -> Action:
        assert isinstance(state, CantStopState)
        actions = state.legal_actions()
        if state.phase == CantStopPhase.CHOOSE:
            return self.rng.choice(actions)
        if Stop() in actions and (stopping_wins(state) or self.rng.random() < self.stop_chance):
            return Stop()
        return Roll()
