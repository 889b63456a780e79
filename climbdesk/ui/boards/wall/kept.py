"""The wall at the fitted scales a placed panel may step to, painted ahead (issue 17).

Why: the views keep the wall in their background cache and a placed panel repaints
only its place, but a panel that widens or heightens the wall past the fitted scale's
step (4–6 of some 30 Places in a game) changes the view's scale, and Qt then asks the
scene for the whole wall again: 5–6 ms of that move's 13–18.  The wall only changes
with a panel, so while a position is on show the wall as it is now is painted here at
the next two scales down and any other the board would be fitted at if the next move
grew it by a panel (see ``_wanted``), in the idle turns after the board's paint.  A
paint at such a scale copies that picture and paints again only what the new panel
changed (:meth:`.painting.WallLook.changed`) and what lies outside the picture, as a
partial repaint does.

The picture is painted with the device transform the view will have (the scale, the
device pixel ratio and a whole-pixel offset), so its pixels are those of a whole
paint; a view whose offset is not whole pixels, a zoomed or turned view, another look
or a scale not kept paints the wall as before.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPixmap, QRegion, QTransform
from PySide6.QtWidgets import QWidget

from climbdesk.games.wall.deck import SIDE
from climbdesk.ui.boards.view import MARGIN, BoardView
from climbdesk.ui.boards.wall.layout import CELL
from climbdesk.ui.boards.wall.painting import Painted, WallLook, paint_wall
from climbdesk.ui.viewport_watch import move_filter

if TYPE_CHECKING:
    from climbdesk.ui.boards.wall.scene import WallBoardScene

# How the board may grow by the next move, in scene units (wider, higher): a panel
# placed beside the wall (half a panel or a panel past it) or above it, a climber in
# the next panel row (see WallBoardScene.board_rect).
GROWTH = tuple((wide * SIDE * CELL, high * SIDE * CELL) for wide in (0, 0.5, 1)
               for high in (0, 1, 2) if wide or high)
# Turns of the event loop after the board's paint before the first picture: the panels
# that follow the paint have the second.
HOPS = 3
# Scene units of wall round what the view shows now that a picture also covers (the
# wall seen at a smaller scale shows more of it round the same middle).
AROUND = 4 * CELL


@dataclass(frozen=True)
class Kept:
    """The wall of ``look`` at ``scale`` (the view's, before the device pixel ratio):
    ``pixmap``'s top-left pixel is device pixel (``left``, ``top``) of the scene scaled
    by ``scale`` × ``ratio`` with no offset."""

    look: WallLook
    scale: float
    ratio: float
    left: int
    top: int
    pixmap: QPixmap

    def scene_rect(self) -> QRectF:
        """The scene rectangle the picture covers."""
        dev = self.scale * self.ratio
        size = self.pixmap.size()
        return QRectF(self.left / dev, self.top / dev, size.width() / dev,
                      size.height() / dev)


def _close(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b))


def _whole(value: float) -> bool:
    return abs(value - round(value)) <= 1e-6


def _outside(rect: QRectF, inner: QRectF) -> list[QRectF]:
    """``rect`` less ``inner``, as up to four rectangles."""
    if not rect.intersects(inner):
        return [rect]
    out = []
    if rect.top() < inner.top():
        out.append(QRectF(rect.left(), rect.top(), rect.width(), inner.top() - rect.top()))
    if rect.bottom() > inner.bottom():
        out.append(QRectF(rect.left(), inner.bottom(), rect.width(),
                          rect.bottom() - inner.bottom()))
    top, bottom = max(rect.top(), inner.top()), min(rect.bottom(), inner.bottom())
    if rect.left() < inner.left():
        out.append(QRectF(rect.left(), top, inner.left() - rect.left(), bottom - top))
    if rect.right() > inner.right():
        out.append(QRectF(inner.right(), top, rect.right() - inner.right(), bottom - top))
    return out


class KeptWall(QObject):
    """The scene's pictures of its wall at the next fitted scales (see the module)."""

    def __init__(self, scene: WallBoardScene, fit_steps: int) -> None:
        super().__init__(scene)
        self.scene_ = scene
        self.fit_steps = fit_steps
        self.pictures: list[Kept] = []
        self._watched: QWidget | None = None
        self._waiting = False  # for the board's paint of the position on show
        self._hops = 0  # turns still to wait after it (see _after_paint)
        self._todo: list[float] = []
        self._for: WallLook | None = None
        # The background painter's render hints (a picture is painted with the same).
        self._hints: QPainter.RenderHint | None = None
        #: For tests (counts, never times): pictures painted ahead, and paints of the
        #: wall that copied one.
        self.painted_ahead = 0
        self.copies = 0

    @property
    def busy(self) -> bool:
        """Whether pictures wait to be painted (tests wait for it)."""
        return self._waiting or self._hops > 0 or bool(self._todo)

    def _view(self, shown: bool = True) -> BoardView | None:
        """The view that shows the board fitted (the only one a step can come to); with
        ``shown`` False also while it is hidden (a hand-over screen covers it)."""
        for view in self.scene_.views():
            if isinstance(view, BoardView) and (view.isVisible() or not shown) \
                    and view.fitting and view.zoom == 1.0 and view.rotation == 0:
                return view
        return None

    def position_shown(self) -> None:
        """A position is on show: once the board has painted it (after a hand-over, when
        the next seat has taken the device), paint what is missing."""
        view = self._view(shown=False)
        if view is None:
            return
        self._watched = move_filter(self, self._watched, view.viewport())
        self._waiting = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # (getattr: a safety net for a wrapper whose attributes Python's collector has
        # cleared while its C++ side lived on; ui.gui_gc collects on the GUI thread.)
        if event.type() == QEvent.Type.Paint and getattr(self, "_waiting", False):
            self._waiting = False
            self._hops = HOPS
            QTimer.singleShot(0, self, self._after_paint)
        return False

    def _after_paint(self) -> None:
        """Turns of the event loop after the board's paint: the page's panels and the
        turn panel follow it in the second (:mod:`climbdesk.ui.deferred_refresh`); the
        pictures come in turns of their own after those."""
        if self._waiting:
            self._hops = 0  # another position came: its paint starts the wait again
            return
        self._hops -= 1
        if self._hops > 0:
            QTimer.singleShot(0, self, self._after_paint)
        else:
            self._list()

    def _list(self) -> None:
        """After the board's paint: forget pictures of another look, list the scales to
        paint, and paint them a turn each."""
        view, look = self._view(), self.scene_.wall_look
        if view is None or look is None or self._hints is None:
            return
        ratio = view.devicePixelRatioF()
        wanted = self._wanted(view)
        self.pictures = [p for p in self.pictures if p.look == look and p.ratio == ratio
                         and any(_close(p.scale, w) for w in wanted)]
        self._todo = [w for w in wanted if not any(_close(p.scale, w) for p in self.pictures)]
        self._for = look
        self._paint_next()

    def _wanted(self, view: BoardView) -> list[float]:
        """The scales to keep pictures at: one and two steps below the view's (a view
        made shorter, as by the game-over banner, mostly steps so) and those the board
        would be fitted at after growing by half a panel or a panel sideways and up to
        two panels up (a panel beside or above the wall, a climber a panel higher; as
        :meth:`BoardView.fit_scale` fits, unturned)."""
        scene, now = self.scene_, view.transform().m11()
        steps = round(math.log2(now) * self.fit_steps)
        out = [2.0 ** ((steps - down) / self.fit_steps) for down in (1, 2)]
        rect, port = scene.board_rect(), view.viewport().rect()
        for wide, high in GROWTH:
            grown = rect.adjusted(0, -high, wide, 0)
            fit = max(1e-3, min((port.width() - 2 * MARGIN) / grown.width(),
                                (port.height() - 2 * MARGIN) / grown.height()))
            scale = scene.fitted_scale(fit)
            if scale < now and not any(_close(scale, w) for w in [now, *out]):
                out.append(scale)
        return out

    def _paint_next(self) -> None:
        view, look = self._view(), self.scene_.wall_look
        if not self._todo or self._waiting or view is None or look is None \
                or look != self._for:
            self._todo = []
            return
        self.pictures.append(self._paint(view, look, self._todo.pop(0)))
        self.painted_ahead += 1
        if self._todo:
            QTimer.singleShot(0, self, self._paint_next)

    def _paint(self, view: BoardView, look: WallLook, scale: float) -> Kept:
        """The wall as it is now at ``scale``, round the middle of what the view shows."""
        scene = self.scene_
        state, layout = scene.state, scene.layout
        assert state is not None and layout is not None and self._hints is not None
        ratio = view.devicePixelRatioF()
        port = view.viewport().rect()
        middle = view.mapToScene(port.center())
        half_w = port.width() / scale / 2 + AROUND
        half_h = port.height() / scale / 2 + AROUND
        area = QRectF(middle.x() - half_w, middle.y() - half_h, 2 * half_w, 2 * half_h)
        area = area.intersected(layout.wall_box().adjusted(-CELL, -CELL, CELL, CELL))
        dev = scale * ratio
        left, top = math.floor(area.left() * dev), math.floor(area.top() * dev)
        right, bottom = math.ceil(area.right() * dev), math.ceil(area.bottom() * dev)
        pixmap = QPixmap(max(1, right - left), max(1, bottom - top))
        pixmap.setDevicePixelRatio(ratio)
        pixmap.fill(QColor(scene.theme.background))
        kept = Kept(look, scale, ratio, left, top, pixmap)
        painter = QPainter(pixmap)
        painter.setRenderHints(self._hints)
        painter.setTransform(QTransform(scale, 0, 0, scale, -left / ratio, -top / ratio))
        paint_wall(painter, state, layout, scene.theme, kept.scene_rect(), Painted())
        painter.end()
        return kept

    def copy(self, painter: QPainter, rect: QRectF) -> list[QRectF] | None:
        """In the scene's ``drawBackground``: copy the picture kept for the painter's
        scale, if any, and return the scene rectangles still to paint (what changed
        since the picture's look, what lies outside it); None when no picture serves."""
        self._hints = painter.renderHints()
        look = self.scene_.wall_look
        t = painter.deviceTransform()
        if not self.pictures or look is None or t.m12() != 0 or t.m21() != 0 \
                or not _whole(t.dx()) or not _whole(t.dy()):
            return None
        ratio = painter.device().devicePixelRatioF()
        kept = next((p for p in self.pictures if p.ratio == ratio
                     and _close(p.scale * ratio, t.m11()) and _close(p.scale * ratio, t.m22())),
                    None)
        if kept is None:
            return None
        fresh = look.changed(kept.look)
        if fresh is None:
            return None
        painter.save()
        painter.resetTransform()
        corner = QPointF((kept.left + round(t.dx())) / ratio, (kept.top + round(t.dy())) / ratio)
        painter.drawPixmap(corner, kept.pixmap)
        painter.restore()
        self.copies += 1
        return fresh + _outside(rect, kept.scene_rect())


def clip_to(painter: QPainter, rects: list[QRectF]) -> None:
    """Clip ``painter`` (within its clip) to ``rects`` in its own coordinates, each
    grown to whole pixels as a view's repaint is (the caller saves and restores)."""
    transform = painter.transform()
    region = QRegion()
    for rect in rects:
        region = region.united(QRegion(transform.mapRect(rect).toAlignedRect()))
    painter.resetTransform()
    painter.setClipRegion(region, Qt.ClipOperation.IntersectClip)
    painter.setTransform(transform)


__all__ = ["AROUND", "GROWTH", "Kept", "KeptWall", "clip_to"]
