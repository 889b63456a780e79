"""The legend of the Climb On! (dice) board: what its rings, dashed spaces and plaques mean.

Moved out of :mod:`climbdesk.ui.boards.summit.scene` (paint8) to keep the scene under 600 lines.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from climbdesk.ui.boards.drawing import with_alpha
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.boards.summit.dice import paint_die
from climbdesk.ui.boards.summit.items import Palette


def legend_entries(pal: Palette) -> list[LegendEntry]:
    """The rings around climbers, the dashed spaces and the level plaques (translated now)."""

    def die(ring: QColor | None, dashed: bool = False) -> Callable[[QPainter, QRectF], None]:
        def paint(painter: QPainter, tile: QRectF) -> None:
            paint_die(painter, pal, 0, 8, tile.center(), 20, "3", ring=ring,
                      dashed_ring=dashed)
        return paint

    def opponent(painter: QPainter, tile: QRectF) -> None:
        paint_die(painter, pal, 1, 8, tile.center(), 20, "3", ring=pal.danger,
                  dashed_ring=True)

    def space(painter: QPainter, tile: QRectF) -> None:
        painter.fillRect(tile, pal.rock)  # the spaces sit on the rock, as on the board
        c = tile.center()
        painter.setPen(QPen(with_alpha(pal.rock_line, 0.8), 1.4, Qt.PenStyle.DashLine))
        painter.setBrush(with_alpha(pal.rock_line, 0.22))
        painter.drawRoundedRect(QRectF(c.x() - 12, c.y() - 12, 24, 24), 5, 5)

    def plaque(painter: QPainter, tile: QRectF) -> None:
        painter.setPen(pal.text)
        font = painter.font()
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(tile, Qt.AlignmentFlag.AlignCenter, "×3 ≤2")

    return [
        LegendEntry(die(with_alpha(pal.movable, 0.55)), QCoreApplication.translate(
            "SummitBoard", "Faint ring: a climber you can pick")),
        LegendEntry(die(pal.selection), QCoreApplication.translate(
            "SummitBoard", "Bold ring: the picked climber, or dice being rolled")),
        LegendEntry(die(pal.highlight, dashed=True), QCoreApplication.translate(
            "SummitBoard", "Dashed green ring: a teammate that can pull it up")),
        LegendEntry(opponent, QCoreApplication.translate(
            "SummitBoard", "Dashed red ring: an opponent it can shove or drag")),
        LegendEntry(die(pal.hint), QCoreApplication.translate(
            "SummitBoard", "Hint colour: the suggested climber")),
        LegendEntry(space, QCoreApplication.translate(
            "SummitBoard", "Dashed square: a free space on that level")),
        LegendEntry(plaque, QCoreApplication.translate(
            "SummitBoard", "×3: points per climber there; ≤2: the roll a climb there needs")),
    ]



__all__ = ["legend_entries"]
