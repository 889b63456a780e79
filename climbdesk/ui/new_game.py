"""New Game dialog: who plays, and which variant, for any registered game.

Everything is derived from the game's :class:`GameInfo` and
``option_specs(players)`` — no per-game code — so new games get a correct
dialog for free.  Per-seat options (a dice team, a colour) sit in each seat's
row, the others in the Variants box.  The game's cross-option rules are checked
on OK and a refusal is shown in the dialog, which stays open.  A value made of
parts (a dice team) is picked with one selector per part, never typed.  The
last choices per game are remembered in Settings, and only once the game has
accepted them (in their canonical form).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from climbdesk.bots import LEVELS
from climbdesk.core.errors import OptionError
from climbdesk.core.game import Game
from climbdesk.core.options import RANDOM, Options, OptionSpec, OptionValue, Scalar
from climbdesk.core.record import Seat, SeatKind, name_problem
from climbdesk.ui.accessibility import name_from_label, order_by_layout
from climbdesk.ui.mnemonics import ButtonBox, add_mnemonic, mnemonic
from climbdesk.ui.palette import board_theme
from climbdesk.ui.settings import Settings
from climbdesk.ui.strings import (
    QT_TRANSLATE_NOOP,
    default_name,
    display_name,
    error_text,
    level_name,
    tr_game,
    tr_title,
)
from climbdesk.ui.swatch import paint_swatch

#: Used when a game names fewer colours than seats.
FALLBACK_COLOURS = ("#f4ecd8", "#4a2f22", "#2a7fd4", "#d45a2a", "#3aa050")
PLAYER_KINDS = ("human",) + tuple(f"bot:{lv}" for lv in LEVELS)
#: The spin box's bounds for a whole-number option that declares no range.
SPIN_LIMIT = 1_000_000


def _ng_tr(text: str) -> str:
    """Seat rows are not QObjects; they share the dialog's translation context."""
    return QCoreApplication.translate("NewGameDialog", text)


