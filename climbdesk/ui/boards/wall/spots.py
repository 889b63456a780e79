"""The wall board's spots: one small frozen dataclass per kind of thing a player points at.

The engine's actions are named Place, Clip, Spend and Award; the spots are named after
what the player sees (a hold to climb to, a square for the clip marker, a panel of the
hand, the place a picked panel would go), so the two never clash in one module.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HoldSpot:
    """A square a move may end on (a hold of the game's colour)."""

    x: int
    y: int


@dataclass(frozen=True)
class TopSpot:
    """The top of the wall, for a move that climbs off a panel's top edge."""


@dataclass(frozen=True)
class ClipSpot:
    """A free square beside the piece where the clip marker may go."""

    x: int
    y: int


@dataclass(frozen=True)
class HandPanel:
    """A panel of the hand shown under the wall (picked, then put on the wall)."""

    ident: int


@dataclass(frozen=True)
class PanelSpot:
    """Where the picked panel would go: the anchor (bottom-left square) on the wall."""

    x: int
    y: int


@dataclass(frozen=True)
class TickSpot:
    """The tick box under a hand panel: ticked panels go in one discard."""

    ident: int


@dataclass(frozen=True)
class DiscardSpot:
    """The tray's button that discards the ticked panels."""


WallSpot = HoldSpot | TopSpot | ClipSpot | HandPanel | PanelSpot | TickSpot | DiscardSpot

__all__ = ["ClipSpot", "DiscardSpot", "HandPanel", "HoldSpot", "PanelSpot", "TickSpot",
           "TopSpot", "WallSpot"]
