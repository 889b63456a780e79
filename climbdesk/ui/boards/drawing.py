"""The small colour and font helpers every board paints with, written once.

``luma`` is how light a colour *looks* (Rec. 709 weights on the stored,
gamma-encoded channels): the boards use it to pick a light or dark ink and a
lighter or darker shade.  It is not the WCAG relative luminance of
:mod:`climbdesk.ui.contrast`, which linearises the channels first and is what
the contrast tests measure; switching the boards to it would move the ink on
about a dozen theme colours (Can't Stop's Roll label among them), so the
boards keep the look they were tuned with and the contrast tests keep theirs.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPainter

INK_LIGHT = "#ffffff"
INK_DARK = "#1a1a1a"


def luma(colour: QColor) -> float:
    """How light ``colour`` looks, 0 (black) to 1 (white)."""
    return 0.2126 * colour.redF() + 0.7152 * colour.greenF() + 0.0722 * colour.blueF()


def ink_on(fill: QColor, threshold: float = 0.55) -> QColor:
    """White text on a fill darker than ``threshold`` (see :func:`luma`), else near-black."""
    return QColor(INK_LIGHT if luma(fill) < threshold else INK_DARK)


def with_alpha(colour: QColor | str, alpha: float) -> QColor:
    """``colour`` at opacity ``alpha`` (clamped to 0–1)."""
    out = QColor(colour)
    out.setAlphaF(max(0.0, min(1.0, alpha)))
    return out


def bold_font(painter: QPainter, pixels: float, bold: bool = True) -> QFont:
    """The painter's font at ``pixels`` high (at least 1), bold unless told otherwise."""
    font = QFont(painter.font())
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    return font


__all__ = ["INK_DARK", "INK_LIGHT", "bold_font", "ink_on", "luma", "with_alpha"]
