"""Python's cycle collector runs on the GUI thread only (issue 17, crash12).

Why: CPython runs its cycle collector in whichever thread allocates when a generation's
threshold is crossed: the autosave writer encoding a record, the bot reader decoding a
reply.  A Qt object left in a reference cycle while its C++ side is alive (a board
scene whose helpers point back at it; a picture kept in a helper's list) is then deleted
by that thread while the GUI thread is working with it: a ``QGraphicsScene`` leaves the
application's scene list, deletes its items and timers, in the middle of the GUI
thread's event loop.  One full test run in eight lost a worker to a segmentation fault
in ``qtbot.wait`` while the autosave thread was writing; with a thread that merely
allocates beside the wall's UI tests, 106 of 108 board scenes were deleted on it.

So, once the application exists, the automatic collector is off and a timer on the GUI
thread does its work: the generation it would have collected, by the same thresholds
(:func:`collect_due`).  Explicit ``gc.collect()`` calls are unaffected.
"""

from __future__ import annotations

import gc
import threading
import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer

# How often the GUI thread looks at the collector's counts (ms): a look is a few µs.
INTERVAL_MS = 200
# The oldest generation is collected at most this often (s).  CPython holds a full
# collection back until a quarter more objects have survived since the last one, which
# Python cannot see; a full collection of a large process takes tens of ms, so it is
# rarer than the young ones, as there.
FULL_EVERY = 10.0

_last_full = 0.0
_collector: _Collector | None = None
# Until when (time.monotonic()) the timer collects nothing: see hold_off.
_held_until = 0.0


def collect_due() -> int:
    """Collect what the automatic collector would collect now (on the calling thread,
    which must be the GUI thread); the generation collected, or -1 for none."""
    global _last_full
    t0, t1, t2 = gc.get_threshold()
    c0, c1, c2 = gc.get_count()
    if t0 <= 0 or c0 <= t0:
        return -1
    generation = 0
    if c1 > t1:
        generation = 1
        if c2 > t2 and time.monotonic() - _last_full >= FULL_EVERY:
            generation = 2
    gc.collect(generation)
    if generation == 2:
        _last_full = time.monotonic()
    return generation


def hold_off(seconds: float) -> None:
    """Let the timer collect nothing for ``seconds``: a game was just started, and its
    board's first paint and the work ahead of it come in the next turns of the event
    loop; a collection falling into one of them (15-20 ms for the younger generations)
    made a start's longest pause (issue 17).  What is due is collected after."""
    global _held_until
    _held_until = max(_held_until, time.monotonic() + seconds)


def held() -> bool:
    """Whether the timer is holding off (tests ask)."""
    return time.monotonic() < _held_until


class _Collector(QObject):
    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        if not held():
            collect_due()


def install() -> None:
    """Collect cycles on the GUI thread only, from now on (call it on the GUI thread once
    the application exists; again is harmless)."""
    global _collector
    app = QCoreApplication.instance()
    if app is None or threading.current_thread() is not threading.main_thread():
        return
    gc.disable()
    if _collector is None:
        _collector = _Collector(app)


def installed() -> bool:
    """Whether the collector runs on the GUI thread only (tests ask)."""
    return _collector is not None and not gc.isenabled()


__all__ = ["FULL_EVERY", "INTERVAL_MS", "collect_due", "held", "hold_off", "install",
           "installed"]
