"""The Qt half of ``climbdesk bench --startup`` / ``--per-move``: one measurement per process.

:mod:`climbdesk.tools.bench_startup` may not import Qt (tools sit below the UI
layer), so it starts this file as a fresh interpreter and reads one line of
JSON back.  Modes:

``bare``
    a plain ``QApplication`` + ``QMainWindow``, shown; prints ``ready`` at the
    end of its first paint.  The yardstick: what any PySide6 window costs here.
``app``
    climbdesk's own start, ``climbdesk.__main__.main([])`` — exactly what
    ``python -m climbdesk`` runs — printing ``ready`` at the end of the first
    paint of its window.
``per-move N SEED SHOWN [GAME [HOVER]]``
    plays N random moves of a two-human game of GAME (default: the first
    registered game, Stairs) through the real controller of an offscreen main window and
    prints the GUI time of each move, from ``controller.play()`` until the
    event loop is idle again, in wall-clock and in process CPU time (``cpu``: on
    a machine shared with other jobs the wall-clock time is mostly the
    scheduler's), and in the GUI thread's own CPU time (``gui_cpu``: what can pause
    the window; the process figure adds the autosave thread's write, about 1 ms of
    JSON, ``fsync`` and rename per move that the window never waits for).  With
    SHOWN=1 the window is shown, so the time includes repainting the board;
    with 0 it is the page and controller work alone.
    It also prints each move's action class (a Climbers lift is ``Pick``)
    and, shown, the time of a quarter turn of the view after each move on
    boards that turn (Climbers): wall-clock until idle (``turns``), and to the end
    of the turn of the event loop in which the board painted, GUI-thread CPU and
    wall-clock (``turn_paint_cpu``/``turn_paint_wall``: the frame a player sees).  In a
    game with hidden information the next seat takes the device (the hand-over screen's
    button, untimed) before it moves.  With HOVER=1 (shown only) the Climbers block a
    Pick lifts, or the place a Place sets the block on (its orientation turned to), the
    square a Move or a Push goes to, the block a Disk goes on, is
    hovered first and the event loop turned until idle, untimed, as a mouse player
    points at it before clicking (and a keyboard player's cursor stands on it); the
    hover is then let go without a redraw, so the move's own paint takes its ring off.

    After ``play()`` the probe turns the event loop itself, one iteration at a
    time (``processEvents``: one pass of posted events, timers and input), until
    three turns in a row find nothing to do, so each turn's GUI-thread CPU is
    known.  Besides the whole move it prints, per move: ``play_cpu`` (what
    ``play()`` itself costs before it returns), ``paint_cpu``/``paint_wall``
    (issue 17's figure: from ``play()`` to the end of the turn in which the
    board's viewport painted; None when the board did not repaint) and
    ``tick_cpu`` (the longest single turn of the move, ``play()``'s own
    included: what can pause the window in one go).

It is run by path (``python …/bench_probe.py MODE``), not with ``-m``, so the
``climbdesk`` package it imports comes from ``PYTHONPATH``: the same probe can
time an older checkout for a before/after comparison.  The parent measures
start-up from spawning the process to reading ``ready``, so interpreter start
and every import are in both figures.
"""

from __future__ import annotations

import json
import os
import sys
import time
from typing import Any

if __name__ == "__main__":  # run by path: don't let climbdesk/ui shadow top-level modules
    _here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _here]


def _exit_after_first_paint() -> None:
    """Report ``ready`` once the first main window shown has been painted, then leave.

    Qt paints the whole window in one go; a zero timer set during the window's
    first paint event runs right after that pass (and its flush) is complete.
    The watch sits on that window alone, not on the application: an app-wide
    Python event filter runs for every event of every widget, which charged a
    real window's start-up (thousands of construction events) some 20 ms that a
    player never pays, and the empty bare window almost nothing.  So
    ``QMainWindow.show`` is wrapped to put the watch on the window being shown;
    this works for any checkout, old or new, that shows a ``QMainWindow``.
    """
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QMainWindow, QWidget

    def done() -> None:
        sys.stdout.write("ready\n")
        sys.stdout.flush()
        os._exit(0)  # closing windows, saving geometry… is not part of starting

    class FirstPaint(QObject):
        seen = False

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if not self.seen and event.type() == QEvent.Type.Paint:
                self.seen = True
                QTimer.singleShot(0, done)
            return False

    original_show = QMainWindow.show

    def show(window: QWidget) -> None:
        window.installEventFilter(FirstPaint(window))
        QMainWindow.show = original_show  # type: ignore[method-assign]
        original_show(window)

    QMainWindow.show = show  # type: ignore[method-assign]


