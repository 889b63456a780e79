"""The window's actions and menus: texts, shortcuts and enabling in one place.

Keeping them apart from the window logic means the translation of every menu
item and its shortcut is in one short file, easy to check for completeness.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from climbdesk.ui.strings import without_mnemonic

if TYPE_CHECKING:
    from climbdesk.ui.main_window import MainWindow

Std = QKeySequence.StandardKey


def _keys(standard: Std | None, fallback: str) -> list[QKeySequence]:
    """Platform standard key where one exists, else our fallback (some are empty on Linux)."""
    keys = QKeySequence.keyBindings(standard) if standard is not None else []
    return keys or [QKeySequence(fallback)]


class WindowActions:
    """Creates every QAction of the main window and the menu bar that holds them."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window

        def act(slot: Callable[[], object], standard: Std | None, fallback: str) -> QAction:
            a = QAction(window)
            a.setShortcuts(_keys(standard, fallback))
            a.triggered.connect(lambda _checked=False: slot())
            window.addAction(a)  # shortcuts work even when the menu bar is hidden
            return a

        w = window
        self.new_game = act(w.new_game, Std.New, "Ctrl+N")
        self.open = act(w.open_file, Std.Open, "Ctrl+O")
        self.library = act(w.open_library, None, "Ctrl+L")
        self.save = act(w.save, Std.Save, "Ctrl+S")
        self.save_as = act(w.save_as, Std.SaveAs, "Ctrl+Shift+S")
        self.review = act(w.review_current, None, "Ctrl+R")
        self.resign = act(w.resign, None, "Ctrl+Shift+R")
        self.agree = act(w.end_by_agreement, None, "Ctrl+Shift+E")
        self.back = act(w.show_start, None, "Ctrl+W")
        self.quit = act(w.close, Std.Quit, "Ctrl+Q")
        self.undo = act(w.undo, Std.Undo, "Ctrl+Z")
        self.redo = act(w.redo, Std.Redo, "Ctrl+Shift+Z")
        self.hint = act(w.hint, None, "H")
        self.odds = act(w.toggle_odds, None, "O")
        self.odds.setCheckable(True)
        self.legend = act(w.toggle_legend, None, "L")
        self.legend.setCheckable(True)
        self.preferences = act(w.preferences, Std.Preferences, "Ctrl+,")
        self.statistics = act(w.statistics, None, "Ctrl+I")
        self.rules = act(w.show_rules, Std.HelpContents, "F1")
        self.keyboard = act(w.keyboard_help, None, "")
        self.about = act(w.about, None, "Ctrl+F1")

        bar = window.menuBar()
        self.game_menu = QMenu(window)
        for a in (self.new_game, self.open, self.library, self.save, self.save_as, self.review,
                  None, self.resign, self.agree, None, self.back, self.quit):
            self.game_menu.addSeparator() if a is None else self.game_menu.addAction(a)
        self.move_menu = QMenu(window)
        for a in (self.undo, self.redo, None, self.hint, self.odds, self.legend):
            self.move_menu.addSeparator() if a is None else self.move_menu.addAction(a)
        # Where the board's own commands (Roll, Stop, a sum…) are listed while they apply.
        self.board_section = self.move_menu.addSeparator()
        self.board_commands: list[QAction] = []
        self.settings_menu = QMenu(window)
        self.settings_menu.addAction(self.preferences)
        self.settings_menu.addAction(self.statistics)
        self.help_menu = QMenu(window)
        # Help ▸ Learn to Play: a guided first game of each game (filled when opened).
        self.learn_menu = QMenu(window)
        self.learn_menu.aboutToShow.connect(self._fill_learn_menu)
        self.help_menu.addMenu(self.learn_menu)
        self.help_menu.addAction(self.rules)
        self.help_menu.addAction(self.keyboard)
        self.help_menu.addAction(self.about)
        for m in (self.game_menu, self.move_menu, self.settings_menu, self.help_menu):
            bar.addMenu(m)
        self.retranslate()

    def _fill_learn_menu(self) -> None:
        from climbdesk.ui.tutorial.launch import fill_learn_menu

        fill_learn_menu(self.window, self.learn_menu)

    def set_board_commands(self, commands: list[QAction]) -> None:
        """Show the board's current commands at the end of the Move menu."""
        if commands == self.board_commands:
            return
        shown = self.board_commands
        if commands[:len(shown)] == shown:  # the page kept these and offers more
            self.move_menu.addActions(commands[len(shown):])
        elif shown[:len(commands)] == commands:  # it kept these and dropped the rest
            for a in shown[len(commands):]:
                self.move_menu.removeAction(a)
        else:
            for a in shown:
                self.move_menu.removeAction(a)
            self.move_menu.addActions(commands)
        self.board_commands = list(commands)
        self.board_section.setVisible(bool(self.board_commands))

    def retranslate(self) -> None:
        self.game_menu.setTitle(
            QCoreApplication.translate("MainWindow", "&Game"))
        self.move_menu.setTitle(
            QCoreApplication.translate("MainWindow", "&Move"))
        self.settings_menu.setTitle(
            QCoreApplication.translate("MainWindow", "&Settings"))
        self.help_menu.setTitle(
            QCoreApplication.translate("MainWindow", "&Help"))
        self.learn_menu.setTitle(
            QCoreApplication.translate("MainWindow", "&Learn to Play"))
        texts = {
            self.new_game:
                QCoreApplication.translate("MainWindow", "&New Game…"),
            self.open:
                QCoreApplication.translate("MainWindow", "&Open…"),
            self.library:
                QCoreApplication.translate("MainWindow", "&Library…"),
            self.save:
                QCoreApplication.translate("MainWindow", "&Save"),
            self.save_as:
                QCoreApplication.translate("MainWindow", "Save &As…"),
            self.review:
                QCoreApplication.translate("MainWindow", "Re&view Game"),
            self.resign:
                QCoreApplication.translate("MainWindow", "&Resign…"),
            self.agree:
                QCoreApplication.translate("MainWindow", "&End by Agreement…"),
            self.back:
                QCoreApplication.translate("MainWindow", "&Back to Start Screen"),
            self.quit:
                QCoreApplication.translate("MainWindow", "&Quit"),
            self.undo:
                QCoreApplication.translate("MainWindow", "&Undo"),
            self.redo:
                QCoreApplication.translate("MainWindow", "&Redo"),
            self.hint:
                QCoreApplication.translate("MainWindow", "&Hint"),
            self.odds:
                QCoreApplication.translate("MainWindow", "Show &Odds"),
            self.legend:
                QCoreApplication.translate("MainWindow", "Show &Legend"),
            self.preferences:
                QCoreApplication.translate("MainWindow", "&Preferences…"),
            self.statistics:
                QCoreApplication.translate("MainWindow", "S&tatistics…"),
            self.rules:
                QCoreApplication.translate("MainWindow", "&Rules…"),
            self.keyboard:
                QCoreApplication.translate("MainWindow", "&Keyboard…"),
            self.about:
                QCoreApplication.translate("MainWindow", "&About climbdesk"),
        }
        for action, text in texts.items():
            action.setText(text)
            action.setToolTip(without_mnemonic(text).rstrip("…"))  # no "(N)" left in Japanese
