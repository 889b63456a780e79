"""The Climb On! (dice) board's spots: one small frozen dataclass per kind of thing a
player points at, so a key says what it is by its type (``case Chip(i)``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ClimberSpot:
    """A climber on the mountain: ``seat``'s climber number ``index``."""

    seat: int
    index: int

    @property
    def climber(self) -> tuple[int, int]:
        """The (seat, index) pair the board's geometry is keyed by."""
        return (self.seat, self.index)


@dataclass(frozen=True)
class Level:
    """A level of the mountain (0 at the foot), as a target of a climb or descent."""

    level: int


@dataclass(frozen=True)
class Chip:
    """One thing the picked climber may do."""

    index: int


@dataclass(frozen=True)
class Pill:
    """One of a chip's token buttons, when more than one token may pay."""

    chip: int
    token: str


@dataclass(frozen=True)
class TrayDie:
    """A die in the tray while lowering: selects the die the letter keys lower."""

    die: int


@dataclass(frozen=True)
class TrayToken:
    """A token under a die in the tray: lowers that die with it."""

    die: int
    token: str


@dataclass(frozen=True)
class CardToken:
    """A token on the mover's card: lowers the selected die with it."""

    token: str


@dataclass(frozen=True)
class ConfirmButton:
    """Confirm (or Pass when nothing else is possible)."""


SummitSpot = ClimberSpot | Level | Chip | Pill | TrayDie | TrayToken | CardToken | ConfirmButton

__all__ = ["CardToken", "Chip", "ClimberSpot", "ConfirmButton", "Level", "Pill", "SummitSpot",
           "TrayDie", "TrayToken"]
