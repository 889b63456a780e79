"""The x-ray's geometry in plain numbers: whether a point lies inside a column's outline,
the screen buckets an outline reaches into, the painter's order turned (issue 17).

Why apart from :mod:`.xray`: the point and bucket arithmetic is the same for every
position and side, and :class:`.xray.XRay` keeps the answers per position; split by job
when the x-ray's file grew past its size.
"""

from __future__ import annotations

from collections.abc import Callable

from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.projection import A, B, H

#: How near the outline a point counts as on it (in squares): left to the polygon test.
EPS = 1e-6
#: The side of the screen buckets the silhouettes are sorted into (scene units).
GRID = 48.0


def _inside(px: float, py: float, iu: int, iv: int, h: int) -> bool | None:
    """Whether screen point (px, py) lies inside the outline of the column of height
    ``h`` on turned square (iu, iv); None when it lies on the outline (within EPS).

    The outline is the hexagon the box [iu, iu+1] x [iv, iv+1] x [0, h] projects to:
    the points (u - v) A, (u + v) B - z H.  So a point is inside when its u - v lies
    within 1 of the square's centre line, and the u + v its height range reaches
    overlaps what the square spans at that u - v.  Plain arithmetic: the x-ray tests
    some 15 points of every climber and target against the columns in front.
    """
    d = abs(px / A - (iu - iv))
    if d > 1 + EPS:
        return False
    t0, t1 = py / B, (py + h * H) / B
    c0, c1 = iu + iv + d, iu + iv + 2 - d
    if t0 > c1 + EPS or t1 < c0 - EPS:
        return False
    if d < 1 - EPS and t0 < c1 - EPS and t1 > c0 + EPS:
        return True
    return None


#: The screen buckets each column's outline reaches into, by turned square and height
#: (:func:`_buckets`): the same for every position and side.
_CELLS: dict[tuple[int, int, int], tuple[tuple[int, int], ...]] = {}
#: The painter's order as (square index, turned u, turned v), per table size and turn.
_TURNED: dict[tuple[int, int], list[tuple[int, int, int]]] = {}


def _buckets(iu: int, iv: int, h: int) -> tuple[tuple[int, int], ...]:
    """The screen buckets (:data:`GRID`) the outline of the column of height ``h`` on
    turned square (iu, iv) reaches into (see :func:`_inside`: it lies in this box)."""
    x0, x1 = (iu - iv - 1) * A - 1, (iu - iv + 1) * A + 1
    y0, y1 = (iu + iv) * B - h * H - 1, (iu + iv + 2) * B + 1
    return tuple((gx, gy) for gx in range(int(x0 // GRID), int(x1 // GRID) + 1)
                 for gy in range(int(y0 // GRID), int(y1 // GRID) + 1))


def _turned_order(size: int, turns: int, order: list[tuple[int, int]],
                  turned: Callable[[int, int], tuple[int, int]]) -> list[tuple[int, int, int]]:
    """``order`` (the painter's, of that size and turn) with each square's index and
    turned place, kept per size and turn."""
    key = (size, turns)
    out = _TURNED.get(key)
    if out is None:
        out = _TURNED[key] = [(y * TABLE + x, *turned(x, y)) for x, y in order]
    return out


__all__ = ["EPS", "GRID"]
