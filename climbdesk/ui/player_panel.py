"""Who is who: one row per seat with colour, name, bot/human, standing and turn marker.

Rows belong to seats, not colours: after a pie-rule swap a seat keeps its
name and row but shows the colour it now plays (asked generically through an
optional ``state.colour_of_seat(seat)``).

A game's board registration may add lines to each row (``seat_facts``: a
climber's height and what it has left) and, where the seat colour is a rule,
give the colour and glyph the board draws (``seat_look``), so the swatch and the
pieces on the board can never disagree.  Both read the viewer's view only.
"""

from __future__ import annotations

import functools
import weakref

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTextBoundaryFinder
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from climbdesk.core.record import Seat
from climbdesk.core.state import State
from climbdesk.ui.boards.registry import BoardRegistration
from climbdesk.ui.strings import display_name, level_name, score_label, tip_text
from climbdesk.ui.swatch import paint_swatch

# The games join a seat's facts with this ("ladders: short · disk used").
FACT_SEPARATOR = " · "


def whole_facts(line: str) -> str:
    """``line`` with each fact kept on one line: a narrow card wraps only between facts.

    German cards read "Blockadescheibe" at the end of one line and "verbraucht" at the
    start of the next (issue 17): no-break spaces inside a fact and before the dot
    leave the separator's trailing space as the one place to break.  Japanese has no
    spaces and breaks between almost any two characters: a word joiner goes wherever
    a fact could break (:func:`_unbroken`).

    >>> whole_facts("disk in hand · at the foot").count(" ")
    1
    """
    return "\u00a0· ".join(_unbroken(fact) for fact in line.split(FACT_SEPARATOR))


# U+2060 WORD JOINER: no line break on either side, drawn as nothing.
_JOINER = "\u2060"


@functools.lru_cache(maxsize=512)
def _unbroken(fact: str) -> str:
    """``fact`` that Qt's line breaker cannot break: no-break spaces for its spaces, and
    a word joiner at every other place Qt would break a line (between two Japanese
    characters, after a hyphen).  Latin text without hyphens gains none, so it is drawn
    as before.  Kept: the panels show the same few facts every move.

    >>> _unbroken("はしご：短") == "は\u2060し\u2060ご：\u2060短"
    True
    """
    fact = fact.replace(" ", "\u00a0")
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, fact)
    # The finder counts UTF-16 units: map them to the string's characters.
    index = {units: i for i, units in enumerate(_utf16_offsets(fact))}
    parts: list[str] = []
    last = 0
    while (units := finder.toNextBoundary()) != -1:
        at = index.get(units, -1)
        if 0 < at < len(fact):
            parts.append(fact[last:at])
            last = at
    parts.append(fact[last:])
    return _JOINER.join(parts)


def _utf16_offsets(text: str) -> list[int]:
    """Each character's offset in UTF-16 units (a character past U+FFFF takes two)."""
    offsets, units = [], 0
    for ch in text:
        offsets.append(units)
        units += 2 if ord(ch) > 0xFFFF else 1
    return offsets


def set_tool_tip(widget: QWidget, text: str) -> None:
    """Set ``widget``'s tooltip unless it already reads so: Qt sends a ToolTipChange
    event through the style for every call, and the panels are refreshed every move.
    Shown as written (:func:`~climbdesk.ui.strings.tip_text`): Undo's reason names a
    seat, and a name that looks like markup would be drawn as markup."""
    text = tip_text(text)
    if widget.toolTip() != text:
        widget.setToolTip(text)


# What each steady label was last set from (font, text and candidates).
_STEADY_KEYS: weakref.WeakKeyDictionary[QLabel, str] = weakref.WeakKeyDictionary()
# Widths of the texts steady labels pass between, by font: the turn labels measure
# the same three texts every move.
_WIDTHS: dict[tuple[str, str], int] = {}


def _advance(metrics: QFontMetrics, font: str, text: str) -> int:
    width = _WIDTHS.get((font, text))
    if width is None:
        if len(_WIDTHS) >= 4096:  # texts and fonts are few: this is only a bound
            _WIDTHS.clear()
        width = _WIDTHS[(font, text)] = metrics.horizontalAdvance(text)
    return width


