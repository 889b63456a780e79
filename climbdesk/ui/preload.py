"""The modules a session's first game needs, imported ahead on a thread of their own.

Issue 17: the session's first game paid for importing its page's modules in one turn
of the event loop, and Can't Stop's first start for importing pyqtgraph (its odds
chart): ~330 ms on a quiet machine, 600 ms under load, in one go.  numpy and pyqtgraph
import everything from their packages' ``__init__``, so the import cannot be cut into
idle slices of the GUI thread; on a thread of its own it shares the interpreter with
the window a few milliseconds at a time (the interpreter's switch interval), and the
window keeps painting.  The app starts it once the window is on screen
(:func:`climbdesk.ui.app.run`, after the first paint); a game started before it is
done waits for the module being imported (the import lock) and imports the rest itself,
as it did before.

Only modules are imported here, never a widget or a picture made: those belong to the
GUI thread.
"""

from __future__ import annotations

import gc
import importlib
import sys
import threading
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer

#: Imported ahead, in this order: the window's side of the bot process (started as
#: soon as it is in), the game page and its controller (every game's first
#: start), then pyqtgraph (Can't Stop's odds chart, the analysis and statistics plots);
#: then every game's board.
MODULES = ("climbdesk.ui.bot_worker", "climbdesk.ui.game_page", "climbdesk.ui.controller",
           "pyqtgraph")

#: How often (ms) the GUI thread looks whether a module it waits for is in.
POLL_MS = 10

_thread: threading.Thread | None = None
# Whether the app's imports are done and their objects not frozen yet (freeze_imported).
_freeze_due = False
# A name no module has: imported (when_imported) once every import is done.
_ALL = "climbdesk.ui.preload:all"
# Modules whose import has finished (one in ``sys.modules`` may still be executing).
_done: set[str] = set()


def _always() -> bool:
    return True


# Whether nothing a game keeps alive may be alive yet (freeze_only_while).
_may_freeze: Callable[[], bool] = _always


def freeze_only_while(check: Callable[[], bool]) -> None:
    """Let :func:`freeze_imported` freeze only while ``check()`` says no game has been
    started or is being set up (the window's :meth:`no_game_yet`); once it says no, it
    never freezes.  Review16: frozen with a game alive, that game (its scene, controller
    and kept pictures, up to ~100 MB for Climbers) was never collected after the next
    game replaced it; and a game replaced before the freeze may leave cycles not yet
    collected, which freezing would keep for good too."""
    global _may_freeze
    _may_freeze = check


def import_ahead(modules: Sequence[str] = MODULES) -> threading.Thread:
    """Start importing ``modules`` on a thread of their own (once per process: later
    calls return the first thread)."""
    global _thread
    if _thread is None:
        _thread = threading.Thread(target=_import_all, args=(tuple(modules),),
                                   name="climbdesk-import-ahead", daemon=True)
        _thread.start()
        app = QCoreApplication.instance()
        if tuple(modules) == MODULES and app is not None:
            when_imported(_ALL, app, freeze_imported)
    return _thread


def imported(name: str) -> bool:
    """Whether ``name`` may be imported on the GUI thread without waiting for (or
    doing) the import ahead: done there, or not being imported ahead at all."""
    return name in _done or not busy()


def when_imported(name: str, parent: QObject, callback: Callable[[], object]) -> None:
    """Call ``callback`` on the GUI thread once :func:`imported` says ``name`` is in
    (at once if it is), looking every :data:`POLL_MS`."""
    if imported(name):
        callback()
        return
    timer = QTimer(parent)
    timer.setInterval(POLL_MS)

    def check() -> None:
        if imported(name):
            timer.stop()
            timer.deleteLater()
            callback()

    timer.timeout.connect(check)
    timer.start()


def busy() -> bool:
    """Whether the imports are under way."""
    return _thread is not None and _thread.is_alive()


def wait(timeout: float) -> bool:
    """Wait up to ``timeout`` seconds for the imports; whether they are done.  The app
    waits before it quits: a thread cut off in the middle of an import at the
    interpreter's exit can take the process down."""
    if _thread is None:
        return True
    _thread.join(timeout)
    if _thread.is_alive():
        return False
    freeze_imported()
    return True


def _import_all(modules: tuple[str, ...]) -> None:
    for name in modules:
        try:
            if name not in sys.modules:  # in already: done too (review15), not skipped
                importlib.import_module(name)
        except Exception:  # noqa: BLE001 - the game that needs it imports it and says why
            continue
        finally:
            _done.add(name)
    if modules == MODULES:
        _import_boards()
        global _freeze_due
        _freeze_due = True


def freeze_imported() -> bool:
    """Leave everything alive once the app's imports are done (the modules, their
    classes and tables: 126,000 objects) out of every later cycle collection; whether
    it was done now.  Issue 17: the first collection after the imports went through
    them all in one turn of the GUI thread (33 ms, in the first game's start), and every
    full one after it again (49-60 ms), though they live as long as the process.  What
    is garbage among them is kept for good (a few cycles the imports left).  Never once a
    game has been started (:func:`freeze_only_while`).  Only on the
    GUI thread, where the collector runs (:mod:`climbdesk.ui.gui_gc`): never in the
    middle of a collection."""
    global _freeze_due
    if not _freeze_due or threading.current_thread() is not threading.main_thread():
        return False
    _freeze_due = False
    if not _may_freeze():
        return False  # a game's objects would be kept for good (freeze_only_while)
    gc.freeze()
    return True


def _import_boards() -> None:
    """Every game's board scene module (and the engine it draws): the start page's
    pictures import them only when they are drawn, not when they come from the cache."""
    from climbdesk.core.registry import game_keys
    from climbdesk.ui.boards.registry import board_class

    for key in game_keys():
        try:
            board_class(key)  # a board's loader only imports its scene module
        except Exception:  # noqa: BLE001 - as above
            continue
