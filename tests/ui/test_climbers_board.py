"""The Climbers board driven the way a player drives it: real mouse and key events.

Clicks go to the view's viewport at the scene position of a square's top, so the
projection, the front-most hit test and the legality filter are exercised together.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import GAME, ClimbersState, Move, NoBlock, Pick, Place, Stay
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards import BoardView, board_class
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import Anchor, BlockSpot, ClimberInHand, HeldBlock
from climbdesk.ui.theme import BoardTheme

from .board_helpers import click_at, show_board


@pytest.fixture
def board(qtbot) -> Iterator[tuple[ClimbersBoardScene, BoardView]]:  # type: ignore[no-untyped-def]
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    yield scene, show_board(qtbot, scene, 1100, 800)


def new_state(players: int = 2, mountain: int = 7) -> ClimbersState:
    state = GAME.new_initial_state(players, {"mountain": mountain})
    assert isinstance(state, ClimbersState)
    return state


def paint(view: BoardView) -> None:
    view.viewport().repaint()
    QApplication.processEvents()


def chosen(qtbot, scene: ClimbersBoardScene, act) -> list:  # type: ignore[no-untyped-def]
    got: list = []
    scene.action_chosen.connect(got.append)
    act()
    return got


def visible_target(scene: ClimbersBoardScene, targets: list) -> tuple[int, int]:
    """A target square whose top is in front at its own centre (clickable in this view)."""
    for key in targets:
        x, y = key.x, key.y
        if scene.cell_at(scene.top_rect(x, y).center()) == (x, y):
            return x, y
    raise AssertionError("no target is visible")


def test_the_registry_finds_the_board() -> None:
    assert board_class("climbers") is ClimbersBoardScene


def test_the_scene_draws_the_mountain(board) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = new_state()
    scene.set_position(state, interactive=False)
    paint(view)
    placed = {b for b, p in enumerate(state.board.placed) if p is not None}
    tops = sum(1 for h in state.board.heights if h > 0)
    assert scene.painted["tops"] == tops
    assert scene.painted["sides"] > 40
    assert scene.painted["climbers"] == 2          # both at the foot
    assert scene.painted_blocks <= placed and len(scene.painted_blocks) >= 20


def test_turning_keeps_every_block_and_changes_the_projection(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = new_state()
    scene.set_position(state, interactive=False)
    cell = next(state.xy(c) for c, h in enumerate(state.board.heights) if h > 0)
    seen: list[set[int]] = []
    rects = []
    for _ in range(4):
        paint(view)
        seen.append(set(scene.painted_blocks))
        assert scene.painted["tops"] == sum(1 for h in state.board.heights if h > 0)
        rects.append(scene.top_rect(*cell).center())
        qtbot.keyClick(view, Qt.Key.Key_E)
    assert scene.turns == 0
    assert len({(p.x(), p.y()) for p in rects}) == 4
    # Every block shows from some side; hidden cores may differ between sides.
    union = set().union(*seen)
    assert len(union) >= len(seen[0])
    assert all(len(s) >= 20 for s in seen)


def test_clicking_a_highlighted_square_plays_that_move(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = new_state()
    scene.set_position(state, interactive=True)
    assert scene.picked == ClimberInHand(0)
    targets = [s.key for s in scene.targets_of(scene.picked)]
    assert targets
    x, y = visible_target(scene, [k for k in targets if len(scene.moves()[k.x, k.y]) == 1])
    got = chosen(qtbot, scene, lambda: click_at(qtbot, view, scene.top_rect(x, y).center()))
    assert len(got) == 1 and isinstance(got[0], Move) and (got[0].x, got[0].y) == (x, y)
    assert got[0] in state.legal_actions()


def test_the_keyboard_cursor_picks_and_drops_a_move(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = new_state()
    scene.set_position(state, interactive=True)
    view.setFocus()
    got = chosen(qtbot, scene, lambda: None)
    qtbot.keyClick(view, Qt.Key.Key_Right)       # shows the cursor on a target
    assert scene.cursor_visible and scene.cursor is not None
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(got) == 1 and isinstance(got[0], Move)


def test_a_pick_and_place_round(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = new_state()
    state = state.child(Stay())
    assert state.phase == "block"
    scene.set_position(state, interactive=True)
    spots = scene.pickables()
    assert spots and all(isinstance(s.key, BlockSpot) for s in spots)
    block = None
    for spot in spots:
        b = spot.key.block
        cells = state.board.top_squares(b)
        x, y = state.xy(cells[0])
        if scene.cell_at(scene.top_rect(x, y).center()) == (x, y):
            block = b
            break
    assert block is not None
    got = chosen(qtbot, scene, lambda: click_at(qtbot, view, scene.top_rect(x, y).center()))
    assert got == [Pick(block)]
    state = state.child(got[0])
    scene.set_position(state, interactive=True)
    assert scene.picked == HeldBlock(block)
    orient = scene.orient
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert scene.orient != orient or len(scene._places) == 1
    targets = [s.key for s in scene.targets_of(scene.picked)]
    x, y = visible_target(scene, targets)
    got = chosen(qtbot, scene, lambda: click_at(qtbot, view, scene.top_rect(x, y).center()))
    assert len(got) == 1 and isinstance(got[0], Place) and got[0] in state.legal_actions()


def test_a_ghost_on_an_illegal_square_explains_why(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = new_state().child(Stay())
    state = state.child(Pick(sorted(scene_picks(state))[0]))
    scene.set_position(state, interactive=True)
    legal = scene.placement_handles()
    bad = next((x, y) for y in range(TABLE) for x in range(TABLE) if (x, y) not in legal)
    scene.hover = Anchor(*bad)
    paint(view)  # draws the red ghost and the engine's reason without failing
    got = chosen(qtbot, scene, lambda: scene.activate(Anchor(*bad)))
    assert got == []


def scene_picks(state: ClimbersState) -> set[int]:
    return {a.block for a in state.legal_actions() if isinstance(a, Pick)}


def test_the_map_toggles_with_t_and_its_squares_are_clickable(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = new_state()
    scene.set_position(state, interactive=True)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_T)
    assert scene.map_view
    paint(view)
    assert scene.painted["tops"] == sum(1 for h in state.board.heights if h > 0)
    # Every square is in front on the map: each target is clickable.
    targets = [s.key for s in scene.targets_of(scene.picked)]
    for key in targets:
        assert scene.cell_at(scene.top_rect(key.x, key.y).center()) == (key.x, key.y)
    x, y = next((k.x, k.y) for k in reversed(targets) if len(scene.moves()[k.x, k.y]) == 1)
    got = chosen(qtbot, scene, lambda: click_at(qtbot, view, scene.top_rect(x, y).center()))
    assert len(got) == 1 and isinstance(got[0], Move) and (got[0].x, got[0].y) == (x, y)
    qtbot.keyClick(view, Qt.Key.Key_T)
    assert not scene.map_view


def test_buttons_are_left_for_the_field_less_steps() -> None:
    scene = ClimbersBoardScene()
    assert not scene.handles(Stay()) and not scene.handles(NoBlock())
    assert scene.handles(Move(1, 1, "")) and scene.handles(Pick(3))


def test_the_title_has_its_own_translation_apart_from_climb_ons_climbers() -> None:
    """German keeps the title "Climbers"; Climb On!'s option of the same word stays "Kletterer"."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "translations"
    for name, title in (("climbdesk_de.ts", "Climbers"), ("climbdesk_ja.ts", "クライマーズ")):
        text = (root / name).read_text(encoding="utf-8")
        found = re.search(r"<source>Climbers</source>\s*<comment>game title</comment>\s*"
                          r"<translation>([^<]*)</translation>", text)
        assert found is not None and found.group(1) == title, name


