"""The Climbers board's animations (issue 11): played once for the action that just
happened, in the mountain's own depth order, and ended at once by a new position or
a click; nothing moves at speed 0 or without an action (undo, load, jumps)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from climbdesk.core.actions import Action
from climbdesk.games.climbers import GAME, ClimbersState, Disk, Move, Pick, Place, PutBack
from climbdesk.games.climbers.geometry import FOOT, TABLE, Board
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.climbers.motion import Motion
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import ClimberInHand
from climbdesk.ui.boards.climbers.tracks import HOP_W, LADDER_W, Leg, table_route
from climbdesk.ui.theme import BoardTheme

from .board_helpers import click_at, show_board


@pytest.fixture
def board(qtbot) -> Iterator[tuple[ClimbersBoardScene, BoardView]]:  # type: ignore[no-untyped-def]
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    view = show_board(qtbot, scene, 900, 700)
    scene.set_animation_speed(1.0)
    yield scene, view


def start() -> ClimbersState:
    state = GAME.new_initial_state(2, {"mountain": 7})
    assert isinstance(state, ClimbersState)
    return state


def child(state: ClimbersState, action: Action) -> ClimbersState:
    nxt = state.child(action)
    assert isinstance(nxt, ClimbersState)
    return nxt


def ladder_move(state: ClimbersState) -> Move:
    """The first seat's move from the foot that spends a ladder on the longest path."""
    moves = [a for a in state.legal_actions() if isinstance(a, Move) and a.ladders]
    return max(moves, key=lambda m: len(state.path_of(m)))


