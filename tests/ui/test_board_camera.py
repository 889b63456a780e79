"""The camera of BoardView: zoom, fit, pan and quarter turns, and that panning never plays."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QTransform, QWheelEvent
from PySide6.QtWidgets import QApplication

from climbdesk.games.stairs.engine import GAME, Move, parse_square
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.interaction import InteractiveBoardScene, Spot
from climbdesk.ui.boards.stairs.scene import StairsBoardScene
from climbdesk.ui.boards.view import MAX_ZOOM, MIN_ZOOM

from .board_helpers import LEFT, show_board

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier


class TurnableScene(InteractiveBoardScene):
    """A 300×100 strip of three spots that may be turned: proves the base supports it."""

    allows_rotation = True
    mark_targets = True

    def __init__(self) -> None:
        super().__init__()
        self.setSceneRect(QRectF(0, 0, 300, 100))

    def pickables(self) -> list[Spot]:
        return [Spot(i, QRectF(i * 100 + 10, 10, 80, 80)) for i in range(3)]


@pytest.fixture
def stairs(qtbot) -> tuple[StairsBoardScene, BoardView]:  # type: ignore[no-untyped-def]
    scene = StairsBoardScene()
    view = show_board(qtbot, scene, 600, 500)
    scene.set_position(GAME.new_initial_state(), interactive=True)
    return scene, view


def scale(view: BoardView) -> float:
    t = view.transform()
    return float((t.m11() ** 2 + t.m12() ** 2) ** 0.5)


def fits(view: BoardView, scene: InteractiveBoardScene) -> bool:
    shown = view.mapFromScene(scene.board_rect()).boundingRect()
    vp = view.viewport().rect()
    inside = vp.adjusted(-1, -1, 1, 1).contains(shown)
    touches = shown.width() >= vp.width() - 12 or shown.height() >= vp.height() - 12
    return inside and touches


def test_default_is_fit_and_follows_resizes(qtbot, stairs) -> None:
    scene, view = stairs
    assert view.fitting and fits(view, scene)
    view.resize(900, 420)
    qtbot.waitUntil(lambda: view.viewport().width() > 800, timeout=20000)
    assert fits(view, scene)


def test_zoom_keys_and_wheel_stay_in_bounds_and_f_fits_again(qtbot, stairs) -> None:
    scene, view = stairs
    fitted = scale(view)
    qtbot.keyClick(view, Qt.Key.Key_Plus, CTRL)
    assert scale(view) == pytest.approx(fitted * 1.25)
    assert not view.fitting
    qtbot.keyClick(view, Qt.Key.Key_Minus, CTRL)
    assert scale(view) == pytest.approx(fitted)
    for _ in range(30):
        qtbot.keyClick(view, Qt.Key.Key_Plus, CTRL)
    assert scale(view) == pytest.approx(fitted * MAX_ZOOM)
    for _ in range(30):
        qtbot.keyClick(view, Qt.Key.Key_Minus, CTRL)
    assert scale(view) == pytest.approx(fitted * MIN_ZOOM)
    qtbot.keyClick(view, Qt.Key.Key_F)
    assert view.fitting and scale(view) == pytest.approx(fitted) and fits(view, scene)
    # The wheel zooms around the mouse: the square under it stays under it (the board
    # cannot scroll past its edges, so this holds away from them).
    b3 = scene.square_center(parse_square("b3"))
    under = view.mapFromScene(b3)
    wheel = QWheelEvent(QPointF(under), QPointF(view.viewport().mapToGlobal(under)), QPoint(),
                        QPoint(0, 240), Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), wheel)
    assert scale(view) == pytest.approx(fitted * 1.5625)
    assert (view.mapFromScene(b3) - under).manhattanLength() <= 2


def test_pan_by_drag_on_empty_space_and_shift_arrows_never_plays(qtbot, stairs) -> None:
    scene, view = stairs
    view.zoom_by(3.0)
    start = view.view_centre()
    # Pick c3, then drag from a square that is neither pickable nor a target over
    # c3's target d4 and let go there: the board pans, nothing is played.
    c3, d4, f5 = parse_square("c3"), parse_square("d4"), parse_square("f5")
    view.centerOn(scene.square_center(d4))
    scene.activate(c3)
    assert scene.selected_square == c3
    assert not scene.grabs(scene.square_center(f5)) and scene.grabs(scene.square_center(d4))
    before = view.view_centre()
    vp = view.viewport()
    with qtbot.assertNotEmitted(scene.action_chosen):
        a = view.mapFromScene(scene.square_center(f5))
        qtbot.mousePress(vp, LEFT, pos=a)
        for k in range(1, 9):
            qtbot.mouseMove(vp, pos=a + QPoint(-12 * k, 12 * k))
        over_target = view.mapFromScene(scene.square_center(d4))
        qtbot.mouseMove(vp, pos=over_target)
        qtbot.mouseRelease(vp, LEFT, pos=over_target)
    moved = view.view_centre() - before
    assert moved.x() > 20 and moved.y() < -20  # dragging down-left shows more up-right
    assert scene.dragged is None and scene.selected_square == c3
    centre = view.view_centre()
    qtbot.keyClick(view, Qt.Key.Key_Left, SHIFT)  # the drag went right to the edge
    assert view.view_centre().x() < centre.x() - 5
    assert not scene.cursor_visible  # Shift+arrows are the camera's, not the cursor's
    assert start != view.view_centre()
    # A drag that starts on a piece is still a move, not a pan.
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        a, b = view.mapFromScene(scene.square_center(c3)), view.mapFromScene(
            scene.square_center(d4))
        qtbot.mousePress(vp, LEFT, pos=a)
        for k in range(1, 7):
            qtbot.mouseMove(vp, pos=a + (b - a) * k / 6)
        qtbot.mouseRelease(vp, LEFT, pos=b)
    assert blocker.args == [Move(c3, d4)]


def test_quarter_turns_only_where_the_board_allows(qtbot, stairs) -> None:
    scene, view = stairs
    before = QTransform(view.transform())
    qtbot.keyClick(view, Qt.Key.Key_E)
    assert view.transform() == before and view.rotation == 0

    strip = TurnableScene()
    turn = show_board(qtbot, strip, 600, 350)
    flat = scale(turn)
    qtbot.keyClick(turn, Qt.Key.Key_E)
    assert turn.rotation == 90
    t = turn.transform()
    assert abs(t.m11()) < 1e-6 and t.m12() > 0  # x now points down the screen
    assert fits(turn, strip)
    assert scale(turn) < flat * 0.7  # upright, the 300-long strip must fit 350 pixels
    # Spots keep their order on screen: the first is above the second now.
    first, second = (turn.mapFromScene(QPointF(i * 100 + 50, 50)) for i in (0, 1))
    assert first.y() < second.y() and abs(first.x() - second.x()) <= 1
    qtbot.keyClick(turn, Qt.Key.Key_Q)
    qtbot.keyClick(turn, Qt.Key.Key_Q)
    assert turn.rotation == 270
    keys = {k.keys for k in turn.camera_keys()}
    assert "Q / E" in keys
    assert "Q / E" not in {k.keys for k in view.camera_keys()}


def test_arrows_follow_the_turned_board(qtbot) -> None:
    strip = TurnableScene()
    turn = show_board(qtbot, strip, 400, 400)
    strip.interactive = True
    strip.state = GAME.new_initial_state()  # any live state: the strip only needs input on
    strip.set_cursor(0)
    qtbot.keyClick(turn, Qt.Key.Key_Right)
    assert strip.cursor == 1
    qtbot.keyClick(turn, Qt.Key.Key_E)  # turned: spot 1 is below spot 0 now
    strip.set_cursor(0)
    qtbot.keyClick(turn, Qt.Key.Key_Right)
    assert strip.cursor == 0  # nothing to the right any more
    qtbot.keyClick(turn, Qt.Key.Key_Down)
    assert strip.cursor == 1
