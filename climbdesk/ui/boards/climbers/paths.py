"""The path of a hovered move, drawn over the tops.

Where a climber can go is not where it walks: a square two steps away may be
reached by a long way round, and the ladder steps are the costly part.  So
hovering a reachable square (mouse or keyboard cursor) draws the squares the
climber passes, from its feet to the square, with a ring where a step spends a
ladder.  The squares come from ``ClimbersState.path_of``, the engine's own reach
search: the board never works out a path itself.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from climbdesk.games.climbers import Move
from climbdesk.games.climbers.geometry import FOOT, TABLE, foot_region
from climbdesk.ui.boards.climbers.spots import Cell, ClimberInHand
from climbdesk.ui.boards.legend import LegendEntry

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


def hover_move(scene: ClimbersBoardScene) -> Move | None:
    """The move the hovered square stands for (the chooser's hovered ladder set while
    it is open), or None when nothing reachable is hovered."""
    state = scene.state
    hover = scene.hover
    if state is None or not scene.accepts_input() or not isinstance(scene.picked, ClimberInHand):
        return None
    chooser = scene.chooser
    if chooser is not None and chooser.isVisible():
        return chooser.hovered_move()
    if not isinstance(hover, Cell):
        return None
    x, y = hover.x, hover.y
    if (x, y) not in scene.moves():
        return None
    return Move(x, y, scene.ladders_for(x, y))


def hover_path(scene: ClimbersBoardScene) -> list[tuple[int, int]]:
    """The squares of the hovered move's path, first step to destination ([] if none)."""
    state = scene.state
    move = hover_move(scene)
    return state.path_of(move) if state is not None and move is not None else []


def foot_walk(scene: ClimbersBoardScene, seat: int,
              first: tuple[int, int]) -> list[tuple[int, int]]:
    """The bare table squares a climber at the foot walks over to reach ``first`` (the
    first square of its path): from the table's edge nearest its figure to a bare square
    beside ``first``, around the mountain ([] when it is not at the foot or no way is
    found).  Walking the bare table is free and every way is as good, so this is
    drawing, not a rule: the engine's path starts at ``first``."""
    state = scene.state
    if state is None or state.pos[seat] != FOOT:
        return []
    board = state.board
    region = foot_region(board)
    goal = {n for n in board.neighbours(state.cell(*first)) if region[n]}
    if not goal:
        return []
    proj = scene.proj
    at_foot = [s for s, c in enumerate(state.pos) if c == FOOT]
    lane = TABLE - 2.5 - 1.6 * at_foot.index(seat)  # the figure's v, beyond the +u edge
    edge = [state.cell(*proj.world(TABLE - 1, iv)) for iv in range(TABLE)]
    starts = sorted((c for c in edge if region[c]),
                    key=lambda c: abs(proj.turned(*state.xy(c))[1] - lane))
    if not starts:
        return []
    came: dict[int, int] = {starts[0]: -1}
    todo = deque([starts[0]])
    while todo:
        c = todo.popleft()
        if c in goal:
            walk = []
            while c >= 0:
                walk.append(state.xy(c))
                c = came[c]
            return walk[::-1]
        for n in board.neighbours(c):
            if region[n] and n not in came:
                came[n] = c
                todo.append(n)
    return []


def _feet(scene: ClimbersBoardScene, seat: int) -> QPointF | None:
    state = scene.state
    if state is None:
        return None
    cell = state.pos[seat]
    if cell >= 0:
        return scene.top_centre(*state.xy(cell))
    if cell == FOOT:
        at_foot = [s for s, c in enumerate(state.pos) if c == FOOT]
        return scene.proj.foot_point(at_foot.index(seat))
    return None


def paint_path(painter: QPainter, scene: ClimbersBoardScene) -> None:
    """The hovered move's path: a line over the tops with a dot on every square, a ring
    where a step spends a ladder, and an arrowhead on the destination."""
    state = scene.state
    path = hover_path(scene)
    if state is None or not path:
        return
    draw_path(painter, scene, state.current_player(), path, QColor(scene.theme.selection))
    scene.painted["path"] = len(path)


