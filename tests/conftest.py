"""Test set-up: Qt runs headless and never touches the real user's files."""

from __future__ import annotations

import gc
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
os.environ.setdefault("CLIMBDESK_SOUND", "off")  # silent; tests/ui/test_sound.py checks requests

import pytest


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path, monkeypatch):
    """Point config/data dirs at a temp folder so tests never read or clobber real saves."""
    monkeypatch.setenv("CLIMBDESK_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    yield


@pytest.fixture(autouse=True)
def _no_mountain_kept_between_tests():
    """Mountains kept from a set-up done ahead (``games.climbers.prebuilt``) belong to
    the test that made them: a later builder test must build its own (review14)."""
    from climbdesk.games.climbers import prebuilt

    prebuilt.forget()
    yield
    prebuilt.forget()


@pytest.fixture(autouse=True)
def _python_collects_outside_the_ui_tests(request):
    """A worker that ran a UI test collects cycles on its GUI thread only
    (``climbdesk.ui.gui_gc``, tests/ui/conftest.py); the other tests (bots' searches,
    no event loop) collect as Python does while they run."""
    gui_gc = sys.modules.get("climbdesk.ui.gui_gc")
    if gui_gc is None or not gui_gc.installed() or "tests/ui/" in request.node.nodeid:
        yield
        return
    gc.enable()
    yield
    gc.disable()


@pytest.fixture(autouse=True, scope="session")
def _what_collection_made_is_frozen():
    """Before a worker's first test, what collecting the tests left alive (every module,
    class and function imported, pytest's 2,200 test items: ~840,000 objects) is frozen,
    so no collection of the oldest generation traverses it again.  Those full
    collections (every 10 s in the UI tests, ``climbdesk.ui.gui_gc``; CPython's own in
    the others) took 80-90 s a worker in a run at load 8-11, up to 5 s each.  Nothing
    alive then is a Qt object (no application exists yet) or any test's garbage; what
    tests make is collected as before."""
    gc.collect()
    gc.freeze()
    yield


@pytest.fixture(autouse=True, scope="session")
def _collected_before_the_worker_reports():
    """At the end of the run, collect cycles and freeze what is left, while the xdist
    controller still waits for this worker.  After the worker reports finished, pytest
    collects twice more (looking for unraisable exceptions): two passes over this heap,
    one freeing tens of thousands of objects the GUI-thread collector left (3-5 s on the
    loaded machine).  execnet interrupts a worker still busy 5 s after the run ended, with
    a SIGINT: the KeyboardInterrupt landed in a gc callback, and ``make test`` ended with a
    ``PytestUnraisableExceptionWarning … KeyboardInterrupt``.  Frozen objects are not
    traversed, so those passes take milliseconds; an unraisable exception of the garbage
    collected here is still reported (with the last test)."""
    yield
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True, scope="session")
def _no_orphan_bot_processes():
    """At the end of the run the app's bot worker is stopped like at quit, and no child
    process may be left behind."""
    yield
    import multiprocessing
    import sys

    bot_worker = sys.modules.get("climbdesk.ui.bot_worker")
    if bot_worker is not None:
        bot_worker.stop_shared()
    assert multiprocessing.active_children() == []
