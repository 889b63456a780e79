"""Can't Stop (Sid Sackson): push-your-luck dice climbing, 1–4 players."""

# The engine is imported on first use of a name below, not with the package:
# the start page reads ``listing`` without loading the rules (see climbdesk.core.lazy).
from typing import TYPE_CHECKING

from climbdesk.core.lazy import lazy_exports

if TYPE_CHECKING:
    from climbdesk.games.cantstop.engine import (
        GAME,
        LENGTH,
        Advance,
        CantStopGame,
        CantStopPhase,
        CantStopState,
        Dice,
        Roll,
        Stop,
    )

__getattr__ = lazy_exports(__name__, {
    "climbdesk.games.cantstop.engine": ["GAME", "LENGTH", "Advance", "CantStopGame",
                                        "CantStopPhase", "CantStopState", "Dice", "Roll", "Stop"],
})

__all__ = ["GAME", "LENGTH", "Advance", "CantStopGame", "CantStopPhase", "CantStopState", "Dice",
           "Roll", "Stop"]
