"""The Qt half of ``climbdesk bench --gui`` (see :mod:`climbdesk.tools.bench_gui`).

Opens the real main window (offscreen unless a platform is chosen), plays
bot-against-bot games with no bot delay and measures the gaps between the
ticks of a 10 ms timer.  Every gap counts as a pause the player could feel,
including the ones in which a bot's move landed (applied, animated, the panels
redrawn, the next bot asked); only the gaps in which a new game was set up are
kept apart, from the call that starts it as a player's Play again does (its set-up
work done ahead in the bot process) to the new board's first paint (issue 17: filed as
"thinking" before, the first paint after another game was the four-player run's
longest pause).  Each gap is also filed by what happened in it: a bot thinking
and nothing else, or a bot's move landing.  It runs in a throw-away home folder
so the player's settings, statistics and autosave are never touched, and imports the
first game's modules ahead once the window is on screen, as the app does
(:mod:`climbdesk.ui.preload`), so the first game's set-up is the one a player meets.
"""

from __future__ import annotations

import os
import tempfile
import time
from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, QEventLoop, QObject, Qt, QTimer

from climbdesk.core.record import GameRecord, Seat, SeatKind
from climbdesk.core.registry import all_games, get_game
from climbdesk.tools.bench_gui import TICK_MS, gap_figures
from climbdesk.ui import bot_worker, preload
from climbdesk.ui.app import make_app
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.settings import Settings

#: A game that takes longer than this (seconds) is reported as stuck.
GAME_TIMEOUT = 600.0
#: How long (seconds) the first game waits at most for the modules imported ahead.
PRELOAD_TIMEOUT = 60.0
#: Ticks after which a new board still not painted no longer counts as its set-up.
UNPAINTED_TICKS = 10


