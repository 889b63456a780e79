"""Non-blocking overlays of the game page: game over, hand-over, history viewing.

None of these are modal dialogs: the players can still look at the final
position, the move list and the menus while a banner is up.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from climbdesk.core.match import Match
from climbdesk.core.outcome import Outcome, Termination
from climbdesk.core.record import Seat
from climbdesk.core.text import listing
from climbdesk.ui import stats
from climbdesk.ui.contrast import TEXT, best_of, ratio
from climbdesk.ui.end_of_game import ScoreTable, minutes_since
from climbdesk.ui.strings import display_name, reason_text, tr_game

# The least width the banner's text keeps beside the buttons.
TEXT_MIN = 240


class GameOverBanner(QFrame):
    """The end-of-game screen: "Ann wins — Ann owns the highest piece.", the ranking
    with how each score was made (:class:`ScoreTable`), the game's length, and
    [Play again] [Review] [Analyse] [New game…] [Start screen]."""

    play_again = Signal()
    review = Signal()
    analyse = Signal()
    new_game = Signal()
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOverBanner")
        self._follow_palette()
        # Text and buttons side by side, or the buttons under the text where the banner
        # is too narrow for both (a 640 px window cut the headline and the buttons).
        lay = self.layout_ = QBoxLayout(QBoxLayout.Direction.LeftToRight, self)
        lay.setContentsMargins(16, 10, 16, 10)
        text = QVBoxLayout()
        self.headline = QLabel()
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.headline.setWordWrap(True)  # two winners' long names
        for label in (self.headline, self.reason):
            label.setTextFormat(Qt.TextFormat.PlainText)  # they carry names: never markup
        text.addWidget(self.headline)
        text.addWidget(self.reason)
        self.scores = ScoreTable()
        text.addWidget(self.scores)
        lay.addLayout(text, 1)
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self.play_again)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review)
        self.analyse_button = QPushButton()
        self.analyse_button.clicked.connect(self.analyse)
        self.new_button = QPushButton()
        self.new_button.clicked.connect(self.new_game)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back)
        # One row of buttons, or two where the banner is too narrow for four.
        self.button_grid = QGridLayout()
        self.button_grid.setColumnStretch(0, 1)
        self._per_row = 0
        self._place_buttons(len(self.buttons()))
        lay.addLayout(self.button_grid)
        self.button_grid.setAlignment(Qt.AlignmentFlag.AlignTop)  # beside the headline
        self._shown: tuple[Outcome, list[Seat]] | None = None
        self.game_key = ""
        self.previous_best: int | None = None
        self.retranslate()
        self.hide()

    def buttons(self) -> tuple[QPushButton, ...]:
        return (self.again_button, self.review_button, self.analyse_button, self.new_button,
                self.back_button)

    def show_outcome(self, outcome: Outcome, seats: list[Seat], game_key: str = "",
                     previous_best: int | None = None, match: Match | None = None) -> None:
        """Show the result; ``previous_best`` is the solitaire record before this game;
        ``match`` (the game just ended) fills the ranking and the game's length."""
        self.game_key = game_key
        self.previous_best = previous_best
        self._shown = (outcome, seats)
        self.scores.setVisible(match is not None)
        self.review_button.setVisible(match is not None)
        self.analyse_button.setVisible(match is not None)
        if match is not None:
            self.scores.show_result(game_key, match.state, outcome, match.record,
                                    match.history, minutes_since(match.record.created))
        self._fill()
        self.show()

    def _fill(self) -> None:
        if self._shown is None:
            return
        outcome, seats = self._shown
        winners = [display_name(seats[i].name) for i in sorted(outcome.winners)]
        if outcome.is_draw:
            self.headline.setText(self.tr("It's a draw"))
        elif len(winners) == 1:
            self.headline.setText(self.tr("%1 wins!").replace("%1", winners[0]))
        else:
            self.headline.setText(self.tr("%1 share the win").replace("%1", " & ".join(winners)))
        if outcome.reason is Termination.RESIGNED:
            # Ended by resignations: everyone but the winner left the game.
            losers = [display_name(seats[i].name) for i in range(len(seats))
                      if i not in outcome.winners]
            # Two or more take a plural verb (German „Ann, Ben haben aufgegeben“), and
            # the names are joined as the language joins a list (Japanese with 、).
            sentence = self.tr("%1 resigned.") if len(losers) == 1 \
                else self.tr("%1 resigned.", "several players")
            self.reason.setText(sentence.replace("%1", tr_game(listing(losers))) if losers
                                else reason_text(self.game_key, outcome.reason, ""))
        elif outcome.reason is Termination.SOLITAIRE and outcome.scores and seats:
            turns = int(outcome.scores[0])
            text = reason_text(self.game_key, outcome.reason, display_name(seats[0].name),
                               turns)
            best = stats.personal_best(self.game_key, seats[0].name)
            if best is not None and best == turns:
                text += " " + self.tr("A new personal best!") if self._counted_best(turns) \
                    else " " + self.tr("That equals your personal best.")
            elif best is not None:
                text += " " + self.tr("Your personal best is %1 turns.").replace("%1", str(best))
            self.headline.setText(self.tr("All columns won!"))
            self.reason.setText(text)
        else:
            self.reason.setText(reason_text(self.game_key, outcome.reason, ", ".join(winners)))
        self._arrange(self.width())  # a longer headline may need the stacked layout

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._arrange(event.size().width())

    def _arrange(self, width: int) -> None:
        """Buttons beside the text when the text keeps room for its headline, else under it."""
        margins = self.layout_.contentsMargins()
        buttons = sum(b.sizeHint().width() for b in self.buttons() if not b.isHidden())
        room = width - margins.left() - margins.right() - buttons - 5 * self.layout_.spacing()
        wanted = max(TEXT_MIN, self.headline.fontMetrics().horizontalAdvance(
            self.headline.text()))
        direction = (QBoxLayout.Direction.LeftToRight if room >= wanted
                     else QBoxLayout.Direction.TopToBottom)
        if self.layout_.direction() != direction:
            self.layout_.setDirection(direction)
        shown = [b for b in self.buttons() if not b.isHidden()]
        one_row = sum(b.sizeHint().width() for b in shown) + len(shown) * 8
        narrow = direction == QBoxLayout.Direction.TopToBottom and one_row > width - 32
        self._place_buttons(2 if narrow else len(self.buttons()))

    def _place_buttons(self, per_row: int) -> None:
        """Lay the buttons out ``per_row`` to a row, right-aligned (column 0 stretches)."""
        if per_row == self._per_row:
            return
        self._per_row = per_row
        for b in self.buttons():
            self.button_grid.removeWidget(b)
        for i, b in enumerate(self.buttons()):
            self.button_grid.addWidget(b, i // per_row, 1 + i % per_row)

    def _counted_best(self, turns: int) -> bool:
        """Whether this game set the record (no earlier game reached it)."""
        return self.previous_best is None or turns < self.previous_best

    def retranslate(self) -> None:
        self.again_button.setText(self.tr("Play again"))
        self.review_button.setText(self.tr("Review"))
        self.review_button.setToolTip(self.tr("Step through the game from the first move"))
        self.analyse_button.setText(self.tr("Analyse"))
        self.analyse_button.setToolTip(self.tr(
            "Review the game with each of your decisions compared with the Hard bot's choice"))
        self.analyse_button.setAccessibleName(self.tr("Analyse the game"))
        self.new_button.setText(self.tr("New game…"))
        self.back_button.setText(self.tr("Start screen"))
        self._fill()

    def colours(self) -> tuple[str, str]:
        """The banner's background and ink: the palette's highlight pair, unless the
        platform's pair reads under 4.5:1 (Fusion's own, white on #308cc6, is 3.7:1 in
        the "system" theme), then black or white, whichever reads best on it."""
        palette = QApplication.palette()
        back = palette.color(QPalette.ColorRole.Highlight).name()
        ink = palette.color(QPalette.ColorRole.HighlightedText).name()
        if ratio(ink, back) < TEXT:
            ink = best_of(back, "#000000", "#ffffff")
        return back, ink

    def _follow_palette(self) -> None:
        back, ink = self.colours()
        sheet = (f"#gameOverBanner {{ background: {back}; border-radius: 8px; }}"
                 f" #gameOverBanner QLabel {{ color: {ink}; }}")
        if sheet != self.styleSheet():  # a new sheet sends change events of its own
            self.setStyleSheet(sheet)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.ApplicationPaletteChange):
            self._follow_palette()  # the theme changed: light, dark or the system's
        super().changeEvent(event)