def test_the_wheel_turns_a_lifted_block_and_zooms_otherwise(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QPoint, QPointF
    from PySide6.QtGui import QWheelEvent

    scene, view = board

    def wheel() -> None:
        centre = QPointF(view.viewport().rect().center())
        event = QWheelEvent(centre, view.viewport().mapToGlobal(centre), QPoint(0, 0),
                            QPoint(0, -120), Qt.MouseButton.NoButton,
                            Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(view.viewport(), event)

    state = new_state().child(Stay())
    scene.set_position(state, interactive=True)
    zoom = view.zoom
    wheel()
    assert view.zoom != zoom                     # no block in hand: the wheel zooms
    state = state.child(Pick(sorted(scene_picks(state))[0]))
    scene.set_position(state, interactive=True)
    zoom, orient = view.zoom, scene.orient
    wheel()
    assert view.zoom == zoom
    assert scene.orient != orient or len(scene._places) == 1


def test_the_view_buttons_turn_and_show_the_map(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, _view = board
    scene.set_position(new_state(), interactive=False)
    panel = scene.side_panel()
    assert panel is not None and scene.side_panel() is panel
    qtbot.mouseClick(panel.right, Qt.MouseButton.LeftButton)
    assert scene.turns == 1
    qtbot.mouseClick(panel.left, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(panel.left, Qt.MouseButton.LeftButton)
    assert scene.turns == 3
    qtbot.mouseClick(panel.map, Qt.MouseButton.LeftButton)
    assert scene.map_view and panel.map.isChecked()
    scene.set_map_view(False)                    # the key T: the button follows
    assert not panel.map.isChecked()


def test_fitting_shows_the_mountain_not_the_whole_table(board) -> None:  # type: ignore[no-untyped-def]
    scene, _view = board
    state = new_state()
    state.pos = [c for c, h in enumerate(state.board.heights) if h > 0][:2]
    state.touch()
    scene.set_position(state, interactive=False)
    assert scene.board_rect().width() < scene.sceneRect().width()
    scene.set_map_view(True)
    assert scene.board_rect() == scene.sceneRect()


def test_the_key_n_skips_the_step(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = board
    state = new_state()
    scene.set_position(state, interactive=True)
    view.setFocus()
    got = chosen(qtbot, scene, lambda: qtbot.keyClick(view, Qt.Key.Key_N))
    assert got == [Stay()]
    state = state.child(Stay())
    scene.set_position(state, interactive=True)
    got = chosen(qtbot, scene, lambda: qtbot.keyClick(view, Qt.Key.Key_N))
    assert got == [NoBlock()]


def test_the_thumbnail_shows_the_mountain(board) -> None:  # type: ignore[no-untyped-def]
    scene, _view = board
    scene.set_position(new_state(), interactive=False)
    rect = scene.thumbnail_rect()
    assert not rect.isNull() and rect.width() < scene.sceneRect().width() * 0.8
