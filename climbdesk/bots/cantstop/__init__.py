"""Can't Stop bots: every level is a player of its own.

Easy is careless, Normal plays Keller's Rule of 28 exactly (:mod:`.rules`),
Hard weighs stopping against the exact roll distribution (:mod:`.hard`, whose
fitted tables :mod:`.tables` rebuilds).
"""

from climbdesk.bots.cantstop.hard import HardBot
from climbdesk.bots.cantstop.rules import CarelessBot, RuleOf28Bot
from climbdesk.bots.registry import GameBots
from climbdesk.core.level import Level

BOTS = GameBots(levels={Level.EASY: CarelessBot, Level.NORMAL: RuleOf28Bot, Level.HARD: HardBot})
