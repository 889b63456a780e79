"""New Game dialog: who plays, and which variant, for any registered game.

Everything is derived from the game's :class:`GameInfo` and
``option_specs(players)`` — no per-game code — so new games get a correct
dialog for free.  The last choices per game are remembered in Settings.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from climbdesk.bots import LEVELS
from climbdesk.core.errors import OptionError
from climbdesk.core.game import Game
from climbdesk.core.options import OptionSpec, OptionValue
from climbdesk.core.record import Seat
from climbdesk.ui.settings import Settings
from climbdesk.ui.strings import QT_TRANSLATE_NOOP, level_name, tr_game

#: Used when a game names fewer colours than seats.
FALLBACK_COLOURS = ("#f4ecd8", "#4a2f22", "#2a7fd4", "#d45a2a", "#3aa050")
PLAYER_KINDS = ("human",) + tuple(f"bot:{lv}" for lv in LEVELS)


def _ng_tr(text: str) -> str:
    """Seat rows are not QObjects; they share the dialog's translation context."""
    return QCoreApplication.translate("NewGameDialog", text)


_SEAT_STRINGS = (  # for lupdate: the texts _ng_tr() looks up
    QT_TRANSLATE_NOOP("NewGameDialog", "Player %1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Human"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Bot – %1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "Colour of player %1"),
    QT_TRANSLATE_NOOP("NewGameDialog", "%1 bot"),
)


