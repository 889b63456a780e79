"""The keyboard cursor's geometry and the two marks the shared scene draws itself.

:func:`nearest_in_direction` decides where an arrow key takes the cursor;
:class:`CursorItem` draws the cursor and :class:`MarksItem` the generic target
rings of boards that draw none of their own.  Split from
:mod:`climbdesk.ui.boards.interaction`, which uses them.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

if TYPE_CHECKING:
    from climbdesk.ui.boards.interaction import InteractiveBoardScene

K = TypeVar("K", bound=Hashable)

Z_MARKS = 95.0
Z_CURSOR = 96.0


def nearest_in_direction(points: Sequence[tuple[K, QPointF]], origin: QPointF,
                         direction: tuple[float, float]) -> K | None:
    """The key whose point lies nearest to ``origin`` in ``direction`` (unit x, y).

    Points within 45° of the direction come first (what the eye calls "to the
    right"); only when there are none does anything ahead count.  Among them
    the nearest wins, with a small extra for going sideways, so Right goes
    along the row before it jumps rows, yet a diagonal neighbour stays reachable.
    """
    dx, dy = direction
    best: K | None = None
    best_score = (True, math.inf)
    for key, p in points:
        vx, vy = p.x() - origin.x(), p.y() - origin.y()
        ahead = vx * dx + vy * dy
        if ahead <= 1.0:
            continue
        side = abs(vx * dy - vy * dx)
        score = (side > ahead, math.hypot(vx, vy) + 0.5 * side)
        if score < best_score:
            best, best_score = key, score
    return best


class CursorItem(QGraphicsObject):
    """The keyboard cursor: a two-tone frame that reads on light and dark boards alike."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.setZValue(Z_CURSOR)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def place(self, rect: QRectF | None) -> None:
        self.prepareGeometryChange()
        if rect is None:
            self.setVisible(False)
            return
        self.rect = QRectF(rect)
        self.setVisible(True)
        self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-14, -14, 14, 14)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self.rect.adjusted(-6, -6, 6, 6)
        radius = min(14.0, frame.height() / 3)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(10, 10, 10, 220), 9.0))
        painter.drawRoundedRect(frame, radius, radius)
        painter.setPen(QPen(QColor("#ffd21f"), 4.5))
        painter.drawRoundedRect(frame, radius, radius)


class MarksItem(QGraphicsObject):
    """Generic target rings for boards that do not draw their own (``mark_targets``)."""

    def __init__(self, scene: InteractiveBoardScene[Any, Any]) -> None:
        super().__init__()
        self.board = scene
        self.setZValue(Z_MARKS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.board.sceneRect()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        board = self.board
        if board.picked is None or not board.accepts_input():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(board.theme.highlight)
        for spot in board.targets_of(board.picked):
            width = 6.0 if spot.key == board.hover else 3.5
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(spot.rect)
        for spot in board.pickables():
            if spot.key == board.picked:
                painter.setPen(QPen(QColor(board.theme.selection), 5.0))
                painter.drawRect(spot.rect)


__all__ = ["Z_CURSOR", "Z_MARKS", "CursorItem", "MarksItem", "nearest_in_direction"]
