"""The board's last whole paint from each side, kept to turn back to (issue 17).

Why: a quarter turn re-projects the whole mountain, a full repaint of some 15-20 ms
of antialiased polygons; players turn back and forth (Q, E) to look round the
mountain before they move, and each turn back repainted a side they had just seen.
So a whole paint of the board (not a partial one) is drawn into a pixmap of the
device first and copied to the screen, and the last one of each side is kept with
the *look* it showed: everything the painter reads.  When the view comes back to a
side whose look is unchanged, the kept pixmap is copied and nothing is painted.

The pixmap starts filled with the scene's background, as the view fills the viewport
before it paints the board (the lowest item), so the copy carries the same pixels.
Not kept: partial repaints (an animation frame, a bot's step), painters that rotate,
an animation or a drag under way.

A side whose look changed but whose frame did not (the same camera, device, theme and
kept composite's look) is not painted whole again when both the kept paint and the new
one show only the mountain's layer with its overlays (:mod:`.composite`), the climbers
at the foot and the x-ray: then the kept picture is brought up to date over the device
area whose overlays, columns, foot figures or x-ray rings and figures changed (a move
changes a few squares), from the composite copied there (in the place and move steps
the layer with the overlays drawn on it there, :mod:`.direct`) and those figures drawn
over it in a scratch picture without a clip, copied back through that area in whole
pixels (the same pixels as a whole paint, as the composite's own areas).  A path, hint,
ghost or push arrows (bounds not known here) on either side of the change paints it
whole, as before; the place step's dots and origin box are items (:mod:`.placestep`).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import reduce
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF
from PySide6.QtGui import QPainter, QPixmap, QRegion, QTransform

from climbdesk.games.climbers import ClimbersState
from climbdesk.ui.boards.climbers.columns import Column
from climbdesk.ui.boards.climbers.composite import Entry, painter_over
from climbdesk.ui.boards.climbers.coordinates import axis_name
from climbdesk.ui.boards.climbers.direct import Under, direct
from climbdesk.ui.boards.climbers.placestep import over_items

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene
    from climbdesk.ui.boards.climbers.xray import Item

# Memory for the kept paints (bytes): four sides of a 1280x800 window easily, fewer
# of a large screen (the least recently shown side goes first).
KEPT_BYTES = 48 * 1024 * 1024
# Rectangles of a changed area past which its bounds are brought up to date instead.
SCATTERED = 12
# Rectangles of a changed area past which its bounds are taken without uniting them.
MANY = 4 * SCATTERED


# What a paint through the layer showed, to bring its picture up to date by area: the
# frame (the composite's look and the painter's hints: equal, or painted whole), each
# square's overlay look and reach, the columns, and the foot's and x-ray's figures.
Frame = tuple[Hashable, dict[int, tuple[Hashable, QRectF]], dict[int, Column],
              dict[Hashable, QRectF]]


# A part of a picture made ahead (:meth:`ViewPictures.part_ahead`): what the picture shows
# with it, its area (device pixels), its pixels over the area's bounds, and the scene's
# counts of a paint of it.
Part = tuple[Frame, QRegion, QPixmap, dict[str, int], set[int]]


class _Kept:
    __slots__ = ("frame", "full", "pix")

    def __init__(self, full: Hashable, pix: QPixmap, frame: Frame | None) -> None:
        self.full = full
        self.pix = pix
        self.frame = frame


class ViewPictures:
    """One kept whole paint per side of ``scene``'s board (and the map)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        self._kept: OrderedDict[Hashable, _Kept] = OrderedDict()
        # Whole paints copied from a kept picture, kept pictures brought up to date by
        # area, figures drawn for that (the tests count them).
        self.copied = 0
        self.patched = 0
        self.redrawn = 0
        self.united = 0  # rectangles united into a changed area (the tests count them)
        self.straight = 0  # areas brought up to date without the scratch (the tests count)
        self.mapped = 0  # rectangles of changed areas mapped to the device (the tests count)
        self.parts = 0  # kept pictures brought up to date from a part made ahead (the tests)
        # The position whose paint copied a part and left the composite behind (position,
        # count of positions shown, side), brought up to date after the paint (.stepahead).
        self.behind: tuple[int, int, int] | None = None
        # What the paint under way showed (note), while a whole paint is made.
        self._noted: Frame | None = None
        self._device = QPixmap()  # stands for the viewport in refresh
        # What the view shows (side and look) when it is the kept picture there (None:
        # it painted the board directly since, as in an animation): refresh relies on it.
        self._shown: tuple[Hashable, Hashable] | None = None
        self._last: tuple[Hashable, Hashable] | None = None  # what paint drew last

    def clear(self) -> None:
        self._kept.clear()

    def look(self) -> Hashable | None:
        """Everything a whole paint of the board is drawn from; None: not to be kept."""
        scene = self.scene
        motion = scene.motion
        if motion.running() or motion.shown_state() is not None or scene.drag.active:
            return None
        state = scene.state
        proj = scene.proj
        chooser = scene.chooser
        ladders = chooser.hovered_move() if chooser is not None and chooser.isVisible() \
            else None
        # The texts drawn on the board follow the language: two of them stand for it.
        language = (axis_name(0), QCoreApplication.translate(
            "ClimbersBoard", "Shift %1: pick an arrow"))
        # What the engine reports of the climbers, asked afresh: a position is shown
        # with a new set_position (scene._indexed), this guards one changed in place.
        climbers = () if state is None else (
            tuple(state.pos), tuple(state.height(s) for s in range(len(state.pos))),
            tuple(state.disk), state.held)
        return (id(state), scene._indexed, state.phase if state is not None else "", climbers,
                proj.turns, proj.flat, proj.headroom, scene.map_view, scene.sceneRect(),
                scene.theme, scene.slice_level, scene.interactive, scene.accepts_input(),
                scene.picked, scene.hover, scene.cursor, scene.cursor_visible, scene.hint,
                scene.orient, tuple(scene.seat_names), ladders, language)

    def _full(self, painter: QPainter) -> Hashable | None:
        """The look of a whole paint through ``painter`` (None: not to be kept)."""
        device = painter.device()
        t = painter.worldTransform()
        look = self.look()
        if device is None or look is None \
                or t.type().value > QTransform.TransformationType.TxScale.value:
            return None
        return (look, t.m11(), t.m22(), t.dx(), t.dy(), device.width(), device.height(),
                device.devicePixelRatioF(), painter.font().key())

    def kept_as_now(self, painter: QPainter) -> bool:
        """Whether a whole paint through ``painter`` would copy a kept picture."""
        full = self._full(painter)
        kept = self._kept.get((self.scene.proj.turns, self.scene.map_view))
        return full is not None and kept is not None and kept.full == full

    def refresh(self) -> list[QRectF] | None:
        """Bring the shown side's kept picture up to date now, before the view paints, and
        say where it changed (scene units; empty: nowhere), so the view repaints only
        there, by copying the picture; None: the view paints the board as before.  Only
        for one view at a device pixel ratio of 1 (a picture of the viewport's size then
        stands for the viewport: at other ratios a picture's size is not the widget's)."""
        scene = self.scene
        views = [v for v in scene.views() if v.isVisible() and v.viewport().width() > 0]
        if len(views) != 1 or views[0].viewport().devicePixelRatioF() != 1.0:
            return None
        view = views[0]
        viewport = view.viewport()
        if self._device.size() != viewport.size():
            self._device = QPixmap(viewport.size())
        painter = QPainter(self._device)
        try:
            painter.setFont(viewport.font())
            painter.setRenderHints(view.renderHints() | QPainter.RenderHint.Antialiasing
                                   | QPainter.RenderHint.TextAntialiasing)
            t = view.viewportTransform()
            painter.setWorldTransform(t)
            full = self._full(painter)
            side = (scene.proj.turns, scene.map_view)
            kept = self._kept.get(side)
            if full is None or kept is None or self._shown != (side, kept.full):
                return None  # the view does not show the kept picture: painted whole
            if kept.full == full:
                return []
            ahead = scene.move_soon.take(full)  # made ahead for a hovered move (.moveahead)
            if ahead is not None:
                self._kept[side] = _Kept(full, ahead.pix, ahead.frame)
                region: QRegion | None = QRegion(self._device.rect())
            elif (stay := self._from_stay(side, painter, full, moved=True)) is not None:
                # Another picture: the view shows the old one, which differs from it where
                # their frames do (as the kept picture brought up to date would).
                region = QRegion(self._device.rect()) if kept.frame is None \
                    or stay.frame is None else self._changed(kept.frame, stay.frame, t)
            else:
                region = self._patch(kept, painter, full, moved=True)
        finally:
            painter.end()
        if region is None:
            return None
        self._shown = (side, full)  # once the rectangles asked for are painted
        inverse, _ok = t.inverted()
        boxes: list[QRect] = list(region)  # type: ignore[call-overload]  # the stubs lack QRegion.__iter__
        return [inverse.mapRect(QRectF(box)) for box in boxes]

    def on_screen(self, whole: bool | None) -> None:
        """The view painted the board: all of it (``whole``) or a part through this
        picture, or (None) directly, without it."""
        if whole is None:
            self._shown = None
        elif whole or self._shown is not None:
            self._shown = self._last
        self.scene.ahead.shown()  # the step's other sides after this paint (.stepahead)
        self.scene.ahead.steps.stay.shown()  # a picture made for another position goes
        self.scene.move_soon.shown()  # a picture made ahead for another position goes

    def _from_stay(self, side: Hashable, painter: QPainter, full: Hashable,
                   moved: bool = False) -> _Kept | None:
        """The side's kept picture made from the whole paint of the position after staying
        made ahead in the step before (.nextstep), brought up to date by area for a paint
        through ``painter`` whose look is ``full``: from there a move changes only the
        climber's squares (None: there is none, or it cannot be brought up to date)."""
        stay = self.scene.ahead.steps.stay.take(side)
        if stay is None:
            return None
        base = _Kept(None, stay.pix, stay.frame)
        if not self._from_part(base, stay.parts, painter, full) \
                and self._patch(base, painter, full, moved) is None:
            return None
        self._kept[side] = base
        return base

    def part_ahead(self, pix: QPixmap, frame: Frame, painter: QPainter) -> Part | None:
        """The part of the picture ``pix`` showing ``frame`` that a paint through
        ``painter`` of the position the scene shows now (one made ahead) changes, as
        :meth:`_patch` would bring it up to date (its composite brought up to date on the
        way), painted ahead: what the paint shows, the area, its pixels and the scene's
        counts; ``pix`` is left as it was.  None when it cannot be brought up to date."""
        now = self._frame(painter, moved=True)
        if now is None or now[0][0] != frame[0]:
            return None
        shows, comp, tops, under = now
        region = self._changed(frame, shows, painter.worldTransform())
        bounds = region.boundingRect()
        part = QPixmap()
        if not region.isEmpty():
            was = pix.copy(bounds)
            self._bring_up_to_date(_Kept(None, pix, frame), painter, comp, tops, region, under)
            part = pix.copy(bounds)
            back = QPainter(pix)
            back.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            back.drawPixmap(bounds.topLeft(), was)
            back.end()
        scene = self.scene
        return shows, region, part, dict(scene.painted), set(scene.painted_blocks)

    def _from_part(self, base: _Kept, parts: list[Part], painter: QPainter,
                   full: Hashable) -> bool:
        """Bring ``base`` (the picture of the position after staying, showing its frame)
        up to date from the part painted ahead for what the board shows now (a move to
        one of the squares ringed: :meth:`part_ahead`), when one shows exactly that:
        its pixels copied through its area, the composite left as it is (it knows what
        it shows, and is brought up to date when a paint needs it)."""
        scene = self.scene
        state = scene.state
        artist = scene.artist
        layer = artist.layer
        if not parts or base.frame is None or not isinstance(state, ClimbersState) \
                or not self._plain() or not layer.serves(painter):
            return False
        # What the board shows (the frame _frame gives) without the composite's update.
        columns = artist.columns.columns(state.board)
        kept = layer._layer(painter, columns)
        entries = layer.composites._plan(state, layer._ranks(columns, state.board.heights))
        look = layer.composites.look(state, kept.look)
        tops = over_items(scene, state, artist.foot_items(state), scene.xray.items(state))
        shows = self._frame_of(painter, (look, entries, columns), tops)
        found = next((part for part in parts if part[0] == shows), None)
        if found is None:
            return False
        frame, region, pix, painted, blocks = found
        if not region.isEmpty():
            copy = QPainter(base.pix)
            copy.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
            copy.setClipRegion(region)
            copy.drawPixmap(region.boundingRect().topLeft(), pix)
            copy.end()
        scene.painted, scene.painted_blocks = dict(painted), set(blocks)
        self.patched += 1
        self.parts += 1
        self.behind = (id(state), scene._indexed, scene.proj.turns)
        base.full, base.frame = full, frame
        return True

    def _patch(self, kept: _Kept, painter: QPainter, full: Hashable,
               moved: bool = False) -> QRegion | None:
        """Bring ``kept`` up to date by area for a paint through ``painter`` whose look is
        ``full``: the device area it changed, or None when it is to be painted whole.
        ``moved``: for a shown move (:meth:`refresh`), which may pass the composite by
        (.direct); a turn brings it up to date, as the side's next turns start from it."""
        if kept.frame is None:
            return None
        now = self._frame(painter, moved)
        if now is None or now[0][0] != kept.frame[0]:
            return None
        frame, comp, tops, under = now
        region = self._changed(kept.frame, frame, painter.worldTransform())
        if not region.isEmpty():
            self._bring_up_to_date(kept, painter, comp, tops, region, under)
        self.patched += 1
        kept.full, kept.frame = full, frame
        return region

    def _plain(self) -> bool:
        """Whether the board shows nothing over the layer but the foot's figures, the
        x-ray and the place step's dots and origin box (no path, hint, ghost, push
        arrows, ladder menu)."""
        scene = self.scene
        state = scene.state
        return isinstance(state, ClimbersState) and state.phase != "push" \
            and (state.held < 0 or state.phase == "place") \
            and scene.hint is None and scene.hover is None \
            and (scene.chooser is None or not scene.chooser.isVisible())

    def note(self, painter: QPainter, parts: tuple[Hashable, list[Entry], dict[int, Column]],
             tops: list[Item]) -> None:
        """What a paint through the layer showed (:meth:`MountainPainter.paint` tells):
        kept with a whole paint made now, to bring it up to date by area later."""
        self._noted = self._frame_of(painter, parts, tops) if self._plain() else None

    @staticmethod
    def _frame_of(painter: QPainter, parts: tuple[Hashable, list[Entry], dict[int, Column]],
                  tops: list[Item]) -> Frame:
        look, entries, columns = parts
        shown: dict[Hashable, QRectF] = {key: rect for key, rect, _draw in tops}
        return ((look, int(painter.renderHints().value)),
                {c: (entry, reach) for c, entry, reach in entries}, dict(columns), shown)

    def _frame(self, painter: QPainter, moved: bool = False
               ) -> tuple[Frame, QPixmap, list[Item], Under | None] | None:
        """The layer and composite brought up to date for ``painter`` (for a shown move into
        the place or a move step the layer alone and the overlays to draw over it, .direct),
        and what the board shows now; None when a kept picture cannot be brought up to date
        from them."""
        scene = self.scene
        state = scene.state
        artist = scene.artist
        if not isinstance(state, ClimbersState) or not self._plain() \
                or not artist.layer.serves(painter):
            return None
        under = Under(artist.layer, painter, state) if moved and direct(artist.layer, state) \
            else None
        close = under.kept_close(painter) if under is not None else None
        if close is not None:
            under = None  # its composite, made ahead a few overlays away (.nextstep)
        if under is not None:
            pix, look, entries, columns = under.pix, under.look, under.entries, under.columns
        else:
            pix, look, entries, columns = artist.layer.prepare(painter, state)
        if close is not None:  # of use once: the first to go when memory is short
            artist.layer.composites._kept.move_to_end(close, last=False)
        # With the place step's dots and origin box (.placestep).
        tops = over_items(scene, state, artist.foot_items(state), scene.xray.items(state))
        frame = self._frame_of(painter, (look, entries, columns), tops)
        # The counts a whole paint leaves for the tests.
        kinds = [key[0] for key, _r, _d in tops]
        scene.painted = {"tops": 0, "sides": 0, "climbers": kinds.count("foot"), "disks": 0,
                         "arrows": 0, "padlocks": 0, "origin": kinds.count("origin"),
                         "xray_climbers": kinds.count("xray-figure"),
                         "xray_targets": kinds.count("xray-ring") + kinds.count("xray-block")}
        scene.painted_blocks = set()
        artist.layer._count(columns)
        artist.layer.composites.count(state, entries)
        return frame, pix, tops, under

    def _changed(self, was: Frame, now: Frame, t: QTransform) -> QRegion:
        """The device area where ``now`` shows something other than ``was``."""
        rects: list[QRectF] = []
        old, new = was[1], now[1]
        for c in old.keys() | new.keys():
            a, b = old.get(c), new.get(c)
            if a != b:
                rects.extend(one[1] for one in (a, b) if one is not None)
        old_columns, columns = was[2], now[2]
        for c in old_columns.keys() | columns.keys():
            a_column, b_column = old_columns.get(c), columns.get(c)
            if a_column is not b_column:
                rects.extend(one.rect for one in (a_column, b_column) if one is not None)
        old_tops, tops = was[3], now[3]
        rects.extend(old_tops[key] for key in old_tops.keys() - tops.keys())
        rects.extend(tops[key] for key in tops.keys() - old_tops.keys())
        if len(rects) > MANY:
            # A lift's or a step's dozens of frames (Qt unites a region's rectangles one
            # by one, 1 ms for a hundred): their bounds at once, as below.  United in
            # scene units and mapped once: the view's transform only scales and moves
            # (_full), so that is the bounds of the boxes mapped one by one.
            bounds = reduce(QRectF.united, rects)
            self.mapped += 1
            return QRegion(t.mapRect(bounds).toAlignedRect().adjusted(-2, -2, 2, 2))
        boxes = [t.mapRect(rect).toAlignedRect().adjusted(-2, -2, 2, 2) for rect in rects]
        self.mapped += len(boxes)
        region = QRegion()
        for box in boxes:
            region += box
        self.united += len(boxes)
        if region.rectCount() > SCATTERED:
            # Qt copies through a clip of many rectangles on a slow path, and the view
            # merges as many updates: their bounds instead (a larger area, same pixels).
            region = QRegion(region.boundingRect())
        return region

    def _bring_up_to_date(self, kept: _Kept, painter: QPainter, comp: QPixmap,
                          tops: list[Item], region: QRegion, under: Under | None = None) -> None:
        """Bring ``kept`` up to date over ``region`` (device pixels): the composite
        there (or the layer, ``under``'s overlays drawn over it), the figures reaching into
        it drawn over it in order, in a scratch picture without a clip, copied back through
        ``region`` (or straight through it when they are all pictures copied whole)."""
        t = painter.worldTransform()
        over = [(key, draw) for key, rect, draw in tops
                if region.intersects(t.mapRect(rect).toAlignedRect().adjusted(-2, -2, 2, 2))]
        # (at one device pixel a logical one: a picture lands on whole device pixels)
        straight = under is None and kept.pix.devicePixelRatioF() == 1.0 \
            and all(_copied(key) for key, _draw in over)
        if straight:
            # Only pictures copied at whole pixels over the composite (the x-ray's rings
            # without letters and figures, the origin box): no antialiased edge meets a
            # clip, so they are drawn straight into the kept picture through ``region``,
            # the pixels the scratch pass gives, with one copy of the area less.
            inner = painter_over(kept.pix, comp, region, painter)
            inner.setWorldTransform(QTransform())
            inner.setClipRegion(region)  # in device pixels
            inner.setWorldTransform(t)
            self.straight += 1
        else:
            inner = painter_over(self.scene.artist.layer.scratch(kept.pix), comp, region,
                                 painter)
        if under is not None:
            under.draw(inner, region)
        for _key, draw in over:
            draw(inner)
            self.redrawn += 1
        inner.end()
        if straight:
            return
        scratch = self.scene.artist.layer.scratch(kept.pix)
        back = QPainter(kept.pix)
        back.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        back.setClipRegion(region)
        back.drawPixmap(QPointF(0, 0), scratch)
        back.end()

    def paint(self, painter: QPainter, paint: Callable[[QPainter], None]) -> None:
        """A whole paint of the board: copied when this side's kept look is the same,
        else painted into a new picture of the device, kept and copied."""
        device = painter.device()
        t = painter.worldTransform()
        full = self._full(painter)
        self._last = None
        if device is None or full is None:
            paint(painter)
            return
        dpr = device.devicePixelRatioF()
        side = (self.scene.proj.turns, self.scene.map_view)
        kept = self._kept.get(side)
        ahead = self.scene.move_soon.take(full) if kept is None or kept.full != full else None
        if ahead is not None:  # made ahead for a hovered move (.moveahead)
            kept = self._kept[side] = _Kept(full, ahead.pix, ahead.frame)
        if kept is not None and kept.full == full:
            self.copied += 1
            pix = kept.pix
            self._kept.move_to_end(side)
        else:
            stay = self._from_stay(side, painter, full)  # (a move animated: at its end)
            if stay is not None or kept is not None \
                    and self._patch(kept, painter, full) is not None:
                kept = stay if stay is not None else kept
                assert kept is not None
                pix = kept.pix
                self.scene.ahead.poke()  # idle from the end of this paint, as a whole one
            else:
                size = (max(1, round(device.width() * dpr)), max(1, round(device.height() * dpr)))
                # The side's old picture is painted over (a new one cost 0.5-1 ms of a
                # lift's first frame, every paint of the place step); a paint through the
                # layer covers every pixel, others need the background first.
                if kept is not None and (kept.pix.width(), kept.pix.height()) == size \
                        and kept.pix.devicePixelRatioF() == dpr:
                    pix = kept.pix
                else:
                    pix = QPixmap(*size)
                    pix.setDevicePixelRatio(dpr)
                if self.scene.state is None or not self.scene.artist.layer.serves(painter):
                    pix.fill(self.scene.backgroundBrush().color())
                inner = QPainter(pix)
                inner.setRenderHints(painter.renderHints())
                inner.setFont(painter.font())
                inner.setWorldTransform(t)
                self._noted = None
                paint(inner)
                inner.end()
                kept = self._kept[side] = _Kept(full, pix, self._noted)
                self._noted = None
            self._kept.move_to_end(side)
            while len(self._kept) > 1 and sum(
                    k.pix.width() * k.pix.height() * 4 for k in self._kept.values()) > KEPT_BYTES:
                self._kept.popitem(last=False)
        self._last = (side, full)
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(0, 0), pix)
        painter.restore()


def _copied(look: tuple[object, ...] | Hashable) -> bool:
    """Whether an item with ``look`` (.xray, .placestep) only copies a picture at whole
    device pixels (:meth:`.sprites.Sprites.draw`): the x-ray's figures, its rings
    without letters, the origin box; the rest (letters, the foot's figures, the dots) is
    drawn with antialiased edges."""
    if not isinstance(look, tuple) or not look:
        return False
    kind = look[0]
    return kind in ("xray-figure", "origin") \
        or kind in ("xray-ring", "xray-block") and look[-1] == ""


__all__ = ["KEPT_BYTES", "Part", "ViewPictures"]
