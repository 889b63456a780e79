"""Climbs, falls and top-outs on the wall, played once (issue 18).

When the window shows the position after a move (a Spend or an Award with a path) or
after dice that made the climber fall, the mover's piece travels there instead of
appearing: square by square along the path, off the top edge for a top-out, straight
to the clip marker for a fall, or off the bottom of the wall when there is no clip.
The scene draws the new position with that piece left out while this item draws it
on its way; input waits until it has arrived (``animating``).  Speed 0 skips it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QVariantAnimation
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from climbdesk.core.actions import Action, Dice
from climbdesk.games.wall.actions import Award, Spend
from climbdesk.games.wall.engine import WallState
from climbdesk.ui.boards.common import animation, release_animation
from climbdesk.ui.boards.wall import colours
from climbdesk.ui.boards.wall.layout import CELL, Layout
from climbdesk.ui.boards.wall.overlay import Overlay
from climbdesk.ui.boards.wall.painting import piece_disc

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene

#: Milliseconds per square climbed, and for a fall.
STEP_MS, FALL_MS = 140.0, 450.0


def route_points(before: WallState, after: WallState, action: Action,
                 layout: Layout) -> tuple[int, list[QPointF]]:
    """The seat that moves and the points its piece passes (none: nothing to play)."""
    seat = before.seat
    here = before.pos[seat]
    start = layout.start(seat).center() if here is None else layout.centre(*here)
    if isinstance(action, Spend | Award) and action.squares:
        points = [start, *(layout.centre(x, y) for x, y in action.squares)]
        if action.top:
            points.append(QPointF(points[-1].x(), layout.top_spot().center().y()))
        return seat, points
    if isinstance(action, Dice) and here is not None:
        if not after.is_active(seat):  # no clip: off the wall
            return seat, [start, QPointF(start.x(), layout.ground_y() + 2 * CELL)]
        landed = after.pos[seat]
        if landed is not None and landed != here:
            return seat, [start, layout.centre(*landed)]
    return seat, []


class WallMotion(Overlay):
    """The moving piece, drawn over the board while it travels."""

    def __init__(self, scene: WallBoardScene, on_done: Callable[[], None]) -> None:
        super().__init__(scene, 10)
        self.on_done = on_done
        self.seat = -1
        self.points: list[QPointF] = []
        self.at = QPointF()
        self._anim: QVariantAnimation | None = None

    def running(self) -> bool:
        return self._anim is not None

    def hidden_seats(self) -> tuple[int, ...]:
        """The seat whose piece the board leaves out (this item draws it)."""
        return (self.seat,) if self.running() else ()

    def start(self, before: WallState | None, after: WallState, action: Action | None) -> bool:
        """Play ``action``'s movement once; False (nothing started) when it has none."""
        self.stop()
        layout = self.board.layout
        speed = self.board.animation_speed
        if before is None or action is None or layout is None or speed <= 0 \
                or before.players != after.players:
            return False
        self.seat, self.points = route_points(before, after, action, layout)
        if len(self.points) < 2:
            return False
        fall = isinstance(action, Dice)
        ms = FALL_MS if fall else STEP_MS * (len(self.points) - 1)
        self.at = self.points[0]
        self.prepareGeometryChange()
        self._anim = animation(self.board, ms, self._step, speed=speed, done=self._finished)
        self._anim.start()
        return True

    def stop(self) -> bool:
        """End a running movement at once (a new position, or the board closing)."""
        anim, self._anim = self._anim, None
        stopped = release_animation(anim)
        if anim is not None:  # the piece it drew goes (nothing to repaint otherwise)
            self.update()
        return stopped

    def _finished(self) -> None:
        self.stop()
        self.on_done()

    def _step(self, value: float) -> None:
        lengths = [math.dist((a.x(), a.y()), (b.x(), b.y()))
                   for a, b in zip(self.points, self.points[1:], strict=False)]
        goal = value * sum(lengths)
        for (a, b), length in zip(zip(self.points, self.points[1:], strict=False), lengths,
                                  strict=True):
            if goal <= length or length == 0:
                t = goal / length if length else 1.0
                self.at = a + (b - a) * min(1.0, t)
                break
            goal -= length
        else:
            self.at = self.points[-1]
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.running():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = self.board.theme
        piece_disc(painter, self.at, colours.seat_colour(theme.pieces, self.seat), self.seat,
                   theme.dark)


__all__ = ["WallMotion", "route_points"]
