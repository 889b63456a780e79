"""The outlines of the mountain's columns on screen, and the areas an overlay draws
(issue 17): what :mod:`.layers` tests to find the columns in front of an overlay and
the groups of changed columns it repaints apart.

Why a module of its own: the geometry is pure arithmetic on the projection's
constants, worked on by the layer, the composite and the sides made ahead alike, and
``layers.py`` had grown to the house's cap.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF, QRegion

from climbdesk.ui.boards.climbers.projection import A, B, H

#: What a column draws past its outline (pens, antialiasing), in scene units.
EDGE = 3.0
#: How far a column's edge strokes reach past its outline (half the 2.2 pen and a
#: little), in scene units: the layer is copied over an overlay that far out.
OUTLINE = 1.5

#: Groups of changed columns a layer repaints each on its own (:func:`apart`); past
#: this, the bounds of them all (each part costs a pass over the painter's order).
APART = 4

#: A column's outline for :meth:`Area.meets`: its bounds (left, top, right, bottom) and
#: its extent along the normals of the isometric edges (n1 low, high, n2 low, high).
Hull = tuple[float, float, float, float, float, float, float, float]


def hull(rect: QRectF, iu: int, iv: int, h: int) -> Hull:
    """The outline of the column of height ``h`` on turned square (iu, iv), drawn inside
    ``rect``: the hexagon its box projects to, widened by :data:`EDGE`.  Along
    n1 = (B, -A) a scene point of turned (u, v, z) lies at -2ABv + AHz, along
    n2 = (B, A) at 2ABu - AHz (see :class:`~.projection.Projection`)."""
    m = EDGE * math.hypot(A, B)
    return (rect.left(), rect.top(), rect.right(), rect.bottom(),
            -2 * A * B * (iv + 1) - m, -2 * A * B * iv + A * H * h + m,
            2 * A * B * iu - A * H * h - m, 2 * A * B * (iu + 1) + m)


def silhouette(iu: int, iv: int, h: int) -> QPolygonF:
    """The outline of the column of height ``h`` on turned square (iu, iv): the hexagon
    its box projects to (see :class:`~.projection.Projection`), each edge moved out by
    :data:`OUTLINE` (its edge strokes)."""
    x, y, z = (iu - iv) * A, (iu + iv) * B, h * H
    corners = ((x, y - z), (x + A, y + B - z), (x + A, y + B), (x, y + 2 * B),
               (x - A, y + B), (x - A, y + B - z))  # clockwise on screen (y down)
    lines = []
    for i, (ax, ay) in enumerate(corners):
        bx, by = corners[(i + 1) % 6]
        nx, ny = by - ay, ax - bx  # outward for a clockwise outline, y down
        length = math.hypot(nx, ny)
        nx, ny = nx / length, ny / length
        lines.append((nx, ny, nx * ax + ny * ay + OUTLINE))
    out = QPolygonF()
    for i in range(6):
        n1x, n1y, c1 = lines[i - 1]
        n2x, n2y, c2 = lines[i]
        det = n1x * n2y - n1y * n2x
        out.append(QPointF((c1 * n2y - n1y * c2) / det, (n1x * c2 - c1 * n2x) / det))
    return out


def apart(rects: list[QRectF]) -> list[QRectF]:
    """``rects`` (scene units) gathered into the bounds of the groups that meet, each
    repainted on its own (:meth:`MountainLayer._repaint` paints every column reaching
    into its area): a side seen again after a few moves, or a placement, changed
    columns in two or three places — the lifted block's origin, where it went, another
    move's — and the bounds of them all reached over most of the mountain (50-80 columns
    replayed, 5-9 ms of a turn at once after a move).  Past :data:`APART` groups, one."""
    groups: list[QRectF] = []
    for rect in rects:
        if rect.isEmpty():
            continue
        rect = QRectF(rect)
        merged = True
        while merged:  # a group that grew may now meet another
            merged = False
            for i, group in enumerate(groups):
                if group.intersects(rect):
                    rect = rect.united(groups.pop(i))
                    merged = True
                    break
        groups.append(rect)
    if len(groups) > APART:
        whole = QRectF()
        for group in groups:
            whole = whole.united(group)
        return [whole]
    return groups


class Area:
    """A convex part of what an overlay draws (a rect, or a top widened), with its
    extent along the same axes as a :data:`Hull`: both shapes' edges are horizontal,
    vertical or isometric, so they overlap exactly when they overlap on every axis."""

    __slots__ = ("n1", "n2", "rect", "shape", "under")

    def __init__(self, shape: QPolygonF, under: int) -> None:
        self.shape = shape
        self.under = under  # columns no taller than this do not cover it
        self.rect = shape.boundingRect()
        points = [shape.at(i) for i in range(shape.size())]
        n1 = [B * p.x() - A * p.y() for p in points]
        n2 = [B * p.x() + A * p.y() for p in points]
        self.n1 = (min(n1), max(n1))
        self.n2 = (min(n2), max(n2))

    def meets(self, h: Hull) -> bool:
        r = self.rect
        return h[0] < r.right() and r.left() < h[2] and h[1] < r.bottom() \
            and r.top() < h[3] and h[4] < self.n1[1] and self.n1[0] < h[5] \
            and h[6] < self.n2[1] and self.n2[0] < h[7]


class Cover:
    """A square's overlay areas and, once asked, the region of the columns in front
    copied over them, in device pixels (``None``: nothing in front)."""

    __slots__ = ("asked", "bounds", "clip", "generation", "parts")

    def __init__(self, parts: list[Area], generation: int) -> None:
        self.parts = parts
        self.bounds = QRectF()
        for part in parts:
            self.bounds = self.bounds.united(part.rect)
        self.clip: QRegion | None = None
        self.asked = False
        #: The generation of its side's columns it holds for (``MountainLayer._ranks``).
        self.generation = generation


__all__ = ["APART", "EDGE", "OUTLINE", "Area", "Cover", "Hull", "apart", "hull", "silhouette"]
