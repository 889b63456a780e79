"""The blocking disk: a token beside the board that the player drags onto a top.

The disk is the player's, not the mountain's, so it waits in the side panel
until the disk step; then it can be dragged onto a highlighted top, or clicked /
pressed (Enter, or D on the board) to take it in hand and then put on a top by
click or by the keyboard cursor.  Both are the boards' shared facility for
things dragged from beside the board (:mod:`climbdesk.ui.boards.dragsource`):
this module only says what the disk is and how it looks.  "No disk" stays what
every skip is: the button below the board and the key N.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget

from climbdesk.ui.boards.dragsource import DragSource, Payload

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

# The payload kind of the blocking disk (its value is unused).
DISK = "disk"


def disk_payload(seat: int) -> Payload:
    """The disk of ``seat``, as it is dragged onto the board."""
    return Payload(DISK, seat)


class DiskToken(DragSource):
    """The player's disk beside the board: drag it onto a highlighted top, or click it
    (Enter/Space with focus) to take it in hand for click-click and the keyboard."""

    def __init__(self, scene: ClimbersBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.seat = -1
        self.colour = QColor("#888888")
        self.glyph = ""
        self.setFixedSize(44, 44)
        self.setAccessibleName(self.tr("Your blocking disk"))
        self.setToolTip(self.tr("Drag the disk onto a highlighted top, or click it (D) and "
                                "then click a top"))

    def set_seat(self, seat: int, colour: QColor, glyph: str) -> None:
        self.seat, self.colour, self.glyph = seat, QColor(colour), glyph
        self.update()

    def payload(self) -> Payload | None:
        return disk_payload(self.seat) if self.seat >= 0 else None

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_token(p, QRectF(self.rect()).adjusted(3, 3, -3, -3))
        if self.hasFocus():
            p.setPen(QPen(self.palette().highlight().color(), 2.0, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))

    def paint_token(self, p: QPainter, rect: QRectF) -> None:
        p.setPen(QPen(self.palette().windowText().color(), 2.0))
        p.setBrush(self.colour)
        p.drawEllipse(rect)
        inner = rect.adjusted(rect.width() / 4, rect.height() / 4, -rect.width() / 4,
                              -rect.height() / 4)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(self.colour.darker(160), 1.5))
        p.drawEllipse(inner)
        if self.glyph:
            p.setPen(QColor("#000000") if self.colour.lightnessF() > 0.55 else QColor("#ffffff"))
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.glyph)
