"""The Climbers board's side panel: view buttons, the reaction banner, the disk token,
the height slice, the orientation palette of a lifted block and the examined block's faces.

Every control repeats a key (Q/E/T, [ and ], R, I) for players who do not know
the keys; the scene calls :meth:`ClimbersPanel.sync` whenever what they show
changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

from climbdesk.games.climbers.texts import block_name
from climbdesk.ui.boards.climbers.faces import FaceNet
from climbdesk.ui.boards.climbers.orientations import OrientationPalette
from climbdesk.ui.boards.climbers.steps import DiskBox, ReactionBanner, sync_step_widgets
from climbdesk.ui.boards.climbers.widgets import ViewButtons
from climbdesk.ui.strings import tr_game

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


class SliceControl(QWidget):
    """A spin box for the height slice: columns taller than the level are faded and
    clicked through ("All": no slice)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(self.tr("Show heights &up to ([ ]):"))
        self.spin = QSpinBox()
        self.spin.setSpecialValueText(self.tr("All"))
        self.spin.setMinimum(0)
        self.spin.setAccessibleName(self.tr("Height slice"))
        self.spin.setToolTip(self.tr("Fade every column taller than this, so squares behind "
                                     "them can be seen and clicked (keys [ and ])"))
        self.label.setBuddy(self.spin)
        row.addWidget(self.label)
        row.addWidget(self.spin)
        row.addStretch(1)
        self.spin.valueChanged.connect(scene.set_slice_level)

    def sync(self) -> None:
        state = self.scene_.state
        top = max(state.board.heights) if state is not None else 0
        self.spin.blockSignals(True)
        self.spin.setMaximum(max(0, top - 1))
        self.spin.setValue(self.scene_.slice_level)
        self.spin.blockSignals(False)
        self.setEnabled(not self.scene_.map_view and top > 1)


class ClimbersPanel(QWidget):
    """Everything beside the Climbers board, top to bottom."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        super().__init__()
        self.scene_ = scene
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.view_buttons = ViewButtons(scene)
        # The view buttons by their old names (the panel used to be just these).
        self.left, self.right, self.map = (self.view_buttons.left, self.view_buttons.right,
                                           self.view_buttons.map)
        self.banner = ReactionBanner()  # while a seat reacts (see :mod:`.steps`)
        self.disk = DiskBox(scene)      # in the disk step
        self.slice = SliceControl(scene)
        self.palette_ = OrientationPalette(scene)
        self.examine_label = QLabel()
        self.examine_label.setWordWrap(True)
        self.faces = FaceNet(scene)
        for widget in (self.view_buttons, self.banner, self.disk, self.slice, self.palette_,
                       self.examine_label, self.faces):
            column.addWidget(widget)
        column.addStretch(1)
        self.examine_label.setTextFormat(Qt.TextFormat.PlainText)
        self.sync()

    def sync(self) -> None:
        """Follow the scene (called by the scene whenever something shown changed)."""
        scene = self.scene_
        self.view_buttons.sync()
        sync_step_widgets(scene, self.banner, self.disk)
        self.slice.sync()
        self.palette_.sync()
        block, orient = scene.examiner.examined_block()
        self.faces.setVisible(block >= 0)
        self.examine_label.setVisible(block >= 0)
        if block >= 0:
            text = self.tr("%1, laid open (I):")
            self.examine_label.setText(text.replace("%1", tr_game(block_name(block))))
            self.examine_label.setToolTip(self.tr(
                "All six faces: the top framed thick in the middle, the bottom at the right, "
                "the table's left, right, back and front around the top. Hover a block (Alt: "
                "at once) or press I on the cursor to examine it."))
            self.faces.show_block(block, orient)


__all__ = ["ClimbersPanel", "SliceControl"]
