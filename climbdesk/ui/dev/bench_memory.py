"""The Qt half of ``climbdesk bench --memory`` (see :mod:`climbdesk.tools.bench_memory`).

Plays bot-against-bot games one after another in one real main window
(offscreen unless a platform is chosen; no bot delay, animations off), as a
player who keeps pressing "Play again" would, and prints one line of JSON every
``every`` games: games played, resident memory, the board pictures kept, and the
Qt objects alive under the window.  Memory that grows with the games played is
a leak; memory that levels off is a cache.  It runs in a throw-away home folder
so the player's settings, statistics and autosave are never touched.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import tempfile
import time
from typing import Any

from PySide6.QtCore import QEventLoop, QObject, QTimer

from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
from climbdesk.core.registry import all_games, get_game
from climbdesk.ui import bot_worker
from climbdesk.ui.app import make_app
from climbdesk.ui.boards import pictures
from climbdesk.ui.main_window import MainWindow
from climbdesk.ui.settings import Settings

#: A game that takes longer than this (seconds) is reported as stuck.
GAME_TIMEOUT = 900.0


def resident_mb() -> float:
    """This process's resident memory now (Linux: /proc), else its peak."""
    try:
        with open("/proc/self/statm", encoding="ascii") as f:
            pages = int(f.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def play(game_keys: list[str] | None, games: int, every: int, level: str, seed: int) -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory(prefix="climbdesk-bench-") as home:
        for var, sub in (("CLIMBDESK_HOME", "home"), ("XDG_CONFIG_HOME", "config"),
                         ("XDG_DATA_HOME", "data")):
            os.environ[var] = os.path.join(home, sub)
        _play(game_keys, games, every, level, seed)


def _picture_bytes() -> int:
    """The picture cache's size (an older checkout, timed for comparison, has no
    ``kept_bytes``)."""
    kept = getattr(pictures, "kept_bytes", None)
    return int(kept()) if callable(kept) else int(getattr(pictures, "_kept_bytes", 0))


def _report(window: MainWindow, played: int, plies: int, started: float) -> None:
    line: dict[str, Any] = {
        "games": played, "plies": plies, "seconds": round(time.perf_counter() - started, 1),
        "rss_mb": round(resident_mb(), 1), "pictures": pictures.cached_pictures(),
        "picture_mb": round(_picture_bytes() / 2**20, 1),
        "qobjects": len(window.findChildren(QObject))}
    print(json.dumps(line), flush=True)


def _play(game_keys: list[str] | None, games: int, every: int, level: str, seed: int) -> None:
    make_app([])
    settings = Settings()
    settings.set("bot_delay", 0.0)
    settings.set("animation_speed", 0.0)
    runner = bot_worker.BotWorker()
    previous = bot_worker.set_shared_runner(runner)
    runner.warm_up()
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    keys = game_keys or [g.info.key for g in all_games()]
    loop = QEventLoop()
    state = {"played": 0, "plies": 0}
    started = time.perf_counter()
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(loop.quit)

    def new_game() -> None:
        if state["played"] >= games:
            loop.quit()
            return
        game = get_game(keys[state["played"] % len(keys)])
        players = max(2, game.info.min_players)
        seats = [Seat(f"Bot {i + 1}", SeatKind.BOT, level) for i in range(players)]
        record = GameRecord.new(game, seats, {}, seed=seed + state["played"])
        window.start_match(Match(record))  # the previous game is closed, as by Play again
        c = window.controller
        assert c is not None
        c.game_over.connect(on_over)
        watchdog.start(int(GAME_TIMEOUT * 1000))

    def on_over(_outcome: object) -> None:
        c = window.controller
        state["played"] += 1
        state["plies"] += len(c.history) if c is not None else 0
        if state["played"] % every == 0 or state["played"] == games:
            _report(window, state["played"], state["plies"], started)
        QTimer.singleShot(0, new_game)  # not from inside the controller's own signal

    _report(window, 0, 0, started)
    QTimer.singleShot(0, new_game)
    try:
        loop.exec()
    finally:
        watchdog.stop()
        window.game_page.detach()
        window.close()
        window.deleteLater()
        runner.stop()
        bot_worker.set_shared_runner(previous)
    if state["played"] < games:
        print(json.dumps({"stuck": state["played"] + 1}), flush=True)


def _main(argv: list[str]) -> int:
    """``python -m climbdesk.ui.dev.bench_memory '<json request>'``: JSON lines as it goes."""
    req = json.loads(argv[0])
    play(req["games_keys"], req["games"], req["every"], req["level"], req["seed"])
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
