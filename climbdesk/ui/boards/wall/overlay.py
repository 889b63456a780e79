"""A base for items drawn over the whole wall board (the odds, the moving piece)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene


class Overlay(QGraphicsItem):
    """An item as large as the scene's frame (:attr:`WallBoardScene.frame`), above the
    wall's own item (``z``)."""

    def __init__(self, scene: WallBoardScene, z: float) -> None:
        super().__init__()
        self.board = scene
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        # The frame, not the scene's rectangle: that follows the wall as it spreads, and
        # a new bounding rectangle repaints the whole item.  (Empty before the first
        # position; asking the scene then would ask this item again.)
        return self.board.frame


__all__ = ["Overlay"]
