"""Dragging something from beside the board onto it: a base facility for every board.

Some things a player puts on the board do not start on it: Climbers' blocking
disk waits in the side panel, the wall game's hand tray holds panels.  A
:class:`DragSource` widget shows such a thing and carries a :class:`Payload`
(what it is and whose); the board scene is the drop target:

* while the payload is over the board, the scene asks its board
  (:meth:`~climbdesk.ui.boards.interaction.InteractiveBoardScene.drop_action`)
  what dropping it on the spot under the pointer would play; a legal action
  highlights that spot and accepts the drop, an illegal one refuses it and
  shows the engine's own sentence why (``state.explain_illegal``), and
  nothing at all (empty table) just refuses;
* a drop plays the action, as a click would (and is not animated again);
* the keyboard and a plain click do the same without a drag: activating the
  source (click, Enter or Space) puts the payload in hand
  (:meth:`~climbdesk.ui.boards.interaction.InteractiveBoardScene.take_payload`)
  and the board's cursor keys carry it to a target.

The payload crosses the drag as JSON in its own mime type, never pickled.
"""

from __future__ import annotations

import dataclasses
import json
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QRectF, Qt
from PySide6.QtGui import QDrag, QKeyEvent, QMouseEvent, QPainter, QPixmap
from PySide6.QtWidgets import QApplication, QGraphicsSceneDragDropEvent, QToolTip, QWidget

from climbdesk.core.actions import Action
from climbdesk.ui.strings import tip_text, tr_game

if TYPE_CHECKING:
    from climbdesk.ui.boards.interaction import InteractiveBoardScene

#: The mime type of every payload dragged onto a board.
PAYLOAD_MIME = "application/x-climbdesk-payload"


@dataclasses.dataclass(frozen=True)
class Payload:
    """What is dragged onto the board: its ``kind`` (the board's word, "disk"), the
    ``seat`` it belongs to, and a small ``value`` (which panel of a hand)."""

    kind: str
    seat: int
    value: int = 0

    def mime(self) -> QMimeData:
        data = QMimeData()
        text = json.dumps({"kind": self.kind, "seat": self.seat, "value": self.value})
        data.setData(PAYLOAD_MIME, QByteArray(text.encode()))
        return data

    @staticmethod
    def from_mime(mime: QMimeData | None) -> Payload | None:
        """The payload a drag carries, or None for anything else (a file, text, garbage)."""
        if mime is None or not mime.hasFormat(PAYLOAD_MIME):
            return None
        try:
            raw: Any = json.loads(bytes(mime.data(PAYLOAD_MIME).data()).decode())
        except (UnicodeDecodeError, ValueError):
            return None
        if not isinstance(raw, dict):
            return None
        kind, seat, value = raw.get("kind"), raw.get("seat"), raw.get("value", 0)
        if not isinstance(kind, str) or type(seat) is not int or type(value) is not int:
            return None
        return Payload(kind, seat, value)


class DropTarget:
    """The scene's half of a drag from outside: feedback while it hovers, the drop.

    ``reason`` is the engine's sentence for the spot under the pointer when the drop
    would be refused there ('' when it is allowed or over nothing), for tests and
    for the tooltip the player sees."""

    def __init__(self, scene: InteractiveBoardScene[Any, Any]) -> None:
        self.scene = scene
        self.reason = ""

    def verdict(self, event: QGraphicsSceneDragDropEvent) -> tuple[object, Action | None, str]:
        """(spot under the pointer, the legal action a drop plays there, why not)."""
        scene = self.scene
        payload = Payload.from_mime(event.mimeData())
        state = scene.state
        if payload is None or state is None or not scene.accepts_input() \
                or payload.seat != state.current_player():
            return None, None, ""
        key = scene.key_at(event.scenePos())
        action = scene.drop_action(payload, key) if key is not None else None
        if action is None:
            return key, None, ""
        if action in scene.legal_actions():
            return key, action, ""
        return key, None, tr_game(state.explain_illegal(action), scene.seat_names)

    def move(self, event: QGraphicsSceneDragDropEvent) -> None:
        """Accept the drag over legal spots (highlighted); elsewhere refuse it, saying why."""
        scene = self.scene
        key, action, reason = self.verdict(event)
        hover = key if action is not None else None
        if hover != scene.hover:
            scene.hover = hover
            scene.redraw()
        if reason != self.reason:
            self.reason = reason
            if reason:
                QToolTip.showText(event.screenPos(), tip_text(reason))  # never markup
            else:
                QToolTip.hideText()
        if action is not None:
            event.acceptProposedAction()
        elif Payload.from_mime(event.mimeData()) is not None:
            event.setAccepted(True)  # keep receiving moves; the drop itself is refused
            event.setDropAction(Qt.DropAction.IgnoreAction)
        else:
            event.ignore()

    def leave(self) -> None:
        self.reason = ""
        QToolTip.hideText()
        self.scene.hover = None
        self.scene.redraw()

    def drop(self, event: QGraphicsSceneDragDropEvent) -> bool:
        """Play the dropped payload's action; False when the drop is refused."""
        _key, action, _reason = self.verdict(event)
        self.leave()
        if action is None:
            event.ignore()
            return False
        event.acceptProposedAction()
        self.scene.drop_chosen(action)
        return True


class DragSource(QWidget):
    """A widget beside the board that can be dragged onto it, or activated (click,
    Enter, Space) to put its payload in hand for the board's cursor keys.

    Subclasses say what they carry (:meth:`payload`) and paint it
    (:meth:`paint_token`, also the picture under the pointer while dragging)."""

    def __init__(self, scene: InteractiveBoardScene[Any, Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene_ = scene
        self._press: QPoint | None = None
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setCursor(Qt.CursorShape.OpenHandCursor)

    def payload(self) -> Payload | None:
        """What this source carries now (None: nothing to drag)."""
        return None

    def paint_token(self, painter: QPainter, rect: QRectF) -> None:
        """Draw the thing in ``rect`` (the widget and the drag picture)."""

    def take(self) -> bool:
        """Put the payload in hand on the board (the click and keyboard way)."""
        payload = self.payload()
        return payload is not None and self.scene_.take_payload(payload)

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
            self.take()
        self._press = None
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.take()
            views = self.scene_.views()
            if views:
                views[0].setFocus()  # the cursor's keys work on the board
            event.accept()
            return
        super().keyPressEvent(event)

    def start_drag(self) -> None:
        """A real drag with the thing's picture under the pointer."""
        payload = self.payload()
        if payload is None:
            return
        drag = QDrag(self)
        drag.setMimeData(payload.mime())
        picture = QPixmap(self.size())
        picture.fill(Qt.GlobalColor.transparent)
        p = QPainter(picture)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_token(p, QRectF(picture.rect()).adjusted(3, 3, -3, -3))
        p.end()
        drag.setPixmap(picture)
        drag.setHotSpot(QPoint(picture.width() // 2, picture.height() // 2))
        drag.exec(Qt.DropAction.MoveAction)


__all__ = ["PAYLOAD_MIME", "DragSource", "DropTarget", "Payload"]
