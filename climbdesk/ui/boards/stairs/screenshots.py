"""The docs' Stairs screenshot (``make screenshots``, see :mod:`climbdesk.ui.screenshots`).

Imports Qt and the app inside the function: the screenshot tool sets up its
environment before anything Qt is loaded, and the board package's registration
must stay cheap to import.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from climbdesk.ui.main_window import MainWindow


def shoot(window: MainWindow, out: Path) -> list[str]:
    """Stairs mid-game against the Normal bot, with the human to move."""
    from PySide6.QtWidgets import QApplication

    from climbdesk.core.record import GameRecord, Match, Seat, SeatKind
    from climbdesk.games.stairs import GAME
    from climbdesk.ui.dev.screenshots import save_window

    seats = [Seat("Ann", SeatKind.HUMAN, "", GAME.info.colours[0]),
             Seat("Normal bot", SeatKind.BOT, "normal", GAME.info.colours[1])]
    record = GameRecord.new(GAME, seats, {"pie": True}, seed=2024)
    rng = random.Random(5)
    state = record.initial_state()
    for _ in range(22):
        action = rng.choice(state.legal_actions())
        nxt = state.child(action)
        if nxt.is_terminal():
            break
        record.actions.append(action)
        state = nxt
    if state.current_player() != 0:  # show the human to move
        record.actions.pop()
    window.start_match(Match(record))
    controller = window.controller
    if controller is not None:
        controller.shutdown()  # freeze the picture: no bot may move while we shoot
    window.game_page.refresh()
    QApplication.processEvents()
    save_window(window, out / "stairs-midgame.png")
    return ["stairs-midgame"]
