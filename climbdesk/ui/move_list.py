"""The game page's move list: one row per turn, written for the seat who reads it.

Its texts keep the game page's translation context ("GamePage"), where they were
written first, so moving them here changed no translation.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from climbdesk.core.record import HistoryEntry
from climbdesk.core.state import NOBODY
from climbdesk.ui.strings import QT_TRANSLATE_NOOP, tr_game, tr_page

_STRINGS = (  # for lupdate: the texts tr_page() looks up
    QT_TRANSLATE_NOOP("GamePage", "; "),
    QT_TRANSLATE_NOOP("GamePage", "%1. %2"),
    QT_TRANSLATE_NOOP("GamePage", "%1. %2: %3"),
    QT_TRANSLATE_NOOP("GamePage", ", "),
)


#: Marks from mildest to worst (GNU Backgammon's doubtful, bad, very bad).
_SEVERITY = ("?!", "?", "??")


class MoveList(QListWidget):
    """The history as rows; each row's item carries its last entry's index (UserRole)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)  # long history lines wrap instead of scrolling sideways
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._shown: list[HistoryEntry] = []  # entries behind the lines in the list
        self._viewer = NOBODY
        #: Set when every line must be written again (the language changed).
        self.stale = False
        self._rows: list[list[HistoryEntry]] = []  # the entries of each row
        self._names: list[str] = []
        #: An analysis's marks ("?!", "?", "??") by action index; a row shows its worst.
        self.marks: dict[int, str] = {}

    def fill(self, entries: list[HistoryEntry], viewer: int, names: list[str]) -> None:
        """Bring the list up to ``entries`` as ``viewer`` reads them, adding only the
        new lines when it can.

        The list has one row per *turn* (``HistoryEntry.turn``, which the games
        define), numbered like the resume prompt and the Open dialog count: a
        Can't Stop turn of many rolls is one row, "12. Ann: rolls 3-4-5-6, takes
        7+9, stops (camps on 7, 9)".  A resignation or agreement gets a row of
        its own without a number; so does chance before the first turn.

        A move only appends to ``Match.history`` (its entries are kept, not
        rebuilt), so when the lines shown are still the start of the history
        and the same seat is looking, the new entries extend the last row or
        add rows: a translation of one turn per move instead of the whole list.
        Anything else (undo, redo into a different line, another game, another
        language, another viewer when some line reads differently for each seat)
        rebuilds it.
        """
        shown = self._shown
        n = len(shown)
        # Another viewer only reads differently where a line has private texts.
        same_reader = viewer == self._viewer or not any(
            e.private or e.private_steps for e in shown)
        extends = (not self.stale and same_reader
                   and len(entries) >= n and (n == 0 or entries[n - 1] is shown[-1]))
        if extends and len(entries) == n:
            return
        if not extends:
            self.clear()
            shown.clear()
            self._rows = []
            n = 0
        rows = self._rows
        for entry in entries[n:]:
            if rows and _same_row(rows[-1][-1], entry):
                rows[-1].append(entry)
                item = self.item(self.count() - 1)
            else:
                rows.append([entry])
                item = QListWidgetItem()
                self.addItem(item)
            item.setText(self._marked(rows[-1], row_text(rows[-1], viewer, names)))
            item.setData(Qt.ItemDataRole.UserRole, entry.index)
            shown.append(entry)
        self._viewer = viewer
        self._names = list(names)
        self.stale = False
        self.scrollToBottom()

    def set_marks(self, marks: dict[int, str]) -> None:
        """Show an analysis's marks (action index -> mark) after the rows they fall in."""
        self.marks = dict(marks)
        for i, row in enumerate(self._rows):
            self.item(i).setText(self._marked(row, row_text(row, self._viewer, self._names)))

    def _marked(self, row: list[HistoryEntry], text: str) -> str:
        found = [self.marks[e.index] for e in row if self.marks.get(e.index)]
        return f"{text} {max(found, key=_SEVERITY.index)}" if found else text

    def texts(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]


def row_text(row: list[HistoryEntry], viewer: int, names: list[str]) -> str:
    """One row of the move list: a numbered turn, or an unnumbered table action."""
    first = row[0]
    if first.turn == 0 or first.is_table():
        return tr_page("; ").join(tr_game(e.text_for(viewer), names) for e in row)
    steps = [e.step_for(viewer) for e in row]
    if all(step is None for step in steps):
        body = tr_page("; ").join(tr_game(e.text_for(viewer), names) for e in row)
        return tr_page("%1. %2").replace("%1", str(first.turn)).replace("%2", body)
    parts = [tr_game(e.text_for(viewer) if step is None else step, names)
             for e, step in zip(row, steps, strict=True) if step != ""]
    owner = first.owner
    name = names[owner] if 0 <= owner < len(names) else "?"
    return (tr_page("%1. %2: %3").replace("%1", str(first.turn)).replace("%2", name)
            .replace("%3", tr_page(", ").join(parts) if parts else "…"))


def _same_row(last: HistoryEntry, entry: HistoryEntry) -> bool:
    """Whether ``entry`` continues the row that ``last`` ends (same turn, and a
    table action never shares a row with the moves around it)."""
    return entry.turn == last.turn and entry.is_table() == last.is_table()
