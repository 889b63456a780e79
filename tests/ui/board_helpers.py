"""Shared set-up for the board-scene tests: a scene in a shown, fitted view."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from climbdesk.ui.boards import BoardScene, BoardView

LEFT = Qt.MouseButton.LeftButton


def show_board(qtbot, scene: BoardScene, width: int, height: int) -> BoardView:  # type: ignore[no-untyped-def]
    """Put ``scene`` (animations off) in a real, exposed view so mouse events land."""
    scene.set_animation_speed(0)
    view = BoardView(scene)
    view.resize(width, height)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def click_at(qtbot, view: BoardView, point: QPointF) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(view.viewport(), LEFT, pos=view.mapFromScene(point))
