"""Review mode: step through a recorded game on its own board, players and move list.

A page of the window's stack, apart from the game page: the game in progress
(if any) goes on untouched behind it, and closing the review shows the live
position again.  The positions come from a :class:`ReviewSession` (its own
replay of the record, and the reviewing seat's views while the game is
unfinished).  Stepping forward hands the board the step's action, so it
animates like live play; other jumps (back, the slider, a move-list row) just
show the position.  Autoplay steps forward on a timer until the end.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QLabel,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from climbdesk.core.actions import Action
from climbdesk.core.state import NOBODY, OMNISCIENT
from climbdesk.ui import gui_gc
from climbdesk.ui.boards import BoardScene, BoardView, board_class
from climbdesk.ui.boards.registry import board_registration
from climbdesk.ui.game_page import SIDE_MAX, SIDE_MIN, SIDE_SHARE
from climbdesk.ui.move_list import MoveList
from climbdesk.ui.player_panel import PlayerPanel
from climbdesk.ui.review_analysis import AnalysisPanel
from climbdesk.ui.review_bar import DEFAULT_SPEED, ReviewBar
from climbdesk.ui.review_session import ReviewSession
from climbdesk.ui.strings import display_name, reason_text, tr_game, tr_title
from climbdesk.ui.theme import BoardTheme

# Autoplay's time per step at 1× (ms): long enough to see a move's animation.
STEP_MS = 900


class ReviewPage(QWidget):
    # The player left review mode (the window shows what was there before).
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: ReviewSession | None = None
        self.scene: BoardScene[Any] | None = None
        self.view: BoardView | None = None
        self.game_panel: QWidget | None = None
        self.index = 0
        self.theme = BoardTheme()
        self.animation_speed = 1.0
        self.speed = DEFAULT_SPEED
        self._names: list[str] = []
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 12, 12, 12)
        self.bar = ReviewBar()
        self.bar.first.connect(self.first)
        self.bar.previous.connect(self.previous)
        self.bar.play.connect(self.toggle_play)
        self.bar.next.connect(self.next)
        self.bar.last.connect(self.last)
        self.bar.moved.connect(lambda i: self.go(i, animate=i == self.index + 1))
        self.bar.speed_changed.connect(self.set_speed)
        self.bar.close_requested.connect(self.close_review)
        self.board_host = QVBoxLayout()
        self.board_host.setContentsMargins(0, 0, 0, 0)
        left = QWidget()
        left.setLayout(self.board_host)
        side = self.side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        self.players = PlayerPanel()
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.status.setMinimumHeight(56)
        self.history_label = QLabel()
        self.history = MoveList()
        self.history.itemClicked.connect(self._history_clicked)
        side.addWidget(self.players)
        side.addWidget(self.status)
        side.addWidget(self.history_label)
        side.addWidget(self.history, 1)
        self.analysis = AnalysisPanel()
        self.analysis.jump.connect(self._jump)
        self.analysis.marks_changed.connect(self.history.set_marks)
        self.analysis.marks_changed.connect(lambda _marks: self._show_best())
        self.analysis.best_toggled.connect(self._best_toggled)
        # The move the board shows as the bot's choice (None: none), so it is redrawn
        # only when it changes.
        self._hinted: Action | None = None
        side.addWidget(self.analysis)
        right = QWidget()
        right.setLayout(side)
        right.setMinimumWidth(SIDE_MIN)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(left)
        self.splitter.addWidget(right)
        self.splitter.setStretchFactor(0, 1)
        self.splitter.setChildrenCollapsible(False)
        outer.addWidget(self.bar)
        outer.addWidget(self.splitter, 1)
        # Keys work wherever the focus is on this page (the board, the list, a button).
        self.shortcuts: list[QShortcut] = []
        for key, slot in ((Qt.Key.Key_Home, self.first), (Qt.Key.Key_Left, self.previous),
                          (Qt.Key.Key_Right, self.next), (Qt.Key.Key_End, self.last),
                          (Qt.Key.Key_P, self.toggle_play),
                          (Qt.Key.Key_B, self.analysis.best_button.click)):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        self.retranslate()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The sidebar takes the game page's share of the width, so the board keeps its size."""
        super().resizeEvent(event)
        total = self.splitter.width() - self.splitter.handleWidth()
        if total > 0:
            side = max(SIDE_MIN, min(SIDE_MAX, round(total * SIDE_SHARE)))
            self.splitter.setSizes([max(total - side, 0), side])

    # ----- opening and closing -------------------------------------------------------
    def open(self, session: ReviewSession, *, at: int | None = None) -> None:
        """Show ``session`` from position ``at`` (default: the start)."""
        self.release()
        self.session = session
        self._names = [display_name(s.name) for s in session.match.seats]
        self.scene = board_class(session.game_key)()
        self.scene.set_theme(self._theme())
        self.scene.set_animation_speed(self.animation_speed)
        self.scene.set_seat_names(self._names)
        self.view = BoardView(self.scene)
        self.view.setAccessibleName(tr_title(session.match.state.game.info.title))
        self.board_host.addWidget(self.view)
        self.game_panel = self.scene.side_panel()  # the game's own (Can't Stop's risk chart)
        if self.game_panel is not None:
            self.side.insertWidget(1, self.game_panel)
        self.index = -1
        self._hinted = None
        self.history.stale = True
        self.history.fill(session.entries, session.reader, self._names)
        self.analysis.set_session(session)
        self.go(0 if at is None else at)
        self._retranslate(refill=False)  # filled just above, in this language
        self.view.show()  # now, not when the layout gets round to it: it takes the focus
        self.view.setFocus()

    def release(self) -> None:
        """Drop the board of the review shown (before another, or when leaving)."""
        self.pause()
        self.analysis.set_session(None)
        if self.game_panel is not None:
            self.side.removeWidget(self.game_panel)
            self.game_panel.hide()  # deleteLater waits for the event loop
            self.game_panel.setParent(None)
            self.game_panel.deleteLater()
            self.game_panel = None
        if self.view is not None:
            self.board_host.removeWidget(self.view)
            self.view.hide()
            self.view.deleteLater()
            self.view = None
        if self.scene is not None:
            self.scene.deleteLater()
            self.scene = None
            # Its helpers point back at it, as a game's board does (game_page.detach).
            gui_gc.game_closed()
        self.session = None

    def close_review(self) -> None:
        self.release()
        self.closed.emit()

    # ----- look ----------------------------------------------------------------------
    def set_theme(self, theme: BoardTheme) -> None:
        self.theme = theme
        if self.scene is not None:
            self.scene.set_theme(self._theme())

    def set_animation_speed(self, speed: float) -> None:
        self.animation_speed = speed
        if self.scene is not None:
            self.scene.set_animation_speed(speed)

    def piece_colours(self) -> tuple[str, ...]:
        """The seats' chosen colours unless the colour-blind palette is on (as in play)."""
        chosen = tuple(s.colour for s in self.session.match.seats) if self.session else ()
        if self.theme.colourblind or not chosen or not all(chosen):
            return self.theme.pieces
        return chosen + self.theme.pieces[len(chosen):]

    def _theme(self) -> BoardTheme:
        return self.theme.with_pieces(self.piece_colours())

    # ----- moving through the game ----------------------------------------------------
    @property
    def length(self) -> int:
        return self.session.length if self.session is not None else 0

    def go(self, index: int, *, animate: bool = False) -> None:
        """Show the position after ``index`` actions; ``animate`` plays the step into
        it on the board (stepping forward, as the move was seen in play)."""
        s = self.session
        if s is None or self.scene is None:
            return
        index = max(0, min(index, s.length))
        if index == self.index:
            return
        self.index = index
        shown = s.position(index)
        step = s.step_into(index) if animate else None
        entry = s.entry(index)
        moving = step if step is not None and entry is not None \
            and self.scene.animates(entry.action) else None
        self.scene.set_position(shown, interactive=False, animate=moving)
        self.players.update_from(shown, s.match.seats, self.piece_colours(), False,
                                 board_registration(s.game_key))
        self._show_best()
        self.bar.show_position(index, s.length)
        self.status.setText(self.status_text())
        self._follow_in_list()
        if index >= s.length:
            self.pause()

    def first(self) -> None:
        self.pause()
        self.go(0)

    def previous(self) -> None:
        self.pause()
        self.go(self.index - 1)

    def next(self) -> None:
        self.go(self.index + 1, animate=True)

    def last(self) -> None:
        self.pause()
        self.go(self.length)

    # ----- autoplay ------------------------------------------------------------------
    def playing(self) -> bool:
        return self.timer.isActive()

    def toggle_play(self) -> None:
        if self.playing():
            self.pause()
        elif self.session is not None:
            if self.index >= self.length:
                self.go(0)  # from the end, play from the start again
            self.timer.start(round(STEP_MS / self.speed))
            self.bar.set_playing(True)

    def pause(self) -> None:
        self.timer.stop()
        self.bar.set_playing(False)

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        if self.playing():
            self.timer.start(round(STEP_MS / speed))

    def _tick(self) -> None:
        if self.index >= self.length:
            self.pause()
        else:
            self.next()

    # ----- the move list ----------------------------------------------------------------
    def _row_of(self, index: int) -> int:
        """The move-list row holding the action that led to position ``index`` (-1: the
        start).  Each row's item carries its last action's index."""
        for row in range(self.history.count()):
            if int(self.history.item(row).data(Qt.ItemDataRole.UserRole)) >= index - 1:
                return row if index > 0 else -1
        return -1

    def _follow_in_list(self) -> None:
        row = self._row_of(self.index)
        self.history.blockSignals(True)
        if row < 0:
            self.history.clearSelection()
            self.history.setCurrentRow(-1)
        else:
            self.history.setCurrentRow(row)
            self.history.scrollToItem(self.history.item(row))
        self.history.blockSignals(False)

    # ----- the analysis's best move -------------------------------------------------
    def _best_toggled(self, on: bool) -> None:
        """Switched on: go to the decision at hand (or the next marked one) and draw the
        bot's move there; off: the board loses it."""
        target = self.analysis.decision_near(self.index) if on else None
        if target is not None and target != self.index:
            self.pause()
            self.go(target)
        self._show_best()
        self.status.setText(self.status_text())

    def best_move(self) -> Action | None:
        """The bot's choice at the position shown, while "Show best move" is on."""
        verdict = self.analysis.verdict_at(self.index) if self.analysis.best_shown() else None
        return verdict.best if verdict is not None else None

    def _show_best(self) -> None:
        """Hand the board its hint: the analysis's best move at a decision, else none
        (the boards draw it as they draw a Hint in play)."""
        best = self.best_move() if self.scene is not None else None
        if self.scene is not None and best != self._hinted:
            self._hinted = best
            self.scene.show_hint(best)

    def best_text(self) -> str:
        """The status's line about the decision shown, while "Show best move" is on."""
        s = self.session
        verdict = self.analysis.verdict_at(self.index) if self.analysis.best_shown() else None
        if s is None or verdict is None:
            return ""
        shown = s.position(self.index)
        best = tr_game(shown.describe(verdict.best), self._names)
        if verdict.best == verdict.played:
            return self.tr("The Hard bot agrees with the move played: %1 (win chance %2%).") \
                .replace("%1", best).replace("%2", f"{100 * verdict.best_chance:.0f}")
        played = tr_game(shown.describe(verdict.played), self._names)
        return (self.tr("Best move (drawn on the board): %1, win chance %2%. "
                        "Played: %3, %4%, %5 points lost.")
                .replace("%1", best).replace("%2", f"{100 * verdict.best_chance:.0f}")
                .replace("%3", played).replace("%4", f"{100 * verdict.played_chance:.0f}")
                .replace("%5", f"{100 * verdict.loss:.1f}"))

    def _jump(self, index: int) -> None:
        """A point of the analysis plot: the position after that move."""
        self.pause()
        self.go(index)

    def _history_clicked(self, item: QListWidgetItem) -> None:
        """Jump to the position after the row's turn."""
        self.pause()
        self.go(int(item.data(Qt.ItemDataRole.UserRole)) + 1)

    # ----- text ----------------------------------------------------------------------
    def status_text(self) -> str:
        """The step shown: its move-list line, and at the end how the game ended."""
        s = self.session
        if s is None:
            return ""
        entry = s.entry(self.index)
        if entry is None:
            lines = [self.tr("The start of the game.")]
        else:
            turns = s.entries[-1].turn if s.entries else 0
            where = (self.tr("Move %1 of %2:").replace("%1", str(entry.turn))
                     .replace("%2", str(turns)) if entry.turn > 0 else "")
            lines = [" ".join(t for t in (where, tr_game(entry.text_for(s.reader), self._names))
                              if t)]
        shown = s.position(self.index)  # the one go() showed: worked out once
        outcome = shown.outcome() if shown.is_terminal() else None
        if outcome is not None:
            winners = ", ".join(self._names[i] for i in sorted(outcome.winners))
            lines.append(self.tr("Game over.") + " "
                         + reason_text(s.game_key, outcome.reason, winners))
        board = board_registration(s.game_key)
        if board is not None and outcome is None:
            lines.extend(board.status_facts(shown))
        best = self.best_text()
        if best:
            lines.append(best)
        return "\n".join(lines)

    def reader_text(self) -> str:
        """Whose eyes the review shows, for the bar's title."""
        s = self.session
        if s is None:
            return ""
        title = tr_title(s.match.state.game.info.title)
        if s.reader == OMNISCIENT:
            text = (self.tr("Reviewing %1: the game is over, so everything is shown.")
                    if s.hidden else self.tr("Reviewing %1."))
        elif s.reader == NOBODY:
            text = self.tr("Reviewing %1 as the whole table saw it: nothing hidden is shown.")
        else:
            text = self.tr("Reviewing %1 as %2 saw it.").replace("%2", self._names[s.reader])
        return text.replace("%1", title)

    def retranslate(self) -> None:
        self._retranslate(refill=True)

    def _retranslate(self, *, refill: bool) -> None:
        """The page's texts in the current language; ``refill``: the move list's rows
        too (each row wrapped and sized again: a 200-move game's list cost 25-50 ms a
        time, and opening a review filled it twice in one turn)."""
        self.history_label.setText(self.tr("Moves"))
        self.history.setAccessibleName(self.tr("Moves"))
        self.bar.title.setText(self.reader_text())
        if self.session is not None:
            self._names = [display_name(s.name) for s in self.session.match.seats]
            if refill:
                self.history.stale = True
                self.history.fill(self.session.entries, self.session.reader, self._names)
            self._follow_in_list()
            self.status.setText(self.status_text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def choose_reader(parent: QWidget, session: ReviewSession) -> bool:
    """Ask whose eyes review an unfinished hidden-information game when several humans
    played (pass-and-play); one human reviews as themselves, bots alone as the table.
    False: the player cancelled."""
    from PySide6.QtWidgets import QInputDialog

    seats = session.match.seats
    humans = [i for i, seat in enumerate(seats) if not seat.is_bot]
    if len(humans) < 2:
        session.set_reader(None)
        return True
    names = [display_name(seats[i].name) for i in humans]
    nobody = QCoreApplication.translate("ReviewPage", "Nobody: only what the whole table saw")
    question = QCoreApplication.translate(
        "ReviewPage", "The game is not over, so the review shows one player's view. Whose?")
    name, ok = QInputDialog.getItem(parent, QCoreApplication.translate("ReviewPage", "Review"),
                                    question, [*names, nobody], 0, False)
    if not ok:
        return False
    session.set_reader(humans[names.index(name)] if name in names else NOBODY)
    return True