class ColourButton(QPushButton):
    """A swatch that opens a colour picker."""

    def __init__(self, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(48)
        self.clicked.connect(self._pick)
        self.set_colour(colour)

    def set_colour(self, colour: str) -> None:
        self.colour = QColor(colour).name() if QColor(colour).isValid() else "#808080"
        self.setStyleSheet(f"background-color: {self.colour}; border: 1px solid palette(dark);"
                           "border-radius: 4px; min-height: 22px;")

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
        self.kind = QComboBox()
        self.kind.setMinimumContentsLength(14)
        self.colour = ColourButton(colour)
        self.kind.currentIndexChanged.connect(self._kind_changed)

    def retranslate(self) -> None:
        self.label.setText(_ng_tr("Player %1").replace("%1", str(self.index + 1)))
        current = self.kind.currentIndex()
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(_ng_tr("Human"), "human")
        for lv in LEVELS:
            self.kind.addItem(_ng_tr("Bot – %1").replace("%1", level_name(lv)), f"bot:{lv}")
        self.kind.setCurrentIndex(max(current, 0))
        self.kind.blockSignals(False)
        self.colour.setToolTip(_ng_tr("Colour of player %1").replace("%1", str(self.index + 1)))
        self.name.setPlaceholderText(self._default_name())

    def _default_name(self) -> str:
        data = self.kind.currentData() or "human"
        if data == "human":
            return _ng_tr("Player %1").replace("%1", str(self.index + 1))
        return _ng_tr("%1 bot").replace("%1", level_name(data.split(":", 1)[1]))

    def _kind_changed(self) -> None:
        self.name.setPlaceholderText(self._default_name())

    def seat(self) -> Seat:
        data = self.kind.currentData() or "human"
        name = self.name.text().strip() or self._default_name()
        if data == "human":
            return Seat(name, "human", "", self.colour.colour)
        return Seat(name, "bot", data.split(":", 1)[1], self.colour.colour)

    def load(self, seat: dict[str, Any]) -> None:
        key = "human" if seat.get("kind") != "bot" else f"bot:{seat.get('level', 'normal')}"
        i = self.kind.findData(key)
        if i >= 0:
            self.kind.setCurrentIndex(i)
        if isinstance(seat.get("name"), str):
            self.name.setText(seat["name"][:24])
        if isinstance(seat.get("colour"), str) and QColor(seat["colour"]).isValid():
            self.colour.set_colour(seat["colour"])


class NewGameDialog(QDialog):
    """Ask for seats and options; read them with :meth:`seats` and :meth:`options`."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setMinimumWidth(520)
        info = game.info
        lay = QVBoxLayout(self)
        self.heading = QLabel()
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.heading.setFont(font)
        lay.addWidget(self.heading)

        self.count_label = QLabel()
        self.count = QSpinBox()
        self.count.setRange(info.min_players, info.max_players)
        self.count.setValue(info.default_players)
        count_form = QFormLayout()
        count_form.addRow(self.count_label, self.count)
        self.count_label.setVisible(info.min_players != info.max_players)
        self.count.setVisible(info.min_players != info.max_players)
        lay.addLayout(count_form)

        self.seats_box = QGroupBox()
        self.seats_grid = QGridLayout(self.seats_box)
        self.rows: list[SeatRow] = []
        lay.addWidget(self.seats_box)

        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.option_notes: dict[str, QLabel] = {}
        lay.addWidget(self.options_box)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

        self._memory = Settings().last_game_setup(info.key)
        remembered = self._memory.get("players")
        if isinstance(remembered, int) and info.min_players <= remembered <= info.max_players:
            self.count.setValue(remembered)
        self.count.valueChanged.connect(self._rebuild)
        self._rebuild()
        self.retranslate()

    # ----- building ------------------------------------------------------------------
    def _colour_for(self, index: int) -> str:
        colours = self.game.info.colours or FALLBACK_COLOURS
        return colours[index % len(colours)]

    def _rebuild(self) -> None:
        n = self.count.value()
        while len(self.rows) > n:
            row = self.rows.pop()
            for w in (row.label, row.name, row.kind, row.colour):
                w.deleteLater()
        seats_mem = self._memory.get("seats")
        while len(self.rows) < n:
            i = len(self.rows)
            row = SeatRow(i, self._colour_for(i))
            row.retranslate()
            if isinstance(seats_mem, list) and i < len(seats_mem) \
                    and isinstance(seats_mem[i], dict):
                row.load(seats_mem[i])
            elif i > 0:
                row.kind.setCurrentIndex(row.kind.findData("bot:normal"))
            self.seats_grid.addWidget(row.label, i, 0)
            self.seats_grid.addWidget(row.name, i, 1)
            self.seats_grid.addWidget(row.kind, i, 2)
            self.seats_grid.addWidget(row.colour, i, 3)
            self.rows.append(row)
        self.seats_grid.setColumnStretch(1, 1)
        self._build_options(n)

    def _build_options(self, players: int) -> None:
        previous = self.options() if self.option_widgets else {}
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets.clear()
        self.option_labels.clear()
        self.option_notes.clear()
        specs = self.game.option_specs(players)
        mem = self._memory.get("options")
        mem = mem if isinstance(mem, dict) else {}
        for spec in specs:
            widget = self._widget_for(spec)
            for source in (mem, previous):
                if spec.key in source:
                    self._set_value(spec, widget, source[spec.key])
            label = QLabel()
            self.option_labels[spec.key] = label
            self.option_widgets[spec.key] = widget
            self.options_form.addRow(label, widget)
            if spec.help:
                # Shown, not only a tooltip: variants are where newcomers need words most.
                note = QLabel(tr_game(spec.help))
                note.setWordWrap(True)
                note.setEnabled(False)
                self.option_notes[spec.key] = note
                self.options_form.addRow("", note)
        self.options_box.setVisible(bool(specs))
        self._retranslate_options()

    @staticmethod
    def _widget_for(spec: OptionSpec) -> QWidget:
        if spec.type is bool:
            box = QCheckBox()
            box.setChecked(bool(spec.default))
            return box
        if spec.choices:
            combo = QComboBox()
            for choice in spec.choices:
                combo.addItem(tr_game(str(choice)), choice)
            combo.setCurrentIndex(combo.findData(spec.default))
            return combo
        if spec.type is int:
            spin = QSpinBox()
            spin.setRange(-1_000_000, 1_000_000)
            spin.setValue(int(spec.default))
            return spin
        edit = QLineEdit(str(spec.default))
        return edit

    @staticmethod
    def _set_value(spec: OptionSpec, widget: QWidget, value: object) -> None:
        """Restore a remembered value, silently ignoring any that no longer fits."""
        try:
            value = spec.check(value)
        except OptionError:
            return
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QComboBox):
            i = widget.findData(value)
            if i >= 0:
                widget.setCurrentIndex(i)
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))
        elif isinstance(widget, QLineEdit):
            widget.setText(str(value))

    # ----- results -------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows]

    def options(self) -> dict[str, OptionValue]:
        out: dict[str, OptionValue] = {}
        for key, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                out[key] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                out[key] = widget.currentData()
            elif isinstance(widget, QSpinBox):
                out[key] = widget.value()
            elif isinstance(widget, QLineEdit):
                out[key] = widget.text()
        return out

    def accept(self) -> None:
        seats = self.seats()
        Settings().set_last_game_setup(self.game.info.key, {
            "players": len(seats),
            "seats": [s.to_json() for s in seats],
            "options": self.options(),
        })
        super().accept()

    # ----- language --------------------------------------------------------------------
    def retranslate(self) -> None:
        title = tr_game(self.game.info.title)
        self.setWindowTitle(self.tr("New game of %1").replace("%1", title))
        self.heading.setText(self.tr("New game of %1").replace("%1", title))
        self.count_label.setText(self.tr("Players:"))
        self.seats_box.setTitle(self.tr("Players"))
        self.options_box.setTitle(self.tr("Variants"))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Start game"))
        for row in self.rows:
            row.retranslate()
        self._retranslate_options()

    def _retranslate_options(self) -> None:
        for spec in self.game.option_specs(self.count.value()):
            label = self.option_labels.get(spec.key)
            widget = self.option_widgets.get(spec.key)
            if label is None or widget is None:
                continue
            # "%1:" so languages can use their own colon (Japanese "%1：").
            label.setText(self.tr("%1:").replace("%1", tr_game(spec.label)))
            tip = tr_game(spec.help) if spec.help else ""
            label.setToolTip(tip)
            widget.setToolTip(tip)
            note = self.option_notes.get(spec.key)
            if note is not None:
                note.setText(tip)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

