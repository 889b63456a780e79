"""Issue 17 (a shown move ≤ 5 ms): the wall board keeps the wall in its views' background
cache and repaints only the moving parts that changed (``boards/wall/parts.py``).  A part
whose look forgot something it draws, or a box too small for its strokes, would leave
stale pixels: after every position of random games, hints and hovered spots included, in
the light and the dark theme, the window must equal a fresh board's (within the few
levels of antialiasing Qt paints differently through a clip, see NEAR).
And the work is counted (never timed): a redraw that changes nothing repaints nothing, a
move that places no panel leaves the kept wall alone, a placed panel repaints its place.
"""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from climbdesk.core.state import NOBODY, State
from climbdesk.games.wall.actions import Clip
from climbdesk.games.wall.deck import SIDE
from climbdesk.games.wall.engine import GAME, WallState
from climbdesk.games.wall.phases import WallPhase
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.wall.scene import FIT_STEPS, WallBoardScene
from climbdesk.ui.boards.wall.spots import HoldSpot
from climbdesk.ui.palette import board_theme

from .board_helpers import show_board, worst_channel
from .test_wall_board import _choose

SIZE = (900, 640)
#: The most one colour channel may differ.  Qt's raster engine antialiases a stroke
#: painted through a clip a few levels apart from the same stroke painted whole, so a
#: panel's place painted again (the clip is its area) may differ by that much along the
#: grid lines and edges it cuts; a part left stale differs by far more (a piece: ~200).
NEAR = 8


def _positions(players: int, count: int, seed: int) -> list[WallState]:
    """``count`` positions of one random game in order, chance drawn (the wall's deck
    and dice are sampled, not listed)."""
    rng = random.Random(seed)
    state = GAME.new_initial_state(players)
    out: list[WallState] = []
    while len(out) < count and not state.is_terminal():
        while state.is_chance_node():
            state.apply(state.sample_chance(rng))
        # The builder's policy of the board's own tests (random rolls fall off the wall
        # within a few moves; this one rests, places panels and climbs), clipping in
        # whenever it may.
        clips = [a for a in state.legal_actions() if isinstance(a, Clip)]
        state.apply(rng.choice(clips) if clips else _choose(state, rng))
        while state.is_chance_node():
            state.apply(state.sample_chance(rng))
        out.append(state.clone())
    return out


def _viewer(state: State) -> int:
    seat = state.current_player()
    return seat if seat >= 0 else NOBODY


def _show(scene: WallBoardScene, state: WallState, i: int) -> None:
    """Show ``state`` as the seat to move sees it; every third position with a hint,
    every other one with the mouse over a spot that may be picked."""
    scene.set_position(state.view(_viewer(state)), interactive=True)
    legal = [] if state.is_terminal() else state.legal_actions()
    if i % 3 == 1 and legal:
        scene.show_hint(legal[i % len(legal)])
    # A hold first: its route and price are drawn.
    spots = sorted(scene.pickables(), key=lambda s: not isinstance(s.key, HoldSpot))
    # The window's scene keeps a hover a fresh one never had: set it either way.
    scene.hover = spots[0].key if i % 2 == 0 and spots else None
    scene.redraw()


def _grab(view: BoardView) -> QImage:
    """The window's backing store as the incremental repaints left it (not a fresh
    rendering, as ``QWidget.grab`` makes)."""
    QApplication.processEvents()
    return view.screen().grabWindow(view.winId()).toImage()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_the_window_equals_a_fresh_board_after_every_position(qtbot, dark: bool) -> None:  # type: ignore[no-untyped-def]
    # Every fourth position, and every one where a climb may be chosen (routes, prices).
    positions = [p for k, p in enumerate(_positions(2, 60, 5) + _positions(3, 60, 4))
                 if k % 4 == 0 or p.phase is WallPhase.SPEND]
    theme = board_theme(dark)
    scene = WallBoardScene()
    scene.set_theme(theme)
    view = show_board(qtbot, scene, *SIZE)
    shown = []
    worsts: list[int] = []
    kinds: set[str] = set()
    spreads = refits = 0
    for i, state in enumerate(positions):
        layout, scale = scene.layout, view.transform().m11()
        _show(scene, state, i)
        shown.append(_grab(view))
        kinds |= {part.kind for part in scene._item.parts}
        if layout is not None and scene.layout != layout:
            refits += view.transform().m11() != scale
            spreads += view.transform().m11() == scale
    # Every kind of moving part was on show at least once.
    assert {"clip", "piece", "hand_panel", "target", "hint", "route", "cost"} <= kinds, kinds
    # The wall spread at the scale it had (its kept picture scrolled, strips painted)
    # and at a new one (painted whole), both more than once.
    assert spreads >= 2 and refits >= 2, (spreads, refits)
    placed = {len(p.wall.visible()) for p in positions}
    assert len(placed) >= 3  # the wall grew in between: its kept picture was repainted
    # Only now the fresh boards: showing another window repaints the first one whole.
    for i, state in enumerate(positions):
        fresh_scene = WallBoardScene()
        fresh_scene.set_theme(theme)
        fresh = show_board(qtbot, fresh_scene, *SIZE)
        _show(fresh_scene, state, i)
        worsts.append(worst_channel(shown[i], _grab(fresh)))
        fresh.close()
    assert max(worsts) <= NEAR, [(i, w) for i, w in enumerate(worsts) if w > NEAR]


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


