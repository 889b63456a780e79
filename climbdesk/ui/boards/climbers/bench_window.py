"""CPU of a Climbers move, lift and turn in the shown window (issue 17).

Run: ``python climbdesk/ui/boards/climbers/bench_window.py [--moves N] [--seed S]``.

Why another bench: ``climbdesk bench --per-move`` times the lift and the turn in
wall-clock (on the shared 2-core machine mostly the scheduler's) and turns the view
at once after each move, while a player looks at the board a moment before turning
it, and the board paints the sides a turn reaches in that moment (:mod:`.ahead`).
This script plays the same kind of game (two humans, random legal moves, an
offscreen 1280x800 main window shown, animations off) and gives each figure in CPU
time, median and p90, from the action until the event loop is idle:

``move``
    ``controller.play`` of any action but a lift (``Pick``);
``lift``
    ``controller.play(Pick)``;
``turn``
    a quarter turn right after the move's paint (what ``bench --per-move`` times);
``turn after idle``
    a quarter turn after the board was left alone for ``--idle`` ms (default 150),
    the idle time itself not counted.

and, for the lift and the turn at once, the ``first frame``: the GUI thread's CPU
from the call to the end of the turn of the event loop in which the board's
viewport painted (issue 17's "one frame"; what comes after it, such as the side
panel laying itself out, the player sees a frame later).  The event loop is turned
one ``processEvents`` at a time to find that turn, as ``climbdesk bench
--per-move`` does for its "to the repaint" figure.

Each move is followed by one turn, alternately of the two kinds, so both see the
same positions.  Run by path with ``PYTHONPATH=<checkout>`` to time another checkout
(e.g. the commit before a change, unpacked with ``git archive``).  Prints one line of
JSON after the table with ``--json``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable

if __name__ == "__main__":  # run by path: keep this folder (keys.py, paths.py…) off sys.path
    _here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _here]


def _figures(times: list[float]) -> dict[str, float]:
    ordered = sorted(times)
    if not ordered:
        return {"median_ms": 0.0, "p90_ms": 0.0, "count": 0}
    return {"median_ms": round(1000 * statistics.median(ordered), 2),
            "p90_ms": round(1000 * ordered[int(0.9 * (len(ordered) - 1))], 2),
            "count": len(ordered)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--idle", type=int, default=150, help="ms left alone before a turn")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from climbdesk.core.record import Seat, SeatKind
    from climbdesk.core.registry import get_game
    from climbdesk.ui.app import make_app
    from climbdesk.ui.main_window import MainWindow
    from climbdesk.ui.settings import Settings

    make_app([])
    settings = Settings()
    settings.set("bot_delay", 0.0)
    settings.set("animation_speed", 0.0)
    window = MainWindow()
    window.resize(1280, 800)
    window.show()

    def run(ms: int) -> None:
        loop = QEventLoop()
        QTimer.singleShot(ms, loop.quit)
        loop.exec()

    def settle() -> None:
        """Until the event loop has nothing left to do (two idle passes, as the bench)."""
        run(0)
        run(0)

    from climbdesk.ui.dev.paint_watch import PaintWatch

    painted = [False]
    watch = PaintWatch(painted)
    watched: list[object] = [None]
    firsts: dict[str, list[float]] = {"lift": [], "turn": []}

    def timed(step: Callable[..., object], *args: object, first: str = "") -> float:
        c0, g0 = time.process_time(), time.thread_time()
        painted[0] = False
        step(*args)
        # One turn at a time until the board has painted (at most 50 turns), then idle.
        for _ in range(50):
            if painted[0]:
                break
            QApplication.processEvents()
        if first and painted[0]:
            firsts[first].append(time.thread_time() - g0)
        settle()
        return time.process_time() - c0

    settle()
    rng = random.Random(args.seed)
    seats = [Seat("Ann", SeatKind.HUMAN), Seat("Bob", SeatKind.HUMAN)]
    out: dict[str, list[float]] = {"move": [], "lift": [], "turn": [], "turn after idle": []}
    played = 0
    while played < args.moves:
        window.start_new(get_game("climbers"), seats, {})
        settle()
        c = window.controller
        assert c is not None
        view = window.game_page.view
        if view is not None and watched[0] is not view:
            view.viewport().installEventFilter(watch)
            watched[0] = view
        while played < args.moves and not c.state.is_terminal():
            if not c.is_human_turn():
                settle()
                continue
            action = rng.choice(c.state.legal_actions())
            lift = type(action).__name__ == "Pick"
            out["lift" if lift else "move"].append(
                timed(c.play, action, first="lift" if lift else ""))
            played += 1
            turn = getattr(window.game_page.scene, "turn")  # noqa: B009 (the Climbers scene's)
            if played % 2:
                run(args.idle)
                out["turn after idle"].append(timed(turn, 1))
            else:
                out["turn"].append(timed(turn, 1, first="turn"))
            run(args.idle)  # the next move starts from a board left alone, as a player's
    out["lift, first frame"] = firsts["lift"]
    out["turn, first frame"] = firsts["turn"]
    figures = {k: _figures(v) for k, v in out.items()}
    for name, f in figures.items():
        print(f"{name:18s} CPU median {f['median_ms']:7.2f} ms   p90 {f['p90_ms']:7.2f} ms"
              f"   ({f['count']})")
    if args.json:
        print(json.dumps(figures))
    sys.stdout.flush()
    del app
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main())
