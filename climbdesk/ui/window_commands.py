"""The main window's commands on the game shown and its dialogs: undo, hint, resign,
end by agreement; rules, keyboard help, statistics, preferences, legend, odds, about.

A base of :class:`~climbdesk.ui.main_window.MainWindow` over
:class:`~climbdesk.ui.window_pages.WindowPages`, whose ``update_actions`` says which of
them are live.  The dialogs are imported when they are first opened (fast start).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from climbdesk.core.registry import get_game
from climbdesk.ui import messages
from climbdesk.ui.strings import display_name
from climbdesk.ui.window_pages import WindowPages

if TYPE_CHECKING:  # imported when first needed, not at start-up
    from climbdesk.ui.keyboard_help import KeyboardHelpDialog


class WindowCommands(WindowPages):
    """The Game, Move and Help menus' commands that act on the game shown."""

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
            name, ok = QInputDialog.getItem(
                self, QCoreApplication.translate("MainWindow", "Resign"),
                QCoreApplication.translate("MainWindow", "Who resigns?"), names, 0, False)
            if not ok:
                return
            seat = humans[names.index(name)]
        name = display_name(c.match.seats[seat].name)
        if messages.confirm(self, QCoreApplication.translate("MainWindow", "Resign?"),
                            QCoreApplication.translate(
                                "MainWindow", "%1, do you really want to resign this game?")
                            .replace("%1", name)):
            c.resign(seat)

    def end_by_agreement(self) -> None:
        c = self.controller
        if c is None or not c.agreement_available():
            return
        proposer = c.state.turn_owner()
        others = [display_name(s.name) for i, s in enumerate(c.match.seats) if i != proposer]
        if messages.confirm(self, QCoreApplication.translate("MainWindow", "End by agreement?"),
                            QCoreApplication.translate(
                                "MainWindow", "%1 proposes to end the game now and score the "
                                "position as it stands. %2, do you agree?")
                            .replace("%1", display_name(c.match.seats[proposer].name))
                            .replace("%2", ", ".join(others))):
            c.end_by_agreement()

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
        from climbdesk.ui.plot_teardown import close_plot
        from climbdesk.ui.stats_dialog import StatisticsDialog

        dialog = StatisticsDialog(self)
        try:
            dialog.exec()
        finally:
            # Every Statistics opened stayed in memory, its chart with it, until the
            # window went: the chart is taken apart first (plot_teardown), then the dialog.
            close_plot(dialog.chart)
            dialog.deleteLater()

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

        QMessageBox.about(self, QCoreApplication.translate("MainWindow", "About climbdesk"),
                          about_text())
