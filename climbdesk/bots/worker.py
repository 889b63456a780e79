"""The bot worker: answers "what would you play here?" in a process of its own.

A search is pure Python; run on a thread of the GUI process it shares the
GIL with the window, which then stutters for hundreds of milliseconds.  The
UI therefore starts this module's :func:`serve` in a separate process (with
multiprocessing's "spawn" start method: never fork a Qt process) and talks
to it over two one-way pipes.

Only plain JSON travels, as bytes: a request names the game, carries the
deciding seat's *view* (``view.to_json()``, never the true state), the seat,
the level (a :class:`~climbdesk.core.level.Level`'s value, or ``"hint"``), a
seed and the request id; the answer carries
the action's JSON or an error text.  Nothing is unpickled on either side.

The worker's main thread only reads the request pipe, so a ``cancel``
message reaches the running search's :class:`CancelToken` at once; searches
run one at a time on a second thread, the newest request first cancelling
the one before (the GUI only ever waits for its latest question).  No Qt
here: this module is part of the bots layer and runs without a display.

Messages (all dicts with an ``"op"``):

* to the worker: ``think`` (``id``, ``game``, ``view``, ``seat``, ``level``,
  ``seed``, optional ``budget`` ``{"seconds", "iterations"}``), ``analyse``
  (``id``, ``record``: a *finished* game's ``GameRecord.to_json()``, ``seat``,
  ``seed``, ``playouts``), ``cancel`` (``id``), ``stop``;
* from the worker: ``hello`` (``pid``, ``module``: which climbdesk it
  imported), ``done`` (``id``, ``action``), ``progress`` (``id``, ``done``,
  ``total``: decisions analysed so far), ``analysed`` (``id``, ``analysis``:
  ``Analysis.to_json()``), ``failed`` (``id``, ``error``), ``cancelled`` (``id``).

A ``setup`` request (``id``, ``game``, ``work``: a game's ``setup_work`` JSON) has the
worker do the costly part of starting a game (``Game.do_setup_work``) and answers
``set_up`` (``id``, ``result``); it runs on a thread of its own, beside any search, and
supersedes nothing (issue 17: the window stays free while the mountain is built).

An ``analyse`` request is the one message that carries a whole record rather
than a view: it is only asked for a game that has ended, when every hidden
card may be shown anyway.  It is searched like a ``think`` (one at a time, a
newer request supersedes it) and answers with a ``progress`` message after
every decision, which is also what keeps the GUI's watchdog from taking a long
analysis for a hung worker.
"""

from __future__ import annotations

import json
import os
import queue
import signal
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, Final, Literal

import climbdesk
from climbdesk.bots.base import BotCancelled, Budget, CancelToken
from climbdesk.core.level import Level
from climbdesk.core.registry import get_game

# The searches, the analysis and the records are imported when first needed (then on
# the search thread, right after ``hello``): the window imports this module for its
# messages, and a game's set-up work asked at launch need not wait for them (issue 17).

#: How much lower than the GUI's the worker's scheduling priority is (POSIX only).
WORKER_NICENESS = 5

#: Seconds the worker waits for a first question before importing the searches ahead.
WARM_AFTER_SECONDS = 0.3

#: The level name that asks for the game's hint instead of a seat's bot.
HINT: Final = "hint"
#: The op of a request to analyse a finished game.
ANALYSE: Final = "analyse"
#: The op of a request to do a game's set-up work ahead, and of its answer.
SETUP: Final = "setup"
SET_UP: Final = "set_up"
#: What a ``think`` request asks for: a seat's bot at a level, or the game's hint.
Asked = Level | Literal["hint"]

Message = dict[str, Any]


def encode(message: Message) -> bytes:
    return json.dumps(message, separators=(",", ":")).encode("utf-8")


def decode(data: bytes) -> Message:
    message = json.loads(data.decode("utf-8"))
    if not isinstance(message, dict):
        raise ValueError("a worker message must be a JSON object")
    return message


