"""Climbers bots: noisy one-ply Easy, whole-turn planners Normal and Hard (:mod:`.players`),
all reading :class:`~climbdesk.bots.climbers.heuristic.ClimbersHeuristic`."""

from climbdesk.bots.climbers.heuristic import ClimbersHeuristic
from climbdesk.bots.climbers.players import easy, hard, normal
from climbdesk.bots.registry import GameBots
from climbdesk.core.level import Level

BOTS = GameBots(levels={Level.EASY: easy, Level.NORMAL: normal, Level.HARD: hard},
                heuristic=ClimbersHeuristic)
