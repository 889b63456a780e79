"""Review's "Show best move" (issue 19): at an analysed decision the board draws the
analysis's best move the way it draws a Hint in play, on every registered game."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from climbdesk.bots.analysis import Analysis, Verdict, decisions
from climbdesk.bots.registry import game_bots
from climbdesk.core.actions import Action
from climbdesk.core.record import GameRecord, Seat
from climbdesk.core.registry import all_games, get_game
from climbdesk.library.analyses import keep_analysis
from climbdesk.library.entries import entry_for
from climbdesk.ui import stats
from climbdesk.ui.boards import BoardScene
from climbdesk.ui.boards.registry import board_registration
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.review_page import ReviewPage

from .app_helpers import dialogs, window  # noqa: F401
from .review_helpers import played

GAMES = [g.info.key for g in all_games() if board_registration(g.info.key) is not None]


def planted(record: GameRecord, scene_type: type[BoardScene]) -> Analysis:  # type: ignore[type-arg]
    """An analysis of seat 0 with one decision in the middle marked very bad: its best
    move is another legal move, one the board itself offers where there is one."""
    indices = decisions(record, 0)
    index = indices[len(indices) // 2]
    view = record.replay(index).view(0)
    played_action = record.actions[index]
    others = [a for a in view.legal_actions() if a != played_action]
    board = scene_type()
    on_board = [a for a in others if board.handles(a)]
    best: Action = (on_board or others)[0]
    verdicts = tuple(Verdict(i, record.actions[i], record.actions[i], 0.5, 0.5)
                     for i in indices if i != index)
    verdicts = tuple(sorted((*verdicts, Verdict(index, played_action, best, 0.3, 0.6)),
                            key=lambda v: v.index))
    return Analysis(0, game_bots(record.game).hint_level, 1, 4, verdicts)


def hint_pixels(page: ReviewPage) -> int:
    """Pixels of the board drawn in the theme's hint colour (give or take antialiasing):
    what a Hint, and the best move, are drawn in."""
    img = image(page).convertToFormat(QImage.Format.Format_RGB888)
    width, height, line = img.width(), img.height(), img.bytesPerLine()
    raw = np.frombuffer(img.constBits(), dtype=np.uint8, count=line * height)
    rgb = raw.reshape(height, line)[:, :width * 3].reshape(height, width, 3).astype(int)
    assert page.scene is not None
    hint = QColor(page.scene.theme.hint)
    want = np.array([hint.red(), hint.green(), hint.blue()])
    return int((np.abs(rgb - want).max(axis=2) <= 6).sum())


def image(page: ReviewPage) -> QImage:
    scene = page.scene
    assert scene is not None
    rect = scene.sceneRect()
    out = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    out.fill(Qt.GlobalColor.white)
    painter = QPainter(out)
    scene.render(painter)
    painter.end()
    return out


@pytest.mark.parametrize("key", GAMES)
def test_show_best_move_draws_the_analysis_choice_on_the_board(window: MainWindow,
                                                                key: str) -> None:
    record = played(get_game(key), seed=1, seats=[Seat("Ann"), Seat("Robo", "bot", "easy")])
    final = record.replay()
    library = stats.keeper().library()
    library.put(entry_for(record, final.outcome(), 10))
    from climbdesk.ui.boards import board_class

    analysis = planted(record, board_class(key))
    assert keep_analysis(library, record, 0, analysis.level.value, analysis.to_json())
    assert window.review(record)
    page = window.reviews.page
    panel = page.analysis
    assert panel.analysis == analysis  # from the library, without running anything
    assert panel.best_button.isEnabled() and not panel.best_button.isChecked()
    marked = next(v for v in analysis.verdicts if v.best != v.played)
    page.go(marked.index)
    plain = hint_pixels(page)
    page.go(marked.index + 1)  # the move-list row of the decision selected
    page.analysis.best_button.click()  # on: back to the position it was taken at
    assert page.index == marked.index
    assert page.scene is not None and page.best_move() == marked.best
    assert page.scene.hint == marked.best  # type: ignore[attr-defined]
    assert hint_pixels(page) > plain + 20, "the best move is not drawn"
    assert "points lost" in page.status.text()
    # A decision where the bot agreed shows the played move as its choice.
    agreed = next((v for v in analysis.verdicts if v.best == v.played), None)
    if agreed is not None:
        page.go(agreed.index)
        assert page.scene.hint == agreed.best  # type: ignore[attr-defined]
        assert "agrees" in page.status.text()
    # Between decisions, and once switched off, nothing is drawn.
    page.go(marked.index + 1 if marked.index + 1 not in {v.index for v in analysis.verdicts}
            else page.length)
    assert page.scene.hint is None  # type: ignore[attr-defined]
    page.go(marked.index)
    page.analysis.best_button.click()
    assert page.scene.hint is None  # type: ignore[attr-defined]
    assert hint_pixels(page) < plain + 20
