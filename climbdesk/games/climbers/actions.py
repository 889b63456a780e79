"""The decisions of Climbers, as small JSON-able values.

A turn is a chain of steps (see :mod:`climbdesk.games.climbers.engine`); each
step offers its own kinds.  Squares are given as ``x`` and ``y`` on the table;
ladder sets as ``""``, ``"short"``, ``"tall"`` or ``"short+tall"``.

>>> Move(4, 7, "short").to_json()
{'k': 'move', 'x': 4, 'y': 7, 'ladders': 'short'}
>>> Place(3, 10, 9).text(), Pick(14).text(), Stay().text()
('place o3 at 10,9', 'pick 14', 'stay')
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import ClassVar

from climbdesk.core.actions import Action


@dataclasses.dataclass(frozen=True)
class Mountain(Action):
    """The set-up chance event: the number that seeds the mountain generator."""

    kind: ClassVar[str] = "mountain"
    number: int

    def text(self) -> str:
        return f"mountain {self.number}"


@dataclasses.dataclass(frozen=True)
class Starter(Action):
    """The set-up chance event that draws the seat taking the first turn (when the
    first-player option leaves it to chance)."""

    kind: ClassVar[str] = "starter"
    seat: int

    def text(self) -> str:
        return f"seat {self.seat + 1} starts"


@dataclasses.dataclass(frozen=True)
class Move(Action):
    """Move the climber to square (x, y), spending exactly the named ladders."""

    kind: ClassVar[str] = "move"
    x: int
    y: int
    ladders: str

    def text(self) -> str:
        extra = f" ({self.ladders})" if self.ladders else ""
        return f"move to {self.x},{self.y}{extra}"


@dataclasses.dataclass(frozen=True)
class Stay(Action):
    """Leave the climber where it is for this step."""

    kind: ClassVar[str] = "stay"

    def text(self) -> str:
        return "stay"


@dataclasses.dataclass(frozen=True)
class Pick(Action):
    """Lift block ``block`` to move or turn it (or put it back)."""

    kind: ClassVar[str] = "pick"
    block: int

    def text(self) -> str:
        return f"pick {self.block}"


@dataclasses.dataclass(frozen=True)
class Place(Action):
    """Set the lifted block down in orientation ``orient`` with its footprint's
    corner at (x, y); its base height follows from the squares beneath."""

    kind: ClassVar[str] = "place"
    orient: int
    x: int
    y: int

    def text(self) -> str:
        return f"place o{self.orient} at {self.x},{self.y}"


@dataclasses.dataclass(frozen=True)
class PutBack(Action):
    """Return the lifted block unchanged; another block may then be picked."""

    kind: ClassVar[str] = "putback"

    def text(self) -> str:
        return "put back"


@dataclasses.dataclass(frozen=True)
class NoBlock(Action):
    """Move no block this turn."""

    kind: ClassVar[str] = "noblock"

    def text(self) -> str:
        return "no block"


@dataclasses.dataclass(frozen=True)
class Push(Action):
    """Shift climber ``seat``, covered by the block just placed, to (x, y) on its top."""

    kind: ClassVar[str] = "push"
    seat: int
    x: int
    y: int

    def text(self) -> str:
        return f"push {self.seat + 1} to {self.x},{self.y}"


@dataclasses.dataclass(frozen=True)
class Disk(Action):
    """Put the blocking disk on block ``block``."""

    kind: ClassVar[str] = "disk"
    block: int

    def text(self) -> str:
        return f"disk on {self.block}"


@dataclasses.dataclass(frozen=True)
class NoDisk(Action):
    """Keep the blocking disk (or have none left) this turn."""

    kind: ClassVar[str] = "nodisk"

    def text(self) -> str:
        return "no disk"


@cache
def move_to(x: int, y: int, ladders: str) -> Move:
    """The one :class:`Move` value for these fields: actions never change, and a list of
    legal moves is rebuilt for every position a bot looks at."""
    return Move(x, y, ladders)


@cache
def place_at(orient: int, x: int, y: int) -> Place:
    """The one :class:`Place` value for these fields (see :func:`move_to`)."""
    return Place(orient, x, y)


ACTION_KINDS: dict[str, type[Action]] = {
    cls.kind: cls for cls in (Mountain, Starter, Move, Stay, Pick, Place, PutBack, NoBlock, Push,
                              Disk, NoDisk)}
