"""X-ray: climbers and highlighted targets that a column in front hides, drawn again.

Why: the mountain is painted back to front, so a taller column nearer the viewer
covers whatever stands behind it, and from some sides the climber to move, its
rivals or the squares it may reach vanish (issue 17).  Fading every column in
front would make the whole mountain hard to read; instead what is hidden is
drawn once more *over* the mountain as an x-ray: the figure see-through with a
dashed outline, a target as a dashed ring.  An x-rayed target stays clickable
and hoverable (:meth:`XRay.key_at`), and the keyboard cursor, which frames a
target's own top, frames its x-ray ring.

Whether something is hidden is pure geometry: a column hides a point when it is
painted later (nearer the viewer in the painter's order) and its silhouette
contains the point.  The answers are cached per position, view and slice, since
the mountain is repainted for every hover and animation frame.  The rings and figures
are copied from pictures kept with the marks' (:mod:`.sprites`, at their exact offset):
drawn directly, a dashed outline and a see-through figure cost 1-6 ms each a paint.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from climbdesk.games.climbers import ClimbersState
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.blockmarks import top_edges
from climbdesk.ui.boards.climbers.colours import seat_look
from climbdesk.ui.boards.climbers.dirty import FIGURE
from climbdesk.ui.boards.climbers.ladders import square_label
from climbdesk.ui.boards.climbers.projection import A, B, H
from climbdesk.ui.boards.climbers.spots import BlockSpot, Cell, ClimberInHand, PushedClimber
from climbdesk.ui.boards.climbers.xraygeometry import _CELLS as _CELLS
from climbdesk.ui.boards.climbers.xraygeometry import EPS as EPS
from climbdesk.ui.boards.climbers.xraygeometry import GRID as GRID
from climbdesk.ui.boards.climbers.xraygeometry import _buckets as _buckets
from climbdesk.ui.boards.climbers.xraygeometry import _inside as _inside
from climbdesk.ui.boards.climbers.xraygeometry import _turned_order as _turned_order

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: A figure's extent above its feet (scene units, as :meth:`MountainPainter.paint_climber`
#: draws it): half its width and its height.
FIGURE_HALF_WIDTH = 12.6
FIGURE_HEIGHT = 54.0
#: A figure counts as hidden when at least this many of its 15 sample points are covered.
FIGURE_HIDDEN_POINTS = 3
#: Rings' places kept (:meth:`XRay.items`) past which they are worked out again.
PLACES_KEPT = 4000
#: A target's key, as the scene's spots name it: a square or a block.
Target = Cell | BlockSpot
#: One ring or figure the x-ray draws: its look with its place, bounds and drawing.
Item = tuple[tuple[object, ...], QRectF, Callable[[QPainter], None]]


class XRay:
    """Which of ``scene``'s climbers and targets columns in front hide (cached)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        self._key: object = None
        self._quick: object = None
        self._silhouettes: list[tuple[int, int, int, int]] = []  # (depth, iu, iv, height)
        self._depths: list[int] = []  # the silhouettes' depths, ascending (painter's order)
        # Screen buckets of GRID units: the silhouettes (their indices, ascending) whose
        # bounds reach into each, so a point is tested against a handful, not ~200.
        self._grid: dict[tuple[int, int], list[int]] = {}
        self._hidden: dict[object, bool] = {}
        # hidden_targets' answer and what it was worked out from (it is asked by every
        # paint, hover and hit test of a position: 3 ms of a paint when worked out anew).
        self._targets_key: object = None
        self._targets: list[tuple[Target, int, int]] = []
        # Per screen line (turned u - v) and depth (u + v): the most a column in front
        # reaches (see centre_hidden); made when first asked for a position and view.
        self._reach: dict[int, list[int]] | None = None
        #: Times the geometry's cache was checked (_refresh; the tests count them).
        self.refreshes = 0
        # The rings' places and bounds, kept by their geometry (items).
        self._places: dict[tuple[object, ...], tuple[QRectF, QRectF]] = {}

    # ----- geometry --------------------------------------------------------------------
    def _refresh(self, state: ClimbersState) -> None:
        self.refreshes += 1
        scene = self.scene
        # Asked for every point tested: first a cheap check of what changes with a new
        # position or view (the heights' tuple costs more than the test itself).
        quick = (id(state), scene._indexed, scene.proj, scene.slice_level)
        if quick == self._quick:
            return
        self._quick = quick
        key = (tuple(state.board.heights), scene.proj.turns, scene.proj.headroom,
               scene.slice_level, scene.map_view)
        if key == self._key:
            return
        self._key = key
        self._hidden = {}
        self._reach = None
        proj = scene.proj
        heights = state.board.heights
        silhouettes: list[tuple[int, int, int, int]] = []
        grid: dict[tuple[int, int], list[int]] = {}
        # Above the slice a column is faded (scene.faded) and hides nothing, as the bare
        # table; each column's buckets are kept by its turned square and height (every
        # block moved worked out all ~200 again, 0.5 ms of each lift and placement).
        below = scene.slice_level if scene.slice_level and not scene.map_view else 1 << 30
        cells = _CELLS
        for c, iu, iv in _turned_order(proj.size, proj.turns, proj.order(), proj.turned):
            h = heights[c]
            if h <= 0 or h > below:
                continue
            near = cells.get((iu, iv, h))
            if near is None:
                near = cells[(iu, iv, h)] = _buckets(iu, iv, h)
            i = len(silhouettes)
            for bucket in near:
                found = grid.get(bucket)
                if found is None:
                    grid[bucket] = [i]
                else:
                    found.append(i)
            silhouettes.append((iu + iv, iu, iv, h))
        self._silhouettes = silhouettes
        self._depths = [d for d, _iu, _iv, _h in silhouettes]
        self._grid = grid

    def _covered(self, depth: int, point: QPointF) -> bool:
        """Whether a column nearer the viewer than ``depth`` (turned u + v) covers ``point``."""
        return self._covered_at(depth, point.x(), point.y())

    def _covered_at(self, depth: int, px: float, py: float) -> bool:
        """:meth:`_covered` at scene point (px, py)."""
        # The silhouettes come in the painter's order (depth ascending): only those
        # after ``depth`` can cover the point, and only those in the point's bucket.
        near = self._grid.get((int(px // GRID), int(py // GRID)))
        if not near:
            return False
        silhouettes = self._silhouettes
        first = bisect_right(self._depths, depth)
        for i in near[bisect_left(near, first):]:
            _d, iu, iv, h = silhouettes[i]
            inside = _inside(px, py, iu, iv, h)
            if inside is None:  # on the outline: the polygon test decides, as it always did
                p = self.scene.proj.point
                inside = QPolygonF([p(iu, iv, h), p(iu + 1, iv, h), p(iu + 1, iv, 0),
                                    p(iu + 1, iv + 1, 0), p(iu, iv + 1, 0), p(iu, iv + 1, h)]
                                   ).containsPoint(QPointF(px, py), Qt.FillRule.OddEvenFill)
            if inside:
                return True
        return False

    def _taller_in_front(self, x: int, y: int, h: int, depth: int) -> bool:
        """Whether a column taller than ``h``, nearer than ``depth``, overlaps or touches
        square (x, y)'s top at ``h`` on screen.  Both outlines have only vertical and
        isometric edges, so they overlap exactly when they do along x and along the
        normals of the two isometric directions (n1 = -2ABv + AHz, n2 = 2ABu - AHz,
        here in units of AB: see :class:`~.projection.Projection`)."""
        rect = self.scene.proj.top_rect(x, y, h)
        iu, iv = self.scene.proj.turned(x, y)
        k = H / B
        first = bisect_right(self._depths, depth)
        silhouettes = self._silhouettes
        for gx in range(int(rect.left() // GRID), int(rect.right() // GRID) + 1):
            for gy in range(int(rect.top() // GRID), int(rect.bottom() // GRID) + 1):
                near = self._grid.get((gx, gy), ())
                for i in near[bisect_left(near, first):]:
                    _d, cu, cv, ch = silhouettes[i]
                    if ch > h and abs((iu - iv) - (cu - cv)) <= 2 \
                            and -2 * (iv + 1) + k * h <= -2 * cv + k * ch \
                            and -2 * (cv + 1) <= -2 * iv + k * h \
                            and 2 * iu - k * h <= 2 * (cu + 1) \
                            and 2 * cu - k * ch <= 2 * (iu + 1) - k * h:
                        return True
        return False

    def _depth(self, x: int, y: int) -> int:
        iu, iv = self.scene.proj.turned(x, y)
        return iu + iv

    def point_hidden(self, state: ClimbersState, x: int, y: int, point: QPointF) -> bool:
        """Whether a column in front of square (x, y) covers ``point`` (a mark on its top)."""
        self._refresh(state)
        return self._covered(self._depth(x, y), point)

    def centre_hidden(self, state: ClimbersState, x: int, y: int) -> bool:
        """:meth:`point_hidden` at the centre of square (x, y)'s top, answered from one
        pass over the columns per position and view: a lifted block's ~200 placement
        dots asked the point test each (2-3 ms of the lift's first frame, issue 17).

        The centre of turned square (iu, iv) at height h lies at x = (iu - iv) A,
        y = (iu + iv + 1) B - h H.  A column (cu, cv, ch) in front (cu + cv > iu + iv)
        contains it only on the same screen line (cu - cv = iu - iv) or on its left
        edge (cu - cv = iu - iv + 1; on a right edge or further the test says no).  In
        whole units of 1/15 (B = 15, H = 33) with G = 33 ch - 15 (cu + cv): on the same
        line inside exactly when G > 33 h - 15 (iu + iv + 1) (equal: the point is the
        column's top corner, which the polygon test leaves out), on the left edge when
        G >= 33 h - 15 (iu + iv) (the polygon test counts a left edge in, ends
        included).  So the largest G in front per line and depth answers every
        square; the tests compare it with the point test everywhere."""
        return bool(self.centres_hidden(state, ((x, y),)))

    def centres_hidden(self, state: ClimbersState,
                       squares: Iterable[tuple[int, int]]) -> set[tuple[int, int]]:
        """Those of ``squares`` whose top's centre is hidden (:meth:`centre_hidden`),
        the cache checked once for all (a lift asks for some 70)."""
        self._refresh(state)
        reach = self._reach
        if reach is None:
            reach = self._reach = self._reaches()
        turned = self.scene.proj.turned
        heights = state.board.heights
        out = set()
        for x, y in squares:
            iu, iv = turned(x, y)
            line, depth = iu - iv, iu + iv
            h = heights[y * TABLE + x]
            same, left = reach.get(line), reach.get(line + 1)
            if (same is not None and same[depth] > 33 * h - 15 * (depth + 1)) \
                    or (left is not None and left[depth] >= 33 * h - 15 * depth):
                out.add((x, y))
        return out

    def _reaches(self) -> dict[int, list[int]]:
        """Per screen line: for each depth d, the largest G (:meth:`centre_hidden`) of
        the columns on it deeper than d (nearer the viewer)."""
        if A != 30.0 or B != 15.0 or H != 33.0:  # the whole units above assume these
            raise ValueError("centre_hidden assumes A, B, H = 30, 15, 33")
        size = 2 * TABLE
        out: dict[int, list[int]] = {}
        for depth, iu, iv, h in self._silhouettes:
            row = out.setdefault(iu - iv, [-(10 ** 9)] * size)
            row[depth] = max(row[depth], 33 * h - 15 * depth)
        for row in out.values():
            best = -(10 ** 9)
            for d in range(size - 1, -1, -1):  # row[d]: the best strictly deeper than d
                best, row[d] = max(best, row[d]), best
        return out

    def climber_hidden(self, state: ClimbersState, x: int, y: int) -> bool:
        """Whether the figure standing on square (x, y) is (in good part) hidden."""
        if self.scene.map_view:
            return False
        self._refresh(state)
        memo = ("climber", x, y)
        if memo not in self._hidden:
            feet = self.scene.proj.world_point(x + 0.5, y + 0.5, state.board.height(x, y))
            fx, fy = feet.x(), feet.y()
            depth = self._depth(x, y)
            covered = 0
            # The figure's 15 sample points as plain numbers (a QPointF each cost more
            # than its test), the same sums QPointF's addition makes.
            for i in range(3):
                dx = (i - 1) * FIGURE_HALF_WIDTH * 0.6
                for j in range(5):
                    covered += self._covered_at(depth, fx + dx,
                                                fy + -FIGURE_HEIGHT * (j + 0.5) / 5)
            self._hidden[memo] = covered >= FIGURE_HIDDEN_POINTS
        return self._hidden[memo]

    def top_hidden(self, state: ClimbersState, x: int, y: int) -> bool:
        """Whether square (x, y)'s top is hidden: at its centre (where its ring's label
        is, and a click aims) or at three of four points near its corners."""
        if self.scene.map_view:
            return False
        self._refresh(state)
        memo = ("top", x, y)
        if memo not in self._hidden:
            h = state.board.height(x, y)
            depth = self._depth(x, y)
            if not self._taller_in_front(x, y, h, depth):
                # Only a taller column in front reaches inside a top (one no taller
                # meets it at an edge at most): most tops need no point tested.
                self._hidden[memo] = self._hidden[("part", x, y)] = False
                return False
            centre = self.scene.proj.world_point(x + 0.5, y + 0.5, h)
            if self._covered(depth, centre):
                self._hidden[memo] = self._hidden[("part", x, y)] = True
                return True
            # Three of four corners: stop as soon as the answer is known (whether any
            # corner is hidden is then worked out when asked, top_partly_hidden).
            inner = self.scene.proj.top(x, y, h, 0.25)
            covered = missed = 0
            for i in range(4):
                if self._covered(depth, inner.at(i)):
                    covered += 1
                else:
                    missed += 1
                if covered == 3 or missed == 2:
                    break
            self._hidden[memo] = covered >= 3
            if covered or missed == 4:
                self._hidden[("part", x, y)] = covered > 0
        return self._hidden[memo]

    def top_partly_hidden(self, state: ClimbersState, x: int, y: int) -> bool:
        """Whether any of square (x, y)'s top (centre or near a corner) is hidden."""
        if self.top_hidden(state, x, y):
            return True
        if self.scene.map_view:
            return False
        memo = ("part", x, y)
        if memo not in self._hidden:
            h = state.board.height(x, y)
            depth = self._depth(x, y)
            inner = self.scene.proj.top(x, y, h, 0.25)
            self._hidden[memo] = any(self._covered(depth, inner.at(i)) for i in range(4))
        return self._hidden[memo]

    # ----- what is highlighted now -----------------------------------------------------
    def target_squares(self, state: ClimbersState) -> list[tuple[Target, int, int]]:
        """The highlighted squares now, with the key a click on each means: move and
        push targets, and the top squares of blocks that may be picked or disked."""
        scene = self.scene
        if not scene.accepts_input():
            return []
        picked = scene.picked
        if isinstance(picked, ClimberInHand | PushedClimber):
            cells = scene.moves() if isinstance(picked, ClimberInHand) else scene._pushes
            return [(Cell(x, y), x, y) for x, y in sorted(cells)]
        phase = state.phase
        blocks = scene._picks if phase == "block" else scene._disks if phase == "disk" \
            else set()
        out: list[tuple[Target, int, int]] = []
        for b in sorted(blocks):
            for c in state.board.top_squares(b):
                out.append((BlockSpot(b), c % TABLE, c // TABLE))
        return out

    def hidden_targets(self, state: ClimbersState) -> list[tuple[Target, int, int]]:
        """The highlighted squares out of sight; a block only when no square of its top
        shows (a block partly in sight is framed where it shows).  The keyboard cursor's
        target counts when any of it is hidden: the cursor frames what it is really on."""
        scene = self.scene
        self._refresh(state)
        cursor = scene.cursor if scene.cursor_visible else None
        # Everything the answer depends on: the geometry (heights, view, slice), the
        # legal actions indexed for this position, what is in hand, the cursor.
        key = (self._key, id(state), scene._indexed, state.phase, scene.picked,
               scene.accepts_input(), cursor)
        if key != self._targets_key:
            self._targets = self._hidden_targets(state, cursor)
            self._targets_key = key
        return list(self._targets)

    def _hidden_targets(self, state: ClimbersState,
                        cursor: object) -> list[tuple[Target, int, int]]:
        targets = self.target_squares(state)
        # The answers kept for this geometry first (a block step's 60 tops asked the
        # cache through top_hidden each, every position).
        self._refresh(state)
        memo = self._hidden
        hidden = set()
        for k, x, y in targets:
            top = memo.get(("top", x, y))
            if top is None:
                top = self.top_hidden(state, x, y)
            if top or k == cursor and self.top_partly_hidden(state, x, y):
                hidden.add((x, y))
        seen_blocks = {k for k, x, y in targets
                       if isinstance(k, BlockSpot) and k != cursor and (x, y) not in hidden}
        return [(k, x, y) for k, x, y in targets if (x, y) in hidden and k not in seen_blocks]

    def key_at(self, pos: QPointF) -> Target | None:
        """The x-rayed target whose top contains ``pos`` (None: none), unless ``pos`` is on
        the top of the column in front there: the player clicks the ring they see."""
        scene = self.scene
        state = scene.state
        if state is None or scene.map_view:
            return None
        for key, x, y in self.hidden_targets(state):
            if scene.top_poly(x, y).containsPoint(pos, Qt.FillRule.OddEvenFill):
                front = scene.cell_at(pos)
                if front is not None and scene.top_poly(*front).containsPoint(
                        pos, Qt.FillRule.OddEvenFill):
                    return None
                return key
        return None

    # ----- painting --------------------------------------------------------------------
    def paint(self, painter: QPainter, state: ClimbersState,
              items: list[Item] | None = None) -> None:
        """Draw every hidden target and climber over the mountain (``items``, as
        :meth:`items` gives them); counts them in ``scene.painted["xray_targets"]`` and
        ``["xray_climbers"]`` for the tests."""
        scene = self.scene
        scene.painted["xray_targets"] = scene.painted["xray_climbers"] = 0
        for look, _rect, draw in self.items(state) if items is None else items:
            draw(painter)
            scene.painted["xray_climbers" if look[0] == "xray-figure" else "xray_targets"] += 1

    def items(self, state: ClimbersState) -> list[Item]:
        """What :meth:`paint` draws, in order: each ring and figure with its look (place
        included), its bounds (scene units) and how to draw it.  A kept view picture is
        brought up to date over the bounds of those that changed (.viewpictures).

        Each is copied from a picture kept with the marks' (.sprites, at its exact
        offset): drawn directly, a dashed outline and a see-through figure cost 1-6 ms
        each a paint (issue 17)."""
        scene = self.scene
        if scene.map_view:
            return []
        sprites = scene.artist.sprites
        proj = scene.proj
        out: list[Item] = []
        looks = self._ring_looks(state)
        # Each ring's place and bounds kept by the geometry they come from (the
        # projection's size, turn and flatness, the square, its height, its letters'
        # number): a block step's dozen hidden tops worked them out every position.
        geometry = (proj.size, proj.turns, proj.flat)
        places = self._places
        if len(places) > PLACES_KEPT:
            places.clear()
        heights = state.board.heights
        labelled = isinstance(scene.picked, ClimberInHand)
        moves = scene.moves()
        for key, x, y in self.hidden_targets(state):
            h = heights[y * TABLE + x]
            look = looks(key, x, y, h)
            letters = square_label(moves.get((x, y), [])) \
                if labelled and isinstance(key, Cell) else ""
            place = (geometry, x, y, h, len(letters))
            kept = places.get(place)
            if kept is None:
                kept = places[place] = self._place(x, y, h, letters)
            rect, bounds = kept

            def ring(painter: QPainter, look: tuple[object, ...] = look, rect: QRectF = rect,
                     key: Target = key, x: int = x, y: int = y, letters: str = letters) -> None:
                sprites.draw(painter, look, rect,
                             partial(self._paint_ring, state=state, key=key, x=x, y=y))
                if letters:
                    scene.artist._label(painter, scene.top_centre(x, y), letters)

            out.append(((*look, x, y, h, letters), bounds, ring))
        hidden_seats = scene.motion.hidden_seats()
        for seat, cell in enumerate(state.pos):
            if cell < 0 or seat in hidden_seats:
                continue
            x, y = state.xy(cell)
            under = state.height(seat) < state.board.heights[cell]  # a block was set on it
            if under or self.climber_hidden(state, x, y):
                feet = proj.world_point(x + 0.5, y + 0.5, state.height(seat))
                look = ("xray-figure", scene.seat_colour(seat).rgba(), scene.outline().rgba(),
                        seat_look(state, seat), QFont().key())
                rect = FIGURE.translated(feet)

                def figure(painter: QPainter, look: tuple[object, ...] = look,
                           rect: QRectF = rect, seat: int = seat, x: int = x,
                           y: int = y) -> None:
                    sprites.draw(painter, look, rect, partial(
                        self._paint_figure, state=state, seat=seat, x=x, y=y))

                out.append(((*look, feet.x(), feet.y()), rect, figure))
        return out

    def _place(self, x: int, y: int, h: int, letters: str) -> tuple[QRectF, QRectF]:
        """A ring's rectangle on square (x, y) at height ``h`` and its bounds with
        ``letters`` (only their number counts); the callers must not change them."""
        proj = self.scene.proj
        rect = proj.top_rect(x, y, h).adjusted(-6, -6, 6, 6)
        bounds = QRectF(rect)
        if letters:  # the label (MountainPainter._label) and its antialiasing
            at = proj.world_point(x + 0.5, y + 0.5, h)
            half = max(18.0, 9.0 * len(letters) + 6) / 2 + 3
            bounds = bounds.united(QRectF(at.x() - half, at.y() - 12, 2 * half, 24))
        return rect, bounds

    def _ring_looks(self, state: ClimbersState
                    ) -> Callable[[Target, int, int, int], tuple[object, ...]]:
        """Everything :meth:`_paint_ring` draws from but the place (the same shape
        moved), for a target at (x, y) of height h: for a block's top, which of its edges
        are framed.  What every target shares is read once."""
        scene = self.scene
        theme = scene.theme
        hover = scene.hover
        turns = scene.proj.turns
        block_step = state.phase == "block"
        board = state.board
        showing, heights = board.showing, board.heights

        def look(key: Target, x: int, y: int, h: int) -> tuple[object, ...]:
            hovered = hover == key
            if isinstance(key, BlockSpot):
                c = y * TABLE + x
                owner = showing[c]
                # Framed where the neighbour (SIDES: up, right, down, left on the table)
                # is off the table or shows another block or height.
                sides = (not (y > 0 and showing[c - TABLE] == owner
                              and heights[c - TABLE] == h),
                         not (x < TABLE - 1 and showing[c + 1] == owner
                              and heights[c + 1] == h),
                         not (y < TABLE - 1 and showing[c + TABLE] == owner
                              and heights[c + TABLE] == h),
                         not (x > 0 and showing[c - 1] == owner and heights[c - 1] == h))
                return ("xray-block", hovered, block_step, theme.selection,
                        theme.movable, theme.highlight, turns, sides)
            return ("xray-ring", hovered, theme.selection, theme.highlight, turns)

        return look

    def _paint_ring(self, painter: QPainter, state: ClimbersState, key: Target, x: int,
                    y: int) -> None:
        scene = self.scene
        theme = scene.theme
        hovered = scene.hover == key
        lift = isinstance(key, BlockSpot) and state.phase == "block"  # framed as movable, as drawn
        colour = QColor(theme.selection if hovered else theme.movable if lift
                        else theme.highlight)
        painter.save()
        fill = QColor(colour)
        fill.setAlpha(70)
        width = 4.0 if hovered else 2.6
        if isinstance(key, BlockSpot):  # the block's whole top, as its frame is drawn when in sight
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawPolygon(scene.top_poly(x, y))
            edges = top_edges(scene, state, x, y, 0.04)
            painter.setPen(QPen(QColor(0, 0, 0, 170), width + 2.0))
            painter.drawLines(edges)
            painter.setPen(QPen(colour, width, Qt.PenStyle.DashLine))
            painter.drawLines(edges)
        else:
            ring = scene.proj.top(x, y, state.board.height(x, y), 0.1)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(0, 0, 0, 170), width + 2.0))
            painter.drawPolygon(ring)
            painter.setBrush(fill)
            painter.setPen(QPen(colour, width, Qt.PenStyle.DashLine))
            painter.drawPolygon(ring)
        painter.restore()

    def _paint_figure(self, painter: QPainter, state: ClimbersState, seat: int, x: int,
                      y: int) -> None:
        scene = self.scene
        feet = scene.proj.world_point(x + 0.5, y + 0.5, state.height(seat))
        painted = scene.painted.get("climbers", 0)
        painter.save()
        painter.setOpacity(0.75)
        scene.artist.paint_climber(painter, feet, seat)
        painter.restore()
        scene.painted["climbers"] = painted  # an x-ray is not another climber
        s = 1.4
        outline = QPainterPath()
        outline.addPolygon(QPolygonF([feet + QPointF(-9 * s, 0), feet + QPointF(9 * s, 0),
                                      feet + QPointF(5 * s, -24 * s),
                                      feet + QPointF(-5 * s, -24 * s)]))
        outline.closeSubpath()
        outline.addEllipse(feet + QPointF(0, -31 * s), 7.5 * s, 7.5 * s)
        painter.save()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(0, 0, 0, 200), 4.0))
        painter.drawPath(outline)
        painter.setPen(QPen(QColor("#ffffff"), 2.0, Qt.PenStyle.DashLine))
        painter.drawPath(outline)
        painter.restore()


__all__ = ["XRay"]
