"""The mountain as a kept picture per side, with what changes drawn over it (issue 17).

Why: a shown move repainted the whole mountain, some 200 columns of antialiased
polygons (about 15 ms of Qt's raster engine), although most moves change no block:
a climber steps, or the marks on the tops change with the step.  So the table and
the columns of each side are kept as one device pixmap (the *layer*), and a paint
copies it and draws over it what lies on the tops: marks, disks and climbers (the
*overlays*; the layer with them drawn is kept too, :mod:`.composite`).  When
blocks move, only the layer's area of the columns that changed is painted again (a
lift: the lifted block's area); a side keeps its layer while the view turns to the
others, so turning back copies it.

A column in front of a square still covers what lies on that square: after each
overlay, the layer's pixels are copied back over it where the columns after it in
the back-to-front order stand (their outlines, :func:`silhouette`), inside its
area: a disk's or climber's figure box, or a mark's top widened a little, where
only taller columns count (one no taller meets the top at an edge).  A placement's
dot (some 200 a lift) is shown where its centre shows, with nothing copied over
it.  A fresh paint does exactly the same, so what is kept and what is painted
afresh give the same pixels; compared with one back-to-front pass, only pixels
along the outlines of columns in front of an overlay differ (there the layer
blends a column's edge with what is behind it).

Not through the layer (painted in one pass, as before): the map, the height slice
(a faded column replayed over an overlay would show twice as strong), an animation
under way, and painters that rotate.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect, QRectF
from PySide6.QtGui import QPainter, QPixmap, QPolygonF, QRegion, QTransform

from climbdesk.games.climbers import ClimbersState
from climbdesk.games.climbers.geometry import TABLE
from climbdesk.ui.boards.climbers.columns import Column, changed_rect
from climbdesk.ui.boards.climbers.composite import Composites, Entry
from climbdesk.ui.boards.climbers.coordinates import axis_name
from climbdesk.ui.boards.climbers.dirty import FIGURE
from climbdesk.ui.boards.climbers.liftahead import Key, LiftParts, copy_part
from climbdesk.ui.boards.climbers.outlines import Area, Cover, Hull, apart, hull, silhouette

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.painting import MountainPainter

#: Memory for the kept layers (bytes): the four sides of a large window.
KEPT_BYTES = 64 * 1024 * 1024
#: Side of the screen buckets that find the columns reaching into an area (scene units).
BUCKET = 64.0
#: Around a top's bounds: what the locked block's mark draws beyond them (the padlock).
MARK_MARGIN = QRectF(-26.0, -40.0, 52.0, 56.0)
#: How far (in squares) a mark reaches past its top's outline: a frame's halo, a ring's
#: letters.
WIDEN = 0.2
#: Columns changed whose bounds are kept per side, to tell which kept covers still hold.
LOGGED = 256
#: Views whose squares' overlay areas are kept (:meth:`MountainLayer.square_parts`): the
#: four sides at one zoom.
COVERS_KEPT = 4
#: Views whose columns' outlines are kept (:meth:`MountainLayer._front_region`), and the
#: outlines kept per view past which that view's are worked out again.
OUTLINE_VIEWS = 8
OUTLINES_KEPT = 8000

class _Layer:
    """One side's kept picture: what it was painted for and the columns it shows."""

    __slots__ = ("columns", "look", "pix")

    def __init__(self, look: Hashable, pix: QPixmap) -> None:
        self.look = look
        self.pix = pix
        self.columns: dict[int, Column] = {}


