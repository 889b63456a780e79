"""Nothing of yours is ever hidden (issue 17): climbers and highlighted targets behind a
column are drawn again over the mountain as an x-ray, and the x-ray rings are clicked."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from climbers_fixtures import at, empty_state, put
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import GAME, ClimbersState, Move
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.theme import BoardTheme

from .board_helpers import click_at, show_board


@pytest.fixture
def board(qtbot) -> Iterator[tuple[ClimbersBoardScene, BoardView]]:  # type: ignore[no-untyped-def]
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    yield scene, show_board(qtbot, scene, 900, 700)


def behind_towers() -> ClimbersState:
    """Seat 0 on a low step at (8, 9) with two six-high towers right in front of it (from
    the default side): the climber and the squares beside it are out of sight."""
    state = empty_state(2)
    put(state.board, "S1", 8, 8, 2, 2, h=1)
    put(state.board, "S2", 10, 8, 2, 2, h=2)
    put(state.board, "N", 10, 10, 2, 2, h=6)
    put(state.board, "N", 8, 10, 2, 2, h=6)
    at(state, 0, 8, 9)
    return state


def paint(view: BoardView) -> None:
    view.viewport().repaint()
    QApplication.processEvents()


def test_a_climber_behind_a_column_is_drawn_as_an_xray(board) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = behind_towers()
    scene.set_position(state, interactive=True)
    front = scene.cell_at(scene.top_centre(8, 9))
    assert front is not None and front != (8, 9)  # the tower hides the climber's square
    paint(view)
    assert scene.painted["xray_climbers"] == 1
    assert scene.painted["xray_targets"] >= 1
    scene.turn(2)  # seen from the far side nothing hides it: no x-ray
    paint(view)
    assert scene.painted["xray_climbers"] == 0


def test_the_xray_follows_the_side_the_mountain_is_seen_from(board) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The towers stand on the +y side of the climber: they hide it when the viewer looks
    from +y (turns 0 and 3), never from the other sides; a climber on a tower top is
    never x-rayed."""
    scene, view = board
    state = behind_towers()
    at(state, 1, 9, 11)  # seat 1 on a tower top
    scene.set_position(state, interactive=False)
    seen = []
    for _ in range(4):
        paint(view)
        seen.append(scene.painted["xray_climbers"])
        assert scene.painted["climbers"] == 2
        assert not scene.xray.climber_hidden(state, 9, 11)
        scene.turn(1)
    assert seen == [1, 0, 0, 1]


def test_an_xrayed_target_takes_the_click(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = behind_towers()
    scene.set_position(state, interactive=True)
    paint(view)
    hidden = [(x, y) for key, x, y in scene.xray.hidden_targets(state)]
    assert (9, 9) in hidden
    centre = scene.top_centre(9, 9)
    assert scene.cell_at(centre) != (9, 9)  # the front column is there
    assert scene.key_at(centre) == ("cell", 9, 9)
    got: list[object] = []
    scene.action_chosen.connect(got.append)
    click_at(qtbot, view, centre)
    assert got == [Move(9, 9, "")]
