"""Shared set-up for the wall bot tests: seeded positions the bots are judged on."""

from __future__ import annotations

import random

from climbdesk.bots import make_bot
from climbdesk.core import get_game
from climbdesk.core.level import Level
from climbdesk.games.wall.engine import WallState
from climbdesk.games.wall.phases import WallPhase

GAME = get_game("wall")


def first_rest_turn(seed: int, level: Level = Level.EASY) -> WallState:
    """The first Rest turn of a seeded two-player game between bots of ``level``."""
    rng = random.Random(seed)
    state = GAME.new_initial_state(2)
    assert isinstance(state, WallState)
    bots = [make_bot("wall", level, seed=seed + s) for s in range(2)]
    while state.is_chance_node() or state.phase is not WallPhase.REST:
        if state.is_chance_node():
            state.apply(state.sample_chance(rng))
        else:
            seat = state.current_player()
            state.apply(bots[seat].choose(state.view(seat), seat))
    return state