_SEAT_STRINGS = (  # for lupdate: the texts _ng_tr() looks up
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


class PartsPicker(QWidget):
    """One selector per part of a ``parts`` option (a dice team: six dice, d4…d20).

    Every combination it can show is a well-formed value, so the player cannot
    type one the game refuses.  Parts are notation ("d8") and shown as they are.
    """

    changed = Signal()

    def __init__(self, spec: OptionSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(2)
        self.combos: list[QComboBox] = []
        for _ in range(spec.part_count):
            combo = QComboBox()
            for part in spec.parts:
                combo.addItem(part, part)
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            combo.setMinimumWidth(combo.sizeHint().width())  # "d20" stays readable
            combo.currentIndexChanged.connect(self.changed)
            lay.addWidget(combo)
            self.combos.append(combo)

    def value(self) -> str:
        return ",".join(str(c.currentData()) for c in self.combos)

    def set_value(self, value: Scalar) -> None:
        """Show a valid value (the caller has checked it)."""
        for combo, part in zip(self.combos, self.spec.split_parts(value), strict=True):
            combo.setCurrentIndex(combo.findData(part))

    def set_name(self, name: str) -> None:
        """Tell screen readers which seat and which part each selector is."""
        n = str(len(self.combos))
        for i, combo in enumerate(self.combos):
            text = _ng_tr("%1 (%2 of %3)").replace("%1", name).replace("%2", str(i + 1)) \
                .replace("%3", n)
            combo.setAccessibleName(text)
            combo.setToolTip(text)


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
        self.label.setText(_ng_tr("Player %1").replace("%1", str(self.index + 1)))
        current = self.kind.currentIndex()
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(_ng_tr("Human"), "human")
        for lv in LEVELS:
            self.kind.addItem(_ng_tr("Bot – %1").replace("%1", level_name(lv)), f"bot:{lv}")
        self.kind.setCurrentIndex(max(current, 0))
        self.kind.blockSignals(False)
        tip = _ng_tr("Colour of player %1").replace("%1", str(self.index + 1))
        if self.colour.palette_colour is not None:
            tip = _ng_tr("%1: set by the colour-blind palette (see Preferences)").replace("%1", tip)
        self.colour.setToolTip(tip)
        # Without names a screen reader calls all of these "Players" (the group's title).
        seat = str(self.index + 1)
        self.colour.setAccessibleName(_ng_tr("Colour of player %1").replace("%1", seat))
        self.name.setAccessibleName(_ng_tr("Name of player %1").replace("%1", seat))
        self.kind.setAccessibleName(_ng_tr("Who plays as player %1").replace("%1", seat))
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


class NewGameDialog(QDialog):
    """Ask for seats and options; read them with :meth:`seats` and :meth:`options`."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        # Per-seat options add columns to each seat row; the layout then asks for the
        # room they need (names keep a minimum width), so no fixed width here.
        if not any(spec.per_seat for spec in game.info.options):
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
        self.count_label.setBuddy(self.count)
        self.count_label.setVisible(info.min_players != info.max_players)
        self.count.setVisible(info.min_players != info.max_players)
        lay.addLayout(count_form)

        self.seats_box = QGroupBox()
        seats_lay = QVBoxLayout(self.seats_box)
        self.seats_grid = QGridLayout()
        seats_lay.addLayout(self.seats_grid)
        self.seat_notes_lay = QVBoxLayout()
        seats_lay.addLayout(self.seat_notes_lay)
        self.rows: list[SeatRow] = []
        #: Per-seat specs at the current player count, their column headings and notes.
        self.seat_specs: list[OptionSpec] = []
        self.seat_headers: dict[str, QLabel] = {}
        self.seat_notes: dict[str, QLabel] = {}
        lay.addWidget(self.seats_box)

        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.option_notes: dict[str, QLabel] = {}
        #: The spec behind every option shown, per key (the count may narrow choices).
        self.option_specs: dict[str, OptionSpec] = {}
        # A long list of variants (Climb On!) scrolls instead of pushing the dialog past
        # the screen, where its notes were cut off at scale 1.25 and more.
        self.options_scroll = QScrollArea()
        self.options_scroll.setWidget(self.options_box)
        self.options_scroll.setWidgetResizable(True)
        self.options_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.options_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the options
        lay.addWidget(self.options_scroll, 1)

        # Why OK did not start the game (the game refused this combination).
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #c0392b; font-weight: bold;")
        self.error.hide()
        lay.addWidget(self.error)

        self.buttons = ButtonBox(QDialogButtonBox.StandardButton.Ok
                                 | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.texts[QDialogButtonBox.StandardButton.Ok] = lambda: self.tr("&Start game")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)

        self._memory = Settings().last_game_setup(info.key)
        #: The colour-blind palette's piece colours when it is on: they replace the seats'.
        colourblind = bool(Settings().get("colourblind"))
        self._palette = board_theme(True).pieces if colourblind else None
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
            self._discard(row.label, row.name, row.kind, row.colour,
                          *row.option_widgets.values())
            row.option_widgets.clear()
        seats_mem = self._memory.get("seats")
        while len(self.rows) < n:
            i = len(self.rows)
            row = SeatRow(i, self._colour_for(i))
            if self._palette is not None:  # the board draws the palette's colours
                row.colour.set_palette_colour(self._palette[i % len(self._palette)])
            row.retranslate()
            if isinstance(seats_mem, list) and i < len(seats_mem) \
                    and isinstance(seats_mem[i], dict):
                row.load(seats_mem[i])
            elif i > 0:
                row.kind.setCurrentIndex(row.kind.findData("bot:normal"))
            # Row 0 holds the headings of per-seat option columns.
            self.seats_grid.addWidget(row.label, i + 1, 0)
            self.seats_grid.addWidget(row.name, i + 1, 1)
            self.seats_grid.addWidget(row.kind, i + 1, 2)
            self.seats_grid.addWidget(row.colour, i + 1, 3)
            self.rows.append(row)
        self.seats_grid.setColumnStretch(1, 1)
        self._clear_error()
        self._build_options(n)
        order_by_layout(self)  # Tab goes down the seats and options, the buttons last

    def _build_options(self, players: int) -> None:
        previous = self.options() if self.option_widgets or self.seat_specs else {}
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.option_widgets.clear()
        self.option_labels.clear()
        self.option_notes.clear()
        self._clear_seat_options()
        specs = self.game.option_specs(players)
        self.option_specs = {spec.key: spec for spec in specs}
        mem = self._memory.get("options")
        # Remembered before a game renamed its options? Read them as a save would be.
        mem = self.game.upgrade_options(players, mem) if isinstance(mem, dict) else {}
        for spec in specs:
            if spec.per_seat:
                self._build_seat_option(spec, mem, previous)
                continue
            widget = self._widget_for(spec, spec.default)
            for source in (mem, previous):
                if spec.key in source:
                    self._set_value(spec, widget, source[spec.key])
            self._watch(widget)
            label = QLabel()
            self.option_labels[spec.key] = label
            self.option_widgets[spec.key] = widget
            self.options_form.addRow(label, widget)
            label.setBuddy(widget)
            if spec.help:
                # Shown, not only a tooltip: variants are where newcomers need words most.
                note = QLabel(tr_game(spec.help))
                note.setWordWrap(True)
                note.setEnabled(False)
                self.option_notes[spec.key] = note
                self.options_form.addRow("", note)
        self.options_box.setVisible(bool(self.option_widgets))
        self.options_scroll.setVisible(bool(self.option_widgets))
        # A game whose seat colour is a rule (Climbers) asks for it as an option: the
        # decorative colour swatch would be a second, contradicting colour control.
        ruled = "colour" in self.option_specs and self.option_specs["colour"].per_seat
        for row in self.rows:
            row.colour.setVisible(not ruled)
        self._retranslate_options()

    def _clear_seat_options(self) -> None:
        for row in self.rows:
            self._discard(*row.option_widgets.values())
            row.option_widgets.clear()
        self._discard(*self.seat_headers.values(), *self.seat_notes.values())
        self.seat_headers.clear()
        self.seat_notes.clear()
        self.seat_specs.clear()

    @staticmethod
    def _discard(*widgets: QWidget) -> None:
        """Take widgets out of the dialog now (deletion waits for the event loop, and
        until then they would still take up room in their layouts)."""
        for w in widgets:
            w.hide()
            w.setParent(None)
            w.deleteLater()

    def _build_seat_option(self, spec: OptionSpec, mem: dict[str, Any],
                           previous: dict[str, OptionValue]) -> None:
        """One column of the seats grid: a heading and a widget in every seat's row."""
        column = 4 + len(self.seat_specs)
        self.seat_specs.append(spec)
        header = QLabel()
        self.seat_headers[spec.key] = header
        self.seats_grid.addWidget(header, 0, column)
        for i, row in enumerate(self.rows):
            widget = self._widget_for(spec, spec.seat_default(i))
            for source in (mem, previous):
                values = source.get(spec.key)
                if isinstance(values, (list, tuple)) and i < len(values):
                    self._set_value(spec, widget, values[i])
            self._watch(widget)
            row.option_widgets[spec.key] = widget
            self.seats_grid.addWidget(widget, i + 1, column)
        if spec.help:
            note = QLabel()
            note.setWordWrap(True)
            note.setEnabled(False)
            self.seat_notes[spec.key] = note
            self.seat_notes_lay.addWidget(note)

    def _watch(self, widget: QWidget) -> None:
        """Any change hides an old refusal, which may no longer apply."""
        if isinstance(widget, QCheckBox):
            widget.toggled.connect(self._clear_error)
        elif isinstance(widget, QComboBox):
            widget.currentIndexChanged.connect(self._clear_error)
        elif isinstance(widget, QSpinBox):
            widget.valueChanged.connect(self._clear_error)
        elif isinstance(widget, QLineEdit):
            widget.textChanged.connect(self._clear_error)
        elif isinstance(widget, PartsPicker):
            widget.changed.connect(self._clear_error)

    @staticmethod
    def _widget_for(spec: OptionSpec, value: Scalar) -> QWidget:
        """An editor for one value of ``spec`` (the whole option, or one seat's)."""
        widget: QWidget
        if spec.type is bool:
            widget = QCheckBox()
        elif spec.parts:
            widget = PartsPicker(spec)
        elif spec.choices:
            widget = QComboBox()
            for choice in spec.choices:
                widget.addItem(tr_game(str(choice)), choice)
            if spec.allow_random:
                widget.addItem(_ng_tr("Random"), RANDOM)
        elif spec.type is int:
            widget = QSpinBox()
            low = spec.minimum if spec.minimum is not None else -SPIN_LIMIT
            high = spec.maximum if spec.maximum is not None else SPIN_LIMIT
            if spec.allow_random:
                # One step below the range reads "Random" (QSpinBox's special value).
                low -= 1
                widget.setSpecialValueText(_ng_tr("Random"))
            widget.setRange(low, high)
        else:
            widget = QLineEdit()
            if spec.per_seat:
                widget.setMinimumWidth(widget.fontMetrics().horizontalAdvance(str(value)) + 16)
        NewGameDialog._set_value(spec, widget, value)
        return widget

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
            widget.setValue(widget.minimum() if value == RANDOM else int(value))
        elif isinstance(widget, QLineEdit):
            widget.setText(str(value))
        elif isinstance(widget, PartsPicker):
            widget.set_value(value)

    @staticmethod
    def _value_of(spec: OptionSpec, widget: QWidget) -> Scalar:
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QComboBox):
            data = widget.currentData()
            assert isinstance(data, (bool, int, str))
            return data
        if isinstance(widget, QSpinBox):
            if spec.allow_random and widget.value() == widget.minimum():
                return RANDOM
            return widget.value()
        if isinstance(widget, QLineEdit):
            return widget.text()
        if isinstance(widget, PartsPicker):
            return widget.value()
        raise TypeError(f"no value in {widget!r}")

    # ----- results -------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows]

    def options(self) -> dict[str, OptionValue]:
        """The options as the widgets show them (not yet validated)."""
        out: dict[str, OptionValue] = {}
        for key, widget in self.option_widgets.items():
            out[key] = self._value_of(self.option_specs[key], widget)
        for spec in self.seat_specs:
            out[spec.key] = tuple(self._value_of(spec, row.option_widgets[spec.key])
                                  for row in self.rows if spec.key in row.option_widgets)
        return out

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.show()

    def _clear_error(self) -> None:
        self.error.clear()
        self.error.hide()

    def accept(self) -> None:
        """Start only with options the game accepts; otherwise say why and stay open."""
        for row in self.rows:
            problem = row.name_problem()
            if problem is not None:
                self._show_error(self.tr("The name of player %1 cannot be used: %2")
                                 .replace("%1", str(row.index + 1)).replace("%2", problem))
                row.name.setFocus()
                return
        seats = self.seats()
        try:
            options = self.game.validate_options(len(seats), self.options())
        except OptionError as exc:
            self._show_error(error_text(exc))
            return
        # The validated options, in canonical form: a refused or odd spelling is never kept.
        Settings().set_last_game_setup(self.game.info.key, {
            "players": len(seats),
            "seats": [s.to_json() for s in seats],
            "options": Options.to_json(options),
        })
        super().accept()

    # ----- language --------------------------------------------------------------------
    def retranslate(self) -> None:
        title = tr_title(self.game.info.title)
        self.setWindowTitle(self.tr("New game of %1").replace("%1", title))
        self.heading.setText(self.tr("New game of %1").replace("%1", title))
        self.count_label.setText(self.tr("&Players:"))
        self.count.setAccessibleName(self.tr("Number of players"))
        self.seats_box.setTitle(self.tr("Players"))
        self.options_box.setTitle(self.tr("Variants"))
        self.buttons.apply_texts()
        for row in self.rows:
            row.retranslate()
        self._retranslate_options()

    def _retranslate_options(self) -> None:
        for spec in self.game.option_specs(self.count.value()):
            tip = tr_game(spec.help) if spec.help else ""
            name = tr_game(spec.label)
            header = self.seat_headers.get(spec.key)
            if header is not None:
                header.setText(name)
                header.setToolTip(tip)
                for i, row in enumerate(self.rows):
                    widget = row.option_widgets.get(spec.key)
                    if widget is not None:
                        self._retranslate_widget(spec, widget)
                        widget.setToolTip(self.tr("%1 of player %2").replace("%1", name)
                                          .replace("%2", str(i + 1)))
                        widget.setAccessibleName(widget.toolTip())
                        if isinstance(widget, PartsPicker):
                            widget.set_name(widget.toolTip())
                note = self.seat_notes.get(spec.key)
                if note is not None:
                    note.setText(tip)
                continue
            label = self.option_labels.get(spec.key)
            widget = self.option_widgets.get(spec.key)
            if label is None or widget is None:
                continue
            self._retranslate_widget(spec, widget)
            # "%1:" so languages can use their own colon (Japanese "%1：").
            label.setText(self.tr("%1:").replace("%1", name))
            label.setToolTip(tip)
            widget.setToolTip(tip)
            note = self.option_notes.get(spec.key)
            if note is not None:
                note.setText(tip)
        self._assign_mnemonics()

    def _assign_mnemonics(self) -> None:
        """Free Alt-keys for the seats (their digits) and the game's options (run-time texts)."""
        taken = {m for m in (mnemonic(b.text()) for b in self.buttons.buttons()) if m}
        taken.add(mnemonic(self.count_label.text()) or "")
        for row in self.rows:
            row.label.setText(add_mnemonic(row.label.text(), taken, prefer=str(row.index + 1)))
        for key, label in self.option_labels.items():
            spec = self.option_specs.get(key)
            label.setText(add_mnemonic(label.text(), taken, hint=spec.label if spec else ""))
            widget = self.option_widgets.get(key)
            if widget is not None:
                # A check box has no text of its own: it is named after its label.
                name_from_label(label, widget)
                widget.setAccessibleDescription(widget.toolTip())

    def _retranslate_widget(self, spec: OptionSpec, widget: QWidget) -> None:
        """Choice names and "Random" follow the language."""
        if isinstance(widget, QComboBox):
            for i in range(widget.count()):
                data = widget.itemData(i)
                widget.setItemText(i, self.tr("Random") if data == RANDOM and spec.allow_random
                                   else tr_game(str(data)))
        elif isinstance(widget, QSpinBox) and spec.allow_random:
            widget.setSpecialValueText(self.tr("Random"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

