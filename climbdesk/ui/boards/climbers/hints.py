"""The hint drawn on the mountain, in the theme's hint colour.

The status line says the hint in words; a player looks at the board, so the
suggested step is shown where it happens: the walk to the square, the block to
lift or to block with the disk, where the lifted block would go, or which way a
covered climber shifts.  Steps that do nothing (stay, no block, no disk, put
back) have nothing to point at and stay in the status line.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from climbdesk.games.climbers import ClimbersState, Disk, Move, Pick, Place, Push
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.blockmarks import paint_arrow, paint_block_outline
from climbdesk.ui.boards.climbers.paths import draw_path

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


def paint_hint(scene: ClimbersBoardScene, painter: QPainter, state: ClimbersState) -> None:
    hint = scene.hint
    if hint is None or scene.map_view and isinstance(hint, Place):
        return
    colour = QColor(scene.theme.hint)
    if isinstance(hint, Move):
        draw_path(painter, scene, state.current_player(), state.path_of(hint), colour)
    elif isinstance(hint, (Pick, Disk)):
        squares = [(c % TABLE, c // TABLE) for c in state.board.top_squares(hint.block)]
        for x, y in squares:
            paint_block_outline(scene, painter, state, x, y, colour, 5.0, 120)
        _pointer(scene, painter, squares, colour)
    elif isinstance(hint, Place) and state.held >= 0:
        orients = BLOCKS[state.held].orientations
        o = orients[hint.orient % len(orients)]
        cells = [(hint.x + i, hint.y + j) for i in range(o.w) for j in range(o.d)]
        base = max((state.board.height(x, y) for x, y in cells), default=0)
        fill = QColor(colour)
        fill.setAlpha(110)
        painter.setBrush(fill)
        painter.setPen(QPen(colour, 2.5, Qt.PenStyle.SolidLine))
        for x, y in cells:
            painter.drawPolygon(scene.proj.top(x, y, base + o.h))
        _pointer(scene, painter, cells, colour, base + o.h)
    elif isinstance(hint, Push):
        cell = state.pos[hint.seat]
        if cell >= 0:
            sx, sy = cell % TABLE, cell // TABLE
            start = scene.proj.world_point(sx + 0.5, sy + 0.5, scene.height_at(sx, sy) + 0.3)
            end = scene.proj.world_point(hint.x + 0.5, hint.y + 0.5,
                                         scene.height_at(hint.x, hint.y) + 0.3)
            paint_arrow(painter, start, end, colour, 4.0)
    scene.painted["hint"] = 1


def _pointer(scene: ClimbersBoardScene, painter: QPainter, squares: list[tuple[int, int]],
             colour: QColor, height: float | None = None) -> None:
    """An arrow dropping onto the middle of ``squares``: among a dozen framed blocks the
    eye needs a mark that is not a frame."""
    if not squares:
        return
    x = sum(sq[0] for sq in squares) / len(squares) + 0.5
    y = sum(sq[1] for sq in squares) / len(squares) + 0.5
    z = height if height is not None else max(scene.height_at(*sq) for sq in squares)
    end = scene.proj.world_point(x, y, z)
    paint_arrow(painter, end + QPointF(0, -56), end + QPointF(0, -6), colour, 5.0)
