"""The Climbers board's animations: what just happened, played once.

A climber walks its move square by square along the path the engine reports
(``ClimbersState.path_of``), with a small hop per step and, where a step spends a
ladder, a short ladder leaning on the face it climbs.  A picked block rises and
fades a little, a placed or put-back block comes down into its slot from above,
climbers shifted by a block slide to their new squares, and a blocking disk drops
onto its top.  Reactions are moves and animate like moves.

Depth: everything that moves is painted *inside* the mountain's own back-to-front
pass (see :mod:`.projection`): each frame, a moving thing belongs to one table square
(a block to each square of its footprint, one piece per square) and is painted
right after that square's column, so columns in front still cover it, from all four
sides.  A walker belongs to the square under its feet; its hop clears the taller of
the two squares before the middle of the step, and on a ladder it belongs to the
square it climbs from until it is up, so a climber going up the hidden back face of
a column is hidden by that column, as it should be.  Only what is off the table (the
walk from the foot) and everything on the flat map is painted over the board.

The animate-once rule: :meth:`Motion.start` is given the previous position and the
action; it plays only when the new position is exactly that action applied to it
(one more ply), so undo, redo, loading and history jumps, which come without an
action, never move anything.  Actions the player already put in place by hand (a
dragged block, a dropped disk) are not played again, though climbers that block
pushes aside still slide.  The scene ends an animation at once on a new position,
a click, or when it goes away (:func:`~climbdesk.ui.boards.common.release_animation`);
bots do not wait for it (the controller never does), and at speed 0 nothing is
started.  The rules stay in the engine: paths, pushes and resting places are all
read from the two positions.
"""

from __future__ import annotations

import dataclasses
import math
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from climbdesk.core.actions import Action
from climbdesk.games.climbers import ClimbersState, Disk, Move, Pick, Place, Push, PutBack
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import FOOT, TABLE, Board
from climbdesk.ui.boards.climbers.painting import face_colour
from climbdesk.ui.boards.common import release_animation

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: A point of the table in squares (x, y continuous) and height units.
Point3 = tuple[float, float, float]
#: Something painted for one frame.
PaintFn = Callable[[QPainter], None]

#: Durations at animation speed 1, in ms.  Bots move every 0.6 s by default (the
#: controller never waits for the board), so each step fits in that.
STEP_MS = 130.0
WALK_MS = (240.0, 580.0)
LIFT_MS = 300.0
DROP_MS = 340.0
SLIDE_MS = 220.0
DISK_MS = 320.0
#: Height units a picked block rises, and a placed block falls from.
LIFT = 1.6
DROP = 2.4
#: Relative durations of a step: level or one up, a ladder, a square of bare table.
HOP_W, LADDER_W, TABLE_W = 1.0, 2.2, 0.35


def _smooth(s: float) -> float:
    return s * s * (3.0 - 2.0 * s)


def _clamp(v: float) -> float:
    return 0.0 if v < 0.0 else 1.0 if v > 1.0 else v


def _lerp(a: Point3, b: Point3, k: float) -> Point3:
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k)


def _square(x: float, y: float) -> int | None:
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
            k = _smooth(s) if self.hop else s
            p = _lerp(a, b, k)
            p = (p[0], p[1], p[2] + self.hop * 4.0 * k * (1.0 - k))
            return p, _square(p[0], p[1])
        base, near = self.rails()[0], self.edge(-0.06)
        if s < 0.22:  # to the ladder's foot
            p = _lerp(a, (base[0], base[1], a[2]), s / 0.22)
        elif s < 0.8:  # up the ladder
            k = (s - 0.22) / 0.58
            p = _lerp((base[0], base[1], a[2]), (near[0], near[1], b[2]), k)
        else:  # over the edge onto the top
            k = (s - 0.8) / 0.2
            p = _lerp((near[0], near[1], b[2]), b, k)
            p = (p[0], p[1], p[2] + 0.6 * k * (1.0 - k))
            return p, _square(b[0], b[1])
        return p, _square(a[0], a[1])

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
        goal = _clamp((t - self.t0) / max(1e-6, self.t1 - self.t0)) * total
        for leg in self.legs:
            if goal <= leg.weight or leg is self.legs[-1]:
                s = _clamp(goal / leg.weight) if leg.weight > 0 else 1.0
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
        u = _clamp((t - self.t0) / max(1e-6, self.t1 - self.t0))
        k = u * u if self.lift[1] < self.lift[0] else _smooth(u)  # falls speed up
        return (self.lift[0] + (self.lift[1] - self.lift[0]) * k,
                self.alpha[0] + (self.alpha[1] - self.alpha[0]) * _smooth(u))

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


