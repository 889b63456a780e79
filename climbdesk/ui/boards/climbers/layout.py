"""Where things are on the Climbers board: the projection, scene rects of squares and
blocks, hit-testing (which column is in front under the mouse), the ghost's anchor,
and the colours of faces and seats.

Kept apart from :mod:`.scene` (what the legal actions offer and what input means)
and :mod:`.painting` (pixels), so each stays one job of a few hundred lines.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPolygonF
from PySide6.QtWidgets import QWidget

from climbdesk.games.climbers import ClimbersState
from climbdesk.games.climbers.blocks import NEUTRAL, Orientation
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.colours import (
    FACE_COLOURS,
    NEUTRAL_DARK,
    NEUTRAL_LIGHT,
    seat_look,
)
from climbdesk.ui.boards.climbers.painting import BoardItem
from climbdesk.ui.boards.climbers.projection import HEADROOM, MAP_SQ, Projection
from climbdesk.ui.boards.climbers.spots import ClimbersSpot
from climbdesk.ui.boards.interaction import InteractiveBoardScene

#: The fitted framing's squares come in whole steps of this many (see ``mountain_rect``).
STEADY = 4


def framed(heights: list[int], margin: int,
           steady: bool) -> tuple[int, int, int, int, float] | None:
    """The box :meth:`ClimbersLayout.mountain_rect` shows of ``heights``: the squares
    with blocks, ``margin`` squares around them (x0, y0, x1, y1) and its top; None
    without blocks.  ``steady``: widened to whole steps (see there)."""
    rows = [y for y in range(TABLE) if any(heights[y * TABLE:(y + 1) * TABLE])]
    if not rows:
        return None
    columns = [x for x in range(TABLE) if any(heights[x::TABLE])]
    x0, y0 = max(0, columns[0] - margin), max(0, rows[0] - margin)
    x1, y1 = min(TABLE, columns[-1] + 1 + margin), min(TABLE, rows[-1] + 1 + margin)
    top: float = max(heights) + 2.5
    if steady:
        x0, y0 = x0 // STEADY * STEADY, y0 // STEADY * STEADY
        x1, y1 = min(TABLE, -(-x1 // STEADY) * STEADY), min(TABLE, -(-y1 // STEADY) * STEADY)
        top = (max(heights) + 3) // 2 * 2 + 1
    return x0, y0, x1, y1, top


class ClimbersLayout(InteractiveBoardScene[ClimbersState, ClimbersSpot]):
    """The screen geometry of the Climbers board: ``turns`` (quarter turns),
    ``map_view``, ``proj``, ``cell_at(point)``, ``top_rect(x, y)``, ``block_rect(b)``."""

    state_type = ClimbersState

    _item: BoardItem  # the one item that paints the board; the scene creates it

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turns = 0
        self.map_view = False
        self.proj = Projection(TABLE)
        self._hits: list[tuple[int, int, list[QPolygonF], QRectF]] = []
        self._fitted = QRectF()  # the board_rect the views were last fitted to
        self._board_rect: tuple[object, QRectF] | None = None  # board_rect's, and its key
        self._framed: tuple[object, QRectF] | None = None  # _board_rect_of's, and its key
        self.board_rects = 0  # board rects worked out (the tests count them)
        #: The height slice: columns taller than this are faded and clicked through
        #: (0: every column is shown).
        self.slice_level = 0

    # ----- reading the state ---------------------------------------------------------------
    def phase(self) -> str:
        state = self.state
        return state.phase if state is not None else ""

    def _turned_dims(self, o: Orientation) -> tuple[int, int]:
        return (o.d, o.w) if self.proj.turns % 2 else (o.w, o.d)

    def anchor_of(self, hx: int, hy: int, o: Orientation) -> tuple[int, int]:
        """The engine's anchor (lowest x, y) of a footprint whose on-screen back corner
        is square (hx, hy)."""
        iu, iv = self.proj.turned(hx, hy)
        w, d = self._turned_dims(o)
        a = self.proj.world(iu, iv)
        b = self.proj.world(iu + w - 1, iv + d - 1)
        return min(a[0], b[0]), min(a[1], b[1])

    def handle_of(self, ax: int, ay: int, o: Orientation) -> tuple[int, int]:
        """The inverse of :meth:`anchor_of`."""
        a = self.proj.turned(ax, ay)
        b = self.proj.turned(ax + o.w - 1, ay + o.d - 1)
        return self.proj.world(min(a[0], b[0]), min(a[1], b[1]))

    # ----- the height slice ------------------------------------------------------------------
    def faded(self, height: int) -> bool:
        """Whether a column of ``height`` is above the slice (drawn faded, never hit)."""
        return 0 < self.slice_level < height and not self.map_view

    def set_slice_level(self, level: int) -> None:
        """Fade every column taller than ``level`` (0 or the mountain's height: none), so
        squares behind tall columns can be seen and clicked."""
        state = self.state
        top = max(state.board.heights) if state is not None else 0
        level = max(0, level)
        if level >= top:
            level = 0
        if level != self.slice_level:
            self.slice_level = level
            self._hits = []
            self.slice_changed()

    def slice_changed(self) -> None:
        """The slice moved: the scene redraws and tells its panel."""

    def step_slice(self, step: int) -> None:
        """Keys [ (-1) and ] (+1): one height level down or up (never below 1);
        at the mountain's height the slice is off."""
        state = self.state
        top = max(state.board.heights) if state is not None else 0
        level = self.slice_level or top
        level += step
        self.set_slice_level(max(1, level))

    # ----- geometry ------------------------------------------------------------------------
    def _set_projection(self) -> None:
        self.proj = Projection(TABLE, self.turns, self.map_view, self._headroom())
        rect = self.proj.bounds().adjusted(-30, -30, 30, 30)
        self.setSceneRect(rect)
        self._item.set_rect(rect)
        self._hits = []

    def _headroom(self) -> int:
        """Room above the table: the mountain's height and a figure's, in steps of 4 so
        the camera does not jump with every block."""
        state = self.state
        top = max(state.board.heights) if state is not None else 0
        return max(HEADROOM, (top + 6 + 3) // 4 * 4)

    def _refit(self, only_fitting: bool = False) -> None:
        """Fit the views to the new picture (``only_fitting``: not those the user zoomed)."""
        from climbdesk.ui.boards.view import BoardView

        for view in self.views():
            if isinstance(view, BoardView) and (view.fitting or not only_fitting):
                view.fit()

    def board_rect(self) -> QRectF:
        """What fitting shows: the mountain with three squares of table around it (the
        whole 20×20 table would leave it small), the foot while climbers stand there; the
        map shows the whole table.

        One framing serves all four sides: the mountain's rect seen from each of them,
        united.  So a quarter turn keeps the camera (its scale and place) and everything
        kept in device pixels for a side (the mountain's layer, the marks' pictures, the
        table's) stays good when the view comes back to it (issue 17)."""
        state = self.state
        if state is None or self.map_view:
            return self.sceneRect()
        # Asked by every set_position (a bot's step too) and turn: four sides' boxes
        # worked out again only when the heights, the room above or the foot changed
        # (not with the side shown: the union of all four and the foot, whose place in
        # turned coordinates is the same from every side, are the same from each).
        foot = sum(1 for c in state.pos if c == -1)
        key = (tuple(state.board.heights), self.proj.headroom, foot, self.sceneRect())
        kept = self._board_rect
        if kept is not None and kept[0] == key:
            return QRectF(kept[1])
        rect = self._board_rect_of(state)
        self._board_rect = (key, QRectF(rect))
        return rect

    def _board_rect_of(self, state: ClimbersState) -> QRectF:
        """The four sides' boxes united, kept while what they are made of stays: the box
        they frame (the squares with blocks widened to whole steps, the top to an even
        height: :func:`framed`), the room above and the foot.  Most lifts and placements
        change none of them, though they change the heights (board_rect's key): the
        four boxes cost 0.4-0.5 ms of each shown lift and placement."""
        foot = sum(1 for c in state.pos if c == -1)
        key = (framed(state.board.heights, 3, True), self.proj.headroom, foot,
               self.sceneRect())  # not the side shown: the same from each (board_rect)
        kept = self._framed
        if kept is not None and kept[0] == key:
            return QRectF(kept[1])
        rect = self._board_rect_afresh(state)
        self._framed = (key, QRectF(rect))
        return rect

    def _board_rect_afresh(self, state: ClimbersState) -> QRectF:
        self.board_rects += 1
        rect = QRectF()
        for turns in range(4):
            side = self.proj if turns == self.proj.turns else \
                Projection(TABLE, turns, False, self.proj.headroom)
            rect = rect.united(self.mountain_rect(3, side, steady=True))
        if rect.isNull():
            return self.sceneRect()
        for i, _seat in enumerate(s for s, c in enumerate(state.pos) if c == -1):
            foot = self.proj.foot_point(i)
            rect = rect.united(QRectF(foot.x() - 30, foot.y() - 60, 60, 70))
        return rect.adjusted(-20, -20, 20, 36)  # below: the numbers along the front edges

    def thumbnail_rect(self) -> QRectF:
        """The start page's card: the mountain itself, a square of table around it."""
        rect = self.mountain_rect(1)
        rect = rect if not rect.isNull() else self.board_rect()
        side = max(rect.width(), rect.height())  # a square card: the mountain, centred
        return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)

    def mountain_rect(self, margin: int, proj: Projection | None = None,
                      steady: bool = False) -> QRectF:
        """Scene rect of the squares with blocks, ``margin`` squares of table around them,
        up to the highest top and a figure's height (null without blocks), as ``proj``
        (by default the scene's own) shows them.  ``steady``: the squares widened to
        whole steps of :data:`STEADY` and the height to an even step, so the camera
        fitted to it holds still while blocks move inside (each new fit is a new scale,
        and every picture kept in device pixels is painted again)."""
        proj = proj if proj is not None else self.proj
        state = self.state
        if state is None:
            return QRectF()
        box = framed(state.board.heights, margin, steady)
        if box is None:
            return QRectF()
        x0, y0, x1, y1, top = box
        rect = QRectF()
        for poly in proj.box(x0, y0, x1 - x0, y1 - y0, 0, top):
            rect = rect.united(poly.boundingRect())
        return rect

    def height_at(self, x: int, y: int) -> int:
        state = self.state
        return state.board.height(x, y) if state is not None else 0

    def top_poly(self, x: int, y: int, inset: float = 0.0) -> QPolygonF:
        return self.proj.top(x, y, self.height_at(x, y), inset)

    def top_rect(self, x: int, y: int) -> QRectF:
        """Scene rect of square (x, y)'s top (for the cursor and tests)."""
        return self.proj.top_rect(x, y, self.height_at(x, y))

    def top_centre(self, x: int, y: int) -> QPointF:
        return self.proj.world_point(x + 0.5, y + 0.5, self.height_at(x, y))

    def block_rect(self, block: int) -> QRectF:
        """Scene rect of the uncovered top squares of ``block``."""
        state = self.state
        rect = QRectF()
        if state is None:
            return rect
        for c in state.board.top_squares(block):
            rect = rect.united(self.top_rect(*state.xy(c)))
        return rect

    def _build_hits(self) -> None:
        """Each square's visible faces, front to back, for hit-testing."""
        state = self.state
        self._hits = []
        if state is None:
            return
        heights = state.board.heights
        for x, y in reversed(self.proj.order()):
            h = heights[y * TABLE + x]
            if self.faded(h):
                continue  # above the slice: clicks go to what is behind
            polys = [self.proj.top(x, y, h)]
            if h > 0 and not self.map_view:
                polys += [self.proj.side_u(x, y, 0, h), self.proj.side_v(x, y, 0, h)]
            rect = QRectF()
            for p in polys:
                rect = rect.united(p.boundingRect())
            self._hits.append((x, y, polys, rect))

    def cell_at(self, pos: QPointF) -> tuple[int, int] | None:
        """The square whose column is in front at ``pos`` (its top or one of its sides)."""
        if self.map_view:
            iu, iv = int(pos.x() // MAP_SQ), int(pos.y() // MAP_SQ)
            if 0 <= iu < TABLE and 0 <= iv < TABLE and pos.x() >= 0 and pos.y() >= 0:
                return self.proj.world(iu, iv)
            return None
        if not self._hits:
            self._build_hits()
        for x, y, polys, rect in self._hits:
            if rect.contains(pos) and any(
                    p.containsPoint(pos, Qt.FillRule.OddEvenFill) for p in polys):
                return x, y
        return None

    # ----- colours -------------------------------------------------------------------------
    def colour_of(self, name: str) -> QColor:
        if name == NEUTRAL:
            return QColor(NEUTRAL_DARK if self.theme.dark else NEUTRAL_LIGHT)
        return QColor(FACE_COLOURS.get(name, "#888888"))

    def seat_colour(self, seat: int) -> QColor:
        """The climber's colour: the one source the player panel's swatch uses too."""
        state = self.state
        look = seat_look(state, seat) if state is not None else None
        return QColor(look[0]) if look is not None else QColor(self.theme.pieces[seat % 5])

    def outline(self) -> QColor:
        return QColor(self.theme.piece_outline[0]) if self.theme.piece_outline \
            else QColor("#20160e")
