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

A closed game is one exception (issue 17, mem18): its board scene and the helpers that
point back at it are cycles in the oldest generation, holding the board's pictures
(13-17 MB a Climbers game), and the thresholds put the next full collection a minute or
more away: over 40 bot games the window held 70-90 MB of closed games at every look,
and glibc kept the heap they had grown.  So closing a game (:func:`game_closed`) makes
the next tick collect the oldest generation and give the freed memory back.  The cost,
one full collection per game closed (35-49 ms of CPU under load 15), is the freeing a
later threshold's full collection would have done, plus one walk of the live objects.
"""

from __future__ import annotations

import ctypes
import gc
import sys
import threading
import time
from collections.abc import Callable

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
# Whether a game was closed since the last full collection (game_closed).
_closed_game = False
# How many times freed memory was given back to the system (tests count them).
trims = 0


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


def game_closed() -> None:
    """A game's board was let go: the timer's next collection (after any hold-off, so
    after the deferred deletions and the next board's first paint) is a full one, and
    what it frees is given back (see the module's note)."""
    global _closed_game
    _closed_game = True


def collect_closed() -> bool:
    """If a game was closed since: collect the oldest generation and give the freed
    memory back (on the GUI thread); whether it did.  The timer's, not
    :func:`collect_due`'s: tests that call that after every test stay as fast."""
    global _closed_game, _last_full
    if not _closed_game:
        return False
    _closed_game = False
    gc.collect(2)
    _last_full = time.monotonic()
    _give_back()
    return True


def forget_closed() -> None:
    """Drop a closed game's pending collection (tests: a test's closed board is left to
    the thresholds, as before, not collected in a later test's turn of the loop)."""
    global _closed_game
    _closed_game = False


def collect_pending() -> bool:
    """Whether a closed game's objects wait for the timer's full collection (tests ask)."""
    return _closed_game


def _find_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or None elsewhere (macOS, Windows, musl)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    trim.restype = ctypes.c_int
    return trim


_trim = _find_trim()


def _give_back() -> None:
    """Return the heap's free pages to the system.  glibc keeps the memory of freed
    pictures in its heap once a large one has raised its mmap threshold, so the window
    stayed at the size of its largest moment: 223 MB after 10 Climbers games, 138 MB
    once trimmed (1.4-3 ms of CPU for ~100 MB free)."""
    global trims
    if _trim is not None:
        _trim(0)
        trims += 1


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
            collect_closed()
            collect_due()  # after a full collection nothing is due: a look at the counts


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


__all__ = ["FULL_EVERY", "INTERVAL_MS", "collect_closed", "collect_due", "collect_pending",
           "forget_closed", "game_closed", "held", "hold_off", "install", "installed", "trims"]
