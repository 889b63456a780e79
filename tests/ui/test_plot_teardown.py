"""Every pyqtgraph plot of the app is taken apart by pyqtgraph's own close() before anything
deletes it (issue 17, crash14: workers died with SIGSEGV destroying plots in the collector
and at the end of the odds chart's test).  Counted, never timed: plots closed, scene items
released."""

from __future__ import annotations

import gc
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from climbdesk.ui import plot_teardown
from climbdesk.ui.boards.cantstop.odds_chart import OddsChart
from climbdesk.ui.review_analysis import AnalysisPanel
from climbdesk.ui.stats_dialog import StatisticsDialog

ROOT = Path(__file__).resolve().parents[2]


def _deferred_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _chart() -> OddsChart:
    chart = OddsChart()
    assert chart.plot is not None  # made, as when the chart is first shown (issue 17)
    chart.set_points([(1, 7.9), (2, 20.2), (3, 44.4)])
    chart.set_points([(1, 30.6)])  # a new turn: two labels leave the plot
    return chart


def test_release_takes_the_whole_plot_apart_once() -> None:
    chart = _chart()
    scene = chart.plot.scene()
    held = len(scene.items())
    before = plot_teardown.closed_count
    assert chart.release() == held > 0
    assert scene.items() == []  # axes, their labels, the view box, bars and values: all gone
    assert plot_teardown.is_closed(chart.plot)
    assert chart.release() == 0 and plot_teardown.closed_count == before + 1
    chart.set_points([(1, 10.0)])  # the scene may still feed a chart on its way out
    assert chart.points() == [(1, 10.0)]
    chart.deleteLater()
    _deferred_deletes()


def _gone_by_last_reference() -> None:
    _chart()


def _gone_by_collector() -> None:
    chart = _chart()
    chart.cycle = chart  # type: ignore[attr-defined]
    del chart
    gc.collect()


def _gone_by_delete_later() -> None:
    chart = _chart()
    chart.deleteLater()
    _deferred_deletes()


def _gone_with_its_window() -> None:
    window = QWidget()
    QVBoxLayout(window).addWidget(_chart())
    window.show()  # the chart follows its window
    window.deleteLater()
    _deferred_deletes()


@pytest.mark.parametrize("gone", [_gone_by_last_reference, _gone_by_collector,
                                  _gone_by_delete_later, _gone_with_its_window],
                         ids=["last reference", "collector", "deleteLater", "its window"])
def test_the_odds_chart_closes_its_plot_however_it_goes(qtbot, gone) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    gc.collect()
    before = plot_teardown.closed_count
    gone()
    assert plot_teardown.closed_count == before + 1


def test_the_statistics_chart_and_the_analysis_plot_close_with_the_main_window(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    window = QWidget()
    panel = AnalysisPanel(parent=window)
    QVBoxLayout(window).addWidget(panel)
    window.show()
    dialog = StatisticsDialog(window)  # Statistics is opened on the main window
    dialog.show()
    plots = [panel.plot, dialog.chart]
    before = plot_teardown.closed_count
    window.deleteLater()
    _deferred_deletes()
    assert plot_teardown.closed_count == before + 2
    assert not any(shiboken6.isValid(plot) and plot.plotItem is not None for plot in plots)


# A Can't Stop panel's life, many times: a chart in a window, fed a turn, the window and
# chart dropped in reference cycles that the GUI thread's collector frees (ui.gui_gc),
# with a statistics dialog and an analysis panel beside it.
SCRIPT = textwrap.dedent("""
    import gc, sys
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
    app = QApplication([])
    from climbdesk.ui import gui_gc, plot_teardown
    gui_gc.install()
    from climbdesk.ui.boards.cantstop.odds_chart import OddsChart
    from climbdesk.ui.review_analysis import AnalysisPanel
    from climbdesk.ui.stats_dialog import StatisticsDialog
    N = int(sys.argv[1])
    for i in range(N):
        window = QWidget()
        chart = OddsChart()
        QVBoxLayout(window).addWidget(chart)
        chart.set_points([(1, 7.9), (2, 20.2), (3, 44.4)])
        window.show()
        app.processEvents()
        chart.set_points([(1, 30.6)])
        window.cycle = (window, chart)
        if i % 10 == 0:  # the statistics dialog goes by deleteLater, the analysis by the collector
            dialog = StatisticsDialog(); dialog.show(); dialog.deleteLater()
            panel = AnalysisPanel(); panel.plot; panel.cycle = panel  # its plot made, as shown
            del dialog, panel
        if i % 2:
            window.deleteLater()
        del window, chart
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        gc.collect()
    print("closed", plot_teardown.closed_count)
""")


def test_charts_made_and_dropped_in_cycles_close_in_a_process_of_their_own(tmp_path) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    charts = 30
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-c", SCRIPT, str(charts)],
                          cwd=ROOT, capture_output=True, text=True, timeout=240,
                          env={**_env(tmp_path), "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr[-3000:]
    assert f"closed {charts + 2 * (charts // 10)}" in done.stdout, done.stdout + done.stderr


def _env(tmp_path: Path) -> dict[str, str]:
    import os

    env = dict(os.environ)
    for key in ("CLIMBDESK_HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME"):
        env[key] = str(tmp_path / key.lower())
    return env
