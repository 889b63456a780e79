"""Bots: game-agnostic search plus per-game heuristics.  Qt-free.

``hint`` and ``make_bot`` bring every search with them; they are imported when first
asked for, so that what only needs a budget or a cancel token (the window's side of
the bot process, the set-up work done there) starts without them (issue 17).
"""

from typing import TYPE_CHECKING

from climbdesk.bots.base import LEVELS, Bot, BotCancelled, Budget, CancelToken, Level, RandomBot

if TYPE_CHECKING:
    from climbdesk.bots.levels import hint, make_bot
else:
    def __getattr__(name: str) -> object:
        if name in ("hint", "make_bot"):
            from climbdesk.bots import levels

            return getattr(levels, name)
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "LEVELS", "Bot", "BotCancelled", "Budget", "CancelToken", "Level", "RandomBot", "hint",
    "make_bot",
]
