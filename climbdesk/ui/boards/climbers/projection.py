"""Where the table's squares land on screen: the isometric view in four turns, and the map.

Why the scene re-projects instead of letting the view rotate: turning an
isometric picture in the screen plane shows the mountain lying on its side,
not from another side.  Seeing the mountain from another side means other
faces become visible and the drawing order changes, so each quarter turn is a
new projection here, and the camera only zooms and pans.

The mountain is a height field (every column is solid, the engine's ruling),
so drawing it is painting columns back to front.  In turned coordinates
``(u, v)`` the viewer looks from +u, +v and above: a column can only hide a
column with smaller ``u`` and ``v``, and columns whose ``u + v`` are equal never
overlap on screen (they touch at a vertical edge at most).  Sorting by
``u + v`` is therefore an exact painter's order, from every one of the four sides.

Scene units: a square's diamond is ``2 * A`` wide and ``2 * B`` high, one
height unit (as long as a square's side) rises ``H``.  The top-down map draws
squares ``MAP_SQ`` wide, turned with the same quarter turns so that it
matches the mountain's orientation.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPolygonF

A = 30.0
B = 15.0
H = 33.0
MAP_SQ = 48.0
#: Height units the scene keeps room for above the table (at least).
HEADROOM = 8

#: World direction (dx, dy) that the turned +u and +v axes point along, per quarter turn.
U_DIR: tuple[tuple[int, int], ...] = ((1, 0), (0, -1), (-1, 0), (0, 1))
V_DIR: tuple[tuple[int, int], ...] = ((0, 1), (1, 0), (0, -1), (-1, 0))


#: The painter's order per table size and quarter turns (:meth:`Projection.order`).
_ORDERS: dict[tuple[int, int], list[tuple[int, int]]] = {}


def unturn(u: float, v: float, span: float, turns: int) -> tuple[float, float]:
    """Table coordinates of the point shown at turned (u, v), the table running from 0
    to ``span`` on both axes (``size - 1`` for square indices, the table's width for
    points on it).

    >>> unturn(1, 0, 3, 1)
    (0, 2)
    """
    t = turns % 4
    if t == 0:
        return u, v
    if t == 1:
        return v, span - u
    if t == 2:
        return span - u, span - v
    return span - v, u


class Projection:
    """The screen geometry of a ``size`` × ``size`` table seen after ``turns`` quarter
    turns, as an isometric picture or (``flat``) as a top-down map."""

    def __init__(self, size: int, turns: int = 0, flat: bool = False,
                 headroom: int = HEADROOM) -> None:
        self.size = size
        self.headroom = headroom
        self.turns = turns % 4
        self.flat = flat
        self._order: list[tuple[int, int]] | None = None

    # ----- turned square indices -------------------------------------------------------
    def turned(self, x: int, y: int) -> tuple[int, int]:
        """The square (x, y) of the table as (iu, iv) after the turns."""
        n = self.size - 1
        t = self.turns
        if t == 0:
            return x, y
        if t == 1:
            return n - y, x
        if t == 2:
            return n - x, n - y
        return y, n - x

    def world(self, iu: int, iv: int) -> tuple[int, int]:
        """The table square (x, y) shown at turned index (iu, iv)."""
        x, y = unturn(iu, iv, self.size - 1, self.turns)
        return int(x), int(y)

    def order(self) -> list[tuple[int, int]]:
        """Every table square (x, y), back to front (the painter's order).  Worked out
        once per table size and turn (a sort of 400 squares, 0.4 ms; the painter, the
        x-ray and the hit test all ask, and every turn of the view and side painted
        ahead makes a new projection); the list is shared, so callers must not change
        it."""
        if self._order is None:
            key = (self.size, self.turns)
            order = _ORDERS.get(key)
            if order is None:
                n = self.size
                turned = sorted(((iu, iv) for iu in range(n) for iv in range(n)),
                                key=lambda p: (p[0] + p[1], p[0]))
                order = _ORDERS[key] = [self.world(iu, iv) for iu, iv in turned]
            self._order = order
        return self._order

    # ----- points ----------------------------------------------------------------------
    def point(self, u: float, v: float, z: float) -> QPointF:
        """Scene point of turned coordinates (u, v) at height z."""
        if self.flat:
            return QPointF(u * MAP_SQ, v * MAP_SQ)
        return QPointF((u - v) * A, (u + v) * B - z * H)

    def world_point(self, x: float, y: float, z: float) -> QPointF:
        """Scene point of table coordinates (x, y) (continuous, squares) at height z."""
        u, v = self.turned_point(x, y)
        return self.point(u, v, z)

    def turned_point(self, x: float, y: float) -> tuple[float, float]:
        n = float(self.size)
        t = self.turns
        if t == 0:
            return x, y
        if t == 1:
            return n - y, x
        if t == 2:
            return n - x, n - y
        return y, n - x

    # ----- faces -----------------------------------------------------------------------
    def top(self, x: int, y: int, z: float, inset: float = 0.0) -> QPolygonF:
        """The top face of square (x, y) at height z (shrunk by ``inset`` squares)."""
        iu, iv = self.turned(x, y)
        a, b = iu + inset, iu + 1 - inset
        c, d = iv + inset, iv + 1 - inset
        return QPolygonF([self.point(a, c, z), self.point(b, c, z), self.point(b, d, z),
                          self.point(a, d, z)])

    def top_rect(self, x: int, y: int, z: float) -> QRectF:
        """The bounds of :meth:`top` (no inset), worked out without the polygon: the
        keyboard cursor asks for one per target, some 200 while a block is lifted."""
        iu, iv = self.turned(x, y)
        if self.flat:
            return QRectF(iu * MAP_SQ, iv * MAP_SQ, MAP_SQ, MAP_SQ)
        return QRectF((iu - iv - 1) * A, (iu + iv) * B - z * H, 2 * A, 2 * B)

    def side_u(self, x: int, y: int, z0: float, z1: float) -> QPolygonF:
        """The face of square (x, y)'s column toward +u, from height z0 to z1."""
        iu, iv = self.turned(x, y)
        return QPolygonF([self.point(iu + 1, iv, z1), self.point(iu + 1, iv + 1, z1),
                          self.point(iu + 1, iv + 1, z0), self.point(iu + 1, iv, z0)])

    def side_v(self, x: int, y: int, z0: float, z1: float) -> QPolygonF:
        """The face of square (x, y)'s column toward +v, from height z0 to z1."""
        iu, iv = self.turned(x, y)
        return QPolygonF([self.point(iu, iv + 1, z1), self.point(iu + 1, iv + 1, z1),
                          self.point(iu + 1, iv + 1, z0), self.point(iu, iv + 1, z0)])

    def front_neighbours(self, x: int, y: int) -> tuple[tuple[int, int], tuple[int, int]]:
        """The squares beyond the +u and +v faces of (x, y) (possibly off the table)."""
        (ux, uy), (vx, vy) = U_DIR[self.turns], V_DIR[self.turns]
        return (x + ux, y + uy), (x + vx, y + vy)

    def u_dir(self) -> tuple[int, int]:
        """The table direction the +u faces look toward."""
        return U_DIR[self.turns]

    def v_dir(self) -> tuple[int, int]:
        """The table direction the +v faces look toward."""
        return V_DIR[self.turns]

    def box(self, x: float, y: float, w: float, d: float, z0: float,
            z1: float) -> tuple[QPolygonF, QPolygonF, QPolygonF]:
        """The top, +u and +v faces of a box over table area [x, x+w] × [y, y+d]."""
        corners = [self.turned_point(x, y), self.turned_point(x + w, y + d)]
        u0, u1 = sorted(c[0] for c in corners)
        v0, v1 = sorted(c[1] for c in corners)
        p = self.point
        top = QPolygonF([p(u0, v0, z1), p(u1, v0, z1), p(u1, v1, z1), p(u0, v1, z1)])
        su = QPolygonF([p(u1, v0, z1), p(u1, v1, z1), p(u1, v1, z0), p(u1, v0, z0)])
        sv = QPolygonF([p(u0, v1, z1), p(u1, v1, z1), p(u1, v1, z0), p(u0, v1, z0)])
        return top, su, sv

    def bounds(self) -> QRectF:
        """The table with room for the mountain above it (and the foot in front)."""
        n = float(self.size)
        if self.flat:
            return QRectF(0, 0, n * MAP_SQ, (n + 1.6) * MAP_SQ)
        return QRectF(-n * A, -self.headroom * H, 2 * n * A,
                      2 * n * B + self.headroom * H + 3 * B)

    def foot_point(self, index: int) -> QPointF:
        """Where the ``index``-th climber at the foot stands: in front of the table."""
        n = float(self.size)
        if self.flat:
            return QPointF((1.0 + 1.4 * index) * MAP_SQ, (n + 0.8) * MAP_SQ)
        return self.point(n + 0.9, n - 2.0 - 1.6 * index, 0)


__all__ = ["A", "B", "H", "MAP_SQ", "Projection"]
