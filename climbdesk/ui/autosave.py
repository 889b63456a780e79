"""Autosaves written off the GUI thread, by one background writer.

Writing the autosave (JSON, fsync, rename) after every move used to happen on
the GUI thread and was a large part of what a move cost there; on a slow or
busy disk it could stall the window.  Now the controller hands the record to
:func:`writer` and goes on; one writer thread writes it with the same atomic
write as before (:func:`climbdesk.core.storage.atomic_write_json` via
``GameRecord.save``).

Only the newest record per file matters: a record that was still waiting when
a newer one arrived is dropped, never written after it.  :func:`flush` waits
until everything handed in is on disk; the app calls it before it reads the
autosave, when the window closes, when the app quits and at interpreter exit,
so no move is lost.  A failed write comes back on the GUI thread as the
``failed`` signal (owner, message), and the owning controller shows it; the
writer says so once, not after every move, until a write succeeds again.

A controller does not hand a move's record over in the move's own turn of the
event loop (issue 17: that turn should apply the move and let the board paint;
the copy and the writer's wake-up cost a few tenths of a millisecond there, and
the writer's JSON then competes with the paint for the interpreter): a
:class:`HandOff` hands the newest record over one turn later, several moves in
a burst as one.  :func:`flush` hands every due record over first.
"""

from __future__ import annotations

import atexit
import errno
import itertools
import logging
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from climbdesk import paths
from climbdesk.ui.strings import error_text

if TYPE_CHECKING:  # only records handed in are written; the module itself needs none
    from climbdesk.core.record import GameRecord

_owners = itertools.count(1)
_LOG = logging.getLogger(__name__)


def new_owner() -> int:
    """A token for one controller, so it hears only about its own failed writes."""
    return next(_owners)


class AutosaveWriter(QObject):
    """Queue and thread in one; create it through :func:`writer` (one per process)."""

    # (owner, error text) — emitted from the writer thread, delivered queued on the GUI thread.
    failed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self._cond = threading.Condition()
        # path -> (owner, record to write, or None to delete the file); newest wins.
        self._pending: dict[Path, tuple[int, GameRecord | None]] = {}
        self._busy = False
        # Owners told of a failed write, not told again until one of theirs succeeds.
        self._told: set[int] = set()
        self._thread = threading.Thread(target=self._run, name="climbdesk-autosave",
                                        daemon=True)
        self._thread.start()

    def submit(self, owner: int, path: Path, record: GameRecord | None) -> None:
        """Write ``record`` to ``path`` soon (``None``: delete the file), replacing any
        older record still waiting for the same file.  The record must not be changed
        afterwards (pass ``Match.truncated_record()``, a copy)."""
        with self._cond:
            self._pending.pop(path, None)  # re-insert: the newest job goes last
            self._pending[path] = (owner, record)
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every submitted record is written; False if that took too long."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._busy = False
                self._cond.notify_all()
                self._cond.wait_for(lambda: bool(self._pending))
                path = next(iter(self._pending))
                owner, record = self._pending.pop(path)
                self._busy = True
            try:
                if record is None:
                    path.unlink(missing_ok=True)
                else:
                    record.save(path)
            except Exception as exc:  # noqa: BLE001 - any failure is reported, the thread lives on
                # The details (the OS's words, both paths of the rename) go to the log;
                # the player is told once, shortly, until a write succeeds again: the
                # same refusal after every move was noise in the status line (issue 17).
                if owner in self._told:
                    _LOG.debug("autosave to %s failed again: %s", path, exc)
                    continue
                _LOG.warning("autosave to %s failed: %s", path, exc)
                self._told.add(owner)
                try:
                    self.failed.emit(owner, self.failure_text(exc, path))
                except RuntimeError:
                    pass  # the app is shutting down: nobody left to tell
            else:
                self._told.discard(owner)

    def failure_text(self, exc: Exception, path: Path) -> str:
        """Why the autosave could not be written, short and translated, naming the file
        (not its folder: the status line is narrow)."""
        if not isinstance(exc, OSError):
            return error_text(exc)  # core's own refusals (a name that is not Unicode)
        if isinstance(exc, IsADirectoryError):
            text = self.tr("a folder is in the place of %1")
        elif isinstance(exc, PermissionError):
            text = self.tr("no permission to write %1")
        elif exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
            text = self.tr("the disk is full")
        elif exc.errno == errno.EROFS:
            text = self.tr("%1 is on a read-only disk")
        else:  # rare: the system's own words, without the paths
            text = self.tr("%1 cannot be written (%2)").replace(
                "%2", exc.strerror or type(exc).__name__)
        return text.replace("%1", path.name)


_WRITER: AutosaveWriter | None = None
_LOCK = threading.Lock()


def writer() -> AutosaveWriter:
    """The process's one writer, started on first use (create it on the GUI thread)."""
    global _WRITER
    with _LOCK:
        if _WRITER is None:
            _WRITER = AutosaveWriter()
            atexit.register(flush)
        return _WRITER


class HandOff(QObject):
    """One game's autosave: :meth:`due` after a move, and the record (``record()``: a
    copy, or None to delete the file once the game is over) goes to the writer a turn
    of the event loop later, or at once on :meth:`hand_over` or :func:`flush`."""

    def __init__(self, owner: int, record: Callable[[], GameRecord | None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._owner = owner
        self._record = record
        self._path: Path | None = None  # asked once: platformdirs costs 0.1 ms a move
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.hand_over)
        # Records handed to the writer (for tests: a burst of moves is one).
        self.handed = 0

    def due(self) -> None:
        """The position changed: autosave it soon."""
        if self._owner not in _DUE:
            _DUE[self._owner] = self
            self._timer.start()

    def hand_over(self) -> None:
        """Hand the due record to the writer now (nothing when none is due)."""
        if _DUE.pop(self._owner, None) is None:
            return
        self._timer.stop()
        if self._path is None:
            self._path = paths.autosave_path()
        self.handed += 1
        writer().submit(self._owner, self._path, self._record())


# Hand-offs with a record due, by owner.
_DUE: dict[int, HandOff] = {}


def flush(timeout: float = 10.0) -> bool:
    """Hand every due record over and wait for pending autosaves (True at once when
    nothing was ever submitted)."""
    for hand_off in list(_DUE.values()):
        try:
            hand_off.hand_over()
        except RuntimeError:  # its controller is gone (interpreter exit): nothing to save
            _DUE.clear()
    return _WRITER.flush(timeout) if _WRITER is not None else True
