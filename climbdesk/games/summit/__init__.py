"""Climb On! (dice), by Jonathan Leistiko: teams of dice climb a four-level peak, 2–4 players."""

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
)
from climbdesk.games.summit.dice import DIE_VALUE, DIFFICULTY, SIDES, capacity
from climbdesk.games.summit.engine import GAME, SummitGame, SummitState

__all__ = [
    "DIE_VALUE", "DIFFICULTY", "GAME", "SIDES", "Act", "Climb", "Confirm", "Descend", "Dice",
    "Drag", "Lower", "Pass", "PullUp", "Shove", "SummitGame", "SummitState", "capacity",
]