class HandoverScreen(QWidget):
    """Covers the board between human turns of hidden-information games."""

    continued = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.message = QLabel()
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # the name is never markup
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        font = self.message.font()
        font.setPointSizeF(font.pointSizeF() * 1.8)
        self.message.setFont(font)
        self.button = QPushButton()
        self.button.setMinimumHeight(48)
        self.button.clicked.connect(lambda: self.continued.emit(self.seat))
        lay.addWidget(self.message)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.button)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(1)
        self.seat: int = -1
        self.name = ""

    def prepare(self, seat: int, name: str) -> None:
        self.seat, self.name = seat, name
        self.retranslate()

    def retranslate(self) -> None:
        name = display_name(self.name)  # a default name in the current language
        self.message.setText(self.tr("Pass the device to %1").replace("%1", name))
        self.button.setText(self.tr("I am %1 — show my board").replace("%1", name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ViewingBar(QFrame):
    """Shown while looking at an earlier position from the move list."""

    back_to_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("viewingBar")
        self.setStyleSheet("#viewingBar { background: palette(alternate-base);"
                           " border: 1px solid palette(mid); border-radius: 6px; }")
        lay = QHBoxLayout(self)
        lay.setContentsMargins(12, 6, 12, 6)
        self.label = QLabel()
        self.button = QPushButton()
        self.button.clicked.connect(self.back_to_game)
        lay.addWidget(self.label, 1)
        lay.addWidget(self.button)
        self.move_number = 0
        self.retranslate()
        self.hide()

    def show_move(self, number: int) -> None:
        self.move_number = number
        self.retranslate()
        self.show()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Viewing the position after move %1 (read-only)")
                           .replace("%1", str(self.move_number)))
        self.button.setText(self.tr("Back to the game"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
