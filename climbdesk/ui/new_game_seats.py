"""The New Game dialog's seat rows: name, who plays (a human or a bot level) and colour.

Seat rows are not QObjects: their texts share the dialog's translation context
(:func:`ng_tr`), so moving them here changed no translation.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QColorDialog, QComboBox, QLabel, QLineEdit, QPushButton, QWidget

from climbdesk.bots import LEVELS
from climbdesk.core.record import Seat, SeatKind, name_problem
from climbdesk.ui.strings import QT_TRANSLATE_NOOP, default_name, display_name, level_name, tr_game
from climbdesk.ui.swatch import paint_swatch

# Used when a game names fewer colours than seats.
FALLBACK_COLOURS = ("#f4ecd8", "#4a2f22", "#2a7fd4", "#d45a2a", "#3aa050")
PLAYER_KINDS = ("human",) + tuple(f"bot:{lv}" for lv in LEVELS)


def ng_tr(text: str) -> str:
    """Seat rows are not QObjects; they share the dialog's translation context."""
    return QCoreApplication.translate("NewGameDialog", text)


_SEAT_STRINGS = (  # for lupdate: the texts ng_tr() looks up
    QT_TRANSLATE_NOOP("NewGameDialog", "Player %1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Human"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Bot – %1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Colour of player %1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Random"),
    QT_TRANSLATE_NOOP("NewGameDialog", "%1 (%2 of %3)"),
    QT_TRANSLATE_NOOP("NewGameDialog", "%1: set by the colour-blind palette (see Preferences)"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Name of player %1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Who plays as player %1"),
)


class ColourButton(QPushButton):
    """A swatch that opens a colour picker.

    It shows what the board will draw: the chosen colour, or, while the
    colour-blind palette is on (it replaces the seats' colours on the board), the
    palette's colour, and then it cannot be changed here.  The chosen colour is
    kept either way, for when the palette is turned off.
    """

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedSize(48, 26)
        self.clicked.connect(self._pick)
        self.palette_colour: str | None = None
        self.set_colour(colour)

    def set_colour(self, colour: str) -> None:
        self.colour = QColor(colour).name() if QColor(colour).isValid() else "#808080"
        self.update()

    def set_palette_colour(self, colour: str | None) -> None:
        """Show ``colour`` (the colour-blind palette's) instead of the chosen one; None: the
        chosen one again."""
        self.palette_colour = colour
        self.setEnabled(colour is None)
        self.update()

    def shown_colour(self) -> str:
        return self.palette_colour or self.colour

    def paintEvent(self, event: QPaintEvent) -> None:
        """The swatch itself (no style sheet: it would not follow a theme switch), with an
        outline visible on any dialog background and a focus ring for the keyboard."""
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        paint_swatch(painter, rect, QColor(self.shown_colour()), self.palette(),
                     round_disc=False)
        if self.hasFocus():
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Highlight), 2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-0.5, -0.5, 0.5, 0.5), 5, 5)

    def _pick(self) -> None:
        chosen = QColorDialog.getColor(QColor(self.colour), self, self.toolTip())
        if chosen.isValid():
            self.set_colour(chosen.name())


class SeatRow:
    """The widgets of one seat in the grid."""

    def __init__(self, index: int, colour: str) -> None:
        self.index = index
        self.label = QLabel()
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        # Wide per-seat options (a dice team) must not squeeze the names unreadable.
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M" * 9))
        self.kind = QComboBox()
        self.kind.setMinimumContentsLength(14)
        self.colour = ColourButton(colour)
        self.label.setBuddy(self.name)  # Alt+<seat number> jumps to the name
        self.kind.currentIndexChanged.connect(self._kind_changed)
        #: This seat's per-seat options, by key (built by the dialog).
        self.option_widgets: dict[str, QWidget] = {}

    def retranslate(self) -> None:
        self.label.setText(ng_tr("Player %1").replace("%1", str(self.index + 1)))
        current = self.kind.currentIndex()
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(ng_tr("Human"), "human")
        for lv in LEVELS:
            self.kind.addItem(ng_tr("Bot – %1").replace("%1", level_name(lv)), f"bot:{lv}")
        self.kind.setCurrentIndex(max(current, 0))
        self.kind.blockSignals(False)
        tip = ng_tr("Colour of player %1").replace("%1", str(self.index + 1))
        if self.colour.palette_colour is not None:
            tip = ng_tr("%1: set by the colour-blind palette (see Preferences)").replace("%1", tip)
        self.colour.setToolTip(tip)
        # Without names a screen reader calls all of these "Players" (the group's title).
        seat = str(self.index + 1)
        self.colour.setAccessibleName(ng_tr("Colour of player %1").replace("%1", seat))
        self.name.setAccessibleName(ng_tr("Name of player %1").replace("%1", seat))
        self.kind.setAccessibleName(ng_tr("Who plays as player %1").replace("%1", seat))
        self.name.setPlaceholderText(display_name(self._default_name()))

    def _default_name(self) -> str:
        """The English name a blank seat is saved with (shown translated)."""
        data = self.kind.currentData() or "human"
        return default_name(self.index, "" if data == "human" else data.split(":", 1)[1])

    def _is_default(self, name: str) -> bool:
        """A default name in English or in the current language (remembered by an older
        version), for any kind of player: such a name is left blank, so the
        placeholder shows this seat's default in today's language."""
        defaults = [default_name(self.index)] + [default_name(self.index, lv) for lv in LEVELS]
        return any(name in (d, display_name(d)) for d in defaults)

    def _kind_changed(self) -> None:
        self.name.setPlaceholderText(display_name(self._default_name()))

    def name_problem(self) -> str | None:
        """Why the typed name cannot be saved (translated), or None.  The same rule
        as the loader's, so that no name typed here makes a save unreadable."""
        problem = name_problem(self.name.text().strip() or self._default_name())
        return None if problem is None else tr_game(problem)

    def seat(self) -> Seat:
        data = self.kind.currentData() or "human"
        name = self.name.text().strip() or self._default_name()
        if data == "human":
            return Seat(name, SeatKind.HUMAN, "", self.colour.colour)
        return Seat(name, SeatKind.BOT, data.split(":", 1)[1], self.colour.colour)

    def load(self, seat: dict[str, Any]) -> None:
        key = "human" if seat.get("kind") != "bot" else f"bot:{seat.get('level', 'normal')}"
        i = self.kind.findData(key)
        if i >= 0:
            self.kind.setCurrentIndex(i)
        name = seat.get("name")
        if isinstance(name, str) and not self._is_default(name) \
                and name_problem(name[:24]) is None:  # never one the loader would refuse
            self.name.setText(name[:24])
        if isinstance(seat.get("colour"), str) and QColor(seat["colour"]).isValid():
            self.colour.set_colour(seat["colour"])
