"""The Stairs board driven the way a player drives it: real mouse events on the view.

Every test clicks or drags on the view's viewport at the scene position of a
square, so the mapping from pixels to squares, the click/drag state machine
and the legality filter are all exercised together.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.games.stairs.engine import GAME, Move, StairsState, parse_square
from climbdesk.ui.boards import BoardView, board_class
from climbdesk.ui.boards.stairs.scene import FloatingDisc, StairsBoardScene
from climbdesk.ui.theme import BoardTheme

LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def board(qtbot) -> Iterator[tuple[StairsBoardScene, BoardView]]:
    scene = StairsBoardScene()
    scene.set_animation_speed(0)
    view = BoardView(scene)
    view.resize(600, 600)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    yield scene, view


def sq(name: str) -> int:
    return parse_square(name)


def at(view: BoardView, scene: StairsBoardScene, square: int,
       offset: QPointF | None = None) -> QPoint:
    point = scene.square_center(square) + (offset or QPointF())
    return view.mapFromScene(point)


def click(qtbot, view: BoardView, scene: StairsBoardScene, square: int) -> None:
    qtbot.mouseClick(view.viewport(), LEFT, pos=at(view, scene, square))


def drag(qtbot, view: BoardView, scene: StairsBoardScene, src: int, dst: int) -> None:
    """Press on ``src``, move in small steps like a hand does, release over ``dst``."""
    vp = view.viewport()
    start, end = at(view, scene, src), at(view, scene, dst)
    qtbot.mousePress(vp, LEFT, pos=start)
    steps = 8
    for i in range(1, steps + 1):
        p = start + (end - start) * (i / steps)
        qtbot.mouseMove(vp, pos=QPoint(round(p.x()), round(p.y())))
    qtbot.mouseRelease(vp, LEFT, pos=end)


def new_state() -> StairsState:
    state = GAME.new_initial_state()
    assert isinstance(state, StairsState)
    return state


def state_with_blocked_piece() -> tuple[StairsState, int]:
    """A seeded random position where some piece could step but the lowest-piece rule forbids."""
    rng = random.Random(7)
    for _ in range(200):
        state = new_state()
        for _ in range(40):
            if state.is_terminal():
                break
            moves = [a for a in state.legal_actions() if isinstance(a, Move)]
            if moves:
                need = state.required_height()
                blocked = [s for s in state.movable(state.to_move) if state.height(s) != need]
                if blocked:
                    return state, blocked[0]
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no position with a blocked piece found")


# ----- geometry ---------------------------------------------------------------------------
def test_registered_and_square_geometry(qtbot) -> None:
    assert board_class("stairs") is StairsBoardScene
    scene = StairsBoardScene()
    rect = scene.sceneRect()
    for square in range(36):
        centre = scene.square_center(square)
        assert rect.contains(centre)
        assert scene.square_at(centre) == square
    # a1 is bottom left, f6 top right, as a player sitting at Light's side sees it.
    a1, f6 = scene.square_center(sq("a1")), scene.square_center(sq("f6"))
    assert a1.x() < f6.x() and a1.y() > f6.y()
    assert scene.square_at(QPointF(rect.left() + 1, rect.top() + 1)) is None


# ----- click-click ------------------------------------------------------------------------
def test_click_click_emits_the_move(qtbot, board) -> None:
    scene, view = board
    scene.set_position(new_state(), interactive=True)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click(qtbot, view, scene, sq("a1"))
    assert scene.selected_square == sq("a1")
    # Any neighbour of the same height will do, whatever its colour.
    assert sorted(scene.selected_targets()) == [sq("b1"), sq("a2"), sq("b2")]
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, view, scene, sq("b2"))
    assert blocker.args == [Move(sq("a1"), sq("b2"))]


def test_clicking_the_piece_again_or_elsewhere_deselects(qtbot, board) -> None:
    scene, view = board
    scene.set_position(new_state(), interactive=True)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click(qtbot, view, scene, sq("c3"))
        assert scene.selected_square == sq("c3")
        click(qtbot, view, scene, sq("c3"))
        assert scene.selected_square is None
        click(qtbot, view, scene, sq("c3"))
        click(qtbot, view, scene, sq("f5"))  # Dark's piece, not next to c3: drops the pick
        assert scene.selected_square is None
        # Clicking another own piece while one is picked switches to it.
        click(qtbot, view, scene, sq("c3"))
        click(qtbot, view, scene, sq("e3"))
        assert scene.selected_square == sq("e3")


def test_illegal_targets_never_emit(qtbot, board) -> None:
    scene, view = board
    state = new_state()
    scene.set_position(state, interactive=True)
    legal = set(state.legal_actions())
    src = sq("c3")
    with qtbot.assertNotEmitted(scene.action_chosen):
        for dst in range(36):
            if Move(src, dst) in legal or dst == src:
                continue
            click(qtbot, view, scene, src)
            click(qtbot, view, scene, dst)
    # An opponent's piece cannot be picked at all.
    with qtbot.assertNotEmitted(scene.action_chosen):
        click(qtbot, view, scene, sq("b1"))
        assert scene.selected_square is None


# ----- drag-and-drop ---------------------------------------------------------------------
def test_drag_and_drop_emits_the_move(qtbot, board) -> None:
    scene, view = board
    scene.set_position(new_state(), interactive=True)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        drag(qtbot, view, scene, sq("c3"), sq("d4"))
    assert blocker.args == [Move(sq("c3"), sq("d4"))]


def test_illegal_drop_snaps_back(qtbot, board) -> None:
    scene, view = board
    scene.set_position(new_state(), interactive=True)
    with qtbot.assertNotEmitted(scene.action_chosen):
        drag(qtbot, view, scene, sq("c3"), sq("e5"))
    # The disc is back home (no floating disc), nothing moved, the piece is still picked
    # so the player can finish with a click.
    assert scene._floating is None
    assert scene.selected_square == sq("c3")
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        click(qtbot, view, scene, sq("b4"))
    assert blocker.args == [Move(sq("c3"), sq("b4"))]


def test_redrag_while_disc_flies_home_leaves_no_stray_disc(qtbot, board) -> None:
    scene, view = board
    scene.set_animation_speed(0.5)
    scene.set_position(new_state(), interactive=True)
    with qtbot.assertNotEmitted(scene.action_chosen):
        drag(qtbot, view, scene, sq("c3"), sq("e5"))
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        drag(qtbot, view, scene, sq("c3"), sq("d4"))
    assert blocker.args == [Move(sq("c3"), sq("d4"))]
    # The flight home ends (a wait of 900 ms could end first on a busy machine).
    qtbot.waitUntil(lambda: not [i for i in scene.items() if isinstance(i, FloatingDisc)],
                    timeout=20000)


def test_dropped_move_is_not_animated_again(qtbot, board) -> None:
    scene, view = board
    scene.set_animation_speed(1.0)
    state = new_state()
    scene.set_position(state, interactive=True)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        drag(qtbot, view, scene, sq("c3"), sq("d4"))
    move = blocker.args[0]
    with qtbot.waitSignal(scene.animation_finished, timeout=50):
        scene.set_position(state.child(move), interactive=False, animate=move)
    assert scene._anim is None


# ----- the lowest-piece rule ----------------------------------------------------------------
def test_piece_held_back_by_lowest_piece_rule_cannot_be_picked(qtbot, board) -> None:
    scene, view = board
    state, blocked = state_with_blocked_piece()
    scene.set_position(state, interactive=True)
    assert blocked in scene.blocked_squares()
    assert blocked not in scene.pickable_squares()
    with qtbot.assertNotEmitted(scene.action_chosen):
        click(qtbot, view, scene, blocked)
        assert scene.selected_square is None
        for dst in state.targets(blocked):
            click(qtbot, view, scene, dst)
        drag(qtbot, view, scene, blocked, state.targets(blocked)[0])
    assert scene._floating is None


def test_non_interactive_scene_ignores_input(qtbot, board) -> None:
    scene, view = board
    scene.set_position(new_state(), interactive=False)
    with qtbot.assertNotEmitted(scene.action_chosen):
        click(qtbot, view, scene, sq("a1"))
        click(qtbot, view, scene, sq("b2"))
        drag(qtbot, view, scene, sq("c3"), sq("d4"))
    assert scene.selected_square is None
    assert scene.pickable_squares()  # the rules allow moves; the scene just does not take them
    scene.set_interactive(True)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000):
        click(qtbot, view, scene, sq("a1"))
        click(qtbot, view, scene, sq("b2"))


# ----- animation ----------------------------------------------------------------------------
def test_animation_finishes_and_signals(qtbot, board) -> None:
    scene, view = board
    state = new_state()
    move = Move(sq("a1"), sq("b2"))
    after = state.child(move)
    with qtbot.waitSignal(scene.animation_finished, timeout=50):
        scene.set_position(after, interactive=False, animate=move)  # speed 0: at once
    scene.set_animation_speed(4.0)
    with qtbot.waitSignal(scene.animation_finished, timeout=20000):
        scene.set_position(after, interactive=True, animate=move)
        assert scene._anim is not None  # really sliding, not blocking
        # Input waits until the disc has landed.
        with qtbot.assertNotEmitted(scene.action_chosen):
            click(qtbot, view, scene, sq("b1"))
    assert scene._anim is None and scene._floating is None
    with qtbot.waitSignal(scene.animation_finished, timeout=50):
        scene.set_position(after, interactive=True)  # no action: finished at once


def test_new_position_cuts_a_running_slide_short(qtbot, board) -> None:
    scene, view = board
    scene.set_animation_speed(0.5)
    state = new_state()
    move = Move(sq("a1"), sq("b2"))
    after = state.child(move)
    finished: list[int] = []
    scene.animation_finished.connect(lambda: finished.append(1))
    scene.set_position(after, interactive=False, animate=move)
    assert finished == []
    scene.set_position(after, interactive=True)
    assert finished == [1, 1]  # one per set_position, in order
    assert scene._floating is None


# ----- hints and themes ---------------------------------------------------------------------
@pytest.mark.parametrize("dark", [False, True])
@pytest.mark.parametrize("colourblind", [False, True])
def test_renders_in_every_theme_with_marks(qtbot, board, dark: bool, colourblind: bool) -> None:
    scene, view = board
    state = new_state()
    rng = random.Random(3)
    for _ in range(15):
        state.apply(rng.choice(state.legal_actions()))
    scene.set_theme(BoardTheme.make(dark, colourblind))
    scene.set_position(state, interactive=True)
    scene.show_hint(next(a for a in state.legal_actions() if isinstance(a, Move)))
    click(qtbot, view, scene, min(scene.pickable_squares()))
    image = view.grab().toImage()
    assert not image.isNull() and image.width() >= 300
    # The board colour appears in the middle of the frame, so the theme was used.
    scene.show_hint(None)
    assert scene._hint_item is None


# ----- a whole game by mouse ---------------------------------------------------------------
def test_whole_seeded_game_played_by_mouse(qtbot, board) -> None:
    scene, view = board
    record = GameRecord.new(GAME, [Seat("Ann"), Seat("Bo")], options={"pie": True}, seed=11)
    match = Match(record)
    rng = random.Random(2024)
    scene.set_position(match.state.clone(), interactive=True)
    plies = 0
    by_drag = 0
    while not match.state.is_terminal():
        actions = match.state.legal_actions()
        moves = [a for a in actions if isinstance(a, Move)]
        if not moves:  # Pass (or nothing but Swap): not a board action
            match.apply(rng.choice(actions))
        else:
            move = rng.choice(moves)
            with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
                if plies % 4 == 3:
                    drag(qtbot, view, scene, move.src, move.dst)
                    by_drag += 1
                else:
                    click(qtbot, view, scene, move.src)
                    click(qtbot, view, scene, move.dst)
            assert blocker.args == [move]
            match.apply(move)
            plies += 1
        scene.set_position(match.state.clone(), interactive=not match.state.is_terminal(),
                           animate=match.state.last_move)
        QApplication.processEvents()
    assert plies > 10 and by_drag > 0
    assert match.state.outcome() is not None
    # The finished board takes no input.
    with qtbot.assertNotEmitted(scene.action_chosen):
        for square in range(36):
            click(qtbot, view, scene, square)
