"""Dragging a block on the Climbers board: press on a movable block and drag it.

The engine wants a block move as two decisions, ``Pick(block)`` then ``Place``
(or ``PutBack``).  A drag therefore lifts the block (one Pick) as soon as the
pointer has moved a drag distance; from then on the scene is in the ``place``
step and its ordinary ghost follows the pointer, snapped to the grid.  The
release sets the block down where the engine lists a placement, puts it back
when dropped exactly where it came from, and otherwise leaves it lifted (so the
player can carry on by click, wheel, R or the keyboard).

The square the player grabbed stays under the pointer: the offset from the
ghost's back corner (in on-screen, turned coordinates) is kept while the block
is held.  No rule is decided here: legality comes from the scene's index of the
legal actions and refusals from ``state.explain_illegal``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import Pick, Place, PutBack
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.spots import Anchor

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


class BlockDrag:
    """The press-drag-release of a block; the scene forwards its mouse events here."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        #: A press on a movable block that may still become a drag: block, screen point
        #: and the square pressed.
        self.press: tuple[int, QPointF, tuple[int, int]] | None = None
        #: True from the Pick a drag made until its release.
        self.active = False
        #: The grabbed square's offset from the ghost's back corner, in turned squares.
        self.grab = (0, 0)

    # ----- the mouse -----------------------------------------------------------------------
    def pressed(self, pos: QPointF, screen: QPointF) -> None:
        """Remember a press on a block the player may pick (a click still picks it)."""
        scene = self.scene
        state = scene.state
        self.press = None
        if state is None or scene.phase() != "block" or not scene.accepts_input():
            return
        cell = scene.cell_at(pos)
        if cell is None:
            return
        block = state.board.top_block(*cell)
        if block in scene._picks:
            self.press = (block, screen, cell)

    def moved(self, screen: QPointF, buttons: Qt.MouseButton) -> None:
        """Lift the pressed block once the pointer moved far enough with the button down."""
        if self.press is None or not buttons & Qt.MouseButton.LeftButton:
            return
        block, start, cell = self.press
        if (screen - start).manhattanLength() < QApplication.startDragDistance():
            return
        self.press = None
        scene = self.scene
        state = scene.state
        placed = state.board.placed[block] if state is not None else None
        if placed is None:
            return
        o = BLOCKS[block].orientations[placed.orient]
        hu, hv = scene.proj.turned(*scene.handle_of(placed.x, placed.y, o))
        gu, gv = scene.proj.turned(*cell)
        self.grab = (gu - hu, gv - hv)
        self.active = True
        scene.choose(Pick(block))  # the controller answers with the "place" step
        if scene.phase() != "place":
            self.active = False
            self.grab = (0, 0)
        scene.set_view_cursor(Qt.CursorShape.ClosedHandCursor)

    def hover_cursor(self, pos: QPointF) -> None:
        """An open hand over a block the player may drag (the block step), else the
        view's own cursor; a drag shows a closed hand."""
        scene = self.scene
        if self.active:
            return
        grabbable = scene.phase() == "block" and scene.accepts_input() \
            and scene.examiner.block_under(pos) in scene._picks
        for view in scene.views():
            if grabbable:
                view.viewport().setCursor(Qt.CursorShape.OpenHandCursor)
            elif view.viewport().cursor().shape() == Qt.CursorShape.OpenHandCursor:
                view.viewport().unsetCursor()

    def released(self, pos: QPointF) -> bool:
        """End a drag: place, put back on the origin, or keep the block lifted.  True when
        the release belonged to a drag."""
        self.press = None
        if not self.active:
            return False
        self.active = False
        scene = self.scene
        scene.set_view_cursor(None)
        action = self.drop_action(pos)
        if action is not None:
            scene.choose(action)
        else:
            scene.redraw()  # stays lifted: the ghost keeps showing why not here
        return True

    def cancel(self) -> None:
        """The position changed under the drag (undo, a bot, the end of the step)."""
        for view in self.scene.views():
            shape = view.viewport().cursor().shape()
            if self.active or shape == Qt.CursorShape.OpenHandCursor:
                view.viewport().unsetCursor()
        self.press = None
        self.active = False
        if self.scene.phase() != "place":
            self.grab = (0, 0)

    # ----- where the ghost is --------------------------------------------------------------
    def handle_under(self, cell: tuple[int, int]) -> tuple[int, int]:
        """The ghost's back corner when the pointer is over ``cell``: the grabbed square
        stays under the pointer (clamped to the block's turned footprint)."""
        scene = self.scene
        o = scene.held_orientation()
        if o is None or self.grab == (0, 0):
            return cell
        w, d = (o.d, o.w) if scene.proj.turns % 2 else (o.w, o.d)
        du = min(max(self.grab[0], 0), w - 1)
        dv = min(max(self.grab[1], 0), d - 1)
        iu, iv = scene.proj.turned(*cell)
        iu, iv = min(max(iu - du, 0), TABLE - 1), min(max(iv - dv, 0), TABLE - 1)
        return scene.proj.world(iu, iv)

    def drop_action(self, pos: QPointF) -> Place | PutBack | None:
        """What a drop at ``pos`` plays: a legal Place, a PutBack on the origin, or None."""
        scene = self.scene
        key = scene.key_at(pos)
        o = scene.held_orientation()
        if o is None or not isinstance(key, Anchor):
            return None
        hx, hy = key.x, key.y
        if (hx, hy) in scene.placement_handles():
            return Place(scene.orient, *scene.anchor_of(hx, hy, o))
        return scene.put_back_at(hx, hy)


__all__ = ["BlockDrag"]
