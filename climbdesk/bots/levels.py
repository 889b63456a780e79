"""Which bot plays each game at each level.  (Placeholder: random everywhere.)"""

from __future__ import annotations

import random

from climbdesk.bots.base import LEVELS, Bot, CancelToken, RandomBot
from climbdesk.core.actions import Action
from climbdesk.core.state import State


def make_bot(game_key: str, level: str, seed: int | None = None) -> Bot:
    if level not in LEVELS and level != "random":
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")
    return RandomBot(random.Random(seed))


def hint(state: State, seat: int, cancel: CancelToken | None = None) -> Action:
    """The Hard bot's suggestion for ``seat``."""
    return make_bot(state.game.info.key, "hard").choose(state, seat, cancel)
