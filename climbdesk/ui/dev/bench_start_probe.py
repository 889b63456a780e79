"""The Qt half of ``climbdesk bench --game-start``: one process, a few game starts.

:mod:`climbdesk.tools.bench_game_start` may not import Qt, so it runs this file by
path (``python …/bench_start_probe.py GAME PLAYERS KIND STARTS SEED``) with the
checkout to measure first on ``PYTHONPATH`` (the same probe times an older checkout
for a before/after comparison) and reads one line of JSON back.

The window is the real one, shown at 1280×800.  Seat 1 is a human, the others
Hard bots whose questions are never sent (the GUI's own work is measured, not a
bot's move landing); any other work the window gives the bot process (Climbers'
mountain since issue 17) is done there as in the app.  ``KIND``:

``new``     what New Game's OK does (``begin_new``'s start of a new record where the
            checkout has it, else ``start_new``), ``STARTS`` times with fresh seeds: the
            first start of the process (the game page and the board's modules made)
            and later ones.  The seeds come from ``SEED``, so two checkouts timed side
            by side start the same games (a Climbers start depends on the mountain
            drawn: 41-53 ms on three seeds, first16);
``resume``  Resume on the start page (``resume_autosave``) of an autosave holding a
            game a few moves in, ``STARTS`` times;
``launch``  the resume offered when the app starts (``offer_resume``, its question
            answered yes at once) of such an autosave;
``open``    File ▸ Open (``open_file``) of such a save;
``library`` the game library's Open (``open_library``) of such a game kept in the
            library: the dialog is made as the app makes it, its newest row is chosen
            and Open clicked, and the start is timed from the click (the dialog's own
            opening, before the player picks a game, is not the start's);
``review``  File ▸ Open of a finished game, which opens in review: a whole game played
            by Easy bots (in a child process, so this one imports no bot module
            ahead), timed to the review board's first paint.

As in the app, the first game's modules are imported ahead once the window is on
screen where the checkout does so (``climbdesk.ui.preload``); the probe waits for them
before the first start (a player's first click comes later than that).

Each start is timed from the call, which is the first turn of the event loop,
then one ``processEvents`` at a time until the new board has painted and
then until the loop is idle: per start the GUI-thread CPU to the board's first
paint and until idle, the longest single turn in each (what can pause the window
in one go), the wall-clock time to the first paint and the turns that did work.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run by path: don't let climbdesk/ui shadow top-level modules
    _here = os.path.dirname(os.path.abspath(__file__))
    sys.path[:] = [p for p in sys.path if os.path.abspath(p or ".") != _here]

#: A turn of the event loop cheaper than this (GUI-thread CPU, s) did nothing.
IDLE_TURN = 0.0005
#: Random actions played before a resumed game is saved (Climbers: about two turns).
RESUME_PLIES = 12
#: Seconds a start may take to its board's first paint before the probe gives up.
START_TIMEOUT = 60.0
#: The child that plays a whole game for ``review``: KEY PLAYERS SEED PATH.
PLAY_OUT = """
import sys
from climbdesk.bots.levels import make_bot
from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
from climbdesk.core.registry import get_game
key, players, seed, path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
seats = [Seat("Ann", SeatKind.HUMAN)] + [Seat(f"Bot {i}", SeatKind.BOT, "easy")
                                         for i in range(1, players)]
match = Match(GameRecord.new(get_game(key), seats, {}, seed=seed))
bots = [make_bot(key, "easy", seed=seed + i) for i in range(players)]
while not match.state.is_terminal():
    if match.state.is_chance_node():
        match.resolve_chance()
        continue
    seat = match.state.current_player()
    match.apply(bots[seat].choose(match.state.view(seat), seat))
