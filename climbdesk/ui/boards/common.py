"""Pieces the board scenes share: callback-painted items and the fading announcement.

A board draws with a few :class:`Painter` items (one per layer, each asking a
callback of the scene's painter), and announces what just happened in big
letters with an :class:`OverlayItem` that an :class:`Announcer` fades in and out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QRectF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from climbdesk.ui.boards.base import BoardScene


class Painter(QGraphicsItem):
    """An item that asks a callback to paint it; the scene hit-tests by geometry."""

    def __init__(self, rect: QRectF, paint_fn: Callable[[QPainter], None], z: float) -> None:
        super().__init__()
        self._rect = rect
        self._paint_fn = paint_fn
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_rect(self, rect: QRectF) -> None:
        """Grow or shrink with the board (Climbers' mountain changes size as it turns)."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        self._paint_fn(painter)


class OverlayItem(QGraphicsObject):
    """The big transient announcement over a board; each board paints its own.

    Its opacity is driven by an :class:`Announcer`; it never takes the mouse, so
    nobody has to dismiss it and play can go on underneath.
    """

    def __init__(self, rect: QRectF, z: float) -> None:
        super().__init__()
        self._rect = rect
        self.text = ""
        self.colour = QColor("#000000")
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return self._rect

    def clear(self) -> None:
        """Forget what was announced (subclasses also drop their extras)."""
        self.text = ""

    def unchanged(self) -> bool:
        """Whether the picture Qt keeps of the shown banner is what it would show now, so
        an announcement made again need not repaint it (a board that tracks it says so)."""
        return False

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Subclasses draw ``text`` in ``colour``."""


class Announcer(QObject):
    """Shows a scene's overlay for a moment: it fades in and out at the scene's
    animation speed, or simply disappears after a while when animations are off.

    ``hidden`` is emitted when it goes, so a board can drop what it kept in view
    only for the announcement (the busting roll).
    """

    hidden = Signal()

    def __init__(self, scene: BoardScene[Any], overlay: OverlayItem) -> None:
        super().__init__(scene)
        self.scene_ = scene
        self.overlay = overlay
        self._anim: QVariantAnimation | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    def show(self, text: str, colour: QColor, ms: int) -> None:
        """Put ``text`` up for ``ms`` (at speed 1); the overlay's extras are set by the caller."""
        if self._anim is not None:
            self._anim.stop()
            self._anim = None
        overlay = self.overlay
        overlay.text = text
        overlay.colour = QColor(colour)
        kept = overlay.unchanged()
        overlay.setOpacity(1.0)
        overlay.setVisible(True)
        if not kept:
            overlay.update()
        speed = self.scene_.animation_speed
        if speed <= 0:
            self._timer.start(ms)
            return
        self._timer.stop()
        anim = animation(self, ms, overlay.setOpacity, speed=speed, done=self.hide,
                         keys=((0.0, 0.0), (0.1, 1.0), (0.75, 1.0), (1.0, 0.0)))
        self._anim = anim
        anim.start()

    def hide(self) -> None:
        self._anim = None
        self.overlay.setVisible(False)
        self.overlay.clear()
        self.hidden.emit()


__all__ = ["Announcer", "OverlayItem", "Painter", "animation", "format_percent",
           "release_animation"]


def animation(owner: QObject, ms: float, step: Callable[[float], None], *,
              speed: float = 1.0, done: Callable[[], None] | None = None,
              easing: QEasingCurve.Type = QEasingCurve.Type.Linear,
              keys: Sequence[tuple[float, float]] = ((0.0, 0.0), (1.0, 1.0)),
              ) -> QVariantAnimation:
    """A value animation every board movement uses: ``step`` gets the value (a float,
    0 to 1 unless ``keys`` say otherwise) for ``ms`` at the scene's ``speed`` (2: twice
    as fast; 0 or less: one millisecond, for callers that finish at once), then ``done``
    runs.  It is returned unstarted, so the caller can keep it (to end it with
    :func:`release_animation`) and paint its first frame before it runs.
    """
    anim = QVariantAnimation(owner)
    for at, value in keys:
        anim.setKeyValueAt(at, float(value))
    anim.setDuration(max(1, int(ms / speed)) if speed > 0 else 1)
    anim.setEasingCurve(easing)
    anim.valueChanged.connect(lambda value: step(float(value)))
    if done is not None:
        anim.finished.connect(done)
    return anim


def release_animation(anim: QAbstractAnimation | None) -> bool:
    """Stop ``anim`` if it runs, cut it from its slots and free it; False if there was none.

    Every board ends its animations this way (the next position, a click, closing), so
    a finished animation can never call back into a board that has moved on.
    """
    if anim is None:
        return False
    anim.finished.disconnect()
    if anim.state() == QAbstractAnimation.State.Running:
        anim.stop()
    anim.deleteLater()
    return True


def format_percent(chance: float) -> str:
    """A probability as the boards show it, e.g. ``24.3%``."""
    return f"{chance * 100:.1f}%"
