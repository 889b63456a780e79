"""The UI tests collect reference cycles on the GUI thread only, as the app does
(:mod:`climbdesk.ui.gui_gc`): a test's board scene left in a cycle was otherwise deleted
by whichever thread allocated next, the autosave writer's or the bot reader's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from climbdesk.ui import gui_gc


@pytest.fixture(autouse=True, scope="session")
def _cycles_collected_on_the_gui_thread(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    gui_gc.install()
    yield


@pytest.fixture(autouse=True)
def _collect_what_is_due() -> Iterator[None]:
    yield
    # A test that runs no event loop (the GUI thread's timer) still collects its cycles.
    gui_gc.collect_due()
