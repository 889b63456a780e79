"""The side panel's widgets for the step at hand: the reaction banner and the disk.

Reactions are the moment players miss: the turn still belongs to the active
player, yet another seat decides.  So while a seat reacts a banner in that
seat's colour (and glyph) says so in large type, above the same highlights the
board shows for any move; its skip is the "stays" button below and the key N,
like every step's.  In the disk step the player's disk token appears here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from climbdesk.ui.boards.climbers.colours import ink_on, seat_look
from climbdesk.ui.boards.climbers.disk import DiskToken

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


class ReactionBanner(QFrame):
    """"Ben may move": shown while a seat reacts to another's turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("reactionBanner")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.setSpacing(2)
        self.title = QLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.ink = "#000000"  # the text colour on the seat's colour (for the tests)
        for label in (self.title, self.detail):
            label.setTextFormat(Qt.TextFormat.PlainText)
            lay.addWidget(label)
        self.hide()

    def show_reaction(self, name: str, owner: str, colour: str, glyph: str) -> None:
        self.title.setText(f"{glyph} " + self.tr("%1 may move").replace("%1", name))
        self.detail.setText(self.tr("A reaction to %1's turn: move to a highlighted square, "
                                    "or stay (N)").replace("%1", owner))
        ink = self.ink = ink_on(QColor(colour).name())
        self.setStyleSheet(f"#reactionBanner {{ background: {colour}; border: 2px solid "
                           f"palette(window-text); border-radius: 6px; }} "
                           f"#reactionBanner QLabel {{ color: {ink}; }}")
        self.setAccessibleName(self.title.text())
        self.setAccessibleDescription(self.detail.text())
        self.show()


class DiskBox(QFrame):
    """The disk token and what to do with it, shown in the disk step."""

    def __init__(self, scene: ClimbersBoardScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.token = DiskToken(scene)
        self.text = QLabel()
        self.text.setWordWrap(True)
        row.addWidget(self.token)
        row.addWidget(self.text, 1)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Set the texts in the current language (at start and on a language change)."""
        self.text.setText(self.tr("Your disk: drag it onto a highlighted top, or press D; "
                                  "N places none"))
        # The token's own texts, in its own translation context.
        self.token.setAccessibleName(QCoreApplication.translate("DiskToken",
                                                                "Your blocking disk"))
        self.token.setToolTip(QCoreApplication.translate(
            "DiskToken", "Drag the disk onto a highlighted top, or click it (D) and then "
            "click a top"))


def sync_step_widgets(scene: ClimbersBoardScene, banner: ReactionBanner, disk: DiskBox) -> None:
    """Show the banner while a seat reacts, the disk token in the disk step."""
    state = scene.state
    live = state is not None and not state.is_terminal() and state.current_player() >= 0
    if live and state is not None and state.phase == "react":
        seat = state.current_player()
        colour, glyph = seat_look(state, seat) or ("#888888", "")
        banner.show_reaction(scene.seat_label(seat), scene.seat_label(state.active), colour,
                             glyph)
    else:
        banner.hide()
    if live and state is not None and state.phase == "disk" and scene.disk_blocks() \
            and scene.accepts_input():
        seat = state.current_player()
        colour, glyph = seat_look(state, seat) or ("#888888", "")
        disk.token.set_seat(seat, QColor(colour), glyph)
        disk.show()
    else:
        disk.hide()


__all__ = ["DiskBox", "ReactionBanner", "sync_step_widgets"]
