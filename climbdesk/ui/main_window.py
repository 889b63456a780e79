"""The main window: start screen and game page in one stack, plus menus and files.

The window decides *which* game runs (new, opened, resumed, played again) and
handles files and preferences; playing the game is the game page's and the
controller's business.  It is built in layers, each a module with one job:
:mod:`~climbdesk.ui.window_pages` (the pages, starting matches, the actions and
title that follow them), :mod:`~climbdesk.ui.window_files` (saves, opening, the
autosave's Resume) and :mod:`~climbdesk.ui.window_commands` (undo, resign, the
dialogs); this module makes the window and follows the settings.

Start-up speed: the first thing a player sees is the start page, so nothing
else is imported or built before it is on screen.  The game page (with the
board base, the controller and the bots behind it) is built the first time a
game starts, and the dialogs are imported when they are opened.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QStackedWidget, QWidget

from climbdesk import paths
from climbdesk.core.registry import catalogue
from climbdesk.ui import autosave, i18n, messages
from climbdesk.ui.game_start import StartsAhead
from climbdesk.ui.menus import WindowActions
from climbdesk.ui.palette import apply_app_theme, board_theme
from climbdesk.ui.review_mode import ReviewMode
from climbdesk.ui.settings import Settings, app_signals
from climbdesk.ui.start_page import StartPage
from climbdesk.ui.strings import display_name, tr_title
from climbdesk.ui.window_commands import WindowCommands
from climbdesk.ui.window_files import WindowFiles

if TYPE_CHECKING:  # imported when first needed, not at start-up
    from PySide6.QtGui import QCloseEvent

    from climbdesk.ui.game_page import GamePage
    from climbdesk.ui.preferences import PreferencesDialog
    from climbdesk.ui.sound import Sounds


# The window's size on first start when the screen has room for it.
PREFERRED_SIZE = (1280, 800)
# Small laptops and tablets in a window: the game page still lays out at this size.
MINIMUM_SIZE = (640, 480)
# Room left for the window frame (title bar, borders) on the first start.
FRAME_MARGIN = (16, 48)


class MainWindow(WindowFiles, WindowCommands):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = Settings()
        self.save_path: Path | None = None
        self.last_game_key = catalogue()[0].key
        self._prefs: PreferencesDialog | None = None
        self._game_page: GamePage | None = None
        self.starts_ahead = StartsAhead(self)  # games set up off the GUI thread (issue 17)
        self.reviews = ReviewMode(self)
        theme = board_theme(bool(self.settings.get("colourblind")))
        self.stack = QStackedWidget()
        self.start_page = StartPage(theme)
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self.actions_ = WindowActions(self)

        sp = self.start_page
        sp.game_chosen.connect(self.new_game)
        sp.resume_requested.connect(self.resume_autosave)
        sp.open_requested.connect(self.open_file)
        sp.preferences_requested.connect(self.preferences)
        sp.statistics_requested.connect(self.statistics)
        sp.quit_requested.connect(self.close)
        app_signals().settings_changed.connect(self._setting_changed)
        self._sounds: Sounds | None = None  # made with the first game (imports the engine core)

        self.setMinimumSize(*MINIMUM_SIZE)
        geometry = self.settings.get("window_geometry")
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self._default_geometry()
        self.show_start()
        self.retranslate()

    def offer_resume(self) -> bool:
        """At start: if an unfinished game was autosaved, offer to continue it.  (Here, not
        with the files: lupdate reads a plural only from ``self.tr``, and its context is
        the class it is written in.)

        The question counts the moves played, which replays them: a game with set-up
        work (``Game.setup_work``) has it done ahead in the bot process first, and is
        asked about once it is kept (False now); the start page stays usable meanwhile."""
        from climbdesk.ui.game_start import setup_work_in_file

        if not paths.autosave_path().exists() or not self._untouched():
            return False
        ahead = setup_work_in_file(paths.autosave_path())
        if ahead is not None:
            self.starts_ahead.when_ready(*ahead, self._offer_resume_when_free)
            return False
        return self._offer_resume_now()

    def _offer_resume_when_free(self) -> bool:
        """The work is kept: ask, unless the player went on meanwhile."""
        return self._untouched() and self._offer_resume_now()

    def _untouched(self) -> bool:
        """Whether the player has not gone on since the launch: the offer comes once the
        bot process's side is imported, a moment in which the window takes clicks, and
        asked over a game started (or being set up) meanwhile, or a dialog, its yes
        replaced that game unasked (review15).  Resume on the start page still offers it."""
        from PySide6.QtWidgets import QApplication

        return self.stack.currentWidget() is self.start_page \
            and QApplication.activeModalWidget() is None and not self.starts_ahead.busy

    def _offer_resume_now(self) -> bool:
        from climbdesk.core.match import Match

        record = self._load_autosave()
        if record is None:
            return False
        match = Match(record)  # its moves played, for the question and the game alike
        title = tr_title(record.game_obj().info.title)
        names = " – ".join(display_name(s.name) for s in record.seats)
        if not messages.confirm(self, self.tr("Resume game?"),
                                self.tr("You have an unfinished game of %1 (%2, %n moves "
                                        "played). Resume it?", "", match.turns_played())
                                .replace("%1", title).replace("%2", names)):
            return False
        return self.starts_ahead.begin_match(match)

    def _default_geometry(self) -> None:
        """The first window: the preferred size where the screen has room, else what
        fits in its free area (a 1280×800 screen with a desktop panel has less than
        1280×800), centred there.  The frame around it is not known before the window
        is shown, so a margin is left for the title bar and borders."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            self.resize(*PREFERRED_SIZE)
            return
        free = screen.availableGeometry()
        width = max(MINIMUM_SIZE[0], min(PREFERRED_SIZE[0], free.width() - FRAME_MARGIN[0]))
        height = max(MINIMUM_SIZE[1], min(PREFERRED_SIZE[1], free.height() - FRAME_MARGIN[1]))
        self.resize(width, height)
        self.move(free.left() + max((free.width() - width - FRAME_MARGIN[0]) // 2, 0),
                  free.top() + max((free.height() - height - FRAME_MARGIN[1]) // 2, 0))

    # ----- settings & language ----------------------------------------------------------
    def _setting_changed(self, key: str) -> None:
        s = self.settings
        if key == "language":
            i18n.install(s.get("language"))
        elif key in ("theme", "colourblind"):
            if key == "theme":
                apply_app_theme(s.get("theme"))
            theme = board_theme(bool(s.get("colourblind")))
            self.start_page.set_theme(theme)
            if self._game_page is not None:
                self._game_page.set_theme(theme)
            self.reviews.set_theme(theme)
        elif key in ("sound_volume", "sound_muted") and self._sounds is not None:
            self._sounds.set_volume(float(s.get("sound_volume")), bool(s.get("sound_muted")))
        elif key == "show_odds" and self._game_page is not None:
            self._game_page.set_show_odds(bool(s.get("show_odds")))
        elif key == "animation_speed":
            for page in (self._game_page, self.reviews.built()):
                if page is not None:
                    page.set_animation_speed(float(s.get("animation_speed")))
        elif key == "bot_delay" and self.controller is not None:
            self.controller.bot_delay = float(s.get("bot_delay"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Keep the autosave (it is the point of Resume), stop bots, remember the window."""
        self.settings.set("window_geometry", self.saveGeometry())
        self.starts_ahead.cancel()
        if self._game_page is not None:
            self._game_page.detach()
            from climbdesk.ui.workers import wait_for_workers

            wait_for_workers(3000)
        autosave.flush()  # the last move must be on disk before the app goes
        super().closeEvent(event)
