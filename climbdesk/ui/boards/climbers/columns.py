"""The mountain's still columns as ready-made draw calls, kept from paint to paint.

Why: repainting the mountain was Python-bound (issue 17): for each of its ~200
columns every paint made new polygons, projection points, pens and colours, about
0.1 ms a column, although most columns look the same move after move.  Here each
column's sides and top are worked out once into a short list of draw calls (pen,
brush, polygon; pen, line; font, colour, text) and the painter replays that same
list, in the same order with the same values, so the pixels are the ones fresh
painting gives.  Only what the calls depend on invalidates them:

* the view (the projection object: turn, map, headroom), the palette (dark, colour
  blind) and the height slice: every column is worked out again;
* the blocks (a lift, a placement, the position before a landing block): only the
  squares whose stack changed, their four neighbours (their sides and edges look at
  them) and the tops of blocks whose uncovered squares changed (the glyph sits on a
  top's first uncovered square).

Marks, disks, climbers and things in flight stay with :mod:`.painting`: they change
with every hover and step.  Each column also keeps its bounds, so a paint of part
of the board (an animation frame) skips the columns outside it.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen, QPolygonF

from climbdesk.games.climbers.blocks import BLOCKS
from climbdesk.games.climbers.geometry import TABLE, Board
from climbdesk.ui.boards.climbers.colours import GLYPHS

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

#: The dark ink of block edges (as the mountain has always been drawn).
EDGE_INK = "#2a2119"

#: One draw call: (0, pen, brush, polygon), (1, pen or None, p0, p1) for a line (None:
#: the pen set last), (2, font, colour, rect, text) for a glyph, (3, pen) a pen alone.
#: Plain tuples with a kind tag rather than classes: replaying them is the hot loop,
#: and each attribute lookup or method call there costs as much as the draw call.
Op = tuple[Any, ...]


def face_colour(block: int, orient: int, direction: tuple[int, int]) -> str:
    """The colour name of ``block``'s side facing table direction ``direction`` (dx, dy)."""
    o = BLOCKS[block].orientations[orient]
    pairs = BLOCKS[block].pairs
    y_axis = 3 - o.up_axis - o.x_axis
    dx, dy = direction
    if dx:
        return pairs[o.x_axis][1 if dx > 0 else 0]
    return pairs[y_axis][1 if dy > 0 else 0]


class Column:
    """One square's column: its draw calls, their bounds, and what they show (for the
    scene's ``painted`` counts)."""

    __slots__ = ("blocks", "boxes", "ops", "rect", "sides")

    def __init__(self, ops: list[Op], rect: QRectF, sides: int, blocks: tuple[int, ...]) -> None:
        self.ops = ops
        self.rect = rect
        self.sides = sides
        self.blocks = blocks
        # Each draw call's bounds widened by a margin (replay_in), kept with the margin.
        self.boxes: tuple[float, list[QRectF]] = (-1.0, [])

    def draws_as(self, other: Column) -> bool:
        """Whether ``other`` issues the same draw calls (the same pixels) and counts."""
        return self.rect == other.rect and self.sides == other.sides \
            and self.blocks == other.blocks and self.ops == other.ops

    def replay(self, painter: QPainter) -> None:
        """Issue the column's draw calls, exactly as they were worked out."""
        for op in self.ops:
            kind = op[0]
            if kind == 0:
                painter.setPen(op[1])
                painter.setBrush(op[2])
                painter.drawPolygon(op[3])
            elif kind == 1:
                if op[1] is not None:
                    painter.setPen(op[1])
                painter.drawLine(op[2], op[3])
            elif kind == 3:
                painter.setPen(op[1])
            else:
                painter.setFont(op[1])
                painter.setPen(op[2])
                painter.drawText(op[3], Qt.AlignmentFlag.AlignCenter, op[4])


    def replay_in(self, painter: QPainter, seen: QRectF, margin: float) -> int:
        """Issue those of the column's draw calls that reach into ``seen`` (scene
        units), each call's bounds widened by ``margin`` (its pen and antialiasing); the
        number issued.  Why: a lift or placement repaints the layer's area around the
        block, and the ~28 columns reaching into it were replayed whole, though of a
        tall column beside it only the sides at the block's height and its top come
        near (issue 17: 70 microseconds a column, most of it Qt filling polygons).  A
        call left out paints no pixel of ``seen``, and each pixel there is painted by
        the same calls in the same order, so the area's pixels are a whole replay's.
        A line with the pen set last gets the pen a whole replay would have set."""
        boxes = self.boxes
        if boxes[0] != margin:
            boxes = self.boxes = (margin, [_bounds(op).adjusted(-margin, -margin, margin, margin)
                                           for op in self.ops])
        issued = 0
        want: QPen | QColor | None = None  # the pen a whole replay would have set last
        have: QPen | QColor | None = None  # the pen set last here
        for op, box in zip(self.ops, boxes[1], strict=True):
            kind = op[0]
            pen = op[2] if kind == 2 else op[1]
            if kind == 3 or not box.intersects(seen):
                if pen is not None:
                    want = pen
                continue
            issued += 1
            if kind == 0:
                painter.setPen(pen)
                painter.setBrush(op[2])
                painter.drawPolygon(op[3])
                want = have = pen
            elif kind == 1:
                if pen is not None:
                    want = pen
                if want is not have and want is not None:
                    painter.setPen(want)
                    have = want
                painter.drawLine(op[2], op[3])
            else:
                painter.setFont(op[1])
                painter.setPen(op[2])
                painter.drawText(op[3], Qt.AlignmentFlag.AlignCenter, op[4])
                want = have = None  # a colour, not a kept pen: set again when needed
        return issued


