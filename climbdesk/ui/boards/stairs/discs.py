"""The discs of every Stairs stack, painted as one layer above the halos.

Why a layer and not 36 cached items: whose pieces may move flips every move, so
the halos under nearly every stack change and Qt repaints nearly the whole board
area.  Every item in that area is then drawn again; an item kept in Qt's device
cache is a copy, but each copy carries Qt's cache bookkeeping (a pixmap-cache
look-up, the item's transform and exposure) and a Python ``boundingRect`` call,
and every stack whose discs changed was painted into a fresh cache pixmap too.
This one item copies each stack's picture from :mod:`climbdesk.ui.boards.pictures`
through one :class:`~climbdesk.ui.boards.pictures.Copies`, back rows first, as
the stacks overlap; a stack whose discs changed is a different picture (most
looks come back, so it is mostly kept already).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from climbdesk.games.stairs.engine import SIZE, SQUARES
from climbdesk.ui.boards.pictures import Copies, Placements
from climbdesk.ui.boards.stairs.items import Z_STACK, StackItem, stack_rect

if TYPE_CHECKING:
    from climbdesk.ui.boards.stairs.scene import StairsBoardScene


class DiscLayer(QGraphicsItem):
    """Every stack's discs; the scene tells it which stacks changed."""

    def __init__(self, scene: StairsBoardScene) -> None:
        super().__init__()
        self.board = scene
        self.setZValue(Z_STACK)  # the stack items above it paint nothing
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Only the stacks in the exposed part are copied (``option.exposedRect``).
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)
        # Each stack's place and part in scene coordinates, worked out once (the
        # squares never move).
        self._centres = tuple(scene.square_center(sq) for sq in range(SQUARES))
        self._parts = tuple(stack_rect().translated(c) for c in self._centres)
        #: A stack whose discs did not change is copied where it was (most of a move's).
        self._placed = Placements()

    def boundingRect(self) -> QRectF:
        return self.board.frame_rect()

    def part_rect(self, sq: int) -> QRectF:
        """Where square ``sq``'s discs may paint (scene coordinates; a copy)."""
        return QRectF(self._parts[sq])

    def refresh(self, item: StackItem) -> None:
        """``item``'s discs changed: repaint its part."""
        self.update(self._parts[item.square])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Back rows first: a front row's stack overlaps the row behind it."""
        board = self.board
        stacks = board.stacks()
        exposed = option.exposedRect if not option.exposedRect.isEmpty() \
            else self.boundingRect()
        copies = Copies(painter)
        parts, centres, placed = self._parts, self._centres, self._placed
        for row in range(SIZE - 1, -1, -1):
            for sq in range(row * SIZE, row * SIZE + SIZE):
                item = stacks[sq]
                if item.visible_height() == 0 or not parts[sq].intersects(exposed):
                    continue
                key = item.picture_key()
                if not placed.hit(copies, sq, key):
                    placed.draw(copies, sq, key, item.picture_rect(), item.paint_discs,
                                centres[sq])
        copies.end()


__all__ = ["DiscLayer"]
