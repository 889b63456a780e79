"""A small chart of how risky each roll of the current turn was.

Can't Stop is a game of judging when to quit.  Seeing the bust chance climb
roll by roll ("my next roll busts 44% of the time, and it was 8% two rolls
ago") teaches that judgement faster than any rule of thumb, so the board can
show it beside the move list.  The chart only draws; the board scene feeds it
one point per roll and clears it when a new turn starts.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QColor, QShowEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QVBoxLayout, QWidget

from climbdesk.ui.plot_teardown import PlotCloser, close_plot, is_closed
from climbdesk.ui.theme import BoardTheme


class OddsChart(QWidget):
    """Bust chance (%) of each roll this turn: x is the roll number, y the risk.

    ``set_points`` replaces the whole series, so the scene can simply recompute
    it after undo, redo or a loaded game; ``points()`` returns what is shown.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._points: list[tuple[int, float]] = []
        self._theme = BoardTheme()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        # Made when the chart is first shown or asked for (:attr:`plot`), issue 17: the
        # plot was 16-25 ms of a Can't Stop start (the first pyqtgraph plot of a process
        # more), in the turn of the board's first paint, though the chart is hidden
        # while the odds are off (the default).
        self._plot: pg.PlotWidget | None = None
        self._bars: pg.BarGraphItem | None = None
        self._labels: list[pg.TextItem] = []
        self.setMaximumHeight(200)
        # The plot is taken apart by pyqtgraph before anything deletes it (plot_teardown).
        self._closer = PlotCloser(self)
        self.retranslate()
        self.set_theme(self._theme)

    @property
    def plot(self) -> pg.PlotWidget:
        """The chart's plot, made now if it was not yet."""
        if self._plot is None:
            self._plot = self._make_plot()
            self.retranslate()
            self.set_theme(self._theme)
        return self._plot

    def _make_plot(self) -> pg.PlotWidget:
        plot = pg.PlotWidget()
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(x=False, y=False)
        plot.hideButtons()
        plot.setYRange(0, 100, padding=0.02)
        plot.getPlotItem().showGrid(x=False, y=True, alpha=0.25)
        plot.getAxis("left").setTickSpacing(25, 25)
        plot.setMinimumHeight(120)
        plot.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout = self.layout()
        assert layout is not None
        layout.addWidget(plot)
        # Bars read better than a line for a handful of discrete rolls.
        self._bars = pg.BarGraphItem(x=[], height=[], width=0.6)
        plot.addItem(self._bars)
        self._closer.add(plot)
        return plot

    def showEvent(self, event: QShowEvent) -> None:
        self.plot  # noqa: B018 - made for the first paint that shows it
        super().showEvent(event)

    def release(self) -> int:
        """Take the plot apart now (the panel is going); the scene items it held."""
        self._labels.clear()
        return close_plot(self._plot)

    def __del__(self) -> None:
        # The last reference went, or the collector frees the cycle the chart sits in: its
        # finalisers run before anything is cleared, so the plot is whole here.
        close_plot(getattr(self, "_plot", None))

    # ----- language --------------------------------------------------------------
    def retranslate(self) -> None:
        """Title and axis labels in the current language (again on every LanguageChange)."""
        self.title.setText(QCoreApplication.translate("OddsChart", "Bust risk this turn"))
        plot = self._plot
        if plot is None or is_closed(plot):
            return
        plot.setLabel("bottom", QCoreApplication.translate("OddsChart", "Roll"))
        plot.setLabel("left", "%")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # ----- data ----------------------------------------------------------------
    def points(self) -> list[tuple[int, float]]:
        """(roll number, bust chance in %) pairs currently shown."""
        return list(self._points)

    def set_points(self, points: list[tuple[int, float]]) -> None:
        if points == self._points:
            return
        self._points = list(points)
        self._redraw()

    def clear(self) -> None:
        self.set_points([])

    # ----- look ----------------------------------------------------------------
    def set_theme(self, theme: BoardTheme) -> None:
        self._theme = theme
        # The title sits on the window's panel, so it keeps the application's palette.
        self.title.setStyleSheet("font-weight: bold;")
        plot = self._plot
        if plot is None or is_closed(plot):
            return
        plot.setBackground(QColor(theme.background))
        text = QColor(theme.text)
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            axis.setPen(pg.mkPen(text))
            axis.setTextPen(pg.mkPen(text))
        self._redraw()

    def _colour(self, percent: float) -> QColor:
        """Calm colour for low risk, the theme's danger colour from one in three."""
        return QColor(self._theme.danger if percent >= 33.0 else self._theme.highlight)

    def _redraw(self) -> None:
        plot, bars = self._plot, self._bars
        if plot is None or bars is None or is_closed(plot):
            return  # drawn when the plot is made
        xs = [float(x) for x, _ in self._points]
        ys = [y for _, y in self._points]
        brushes = [pg.mkBrush(self._colour(y)) for y in ys]
        # (pyqtgraph 0.14 trips over an empty per-bar pen list; one shared pen is enough.)
        bars.setOpts(x=xs, height=ys, width=0.6, brushes=brushes or None,
                     pen=pg.mkPen(QColor(self._theme.text), width=1))
        # The labels are kept and re-used: a roll adds one point, and removing and
        # re-adding every label made the chart rebuild its view each time.
        colour = QColor(self._theme.text)
        for i, (x, y) in enumerate(self._points):
            if i < len(self._labels):
                label = self._labels[i]
                label.setText(f"{y:.0f}", colour)
            else:
                label = pg.TextItem(f"{y:.0f}", color=colour, anchor=(0.5, 1.0))
                plot.addItem(label)
                self._labels.append(label)
            label.setPos(x, y + 2)
        for label in self._labels[len(self._points):]:
            plot.removeItem(label)
        del self._labels[len(self._points):]
        last = max((x for x, _ in self._points), default=1)
        plot.setXRange(0.4, max(5, last) + 0.6, padding=0)
        step = 1 if last <= 10 else 5
        plot.getAxis("bottom").setTickSpacing(step, step)
