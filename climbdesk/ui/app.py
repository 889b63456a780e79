"""Application start-up: QApplication, look, language, main window, resume offer."""

from __future__ import annotations

import sys

from PySide6.QtCore import QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

from climbdesk import __version__
from climbdesk.paths import resource_dir
from climbdesk.ui import autosave, i18n
from climbdesk.ui.palette import apply_app_theme
from climbdesk.ui.settings import Settings


def make_app(argv: list[str] | None = None) -> QApplication:
    """The QApplication (reused if one exists, as under pytest-qt), themed and translated."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication([sys.argv[0], *(argv or [])])
    app.setApplicationName("climbdesk")
    app.setOrganizationName("climbdesk")
    app.setApplicationDisplayName("climbdesk")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("climbdesk")
    app.setWindowIcon(QIcon(str(resource_dir() / "icons" / "climbdesk.svg")))
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
    from climbdesk.ui.bot_worker import shared_runner, stop_shared
    from climbdesk.ui.main_window import MainWindow  # after the app: widgets need it

    app.aboutToQuit.connect(autosave.flush)  # the last move's autosave must reach the disk
    window = MainWindow()
    window.show()
    # Start the bot process once the window is up, so it is ready before the first bot
    # move and does not delay the first paint.
    QTimer.singleShot(0, shared_runner().warm_up)
    QTimer.singleShot(0, window.check_user_folders)  # before the resume offer
    if file:
        QTimer.singleShot(0, lambda: window.open_file(file))
    else:
        QTimer.singleShot(0, window.offer_resume)
    try:
        return app.exec()
    finally:
        stop_shared()  # also hooked to aboutToQuit; no bot process outlives the window
