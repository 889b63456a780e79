"""The legend of the Climbers board's marks: one small picture and sentence for each
mark the board draws (rings, ladders, path, frames, padlock, ghost, origin, dots,
arrows, the faded slice), so a newcomer can read the board without the rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF

from climbdesk.ui.boards.climbers.blockmarks import paint_arrow, paint_padlock
from climbdesk.ui.boards.climbers.ladders import square_label
from climbdesk.ui.boards.climbers.paths import path_legend
from climbdesk.ui.boards.legend import LegendEntry

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.painting import MountainPainter


def board_legend(artist: MountainPainter) -> list[LegendEntry]:
    theme = artist.scene.theme

    def tile(colour: str, width: float, alpha: int,
             dashed: bool = False) -> Callable[[QPainter, QRectF], None]:
        def paint(painter: QPainter, rect: QRectF) -> None:
            pen = QPen(QColor(colour), width)
            if dashed:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            fill = QColor(colour)
            fill.setAlpha(alpha)
            painter.setBrush(QBrush(fill) if alpha else QBrush())
            c = rect.center()
            painter.drawPolygon(QPolygonF([c + QPointF(-14, 0), c + QPointF(0, -8),
                                           c + QPointF(14, 0), c + QPointF(0, 8)]))
        return paint

    def letter(painter: QPainter, rect: QRectF) -> None:
        tile(theme.highlight, 2.6, 90)(painter, rect)
        artist._label(painter, rect.center(), square_label(["short", "tall"]))

    def padlock(painter: QPainter, rect: QRectF) -> None:
        tile(theme.blocked, 2.4, 0, dashed=True)(painter, rect)
        paint_padlock(painter, rect.center() + QPointF(0, -2), 16.0, QColor("#f4efe6"),
                      QColor("#1b1410"))

    def origin(painter: QPainter, rect: QRectF) -> None:
        tile(theme.selection, 2.0, 0, dashed=True)(painter, rect)

    def dot(painter: QPainter, rect: QRectF) -> None:
        tile(theme.board_line, 1.0, 0)(painter, rect)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.highlight))
        painter.drawEllipse(rect.center(), 4.5, 2.6)

    def arrow(painter: QPainter, rect: QRectF) -> None:
        c = rect.center()
        paint_arrow(painter, c + QPointF(-13, -6), c + QPointF(13, 6),
                    QColor(theme.highlight), 2.6)

    def faded(painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.setOpacity(0.25)
        tile("#8a5a44", 1.0, 255)(painter, rect)
        painter.restore()

    return [
        LegendEntry(tile(theme.highlight, 2.6, 90), QCoreApplication.translate(
            "ClimbersBoard", "Green square: your climber can move there without a ladder")),
        LegendEntry(letter, QCoreApplication.translate(
            "ClimbersBoard", "S, T, S+T: the move spends the short, the tall or both ladders; "  # noqa: E501
            "S/T: either one reaches it, a click asks which")),
        path_legend(artist.scene),
        LegendEntry(tile(theme.movable, 2.0, 40), QCoreApplication.translate(
            "ClimbersBoard", "Framed top: a block you may pick up (click it, or drag it)")),
        LegendEntry(padlock, QCoreApplication.translate(
            "ClimbersBoard", "Padlock, dashed top: the block the previous player moved, locked this turn (hover it for the reason)")),  # noqa: E501
        LegendEntry(tile(theme.highlight, 3.0, 150), QCoreApplication.translate(
            "ClimbersBoard", "Ghost: where the lifted block would go, green if it may, red with the reason; drag a block to move it")),  # noqa: E501
        LegendEntry(origin, QCoreApplication.translate(
            "ClimbersBoard", "Dashed box: where the lifted block came from; drop it there or press Esc to put it back")),  # noqa: E501
        LegendEntry(dot, QCoreApplication.translate(
            "ClimbersBoard", "Dot: a corner where the lifted block fits in the orientation shown")),  # noqa: E501
        LegendEntry(arrow, QCoreApplication.translate(
            "ClimbersBoard", "Arrows: where a covered climber may shift; pick one")),
        LegendEntry(faded, QCoreApplication.translate(
            "ClimbersBoard", "Faded column: taller than the height slice ([ ]); clicks pass through it")),  # noqa: E501
    ]


__all__ = ["board_legend"]
