"""The hint's arrow on the Stairs board: from the hinted piece to where it would land.

Moved out of :mod:`climbdesk.ui.boards.stairs.items` to keep that module under 600 lines.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from climbdesk.games.stairs.engine import Move
from climbdesk.ui.boards.stairs.items import DISC_RX, DISC_RY, Z_HINT

if TYPE_CHECKING:
    from climbdesk.ui.boards.stairs.scene import StairsBoardScene


class HintItem(QGraphicsItem):
    """An arrow from the hinted piece to its target, above the stacks."""

    def __init__(self, scene: StairsBoardScene, move: Move) -> None:
        super().__init__()
        self.board = scene
        self.move = move
        self.setZValue(Z_HINT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _ends(self) -> tuple[QPointF, QPointF]:
        scene = self.board
        return (scene.top_point(self.move.src), scene.top_point(self.move.dst, extra=1))

    def boundingRect(self) -> QRectF:
        a, b = self._ends()
        return QRectF(a, b).normalized().adjusted(-30, -30, 30, 30)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self.board.palette_.theme.hint)
        a, b = self._ends()
        # Rings around the piece and where it would land; the arrow runs between the rings
        # so it never covers the height numbers.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 4.0))
        painter.drawEllipse(a, DISC_RX + 5, DISC_RY + 5)
        painter.setPen(QPen(colour, 4.0, Qt.PenStyle.DashLine))
        painter.drawEllipse(b, DISC_RX + 5, DISC_RY + 5)
        dx, dy = b.x() - a.x(), b.y() - a.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length

        def rim(centre: QPointF, sign: float) -> QPointF:
            # Where the line from the centre along (ux, uy) leaves the ring's ellipse.
            rx, ry = DISC_RX + 8, DISC_RY + 8
            k = 1.0 / math.sqrt((ux / rx) ** 2 + (uy / ry) ** 2)
            return QPointF(centre.x() + sign * ux * k, centre.y() + sign * uy * k)

        start, tip = rim(a, 1.0), rim(b, -1.0)
        span = math.hypot(tip.x() - start.x(), tip.y() - start.y())
        head = min(18.0, span * 0.6)
        neck = QPointF(tip.x() - ux * head, tip.y() - uy * head)
        painter.setPen(QPen(colour, 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(start, neck)
        w = head * 0.7
        arrow = QPolygonF([tip, QPointF(neck.x() - uy * w, neck.y() + ux * w),
                           QPointF(neck.x() + uy * w, neck.y() - ux * w)])
        painter.setPen(QPen(colour.darker(130), 1.2))
        painter.setBrush(colour)
        painter.drawPolygon(arrow)


__all__ = ["HintItem"]
