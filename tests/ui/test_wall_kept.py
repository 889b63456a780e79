"""Issue 17: a placed panel (or a climber) that steps the wall's fitted scale used to
have the views paint the whole wall again at the new scale, the slowest shown moves of
the wall (p90 18 ms).  The wall is now painted ahead at the next scales down while a
position is on show (``boards/wall/kept.py``; those a panel's growth would fit it
at): the step copies that picture and paints only what changed.  Counted, never
timed; and the window equals a fresh board's."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.palette import board_theme

from .board_helpers import show_board, worst_channel
from .test_wall_repaint import NEAR, SIZE, _grab, _positions, _show


def _settle(qtbot, scene: WallBoardScene) -> None:  # type: ignore[no-untyped-def]
    """Let the board paint and the pictures be painted ahead (the idle turns after)."""
    QApplication.processEvents()
    qtbot.waitUntil(lambda: not scene.kept.busy, timeout=20000)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_a_step_of_the_fitted_scale_copies_the_wall_painted_ahead(qtbot, dark: bool) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    theme = board_theme(dark)
    scene = WallBoardScene()
    scene.set_theme(theme)
    view = show_board(qtbot, scene, *SIZE)
    positions = _positions(2, 60, 5)
    _show(scene, positions[0], 0)
    _settle(qtbot, scene)
    steps: list[tuple[int, object]] = []
    for i, state in enumerate(positions[1:], 1):
        scale, copies = view.transform().m11(), scene.kept.copies
        before = scene.wall_look
        _show(scene, state, i)
        QApplication.processEvents()
        if view.transform().m11() != scale:
            assert scene.kept.copies == copies + 1, i  # the picture, not the whole wall
            # Only the panels that came are painted (the whole wall: every panel).
            came = len(set(scene.wall_look.panels) - set(before.panels))  # type: ignore[union-attr]  # noqa: E501
            assert scene._wall_painted["panel"] <= came + 1 < len(state.wall.visible()), i
            steps.append((i, _grab(view)))
        _settle(qtbot, scene)
        assert scene.kept.painted_ahead > 0
    assert len(steps) >= 2, len(steps)
    # Only now the fresh boards: showing another window repaints the first one whole.
    for i, shown in steps:
        fresh_scene = WallBoardScene()
        fresh_scene.set_theme(theme)
        fresh = show_board(qtbot, fresh_scene, *SIZE)
        _show(fresh_scene, positions[i], i)
        worst = worst_channel(shown, _grab(fresh))
        assert worst <= NEAR, i
        fresh.close()


def test_a_position_shown_behind_a_hand_over_is_painted_ahead_once_the_board_shows(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Two humans hand the device over before every turn: the position comes while the
    board is hidden, and its pictures once the board has painted it (not a move later),
    at the scales a panel's growth would fit the board at."""
    scene = WallBoardScene()
    view = show_board(qtbot, scene, *SIZE)
    positions = _positions(2, 40, 5)
    _show(scene, positions[0], 0)
    _settle(qtbot, scene)
    painted = 0
    for i in range(4, len(positions), 4):
        view.hide()
        ahead = scene.kept.painted_ahead
        _show(scene, positions[i], i)
        for _ in range(5):
            QApplication.processEvents()
        assert scene.kept.painted_ahead == ahead  # nothing while no one sees the board
        view.show()
        qtbot.waitExposed(view)
        _settle(qtbot, scene)
        wanted = scene.kept._wanted(view)
        assert sorted(p.scale for p in scene.kept.pictures) == sorted(wanted), i
        assert all(w < view.transform().m11() for w in wanted), i  # steps down only
        painted += scene.kept.painted_ahead - ahead
    assert painted >= 4
