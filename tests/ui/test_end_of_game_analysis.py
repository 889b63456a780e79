"""The end-of-game screen's Analyse (issue 19): it opens review with an analysis of the
human player's decisions, and a kept analysis is summed up on the screen."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from climbdesk.bots.analysis import Analysis, Mark, Verdict, decisions
from climbdesk.bots.registry import game_bots
from climbdesk.core.record import Seat
from climbdesk.core.registry import get_game
from climbdesk.library.analyses import keep_analysis
from climbdesk.ui import stats
from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, window  # noqa: F401


def play_to_the_end(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ann and Ben play Stairs at random to the end on the window's controller."""
    window.start_new(get_game("stairs"), [Seat("Ann"), Seat("Ben")], {})
    c = window.controller
    assert c is not None
    rng = random.Random(3)
    while not c.state.is_terminal():
        before = len(c.history)
        assert c.play(rng.choice(c.state.legal_actions()))
        qtbot.waitUntil(lambda b=before: len(c.history) > b, timeout=20000)
    qtbot.waitUntil(window.game_page.banner.isVisible, timeout=20000)


def planted(window: MainWindow) -> Analysis:
    """A kept analysis of Ann's decisions: the first one very bad (10 points lost), the
    second doubtful (3 points), the rest as the bot would have played."""
    c = window.controller
    assert c is not None
    record = c.match.truncated_record()
    indices = decisions(record, 0)
    verdicts = [Verdict(i, record.actions[i], record.actions[i], 0.5, 0.5) for i in indices]
    verdicts[0] = Verdict(indices[0], record.actions[indices[0]], record.actions[indices[0]],
                          0.40, 0.50)
    verdicts[1] = Verdict(indices[1], record.actions[indices[1]], record.actions[indices[1]],
                          0.47, 0.50)
    analysis = Analysis(0, game_bots("stairs").hint_level, 1, 4, tuple(verdicts))
    assert [v.mark for v in verdicts[:3]] == [Mark.VERY_BAD, Mark.DOUBTFUL, Mark.NONE]
    assert keep_analysis(stats.keeper().library(), record, 0, analysis.level.value,
                         analysis.to_json())
    return analysis


def test_analyse_is_a_named_key_reachable_button_that_opens_review_analysing_the_human(
        window: MainWindow, qtbot) -> None:
    play_to_the_end(window, qtbot)
    banner = window.game_page.banner
    button = banner.analyse_button
    assert button.isVisible() and button.isEnabled() and button.text() == "Analyse"
    assert button.accessibleName() == "Analyse the game"
    assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert not banner.scores.analysis.isVisibleTo(banner)  # nothing analysed yet
    panel = window.reviews.page.analysis
    panel.playouts = 2
    button.setFocus()
    qtbot.keyClick(button, Qt.Key.Key_Space)
    assert window.reviews.session() is not None
    assert panel.request is not None  # the analysis runs in the bot worker
    assert panel.seat_box.currentText() == "Ann"
    panel.cancel()


def test_a_kept_analysis_is_shown_at_once_and_summed_up_on_the_screen(
        window: MainWindow, qtbot) -> None:
    play_to_the_end(window, qtbot)
    analysis = planted(window)
    banner = window.game_page.banner
    assert window.reviews.analyse_current()
    page = window.reviews.page
    assert page.analysis.request is None and page.analysis.analysis == analysis
    page.close_review()  # back to the end-of-game screen, which now sums it up
    assert window.stack.currentWidget() is window.game_page
    summary = banner.scores.analysis
    assert summary.isVisibleTo(banner)
    decided = len(analysis.verdicts)
    assert summary.text() == (f"Analysis of Ann: {decided} decisions, 1 doubtful (?!), 0 bad (?), "
                              "1 very bad (??); 13.0 points of win chance lost in all.")
