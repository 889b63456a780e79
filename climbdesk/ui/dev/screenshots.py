"""Deterministic screenshots of the real UI for the docs: ``make screenshots``.

Run as ``python -m climbdesk.ui.dev.screenshots OUT_DIR [LANGUAGE [light|dark [colourblind]]]
[--size WIDTHxHEIGHT]`` (1280x800 unless told: the docs' size; 1920x1080 to check the large screen).
Uses a throw-away user folder (so your own settings and saves neither leak in nor change), a
fixed seed and a frozen position (no bot may move), so the pictures only change when the UI does.
Dialogs are drawn over a dimmed main window, as a user would see them.
Each game's pictures come from its board registration (``screenshots``), in
the order the games are registered.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QAbstractItemView, QWidget

from climbdesk.core.game import Game
from climbdesk.core.record import GameRecord, Seat, SeatKind

SIZE = (1280, 800)



def settle(ms: int = 100) -> None:
    """Let the window finish laying out before a picture is taken.

    A scroll area shows its scroll bar for a moment while the sidebar re-shares the
    column after a new position (a queued layout request); a plain ``processEvents``
    grabs that moment, so the README showed seat cards cut by a scroll bar that a
    player never sees.  Running the event loop briefly lets queued layouts settle.
    """
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


# Settles a picture may wait for before it is taken as it is (a board that never rests).
MAX_SETTLES = 30


def settled_grab(window: QWidget) -> QPixmap:
    """The window once two pictures a settle apart are the same.  A fixed wait took the
    last move's piece in mid-flight and the move list before its scroll had followed,
    as the machine's load had it: two runs on the same code gave different pictures.
    The game's move list is shown at its end, where each move scrolls it: a wrap of its
    rows after the move (the sidebar re-shared) left it a line short in some runs."""
    history = getattr(getattr(window, "game_page", None), "history", None)
    if isinstance(history, QAbstractItemView):
        settle()
        history.scrollToBottom()
    settle()
    shot = window.grab()
    for _ in range(MAX_SETTLES):
        settle()
        again = window.grab()
        if again.toImage() == shot.toImage():
            break
        shot = again
    return shot


def save_window(window: QWidget, path: Path) -> None:
    """The window as a player sees it once it has settled, saved to ``path``."""
    settled_grab(window).save(str(path))


def three_humans(game: Game, seed: int) -> GameRecord:
    """A seeded record of ``game`` for Ann, Ben and Cleo in the game's seat colours: the
    table the dice games' screenshots are taken at."""
    seats = [Seat(name, SeatKind.HUMAN, "", colour)
             for name, colour in zip(("Ann", "Ben", "Cleo"), game.info.colours, strict=False)]
    return GameRecord.new(game, seats, seed=seed)


def dialog_rect(window_pix: QPixmap, dialog_pix: QPixmap) -> QRectF:
    """Where the dialog goes on the window's picture: centred, in the painter's
    logical pixels.  Grabs at scale 2 hold twice the pixels of their logical size;
    centring by ``width()`` (device pixels) put the dialog down and to the right."""
    window = window_pix.deviceIndependentSize()
    dialog = dialog_pix.deviceIndependentSize()
    return QRectF((window.width() - dialog.width()) / 2,
                  (window.height() - dialog.height()) / 2, dialog.width(), dialog.height())


def _compose(window_pix: QPixmap, dialog_pix: QPixmap) -> QPixmap:
    from PySide6.QtGui import QColor, QPainter

    canvas = window_pix.copy()
    canvas.setDevicePixelRatio(window_pix.devicePixelRatio())
    p = QPainter(canvas)
    p.fillRect(QRectF(QPointF(0, 0), canvas.deviceIndependentSize()), QColor(0, 0, 0, 90))
    box = dialog_rect(window_pix, dialog_pix)
    p.fillRect(box.translated(4, 6), QColor(0, 0, 0, 60))
    p.drawPixmap(box.topLeft(), dialog_pix)
    p.end()
    return canvas


def window_size(args: list[str]) -> tuple[int, int]:
    """The ``--size WIDTHxHEIGHT`` among ``args`` (taken out of them), else :data:`SIZE`.

    >>> args = ["out", "--size", "1920x1080", "de"]
    >>> window_size(args), args
    ((1920, 1080), ['out', 'de'])
    """
    if "--size" not in args:
        return SIZE
    at = args.index("--size")
    if at + 1 >= len(args):
        raise SystemExit("--size needs WIDTHxHEIGHT, e.g. 1920x1080")
    text = args[at + 1]
    del args[at:at + 2]
    width, _, height = text.lower().partition("x")
    if not (width.isdigit() and height.isdigit()) or min(int(width), int(height)) < 200:
        raise SystemExit(f"--size {text}: give WIDTHxHEIGHT in pixels, e.g. 1920x1080")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    size = window_size(args)
    out = Path(args[0] if args else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["CLIMBDESK_HOME"] = tempfile.mkdtemp(prefix="climbdesk-shots-")


    from climbdesk.core.registry import all_games
    from climbdesk.ui.app import make_app
    from climbdesk.ui.boards import board_registration
    from climbdesk.ui.settings import Settings

    settings = Settings()  # defaults otherwise, so Preferences shows what users get
    settings.set("language", args[1] if len(args) > 1 else "en")
    settings.set("theme", args[2] if len(args) > 2 else "light")
    settings.set("colourblind", len(args) > 3 and args[3] == "colourblind")
    app = make_app([])
    from climbdesk.ui.main_window import MainWindow
    from climbdesk.ui.new_game import NewGameDialog
    from climbdesk.ui.preferences import PreferencesDialog

    window = MainWindow()
    window.resize(*size)
    window.show()
    window.start_page.draw_thumbnails_now()  # they are drawn after the first paint otherwise
    save_window(window, out / "start.png")

    dialog = NewGameDialog(all_games()[0], window)  # the first game, as on the start page
    dialog.show()
    settle()
    _compose(window.grab(), dialog.grab()).save(str(out / "new-game.png"))
    dialog.close()

    prefs = PreferencesDialog(window)
    prefs.show()
    settle()
    _compose(window.grab(), prefs.grab()).save(str(out / "preferences.png"))
    prefs.close()

    names = ["start", "new-game", "preferences"]
    for game in all_games():
        registration = board_registration(game.info.key)
        if registration is not None and registration.screenshots is not None:
            names += registration.screenshots(window, out)
    from climbdesk.ui.dev import screenshots_library

    names += screenshots_library.shoot(window, out)  # the library, analysis, end of game
    window.game_page.detach()
    window.close()
    app.processEvents()
    for name in names:
        print(out / f"{name}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
