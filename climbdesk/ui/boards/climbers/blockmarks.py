"""Marks for the block steps: movable blocks outlined as whole tops, the locked
block with a padlock, and the push choices as arrows.

Drawn by :class:`~.painting.MountainPainter` through these functions; what is
movable, locked or a push target comes from the scene's index of the legal
actions and from ``state.lock`` (the engine's field), never from rules here.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from climbdesk.games.climbers import ClimbersState
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.origins import origin_box
from climbdesk.ui.boards.climbers.spots import Cell

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.projection import Projection
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

# The neighbours across a top's four edges, in table steps (a frame is drawn where its
# block's top ends).
SIDES = ((0, -1), (1, 0), (0, 1), (-1, 0))


def top_edges(scene: ClimbersBoardScene, state: ClimbersState, x: int, y: int,
              inset: float = 0.0) -> list[QLineF]:
    """The edges of square (x, y)'s top that are also edges of its block's whole top
    (the neighbour across shows another block or another height)."""
    board = state.board
    owner = board.top_block(x, y)
    h = board.height(x, y)
    poly = scene.proj.top(x, y, h, inset)
    iu, iv = scene.proj.turned(x, y)
    out = []
    for (nu, nv), i, j in (((iu, iv - 1), 0, 1), ((iu + 1, iv), 1, 2), ((iu, iv + 1), 2, 3),
                           ((iu - 1, iv), 3, 0)):
        if 0 <= nu < TABLE and 0 <= nv < TABLE:
            nx, ny = scene.proj.world(nu, nv)
            if board.top_block(nx, ny) == owner and board.height(nx, ny) == h:
                continue
        out.append(QLineF(poly.at(i), poly.at(j)))
    return out


def frame_edges(proj: Projection, x: int, y: int, h: int, shown: tuple[bool, ...],
                kept: dict[tuple[object, ...], list[QLineF]]) -> list[QLineF]:
    """:func:`top_edges` (inset 0.04) of square (x, y) at height ``h`` whose edges on
    screen (in the polygon's order) ``shown`` are framed, kept in ``kept``: a turn soon
    after a move draws some 60 frames again, most on squares drawn before (issue 17)."""
    key = (proj.turns, proj.flat, x, y, h, shown)
    edges = kept.get(key)
    if edges is None:
        if len(kept) > 8000:
            kept.clear()
        poly = proj.top(x, y, h, 0.04)
        edges = kept[key] = [QLineF(poly.at(i), poly.at((i + 1) % 4))
                             for i in range(4) if shown[i]]
    return edges


def paint_block_outline(scene: ClimbersBoardScene, painter: QPainter, state: ClimbersState,
                        x: int, y: int, colour: QColor, width: float, alpha: int,
                        dashed: bool = False, core: bool = True) -> None:
    """Square (x, y)'s share of an outline around its block's whole top: a light fill
    and the outer edges, three-tone (dark halo, colour, light core) so it reads on every
    top colour in every theme and palette.  ``core=False`` leaves the light core out
    (:func:`paint_frame_core` draws it: the painter copies the rest from a picture)."""
    h = state.board.height(x, y)
    fill = QColor(colour)
    fill.setAlpha(alpha)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(fill)
    painter.drawPolygon(scene.proj.top(x, y, h))
    edges = top_edges(scene, state, x, y, 0.04)
    halo = QPen(QColor(0, 0, 0, 150), width + 2.5)
    halo.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(halo)
    painter.drawLines(edges)
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    if dashed:
        pen.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.drawLines(edges)
    if not dashed and core:  # a light core: the frame reads even on a top of its own hue
        paint_frame_core(painter, edges, width)


def frame_core_pen(width: float) -> QPen:
    """The pen of a frame ``width`` wide's light core (:func:`paint_frame_core`)."""
    return QPen(QColor(255, 255, 255, 210), max(1.0, width * 0.3))


def paint_frame_core(painter: QPainter, edges: list[QLineF], width: float) -> None:
    """A frame's light core along ``edges``: the last stroke of the frame."""
    painter.setPen(frame_core_pen(width))
    painter.drawLines(edges)


def front_square(scene: ClimbersBoardScene, state: ClimbersState, block: int) -> int:
    """The uncovered top square of ``block`` painted last (nearest the viewer), where a
    glyph on the block is not overdrawn by its own other squares (-1: none)."""
    squares = state.board.top_squares(block)
    if not squares:
        return -1

    def depth(c: int) -> tuple[int, int]:
        iu, iv = scene.proj.turned(*state.xy(c))
        return iu + iv, iu

    return max(squares, key=depth)


def paint_padlock(painter: QPainter, at: QPointF, size: float, colour: QColor,
                  ink: QColor) -> None:
    """A padlock in ``ink`` on a halo of ``colour``, centred at ``at`` (``size``: its
    height): dark on a light rim reads on every top colour and theme."""
    w = size * 0.8
    body = QRectF(at.x() - w / 2, at.y() - size * 0.1, w, size * 0.6)
    shackle = QPainterPath()
    r = w * 0.3
    shackle.moveTo(at.x() - r, body.top())
    shackle.lineTo(at.x() - r, body.top() - r * 0.6)
    shackle.arcTo(QRectF(at.x() - r, body.top() - r * 1.6, 2 * r, 2 * r), 180, -180)
    shackle.lineTo(at.x() + r, body.top())
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for pen in (QPen(colour, size * 0.26), QPen(ink, size * 0.12)):
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPath(shackle)
    painter.setPen(QPen(colour, size * 0.1))
    painter.setBrush(ink)
    painter.drawRoundedRect(body, size * 0.12, size * 0.12)
    painter.setBrush(colour)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(QPointF(at.x(), body.center().y() - size * 0.03), size * 0.07,
                        size * 0.07)
    painter.drawRect(QRectF(at.x() - size * 0.025, body.center().y(), size * 0.05,
                            size * 0.14))


def paint_origin(scene: ClimbersBoardScene, painter: QPainter, state: ClimbersState) -> None:
    """Where the lifted block came from, as a dashed wire box: dropping it there puts it
    back (the engine's Put back)."""
    origin = state.origin
    if state.phase != "place" or origin is None or state.held < 0 or not scene.accepts_input():
        return
    # From a picture made at the lift, or ahead of it (.origins), at its exact offset:
    # six dashed antialiased outlines cost 0.7-0.9 ms, every paint of the place step.
    look, rect, draw = origin_box(scene, state.held, origin)
    scene.artist.sprites.draw(painter, look, rect, draw)
    scene.painted["origin"] = 1


def paint_push_arrows(scene: ClimbersBoardScene, painter: QPainter,
                      state: ClimbersState) -> None:
    """The push step: an arrow from the covered climber to each free square it may
    shift to (the hovered one bold), and a label saying whose choice it is."""
    if state.phase != "push" or not state.pending or not scene.accepts_input():
        return
    arrows = push_arrows(scene, state)
    if not arrows:
        return
    seat = state.pending[0][0]
    start = arrows[0][1]
    colour = QColor(scene.theme.highlight)
    for (x, y), _start, end in arrows:
        hovered = scene.hover == Cell(x, y)
        paint_arrow(painter, start, end, colour if not hovered else QColor(scene.theme.selection),
                    4.0 if hovered else 2.6)
        scene.painted["arrows"] = scene.painted.get("arrows", 0) + 1
    name = scene.seat_label(seat)
    text = QCoreApplication.translate("ClimbersBoard", "Shift %1: pick an arrow").replace(
        "%1", name)
    font = QFont()
    font.setPixelSize(15)
    font.setBold(True)
    painter.setFont(font)
    metrics = painter.fontMetrics()
    width = metrics.horizontalAdvance(text) + 16
    rect = QRectF(start.x() - width / 2, start.y() - 80, width, 24)  # above the head
    painter.setPen(QPen(colour, 2.0))
    painter.setBrush(QColor(scene.theme.background))
    painter.drawRoundedRect(rect, 7, 7)
    painter.setPen(QColor(scene.theme.text))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def push_arrows(scene: ClimbersBoardScene,
                state: ClimbersState) -> list[tuple[tuple[int, int], QPointF, QPointF]]:
    """The push step's arrows: (destination square, start, end) in scene points, from the
    covered climber to each square it may shift to ([] in any other step)."""
    if state.phase != "push" or not state.pending or not scene.accepts_input():
        return []
    seat = state.pending[0][0]
    if state.pos[seat] < 0:
        return []
    sx, sy = state.xy(state.pos[seat])
    # From the climber at the height the engine gives it (under the block set on it, or
    # on top of it), so the arrows start where the figure is drawn.
    start = scene.proj.world_point(sx + 0.5, sy + 0.5, state.height(seat) + 0.3)
    return [((x, y), start, scene.top_centre(x, y)) for x, y in sorted(scene._pushes)]


def push_arrow_at(scene: ClimbersBoardScene, state: ClimbersState, pos: QPointF,
                  reach: float = 7.0) -> tuple[int, int] | None:
    """The destination of the push arrow nearest ``pos`` within ``reach`` scene units of
    its shaft (None: no arrow there), so an arrow is clicked like its square."""
    best: tuple[float, tuple[int, int]] | None = None
    for cell, start, end in push_arrows(scene, state):
        d = _distance_to_segment(pos, start, end)
        if d <= reach and (best is None or d < best[0]):
            best = (d, cell)
    return best[1] if best is not None else None


def _distance_to_segment(p: QPointF, a: QPointF, b: QPointF) -> float:
    ab = b - a
    length2 = ab.x() ** 2 + ab.y() ** 2
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, QPointF.dotProduct(p - a, ab) / length2))
    nearest = a + ab * t
    return math.hypot(p.x() - nearest.x(), p.y() - nearest.y())


