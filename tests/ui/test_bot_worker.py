"""Bots think in a worker process: answers, cancelling, crash recovery, clean exit.

The app's shared worker is reused across tests (spawning one costs a fraction
of a second); only the tests about stopping start one of their own.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import SignalInstance

import climbdesk
from climbdesk.bots.base import Budget
from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.games.stairs.engine import GAME
from climbdesk.ui.bot_worker import BotRunner, BotWorker, shared_runner

from .app_helpers import dialogs, humans, stairs, window  # noqa: F401

#: A search that would run for a minute unless cancelled.
ENDLESS = Budget(seconds=60.0, iterations=10**9)


def _worker() -> BotWorker:
    runner = shared_runner()
    assert isinstance(runner, BotWorker), "the app's default runner must be the process"
    return runner


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a child that exited but was not reaped yet is dead too
        done, _status = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return True  # not our child: it exists, so it runs
    return done == 0


Events = list[tuple[str, int, object]]


@pytest.fixture
def record() -> Iterator[Callable[[BotRunner], Events]]:
    """Records what a runner says (answers, failures, drops) until the test ends."""
    hooks: list[tuple[SignalInstance, Callable[..., None]]] = []

    def start(runner: BotRunner) -> Events:
        events: Events = []
        for signal_, kind in ((runner.answered, "answered"), (runner.failed, "failed"),
                              (runner.dropped, "dropped")):
            def slot(i: int, value: object, kind: str = kind) -> None:
                events.append((kind, i, value))
            signal_.connect(slot)
            hooks.append((signal_, slot))
        return events

    yield start
    for signal_, slot in hooks:
        try:
            signal_.disconnect(slot)
        except (RuntimeError, TypeError):
            pass


def test_a_bot_move_comes_from_the_worker_process_running_this_climbdesk(qtbot, record) -> None:
    worker = _worker()
    events = record(worker)
    state = GAME.new_initial_state()
    request = worker.ask("stairs", state.view(0).to_json(), 0, "normal", seed=5)
    qtbot.waitUntil(lambda: any(e[1] == request for e in events), timeout=20000)
    kind, _id, action_json = next(e for e in events if e[1] == request)
    assert kind == "answered"
    assert GAME.action_from_json(action_json) in state.legal_actions()  # type: ignore[arg-type]
    assert worker.pid is not None and worker.pid != os.getpid()
    # The child must import the climbdesk under test, not another checkout.
    assert worker.module_path == climbdesk.__file__


def test_a_bad_request_fails_with_a_reason_and_the_worker_lives_on(qtbot, record) -> None:
    worker = _worker()
    events = record(worker)
    pid = worker.pid
    request = worker.ask("no-such-game", {}, 0, "easy")
    qtbot.waitUntil(lambda: any(e[1] == request for e in events), timeout=20000)
    assert events[-1][0] == "failed" and "no-such-game" in str(events[-1][2])
    assert worker.pid == pid or pid is None


def test_cancelling_stops_the_search_and_frees_the_worker_for_the_next_one(qtbot,
                                                                            record) -> None:
    worker = _worker()
    events = record(worker)
    state = GAME.new_initial_state()
    endless = worker.ask("stairs", state.view(0).to_json(), 0, "normal", seed=1, budget=ENDLESS)
    qtbot.wait(100)  # let the search get going (not needed for correctness)
    worker.cancel(endless)
    # The minute-long search is stopped by the cancel message alone, not finished...
    qtbot.waitUntil(lambda: bool(events), timeout=20000)
    assert events == [("dropped", endless, "cancelled")]
    # ...and the worker answers the next question.
    quick = worker.ask("stairs", state.view(0).to_json(), 0, "easy", seed=2)
    qtbot.waitUntil(lambda: len(events) == 2, timeout=20000)
    assert events[1][:2] == ("answered", quick)


def test_a_newer_question_supersedes_an_older_one_in_the_worker(qtbot, record) -> None:
    worker = _worker()
    events = record(worker)
    view = GAME.new_initial_state().view(0).to_json()
    old = worker.ask("stairs", view, 0, "normal", seed=1, budget=ENDLESS)
    new = worker.ask("stairs", view, 0, "easy", seed=2)
    qtbot.waitUntil(lambda: any(e[1] == new for e in events), timeout=20000)
    assert [(e[0], e[1]) for e in events] == [("dropped", old), ("answered", new)]


def _vs_hard_bot_after_first_move(window, qtbot):  # type: ignore[no-untyped-def]
    seats = [Seat("Ann"), Seat("Robo", "bot", "hard")]
    window.start_match(Match(GameRecord.new(stairs(), seats, seed=11)))
    c = window.controller
    c.play(c.state.legal_actions()[0])
    assert c.thinking  # at once; the question goes out on the next turn of the event loop
    qtbot.waitUntil(lambda: len(c._requests) == 1, timeout=20000)
    return c, next(iter(c._requests))


def test_undo_while_the_bot_thinks_cancels_its_search_and_drops_its_answer(window,
                                                                             qtbot, record) -> None:
    worker = _worker()
    events = record(worker)
    c, request = _vs_hard_bot_after_first_move(window, qtbot)
    window.undo()
    assert c.history == [] and not c.thinking and c._requests == {}
    qtbot.waitUntil(lambda: any(e[1] == request for e in events), timeout=20000)
    assert events[0] == ("dropped", request, "cancelled")
    # The worker takes the next question: the human moves again and the bot replies.
    c.play(c.state.legal_actions()[1])
    qtbot.waitUntil(lambda: c.is_human_turn() and len(c.history) == 2, timeout=20000)
    assert c.history[0].action == GAME.new_initial_state().legal_actions()[1]


def test_a_new_game_while_the_bot_thinks_cancels_the_old_search(window, qtbot, record) -> None:
    worker = _worker()
    events = record(worker)
    old, request = _vs_hard_bot_after_first_move(window, qtbot)
    window.start_new(stairs(), humans(), {})
    assert window.controller is not old
    qtbot.waitUntil(lambda: any(e[1] == request for e in events), timeout=20000)
    assert events == [("dropped", request, "cancelled")]
    assert window.controller.history == []


def test_a_killed_worker_is_restarted_and_the_bot_still_moves(window, qtbot) -> None:
    worker = _worker()
    c, _request = _vs_hard_bot_after_first_move(window, qtbot)
    errors: list[str] = []
    c.error.connect(errors.append)
    old_pid, restarts = worker.pid, worker.restarts
    assert old_pid is not None
    os.kill(old_pid, signal.SIGKILL)  # mid-search: the question was just sent
    qtbot.waitUntil(lambda: c.is_human_turn() and len(c.history) == 2, timeout=30000)
    assert worker.restarts == restarts + 1
    assert worker.pid is not None and worker.pid != old_pid and not _alive(old_pid)
    assert len(errors) == 1 and "restarted" in errors[0]
    assert c.history[1].actor == 1 and c.state.is_legal(c.state.legal_actions()[0])


def test_stopping_the_worker_ends_its_process_even_mid_search(qtbot, record) -> None:
    worker = BotWorker()
    view = GAME.new_initial_state().view(0).to_json()
    worker.ask("stairs", view, 0, "normal", seed=1, budget=ENDLESS)
    qtbot.waitUntil(lambda: worker.module_path is not None, timeout=20000)
    pid = worker.pid
    assert pid is not None and _alive(pid)
    worker.stop()
    assert not worker.is_running() and not _alive(pid)
    events = record(worker)
    refused = worker.ask("stairs", view, 0, "easy")
    assert events == [], "the refusal comes later, once the caller knows the request id"
    qtbot.waitUntil(lambda: bool(events), timeout=20000)
    assert events[0][:2] == ("failed", refused), "a stopped worker refuses, it does not restart"
    assert worker.pid is None and not worker.is_running()


APP_SCRIPT = textwrap.dedent("""
    import sys

    from PySide6.QtCore import QTimer

    from climbdesk.core.record import Seat
    from climbdesk.ui import app as app_module
    from climbdesk.ui import bot_worker


    def main():
        qapp = app_module.make_app([])

        def begin():
            from climbdesk.core.registry import get_game
            from climbdesk.ui.main_window import MainWindow

            window = next(w for w in qapp.topLevelWidgets() if isinstance(w, MainWindow))
            seats = [Seat("Robo", "bot", "hard"), Seat("Ann")]
            window.start_new(get_game("stairs"), seats, {})

            def quit_when_thinking():
                worker = bot_worker.shared_runner()
                if window.controller.thinking and worker.module_path is not None:
                    print("PID", worker.pid, flush=True)
                    window.close()  # the last window: the app quits
                else:
                    QTimer.singleShot(10, quit_when_thinking)

            quit_when_thinking()

        QTimer.singleShot(0, begin)
        sys.exit(app_module.run([]))


    if __name__ == "__main__":
        main()
""")


def test_quitting_the_app_mid_search_leaves_no_bot_process(tmp_path) -> None:
    script = tmp_path / "quit_app.py"
    script.write_text(APP_SCRIPT)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path), QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         env=env, timeout=60, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    pids = [int(line.split()[1]) for line in out.stdout.splitlines() if line.startswith("PID")]
    assert len(pids) == 1, out.stdout + out.stderr
    assert not _alive(pids[0]), "the bot worker outlived the app"