def bare() -> int:
    from PySide6.QtWidgets import QApplication, QMainWindow

    app = QApplication(sys.argv[:1])
    _exit_after_first_paint()
    window = QMainWindow()
    window.resize(1280, 800)
    window.show()
    return app.exec()


def climbdesk_app() -> int:
    # The probe makes the QApplication (climbdesk's make_app reuses an existing
    # one, as under pytest-qt) only to hook the first paint before anything runs.
    from PySide6.QtWidgets import QApplication

    QApplication(sys.argv[:1])
    _exit_after_first_paint()
    from climbdesk.__main__ import main

    return main([])


#: A turn of the event loop cheaper than this (GUI-thread CPU, s) did nothing: an empty
#: one costs 2-20 microseconds here.
IDLE_TURN = 0.00005


def _point_at(scene: Any, action: Any) -> bool:
    """HOVER=1: hover what a lift (``Pick``: its block) or a placement (``Place``: the
    ghost's place, its orientation turned to) points at, and a move's, a push's ring
    (``Move``, ``Push``: its square) and the block a disk goes on (``Disk``), with the
    spot classes of the board scene's own module (boards that have no such spots, and so
    nothing made ahead, are not pointed at); older checkouts have them too.  False for
    any other action."""
    spots = sys.modules.get(type(scene).__module__)
    block_spot = getattr(spots, "BlockSpot", None)
    anchor = getattr(spots, "Anchor", None)
    cell = getattr(spots, "Cell", None)
    kind = type(action).__name__
    if kind in ("Pick", "Disk") and block_spot is not None:
        scene.hover = block_spot(action.block)
    elif kind in ("Move", "Push") and cell is not None:
        scene.hover = cell(action.x, action.y)
    elif kind == "Place" and anchor is not None and hasattr(scene, "handle_of"):
        scene.orient = action.orient
        o = scene.held_orientation()
        if o is None:
            return False
        scene.hover = anchor(*scene.handle_of(action.x, action.y, o))
    else:
        return False
    scene.redraw()
    return True


