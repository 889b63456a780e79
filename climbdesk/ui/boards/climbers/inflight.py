"""Pixels of what moves on the Climbers board: a walking climber, its ladder, a block
in the air (one square's piece at a time) and a falling disk.

Each function returns a small painter for one frame; :mod:`.motion` hands them to
the mountain's back-to-front pass square by square, so what is in front of them is
painted after them.  Figures and disks are the ones :mod:`.painting` draws at rest.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.columns import face_colour
from climbdesk.ui.boards.climbers.tracks import Fall, Flight, Leg, Point3, clamp, lerp

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: Something painted for one frame.
PaintFn = Callable[[QPainter], None]

LADDER_INK, LADDER_WOOD = "#2a1a0c", "#d09a55"


def _count(scene: ClimbersBoardScene, what: str) -> None:
    scene.painted[what] = scene.painted.get(what, 0) + 1


def climber_painter(scene: ClimbersBoardScene, seat: int, feet: Point3) -> PaintFn:
    """``seat``'s figure with its feet at ``feet`` (on the map: on the flat square)."""

    def paint(painter: QPainter) -> None:
        z = 0.0 if scene.map_view else feet[2]
        scene.artist.paint_climber(painter, scene.proj.world_point(feet[0], feet[1], z), seat)
        _count(scene, "moving")
    return paint


def disk_painter(scene: ClimbersBoardScene, fall: Fall, lift: float) -> PaintFn:
    """The disk ``lift`` height units above its top, over its shadow."""

    def paint(painter: QPainter) -> None:
        shadow(painter, scene.proj.top(fall.x, fall.y, fall.h, 0.2), lift / 2.2)
        scene.artist.paint_disk(painter, fall.x, fall.y, fall.h + lift, fall.seat)
    return paint


def ladder_painter(scene: ClimbersBoardScene, leg: Leg) -> PaintFn:
    """A short ladder leaning on the face a ladder step climbs: two rails and rungs,
    dark-edged wood that reads on every face colour and on both themes."""
    proj = scene.proj

    def paint(painter: QPainter) -> None:
        foot, top = leg.rails()
        dx, dy = leg.b[0] - leg.a[0], leg.b[1] - leg.a[1]
        px, py = -dy * 0.24, dx * 0.24  # half the ladder's width, across the step

        def at(k: float, side: float) -> QPointF:
            q = lerp(foot, top, k)
            return proj.world_point(q[0] + px * side, q[1] + py * side, q[2])

        rungs = max(2, round((top[2] - foot[2]) / 0.4))
        painter.save()
        for colour, width in ((QColor(LADDER_INK), 5.5), (QColor(LADDER_WOOD), 3.0)):
            pen = QPen(colour, width)
            painter.setPen(pen)
            for side in (-1.0, 1.0):
                painter.drawLine(at(0.0, side), at(1.0, side))
            pen.setWidthF(width * 0.75)
            painter.setPen(pen)
            for i in range(1, rungs + 1):
                k = i / (rungs + 1)
                painter.drawLine(at(k, -1.0), at(k, 1.0))
        painter.restore()
        _count(scene, "ladders")
    return paint


def piece_painter(scene: ClimbersBoardScene, f: Flight, x: int, y: int, lift: float,
                  alpha: float, cells: set[tuple[int, int]], ground: int) -> PaintFn:
    """Square (x, y)'s piece of block ``f`` in the air, with its shadow on ``ground``."""
    proj = scene.proj

    def paint(painter: QPainter) -> None:
        if lift > 0.05:
            shadow(painter, proj.top(x, y, ground), 1.0 - lift / f.highest())
        painter.save()
        painter.setOpacity(alpha)
        paint_piece(scene, painter, f, x, y, lift, cells)
        painter.restore()
    return paint


def paint_piece(scene: ClimbersBoardScene, painter: QPainter, f: Flight, x: int, y: int,
                lift: float, cells: set[tuple[int, int]]) -> None:
    """Square (x, y)'s share of a flying block: only its faces that show from outside
    (so the pieces of a fading block never overlap), coloured like the block at rest."""
    proj = scene.proj
    o = BLOCKS[f.block].orientations[f.orient]
    z0 = f.z + lift
    z1 = z0 + o.h
    thick = QPen(QColor("#2a2119"), 2.2)
    if not scene.map_view:
        front = proj.front_neighbours(x, y)
        for nxt, side, shade, direction in ((front[0], proj.side_u, 145, proj.u_dir()),
                                            (front[1], proj.side_v, 118, proj.v_dir())):
            if nxt in cells:
                continue
            fill = scene.colour_of(face_colour(f.block, f.orient, direction)).darker(shade)
            poly = side(x, y, z0, z1)
            painter.setPen(QPen(fill.darker(125), 0.8))
            painter.setBrush(fill)
            painter.drawPolygon(poly)
            painter.setPen(thick)
            painter.drawLine(poly.at(0), poly.at(1))
    fill = scene.colour_of(o.top)
    top = proj.top(x, y, z1)
    painter.setPen(QPen(fill.darker(150), 0.9))
    painter.setBrush(fill)
    painter.drawPolygon(top)
    painter.setPen(thick)
    iu, iv = proj.turned(x, y)
    for (nu, nv), i, j in (((iu, iv - 1), 0, 1), ((iu + 1, iv), 1, 2),
                           ((iu, iv + 1), 2, 3), ((iu - 1, iv), 3, 0)):
        if not (0 <= nu < TABLE and 0 <= nv < TABLE) or proj.world(nu, nv) not in cells:
            painter.drawLine(top.at(i), top.at(j))
    _count(scene, "flying")


def shadow(painter: QPainter, poly: QPolygonF, strength: float) -> None:
    """A soft shadow on the top under something in the air: where it will land."""
    painter.save()
    painter.setPen(QPen(QColor(0, 0, 0, 0), 0))
    painter.setBrush(QColor(0, 0, 0, int(25 + 70 * clamp(strength))))
    painter.drawPolygon(poly)
    painter.restore()


__all__ = ["PaintFn", "climber_painter", "disk_painter", "ladder_painter", "paint_piece",
           "piece_painter", "shadow"]
