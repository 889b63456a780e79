"""The start tests' turn counter waits for what it counts (tests/ui/start_helpers.py)."""

from __future__ import annotations

from PySide6.QtCore import QTimer

from .start_helpers import turns_until


def test_turns_until_waits_for_a_timer_due_later(qtbot) -> None:  # type: ignore[no-untyped-def]
    """An answer due in half a second (the bot process's mountain on a busy machine)
    is waited for: idle turns wait for the next event instead of spinning through the
    limit (5,000 spinning turns took 0.15 s)."""
    done: list[bool] = []
    QTimer.singleShot(500, lambda: done.append(True))
    assert turns_until(lambda: bool(done)) >= 1
