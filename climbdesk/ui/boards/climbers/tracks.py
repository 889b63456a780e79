"""Where the moving things of a Climbers animation are at time t (0 to 1).

Pure geometry, no Qt: a walk is a list of :class:`Leg` (a hop, a walk on the bare
table or a ladder climb) in table coordinates and height units; a block in the air is
a :class:`Flight` over its resting place; a disk dropping is a :class:`Fall`.  Each
answers where it is at a time, and which table square it belongs to for the
painter's back-to-front order (see :mod:`.motion`).
"""

from __future__ import annotations

import dataclasses
import math
from collections import deque

from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import TABLE, Board

#: A point of the table in squares (x, y continuous) and height units.
Point3 = tuple[float, float, float]
#: Relative durations of a step: level or one up, a ladder, a square of bare table.
HOP_W, LADDER_W, TABLE_W = 1.0, 2.2, 0.35


def smooth(s: float) -> float:
    return s * s * (3.0 - 2.0 * s)


def clamp(v: float) -> float:
    return 0.0 if v < 0.0 else 1.0 if v > 1.0 else v


def lerp(a: Point3, b: Point3, k: float) -> Point3:
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k)


def square_at(x: float, y: float) -> int | None:
    """The table square (as a cell index) under point (x, y), or None off the table."""
    ix, iy = math.floor(x), math.floor(y)
    return iy * TABLE + ix if 0 <= ix < TABLE and 0 <= iy < TABLE else None


@dataclasses.dataclass(frozen=True)
class Leg:
    """One step of a walk, from the centre of a square (or the foot) to the next:
    a hop (``hop`` height units at its middle), a plain walk on the table (no hop) or a
    ladder climb."""

    a: Point3
    b: Point3
    weight: float
    hop: float = 0.0
    ladder: bool = False

    def at(self, s: float) -> tuple[Point3, int | None]:
        """Where the feet are at ``s`` (0..1) and the square they belong to for depth."""
        a, b = self.a, self.b
        if not self.ladder:
            k = smooth(s) if self.hop else s
            p = lerp(a, b, k)
            p = (p[0], p[1], p[2] + self.hop * 4.0 * k * (1.0 - k))
            return p, square_at(p[0], p[1])
        base, near = self.rails()[0], self.edge(-0.06)
        if s < 0.22:  # to the ladder's foot
            p = lerp(a, (base[0], base[1], a[2]), s / 0.22)
        elif s < 0.8:  # up the ladder
            k = (s - 0.22) / 0.58
            p = lerp((base[0], base[1], a[2]), (near[0], near[1], b[2]), k)
        else:  # over the edge onto the top
            k = (s - 0.8) / 0.2
            p = lerp((near[0], near[1], b[2]), b, k)
            p = (p[0], p[1], p[2] + 0.6 * k * (1.0 - k))
            return p, square_at(b[0], b[1])
        return p, square_at(a[0], a[1])

    def edge(self, back: float) -> Point3:
        """The point on the edge between the two squares, moved ``back`` toward ``a``
        (negative) at the lower height."""
        a, b = self.a, self.b
        dx, dy = b[0] - a[0], b[1] - a[1]
        return (a[0] + dx * (0.5 + back), a[1] + dy * (0.5 + back), a[2])

    def rails(self) -> tuple[Point3, Point3]:
        """The ladder's foot (on the lower top, a little out from the face) and its top
        (against the face, a little above the upper top)."""
        foot = self.edge(-0.3)
        top = self.edge(-0.02)
        return foot, (top[0], top[1], self.b[2] + 0.35)


@dataclasses.dataclass
class Walker:
    """A climber walking ``legs`` between the animation's times ``t0`` and ``t1``."""

    seat: int
    legs: list[Leg]
    t0: float = 0.0
    t1: float = 1.0

    def where(self, t: float) -> tuple[Point3, int | None, Leg | None]:
        """Feet, depth square and the ladder leg being climbed (if any) at time ``t``."""
        total = sum(leg.weight for leg in self.legs)
        goal = clamp((t - self.t0) / max(1e-6, self.t1 - self.t0)) * total
        for leg in self.legs:
            if goal <= leg.weight or leg is self.legs[-1]:
                s = clamp(goal / leg.weight) if leg.weight > 0 else 1.0
                p, square = leg.at(s)
                return p, square, leg if leg.ladder else None
            goal -= leg.weight
        raise AssertionError("a walker has legs")  # pragma: no cover


@dataclasses.dataclass(frozen=True)
class Flight:
    """A block in the air over its resting place (anchor ``x``, ``y``, base ``z``):
    ``lift`` height units above it and ``alpha`` opaque, from ``t0`` to ``t1``."""

    block: int
    orient: int
    x: int
    y: int
    z: int
    lift: tuple[float, float]
    alpha: tuple[float, float]
    t0: float = 0.0
    t1: float = 1.0

    def state(self, t: float) -> tuple[float, float]:
        u = clamp((t - self.t0) / max(1e-6, self.t1 - self.t0))
        k = u * u if self.lift[1] < self.lift[0] else smooth(u)  # falls speed up
        return (self.lift[0] + (self.lift[1] - self.lift[0]) * k,
                self.alpha[0] + (self.alpha[1] - self.alpha[0]) * smooth(u))

    def highest(self) -> float:
        """The most height units it is ever above its resting place."""
        return max(self.lift[0], self.lift[1], 1e-6)

    def settled(self, t: float) -> float:
        """How close to its resting place it is at ``t``: 1 at rest, 0 at its highest."""
        return 1.0 - self.state(t)[0] / self.highest()

    def cells(self) -> list[tuple[int, int]]:
        o = BLOCKS[self.block].orientations[self.orient]
        return [(self.x + i, self.y + j) for j in range(o.d) for i in range(o.w)]


@dataclasses.dataclass(frozen=True)
class Fall:
    """A blocking disk dropping onto square (x, y) at height ``h``."""

    seat: int
    x: int
    y: int
    h: int

    def lift(self, t: float) -> float:
        return 2.2 * (1.0 - t) * (1.0 - t)


def table_route(board: Board, entry: int, start: tuple[float, float]) -> list[int]:
    """Bare squares from the table's edge to one beside ``entry``, for the walk from
    the foot (so a climber walks round the mountain, not through it).  Display only:
    the engine's path starts at ``entry``."""
    hs, w, d = board.heights, board.width, board.depth
    sources = [n for n in board.neighbours(entry) if hs[n] == 0]
    came: dict[int, int | None] = dict.fromkeys(sources)
    steps = dict.fromkeys(sources, 0)
    todo = deque(sources)
    while todo:
        c = todo.popleft()
        for n in board.neighbours(c):
            if hs[n] == 0 and n not in came:
                came[n] = c
                steps[n] = steps[c] + 1
                todo.append(n)
    edge = [c for c in came if c % w in (0, w - 1) or c // w in (0, d - 1)]
    if not edge:
        return sources[:1]

    def cost(c: int) -> float:
        return math.hypot(c % w + 0.5 - start[0], c // w + 0.5 - start[1]) + steps[c]

    node: int | None = min(edge, key=cost)
    route = []
    while node is not None:
        route.append(node)
        node = came[node]
    return route



__all__ = ["HOP_W", "LADDER_W", "TABLE_W", "Fall", "Flight", "Leg", "Point3", "Walker", "clamp",
           "lerp", "smooth", "square_at", "table_route"]