def think_request(request_id: int, game: str, view_json: object, seat: int, level: Asked,
                  seed: int | None, budget: Budget | None = None) -> Message:
    """The ``think`` message for one question (the GUI side builds it with this)."""
    message: Message = {"op": "think", "id": request_id, "game": game, "view": view_json,
                        "seat": seat, "level": str(level), "seed": seed}  # a Level as its value
    if budget is not None:
        message["budget"] = {"seconds": budget.seconds, "iterations": budget.iterations}
    return message


def analyse_request(request_id: int, record_json: object, seat: int, seed: int,
                    playouts: int | None = None) -> Message:
    """The ``analyse`` message for one finished game and one seat (``playouts``: the
    analysis's default when None)."""
    if playouts is None:
        from climbdesk.bots.analysis import PLAYOUTS

        playouts = PLAYOUTS
    return {"op": ANALYSE, "id": request_id, "record": record_json, "seat": seat,
            "seed": seed, "playouts": playouts}


def setup_request(request_id: int, game: str, work: object) -> Message:
    """The ``setup`` message for one game's set-up work (see the module docstring)."""
    return {"op": SETUP, "id": request_id, "game": game, "work": work}


def answer(request: Message, cancel: CancelToken,
           report: Callable[[Message], None] | None = None) -> Message:
    """Answer one ``think`` or ``analyse`` request; the final reply message
    (``done``/``analysed``/``failed``/``cancelled``).  ``report`` gets the
    ``progress`` messages of an analysis as they happen.

    Shared by the worker process and the in-process fallback, so both paths
    rebuild the view from JSON and answer in JSON alike.
    """
    request_id = request["id"]
    if request.get("op") == ANALYSE:
        return _answer_analysis(request, cancel, report)
    if request.get("op") == SETUP:
        return _answer_setup(request)
    from climbdesk.bots.levels import hint, make_bot

    try:
        game = get_game(str(request["game"]))
        view = game.state_from_json(request["view"])
        seat = int(request["seat"])
        level = request["level"]
        if level == HINT:
            action = hint(view, seat, cancel)
        else:
            raw = request.get("budget")
            budget = None if raw is None else Budget(raw.get("seconds"), raw.get("iterations"))
            seed = request.get("seed")
            bot = make_bot(game.info.key, Level.parse(level), None if seed is None else int(seed),
                           budget)
            action = bot.choose(view, seat, cancel)
    except BotCancelled:
        return {"op": "cancelled", "id": request_id}
    except Exception as exc:  # noqa: BLE001 - reported to the user, never lost
        return {"op": "failed", "id": request_id, "error": f"{type(exc).__name__}: {exc}"}
    return {"op": "done", "id": request_id, "action": action.to_json()}


def _answer_setup(request: Message) -> Message:
    request_id = request["id"]
    try:
        result = get_game(str(request["game"])).do_setup_work(request["work"])
    except Exception as exc:  # noqa: BLE001 - reported to the user, never lost
        return {"op": "failed", "id": request_id, "error": f"{type(exc).__name__}: {exc}"}
    return {"op": SET_UP, "id": request_id, "result": result}


def _answer_analysis(request: Message, cancel: CancelToken,
                     report: Callable[[Message], None] | None) -> Message:
    from climbdesk.bots.analysis import analyse
    from climbdesk.core.record import GameRecord

    request_id = request["id"]

    def progress(done: int, total: int) -> None:
        if report is not None:
            report({"op": "progress", "id": request_id, "done": done, "total": total})

    try:
        record = GameRecord.from_json(request["record"])
        result = analyse(record, int(request["seat"]), seed=int(request["seed"]),
                         playouts=int(request["playouts"]), cancel=cancel, progress=progress)
    except BotCancelled:
        return {"op": "cancelled", "id": request_id}
    except Exception as exc:  # noqa: BLE001 - reported to the user, never lost
        return {"op": "failed", "id": request_id, "error": f"{type(exc).__name__}: {exc}"}
    return {"op": "analysed", "id": request_id, "analysis": result.to_json()}


