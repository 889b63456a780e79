"""The guided first game of Climb On! (dice), played in the window by mouse and keyboard."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)
from __future__ import annotations

from climbdesk.ui.boards.summit.spots import ClimberSpot

from .app_helpers import dialogs, window  # noqa: F401
from .tutorial_helpers import play_by_keyboard, play_by_mouse, start


def test_the_climb_on_guided_game_is_played_by_mouse(qtbot, window) -> None:
    driver = start(qtbot, window, "summit")
    assert driver.board_spot is not None and driver.board_spot.key == ClimberSpot(0, 0)
    clicks = play_by_mouse(qtbot, window, driver)
    assert clicks == 9  # two climbs of three clicks, a token, two accepts
    decisions = [e.action for e in window.controller.history if e.actor >= 0]
    assert decisions == [step.action for step in driver.script.steps]
    levels = window.controller.state.levels
    assert list(levels[0][:2]) == [1, 1] and list(levels[1][:2]) == [1, 0]
    assert "basics" in driver.callout.accessibleDescription()


def test_the_climb_on_guided_game_is_played_by_keyboard(qtbot, window) -> None:
    driver = start(qtbot, window, "summit")
    assert play_by_keyboard(qtbot, window, driver) == 9
    assert driver.done and driver.step() is None
