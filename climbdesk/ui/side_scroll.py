"""The game page's upper sidebar: seats, the board's panel, status and step buttons.

A plain :class:`QScrollArea` caps its size hint at a couple of dozen text lines, so it
would scroll even where the window has room to spare; this one asks for all of its
content and only scrolls when the column is too short for it (five seats with their
facts, a block's orientations and faces, at 800 pixels).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QWidget

#: The move list never shrinks below this, so the last moves stay readable.
HISTORY_MIN = 140
#: Nor does the scrolled part, so the seat to move stays in sight.
TOP_MIN = 160


class SideScroll(QScrollArea):
    def __init__(self, content: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        content.installEventFilter(self)
        # Tab goes to the controls inside; the area itself is no stop of its own
        # (QScrollArea still scrolls a control that takes focus into view).
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # A scroll area does not pass its content's new size up to the page's layout:
        # a seat row gaining a line, a panel appearing must re-share the column.
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return super().sizeHint()
        hint = content.sizeHint()
        height = hint.height()
        # Wrapped status lines and seat facts grow taller as the column narrows: ask
        # for the height at the width the content really has.
        width = self.viewport().width()
        if content.hasHeightForWidth() and width > 0:
            height = max(height, content.heightForWidth(width))
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(),
                     height + 2 * self.frameWidth())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()

    def minimumSizeHint(self) -> QSize:
        content = self.widget()
        width = content.minimumSizeHint().width() if content is not None else 0
        return QSize(width + self.verticalScrollBar().sizeHint().width(),
                     min(TOP_MIN, self.sizeHint().height()))