class MountainLayer:
    """The kept layers of ``artist``'s board, one per side, and the overlays' pass."""

    def __init__(self, artist: MountainPainter) -> None:
        self.artist = artist
        self.scene = artist.scene
        self._kept: OrderedDict[Hashable, _Layer] = OrderedDict()
        self._scratch = QPixmap()  # where a part of a layer is painted (see _repaint)
        self._buckets_of: object = None  # the order _rank was made from
        # Per side: its columns, and their screen buckets, outlines and heights.
        self._sides: dict[int, tuple[dict[int, Column],
                                     dict[tuple[int, int], list[int]], dict[int, Hull],
                                     list[int]]] = {}
        self._buckets: dict[tuple[int, int], list[int]] = {}
        self._rank: dict[int, int] = {}
        # Each painter's order's ranks, by the order (which it holds, so the id stays its).
        self._ranks_kept: dict[int, tuple[list[tuple[int, int]], dict[int, int]]] = {}
        self.ranks_made = 0  # ranks worked out for an order (the tests count them)
        self._hulls: dict[int, Hull] = {}
        self._heights: list[int] = []
        #: Columns replayed into a layer, whole layers painted, overlay areas the
        #: layer was copied back over (the tests count them).
        self.replayed = 0
        self.calls = 0  # draw calls of the columns replayed into a part (Column.replay_in)
        self.whole = 0
        self.covered = 0
        #: Columns sorted into the screen buckets, overlays whose columns in front were
        #: looked for (not kept from before: square_parts) (the tests count them).
        self.ranked = 0
        self.fronts = 0
        # The columns' outlines in device pixels, by square and height, for one view.
        self._outlines_of: object = None
        self._outlines: dict[tuple[int, int], QRegion] = {}
        self._outlines_kept: OrderedDict[Hashable, dict[tuple[int, int], QRegion]] = \
            OrderedDict()
        #: Columns' outlines worked out (not kept) (the tests count them).
        self.outlined = 0
        self._parts_kept: dict[tuple[object, ...], list[Area]] = {}  # (_parts)
        # Per side, how often its columns changed (_ranks), and the bounds of the columns
        # that changed, by generation, the last LOGGED of them: a kept cover holds while
        # none of those reaches into it.
        self._generation: dict[int, int] = {}
        self._log: dict[int, list[tuple[int, QRectF]]] = {}
        self._floor: dict[int, int] = {}  # generations up to this one are not all logged
        # Each square's overlay areas and the columns' region copied over them, per view
        # and side's columns (square_parts, _cover): the last few, as the sides painted
        # ahead (.ahead) come between two paints of the side shown.
        self._covers: OrderedDict[Hashable, dict[Hashable, Cover]] = OrderedDict()
        self.composites = Composites(self)  # the layer with its overlays, kept (.composite)
        self.lifts = LiftParts()  # parts of the layer painted ahead of a lift (.liftahead)

    def clear(self) -> None:
        self._kept.clear()
        self._sides.clear()
        self._covers.clear()
        self._outlines_kept.clear()
        self._log.clear()
        self._floor.clear()
        self._scratch = QPixmap()
        self.composites.clear()
        self.lifts.clear()

    # ----- whether the layer serves this paint ------------------------------------------------
    def serves(self, painter: QPainter) -> bool:
        scene = self.scene
        t = painter.worldTransform()
        return not scene.map_view and not scene.slice_level and not scene.motion.running() \
            and scene.motion.shown_state() is None and painter.device() is not None \
            and painter.opacity() == 1.0 \
            and t.type().value <= QTransform.TransformationType.TxScale.value

    # ----- the layer --------------------------------------------------------------------------
    def paint(self, painter: QPainter, state: ClimbersState
              ) -> tuple[Hashable, list[Entry], dict[int, Column]]:
        """The table and the mountain from the kept layer (brought up to date), then the
        overlays with the columns in front of them, from the kept composite (``serves``
        must have said yes); returns the composite's look, the overlays and the columns."""
        columns = self.artist.columns.columns(state.board)
        layer = self._layer(painter, columns)
        self._count(columns)
        device = painter.device()
        assert device is not None
        side = (self.scene.proj.turns, device.width(), device.height())
        return self.composites.paint(painter, state, columns, layer.pix, layer.look, side)

    def prepare(self, painter: QPainter, state: ClimbersState
                ) -> tuple[QPixmap, Hashable, list[Entry], dict[int, Column]]:
        """The layer and this side's composite brought up to date for ``painter``, drawn
        into nothing else: the composite's picture and look, every square's overlay and
        the columns (a kept view picture is brought up to date from them, .viewpictures)."""
        columns = self.artist.columns.columns(state.board)
        layer = self._layer(painter, columns)
        device = painter.device()
        assert device is not None
        side = (self.scene.proj.turns, device.width(), device.height())
        comp, entries = self.composites.update(painter, state, columns, layer.pix, layer.look,
                                               side)
        return comp.pix, comp.look, entries, columns

    def scratch(self, like: QPixmap) -> QPixmap:
        """A scratch picture of ``like``'s size (see :meth:`_repaint`)."""
        dpr = like.devicePixelRatioF()
        if self._scratch.size() != like.size() or self._scratch.devicePixelRatioF() != dpr:
            self._scratch = QPixmap(like.size())
            self._scratch.setDevicePixelRatio(dpr)
        return self._scratch

    def _layer(self, painter: QPainter, columns: dict[int, Column]) -> _Layer:
        device = painter.device()
        assert device is not None
        scene = self.scene
        proj = scene.proj
        t = painter.worldTransform()
        dpr = device.devicePixelRatioF()
        # Everything the table and the columns are drawn from but the blocks (the
        # coordinates along the table's edges follow the language: axis_name).
        look = (proj.turns, proj.flat, proj.headroom, scene.theme, scene.sceneRect(),
                scene._item.boundingRect(), t.m11(), t.m22(), t.dx(), t.dy(), device.width(),
                device.height(), dpr, int(painter.renderHints().value), painter.font().key(),
                scene.backgroundBrush().color().rgba(), axis_name(0), axis_name(1))
        side = (proj.turns, device.width(), device.height())
        layer = self._kept.pop(side, None)
        if layer is None or layer.look != look:
            pix = QPixmap(max(1, round(device.width() * dpr)),
                          max(1, round(device.height() * dpr)))
            pix.setDevicePixelRatio(dpr)
            layer = _Layer(look, pix)
            self._repaint(layer, painter, columns, None)
            self.whole += 1
        else:
            old = layer.columns
            for area in apart([changed_rect(old.get(c), columns.get(c))
                               for c in old.keys() | columns.keys()
                               if old.get(c) is not columns.get(c)]):
                self._repaint(layer, painter, columns, area)
        layer.columns = dict(columns)
        self._kept[side] = layer
        while len(self._kept) > 1 and sum(
                k.pix.width() * k.pix.height() * 4 for k in self._kept.values()) > KEPT_BYTES:
            self._kept.popitem(last=False)
        return layer

    def paint_part(self, layer: _Layer, painter: QPainter, columns: dict[int, Column],
                   area: QRectF) -> None:
        """Paint the part of ``layer`` around ``area`` for ``columns`` as :meth:`_repaint`
        would, and keep it for a repaint to copy (.liftahead); ``layer`` is left as it is."""
        self._repaint(layer, painter, columns, area, keep=True)

    def _reach(self, columns: dict[int, Column], seen: QRectF) -> list[tuple[int, Column]]:
        """The columns reaching into ``seen`` (scene units), in the painter's order."""
        reach = []
        for x, y in self.artist._order():
            c = y * TABLE + x
            column = columns.get(c)
            if column is not None and column.rect.intersects(seen):
                reach.append((c, column))
        return reach

    def _repaint(self, layer: _Layer, painter: QPainter, columns: dict[int, Column],
                 area: QRectF | None, keep: bool = False) -> None:
        """Paint the table and the columns into ``layer``: all of it, or the whole device
        pixels around ``area`` (scene units).  A part is painted, without a clip, into a
        scratch picture of the layer's size, only the columns reaching into it, and
        copied from there: Qt's antialiasing rounds a step differently near a clip's
        edge, or a smaller picture's, so either would not give a whole paint's pixels."""
        t = painter.worldTransform()
        pix = layer.pix
        dpr = pix.devicePixelRatioF()
        full = QRect(0, 0, round(pix.width() / dpr), round(pix.height() / dpr))
        if area is None:
            box, target = full, pix
        else:
            box = t.mapRect(area).toAlignedRect().adjusted(-1, -1, 1, 1).intersected(full)
            if box.isEmpty():
                return
            target = self.scratch(pix)
        inverse, _ok = t.inverted()
        seen = inverse.mapRect(QRectF(box)).adjusted(-1, -1, 1, 1)
        key: Key = (box.left(), box.top(), box.width(), box.height())
        reach: list[tuple[int, Column]] = []
        if area is not None:
            reach = self._reach(columns, seen)
            if self.lifts.has(key):
                if keep:
                    if self.lifts.matches(key, layer.look, reach):
                        return  # kept already
                else:
                    part = self.lifts.take(key, layer.look, reach)
                    if part is not None:  # painted ahead in the block step (.liftahead)
                        copy_part(pix, box, part)
                        return
        inner = QPainter(target)
        inner.setRenderHints(painter.renderHints())
        inner.setFont(painter.font())
        inner.fillRect(box, self.scene.backgroundBrush().color())
        if target is not pix:  # the table is one kept picture: copied through the box
            inner.setClipRect(box)
        inner.setWorldTransform(t)
        self.artist._paint_table(inner)
        inner.setClipping(False)  # the columns' edges are antialiased: no clip (above)
        # A part: only the draw calls reaching into it (Column.replay_in), each widened
        # by its pen and two device pixels of antialiasing.
        margin = 3.0 + 2.0 / max(1e-3, min(abs(t.m11()), abs(t.m22())))
        if area is None:
            reach = self._reach(columns, seen)
        for _c, column in reach:
            if area is None:
                column.replay(inner)
            else:
                self.calls += column.replay_in(inner, seen, margin)
            self.replayed += 1
        inner.end()
        if keep:
            part = target.copy(QRect(round(box.left() * dpr), round(box.top() * dpr),
                                     round(box.width() * dpr), round(box.height() * dpr)))
            part.setDevicePixelRatio(dpr)
            self.lifts.keep(key, layer.look, reach, part)
            return
        if target is not pix:
            copy = QPainter(pix)
            copy.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            copy.drawPixmap(box.topLeft(), target, QRect(
                round(box.left() * dpr), round(box.top() * dpr), round(box.width() * dpr),
                round(box.height() * dpr)))
            copy.end()

    def _count(self, columns: dict[int, Column]) -> None:
        """The scene's ``painted`` counts of what the layer shows in the painted area."""
        scene = self.scene
        exposed = scene._item.exposed
        painted = scene.painted
        blocks = scene.painted_blocks
        for column in columns.values():
            if exposed is None or column.rect.intersects(exposed):
                painted["tops"] += 1
                painted["sides"] += column.sides
                blocks.update(column.blocks)

    # ----- the overlays (drawn by .composite) ------------------------------------------------
    def _parts(self, state: ClimbersState, x: int, y: int, h: int, mark: bool,
               figure: bool) -> list[Area]:
        """Where square (x, y)'s overlays draw: a disk or a climber inside the figure's
        box (the area a bot's step repaints, .dirty), covered by every column in front
        reaching into it; a mark inside its top widened by :data:`WIDEN` (the locked
        block's padlock inside the top's bounds and :data:`MARK_MARGIN`), covered by the
        columns in front that are taller (a column no taller than the top touches it at
        an edge at most, and its own top is painted over the mark's halo there)."""
        proj = self.scene.proj
        lock = mark and state.lock >= 0 and state.board.top_block(x, y) == state.lock
        key = (proj.turns, x, y, h, mark, figure, lock)  # kept: a turn draws ~60 again
        kept = self._parts_kept.get(key)
        if kept is not None:
            return kept
        if len(self._parts_kept) > 8000:
            self._parts_kept.clear()
        parts = self._parts_kept[key] = []
        if figure:
            parts.append(Area(QPolygonF(FIGURE.translated(
                proj.world_point(x + 0.5, y + 0.5, h))), -1))
        if mark:
            if lock:
                m = MARK_MARGIN
                parts.append(Area(QPolygonF(proj.top_rect(x, y, h).adjusted(
                    m.left(), m.top(), m.right(), m.bottom())), h))
            else:
                parts.append(Area(proj.top(x, y, h, -WIDEN), h))
        return parts

    def square_parts(self, painter: QPainter, state: ClimbersState, c: int, mark: bool,
                     figure: bool) -> Cover:
        """Square ``c``'s overlay areas (:meth:`_parts`) with room for the region
        :meth:`_cover` copies over them, kept while the view and this side's columns
        stay: neither depends on anything else, and a shown move draws the same squares'
        overlays again (its area's neighbours), 70 microseconds each to work out."""
        t = painter.worldTransform()
        proj = self.scene.proj
        view = (proj.turns, proj.flat, proj.headroom, t.m11(), t.m22(), t.dx(), t.dy())
        covers = self._covers.pop(view, None)
        if covers is None:
            covers = {}
            while len(self._covers) >= COVERS_KEPT:
                self._covers.popitem(last=False)
        self._covers[view] = covers
        board = state.board
        h = board.heights[c]
        locked = mark and state.lock >= 0 and board.showing[c] == state.lock
        key = (c, h, mark, figure, locked)
        generation = self._generation.get(proj.turns, 0)
        cover = covers.get(key)
        if cover is not None and cover.generation != generation \
                and not self._still(cover, proj.turns, generation):
            cover = None
        if cover is None:
            cover = covers[key] = Cover(self._parts(state, c % TABLE, c // TABLE, h,
                                                    mark, figure), generation)
        return cover

    def _still(self, cover: Cover, turns: int, generation: int) -> bool:
        """Whether ``cover`` holds at ``generation`` of side ``turns``: no column that
        changed since it was made reaches into its areas (a column's outline lies inside
        its bounds), so the same columns stand in front of it.  Then it is brought
        forward to ``generation``."""
        if cover.generation < self._floor.get(turns, 0):
            return False  # what changed since is no longer all in the log
        bounds = cover.bounds
        log = self._log.get(turns, [])
        for g, rect in reversed(log):
            if g <= cover.generation:
                break
            if rect.intersects(bounds):
                return False
        cover.generation = generation
        return True

    def _cover(self, painter: QPainter, base: QPixmap, after: int, parts: list[Area],
               kept: Cover | None = None) -> None:
        """Copy the layer ``base`` back over ``parts`` where the columns after rank
        ``after`` that reach into them stand (their outlines, :func:`silhouette`): the
        layer shows those columns in front of what lies behind them.  A copy through a
        region of whole pixels, where replaying the columns' polygons through a clip
        path cost some 0.4 ms an overlay (issue 17); against that replay only pixels
        along the columns' outlines differ (there the layer blends a column's edge with
        what is behind it, without the overlay).  ``kept`` (from :meth:`square_parts`)
        keeps the region found, for the next time."""
        if kept is not None and kept.asked:
            clip = kept.clip
        else:
            clip = self._front_region(painter, after, parts)
            if kept is not None:
                kept.clip, kept.asked = clip, True
        if clip is not None:
            self._copy_through(painter, base, clip)

    def _front_region(self, painter: QPainter, after: int, parts: list[Area]) -> QRegion | None:
        """The device pixels of ``parts`` where columns after rank ``after`` stand (None:
        none)."""
        self.fronts += 1
        found: set[int] = set()
        for part in parts:
            area = part.rect
            x0, y0 = int(area.left() // BUCKET), int(area.top() // BUCKET)
            x1, y1 = int(area.right() // BUCKET), int(area.bottom() // BUCKET)
            for bx in range(x0, x1 + 1):
                for by in range(y0, y1 + 1):
                    found.update(self._buckets.get((bx, by), ()))
        rank = self._rank
        hulls = self._hulls
        heights = self._heights
        front = [c for c in found if rank[c] > after
                 and any(heights[c] > p.under and p.meets(hulls[c]) for p in parts)]
        if not front:
            return None
        t = painter.worldTransform()
        proj = self.scene.proj
        within = QRegion()
        for part in parts:
            within += QRegion(t.map(part.shape).toPolygon())
        view = (proj.turns, t.m11(), t.m22(), t.dx(), t.dy())
        if view != self._outlines_of:
            # Each of the last few views' outlines kept: the bench's and a player's quarter
            # turns, and the sides painted ahead between two paints, came back to a view
            # whose outlines were all worked out again (a polygon and a region each).
            kept = self._outlines_kept.pop(view, None)
            if kept is None or len(kept) > OUTLINES_KEPT:
                kept = {}
            self._outlines_kept[view] = kept
            while len(self._outlines_kept) > OUTLINE_VIEWS:
                self._outlines_kept.popitem(last=False)
            self._outlines_of, self._outlines = view, kept
        outlines = self._outlines
        columns = QRegion()
        for c in front:
            key = (c, heights[c])
            outline = outlines.get(key)
            if outline is None:
                iu, iv = proj.turned(c % TABLE, c // TABLE)
                outline = outlines[key] = QRegion(
                    t.map(silhouette(iu, iv, heights[c])).toPolygon())
                self.outlined += 1
            columns += outline
        clip = within & columns
        return None if clip.isEmpty() else clip

    def _copy_through(self, painter: QPainter, base: QPixmap, clip: QRegion) -> None:
        """Copy ``base`` to ``painter`` through ``clip`` (device pixels)."""
        self.covered += 1
        box = clip.boundingRect()
        dpr = base.devicePixelRatioF()
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.setClipRegion(clip)
        painter.drawPixmap(QRectF(box), base, QRectF(box.x() * dpr, box.y() * dpr,
                                                     box.width() * dpr, box.height() * dpr))
        painter.restore()

    def _ranks(self, columns: dict[int, Column], heights: list[int]) -> dict[int, int]:
        """Each square's place in the back-to-front order, and the columns' outlines by
        screen bucket: kept per side (the columns of each side are kept, .columns) and
        worked out again when that side's columns changed."""
        order = self.artist._order()
        if id(order) != self._buckets_of:
            self._buckets_of = id(order)
            # Kept per order (one list per table size and turn, .projection): each
            # quarter turn, and each side painted ahead, made the 400 squares' ranks anew.
            kept_rank = self._ranks_kept.get(id(order))
            if kept_rank is None or kept_rank[0] is not order:
                kept_rank = self._ranks_kept[id(order)] = (
                    order, {y * TABLE + x: i for i, (x, y) in enumerate(order)})
                self.ranks_made += 1
            self._rank = kept_rank[1]
        proj = self.scene.proj
        kept = self._sides.get(proj.turns)
        if kept is None:
            kept = self._sides[proj.turns] = ({}, {}, {}, [])
        shown, buckets, hulls, _heights = kept
        # Only the columns that changed since this side's last paint move in the buckets
        # (a block move changes a dozen; all ~200 were sorted again, 1 ms a landing).
        changed = [c for c in shown.keys() | columns.keys()
                   if shown.get(c) is not columns.get(c)]
        if changed:
            generation = self._generation[proj.turns] = self._generation.get(proj.turns, 0) + 1
            log = self._log.setdefault(proj.turns, [])
            log.extend((generation, QRectF(column.rect)) for c in changed
                       for column in (shown.get(c), columns.get(c)) if column is not None)
            if len(log) > LOGGED:
                self._floor[proj.turns] = log[-LOGGED - 1][0]  # partly forgotten
                del log[:-LOGGED]
        for c in changed:
            was, now = shown.pop(c, None), columns.get(c)
            if was is not None:
                for key in self._bucket_keys(was.rect):
                    bucket = buckets.get(key)
                    if bucket is not None and c in bucket:
                        bucket.remove(c)
                hulls.pop(c, None)
            if now is not None:
                shown[c] = now
                r = now.rect
                iu, iv = proj.turned(c % TABLE, c // TABLE)
                hulls[c] = hull(r, iu, iv, heights[c])
                self.ranked += 1
                for key in self._bucket_keys(r):
                    buckets.setdefault(key, []).append(c)
        kept = self._sides[proj.turns] = (shown, buckets, hulls, list(heights))
        _shown, self._buckets, self._hulls, self._heights = kept
        return self._rank

    @staticmethod
    def _bucket_keys(r: QRectF) -> list[tuple[int, int]]:
        """The screen buckets a column's bounds ``r`` reach into."""
        return [(bx, by) for bx in range(int(r.left() // BUCKET), int(r.right() // BUCKET) + 1)
                for by in range(int(r.top() // BUCKET), int(r.bottom() // BUCKET) + 1)]


__all__ = ["KEPT_BYTES", "MountainLayer", "apart"]
