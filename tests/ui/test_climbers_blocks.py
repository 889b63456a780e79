"""Moving blocks on the Climbers board the way a player does: drag, palette, keys,
push arrows, the height slice and examining a block.

A small "table" connects the scene to the engine as the app's controller does
(the chosen action is applied and the new position shown at once), so a drag that
Picks and then Places runs through both steps.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QApplication

from climbdesk.core.actions import Action
from climbdesk.games.climbers import GAME, ClimbersState, Pick, Place, PutBack, Stay
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.theme import BoardTheme

from .app_helpers import dialogs  # noqa: F401
from .board_helpers import LEFT, show_board


class Table:
    """The scene in a view, with every chosen action applied (like the controller)."""

    def __init__(self, scene: ClimbersBoardScene, view: BoardView) -> None:
        self.scene, self.view = scene, view
        self.played: list[Action] = []
        self.state: ClimbersState | None = None
        scene.action_chosen.connect(self._play)

    def show(self, state: ClimbersState) -> None:
        self.state = state
        self.scene.set_position(state, interactive=True)

    def _play(self, action: Action) -> None:
        assert self.state is not None and self.state.is_legal(action), action
        self.played.append(action)
        nxt = self.state.child(action)
        assert isinstance(nxt, ClimbersState)
        self.show(nxt)

    def vp(self, point: QPointF) -> QPoint:
        return self.view.mapFromScene(point)


@pytest.fixture
def table(qtbot) -> Iterator[Table]:  # type: ignore[no-untyped-def]
    scene = ClimbersBoardScene()
    scene.set_theme(BoardTheme.make(False, False).with_pieces(GAME.info.colours))
    yield Table(scene, show_board(qtbot, scene, 1100, 800))


def block_step(mountain: int = 7) -> ClimbersState:
    state = GAME.new_initial_state(2, {"mountain": mountain})
    assert isinstance(state, ClimbersState)
    state = state.child(Stay())
    assert isinstance(state, ClimbersState) and state.phase == "block"
    return state


def visible(scene: ClimbersBoardScene, x: int, y: int) -> bool:
    """Square (x, y)'s top is in front at its centre, and that point is in the view."""
    centre = scene.top_rect(x, y).center()
    view = scene.views()[0]
    inside = view.viewport().rect().adjusted(5, 5, -5, -5).contains(view.mapFromScene(centre))
    near = [centre + QPointF(dx, dy) for dx in (-3, 0, 3) for dy in (-2, 0, 2)]
    return inside and all(scene.cell_at(p) == (x, y) for p in near)


def visible_block_square(scene: ClimbersBoardScene, state: ClimbersState) -> tuple[int, int, int]:
    """A pickable block and one of its top squares that is in front on screen."""
    for spot in scene.pickables():
        block = int(spot.key[1])  # type: ignore[index]
        for c in state.board.top_squares(block):
            x, y = state.xy(c)
            if visible(scene, x, y):
                return block, x, y
    raise AssertionError("no pickable block is visible")


def start_drag(qtbot, table: Table) -> int:  # type: ignore[no-untyped-def]
    """Press on a visible movable block and move a little: the block is lifted."""
    scene = table.scene
    assert table.state is not None
    block, x, y = visible_block_square(scene, table.state)
    start = table.vp(scene.top_rect(x, y).center())
    vp = table.view.viewport()
    qtbot.mousePress(vp, LEFT, pos=start)
    for k in range(1, 4):
        qtbot.mouseMove(vp, pos=start + QPoint(4 * k, 3 * k))
    assert table.played == [Pick(block)]
    assert scene.phase() == "place" and scene.drag.active
    return block


def test_dragging_a_block_by_mouse_ends_in_the_engines_place(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    table.show(block_step())
    start_drag(qtbot, table)
    # A square to point at whose ghost corner is a legal spot, in front on screen.
    handles = scene.placement_handles()
    point = next(((x, y) for y in range(TABLE) for x in range(TABLE)
                  if visible(scene, x, y) and scene.drag.handle_under((x, y)) in handles),
                 None)
    assert point is not None
    vp = table.view.viewport()
    end = table.vp(scene.top_rect(*point).center())
    qtbot.mouseMove(vp, pos=end)
    assert scene.hover == ("anchor", *scene.drag.handle_under(point))
    qtbot.mouseRelease(vp, LEFT, pos=end)
    assert len(table.played) == 2 and isinstance(table.played[1], Place)
    assert not scene.drag.active and scene.phase() != "place"


def test_a_drop_on_an_illegal_square_keeps_the_block_lifted_with_the_reason(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    table.show(block_step())
    start_drag(qtbot, table)
    handles = scene.placement_handles()
    point = next((x, y) for y in range(TABLE) for x in range(TABLE)
                 if visible(scene, x, y) and scene.drag.handle_under((x, y)) not in handles
                 and scene.put_back_at(*scene.drag.handle_under((x, y))) is None)
    vp = table.view.viewport()
    end = table.vp(scene.top_rect(*point).center())
    qtbot.mouseMove(vp, pos=end)
    table.view.viewport().repaint()
    QApplication.processEvents()
    assert table.state is not None
    o = scene.held_orientation()
    assert o is not None
    place = Place(scene.orient, *scene.anchor_of(*scene.drag.handle_under(point), o))
    assert scene.ghost_reason and scene.ghost_reason.endswith(
        table.state.explain_illegal(place).split(": ", 1)[1])
    qtbot.mouseRelease(vp, LEFT, pos=end)
    assert len(table.played) == 1 and scene.phase() == "place"  # still lifted


def test_escape_puts_the_lifted_block_back(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    table.show(block_step())
    start_drag(qtbot, table)
    qtbot.mouseRelease(table.view.viewport(), LEFT, pos=QPoint(3, 3))
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Escape)
    assert table.played[-1] == PutBack()
