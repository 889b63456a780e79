"""The odds chart re-uses its value labels (issue 8): they must still follow the points."""

from __future__ import annotations

from PySide6.QtGui import QColor

from climbdesk.ui.boards.cantstop.odds_chart import OddsChart
from climbdesk.ui.theme import BoardTheme


def _shown(chart: OddsChart) -> list[tuple[str, float, float]]:
    """Each label's text and position, as the plot holds them."""
    items = chart.plot.getPlotItem().items
    return [(label.toPlainText(), label.pos().x(), label.pos().y())
            for label in chart._labels if label in items]


def test_labels_follow_the_points(qtbot) -> None:
    chart = OddsChart()
    qtbot.addWidget(chart)
    chart.show()  # the plot is made when the chart is first shown (issue 17)
    chart.set_theme(BoardTheme.make(False, False))
    chart.set_points([(1, 7.9), (2, 20.2)])
    first = list(chart._labels)
    assert _shown(chart) == [("8", 1.0, 9.9), ("20", 2.0, 22.2)]

    chart.set_points([(1, 7.9), (2, 20.2), (3, 44.4)])  # a roll: one label more
    assert _shown(chart) == [("8", 1.0, 9.9), ("20", 2.0, 22.2), ("44", 3.0, 46.4)]
    assert chart._labels[:2] == first  # re-used, not rebuilt

    chart.set_points([(1, 30.6)])  # a new turn: fewer points, the rest leave the plot
    assert _shown(chart) == [("31", 1.0, 32.6)]
    assert len(chart._labels) == 1
    assert sum(1 for item in chart.plot.getPlotItem().items
               if item in first[1:]) == 0

    dark = BoardTheme.make(True, False)
    chart.set_theme(dark)  # the labels take the new text colour
    assert chart._labels[0].color.name() == QColor(dark.text).name()
    chart.clear()
    assert _shown(chart) == [] and chart._labels == []


def test_the_plot_is_made_only_when_the_chart_is_shown(qtbot) -> None:
    """Issue 17: the plot was 16-25 ms of a Can't Stop start, in the turn of the board's
    first paint, though the chart stays hidden while the odds are off (the default).
    Counted: plots made."""
    chart = OddsChart()
    qtbot.addWidget(chart)
    chart.set_points([(1, 7.9), (2, 20.2)])
    chart.set_theme(BoardTheme.make(True, False))
    assert chart._plot is None  # hidden: nothing made
    chart.show()
    assert chart._plot is not None
    assert _shown(chart) == [("8", 1.0, 9.9), ("20", 2.0, 22.2)]  # what it was given
    assert chart.plot.backgroundBrush().color().name() == \
        QColor(BoardTheme.make(True, False).background).name()