@pytest.fixture(scope="module")
def covering() -> tuple[ClimbersState, Place, ClimbersState]:
    """A position in the place step, a Place that comes down on a climber, and the
    block step before it (where the block was picked): both climbers climb, then
    blocks are moved until one covers a climber."""
    state = start()
    previous = state
    for _ in range(200):
        acts = state.legal_actions()
        if state.phase == "place":
            for a in acts:
                if isinstance(a, Place) and child(state, a).pos != state.pos \
                        or isinstance(a, Place) and child(state, a).phase == "push":
                    return state, a, previous
        moves = [a for a in acts if isinstance(a, Move)]
        picks = [a for a in acts if isinstance(a, Pick)]
        places = [a for a in acts if isinstance(a, Place)]
        if moves:
            action: Action = max(moves, key=lambda m: (child(state, m).height(
                state.current_player()), m.x, m.y))
        elif picks:
            action = picks[len(picks) // 2]
        elif places:
            action = places[len(places) // 3]
        else:
            action = acts[0]
        previous, state = state, child(state, action)
    raise AssertionError("no covering placement found")


def paint(view: BoardView) -> None:
    view.viewport().repaint()
    QApplication.processEvents()


def freeze(scene: ClimbersBoardScene, t: float, view: BoardView) -> None:
    """Hold the running animation at time ``t`` and paint that frame."""
    anim = scene.motion._anim
    assert anim is not None
    anim.pause()
    scene.motion.t = t
    paint(view)


def test_a_move_walks_its_path_once_and_ends_on_its_square(qtbot, board) -> None:
    scene, view = board
    state = start()
    move = ladder_move(state)
    after = child(state, move)
    scene.set_position(state, interactive=True)
    with qtbot.waitSignal(scene.animation_finished, timeout=20000):
        scene.set_position(after, interactive=True, animate=move)
        assert scene.animating() and not scene.accepts_input()
        walker = scene.motion.walkers[0]
        assert walker.seat == 0
        assert any(leg.ladder for leg in walker.legs)  # the ladder step shows a ladder
        end, square, _ = walker.where(1.0)
        assert end == (move.x + 0.5, move.y + 0.5, float(after.height(0)))
        assert square == move.y * after.board.width + move.x
        assert scene.motion.hidden_seats() == {0, 1}  # 1 steps up at the foot
        paint(view)
        assert scene.painted.get("moving") == 2  # not also the climbers at their ends
    assert not scene.animating() and scene.accepts_input()
    paint(view)
    assert "moving" not in scene.painted and scene.painted["climbers"] == 2


def test_each_ladder_step_draws_a_ladder_mid_climb(qtbot, board) -> None:
    scene, view = board
    scene.turn(1)  # from a side where the climb is in sight
    state = start()
    move = ladder_move(state)
    scene.set_position(state, interactive=True)
    scene.set_position(child(state, move), interactive=True, animate=move)
    walker = scene.motion.walkers[0]
    total = sum(leg.weight for leg in walker.legs)
    done = 0.0
    for leg in walker.legs:
        if leg.ladder:
            break
        done += leg.weight
    mid = (done + 0.5 * next(leg for leg in walker.legs if leg.ladder).weight) / total
    freeze(scene, mid, view)
    assert scene.painted.get("ladders") == 1
    feet, _square, ladder = walker.where(mid)
    assert ladder is not None and ladder.a[2] < feet[2] < ladder.b[2]  # on the way up
    scene.motion.stop()


def test_speed_zero_animates_nothing(qtbot, board) -> None:
    scene, view = board
    scene.set_animation_speed(0)
    state = start()
    move = ladder_move(state)
    scene.set_position(state, interactive=True)
    with qtbot.waitSignal(scene.animation_finished, timeout=50):
        scene.set_position(child(state, move), interactive=True, animate=move)
    assert not scene.animating() and scene.motion.frames == 0


def test_positions_without_their_action_do_not_move(qtbot, board) -> None:
    """Undo, redo, loading and history jumps come without an action, or the action is
    not the one step between the two positions shown: nothing is played."""
    scene, view = board
    state = start()
    move = ladder_move(state)
    after = child(state, move)
    scene.set_position(after, interactive=True)
    with qtbot.waitSignal(scene.animation_finished, timeout=50):
        scene.set_position(state, interactive=True)  # undo
    assert not scene.animating()
    later = child(after, after.legal_actions()[0])
    later = child(later, later.legal_actions()[0])
    with qtbot.waitSignal(scene.animation_finished, timeout=50):
        scene.set_position(later, interactive=True, animate=move)  # a jump, not one step
    assert not scene.animating()


def test_undo_during_a_walk_leaves_a_consistent_board(qtbot, board) -> None:
    scene, view = board
    state = start()
    move = ladder_move(state)
    scene.set_position(state, interactive=True)
    finished: list[int] = []
    scene.animation_finished.connect(lambda: finished.append(1))
    scene.set_position(child(state, move), interactive=True, animate=move)
    freeze(scene, 0.5, view)
    scene.set_position(state, interactive=True)  # undo, while the climber is on its way
    assert finished == [1, 1]  # one for each position shown
    assert not scene.animating() and scene.motion.shown_state() is None
    assert scene.motion.hidden_seats() == set() and scene.accepts_input()
    assert scene.picked == ClimberInHand(0)  # the move step again: targets are on offer
    paint(view)
    assert "moving" not in scene.painted
    assert scene.painted["climbers"] == 2  # both back at the foot
    assert all(c == FOOT for c in state.pos)


def test_a_click_ends_the_animation_and_chooses_nothing(qtbot, board) -> None:
    scene, view = board
    state = start()
    move = ladder_move(state)
    after = child(state, move)
    scene.set_position(state, interactive=True)
    scene.set_position(after, interactive=True, animate=move)
    freeze(scene, 0.3, view)
    with qtbot.assertNotEmitted(scene.action_chosen), \
            qtbot.waitSignal(scene.animation_finished, timeout=20000):
        click_at(qtbot, view, scene.top_rect(move.x, move.y).center())
    assert not scene.animating() and scene.accepts_input()


def test_a_new_position_cuts_the_animation_short(qtbot, board) -> None:
    scene, view = board
    state = start()
    move = ladder_move(state)
    after = child(state, move)
    scene.set_position(state, interactive=True)
    scene.set_position(after, interactive=False, animate=move)
    anim = scene.motion._anim
    assert anim is not None
    nxt = after.legal_actions()[-1]
    scene.set_position(child(after, nxt), interactive=True, animate=nxt)
    assert scene.motion._anim is not anim  # the walk is over; the next step may play
    scene.motion.stop()


def test_a_placed_block_comes_down_and_covered_climbers_hop_up(qtbot, board,
                                                               covering) -> None:
    scene, view = board
    state, place, _picked = covering
    after = child(state, place)
    scene.set_position(state, interactive=True)
    scene.set_position(after, interactive=True, animate=place)
    flight = scene.motion.flights[0]
    assert flight.block == state.held and (flight.x, flight.y) == (place.x, place.y)
    moved = {w.seat for w in scene.motion.walkers}
    # The square under the climber rises (the engine's height() keeps a covered
    # climber's own top until it is shifted: shifting keeps the height).
    assert moved and all(state.board.heights[state.pos[s]] < after.board.heights[after.pos[s]]
                         for s in moved)
    freeze(scene, 0.1, view)
    assert scene.motion.shown_state() is state  # the block is not down yet
    assert scene.painted.get("flying", 0) > 0 and "moving" not in scene.painted
    assert state.held not in scene.painted_blocks
    freeze(scene, 0.99, view)
    assert scene.motion.shown_state() is None and scene.painted.get("moving") == len(moved)
    assert state.held in scene.painted_blocks  # down, on the board
    scene.motion.stop()
    paint(view)
    assert "flying" not in scene.painted and "moving" not in scene.painted


def test_a_block_set_down_by_hand_is_not_lowered_again(qtbot, board, covering) -> None:
    scene, view = board
    state, place, _picked = covering
    scene.set_position(state, interactive=True)
    with scene.motion.by_hand():
        scene.set_position(child(state, place), interactive=True, animate=place)
    assert scene.motion.flights == [] and scene.motion.shown_state() is None
    scene.motion.stop()


def test_a_pick_lifts_and_fades_the_block(qtbot, board, covering) -> None:
    scene, view = board
    state, _place, before = covering
    pick = Pick(state.held)
    assert before.phase == "block" and before.is_legal(pick)
    scene.set_position(before, interactive=True)
    scene.set_position(state, interactive=True, animate=pick)
    flight = scene.motion.flights[0]
    assert flight.state(0.0) == (0.0, 1.0)
    lift, alpha = flight.state(1.0)
    assert lift > 1.0 and alpha < 0.5
    freeze(scene, 0.5, view)
    assert scene.painted.get("flying", 0) > 0
    scene.motion.stop()


def test_a_disk_drops_onto_its_top(qtbot, board, covering) -> None:
    scene, view = board
    state, place, _picked = covering
    s = child(state, place)
    for _ in range(10):
        if s.phase == "disk":
            break
        s = child(s, s.legal_actions()[-1])
    disks = [a for a in s.legal_actions() if isinstance(a, Disk)]
    assert disks
    scene.set_position(s, interactive=True)
    scene.set_position(child(s, disks[0]), interactive=True, animate=disks[0])
    assert scene.motion.hidden_disks() == {s.active}
    freeze(scene, 0.3, view)
    assert scene.painted["disks"] == 1  # the falling one, not yet the one at rest
    assert scene.motion.falls[0].lift(0.3) > scene.motion.falls[0].lift(0.9) > 0
    scene.motion.stop()


@pytest.mark.parametrize("turns", range(4))
def test_the_walk_from_the_foot_starts_where_the_foot_is_drawn(turns: int) -> None:
    scene = ClimbersBoardScene()
    scene.turn(turns)
    motion = Motion(scene, lambda: None)
    for index in range(3):
        x, y = motion.foot_xy(index)
        drawn = scene.proj.foot_point(index)
        at = scene.proj.world_point(x, y, 0)
        assert abs(at.x() - drawn.x()) < 1e-6 and abs(at.y() - drawn.y()) < 1e-6


def test_a_block_put_back_from_the_board_comes_down_again(qtbot, board, covering) -> None:
    """The board animates its own Esc even when the action is not handed back to it,
    and a redo of it still does not move."""
    scene, view = board
    state, _place, _before = covering
    back = child(state, PutBack())
    scene.action_chosen.connect(
        lambda action: scene.set_position(child(state, action), interactive=True))
    scene.set_position(state, interactive=True)
    qtbot.keyClick(view.viewport(), Qt.Key.Key_Escape)
    assert scene.state is not None and scene.state.to_json() == back.to_json()
    flight = scene.motion.flights[0]
    assert flight.block == state.held and flight.state(1.0) == (0.0, 1.0)
    assert scene.motion.shown_state() is not None  # the block is not down until the end
    scene.motion.stop()
    scene.set_position(state, interactive=True)
    scene.set_position(back, interactive=True)  # a redo: no action, nothing moves
    assert not scene.animating()


def test_a_block_put_back_by_the_window_button_or_a_bot_comes_down_too(qtbot, board,
                                                                       covering) -> None:
    """Put back is no board action (the window shows it as a button), yet the board asks
    for it to be handed over, so a button press or a bot's Put back also animates."""
    scene, _view = board
    state, _place, _before = covering
    assert scene.animates(PutBack()) and not scene.handles(PutBack())
    scene.set_position(state, interactive=False)
    scene.set_position(child(state, PutBack()), interactive=False, animate=PutBack())
    assert scene.animating() and scene.motion.flights[0].block == state.held


def test_the_others_at_the_foot_close_up_behind_the_leaver(qtbot, board) -> None:
    scene, view = board
    state = GAME.new_initial_state(3, {"mountain": 7})
    assert isinstance(state, ClimbersState)
    move = ladder_move(state)
    scene.set_position(state, interactive=True)
    scene.set_position(child(state, move), interactive=True, animate=move)
    seats = [w.seat for w in scene.motion.walkers]
    assert seats == [0, 1, 2]  # the walker, then the two stepping up at the foot
    for w, (i, j) in zip(scene.motion.walkers[1:], ((1, 0), (2, 1)), strict=True):
        assert w.legs[0].a[:2] == scene.motion.foot_xy(i)
        assert w.legs[0].b[:2] == scene.motion.foot_xy(j)
    freeze(scene, 0.5, view)
    assert scene.painted.get("moving") == 3
    scene.motion.stop()


def test_closing_the_board_mid_animation_is_quiet(qtbot, board) -> None:
    scene, view = board
    state = start()
    move = ladder_move(state)
    scene.set_position(state, interactive=True)
    scene.set_position(child(state, move), interactive=True, animate=move)
    assert scene.animating()
    view.setScene(None)
    with qtbot.waitSignal(scene.destroyed, timeout=20000):
        scene.deleteLater()  # as the game page drops its board; pytest-qt fails on errors
    qtbot.wait(50)


# ----- the tracks themselves (no Qt) -------------------------------------------------------
@pytest.mark.parametrize("rise", [0, 1])
def test_a_hop_clears_the_higher_square_before_it_crosses(rise: int) -> None:
    """So the square under the feet is a correct place in the painter's order."""
    leg = Leg((3.5, 4.5, 2.0), (4.5, 4.5, 2.0 + rise), HOP_W, hop=0.12 + 0.5 * rise)
    for s in (0.45, 0.5, 0.55):
        (x, _y, z), square = leg.at(s)
        assert z >= 2.0 + rise - 0.01
        assert square == 4 * TABLE + (3 if x < 4.0 else 4)
    assert leg.at(1.0) == ((4.5, 4.5, 2.0 + rise), 4 * TABLE + 4)


def test_a_ladder_climber_belongs_to_the_lower_square_until_it_is_up() -> None:
    leg = Leg((3.5, 4.5, 1.0), (3.5, 5.5, 4.0), LADDER_W, ladder=True)
    below = 4 * TABLE + 3
    heights = []
    for s in (0.1, 0.3, 0.5, 0.7, 0.79):
        (_x, y, z), square = leg.at(s)
        assert square == below and y < 5.0  # on the ladder, in front of the face
        heights.append(z)
    assert heights == sorted(heights) and heights[0] == 1.0
    foot, top = leg.rails()
    assert foot[2] == 1.0 and top[2] > 4.0  # the ladder reaches over the edge
    assert leg.at(1.0) == ((3.5, 5.5, 4.0), 5 * TABLE + 3)


def test_the_walk_from_the_foot_goes_round_the_mountain_on_bare_squares() -> None:
    board = Board()
    for y in range(2, 10):  # a wall across the table, the entry behind it
        for x in range(0, 12):
            board.heights[y * TABLE + x] = 3
    entry = 5 * TABLE + 12
    board.heights[entry] = 1
    route = table_route(board, entry, (21.0, 0.0))
    assert route and all(board.heights[c] == 0 for c in route)
    first, last = route[0], route[-1]
    assert first % TABLE in (0, TABLE - 1) or first // TABLE in (0, TABLE - 1)  # an edge
    assert last in board.neighbours(entry)
    assert all(b in board.neighbours(a) for a, b in zip(route, route[1:], strict=False))


def test_speed_scales_the_duration(qtbot, board) -> None:
    scene, view = board
    state = start()
    move = ladder_move(state)
    after = child(state, move)
    durations = []
    for speed in (1.0, 2.0):
        scene.set_animation_speed(speed)
        scene.set_position(state, interactive=True)
        scene.set_position(after, interactive=True, animate=move)
        anim = scene.motion._anim
        assert anim is not None
        durations.append(anim.duration())
        scene.motion.stop()
    assert abs(durations[0] - 2 * durations[1]) <= 1


def test_a_reaction_walks_the_reacting_climber(qtbot, board, covering) -> None:
    scene, view = board
    state, place, _before = covering
    s = child(state, place)
    for _ in range(20):
        if s.phase == "react" and any(isinstance(a, Move) for a in s.legal_actions()):
            break
        s = child(s, s.legal_actions()[0])  # stay, no block, no disk: on to the others
    else:
        raise AssertionError("no reaction with a move")
    move = next(a for a in s.legal_actions() if isinstance(a, Move))
    seat = s.current_player()
    assert seat != s.active
    scene.set_position(s, interactive=True)
    scene.set_position(child(s, move), interactive=True, animate=move)
    assert scene.motion.walkers[0].seat == seat
    assert scene.motion.walkers[0].where(1.0)[0][:2] == (move.x + 0.5, move.y + 0.5)
    scene.motion.stop()
