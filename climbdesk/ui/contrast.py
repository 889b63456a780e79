"""WCAG 2.1 contrast, computed from the colours the themes declare.

Text needs 4.5:1 against what it is drawn on, essential graphics (pieces,
borders of controls, rings that carry meaning) 3:1.  The themes are data, so a
test can check every pair for every theme and palette, and a future colour
change cannot quietly undo it.

>>> round(ratio("#000000", "#ffffff"), 1)
21.0
>>> ratio("#777777", "#777777")
1.0
"""

from __future__ import annotations

TEXT = 4.5
GRAPHICS = 3.0


def _channel(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """Relative luminance of ``#rrggbb`` (or ``#aarrggbb``, alpha ignored)."""
    hexes = colour.lstrip("#")[-6:]
    r, g, b = (int(hexes[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def ratio(a: str, b: str) -> float:
    """Contrast ratio of two colours, 1 (none) to 21 (black on white)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def best_of(on: str, *candidates: str) -> str:
    """The candidate that stands out most against ``on`` (e.g. text on a seat colour)."""
    return max(candidates, key=lambda c: ratio(c, on))