match.truncated_record().save(path)
"""


def main(argv: list[str]) -> int:
    import random

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    _app = QApplication(sys.argv[:1])  # kept alive to the end
    from climbdesk import paths
    from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
    from climbdesk.core.registry import get_game
    from climbdesk.ui import bot_worker
    from climbdesk.ui.app import make_app
    from climbdesk.ui.game_page import GamePage
    from climbdesk.ui.main_window import MainWindow
    from climbdesk.ui.settings import Settings

    key, wanted, kind, starts, seed = argv[0], int(argv[1]), argv[2], int(argv[3]), int(argv[4])
    make_app([])
    settings = Settings()
    settings.set("bot_delay", 0.0)
    settings.set("animation_speed", 0.0)

    class Silent(bot_worker.BotWorker):
        """The app's bot process, but a bot's question is never sent: its answer would
        land a move in the middle of the start being measured."""

        def ask(self, *_args: Any, **_kwargs: Any) -> int:
            return self._new_id()

    runner = Silent()
    bot_worker.set_shared_runner(runner)
    runner.warm_up()
    heartbeat = QTimer()  # so a wait for more events never blocks for good
    heartbeat.start(20)
    deadline = time.monotonic() + START_TIMEOUT
    while runner.module_path is None and time.monotonic() < deadline:  # its hello
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)

    from climbdesk.ui.dev.paint_watch import PaintWatch

    painted = [False]
    watch = PaintWatch(painted)
    original_attach = GamePage.attach

    def attach(page: GamePage, controller: Any) -> None:
        original_attach(page, controller)
        if page.view is not None:  # the new board: its first paint ends the start
            page.view.viewport().installEventFilter(watch)

    GamePage.attach = attach  # type: ignore[method-assign,assignment]
    from climbdesk.ui.review_page import ReviewPage

    original_open = ReviewPage.open

    def review_open(page: ReviewPage, session: Any, **kwargs: Any) -> None:
        original_open(page, session, **kwargs)
        if page.view is not None:  # a review's board: its first paint ends the start
            page.view.viewport().installEventFilter(watch)

    ReviewPage.open = review_open  # type: ignore[method-assign,assignment]

    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    for _ in range(3):
        loop = QEventLoop()
        QTimer.singleShot(50, loop.quit)
        loop.exec()
    try:
        from climbdesk.ui import preload  # type: ignore[attr-defined,unused-ignore]
    except ImportError:
        pass  # a checkout from before issue 17's preload
    else:
        preload.import_ahead()
        preload.wait(START_TIMEOUT)
    from climbdesk.ui import messages

    messages.confirm = lambda *_args: True  # "Resume it?": yes
    saved = paths.saves_dir() / "probe.climbdesk.json"
    saved.parent.mkdir(parents=True, exist_ok=True)

    game = get_game(key)
    players = min(max(wanted, game.info.min_players), game.info.max_players)
    seats = [Seat("Ann", SeatKind.HUMAN)] + [Seat(f"Bot {i}", SeatKind.BOT, "hard")
                                             for i in range(1, players)]
    rng = random.Random(seed)

    clock = [0.0, 0.0]  # GUI-thread CPU and wall time when the start began

    def save_resumable(number: int) -> None:
        match = Match(GameRecord.new(game, seats, {}, seed=seed * 1000 + number))
        for _ in range(RESUME_PLIES):
            match.resolve_chance()
            if match.state.is_terminal():
                break
            match.apply(rng.choice(match.state.legal_actions()))
        if kind == "library":  # the newest game kept: the dialog's first row
            from climbdesk.library.entries import entry_for
            from climbdesk.ui import stats

            stats.keeper().keep(entry_for(match.truncated_record(), None, match.turns_played(),
                                          ended=f"2026-01-02T10:{number // 60:02d}:"
                                                f"{number % 60:02d}+00:00"))
            return
        match.truncated_record().save(saved if kind == "open" else paths.autosave_path())

    if kind == "library":
        from climbdesk.ui.library_dialog import LibraryDialog

        def click_open(dialog: LibraryDialog) -> int:
            """The player picks the newest game and clicks Open: the start begins here."""
            clock[:] = [time.thread_time(), time.perf_counter()]
            dialog.open_selected()
            return int(dialog.result())

        LibraryDialog.exec = click_open  # type: ignore[method-assign,assignment]

    def play_out(number: int) -> Path:
        """A finished game, played in a child process (see ``PLAY_OUT``)."""
        import subprocess

        path = paths.saves_dir() / f"finished-{number}.climbdesk.json"
        subprocess.run([sys.executable, "-c", PLAY_OUT, key, str(players),
                        str(seed * 1000 + number), str(path)], check=True, timeout=600)
        return path

    def ready(before: object) -> bool:
        """The new game is on the page (its board not necessarily painted yet)."""
        if kind == "review":
            shown = window.reviews.session()
            return shown is not None and shown is not before
        c = window.controller
        return c is not None and c is not before and not c.state.is_chance_node()

    results: list[dict[str, Any]] = []
    for number in range(starts):
        if kind in ("resume", "launch", "open", "library"):
            save_resumable(number)
        if kind == "launch":
            window.show_start()  # the app starts on the start page (not timed)
        finished = play_out(number) if kind == "review" else None
        before = window.reviews.session() if kind == "review" else window.controller
        painted[0] = False
        clock[:] = [time.thread_time(), time.perf_counter()]
        if kind == "resume":
            window.resume_autosave()
        elif kind == "launch":
            window.offer_resume()
        elif kind == "open":
            window.open_file(saved)
        elif kind == "review":
            window.open_file(finished)
        elif kind == "library":
            window.open_library()
        elif hasattr(window, "starts_ahead"):  # begin_new, with the probe's seed
            window.starts_ahead.begin(GameRecord.new(game, seats, {}, seed=seed * 100 + number))
        elif hasattr(window, "begin_new"):
            window.begin_new(game, seats, {})
        else:
            window.start_new(game, seats, {})
        g0, t0 = clock
        turns: list[tuple[float, bool]] = [(time.thread_time() - g0, False)]
        to_paint: int | None = None
        paint_wall = 0.0
        idle = 0
        limit = time.monotonic() + START_TIMEOUT
        while time.monotonic() < limit:
            waiting = to_paint is None
            painted[0] = False
            g = time.thread_time()
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents
                                       if waiting else QEventLoop.ProcessEventsFlag.AllEvents)
            cost = time.thread_time() - g
            turns.append((cost, painted[0]))
            if to_paint is None and painted[0] and ready(before):
                to_paint = len(turns)
                paint_wall = time.perf_counter() - t0
            if to_paint is not None:
                idle = idle + 1 if cost < IDLE_TURN and not painted[0] else 0
                if idle >= 3:
                    break
        if to_paint is None:
            raise SystemExit(f"{key}: the board was never painted")
        costs = [c for c, _p in turns]
        first = costs[:to_paint]
        results.append({"to_paint_cpu": sum(first), "to_paint_max": max(first),
                        "to_paint_wall": paint_wall, "idle_cpu": sum(costs),
                        "idle_max": max(costs), "work_turns": sum(c >= IDLE_TURN for c in costs),
                        "turns_ms": [round(c * 1000, 2) for c in costs if c >= IDLE_TURN]})
    sys.stdout.write(json.dumps({"game": key, "players": players, "kind": kind,
                                 "starts": results}) + "\n")
    sys.stdout.flush()
    runner.stop()
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
