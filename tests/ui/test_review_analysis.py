"""Review mode's Analyse…: progress and Cancel, marks in the move list, the plot's
jump to a move, and the library keeping the result for a second look (issue 19)."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from climbdesk.bots.analysis import decisions
from climbdesk.core.record import Seat
from climbdesk.core.registry import get_game
from climbdesk.library.entries import entry_for
from climbdesk.ui import stats
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.review_page import ReviewPage

from .app_helpers import dialogs, humans, stairs, window  # noqa: F401
from .review_helpers import played

SEATS = [Seat("Ann"), Seat("Robo", "bot", "easy")]


def _page(window: MainWindow) -> ReviewPage:
    page = window.reviews.page
    assert window.stack.currentWidget() is page
    return page


def _finished_summit():  # type: ignore[no-untyped-def]
    record = played(get_game("summit"), seed=7, seats=SEATS)
    final = record.replay()
    stats.keeper().library().put(entry_for(record, final.outcome(), 10))
    return record


def test_analyse_marks_moves_plots_jumps_and_is_kept_for_a_second_look(window, qtbot) -> None:
    record = _finished_summit()
    assert window.review(record)
    page = _page(window)
    panel = page.analysis
    panel.playouts = 4
    assert panel.analyse_button.isEnabled() and panel.seat_box.currentText() == "Ann"
    panel.analyse_button.click()
    assert panel.request is not None and panel.cancel_button.isVisibleTo(panel)
    qtbot.waitUntil(lambda: panel.analysis is not None, timeout=60000)
    assert not panel.cancel_button.isVisibleTo(panel)
    wanted = decisions(record, 0)
    assert [x for x, _ in panel.points()] == [i + 1 for i in wanted]
    assert panel.plot.isVisibleTo(panel)
    marks = panel.marks()
    assert page.history.marks == marks
    if marks:  # a random player's game: its worst row carries its mark
        assert any(t.endswith(("?!", "?", "??")) for t in page.history.texts())
    # A click on a plot point shows the position after that move.
    target = panel.points()[len(wanted) // 2][0]
    panel.jump.emit(target)
    assert page.index == target
    first = panel.analysis
    # Closing and opening the review again: the analysis comes from the library at once.
    page.close_review()
    assert window.review(record)
    assert panel.request is None and panel.analysis == first


def test_cancel_stops_the_analysis_and_leaves_nothing_marked(window, qtbot) -> None:
    record = _finished_summit()
    assert window.review(record)
    panel = _page(window).analysis
    panel.playouts = 100000
    panel.analyse_button.click()
    assert panel.progress.isVisibleTo(panel)
    panel.cancel_button.click()
    assert panel.request is None and panel.analysis is None
    assert not panel.progress.isVisibleTo(panel) and panel.analyse_button.isEnabled()
    assert _page(window).history.marks == {}


def test_an_unfinished_game_cannot_be_analysed(window) -> None:
    record = played(get_game("summit"), seed=7, seats=SEATS, upto=10)
    assert window.review(record)
    panel = _page(window).analysis
    assert not panel.analyse_button.isEnabled()
    assert "finished" in panel.summary.text()


def test_an_analysis_superseded_in_the_worker_says_so_and_can_be_run_again(window,
                                                                         qtbot) -> None:
    record = _finished_summit()
    assert window.review(record)
    panel = _page(window).analysis
    panel.playouts = 100000
    panel.analyse_button.click()
    request = panel.request
    assert request is not None
    panel.runner().dropped.emit(request, "cancelled")  # as when a bot's move supersedes it
    assert panel.request is None and panel.analyse_button.isEnabled()
    assert "interrupted" in panel.summary.text()
    assert not panel.progress.isVisibleTo(panel)
    panel.runner().cancel(request)
