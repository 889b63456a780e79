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

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from climbdesk.core.errors import OptionError
from climbdesk.core.game import Game
from climbdesk.core.options import RANDOM, Options, OptionSpec, OptionValue
from climbdesk.core.record import Seat
from climbdesk.ui.accessibility import name_from_label, order_by_layout
from climbdesk.ui.mnemonics import ButtonBox, add_mnemonic, mnemonic
from climbdesk.ui.new_game_seats import FALLBACK_COLOURS, SeatRow
from climbdesk.ui.option_widgets import PartsPicker, set_value, value_of, watch, widget_for
from climbdesk.ui.palette import board_theme
from climbdesk.ui.settings import Settings
from climbdesk.ui.strings import error_text, tr_game, tr_title

__all__ = ["NewGameDialog", "PartsPicker"]


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
        # Per-seat specs at the current player count, their column headings and notes.
        self.seat_specs: list[OptionSpec] = []
        self.seat_headers: dict[str, QLabel] = {}
        self.seat_notes: dict[str, QLabel] = {}
        lay.addWidget(self.seats_box)

        self.options_box = QGroupBox()
        self.options_form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        self.option_notes: dict[str, QLabel] = {}
        # The spec behind every option shown, per key (the count may narrow choices).
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
        # The colour-blind palette's piece colours when it is on: they replace the seats'.
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
        # New rows of an open dialog are shown on the next event-loop turn; measure then.
        QTimer.singleShot(0, self, self._grow_to_fit)

    def _grow_to_fit(self) -> None:
        """More players take more rows: grow the open dialog so the variants keep their
        room (they were squeezed into a sliver at five players), within the screen.
        It never shrinks: a size the player chose stays."""
        if not self.isVisible():
            return  # the first show takes the size hint anyway
        layout = self.layout()
        if layout is not None:
            layout.activate()
        hint = self.sizeHint()
        width, height = max(self.width(), hint.width()), max(self.height(), hint.height())
        port = self.options_scroll.viewport()
        if self.options_scroll.isVisible() and port.width() > 0:
            # A size hint counts a wrapped note as one line; the variants need their
            # height at the width they have (a Climbers note was cut by a line).
            short = self.options_box.heightForWidth(port.width()) - port.height()
            height = max(height, self.height() + short)
        screen = self.screen()
        area = screen.availableGeometry() if screen is not None else None
        if area is not None:
            frame = self.frameGeometry().height() - self.height()
            width, height = min(width, area.width()), min(height, area.height() - frame)
        if (width, height) == (self.width(), self.height()):
            return
        self.resize(width, height)
        if area is not None and self.frameGeometry().bottom() > area.bottom():
            self.move(self.x(), max(area.top(), area.bottom() - self.frameGeometry().height()))
        # The new rows squeezed the variants before this grew them, and their scroll bar
        # showed; Qt hides it one event later (a queued call on the bar's range), after
        # the next paint: a scroll bar for a moment.  Lay the bars out now instead.
        QApplication.sendEvent(self.options_scroll, QEvent(QEvent.Type.LayoutRequest))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        QTimer.singleShot(0, self, self._grow_to_fit)  # the first size is the hint's

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
        mem = self._remembered_options(players)
        for spec in specs:
            if spec.per_seat:
                self._build_seat_option(spec, mem, previous)
                continue
            widget = widget_for(spec, spec.default)
            for source in (mem, previous):
                if spec.key in source:
                    set_value(spec, widget, source[spec.key])
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

    def _remembered_options(self, players: int) -> dict[str, object]:
        """The last choices, read as a save would be when a game renamed its options.

        An upgrade that only adds keys pins what games did before those options
        existed (Climbers: builder 1, seat 1 first), so that old records replay;
        a new game is not a replay, so those added keys are dropped and the
        options take today's defaults instead."""
        raw = self._memory.get("options")
        if not isinstance(raw, dict):
            return {}
        upgraded = self.game.upgrade_options(players, raw)
        if set(raw) <= set(upgraded):  # nothing renamed: only pins were added
            return {k: v for k, v in upgraded.items() if k in raw}
        return upgraded

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
            widget = widget_for(spec, spec.seat_default(i))
            for source in (mem, previous):
                values = source.get(spec.key)
                if isinstance(values, (list, tuple)) and i < len(values):
                    set_value(spec, widget, values[i])
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
        watch(widget, self._clear_error)

    # ----- results -------------------------------------------------------------------
    def seats(self) -> list[Seat]:
        return [row.seat() for row in self.rows]

    def options(self) -> dict[str, OptionValue]:
        """The options as the widgets show them (not yet validated)."""
        out: dict[str, OptionValue] = {}
        for key, widget in self.option_widgets.items():
            out[key] = value_of(self.option_specs[key], widget)
        for spec in self.seat_specs:
            out[spec.key] = tuple(value_of(spec, row.option_widgets[spec.key])
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

