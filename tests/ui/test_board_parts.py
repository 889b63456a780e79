"""Issue 17 (a move ≤ 5 ms): Can't Stop and Climb On! are drawn in parts
(:class:`climbdesk.ui.boards.looks.LookItem`), each repainted only when its look changes
and otherwise copied from Qt's device cache.  A part whose look forgot something it
draws would stay stale on screen, so after every position of random games, hints
included, the window's pixels must equal a fresh board's; and a redraw that changes
nothing repaints nothing.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from climbdesk.core.game import Game
from climbdesk.core.state import State
from climbdesk.games.cantstop import GAME as CANTSTOP
from climbdesk.games.summit import GAME as SUMMIT
from climbdesk.ui.boards import BoardScene, pictures
from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene
from climbdesk.ui.boards.looks import LookItem
from climbdesk.ui.boards.summit.scene import SummitBoardScene

from .board_helpers import random_positions, show_board

BOARDS: list[tuple[str, Game, int, Callable[[], BoardScene]]] = [
    ("cantstop", CANTSTOP, 3, CantStopBoardScene),
    ("summit", SUMMIT, 4, SummitBoardScene),
]


def _show(scene: BoardScene, state: State, i: int) -> None:
    """Show ``state``; every third position with a hint (rings, outlines) on."""
    scene.set_position(state.clone(), interactive=True)
    legal = [] if state.is_terminal() else state.legal_actions()
    if i % 3 == 1 and legal:
        scene.show_hint(legal[i % len(legal)])


def _grab(view) -> QImage:  # type: ignore[no-untyped-def]
    """The window's backing store (not a fresh rendering, as ``QWidget.grab`` makes),
    without the announcement of an earlier move ("Bust!"), which no time passing in
    a test lets fade and a fresh board never saw."""
    QApplication.processEvents()
    view.scene()._hide_overlay()
    QApplication.processEvents()
    return view.screen().grabWindow(view.winId()).toImage()


@pytest.mark.parametrize(("name", "game", "players", "make"), BOARDS,
                         ids=[b[0] for b in BOARDS])
def test_the_window_equals_a_fresh_board_after_every_position(
        qtbot, name: str, game: Game, players: int, make: Callable[[], BoardScene]) -> None:
    scene = make()
    view = show_board(qtbot, scene, 900, 640)
    positions = random_positions(game, players, 18, 11)
    shown = []
    for i, state in enumerate(positions):
        _show(scene, state, i)
        shown.append(_grab(view))
    # Only now the fresh boards: showing another window repaints the first one whole,
    # and the kept pictures go, or a look that forgot something would find the stale
    # picture again under the same name.
    for i, state in enumerate(positions):
        pictures.clear()
        fresh_scene = make()
        fresh = show_board(qtbot, fresh_scene, 900, 640)
        if i > 0:  # the move just made, as the window saw it (Climb On!'s last roll)
            _show(fresh_scene, positions[i - 1], i - 1)
        _show(fresh_scene, state, i)
        assert shown[i] == _grab(fresh), f"{name}, position {i}: differs from a fresh board"
        fresh.close()


@pytest.mark.parametrize(("name", "game", "players", "make"), BOARDS,
                         ids=[b[0] for b in BOARDS])
def test_a_redraw_that_changes_nothing_repaints_nothing(
        qtbot, name: str, game: Game, players: int, make: Callable[[], BoardScene]) -> None:
    scene = make()
    show_board(qtbot, scene, 900, 640)
    parts = [item for item in scene.items() if isinstance(item, LookItem)]
    asked = 0
    for state in random_positions(game, players, 12, 4):
        before = sum(p.repaints for p in parts)
        scene.set_position(state.clone(), interactive=True)
        after = sum(p.repaints for p in parts)
        asked += after - before
        scene.redraw()
        assert sum(p.repaints for p in parts) == after, name
    # A move repaints a few parts, not all of them.
    assert 0 < asked < 12 * len(parts) / 2, (name, asked, len(parts))


@pytest.mark.parametrize(("name", "game", "players", "make"), BOARDS,
                         ids=[b[0] for b in BOARDS])
def test_a_new_theme_repaints_every_part(
        qtbot, name: str, game: Game, players: int, make: Callable[[], BoardScene]) -> None:
    """The theme is in every look: after switching to dark the window equals a fresh
    dark board, though the cached parts were painted light."""
    from climbdesk.ui.palette import board_theme

    state = random_positions(game, players, 6, 2)[-1]
    scene = make()
    view = show_board(qtbot, scene, 900, 640)
    _show(scene, state, 0)
    light = _grab(view)
    scene.set_theme(board_theme(True))
    shown = _grab(view)
    assert shown != light, name
    pictures.clear()
    fresh_scene = make()
    fresh_scene.set_theme(board_theme(True))
    fresh = show_board(qtbot, fresh_scene, 900, 640)
    _show(fresh_scene, state, 0)
    assert shown == _grab(fresh), name
