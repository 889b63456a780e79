"""The blocking disk: a token beside the board that the player drags onto a top.

The disk is the player's, not the mountain's, so it waits in the side panel
until the disk step; then it can be dragged onto a highlighted top (a real
``QDrag`` onto the board view, whose scene accepts the drop only on a top the
engine allows), or clicked / pressed (Enter, or D on the board) to take it in
hand and then put on a top by click or by the keyboard cursor.  "No disk" stays
what every skip is: the button below the board and the key N.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QDrag,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QGraphicsSceneDragDropEvent, QWidget

from climbdesk.games.climbers import Disk
from climbdesk.ui.boards.climbers.spots import BlockSpot

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: The mime type of a dragged disk; the data is the seat number.
DISK_MIME = "application/x-climbdesk-climbers-disk"


def disk_mime(seat: int) -> QMimeData:
    data = QMimeData()
    data.setData(DISK_MIME, QByteArray(str(seat).encode()))
    return data


def _seat_of(event: QGraphicsSceneDragDropEvent) -> int | None:
    mime = event.mimeData()
    if mime is None or not mime.hasFormat(DISK_MIME):
        return None
    try:
        return int(bytes(mime.data(DISK_MIME).data()).decode())
    except ValueError:
        return None


def drop_target(scene: ClimbersBoardScene, event: QGraphicsSceneDragDropEvent) -> int | None:
    """The block a disk dragged to ``event``'s position would go on, if the engine allows
    it there (None: refuse the drop)."""
    seat = _seat_of(event)
    state = scene.state
    if seat is None or state is None or not scene.accepts_input() \
            or state.phase != "disk" or seat != state.current_player():
        return None
    key = scene.key_at(event.scenePos())
    if isinstance(key, BlockSpot) and key.block in scene.disk_blocks():
        return key.block
    return None


def drag_move(scene: ClimbersBoardScene, event: QGraphicsSceneDragDropEvent) -> None:
    """Accept the drag over allowed tops (and highlight the one under it)."""
    block = drop_target(scene, event)
    hover = BlockSpot(block) if block is not None else None
    if hover != scene.hover:
        scene.hover = hover
        scene.redraw()
    if block is not None:
        event.acceptProposedAction()
    elif _seat_of(event) is not None:
        event.setAccepted(True)  # keep receiving moves; the drop itself is refused
        event.setDropAction(Qt.DropAction.IgnoreAction)
    else:
        event.ignore()


def drop(scene: ClimbersBoardScene, event: QGraphicsSceneDragDropEvent) -> bool:
    """Put the disk where it was dropped; False when the drop is refused."""
    block = drop_target(scene, event)
    scene.hover = None
    if block is None:
        event.ignore()
        scene.redraw()
        return False
    event.acceptProposedAction()
    scene.choose(Disk(block))
    return True


class DiskToken(QWidget):
    """The player's disk beside the board: drag it onto a highlighted top, or click it
    (Enter/Space with focus) to take it in hand for click-click and the keyboard."""

    def __init__(self, scene: ClimbersBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene_ = scene
        self.seat = -1
        self.colour = QColor("#888888")
        self.glyph = ""
        self._press: QPoint | None = None
        self.setFixedSize(44, 44)
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAccessibleName(self.tr("Your blocking disk"))
        self.setToolTip(self.tr("Drag the disk onto a highlighted top, or click it (D) and "
                                "then click a top"))

    def set_seat(self, seat: int, colour: QColor, glyph: str) -> None:
        self.seat, self.colour, self.glyph = seat, QColor(colour), glyph
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_disk(p, QRectF(self.rect()).adjusted(3, 3, -3, -3))
        if self.hasFocus():
            p.setPen(QPen(self.palette().highlight().color(), 2.0, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRect(QRectF(self.rect()).adjusted(1, 1, -1, -1))

    def paint_disk(self, p: QPainter, rect: QRectF) -> None:
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

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if (event.position().toPoint() - self._press).manhattanLength() \
                < QApplication.startDragDistance():
            return
        self._press = None
        self.start_drag()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._press is not None and event.button() == Qt.MouseButton.LeftButton:
            self.scene_.take_disk()
        self._press = None
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.scene_.take_disk()
            views = self.scene_.views()
            if views:
                views[0].setFocus()  # the cursor's keys work on the board
            event.accept()
            return
        super().keyPressEvent(event)

    def start_drag(self) -> None:
        """A real drag with the disk's picture under the mouse."""
        drag = QDrag(self)
        drag.setMimeData(disk_mime(self.seat))
        picture = QPixmap(self.size())
        picture.fill(Qt.GlobalColor.transparent)
        p = QPainter(picture)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_disk(p, QRectF(picture.rect()).adjusted(3, 3, -3, -3))
        p.end()
        drag.setPixmap(picture)
        drag.setHotSpot(QPoint(picture.width() // 2, picture.height() // 2))
        drag.exec(Qt.DropAction.MoveAction)
