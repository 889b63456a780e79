"""How a seat's colour is shown outside the board (player panel, New Game dialog).

One painter for every swatch, so they all show the colour the board draws and
stay visible on any panel: a disc in the piece colour alone vanishes when it is
as dark (or as light) as the panel behind it — the colour-blind palette's black
piece on the dark theme did.  The outline is therefore drawn in the palette's
text colour, which every theme keeps readable on its own backgrounds, with a
thin ring of the piece's own darker shade inside it for definition.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPalette, QPen


def paint_swatch(painter: QPainter, rect: QRectF, colour: QColor, palette: QPalette,
                 *, round_disc: bool = True, enabled: bool = True) -> None:
    """Fill ``rect`` with ``colour`` and outline it so it shows on ``palette``'s panels."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    group = QPalette.ColorGroup.Active if enabled else QPalette.ColorGroup.Disabled
    outline = QColor(palette.color(group, QPalette.ColorRole.WindowText))
    outer = rect.adjusted(1, 1, -1, -1)
    inner = rect.adjusted(2.5, 2.5, -2.5, -2.5)
    radius = min(rect.width(), rect.height()) / 2 if round_disc else 4.0
    painter.setPen(QPen(outline, 1.5))
    painter.setBrush(colour)
    _shape(painter, outer, radius, round_disc)
    painter.setPen(QPen(colour.darker(140), 1.0))
    painter.setBrush(colour)
    _shape(painter, inner, max(radius - 1.5, 0.0), round_disc)
    painter.restore()


def _shape(painter: QPainter, rect: QRectF, radius: float, round_disc: bool) -> None:
    if round_disc:
        painter.drawEllipse(rect)
    else:
        painter.drawRoundedRect(rect, radius, radius)
