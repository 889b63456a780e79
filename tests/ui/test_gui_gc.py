"""Issue 17 (crash12): a worker of the test suite died now and then of a segmentation
fault in ``qtbot.wait`` while the autosave thread was writing.  Python's collector ran
in whichever thread allocated and deleted Qt objects left in reference cycles there (a
board scene and the helpers that point back at it), under the GUI thread's feet.  Now
only the GUI thread collects (:mod:`climbdesk.ui.gui_gc`): counted, never timed."""

from __future__ import annotations

import gc
import threading

from PySide6.QtWidgets import QApplication

from climbdesk.ui import gui_gc
from climbdesk.ui.app import make_app
from climbdesk.ui.boards import BoardView
from climbdesk.ui.boards.wall.scene import WallBoardScene

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
