"""The Climbers board's spots: one small frozen dataclass per kind of thing a player
points at or holds, so a key says what it is by its type (``case Cell(x, y)``).

The engine's actions are named Move, Pick, Place, Push and Disk; the spots are
named after what the player sees, so the two never clash in one module.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BlockSpot:
    """A block that may be picked up (block step) or get the disk (disk step)."""

    block: int


@dataclass(frozen=True)
class Cell:
    """A square a climber may move or be pushed to."""

    x: int
    y: int


@dataclass(frozen=True)
class Anchor:
    """The lifted block's ghost at this back corner as seen on screen (while placing)."""

    x: int
    y: int


@dataclass(frozen=True)
class ClimberInHand:
    """The climber to move (picked by itself in the move steps)."""

    seat: int


@dataclass(frozen=True)
class HeldBlock:
    """The lifted block (picked by itself while placing)."""

    block: int


@dataclass(frozen=True)
class PushedClimber:
    """The covered climber that must shift (picked by itself in the push step)."""

    seat: int


@dataclass(frozen=True)
class DiskInHand:
    """The mover's blocking disk, taken from the side panel (a click, D or a drag)."""

    seat: int


ClimbersSpot = BlockSpot | Cell | Anchor | ClimberInHand | HeldBlock | PushedClimber | DiskInHand

__all__ = ["Anchor", "BlockSpot", "Cell", "ClimberInHand", "ClimbersSpot", "DiskInHand",
           "HeldBlock", "PushedClimber"]
