"""Game rules packages.  Importing this module registers every game."""

from climbdesk.core.registry import register
from climbdesk.games.cantstop import GAME as CANTSTOP
from climbdesk.games.stairs import GAME as STAIRS
from climbdesk.games.summit import GAME as SUMMIT

register(STAIRS)
register(CANTSTOP)
register(SUMMIT)

__all__ = ["CANTSTOP", "STAIRS", "SUMMIT"]
