"""The view every board is shown in, with a camera: zoom, pan, fit and quarter turns.

By default the board fits the view at any window size ("fit" mode).  Zooming
(wheel, Ctrl++ / Ctrl+-) or panning leaves fit mode; F (or Ctrl+0) returns to
it.  Panning is a drag on empty space (a press the board does not take), a
middle-button drag anywhere, or Shift+arrows, so the plain arrows stay the
board's cursor keys.  Q/E turn the board by 90° when its scene allows it
(``BoardScene.allows_rotation``).  A press the view turns into a pan is taken
back from the scene (``abort_press``), so panning never becomes a move.
"""

from __future__ import annotations

import math
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QKeyEvent,
    QKeySequence,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QApplication, QGraphicsView, QWidget

from climbdesk.ui.boards.base import BoardScene
from climbdesk.ui.boards.interaction import InteractiveBoardScene, KeyHelp
from climbdesk.ui.boards.legend import legend_size, paint_legend

MIN_ZOOM = 0.5     # relative to fitting the board: half its fitted size …
MAX_ZOOM = 6.0     # … up to six times it
ZOOM_STEP = 1.25
PAN_STEP = 0.15    # Shift+arrow pans this share of the view
MARGIN = 4         # pixels kept free around a fitted board

_PAN_KEYS = {Qt.Key.Key_Left: (-1, 0), Qt.Key.Key_Right: (1, 0),
             Qt.Key.Key_Up: (0, -1), Qt.Key.Key_Down: (0, 1)}

# A board's least width and height while a game is played.
MINIMUM_SIDE = 320


