"""Climb On!'s dice pictures painted ahead, while the window is idle (issue 17, dice9).

Why: a die is kept as pictures (its body, its ring, its number: see
:func:`~climbdesk.ui.boards.summit.dice.paint_die`), and in a game's first moves
nearly every look is new: about three new pictures a move, 0.3–0.6 ms each, were
a fifth of a shown move.  A game's looks are few and known from its teams (each
die's body at the sizes the board shows, its numbers, the rings, the tray's
tokens), so :class:`~climbdesk.ui.boards.ahead.PaintAhead` paints them in the idle
turns after the board's paint.  About 270 pictures and 60–80 ms of CPU for a
two-team game, once per game (the next game of the same teams keeps them, see
:mod:`climbdesk.ui.picture_sessions`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF

from climbdesk.games.summit import DIE_VALUE
from climbdesk.ui.boards.ahead import Job, PaintAhead
from climbdesk.ui.boards.drawing import with_alpha
from climbdesk.ui.boards.summit import dice
from climbdesk.ui.boards.summit.items import DIE, TOKEN_R, TRAY_DIE, Palette

if TYPE_CHECKING:
    from PySide6.QtGui import QColor

    from climbdesk.ui.boards.summit.scene import SummitBoardScene

#: The size of a die in the panel's last roll, and on a chip or the final table (see
#: :mod:`~climbdesk.ui.boards.summit.panel`).
LAST_ROLL = 48
CHIP_DIE = 24
_AT = QPointF(0.0, 0.0)


def painter_ahead(scene: SummitBoardScene) -> PaintAhead:
    """The scene's painter of its game's dice ahead (see :mod:`climbdesk.ui.boards.ahead`)."""

    def made_for() -> object:
        state = scene.state
        return None if state is None else (state.teams, scene.palette_.theme)

    def make() -> list[Job]:
        state = scene.state
        return [] if state is None else _list(scene.palette_, state.teams)

    return PaintAhead(scene, lambda: dice.shown[0], made_for, make)


def _list(pal: Palette, teams: tuple[tuple[int, ...], ...]) -> list[Job]:
    """Every look of these teams' dice the board shows, the likeliest last (the list
    is worked from its end): climbers with their values, rings, the tray's dice and
    tokens, the numbers a roll shows, the last roll."""
    jobs: list[Job] = []

    def die(seat: int, sides: int, size: float, text: str) -> Job:
        return lambda p: dice.paint_die(p, pal, seat, sides, _AT, size, text)

    def ring(sides: int, size: float, colour: QColor, dashed: bool) -> Job:
        return lambda p: dice.paint_die(p, pal, 0, sides, _AT, size, "", ring=colour,
                                        dashed_ring=dashed)

    def token(colour: int, r: float, alpha: float) -> Job:
        return lambda p: dice.paint_token(p, pal, colour, _AT, r, alpha=alpha)

    seats = range(len(teams))
    kinds = sorted({sides for team in teams for sides in team})
    # Last of all: a chip's small die of the climber it acts on, the final table's.
    jobs += [die(seat, sides, CHIP_DIE, str(DIE_VALUE[sides])) for seat in seats
             for sides in sorted(set(teams[seat]))]
    jobs += [die(seat, 6, CHIP_DIE, str(place)) for seat in seats
             for place in range(len(teams), 0, -1)]
    # The panel's last roll, then the numbers a roll shows on climbers and in the tray
    # (the bodies, and every number a die of the team can show: a d4's sit lower).
    for size in (LAST_ROLL, DIE, TRAY_DIE):
        for seat in seats:
            team = sorted(set(teams[seat]))
            jobs += [die(seat, sides, size, "") for sides in team]
            # A number is one picture for every die of the team but the d4 (drawn lower).
            for sides in {max(team), 4} & set(team):
                jobs += [die(seat, sides, size, str(v)) for v in range(sides, -1, -1)]
    jobs += [token(c, r, a) for c in range(3) for r, a in ((10.5, 0.3), (10.5, 1.0),
                                                           (TOKEN_R, 0.28), (TOKEN_R, 1.0))]
    rings = [(pal.highlight, True), (pal.danger, True), (pal.hint, False),
             (pal.selection, False), (with_alpha(pal.movable, 0.55), False)]
    jobs += [ring(sides, TRAY_DIE, pal.selection, False) for sides in kinds]
    jobs += [ring(sides, DIE, colour, dashed) for colour, dashed in rings for sides in kinds]
    # First: every climber as it stands at the start.
    jobs += [die(seat, sides, DIE, str(DIE_VALUE[sides])) for seat in seats
             for sides in teams[seat]]
    return jobs


__all__ = ["painter_ahead"]
