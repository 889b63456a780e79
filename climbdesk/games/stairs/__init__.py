"""Stairs (Kanare Kato): a two-player stacking race on a 6×6 board."""

# The engine is imported on first use of a name below, not with the package:
# the start page reads ``listing`` without loading the rules (see climbdesk.core.lazy).
from typing import TYPE_CHECKING

from climbdesk.core.lazy import lazy_exports

if TYPE_CHECKING:
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

__getattr__ = lazy_exports(__name__, {
    "climbdesk.games.stairs.engine": ["DARK", "GAME", "LIGHT", "Move", "Pass", "StairsGame",
                                      "StairsState", "Swap"],
})

__all__ = ["GAME", "LIGHT", "DARK", "Move", "Pass", "StairsGame", "StairsState", "Swap"]
