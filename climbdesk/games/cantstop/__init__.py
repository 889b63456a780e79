"""Can't Stop (Sid Sackson): push-your-luck dice climbing, 1–4 players."""

from climbdesk.games.cantstop.engine import (
    GAME,
    LENGTH,
    Advance,
    CantStopGame,
    CantStopState,
    Dice,
    Roll,
    Stop,
)

__all__ = ["GAME", "LENGTH", "Advance", "CantStopGame", "CantStopState", "Dice", "Roll", "Stop"]
