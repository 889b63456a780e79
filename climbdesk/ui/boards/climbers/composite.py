"""The kept layer with its overlays drawn, per side and kind of marks (issue 17).

Why: with the mountain kept as a layer (:mod:`.layers`), what was left of a shown
move's paint was drawing the overlays again, every paint: a frame on each of some
100 movable tops, a ring on each target, some 200 placement dots, the disks and the
climbers, each followed by the columns in front of it (about 25 ms of the 35).  Most
of them look the same as the last time this side showed the same kind of marks: a
move changes a block or two and the climber's square.  So the layer with its
overlays drawn (the *composite*) is kept too, per side and kind of marks (rings,
dots, block frames, disk frames, none), with the look of every square's overlay.  A
paint compares the looks and the columns with the kept ones and draws again only
the device area where they differ: the layer is copied there, every overlay reaching
into that area is drawn over it in the painter's order (with its columns in front),
and the area is copied back.  The area is drawn into a scratch picture of the
device's size without a clip (antialiasing rounds differently near a clip's edge,
see :meth:`.layers.MountainLayer._repaint`) and copied through the area, whole
pixels, so a kept composite shows exactly the pixels of one made afresh.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Hashable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QLineF, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRegion, QTransform

from climbdesk.games.climbers import ClimbersState
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.blockmarks import (
    frame_core_pen,
    frame_edges,
    paint_block_outline,
)
from climbdesk.ui.boards.climbers.colours import seat_look
from climbdesk.ui.boards.climbers.columns import Column, changed_rect
from climbdesk.ui.boards.climbers.plan import Entry, Reaches
from climbdesk.ui.boards.climbers.spots import ClimberInHand, HeldBlock, PushedClimber

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.layers import MountainLayer

#: Memory for the kept composites (bytes): every side and kind of a 1280x800 window.
KEPT_BYTES = 48 * 1024 * 1024
#: Around a climber's feet: its shadow, body and head (``MountainPainter.paint_climber``
#: at its scale 1.4), in scene units: a placement dot there is covered by it.
BODY = QRectF(-15.4, -54.0, 30.8, 61.0)

#: Memory for the block frames' pictures (bytes): a few dozen looks of a few KB each.
FRAMES_BYTES = 4 * 1024 * 1024
#: How far a frame draws past its top's bounds widened by 5 (``MountainPainter``'s
#: picture of it), in scene units: a margin for the shift to the grid.
FRAME_MARGIN = 1.0

#: Views whose framed tops' pictures and places are kept (:meth:`Composites._paint_frame`):
#: the four sides at one zoom.
RECIPES_VIEWS = 4
#: Framed tops kept per view: past this, that view's are worked out again.
RECIPES_KEPT = 4000

#: A framed top as drawn: its frame's picture, where it lands (device pixels), the edges
#: its core is drawn along (scene units) and the core's pen (:func:`.paint_frame_core`).
Recipe = tuple[QPixmap, QPointF, list[QLineF], QPen]



def painter_over(target: QPixmap, base: QPixmap, region: QRegion | None,
                 like: QPainter) -> QPainter:
    """A painter on ``target`` set up as ``like`` (hints, font, transform), once
    ``base`` is copied onto it (through ``region`` when given, unblended): what a
    kept picture brought up to date draws its figures over."""
    copy = QPainter(target)
    copy.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
    if region is not None:
        copy.setClipRegion(region)
    copy.drawPixmap(QPointF(0, 0), base)
    copy.end()
    inner = QPainter(target)
    inner.setRenderHints(like.renderHints())
    inner.setFont(like.font())
    inner.setWorldTransform(like.worldTransform())
    return inner

class _Composite:
    __slots__ = ("columns", "look", "looks", "pix")

    def __init__(self, look: Hashable, pix: QPixmap) -> None:
        self.look = look
        self.pix = pix
        self.columns: dict[int, Column] = {}
        self.looks: dict[int, tuple[Hashable, QRectF]] = {}


class Composites:
    """``layer``'s composites, one per side and kind of marks."""

    def __init__(self, layer: MountainLayer) -> None:
        self.layer = layer
        self.artist = layer.artist
        self.scene = layer.scene
        self._kept: OrderedDict[Hashable, _Composite] = OrderedDict()
        # The marked squares, disks and climbers of the position being painted (_plan).
        self._now: tuple[set[int], dict[int, int], dict[int, int]] = (set(), {}, {})
        self._reaches = Reaches()  # where each square's overlays draw, kept (.plan)
        self._base = QPixmap()
        # Block frames' pictures shared by the tops that show the same frame (_paint_frame),
        # the least recently drawn first.
        self._frames: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._frames_bytes = 0
        # A lifted block's placement dots that show, kept per position, orientation and
        # side (_dots).
        self._dot_plan: tuple[Hashable, list[QPointF]] = (None, [])
        #: Composites made whole, overlays drawn, paints with dots (the tests count them).
        self.whole = 0
        self.drawn = 0
        self.dotted = 0
        #: Overlays' boxes asked whether they reach into an area (the tests count them).
        self.boxes = 0
        #: Block frames' pictures made (the tests count them).
        self.framed = 0
        # Each framed top's picture, place and core, per view (_paint_frame), the view's
        # of the paint under way in _recipe.
        self._recipes: OrderedDict[Hashable, dict[Hashable, Recipe]] = OrderedDict()
        self._recipe: dict[Hashable, Recipe] = {}
        self._frame_view = 0
        self._frame_views: dict[Hashable, int] = {}
        self._pens: dict[float, QPen] = {}
        self._edges: dict[tuple[object, ...], list[QLineF]] = {}  # (frame_edges)
        #: Framed tops drawn from a kept recipe, and worked out (the tests count them).
        self.recipes_used = 0
        self.recipes_made = 0

    def clear(self) -> None:
        self._kept.clear()
        self._frames.clear()
        self._frames_bytes = 0
        self._dot_plan = (None, [])
        self._recipes.clear()
        self._recipe = {}
        self._edges.clear()
        self._reaches.clear()

    def kind(self, state: ClimbersState) -> str:
        """Which marks the board shows now (a composite is kept for each)."""
        scene = self.scene
        if not scene.accepts_input():
            return "none"
        picked = scene.picked
        if isinstance(picked, ClimberInHand | PushedClimber):
            # A reaction's rings apart: made ahead in the disk step (.nextstep) while a
            # hover in the move step shown brings its own rings' composite up to date.
            return "react" if state.phase == "react" else "rings"
        if isinstance(picked, HeldBlock):
            return "dots"
        return state.phase if state.phase in ("block", "disk") else "none"

    # ----- the paint ----------------------------------------------------------------------
    def paint(self, painter: QPainter, state: ClimbersState, columns: dict[int, Column],
              base: QPixmap, base_look: Hashable, side: Hashable
              ) -> tuple[Hashable, list[Entry], dict[int, Column]]:
        """Copy this side's composite to ``painter`` (device coordinates), brought up to
        date over the area whose overlays or columns changed since it was kept; returns
        its look, the overlays and the columns."""
        comp, entries = self.update(painter, state, columns, base, base_look, side)
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(0, 0), comp.pix)
        painter.restore()
        if self.kind(state) == "dots":
            # A lifted block's placement dots, over the composite: they change with
            # every lift (some 200 of another block) while the disks and climbers under
            # them stay; made part of the composite they made it whole at every lift.
            # Drawn directly (0.2 ms) rather than kept in a picture of their own (a
            # device-sized copy more, 1 ms a lift).
            painter.save()
            self.artist.paint_dots(painter, self._dots(state, self.layer._rank))
            painter.restore()
            self.dotted += 1
        self.count(state, entries)
        return comp.look, entries, columns

    def look(self, state: ClimbersState, base_look: Hashable) -> Hashable:
        """A composite's look: its layer's and every seat's colour and figure; a kept
        composite (or a kept view picture passing it by, ``direct.Under``) compares it."""
        scene = self.scene
        seats = tuple((scene.seat_colour(s).rgba(), seat_look(state, s))
                      for s in range(len(state.pos)))
        return (base_look, seats)

    def update(self, painter: QPainter, state: ClimbersState, columns: dict[int, Column],
               base: QPixmap, base_look: Hashable, side: Hashable
               ) -> tuple[_Composite, list[Entry]]:
        """This side's composite for the marks shown now, brought up to date (drawn into
        nothing else), and every square's overlay (:meth:`_plan`)."""
        rank = self.layer._ranks(columns, state.board.heights)
        entries = self._plan(state, rank)
        look = self.look(state, base_look)
        key = (side, self.kind(state))
        comp = self._kept.pop(key, None)
        t = painter.worldTransform()
        dpr = base.devicePixelRatioF()
        region: QRegion | None = None
        if comp is None or comp.look != look or comp.pix.size() != base.size() \
                or comp.pix.devicePixelRatioF() != dpr:
            pix = QPixmap(base.size())
            pix.setDevicePixelRatio(dpr)
            comp = _Composite(look, pix)
            self.whole += 1
        elif dpr == int(dpr):  # whole device pixels: an area's edges are exact
            old = comp.looks
            areas: list[QRectF] = []
            for c, entry_look, reach in entries:
                was = old.get(c)
                if was is None or was[0] != entry_look:
                    areas.append(reach)
                    if was is not None:
                        areas.append(was[1])
            seen = {c for c, _look, _reach in entries}
            areas.extend(reach for c, (_look, reach) in old.items() if c not in seen)
            # Most overlays new (another block lifted: some 200 other dots): a whole
            # composite is cheaper than hundreds of areas copied through a clip.
            if len(areas) <= len(entries) + len(old) // 2:
                was_columns = comp.columns
                for c in was_columns.keys() | columns.keys():
                    was_column, column = was_columns.get(c), columns.get(c)
                    if was_column is not column:
                        areas.append(changed_rect(was_column, column))
                region = QRegion()
                for area in areas:
                    region += self._box(t, area)
        if region is None or not region.isEmpty():
            self._compose(comp, painter, state, columns, rank, entries, base, region)
        comp.looks = {c: (entry_look, reach) for c, entry_look, reach in entries}
        comp.columns = dict(columns)  # the cache changes its dict in place
        self._kept[key] = comp
        while len(self._kept) > 1 and sum(
                k.pix.width() * k.pix.height() * 4 for k in self._kept.values()) > KEPT_BYTES:
            self._kept.popitem(last=False)
        return comp, entries

    # ----- a lifted block's placement dots ------------------------------------------------
    def _dots(self, state: ClimbersState, rank: dict[int, int]) -> list[QPointF]:
        """The centres (scene units) of the placement dots that show: on the handles'
        squares with no disk or climber (those draw theirs under the figure, in the
        composite), where no column in front covers the centre and no climber in front
        stands over it (in the painter's order it covered the dot, and still does).
        Kept while the handles are (position, orientation, side): every paint of the
        place step (each hover of the ghost) asked the x-ray some 200 point tests."""
        scene = self.scene
        key = (scene._handles[0], id(state), scene.slice_level)
        if self._dot_plan[0] == key:
            return self._dot_plan[1]
        heights = state.board.heights
        proj = scene.proj
        _marked, disks, climbers = self._now
        feet = [(rank[c], BODY.translated(proj.world_point(c % TABLE + 0.5, c // TABLE + 0.5,
                                                          heights[c])))
                for c in climbers]
        dots = []
        handles = scene.placement_handles()
        hidden = scene.xray.centres_hidden(state, handles)
        for x, y in handles:
            c = y * TABLE + x
            if c in disks or c in climbers or (x, y) in hidden:
                continue
            at = proj.world_point(x + 0.5, y + 0.5, heights[c])
            behind = rank[c]
            for r, box in feet:  # a loop, not any() over a generator: 200 dots a lift
                if r > behind and box.contains(at):
                    break
            else:
                dots.append((c, at))
        dots.sort(key=lambda dot: dot[0])
        out = [at for _c, at in dots]
        self._dot_plan = (key, out)
        return out

    @staticmethod
    def _box(t: QTransform, rect: QRectF) -> QRect:
        return t.mapRect(rect).toAlignedRect().adjusted(-2, -2, 2, 2)

    def reaching(self, t: QTransform, region: QRegion, entries: list[Entry]) -> list[Entry]:
        """The overlays of ``entries`` whose box (:meth:`_box`) reaches into ``region``
        (device pixels), in order.  Those whose reach lies clear of the region's bounds
        (widened past a box's margin, in scene units) are passed by without their box:
        a move's few changed squares asked some 70 boxes of Qt each time."""
        inverse, invertible = t.inverted()
        if not invertible:
            return [e for e in entries if region.intersects(self._box(t, e[2]))]
        near = inverse.mapRect(QRectF(region.boundingRect().adjusted(-4, -4, 4, 4)))
        out = []
        for e in entries:
            reach = e[2]
            if reach.intersects(near):
                self.boxes += 1
                if region.intersects(self._box(t, reach)):
                    out.append(e)
        return out

    def _compose(self, comp: _Composite, painter: QPainter, state: ClimbersState,
                 columns: dict[int, Column], rank: dict[int, int], entries: list[Entry],
                 base: QPixmap, region: QRegion | None) -> None:
        """Draw ``comp`` afresh (``region`` None) or over ``region`` (device pixels):
        the layer there, and every overlay reaching into it, in order."""
        t = painter.worldTransform()
        if region is None:
            target = comp.pix
            drawn = entries
        else:
            target = self.layer.scratch(comp.pix)
            drawn = self.reaching(t, region, entries)
        inner = painter_over(target, base, region, painter)
        painted = dict(self.scene.painted)
        self._base = base  # what the columns in front are copied from (_draw)
        self._recipe = self._recipes_of(painter)
        for c, look, _reach in drawn:
            self._draw(inner, state, columns, rank, c, look)
        self.scene.painted.update(painted)  # counted for what the view shows (count)
        inner.end()
        self.drawn += len(drawn)
        if region is not None:
            back = QPainter(comp.pix)
            back.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            back.setClipRegion(region)
            back.drawPixmap(QPointF(0, 0), target)
            back.end()

    def count(self, state: ClimbersState, entries: list[Entry]) -> None:
        """The scene's ``painted`` counts of the overlays in the painted area."""
        scene = self.scene
        exposed = scene._item.exposed
        painted = scene.painted
        for _c, look, reach in entries:
            if exposed is not None and not reach.intersects(exposed):
                continue
            if isinstance(look, tuple) and len(look) == 4:
                _h, mark, disk, climber = look
                painted["disks"] += disk >= 0
                painted["climbers"] += climber >= 0
                if isinstance(mark, tuple) and mark[0] == "lock" and mark[1]:
                    painted["padlocks"] += 1

    # ----- the overlays ---------------------------------------------------------------------
    def _plan(self, state: ClimbersState, rank: dict[int, int]) -> list[Entry]:
        """Every square with overlays, back to front: its look and where it draws
        (:mod:`.plan`)."""
        artist = self.artist
        scene = self.scene
        heights = state.board.heights
        hidden = scene.motion.hidden_seats()
        # A climber under a block just set on it (the push step) is drawn by the x-ray.
        climbers = {c: s for s, c in enumerate(state.pos) if c >= 0 and s not in hidden
                    and state.height(s) >= heights[c]}
        disks = artist.disk_squares(state)
        marked = artist._marked_squares(state)
        self._now = (marked, disks, climbers)  # what _draw reads
        return self._reaches.plan(scene, state, rank, marked, disks, climbers,
                                  isinstance(scene.picked, HeldBlock))

    def _recipes_of(self, painter: QPainter) -> dict[Hashable, Recipe]:
        """The framed tops kept for the view ``painter`` draws (everything a frame's
        picture, place and core depend on but the top and its mark)."""
        proj = self.scene.proj
        t = painter.worldTransform()
        device = painter.device()
        view = (self.scene.theme, proj.turns, proj.flat, proj.headroom, t.m11(), t.m22(),
                t.dx(), t.dy(), device.devicePixelRatioF() if device is not None else 1.0,
                int(painter.renderHints().value))
        # What a frame's picture is kept by besides its own look (_frame_recipe), as a
        # number: a theme's hash is worked out afresh each time.
        self._frame_view = self._frame_views.setdefault(
            (view[0], proj.flat, round(t.m11(), 5), round(t.m22(), 5), view[8], view[9]),
            len(self._frame_views))
        recipes = self._recipes.pop(view, None)
        if recipes is None or len(recipes) > RECIPES_KEPT:
            recipes = {}
            while len(self._recipes) >= RECIPES_VIEWS:
                self._recipes.popitem(last=False)
        self._recipes[view] = recipes
        return recipes

    def _paint_frame(self, painter: QPainter, state: ClimbersState, x: int, y: int, h: int,
                     mark: tuple[Hashable, ...]) -> None:
        """A movable block's frame on square (x, y) (:meth:`_frame_recipe`): its picture
        copied where it lands, then its light core.  What a top's frame is drawn from
        is kept per view by the top, its height and its mark (whose edges say which of
        the top's neighbours belong to its block's top): a turn soon after a move draws
        some 80 frames on the new side, and working each out again (its edges, key and
        place, 0.1 ms of Python) was most of their cost."""
        key = (x, y, h, mark)
        recipe = self._recipe.get(key)
        if recipe is None:
            recipe = self._recipe[key] = self._frame_recipe(painter, state, x, y, h, mark)
            self.recipes_made += 1
        else:
            self.recipes_used += 1
        pix, at, edges, pen = recipe
        t = painter.worldTransform()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(at, pix)
        painter.setWorldTransform(t)
        # The one-pixel light core directly, where the painter draws it (in a picture
        # it comes out half a pixel off along its slope, see .sprites), as
        # paint_frame_core draws it.
        painter.setPen(pen)
        painter.drawLines(edges)

    def _frame_recipe(self, painter: QPainter, state: ClimbersState, x: int, y: int, h: int,
                      mark: tuple[Hashable, ...]) -> Recipe:
        """A movable block's frame on square (x, y), as ``MountainPainter._paint_marks``
        draws it, its fill, halo and colour from a picture shared by every top that shows
        the same frame: the same look (hovered, step) and the same edges of the top framed
        *as seen on screen*, at the same half-pixel offset.  A frame is the same strokes
        moved, on every side of the mountain, while the painter's pictures (.sprites) are
        kept per side and world edges: each side's first block step made dozens of them,
        and a frame cost 0.1 ms of Python.  The picture is drawn on the half-pixel grid
        the painter's own pictures use (so a frame lands on the pixels it did, 1/4 pixel
        off at most, its core drawn exactly); a composite made afresh makes the same."""
        t = painter.worldTransform()
        proj = self.scene.proj
        # The top's edges framed as seen on screen (in its polygon's order), turned from
        # the mark's: which of its neighbours along the table's axes show the same block
        # at the same height.
        world = tuple(not same for same in cast(tuple[bool, ...], mark[3]))
        k = -proj.turns % 4
        shown = world[k:] + world[:k]
        # On the half-pixel grid of the painter's own frame pictures, from the same
        # bounds (the top's, 5 units wider), so a frame lands on the same pixels.
        box = t.mapRect(proj.top_rect(x, y, h).adjusted(-5, -5, 5, 5))
        ox, oy = math.floor(box.left()), math.floor(box.top())
        fx, fy = box.left() - ox, box.top() - oy
        qx, qy = round(fx * 2) / 2, round(fy * 2) / 2
        # A whole pixel of the grid is the picture one pixel further: offsets 0 and 1
        # draw the same pixels moved, so only 0 and 0.5 are kept (half the pictures).
        if qx == 1.0:
            ox, qx = ox + 1, 0.0
        if qy == 1.0:
            oy, qy = oy + 1, 0.0
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        # As MountainPainter._paint_marks draws a frame (its look: hovered, step).
        hovered, step = mark[1], mark[2]
        width, alpha = (4.0, 70) if hovered else (2.6, 40)
        key = (self._frame_view, hovered, step, shown, qx, qy, round(box.width(), 3),
               round(box.height(), 3))
        margin = math.ceil(FRAME_MARGIN * max(abs(t.m11()), abs(t.m22()))) + 2
        pix = self._frames.get(key)
        if pix is None:
            theme = self.scene.theme
            colour = QColor(theme.selection if hovered else
                            theme.movable if step == "block" else theme.highlight)
            pix = QPixmap(max(1, math.ceil((box.width() + 2 * margin + 2) * dpr)),
                          max(1, math.ceil((box.height() + 2 * margin + 2) * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            inner = QPainter(pix)
            inner.setRenderHints(painter.renderHints())
            inner.setWorldTransform(t * QTransform.fromTranslate(margin + qx - box.left(),
                                                                 margin + qy - box.top()))
            paint_block_outline(self.scene, inner, state, x, y, colour, width, alpha,
                                core=False)
            inner.end()
            self._frames[key] = pix
            self._frames_bytes += pix.width() * pix.height() * 4
            self.framed += 1
            while self._frames_bytes > FRAMES_BYTES and len(self._frames) > 1:
                old = self._frames.popitem(last=False)[1]
                self._frames_bytes -= old.width() * old.height() * 4
        else:
            self._frames.move_to_end(key)
        return pix, QPointF(ox - margin, oy - margin), \
            frame_edges(proj, x, y, h, shown, self._edges), self._pen(width)

    def _pen(self, width: float) -> QPen:
        """The light core's pen of a frame ``width`` wide (two widths: kept)."""
        pen = self._pens.get(width)
        if pen is None:
            pen = self._pens[width] = frame_core_pen(width)
        return pen

    def _draw(self, painter: QPainter, state: ClimbersState, columns: dict[int, Column],
              rank: dict[int, int], c: int, look: Hashable) -> None:
        """Square ``c``'s overlays, then the columns in front of them over their area."""
        artist = self.artist
        scene = self.scene
        layer = self.layer
        x, y = c % TABLE, c // TABLE
        h = state.board.heights[c]
        squares, disks, climbers = self._now
        marked = c in squares
        kept = layer.square_parts(painter, state, c, marked, c in disks or c in climbers)
        mark = look[1] if isinstance(look, tuple) else None
        if isinstance(mark, tuple) and mark[0] == "frame":
            self._paint_frame(painter, state, x, y, h, mark)
        elif marked:
            artist._paint_marks(painter, state, x, y)
        if c in disks:
            artist.paint_disk(painter, x, y, h, disks[c])
        if c in climbers:
            artist.paint_climber(painter, scene.proj.world_point(x + 0.5, y + 0.5, h),
                                 climbers[c])
        layer._cover(painter, self._base, rank[c], kept.parts, kept)


__all__ = ["KEPT_BYTES", "Composites", "Entry"]
