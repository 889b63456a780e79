"""Open a saved game from a list that says what each save is.

A bare file dialog shows names like ``stairs-20261123-1042.climbdesk.json``;
players want to see which game, who played, when, and how far it got.  The
list reads the saves folder; "Browse…" still reaches files anywhere else.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from climbdesk import paths
from climbdesk.core.errors import RecordError
from climbdesk.core.record import GameRecord, Match
from climbdesk.ui.mnemonics import ButtonBox
from climbdesk.ui.strings import display_name, error_text, tr_title

# The file name ending of climbdesk saves.
SUFFIX = ".climbdesk.json"
# How many saves the list reads at most (newest first): a folder of thousands
# must not make the dialog slow to open.
MAX_LISTED = 200


def moves_played(record: GameRecord) -> int:
    """Turns played, as the move list numbers them (a Can't Stop turn of many
    rolls is one; what a turn is comes from the game, ``Match.turns_played``).

    The resume prompt, this list and the move list count the same way.
    """
    return Match(record).turns_played()


@dataclasses.dataclass(frozen=True)
class SaveSummary:
    path: Path
    saved: float  # seconds since the epoch (the file's modification time)
    record: GameRecord | None
    problem: str = ""


def list_saves(folder: Path) -> list[SaveSummary]:
    """The saves in ``folder``, newest first; damaged ones last, saying what is wrong."""
    try:
        files = [p for p in folder.glob(f"*{SUFFIX}") if p.is_file()]
    except OSError:
        return []
    files.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    out = []
    for path in files[:MAX_LISTED]:
        saved = path.stat().st_mtime
        try:
            out.append(SaveSummary(path, saved, GameRecord.load(path)))
        except RecordError as exc:
            out.append(SaveSummary(path, saved, None, error_text(exc)))
    return sorted(out, key=lambda s: s.record is None)  # what can be opened comes first


class OpenGameDialog(QDialog):
    """Pick a save from the list (or browse); read the choice from :attr:`chosen`."""

    def __init__(self, folder: Path | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder or paths.saves_dir()
        self.chosen: Path | None = None
        lay = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        self.list = QTreeWidget()
        self.list.setRootIsDecorated(False)
        self.list.setColumnCount(4)
        self.list.setAlternatingRowColors(True)
        self.list.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.list.header().setStretchLastSection(False)
        self.list.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.list.itemDoubleClicked.connect(lambda _item, _col: self._accept_current())
        self.list.currentItemChanged.connect(lambda *_: self._update_buttons())
        lay.addWidget(self.list, 1)
        self.buttons = ButtonBox()
        self.browse = QPushButton()
        self.browse.clicked.connect(self._browse)
        self.buttons.addButton(self.browse, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Open)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.apply_texts()
        self.buttons.accepted.connect(self._accept_current)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.resize(720, 420)
        self.saves = list_saves(self.folder)
        self.retranslate()

    def _fill(self) -> None:
        self.list.clear()
        locale = QLocale()
        for save in self.saves:
            if save.record is None:
                cells = [save.path.name, self.tr("cannot be opened: %1").replace(
                    "%1", save.problem), "", ""]
            else:
                rec = save.record
                cells = [tr_title(rec.game_obj().info.title),
                         " – ".join(display_name(s.name) for s in rec.seats), "",
                         str(moves_played(rec))]
            cells[2] = locale.toString(QDateTime.fromSecsSinceEpoch(int(save.saved)),
                                       QLocale.FormatType.ShortFormat)
            item = QTreeWidgetItem(cells)
            item.setData(0, Qt.ItemDataRole.UserRole, str(save.path))
            item.setToolTip(0, str(save.path))
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if save.record is None:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.list.addTopLevelItem(item)
        items = [self.list.topLevelItem(i) for i in range(self.list.topLevelItemCount())]
        first = next((it for it in items
                      if it is not None and it.flags() & Qt.ItemFlag.ItemIsEnabled), None)
        if first is not None:
            self.list.setCurrentItem(first)
        self._update_buttons()

    def _update_buttons(self) -> None:
        item = self.list.currentItem()
        self.open_button.setEnabled(item is not None
                                    and bool(item.flags() & Qt.ItemFlag.ItemIsEnabled))

    def _accept_current(self) -> None:
        item = self.list.currentItem()
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsEnabled:
            return
        self.chosen = Path(str(item.data(0, Qt.ItemDataRole.UserRole)))
        self.accept()

    def _browse(self) -> None:
        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open saved game"), str(self.folder),
            self.tr("climbdesk games (*%1);;All files (*)").replace("%1", SUFFIX))
        if chosen:
            self.chosen = Path(chosen)
            self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Open saved game"))
        self.intro.setText(self.tr("Saved games in %1:").replace("%1", str(self.folder))
                           if self.saves else
                           self.tr("No saved games in %1 yet.").replace("%1", str(self.folder)))
        self.list.setHeaderLabels([self.tr("Game"), self.tr("Players"), self.tr("Saved"),
                                   self.tr("Moves")])
        self.list.setAccessibleName(self.tr("Saved games"))
        self.browse.setText(self.tr("&Browse…"))
        self._fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
