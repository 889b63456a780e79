"""The board's last whole paint from each side, kept to turn back to (issue 17).

Why: a quarter turn re-projects the whole mountain, a full repaint of some 15-20 ms
of antialiased polygons; players turn back and forth (Q, E) to look round the
mountain before they move, and each turn back repainted a side they had just seen.
So a whole paint of the board (not a partial one) is drawn into a pixmap of the
device first and copied to the screen, and the last one of each side is kept with
the *look* it showed: everything the painter reads.  When the view comes back to a
side whose look is unchanged, the kept pixmap is copied and nothing is painted.

The pixmap starts filled with the scene's background, as the view fills the viewport
before it paints the board (the lowest item), so the copy carries the same pixels.
Not kept: partial repaints (an animation frame, a bot's step), painters that rotate,
an animation or a drag under way.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QPainter, QPixmap, QTransform

from climbdesk.ui.boards.climbers.coordinates import axis_name

if TYPE_CHECKING:
    from climbdesk.ui.boards.climbers.scene import ClimbersBoardScene

# Memory for the kept paints (bytes): four sides of a 1280x800 window easily, fewer
# of a large screen (the least recently shown side goes first).
KEPT_BYTES = 48 * 1024 * 1024


class ViewPictures:
    """One kept whole paint per side of ``scene``'s board (and the map)."""

    def __init__(self, scene: ClimbersBoardScene) -> None:
        self.scene = scene
        self._kept: OrderedDict[Hashable, tuple[Hashable, QPixmap]] = OrderedDict()
        # Whole paints copied from a kept picture (the tests count them).
        self.copied = 0

    def clear(self) -> None:
        self._kept.clear()

    def look(self) -> Hashable | None:
        """Everything a whole paint of the board is drawn from; None: not to be kept."""
        scene = self.scene
        motion = scene.motion
        if motion.running() or motion.shown_state() is not None or scene.drag.active:
            return None
        state = scene.state
        proj = scene.proj
        chooser = scene.chooser
        ladders = chooser.hovered_move() if chooser is not None and chooser.isVisible() \
            else None
        # The texts drawn on the board follow the language: two of them stand for it.
        language = (axis_name(0), QCoreApplication.translate(
            "ClimbersBoard", "Shift %1: pick an arrow"))
        # What the engine reports of the climbers, asked afresh: a position is shown
        # with a new set_position (scene._indexed), this guards one changed in place.
        climbers = () if state is None else (
            tuple(state.pos), tuple(state.height(s) for s in range(len(state.pos))),
            tuple(state.disk), state.held)
        return (id(state), scene._indexed, state.phase if state is not None else "", climbers,
                proj.turns, proj.flat, proj.headroom, scene.map_view, scene.sceneRect(),
                scene.theme, scene.slice_level, scene.interactive, scene.accepts_input(),
                scene.picked, scene.hover, scene.cursor, scene.cursor_visible, scene.hint,
                scene.orient, tuple(scene.seat_names), ladders, language)

    def _full(self, painter: QPainter) -> Hashable | None:
        """The look of a whole paint through ``painter`` (None: not to be kept)."""
        device = painter.device()
        t = painter.worldTransform()
        look = self.look()
        if device is None or look is None \
                or t.type().value > QTransform.TransformationType.TxScale.value:
            return None
        return (look, t.m11(), t.m22(), t.dx(), t.dy(), device.width(), device.height(),
                device.devicePixelRatioF(), painter.font().key())

    def kept_as_now(self, painter: QPainter) -> bool:
        """Whether a whole paint through ``painter`` would copy a kept picture."""
        full = self._full(painter)
        kept = self._kept.get((self.scene.proj.turns, self.scene.map_view))
        return full is not None and kept is not None and kept[0] == full

    def paint(self, painter: QPainter, paint: Callable[[QPainter], None]) -> None:
        """A whole paint of the board: copied when this side's kept look is the same,
        else painted into a new picture of the device, kept and copied."""
        device = painter.device()
        t = painter.worldTransform()
        full = self._full(painter)
        if device is None or full is None:
            paint(painter)
            return
        dpr = device.devicePixelRatioF()
        side = (self.scene.proj.turns, self.scene.map_view)
        kept = self._kept.get(side)
        if kept is not None and kept[0] == full:
            self.copied += 1
            pix = kept[1]
            self._kept.move_to_end(side)
        else:
            pix = QPixmap(max(1, round(device.width() * dpr)), max(1, round(device.height() * dpr)))
            pix.setDevicePixelRatio(dpr)
            pix.fill(self.scene.backgroundBrush().color())
            inner = QPainter(pix)
            inner.setRenderHints(painter.renderHints())
            inner.setFont(painter.font())
            inner.setWorldTransform(t)
            paint(inner)
            inner.end()
            self._kept[side] = (full, pix)
            self._kept.move_to_end(side)
            while len(self._kept) > 1 and sum(
                    p.width() * p.height() * 4 for _look, p in self._kept.values()) > KEPT_BYTES:
                self._kept.popitem(last=False)
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.drawPixmap(QPointF(0, 0), pix)
        painter.restore()


__all__ = ["KEPT_BYTES", "ViewPictures"]
