"""Kept pictures painted ahead, in the idle turns after a board's paint (issue 17, dice9).

Why: a board whose pieces are kept pictures (:mod:`climbdesk.ui.boards.pictures`) paints
each look anew the first time a game shows it, and in a game's first moves nearly
every look is new (Climb On!'s dice: about three new pictures a move, 0.3–0.6 ms
each, a fifth of a shown move).  Where a game's looks are few and known in advance
(dice faces, numbers, rings), they are painted here in small slices, in the turns of
the event loop after the board has painted, where nothing waits for them; the move
that first shows one then copies it.

Nothing is painted ahead until the board has been painted once (the view's scale,
pixel ratio and font are what the pictures are kept for: the board says which, see
``context``), nor while no view shows the scene; a change of what the list is for
(teams, theme), of the scale, or :func:`pictures.clear` makes the list again.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QWidget

from climbdesk.ui.boards import pictures
from climbdesk.ui.viewport_watch import move_filter

#: GUI-thread CPU (s) a slice may take: well under a frame, so input never waits long.
SLICE = 0.002

Job = Callable[[QPainter], None]


class PaintAhead(QObject):
    """Paints a board's likely looks ahead, a slice at a time after the board's paints.

    ``context``: the painter the board's pictures were last kept for (None: not painted
    yet); ``made_for``: what the list depends on (None: nothing to paint); ``make``: the
    list, worked from its end (the likeliest looks last).
    """

    def __init__(self, scene: QGraphicsScene, context: Callable[[], pictures.Context | None],
                 made_for: Callable[[], Hashable | None], make: Callable[[], list[Job]]) -> None:
        super().__init__(scene)
        self._scene = scene
        self._context_fn = context
        self._made_for_fn = made_for
        self._make = make
        self._jobs: list[Job] = []
        self._made_for: object = None
        self._context: object = None
        self._watched: QWidget | None = None
        self._queued = False
        self.painted_ahead = 0  # jobs done (tests count them)

    def position_shown(self) -> None:
        """The scene shows a new position: if the looks are not all painted yet, paint
        them after the board's next paint."""
        context = self._context_fn()
        what = self._made_for_fn()
        if context is None or what is None:
            return
        made_for = (what, context, pictures.clears())
        if made_for != self._made_for:
            self._made_for = made_for
            self._context = context
            self._jobs = self._make()
        if self._jobs and not self._queued:
            self._watch()

    def _view_shown(self) -> QWidget | None:
        return next((v.viewport() for v in self._scene.views() if v.isVisible()), None)

    def _watch(self) -> None:
        viewport = self._view_shown()
        if viewport is not None:
            self._watched = move_filter(self, self._watched, viewport)

    def _unwatch(self) -> None:
        self._watched = move_filter(self, self._watched, None)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and not self._queued:
            # After this paint, in a turn of its own: the move it shows never waits.
            self._queued = True
            QTimer.singleShot(0, self, self._slice)
        return False

    def _slice(self) -> None:
        self._queued = False
        context = self._context_fn()
        if not self._jobs or context is None or context != self._context \
                or self._view_shown() is None:
            self._unwatch()  # done, rescaled or hidden: the next position lists again
            return
        start = time.thread_time()
        device, painter = pictures.ahead(context)
        while self._jobs and time.thread_time() - start < SLICE:
            self._jobs.pop()(painter)
            self.painted_ahead += 1
        painter.end()
        del device
        if self._jobs:
            self._queued = True
            QTimer.singleShot(0, self, self._slice)
        else:
            self._unwatch()


__all__ = ["SLICE", "Job", "PaintAhead"]
