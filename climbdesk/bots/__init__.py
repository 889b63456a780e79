"""Bots: game-agnostic search plus per-game heuristics.  Qt-free."""

from climbdesk.bots.base import LEVELS, Bot, BotCancelled, Budget, CancelToken, Level, RandomBot
from climbdesk.bots.levels import hint, make_bot

__all__ = [
    "LEVELS", "Bot", "BotCancelled", "Budget", "CancelToken", "Level", "RandomBot", "hint",
    "make_bot",
]
