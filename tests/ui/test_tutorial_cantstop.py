"""The guided first game of Can't Stop, played in the window by mouse and by keyboard."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)
from __future__ import annotations

from climbdesk.ui.boards.cantstop.spots import RollButton

from .app_helpers import dialogs, window  # noqa: F401
from .tutorial_helpers import play_by_keyboard, play_by_mouse, start


def test_the_can_t_stop_guided_game_is_played_by_mouse(qtbot, window) -> None:
    driver = start(qtbot, window, "cantstop")
    assert driver.board_spot is not None and driver.board_spot.key == RollButton()
    clicks = play_by_mouse(qtbot, window, driver)
    assert clicks == 5  # Roll, a chip, Roll, a chip, Stop
    decisions = [e.action for e in window.controller.history if e.actor >= 0]
    assert decisions == [step.action for step in driver.script.steps]
    state = window.controller.state
    assert state.last_bust and state.current_player() == driver.script.learner
    assert "Bust" in driver.callout.accessibleDescription()


def test_the_can_t_stop_guided_game_is_played_by_keyboard(qtbot, window) -> None:
    driver = start(qtbot, window, "cantstop")
    assert play_by_keyboard(qtbot, window, driver) == 5
    assert driver.done and driver.step() is None