def set_steady_text(label: QLabel, text: str, usual: tuple[str, ...] = ()) -> None:
    """Show ``text`` in ``label`` without asking for a new layout when it can.

    Why: a label whose text changes has every layout above it redone, up to the
    window (about 1 ms a move), unless its size is fixed.  So the label is fixed at
    the size of the widest of ``text`` and the ``usual`` texts it passes between;
    its size changes only when that widest text does (a longer text, another
    language or font).
    """
    font = label.font().key()
    key = "\x1f".join((font, text, *usual))
    if _STEADY_KEYS.get(label) == key:
        return  # same text, same candidates, same font: nothing to measure or set
    # Kept beside the label, not as a Qt property: setting a dynamic property sends
    # the label an event every time (the turn label's text changes every move).
    _STEADY_KEYS[label] = key
    metrics = label.fontMetrics()
    width = max(_advance(metrics, font, t) for t in (text, *usual)) + 2  # + antialiasing
    size = QSize(width, metrics.height())
    if label.minimumSize() != size or label.maximumSize() != size:
        label.setFixedSize(size)
    label.setText(text)


class Swatch(QWidget):
    """A round piece-coloured disc, outlined to show on any panel (see :mod:`swatch`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = QColor("#888888")
        self.glyph = ""
        self.setFixedSize(26, 26)

    def set_colour(self, colour: str, glyph: str = "") -> None:
        """``glyph``: the mark the board draws on this colour (colour-blind help), if any."""
        new = QColor(colour)
        if new == self.colour and glyph == self.glyph:
            return  # the same every move: no repaint
        self.colour = new
        self.glyph = glyph
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_swatch(p, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.colour, self.palette())
        if self.glyph:
            p.setPen(QColor("#000000") if self.colour.lightnessF() > 0.55 else QColor("#ffffff"))
            p.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.glyph)


class Chips(QWidget):
    """A row of small round tokens, face up filled and face down hollow, in groups of
    four so the count reads at a glance (the wall's stamina chips)."""

    SIZE, GAP, GROUP = 9.0, 3.0, 4

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.up = self.total = 0
        self.setFixedHeight(int(self.SIZE) + 4)
        self.hide()

    def set_chips(self, chips: tuple[int, int, str] | None) -> None:
        counts = (chips[0], chips[1]) if chips is not None else (0, 0)
        text = chips[2] if chips is not None else ""
        if counts == (self.up, self.total) and text == self.accessibleName():
            return  # unchanged (every move of a game without chips): no events
        self.up, self.total = counts
        self.setAccessibleName(text)
        set_tool_tip(self, text)
        self.setVisible(chips is not None and self.total > 0)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        ink, mid = palette.color(QPalette.ColorRole.WindowText), palette.color(
            QPalette.ColorRole.Mid)
        x = 1.0
        for i in range(self.total):
            if i and i % self.GROUP == 0:
                x += self.GAP  # a wider gap between groups
            box = QRectF(x, 2, self.SIZE, self.SIZE)
            if i < self.up:
                p.setPen(QPen(ink, 1))
                p.setBrush(ink)
            else:
                p.setPen(QPen(mid, 1.5))
                p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(box.adjusted(0.5, 0.5, -0.5, -0.5))
            x += self.SIZE + self.GAP


class SeatRow(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatRow")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._active = False
        self._framed = False  # set_active not called yet: no frame
        # Room for the widest frame (2 px, the active row's), whoever is active: a
        # row whose margins followed its frame changed size every move, and the
        # panel was laid out and painted twice.
        self.setContentsMargins(2, 2, 2, 2)
        lay = QGridLayout(self)
        lay.setContentsMargins(10, 6, 10, 6)
        lay.setHorizontalSpacing(10)
        lay.setVerticalSpacing(0)
        self.swatch = Swatch()
        self.name = QLabel()
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # a name is never markup
        font = self.name.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setBold(True)
        self.name.setFont(font)
        self.kind = QLabel()
        self.score = QLabel()
        self.score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.turn = QLabel()
        self.turn.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # The game's own lines about this seat (``BoardRegistration.seat_facts``).
        self.facts = QLabel()
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.PlainText)
        self.facts.hide()
        lay.addWidget(self.swatch, 0, 0, 2, 1)
        lay.addWidget(self.name, 0, 1)
        # Fixed-size labels (see set_steady_text) sit at the right of their column.
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        lay.addWidget(self.turn, 0, 2, right)
        lay.addWidget(self.kind, 1, 1)
        lay.addWidget(self.score, 1, 2, right)
        # The game's tokens for this seat (``BoardRegistration.seat_chips``).
        self.chips = Chips()
        lay.addWidget(self.chips, 2, 1, 1, 2)
        lay.addWidget(self.facts, 3, 1, 1, 2)
        lay.setColumnStretch(1, 1)

    def set_facts(self, lines: list[str]) -> None:
        self.facts.setText("\n".join(whole_facts(line) for line in lines))
        if self.facts.isHidden() == bool(lines):
            self.facts.setVisible(bool(lines))

    def set_active(self, active: bool) -> None:
        """Frame the row of the seat to move (or a winner).

        Why painted rather than styled: switching the row's style sheet re-polished
        the row and its labels and repainted the panel twice on every move.  The
        frame (border width 2 px highlight on alternate-base when active, 1 px mid
        otherwise, rounded 6 px) is drawn in :meth:`paintEvent`; the contents
        margins leave room for the wider frame on every row, so a row keeps its
        size when the turn passes.
        """
        if self._active == active and self._framed:
            return
        self._framed = True
        self._active = active
        self.setProperty("active", active)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._framed:
            return
        palette = self.palette()
        width = 2.0 if self._active else 1.0
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        role = QPalette.ColorRole.Highlight if self._active else QPalette.ColorRole.Mid
        p.setPen(QPen(palette.color(role), width))
        if self._active:
            p.setBrush(palette.color(QPalette.ColorRole.AlternateBase))
        else:
            p.setBrush(Qt.BrushStyle.NoBrush)
        half = width / 2
        radius = 6.0 - half
        p.drawRoundedRect(QRectF(self.rect()).adjusted(half, half, -half, -half), radius, radius)


class PlayerPanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.setSpacing(6)
        self.rows: list[SeatRow] = []
        self._args: tuple[State, list[Seat], tuple[str, ...], bool,
                          BoardRegistration | None] | None = None

    def update_from(self, state: State, seats: list[Seat], piece_colours: tuple[str, ...],
                    thinking: bool = False, board: BoardRegistration | None = None) -> None:
        """Show ``state`` (the viewer's view); ``board``: the game's registration, for
        its seat facts and rule colours."""
        self._args = (state, seats, piece_colours, thinking, board)
        while len(self.rows) > len(seats):
            self.rows.pop().deleteLater()
        while len(self.rows) < len(seats):
            row = SeatRow()
            self.rows.append(row)
            self.lay.addWidget(row)
        to_move = -1 if state.is_terminal() else state.turn_owner()
        # A seat may decide during another's turn (a reaction): it is the one "to move",
        # and the turn's owner is marked as such.
        decider = -1 if state.is_terminal() else state.current_player()
        if decider < 0:
            decider = to_move
        scores = _scores(state)
        outcome = state.outcome()
        colour_of = getattr(state, "colour_of_seat", None)
        # What a row's turn label passes between, move after move: it is as wide as the
        # widest of them, so the rows never change size with the turn.
        turn_texts = (self.tr("to move"), self.tr("their turn"), self.tr("thinking…"))
        for i, (row, seat) in enumerate(zip(self.rows, seats, strict=True)):
            look = board.seat_look(state, i) if board is not None else None
            if look is not None:
                row.swatch.set_colour(*look)
            else:
                colour_index = colour_of(i) if callable(colour_of) else i
                row.swatch.set_colour(piece_colours[colour_index % len(piece_colours)])
            row.set_facts(board.seat_facts(state, i) if board is not None else [])
            row.chips.set_chips(board.seat_chips(state, i) if board is not None else None)
            set_tool_tip(row, "\n".join(board.seat_details(state, i)) if board is not None else "")
            row.name.setText(display_name(seat.name))
            row.kind.setText(self.tr("Bot – %1").replace("%1", level_name(seat.level))
                             if seat.is_bot else self.tr("Human"))
            score = ""
            if len(scores) == len(seats):
                value = scores[i]
                shown = str(int(value)) if float(value).is_integer() else f"{value:g}"
                score = self.tr("%1: %2").replace("%1", score_label(state.game.info.key)) \
                    .replace("%2", shown)
            # A score grows and rarely shrinks back: its label keeps the width it had.
            set_steady_text(row.score, score, (row.score.text(),))
            if not state.is_active(i):
                turn = self.tr("out of the game")  # resigned or eliminated
            elif outcome is not None:
                turn = self.tr("Winner") if i in outcome.winners and not outcome.is_draw else ""
            elif i == decider:
                turn = self.tr("thinking…") if thinking and seat.is_bot else self.tr("to move")
            elif i == to_move:
                turn = self.tr("their turn")
            else:
                turn = ""
            set_steady_text(row.turn, turn, turn_texts)
            row.set_active(i == decider or (outcome is not None and i in outcome.winners))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and self._args is not None:
            self.update_from(*self._args)
        super().changeEvent(event)


def _scores(state: State) -> tuple[float, ...]:
    """Scores as they stand, if the game offers them (never raises)."""
    try:
        outcome = state.outcome()
        if outcome is not None and outcome.scores:
            return outcome.scores
        return state.provisional_outcome().scores
    except Exception:  # noqa: BLE001 - a game without standings simply shows none
        return ()
