"""Stairs (Kanare Kato): a two-player stacking race on a 6×6 board."""

from climbdesk.games.stairs.engine import (
    DARK,
    GAME,
    LIGHT,
    Move,
    Pass,
    StairsGame,
    StairsState,
    Swap,
)

__all__ = ["GAME", "LIGHT", "DARK", "Move", "Pass", "StairsGame", "StairsState", "Swap"]