def measure(runner_kind: str, game_keys: list[str] | None, turns: int, level: str,
            seed: int, animation: float = 0.0, players: int = 2) -> list[dict[str, Any]]:
    """Per game: ``turns`` bot turns in the window with bots run by ``runner_kind``
    ("process" or "threads"); tick gaps while thinking and while not.  ``players``
    bots sit at each game (within what the game allows)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="climbdesk-bench-") as home:
        for var, sub in (("CLIMBDESK_HOME", "home"), ("XDG_CONFIG_HOME", "config"),
                         ("XDG_DATA_HOME", "data")):
            os.environ[var] = os.path.join(home, sub)
        return _measure(runner_kind, game_keys, turns, level, seed, animation, players)


def _measure(runner_kind: str, game_keys: list[str] | None, turns: int, level: str,
             seed: int, animation: float, players: int) -> list[dict[str, Any]]:
    make_app([])
    settings = Settings()
    settings.set("bot_delay", 0.0)
    settings.set("animation_speed", animation)
    runner: bot_worker.BotRunner = (bot_worker.ThreadRunner() if runner_kind == "threads"
                                    else bot_worker.BotWorker())
    previous = bot_worker.set_shared_runner(runner)
    runner.warm_up()
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    _import_ahead()
    games = [get_game(k) for k in game_keys] if game_keys else all_games()
    results = []
    try:
        for game in games:
            results.append(_play(window, game.info.key, turns, level, seed, players))
    finally:
        window.game_page.detach()
        window.close()
        window.deleteLater()
        runner.stop()
        bot_worker.set_shared_runner(previous)
    return results


def _import_ahead() -> None:
    """Import the first game's modules ahead as the app does once its window is on
    screen (:mod:`climbdesk.ui.preload`), and wait for them, as a player's first click
    comes later than that (issue 17): without it, the first game of each run imported
    them on the GUI thread, and the set-up row read 322-384 ms no player meets."""
    for _ in range(3):  # the window's first paint, as the app waits for it
        loop = QEventLoop()
        QTimer.singleShot(50, loop.quit)
        loop.exec()
    preload.import_ahead()
    preload.wait(PRELOAD_TIMEOUT)


def _play(window: MainWindow, key: str, turns: int, level: str, seed: int,
          wanted: int = 2) -> dict[str, Any]:
    """Bot games of ``key`` until ``turns`` bot turns are played; the gaps meanwhile."""
    game = get_game(key)
    players = min(max(wanted, game.info.min_players), game.info.max_players)
    seats = [Seat(f"Bot {i + 1}", SeatKind.BOT, level) for i in range(players)]
    thinking_gaps: list[float] = []   # a bot thought throughout and nothing else happened
    move_gaps: list[float] = []       # a move landed (applied, drawn, the next bot asked)
    setup_gaps: list[float] = []      # a new game was set up (board built): kept apart
    clock = QElapsedTimer()
    loop = QEventLoop()
    state: dict[str, Any] = {"turns": 0, "thinking": False, "event": "setup", "last": 0.0,
             "think_started": 0.0, "think_total": 0.0, "games": 0, "unpainted": False,
             "starting": False, "before": None}
    first_paint = _FirstPaint(state)

    def tick() -> None:
        now = clock.nsecsElapsed() / 1e6
        gap = now - state["last"]
        state["last"] = now
        # A gap in which a move landed is the window's own work, and a pause like any
        # other: it is filed apart only to say where the time went.
        if state["starting"]:
            hook_started()
        kind = "setup" if state["starting"] else state["event"]
        if state["unpainted"]:
            state["unpainted_ticks"] += 1  # a board never painted stops counting as set-up
            state["unpainted"] = state["unpainted_ticks"] < UNPAINTED_TICKS
        if kind == "setup" or state["unpainted"]:  # the set-up ends with the first paint
            setup_gaps.append(gap)
        elif kind == "move" or not state["thinking"]:
            move_gaps.append(gap)
        else:
            thinking_gaps.append(gap)
        state["event"] = ""

    def note(kind: str) -> None:
        if state["event"] != "setup":  # a game's set-up outweighs what else happened
            state["event"] = kind

    def on_thinking(on: bool) -> None:
        now = time.perf_counter()
        note("move")
        if on:
            state["think_started"] = now
        elif state["thinking"]:
            state["think_total"] += now - state["think_started"]
        state["thinking"] = on

    def on_position(_action: object) -> None:
        c = window.controller
        note("move")
        if c is None:
            return
        state["turns"] = state["base"] + sum(1 for e in c.history if e.actor >= 0)
        if state["turns"] >= turns:
            loop.quit()

    def on_over(_outcome: object) -> None:
        QTimer.singleShot(0, new_game)  # not from inside the controller's own signal

    def new_game() -> None:
        state["base"] = state["turns"]
        state["games"] += 1
        state["event"] = "setup"
        record = GameRecord.new(game, seats, {}, seed=seed + state["games"])
        # The way Play again and New Game's OK start a game: its set-up work done ahead
        # (issue 17), the match a few turns later; until then every gap is the set-up's.
        state["starting"], state["before"] = True, window.controller
        window.begin_match(record)
        hook_started()

    def hook_started() -> None:
        c = window.controller
        if c is None or c is state["before"]:
            return
        state["starting"], state["before"] = False, None
        view = window.game_page.view
        if view is not None and view.isVisible():
            state["unpainted"] = True  # until the new board is first on screen
            state["unpainted_ticks"] = 0
            view.viewport().installEventFilter(first_paint)
        c.bot_thinking.connect(on_thinking)
        c.position_changed.connect(on_position)
        c.game_over.connect(on_over)
        state["thinking"] = c.thinking
        if c.thinking:
            on_thinking(True)

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(loop.quit)
    state["base"] = 0
    clock.start()
    timer.start()
    watchdog.start(int(GAME_TIMEOUT * 1000))
    QTimer.singleShot(0, new_game)
    started = time.perf_counter()
    loop.exec()
    timer.stop()
    watchdog.stop()
    window.game_page.detach()
    if state["thinking"]:
        state["think_total"] += time.perf_counter() - state["think_started"]
    return {"game": key, "title": game.info.title, "levels": f"{players}× {level}",
            "bot_turns": state["turns"], "games_started": state["games"],
            "seconds": time.perf_counter() - started,
            "thinking_seconds": state["think_total"],
            "thinking": gap_figures(thinking_gaps), "moves": gap_figures(move_gaps),
            "setup": gap_figures(setup_gaps),
            "thinking_gaps_ms": thinking_gaps, "move_gaps_ms": move_gaps,
            "setup_gaps_ms": setup_gaps}


class _FirstPaint(QObject):
    """Files the gap holding a new board's first paint with the game's set-up: the
    board is built in one turn of the event loop and painted in a later one."""

    def __init__(self, state: dict[str, Any]) -> None:
        super().__init__()
        self.state = state

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.state["unpainted"]:
            self.state["unpainted"] = False
            self.state["event"] = "setup"  # the gap this paint falls in
            watched.removeEventFilter(self)
        return False


def _main(argv: list[str]) -> int:
    """``python -m climbdesk.ui.dev.bench_gui '<json request>'``: measure, print JSON (one line)."""
    import json

    req = json.loads(argv[0])
    figures = measure(req["runner"], req["games"], req["turns"], req["level"], req["seed"],
                      req["animation"], req.get("players", 2))
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    import sys

    sys.exit(_main(sys.argv[1:]))
