"""At the smallest window (640×480) the game-over banner shows all of its words and
buttons (issue 17: "Ann wi…", a reason cut to three lines, "New game…" cut)."""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from climbdesk.core.record import Seat
from climbdesk.ui.main_window import MINIMUM_SIZE, MainWindow

from .app_helpers import dialogs, stairs, window  # noqa: F401


def clipped(label: QLabel) -> bool:
    if label.wordWrap():
        return label.heightForWidth(label.width()) > label.height()
    return label.fontMetrics().horizontalAdvance(label.text()) > label.width()


def test_the_game_over_banner_fits_the_smallest_window(window: MainWindow, qtbot) -> None:
    window.resize(*MINIMUM_SIZE)
    window.start_new(stairs(), [Seat("Annabelle"), Seat("Bartholomew")], {})
    window.controller.resign(0)
    banner = window.game_page.banner
    qtbot.waitUntil(banner.isVisible, timeout=20000)
    qtbot.wait(50)  # the layout settles
    assert window.width() <= MINIMUM_SIZE[0] + 1
    assert not clipped(banner.headline) and not clipped(banner.reason), \
        (banner.headline.text(), banner.reason.text())
    for button in (banner.again_button, banner.new_button, banner.back_button):
        assert button.width() >= button.sizeHint().width(), button.text()
        assert banner.rect().contains(button.geometry()), button.text()


def test_a_wide_window_keeps_the_banner_on_one_row(window: MainWindow, qtbot) -> None:
    window.start_new(stairs(), [Seat("Ann"), Seat("Ben")], {})
    window.controller.resign(0)
    banner = window.game_page.banner
    qtbot.waitUntil(banner.isVisible, timeout=20000)
    qtbot.wait(50)
    assert banner.again_button.geometry().top() < banner.reason.geometry().bottom()

