"""The docs' screenshots put a dialog in the middle of the window at any scale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QPixmap

from climbdesk.ui.dev.screenshots import _compose, dialog_rect


def _pix(width: int, height: int, dpr: float, colour: str) -> QPixmap:
    pix = QPixmap(round(width * dpr), round(height * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(QColor(colour))
    return pix


def _box_of(image_pix: QPixmap, colour: str) -> QRect:
    """The device-pixel bounding box of every pixel of exactly ``colour``."""
    image = image_pix.toImage()
    want = QColor(colour).rgb()
    xs, ys = [], []
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixel(x, y) == want:
                xs.append(x)
                ys.append(y)
    assert xs, "the dialog is not in the picture"
    return QRect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_dialog_is_centred_at_every_pixel_ratio(qapp, dpr: float) -> None:  # type: ignore[no-untyped-def]
    window = _pix(200, 120, dpr, "#204060")
    dialog = _pix(60, 40, dpr, "#ff00ff")
    assert dialog_rect(window, dialog).getRect() == (70.0, 40.0, 60.0, 40.0)
    shot = _compose(window, dialog)
    assert shot.devicePixelRatio() == dpr
    assert (shot.width(), shot.height()) == (window.width(), window.height())
    box = _box_of(shot, "#ff00ff")
    # The whole dialog, unscaled, with equal margins left/right and top/bottom.
    assert (box.width(), box.height()) == (dialog.width(), dialog.height())
    assert abs(box.left() - (shot.width() - box.right() - 1)) <= 1
    assert abs(box.top() - (shot.height() - box.bottom() - 1)) <= 1