class BoardView(QGraphicsView):
    """A view that fits the whole board and lets the user zoom, pan and turn it."""

    def __init__(self, scene: BoardScene[Any], parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # No SmoothPixmapTransform: every pixmap a board shows (Qt's item and background
        # caches, kept pictures) is copied unscaled at whole device pixels, where the hint
        # changes no pixel but sends each copy down Qt's slow filtering path (about 3.5
        # times the cost; issue 17).  A board that scales a pixmap sets it on its painter.
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(MINIMUM_SIDE, MINIMUM_SIDE)
        if scene.cache_background:
            self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.zoom = 1.0          # 1 = the board fits the view
        self.rotation = 0        # degrees, a multiple of 90
        self.fitting = True      # refit after every resize
        self._pan_from: QPoint | None = None
        self._panning = False
        self._pan_buttons = Qt.MouseButton.NoButton
        # A lambda, so the scene keeps this view's wrapper alive as long as itself (a view
        # made for a scene and dropped by its maker still shows it); but a scene can
        # outlive the view's C++ side (paint_ahead paints a scene in a throwaway view,
        # deletes that view and hands the scene to the match's board), so the repaint
        # first asks whether the view is still there.
        scene.legend_changed.connect(lambda _shown: self._legend_changed())

    def _legend_changed(self) -> None:
        """The legend is drawn in the foreground: repaint when it is shown or hidden."""
        if shiboken6.isValid(self):
            self.viewport().update()

    def board_scene(self) -> BoardScene[Any] | None:
        scene = self.scene()
        return scene if isinstance(scene, BoardScene) else None

    # ----- the camera ------------------------------------------------------------------
    def fit_scale(self) -> float:
        """The scale at which the (turned) board just fits the viewport."""
        scene = self.board_scene()
        if scene is None:
            return 1.0
        bounds = QTransform().rotate(self.rotation).mapRect(scene.board_rect())
        vp = self.viewport().rect()
        if bounds.width() <= 0 or bounds.height() <= 0:
            return 1.0
        unit = scene.pixel_unit
        # Rounding down to whole pixels takes up to a pixel a unit: from the margin first.
        margin = 1 if unit > 0 else MARGIN
        fit = max(1e-3, min((vp.width() - 2 * margin) / bounds.width(),
                            (vp.height() - 2 * margin) / bounds.height()))
        if unit > 0 and fit * unit >= 8:
            fit = math.floor(fit * unit) / unit
        return scene.fitted_scale(fit)

    def fit(self) -> None:
        """Show the whole board, centred, and keep doing so after resizes."""
        self.fitting = True
        self.zoom = 1.0
        self._apply(None)

    def zoom_by(self, factor: float, anchor: QPoint | None = None) -> None:
        """Zoom by ``factor`` (kept within the bounds) around ``anchor`` (view pixels)."""
        zoom = min(MAX_ZOOM, max(MIN_ZOOM, self.zoom * factor))
        if zoom == self.zoom:
            return
        self.zoom = zoom
        self.fitting = False
        point = anchor if anchor is not None else self.viewport().rect().center()
        self._apply((self.mapToScene(point), point))

    def rotate_by(self, quarter_turns: int) -> bool:
        """Turn the board by 90° steps, if its scene allows it; True when it turned."""
        scene = self.board_scene()
        if scene is None or not scene.allows_rotation:
            return False
        self.rotation = (self.rotation + 90 * quarter_turns) % 360
        centre = self.viewport().rect().center()
        self._apply(None if self.fitting else (self.mapToScene(centre), centre))
        return True

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) view pixels; possible only where it overflows."""
        self.fitting = False
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    def view_centre(self) -> QPointF:
        """The scene point in the middle of the view (what panning moves)."""
        return self.mapToScene(self.viewport().rect().center())

    def _apply(self, anchor: tuple[QPointF, QPoint] | None) -> None:
        scene = self.board_scene()
        if scene is None:
            return
        scale = self.fit_scale() * self.zoom
        self.setTransform(QTransform().rotate(self.rotation).scale(scale, scale))
        if anchor is None:
            self.centerOn(scene.board_rect().center())
            return
        point, pixel = anchor
        drift = self.mapFromScene(point) - pixel
        self.pan_by(drift.x(), drift.y())

    def resizeEvent(self, event: QResizeEvent) -> None:
        centre = self.view_centre()
        super().resizeEvent(event)
        if self.fitting:
            self.fit()
        else:
            self._apply((centre, self.viewport().rect().center()))

    def wheelEvent(self, event: QWheelEvent) -> None:
        steps = event.angleDelta().y() / 120
        scene = self.board_scene()
        if steps and isinstance(scene, InteractiveBoardScene) and scene.wheel_turned(steps):
            event.accept()  # the board used the wheel (a lifted Climbers block turns)
            return
        if steps:
            self.zoom_by(ZOOM_STEP ** steps, event.position().toPoint())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Camera keys first (they never clash with the board's); the rest go to the board."""
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        ctrl = mods == Qt.KeyboardModifier.ControlModifier
        if event.matches(QKeySequence.StandardKey.ZoomIn) or (
                ctrl and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal)):
            self.zoom_by(ZOOM_STEP)
        elif event.matches(QKeySequence.StandardKey.ZoomOut) or (ctrl and key == Qt.Key.Key_Minus):
            self.zoom_by(1 / ZOOM_STEP)
        elif (ctrl and key == Qt.Key.Key_0) or (not mods and key == Qt.Key.Key_F):
            self.fit()
        elif not mods and key in (Qt.Key.Key_Q, Qt.Key.Key_E) \
                and self.rotate_by(-1 if key == Qt.Key.Key_Q else 1):
            pass
        elif mods == Qt.KeyboardModifier.ShiftModifier and key in _PAN_KEYS:
            dx, dy = _PAN_KEYS[Qt.Key(key)]
            vp = self.viewport().rect()
            self.pan_by(dx * vp.width() * PAN_STEP, dy * vp.height() * PAN_STEP)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    # ----- panning with the mouse ------------------------------------------------------
    def _may_pan(self, event: QMouseEvent) -> bool:
        if event.button() == Qt.MouseButton.MiddleButton:
            return True
        if event.button() != Qt.MouseButton.LeftButton:
            return False
        scene = self.board_scene()
        point = self.mapToScene(event.position().toPoint())
        return not (isinstance(scene, InteractiveBoardScene) and scene.grabs(point))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._panning = False
        self._pan_from = event.position().toPoint() if self._may_pan(event) else None
        self._pan_buttons = event.button()
        if event.button() == Qt.MouseButton.MiddleButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        start = self._pan_from
        if start is not None and event.buttons() & self._pan_buttons:
            here = event.position().toPoint()
            if not self._panning and (here - start).manhattanLength() \
                    >= QApplication.startDragDistance():
                self._panning = True
                scene = self.board_scene()
                if isinstance(scene, InteractiveBoardScene):
                    scene.abort_press()
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            if self._panning:
                self.pan_by(start.x() - here.x(), start.y() - here.y())
                self._pan_from = here
                event.accept()
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._panning or event.button() == Qt.MouseButton.MiddleButton:
            self._panning = False
            self._pan_from = None
            self.viewport().unsetCursor()
            event.accept()
            return
        self._pan_from = None
        super().mouseReleaseEvent(event)

    # ----- help ------------------------------------------------------------------------
    # ----- the legend overlay -----------------------------------------------------------
    def legend_rect(self) -> QRect:
        """Where the legend is drawn, in viewport pixels (empty while it is hidden):
        the top-left corner, in the window's own palette and font, whatever the zoom."""
        scene = self.board_scene()
        if scene is None or not scene.legend_shown:
            return QRect()
        size = legend_size(scene.legend(), self.font())
        margin = 10
        vp = self.viewport().rect()
        return QRect(margin, margin, min(size.width(), vp.width() - 2 * margin),
                     min(size.height(), vp.height() - 2 * margin))

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        super().drawForeground(painter, rect)
        scene = self.board_scene()
        box = self.legend_rect()
        if scene is None or box.isEmpty():
            return
        painter.save()
        painter.resetTransform()  # viewport pixels: the legend does not zoom or turn
        paint_legend(painter, QRectF(box), scene.legend(), self.palette(),
                     QColor(scene.theme.background), self.font())
        painter.restore()

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        super().scrollContentsBy(dx, dy)
        scene = self.board_scene()
        if scene is not None and scene.legend_shown:
            self.viewport().update()  # the overlay stays put while the board pans

    def camera_keys(self) -> list[KeyHelp]:
        """The camera's keys for Help ▸ Keyboard (turning only where the board allows it)."""
        native = QKeySequence.SequenceFormat.NativeText
        zoom_in = QKeySequence(QKeySequence.StandardKey.ZoomIn).toString(native) or "Ctrl++"
        zoom_out = QKeySequence(QKeySequence.StandardKey.ZoomOut).toString(native) or "Ctrl+-"
        wheel = QCoreApplication.translate("BoardKeys", "Mouse wheel, %1 / %2")
        keys = [
            KeyHelp(wheel.replace("%1", zoom_in).replace("%2", zoom_out),
                    QCoreApplication.translate("BoardKeys", "Zoom in or out")),
            KeyHelp(
                QCoreApplication.translate("BoardKeys", "Shift+Arrow keys, drag on empty space"),
                QCoreApplication.translate("BoardKeys",
                    "Move the board"),
            ),
            KeyHelp(
                "F",
                QCoreApplication.translate("BoardKeys",
                    "Fit the whole board in the window"),
            ),
        ]
        scene = self.board_scene()
        if scene is not None and scene.allows_rotation:
            keys.append(KeyHelp(
                "Q / E", QCoreApplication.translate("BoardKeys", "Turn the board by a quarter")))
        return keys

__all__ = ["MAX_ZOOM", "MIN_ZOOM", "BoardView"]
