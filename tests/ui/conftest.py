"""The UI tests collect reference cycles on the GUI thread only, as the app does
(:mod:`climbdesk.ui.gui_gc`): a test's board scene left in a cycle was otherwise deleted
by whichever thread allocated next, the autosave writer's or the bot reader's.

Each test also ends with its own windows deleted (:func:`finish_test`): pytest-qt
closes the widgets a test gave ``qtbot`` and calls ``deleteLater`` on them, but a
deferred delete posted outside an event loop waits for the next loop that runs, which is
some later test's ``qtbot.wait``.  Until then the windows of earlier tests lived on into
other tests (a ``tests/ui`` run: 508 widgets alive after a test on average, up to 5,856
and 36 main windows and New Game dialogs; 1,451 widgets at the dark swatch test of
``test_player_findings``, whose teardown a worker died in, issue 17): their timers fired
there, every theme switch restyled them, and a later test's event loop deleted them in
bulk, under that test's settings and monkeypatches.  crash12, crash14 and crash15's
segfaults also struck in later tests' event loops and collections.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from climbdesk.ui import gui_gc


@pytest.fixture(autouse=True, scope="session")
def _cycles_collected_on_the_gui_thread(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    gui_gc.install()
    yield


def finish_test() -> None:
    """Delete what the test left for deletion (its closed windows), collect its cycles
    (a test that runs no event loop, the GUI thread's timer, still collects them), then
    delete what the collection left for deletion."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    gui_gc.collect_due()
    # A game it closed is not collected whole in a later test's turn (a long tick there).
    gui_gc.forget_closed()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


@pytest.fixture(autouse=True)
def _leftovers_deleted_and_collected() -> Iterator[None]:
    # Autouse: set up before the fixtures the test asks for (a window, qtbot), so torn
    # down after them; pytest-qt closes the test's widgets before any fixture's teardown.
    yield
    finish_test()
