"""Climb On! (dice) bots: careless Easy, one-ply Normal, expectimax Hard (:mod:`.players`)."""

from climbdesk.bots.registry import GameBots
from climbdesk.bots.summit.players import SummitEasyBot, SummitHardBot, SummitNormalBot
from climbdesk.core.level import Level

BOTS = GameBots(levels={Level.EASY: SummitEasyBot, Level.NORMAL: SummitNormalBot,
                        Level.HARD: SummitHardBot})
