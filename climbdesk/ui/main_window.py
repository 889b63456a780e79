"""The main window: start screen and game page in one stack, plus menus and files.

The window decides *which* game runs (new, opened, resumed, played again) and
handles files and preferences; playing the game is the game page's and the
controller's business.

Start-up speed: the first thing a player sees is the start page, so nothing
else is imported or built before it is on screen.  The game page (with the
board base, the controller and the bots behind it) is built the first time a
game starts, and the dialogs are imported when they are opened.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QStackedWidget, QWidget

from climbdesk import paths
from climbdesk.core.errors import MissingFileError, RecordError, UnreadableFileError
from climbdesk.core.registry import catalogue, get_game
from climbdesk.core.storage import clean_stale_temp_files
from climbdesk.ui import autosave, i18n, messages
from climbdesk.ui import settings as settings_mod
from climbdesk.ui.menus import WindowActions
from climbdesk.ui.palette import apply_app_theme, board_theme
from climbdesk.ui.review_mode import ReviewMode
from climbdesk.ui.settings import Settings, app_signals
from climbdesk.ui.start_page import StartPage
from climbdesk.ui.strings import display_name, error_text, tr_title

if TYPE_CHECKING:  # imported when first needed, not at start-up
    from PySide6.QtGui import QCloseEvent

    from climbdesk.core.game import Game
    from climbdesk.core.record import GameRecord, Match, Seat
    from climbdesk.ui.controller import GameController
    from climbdesk.ui.game_page import GamePage
    from climbdesk.ui.keyboard_help import KeyboardHelpDialog
    from climbdesk.ui.preferences import PreferencesDialog
    from climbdesk.ui.sound import Sounds


# The window's size on first start when the screen has room for it.
PREFERRED_SIZE = (1280, 800)
# Small laptops and tablets in a window: the game page still lays out at this size.
MINIMUM_SIZE = (640, 480)
# Room left for the window frame (title bar, borders) on the first start.
FRAME_MARGIN = (16, 48)


class MainWindow(QMainWindow):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = Settings()
        self.save_path: Path | None = None
        self.last_game_key = catalogue()[0].key
        self._prefs: PreferencesDialog | None = None
        self._game_page: GamePage | None = None
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

    # ----- start-up ----------------------------------------------------------------
    def check_user_folders(self) -> None:
        """At start: sweep temp files that interrupted writes left, and say plainly if
        settings or games cannot be kept (a read-only or uncreatable folder): the app
        still starts, with the defaults."""
        for folder in paths.own_folders():
            clean_stale_temp_files(folder)
        problems = []
        config = paths.folder_problem(paths.config_dir())
        if config is not None:
            problems.append(self.tr("Settings cannot be saved in %1 (%2). climbdesk starts "
                                    "with its default settings, and changes you make will "
                                    "not be kept.").replace("%1", str(paths.config_dir()))
                            .replace("%2", config))
        odd = settings_mod.file_problem(settings_mod.settings_path()) if config is None else None
        if odd is not None:
            if odd == settings_mod.NOT_REGULAR:
                odd = self.tr("not a regular file: a folder, a pipe or a device")
            problems.append(self.tr("The settings file %1 cannot be used (%2). It was left as "
                                    "it is; climbdesk starts with its default settings, and "
                                    "changes you make will not be kept.")
                            .replace("%1", str(settings_mod.settings_path())).replace("%2", odd))
        data = paths.folder_problem(paths.data_dir())
        if data is not None:
            problems.append(self.tr("Games cannot be autosaved and statistics cannot be kept "
                                    "in %1 (%2).").replace("%1", str(paths.data_dir()))
                            .replace("%2", data))
        if problems:
            messages.warning(self, self.tr("Settings will not be kept"), "\n\n".join(problems))

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

    # ----- pages -----------------------------------------------------------------
    @property
    def game_page(self) -> GamePage:
        """The game page, built on first use (see the module docstring)."""
        if self._game_page is None:
            from climbdesk.ui.game_page import GamePage

            gp = GamePage()
            gp.set_theme(board_theme(bool(self.settings.get("colourblind"))))
            gp.set_animation_speed(float(self.settings.get("animation_speed")))
            gp.set_show_odds(bool(self.settings.get("show_odds")))
            gp.play_again_requested.connect(self.play_again)
            gp.new_game_requested.connect(lambda: self.new_game(self.current_game_key()))
            gp.back_requested.connect(self.show_start)
            gp.actions_changed.connect(self.update_actions)
            self.reviews.hook(gp.banner)  # Review and Analyse of the end-of-game screen
            self.stack.addWidget(gp)
            self._game_page = gp
        return self._game_page

    def review(self, source: GameRecord | Match, viewer: int | None = None) -> bool:
        """Review mode for a recorded game (see :class:`~climbdesk.ui.review_mode.ReviewMode`):
        a save's or the library's record, or a match (the game in progress goes on
        untouched).  ``viewer``: whose view an unfinished hidden-information game shows."""
        return self.reviews.open(source, viewer)

    def review_current(self) -> bool:
        """Game ▸ Review Game and the end-of-game screen's Review: the game on the board."""
        c = self.controller
        return c is not None and bool(c.history) and self.review(c.match)

    def board_available(self, game_key: str) -> bool:
        """Whether the game has a board; if not, the player is told so."""
        from climbdesk.ui.boards import board_class

        try:
            board_class(game_key)
        except (KeyError, ImportError):
            title = tr_title(get_game(game_key).info.title)
            messages.error(self, self.tr("No board yet"),
                           self.tr("%1 cannot be played in this version: its board is not "
                                   "available yet.").replace("%1", title))
            return False
        return True

    def _in_game(self) -> bool:
        return self._game_page is not None and self.stack.currentWidget() is self._game_page

    @property
    def controller(self) -> GameController | None:
        return self._game_page.controller if self._game_page is not None else None

    def current_game_key(self) -> str:
        return self.controller.game_key if self.controller is not None else self.last_game_key

    def show_start(self) -> None:
        """Back to the cards.  The game in progress stays in the autosave for Resume."""
        if self._game_page is not None:
            self._game_page.detach()
        self.save_path = None
        autosave.flush()  # the last move's autosave decides whether Resume is offered
        self.start_page.set_resume_available(paths.autosave_path().exists())
        self.stack.setCurrentWidget(self.start_page)
        self.update_actions()
        self.retranslate()

    def start_match(self, match: Match, save_path: Path | None = None) -> bool:
        from climbdesk.ui.boards.registry import board_registration
        from climbdesk.ui.controller import GameController

        if not self.board_available(match.record.game):
            return False
        self.game_page.detach(same_game=self.last_game_key == match.record.game)
        self.save_path = save_path
        self.last_game_key = match.record.game
        controller = GameController(match, bot_delay=float(self.settings.get("bot_delay")))
        self.stack.setCurrentWidget(self.game_page)
        self.game_page.attach(controller)
        registration = board_registration(match.record.game)
        self.sounds().follow(controller, registration.sounds if registration else None)
        self.update_actions()
        self.retranslate()
        return True

    def sounds(self) -> Sounds:
        """The game sounds, made on first use at the volume the settings give."""
        if self._sounds is None:
            from climbdesk.ui.sound import Sounds

            self._sounds = Sounds(self)
            self._sounds.set_volume(float(self.settings.get("sound_volume")),
                                    bool(self.settings.get("sound_muted")))
        return self._sounds

    def _abandon_ok(self) -> bool:
        """Ask before anything discards an unfinished game: the one on the board, or
        (from the start page) the one kept in the autosave for Resume, which the
        next game's first move would overwrite."""
        from climbdesk.core.record import GameRecord

        c = self.controller
        if c is not None:
            if c.state.is_terminal() or not c.history:
                return True
            return messages.confirm(self, self.tr("Abandon game?"),
                                    self.tr("The current game is not finished. Start another "
                                            "one anyway? (Save it first if you want to keep "
                                            "it.)"))
        if not paths.autosave_path().exists():
            return True
        try:
            kept = GameRecord.load(paths.autosave_path())
        except RecordError:
            return True  # a damaged autosave is set aside when Resume tries it
        title = tr_title(kept.game_obj().info.title)
        names = " – ".join(display_name(s.name) for s in kept.seats)
        return messages.confirm(self, self.tr("Replace the unfinished game?"),
                                self.tr("Your unfinished game of %1 (%2) is kept for Resume. "
                                        "Starting another game replaces it. Start anyway?")
                                .replace("%1", title).replace("%2", names))

    # ----- starting games ---------------------------------------------------------------
    def new_game(self, game_key: str | None = None) -> None:
        game = get_game(game_key or self.current_game_key())
        from climbdesk.ui.tutorial.launch import offer_first_game

        if not self._abandon_ok() or offer_first_game(self, game.info.key):
            return
        from climbdesk.ui.new_game import NewGameDialog

        dialog = NewGameDialog(game, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.start_new(game, dialog.seats(), dialog.options())

    def start_new(self, game: Game, seats: list[Seat], options: Mapping[str, object]) -> None:
        from climbdesk.core.record import GameRecord, Match

        record = GameRecord.new(game, seats, options)
        self.start_match(Match(record))

    def play_again(self) -> None:
        c = self.controller
        if c is None:
            return
        rec = c.match.record
        self.start_new(rec.game_obj(), list(rec.seats), dict(rec.options))

    def resume_autosave(self) -> bool:
        from climbdesk.core.record import Match

        record = self._load_autosave()
        if record is None:
            return False
        return self.start_match(Match(record))

    def offer_resume(self) -> bool:
        """At start: if an unfinished game was autosaved, offer to continue it."""
        from climbdesk.core.record import Match
        from climbdesk.ui.open_dialog import moves_played

        if not paths.autosave_path().exists():
            return False
        record = self._load_autosave()
        if record is None:
            return False
        title = tr_title(record.game_obj().info.title)
        names = " – ".join(display_name(s.name) for s in record.seats)
        if not messages.confirm(self, self.tr("Resume game?"),
                                self.tr("You have an unfinished game of %1 (%2, %n moves "
                                        "played). Resume it?", "", moves_played(record))
                                .replace("%1", title).replace("%2", names)):
            return False
        return self.start_match(Match(record))

    def _load_autosave(self) -> GameRecord | None:
        """Load the autosave; a broken one is renamed aside (never deleted) and reported.

        One that cannot be read at all (a folder or a pipe in its place, no permission)
        is left exactly as it is, as the README promises: what is in it is unknown."""
        from climbdesk.core.record import GameRecord

        autosave.flush()
        path = paths.autosave_path()
        try:
            return GameRecord.load(path)
        except MissingFileError:
            self.start_page.set_resume_available(False)
            return None
        except UnreadableFileError as exc:
            messages.warning(self, self.tr("Autosave damaged"),
                             self.tr("The autosaved game could not be read: %1. It was left "
                                     "as it is.").replace("%1", error_text(exc)))
            self.start_page.set_resume_available(False)
            return None
        except RecordError as exc:
            aside = path.with_name(f"autosave.broken-{int(time.time())}.json")
            try:
                path.replace(aside)
                where = self.tr("It was kept as %1.").replace("%1", str(aside))
            except OSError:
                where = ""
            messages.warning(self, self.tr("Autosave damaged"),
                             self.tr("The autosaved game could not be restored: %1")
                             .replace("%1", error_text(exc)) + " " + where)
            self.start_page.set_resume_available(False)
            return None

    # ----- files ------------------------------------------------------------------------
    def open_file(self, path: str | Path | None = None) -> bool:
        from climbdesk.core.record import GameRecord, Match

        if path is None:
            from climbdesk.ui.open_dialog import OpenGameDialog  # first use only: fast start

            dialog = OpenGameDialog(paths.saves_dir(), self)
            if dialog.exec() != OpenGameDialog.DialogCode.Accepted or dialog.chosen is None:
                return False
            path = dialog.chosen
        path = Path(path)
        try:
            record = GameRecord.load(path)
        except RecordError as exc:
            messages.error(self, self.tr("Cannot open game"),
                           self.tr("%1 cannot be opened.").replace("%1", path.name)
                           + "\n\n" + error_text(exc))
            return False
        return self._open_match(Match(record), path)

    def _open_match(self, match: Match, path: Path | None = None) -> bool:
        """A finished game opens in review mode; an unfinished one is played on."""
        if match.state.is_terminal():
            return self.review(match)
        return self._abandon_ok() and self.start_match(match, save_path=path)

    def open_library(self) -> bool:
        """File ▸ Library: a game chosen there opens as an opened save does."""
        from climbdesk.core.record import Match
        from climbdesk.ui.library_dialog import LibraryDialog

        dialog = LibraryDialog(self)
        if dialog.exec() != LibraryDialog.DialogCode.Accepted or dialog.chosen is None:
            return False
        return self._open_match(Match(dialog.chosen))

    def save(self) -> bool:
        if self.controller is None:
            return False
        if self.save_path is None:
            return self.save_as()
        return self.save_to(self.save_path)

    def save_as(self, path: str | Path | None = None) -> bool:
        from climbdesk.ui import open_dialog

        c = self.controller
        if c is None:
            return False
        if path is None:
            import datetime

            stamp = datetime.datetime.now().strftime("%Y-%m-%d-%H%M")
            default = paths.saves_dir() / f"{c.game_key}-{stamp}{open_dialog.SUFFIX}"
            try:
                paths.saves_dir().mkdir(parents=True, exist_ok=True)
            except OSError:
                pass  # the file dialog lets the player pick a folder that works
            from PySide6.QtWidgets import QFileDialog

            chosen, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save game"), str(default),
                self.tr("climbdesk games (*%1)").replace("%1", open_dialog.SUFFIX))
            if not chosen:
                return False
            suffix = open_dialog.SUFFIX
            path = chosen if chosen.endswith(suffix) else chosen + suffix
        return self.save_to(Path(path))

    def save_to(self, path: Path) -> bool:
        assert self.controller is not None
        try:
            self.controller.save(str(path))
        except Exception as exc:  # whatever stops the write, the player hears it and plays on
            messages.error(self, self.tr("Cannot save game"), error_text(exc))
            return False
        self.save_path = path
        self.statusBar().showMessage(self.tr("Saved to %1").replace("%1", str(path)), 4000)
        return True

    # ----- game commands --------------------------------------------------------------
    def undo(self) -> None:
        self.game_page.undo()

    def redo(self) -> None:
        self.game_page.redo()

    def hint(self) -> None:
        self.game_page.hint()

    def resign(self) -> None:
        c = self.controller
        seat = c.resigning_seat() if c is not None else None
        if c is None or seat is None or c.state.is_terminal():
            return
        humans = [i for i, s in enumerate(c.match.seats) if not s.is_bot and c.state.is_active(i)]
        if not c.is_human_turn() and len(humans) > 1:
            # A bot is deciding: ask which of the humans at the table wants out.
            from PySide6.QtWidgets import QInputDialog

            names = [f"{i + 1}. {display_name(c.match.seats[i].name)}" for i in humans]
            name, ok = QInputDialog.getItem(self, self.tr("Resign"),
                                            self.tr("Who resigns?"), names, 0, False)
            if not ok:
                return
            seat = humans[names.index(name)]
        name = display_name(c.match.seats[seat].name)
        if messages.confirm(self, self.tr("Resign?"),
                            self.tr("%1, do you really want to resign this game?")
                            .replace("%1", name)):
            c.resign(seat)

    def end_by_agreement(self) -> None:
        c = self.controller
        if c is None or not c.agreement_available():
            return
        proposer = c.state.turn_owner()
        others = [display_name(s.name) for i, s in enumerate(c.match.seats) if i != proposer]
        if messages.confirm(self, self.tr("End by agreement?"),
                            self.tr("%1 proposes to end the game now and score the position "
                                    "as it stands. %2, do you agree?")
                            .replace("%1", display_name(c.match.seats[proposer].name))
                            .replace("%2", ", ".join(others))):
            c.end_by_agreement()

    def update_actions(self) -> None:
        a = self.actions_
        c = self.controller
        in_game = c is not None and self._in_game()
        live = in_game and c is not None and not c.state.is_terminal()
        a.save.setEnabled(in_game)
        a.save_as.setEnabled(in_game)
        a.resign.setEnabled(live and c is not None and c.resigning_seat() is not None)
        a.agree.setEnabled(live and c is not None and c.agreement_available())
        a.back.setEnabled(in_game)
        a.review.setEnabled(in_game and c is not None and bool(c.history))
        a.set_board_commands(self._game_page.command_buttons
                             if in_game and self._game_page is not None else [])
        a.undo.setEnabled(in_game and c is not None and c.can_undo())
        why = self.game_page.undo_blocked_text() if in_game else ""
        a.undo.setToolTip(why)
        a.undo.setStatusTip(why)
        a.redo.setEnabled(in_game and c is not None and c.can_redo())
        a.hint.setEnabled(live and self.game_page.hint_available())
        a.odds.setEnabled(in_game and self._game_page is not None
                          and self._game_page.supports_odds())
        a.odds.setChecked(bool(self.settings.get("show_odds")))
        scene = self.game_page.scene if in_game else None
        a.legend.setEnabled(scene is not None and bool(scene.legend()))
        a.legend.setChecked(scene is not None and scene.legend_shown)
        a.keyboard.setEnabled(in_game and self.game_page.view is not None)

    # ----- dialogs ----------------------------------------------------------------------
    def show_rules(self) -> None:
        from climbdesk.ui.dialogs import RulesDialog

        RulesDialog(get_game(self.current_game_key()), self).exec()

    def keyboard_help(self) -> KeyboardHelpDialog | None:
        """Help ▸ Keyboard: the current board's keys and the camera's (shown modal)."""
        dialog = self.keyboard_help_dialog()
        if dialog is not None:
            dialog.exec()
        return dialog

    def keyboard_help_dialog(self) -> KeyboardHelpDialog | None:
        from climbdesk.ui.boards.interaction import InteractiveBoardScene
        from climbdesk.ui.keyboard_help import KeyboardHelpDialog

        page = self._game_page
        if page is None or page.view is None:
            return None
        scene = page.scene
        board = scene.key_help() if isinstance(scene, InteractiveBoardScene) else []
        return KeyboardHelpDialog(board, page.view.camera_keys(), self)

    def statistics(self) -> None:
        from climbdesk.ui.stats_dialog import StatisticsDialog

        StatisticsDialog(self).exec()

    def preferences(self) -> None:
        if self._prefs is None:
            from climbdesk.ui.preferences import PreferencesDialog

            self._prefs = PreferencesDialog(self)
        self._prefs.show()
        self._prefs.raise_()

    def toggle_legend(self) -> None:
        """Move ▸ Show Legend (key L): what the board's rings and marks mean."""
        scene = self.game_page.scene if self._in_game() else None
        if scene is not None:
            scene.toggle_legend()
        self.update_actions()

    def toggle_odds(self) -> None:
        self.settings.set("show_odds", not bool(self.settings.get("show_odds")))

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        from climbdesk.ui.dialogs import about_text

        QMessageBox.about(self, self.tr("About climbdesk"), about_text())

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

    def retranslate(self) -> None:
        self.actions_.retranslate()
        if self.controller is not None and self._in_game():
            title = tr_title(get_game(self.controller.game_key).info.title)
            name = f" – {self.save_path.name}" if self.save_path else ""
            self.setWindowTitle(f"{title}{name} — climbdesk")
        else:
            self.setWindowTitle("climbdesk")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Keep the autosave (it is the point of Resume), stop bots, remember the window."""
        self.settings.set("window_geometry", self.saveGeometry())
        if self._game_page is not None:
            self._game_page.detach()
            from climbdesk.ui.workers import wait_for_workers

            wait_for_workers(3000)
        autosave.flush()  # the last move must be on disk before the app goes
        super().closeEvent(event)
