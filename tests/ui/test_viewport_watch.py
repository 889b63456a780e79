"""Issue 17 (crash12): the board helpers that wait for the view's paint (the wall
painted ahead, the turn panel after the board's paint) are the scene's children and
filter the view's viewport; the page deletes the view before the scene, and a test's
scene outlives its view.  Deleted in either order, and the scene shown again in a new
view, nothing may touch the deleted side (a RuntimeError in a slot, or worse)."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QApplication

from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.wall.scene import WallBoardScene

from .board_helpers import show_board
from .test_wall_repaint import SIZE, _positions, _show


def _view(qtbot, scene: WallBoardScene) -> BoardView:  # type: ignore[no-untyped-def]
    """A shown view the test deletes itself (qtbot would close it again)."""
    view = BoardView(scene)
    view.resize(*SIZE)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def test_the_view_deleted_first_and_the_scene_shown_in_a_new_view(qtbot) -> None:  # type: ignore[no-untyped-def]
    positions = _positions(2, 12, 5)
    scene = WallBoardScene()
    scene.side_panel()  # its sync waits for the board's paint (panel_later)
    first = _view(qtbot, scene)
    _show(scene, positions[0], 0)
    qtbot.waitUntil(lambda: not scene.kept.busy, timeout=20000)
    _show(scene, positions[1], 1)  # a refresh and the pictures wait for this paint…
    shiboken6.delete(first)  # …but the view goes first, its viewport with it
    qtbot.wait(20)  # the waiting helpers' timers run: they must not ask the dead viewport
    assert not scene.panel_later.pending
    _show(scene, positions[2], 2)  # shown nowhere: no filter to move
    second = show_board(qtbot, scene, *SIZE)
    ahead = scene.kept.painted_ahead
    for i in range(3, 6):
        _show(scene, positions[i], i)
        QApplication.processEvents()
        qtbot.waitUntil(lambda: not scene.kept.busy, timeout=20000)
    # The new view's paints are watched: the pictures are painted ahead again.
    assert scene.kept.painted_ahead > ahead
    assert second.isVisible()


def test_the_scene_deleted_first_while_its_view_paints_on(qtbot) -> None:  # type: ignore[no-untyped-def]
    positions = _positions(2, 4, 5)
    scene = WallBoardScene()
    scene.side_panel()
    view = show_board(qtbot, scene, *SIZE)
    _show(scene, positions[0], 0)
    qtbot.waitUntil(lambda: not scene.kept.busy, timeout=20000)
    _show(scene, positions[1], 1)  # its helpers wait for the viewport's next paint
    shiboken6.delete(scene)  # the helpers go with it, their filters with them
    view.viewport().update()
    qtbot.wait(20)  # the viewport paints: no filter of the deleted scene is called
    view.viewport().repaint()
    assert view.scene() is None
