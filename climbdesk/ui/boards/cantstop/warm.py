"""Can't Stop's dice painted ahead, while the window is idle (issue 17, dice9).

The tray's dice are kept pictures, one per look whatever the slot (see
:func:`~climbdesk.ui.boards.cantstop.items.paint_die_kept`); a game shows its six
faces, plain or picked, within its first rolls, and each new one cost 0.4–0.7 ms in
the move that first showed it.  :class:`~climbdesk.ui.boards.ahead.PaintAhead`
paints them in the idle turns after the board's paint, with the chips' sums (2 to
12, usable or struck out: see ``ControlsPainter.put_sum``): 37 pictures, about 10 ms
once per game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF

from climbdesk.ui.boards.ahead import Job, PaintAhead
from climbdesk.ui.boards.cantstop import items
from climbdesk.ui.boards.cantstop.items import CHIP_H, Palette
from climbdesk.ui.boards.drawing import bold_font
from climbdesk.ui.boards.pictures import Copies, plain_font

if TYPE_CHECKING:
    from PySide6.QtGui import QColor, QPainter

    from climbdesk.ui.boards.cantstop.controls import ControlsPainter
    from climbdesk.ui.boards.cantstop.scene import CantStopBoardScene


def painter_ahead(scene: CantStopBoardScene) -> PaintAhead:
    """The scene's painter of the dice ahead (see :mod:`climbdesk.ui.boards.ahead`)."""
    return PaintAhead(scene, lambda: items.shown[0], lambda: scene.palette_.theme,
                      lambda: _list(scene.palette_, scene.controls))


def _list(pal: Palette, controls: ControlsPainter) -> list[Job]:
    """The chips' sums, each face picked and plain, the empty slot (worked from the
    end: plain faces first)."""
    def sum_(text: str, ok: bool) -> Job:
        def job(painter: QPainter) -> None:
            painter.setFont(bold_font(painter, 27))
            width = painter.fontMetrics().horizontalAdvance(text)
            copies = Copies(painter, plain_font(painter))
            controls.put_sum(copies, text, ok, QRectF(0.0, 0.0, width, CHIP_H))
            copies.end()
        return job

    def die(value: int, ring: QColor | None) -> Job:
        rect = items.die_rect(0)
        return lambda p: items.paint_die_kept(p, pal, rect.translated(-rect.center()), value,
                                              ring=ring)

    jobs = [sum_(text, ok) for ok in (False, True)
            for text in ("+", *(str(total) for total in range(12, 1, -1)))]
    jobs += [die(value, pal.selection) for value in range(6, 0, -1)]
    jobs += [die(value, None) for value in range(6, -1, -1)]
    return jobs


__all__ = ["painter_ahead"]
