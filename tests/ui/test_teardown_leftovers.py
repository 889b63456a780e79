"""A UI test's windows are deleted when the test ends, not in a later test's event loop
(issue 17, crash17: a worker died in the teardown of a test run beside 1,300 widgets of
earlier tests; see ``tests/ui/conftest.py``)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import shiboken6
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from .conftest import finish_test

# Two tests run in a pytest of their own, with this folder's conftest as a plugin: the
# second asks whether the first one's window, closed by pytest-qt, is still there.
PAIR = '''
import shiboken6
from PySide6.QtWidgets import QLabel, QWidget

LEFT = []


def test_a_window_given_to_qtbot(qtbot):
    window = QWidget()
    QLabel("left behind?", window)
    qtbot.addWidget(window)
    window.show()
    LEFT.append(window)


def test_the_next_test_starts_without_it():
    assert LEFT, "the first test ran"
    assert not shiboken6.isValid(LEFT[0]), "the first test's window lives on"
'''


def test_a_closed_window_waits_for_an_event_loop_unless_the_test_finishes_it(qtbot) -> None:  # type: ignore[no-untyped-def]  # noqa: E501
    """What pytest-qt does at a test's end (close, deleteLater, process the events)
    leaves the window alive; :func:`finish_test` deletes it and its children."""
    window = QWidget()
    child = QWidget(window)
    window.show()
    window.close()
    window.deleteLater()
    QCoreApplication.processEvents()
    assert shiboken6.isValid(child), "Qt deletes it only in a later event loop"
    finish_test()
    assert not shiboken6.isValid(child)


def test_the_next_test_starts_without_the_last_ones_windows(tmp_path: Path) -> None:
    here = Path(__file__).resolve().parent
    (tmp_path / "test_pair.py").write_text(PAIR, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", CLIMBDESK_HOME=str(tmp_path / "home"),
               PYTHONPATH=os.pathsep.join([str(here.parent), str(here.parent.parent),
                                           os.environ.get("PYTHONPATH", "")]))
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                          "-p", "no:xdist", "-p", "ui.conftest", "--rootdir", str(tmp_path),
                          "-c", os.devnull, str(tmp_path / "test_pair.py")],
                         capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
    assert "2 passed" in out.stdout
