"""Climb On! (dice), by Jonathan Leistiko: teams of dice climb a four-level peak, 2–4 players."""

# The engine is imported on first use of a name below, not with the package:
# the start page reads ``listing`` without loading the rules (see climbdesk.core.lazy).
from typing import TYPE_CHECKING

from climbdesk.core.lazy import lazy_exports

if TYPE_CHECKING:
    from climbdesk.games.summit.actions import (
        Act,
        Climb,
        Confirm,
        Descend,
        Dice,
        Drag,
        Lower,
        Pass,
        PullUp,
        Shove,
        SummitPhase,
        SummitResult,
    )
    from climbdesk.games.summit.dice import (
        DIE_VALUE,
        DIFFICULTY,
        SIDES,
        capacity,
    )
    from climbdesk.games.summit.engine import SummitState
    from climbdesk.games.summit.game import GAME, SummitGame

__getattr__ = lazy_exports(__name__, {
    "climbdesk.games.summit.actions": ["Act", "Climb", "Confirm", "Descend", "Dice", "Drag",
                                       "Lower", "Pass", "PullUp", "Shove", "SummitPhase",
                                       "SummitResult"],
    "climbdesk.games.summit.dice": ["DIE_VALUE", "DIFFICULTY", "SIDES", "capacity"],
    "climbdesk.games.summit.engine": ["SummitState"],
    "climbdesk.games.summit.game": ["GAME", "SummitGame"],
})

__all__ = [
    "DIE_VALUE", "DIFFICULTY", "GAME", "SIDES", "Act", "Climb", "Confirm", "Descend", "Dice",
    "Drag", "Lower", "Pass", "PullUp", "Shove", "SummitGame", "SummitPhase", "SummitResult",
    "SummitState", "capacity",
]