def test_a_new_theme_paints_the_kept_wall_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The theme is in both looks: after switching to dark the window equals a fresh
    dark board, though the kept wall and the parts were painted light."""
    state = _positions(2, 30, 5)[-1]
    scene = WallBoardScene()
    scene.set_theme(board_theme(False))
    view = show_board(qtbot, scene, *SIZE)
    _show(scene, state, 1)
    light = _grab(view)
    whole = scene.wall_repaints[0]
    scene.set_theme(board_theme(True))
    dark = _grab(view)
    assert scene.wall_repaints[0] == whole + 1
    assert worst_channel(light, dark) > 40  # the theme did change the picture
    fresh_scene = WallBoardScene()
    fresh_scene.set_theme(board_theme(True))
    fresh = show_board(qtbot, fresh_scene, *SIZE)
    _show(fresh_scene, state, 1)
    assert worst_channel(dark, _grab(fresh)) <= NEAR


def test_a_wall_that_spreads_at_the_same_scale_keeps_its_picture(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Scene coordinates are the squares' and the fitted scale moves in steps: a panel
    beside the wall paints the new columns and the ruler, not the whole wall again."""
    scene = WallBoardScene()
    view = show_board(qtbot, scene, *SIZE)
    positions = _positions(2, 60, 5)
    _show(scene, positions[0], 0)
    QApplication.processEvents()
    spreads = 0
    for i, state in enumerate(positions[1:], 1):
        layout, scale = scene.layout, view.transform().m11()
        whole, painted = scene.wall_repaints[0], scene.wall_paints
        _show(scene, state, i)
        QApplication.processEvents()
        # The scale is one of the steps, an eighth of a doubling apart.
        steps = math.log2(view.transform().m11()) * FIT_STEPS
        assert abs(steps - round(steps)) < 1e-6, view.transform().m11()
        if scene.layout == layout or view.transform().m11() != scale:
            continue
        assert scene.wall_repaints[0] == whole  # in strips, not whole
        assert scene.wall_paints == painted + 1  # one paint: Qt unites the strips
        spreads += 1
    assert spreads >= 2, spreads


def test_a_new_panel_high_on_the_wall_repaints_no_start_slot(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A new panel's place painted again drew every start slot's dashed outline on the
    ground too, far outside it (0.2 ms, crash12): only the slots the area reaches."""
    scene = WallBoardScene()
    view = show_board(qtbot, scene, *SIZE)
    positions = _positions(2, 60, 5)
    _show(scene, positions[0], 0)
    QApplication.processEvents()
    high = 0
    for before, state in zip(positions, positions[1:], strict=False):
        layout, paints, whole = scene.layout, scene.wall_paints, scene.wall_repaints[0]
        transform = view.transform()
        scene.set_position(state.view(_viewer(state)), interactive=True)
        QApplication.processEvents()
        new = set(state.wall.visible()) - set(before.wall.visible())
        if not new or scene.layout != layout or view.transform() != transform \
                or scene.wall_repaints[0] != whole or scene.wall_paints != paints + 1:
            continue  # no panel came, or the wall was painted whole (or rescaled)
        if all(placed.y >= 2 * SIDE for placed in new):  # a panel's height clear of them
            assert scene._wall_painted["slot"] == 0, state.wall.visible()
            high += 1
    assert high >= 2, high
