"""Issue 17 (a shown move ≤ 5 ms): the wall board keeps the wall in its views' background
cache and repaints only the moving parts that changed (``boards/wall/parts.py``).  A part
whose look forgot something it draws, or a box too small for its strokes, would leave
stale pixels: after every position of random games, hints and hovered spots included, in
the light and the dark theme, the window must equal a fresh board's, pixel for pixel.
And the work is counted (never timed): a redraw that changes nothing repaints nothing, a
move that places no panel leaves the kept wall alone, a placed panel repaints its place.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from climbdesk.core.state import NOBODY, State
from climbdesk.games.wall.engine import GAME, WallState
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.wall.scene import WallBoardScene
from climbdesk.ui.palette import board_theme

from .board_helpers import show_board, worst_channel
from .test_wall_board import _choose

SIZE = (900, 640)


def _positions(players: int, count: int, seed: int) -> list[WallState]:
    """``count`` positions of one random game in order, chance drawn (the wall's deck
    and dice are sampled, not listed)."""
    rng = random.Random(seed)
    state = GAME.new_initial_state(players)
    out: list[WallState] = []
    while len(out) < count and not state.is_terminal():
        while state.is_chance_node():
            state.apply(state.sample_chance(rng))
        # The builder's policy of the board's own tests: random rolls fall off the
        # wall within a few moves; this one rests, places panels and climbs.
        state.apply(_choose(state, rng))
        while state.is_chance_node():
            state.apply(state.sample_chance(rng))
        out.append(state.clone())
    return out


def _viewer(state: State) -> int:
    seat = state.current_player()
    return seat if seat >= 0 else NOBODY


def _show(scene: WallBoardScene, state: WallState, i: int) -> None:
    """Show ``state`` as the seat to move sees it; every third position with a hint,
    every fourth with the mouse over the first spot that may be picked."""
    scene.set_position(state.view(_viewer(state)), interactive=True)
    legal = [] if state.is_terminal() else state.legal_actions()
    if i % 3 == 1 and legal:
        scene.show_hint(legal[i % len(legal)])
    spots = scene.pickables()
    if i % 4 == 2 and spots:
        scene.hover = spots[0].key
        scene.redraw()


def _grab(view: BoardView) -> QImage:
    """The window's backing store as the incremental repaints left it (not a fresh
    rendering, as ``QWidget.grab`` makes)."""
    QApplication.processEvents()
    return view.screen().grabWindow(view.winId()).toImage()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_window_equals_a_fresh_board_after_every_position(qtbot, dark: bool) -> None:  # type: ignore[no-untyped-def]
    positions = _positions(2, 22, 5) + _positions(3, 12, 4)
    theme = board_theme(dark)
    scene = WallBoardScene()
    scene.set_theme(theme)
    view = show_board(qtbot, scene, *SIZE)
    shown = []
    worsts: list[int] = []
    for i, state in enumerate(positions):
        _show(scene, state, i)
        shown.append(_grab(view))
    placed = {len(p.wall.visible()) for p in positions}
    assert len(placed) >= 3  # the wall grew in between: its kept picture was repainted
    # Only now the fresh boards: showing another window repaints the first one whole.
    for i, state in enumerate(positions):
        fresh_scene = WallBoardScene()
        fresh_scene.set_theme(theme)
        fresh = show_board(qtbot, fresh_scene, *SIZE)
        _show(fresh_scene, state, i)
        worst = worst_channel(shown[i], _grab(fresh))
        worsts.append(worst)
        fresh.close()
    assert max(worsts) <= 1, worsts


def test_a_redraw_that_changes_nothing_repaints_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = WallBoardScene()
    view = show_board(qtbot, scene, *SIZE)
    item = scene._item
    for i, state in enumerate(_positions(2, 16, 3)):
        _show(scene, state, i)
        QApplication.processEvents()
        counts = (item.whole_updates, item.part_updates, scene.wall_repaints)
        scene.redraw()
        assert (item.whole_updates, item.part_updates, scene.wall_repaints) == counts, i
        QApplication.processEvents()
    assert view.isVisible()


def test_a_move_repaints_what_changed_and_the_wall_only_for_a_panel(qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = WallBoardScene()
    show_board(qtbot, scene, *SIZE)
    item = scene._item
    positions = _positions(2, 40, 5)
    _show(scene, positions[0], 0)
    QApplication.processEvents()
    parts_moves = panel_moves = 0
    for before, state in zip(positions, positions[1:], strict=False):
        layout, rect = scene.layout, scene.sceneRect()
        whole, wall, painted = item.whole_updates, scene.wall_repaints, scene.wall_paints
        scene.set_position(state.view(_viewer(state)), interactive=True)
        QApplication.processEvents()
        if scene.layout != layout or scene.sceneRect() != rect:
            continue  # the wall grew a row or column: everything moved
        if before.wall.visible() == state.wall.visible():
            # No panel came: the kept wall is neither invalidated nor painted again,
            # and the moving parts repaint in boxes, not the whole board.
            assert (scene.wall_repaints, scene.wall_paints) == (wall, painted)
            assert item.whole_updates == whole
            parts_moves += 1
        else:
            # A panel came: its place is painted again, not the whole wall.
            assert scene.wall_repaints == (wall[0], wall[1] + 1)
            assert scene.wall_paints == painted + 1
            panel_moves += 1
    assert parts_moves >= 10 and panel_moves >= 1, (parts_moves, panel_moves)