def changed_rect(was: Column | None, now: Column | None) -> QRectF:
    """Where a square's column ``now`` draws other pixels than ``was`` (scene units):
    the bounds of the draw calls one has and the other has not, widened as
    :attr:`Column.rect` is (a whole column when the other is None).  A lifted block's
    squares keep the sides of the blocks under it, so this is the block's own box and
    the new tops, not the columns down to the table (issue 17: a lift repainted its
    squares' whole columns).  The calls both have come in the same order in both
    (sides, top, edges, glyph), so each pixel outside these bounds is drawn by the
    same calls in the same order."""
    if was is None or now is None:
        one = was if was is not None else now
        return QRectF(one.rect) if one is not None else QRectF()
    if was is now:
        return QRectF()
    left = list(now.ops)
    area = QRectF()
    for op in was.ops:
        for i, other in enumerate(left):
            if other == op:
                del left[i]
                break
        else:
            area = area.united(_bounds(op))
    for op in left:
        area = area.united(_bounds(op))
    return area.adjusted(-3, -3, 3, 3) if not area.isNull() else area


def _bounds(op: Op) -> QRectF:
    """What one of a column's draw calls (:data:`Op`) covers, before pens."""
    kind = op[0]
    if kind == 0:
        shape = op[3]
        assert isinstance(shape, QPolygonF)
        return shape.boundingRect()
    if kind == 1:
        a, b = op[2], op[3]
        assert isinstance(a, QPointF) and isinstance(b, QPointF)
        return QRectF(a, b).normalized().adjusted(-0.01, -0.01, 0.01, 0.01)
    if kind == 2:
        box = op[3]
        assert isinstance(box, QRectF)
        return QRectF(box)
    return QRectF()  # a pen alone draws nothing


#: Boards whose columns were worked out ahead (apart) kept for when they are shown: every
#: block a block step may lift is lifted ahead (.liftahead, some 5-20; the columns a lift
#: leaves alone are the view's own objects, shared).
AHEAD_KEPT = 32


class _ViewColumns:
    """The columns of one view (turn, palette, slice) and the board they show."""

    __slots__ = ("board", "columns", "placed", "stacks")

    def __init__(self) -> None:
        self.placed: tuple[object, ...] = ()
        self.stacks: list[tuple[int, ...]] = []
        self.columns: dict[int, Column] = {}
        self.board: Board | None = None  # a copy of the board the columns show


