"""Counting where a game's set-up work happens (issue 17): the mountains this (the GUI)
process builds and the turns of the event loop a start takes."""

from __future__ import annotations

import time
import traceback

import pytest
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from climbdesk.games.climbers import mountain


@pytest.fixture
def built_here(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Mountains built in this process (the GUI's) for a game, counted from now on."""
    built: list[int] = []
    real = mountain.build

    def counting(number: int, attempt: int = 0, version: int = 1):  # type: ignore[no-untyped-def]
        # The start page's thumbnails draw a sample Climbers position (once, idle).
        if not any(f.filename.endswith("thumbnails.py") for f in traceback.extract_stack()):
            built.append(number)
        return real(number, attempt, version)

    monkeypatch.setattr(mountain, "build", counting)
    return built


def turns_until(condition, seconds: float = 30.0) -> int:  # type: ignore[no-untyped-def]
    """Turns of the event loop (one ``processEvents`` each) until ``condition()``.

    A turn with nothing to do waits for the next event (a 1 ms timer at most): without
    the wait, 5,000 turns took 0.15 s, and a mountain asked of the bot process on a busy
    machine came later than that ("never happened", twice under load 11, crash17).  The
    limit is a deadline, not a number of turns: a turn is as short as the work due in it
    (idle work on a 0 ms timer makes every turn short), and the bot process's answer
    comes after a time that grows with the machine's load, whatever the turns did."""
    deadline = time.monotonic() + seconds
    turns = 0
    while not condition():
        assert time.monotonic() < deadline, f"never happened ({turns} turns, {seconds} s)"
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents
                                   | QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
        QTimer.singleShot(1, lambda: None)  # never wait without a timer to wake the loop
        turns += 1
    return turns
