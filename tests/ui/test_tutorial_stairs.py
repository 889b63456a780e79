"""The guided first game of Stairs, played in the window by mouse and by keyboard."""

from __future__ import annotations

from PySide6.QtCore import Qt

from climbdesk.games.stairs.engine import Move
from tests.ui.app_helpers import dialogs, window  # noqa: F401 (fixtures)
from tests.ui.tutorial_helpers import play_by_keyboard, play_by_mouse, start


def test_the_stairs_guided_game_is_played_by_mouse(qtbot, window) -> None:  # noqa: F811
    driver = start(qtbot, window, "stairs")
    assert driver.board_spot is not None and driver.board_spot.key == Move.from_text("c3-d3").src
    clicks = play_by_mouse(qtbot, window, driver)
    assert clicks == 6  # three moves, each a pick and a drop
    history = [entry.action for entry in window.controller.history]
    assert history == [step.action for step in driver.script.steps]
    assert driver.done and driver.step() is None
    assert driver.callout.play_button.isVisible() and not driver.callout.skip_button.isVisible()
    assert "basics" in driver.callout.accessibleDescription()
    assert driver.announced[-1] == driver.callout.accessibleDescription()


def test_the_stairs_guided_game_is_played_by_keyboard(qtbot, window) -> None:  # noqa: F811
    driver = start(qtbot, window, "stairs")
    presses = play_by_keyboard(qtbot, window, driver)
    assert presses == 6
    assert driver.done and driver.step() is None
    assert len(window.controller.history) == len(driver.script.steps)


def test_a_move_other_than_the_step_s_is_refused_and_explained(qtbot, window) -> None:  # noqa: F811
    driver = start(qtbot, window, "stairs")
    page = window.game_page
    other = Move.from_text("a1-b1")
    assert other in page.controller.legal_actions(page.current_view())
    page.scene.choose(other)
    qtbot.waitUntil(lambda: driver.message != "", timeout=20000)
    assert not window.controller.history  # nothing applied
    assert driver.message in driver.callout.accessibleDescription()
    assert driver.index == 0 and driver.board_spot is not None


def test_esc_skips_and_the_game_is_not_autosaved(qtbot, window) -> None:  # noqa: F811
    from climbdesk import paths

    driver = start(qtbot, window, "stairs")
    play_first = driver.script.steps[0].action
    window.controller.play(play_first)
    qtbot.waitUntil(lambda: driver.index >= 1, timeout=20000)
    finished: list[bool] = []
    driver.finished.connect(finished.append)
    qtbot.keyClick(window.game_page.view, Qt.Key.Key_Escape)
    assert finished == [False]
    assert window.stack.currentWidget() is window.start_page
    assert not paths.autosave_path().exists()
