"""Examining a block: which block's six faces the side panel shows, and when.

A block is examined by resting the pointer on it for a moment (at once with Alt
held), until the pointer leaves it, or with the key I on the keyboard cursor, until
the next position; while a block is lifted, the panel shows that block as it is
turned now.  Otherwise the net is not shown: it would push the step out of the
sidebar (issue 17).  The net itself is drawn by
:class:`~.faces.FaceNet`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QTimer

from climbdesk.ui.boards.climbers.spots import Anchor, BlockSpot, Cell

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

EXAMINE_DELAY_MS = 450  # hovering a block this long shows its faces (Alt: at once)


class Examiner:
    """The examined block (``block``, -1: none) and the hover timer."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        self.block = -1
        self.hover_block = -1
        self.by_key = False  # examined with I: stays while the pointer moves
        self.timer = QTimer(scene)  # dies with the scene: never fires into a deleted one
        self.timer.setSingleShot(True)
        self.timer.setInterval(EXAMINE_DELAY_MS)
        self.timer.timeout.connect(self._examine_hovered)

    def examine(self, block: int, by_key: bool = False) -> None:
        """Show ``block``'s six faces in the side panel (-1: none)."""
        self.by_key = by_key and block >= 0
        if block != self.block:
            self.block = block
            self.scene.sync_panel()

    def reset(self) -> None:
        """A new position: nothing is examined any more."""
        self.timer.stop()
        self.hover_block = -1
        self.examine(-1)

    def examined_block(self) -> tuple[int, int]:
        """(block, orientation) for the face net: the lifted block as it is turned now,
        else the examined block as it lies; (-1, 0) for nothing."""
        scene = self.scene
        state = scene.state
        if state is None:
            return -1, 0
        if state.held >= 0 and scene.phase() == "place":
            return state.held, scene.orient
        b = self.block
        placed = state.board.placed[b] if 0 <= b < len(state.board.placed) else None
        return (b, placed.orient) if placed is not None else (-1, 0)

    def block_under(self, pos: QPointF) -> int:
        """The block whose column is in front at ``pos`` (-1: table or nothing)."""
        scene = self.scene
        state = scene.state
        cell = scene.cell_at(pos)
        return state.board.top_block(*cell) if state is not None and cell is not None else -1

    def hovering(self, pos: QPointF, alt: bool) -> None:
        """The pointer rests on a block: examine it at once with Alt, else after a moment."""
        block = self.block_under(pos)
        if block != self.block and self.block >= 0 and not self.by_key:
            self.examine(-1)  # the pointer left the block it examined
        if block < 0:
            self.timer.stop()
        elif alt:
            self.examine(block)
        elif block != self.hover_block:
            self.timer.start()
        self.hover_block = block

    def _examine_hovered(self) -> None:
        if self.hover_block >= 0:
            self.examine(self.hover_block)

    def examine_cursor(self) -> bool:
        """Key I: examine the block under the keyboard cursor (or the one lifted)."""
        scene = self.scene
        state = scene.state
        key = scene.cursor if scene.cursor_visible else scene.hover
        if state is None:
            return False
        if isinstance(key, BlockSpot):
            self.examine(key.block, by_key=True)
            return True
        if isinstance(key, Cell | Anchor):
            block = state.board.top_block(key.x, key.y)
            if block >= 0:
                self.examine(block, by_key=True)
                return True
        return False


__all__ = ["EXAMINE_DELAY_MS", "Examiner"]
