"""Moving blocks on the Climbers board the way a player does: drag, palette, keys,
push arrows, the height slice and examining a block.

A small "table" connects the scene to the engine as the app's controller does
(the chosen action is applied and the new position shown at once), so a drag that
Picks and then Places runs through both steps.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from climbdesk.core.actions import Action
from climbdesk.games.climbers import GAME, ClimbersState, Pick, Place, Push, PutBack, Stay
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
from climbdesk.ui.boards.climbers.spots import Anchor, BlockSpot
from climbdesk.ui.theme import BoardTheme

from .app_helpers import dialogs  # noqa: F401
from .board_helpers import LEFT, click_at, show_board


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
    # A mouse move without a button puts the (offscreen) platform cursor over this view;
    # take it away while the view still exists, so no later test meets a stale window.
    QCursor.setPos(QPoint(-5000, -5000))
    QApplication.processEvents()


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
        block = spot.key.block
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
    camera = (table.view.transform(), table.view.view_centre())
    qtbot.mousePress(vp, LEFT, pos=start)
    for k in range(1, 4):
        qtbot.mouseMove(vp, pos=start + QPoint(4 * k, 3 * k))
    assert table.played == [Pick(block)]
    assert (table.view.transform(), table.view.view_centre()) == camera  # holds still
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
    assert scene.hover == Anchor(*scene.drag.handle_under(point))
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


def lift_by_click(qtbot, table: Table) -> int:  # type: ignore[no-untyped-def]
    """Click a visible movable block: the click-click way to lift it."""
    scene = table.scene
    assert table.state is not None
    block, x, y = visible_block_square(scene, table.state)
    click_at(qtbot, table.view, scene.top_rect(x, y).center())
    assert table.played[-1] == Pick(block) and scene.phase() == "place"
    return block


def test_the_palette_shows_every_orientation_and_its_choice_is_placed(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    panel = scene.side_panel()
    assert panel is not None
    table.show(block_step())
    block = lift_by_click(qtbot, table)
    palette = panel.palette_  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not palette.isHidden(), timeout=20000)  # after the board's paint
    from climbdesk.games.climbers.blocks import BLOCKS
    assert len(palette.buttons) == len(BLOCKS[block].orientations)
    assert all(b.accessibleName() for b in palette.buttons)
    choice = next(i for i, b in enumerate(palette.buttons)
                  if b.isEnabled() and i != scene.orient)
    qtbot.mouseClick(palette.buttons[choice], Qt.MouseButton.LeftButton)
    assert scene.orient == choice and palette.buttons[choice].isChecked()
    x, y = next(h for h in sorted(scene.placement_handles()) if visible(scene, *h))
    click_at(qtbot, table.view, scene.top_rect(x, y).center())
    placed = table.played[-1]
    assert isinstance(placed, Place) and placed.orient == choice


def test_the_keyboard_lifts_turns_and_places_a_block(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = table.scene, table.view
    table.show(block_step())
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)          # the cursor shows on a movable block
    assert isinstance(scene.cursor, BlockSpot)
    qtbot.keyClick(view, Qt.Key.Key_Return)         # lifts it
    assert isinstance(table.played[-1], Pick) and scene.phase() == "place"
    before = scene.orient
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert scene.orient != before or len(scene._places) == 1
    turned = scene.orient
    qtbot.keyClick(view, Qt.Key.Key_Right)          # the ghost goes to a legal spot
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert isinstance(scene.hover, Anchor)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    placed = table.played[-1]
    assert len(table.played) == 2 and isinstance(placed, Place) and placed.orient == turned


def push_step() -> ClimbersState:
    """A position where the mover chooses where a covered climber shifts (seeded search)."""
    import random

    from climbdesk.games.climbers.blocks import BLOCKS

    rng = random.Random(1)
    state = GAME.new_initial_state(2, {"mountain": 7})
    assert isinstance(state, ClimbersState)
    for _ in range(400):
        acts = state.legal_actions()
        if state.phase == "push" and len(acts) > 1:
            return state
        places = [a for a in acts if isinstance(a, Place)]

        def covers(a: Place, s: ClimbersState = state) -> bool:
            o = BLOCKS[s.held].orientations[a.orient]
            return any((a.y + j) * TABLE + a.x + i in s.pos
                       for i in range(o.w) for j in range(o.d))

        choice = rng.choice([a for a in places if covers(a)] or places or acts)
        nxt = state.child(choice)
        assert isinstance(nxt, ClimbersState)
        state = nxt if not nxt.is_terminal() else state
    raise AssertionError("no push step found")


def test_push_arrows_are_drawn_and_a_click_on_one_pushes(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    state = push_step()
    table.show(state)
    table.view.viewport().repaint()
    QApplication.processEvents()
    assert scene.painted["arrows"] == len(state.legal_actions()) >= 2
    x, y = next((x, y) for x, y in sorted(scene._pushes) if visible(scene, x, y))
    click_at(qtbot, table.view, scene.top_rect(x, y).center())
    assert table.played == [Push(state.pending[0][0], x, y)]


def test_push_arrows_by_keyboard(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    state = push_step()
    table.show(state)
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert len(table.played) == 1 and isinstance(table.played[0], Push)


def test_the_height_slice_makes_a_hidden_square_clickable(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    table.show(block_step())
    lift_by_click(qtbot, table)
    hidden = [(x, y) for x, y in sorted(scene.placement_handles())
              if not visible(scene, x, y) and scene.height_at(x, y) >= 1]
    assert hidden
    for x, y in hidden:
        scene.set_slice_level(scene.height_at(x, y))
        if visible(scene, x, y):
            break
    else:
        raise AssertionError("the slice uncovered none of the hidden spots")
    table.view.viewport().repaint()
    QApplication.processEvents()
    o = scene.held_orientation()
    assert o is not None
    expected = Place(scene.orient, *scene.anchor_of(x, y, o))
    click_at(qtbot, table.view, scene.top_rect(x, y).center())
    assert table.played[-1] == expected


def test_slice_keys_step_the_level_and_the_panel_follows(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = table.scene, table.view
    panel = scene.side_panel()
    table.show(block_step())
    state = table.state
    assert state is not None
    top = max(state.board.heights)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_BracketLeft)
    assert scene.slice_level == top - 1
    assert panel.slice.spin.value() == top - 1  # type: ignore[union-attr]
    qtbot.keyClick(view, Qt.Key.Key_BracketRight)
    assert scene.slice_level == 0 and panel.slice.spin.value() == 0  # type: ignore[union-attr]
    panel.slice.spin.setValue(2)  # type: ignore[union-attr]
    assert scene.slice_level == 2


def test_the_locked_block_has_a_padlock_and_the_engines_reason(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    state = block_step()
    state = state.child(next(a for a in state.legal_actions() if isinstance(a, Pick)))
    state = state.child(next(a for a in state.legal_actions() if isinstance(a, Place)))
    while not (state.phase == "block" and state.active == 1):
        state = state.child(state.legal_actions()[0])
    assert isinstance(state, ClimbersState) and state.lock >= 0
    scene = table.scene
    table.show(state)
    table.view.viewport().repaint()
    QApplication.processEvents()
    assert scene.painted["padlocks"] == 1
    x, y = next(state.xy(c) for c in state.board.top_squares(state.lock)
                if visible(scene, *state.xy(c)))
    tip = scene.block_tip(scene.top_rect(x, y).center())
    assert tip == state.explain_illegal(Pick(state.lock)) and "previous player" in tip
    assert "Locked this turn" in scene.position_text()     # and for screen readers


def test_key_i_examines_the_block_at_the_cursor(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene, view = table.scene, table.view
    panel = scene.side_panel()
    table.show(block_step())
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert isinstance(scene.cursor, BlockSpot)
    qtbot.keyClick(view, Qt.Key.Key_I)
    assert scene.examined == scene.cursor.block
    assert not panel.faces.isHidden() and panel.faces.block == scene.examined  # type: ignore[union-attr]
    assert "top" in panel.faces.describe()  # type: ignore[union-attr]


def test_r_turns_the_dragged_block_and_the_drop_places_that_orientation(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    table.show(block_step())
    start_drag(qtbot, table)
    before = scene.orient
    qtbot.keyClick(table.view, Qt.Key.Key_R)        # the button is still down
    assert scene.orient != before and scene.drag.active
    turned = scene.orient
    handles = scene.placement_handles()
    point = next((x, y) for y in range(TABLE) for x in range(TABLE)
                 if visible(scene, x, y) and scene.drag.handle_under((x, y)) in handles)
    end = table.vp(scene.top_rect(*point).center())
    qtbot.mouseMove(table.view.viewport(), pos=end)
    qtbot.mouseRelease(table.view.viewport(), LEFT, pos=end)
    placed = table.played[-1]
    assert isinstance(placed, Place) and placed.orient == turned


def test_a_drop_on_its_own_place_puts_the_block_back(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    table.show(block_step())
    start_drag(qtbot, table)
    state = table.state
    assert state is not None and state.origin is not None
    table.view.viewport().repaint()
    QApplication.processEvents()
    assert scene.painted["origin"] == 1             # the dashed box shows where it was
    o = scene.held_orientation()
    assert o is not None and scene.orient == state.origin.orient
    home = scene.handle_of(state.origin.x, state.origin.y, o)
    point = next((x, y) for y in range(TABLE) for x in range(TABLE)
                 if visible(scene, x, y) and scene.drag.handle_under((x, y)) == home)
    end = table.vp(scene.top_rect(*point).center())
    qtbot.mouseMove(table.view.viewport(), pos=end)
    qtbot.mouseRelease(table.view.viewport(), LEFT, pos=end)
    assert table.played[-1] == PutBack() and scene.phase() == "block"


def test_resting_the_pointer_on_a_block_examines_it(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    table.show(block_step())
    assert table.state is not None
    block, x, y = visible_block_square(scene, table.state)
    qtbot.mouseMove(table.view.viewport(), pos=table.vp(scene.top_rect(x, y).center()))
    qtbot.waitUntil(lambda: scene.examined == block, timeout=20000)
    other = next(b for b, p in enumerate(table.state.board.placed)
                 if p is not None and b != block and table.state.board.top_squares(b)
                 and visible(scene, *table.state.xy(table.state.board.top_squares(b)[0])))
    c = table.state.board.top_squares(other)[0]
    scene.examiner.hovering(scene.top_rect(*table.state.xy(c)).center(), alt=True)
    assert scene.examined == other                   # with Alt: at once


def test_after_a_click_lift_the_ghost_follows_the_pointer(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    table.show(block_step())
    lift_by_click(qtbot, table)
    x, y = next(h for h in sorted(scene.placement_handles()) if visible(scene, *h))
    qtbot.mouseMove(table.view.viewport(), pos=table.vp(scene.top_rect(x, y).center()))
    assert scene.hover == Anchor(x, y)          # no button held: the view tracks the mouse


def test_the_slice_uncovers_hidden_squares_from_all_four_sides(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    table.show(block_step())
    state = table.state
    assert state is not None
    for _ in range(4):
        scene.set_slice_level(0)
        tops = [state.xy(c) for c, h in enumerate(state.board.heights) if h > 0]
        hidden = [(x, y) for x, y in tops if not visible(scene, x, y)]
        assert hidden
        uncovered = 0
        for x, y in hidden:
            scene.set_slice_level(scene.height_at(x, y))
            uncovered += visible(scene, x, y)
        assert uncovered > 0
        qtbot.keyClick(table.view, Qt.Key.Key_E)


def test_help_and_legend_list_the_block_keys_and_marks(table) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    keys = {k.keys for k in scene.board_keys()}
    assert {"R / Shift+R", "Esc", "[ / ]", "I"} <= keys
    texts = " ".join(e.text for e in scene.legend())
    assert "Padlock" in texts and "Arrows" in texts and "Faded column" in texts


def test_the_wheel_turns_the_dragged_block_instead_of_zooming(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QWheelEvent

    scene, view = table.scene, table.view
    table.show(block_step())
    start_drag(qtbot, table)
    before, zoom = scene.orient, view.transform().m11()
    at = QPointF(view.viewport().rect().center())
    event = QWheelEvent(at, QPointF(view.viewport().mapToGlobal(at.toPoint())), QPoint(0, 0),
                        QPoint(0, -120), Qt.MouseButton.LeftButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)
    assert scene.orient != before and view.transform().m11() == zoom


def test_an_open_hand_over_a_movable_block(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    scene = table.scene
    table.show(block_step())
    assert table.state is not None
    _block, x, y = visible_block_square(scene, table.state)
    viewport = table.view.viewport()
    scene.drag.hover_cursor(scene.top_rect(x, y).center())
    assert viewport.cursor().shape() == Qt.CursorShape.OpenHandCursor
    scene.drag.hover_cursor(QPointF(-1000, -1000))  # off the board: the view's cursor again
    assert viewport.cursor().shape() != Qt.CursorShape.OpenHandCursor


def test_the_camera_holds_still_while_a_block_at_the_edge_is_dragged(table, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Lifting a block off the mountain's edge shrinks the fitted picture; refitting then
    would move the board under the pointer in the middle of the drag."""
    scene, view = table.scene, table.view
    state = block_step()
    table.show(state)
    edge = [b for b in sorted(scene._picks)
            if scene.board_rect() != _rect_after_pick(scene, state, b)]
    assert edge
    block = edge[0]
    x, y = next(state.xy(c) for c in state.board.top_squares(block)
                if visible(scene, *state.xy(c)))
    camera = view.transform(), view.view_centre()
    start = table.vp(scene.top_rect(x, y).center())
    qtbot.mousePress(view.viewport(), LEFT, pos=start)
    for k in range(1, 4):
        qtbot.mouseMove(view.viewport(), pos=start + QPoint(4 * k, 3 * k))
    assert table.played == [Pick(block)] and scene.drag.active
    assert (view.transform(), view.view_centre()) == camera


def _rect_after_pick(scene: ClimbersBoardScene, state: ClimbersState, block: int) -> QRectF:
    """The board rect the scene would fit to once ``block`` is lifted (then restored)."""
    lifted = state.child(Pick(block))
    saved = scene.state
    scene.state = lifted
    try:
        return scene.board_rect()
    finally:
        scene.state = saved
