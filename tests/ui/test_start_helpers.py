"""The start tests' turn counter waits for what it counts (tests/ui/start_helpers.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from .start_helpers import turns_until


def test_turns_until_waits_for_a_timer_due_later(qtbot) -> None:  # type: ignore[no-untyped-def]
    """An answer due in half a second (the bot process's mountain on a busy machine)
    is waited for: idle turns wait for the next event instead of spinning through the
    limit (5,000 spinning turns took 0.15 s)."""
    done: list[bool] = []
    QTimer.singleShot(500, lambda: done.append(True))
    assert turns_until(lambda: bool(done)) >= 1


def test_turns_until_outlasts_many_short_turns(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Idle work on a 0 ms timer (as painting ahead does while a start waits for the bot
    process) makes every turn short: an answer due later is still waited for, the
    limit being a deadline and not a number of turns (the old limit, 5,000 such turns,
    ran out before this answer's 0.8 s at load 6; at load 16 they took 3.5 s)."""
    done: list[bool] = []
    busy = QTimer()
    busy.setInterval(0)
    spins = [0]

    def spin() -> None:
        spins[0] += 1

    busy.timeout.connect(spin)
    busy.start()
    try:
        QTimer.singleShot(800, lambda: done.append(True))
        assert turns_until(lambda: bool(done)) >= 1
    finally:
        busy.stop()
    assert spins[0] >= 1


def test_turns_until_gives_up_at_its_deadline(qtbot) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(AssertionError, match="never happened"):
        turns_until(lambda: False, seconds=0.05)
