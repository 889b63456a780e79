"""The docs' Can't Stop screenshot (``make screenshots``, see :mod:`climbdesk.ui.screenshots`).

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
    """Can't Stop mid-turn with three climbers out and the odds shown."""
    from PySide6.QtWidgets import QApplication

    from climbdesk.core.record import Match
    from climbdesk.core.rng import chance_rng
    from climbdesk.games.cantstop import GAME
    from climbdesk.ui.dev.screenshots import save_window, three_humans

    game = GAME
    record = three_humans(game, seed=7)
    state = record.initial_state()
    rng = random.Random(3)
    for i in range(400):
        if state.is_chance_node():
            action = state.sample_chance(chance_rng(record.seed, "dice", i))
        else:
            acts = state.legal_actions()
            names = [a.text() for a in acts]
            busy = len(getattr(state, "climbers", {})) == 3
            if i > 120 and busy and "stop" in names:
                break
            action = acts[names.index("stop")] if "stop" in names and rng.random() < 0.35 \
                else rng.choice(acts)
        record.actions.append(action)
        state.apply(action)
    window.settings.set("show_odds", True)
    window.start_match(Match(record))
    if window.controller is not None:
        window.controller.shutdown()
    window.game_page.refresh()
    for _ in range(30):  # let the dice settle
        QApplication.processEvents()
    save_window(window, out / "cantstop-midturn.png")
    window.settings.set("show_odds", False)
    return ["cantstop-midturn"]
