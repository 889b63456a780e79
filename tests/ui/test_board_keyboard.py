"""Keyboard play on every board through the shared cursor, and Help ▸ Keyboard.

Arrows move a visible cursor to the nearest spot in their direction,
Enter/Space picks and then drops, Esc cancels; each board's own keys still work.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt

from climbdesk.core.registry import game_keys
from climbdesk.games.cantstop import GAME as CANTSTOP
from climbdesk.games.cantstop import CantStopState, Dice, Roll
from climbdesk.games.stairs.engine import GAME as STAIRS
from climbdesk.games.stairs.engine import Move, parse_square
from climbdesk.games.summit import GAME as SUMMIT
from climbdesk.games.summit import Climb, SummitState
from climbdesk.ui.boards import board_class
from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene
from climbdesk.ui.boards.cantstop.spots import Die, RollButton
from climbdesk.ui.boards.interaction import nearest_in_direction
from climbdesk.ui.boards.registry import has_board
from climbdesk.ui.boards.stairs.scene import StairsBoardScene
from climbdesk.ui.boards.summit.scene import SummitBoardScene
from climbdesk.ui.boards.summit.spots import ClimberSpot, Level, Pill

from .app_helpers import climbers_keyboard_help, dialogs, window  # noqa: F401
from .board_helpers import show_board
from .keyboard_helpers import steer

_ = dialogs


def test_nearest_in_direction_prefers_the_cone_then_the_row() -> None:
    points = [("right", QPointF(10, 0)), ("up_right", QPointF(9, -6)), ("steep", QPointF(2, 9)),
              ("left", QPointF(-3, 0))]
    origin = QPointF(0, 0)
    assert nearest_in_direction(points, origin, (1.0, 0.0)) == "right"
    assert nearest_in_direction(points, origin, (-1.0, 0.0)) == "left"
    assert nearest_in_direction(points, origin, (0.0, 1.0)) == "steep"
    # Nothing within 45° of Up: anything above will do.
    assert nearest_in_direction(points, origin, (0.0, -1.0)) == "up_right"
    assert nearest_in_direction(points[2:3], origin, (0.0, -1.0)) is None
    # A diagonal neighbour beats a far one straight ahead, so it stays reachable.
    diagonal = [("diagonal", QPointF(4, 4)), ("far", QPointF(9, 0))]
    assert nearest_in_direction(diagonal, origin, (1.0, 0.0)) == "diagonal"


def test_stairs_move_by_keyboard_and_esc_cancels(qtbot) -> None:
    scene = StairsBoardScene()
    view = show_board(qtbot, scene, 600, 600)
    scene.set_position(STAIRS.new_initial_state(), interactive=True)
    assert not scene.cursor_visible and scene.cursor_rect() is None
    c3, d4 = parse_square("c3"), parse_square("d4")
    with qtbot.assertNotEmitted(scene.action_chosen):
        steer(qtbot, view, scene, c3)
        qtbot.keyClick(view, Qt.Key.Key_Return)
        assert scene.selected_square == c3
        # Only the targets (and the piece itself) are reachable while it is picked.
        assert {s.key for s in scene.cursor_spots()} == {c3, *scene.selected_targets()}
        qtbot.keyClick(view, Qt.Key.Key_Escape)
        assert scene.selected_square is None
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert scene.selected_square == c3
    steer(qtbot, view, scene, d4)
    assert scene.cursor_rect() == scene.square_rect(d4)
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [Move(c3, d4)]


def test_cantstop_roll_and_pair_with_the_cursor(qtbot) -> None:
    scene = CantStopBoardScene()
    view = show_board(qtbot, scene, 1000, 700)
    state = CANTSTOP.new_initial_state(2)
    assert isinstance(state, CantStopState)
    scene.set_position(state.clone(), interactive=True)
    steer(qtbot, view, scene, RollButton())
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [Roll()]
    state.apply(Roll())
    # Pair die 0 with die 1: pick one die, steer to the other, Enter.
    rolled = state.clone()
    rolled.apply(Dice((1, 2, 3, 4)))
    scene.set_position(rolled.clone(), interactive=True)
    choices = scene.choices()
    steer(qtbot, view, scene, Die(0))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.selected_die == 0
    steer(qtbot, view, scene, Die(1))
    idx = scene._choice_for_dice(0, 1)
    assert idx is not None
    expected = choices[idx].direct()
    assert expected is not None
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [expected]


def test_summit_pick_a_climber_and_its_level_with_the_cursor(qtbot) -> None:
    scene = SummitBoardScene()
    view = show_board(qtbot, scene, 1060, 700)
    state = SUMMIT.new_initial_state(2, {})
    assert isinstance(state, SummitState)
    scene.set_position(state.clone(), interactive=True)
    steer(qtbot, view, scene, ClimberSpot(0, 3))
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.selected == 3
    steer(qtbot, view, scene, Level(1))
    with qtbot.assertNotEmitted(scene.action_chosen):
        qtbot.keyClick(view, Qt.Key.Key_Return)  # three tokens could pay: which?
    assert scene.pending is not None
    steer(qtbot, view, scene, Pill(scene.pending, "blue"))
    with qtbot.waitSignal(scene.action_chosen, timeout=1000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert blocker.args == [Climb(3, "blue")]


@pytest.mark.parametrize("game_key", [k for k in game_keys() if has_board(k)])
def test_keyboard_help_lists_every_declared_key(window, qtbot, game_key: str) -> None:  # noqa: F811
    from climbdesk.core.record import GameRecord, Match, Seat
    from climbdesk.core.registry import get_game

    game = get_game(game_key)
    seats = [Seat("Ann"), Seat("Ben")]
    window.start_match(Match(GameRecord.new(game, seats, seed=3)))
    action = window.actions_.keyboard
    assert action in window.actions_.help_menu.actions() and action.isEnabled()
    assert action.text() == "&Keyboard…"
    scene, view = window.game_page.scene, window.game_page.view
    assert isinstance(scene, board_class(game_key))
    dialog = window.keyboard_help_dialog()
    assert dialog is not None
    rows = dialog.rows()
    declared = scene.key_help() + view.camera_keys()
    assert rows[:len(declared)] == [(k.keys, k.text) for k in declared]
    assert ("Ctrl+Z", "Undo") in rows[len(declared):]  # and then the window's keys
    own = {k.keys for k in scene.board_keys()}
    assert own <= {keys for keys, _ in rows}
    assert "F" in {keys for keys, _ in rows}
    # The view turns only boards that allow it (Climbers re-projects on its own Q / E).
    assert any(k.keys == "Q / E" for k in view.camera_keys()) == scene.allows_rotation
    if game_key == "cantstop":
        assert {"R", "S", "1–3"} <= own
    dialog.deleteLater()


def test_keyboard_help_shows_every_description_whole_and_the_window_keys(
        window, qtbot) -> None:  # noqa: F811
    """Issue 17: Help ▸ Keyboard cut the long descriptions (L, N, D, [ ], I) short and
    left out the window's own keys (Undo, Hint, Save, F1)."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QKeySequence

    dialog = climbers_keyboard_help(window, qtbot)
    tree = dialog.tree
    width = tree.columnWidth(1)
    metrics = tree.fontMetrics()
    checked = 0
    for g in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(g)
        for k in range(group.childCount()):
            item = group.child(k)
            text = item.text(1)
            needed = metrics.boundingRect(QRect(0, 0, width - 12, 10_000),
                                          Qt.TextFlag.TextWordWrap, text)
            shown = tree.visualRect(tree.indexFromItem(item, 1))
            assert needed.height() <= shown.height() and needed.width() <= shown.width(), text
            checked += 1
    assert checked >= 15
    rows = dict(dialog.rows())
    acts = window.actions_
    for action in (acts.undo, acts.hint, acts.save, acts.rules):
        key = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        assert key in rows, f"{key} ({action.text()}) is not listed"
    assert "F1" in rows
    dialog.deleteLater()
