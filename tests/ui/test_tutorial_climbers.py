"""The guided first game of Climbers, played in the window by mouse and by keyboard.

The place step has no frame until the lifted block is turned the way the step
asks (the callout says so): the mouse run turns it with the wheel over the board,
the keyboard run with R, as a learner would; everything else is a click on (or
the cursor's Enter at) the ringed spot, or the window button the callout rings.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from climbdesk.games.climbers.actions import Place
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.tutorial.driver import TutorialDriver
from tests.ui.app_helpers import dialogs, window  # noqa: F401 (fixtures)
from tests.ui.tutorial_helpers import start
from tests.ui.tutorial_ring import click_ring, enter_ring, wheel


def _play(qtbot, win: MainWindow, driver: TutorialDriver,  # type: ignore[no-untyped-def]
          act: Callable[[], None], turn: Callable[[], None]) -> tuple[int, int]:
    """Until the guided game is done: turn the lifted block while the place step has
    no frame, else act on the ring.  Returns (acts, turns)."""
    scene = win.game_page.scene
    assert isinstance(scene, ClimbersBoardScene)
    acts = turns = 0
    while not driver.done:
        assert acts < 40 and turns < 20, "the guided game did not end"
        step = driver.step()
        if step is None or not step.learner or not scene.accepts_input():
            qtbot.waitUntil(lambda s=step: driver.step() is not s or driver.done, timeout=20000)
            continue
        qtbot.waitUntil(lambda: driver.board_spot is not None or driver.button is not None
                        or isinstance(driver.step().action if driver.step() else None, Place)
                        and scene.state is not None and scene.state.phase == "place",
                        timeout=20000)
        before = (driver.index, scene.orient, driver.board_spot)
        if driver.board_spot is None and driver.button is None:
            assert "R" in driver.callout.accessibleDescription()  # the callout says how
            turn()
            turns += 1
        else:
            act()
            acts += 1
        qtbot.waitUntil(lambda b=before: (driver.index, scene.orient, driver.board_spot) != b
                        or driver.done, timeout=20000)
        qtbot.wait(20)  # the callout follows on the next turn of the event loop
    return acts, turns


def test_the_climbers_guided_game_is_played_by_mouse(qtbot, window) -> None:  # noqa: F811
    driver = start(qtbot, window, "climbers")
    acts, turns = _play(qtbot, window, driver, lambda: click_ring(qtbot, window, driver),
                        lambda: wheel(window, -1))
    assert acts == 5 and turns == 2  # five clicks; the block turned twice
    learner = [step.action for step in driver.script.steps]
    history = [entry.action for entry in window.controller.history if entry.actor >= 0]
    assert history[:len(learner)] == learner
    assert driver.done and driver.step() is None
    assert driver.callout.play_button.isVisible()
    assert "basics" in driver.callout.accessibleDescription()


def test_the_climbers_guided_game_is_played_by_keyboard(qtbot, window) -> None:  # noqa: F811
    driver = start(qtbot, window, "climbers")
    view = window.game_page.view
    acts, turns = _play(qtbot, window, driver, lambda: enter_ring(qtbot, window, driver),
                        lambda: qtbot.keyClick(view, Qt.Key.Key_R))
    assert acts == 5 and turns == 2
    assert driver.done and len([e for e in window.controller.history if e.actor >= 0]) >= 10