class _Server:
    """The worker process's state: the pipes, the search thread and its current token."""

    def __init__(self, requests: Connection, answers: Connection) -> None:
        self.requests = requests
        self.answers = answers
        self.send_lock = threading.Lock()
        self.lock = threading.Lock()
        self.current: tuple[int, CancelToken] | None = None
        self.cancelled: set[int] = set()
        self.latest: int | None = None
        self.queue: queue.SimpleQueue[Message | None] = queue.SimpleQueue()

    def send(self, message: Message) -> None:
        with self.send_lock:
            self.answers.send_bytes(encode(message))

    def _report(self, message: Message) -> None:
        try:
            self.send(message)
        except OSError:
            pass  # the GUI went away; the search loop notices when it replies

    def search_loop(self) -> None:
        lower_priority()
        warm = False
        while True:
            try:
                request = self.queue.get(timeout=None if warm else WARM_AFTER_SECONDS)
            except queue.Empty:
                # Nothing asked yet (a set-up at launch has had the process to itself):
                # the searches now, so that the first question does not wait for them.
                # Only a warm-up: if it fails (an import racing the set-up thread's), the
                # question imports them again and reports any error itself (review15).
                try:
                    import climbdesk.bots.analysis  # noqa: F401
                    import climbdesk.bots.levels  # noqa: F401
                except Exception:  # noqa: BLE001, S110 - see above
                    pass

                warm = True
                continue
            warm = True  # a question imports what it needs
            if request is None:
                return
            token = CancelToken()
            with self.lock:
                if request["id"] in self.cancelled or request["id"] != self.latest:
                    self.cancelled.discard(request["id"])
                    token.cancel()  # cancelled or superseded while it waited
                self.current = (request["id"], token)
            if token.cancelled:
                reply: Message = {"op": "cancelled", "id": request["id"]}
            else:
                reply = answer(request, token, self._report)
            with self.lock:
                self.current = None
            try:
                self.send(reply)
            except OSError:
                return  # the GUI went away

    def _set_up(self, request: Message) -> None:
        reply = answer(request, CancelToken())
        with self.lock:
            if request["id"] in self.cancelled:
                self.cancelled.discard(request["id"])
                reply = {"op": "cancelled", "id": request["id"]}
        self._report(reply)

    def cancel(self, request_id: int | None) -> None:
        """Cancel one request (or, with None, whatever runs), running or still queued."""
        with self.lock:
            if self.current is not None and request_id in (None, self.current[0]):
                self.current[1].cancel()
            elif request_id is not None:
                self.cancelled.add(request_id)

    def run(self) -> None:
        self.send({"op": "hello", "pid": os.getpid(), "module": climbdesk.__file__})
        thread = threading.Thread(target=self.search_loop, name="climbdesk-search", daemon=True)
        thread.start()
        while True:
            try:
                message = decode(self.requests.recv_bytes())
            except (EOFError, OSError):
                break  # the GUI process is gone: so are we
            op = message.get("op")
            if op in ("think", ANALYSE):
                with self.lock:  # a newer question supersedes the ones before it
                    self.latest = message.get("id")
                    if self.current is not None:
                        self.current[1].cancel()
                self.queue.put(message)
            elif op == SETUP:  # short, and no search waits for it (nor it for one)
                threading.Thread(target=self._set_up, args=(message,), daemon=True,
                                 name="climbdesk-setup").start()
            elif op == "cancel":
                self.cancel(int(message["id"]))
            elif op == "stop":
                break
        self.cancel(None)
        self.queue.put(None)
        thread.join(timeout=1.0)


def serve(requests: Connection, answers: Connection) -> None:
    """The worker process's entry point: answer requests until told to stop or orphaned."""
    # Ctrl+C in the terminal reaches the whole process group; only the GUI should react.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _Server(requests, answers).run()


def lower_priority() -> None:
    """On a busy machine the window, not the search, should get the CPU first; budgets
    are counted in iterations, so a slower search is not a weaker one (up to its safety
    cap).  Called on the search thread: on Linux a thread's niceness is its own, so a
    game's set-up work, which the player waits for at a game's start, keeps the
    process's priority (issue 17: at load 6 it took a second at niceness 5); elsewhere
    the whole process is lowered, as before."""
    if hasattr(os, "nice"):
        try:
            os.nice(WORKER_NICENESS)
        except OSError:
            pass
