# ruff: noqa: F811  (pytest fixtures are imported from app_helpers and used as parameters)
"""Issue 17 (crash12): a worker of the test suite died now and then of a segmentation
fault in ``qtbot.wait`` while the autosave thread was writing.  Python's collector ran
in whichever thread allocated and deleted Qt objects left in reference cycles there (a
board scene and the helpers that point back at it), under the GUI thread's feet.  Now
only the GUI thread collects (:mod:`climbdesk.ui.gui_gc`): counted, never timed."""

from __future__ import annotations

import gc
import threading
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from climbdesk.core.registry import get_game
from climbdesk.ui import gui_gc
from climbdesk.ui.app import make_app
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.wall.scene import WallBoardScene

from .app_helpers import dialogs, humans, window  # noqa: F401
from .board_helpers import show_board


def test_the_app_collects_cycles_on_its_gui_thread_only() -> None:
    make_app([])
    assert gui_gc.installed()
    assert not gc.isenabled()


def test_a_thread_that_allocates_never_deletes_a_board_scene(qtbot) -> None:  # type: ignore[no-untyped-def]
    make_app([])
    gc.collect()
    deleted_on_gui_thread: list[bool] = []
    scene = WallBoardScene()  # in reference cycles of its own (its helpers point back)
    view = show_board(qtbot, scene, 400, 300)
    scene.destroyed.connect(lambda: deleted_on_gui_thread.append(
        threading.current_thread() is threading.main_thread()))
    view.setScene(None)
    del scene
    ran_on_gui_thread: list[bool] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            ran_on_gui_thread.append(threading.current_thread() is threading.main_thread())

    kept: list[list[list[int]]] = []  # the thread's allocations, alive until collected
    gc.callbacks.append(note)
    try:
        # What the autosave writer does while it encodes a record: allocate.
        writer = threading.Thread(target=lambda: kept.append([[i] for i in range(20_000)]))
        writer.start()
        writer.join()
        assert False not in ran_on_gui_thread  # the collector never ran on the writer
        assert deleted_on_gui_thread == []  # so the scene was not deleted there
        # The GUI thread's turn: its timer collects, and the scene goes there.
        qtbot.waitUntil(lambda: deleted_on_gui_thread == [True], timeout=20000)
        assert ran_on_gui_thread and all(ran_on_gui_thread)
    finally:
        gc.callbacks.remove(note)
    assert isinstance(view, BoardView)
    QApplication.processEvents()


def test_a_closed_games_board_is_collected_at_the_next_tick_and_the_heap_given_back(  # type: ignore[no-untyped-def]  # noqa: E501
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 17 (mem18): a closed game's board scene and its helpers are cycles in the
    oldest generation, holding its pictures (13-17 MB a Climbers game), and the
    thresholds put the next full collection a minute or more away: 100 bot games in
    one window held 70-90 MB of closed games.  Closing a game makes the next tick (after
    the start's hold-off) a full collection, and the freed heap is given back (glibc)."""
    window.start_new(get_game("stairs"), humans(), {})
    assert window.game_page.scene is not None
    scene = weakref.ref(window.game_page.scene)
    gc.collect()  # the game's objects are old now, as after a game played
    monkeypatch.setattr(gui_gc, "FULL_EVERY", 1e9)  # no full collection by the thresholds
    monkeypatch.setattr(gui_gc, "_held_until", 0.0)
    collector = gui_gc._collector
    assert collector is not None
    window.show_start()  # the game is closed: its scene is let go
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert scene() is not None  # in its cycles still: nothing collected yet
    assert gui_gc.collect_pending()
    trims = gui_gc.trims
    collector._tick()
    assert scene() is None  # the board's objects are gone
    assert not gui_gc.collect_pending()
    if gui_gc._trim is not None:  # glibc
        assert gui_gc.trims == trims + 1
    collector._tick()
    assert gui_gc.trims <= trims + 1  # once per closed game, not every tick


def test_the_collection_of_a_closed_game_waits_out_a_start(  # type: ignore[no-untyped-def]
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Play again closes a game and starts one: the full collection comes after the
    new board's busy turns, not in them (gui_gc.hold_off)."""
    window.start_new(get_game("stairs"), humans(), {})
    monkeypatch.setattr(gui_gc, "_held_until", 0.0)
    window.start_new(get_game("stairs"), humans(), {})  # closes the first game
    assert gui_gc.collect_pending() and gui_gc.held()
    collector = gui_gc._collector
    assert collector is not None
    collector._tick()
    assert gui_gc.collect_pending()  # held: not yet
    monkeypatch.setattr(gui_gc, "_held_until", 0.0)
    collector._tick()
    assert not gui_gc.collect_pending()


def test_a_closed_reviews_board_is_collected_at_the_next_tick_too(  # type: ignore[no-untyped-def]
        window, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """A review's board is a board scene with the same cycles: leaving the review asks
    for the same full collection as closing a game (mem18 noticed it did not)."""
    from .review_helpers import played

    assert window.review(played(get_game("stairs"), seed=3))
    page = window.reviews.page
    assert page.scene is not None
    scene = weakref.ref(page.scene)
    gc.collect()
    monkeypatch.setattr(gui_gc, "FULL_EVERY", 1e9)
    monkeypatch.setattr(gui_gc, "_held_until", 0.0)
    gui_gc.forget_closed()
    page.close_review()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert gui_gc.collect_pending()
    collector = gui_gc._collector
    assert collector is not None
    collector._tick()
    assert scene() is None
