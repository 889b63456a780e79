"""Help ▸ Keyboard: every key of the current board and of the view's camera.

The board declares its keys (``InteractiveBoardScene.key_help``) and the view
its camera keys (``BoardView.camera_keys``), so this list cannot drift from
what the keys really do.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from climbdesk.ui.boards.interaction import KeyHelp
from climbdesk.ui.mnemonics import ButtonBox


class KeyboardHelpDialog(QDialog):
    """Two groups of keys, the game's and the view's, in a read-only list."""

    def __init__(self, board_keys: list[KeyHelp], camera_keys: list[KeyHelp],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard"))
        self.resize(640, 460)
        lay = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Key"), self.tr("What it does")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAccessibleName(self.tr("Keys and what they do"))
        for title, keys in ((self.tr("Playing on the board"), board_keys),
                            (self.tr("Moving the view"), camera_keys)):
            if not keys:
                continue
            group = QTreeWidgetItem(self.tree, [title])
            group.setFirstColumnSpanned(True)
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            for key in keys:
                QTreeWidgetItem(group, [key.keys, key.text])
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        lay.addWidget(self.tree)
        buttons = ButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def rows(self) -> list[tuple[str, str]]:
        """(key, description) of every listed key, in order (for tests)."""
        out = []
        for g in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(g)
            if group is None:
                continue
            for k in range(group.childCount()):
                item = group.child(k)
                if item is not None:
                    out.append((item.text(0), item.text(1)))
        return out
