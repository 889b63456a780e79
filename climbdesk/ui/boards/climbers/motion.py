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

Where things are at a time lives in :mod:`.tracks` (no Qt), their pixels in
:mod:`.inflight`; this module decides what moves, runs the clock and answers the
painter.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QVariantAnimation
from PySide6.QtGui import QPainter

from climbdesk.core.actions import Action
from climbdesk.games.climbers import ClimbersState, Disk, Move, Pick, Place, Push, PutBack
from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import FOOT, TABLE
from climbdesk.ui.boards.climbers.inflight import (
    PaintFn,
    climber_painter,
    disk_painter,
    ladder_painter,
    paint_piece,
    piece_painter,
)
from climbdesk.ui.boards.climbers.projection import unturn
from climbdesk.ui.boards.climbers.tracks import (
    HOP_W,
    LADDER_W,
    TABLE_W,
    Fall,
    Flight,
    Leg,
    Point3,
    Walker,
    clamp,
    square_at,
    table_route,
)
from climbdesk.ui.boards.common import animation, release_animation

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

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
        anim = animation(self.scene, ms, self._step, speed=speed, done=self._finished)
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

    def _step(self, value: float) -> None:
        self.t = value
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
        return unturn(n + 0.9, n - 2.0 - 1.6 * index, n, self.scene.proj.turns)

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
                    add(y * TABLE + x, piece_painter(self.scene, f, x, y, lift, alpha, cells,
                                                           heights[y * TABLE + x]))
        for fall in self.falls:
            add(fall.y * TABLE + fall.x, disk_painter(self.scene, fall, fall.lift(t)))
        if t >= self.switch:
            for w in self.walkers:
                feet, square, ladder = w.where(t)
                if ladder is not None:
                    low = square_at(ladder.a[0], ladder.a[1])
                    if low is not None:
                        add(low, ladder_painter(self.scene, ladder))
                if square is not None:
                    add(square, climber_painter(self.scene, w.seat, feet))
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
                    painter.setOpacity(alpha * (0.35 + 0.65 * f.settled(t)))
                    for x, y in f.cells():
                        paint_piece(self.scene, painter, f, x, y, 0.0, set(f.cells()))
                    painter.restore()
            for fall in self.falls:
                painter.save()
                painter.setOpacity(clamp(t * 1.5))
                self.scene.artist.paint_disk(painter, fall.x, fall.y, fall.h, fall.seat)
                painter.restore()
        if t < self.switch:
            return
        for w in self.walkers:
            feet, square, _ladder = w.where(t)
            if flat or square is None:
                climber_painter(self.scene, w.seat, feet)(painter)

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


__all__ = ["DROP", "LIFT", "Motion"]