def paint_arrow(painter: QPainter, start: QPointF, end: QPointF, colour: QColor,
                width: float) -> None:
    """A straight arrow with a filled head ending at ``end``, on a dark halo."""
    line = QLineF(start, end)
    if line.length() < 1:
        return
    angle = math.atan2(end.y() - start.y(), end.x() - start.x())
    head = min(5.0 + width * 2.0, line.length() * 0.45)
    left = end - QPointF(math.cos(angle - 0.45) * head, math.sin(angle - 0.45) * head)
    right = end - QPointF(math.cos(angle + 0.45) * head, math.sin(angle + 0.45) * head)
    shaft_end = end - QPointF(math.cos(angle) * head * 0.8, math.sin(angle) * head * 0.8)
    tip = QPolygonF([end, left, right])
    for pen_colour, extra in ((QColor(0, 0, 0, 160), 2.5), (colour, 0.0)):
        pen = QPen(pen_colour, width + extra)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(QLineF(start, shaft_end))
        painter.setBrush(pen_colour)
        painter.setPen(QPen(pen_colour, 1.0 + extra))
        painter.drawPolygon(tip)


__all__ = ["SIDES", "frame_core_pen", "frame_edges", "front_square", "paint_arrow",
           "paint_block_outline", "paint_origin", "paint_padlock", "paint_push_arrows",
           "push_arrow_at", "push_arrows", "top_edges"]
