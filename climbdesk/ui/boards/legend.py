"""Board legends: what the rings, hatching and dashed marks on a board mean.

Each board lists its marks as :class:`LegendEntry` values (a small painting of
the mark and a sentence); the view draws them as an overlay in a corner of the
viewport, on demand (key L, or the Move menu), so it never covers the play
area for good.  The panel uses the application's palette (readable in light
and dark themes) and paints each mark on a tile of the board's own background,
so the mark looks as it does on the board.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPalette, QPen

SWATCH = QSize(44, 30)   # pixels of each mark's tile
PAD = 10
GAP = 6
MAX_TEXT = 300           # text column width before it wraps


@dataclasses.dataclass(frozen=True)
class LegendEntry:
    """One mark: ``paint(painter, tile)`` draws it inside ``tile``; ``text`` says what it means."""

    paint: Callable[[QPainter, QRectF], None]
    text: str


def _title() -> str:
    return QCoreApplication.translate("BoardLegend", "Legend")


def _footer() -> str:
    return QCoreApplication.translate("BoardLegend", "L hides the legend")


def legend_size(entries: Sequence[LegendEntry], font: QFont) -> QSize:
    """The panel's size in pixels for ``entries`` drawn in ``font``."""
    fm = QFontMetrics(font)
    width = max([fm.horizontalAdvance(_footer()), fm.horizontalAdvance(_title()) + 10]
                + [min(MAX_TEXT, fm.horizontalAdvance(e.text)) + SWATCH.width() + GAP
                   for e in entries])
    height = fm.height() + GAP
    for e in entries:
        height += max(SWATCH.height(), _text_height(fm, e.text)) + GAP
    height += fm.height()
    return QSize(int(width) + 2 * PAD, int(height) + 2 * PAD)


def _text_height(fm: QFontMetrics, text: str) -> int:
    return fm.boundingRect(0, 0, MAX_TEXT, 1000, Qt.TextFlag.TextWordWrap, text).height()


def paint_legend(painter: QPainter, box: QRectF, entries: Sequence[LegendEntry],
                 palette: QPalette, tile: QColor, font: QFont) -> None:
    """Draw the panel in ``box`` (viewport pixels) with the window's ``palette``;
    each mark sits on a ``tile`` of the board's background colour."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    back = QColor(palette.color(QPalette.ColorRole.Window))
    back.setAlphaF(0.95)
    ink = palette.color(QPalette.ColorRole.WindowText)
    painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1.2))
    painter.setBrush(back)
    painter.drawRoundedRect(box, 8, 8)
    fm = QFontMetrics(font)
    bold = QFont(font)
    bold.setBold(True)
    x, y = box.left() + PAD, box.top() + PAD
    painter.setFont(bold)
    painter.setPen(ink)
    painter.drawText(QRectF(x, y, box.width() - 2 * PAD, fm.height()),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _title())
    y += fm.height() + GAP
    painter.setFont(font)
    for e in entries:
        th = _text_height(fm, e.text)
        row = max(SWATCH.height(), th)
        swatch = QRectF(x, y + (row - SWATCH.height()) / 2, SWATCH.width(), SWATCH.height())
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1.0))
        painter.setBrush(tile)
        painter.drawRoundedRect(swatch, 4, 4)
        painter.save()
        painter.setClipRect(swatch)
        e.paint(painter, swatch)
        painter.restore()
        painter.setFont(font)
        painter.setPen(ink)
        tx = x + SWATCH.width() + GAP
        painter.drawText(QRectF(tx, y + (row - th) / 2, box.right() - PAD - tx, th),
                         Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap, e.text)
        y += row + GAP
    muted = QColor(ink)
    muted.setAlphaF(0.7)
    painter.setPen(muted)
    painter.drawText(QRectF(x, y, box.width() - 2 * PAD, fm.height()),
                     Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, _footer())
    painter.restore()


__all__ = ["LegendEntry", "legend_size", "paint_legend"]
