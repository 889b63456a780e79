"""Painting the Climbers board: the table, the mountain, tops and marks, climbers,
disks, the map and the lifted block's ghost, and the legend of those marks.

Why a separate painter: the scene (:mod:`.scene`) decides *what* is on offer from
the legal actions; this module only turns the scene's state into pixels, so it
reads the scene and never changes the game.  The mountain is a height field
(every column is solid), so columns are painted back to front in the order
:class:`~.projection.Projection` gives, which is exact from all four sides; each
column's sides are split by the blocks of its stack, so every block shows its
real top and side colours.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from climbdesk.games.climbers import ClimbersState, Place
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.blockmarks import (
    SIDES,
    frame_edges,
    front_square,
    paint_block_outline,
    paint_frame_core,
    paint_origin,
    paint_padlock,
    paint_push_arrows,
)
from climbdesk.ui.boards.climbers.boardlegend import board_legend
from climbdesk.ui.boards.climbers.colours import GLYPHS, ink_on, seat_look
from climbdesk.ui.boards.climbers.columns import ColumnCache
from climbdesk.ui.boards.climbers.coordinates import axis_name, paint_coordinates
from climbdesk.ui.boards.climbers.dirty import FIGURE
from climbdesk.ui.boards.climbers.hints import paint_hint
from climbdesk.ui.boards.climbers.ladders import square_label
from climbdesk.ui.boards.climbers.layers import MountainLayer
from climbdesk.ui.boards.climbers.paths import paint_path
from climbdesk.ui.boards.climbers.placestep import over_items
from climbdesk.ui.boards.climbers.spots import (
    Anchor,
    BlockSpot,
    Cell,
    ClimberInHand,
    HeldBlock,
    PushedClimber,
)
from climbdesk.ui.boards.climbers.sprites import Sprites
from climbdesk.ui.boards.climbers.viewpictures import ViewPictures
from climbdesk.ui.boards.climbers.xray import Item
from climbdesk.ui.boards.common import Painter
from climbdesk.ui.boards.legend import LegendEntry
from climbdesk.ui.boards.pictures import draw_cached
from climbdesk.ui.strings import tr_game

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene


class BoardItem(Painter):
    """The whole mountain, painted by the scene in one back-to-front pass.

    It asks Qt for the part of it being repainted (``exposed``, in its own
    coordinates): an animation frame repaints a small area, and the painter then
    skips the columns outside it (Qt would clip their pixels, but not their cost)."""

    def __init__(self, paint_fn: Callable[[QPainter], None],
                 whole: Callable[[QPainter, Callable[[QPainter], None]], None] | None = None,
                 kept: Callable[[QPainter], bool] | None = None,
                 on_screen: Callable[[bool | None], None] | None = None) -> None:
        super().__init__(QRectF(), paint_fn, 0.0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        self.exposed: QRectF | None = None
        self._paint = paint_fn
        self._whole = whole  # a whole paint goes through this (the kept views, .viewpictures)
        self._kept = kept  # whether the kept whole paint is as it would show now
        self._on_screen = on_screen  # told what a view's paint showed (.viewpictures)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # A view names the area in exposedRect; QGraphicsScene.render clips instead.
        exposed = QRectF(option.exposedRect)
        if painter.hasClipping():
            exposed = exposed.intersected(painter.clipBoundingRect())
        self.exposed = None if exposed.contains(self.boundingRect()) else exposed
        try:
            whole = self._whole is not None and self._shows_all(painter, exposed)
            if self._whole is not None and (whole or self._kept is not None
                                            and self._kept(painter)):
                # A part of the board whose whole paint is kept as it would show now (the
                # scene brought it up to date where it changed): a copy, clipped.
                painter.setRenderHint(QPainter.RenderHint.Antialiasing)
                painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
                self._whole(painter, self._paint)
                shown: bool | None = whole
            else:
                super().paint(painter, option, widget)
                shown = None
            if widget is not None and self._on_screen is not None:  # a view's paint
                self._on_screen(shown)
        finally:
            self.exposed = None


    def _shows_all(self, painter: QPainter, exposed: QRectF) -> bool:
        """Whether this paint covers all of the board the device shows (a view shows
        part of the item: the mountain zoomed to fit)."""
        device = painter.device()
        inverse, invertible = painter.worldTransform().inverted()
        if device is None or not invertible:
            return False
        seen = inverse.mapRect(QRectF(0, 0, device.width(), device.height()))
        return exposed.adjusted(-1, -1, 1, 1).contains(seen.intersected(self.boundingRect()))


class MountainPainter:
    """Paints ``scene`` in one back-to-front pass (the :class:`BoardItem` calls
    :meth:`paint`); counts what it drew in ``scene.painted`` for the tests."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        self.columns = ColumnCache(scene)
        self.sprites = Sprites()  # the marks on the tops, as pictures (.sprites)
        self.views = ViewPictures(scene)  # the last whole paint of each side (.viewpictures)
        self._order_of: object = None  # the projection _order_list belongs to
        self._order_list: list[tuple[int, int]] = []
        self._edges: dict[tuple[object, ...], list[QLineF]] = {}  # (frame_edges)
        self.layer = MountainLayer(self)  # the table and columns kept per side (.layers)

    def paint(self, painter: QPainter) -> None:
        # While a block comes down, the position before it is painted (see .motion).
        state = self.scene.motion.shown_state() or self.scene.state
        self.scene.painted = {"tops": 0, "sides": 0, "climbers": 0, "disks": 0, "arrows": 0,
                              "padlocks": 0, "origin": 0}
        self.scene.painted_blocks = set()
        layered = state is not None and self.layer.serves(painter)
        if layered:
            assert state is not None
            # The table, the mountain and what is on it.
            parts = self.layer.paint(painter, state)
        else:
            self._paint_table(painter)
        if state is None:
            return
        if layered:
            pass
        elif self.scene.map_view:
            self._paint_map(painter, state)
        else:
            self._paint_mountain(painter, state)
        foot = self.foot_items(state)
        for _look, _rect, draw in foot:
            draw(painter)
        self.scene.motion.paint_over(painter)
        xrays = self.scene.xray.items(state)  # what columns in front hide, drawn again
        self.scene.xray.paint(painter, state, xrays)
        if layered:  # what a kept view picture is brought up to date by (.viewpictures)
            self.views.note(painter, parts, over_items(self.scene, state, foot, xrays))
        paint_push_arrows(self.scene, painter, state)
        paint_origin(self.scene, painter, state)
        paint_path(painter, self.scene)
        if not self.scene.motion.running():  # the hint is for the position after it
            paint_hint(self.scene, painter, state)
        self._paint_ghost(painter, state)
        self.scene.ahead.poke()  # idle from the end of this paint (.ahead)

    def _paint_table(self, painter: QPainter) -> None:
        """The table, copied from the picture cache: it is the same move after move and
        its 38 antialiased grid lines cost about 2 ms a repaint.  The picture covers
        the part of the table inside the painted device (the view zooms in on the
        mountain, so the whole table would be a needlessly large picture)."""
        theme = self.scene.theme
        proj = self.scene.proj
        top, su, sv = proj.box(0, 0, TABLE, TABLE, -0.35, 0)
        rect = top.boundingRect()
        if not self.scene.map_view:
            rect = rect.united(su.boundingRect()).united(sv.boundingRect())
        rect.adjust(-30, -30, 30, 30)  # the outline and the coordinates along the edges
        device = painter.device()
        inverse, invertible = painter.worldTransform().inverted()
        if device is not None and invertible:
            seen = inverse.mapRect(QRectF(0, 0, device.width(), device.height()))
            rect = rect.intersected(seen.adjusted(-2, -2, 2, 2))
        if rect.isEmpty():
            return
        key = ("climbers-table", proj.turns, proj.flat, proj.headroom, theme.board,
               theme.board_line, theme.text, axis_name(0), round(rect.left(), 2),
               round(rect.top(), 2), round(rect.width(), 2), round(rect.height(), 2))
        draw_cached(painter, key, rect, lambda p: self._draw_table(p, top, su, sv))

    def _draw_table(self, painter: QPainter, top: QPolygonF, su: QPolygonF,
                    sv: QPolygonF) -> None:
        theme = self.scene.theme
        proj = self.scene.proj
        edge = QColor(theme.board_line)
        painter.setPen(QPen(edge, 1.5))
        if not self.scene.map_view:
            painter.setBrush(QColor(theme.board).darker(140))
            painter.drawPolygon(su)
            painter.setBrush(QColor(theme.board).darker(120))
            painter.drawPolygon(sv)
        painter.setBrush(QColor(theme.board))
        painter.drawPolygon(top)
        painter.setPen(QPen(QColor(theme.board).darker(125), 1.0))
        for i in range(1, TABLE):
            painter.drawLine(proj.world_point(i, 0, 0), proj.world_point(i, TABLE, 0))
            painter.drawLine(proj.world_point(0, i, 0), proj.world_point(TABLE, i, 0))
        paint_coordinates(self.scene, painter)

    def _paint_mountain(self, painter: QPainter, state: ClimbersState) -> None:
        board = state.board
        proj = self.scene.proj
        scene = self.scene
        motion = scene.motion
        hidden = motion.hidden_seats()
        # A climber under a block just set on it (the push step) is drawn by the x-ray.
        climbers = {c: s for s, c in enumerate(state.pos) if c >= 0 and s not in hidden
                    and state.height(s) >= board.heights[c]}
        disks = self.disk_squares(state)
        in_air = motion.in_pass(board.heights)  # what moves, painted in this same order
        columns = self.columns.columns(board)  # the still sides and tops, kept (.columns)
        marked = self._marked_squares(state)
        exposed = scene._item.exposed
        painted = scene.painted
        painted_blocks = scene.painted_blocks
        heights = board.heights
        for x, y in self._order():
            c = y * TABLE + x
            h = heights[c]
            faded = h > 0 and scene.faded(h)
            if faded:  # above the height slice: see-through, and clicks pass it
                painter.save()
                painter.setOpacity(0.14)
            if h > 0:
                column = columns[c]
                if exposed is None or column.rect.intersects(exposed):
                    column.replay(painter)
                    painted["sides"] += column.sides
                    painted["tops"] += 1
                    painted_blocks.update(column.blocks)
            if c in marked:
                self._paint_marks(painter, state, x, y)
            if c in disks:
                self.paint_disk(painter, x, y, h, disks[c])
            if c in climbers:
                self.paint_climber(painter, proj.world_point(x + 0.5, y + 0.5, h), climbers[c])
            if faded:
                painter.restore()
            if c in in_air:
                for paint in in_air[c]:
                    paint(painter)

    def _marked_squares(self, state: ClimbersState) -> set[int]:
        """The squares :meth:`_paint_marks` draws something on (the others are skipped):
        targets and handles of what is in hand, else the tops of pickable blocks and of
        the locked one."""
        scene = self.scene
        key = scene.picked
        if isinstance(key, ClimberInHand | PushedClimber) and scene.accepts_input():
            cells = scene._moves if isinstance(key, ClimberInHand) else scene._pushes
            return {y * TABLE + x for x, y in cells}
        if isinstance(key, HeldBlock):
            return {y * TABLE + x for x, y in scene.placement_handles()}
        if not scene.accepts_input():
            return set()
        phase = state.phase
        owners = set(scene._picks if phase == "block" else scene._disks if phase == "disk"
                     else ())
        if phase in ("block", "place") and state.lock >= 0:
            owners.add(state.lock)
        board = state.board
        return {c for b in owners if board.placed[b] is not None for c in board.top_squares(b)}

    def _order(self) -> list[tuple[int, int]]:
        """The projection's back-to-front order (a sort of 400 squares), kept while the
        projection stays."""
        proj = self.scene.proj
        if self._order_of is not proj:
            self._order_of = proj
            self._order_list = proj.order()
        return self._order_list

    def _paint_top(self, painter: QPainter, state: ClimbersState, x: int, y: int, h: int,
                   thin: QPen, thick: QPen) -> None:
        board = state.board
        owner = board.top_block(x, y)
        colour = board.top_colour(owner)
        fill = self.scene.colour_of(colour)
        poly = self.scene.proj.top(x, y, h)
        painter.setBrush(fill)
        painter.setPen(QPen(fill.darker(150), 0.9))
        painter.drawPolygon(poly)
        self.scene.painted["tops"] += 1
        self.scene.painted_blocks.add(owner)
        # Block edges: where the neighbour across an edge shows another block.
        painter.setPen(thick)
        iu, iv = self.scene.proj.turned(x, y)
        edges = (((iu, iv - 1), 0, 1), ((iu + 1, iv), 1, 2), ((iu, iv + 1), 2, 3),
                 ((iu - 1, iv), 3, 0))
        for (nu, nv), i, j in edges:
            if 0 <= nu < TABLE and 0 <= nv < TABLE:
                nx, ny = self.scene.proj.world(nu, nv)
                if board.top_block(nx, ny) == owner and board.height(nx, ny) == h:
                    continue
            painter.drawLine(poly.at(i), poly.at(j))
        glyph = GLYPHS.get(colour)
        if glyph and self._show_glyph(state, x, y, owner):
            # With the colour-blind palette the glyph carries the colour: bolder, larger.
            strong = self.scene.theme.colourblind
            self._text(painter, self.scene.proj.world_point(x + 0.5, y + 0.5, h), glyph,
                       QColor(0, 0, 0, 210 if strong else 110), 15.0 if strong else 11.0)

    def _show_glyph(self, state: ClimbersState, x: int, y: int, owner: int) -> bool:
        """One glyph per coloured top: on its first uncovered square."""
        squares = state.board.top_squares(owner)
        return bool(squares) and squares[0] == y * TABLE + x

    def disk_squares(self, state: ClimbersState) -> dict[int, int]:
        out: dict[int, int] = {}
        falling = self.scene.motion.hidden_disks()
        for seat, b in enumerate(state.disk):
            if b >= 0 and seat not in falling:
                squares = state.board.top_squares(b)
                if squares:
                    out[squares[-1]] = seat
        return out

    def _paint_marks(self, painter: QPainter, state: ClimbersState, x: int, y: int) -> None:
        """Highlights on square (x, y)'s top: targets, pickable blocks, the lock."""
        theme = self.scene.theme
        h = state.board.height(x, y)
        key = self.scene.picked
        hover = self.scene.hover
        if isinstance(key, ClimberInHand | PushedClimber) and self.scene.accepts_input():
            cells = self.scene._moves if isinstance(key, ClimberInHand) else self.scene._pushes
            if (x, y) in cells:
                hovered = hover == Cell(x, y)
                letters = square_label(self.scene._moves[(x, y)]) \
                    if isinstance(key, ClimberInHand) else ""
                look = ("ring", x, y, h, hovered, theme.highlight, theme.selection, letters,
                        self.scene.map_view, self.scene.proj.turns)
                rect = self.scene.proj.top(x, y, h).boundingRect().adjusted(-6, -6, 6, 6)
                if letters:
                    at = self.scene.proj.world_point(x + 0.5, y + 0.5, h)
                    half = max(18.0, 9.0 * len(letters) + 6) / 2 + 2
                    rect = rect.united(QRectF(at.x() - half, at.y() - 11, 2 * half, 22))
                self.sprites.draw(painter, look, rect,
                                  lambda p: self._paint_ring(p, x, y, h, hovered, letters))
            return
        if isinstance(key, HeldBlock):
            if (x, y) in self.scene.placement_handles():
                self.paint_dots(painter, [self.scene.proj.world_point(x + 0.5, y + 0.5, h)])
            return
        owner = state.board.top_block(x, y)
        if owner < 0:
            return
        phase = state.phase
        scene = self.scene
        marked = scene._picks if phase == "block" else scene._disks if phase == "disk" else set()
        if self.scene.accepts_input() and owner in marked:
            hovered = hover == BlockSpot(owner)
            colour = QColor(theme.selection if hovered else
                            theme.movable if phase == "block" else theme.highlight)
            width, alpha = (4.0, 70) if hovered else (2.6, 40)
            # The fill, halo and colour from a picture; the one-pixel light core, drawn
            # last anyway, directly (in a picture it comes out shifted: see .sprites).
            # One picture per look and half-pixel offset (drawn 1/4 pixel off at most),
            # shared by every top with the same edges framed: a frame is the same shape
            # moved.  First sights of a side made a new picture per square, 0.5 ms each.
            board = state.board
            sides = tuple(not (0 <= x + dx < TABLE and 0 <= y + dy < TABLE)
                          or board.top_block(x + dx, y + dy) != owner
                          or board.height(x + dx, y + dy) != h for dx, dy in SIDES)
            # Keyed by the edges framed on screen, not on the table: every side shows
            # a top as the same shape, so a turn finds the pictures of the others'
            # (a side's first sight made 30-50 new ones, 0.3-0.5 ms each, issue 17).
            turns = scene.proj.turns
            shown = sides[-turns % 4:] + sides[:-turns % 4]
            frame = ("frame", colour.rgba(), width, alpha, scene.map_view, shown)
            edges = frame_edges(scene.proj, x, y, h, shown, self._edges)
            rect = scene.proj.top_rect(x, y, h).adjusted(-5, -5, 5, 5)
            self.sprites.draw(painter, frame, rect, lambda p: paint_block_outline(
                scene, p, state, x, y, colour, width, alpha, core=False), grid=2)
            paint_frame_core(painter, edges, width)
        elif owner == state.lock and phase in ("block", "place") and self.scene.accepts_input():
            paint_block_outline(scene, painter, state, x, y, QColor(theme.blocked), 2.6, 0,
                                dashed=True)
            if front_square(scene, state, owner) == y * TABLE + x:
                at = scene.proj.world_point(x + 0.5, y + 0.5, h)
                paint_padlock(painter, at + QPointF(0, -6), 30.0, QColor("#f4efe6"),
                              QColor("#1b1410"))
                scene.painted["padlocks"] += 1

    def paint_dots(self, painter: QPainter, points: list[QPointF]) -> None:
        """The lifted block's placement dots at ``points`` (scene units)."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self.scene.theme.highlight))
        ry = 4.5 if self.scene.map_view else 2.6
        for p in points:
            painter.drawEllipse(p, 4.5, ry)

    def _paint_ring(self, painter: QPainter, x: int, y: int, h: int, hovered: bool,
                    letters: str) -> None:
        """A target's ring on square (x, y)'s top, and the ladders a move there spends."""
        theme = self.scene.theme
        colour = QColor(theme.highlight)
        fill = QColor(colour)
        fill.setAlpha(120)
        ring = self.scene.proj.top(x, y, h, 0.1)
        # A dark halo under the ring, so it reads on every top colour.
        painter.setPen(QPen(QColor(0, 0, 0, 170), 7.5 if hovered else 5.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPolygon(ring)
        painter.setPen(QPen(QColor(theme.selection) if hovered else colour,
                            5.0 if hovered else 3.0))
        painter.setBrush(fill)
        painter.drawPolygon(ring)
        if letters:
            self._label(painter, self.scene.proj.world_point(x + 0.5, y + 0.5, h), letters)

    def _label(self, painter: QPainter, at: QPointF, text: str) -> None:
        font = QFont()
        font.setPixelSize(13 if not self.scene.map_view else 15)
        font.setBold(True)
        painter.setFont(font)
        rect = QRectF(at.x() - 18, at.y() - 9, 36, 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 170))
        width = max(18.0, 9.0 * len(text) + 6)
        rect = QRectF(at.x() - width / 2, at.y() - 9, width, 18)
        painter.drawRoundedRect(rect, 6, 6)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)

    def _text(self, painter: QPainter, at: QPointF, text: str, colour: QColor,
              size: float) -> None:
        font = QFont()
        font.setPixelSize(int(size))
        painter.setFont(font)
        painter.setPen(colour)
        painter.drawText(QRectF(at.x() - 20, at.y() - 12, 40, 24), Qt.AlignmentFlag.AlignCenter,
                         text)

    def paint_disk(self, painter: QPainter, x: int, y: int, h: float, seat: int) -> None:
        self.scene.painted["disks"] += 1
        poly = self.scene.proj.top(x, y, h + 0.12, 0.16)
        painter.setPen(QPen(self.scene.outline(), 2.0))
        painter.setBrush(self.scene.seat_colour(seat))
        centre = poly.boundingRect().center()
        r = poly.boundingRect()
        painter.drawEllipse(centre, r.width() / 2, r.height() / 2)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, r.width() / 4, r.height() / 4)
        state = self.scene.state
        look = seat_look(state, seat) if state is not None else None
        if look is not None and self.scene.theme.colourblind:  # whose disk, without colour
            ink = QColor(ink_on(self.scene.seat_colour(seat).name()))
            self._text(painter, centre, look[1], ink, 10.0)

    def paint_climber(self, painter: QPainter, feet: QPointF, seat: int) -> None:
        """A figure in its colour with the theme's outline (and its colour's glyph)."""
        self.scene.painted["climbers"] += 1
        colour = self.scene.seat_colour(seat)
        pen = QPen(self.scene.outline(), 2.0)
        painter.setPen(pen)
        painter.setBrush(colour)
        scale = 1.25 if self.scene.map_view else 1.4
        if self.scene.map_view:
            feet = feet + QPointF(0, 12)
        body = QPolygonF([feet + QPointF(-9 * scale, 0), feet + QPointF(9 * scale, 0),
                          feet + QPointF(5 * scale, -24 * scale),
                          feet + QPointF(-5 * scale, -24 * scale)])
        shadow = QColor(0, 0, 0, 70)
        # The shadow first, then the pen and brush set again (a save and restore of the
        # painter's state cost more than the figure's other Python).
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(shadow)
        painter.drawEllipse(feet, 11 * scale, 5 * scale)
        painter.setPen(pen)
        painter.setBrush(colour)
        painter.drawPolygon(body)
        painter.drawEllipse(feet + QPointF(0, -31 * scale), 7.5 * scale, 7.5 * scale)
        state = self.scene.state
        look = seat_look(state, seat) if state is not None else None
        glyph = look[1] if look is not None else str(seat + 1)
        ink = QColor(ink_on(colour.name()))
        self._text(painter, feet + QPointF(0, -12 * scale), glyph, ink, 10 * scale)

    def _paint_map(self, painter: QPainter, state: ClimbersState) -> None:
        board = state.board
        hidden = self.scene.motion.hidden_seats()
        climbers = {c: s for s, c in enumerate(state.pos) if c >= 0 and s not in hidden}
        disks = self.disk_squares(state)
        thick = QPen(QColor("#2a2119"), 2.4)
        thin = QPen(QColor("#2a2119"), 0.8)
        for x, y in self.scene.proj.order():
            c = y * TABLE + x
            h = board.heights[c]
            if h > 0:
                self._paint_top(painter, state, x, y, h, thin, thick)
                fill = self.scene.colour_of(board.top_colour(board.top_block(x, y)))
                ink = QColor("#000000") if fill.lightnessF() > 0.5 else QColor("#ffffff")
                r = self.scene.proj.top(x, y, h).boundingRect()
                font = QFont()
                font.setPixelSize(14)
                painter.setFont(font)
                painter.setPen(ink)
                painter.drawText(r.adjusted(3, 1, -3, -1),
                                 Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                                 str(h))
            self._paint_marks(painter, state, x, y)
            if c in disks:
                self.paint_disk(painter, x, y, h, disks[c])
            if c in climbers:
                self.paint_climber(painter, self.scene.top_centre(x, y), climbers[c])

    def foot_items(self, state: ClimbersState) -> list[Item]:
        """The climbers at the foot, each with its look (place included), bounds and
        drawing, as :meth:`.xray.XRay.items`."""
        at_foot = [s for s, c in enumerate(state.pos) if c == -1]
        hidden = self.scene.motion.hidden_seats()
        scene = self.scene
        out: list[Item] = []
        for i, seat in enumerate(at_foot):
            if seat in hidden:
                continue
            feet = scene.proj.foot_point(i)
            look = ("foot", feet.x(), feet.y(), scene.seat_colour(seat).rgba(),
                    scene.outline().rgba(), seat_look(state, seat), scene.map_view,
                    QFont().key())
            out.append((look, FIGURE.translated(feet),
                        partial(self.paint_climber, feet=feet, seat=seat)))
        return out

    def _paint_ghost(self, painter: QPainter, state: ClimbersState) -> None:
        """The lifted block at the hovered square: green where legal, red with the reason."""
        hover = self.scene.hover
        o = self.scene.held_orientation()
        self.scene.ghost_reason = ""
        if not isinstance(hover, Anchor) or o is None or not self.scene.accepts_input():
            return
        hx, hy = hover.x, hover.y
        ax, ay = self.scene.anchor_of(hx, hy, o)
        z = state.board.height(min(max(ax, 0), TABLE - 1), min(max(ay, 0), TABLE - 1))
        legal = (hx, hy) in self.scene.placement_handles()
        tint = QColor(self.scene.theme.highlight if legal else "#d23b2b")
        top, su, sv = self.scene.proj.box(ax, ay, o.w, o.d, z, z + o.h)
        painter.setPen(QPen(tint.darker(130), 3.0))
        for poly, shade in ((su, 150), (sv, 120)):
            fill = QColor(tint).darker(shade)
            fill.setAlpha(150)
            painter.setBrush(fill)
            painter.drawPolygon(poly)
        fill = self.scene.colour_of(o.top)
        fill.setAlpha(210)
        painter.setBrush(fill)
        painter.drawPolygon(top)
        if legal:
            return
        why = state.explain_illegal(Place(self.scene.orient, ax, ay))
        reason = tr_game(why, self.scene.seat_names)
        self.scene.ghost_reason = reason
        self._reason_box(painter, top.boundingRect().topLeft() + QPointF(0, -8), reason)

    def _reason_box(self, painter: QPainter, at: QPointF, text: str) -> None:
        font = QFont()
        font.setPixelSize(17 if not self.scene.map_view else 20)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        width = min(520, metrics.horizontalAdvance(text) + 20)
        box = metrics.boundingRect(0, 0, width - 20, 400, Qt.TextFlag.TextWordWrap, text)
        rect = QRectF(at.x() - width / 2, at.y() - box.height() - 14, width, box.height() + 14)
        bounds = self.scene.sceneRect()
        rect.moveLeft(min(max(rect.left(), bounds.left()), bounds.right() - rect.width()))
        rect.moveTop(max(rect.top(), bounds.top()))
        painter.setPen(QPen(QColor("#d23b2b"), 2.0))
        painter.setBrush(QColor(self.scene.theme.background))
        painter.drawRoundedRect(rect, 8, 8)
        painter.setPen(QColor(self.scene.theme.text))
        painter.drawText(rect.adjusted(10, 7, -10, -7), Qt.TextFlag.TextWordWrap, text)

    # ----- legend ------------------------------------------------------------------------
    def legend(self) -> list[LegendEntry]:
        return board_legend(self)
