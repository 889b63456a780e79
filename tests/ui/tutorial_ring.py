"""Acting where a guided game's callout points, for the games whose steps first ask
for a turn of the piece in hand (Climbers' lifted block, the wall's hand panel).

``tutorial_helpers`` plays by clicking or steering to the ring; these helpers add
the turn by the mouse wheel and acting on a ringed side-panel control.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.tutorial.driver import TutorialDriver
from tests.ui.keyboard_helpers import steer

LEFT = Qt.MouseButton.LeftButton


def wheel(win: MainWindow, notch: int) -> None:
    """One notch of the mouse wheel (``notch`` +1 or -1) over the middle of the board."""
    view = win.game_page.view
    assert view is not None
    at = QPointF(view.viewport().rect().center())
    event = QWheelEvent(at, QPointF(view.viewport().mapToGlobal(at.toPoint())), QPoint(0, 0),
                        QPoint(0, 120 * notch), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def click_ring(qtbot, win: MainWindow, driver: TutorialDriver) -> None:  # type: ignore[no-untyped-def]
    """Click the ringed button, or the centre of the ringed board spot."""
    if driver.button is not None:
        qtbot.mouseClick(driver.button, LEFT)
        return
    view, spot = win.game_page.view, driver.board_spot
    assert view is not None and spot is not None
    view.ensureVisible(spot.rect)
    point = driver.target_point()
    assert point is not None and view.viewport().rect().contains(point)
    qtbot.mouseClick(view.viewport(), LEFT, pos=point)


def enter_ring(qtbot, win: MainWindow, driver: TutorialDriver) -> None:  # type: ignore[no-untyped-def]
    """Space on the ringed button (focused as Tab would), or steer the board's cursor
    to the ringed spot and press Enter."""
    page = win.game_page
    view, scene = page.view, page.scene
    assert view is not None and scene is not None
    if driver.button is not None:
        driver.button.setFocus()
        qtbot.keyClick(driver.button, Qt.Key.Key_Space)
        view.setFocus()
        return
    spot = driver.board_spot
    assert spot is not None
    steer(qtbot, view, scene, spot.key)  # type: ignore[arg-type]
    qtbot.keyClick(view, Qt.Key.Key_Return)
