"""The actions of Climb On! (dice), what each costs, and the phases of a turn.

An *act* starts a turn and names the token that pays for it; ``climber`` is
always one of the mover's climbers (numbered 0–5 from the smallest die up).
Acts that roll put their dice in this order: the acting climber first, then
the helper (Pull Up) or the victim (Shove, Drag Down).

>>> Shove(2, 1, 5, "red").to_json()
{'k': 'shove', 'climber': 2, 'seat': 1, 'victim': 5, 'token': 'red'}
>>> PullUp(4, 1, "blue").text(), FLEXIBLE_COST["pull"]
('pull #4 by #1 (blue)', 2)
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from typing import ClassVar

from climbdesk.core.actions import Action
from climbdesk.core.actions import Dice as Dice  # re-exported: part of this game's actions
from climbdesk.games.summit.dice import TOKENS


class SummitPhase(StrEnum):
    """Where a turn stands; saved by its value, so older saves load unchanged."""

    ACT = "act"      # the mover chooses an act (or passes)
    ROLL = "roll"    # the act's dice are to be rolled: a chance node
    LOWER = "lower"  # the mover spends tokens on the dice, then confirms
    OVER = "over"    # nobody holds tokens any more


class SummitResult(StrEnum):
    """How the last resolved act ended; saved by its value, like the phase."""

    NONE = ""            # nothing was rolled: the start, a descent or a pass
    SUCCESS = "success"
    FAILURE = "failure"


#: Tokens per player (white, blue, red) for each token scheme.
START_TOKENS = {"standard": (10, 3, 2), "helping": (8, 5, 2), "flexible": (22, 0, 0)}
#: Flexible Plans: white tokens each act costs.
FLEXIBLE_COST = {"climb": 1, "descend": 1, "pull": 2, "shove": 3, "drag": 3}
#: Standard tokens each act accepts.
ACCEPTS = {"climb": TOKENS, "descend": TOKENS, "pull": ("blue", "red"),
           "shove": ("red",), "drag": ("red",)}

@dataclasses.dataclass(frozen=True)
class Act(Action):
    """Base of the five turn actions; ``climber`` is always one of the mover's.

    ``token`` names the colour paid (with Flexible Plans always ``"white"``,
    and the act costs as many white tokens as the variant says).
    """

    kind: ClassVar[str] = "act"
    check: ClassVar[str] = ""

    @property
    def acting(self) -> int:
        return int(getattr(self, "climber"))  # noqa: B009 - a field of every subclass

    @property
    def paid_with(self) -> str:
        return str(getattr(self, "token"))  # noqa: B009 - a field of every subclass


@dataclasses.dataclass(frozen=True)
class Climb(Act):
    """Roll ``climber`` to move it up one level (needs a vacant space there)."""

    kind: ClassVar[str] = "climb"
    check: ClassVar[str] = "climb"
    climber: int
    token: str

    def text(self) -> str:
        return f"climb #{self.climber} ({self.token})"


@dataclasses.dataclass(frozen=True)
class Descend(Act):
    """Move ``climber`` down to a vacant space on ``level``, without rolling."""

    kind: ClassVar[str] = "descend"
    climber: int
    level: int
    token: str

    def text(self) -> str:
        return f"descend #{self.climber} to {self.level} ({self.token})"


@dataclasses.dataclass(frozen=True)
class PullUp(Act):
    """``helper`` (on level L) pulls ``climber`` (on L−1) up to L."""

    kind: ClassVar[str] = "pull"
    check: ClassVar[str] = "pull"
    climber: int
    helper: int
    token: str

    def text(self) -> str:
        return f"pull #{self.climber} by #{self.helper} ({self.token})"


@dataclasses.dataclass(frozen=True)
class Shove(Act):
    """``climber`` shoves climber ``victim`` of ``seat`` (same level) down."""

    kind: ClassVar[str] = "shove"
    check: ClassVar[str] = "shove"
    climber: int
    seat: int
    victim: int
    token: str

    def text(self) -> str:
        return f"shove #{self.climber} P{self.seat + 1}#{self.victim} ({self.token})"


@dataclasses.dataclass(frozen=True)
class Drag(Act):
    """``climber`` drags climber ``victim`` of ``seat`` (one level above) down."""

    kind: ClassVar[str] = "drag"
    check: ClassVar[str] = "drag"
    climber: int
    seat: int
    victim: int
    token: str

    def text(self) -> str:
        return f"drag #{self.climber} P{self.seat + 1}#{self.victim} ({self.token})"


@dataclasses.dataclass(frozen=True)
class Pass(Action):
    """No act is possible: discard one token (white, else blue, else red)."""

    kind: ClassVar[str] = "pass"

    def text(self) -> str:
        return "pass"


@dataclasses.dataclass(frozen=True)
class Lower(Action):
    """Spend one ``token`` to lower die ``die`` (0: the acting climber's) by 1/2/3."""

    kind: ClassVar[str] = "lower"
    die: int
    token: str

    def text(self) -> str:
        return f"lower die {self.die + 1} ({self.token})"


@dataclasses.dataclass(frozen=True)
class Confirm(Action):
    """Accept the dice as they stand and resolve the act."""

    kind: ClassVar[str] = "confirm"

    def text(self) -> str:
        return "confirm"


ACTS: tuple[type[Act], ...] = (Climb, Descend, PullUp, Shove, Drag)
