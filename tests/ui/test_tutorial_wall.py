"""The guided first game of the wall, played in the window by mouse (and by keyboard).

The learner does what the callout rings: a hand panel, a spot on the wall, a hold,
a clip square, the turn panel's buttons and dice, the window's buttons.  While the
ring stays on the panel in hand (the step wants it turned), the mouse run turns it
with the wheel over the board and the keyboard run with R.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt

from climbdesk.games.wall.actions import Clip, Roll, Spend
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.tutorial.driver import TutorialDriver
from tests.ui.app_helpers import dialogs, window  # noqa: F401 (fixtures)
from tests.ui.tutorial_helpers import start
from tests.ui.tutorial_ring import click_ring, enter_ring, wheel


def _where(driver: TutorialDriver, scene: WallBoardScene) -> tuple[object, ...]:
    spot = driver.board_spot
    return (driver.index, driver.done, spot.key if spot else None, driver.button,
            scene.picked, scene.rotation, tuple(scene.turn.roles))


def _play(qtbot, win: MainWindow, driver: TutorialDriver,  # type: ignore[no-untyped-def]
          act: Callable[[], None], turn: Callable[[], None]) -> tuple[int, int]:
    """Until the guided game is done: turn the panel in hand while the ring stays on
    it, else act on the ring (or the ringed button).  Returns (acts, turns)."""
    scene = win.game_page.scene
    assert isinstance(scene, WallBoardScene)
    acts = turns = 0
    while not driver.done:
        assert acts < 60 and turns < 10, "the guided game did not end"
        qtbot.waitUntil(lambda: driver.done or (
            driver.step() is not None and driver.step().learner
            and (driver.board_spot is not None and scene.accepts_input()
                 or driver.button is not None)), timeout=20000)
        if driver.done:
            break
        before = _where(driver, scene)
        spot = driver.board_spot
        if spot is not None and spot.key == scene.picked and not spot.final:
            turn()
            turns += 1
        else:
            act()
            acts += 1
        qtbot.waitUntil(lambda b=before: _where(driver, scene) != b, timeout=20000)
        qtbot.wait(20)  # the callout follows on the next turn of the event loop
    return acts, turns


def test_the_wall_guided_game_is_played_by_mouse(qtbot, window) -> None:  # noqa: F811
    driver = start(qtbot, window, "wall")
    acts, turns = _play(qtbot, window, driver, lambda: click_ring(qtbot, window, driver),
                        lambda: wheel(window, 1))
    assert turns == 1  # the first panel, a quarter turn
    learner = [step.action for step in driver.script.steps]
    history = [entry.action for entry in window.controller.history if entry.actor >= 0]
    assert history[:len(learner)] == learner
    kinds = {type(a) for a in learner}
    assert {Roll, Spend, Clip} <= kinds
    assert acts >= len([s for s in driver.script.steps if s.learner])
    assert driver.done and driver.callout.play_button.isVisible()
    assert "basics" in driver.callout.accessibleDescription()


def test_the_wall_guided_game_is_played_by_keyboard(qtbot, window) -> None:  # noqa: F811
    driver = start(qtbot, window, "wall")
    view = window.game_page.view
    acts, turns = _play(qtbot, window, driver, lambda: enter_ring(qtbot, window, driver),
                        lambda: qtbot.keyClick(view, Qt.Key.Key_R))
    assert turns == 1
    assert driver.done and len([e for e in window.controller.history if e.actor >= 0]) \
        >= len(driver.script.steps)
