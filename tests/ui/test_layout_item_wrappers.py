"""No Python wrapper of a ``QLayoutItem`` outlives its item (issue 17, crash15).

PySide keeps the wrapper of every item ``QLayout.itemAt()`` returns as a child of the
layout's wrapper, registered under the item's address, while Qt deletes the item as soon
as its widget leaves the layout.  The Tab order (``order_by_layout``, after every New
Game rebuild and on every game page) asked for items, so stale registrations piled up;
the next Qt object made at such an address had no wrapper of its own, and deleting it
freed a wrapper twice: pytest workers died in the cycle collector and in deferred
deletes, twice in ``test_the_open_dialog_grows_with_more_players``.  The walk now asks
the layout where each of its widget's children sits (``indexOf``), and these tests
count the item wrappers left behind, and run the crashing sequence in a subprocess.
"""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import textwrap
from pathlib import Path

from PySide6.QtWidgets import (
    QBoxLayout,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from climbdesk.core.registry import all_games, get_game
from climbdesk.ui.accessibility import layout_parts, layout_widgets, order_by_layout
from climbdesk.ui.new_game import NewGameDialog

ROOT = Path(__file__).resolve().parents[2]


def item_wrappers() -> int:
    """Live Python wrappers of layout items that are not layouts (``QWidgetItem``s)."""
    return sum(1 for o in gc.get_objects()
               if isinstance(o, QLayoutItem) and not isinstance(o, QLayout))


def test_the_walk_keeps_the_reading_order_and_makes_no_item_wrappers(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Rows top to bottom and left to right, whatever order things were added in: a
    form row inserted above, a grid filled backwards, a right-to-left row, a scroll
    area's contents; and not one item wrapper made on the way."""
    root = QWidget()
    qtbot.addWidget(root)
    column = QVBoxLayout(root)
    form = QFormLayout()
    column.addLayout(form)
    second_label, second = QLabel("second"), QLineEdit()
    form.addRow(second_label, second)
    first = QLineEdit()
    form.insertRow(0, "", first)
    grid = QGridLayout()
    column.addLayout(grid)
    g11, g10, g01, g00 = QLineEdit(), QLineEdit(), QLineEdit(), QLineEdit()
    for widget, row, col in ((g11, 1, 1), (g10, 1, 0), (g01, 0, 1), (g00, 0, 0)):
        grid.addWidget(widget, row, col)
    backwards = QHBoxLayout()
    backwards.setDirection(QBoxLayout.Direction.RightToLeft)
    column.addLayout(backwards)
    left, right = QLineEdit(), QLineEdit()
    backwards.addWidget(right)
    backwards.addWidget(left)  # drawn left of ``right``
    scroll = QScrollArea()
    inner = QWidget()
    inner_lay = QVBoxLayout(inner)
    deep = QLineEdit()
    inner_lay.addWidget(deep)
    scroll.setWidget(inner)
    column.addWidget(scroll)
    column.insertWidget(0, heading := QLabel("heading"))
    gc.collect()
    before = item_wrappers()

    found = layout_widgets(column)

    assert found == [heading, first, second_label, second, g00, g01, g10, g11,
                     left, right, scroll, deep]
    assert layout_parts(column) == [heading, form, grid, backwards, scroll]
    assert item_wrappers() == before


def test_rebuilding_the_new_game_dialog_leaves_no_item_wrappers(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """Seat rows and per-seat options come and go with the player count; the Tab order
    is put right after each rebuild without one wrapper of a (soon deleted) item.  (The
    dialog's own count row has two, made by PySide's ``addLayout`` for a filled layout;
    that row never leaves.)"""
    rebuilt = 0
    for game in [g for g in all_games() if g.info.max_players > g.info.min_players]:
        dialog = NewGameDialog(game)
        qtbot.addWidget(dialog)
        gc.collect()
        before = item_wrappers()
        for count in (game.info.max_players, game.info.min_players, game.info.max_players):
            dialog.count.setValue(count)
            rebuilt += 1
        order_by_layout(dialog)
        assert item_wrappers() == before, game.info.key
    assert rebuilt == 12


def test_a_row_that_left_its_layout_leaves_nothing_registered(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The mechanism itself, counted: walk, take a widget out (Qt deletes its item),
    walk again; no wrapper of any item stays."""
    root = QWidget()
    qtbot.addWidget(root)
    grid = QGridLayout(root)
    rows = [QLineEdit() for _ in range(5)]
    for i, row in enumerate(rows):
        grid.addWidget(row, i, 0)
    gc.collect()
    before = item_wrappers()
    assert layout_widgets(grid) == rows
    for row in rows[3:]:
        row.setParent(None)
        row.deleteLater()
    assert layout_widgets(grid) == rows[:3]
    assert item_wrappers() == before


# The test's body of test_new_game_options (the two worker crashes), many times, with
# the collector on the GUI thread collecting every few ms and single-shot timers (Qt
# objects made at freed addresses) in every wait; before the fix 4 runs in 12 of 20
# rounds died with SIGSEGV, each in 8-15 s on a loaded machine.
STRESS = textwrap.dedent("""
    import gc, os, sys, time
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication, QLayout, QLayoutItem
    app = QApplication([])
    from climbdesk.core.registry import all_games
    from climbdesk.ui import gui_gc
    from climbdesk.ui.new_game import NewGameDialog
    gui_gc.install()
    gui_gc._collector.timer.setInterval(1)
    gui_gc.FULL_EVERY = 0.0
    gc.set_threshold(50, 2, 2)

    def wait(ms):
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def items():
        return sum(1 for o in gc.get_objects()
                   if isinstance(o, QLayoutItem) and not isinstance(o, QLayout))

    games = [g for g in all_games() if g.info.max_players > g.info.min_players]
    rounds = int(sys.argv[1])
    for _ in range(rounds):
        dialogs = []
        for game in games:
            dialog = NewGameDialog(game)
            dialogs.append(dialog)
            dialog.show()
            wait(1)
            made = items()
            for count in (game.info.min_players, game.info.max_players,
                          game.info.min_players):
                dialog.count.setValue(count)
                wait(5)
            if items() != made:
                print("item wrappers left by the rebuilds:", items() - made)
                sys.exit(3)
        for dialog in dialogs:
            dialog.close()
            dialog.deleteLater()
        del dialogs, dialog
        wait(1)
    print("ok", rounds)
""")


def test_the_crashing_sequence_many_times_in_a_subprocess() -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-X", "faulthandler", "-c", STRESS, "8"],
                          env=env, capture_output=True, text=True, timeout=240, cwd=ROOT)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-4000:]
    assert done.stdout.strip().endswith("ok 8")


def test_a_dialog_of_each_size_keeps_its_seat_rows(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """The walk still finds every seat row's fields after rows came and went."""
    game = get_game("climbers")
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    dialog.count.setValue(game.info.max_players)
    dialog.count.setValue(game.info.min_players)
    found = layout_widgets(dialog.layout())
    for row in dialog.rows:
        assert row.name in found and row.kind in found
    names = [w for w in found if any(w is row.name for row in dialog.rows)]
    assert names == [row.name for row in dialog.rows]


def test_no_module_asks_a_layout_for_its_items() -> None:
    """``itemAt``/``takeAt`` hand out the wrappers that outlive their items; the app
    walks layouts with ``layout_parts`` only (the Climbers panel's scroll rows did not)."""
    import re

    root = Path(__file__).resolve().parents[2] / "climbdesk"
    calls = re.compile(r"\.(itemAt|takeAt)\(")
    offenders = [f"{path.relative_to(root)}:{number}"
                 for path in root.rglob("*.py")
                 for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
                 if calls.search(line) and not line.lstrip().startswith("#")]
    assert offenders == []