class ColumnCache:
    """Every standing column of the board ``scene`` shows, kept while it looks the same.

    The last :data:`VIEWS_KEPT` views are kept, so turning the view back and forth (or
    the map on and off) works out nothing again until the blocks change."""

    #: Views kept: the four sides of one palette and slice.
    VIEWS_KEPT = 4

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        self._views: dict[tuple[object, ...], _ViewColumns] = {}
        self._thick = QPen(QColor(EDGE_INK), 2.2)
        #: Columns worked out so far, boards whose columns were taken as worked out
        #: ahead (the tests count them).
        self.built = 0
        self.adopted = 0
        # What apart() worked out, by view and board: (the board the view showed then,
        # the columns' stacks, columns and board), taken when that board is shown next.
        self._ahead: dict[tuple[object, ...], tuple[tuple[object, ...], list[tuple[int, ...]],
                                                    dict[int, Column], Board | None]] = {}

    @contextmanager
    def apart(self) -> Iterator[None]:
        """Columns worked out inside (for a position ahead, .liftahead) leave every view's
        kept columns as they were: the same dict and objects, which the kept pictures
        compare by identity.  What was worked out is kept, by view and board, for when
        that board is shown next after the one the view shows now (:meth:`columns`
        takes it then instead of working the same columns out again)."""
        saved = [(key, view, view.columns, view.placed, list(view.stacks), dict(view.columns),
                  view.board) for key, view in self._views.items()]
        try:
            yield
        finally:
            was = {key: placed for key, _v, _k, placed, _s, _c, _b in saved}
            for key, view in self._views.items():
                if key in was and view.placed != was[key]:
                    if len(self._ahead) >= AHEAD_KEPT:
                        del self._ahead[next(iter(self._ahead))]
                    self._ahead[(*key, view.placed)] = (was[key], list(view.stacks),
                                                       dict(view.columns), view.board)
            self._views = {}
            for key, view, kept, placed, stacks, columns, board in saved:
                view.placed, view.stacks, view.columns, view.board = placed, stacks, kept, board
                kept.clear()
                kept.update(columns)
                self._views[key] = view

    def columns(self, board: Board) -> dict[int, Column]:
        """Square index -> its column, for every square with a block on it."""
        scene = self.scene
        theme = scene.theme
        proj = scene.proj
        # The projection by value: the scene makes a new one for every turn and zoom step.
        key = (proj.turns, proj.flat, proj.headroom, proj.size, theme.dark, theme.colourblind,
               scene.slice_level, scene.map_view)
        view = self._views.pop(key, None)
        if view is None:
            view = _ViewColumns()
            while len(self._views) >= self.VIEWS_KEPT:
                del self._views[next(iter(self._views))]  # the least recently used
        self._views[key] = view
        placed = tuple(board.placed)
        if placed == view.placed and len(view.stacks) == len(board.stacks):
            return view.columns
        ahead = self._ahead.pop((*key, placed), None)
        if ahead is not None and ahead[0] == view.placed and len(ahead[1]) == len(board.stacks):
            # Worked out ahead from the board shown now (apart): the same columns.
            view.placed, view.stacks, view.board = placed, ahead[1], ahead[3]
            view.columns.clear()
            view.columns.update(ahead[2])
            self.adopted += 1
            return view.columns
        was_board = view.board
        if len(view.stacks) == len(board.stacks):
            changed = self._changed(view.stacks, board)
        else:
            view.columns = {}
            changed = set(range(len(board.stacks)))
            was_board = None
        view.placed = placed
        view.stacks = list(board.stacks)
        view.board = board.copy()
        for c in changed:
            if board.heights[c] > 0:
                if was_board is not None and c in view.columns \
                        and self._inputs(was_board, c) == self._inputs(board, c):
                    continue  # reads nothing that changed: it draws as before
                column = self._build(board, c % TABLE, c // TABLE)
                was = view.columns.get(c)
                # A neighbour worked out again often draws just as before: keeping
                # the same object tells the kept pictures that nothing changed there
                # (.layers, .composite compare columns by identity).
                view.columns[c] = was if was is not None and was.draws_as(column) \
                    else column
            else:
                view.columns.pop(c, None)
        return view.columns

    def _changed(self, old: list[tuple[int, ...]], board: Board) -> set[int]:
        """The squares whose column may look different since the board of ``old``."""
        moved = [c for c, stack in enumerate(board.stacks) if stack != old[c]]
        out = set(moved)
        tops: set[int] = set()
        for c in moved:
            out.update(board.neighbours(c))
            if old[c]:
                tops.add(old[c][-1])
            if board.stacks[c]:
                tops.add(board.stacks[c][-1])
        for b in tops:
            out.update(board.top_squares(b))
        return out

    def _inputs(self, board: Board, c: int) -> tuple[object, ...]:
        """Everything of ``board`` that square ``c``'s column is worked out from
        (:meth:`_build`; the view is the cache's key): its stack and those blocks'
        places, the heights of the two squares its sides face, which of its four
        neighbours show its top's block at its height (its edges), and whether its
        top carries the glyph.  Why: a lift or placement worked out again every
        neighbour of the squares that changed and every square of the tops under
        them (some 15 columns, 70 microseconds each), of which most draw as before
        (a column behind the block only, its sides facing away, no edge changed):
        comparing these few values first skips them (issue 17).  A side's height is
        taken as :meth:`_build` takes it: a faded square in front hides nothing, and
        one as tall as the column or taller hides the whole side."""
        stack = board.stacks[c]
        placed = board.placed
        heights = board.heights
        showing = board.showing
        h, owner = heights[c], showing[c]
        scene = self.scene
        faded = scene.faded(h)
        faced = []
        for nx, ny in scene.proj.front_neighbours(c % TABLE, c // TABLE):
            hn = heights[ny * TABLE + nx] if 0 <= nx < TABLE and 0 <= ny < TABLE else 0
            if scene.faded(hn) and not faded:
                hn = 0
            faced.append(min(hn, h))  # as tall or taller: that side is not drawn
        same = tuple(showing[n] == owner and heights[n] == h for n in board.neighbours(c))
        first = owner >= 0 and board.top_squares(owner)[:1] == (c,)
        return stack, tuple(placed[b] for b in stack), tuple(faced), same, first

    def _build(self, board: Board, x: int, y: int) -> Column:
        """Work out column (x, y)'s sides (split by its blocks) and top."""
        scene = self.scene
        proj = scene.proj
        thick = self._thick
        c = y * TABLE + x
        h = board.heights[c]
        faded = scene.faded(h)
        ops: list[Op] = []
        polys: list[QPolygonF] = []
        blocks: list[int] = []
        sides = 0
        (ux, uy), (vx, vy) = proj.front_neighbours(x, y)
        for (nx, ny), side, shade, direction in (
                ((ux, uy), proj.side_u, 145, proj.u_dir()),
                ((vx, vy), proj.side_v, 118, proj.v_dir())):
            hn = board.height(nx, ny) if 0 <= nx < TABLE and 0 <= ny < TABLE else 0
            if scene.faded(hn) and not faded:
                hn = 0  # the faded column in front does not hide this side
            if hn >= h:
                continue
            for b in board.stacks[c]:
                p = board.placed[b]
                if p is None:
                    continue
                z1 = p.z + BLOCKS[b].orientations[p.orient].h
                lo = max(p.z, hn)
                if z1 <= lo:
                    continue
                fill = scene.colour_of(face_colour(b, p.orient, direction)).darker(shade)
                poly = side(x, y, lo, z1)
                ops.append((0, QPen(fill.darker(125), 0.8), QBrush(fill), poly))
                ops.append((1, thick, poly.at(0), poly.at(1)))
                polys.append(poly)
                sides += 1
                blocks.append(b)
        owner = board.top_block(x, y)
        colour = board.top_colour(owner)
        fill = scene.colour_of(colour)
        poly = proj.top(x, y, h)
        ops.append((0, QPen(fill.darker(150), 0.9), QBrush(fill), poly))
        polys.append(poly)
        blocks.append(owner)
        # Block edges: where the neighbour across an edge shows another block.
        iu, iv = proj.turned(x, y)
        pen: QPen | None = thick
        for (nu, nv), i, j in (((iu, iv - 1), 0, 1), ((iu + 1, iv), 1, 2),
                               ((iu, iv + 1), 2, 3), ((iu - 1, iv), 3, 0)):
            if 0 <= nu < TABLE and 0 <= nv < TABLE:
                nx, ny = proj.world(nu, nv)
                if board.top_block(nx, ny) == owner and board.height(nx, ny) == h:
                    continue
            ops.append((1, pen, poly.at(i), poly.at(j)))
            pen = None
        if pen is not None:  # no edge: the pen is still left as fresh painting left it
            ops.append((3, pen))
        rect = QRectF()
        for shape in polys:
            rect = rect.united(shape.boundingRect())
        rect.adjust(-3, -3, 3, 3)  # half the widest pen, and antialiasing
        glyph = GLYPHS.get(colour)
        squares = board.top_squares(owner)
        if glyph and squares and squares[0] == c:  # one glyph per top, on its first square
            # With the colour-blind palette the glyph carries the colour: bolder, larger.
            strong = scene.theme.colourblind
            font = QFont()
            font.setPixelSize(int(15.0 if strong else 11.0))
            at: QPointF = proj.world_point(x + 0.5, y + 0.5, h)
            box = QRectF(at.x() - 20, at.y() - 12, 40, 24)
            ops.append((2, font, QColor(0, 0, 0, 210 if strong else 110), box, glyph))
            rect = rect.united(box)
        self.built += 1
        return Column(ops, rect, sides, tuple(blocks))


__all__ = ["Column", "ColumnCache", "changed_rect", "face_colour"]
