"""Small pictures of the marks on the Climbers tops, painted once and copied.

Why: a target's ring (a halo, the ring, a fill, its letters) and a movable block's
frame (a fill, a dark halo and the colour, wide round-capped strokes) cost about
0.2-0.3 ms a square in Qt's raster engine, paint after paint (issue 17).  The same
mark on the same square comes back position after position, so each is painted once
into a pixmap in device pixels, at the exact sub-pixel offset it has on screen, and
copied afterwards, as :mod:`climbdesk.ui.boards.pictures` does for whole board parts
(blending the copy rounds a channel by a step at most; the tests compare with direct
painting).

A frame's one-pixel light core is not in its picture: there it comes out shifted by
half a pixel along its slope (Qt strokes thin lines by another path there), so the
painter draws it directly over the copy, as the frame's last stroke, where fresh
painting draws it.

A frame is the same shape on every top with the same edges framed, so its pictures
are shared between tops (``grid``): one per look and half-pixel offset, the frame then
drawn a quarter pixel off at most; the view's first sight of a side otherwise made a
picture for each of some 80 framed squares.

The marks are still drawn in the painter's back-to-front pass, so a column in front
covers them as before.  Faded squares (the height slice) and painters that rotate
are drawn directly.  The pictures are the scene's own (a few hundred of a few KB,
at most :data:`KEPT_BYTES`) and go with it.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

#: Memory for the marks' pictures of one board (bytes): the least recently used go.
KEPT_BYTES = 16 * 1024 * 1024
#: Where a picture is copied: device pixels (one transform, not one made per copy).
_IDENTITY = QTransform()


class Sprites:
    """Marks' pictures for one board, keyed by the caller's key and the device."""

    def __init__(self) -> None:
        self._kept: OrderedDict[tuple[Hashable, ...], QPixmap] = OrderedDict()
        self._bytes = 0
        #: Pictures painted so far (the tests count them).
        self.made = 0

    def clear(self) -> None:
        self._kept.clear()
        self._bytes = 0

    def draw(self, painter: QPainter, key: Hashable, rect: QRectF,
             paint: Callable[[QPainter], None], grid: int = 0) -> None:
        """Draw what ``paint`` draws inside ``rect`` (item coordinates), from a picture.

        ``key`` must name everything the look depends on; ``paint`` must stay inside
        ``rect`` and may leave pen, brush and font changed (it gets its own painter).
        With ``grid``, the picture is drawn half of ``1/grid`` pixel off at most, shared by
        every place with the same sub-pixel offset on that grid: ``key`` then names the
        look without the place (it is the same shape moved), and ``paint`` is moved
        to the grid.
        """
        device = painter.device()
        t = painter.worldTransform()
        # (isRotating: any transform past a scale, as t.type() > TxScale, without the enum)
        if device is None or painter.opacity() != 1.0 or t.isRotating():
            paint(painter)
            return
        box = t.mapRect(rect)
        left, top = box.left(), box.top()
        ox, oy = math.floor(left), math.floor(top)
        dpr = device.devicePixelRatioF()
        hints = painter.renderHints()
        m11, m22 = t.m11(), t.m22()
        dx, dy = t.dx() - ox, t.dy() - oy  # where the item's origin falls in the picture
        if grid:
            fx, fy = left - ox, top - oy
            qx, qy = round(fx * grid) / grid, round(fy * grid) / grid
            dx, dy = dx + qx - fx, dy + qy - fy
            width, height = box.width(), box.height()
            right, bottom = qx + width + 1, qy + height + 1
            full: tuple[Hashable, ...] = (key, round(m11, 5), round(m22, 5), qx, qy,
                                          round(width, 3), round(height, 3),
                                          dpr, int(hints.value))
        else:
            right, bottom = box.right() - ox, box.bottom() - oy
            full = (key, round(m11, 5), round(m22, 5), round(dx, 3), round(dy, 3),
                    dpr, int(hints.value))
        pix = self._kept.get(full)
        if pix is None:
            pix = QPixmap(max(1, math.ceil((right + 1) * dpr)),
                          max(1, math.ceil((bottom + 1) * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(Qt.GlobalColor.transparent)
            inner = QPainter(pix)
            inner.setRenderHints(hints)
            inner.setWorldTransform(QTransform(m11, 0.0, 0.0, m22, dx, dy))
            paint(inner)
            inner.end()
            self.made += 1
            self._kept[full] = pix
            self._bytes += pix.width() * pix.height() * 4
            while self._bytes > KEPT_BYTES and len(self._kept) > 1:
                old = self._kept.popitem(last=False)[1]
                self._bytes -= old.width() * old.height() * 4
        else:
            self._kept.move_to_end(full)
        painter.setWorldTransform(_IDENTITY)
        painter.drawPixmap(ox, oy, pix)
        painter.setWorldTransform(t)


__all__ = ["KEPT_BYTES", "Sprites"]
