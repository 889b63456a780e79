"""File ▸ Library: every game kept, filtered and sorted, to open, export, delete or import.

The table is a model that reads the library's rows a page at a time
(:mod:`climbdesk.ui.library_model`); the filters and the sort order are queries
on the library, so ten thousand games are filtered and sorted by SQLite, not by
Python, and the dialog opens having read only the first page.  Opening hands
the chosen record to the window (``chosen``, its moves not replayed yet), which
opens it as it opens a save file: its set-up work done ahead, then a finished game
in review mode, a saved one to play on where it was left.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from climbdesk import paths
from climbdesk.core.errors import ClimbdeskError, RecordError
from climbdesk.core.level import LEVELS
from climbdesk.core.record import GameRecord, Match
from climbdesk.core.registry import catalogue
from climbdesk.core.text import Text
from climbdesk.library import LibraryError, Result
from climbdesk.library.database import Filter, Library, Listed
from climbdesk.library.entries import HUMANS
from climbdesk.library.removal import Removed, restore, take
from climbdesk.ui import messages, stats
from climbdesk.ui.library_model import LibraryModel, opponent_text, result_name
from climbdesk.ui.mnemonics import ButtonBox
from climbdesk.ui.strings import display_name, error_text, tr_game, tr_title

# The date filter's choices: (days back, or 0 for today; None: any time).
PERIODS: tuple[int | None, ...] = (None, 0, 7, 30, 365)
# The opponent filter's data for a human player (the rest are "human" and bot levels).
PLAYER = "player:"


class LibraryDialog(QDialog):
    """The library's games; read :attr:`chosen` after Open accepted the dialog."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chosen: GameRecord | None = None
        # The chosen game as the library keeps it (JSON): read again, replayed, to open.
        self.chosen_json: Any = None
        self.resize(900, 560)
        lay = QVBoxLayout(self)
        grid = QGridLayout()
        self.game_label, self.game_filter = QLabel(), QComboBox()
        self.opponent_label, self.opponent_filter = QLabel(), QComboBox()
        self.result_label, self.result_filter = QLabel(), QComboBox()
        self.period_label, self.period_filter = QLabel(), QComboBox()
        pairs = ((self.game_label, self.game_filter), (self.opponent_label, self.opponent_filter),
                 (self.result_label, self.result_filter), (self.period_label, self.period_filter))
        for column, (label, combo) in enumerate(pairs):
            label.setBuddy(combo)
            grid.addWidget(label, 0, column)
            grid.addWidget(combo, 1, column)
        lay.addLayout(grid)
        # What went wrong with the library (damaged, locked), or what an import did.
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        lay.addWidget(self.problem)
        # Rows come from SQLite a page at a time, filtered and sorted there (no proxy).
        self.model = LibraryModel(self)
        self.model.failed.connect(self.say)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.horizontalHeader().setSortIndicator(0, Qt.SortOrder.DescendingOrder)
        self.table.setSortingEnabled(True)  # sorts by the indicator: the model's first page
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.setTabKeyNavigation(False)  # Tab leaves the table for the buttons
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setResizeContentsPrecision(0)  # fit the rows on screen, not all 200 read
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        lay.addWidget(self.table, 1)
        self.count = QLabel()
        lay.addWidget(self.count)
        self.buttons = ButtonBox()  # Close is added last: Tab reaches it last
        self.open_button = QPushButton()
        self.export_button = QPushButton()
        self.delete_button = QPushButton()
        self.undo_button = QPushButton()
        self.import_button = QPushButton()
        for button, slot in ((self.open_button, self.open_selected),
                             (self.export_button, self.export_selected),
                             (self.delete_button, self.delete_selected),
                             (self.undo_button, self.undo_delete),
                             (self.import_button, self.import_file)):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda _checked=False, run=slot: run())
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.apply_texts()
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        self.players: list[str] = []
        #: Games deleted in this dialog, the last one last: Undo brings them back in turn.
        self.deleted: list[Removed] = []
        self.undo_shortcut = QShortcut(QKeySequence(QKeySequence.StandardKey.Undo), self)
        self.undo_shortcut.activated.connect(self.undo_delete)
        self.retranslate()
        for combo in (self.game_filter, self.opponent_filter, self.result_filter,
                      self.period_filter):
            combo.currentIndexChanged.connect(lambda _i: self.refresh())
        self.refresh()
        self.table.setFocus()

    # ----- the library --------------------------------------------------------------
    def _library(self) -> Library | None:
        try:
            library = stats.keeper().library()
        except LibraryError as exc:
            self.say(error_text(exc))
            return None
        self._tell_notes()
        return library

    def _tell_notes(self) -> None:
        keeper = stats.keeper()
        if keeper.notes:
            self.say(" ".join(tr_game(n) for n in keeper.notes))
            keeper.notes.clear()

    def say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def current_filter(self) -> Filter:
        opponent = self.opponent_filter.currentData()
        player = None
        if isinstance(opponent, str) and opponent.startswith(PLAYER):
            player, opponent = opponent[len(PLAYER):], None
        result = self.result_filter.currentData()
        days = self.period_filter.currentData()
        since = None
        if isinstance(days, int):
            start = datetime.datetime.now().astimezone()
            start = start.replace(hour=0, minute=0, second=0, microsecond=0) \
                - datetime.timedelta(days=days)
            since = start.astimezone(datetime.UTC).isoformat(timespec="seconds")
        return Filter(game=self.game_filter.currentData(), opponent=opponent, player=player,
                      result=Result(result) if result else None, since=since)

    def refresh(self) -> None:
        """Query the library again with the filters as they are now."""
        library = self._library()
        if library is not None:
            try:
                names = library.player_names()
            except LibraryError as exc:
                self.say(error_text(exc))
                names = []
            if names != self.players:
                self.players = names
                self._fill_opponents()
        try:
            self.model.load(library, self.current_filter())
        except LibraryError as exc:
            self.say(error_text(exc))
            self.model.load(None, Filter())
        if self.model.rows:
            self.table.selectRow(0)
        self._update_buttons()
        self.count.setText(self.tr("%n games", "", self.model.total))

    def selected(self) -> Listed | None:
        indexes = self.table.selectionModel().selectedRows()
        if not indexes:
            return None
        return self.model.rows[indexes[0].row()]

    def _update_buttons(self) -> None:
        chosen = self.selected() is not None
        for button in (self.open_button, self.export_button, self.delete_button):
            button.setEnabled(chosen)
        self.undo_button.setEnabled(bool(self.deleted))

    def _record(self, row: Listed, *, replay: bool = True) -> tuple[Any, GameRecord] | None:
        """The game of ``row``, its JSON and its record; without ``replay``, its moves
        read but not replayed (issue 17: a replay does the game's set-up work, a
        Climbers mountain, on this thread; Open has it done in the bot process first
        and replays afterwards)."""
        library = self._library()
        if library is None:
            return None
        try:
            data = library.record_json(row.id)
            record = GameRecord.from_json(data, check_replay=replay)
        except (ClimbdeskError, ValueError, TypeError, KeyError) as exc:
            messages.error(self, self.tr("Cannot open game"), error_text(exc))
            return None
        return data, record

    # ----- the buttons --------------------------------------------------------------
    def open_selected(self) -> None:
        """Accept with :attr:`chosen` read but not replayed, and :attr:`chosen_json`
        for the window to read it properly once its set-up work is kept."""
        row = self.selected()
        read = self._record(row, replay=False) if row is not None else None
        if read is not None:
            self.chosen_json, self.chosen = read
            self.accept()

    def export_selected(self) -> None:
        from climbdesk.ui.open_dialog import SUFFIX

        row = self.selected()
        read = self._record(row) if row is not None else None
        if row is None or read is None:
            return
        record = read[1]
        default = paths.saves_dir() / f"{row.game}-{row.ended[:10]}-{row.id}{SUFFIX}"
        target = self.ask_export_path(default)
        if target is None:
            return
        try:
            record.save(target)
        except (OSError, RecordError) as exc:
            messages.error(self, self.tr("Cannot export game"), error_text(exc))
            return
        self.say(self.tr("Exported to %1.").replace("%1", str(target)))

    def ask_export_path(self, default: Path) -> Path | None:
        from climbdesk.ui.open_dialog import SUFFIX

        chosen, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export game"), str(default),
            self.tr("climbdesk games (*%1)").replace("%1", SUFFIX))
        if not chosen:
            return None
        return Path(chosen if chosen.endswith(SUFFIX) else chosen + SUFFIX)

    def delete_selected(self) -> None:
        row = self.selected()
        library = self._library()
        if row is None or library is None:
            return
        try:
            self.deleted.append(take(library, row.id))
        except LibraryError as exc:
            self.say(error_text(exc))
            return
        self.refresh()
        self.say(self.tr("Deleted the game of %1 (%2); a save file of it is not touched. "
                         "Undo (Ctrl+Z) brings it back.")
                 .replace("%1", self.model.title(row))
                 .replace("%2", " – ".join(display_name(n) for n in row.names)))

    def undo_delete(self) -> None:
        """Bring the last game deleted in this dialog back, record and analyses too."""
        library = self._library()
        if not self.deleted or library is None:
            return
        try:
            restore(library, self.deleted[-1])
        except LibraryError as exc:
            self.say(error_text(exc))
            return
        game_id = self.deleted.pop().game_id
        self.refresh()
        self.say(self.tr("The game is back in the library."))
        for row, listed in enumerate(self.model.rows):
            if listed.id == game_id:
                self.table.selectRow(row)
                break

    def import_file(self) -> None:
        path = self.ask_import_path()
        if path is None:
            return
        try:
            record = GameRecord.load(path)
            match = Match(record)
        except RecordError as exc:
            messages.error(self, self.tr("Cannot import game"),
                           self.tr("%1 cannot be imported.").replace("%1", path.name)
                           + "\n\n" + error_text(exc))
            return
        outcome = match.state.outcome() if match.state.is_terminal() else None
        notes: list[Text] = []
        stats.record_game(record, outcome, match.turns_played(), notes, save_path=str(path))
        self.refresh()
        self.say(" ".join(tr_game(n) for n in notes) if notes else
                 self.tr("Imported %1.").replace("%1", path.name))

    def ask_import_path(self) -> Path | None:
        from climbdesk.ui.open_dialog import SUFFIX

        chosen, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import saved game"), str(paths.saves_dir()),
            self.tr("climbdesk games (*%1);;All files (*)").replace("%1", SUFFIX))
        return Path(chosen) if chosen else None

    # ----- texts --------------------------------------------------------------------
    def _fill_opponents(self) -> None:
        combo = self.opponent_filter
        keep = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(self.tr("Anyone"), None)
        combo.addItem(opponent_text(HUMANS), HUMANS)
        for level in LEVELS:
            combo.addItem(opponent_text(level), level)
        for name in self.players:
            combo.addItem(self.tr("Player: %1").replace("%1", display_name(name)),
                          PLAYER + name)
        found = combo.findData(keep)
        combo.setCurrentIndex(max(0, found))
        combo.blockSignals(False)

    def _fill(self, combo: QComboBox, items: list[tuple[str, object]]) -> None:
        keep = combo.currentIndex()
        combo.blockSignals(True)
        combo.clear()
        for text, data in items:
            combo.addItem(text, data)
        combo.setCurrentIndex(max(0, keep))
        combo.blockSignals(False)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Game library"))
        self.game_label.setText(self.tr("&Game:"))
        self.opponent_label.setText(self.tr("O&pponent:"))
        self.result_label.setText(self.tr("&Result:"))
        self.period_label.setText(self.tr("&When:"))
        self._fill(self.game_filter, [(self.tr("All games"), None)]
                   + [(tr_title(g.title), g.key) for g in catalogue()])
        self._fill(self.result_filter, [(self.tr("Any result"), None)]
                   + [(result_name(r), r.value) for r in Result])
        self._fill(self.period_filter, list(zip(
            (self.tr("Any time"), self.tr("Today"), self.tr("Past 7 days"),
             self.tr("Past 30 days"), self.tr("Past year")), PERIODS, strict=True)))
        self._fill_opponents()
        self.open_button.setText(self.tr("&Open"))
        self.export_button.setText(self.tr("E&xport…"))
        self.delete_button.setText(self.tr("&Delete"))
        self.undo_button.setText(self.tr("&Undo delete"))
        self.import_button.setText(self.tr("&Import…"))
        names = ((self.game_filter, self.tr("Filter by game")),
                 (self.opponent_filter, self.tr("Filter by opponent")),
                 (self.result_filter, self.tr("Filter by result")),
                 (self.period_filter, self.tr("Filter by date")),
                 (self.table, self.tr("Games in the library")),
                 (self.open_button, self.tr("Open the selected game")),
                 (self.export_button, self.tr("Export the selected game as a save file")),
                 (self.delete_button, self.tr("Delete the selected game from the library")),
                 (self.undo_button, self.tr("Bring back the game deleted last")),
                 (self.import_button, self.tr("Import a save file into the library")))
        for widget, name in names:
            widget.setAccessibleName(name)
        self.model.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, LibraryModel.COLUMNS - 1)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.model.retranslated()
        super().changeEvent(event)
