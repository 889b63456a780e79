"""The main window's pages: which game is on screen, the start page or the game page.

The window decides *which* game runs (new, resumed, opened, played again); playing it
is the game page's and the controller's business.  This base of :class:`MainWindow`
holds the pages, starts matches on the game page and keeps the window's actions and
title in step with what is shown; the files and the commands build on it
(:mod:`climbdesk.ui.window_files`, :mod:`climbdesk.ui.window_commands`).

The game page (with the board base, the controller and the bots behind it) is built the
first time a game starts, so nothing but the start page is built before it is on screen.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from climbdesk import paths
from climbdesk.core.errors import RecordError
from climbdesk.core.registry import get_game
from climbdesk.ui import autosave, gui_gc, messages
from climbdesk.ui.game_start import StartsAhead
from climbdesk.ui.menus import WindowActions
from climbdesk.ui.palette import board_theme
from climbdesk.ui.review_mode import ReviewMode
from climbdesk.ui.settings import Settings
from climbdesk.ui.start_page import StartPage
from climbdesk.ui.strings import display_name, tip_text, tr_title

if TYPE_CHECKING:  # imported when first needed, not at start-up
    from climbdesk.core.game import Game
    from climbdesk.core.record import GameRecord, Match, Seat
    from climbdesk.ui.controller import GameController
    from climbdesk.ui.game_page import GamePage
    from climbdesk.ui.preferences import PreferencesDialog
    from climbdesk.ui.sound import Sounds


# Seconds after a game starts in which the cycle collector waits (its board's first
# paint and the work ahead of it; issue 17).
START_QUIET_S = 0.6


class WindowPages(QMainWindow):
    """The start page and the game page in one stack (see the module docstring)."""

    # Made by MainWindow.__init__.
    settings: Settings
    save_path: Path | None
    last_game_key: str
    stack: QStackedWidget
    start_page: StartPage
    actions_: WindowActions
    reviews: ReviewMode
    _game_page: GamePage | None
    starts_ahead: StartsAhead
    _prefs: PreferencesDialog | None
    _sounds: Sounds | None

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

    def game_page_built(self) -> bool:
        return self._game_page is not None

    def no_game_yet(self) -> bool:
        """Whether no game has been shown, reviewed or set up in this window: the game
        page and the review page are built with the first, and nothing is being set up.
        Until then nothing alive belongs to a game
        (:func:`~climbdesk.ui.preload.freeze_only_while`)."""
        return self._game_page is None and self.reviews.built() is None \
            and not self.starts_ahead.busy

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
            messages.error(self, QCoreApplication.translate("MainWindow", "No board yet"),
                           QCoreApplication.translate(
                               "MainWindow", "%1 cannot be played in this version: its board is "
                               "not available yet.").replace("%1", title))
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
        self.starts_ahead.cancel()
        if self._game_page is not None:
            self._game_page.detach()
        self.save_path = None
        autosave.flush()  # the last move's autosave decides whether Resume is offered
        self.start_page.set_resume_available(paths.autosave_path().exists())
        self.stack.setCurrentWidget(self.start_page)
        self.update_actions()
        self.retranslate()

    def begin_match(self, record: GameRecord, save_path: Path | None = None) -> bool:
        """Start ``record``'s match with its costly set-up done ahead, off the GUI thread
        (issue 17, :mod:`climbdesk.ui.game_start`).  New Game's OK, Play again, Resume."""
        return self.starts_ahead.begin(record, save_path)

    def start_match(self, match: Match, save_path: Path | None = None) -> bool:
        from climbdesk.ui import paint_ahead
        from climbdesk.ui.boards.registry import board_registration
        from climbdesk.ui.controller import GameController

        if not self.board_available(match.record.game):
            return False
        self.starts_ahead.cancel()
        gui_gc.hold_off(START_QUIET_S)  # the start's busy turns come next (gui_gc)
        self.game_page.detach(same_game=self.last_game_key == match.record.game)
        self.save_path = save_path
        self.last_game_key = match.record.game
        controller = GameController(match, bot_delay=float(self.settings.get("bot_delay")))
        self.stack.setCurrentWidget(self.game_page)
        self.game_page.attach(controller)
        # Its board's looks are kept from now on: a File ▸ Open or a resume that came
        # here straight, not through a start painted ahead, counts too (review16).
        paint_ahead.started(match.record.game)
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
        from climbdesk.ui.game_start import read_unplayed

        c = self.controller
        if c is not None:
            if c.state.is_terminal() or not c.history:
                return True
            return messages.confirm(self, QCoreApplication.translate("MainWindow", "Abandon game?"),
                                    QCoreApplication.translate(
                                        "MainWindow", "The current game is not finished. Start "
                                        "another one anyway? (Save it first if you want to keep "
                                        "it.)"))
        if self.starts_ahead.busy and self.starts_ahead.pending_is_new:
            return True  # a new game being set up: asked already, nothing played (review14)
        if not paths.autosave_path().exists():
            return True
        try:
            # Its game and seats are all the question needs: not replayed, which would
            # do its set-up work on this thread (``Game.setup_work``).
            kept = read_unplayed(paths.autosave_path())
        except RecordError:
            return True  # a damaged autosave is set aside when Resume tries it
        title = tr_title(kept.game_obj().info.title)
        names = " – ".join(display_name(s.name) for s in kept.seats)
        return messages.confirm(self, QCoreApplication.translate("MainWindow",
                                                                 "Replace the unfinished game?"),
                                QCoreApplication.translate(
                                    "MainWindow", "Your unfinished game of %1 (%2) is kept for "
                                    "Resume. Starting another game replaces it. Start anyway?")
                                .replace("%1", title).replace("%2", names))

    # ----- starting games ---------------------------------------------------------------
    def new_game(self, game_key: str | None = None) -> None:
        game = get_game(game_key or self.current_game_key())
        from climbdesk.ui.tutorial.launch import offer_first_game

        # The tutorial drives the whole window (its menus, files and commands).
        if not self._abandon_ok() or offer_first_game(self, game.info.key):
            return
        from climbdesk.ui.new_game import NewGameDialog

        dialog = NewGameDialog(game, self)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return
        self.begin_new(game, dialog.seats(), dialog.options())

    def start_new(self, game: Game, seats: list[Seat], options: Mapping[str, object]) -> None:
        """Start a new game now, its set-up done here (tests, the tutorial, tools)."""
        from climbdesk.core.record import GameRecord, Match

        record = GameRecord.new(game, seats, options)
        self.start_match(Match(record))

    def begin_new(self, game: Game, seats: list[Seat], options: Mapping[str, object]) -> None:
        """New Game's OK and Play again: the page at once, the set-up off the GUI thread
        (:meth:`begin_match`)."""
        from climbdesk.core.record import GameRecord

        self.begin_match(GameRecord.new(game, seats, options))

    def play_again(self) -> None:
        c = self.controller
        if c is None:
            return
        rec = c.match.record
        self.begin_new(rec.game_obj(), list(rec.seats), dict(rec.options))

    def update_actions(self) -> None:
        a = self.actions_
        c = self.controller
        in_game = c is not None and self._in_game()
        live = in_game and c is not None and not c.state.is_terminal()
        a.save.setEnabled(in_game)
        a.save_as.setEnabled(in_game)
        a.resign.setEnabled(live and c is not None and c.resigning_seat() is not None)
        a.agree.setEnabled(live and c is not None and c.agreement_available())
        # Back also leaves a game still being set up (its page is shown, no match yet).
        a.back.setEnabled(in_game or (self.starts_ahead.busy and self._in_game()))
        a.review.setEnabled(in_game and c is not None and bool(c.history))
        a.set_board_commands(self._game_page.command_buttons
                             if in_game and self._game_page is not None else [])
        a.undo.setEnabled(in_game and c is not None and c.can_undo())
        why = self.game_page.undo_blocked_text() if in_game else ""
        a.undo.setToolTip(tip_text(why))  # it names a seat: never markup
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


    def retranslate(self) -> None:
        self.actions_.retranslate()
        if self.controller is not None and self._in_game():
            title = tr_title(get_game(self.controller.game_key).info.title)
            name = f" – {self.save_path.name}" if self.save_path else ""
            self.setWindowTitle(f"{title}{name} — climbdesk")
        else:
            self.setWindowTitle("climbdesk")
