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
    second = page.pictures_session
    assert second != first
    window.grab()
    # Once the new board has been painted (it copied what it could), the rest go.
    qtbot.waitUntil(lambda: pictures.cached_pictures(first) == 0, timeout=20000)
    assert pictures.cached_pictures(second) > 0
    page.detach()
    assert pictures.cached_pictures(second) == 0


def test_the_next_game_of_the_same_kind_copies_the_looks_it_shares(window, qtbot) -> None:
    """Play again: the new board's first paint copies the closed game's pictures of the
    looks both show (they were dropped first, and all painted again: Climb On!, whose
    looks' keys carry nothing of the game, about 60 ms); a game of another kind drops
    the closed game's pictures at once."""
    page = window.game_page
    window.start_new(get_game("summit"), humans(), {})
    first = page.pictures_session
    window.grab()
    shown = pictures.cached_pictures(first)
    assert shown > 5
    window.start_new(get_game("summit"), humans(), {})
    before = pictures.cached_pictures()
    window.grab()
    painted = pictures.cached_pictures() - before  # new pictures the first paint made
    second = pictures.cached_pictures(page.pictures_session)
    assert second >= shown // 2 and painted <= second // 4, (painted, second, shown)
    qtbot.waitUntil(lambda: pictures.cached_pictures(first) == 0, timeout=20000)
    window.start_new(get_game("cantstop"), humans(), {})  # another game: dropped now
    assert pictures.cached_pictures(second) == 0 or not second


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
