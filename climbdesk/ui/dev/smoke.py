"""Start an installed climbdesk far enough to know it works: ``climbdesk --self-test``.

The packaging checks (``make dist-check``, and the bundle's) run this with the
installed interpreter, offscreen and with ``CLIMBDESK_HOME`` in a temporary folder,
so a wheel or a bundle that lacks a module, a resource or a translation fails here
rather than on a player's machine.  It opens the window, then each game with two
human seats, waits for the board to draw, switches the language and prints one line
per step; any error exits non-zero.  Last, an Easy bot makes a move from the worker
process.
"""

from __future__ import annotations

import os
import sys
import time


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from climbdesk import __version__
    from climbdesk.core.record import Seat, SeatKind
    from climbdesk.core.registry import all_games
    from climbdesk.paths import resource_dir
    from climbdesk.ui.app import make_app

    app = make_app([])
    from climbdesk.ui import i18n
    from climbdesk.ui.boards.registry import has_board
    from climbdesk.ui.main_window import MainWindow

    print(f"climbdesk {__version__}, resources at {resource_dir()}")
    window = MainWindow()
    window.resize(1280, 800)
    window.show()
    app.processEvents()
    print(f"window: {window.windowTitle()!r}")
    for game in all_games():
        if not has_board(game.info.key):
            continue
        seats = [Seat(f"Player {i + 1}", SeatKind.HUMAN) for i in range(game.info.default_players)]
        window.start_new(game, seats, {})
        app.processEvents()
        controller = window.controller
        if controller is None or controller.state.is_terminal():
            print(f"{game.info.key}: the game did not start", file=sys.stderr)
            return 1
        if window.grab().isNull():
            print(f"{game.info.key}: nothing was drawn", file=sys.stderr)
            return 1
        print(f"{game.info.key}: opened, {len(controller.state.legal_actions())} moves offered"
              if not controller.state.is_chance_node() else f"{game.info.key}: opened")
    # A bot answers from the worker process (in a bundle, the executable started again).
    from PySide6.QtCore import QDeadlineTimer, QTranslator

    from climbdesk.core.level import Level

    first = next(g for g in all_games() if has_board(g.info.key))
    window.start_new(first, [Seat("Bot", SeatKind.BOT, Level.EASY),
                             *(Seat(f"Player {i + 1}", SeatKind.HUMAN)
                               for i in range(1, first.info.default_players))], {})
    deadline = QDeadlineTimer(60_000)
    while (window.controller is None or not window.controller.history) \
            and not deadline.hasExpired():
        app.processEvents()
        time.sleep(0.01)
    if window.controller is None or not window.controller.history:
        print("the bot did not move within 60 s", file=sys.stderr)
        return 1
    print("bot: moved from the worker process")

    for language in ("de", "ja", "en"):
        if not QTranslator().load(str(i18n.qm_path(language))):
            print(f"the {language} translation is missing: {i18n.qm_path(language)}",
                  file=sys.stderr)
            return 1
        i18n.install(language)
        app.processEvents()
    print("translations: de, ja, en")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
