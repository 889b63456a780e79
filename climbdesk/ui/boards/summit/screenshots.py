"""The docs' Climb On! (dice) screenshot (``make screenshots``, :mod:`climbdesk.ui.screenshots`).

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
    """Climb On! (dice) with three teams part-way up, a human to choose, odds shown."""
    from PySide6.QtWidgets import QApplication

    from climbdesk.core.record import Match
    from climbdesk.core.rng import chance_rng
    from climbdesk.games.summit import GAME
    from climbdesk.games.summit.actions import SummitPhase
    from climbdesk.ui.dev.screenshots import save_window, three_humans

    game = GAME
    record = three_humans(game, seed=11)
    state = record.initial_state()
    rng = random.Random(4)
    chances = 0
    for _ in range(60):
        if state.is_chance_node():
            action = state.sample_chance(chance_rng(record.seed, "dice", chances))
            chances += 1
        else:
            acts = state.legal_actions()
            names = [a.kind for a in acts]
            # Prefer climbing, as players do early on; confirm rolls at once.
            climbs = [a for a, k in zip(acts, names, strict=True) if k == "climb"]
            action = acts[names.index("confirm")] if "confirm" in names else \
                rng.choice(climbs or acts)
        record.actions.append(action)
        state.apply(action)
    while state.is_chance_node() or getattr(state, "phase", "") != SummitPhase.ACT:
        acts = state.legal_actions()
        dice = chance_rng(record.seed, "dice", chances)
        action = state.sample_chance(dice) \
            if state.is_chance_node() else acts[[a.kind for a in acts].index("confirm")] \
            if "confirm" in [a.kind for a in acts] else acts[0]
        chances += state.is_chance_node()
        record.actions.append(action)
        state.apply(action)
    window.settings.set("show_odds", True)
    window.start_match(Match(record))
    if window.controller is not None:
        window.controller.shutdown()
    window.game_page.refresh()
    for _ in range(30):
        QApplication.processEvents()
    save_window(window, out / "summit-midgame.png")
    window.settings.set("show_odds", False)
    return ["summit-midgame"]
