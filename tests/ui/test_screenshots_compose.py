"""The docs' screenshots put a dialog in the middle of the window at any scale."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QPixmap

from climbdesk.ui.dev.screenshots import SIZE, _compose, dialog_rect, window_size


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


def test_a_picture_waits_until_the_window_has_settled(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """crash12: two ``make screenshots`` runs on the same code differed (the last move's
    piece in mid-flight, the move list before its scroll followed, as the load had it).
    A picture is taken once two grabs a settle apart are the same: here a label that
    changes over the first three settles is taken as it ends."""
    from PySide6.QtWidgets import QLabel

    from climbdesk.ui.dev import screenshots

    label = QLabel("0")
    label.resize(120, 40)
    qtbot.addWidget(label)
    label.show()
    settles = [0]

    def settle(_ms: int = 100) -> None:  # a step of the window's own work per settle
        settles[0] += 1
        if settles[0] <= 3:
            label.setText(str(settles[0]))
        label.repaint()

    monkeypatch.setattr(screenshots, "settle", settle)
    shot = screenshots.settled_grab(label).toImage()
    assert label.text() == "3"
    assert shot == label.grab().toImage()
    assert settles[0] <= 6  # it stops as soon as the picture holds


def test_the_screenshots_take_a_size_for_the_large_screen_check() -> None:
    args = ["out", "de", "--size", "1920x1080", "dark"]
    assert window_size(args) == (1920, 1080)
    assert args == ["out", "de", "dark"], "the other arguments keep their places"
    assert window_size(["out"]) == SIZE == (1280, 800)
    for bad in (["--size"], ["--size", "big"], ["--size", "10x10"]):
        with pytest.raises(SystemExit):
            window_size(bad)
