"""Game rules packages.  Importing this module registers every game."""

from climbdesk.core.registry import register
from climbdesk.games.stairs import GAME as STAIRS

register(STAIRS)

__all__ = ["STAIRS"]
