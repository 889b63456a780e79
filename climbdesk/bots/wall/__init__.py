"""Wall bots: Easy, Normal and Hard (:mod:`.players`), all valuing positions in move
points from the seat's view (:mod:`.value`, :mod:`.turn`)."""

from climbdesk.bots.registry import GameBots
from climbdesk.bots.wall.players import easy, hard, normal
from climbdesk.bots.wall.value import WallHeuristic
from climbdesk.core.level import Level

BOTS = GameBots(levels={Level.EASY: easy, Level.NORMAL: normal, Level.HARD: hard},
                heuristic=WallHeuristic)
