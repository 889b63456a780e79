"""Settings ▸ Statistics from the library (issue 19): the table's win rates and
streaks, the win-rate chart per bot level, and the CSV export."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent

from climbdesk.core.outcome import Outcome
from climbdesk.core.record import Seat
from climbdesk.ui import plot_teardown, stats
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.stats_dialog import StatisticsDialog
from tests.library_helpers import with_outcome

from .app_helpers import Dialogs, dialogs, window  # noqa: F401


def _fill() -> None:
    keeper = stats.keeper()
    win, loss = Outcome.single_winner(0, 2), Outcome.single_winner(1, 2)
    for i, outcome in enumerate([win, loss, win, win]):
        keeper.keep(with_outcome(outcome, [Seat("Ann"), Seat("E", "bot", "easy")], seed=i,
                                 ended=f"2026-06-0{i + 1}T10:00:00+00:00"))
    for i, outcome in enumerate([loss, loss]):
        keeper.keep(with_outcome(outcome, [Seat("Ann"), Seat("H", "bot", "hard")],
                                 seed=10 + i))
    keeper.keep(with_outcome(win, [Seat("Ann"), Seat("Cy")], seed=20))


@pytest.fixture
def dialog(qtbot) -> StatisticsDialog:  # type: ignore[no-untyped-def]
    _fill()
    d = StatisticsDialog()
    qtbot.addWidget(d)
    return d


def test_the_table_shows_win_rates_and_streaks(dialog: StatisticsDialog) -> None:
    top = dialog.tree.topLevelItem(0)
    assert top is not None and top.text(0) == "Stairs" and top.text(1) == "7"
    rows = {top.child(i).text(0): top.child(i) for i in range(top.childCount())}
    easy = rows["Against Easy bots"]
    assert [easy.text(c) for c in range(1, 6)] == ["4", "3", "75 %", "2", "2 won"]
    hard = rows["Against Hard bots"]
    assert (hard.text(3), hard.text(5)) == ("0 %", "2 lost")
    assert rows["Pass and play"].text(3) == "–"
    assert "Player: Cy" in rows


def test_the_chart_draws_one_line_per_bot_level(dialog: StatisticsDialog, qtbot) -> None:
    lines = dialog.trend_lines()
    assert [round(x) for x in lines["easy"]] == [100, 50, 67, 75]
    assert lines["hard"] == [0.0, 0.0] and "human" not in lines
    curves = dialog.chart.getPlotItem().listDataItems()
    assert len(curves) == 2
    assert "Stairs" in dialog.chart_title.text()
    assert all(curve.opts["symbol"] == "o" for curve in curves)  # a one-game level shows
    major, minor = dialog.chart.getAxis("bottom")._tickSpacing
    assert major[0] == 1 == minor[0]  # whole games: no "1.5 games played"
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.grab().isNull()


def test_export_writes_every_game_as_csv(dialog: StatisticsDialog, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "games.csv"
    monkeypatch.setattr(dialog, "ask_csv_path", lambda _default: target)
    assert dialog.export_button.isEnabled() and dialog.export_csv()
    with open(target, newline="", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))
    assert rows[0][:3] == ["Date", "Game", "Players"] and len(rows) == 8
    assert sum(r[3] == "Won" for r in rows[1:]) == 3


def test_the_dice_check_says_its_verdict_in_words(qtbot) -> None:  # type: ignore[no-untyped-def]
    from tests.library_helpers import entry
    from tests.test_library_dice import _game, dice_game

    key = dice_game()
    keeper = stats.keeper()
    for seed in range(6):
        keeper.keep(entry(_game(key, seed, loaded=True)))
    keeper.keep(with_outcome(Outcome.single_winner(0, 2), [Seat("Ann"), Seat("Cy")]))
    d = StatisticsDialog()
    qtbot.addWidget(d)
    rows = {d.tree.topLevelItem(i).data(0, 0x0100): d.tree.topLevelItem(i)
            for i in range(d.tree.topLevelItemCount())}
    d.tree.setCurrentItem(rows[key])
    assert not d.chart.isVisibleTo(d)  # no games against bots: no empty chart
    assert d.dice_button.isEnabled()
    result = d.check_dice()
    assert result is not None and not result.fair
    assert "unusual for fair dice" in d.dice_result.text()
    assert d.dice_result.isVisibleTo(d)
    if "stairs" in rows:  # a game without dice: nothing to check
        d.tree.setCurrentItem(rows["stairs"])
        assert not d.dice_button.isEnabled() and not d.dice_result.isVisibleTo(d)


def test_statistics_from_the_menu_goes_with_its_chart_when_closed(
        window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811
    """Every Statistics opened stayed a child of the main window, its chart with it,
    until the window went (crash14's note): now its chart is taken apart as it closes
    and the dialog is deleted."""
    _fill()
    opened: list[StatisticsDialog] = []

    def closed_at_once(self: StatisticsDialog) -> int:  # the modal loop, closed at once
        opened.append(self)
        return 0

    monkeypatch.setattr(StatisticsDialog, "exec", closed_at_once)
    before = plot_teardown.closed_count
    for _ in range(3):
        window.statistics()
    assert plot_teardown.closed_count == before + 3  # each chart closed once, as it closed
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChildren(StatisticsDialog) == []
    assert len(opened) == 3 and not any(shiboken6.isValid(d) for d in opened)