def draw_path(painter: QPainter, scene: ClimbersBoardScene, seat: int,
              path: list[tuple[int, int]], colour: QColor) -> None:
    """``seat``'s walk over ``path`` in ``colour`` (the hovered move, or a hint)."""
    state = scene.state
    if state is None or not path:
        return
    start = _feet(scene, seat)
    points = [scene.top_centre(x, y) for x, y in path]
    walk = foot_walk(scene, seat, path[0])
    if walk and start is not None:  # from the foot: around the mountain on the table
        ground = [start] + [scene.proj.world_point(x + 0.5, y + 0.5, 0) for x, y in walk]
        _paint_walk(painter, ground, colour)
        start = ground[-1]
        scene.painted["walk"] = len(walk)
    line = QPainterPath(start if start is not None else points[0])
    for p in points:
        line.lineTo(p)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 190), 8.0, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(line)
    painter.setPen(QPen(colour, 4.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(line)
    heights = [state.height(seat)] + [state.board.height(x, y) for x, y in path]
    painter.setPen(QPen(QColor(0, 0, 0, 190), 1.5))
    for i, p in enumerate(points):
        rise = heights[i + 1] - heights[i]
        if rise >= 2:  # a ladder step: a ring the eye finds at once
            painter.setBrush(QColor("#ffffff"))
            painter.drawEllipse(p, 7.0, 7.0)
            painter.setBrush(colour)
            painter.drawEllipse(p, 4.0, 4.0)
        elif i < len(points) - 1:
            painter.setBrush(colour)
            painter.drawEllipse(p, 3.5, 3.5)
    before = start if len(points) < 2 and start is not None else points[-2] \
        if len(points) >= 2 else None
    if before is not None and before != points[-1]:
        _arrowhead(painter, before, points[-1], colour)
    painter.restore()


def _paint_walk(painter: QPainter, ground: list[QPointF], colour: QColor) -> None:
    """The walk over the bare table, dashed: it costs nothing and any way will do."""
    line = QPainterPath(ground[0])
    for p in ground[1:]:
        line.lineTo(p)
    painter.save()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor(0, 0, 0, 150), 6.0, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(line)
    painter.setPen(QPen(colour, 3.0, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(line)
    painter.restore()


def _arrowhead(painter: QPainter, a: QPointF, b: QPointF, colour: QColor) -> None:
    d = b - a
    length = (d.x() ** 2 + d.y() ** 2) ** 0.5 or 1.0
    u = QPointF(d.x() / length, d.y() / length)
    n = QPointF(-u.y(), u.x())
    tip = b
    back = b - u * 13.0
    head = QPolygonF([tip, back + n * 7.0, back - n * 7.0])
    painter.setPen(QPen(QColor(0, 0, 0, 190), 1.5))
    painter.setBrush(colour)
    painter.drawPolygon(head)


def path_legend(scene: ClimbersBoardScene) -> LegendEntry:
    """The legend's line for the path (in the theme's selection colour, as drawn)."""

    def sample(painter: QPainter, rect: QRectF) -> None:
        c = rect.center()
        a, b = c + QPointF(-14, 5), c + QPointF(12, -5)
        colour = QColor(scene.theme.selection)
        painter.setPen(QPen(colour, 3.0))
        painter.drawLine(a, b)
        painter.setBrush(QColor("#ffffff"))
        painter.setPen(QPen(QColor(0, 0, 0, 190), 1.5))
        painter.drawEllipse(c, 4.5, 4.5)
        _arrowhead(painter, a, b, colour)

    return LegendEntry(sample, QCoreApplication.translate(
        "ClimbersBoard", "Line: the way to the square under the mouse or cursor; a ring marks "
        "a step that spends a ladder"))
