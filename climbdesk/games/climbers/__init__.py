"""Climbers (Holger Lanz): climb a block mountain that you rebuild as you go, 2–5 players."""

# The engine is imported on first use of a name below, not with the package:
# the start page reads ``listing`` without loading the rules (see climbdesk.core.lazy).
from typing import TYPE_CHECKING

from climbdesk.core.lazy import lazy_exports

if TYPE_CHECKING:
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
        Starter,
        Stay,
    )
    from climbdesk.games.climbers.engine import GONE, HELD, USED, ClimbersState
    from climbdesk.games.climbers.fields import DiskAt, Phase, Where
    from climbdesk.games.climbers.game import GAME, ClimbersGame

__getattr__ = lazy_exports(__name__, {
    "climbdesk.games.climbers.actions": ["Disk", "Mountain", "Move", "NoBlock", "NoDisk", "Pick",
                                         "Place", "Push", "PutBack", "Starter", "Stay"],
    "climbdesk.games.climbers.engine": ["GONE", "HELD", "USED", "ClimbersState"],
    "climbdesk.games.climbers.game": ["GAME", "ClimbersGame"],
    "climbdesk.games.climbers.fields": ["DiskAt", "Phase", "Where"],
})

__all__ = [
    "GAME", "GONE", "HELD", "USED", "ClimbersGame", "ClimbersState", "Disk", "Mountain", "Move",
    "NoBlock", "NoDisk", "Pick", "Place", "Push", "PutBack", "Starter", "Stay", "DiskAt", "Phase",
    "Where",
]
