"""Issue 17, dice9: what a shown Climb On! or Can't Stop move no longer paints anew, counted.

* A Climb On! die's ring is a kept picture of its own, under the body: one ring serves
  every team's die of that kind and size, and a die with its ring is the die painted
  whole.
* A number's halo is stroked once per text and size, whatever the team.
Nothing here is timed.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter

from climbdesk.ui.boards import pictures
from climbdesk.ui.boards.summit import dice
from climbdesk.ui.boards.summit.items import Palette
from climbdesk.ui.theme import BoardTheme

from .board_helpers import worst_channel


def _image(width: int = 240, height: int = 90, dpr: float = 1.0) -> QImage:
    image = QImage(int(width * dpr), int(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor("#ffffff"))
    return image


def _painter(image: QImage) -> QPainter:
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.TextAntialiasing)
    return painter


def test_a_ring_is_one_picture_for_every_team(qtbot) -> None:
    pal = Palette(BoardTheme())
    pictures.clear()
    image = _image()
    painter = _painter(image)
    for seat in range(3):
        dice.paint_die(painter, pal, seat, 12, QPointF(40 + 70 * seat, 45), 40.0, "5",
                       ring=pal.selection)
    painter.end()
    # Three bodies and three numbers (team colours), one ring.
    assert pictures.cached_pictures() == 3 + 3 + 1
    painter = _painter(image)
    dice.paint_die(painter, pal, 0, 12, QPointF(40, 45), 40.0, "5", ring=pal.danger,
                   dashed_ring=True)
    painter.end()
    assert pictures.cached_pictures() == 3 + 3 + 2  # another ring alone is new


def test_a_die_with_its_ring_in_pictures_is_the_die_painted_whole(qtbot) -> None:
    # Dark, not colour-blind: a hatching pattern starts at the device's origin, so a
    # picture's hatching is never in phase with a die painted in place (paint7).
    pal = Palette(BoardTheme.make(True, False))
    for dpr in (1.0, 2.0):
        for sides in (4, 6, 8, 10, 12, 20):
            pictures.clear()
            kept, whole = _image(dpr=dpr), _image(dpr=dpr)
            painter = _painter(kept)
            dice.paint_die(painter, pal, 1, sides, QPointF(45, 45), 40.0, "17",
                           ring=pal.selection)
            dice.paint_die(painter, pal, 2, sides, QPointF(140, 45), 40.0, "3",
                           ring=pal.danger, dashed_ring=True)
            painter.end()
            painter = _painter(whole)
            dice._paint_die_now(painter, pal, 1, sides, QPointF(45, 45), 40.0, "17",
                                alpha=1.0, ghost=False, ring=pal.selection, dashed_ring=False)
            dice._paint_die_now(painter, pal, 2, sides, QPointF(140, 45), 40.0, "3",
                                alpha=1.0, ghost=False, ring=pal.danger, dashed_ring=True)
            painter.end()
            assert worst_channel(kept, whole) <= 2, (dpr, sides)


def test_a_number_s_halo_is_stroked_once_per_text_and_size(qtbot) -> None:
    pal = Palette(BoardTheme())
    dice._HALOS.clear()
    pictures.clear()
    image = _image()
    painter = _painter(image)
    for seat in range(4):
        dice.paint_die(painter, pal, seat, 20, QPointF(30 + 55 * seat, 45), 40.0, "18")
    dice.paint_die(painter, pal, 0, 20, QPointF(30, 45), 76.0, "18")
    painter.end()
    assert len(dice._HALOS) == 2  # "18" at two sizes, not once a team
