"""Deterministic screenshots of the real UI for the docs: ``make screenshots``.

Run as ``python -m climbdesk.ui.screenshots OUT_DIR``.  Uses a throw-away
user folder (so your own settings and saves neither leak in nor change), a
fixed seed and a frozen position (no bot may move), so the pictures only change when the UI does.
Dialogs are drawn over a dimmed main window, as a user would see them.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
from pathlib import Path

SIZE = (1280, 800)


def _compose(window_pix, dialog_pix):  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QColor, QPainter

    canvas = window_pix.copy()
    p = QPainter(canvas)
    p.fillRect(canvas.rect(), QColor(0, 0, 0, 90))
    x = (canvas.width() - dialog_pix.width()) // 2
    y = (canvas.height() - dialog_pix.height()) // 2
    p.fillRect(x + 4, y + 6, dialog_pix.width(), dialog_pix.height(), QColor(0, 0, 0, 60))
    p.drawPixmap(x, y, dialog_pix)
    p.end()
    return canvas


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CLIMBDESK_HOME"] = tempfile.mkdtemp(prefix="climbdesk-shots-")

    from PySide6.QtWidgets import QApplication

    from climbdesk.core.record import GameRecord, Match, Seat
    from climbdesk.core.registry import get_game
    from climbdesk.ui.app import make_app
    from climbdesk.ui.settings import Settings

    settings = Settings()  # defaults otherwise, so Preferences shows what users get
    settings.set("language", args[1] if len(args) > 1 else "en")
    settings.set("theme", args[2] if len(args) > 2 else "light")
    app = make_app([])
    from climbdesk.ui.main_window import MainWindow
    from climbdesk.ui.new_game import NewGameDialog
    from climbdesk.ui.preferences import PreferencesDialog

    window = MainWindow()
    window.resize(*SIZE)
    window.show()
    app.processEvents()
    window.grab().save(str(out / "start.png"))

    dialog = NewGameDialog(get_game("stairs"), window)
    dialog.show()
    app.processEvents()
    _compose(window.grab(), dialog.grab()).save(str(out / "new-game.png"))
    dialog.close()

    prefs = PreferencesDialog(window)
    prefs.show()
    app.processEvents()
    _compose(window.grab(), prefs.grab()).save(str(out / "preferences.png"))
    prefs.close()

    game = get_game("stairs")
    seats = [Seat("Ann", "human", "", game.info.colours[0]),
             Seat("Normal bot", "bot", "normal", game.info.colours[1])]
    record = GameRecord.new(game, seats, {"pie": True}, seed=2024)
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
    app.processEvents()
    window.grab().save(str(out / "stairs-midgame.png"))

    _cantstop_midturn(window, out)
    _summit_midgame(window, out)
    window.game_page.detach()
    window.close()
    QApplication.processEvents()
    for name in ("start", "new-game", "preferences", "stairs-midgame", "cantstop-midturn",
                 "summit-midgame"):
        print(out / f"{name}.png")
    return 0


def _cantstop_midturn(window, out: Path) -> None:  # type: ignore[no-untyped-def]
    """Can't Stop mid-turn with three climbers out and the odds shown."""
    from PySide6.QtWidgets import QApplication

    from climbdesk.core.record import GameRecord, Match, Seat
    from climbdesk.core.registry import get_game
    from climbdesk.core.rng import chance_rng, sample_weighted

    game = get_game("cantstop")
    seats = [Seat(name, "human", "", colour)
             for name, colour in zip(("Ann", "Ben", "Cleo"), game.info.colours, strict=False)]
    record = GameRecord.new(game, seats, seed=7)
    state = record.initial_state()
    rng = random.Random(3)
    for i in range(400):
        if state.is_chance_node():
            action = sample_weighted(state.chance_outcomes(), chance_rng(record.seed, i))
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
    window.grab().save(str(out / "cantstop-midturn.png"))
    window.settings.set("show_odds", False)


def _summit_midgame(window, out: Path) -> None:  # type: ignore[no-untyped-def]
    """Climb On! with three teams part-way up, a human to choose, odds shown."""
    from PySide6.QtWidgets import QApplication

    from climbdesk.core.record import GameRecord, Match, Seat
    from climbdesk.core.registry import get_game
    from climbdesk.core.rng import chance_rng, sample_weighted

    game = get_game("summit")
    seats = [Seat(name, "human", "", colour)
             for name, colour in zip(("Ann", "Ben", "Cleo"), game.info.colours, strict=False)]
    record = GameRecord.new(game, seats, seed=11)
    state = record.initial_state()
    rng = random.Random(4)
    chances = 0
    for _ in range(60):
        if state.is_chance_node():
            action = sample_weighted(state.chance_outcomes(), chance_rng(record.seed, chances))
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
    while state.is_chance_node() or getattr(state, "phase", "") != "act":
        acts = state.legal_actions()
        action = sample_weighted(state.chance_outcomes(), chance_rng(record.seed, chances)) \
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
    window.grab().save(str(out / "summit-midgame.png"))
    window.settings.set("show_odds", False)


if __name__ == "__main__":
    sys.exit(main())
