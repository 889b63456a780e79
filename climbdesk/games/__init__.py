"""Game rules packages.  Importing this module registers every game."""

from climbdesk.core.registry import register
from climbdesk.games.cantstop import GAME as CANTSTOP
from climbdesk.games.stairs import GAME as STAIRS

register(STAIRS)
register(CANTSTOP)

__all__ = ["CANTSTOP", "STAIRS"]
