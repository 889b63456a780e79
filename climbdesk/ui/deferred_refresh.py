"""The page's refresh after a move, run once the board has painted (issue 17, "Smooth").

A shown move used to do everything in one stretch of the event loop: the engine's
apply, the board's new position, then every panel (seat rows, move list, status
line, Move menu, window actions), and Qt painted the board and all those panels
in one window update.  Now a move hands the board its position and returns; the
page's refresh is only *requested* here and runs on a later turn of the event
loop, after the board's viewport has painted, so the player sees the board
change first and no single turn carries the whole move.

Why a self-restarting zero timer and not a posted call: an event trace of a
shown move (a ``QApplication.notify`` override) shows ``QGraphicsScene``
handling its dirty items in a queued call posted while the position is set, and
the window's ``UpdateRequest`` (the board's paint) sent from inside that call.
A call the page posts after ``play()`` would run in the same pass of posted
events, so the board and the panels would again be one stretch with no input
between.  The timer is looked at once a turn (Qt's glib dispatcher runs posted
events, then timers): when the board's viewport has painted (its ``Paint`` is
watched) the refresh runs one turn later; without a paint it waits at most
:data:`MAX_WAITS` turns, so a board with nothing to repaint, or a hidden
window, never holds the panels back.

Several requests before it runs are one refresh (a burst of moves, a bot's move
landing while a refresh waits).  :meth:`flush` runs a waiting refresh at once:
for anything that must see the panels as they now are (saving, a test, input
that acts on a panel's offer).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget

from climbdesk.ui.viewport_watch import alive, move_filter

#: Turns of the event loop the refresh waits for the board's paint before it runs anyway.
MAX_WAITS = 3


class DeferredRefresh(QObject):
    """Runs ``refresh`` once, after the watched viewport's next paint, per burst of requests."""

    def __init__(self, refresh: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._refresh = refresh
        self._viewport: QWidget | None = None
        self._pending = False
        self._painted = 0  # the board's paints since the request (see _tick)
        self._waits = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self._tick)
        # Counts for tests and the bench (never times): requests, refreshes run, and
        # those run by flush() rather than after the paint.
        self.requests = self.runs = self.flushes = 0

    @property
    def pending(self) -> bool:
        """Whether a refresh is waiting: the panels may not show the live position yet."""
        return self._pending

    def watch(self, viewport: QWidget | None) -> None:
        """Wait for this widget's paints (the board's viewport; None: paint nothing)."""
        self._viewport = move_filter(self, self._viewport, viewport)

    def request(self) -> None:
        """The panels are out of date: refresh them once the board has painted."""
        self.requests += 1
        if self._pending:
            self._painted = 0  # coalesced: after this move's paint (MAX_WAITS still holds)
            return
        self._pending = True
        self._painted = 0
        self._waits = 0
        self._timer.start()

    def cancel(self) -> None:
        """A refresh ran by other means (the page called it itself): nothing waits."""
        self._pending = False
        self._timer.stop()

    def flush(self) -> bool:
        """Run the waiting refresh now; whether there was one."""
        if not self._pending:
            return False
        self.flushes += 1
        self._run()
        return True

    def _tick(self) -> None:
        if not self._pending:
            return
        viewport = self._viewport
        shown = alive(viewport) and viewport is not None and viewport.isVisible()
        if self._painted == 1:
            # Painted in this turn (the timer may fire right after the paint in the
            # same turn): one turn more, so input can come between the two.
            self._painted = 2
            self._timer.start()
        elif self._painted or not shown or self._waits >= MAX_WAITS:
            self._run()
        else:
            self._waits += 1
            self._timer.start()

    def _run(self) -> None:
        self.cancel()
        self.runs += 1
        self._refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._pending and watched is self._viewport and event.type() == QEvent.Type.Paint:
            self._painted = max(self._painted, 1)
        return False
