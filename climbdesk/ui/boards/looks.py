"""Board parts that repaint only when what they show changed (issue 17: a move ≤ 5 ms).

A board drawn as one or two big items repaints all of them for every position, though
a roll changes only the dice.  A :class:`LookItem` is one part of a board with a
*look*: a value naming everything its paint function draws from.  The scene calls
:meth:`LookItem.refresh` after every change; the item asks Qt for a repaint only when
its look differs from the last one.  Its pixels are kept in Qt's device-coordinate
cache, so when a neighbour's repaint exposes it, or the window is covered and shown
again, Qt copies them (C++) instead of calling Python to paint again.

A look of ``None`` means "always repaint" (a part that moves every animation frame).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmapCache
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from climbdesk.ui.boards.pictures import draw_cached

# Qt keeps every cached item's pixels in the global pixmap cache (10 MB by default).
# A board of cached parts at device pixel ratio 2 needs about 20 MB; with less, Qt
# would drop pictures and call Python to paint them again on every exposure.
CACHE_KB = 64 * 1024

_UNSEEN = object()  # the look of a part never painted


def _make_cache_room() -> None:
    if QPixmapCache.cacheLimit() < CACHE_KB:
        QPixmapCache.setCacheLimit(CACHE_KB)


class LookItem(QGraphicsItem):
    """One part of a board: painted by ``paint_fn``, repainted when ``look_fn()`` changes.

    ``rect`` must hold everything ``paint_fn`` draws (pens and shadows included).
    With ``kept`` (a name for the part), each look's picture is also kept in the
    shared picture cache (:func:`~climbdesk.ui.boards.pictures.draw_cached`), for
    parts that show the same few things again and again; the look must then be
    hashable and name everything drawn.
    The item takes no mouse buttons: the scene hit-tests by geometry.
    """

    def __init__(self, rect: QRectF, paint_fn: Callable[[QPainter], None],
                 look_fn: Callable[[], Hashable], z: float, *, cached: bool = True,
                 kept: str = "") -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self._paint_fn = paint_fn
        self._look_fn = look_fn
        self._kept = kept
        self._look: object = _UNSEEN
        self.repaints = 0  # repaints asked by refresh (tests count them)
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if cached:
            _make_cache_room()
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def look(self) -> object:
        """The look last painted (``None``: one that always repaints)."""
        return None if self._look is _UNSEEN else self._look

    def set_rect(self, rect: QRectF) -> None:
        """Move or resize the part (a card list that grows with the players); Qt
        repaints the old place and the new."""
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
            self._look = _UNSEEN

    def refresh(self) -> bool:
        """Ask for a repaint if the look changed (or is None); True when it did."""
        look = self._look_fn()
        if look is not None and look == self._look:
            return False
        self._look = look
        self.repaints += 1
        self.update()
        return True

    def forget(self) -> None:
        """Repaint at the next :meth:`refresh`, whatever the look (a theme's fonts…)."""
        self._look = _UNSEEN

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        # The only pixmaps a part draws are kept pictures, copied at whole device pixels
        # unscaled (draw_cached), where smooth filtering changes no pixel but sends
        # Qt's raster engine down its slow textured path: a copy cost about 3.5 times
        # as much (about 1 ms of a Can't Stop move).
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        # The look asked again, not the one of the last refresh: the picture must be
        # kept under the name of what is drawn now.
        look = self._look_fn() if self._kept else None
        if look is not None:
            # A look seen before (the Roll button enabled, the same dice) is a copy of
            # its kept picture: the rounded, shaded shapes cost far more to draw.
            draw_cached(painter, (self._kept, look), self._rect, self._paint_fn)
        else:
            self._paint_fn(painter)


__all__ = ["CACHE_KB", "LookItem"]