def per_move(moves: int, seed: int, shown: bool, game_key: str = "",
             hover: bool = False) -> int:
    import random

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])
    from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
    from climbdesk.core.registry import all_games, get_game
    from climbdesk.ui.app import make_app
    from climbdesk.ui.main_window import MainWindow
    from climbdesk.ui.settings import Settings

    make_app([])
    settings = Settings()
    settings.set("bot_delay", 0.0)
    settings.set("animation_speed", 0.0)
    window = MainWindow()
    window.resize(1280, 800)
    if shown:
        window.show()

    def turns() -> list[tuple[float, float, bool]]:
        """Turn the event loop until three turns in a row cost (almost) nothing; each
        turn's (GUI-thread CPU, wall-clock end, whether the board painted in it).  A
        turn is one ``processEvents``: Qt's low-priority window updates come in it
        too (a ``QEventLoop`` quit by a zero timer runs before them)."""
        done: list[tuple[float, float, bool]] = []
        idle = 0
        while idle < 3 and len(done) < 500:
            painted[0] = False
            g0 = time.thread_time()
            QApplication.processEvents()
            cost = time.thread_time() - g0
            done.append((cost, time.perf_counter(), painted[0]))
            idle = idle + 1 if cost < IDLE_TURN and not painted[0] else 0
        return done

    def settle() -> None:
        """Run the event loop until it has nothing left to do."""
        for _ in range(2):
            loop = QEventLoop()
            QTimer.singleShot(0, loop.quit)
            loop.exec()
        turns()

    from climbdesk.ui.dev.paint_watch import PaintWatch

    painted = [False]
    watch = PaintWatch(painted)
    watched: list[object] = [None]

    settle()
    page = getattr(window, "start_page", None)
    ready = getattr(page, "thumbnails_ready", None)
    if shown and callable(ready):
        # The start page's pictures first, as a player looking at it for a moment sees
        # them: their sample positions are made on a thread (a Climbers mountain), which
        # would otherwise share the interpreter with the first moves timed.
        deadline = time.perf_counter() + 30
        while not ready() and time.perf_counter() < deadline:
            settle()
    rng = random.Random(seed)
    seats = [Seat("Ann", SeatKind.HUMAN), Seat("Bob", SeatKind.HUMAN)]
    game = get_game(game_key) if game_key else all_games()[0]
    times: list[float] = []
    cpu: list[float] = []  # the same moves in this process's CPU time (less swayed by load)
    gui_cpu: list[float] = []  # the same in the GUI thread's CPU time (no autosave writer)
    play_cpu: list[float] = []  # play() alone, GUI thread
    paint_cpu: list[float | None] = []  # play() to the end of the board's repaint (CPU)
    paint_wall: list[float | None] = []  # the same, wall-clock
    tick_cpu: list[float] = []  # the longest single turn of the move, play() included
    kinds: list[str] = []  # each move's action class: a lift is a Climbers "Pick"
    view_turns: list[float] = []  # turning the view a quarter (boards that turn, shown only)
    turn_paint_cpu: list[float | None] = []  # the same to the end of the board's repaint
    turn_paint_wall: list[float | None] = []
    seeds: list[int] = []  # the matches' own (their deals and dice)
    while len(times) < moves:
        # The match's deals and dice from the round's seed, not a seed of its own: both
        # sides of a comparison play the same deals (the wall's medians swung 1-2 ms
        # with them).
        seeds.append(seed * 1000 + len(seeds))
        window.start_match(Match(GameRecord.new(game, seats, {}, seed=seeds[-1])))
        settle()
        c = window.controller
        assert c is not None
        view = getattr(getattr(window, "_game_page", None), "view", None)
        if view is not None and watched[0] is not view:
            view.viewport().installEventFilter(watch)
            watched[0] = view
        while len(times) < moves and not c.state.is_terminal():
            if not c.is_human_turn():
                settle()
                continue
            page = getattr(window, "_game_page", None)
            handover = getattr(page, "handover", None)
            if page is not None and handover is not None and page.handover_visible():
                # Two humans of a hidden-information game (the wall): the next seat
                # takes the device first (untimed), else every move of theirs would be
                # played behind the hand-over screen and the board never painted.
                handover.button.click()
                settle()
            action = rng.choice(c.state.legal_actions())
            scene = getattr(page, "scene", None)
            if hover and shown and scene is not None and _point_at(scene, action):
                settle()
                scene.hover = None  # let go: the move's paint takes the hover's ring off
            painted[0] = False
            t0, c0, g0 = time.perf_counter(), time.process_time(), time.thread_time()
            c.play(action)
            g1 = time.thread_time()
            first = (g1 - g0, time.perf_counter(), painted[0])
            after = [first] + turns()
            times.append(after[-1][1] - t0)
            cpu.append(time.process_time() - c0)
            gui_cpu.append(time.thread_time() - g0)
            play_cpu.append(first[0])
            tick_cpu.append(max(cost for cost, _end, _p in after))
            # The turn in which the board first painted the move (later ones, if any,
            # repaint it for something else).
            board = next((i for i, (_c, _e, paint) in enumerate(after) if paint), -1)
            paint_cpu.append(sum(cost for cost, _e, _p in after[:board + 1]) if board >= 0
                             else None)
            paint_wall.append(after[board][1] - t0 if board >= 0 else None)
            kinds.append(type(action).__name__)
            scene = getattr(getattr(window, "_game_page", None), "scene", None)
            turn = getattr(scene, "turn", None)  # boards that turn the view (Climbers)
            if shown and callable(turn):
                painted[0] = False
                t0, g0 = time.perf_counter(), time.thread_time()
                turn(1)
                for _ in range(50):  # one turn of the loop at a time, to the board's paint
                    if painted[0]:
                        break
                    QApplication.processEvents()
                turn_paint_cpu.append(time.thread_time() - g0 if painted[0] else None)
                turn_paint_wall.append(time.perf_counter() - t0 if painted[0] else None)
                settle()
                view_turns.append(time.perf_counter() - t0)
    flush = getattr(__import__("climbdesk.ui.autosave", fromlist=["flush"]), "flush", None) \
        if _has_module("climbdesk.ui.autosave") else None
    if flush is not None:
        flush()
    sys.stdout.write(json.dumps({"times": times, "cpu": cpu, "gui_cpu": gui_cpu,
                                 "kinds": kinds, "turns": view_turns, "play_cpu": play_cpu,
                                 "paint_cpu": paint_cpu, "paint_wall": paint_wall,
                                 "tick_cpu": tick_cpu, "turn_paint_cpu": turn_paint_cpu,
                                 "turn_paint_wall": turn_paint_wall, "seeds": seeds}) + "\n")
    sys.stdout.flush()
    del app
    os._exit(0)


def _has_module(name: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(name) is not None


def main(argv: list[str]) -> int:
    mode = argv[0] if argv else ""
    if mode == "bare":
        return bare()
    if mode == "app":
        return climbdesk_app()
    if mode == "per-move":
        return per_move(int(argv[1]) if len(argv) > 1 else 50,
                        int(argv[2]) if len(argv) > 2 else 1,
                        argv[3] != "0" if len(argv) > 3 else True,
                        argv[4] if len(argv) > 4 else "",
                        len(argv) > 5 and argv[5] == "1")
    sys.stderr.write("usage: bench_probe.py bare|app|per-move [N [SEED [SHOWN [GAME [HOVER]]]]]\n")
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
