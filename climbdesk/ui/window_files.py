"""The main window's files: saving and opening games, the autosave's Resume, and the
user folders checked at start.

A base of :class:`~climbdesk.ui.main_window.MainWindow` over
:class:`~climbdesk.ui.window_pages.WindowPages`: a file read becomes a match started (or
reviewed) on the pages, and what cannot be read or written is said plainly while the
game and the files are left as they were.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from climbdesk import paths
from climbdesk.core.errors import ClimbdeskError, MissingFileError, RecordError, UnreadableFileError
from climbdesk.core.storage import clean_stale_temp_files
from climbdesk.ui import autosave, messages
from climbdesk.ui import settings as settings_mod
from climbdesk.ui.strings import error_text
from climbdesk.ui.window_pages import WindowPages

if TYPE_CHECKING:  # imported when first needed, not at start-up
    from climbdesk.core.record import GameRecord, Match


class WindowFiles(WindowPages):
    """File ▸ Open, Library, Save and Save As; Resume from the autosave."""

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
            problems.append(QCoreApplication.translate(
                "MainWindow", "Settings cannot be saved in %1 (%2). climbdesk starts with its "
                "default settings, and changes you make will not be kept.")
                .replace("%1", str(paths.config_dir())).replace("%2", config))
        odd = settings_mod.file_problem(settings_mod.settings_path()) if config is None else None
        if odd is not None:
            if odd == settings_mod.NOT_REGULAR:
                odd = QCoreApplication.translate(
                    "MainWindow", "not a regular file: a folder, a pipe or a device")
            problems.append(QCoreApplication.translate(
                "MainWindow", "The settings file %1 cannot be used (%2). It was left as it is; "
                "climbdesk starts with its default settings, and changes you make will not be "
                "kept.").replace("%1", str(settings_mod.settings_path())).replace("%2", odd))
        data = paths.folder_problem(paths.data_dir())
        if data is not None:
            problems.append(QCoreApplication.translate(
                "MainWindow", "Games cannot be autosaved and statistics cannot be kept in %1 "
                "(%2).").replace("%1", str(paths.data_dir())).replace("%2", data))
        if problems:
            messages.warning(self, QCoreApplication.translate("MainWindow",
                                                              "Settings will not be kept"),
                             "\n\n".join(problems))


    def resume_autosave(self) -> bool:
        """Resume on the start page: a game with costly set-up work (``Game.setup_work``)
        has it done ahead, off the GUI thread, before the save is loaded
        (:mod:`climbdesk.ui.game_start`; loading replays the moves, which would do it)."""
        from climbdesk.ui.game_start import setup_work_in_file

        autosave.flush()
        ahead = setup_work_in_file(paths.autosave_path())
        if ahead is not None and self.board_available(ahead[0]):
            return self.starts_ahead.when_set_up(*ahead, lambda: self._resume_now(ahead=True))
        return self._resume_now()

    def _resume_now(self, ahead: bool = False) -> bool:
        from climbdesk.core.record import Match

        record = self._load_autosave()
        if record is None:
            if ahead:  # the page said "setting up": back to the cards, which say why
                self.show_start()
            return False
        return self.starts_ahead.begin_match(Match(record))

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
            messages.warning(self, QCoreApplication.translate("MainWindow", "Autosave damaged"),
                             QCoreApplication.translate(
                                 "MainWindow", "The autosaved game could not be read: %1. It "
                                 "was left as it is.").replace("%1", error_text(exc)))
            self.start_page.set_resume_available(False)
            return None
        except RecordError as exc:
            aside = path.with_name(f"autosave.broken-{int(time.time())}.json")
            try:
                path.replace(aside)
                where = QCoreApplication.translate("MainWindow", "It was kept as %1.").replace(
                    "%1", str(aside))
            except OSError:
                where = ""
            messages.warning(self, QCoreApplication.translate("MainWindow", "Autosave damaged"),
                             QCoreApplication.translate(
                                 "MainWindow", "The autosaved game could not be restored: %1")
                             .replace("%1", error_text(exc)) + " " + where)
            self.start_page.set_resume_available(False)
            return None

    # ----- files ------------------------------------------------------------------------
    def open_file(self, path: str | Path | None = None) -> bool:
        """Open a saved game: played on, or reviewed if it is over.  A game with set-up
        work has it done ahead first, off the GUI thread (:mod:`climbdesk.ui.game_start`),
        and is read once it is kept: True then means "being opened"."""
        from climbdesk.ui.game_start import setup_work_in_file

        if path is None:
            from climbdesk.ui.open_dialog import OpenGameDialog  # first use only: fast start

            dialog = OpenGameDialog(paths.saves_dir(), self)
            if dialog.exec() != OpenGameDialog.DialogCode.Accepted or dialog.chosen is None:
                return False
            path = dialog.chosen
        path = Path(path)
        ahead = setup_work_in_file(path)
        if ahead is not None:
            chosen = path
            self.starts_ahead.when_ready(*ahead, lambda: self._open_now(chosen))
            return True
        return self._open_now(path)

    def _open_now(self, path: Path) -> bool:
        from climbdesk.core.record import GameRecord, Match

        try:
            record = GameRecord.load(path)
        except RecordError as exc:
            messages.error(self, QCoreApplication.translate("MainWindow", "Cannot open game"),
                           QCoreApplication.translate("MainWindow", "%1 cannot be opened.")
                           .replace("%1", path.name) + "\n\n" + error_text(exc))
            return False
        return self._open_match(Match(record), path)

    def _open_match(self, match: Match, path: Path | None = None) -> bool:
        """A finished game opens in review mode; an unfinished one is played on.

        A board that keeps its looks in its scene (Climbers) starts as New Game and
        Resume start it: its page saying the game is being set up, its first position
        painted ahead in short turns and that scene handed to this match
        (:mod:`climbdesk.ui.paint_ahead`; its first paint was 42-64 ms in one turn).
        The others start at once, as before."""
        from climbdesk.ui import paint_ahead

        if match.state.is_terminal():
            return self.review(match)
        if not self._abandon_ok():
            return False
        if paint_ahead.looks_in_scene(match.record.game):
            return self.starts_ahead.begin_match(match, path)
        return self.start_match(match, save_path=path)

    def open_library(self) -> bool:
        """File ▸ Library: a game chosen there opens as an opened save does, its set-up
        work done ahead first (the dialog reads it without replaying it): True then
        means "being opened"."""
        from climbdesk.ui.game_start import setup_work
        from climbdesk.ui.library_dialog import LibraryDialog

        dialog = LibraryDialog(self)
        if dialog.exec() != LibraryDialog.DialogCode.Accepted or dialog.chosen is None:
            return False
        data, game = dialog.chosen_json, dialog.chosen.game
        work = setup_work(dialog.chosen) if self.board_available(game) else None
        if work is not None:
            self.starts_ahead.when_ready(game, work, lambda: self._open_kept(data))
            return True
        return self._open_kept(data)

    def _open_kept(self, data: object) -> bool:
        """Open a game the library keeps (its JSON), replaying it now.  What the dialog's
        replay was told about before it moved here (review16) is told here: a replay
        can raise more than a :class:`RecordError` (a ``HiddenInformationError``), and
        this runs from a callback, where nothing else would catch it."""
        from climbdesk.core.record import GameRecord, Match

        try:
            match = Match(GameRecord.from_json(data))
        except (ClimbdeskError, ValueError, TypeError, KeyError) as exc:
            messages.error(self, QCoreApplication.translate("MainWindow", "Cannot open game"),
                           error_text(exc))
            return False
        return self._open_match(match)

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
                self, QCoreApplication.translate("MainWindow", "Save game"), str(default),
                QCoreApplication.translate("MainWindow", "climbdesk games (*%1)")
                .replace("%1", open_dialog.SUFFIX))
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
            messages.error(self, QCoreApplication.translate("MainWindow", "Cannot save game"),
                           error_text(exc))
            return False
        self.save_path = path
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Saved to %1").replace("%1", str(path)), 4000)
        return True
