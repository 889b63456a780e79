"""Issue 17: a closed game's board pictures are dropped from the picture cache.

A Climbers table's pictures belong to its one generated mountain; kept, they
filled the whole 64 MB cache within about ten games and were never used again.
Counted, not measured in bytes or seconds.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

from climbdesk.core.registry import get_game
from climbdesk.ui.boards import pictures

from .app_helpers import dialogs, humans, window  # noqa: F401


def test_closing_a_game_releases_its_pictures(window, qtbot) -> None:
    page = window.game_page
    window.start_new(get_game("climbers"), humans(), {})
    first = page.pictures_session
    window.grab()  # paint the board: its parts go into the cache
    assert first and pictures.cached_pictures(first) > 0
    window.start_new(get_game("climbers"), humans(), {})  # Play again: the first is closed
    assert pictures.cached_pictures(first) == 0
    second = page.pictures_session
    assert second != first
    window.grab()
    assert pictures.cached_pictures(second) > 0
    page.detach()
    assert pictures.cached_pictures(second) == 0


def test_a_picture_used_again_by_the_next_game_stays(qtbot) -> None:
    """Dropping goes by last use: what the next game painted too is kept for it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    image = QImage(40, 40, QImage.Format.Format_ARGB32_Premultiplied)

    def paint_once() -> None:
        painter = QPainter(image)
        pictures.draw_cached(painter, ("test-part",), QRectF(0, 0, 20, 20),
                             lambda p: p.drawRect(QRectF(2, 2, 10, 10)))
        painter.end()

    pictures.clear()
    old = pictures.begin_session()
    paint_once()
    new = pictures.begin_session()
    paint_once()  # the same look in the next game: copied, now the new game's
    assert pictures.end_session(old) == 0 and pictures.cached_pictures() == 1
    assert pictures.end_session(new) == 1 and pictures.cached_pictures() == 0
