"""Nothing of yours is ever hidden (issue 17): climbers and highlighted targets behind a
column are drawn again over the mountain as an x-ray, and the x-ray rings are clicked."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest
from climbers_fixtures import at, empty_state, put
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import GAME, ClimbersState, Move, Push
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.climbers.blockmarks import push_arrows
from climbdesk.ui.boards.climbers.paths import foot_walk
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import Cell
from climbdesk.ui.theme import BoardTheme

from .board_helpers import click_at, show_board
from .test_climbers_blocks import push_step


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
    assert scene.key_at(centre) == Cell(9, 9)
    got: list[object] = []
    scene.action_chosen.connect(got.append)
    click_at(qtbot, view, centre)
    assert got == [Move(9, 9, "")]


def test_the_keyboard_cursor_frames_its_own_square_even_partly_hidden(board) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """(10, 8) is a target with a corner behind a tower: in sight, so not x-rayed, until
    the keyboard cursor stands on it; then its x-ray ring is what the cursor frames."""
    scene, view = board
    state = behind_towers()
    scene.set_position(state, interactive=True)
    paint(view)
    assert Cell(10, 8) not in [k for k, _x, _y in scene.xray.hidden_targets(state)]
    assert scene.xray.top_partly_hidden(state, 10, 8)
    scene.cursor = Cell(10, 8)
    scene.show_cursor(True)
    paint(view)
    assert Cell(10, 8) in [k for k, _x, _y in scene.xray.hidden_targets(state)]
    spot = next(s for s in scene.cursor_spots() if s.key == scene.cursor)
    assert scene.cursor == Cell(10, 8) and spot.rect == scene.top_rect(10, 8)


def test_the_path_from_the_foot_walks_round_the_mountain_on_the_table(board) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """A climber at the foot reaches a square deep in the mountain: the drawn way goes
    over bare table squares, step by step, to a square beside the first one climbed,
    never straight through the blocks."""
    scene, view = board
    state = GAME.new_initial_state(3, {"mountain": 7953})
    assert isinstance(state, ClimbersState)
    scene.set_position(state, interactive=True)
    deep = min(scene.moves(), key=lambda c: sum(scene.proj.turned(*c)))
    path = state.path_of(Move(*deep, scene.ladders_for(*deep)))
    walk = foot_walk(scene, 0, path[0])
    assert walk and all(state.board.height(x, y) == 0 for x, y in walk)
    assert all(abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1 for a, b in pairwise(walk))
    last, first = walk[-1], path[0]
    assert abs(last[0] - first[0]) + abs(last[1] - first[1]) == 1
    scene.hover = Cell(*deep)
    paint(view)
    assert scene.painted.get("walk") == len(walk)


def test_a_push_arrow_is_clicked_like_its_square(board, qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The push step: a click on an arrow's shaft, away from its square, shifts the
    climber there."""
    scene, view = board
    state = push_step()
    scene.set_position(state, interactive=True)
    arrows = push_arrows(scene, state)
    assert len(arrows) >= 2
    (x, y), start, end = arrows[-1]
    on_shaft = start + (end - start) * 0.45
    assert not scene.top_poly(x, y).containsPoint(on_shaft, Qt.FillRule.OddEvenFill)
    assert scene.key_at(on_shaft) == Cell(x, y)
    got: list[object] = []
    scene.action_chosen.connect(got.append)
    click_at(qtbot, view, on_shaft)
    assert got == [Push(state.pending[0][0], x, y)]


def test_a_covered_climber_is_drawn_where_the_engine_says_it_is(board, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """In the push step the figure and the arrows' start follow ``state.height``: the
    engine keeps a covered climber at the height it had (RULINGS: pushed climbers keep
    their height), below the block just set on it, so it is drawn as an x-ray inside the
    block, never on a top it does not stand on; were it reported on the top, it would be
    drawn there like any climber."""
    scene, view = board
    state = push_step()
    seat = state.pending[0][0]
    cell = state.pos[seat]
    top = state.board.heights[cell]
    below = state.height(seat)
    assert below < top
    real = state.height
    monkeypatch.setattr(state, "height", lambda s: top if s == seat else real(s))
    scene.set_position(state, interactive=True)
    paint(view)
    assert scene.painted["climbers"] == 2
    covered = scene.painted["xray_climbers"]
    monkeypatch.setattr(state, "height", real)
    scene.redraw()
    paint(view)
    assert scene.painted["climbers"] == 1                 # not drawn on the top ...
    assert scene.painted["xray_climbers"] == covered + 1  # ... but inside the block
    x, y = state.xy(cell)
    start = push_arrows(scene, state)[0][1]
    assert start == scene.proj.world_point(x + 0.5, y + 0.5, below + 0.3)


def test_xray_rings_and_figures_are_copied_as_painted_directly(board, monkeypatch) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The x-ray's dashed rings and see-through figures come from the marks' pictures
    (issue 17: 1-6 ms each drawn directly): a second paint of the position makes no new
    picture, and the view shows what painting them directly shows, up to blending's
    rounding."""
    from climbdesk.ui.boards.climbers.sprites import Sprites
    from climbdesk.ui.boards.climbers.viewpictures import ViewPictures

    from .test_climbers_columns import _channels_differing

    scene, view = board
    monkeypatch.setattr(ViewPictures, "look", lambda self: None)  # each grab paints
    for dark in (False, True):
        scene.set_theme(BoardTheme.make(dark, False).with_pieces(GAME.info.colours))
        scene.set_position(behind_towers(), interactive=True)
        QApplication.processEvents()
        first = view.viewport().grab().toImage()
        assert scene.painted["xray_climbers"] == 1 and scene.painted["xray_targets"] >= 1
        made = scene.artist.sprites.made
        kept = {full[0][0] for full in scene.artist.sprites._kept if isinstance(full[0], tuple)}
        assert {"xray-figure", "xray-ring"} <= kept
        assert view.viewport().grab().toImage() == first
        assert scene.artist.sprites.made == made  # copied, none painted again
        with monkeypatch.context() as patch:
            patch.setattr(Sprites, "draw",
                          lambda self, painter, key, rect, paint, grid=0: paint(painter))
            scene.artist.layer.composites.clear()
            direct = view.viewport().grab().toImage()
        assert scene.painted["xray_climbers"] == 1
        assert _channels_differing(first, direct, 3) == 0
