"""Help ▸ Keyboard: every key of the current board and of the view's camera.

The board declares its keys (``InteractiveBoardScene.key_help``, from its key
table), the view its camera keys (``BoardView.camera_keys``) and the window its
menu shortcuts (its ``QAction``s: Undo, Hint, Save, F1 …), so this list cannot
drift from what the keys really do.  Long descriptions wrap instead of being cut.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from climbdesk.ui.boards.interaction import KeyHelp
from climbdesk.ui.mnemonics import ButtonBox
from climbdesk.ui.strings import without_mnemonic


def window_keys(window: QWidget, skip: set[str]) -> list[KeyHelp]:
    """The window's menu shortcuts (every ``QAction`` it holds that has one), named by
    their menu texts; keys in ``skip`` are already listed with the board's."""
    out = []
    for action in window.actions():
        # The first shortcut only: the platform may add media keys ("New", "Save").
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        # Without its mnemonic, also the Japanese "(&N)" ("新しいゲーム…", not "…(N)…").
        text = without_mnemonic(action.text())
        if keys and text and keys not in skip:
            out.append(KeyHelp(keys, text))
    return out


class _WrappingDelegate(QStyledItemDelegate):
    """Rows as tall as their description needs at the column's width: a tree view
    paints wrapped text but sizes its rows for one line."""

    def __init__(self, tree: QTreeWidget) -> None:
        super().__init__(tree)
        self.tree = tree

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        width = self.tree.columnWidth(index.column())
        text = str(index.data() or "")
        if index.column() == 1 and width > 0 and text:
            wrapped = option.fontMetrics.boundingRect(
                QRect(0, 0, max(1, width - 12), 100_000), Qt.TextFlag.TextWordWrap, text)
            size.setHeight(max(size.height(), wrapped.height() + 2))
        return size


class KeyboardHelpDialog(QDialog):
    """Three groups of keys, the game's, the view's and the window's, in a read-only list.

    The window's keys are read from ``parent``'s actions unless given."""

    def __init__(self, board_keys: list[KeyHelp], camera_keys: list[KeyHelp],
                 parent: QWidget | None = None,
                 window: list[KeyHelp] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard"))
        self.resize(720, 560)
        lay = QVBoxLayout(self)
        self.tree = QTreeWidget()
        self.tree.setColumnCount(2)
        self.tree.setHeaderLabels([self.tr("Key"), self.tr("What it does")])
        self.tree.setRootIsDecorated(False)
        self.tree.setAccessibleName(self.tr("Keys and what they do"))
        # Descriptions wrap onto more lines rather than end in "…" (issue 17).
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setUniformRowHeights(False)
        self.tree.header().setStretchLastSection(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.setItemDelegate(_WrappingDelegate(self.tree))
        self.tree.header().sectionResized.connect(lambda *_: self.tree.doItemsLayout())
        if window is None:
            listed = {k.keys for k in board_keys + camera_keys}
            window = window_keys(parent, listed) if parent is not None else []
        for title, keys in ((self.tr("Playing on the board"), board_keys),
                            (self.tr("Moving the view"), camera_keys),
                            (self.tr("Anywhere in the window"), window)):
            if not keys:
                continue
            group = QTreeWidgetItem(self.tree, [title])
            group.setFirstColumnSpanned(True)
            font = group.font(0)
            font.setBold(True)
            group.setFont(0, font)
            for key in keys:
                item = QTreeWidgetItem(group, [key.keys, key.text])
                # Both columns from the top: where a row is a line taller than its wrapped
                # text needs, the description still starts beside its key.
                for column in (0, 1):
                    item.setTextAlignment(column,
                                          Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
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
