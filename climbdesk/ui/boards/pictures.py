"""Pictures of board parts, painted once and copied afterwards.

Antialiased paths and rounded rectangles are what repainting a board costs
(a Stairs stack about 0.7 ms, a Can't Stop column about 1 ms offscreen).  Most
parts look the same move after move, or come back to a look they had, so a
board paints a part through :func:`draw_cached` with a key naming everything its
look depends on: the first time the part is painted into a pixmap in device
pixels (at the part's exact sub-pixel offset, so the copy matches direct
painting), afterwards that pixmap is copied.

The cache is keyed by the caller's key plus the painter's scale, offset, device
pixel ratio and font, and keeps the most recently used pictures (up to
:data:`KEPT_BYTES`).  Painters
that rotate or shear (a turned view) paint directly.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform

#: Memory for pictures (bytes): plenty for every look a game shows at one zoom (a
#: Stairs game needs a few MB); the least recently used go first.
KEPT_BYTES = 64 * 1024 * 1024

_PICTURES: OrderedDict[tuple[Hashable, ...], QPixmap] = OrderedDict()
_kept_bytes = 0


def draw_cached(painter: QPainter, key: Hashable, rect: QRectF,
                paint: Callable[[QPainter], None]) -> None:
    """Paint what ``paint`` draws inside ``rect`` (item coordinates) from the cache.

    ``key`` must change whenever the picture would: state shown, theme, names…
    ``paint`` must stay inside ``rect`` and leave the painter as it found it
    apart from pen, brush, font and render hints.
    """
    global _kept_bytes
    device = painter.device()
    t = painter.worldTransform()
    if device is None or t.type().value > QTransform.TransformationType.TxScale.value:
        paint(painter)
        return
    box = t.mapRect(rect)
    ox, oy = math.floor(box.left()), math.floor(box.top())
    dpr = device.devicePixelRatioF()
    full = (key, round(t.m11(), 5), round(t.m22(), 5), round(t.dx() - ox, 3),
            round(t.dy() - oy, 3), dpr, painter.font().key(), int(painter.renderHints().value))
    pix = _PICTURES.get(full)
    if pix is None:
        pix = QPixmap(max(1, math.ceil((box.right() - ox + 1) * dpr)),
                      max(1, math.ceil((box.bottom() - oy + 1) * dpr)))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        inner = QPainter(pix)
        inner.setRenderHints(painter.renderHints())
        inner.setFont(painter.font())
        inner.setWorldTransform(QTransform(t.m11(), 0.0, 0.0, t.m22(), t.dx() - ox, t.dy() - oy))
        paint(inner)
        inner.end()
        _PICTURES[full] = pix
        _kept_bytes += _size(pix)
        while _kept_bytes > KEPT_BYTES and len(_PICTURES) > 1:
            _kept_bytes -= _size(_PICTURES.popitem(last=False)[1])
    else:
        _PICTURES.move_to_end(full)
    painter.save()
    painter.setWorldTransform(QTransform())
    painter.drawPixmap(QPointF(ox, oy), pix)
    painter.restore()


def _size(pix: QPixmap) -> int:
    return pix.width() * pix.height() * 4


def cached_pictures() -> int:
    """How many pictures are kept (for tests)."""
    return len(_PICTURES)


def clear() -> None:
    """Forget every picture (tests compare cached drawing with fresh drawing)."""
    global _kept_bytes
    _PICTURES.clear()
    _kept_bytes = 0
