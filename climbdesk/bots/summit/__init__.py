"""Climb On! (dice) bots: careless Easy, one-ply Normal, expectimax Hard (:mod:`.players`)."""

from climbdesk.bots.registry import GameBots
from climbdesk.bots.summit.players import SummitEasyBot, SummitHardBot, SummitNormalBot

BOTS = GameBots(levels={"easy": SummitEasyBot, "normal": SummitNormalBot, "hard": SummitHardBot})
