"""Running bot searches off the GUI thread.

A search can take seconds; doing it on the GUI thread would freeze the
window.  :func:`run_in_pool` runs a callable on Qt's global thread pool and
delivers its result back on the GUI thread as a queued signal carrying a
ticket, so the receiver can recognise (and drop) answers to questions it no
longer cares about.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from climbdesk.bots import BotCancelled


class Relay(QObject):
    """Lives on the GUI thread; its signals cross back from the worker (queued)."""

    done = Signal(int, object)
    failed = Signal(int, str)


class _Task(QRunnable):
    def __init__(self, ticket: int, fn: Callable[[], object], relay: Relay) -> None:
        super().__init__()
        self.ticket = ticket
        self.fn = fn
        self.relay = relay
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result = self.fn()
        except BotCancelled:
            return
        except Exception as exc:  # noqa: BLE001 - reported to the user, never lost
            self._emit_failed(f"{type(exc).__name__}: {exc}")
            return
        try:
            self.relay.done.emit(self.ticket, result)
        except RuntimeError:
            pass  # the receiver was destroyed while we thought: nobody is waiting

    def _emit_failed(self, text: str) -> None:
        try:
            self.relay.failed.emit(self.ticket, text)
        except RuntimeError:
            pass


def run_in_pool(ticket: int, fn: Callable[[], object], relay: Relay) -> None:
    QThreadPool.globalInstance().start(_Task(ticket, fn, relay))


def wait_for_workers(msecs: int = 3000) -> bool:
    """Give cancelled searches a moment to notice before the app quits."""
    return QThreadPool.globalInstance().waitForDone(msecs)
