"""Climb ON! the top of the wall (Masahiro Yoshida): build the wall you climb, 2–4 players.

The engine is ``engine.GAME`` (issue 18; rulings in docs/rules/wall.md).
Modules: ``deck``, ``geometry``, ``placing``, ``paths`` (the wall itself), ``actions``,
``phases``, ``setup``, ``rest``, ``move``, ``texts`` and ``engine`` (the rules), ``listing``
(the catalogue entry).
"""

# The engine is imported on first use of a name below, not with the package:
# the start page reads ``listing`` without loading the rules (see climbdesk.core.lazy).
from typing import TYPE_CHECKING

from climbdesk.core.lazy import lazy_exports

if TYPE_CHECKING:
    from climbdesk.games.wall.actions import (
        Award,
        Clip,
        ContestDraw,
        Deal,
        Discard,
        Draw,
        EndTurn,
        Keep,
        Mulligan,
        Place,
        Rest,
        Roll,
        Spend,
    )
    from climbdesk.games.wall.engine import GAME, WallGame, WallState
    from climbdesk.games.wall.phases import WallEnding, WallPhase

__getattr__ = lazy_exports(__name__, {
    "climbdesk.games.wall.actions": ["Award", "Clip", "ContestDraw", "Deal", "Discard", "Draw",
                                     "EndTurn", "Keep", "Mulligan", "Place", "Rest", "Roll",
                                     "Spend"],
    "climbdesk.games.wall.engine": ["GAME", "WallGame", "WallState"],
    "climbdesk.games.wall.phases": ["WallEnding", "WallPhase"],
})

__all__ = [
    "GAME", "Award", "Clip", "ContestDraw", "Deal", "Discard", "Draw", "EndTurn", "Keep",
    "Mulligan", "Place", "Rest", "Roll", "Spend", "WallEnding", "WallGame", "WallPhase",
    "WallState",
]
