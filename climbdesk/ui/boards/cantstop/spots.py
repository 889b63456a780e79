"""The Can't Stop board's spots: one small frozen dataclass per kind of thing a player points at.

A key says what it is by its type, so the board matches on it (``case Die(i)``)
instead of comparing the first element of a tuple with a string.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Die:
    """A die of the roll (0–3); its targets are the other dice it may pair with."""

    index: int


@dataclass(frozen=True)
class Chip:
    """A pairing chip; it acts at once unless the player must say which single sum."""

    index: int


@dataclass(frozen=True)
class Sub:
    """One of a chip's two "only this sum" buttons (``which`` 0: the left sum, 1: the right)."""

    chip: int
    which: int


@dataclass(frozen=True)
class RollButton:
    """The big Roll button."""


@dataclass(frozen=True)
class StopButton:
    """The big Stop button."""


CantStopSpot = Die | Chip | Sub | RollButton | StopButton

__all__ = ["CantStopSpot", "Chip", "Die", "RollButton", "StopButton", "Sub"]
