"""A base for items drawn over the whole wall board (the odds, the moving piece)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsItem

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene


class Overlay(QGraphicsItem):
    """An item as large as the scene, above the wall's own item (``z``)."""

    def __init__(self, scene: WallBoardScene, z: float) -> None:
        super().__init__()
        self.board = scene
        self.setZValue(z)

    def boundingRect(self) -> QRectF:
        # Before the first position the scene has no rectangle of its own, and asking it
        # would ask this item again (the scene's rectangle defaults to its items' bounds).
        if self.board.layout is None:
            return QRectF()
        return self.board.sceneRect()


__all__ = ["Overlay"]
