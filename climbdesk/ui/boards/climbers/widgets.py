"""Widgets beside the Climbers board (the board's side panel)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


class ViewButtons(QWidget):
    """Turn left, turn right and the map, as buttons beside the board (the keys are Q, E, T)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.left = QPushButton()
        self.right = QPushButton()
        self.map = QPushButton()
        self.map.setCheckable(True)
        self.retranslate()
        for button in (self.left, self.right, self.map):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button)
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

    def sync(self) -> None:
        """Follow the key T."""
        self.map.setChecked(self.scene_.map_view)
