"""Widgets beside the Climbers board (the board's side panel)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QStyle, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


class ViewButtons(QWidget):
    """Turn left, turn right and the map, as buttons beside the board (the keys are Q, E, T).

    One row where it fits; in a narrow sidebar (640×480 in German: „Rechts drehen (E)“)
    the map button goes to a second row.  The row of three set the sidebar's least
    width, wider than the column, and every seat card beside the game-over banner was
    cut at the right (issue 17)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        self._settling = False  # wrapped in this turn of the event loop (_arrange)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        self.row = QHBoxLayout()
        self.second_row = QHBoxLayout()  # empty (and taking no room) unless narrow
        rows.addLayout(self.row)
        rows.addLayout(self.second_row)
        self.left = QPushButton()
        self.right = QPushButton()
        self.map = QPushButton()
        self.map.setCheckable(True)
        self.retranslate()
        for button in (self.left, self.right, self.map):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            self.row.addWidget(button)
        self.left.clicked.connect(lambda: scene.turn(-1))
        self.right.clicked.connect(lambda: scene.turn(1))
        self.map.toggled.connect(scene.set_map_view)

    def retranslate(self) -> None:
        """Set the texts in the current language (at start and on a language change)."""
        self.left.setText(self.tr("Turn left (Q)"))
        self.right.setText(self.tr("Turn right (E)"))
        self.map.setText(self.tr("Map (T)"))
        self.left.setToolTip(self.tr("Look at the mountain from the next side to the left"))
        self.right.setToolTip(self.tr("Look at the mountain from the next side to the right"))
        self.map.setToolTip(self.tr("The top-down map: every square with its top colour and height, hidden ones too"))  # noqa: E501
        self._arrange(self.width())

    def sync(self) -> None:
        """Follow the key T."""
        self.map.setChecked(self.scene_.map_view)

    def _settled(self) -> None:
        self._settling = False

    def wrapped(self) -> bool:
        """Whether the map button stands in the second row."""
        return self.second_row.count() > 0

    def _one_row_width(self) -> int:
        buttons = (self.left, self.right, self.map)
        return sum(b.minimumSizeHint().width() for b in buttons) + 2 * self.row.spacing()

    def minimumSizeHint(self) -> QSize:
        hint = super().minimumSizeHint()
        two_rows = max(self.left.minimumSizeHint().width() + self.row.spacing()
                       + self.right.minimumSizeHint().width(), self.map.minimumSizeHint().width())
        return QSize(two_rows, hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def _arrange(self, width: int) -> None:
        # Just wrapped (in this turn of the event loop), one row again only with a scroll
        # bar's width to spare: the second row can make the side panel's scroll bar come
        # or go, which changes this width by that much, and the two chased each other
        # until Python's recursion limit.  From the next turn on the plain test again,
        # so a window made wider later (640 -> 1280 wide) gets its one row back.
        need = self._one_row_width()
        if self.wrapped() and self._settling:
            need += self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) + 4
        narrow = 0 < width < need
        if narrow == self.wrapped():
            return
        (self.second_row if narrow else self.row).addWidget(self.map)
        if narrow and not self._settling:
            self._settling = True
            QTimer.singleShot(0, self, self._settled)
        self.updateGeometry()
