"""The Qt half of ``climbdesk bench --library N``: time File ▸ Library opening.

Run by :mod:`climbdesk.tools.bench_library` in a child process (``python -m``,
so the tools never import Qt) with ``CLIMBDESK_HOME`` pointing at the folder the
bench library was built in.  Each run starts from a closed library, as the first
File ▸ Library of a session does: the keeper opens the file, the dialog counts
the games, reads the first page of the table and is shown and painted once.  It
prints one line of JSON: wall-clock and CPU milliseconds per run.
"""

from __future__ import annotations

import json
import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402  (after choosing the platform)

from climbdesk.ui import stats  # noqa: E402
from climbdesk.ui.app import make_app  # noqa: E402
from climbdesk.ui.library_dialog import LibraryDialog  # noqa: E402


def measure(runs: int) -> dict[str, list[float] | int]:
    app = make_app([])
    wall: list[float] = []
    cpu: list[float] = []
    rows = 0
    for _ in range(runs):
        stats.close()  # a closed library: the first File ▸ Library of a session
        stats._KEEPER = None  # noqa: SLF001 - a dev tool starting the session's keeper afresh
        c0 = time.process_time()
        t0 = time.perf_counter()
        dialog = LibraryDialog()
        dialog.show()
        dialog.repaint()  # the table painted with its first rows
        QApplication.processEvents()
        t1 = time.perf_counter()
        c1 = time.process_time()
        rows = dialog.model.total
        wall.append((t1 - t0) * 1e3)
        cpu.append((c1 - c0) * 1e3)
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
    stats.close()
    return {"dialog_ms": wall, "dialog_cpu_ms": cpu, "dialog_games": rows}


if __name__ == "__main__":
    print(json.dumps(measure(int(sys.argv[1]))))
    sys.stdout.flush()
