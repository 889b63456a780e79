"""Playing a guided game the way a learner does: where the callout rings, click or steer."""

from __future__ import annotations

from PySide6.QtCore import Qt

from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.tutorial.driver import TutorialDriver
from climbdesk.ui.tutorial.launch import start_tutorial
from tests.ui.keyboard_helpers import steer


def start(qtbot, window: MainWindow, game_key: str) -> TutorialDriver:  # type: ignore[no-untyped-def]
    driver = start_tutorial(window, game_key)
    assert driver is not None
    qtbot.waitUntil(lambda: driver.callout.isVisible(), timeout=20000)
    return driver


def _where(driver: TutorialDriver) -> tuple[object, ...]:
    spot = driver.board_spot
    return (driver.index, driver.done, spot.key if spot else None,
            spot.final if spot else None, driver.button)


def _wait_for_aim(qtbot, driver: TutorialDriver) -> None:  # type: ignore[no-untyped-def]
    """Until the learner has somewhere to act (or the rival has moved, or the end)."""
    def ready() -> bool:
        step = driver.step()
        return driver.done or (step is not None and step.learner
                               and (driver.board_spot is not None or driver.button is not None))
    qtbot.waitUntil(ready, timeout=20000)


def _after(qtbot, driver: TutorialDriver, before: tuple[object, ...]) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: _where(driver) != before, timeout=20000)


def play_by_mouse(qtbot, window: MainWindow, driver: TutorialDriver,  # type: ignore[no-untyped-def]
                  limit: int = 80) -> int:
    """Click wherever the callout rings until the guided game is done; the clicks made."""
    view = window.game_page.view
    assert view is not None
    clicks = 0
    while not driver.done:
        assert clicks < limit, "the guided game did not end"
        _wait_for_aim(qtbot, driver)
        if driver.done:
            break
        before = _where(driver)
        if driver.button is not None:
            qtbot.mouseClick(driver.button, Qt.MouseButton.LeftButton)
        else:
            point = driver.target_point()
            assert point is not None
            assert view.viewport().rect().contains(point), "the ringed spot is off screen"
            page = window.game_page
            ring = driver.frame.geometry()
            assert driver.frame.isVisible() and ring.contains(view.viewport().mapTo(page, point))
            assert not driver.callout.geometry().contains(view.viewport().mapTo(page, point))
            qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
        clicks += 1
        _after(qtbot, driver, before)
    return clicks


def play_by_keyboard(qtbot, window: MainWindow, driver: TutorialDriver,  # type: ignore[no-untyped-def]
                     limit: int = 80) -> int:
    """Steer the board's cursor to the ring and press Enter (window buttons: Tab's
    focus and Space) until the guided game is done; the Enters pressed."""
    page = window.game_page
    view, scene = page.view, page.scene
    assert view is not None and scene is not None
    presses = 0
    while not driver.done:
        assert presses < limit, "the guided game did not end"
        _wait_for_aim(qtbot, driver)
        if driver.done:
            break
        before = _where(driver)
        if driver.button is not None:
            driver.button.setFocus()
            qtbot.keyClick(driver.button, Qt.Key.Key_Space)
            view.setFocus()
        else:
            spot = driver.board_spot
            assert spot is not None
            steer(qtbot, view, scene, spot.key)  # type: ignore[arg-type]
            qtbot.keyClick(view, Qt.Key.Key_Return)
        presses += 1
        _after(qtbot, driver, before)
    return presses
