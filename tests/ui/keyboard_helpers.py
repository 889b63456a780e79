"""Driving a board's keyboard cursor the way a player does: arrows until it is there."""

from __future__ import annotations

from collections import deque
from collections.abc import Hashable

from PySide6.QtCore import Qt

from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.interaction import InteractiveBoardScene, nearest_in_direction

ARROWS = {Qt.Key.Key_Left: (-1.0, 0.0), Qt.Key.Key_Right: (1.0, 0.0),
          Qt.Key.Key_Up: (0.0, -1.0), Qt.Key.Key_Down: (0.0, 1.0)}


def arrow_path(scene: InteractiveBoardScene, view: BoardView, key: Hashable) -> list[Qt.Key]:
    """The fewest arrow presses from the cursor to ``key``, found with the board's own rule
    (nearest spot in the arrow's direction, as seen on screen)."""
    centres = {s.key: view.transform().map(s.rect.center())
               for s in scene.cursor_spots()}
    assert key in centres, f"{key!r} is not among the cursor's spots"
    start = scene.cursor
    came: dict[Hashable, tuple[Hashable, Qt.Key] | None] = {start: None}
    queue = deque([start])
    while queue:
        here = queue.popleft()
        if here == key:
            break
        others = [(k, p) for k, p in centres.items() if k != here]
        for arrow, direction in ARROWS.items():
            there = nearest_in_direction(others, centres[here], direction)
            if there is not None and there not in came:
                came[there] = (here, arrow)
                queue.append(there)
    assert key in came, f"{key!r} cannot be reached with the arrow keys"
    path: list[Qt.Key] = []
    at = key
    while came[at] is not None:
        prev, arrow = came[at]  # type: ignore[misc]
        path.append(arrow)
        at = prev
    return path[::-1]


def steer(qtbot, view: BoardView, scene: InteractiveBoardScene, key: Hashable) -> int:  # type: ignore[no-untyped-def]
    """Press arrow keys until the cursor stands on ``key``; returns the presses needed."""
    if not scene.cursor_visible:
        qtbot.keyClick(view, Qt.Key.Key_Right)  # the first arrow only shows the cursor
    path = arrow_path(scene, view, key)
    for arrow in path:
        qtbot.keyClick(view, arrow)
    assert scene.cursor == key
    assert scene.cursor_rect() is not None
    return len(path)
