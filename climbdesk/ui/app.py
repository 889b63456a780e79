"""Application start-up: QApplication, look, language, main window, resume offer."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from climbdesk import APP_ID, __version__
from climbdesk.paths import resource_dir
from climbdesk.ui import autosave, gui_gc, i18n, preload
from climbdesk.ui.palette import apply_app_theme
from climbdesk.ui.settings import Settings

if TYPE_CHECKING:
    from climbdesk.ui.main_window import MainWindow


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (reused if one exists, as under pytest-qt), themed and translated."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0], *(argv or [])])
    app.setApplicationName("climbdesk")
    app.setOrganizationName("climbdesk")
    app.setApplicationDisplayName("climbdesk")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)  # matches packaging/<APP_ID>.desktop
    app.setWindowIcon(QIcon(str(resource_dir() / "icons" / "climbdesk.svg")))
    # Qt objects in reference cycles are deleted on the GUI thread only (see gui_gc).
    gui_gc.install()
    settings = Settings()
    apply_app_theme(settings.get("theme"))
    i18n.install(settings.get("language"))
    return app


def run(file: str | None = None, qt_args: list[str] | None = None) -> int:
    """Open the window (``file`` if given, else offer to resume) and run the event loop.

    ``climbdesk.__main__`` has parsed our own arguments already; ``qt_args`` are
    the Qt options (``-style fusion``…) it recognised, for QApplication.
    """
    app = make_app(qt_args)
    from climbdesk.ui.main_window import MainWindow  # after the app: widgets need it

    app.aboutToQuit.connect(autosave.flush)  # the last move's autosave must reach the disk
    window = MainWindow()
    # Everything else waits until the window has been painted once: the bot process
    # (its module imports the bots), the first game's modules, the folder check and the
    # resume offer.
    after_first_paint(window, lambda: _after_start(window, file))
    window.show()
    try:
        return app.exec()
    finally:
        preload.wait(5.0)
        if "climbdesk.ui.bot_worker" in sys.modules:  # no bot process outlives the window
            sys.modules["climbdesk.ui.bot_worker"].stop_shared()  # also on aboutToQuit


def _after_start(window: MainWindow, file: str | None) -> None:
    # Off the GUI thread (issue 17): the window's side of the bot process (70-100 ms of
    # imports that held the first window up), then the first game's modules.
    preload.freeze_only_while(window.no_game_yet)  # a game's objects are never frozen
    preload.import_ahead()
    window.check_user_folders()  # before the resume offer
    preload.when_imported("climbdesk.ui.bot_worker", window,
                          lambda: _bots_ready(window, file))


def _bots_ready(window: MainWindow, file: str | None) -> None:
    from climbdesk.ui.bot_worker import shared_runner

    # Start the bot process now, so it is ready before the first bot move.
    shared_runner().warm_up()
    if file:
        window.open_file(file)
    else:
        window.offer_resume()


class _FirstPaint(QObject):
    """Calls back one event-loop turn after ``widget``'s first paint, then removes itself."""

    def __init__(self, widget: QWidget, callback: Callable[[], object]) -> None:
        super().__init__(widget)
        self._callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._fire)
        return False

    def _fire(self) -> None:
        self._callback()
        self.deleteLater()


def after_first_paint(widget: QWidget, callback: Callable[[], object]) -> None:
    """Run ``callback`` once ``widget`` is on screen (after its first paint has been
    flushed), so that work not needed for the first picture never delays it."""
    _FirstPaint(widget, callback)
