"""The bot worker never leaves a game stuck (issue 17).

A worker that stops answering (here: stopped with SIGSTOP, as a hung or looping
one would look from outside) is replaced and asked again; a bot that failed can
be asked again with Retry, also when it was the first to move; and rebuilding
the Move menu's board commands does not pile up QActions.
"""

# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)

from __future__ import annotations

import os
import signal
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer
from PySide6.QtGui import QAction

from climbdesk.bots.base import Budget
from climbdesk.core.record import GameRecord, Match, Seat
from climbdesk.core.registry import get_game
from climbdesk.games.stairs.engine import GAME
from climbdesk.ui import bot_worker
from climbdesk.ui.bot_worker import BotRunner, BotWorker
from climbdesk.ui.main_window import MainWindow

from .app_helpers import dialogs, humans, stairs, window  # noqa: F401

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGSTOP"), reason="needs SIGSTOP")

QUICK = Budget(seconds=0.2, iterations=50)
# The watchdog's margin (s) for a spawned worker's answer: 2 s failed at load 25.
SPAWN_MARGIN = 5.0
# For a question to a stopped worker, which never answers: its timeout is all it tests.
STOPPED_MARGIN = 0.3


@pytest.fixture
def worker(qtbot) -> Iterator[BotWorker]:  # type: ignore[no-untyped-def]
    w = BotWorker()
    w.watchdog_margin = SPAWN_MARGIN  # room to spawn a worker on a busy machine
    w.warm_up()
    qtbot.waitUntil(lambda: w.module_path is not None, timeout=20000)
    yield w
    if w.pid is not None:
        os.kill(w.pid, signal.SIGCONT)  # a stopped worker would make stop() wait for it
    w.stop()


def test_a_stopped_worker_is_replaced_and_asked_again(worker, qtbot) -> None:
    answered: list[int] = []
    restarted: list[object] = []
    worker.answered.connect(lambda i, _a: answered.append(i))
    worker.restarted.connect(restarted.append)
    old = worker.pid
    assert old is not None
    os.kill(old, signal.SIGSTOP)  # alive, pipe open, never answers
    # The stopped worker can never answer: its question is overdue after a short margin
    # (the test slept 5 s here).  The new worker's clock gets the long one, restarted
    # as it is asked again: it is spawned and imports the game on a busy machine.
    worker.watchdog_margin = STOPPED_MARGIN
    margins: list[float] = []

    def long_again(ids: list[int]) -> None:
        margins.append(worker.watchdog_margin)
        worker.watchdog_margin = SPAWN_MARGIN
        for i in ids:
            worker._arm(i)

    worker.restarted.connect(long_again)
    request = worker.ask("stairs", GAME.new_initial_state().view(0).to_json(), 0, "easy",
                         seed=3, budget=QUICK)
    qtbot.waitUntil(lambda: answered == [request], timeout=60000)
    assert margins == [STOPPED_MARGIN]
    assert restarted == [[request]]  # the player is told once
    assert worker.pid not in (None, old)


def test_a_question_that_hangs_two_workers_fails_with_a_reason(worker, qtbot) -> None:
    failed: list[tuple[int, str]] = []
    worker.failed.connect(lambda i, text: failed.append((i, text)))
    # Stopped workers never answer, however long the margin (5 s slept twice here).
    worker.watchdog_margin = STOPPED_MARGIN
    # Every new worker is stopped as soon as it starts.
    worker.restarted.connect(lambda _ids: os.kill(worker.pid, signal.SIGSTOP))
    assert worker.pid is not None
    os.kill(worker.pid, signal.SIGSTOP)
    request = worker.ask("stairs", GAME.new_initial_state().view(0).to_json(), 0, "easy",
                         seed=3, budget=QUICK)
    qtbot.waitUntil(lambda: bool(failed), timeout=60000)
    assert failed == [(request, "the bot did not answer in time, twice")]


class FailingRunner(BotRunner):
    """Fails the first ``failures`` questions, then answers with the first legal move."""

    def __init__(self, failures: int) -> None:
        super().__init__()
        self.failures = failures
        self.asked = 0

    def _submit(self, request: dict) -> None:  # type: ignore[type-arg]
        self.asked += 1
        request_id = int(request["id"])
        if self.asked <= self.failures:
            QTimer.singleShot(0, self, lambda: self.failed.emit(request_id, "it broke"))
            return
        game = get_game(str(request["game"]))
        state = game.state_from_json(request["view"])
        action = state.legal_actions()[0].to_json()
        QTimer.singleShot(0, self, lambda: self.answered.emit(request_id, action))

    def cancel(self, request_id: int) -> None:
        pass


@pytest.fixture
def failing(monkeypatch: pytest.MonkeyPatch) -> Iterator[FailingRunner]:
    runner = FailingRunner(failures=1)
    previous = bot_worker.set_shared_runner(runner)
    yield runner
    bot_worker.set_shared_runner(previous)


def test_retry_asks_a_failed_bot_again_even_when_it_moved_first(window: MainWindow, qtbot,
                                                                 failing) -> None:
    seats = [Seat("Robo", "bot", "easy"), Seat("Ann")]
    window.start_match(Match(GameRecord.new(stairs(), seats, seed=4)))
    page, c = window.game_page, window.controller
    qtbot.waitUntil(lambda: c.bot_failure is not None, timeout=20000)
    page.flush_refresh()  # the panels follow the board's paint
    assert "The bot failed" in page.status.text()
    assert page.retry_button.isVisible() and page.retry_button.isEnabled()
    page.retry_button.click()
    qtbot.waitUntil(lambda: c.is_human_turn(), timeout=20000)
    assert failing.asked == 2 and len(c.history) == 1
    page.flush_refresh()
    assert not page.retry_button.isVisible()


def test_after_a_failure_undo_and_retry_are_both_there(window: MainWindow, qtbot,
                                                        failing) -> None:
    failing.failures = 1
    seats = [Seat("Ann"), Seat("Robo", "bot", "easy")]
    window.start_match(Match(GameRecord.new(stairs(), seats, seed=4)))
    page, c = window.game_page, window.controller
    c.play(c.state.legal_actions()[0])
    qtbot.waitUntil(lambda: c.bot_failure is not None, timeout=20000)
    page.flush_refresh()
    assert page.retry_button.isVisible() and page.undo_button.isEnabled()
    page.undo_button.click()
    page.flush_refresh()
    assert c.history == [] and c.is_human_turn() and not page.retry_button.isVisible()


def _deferred_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def test_rebuilding_the_board_commands_does_not_leak_actions(window: MainWindow, qtbot) -> None:
    window.start_new(get_game("cantstop"), humans(), {})
    page, c = window.game_page, window.controller
    offered: list[int] = []
    extra: list[int] = []
    for move in range(50):
        if c.state.is_terminal():
            break
        c.play(c.state.legal_actions()[move % len(c.state.legal_actions())])
        page.flush_refresh()  # the panels (and the commands) follow the board's paint
        _deferred_deletes()
        offered.append(len(page.command_buttons))
        extra.append(len(page.findChildren(QAction)) - offered[-1])
    assert len(offered) > 30 and max(offered) > 0  # Roll/Stop/the sums were offered
    # The page holds the actions it offers now, nothing more: flat over the game.
    assert len(set(extra)) == 1, extra
