"""The library dialog's table: the games of the library, read from SQLite a page at a time.

With ten thousand games, reading every row (and making its texts) before the
dialog shows costs more than the 200 ms the dialog may take to open (issue 19).
So the model holds only the rows read so far: it counts the matching games,
reads the first :data:`PAGE` rows, and Qt asks for more through
:meth:`LibraryModel.canFetchMore` / :meth:`LibraryModel.fetchMore` as the table
scrolls.  Filtering and sorting are SQL (``Library.games`` with a ``Filter`` and
a ``Sort``): a new order reads the first page again, so no proxy ever needs all
rows.  Texts are made in the current language when the view asks for them.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QDateTime,
    QLocale,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from climbdesk.core.registry import catalogue
from climbdesk.library import LibraryError, Result
from climbdesk.library.database import Filter, Library, Listed, Sort
from climbdesk.library.entries import BOTS_ONLY, HUMANS
from climbdesk.ui.strings import display_name, error_text, level_name, tr_title

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()
# Rows read from the library at a time (the first page is all the dialog waits for).
PAGE = 200
# The column each table column sorts by, in ``Sort.COLUMNS`` (and "game").
SORT_COLUMNS = ("ended", "game", "players", "result", "opponent", "turns")
_DISPLAY = Qt.ItemDataRole.DisplayRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_TOOLTIP = Qt.ItemDataRole.ToolTipRole
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class LibraryModel(QAbstractTableModel):
    """The listed games as rows, read lazily in the order and with the filter given."""

    COLUMNS = 6
    # Reading more rows failed (the text says why, translated).
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rows: list[Listed] = []
        # How many games match the filter (the rows read so far are :attr:`rows`).
        self.total = 0
        self.library: Library | None = None
        self.filter = Filter()
        self.order = Sort()
        self._titles = {g.key: g.title for g in catalogue()}
        # Each shown row's texts, made once (the view asks again on every repaint).
        self._texts: dict[int, tuple[str, ...]] = {}

    # ----- reading ----------------------------------------------------------------
    def load(self, library: Library | None, flt: Filter) -> None:
        """Show the games of ``library`` matching ``flt`` (None: none), from the first
        page; LibraryError if the library cannot be read."""
        self.library, self.filter = library, flt
        self._reload()

    def _reload(self) -> None:
        self.beginResetModel()
        self.rows, self.total = [], 0
        self._texts.clear()
        try:
            if self.library is not None:
                self.total = self.library.count_games(self.filter)
                self.rows = self.library.games(self.filter, sort=self.order, limit=PAGE)
        finally:
            self.endResetModel()

    def canFetchMore(self, parent: Index = _ROOT) -> bool:
        return not parent.isValid() and len(self.rows) < self.total

    def fetchMore(self, parent: Index = _ROOT) -> None:
        if parent.isValid() or self.library is None:
            return
        try:
            page = self.library.games(self.filter, sort=self.order, offset=len(self.rows),
                                      limit=PAGE)
        except LibraryError as exc:
            self.total = len(self.rows)  # no more asking: the dialog says what happened
            self.failed.emit(error_text(exc))
            return
        if not page:
            self.total = len(self.rows)  # games were deleted meanwhile (another window)
            return
        first = len(self.rows)
        self.beginInsertRows(_ROOT, first, first + len(page) - 1)
        self.rows.extend(page)
        self.endInsertRows()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Order by ``column`` in SQL and read the first page again."""
        if not 0 <= column < len(SORT_COLUMNS):
            return
        by_title = sorted(self._titles, key=lambda key: tr_title(self._titles[key]).casefold())
        self.order = Sort(SORT_COLUMNS[column], order == Qt.SortOrder.DescendingOrder,
                          tuple(by_title))
        self.layoutAboutToBeChanged.emit()
        try:
            self._reload()
        except LibraryError as exc:
            self.failed.emit(error_text(exc))
        self.layoutChanged.emit()

    # ----- showing ----------------------------------------------------------------
    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else self.COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Date"), self.tr("Game"), self.tr("Players"), self.tr("Result"),
                self.tr("Opponent"), self.tr("Turns"))[section]

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        # The view asks for many roles of every cell it measures: answer the rest at once.
        if role == _DISPLAY:
            r = index.row()
            texts = self._texts.get(r)
            if texts is None:
                texts = self._texts[r] = self.texts(self.rows[r])
            return texts[index.column()]
        if role == _ALIGN and index.column() == 5:
            return _RIGHT
        if role == _TOOLTIP and index.column() == 1:
            return self.rows[index.row()].save_path
        return None

    def texts(self, row: Listed) -> tuple[str, ...]:
        """The row's six cells in the current language."""
        return (when(row.ended), self.title(row), " – ".join(display_name(n) for n in row.names),
                self.result_text(row), opponent_text(row.opponent), str(row.turns))

    def retranslated(self) -> None:
        """The language changed: the texts are made again when next shown."""
        self._texts.clear()
        self.layoutChanged.emit()

    def title(self, row: Listed) -> str:
        return tr_title(self._titles.get(row.game, row.game))

    def result_text(self, row: Listed) -> str:
        if row.result is Result.PLAYED:
            names = ", ".join(display_name(n) for n in row.winners)
            return self.tr("%1 won").replace("%1", names)
        return result_name(row.result)


def when(iso: str) -> str:
    """An ISO time from the library in the local zone and the locale's short format."""
    stamp = QDateTime.fromString(iso, Qt.DateFormat.ISODate)
    if not stamp.isValid():
        return iso
    return QLocale().toString(stamp.toLocalTime(), QLocale.FormatType.ShortFormat)


def result_name(result: Result) -> str:
    translate = QCoreApplication.translate
    names = {
        Result.WON: translate("LibraryDialog", "Won"),
        Result.LOST: translate("LibraryDialog", "Lost"),
        Result.DRAW: translate("LibraryDialog", "Draw"),
        Result.PLAYED: translate("LibraryDialog", "Between players"),
        Result.DEMO: translate("LibraryDialog", "Bots only"),
        Result.UNFINISHED: translate("LibraryDialog", "Unfinished (saved)"),
    }
    return names[result]


def opponent_text(opponent: str) -> str:
    if opponent == HUMANS:
        return QCoreApplication.translate("LibraryDialog", "Pass and play")
    if opponent == BOTS_ONLY:
        return QCoreApplication.translate("LibraryDialog", "Bots only")
    return QCoreApplication.translate("LibraryDialog", "%1 bot").replace(
        "%1", level_name(opponent))
