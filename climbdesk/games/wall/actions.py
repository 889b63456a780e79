"""The decisions and chance outcomes of Climb ON! the top of the wall, as small JSON-able values.

Panels are deck ids (``set * 44 + serial - 1``); squares are ``(x, y)`` on the wall.
Chance outcomes that carry panels (the Contest draw, the deal, a mulligan, a draw)
come from the "deck" stream; a roll is the core :class:`~climbdesk.core.actions.Dice`
on the "dice" stream, its values sorted.  A move is its path: the squares entered
in order (``top`` for a move off the top edge), so the board can draw what the
player chose and the engine can check it against :mod:`climbdesk.games.wall.paths`.

>>> Place(7, 1, 4, 2, False).to_json()
{'k': 'place', 'panel': 7, 'rotation': 1, 'x': 4, 'y': 2, 'stack': False}
>>> Roll(3, True, False, 0, 0).text(), Roll(2, False, True, 4, 9).text()
('roll 3 dice with chalk', 'roll 2 dice, jump to 4,9')
>>> Spend((2,), 1, False, True, ((0, 1), (0, 2)), False).text()
'spend 2 for stamina, a die for the clip, hard card; climb to 0,2 (2 squares)'
"""

from __future__ import annotations

import dataclasses
from typing import ClassVar

from climbdesk.core.actions import Action, Dice

Squares = tuple[tuple[int, int], ...]


def _panels(panels: tuple[int, ...]) -> str:
    return ",".join("?" if p < 0 else str(p) for p in panels)


def _route(squares: Squares, top: bool) -> str:
    if not squares:
        return "stay"
    if top:
        return f"top out ({len(squares)} squares)"
    x, y = squares[-1]
    return f"climb to {x},{y} ({len(squares)} squares)"


@dataclasses.dataclass(frozen=True)
class ContestDraw(Action):
    """The Contest variant's panels, drawn from the specials, left gap first."""

    kind: ClassVar[str] = "contest"
    panels: tuple[int, ...]

    def text(self) -> str:
        return f"contest panels {_panels(self.panels)}"


@dataclasses.dataclass(frozen=True)
class Deal(Action):
    """Every seat's starting hand, one tuple per seat."""

    kind: ClassVar[str] = "deal"
    hands: tuple[tuple[int, ...], ...]

    def text(self) -> str:
        return "deal " + " / ".join(_panels(h) for h in self.hands)


@dataclasses.dataclass(frozen=True)
class Mulligan(Action):
    """Seat ``seat`` puts its red-framed panels ``back`` and draws ``drawn`` instead."""

    kind: ClassVar[str] = "mulligan"
    seat: int
    back: tuple[int, ...]
    drawn: tuple[int, ...]

    def text(self) -> str:
        return f"mulligan {self.seat + 1}: {_panels(self.back)} for {_panels(self.drawn)}"


@dataclasses.dataclass(frozen=True)
class Draw(Action):
    """Panels drawn from the pile into the hand of the seat whose turn it is."""

    kind: ClassVar[str] = "draw"
    panels: tuple[int, ...]

    def text(self) -> str:
        return f"draw {_panels(self.panels)}"


@dataclasses.dataclass(frozen=True)
class Place(Action):
    """Put ``panel`` from the hand at anchor ``(x, y)`` turned ``rotation``; ``stack``
    when a red-framed panel goes exactly onto the panel shown there."""

    kind: ClassVar[str] = "place"
    panel: int
    rotation: int
    x: int
    y: int
    stack: bool

    def text(self) -> str:
        on = " (stacked)" if self.stack else ""
        return f"place {self.panel} r{self.rotation} at {self.x},{self.y}{on}"


@dataclasses.dataclass(frozen=True)
class Rest(Action):
    """Make this turn a Rest turn."""

    kind: ClassVar[str] = "rest"

    def text(self) -> str:
        return "rest"


@dataclasses.dataclass(frozen=True)
class Clip(Action):
    """Put the clip marker on square ``(x, y)`` beside the piece."""

    kind: ClassVar[str] = "clip"
    x: int
    y: int

    def text(self) -> str:
        return f"clip at {self.x},{self.y}"


@dataclasses.dataclass(frozen=True)
class Discard(Action):
    """Discard ``panels`` face up; as many are drawn next."""

    kind: ClassVar[str] = "discard"
    panels: tuple[int, ...]

    def text(self) -> str:
        return f"discard {_panels(self.panels)}"


@dataclasses.dataclass(frozen=True)
class Keep(Action):
    """Discard nothing after the clip of a Move turn."""

    kind: ClassVar[str] = "keep"

    def text(self) -> str:
        return "keep the hand"


@dataclasses.dataclass(frozen=True)
class EndTurn(Action):
    """End the Rest turn, or the Move turn after its last occasion."""

    kind: ClassVar[str] = "end"

    def text(self) -> str:
        return "end the turn"


@dataclasses.dataclass(frozen=True)
class Award(Action):
    """A move funded by award cards alone (before or after the dice): ``overhang``
    (2 MP) and/or ``hard`` (4 MP), along ``squares``."""

    kind: ClassVar[str] = "award"
    overhang: bool
    hard: bool
    squares: Squares
    top: bool

    def text(self) -> str:
        cards = "+".join(n for n, used in (("overhang", self.overhang), ("hard", self.hard))
                         if used)
        return f"{cards} card: {_route(self.squares, self.top)}"


@dataclasses.dataclass(frozen=True)
class Roll(Action):
    """The dice action: ``dice`` (2, 3 or 4 for 3, 5 or 8 stamina), with the chalk
    card and/or the jump card aimed at hold ``(tx, ty)`` (0, 0 without a jump)."""

    kind: ClassVar[str] = "roll"
    dice: int
    chalk: bool
    jump: bool
    tx: int
    ty: int

    def text(self) -> str:
        extra = " with chalk" if self.chalk else ""
        if self.jump:
            extra += f", jump to {self.tx},{self.ty}"
        return f"roll {self.dice} dice{extra}"


@dataclasses.dataclass(frozen=True)
class Spend(Action):
    """The one decision after a roll: dice values spent for ``stamina``, a die
    value spent for the clip (``clip``, 0 for none), the award cards used during
    the dice action, and the path (empty to stay: plain 2 dice only)."""

    kind: ClassVar[str] = "spend"
    stamina: tuple[int, ...]
    clip: int
    overhang: bool
    hard: bool
    squares: Squares
    top: bool

    def text(self) -> str:
        parts = []
        if self.stamina:
            parts.append("spend " + "+".join(map(str, self.stamina)) + " for stamina")
        if self.clip:
            parts.append("a die for the clip")
        cards = [n for n, used in (("overhang", self.overhang), ("hard", self.hard)) if used]
        if cards:
            parts.append("+".join(cards) + " card")
        head = ", ".join(parts)
        return f"{head}; {_route(self.squares, self.top)}" if head else _route(self.squares,
                                                                               self.top)


ACTION_KINDS: dict[str, type[Action]] = {
    cls.kind: cls for cls in (ContestDraw, Deal, Mulligan, Draw, Place, Rest, Clip, Discard,
                              Keep, EndTurn, Award, Roll, Spend, Dice)}
