"""Squares and blocks are named in terms the board shows (issue 17): the table's edges
carry the x and y numbers the move list uses ("climbs to 13,8") from every side and on
the map, and hovering a block names it with its square and height."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import GAME, ClimbersState
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.games.climbers.texts import block_name
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.climbers.coordinates import edge_labels
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.strings import tr_game
from climbdesk.ui.theme import BoardTheme

from .board_helpers import show_board


@pytest.fixture
def board(qtbot) -> Iterator[tuple[ClimbersBoardScene, BoardView]]:  # type: ignore[no-untyped-def]
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    yield scene, show_board(qtbot, scene, 900, 700)


def a_block_in_sight(scene: ClimbersBoardScene, view: BoardView
                     ) -> tuple[ClimbersState, int, int]:
    """Mountain 7 shown, and the first square whose top the pointer meets at its centre
    (no column in front of it): the state and the square."""
    state = GAME.new_initial_state(2, {"mountain": 7})
    assert isinstance(state, ClimbersState)
    scene.set_position(state, interactive=True)
    view.viewport().repaint()
    QApplication.processEvents()
    x, y = next(state.xy(c) for c, h in enumerate(state.board.heights)
                if h > 0 and scene.cell_at(scene.top_centre(*state.xy(c))) == state.xy(c))
    return state, x, y


def test_the_edges_carry_both_axes_from_every_side_and_on_the_map(board) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    scene, _view = board
    state = GAME.new_initial_state(2, {"mountain": 7})
    scene.set_position(state, interactive=False)
    for map_view in (False, True):
        scene.set_map_view(map_view)
        for _ in range(4):
            labels = edge_labels(scene)
            letters = [text for _at, text, letter in labels if letter]
            numbers = sorted(int(text) for _at, text, letter in labels if not letter)
            assert sorted(letters) == ["x", "y"]
            assert numbers == sorted(list(range(TABLE)) * 2)
            # Each label lies just outside the table: never on a square of it.
            for at, _text, _letter in labels:
                assert scene.cell_at(at) is None or scene.height_at(*scene.cell_at(at)) > 0
            scene.turn(1)


def test_the_x_numbers_follow_the_squares_along_their_edge(board) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """On the map seen from the default side, the numbers along the top edge are the x of
    the squares below them, left to right."""
    scene, _view = board
    scene.set_position(GAME.new_initial_state(2, {"mountain": 7}), interactive=False)
    scene.set_map_view(True)
    top = [(at, text) for at, text, letter in edge_labels(scene) if not letter][:TABLE]
    for at, text in top:
        below = scene.cell_at(at + type(at)(0, 40))  # a square's width lower: on the map
        assert below is not None and below[0] == int(text)


def test_hovering_a_block_names_it_with_its_square_and_height(board) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    scene, view = board
    state, x, y = a_block_in_sight(scene, view)
    tip = scene.block_tip(scene.top_centre(x, y))
    block = state.board.top_block(x, y)
    assert tip == f"{tr_game(block_name(block))}: square {x},{y}, height " \
                  f"{state.board.height(x, y)}"
    front = scene.proj.world_point(TABLE - 0.5, TABLE - 0.5, 0)  # the front corner
    assert scene.cell_at(front) == (TABLE - 1, TABLE - 1)
    assert scene.block_tip(front) == ""  # bare table
