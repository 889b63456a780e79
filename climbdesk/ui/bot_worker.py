"""Where bots think: a worker process (the default) or, for comparison, a thread.

Pure-Python searches on a thread of the GUI process hold the GIL for long
stretches, and the window stutters (ticks of a 10 ms timer were up to 383 ms
apart while Stairs Hard searched).  :class:`BotWorker` therefore owns one
process running :func:`climbdesk.bots.worker.serve`, started once with the
"spawn" method (forking a process that runs Qt is unsafe) and reused for every
bot move and hint of every game.  Questions and answers are JSON over pipes;
a reader thread turns each answer into a queued signal on the GUI thread.

Both runners share one interface (``ask``/``cancel`` and the signals below)
so the controller does not care which one it has: :class:`ThreadRunner` runs
the very same request code on Qt's thread pool and exists to measure the
difference (``climbdesk bench --gui --threads``) and as a fallback
(``CLIMBDESK_BOTS=threads``).

If the worker dies (killed, crashed), the reader sees the pipe close; the
worker is started again and every question still open is asked again, and
:attr:`BotRunner.restarted` names them so their controllers can tell the
player.  A question that kills the worker twice fails instead of looping.

A worker can also stop answering without dying: stopped (SIGSTOP, a debugger),
hung in a system call, or looping in a search that ignores its budget.  A
watchdog gives every question its level's time cap plus :data:`WATCHDOG_MARGIN`
(spawning a worker and importing a game fit in the margin); a question still
unanswered then is treated like a crash: the worker is ended, started again and
asked again (``restarted``), and a question that times out twice fails.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from climbdesk.bots import CancelToken
from climbdesk.bots.base import Budget
from climbdesk.bots.worker import (
    ANALYSE,
    HINT,
    SET_UP,
    SETUP,
    Asked,
    Message,
    analyse_request,
    answer,
    decode,
    encode,
    serve,
    setup_request,
    think_request,
)
from climbdesk.ui.workers import Relay, run_in_pool

# How many times one question may take the worker down before it is given up.
MAX_CRASHES = 2
# Seconds a worker gets to leave on its own before it is terminated, then killed.
STOP_TIMEOUT = 1.0
# Workers in a row that may die before saying hello before the bots are given up.
MAX_FAILED_STARTS = 3
# Seconds a question may take beyond its level's cap before the worker counts as hung.
WATCHDOG_MARGIN = 5.0
# Seconds one decision of an analysis may take beyond the hint level's cap (its
# playouts); every progress message starts the clock again, so a long game is fine.
ANALYSIS_STEP_SECONDS = 30.0
# Seconds a game's set-up work (``Game.setup_work``: tens of milliseconds) may take in
# the worker.
SETUP_SECONDS = 5.0


def time_cap(level: str, budget: Budget | None) -> float:
    """The longest a search of ``level`` may think (its budget's seconds if it has one).

    A hint is searched at the game's hint level, so it gets the largest cap."""
    from climbdesk.bots.levels import SAFETY_SECONDS  # the search code, only when asked

    if budget is not None and budget.seconds is not None:
        return float(budget.seconds)
    caps = {str(k): float(v) for k, v in SAFETY_SECONDS.items()}
    return caps.get(str(level), max(caps.values()))


def request_cap(request: Message) -> float:
    """The longest the worker may take over ``request`` before the watchdog's margin
    starts: a question's level cap, an analysis step's, or the set-up work's."""
    op = request.get("op")
    if op == ANALYSE:
        return time_cap(HINT, None) + ANALYSIS_STEP_SECONDS
    if op == SETUP:
        return SETUP_SECONDS
    raw = request.get("budget")
    budget = None if raw is None else Budget(raw.get("seconds"), raw.get("iterations"))
    return time_cap(str(request.get("level", HINT)), budget)


class BotRunner(QObject):
    """Answers bot questions off the GUI thread; subclasses decide where."""

    # A request was answered: (request id, the action's JSON).
    answered = Signal(int, object)
    # A request failed: (request id, an error text for the user).
    failed = Signal(int, str)
    # The final word on a cancelled request: (request id, "cancelled" if its
    # search was stopped, "done"/"failed" if it had finished anyway).  For tests and tools.
    dropped = Signal(int, str)
    # The worker died and was restarted; these open requests were asked again.
    restarted = Signal(object)
    # An analysis moved on: (request id, decisions done, decisions in all).
    progressed = Signal(int, int, int)
    # An analysis finished: (request id, ``Analysis.to_json()``).
    analysed = Signal(int, object)
    # A game's set-up work was done: (request id, its result's JSON).
    set_up_done = Signal(int, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._next_id = 0

    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id

    def ask(self, game: str, view_json: object, seat: int, level: Asked,
            seed: int | None = None, budget: Budget | None = None) -> int:
        """Ask for ``seat``'s move in ``view_json`` (a view's ``to_json()``); returns the
        request id that the answer will carry.  ``level`` may be ``"hint"``."""
        request_id = self._new_id()
        self._submit(think_request(request_id, game, view_json, seat, level, seed, budget))
        return request_id

    def analyse(self, record_json: object, seat: int, seed: int, playouts: int) -> int:
        """Analyse ``seat``'s decisions in a finished game (``GameRecord.to_json()``);
        returns the request id that ``progressed`` and ``analysed`` will carry."""
        request_id = self._new_id()
        self._submit(analyse_request(request_id, record_json, seat, seed, playouts))
        return request_id

    def set_up(self, game: str, work: object) -> int:
        """Do ``game``'s set-up work ahead (``Game.setup_work``'s JSON, issue 17); returns
        the request id that ``set_up_done`` (or ``failed``) will carry."""
        request_id = self._new_id()
        self._submit(setup_request(request_id, game, work))
        return request_id

    def _submit(self, request: Message) -> None:
        raise NotImplementedError

    def cancel(self, request_id: int) -> None:
        """Stop thinking about a request; its answer will not be delivered."""
        raise NotImplementedError

    def warm_up(self) -> None:
        """Get ready for the first question (start the process) without asking one."""

    def stop(self) -> None:
        """Stop everything (the app is quitting)."""


class BotWorker(BotRunner):
    """Owns the worker process and the pipes to it; lives on the GUI thread."""

    # From the reader thread (queued): (generation, message) and (generation) at EOF.
    _incoming = Signal(int, object)
    _lost = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: BaseProcess | None = None
        self._requests: Connection | None = None
        self._answers: Connection | None = None
        self._reader: threading.Thread | None = None
        self._generation = 0
        self._pending: dict[int, Message] = {}      # asked, not answered, not cancelled
        self._cancelling: set[int] = set()          # cancelled, final reply not yet seen
        self._crashes: dict[int, int] = {}
        self._stopped = False
        self._greeted = False                       # the current worker said hello
        self._failed_starts = 0
        # When each open question counts as unanswered (time.monotonic()), and its cap.
        self._deadlines: dict[int, float] = {}
        self._caps: dict[int, float] = {}
        # Seconds beyond a question's cap before the watchdog restarts the worker.
        self.watchdog_margin = WATCHDOG_MARGIN
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._check_deadlines)
        # Process id of the running worker and the climbdesk package it imported.
        self.pid: int | None = None
        self.module_path: str | None = None
        # How often the worker was restarted after dying.
        self.restarts = 0
        self._incoming.connect(self._on_incoming)
        self._lost.connect(self._on_lost)

    # ----- the process ------------------------------------------------------------
    def is_running(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def warm_up(self) -> None:
        if not self._stopped and self._process is None:
            self._start()

    def _start(self) -> None:
        """Spawn the worker.  The child gets this process's ``sys.path`` (spawn passes
        it on), so it imports the same climbdesk as the GUI; ``hello`` confirms which."""
        ctx = multiprocessing.get_context("spawn")
        requests_in, requests_out = ctx.Pipe(duplex=False)
        answers_in, answers_out = ctx.Pipe(duplex=False)
        process = ctx.Process(target=serve, args=(requests_in, answers_out),
                              name="climbdesk-bots", daemon=True)
        process.start()
        # Our copies of the child's ends must go, or its death would never read as EOF.
        requests_in.close()
        answers_out.close()
        self._generation += 1
        self._process = process
        self._requests = requests_out
        self._answers = answers_in
        self.pid = process.pid
        self.module_path = None
        self._greeted = False
        self._reader = threading.Thread(target=self._read, args=(answers_in, self._generation),
                                        name="climbdesk-bot-reader", daemon=True)
        self._reader.start()

    def _read(self, answers: Connection, generation: int) -> None:
        """Reader thread: hand every message to the GUI thread; report the end of the pipe."""
        while True:
            try:
                message = decode(answers.recv_bytes())
            except (EOFError, OSError, ValueError):
                break
            try:
                self._incoming.emit(generation, message)
            except RuntimeError:
                return  # the runner was destroyed: nobody is listening
        try:
            self._lost.emit(generation)
        except RuntimeError:
            pass

    def _send(self, message: Message) -> None:
        if self._requests is None:
            return
        try:
            self._requests.send_bytes(encode(message))
        except OSError:
            pass  # the worker died; the reader reports it and open requests are re-asked

    def _close(self, timeout: float) -> None:
        """End the current process: ask it to stop, then terminate, then kill."""
        process, requests, answers = self._process, self._requests, self._answers
        self._process = self._requests = self._answers = None
        self._generation += 1  # whatever the old reader still says is stale
        if process is None:
            return
        if requests is not None:
            try:
                requests.send_bytes(encode({"op": "stop"}))
            except OSError:
                pass
        process.join(timeout)
        if process.is_alive():
            process.terminate()
            process.join(timeout)
        if process.is_alive():
            process.kill()
            process.join(timeout)
        for conn in (requests, answers):
            if conn is not None:
                conn.close()
        if self._reader is not None:
            self._reader.join(timeout)
            self._reader = None
        self.pid = None

    def stop(self) -> None:
        """Stop the worker for good (the app quits); later questions are refused."""
        self._stopped = True
        self._pending.clear()
        self._cancelling.clear()
        self._deadlines.clear()
        self._watchdog.stop()
        self._close(STOP_TIMEOUT)

    # ----- questions --------------------------------------------------------------
    def _submit(self, request: Message) -> None:
        request_id = int(request["id"])
        if self._stopped:
            # Later, not now: the caller has not yet noted the id it is about to get back.
            text = self.tr("The bots have been stopped.")
            QTimer.singleShot(0, self, lambda: self.failed.emit(request_id, text))
            return
        self._pending[request_id] = request
        self._caps[request_id] = request_cap(request)
        self._arm(request_id)
        if self._process is None:
            self._start()
        self._send(request)

    def cancel(self, request_id: int) -> None:
        if self._pending.pop(request_id, None) is None:
            return
        self._crashes.pop(request_id, None)
        self._forget_deadline(request_id)
        self._cancelling.add(request_id)
        self._send({"op": "cancel", "id": request_id})

    def _on_incoming(self, generation: int, message: Any) -> None:
        if generation != self._generation or not isinstance(message, dict):
            return
        op = message.get("op")
        if op == "hello":
            self.module_path = str(message.get("module"))
            self._greeted = True
            self._failed_starts = 0
            return
        request_id = message.get("id")
        if not isinstance(request_id, int):
            return
        if op == "progress":
            if request_id in self._pending:
                self._arm(request_id)  # alive and working: a fresh clock for the next step
                self.progressed.emit(request_id, int(message.get("done", 0)),
                                     int(message.get("total", 0)))
            return
        if request_id in self._cancelling:
            self._cancelling.discard(request_id)
            self.dropped.emit(request_id, str(op))
            return
        if self._pending.pop(request_id, None) is None:
            return
        self._crashes.pop(request_id, None)
        self._forget_deadline(request_id)
        if op == "done":
            self.answered.emit(request_id, message.get("action"))
        elif op == "analysed":
            self.analysed.emit(request_id, message.get("analysis"))
        elif op == SET_UP:
            self.set_up_done.emit(request_id, message.get("result"))
        elif op == "failed":
            self.failed.emit(request_id, str(message.get("error")))
        else:  # cancelled by the worker itself (superseded): nobody waits for it any more
            self.dropped.emit(request_id, str(op))

    # ----- the watchdog -------------------------------------------------------------
    def _arm(self, request_id: int) -> None:
        """Start (or restart) ``request_id``'s clock: its cap plus the margin from now."""
        cap = self._caps.get(request_id, 0.0)
        self._deadlines[request_id] = time.monotonic() + cap + self.watchdog_margin
        self._schedule()

    def _forget_deadline(self, request_id: int) -> None:
        self._deadlines.pop(request_id, None)
        self._caps.pop(request_id, None)
        self._schedule()

    def _schedule(self) -> None:
        """Wake up at the earliest deadline (or not at all when nothing is open)."""
        if not self._deadlines:
            self._watchdog.stop()
            return
        wait = min(self._deadlines.values()) - time.monotonic()
        self._watchdog.start(max(0, int(wait * 1000) + 1))

    def _check_deadlines(self) -> None:
        """A question is overdue: the worker is hung, stopped or looping.  Replace it
        and ask again, as if it had died (a question overdue twice fails)."""
        now = time.monotonic()
        if self._stopped or not any(d <= now for d in self._deadlines.values()):
            self._schedule()
            return
        self._restart(self.tr("the bot did not answer in time, twice"))

    # ----- restarting -------------------------------------------------------------
    def _on_lost(self, generation: int) -> None:
        """The pipe closed under a live worker: it died.  Start another, ask again."""
        if generation != self._generation or self._stopped:
            return
        self._restart(self.tr(
            "the bot process crashed twice while thinking about this position"))

    def _restart(self, twice: str) -> None:
        """End the worker, start another and ask the open questions again; a question
        that brought a worker down twice fails with ``twice``."""
        self._close(0.2)
        self._cancelling.clear()
        if not self._greeted:
            self._failed_starts += 1
            if self._failed_starts >= MAX_FAILED_STARTS:
                # It dies before it can even start (a broken installation, a main
                # script without a __main__ guard): restarting again would only loop.
                self._stopped = True
                pending, self._pending = sorted(self._pending), {}
                self._deadlines.clear()
                self._watchdog.stop()
                for request_id in pending:
                    self.failed.emit(request_id, self.tr("the bot process cannot be started"))
                return
        self.restarts += 1
        again: list[int] = []
        for request_id in sorted(self._pending):
            self._crashes[request_id] = self._crashes.get(request_id, 0) + 1
            if self._crashes[request_id] >= MAX_CRASHES:
                del self._pending[request_id]
                del self._crashes[request_id]
                self._forget_deadline(request_id)
                self.failed.emit(request_id, twice)
            else:
                again.append(request_id)
        self._start()
        for request_id in again:
            self._send(self._pending[request_id])
            self._arm(request_id)
        self.restarted.emit(again)


class ThreadRunner(BotRunner):
    """The old way, kept for comparison: the same requests, on Qt's thread pool."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tokens: dict[int, CancelToken] = {}
        self._relay = Relay(self)
        self._relay.done.connect(self._on_done)
        self._progress = Relay(self)  # an analysis's progress messages, queued to this thread
        self._progress.done.connect(self._on_progress)

    def _submit(self, request: Message) -> None:
        request_id = int(request["id"])
        token = CancelToken()
        self._tokens[request_id] = token

        def report(message: Message) -> None:
            try:
                self._progress.done.emit(request_id, message)
            except RuntimeError:
                pass  # the runner is gone

        run_in_pool(request_id, lambda: answer(request, token, report), self._relay)

    def _on_progress(self, request_id: int, message: object) -> None:
        token = self._tokens.get(request_id)
        if token is not None and not token.cancelled and isinstance(message, dict):
            self.progressed.emit(request_id, int(message.get("done", 0)),
                                 int(message.get("total", 0)))

    def cancel(self, request_id: int) -> None:
        token = self._tokens.get(request_id)
        if token is not None:
            token.cancel()

    def _on_done(self, request_id: int, reply: object) -> None:
        token = self._tokens.pop(request_id, None)
        if token is None or not isinstance(reply, dict):
            return
        op = reply.get("op")
        if token.cancelled:
            self.dropped.emit(request_id, str(op))
        elif op == "done":
            self.answered.emit(request_id, reply.get("action"))
        elif op == "analysed":
            self.analysed.emit(request_id, reply.get("analysis"))
        elif op == SET_UP:
            self.set_up_done.emit(request_id, reply.get("result"))
        elif op == "failed":
            self.failed.emit(request_id, str(reply.get("error")))

    def stop(self) -> None:
        for token in self._tokens.values():
            token.cancel()


_shared: BotRunner | None = None


def shared_runner() -> BotRunner:
    """The app's one runner: a :class:`BotWorker` unless ``CLIMBDESK_BOTS=threads``.

    It belongs to the application object and is stopped when the app quits.
    """
    global _shared
    if _shared is None:
        app = QCoreApplication.instance()
        runner: BotRunner
        if os.environ.get("CLIMBDESK_BOTS") == "threads":
            runner = ThreadRunner(app)
        else:
            runner = BotWorker(app)
        if app is not None:
            app.aboutToQuit.connect(stop_shared)
        _shared = runner
    return _shared


def set_shared_runner(runner: BotRunner | None) -> BotRunner | None:
    """Replace the app's runner (tools, tests); returns the previous one, not stopped."""
    global _shared
    previous, _shared = _shared, runner
    return previous


def stop_shared() -> None:
    """Stop the app's runner (idempotent): no bot process outlives the app."""
    global _shared
    runner, _shared = _shared, None
    if runner is not None:
        runner.stop()
