"""Review mode's "Analyse…": one seat's decisions judged in the bot worker, shown as
move-list marks and a win-chance plot that jumps to a move when a point is clicked.

The work is :func:`climbdesk.bots.analysis.analyse`, asked of the app's bot
runner (a process of its own), so the window stays responsive; the panel only
shows progress, offers Cancel and draws the answer.  A finished analysis is
kept in the library (``library/analyses.py``) under the game, the seat and the
yardstick level, and opening the same game again shows it without asking.
Only finished games are analysed: the request carries the whole record, whose
secrets are no secret once the game is over.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from climbdesk.bots.analysis import PLAYOUTS, Analysis, Mark, Verdict
from climbdesk.bots.registry import game_bots
from climbdesk.core.errors import ClimbdeskError
from climbdesk.core.record import GameRecord
from climbdesk.library.analyses import keep_analysis, kept_any, stored_analysis
from climbdesk.ui.bot_worker import BotRunner, shared_runner
from climbdesk.ui.plot_teardown import PlotCloser, close_plot, is_closed
from climbdesk.ui.review_session import ReviewSession
from climbdesk.ui.strings import display_name

# The analysis's seed: fixed, so the same game analysed twice gives the same marks.
SEED = 1
# Point colours of the plot by mark.
COLOURS = {Mark.NONE: "#4a90d9", Mark.DOUBTFUL: "#e0b000", Mark.BAD: "#e07000",
           Mark.VERY_BAD: "#d02020"}


class AnalysisPanel(QWidget):
    # Show the position after this many actions (a plot point was clicked).
    jump = Signal(int)
    # The marks to show in the move list (action index -> "?!", "?", "??"; empty: none).
    marks_changed = Signal(object)
    # "Show best move" was switched on (True) or off: the page draws the bot's choice.
    best_toggled = Signal(bool)

    def __init__(self, runner: BotRunner | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._runner = runner
        self._hooked: BotRunner | None = None
        self.session: ReviewSession | None = None
        self.record: GameRecord | None = None
        self.analysis: Analysis | None = None
        self.request: int | None = None
        self._seat = 0
        # Playouts per candidate move (tests make it small).
        self.playouts = PLAYOUTS
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        self.seat_box = QComboBox()
        self.analyse_button = QPushButton()
        self.analyse_button.clicked.connect(self.start)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancel)
        # Checkable: while on, each analysed decision shows the bot's move on the board.
        self.best_button = QPushButton()
        self.best_button.setCheckable(True)
        self.best_button.toggled.connect(self.best_toggled)
        row.addWidget(self.seat_box, 1)
        row.addWidget(self.analyse_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.best_button)
        self.progress = QProgressBar()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.PlainText)
        # The win-chance plot, made when an analysis is first shown (:attr:`plot`), issue
        # 17: it was 20-25 ms of a process's first review (the review page is made then),
        # though it stays hidden while the game reviewed has no analysis.
        self._plot: pg.PlotWidget | None = None
        self._curve: pg.PlotDataItem | None = None
        self._dots: pg.ScatterPlotItem | None = None
        # The plot is taken apart by pyqtgraph before anything deletes it (plot_teardown).
        self._closer = PlotCloser(self)
        layout.addLayout(row)
        layout.addWidget(self.progress)
        layout.addWidget(self.summary)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        self.retranslate()
        self._show_state()

    def __del__(self) -> None:
        # Finalised by its last reference or by the collector: the plot is whole here.
        close_plot(getattr(self, "_plot", None))

    @property
    def plot(self) -> pg.PlotWidget:
        """The win-chance plot, made now if it was not yet (below the summary)."""
        if self._plot is None:
            plot = self._plot = pg.PlotWidget()
            plot.setMinimumHeight(120)
            plot.setMaximumHeight(180)  # the move list above keeps the room it needs
            plot.setBackground(None)  # on the side panel's own colour, like the text
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            plot.setYRange(0, 100, padding=0.05)
            self._curve = plot.plot([], [], pen=pg.mkPen(QColor("#888888"), width=1))
            self._dots = pg.ScatterPlotItem(size=9)
            self._dots.sigClicked.connect(self._clicked)
            plot.addItem(self._dots)
            self._closer.add(plot)
            layout = self.layout()
            assert layout is not None
            layout.addWidget(plot)
            self._label_plot()
        return self._plot

    # ----- the runner ------------------------------------------------------------------
    def runner(self) -> BotRunner:
        if self._runner is None:
            self._runner = shared_runner()
        runner = self._runner
        if self._hooked is not runner:
            runner.progressed.connect(self._progressed)
            runner.analysed.connect(self._analysed)
            runner.failed.connect(self._failed)
            runner.dropped.connect(self._dropped)
            self._hooked = runner
        return runner

    # ----- the game reviewed ----------------------------------------------------------
    def set_session(self, session: ReviewSession | None) -> None:
        """Review ``session`` (None: the review closed); a running analysis is cancelled."""
        self.cancel()
        self.session = session
        self.record = session.match.truncated_record() if session is not None else None
        self.analysis = None
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        if session is not None:
            seats = session.match.seats
            for seat in seats:
                self.seat_box.addItem(display_name(seat.name))
            humans = [i for i, seat in enumerate(seats) if not seat.is_bot]
            self._seat = humans[0] if humans else 0
            self.seat_box.setCurrentIndex(self._seat)
        self.seat_box.blockSignals(False)
        self._load_kept()
        self._show_state()

    def _seat_chosen(self, index: int) -> None:
        if index < 0 or index == self._seat:
            return
        self.cancel()
        self._seat = index
        self.analysis = None
        self._load_kept()
        self._show_state()

    def _level(self) -> str:
        assert self.record is not None
        return game_bots(self.record.game).hint_level.value

    def _load_kept(self) -> None:
        """Show the library's analysis of this game and seat, if there is one."""
        if self.record is None or self.session is None or not self.session.finished:
            return
        from climbdesk.ui import stats

        try:
            library = stats.keeper().library()
            if not kept_any(library, self.record):
                return  # the level not worked out: it imports the game's bots
            data = stored_analysis(library, self.record, self._seat, self._level())
            if data is not None:
                self.analysis = Analysis.from_json(data, self.record)
        except (ClimbdeskError, ValueError, KeyError, TypeError):
            self.analysis = None  # unreadable or unavailable: it can be analysed again

    def _keep(self) -> None:
        from climbdesk.ui import stats

        if self.analysis is None or self.record is None:
            return
        try:
            keep_analysis(stats.keeper().library(), self.record, self._seat, self._level(),
                          self.analysis.to_json())
        except ClimbdeskError:
            pass  # not kept: the analysis is still shown, and can be run again next time

    # ----- running -------------------------------------------------------------------
    def start(self) -> None:
        if self.record is None or self.session is None or not self.session.finished \
                or self.request is not None:
            return
        self.analysis = None
        self.marks_changed.emit({})
        self.request = self.runner().analyse(self.record.to_json(), self._seat, SEED,
                                             self.playouts)
        self.progress.setRange(0, 0)  # busy until the first decision is done
        self._show_state()

    def cancel(self) -> None:
        if self.request is not None and self._runner is not None:
            self._runner.cancel(self.request)
        self.request = None
        self._show_state()

    def _progressed(self, request_id: int, done: int, total: int) -> None:
        if request_id == self.request:
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)

    def _analysed(self, request_id: int, data: object) -> None:
        if request_id != self.request or self.record is None:
            return
        self.request = None
        try:
            self.analysis = Analysis.from_json(data, self.record)
        except (ClimbdeskError, ValueError, KeyError, TypeError) as exc:
            self.summary.setText(self.tr("The analysis could not be read: %1").replace(
                "%1", str(exc)))
            self._show_state(keep_summary=True)
            return
        self._keep()
        self._show_state()

    def _failed(self, request_id: int, error: str) -> None:
        if request_id != self.request:
            return
        self.request = None
        self.summary.setText(self.tr("The analysis failed: %1").replace("%1", error))
        self._show_state(keep_summary=True)

    def _dropped(self, request_id: int, _why: str) -> None:
        """The worker gave the analysis up for a newer question (a bot's move in the game
        behind the review): say so instead of showing progress that never comes."""
        if request_id != self.request:
            return
        self.request = None
        self.summary.setText(self.tr(
            "The analysis was interrupted by a bot's move. Analyse again to finish it."))
        self._show_state(keep_summary=True)

    # ----- showing -------------------------------------------------------------------
    def marks(self) -> dict[int, str]:
        """Action index -> mark of every marked decision in the analysis shown."""
        if self.analysis is None:
            return {}
        return {v.index: str(v.mark) for v in self.analysis.verdicts if v.mark is not Mark.NONE}

    def verdict_at(self, index: int) -> Verdict | None:
        """The analysed decision taken at position ``index`` (before its move), if any."""
        if self.analysis is None:
            return None
        return next((v for v in self.analysis.verdicts if v.index == index), None)

    def best_shown(self) -> bool:
        """Whether "Show best move" is on (and there is an analysis to take it from)."""
        return self.analysis is not None and self.best_button.isChecked()

    def decision_near(self, index: int) -> int | None:
        """Where "Show best move" goes from position ``index``: the decision taken there,
        else the one just played (its row is what the move list selects), else the next
        marked decision (wrapping to the first), else the next decision; None: none."""
        if self.analysis is None or not self.analysis.verdicts:
            return None
        verdicts = self.analysis.verdicts
        for v in verdicts:
            if v.index in (index, index - 1):
                return v.index
        marked = [v.index for v in verdicts if v.mark is not Mark.NONE] or \
            [v.index for v in verdicts]
        return next((i for i in marked if i > index), marked[0])

    def points(self) -> list[tuple[int, float]]:
        """(position after the move, win chance in %) per analysed decision."""
        if self.analysis is None:
            return []
        return [(v.index + 1, 100.0 * v.played_chance) for v in self.analysis.verdicts]

    def _show_state(self, *, keep_summary: bool = False) -> None:
        finished = self.session is not None and self.session.finished
        running = self.request is not None
        self.seat_box.setEnabled(finished and not running)
        self.analyse_button.setEnabled(finished and not running)
        self.cancel_button.setVisible(running)
        self.best_button.setEnabled(self.analysis is not None and not running)
        if self.analysis is None and self.best_button.isChecked():
            self.best_button.setChecked(False)  # nothing to show: the board loses the move
        self.progress.setVisible(running)
        if not running:
            self.progress.setRange(0, 1)
            self.progress.setValue(0)
        points = self.points()
        if points or self._plot is not None:  # none to show yet: no plot made for them
            self.plot.setVisible(bool(points))
            curve, dots = self._curve, self._dots
            assert curve is not None and dots is not None  # made with the plot
            curve.setData([x for x, _ in points], [y for _, y in points])
            spots = [{"pos": (x, y), "data": x,
                      "brush": pg.mkBrush(QColor(COLOURS[v.mark]))}
                     for (x, y), v in zip(points,
                                          self.analysis.verdicts if self.analysis else (),
                                          strict=True)]
            dots.setData(spots)
        if not keep_summary:
            self.summary.setText(self._summary_text(finished, running))
        self.marks_changed.emit(self.marks())

    def _summary_text(self, finished: bool, running: bool) -> str:
        if self.session is None:
            return ""
        if not finished:
            return self.tr("Only a finished game can be analysed.")
        if running:
            return self.tr("Analysing: each move is compared with the Hard bot's choice.")
        if self.analysis is None:
            return ""
        counts = {mark: sum(v.mark is mark for v in self.analysis.verdicts)
                  for mark in (Mark.DOUBTFUL, Mark.BAD, Mark.VERY_BAD)}
        return (self.tr("%1 decisions: %2 doubtful (?!), %3 bad (?), %4 very bad (??).")
                .replace("%1", str(len(self.analysis.verdicts)))
                .replace("%2", str(counts[Mark.DOUBTFUL])).replace("%3", str(counts[Mark.BAD]))
                .replace("%4", str(counts[Mark.VERY_BAD])))

    def _clicked(self, _item: object, spots: list[object], *_args: object) -> None:
        if spots:
            self.jump.emit(int(spots[0].data()))  # type: ignore[attr-defined]  # a SpotItem

    def retranslate(self) -> None:
        self.analyse_button.setText(self.tr("Analyse…"))
        self.analyse_button.setToolTip(self.tr(
            "Compare every decision of the chosen player with the Hard bot's choice"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.best_button.setText(self.tr("Show best move"))
        self.best_button.setToolTip(self.tr(
            "Draw the Hard bot's choice on the board at each analysed decision (B)"))
        self.best_button.setAccessibleName(self.tr("Show the best move on the board"))
        self.seat_box.setAccessibleName(self.tr("Player to analyse"))
        self.progress.setAccessibleName(self.tr("Analysis progress"))
        self._label_plot()
        self._show_state()

    def _label_plot(self) -> None:
        plot = self._plot
        if plot is None or is_closed(plot):
            return
        plot.setAccessibleName(self.tr("Win chance over the game"))
        plot.setLabel("left", self.tr("Win chance %"))
        plot.setLabel("bottom", self.tr("Step"))  # as the review bar counts

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
