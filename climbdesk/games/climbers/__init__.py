"""Climbers (Holger Lanz): climb a block mountain that you rebuild as you go, 2–5 players."""

from climbdesk.games.climbers.actions import (
    Disk,
    Mountain,
    Move,
    NoBlock,
    NoDisk,
    Pick,
    Place,
    Push,
    PutBack,
    Stay,
)
from climbdesk.games.climbers.engine import GAME, GONE, HELD, USED, ClimbersGame, ClimbersState

__all__ = [
    "GAME", "GONE", "HELD", "USED", "ClimbersGame", "ClimbersState", "Disk", "Mountain", "Move",
    "NoBlock", "NoDisk", "Pick", "Place", "Push", "PutBack", "Stay",
]
