"""The game page's move list: one row per turn, written for the seat who reads it.

Its texts keep the game page's translation context ("GamePage"), where they were
written first, so moving them here changed no translation.

A move appends a row, and ``QListView`` answers any inserted row by laying out
and repainting every row (issue 17: 1.5-2 ms of every shown move, the longer
the game the more).  Both halves are made cheap rather than avoided: each row
carries its wrapped size (``SizeHintRole``, worked out once when its text is
set, again only when the viewport's width or the font changes), so the layout
reads sizes instead of wrapping every line's text again; and :class:`RowDelegate`
keeps the picture of each row it painted, so a repaint copies pictures instead
of wrapping and drawing text.
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import (
    QEvent,
    QMargins,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
)
from PySide6.QtGui import QPainter, QPixmap, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

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

#: The parts of an item's state that change how a row looks (as a plain int: Python
#: enum arithmetic on every row of every repaint cost more than the drawing saved).
_LOOK_STATES = (QStyle.StateFlag.State_Selected | QStyle.StateFlag.State_MouseOver
                | QStyle.StateFlag.State_HasFocus | QStyle.StateFlag.State_Active
                | QStyle.StateFlag.State_Enabled).value
#: Row pictures kept: a viewport's rows a few times over (hover, selection, focus).
_KEPT_ROWS = 96

_Index = QModelIndex | QPersistentModelIndex


class RowDelegate(QStyledItemDelegate):
    """Paints a row once per look (text, size, state, palette, pixel ratio) and copies
    that picture afterwards: a move repaints every row of the viewport (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._kept: OrderedDict[tuple[object, ...], QPixmap] = OrderedDict()
        #: Pictures painted (not copied), for tests.
        self.painted = 0

    def forget(self) -> None:
        """Drop every kept picture (the font or the style changed)."""
        self._kept.clear()

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        rect = option.rect
        dpr = painter.device().devicePixelRatioF()
        key = (index.data(), rect.width(), rect.height(), option.state.value & _LOOK_STATES,
               option.palette.cacheKey(), dpr)
        picture = self._kept.get(key)
        if picture is None:
            picture = QPixmap(QSize(max(1, round(rect.width() * dpr)),
                                    max(1, round(rect.height() * dpr))))
            picture.setDevicePixelRatio(dpr)
            picture.fill(Qt.GlobalColor.transparent)
            local = QStyleOptionViewItem(option)
            local.rect = QRect(0, 0, rect.width(), rect.height())
            inner = QPainter(picture)
            super().paint(inner, local, index)
            inner.end()
            self.painted += 1
            self._kept[key] = picture
            if len(self._kept) > _KEPT_ROWS:
                self._kept.popitem(last=False)
        else:
            self._kept.move_to_end(key)
        painter.drawPixmap(rect.topLeft(), picture)


class MoveList(QListWidget):
    """The history as rows; each row's item carries its last entry's index (UserRole)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)  # long history lines wrap instead of scrolling sideways
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rows_delegate = RowDelegate(self)
        self.setItemDelegate(self.rows_delegate)
        self._sized_width = -1  # the viewport width the rows' sizes were worked out for
        self._shown: list[HistoryEntry] = []  # entries behind the lines in the list
        self._viewer = NOBODY
        #: Set when every line must be written again (the language changed).
        self.stale = False
        #: Times the rows were made anew (a row clicked before one stands for nothing now).
        self.rebuilds = 0
        self._rows: list[list[HistoryEntry]] = []  # the entries of each row
        self._names: list[str] = []
        #: An analysis's marks ("?!", "?", "??") by action index; a row shows its worst.
        self.marks: dict[int, str] = {}
        # A list shown at its end stays at its end when its rows grow: a move scrolls
        # to the end before the rows re-wrap (a scroll bar appearing narrows them), and
        # the re-wrap left the newest line half under the bottom edge.
        self._at_end = False
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._note_end)
        bar.rangeChanged.connect(self._keep_end)

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
            self.rebuilds += 1
            self.clear()
            shown.clear()
            self._rows = []
            n = 0
        rows = self._rows
        first: int | None = None  # the first row the new entries reach
        for entry in entries[n:]:
            if rows and _same_row(rows[-1][-1], entry):
                rows[-1].append(entry)
            else:
                rows.append([entry])
                self.addItem(QListWidgetItem())
            if first is None:
                first = len(rows) - 1
            shown.append(entry)
        # Each row reached is written and wrapped once, with all its new entries: a
        # Climbers turn of five steps was wrapped five times when a game was opened.
        for i in range(len(rows) if first is None else first, len(rows)):
            item = self.item(i)
            self._set_text(item, self._marked(rows[i], row_text(rows[i], viewer, names)))
            item.setData(Qt.ItemDataRole.UserRole, rows[i][-1].index)
        self._viewer = viewer
        self._names = list(names)
        self.stale = False
        self.scrollToBottom()
        self._at_end = True

    def _note_end(self, value: int) -> None:
        self._at_end = value >= self.verticalScrollBar().maximum()

    def _keep_end(self, _low: int, high: int) -> None:
        if self._at_end:
            self.verticalScrollBar().setValue(high)

    def set_marks(self, marks: dict[int, str]) -> None:
        """Show an analysis's marks (action index -> mark) after the rows they fall in.
        The same marks again change no row: the analysis panel says its marks whenever
        its state shows (three times as a review opens), and each time every row was
        written and wrapped again."""
        if marks == self.marks:
            return
        self.marks = dict(marks)
        for i, row in enumerate(self._rows):
            text = self._marked(row, row_text(row, self._viewer, self._names))
            self._set_text(self.item(i), text)

    def _set_text(self, item: QListWidgetItem, text: str) -> None:
        """Set a row's text with its size wrapped at the viewport's width (see the module)."""
        if item.text() != text:
            item.setText(text)
        item.setData(Qt.ItemDataRole.SizeHintRole, self._wrapped_size(item))

    def _wrapped_size(self, item: QListWidgetItem) -> QSize:
        """What the delegate would answer for the row without a kept size: the style's
        size of the item's text wrapped at the viewport's width."""
        option = QStyleOptionViewItem()
        self.initViewItemOption(option)
        option.rect = self.viewport().rect()
        index = self.indexFromItem(item)
        self.rows_delegate.initStyleOption(option, index)
        self._sized_width = self.viewport().width()
        size = self.style().sizeFromContents(QStyle.ContentsType.CT_ItemViewItem, option,
                                             QSize(), self)
        return size.grownBy(QMargins(0, 0, 0, self._room_to_paint(option)))

    def _room_to_paint(self, option: QStyleOptionViewItem) -> int:
        """The pixels a row's text needs beyond its size for the style to paint every line.

        The style sizes a row by its lines' heights but, painting it, stops after any line
        when one more of *that line's* height would not fit, and elides the rest into it.
        Where a line is taller than the next (a Japanese line, whose kana come from a
        fallback font, above a shorter one), a row of exactly its size showed one elided
        line: the Japanese move list lost most of its Can't Stop turns that way."""
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None,
                                          self) + 1
        layout = QTextLayout(option.text, option.font)
        wrap = QTextOption()
        wrap.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(wrap)
        heights: list[float] = []
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(option.rect.width() - 2 * margin)
            heights.append(line.height())
        layout.endLayout()
        total = sum(heights)
        reach = max([sum(heights[:i + 1]) + heights[i] for i in range(len(heights) - 1)],
                    default=total)
        return max(0, math.ceil(reach) - math.ceil(total))

    def _size_rows_again(self) -> None:
        """The width or the font changed: every row's wrapped size is worked out again."""
        self.rows_delegate.forget()
        for i in range(self.count()):
            item = self.item(i)
            item.setData(Qt.ItemDataRole.SizeHintRole, self._wrapped_size(item))

    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and self.viewport().width() != self._sized_width \
                and self.count():
            self._size_rows_again()
        return super().viewportEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._size_rows_again()
        super().changeEvent(event)

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