class Motion:
    """The one animation a Climbers scene runs: built from the previous position and
    the action, painted by the scene's painter through :meth:`in_pass` and
    :meth:`paint_over`.  ``on_done`` is called when it ends by itself."""

    def __init__(self, scene: ClimbersBoardScene, on_done: Callable[[], None]) -> None:
        self.scene = scene
        self.on_done = on_done
        self._anim: QVariantAnimation | None = None
        self.t = 1.0
        self.walkers: list[Walker] = []
        self.flights: list[Flight] = []
        self.falls: list[Fall] = []
        #: Painted instead of the new position until time ``switch`` (a block coming down
        #: is not on the board yet; the climbers it covers still stand where they were).
        self.before: ClimbersState | None = None
        self.switch = 0.0
        #: True while a drag's release or a drop chooses: that action is in place already.
        self.hand = False
        self.frames = 0  # repaint requests (for tests)

    # ----- control ---------------------------------------------------------------------
    def running(self) -> bool:
        return self._anim is not None

    @contextmanager
    def by_hand(self) -> Iterator[None]:
        """Mark what is chosen inside as put in place by the player's own hand."""
        self.hand = True
        try:
            yield
        finally:
            self.hand = False

    def start(self, before: ClimbersState | None, after: ClimbersState,
              action: Action | None) -> bool:
        """Play ``action`` (which led from ``before`` to ``after``) if it has anything to
        show; False when nothing was started."""
        speed = self.scene.animation_speed
        if action is None or before is None or speed <= 0 or after.ply != before.ply + 1 \
                or after.number != before.number or after.board.width != TABLE:
            return False
        ms = self._plan(before, after, action)
        if ms <= 0:
            self._clear()
            return False
        anim = QVariantAnimation(self.scene)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(max(1, int(ms / speed)))
        anim.valueChanged.connect(self._step)
        anim.finished.connect(self._finished)
        self._anim = anim
        self.t = 0.0
        anim.start()
        return True

    def stop(self) -> bool:
        """End the animation now (True if one ran); the scene redraws."""
        anim, self._anim = self._anim, None
        if not release_animation(anim):
            return False
        self._clear()
        self.scene.update_board()
        return True

    def _finished(self) -> None:
        if self.stop():
            self.on_done()

    def _clear(self) -> None:
        self.walkers, self.flights, self.falls = [], [], []
        self.before, self.switch, self.t = None, 0.0, 1.0

    def _step(self, value: object) -> None:
        self.t = float(value)  # type: ignore[arg-type]
        self.frames += 1
        self.scene.update_board(self.area())

    # ----- planning ----------------------------------------------------------------------
    def _plan(self, before: ClimbersState, after: ClimbersState, action: Action) -> float:
        """Fill in what moves; returns the duration at speed 1 (0: nothing to show)."""
        self._clear()
        hand = self.hand
        if isinstance(action, Move):
            seat = before.current_player()
            path = before.path_of(action, seat)
            if not path:
                return 0.0
            walker = Walker(seat, self._walk(before, seat, path))
            self.walkers = [walker, *self._close_up(before, after)]
            weight = sum(leg.weight for leg in walker.legs)
            return min(WALK_MS[1], max(WALK_MS[0], weight * STEP_MS))
        if isinstance(action, Pick):
            p = before.board.placed[action.block]
            if p is None or self.scene.drag.active:
                return 0.0  # a drag lifted it: the ghost follows the pointer instead
            self.flights = [Flight(action.block, p.orient, p.x, p.y, p.z, (0.0, LIFT),
                                   (1.0, 0.4))]
            return LIFT_MS
        if isinstance(action, PutBack):
            origin = before.origin
            if origin is None or before.held < 0 or hand:
                return 0.0
            self.flights = [Flight(before.held, origin.orient, origin.x, origin.y, origin.z,
                                   (LIFT, 0.0), (0.45, 1.0))]
            self.before, self.switch = before, 1.0
            return DROP_MS
        if isinstance(action, (Place, Push)):
            pushed = self._pushes(before, after)
            drop = 0.0
            if isinstance(action, Place) and not hand:
                placed = after.board.placed[before.held] if before.held >= 0 else None
                if placed is not None:
                    drop = DROP_MS
                    split = drop / (drop + (SLIDE_MS if pushed else 0.0))
                    self.flights = [Flight(before.held, placed.orient, placed.x, placed.y,
                                           placed.z, (DROP, 0.0), (0.55, 1.0), 0.0, split)]
                    self.before, self.switch = before, split
            for w in pushed:
                w.t0 = self.switch
            self.walkers = pushed
            return drop + (SLIDE_MS if pushed else 0.0)
        if isinstance(action, Disk) and not hand:
            seat = before.current_player()
            squares = after.board.top_squares(action.block)
            if not squares or not 0 <= seat < after.players:
                return 0.0
            x, y = after.xy(squares[-1])
            self.falls = [Fall(seat, x, y, after.board.height(x, y))]
            return DISK_MS
        return 0.0

    def _pushes(self, before: ClimbersState, after: ClimbersState) -> list[Walker]:
        """Climbers a block shifted: from their old square (now on the block's top) to
        their new one, with a small hop; a covered climber still to be shifted hops up
        onto the block that came down on it."""
        out = []
        for seat, (old, new) in enumerate(zip(before.pos, after.pos, strict=True)):
            if old < 0 or new < 0 or (old == new and before.board.heights[old]
                                      == after.board.heights[old]):
                continue
            (ox, oy), (nx, ny) = after.xy(old), after.xy(new)
            a = (ox + 0.5, oy + 0.5, float(after.board.height(ox, oy)))
            b = (nx + 0.5, ny + 0.5, float(after.board.height(nx, ny)))
            out.append(Walker(seat, [Leg(a, b, HOP_W, hop=0.3)]))
        return out

    def _close_up(self, before: ClimbersState, after: ClimbersState) -> list[Walker]:
        """Climbers still at the foot step into the place the leaver left."""
        old = [s for s, c in enumerate(before.pos) if c == FOOT]
        new = [s for s, c in enumerate(after.pos) if c == FOOT]
        out = []
        for i, seat in enumerate(new):
            j = old.index(seat) if seat in old else i
            if j != i:
                a, b = self.foot_xy(j), self.foot_xy(i)
                out.append(Walker(seat, [Leg((a[0], a[1], 0.0), (b[0], b[1], 0.0), HOP_W,
                                             hop=0.12)]))
        return out

    def _walk(self, state: ClimbersState, seat: int, path: list[tuple[int, int]]) -> list[Leg]:
        """The legs of ``seat``'s walk over ``path`` (first step to destination)."""
        board = state.board
        legs: list[Leg] = []
        cell = state.pos[seat]
        if cell == FOOT:
            at_foot = [s for s, c in enumerate(state.pos) if c == FOOT]
            foot = self.foot_xy(at_foot.index(seat))
            here: Point3 = (foot[0], foot[1], 0.0)
            entry = path[0][1] * TABLE + path[0][0]
            for c in table_route(board, entry, foot):
                nxt = (c % TABLE + 0.5, c // TABLE + 0.5, 0.0)
                legs.append(Leg(here, nxt, TABLE_W * max(1.0, math.dist(here, nxt))))
                here = nxt
        else:
            x, y = state.xy(cell)
            here = (x + 0.5, y + 0.5, float(board.height(x, y)))
        for x, y in path:
            nxt = (x + 0.5, y + 0.5, float(board.height(x, y)))
            rise = nxt[2] - here[2]
            if rise >= 2:
                legs.append(Leg(here, nxt, LADDER_W, ladder=True))
            else:
                legs.append(Leg(here, nxt, HOP_W, hop=0.12 + 0.5 * max(0.0, rise)))
            here = nxt
        return legs

    def foot_xy(self, index: int) -> tuple[float, float]:
        """Table coordinates of the ``index``-th place at the foot (see
        ``Projection.foot_point``), in the view's present turn."""
        n = float(TABLE)
        u, v = n + 0.9, n - 2.0 - 1.6 * index
        t = self.scene.proj.turns
        if t == 0:
            return u, v
        if t == 1:
            return v, n - u
        if t == 2:
            return n - u, n - v
        return n - v, u

    # ----- what the painter asks -----------------------------------------------------------
    def shown_state(self) -> ClimbersState | None:
        """The position to paint instead of the scene's (None: the scene's own)."""
        return self.before if self._anim is not None and self.t < self.switch else None

    def hidden_seats(self) -> set[int]:
        """Climbers drawn by the animation, not where the position has them."""
        if self._anim is None or self.t < self.switch:
            return set()
        return {w.seat for w in self.walkers}

    def hidden_disks(self) -> set[int]:
        """Seats whose disk is still falling."""
        return {f.seat for f in self.falls} if self._anim is not None else set()

    def in_pass(self, heights: list[int]) -> dict[int, list[PaintFn]]:
        """What to paint right after each square's column (keyed by cell index)."""
        if self._anim is None or self.scene.map_view:
            return {}
        t = self.t
        out: dict[int, list[PaintFn]] = {}

        def add(cell: int, fn: PaintFn) -> None:
            out.setdefault(cell, []).append(fn)

        for f in self.flights:
            if t <= f.t1:
                lift, alpha = f.state(t)
                cells = set(f.cells())
                for x, y in cells:
                    add(y * TABLE + x, self._piece_painter(f, x, y, lift, alpha, cells,
                                                           heights[y * TABLE + x]))
        for fall in self.falls:
            add(fall.y * TABLE + fall.x, self._disk_painter(fall, fall.lift(t)))
        if t >= self.switch:
            for w in self.walkers:
                feet, square, ladder = w.where(t)
                if ladder is not None:
                    low = _square(ladder.a[0], ladder.a[1])
                    if low is not None:
                        add(low, self._ladder_painter(ladder))
                if square is not None:
                    add(square, self._climber_painter(w.seat, feet))
        return out

    def paint_over(self, painter: QPainter) -> None:
        """What is painted over the board: walkers off the table, and on the map
        everything (the map has no depth)."""
        if self._anim is None:
            return
        t = self.t
        flat = self.scene.map_view
        if flat:
            for f in self.flights:
                if t <= f.t1:
                    _lift, alpha = f.state(t)
                    painter.save()
                    painter.setOpacity(alpha * (0.35 + 0.65 * _lift_share(f, t)))
                    for x, y in f.cells():
                        self._paint_piece(painter, f, x, y, 0.0, set(f.cells()))
                    painter.restore()
            for fall in self.falls:
                painter.save()
                painter.setOpacity(_clamp(t * 1.5))
                self.scene.artist.paint_disk(painter, fall.x, fall.y, fall.h, fall.seat)
                painter.restore()
        if t < self.switch:
            return
        for w in self.walkers:
            feet, square, _ladder = w.where(t)
            if flat or square is None:
                self._climber_painter(w.seat, feet)(painter)

    def area(self) -> QRectF:
        """The part of the scene that changes from frame to frame."""
        proj = self.scene.proj
        rect = QRectF()
        points: list[Point3] = []
        for w in self.walkers:
            for leg in w.legs:
                points += [leg.a, (leg.a[0], leg.a[1], leg.a[2] + 1.0), leg.b,
                           (leg.b[0], leg.b[1], leg.b[2] + 1.0)]
        for f in self.flights:
            o = BLOCKS[f.block].orientations[f.orient]
            top = f.z + o.h + max(f.lift)
            points += [(f.x + i, f.y + j, z) for i in (0, o.w) for j in (0, o.d)
                       for z in (f.z, top)]
        for fall in self.falls:
            points += [(fall.x + i, fall.y + j, z) for i in (0, 1) for j in (0, 1)
                       for z in (fall.h, fall.h + 2.5)]
        for p in points:
            q = proj.world_point(*p)
            rect = rect.united(QRectF(q.x() - 40, q.y() - 75, 80, 100))
        return rect

    # ----- painting ------------------------------------------------------------------------
    def _climber_painter(self, seat: int, feet: Point3) -> PaintFn:
        scene = self.scene

        def paint(painter: QPainter) -> None:
            z = 0.0 if scene.map_view else feet[2]
            scene.artist.paint_climber(painter, scene.proj.world_point(feet[0], feet[1], z),
                                       seat)
            scene.painted["moving"] = scene.painted.get("moving", 0) + 1
        return paint

    def _disk_painter(self, fall: Fall, lift: float) -> PaintFn:
        scene = self.scene

        def paint(painter: QPainter) -> None:
            _shadow(painter, scene.proj.top(fall.x, fall.y, fall.h, 0.2), lift / 2.2)
            scene.artist.paint_disk(painter, fall.x, fall.y, fall.h + lift, fall.seat)
        return paint

    def _ladder_painter(self, leg: Leg) -> PaintFn:
        proj = self.scene.proj

        def paint(painter: QPainter) -> None:
            foot, top = leg.rails()
            dx, dy = leg.b[0] - leg.a[0], leg.b[1] - leg.a[1]
            px, py = -dy * 0.24, dx * 0.24  # half the ladder's width, across the step

            def at(k: float, side: float) -> QPointF:
                q = _lerp(foot, top, k)
                return proj.world_point(q[0] + px * side, q[1] + py * side, q[2])

            rungs = max(2, round((top[2] - foot[2]) / 0.4))
            painter.save()
            for colour, width in ((QColor("#2a1a0c"), 5.5), (QColor("#d09a55"), 3.0)):
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
            self.scene.painted["ladders"] = self.scene.painted.get("ladders", 0) + 1
        return paint

    def _piece_painter(self, f: Flight, x: int, y: int, lift: float, alpha: float,
                       cells: set[tuple[int, int]], ground: int) -> PaintFn:
        proj = self.scene.proj

        def paint(painter: QPainter) -> None:
            if lift > 0.05:
                _shadow(painter, proj.top(x, y, ground), 1.0 - lift / max(LIFT, DROP))
            painter.save()
            painter.setOpacity(alpha)
            self._paint_piece(painter, f, x, y, lift, cells)
            painter.restore()
        return paint

    def _paint_piece(self, painter: QPainter, f: Flight, x: int, y: int, lift: float,
                     cells: set[tuple[int, int]]) -> None:
        """Square (x, y)'s share of a flying block: its faces that show from outside."""
        scene = self.scene
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
        scene.painted["flying"] = scene.painted.get("flying", 0) + 1


def _lift_share(f: Flight, t: float) -> float:
    """How far a block has come down (1) or still is from going up (1 at rest)."""
    lift, _alpha = f.state(t)
    return 1.0 - lift / max(f.lift[0], f.lift[1], 1e-6)


def _shadow(painter: QPainter, poly: QPolygonF, strength: float) -> None:
    """A soft shadow on the top under something in the air: where it will land."""
    painter.save()
    painter.setPen(QPen(QColor(0, 0, 0, 0), 0))
    painter.setBrush(QColor(0, 0, 0, int(25 + 70 * _clamp(strength))))
    painter.drawPolygon(poly)
    painter.restore()


__all__ = ["Fall", "Flight", "Leg", "Motion", "Walker", "table_route"]
