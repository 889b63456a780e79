"""One hold mark, drawn the same on the wall, in the hand tray and in the legend.

The rulebook tells its three hold colours apart by shape as well (red circles, blue
squares, yellow triangles), so a player who cannot tell the colours apart still
reads the wall: each colour keeps its shape in every palette.  A hold of the game's
colour is drawn strong, with a dark outline that carries the contrast a light fill
(yellow on a cream panel) cannot; the other two colours are small, faint and without
an outline, on purpose: they are never climbed and must not compete with the strong ones.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from climbdesk.ui.boards.drawing import with_alpha
from climbdesk.ui.boards.wall import colours

#: Each hold colour's shape, as the rulebook prints it.
SHAPES: dict[str, str] = {"red": "circle", "blue": "square", "yellow": "triangle"}


def hold_path(colour: str, centre: QPointF, radius: float) -> QPainterPath:
    """The outline of a ``colour`` hold of about ``radius`` around ``centre``; the
    square and the triangle are a little smaller than the circle's box so the three
    cover about the same area and none looks heavier."""
    path = QPainterPath()
    shape = SHAPES.get(colour, "circle")
    if shape == "square":
        half = 0.86 * radius
        path.addRect(QRectF(centre.x() - half, centre.y() - half, 2 * half, 2 * half))
    elif shape == "triangle":
        r = 1.12 * radius
        # Point up, its centroid on the square's centre.
        path.addPolygon(QPolygonF([QPointF(centre.x(), centre.y() - r),
                                   QPointF(centre.x() + 0.87 * r, centre.y() + 0.5 * r),
                                   QPointF(centre.x() - 0.87 * r, centre.y() + 0.5 * r)]))
        path.closeSubpath()
    else:
        path.addEllipse(centre, radius, radius)
    return path


def paint_hold(p: QPainter, colour: str, centre: QPointF, radius: float,
               strong: bool) -> None:
    """A hold: the game's colour strong and outlined, the others faint."""
    fill = QColor(colours.HOLD[colour])
    if strong:
        p.setBrush(fill)
        p.setPen(QPen(QColor(colours.HOLD_OUTLINE), max(1.0, colours.HOLD_OUTLINE_WIDTH
                                                          * radius),
                      Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                      Qt.PenJoinStyle.RoundJoin))
    else:
        p.setBrush(with_alpha(fill, colours.FAINT))
        p.setPen(Qt.PenStyle.NoPen)
    p.drawPath(hold_path(colour, centre, radius))


__all__ = ["SHAPES", "hold_path", "paint_hold"]
